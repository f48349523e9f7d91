`default_nettype none
// What step j of one RIPEMD line selects (Dobbertin, Bosselaers, Preneel, FSE 1996,
// Appendix A; A. Bosselaers' RIPEMD pages for the 4-word variants), combinational: the
// message word r(j), the rotation s(j), the function and the constant K(j). Round i = j /
// 16 of WORDS rounds: the left line (RIGHT = 0) uses f_(i+1) and K_i, the right line
// f_(WORDS-i) and K'_i, with K'_i = 0 in the last round (4 or 5 rounds alike). The word
// orders r, r' and rotations s, s' are the paper's tables (entry j in bits [4j +: 4]);
// the 4-round variants use their first 64 entries. Steps past the last (a look-up ahead
// of the last step, whose result is never used) read zero entries, not x.
module hc_ripemd_select #(
    parameter WORDS = 5,  // words per line: 4 (RIPEMD-128/256) or 5 (RIPEMD-160/320)
    parameter RIGHT = 0   // 0: left line (r, s, f1 first, K); 1: right line (r', s', f1 last, K')
) (
    input  wire [6:0]  step,      // j
    output reg  [3:0]  word,      // r(j)
    output reg  [3:0]  amount,    // s(j), 5 .. 15
    output reg  [2:0]  fn_index,  // 0 .. 4: f1 .. f5
    output reg  [31:0] k          // K(j)
);
    hc_ripemd_param_check #(.WORDS(WORDS), .RIGHT(RIGHT)) u_param_check ();

    // r, r' (FSE 1996 Appendix A: rho^i and pi rho^i written out), zero-extended to the
    // 128 values of step
    localparam [511:0] R_LEFT  = {192'd0,
                                  64'hdf6b_831e_a2c7_9504, 64'h265e_f73d_4c80_ab91,
                                  64'hc5bd_6072_18f9_4ea3, 64'h8be2_590c_3f6a_1d47,
                                  64'hfedc_ba98_7654_3210};
    localparam [511:0] R_RIGHT = {192'd0,
                                  64'hb930_ed26_7851_4afc, 64'hea79_d2c5_0fb3_1468,
                                  64'hd40a_2c8b_96e7_315f, 64'h2194_c8fe_a5d0_73b6,
                                  64'hc3a1_8f6d_4b29_07e5};
    // s, s' (FSE 1996 Appendix A)
    localparam [511:0] S_LEFT  = {192'd0,
                                  64'h658b_edc5_cd86_b5f9, 64'hc568_65e9_89fe_fecb,
                                  64'h57c5_6d8e_fd9e_76db, 64'hcd7b_9fc7_f79b_d867,
                                  64'h8976_fedb_9785_cfeb};
    localparam [511:0] S_RIGHT = {192'd0,
                                  64'hbbdf_56d8_6e5c_9c58, 64'h8f5c_9c96_e6ee_b85f,
                                  64'h57dd_e5dc_e668_bf79, 64'hbdf6_7c77_b98c_7fd9,
                                  64'h6cee_b877_5ffd_b998};
    localparam [511:0] ORDER  = (RIGHT == 0) ? R_LEFT : R_RIGHT;
    localparam [511:0] AMOUNT = (RIGHT == 0) ? S_LEFT : S_RIGHT;

    reg [2:0] round;  // i = j / 16

    always @(*) begin
        round    = step[6:4];
        fn_index = (RIGHT == 0) ? round : WORDS[2:0] - 3'd1 - round;
        word     = ORDER[4*step +: 4];
        amount   = AMOUNT[4*step +: 4];
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
    end
endmodule
`default_nettype wire
