`default_nettype none
// One RIPEMD step on one line (the RIPEMD-160 paper, section 2, "A := (A + f(B, C, D) +
// X + K) <<< s + E; A := E; E := D; D := C <<< 10; C := B; B := A" and MD4's step for the
// 4-word versions, RIPEMD-128/256, which have no E and no rotation of C):
//   WORDS = 5: (A, B, C, D, E) <- (E, T, B, C <<< 10, D), T = (A + f + X + K) <<< s + E
//   WORDS = 4: (A, B, C, D)    <- (D, T, B, C),           T = (A + f + X + K) <<< s
// The function and the rotation amount come from registers (the step number's, looked up
// a clock ahead: hc_ripemd_step_table), so the step's path is the function multiplexer,
// the additions, the variable rotation and, for 5 words, the + E after it.
//   PRE = 0: addend is X + K, added to A beside the function.
//   PRE = 1: addend is A + X + K, registered a step ahead (000_026659c184445444.txt, the
//            pre-computation it proposes for "RIPEMD (all versions)"): one addition
//            fewer in front of the rotation.
module hc_ripemd_step #(
    parameter WORDS = 5,  // words per line: 4 or 5
    parameter PRE   = 0
) (
    input  wire [32*WORDS-1:0] state,       // A in [31:0], B in [63:32], ...
    input  wire [2:0]          func,        // f1 .. f5 as 0 .. 4
    input  wire [3:0]          shift,
    input  wire [31:0]         addend,      // X + K (PRE = 0) or A + X + K (PRE = 1)
    output wire [32*WORDS-1:0] state_next
);
    generate
        if (WORDS != 4 && WORDS != 5) begin : g_bad_words
            hc_error_WORDS_must_be_4_or_5 u_error ();
        end
        if (PRE != 0 && PRE != 1) begin : g_bad_pre
            hc_error_PRE_must_be_0_or_1 u_error ();
        end
    endgenerate

    wire [31:0] a = state[31:0];
    wire [31:0] b = state[63:32];
    wire [31:0] c = state[95:64];
    wire [31:0] d = state[127:96];

    // the paper's five functions
    reg [31:0] f;
    always @(*) begin
        case (func)
            3'd0:    f = b ^ c ^ d;
            3'd1:    f = (b & c) | (~b & d);
            3'd2:    f = (b | ~c) ^ d;
            3'd3:    f = (b & d) | (c & ~d);
            default: f = b ^ (c | ~d);
        endcase
    end

    wire [31:0] sum = f + ((PRE != 0) ? addend : a + addend);
    // the rotation left by shift: the top word of {sum, sum} shifted left by shift
    wire [63:0] doubled = {sum, sum} << shift;
    wire [31:0] rotated = doubled[63:32];
    wire unused_low = &{1'b0, doubled[31:0]};

    generate
        if (WORDS == 5) begin : g_five
            wire [31:0] e = state[159:128];
            assign state_next = {d, {c[21:0], c[31:22]}, b, rotated + e, e};
        end else begin : g_four
            assign state_next = {c, b, rotated, d};
        end
    endgenerate
endmodule
`default_nettype wire
