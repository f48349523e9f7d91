`default_nettype none
// 3:2 carry-save adder (004_e1f17d10682e9c23.txt, CSA): x + y + z = sum + carry
// (mod 2^WIDTH), one LUT level per bit and no carry chain. The SHA-2 rounds reduce their
// multi-operand sums with it and end in a single carry-propagate adder.
module hc_carry_save_adder #(
    // operand width in bits (the SHA-2 word size)
    parameter WIDTH = 32
) (
    input  wire [WIDTH-1:0] x,
    input  wire [WIDTH-1:0] y,
    input  wire [WIDTH-1:0] z,
    output wire [WIDTH-1:0] sum,    // bitwise sum
    output wire [WIDTH-1:0] carry   // carries (bitwise majority), moved up one place
);
    generate
        if (WIDTH < 1) begin : g_bad_width
            hc_error_WIDTH_must_be_at_least_1 u_error ();
        end
    endgenerate

    // Procedural: Icarus evaluates a continuous assignment's logic bit by bit and a
    // procedural one a machine word at a time (docs/verification.md, "Simulation speed").
    reg [WIDTH-1:0] sum_r, carry_r;
    always @(*) begin
        sum_r   = x ^ y ^ z;
        carry_r = ((x & y) | (x & z) | (y & z)) << 1;
    end
    assign sum   = sum_r;
    assign carry = carry_r;
endmodule
`default_nettype wire
