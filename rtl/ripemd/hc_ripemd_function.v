`default_nettype none
// The five RIPEMD step functions f1 .. f5 (Dobbertin, Bosselaers, Preneel, FSE 1996,
// Appendix A), bitwise on B, C, D, combinational. The step (hc_ripemd_step) applies the
// one of its round; with pre-computation the stage (hc_ripemd_stage) forms the next
// step's for B = 0 and B = 1 a step ahead.
module hc_ripemd_function (
    input  wire [2:0]  fn_index,  // 0 .. 4: f1 .. f5
    input  wire [31:0] b,
    input  wire [31:0] c,
    input  wire [31:0] d,
    output reg  [31:0] f
);
    // procedural, not continuous assigns: Icarus evaluates one block per change
    always @(*)
        case (fn_index)
            3'd0:    f = b ^ c ^ d;               // f1
            3'd1:    f = (b & c) | (~b & d);      // f2
            3'd2:    f = (b | ~c) ^ d;            // f3
            3'd3:    f = (b & d) | (c & ~d);      // f4
            default: f = b ^ (c | ~d);            // f5
        endcase
endmodule
`default_nettype wire
