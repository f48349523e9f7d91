`default_nettype none
// Byte reversal between the stream's byte order and the Keccak state's: message byte j
// arrives in the stream's byte j from the top (the first byte in the MSB byte), and is
// state byte j, the low byte of lane (0, 0) first (FIPS 202 section 3.1.3, Appendix B.1).
// Byte j of in_bytes goes to byte WIDTH/8 - 1 - j of out_bytes; the mapping is its own
// inverse, so the same module turns a rate block into state order and the state's first
// bytes back into output order. Wiring only.
//
// The loop sits in a function and the output is written whole: a part written into a
// module's vector wakes every reader of the whole vector in Icarus, which then compares
// it bit by bit (docs/verification.md, "Simulation speed").
module hc_keccak_bytes #(
    // width in bits: a positive multiple of 8
    parameter WIDTH = 1088
) (
    input  wire [WIDTH-1:0] in_bytes,
    output reg  [WIDTH-1:0] out_bytes
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    generate
        if (WIDTH < 8 || WIDTH % 8 != 0) begin : g_bad_width
            hc_error_WIDTH_must_be_a_positive_multiple_of_8 u_error ();
        end
    endgenerate

    function [WIDTH-1:0] f_reverse;
        input [WIDTH-1:0] v;
        integer n;
        begin
            for (n = 0; n < WIDTH / 8; n = n + 1) f_reverse[8*n +: 8] = v[WIDTH-1-8*n -: 8];
        end
    endfunction

    always @(*) out_bytes = f_reverse(in_bytes);
endmodule
`default_nettype wire
