`default_nettype none
// One step of one line of RIPEMD (Dobbertin, Bosselaers, Preneel, "RIPEMD-160: A
// Strengthened Version of RIPEMD", FSE 1996, Appendix A; A. Bosselaers' RIPEMD pages for
// the 4-word variants), combinational. Step j (0 .. 16 * WORDS - 1) of the left
// (RIGHT = 0) or right (RIGHT = 1) line on the words {E, D, C, B, A} (A in [31:0]):
//   WORDS = 5 (RIPEMD-160/320): T = rol_s(A + f(B, C, D) + X[r(j)] + K(j)) + E,
//                               (A, B, C, D, E) <- (E, T, B, rol_10(C), D)
//   WORDS = 4 (RIPEMD-128/256): T = rol_s(A + f(B, C, D) + X[r(j)] + K(j)),
//                               (A, B, C, D) <- (D, T, B, C)
// Round i = j / 16 of WORDS rounds: the left line uses f_(i+1) and K_i, the right line
// f_(WORDS-i) and K'_i, with K'_i = 0 in the last round (4 or 5 rounds alike). The word
// orders r, r' and rotations s, s' are the paper's tables (entry j in bits [4j +: 4]);
// the 4-round variants use their first 64 entries. Procedural (always @(*)): Icarus
// evaluates it once per change of its inputs.
module hc_ripemd_step #(
    parameter WORDS = 5,  // words per line: 4 (RIPEMD-128/256) or 5 (RIPEMD-160/320)
    parameter RIGHT = 0   // 0: left line (r, s, f1 first, K); 1: right line (r', s', f1 last, K')
) (
    input  wire [6:0]          step,        // j, 0 .. 16 * WORDS - 1
    input  wire [511:0]        block_x,     // X[k] in [32k +: 32] (little-endian words)
    input  wire [32*WORDS-1:0] state,       // A in [31:0], B in [63:32], ...
    output wire [32*WORDS-1:0] state_next
);
    hc_ripemd_param_check #(.WORDS(WORDS), .RIGHT(RIGHT)) u_param_check ();

    // r, r' (FSE 1996 Appendix A: rho^i and pi rho^i written out)
    localparam [319:0] R_LEFT  = {64'hdf6b_831e_a2c7_9504, 64'h265e_f73d_4c80_ab91,
                                  64'hc5bd_6072_18f9_4ea3, 64'h8be2_590c_3f6a_1d47,
                                  64'hfedc_ba98_7654_3210};
    localparam [319:0] R_RIGHT = {64'hb930_ed26_7851_4afc, 64'hea79_d2c5_0fb3_1468,
                                  64'hd40a_2c8b_96e7_315f, 64'h2194_c8fe_a5d0_73b6,
                                  64'hc3a1_8f6d_4b29_07e5};
    // s, s' (FSE 1996 Appendix A)
    localparam [319:0] S_LEFT  = {64'h658b_edc5_cd86_b5f9, 64'hc568_65e9_89fe_fecb,
                                  64'h57c5_6d8e_fd9e_76db, 64'hcd7b_9fc7_f79b_d867,
                                  64'h8976_fedb_9785_cfeb};
    localparam [319:0] S_RIGHT = {64'hbbdf_56d8_6e5c_9c58, 64'h8f5c_9c96_e6ee_b85f,
                                  64'h57dd_e5dc_e668_bf79, 64'hbdf6_7c77_b98c_7fd9,
                                  64'h6cee_b877_5ffd_b998};
    localparam [319:0] ORDER  = (RIGHT == 0) ? R_LEFT : R_RIGHT;
    localparam [319:0] AMOUNT = (RIGHT == 0) ? S_LEFT : S_RIGHT;

    reg [2:0]  round;      // i = j / 16
    reg [2:0]  fn_index;   // 0 .. 4: f1 .. f5
    reg [3:0]  word;       // r(j)
    reg [3:0]  amount;     // s(j)
    reg [31:0] x, k, f, sum;
    reg [31:0] rotated;    // rol_s(sum); s is 5 .. 15, never 0
    wire [31:0] a = state[31:0];
    wire [31:0] b = state[63:32];
    wire [31:0] c = state[95:64];
    wire [31:0] d = state[127:96];

    always @(*) begin
        round      = step[6:4];
        fn_index = (RIGHT == 0) ? round : WORDS[2:0] - 3'd1 - round;
        word       = ORDER[4*step +: 4];
        amount     = AMOUNT[4*step +: 4];
        x          = block_x[32*word +: 32];
        case (fn_index)
            3'd0:    f = b ^ c ^ d;               // f1
            3'd1:    f = (b & c) | (~b & d);      // f2
            3'd2:    f = (b | ~c) ^ d;            // f3
            3'd3:    f = (b & d) | (c & ~d);      // f4
            default: f = b ^ (c | ~d);            // f5
        endcase
        // K: 2^30 times the square roots of 0, 2, 3, 5, 7; K': the cube roots of 2, 3, 5,
        // 7, and 0 in the last round
        if (RIGHT == 0)
            case (round)
                3'd0:    k = 32'h00000000;
                3'd1:    k = 32'h5a827999;
                3'd2:    k = 32'h6ed9eba1;
                3'd3:    k = 32'h8f1bbcdc;
                default: k = 32'ha953fd4e;
            endcase
        else if (round == WORDS[2:0] - 3'd1)
            k = 32'h00000000;
        else
            case (round)
                3'd0:    k = 32'h50a28be6;
                3'd1:    k = 32'h5c4dd124;
                3'd2:    k = 32'h6d703ef3;
                default: k = 32'h7a6d76e9;
            endcase
        sum     = a + f + x + k;
        rotated = (sum << amount) | (sum >> (6'd32 - {2'b00, amount}));
    end

    generate
        if (WORDS == 5) begin : g_five
            wire [31:0] e = state[159:128];
            // (A, B, C, D, E) <- (E, T + E, B, rol_10(C), D)
            assign state_next = {d, c[21:0], c[31:22], b, rotated + e, e};
        end else begin : g_four
            // (A, B, C, D) <- (D, T, B, C)
            assign state_next = {c, b, rotated, d};
        end
    endgenerate
endmodule
`default_nettype wire
