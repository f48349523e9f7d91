`default_nettype none
// One step of one line of RIPEMD (Dobbertin, Bosselaers, Preneel, "RIPEMD-160: A
// Strengthened Version of RIPEMD", FSE 1996, Appendix A; A. Bosselaers' RIPEMD pages for
// the 4-word variants), combinational, on the words {E, D, C, B, A} (A in [31:0]):
//   WORDS = 5 (RIPEMD-160/320): T = rol_s(A + f(B, C, D) + X[r(j)] + K(j)) + E,
//                               (A, B, C, D, E) <- (E, T, B, rol_10(C), D)
//   WORDS = 4 (RIPEMD-128/256): T = rol_s(A + f(B, C, D) + X[r(j)] + K(j)),
//                               (A, B, C, D) <- (D, T, B, C)
// What the step selects (function, rotation s(j), X[r(j)] + K(j)) comes in from the
// caller (hc_ripemd_select behind registers or not: hc_ripemd_stage).
//   PRECOMPUTE = 0: addend = X[r(j)] + K(j); the step adds A, f and the addend.
//   PRECOMPUTE = 1: addend = A + X[r(j)] + K(j), registered a step ahead (A of the next
//                   step is a word the current one only moves: E, or D with 4 words;
//                   000_026659c184445444.txt, "Pre-computation", e + W + K for SHA-1):
//                   the step is f, one addition, the rotation and (5 words) + E.
//   PRECOMPUTE = 2: as 1, and f comes in as its two halves. Each of f1 .. f5 is, bit by
//                   bit, a choice by B between two functions of C and D:
//                     f1 = B ? ~(C ^ D) : C ^ D      f2 = B ? C : D
//                     f3 = B ? ~D : ~C ^ D           f4 = B ? C | D : C & ~D
//                     f5 = B ? ~C & D : C | ~D
//                   and C, D of the next step are words the current one only moves (B and
//                   rol_10(C), or the word the exchange brings), so the halves are
//                   registered a step ahead: the step's f is one 3-input look-up of B,
//                   whichever the function, and fn_index is unused.
module hc_ripemd_step #(
    parameter WORDS      = 5,  // words per line: 4 (RIPEMD-128/256) or 5 (RIPEMD-160/320)
    parameter PRECOMPUTE = 0   // 1: addend holds A as well; 2: and f comes as fn_halves
) (
    input  wire [2:0]          fn_index,    // 0 .. 4: f1 .. f5
    input  wire [63:0]         fn_halves,   // PRECOMPUTE = 2: {f where B = 1, f where B = 0}
    input  wire [3:0]          amount,      // s(j), 5 .. 15
    input  wire [31:0]         addend,      // X[r(j)] + K(j) [+ A]
    input  wire [32*WORDS-1:0] state,       // A in [31:0], B in [63:32], ...
    // 1: the T word is load_word (WORDS = 5: the sum adds 0 and load_word instead of the
    // rotation and E), so a caller that loads its B register from elsewhere needs no
    // multiplexer after the + E adder (hc_ripemd_stage, two steps per clock)
    input  wire                load_t,
    input  wire [31:0]         load_word,
    output wire [32*WORDS-1:0] state_next
);
    hc_ripemd_param_check #(.WORDS(WORDS), .PRECOMPUTE(PRECOMPUTE)) u_param_check ();

    wire [31:0] a = state[31:0];
    wire [31:0] b = state[63:32];
    wire [31:0] c = state[95:64];
    wire [31:0] d = state[127:96];
    reg  [31:0] f;
    always @(*)
        if (PRECOMPUTE == 2)
            f = (b & fn_halves[63:32]) | (~b & fn_halves[31:0]);
        else
            case (fn_index)
                3'd0:    f = b ^ c ^ d;           // f1
                3'd1:    f = (b & c) | (~b & d);  // f2
                3'd2:    f = (b | ~c) ^ d;        // f3
                3'd3:    f = (b & d) | (c & ~d);  // f4
                default: f = b ^ (c | ~d);        // f5
            endcase

    wire [31:0] sum = (PRECOMPUTE != 0) ? f + addend : a + f + addend;
    // rol_s(sum); s is 5 .. 15, never 0
    wire [31:0] rotated = (sum << amount) | (sum >> (6'd32 - {2'b00, amount}));

    generate
        if (WORDS == 5) begin : g_five
            wire [31:0] e = state[159:128];
            // (A, B, C, D, E) <- (E, T + E, B, rol_10(C), D)
            assign state_next = {d, c[21:0], c[31:22], b,
                                 (load_t ? 32'd0 : rotated) + (load_t ? load_word : e), e};
        end else begin : g_four
            // (A, B, C, D) <- (D, T, B, C); no + E: load_t is for the 5-word lines
            assign state_next = {c, b, rotated, d};
            wire unused_load = &{1'b0, load_t, load_word};
        end
        if (PRECOMPUTE != 0) begin : g_a_unused
            wire unused_a = &{1'b0, a};
        end
        if (PRECOMPUTE == 2) begin : g_index_unused
            wire unused_index = &{1'b0, fn_index};
        end else begin : g_halves_unused
            wire unused_halves = &{1'b0, fn_halves};
        end
    endgenerate
endmodule
`default_nettype wire
