`default_nettype none

// hc_hmac_length_fix: the length field of a final block, counted from a message that one
// block longer. With key contexts the inner hash H(K0 ^ ipad || text) and the outer hash
// H(K0 ^ opad || inner) start from the chaining value after their key block (RFC 2104
// section 4), so the padding unit sees only `text` (or `inner`), while the padded length
// (FIPS 180-4 section 5.1, RFC 1321 section 3.2) must count the key block too: its
// BLOCK_W bits are added to the field in the block's last LEN_W bits.
//
// The field is registered: block_out's last LEN_W bits follow block_in a clock late, so the
// adder sits between two registers and not in front of the core's message schedule. The
// controller offers a block to the core only after it has been at block_in for a clock.
module hc_hmac_length_fix #(
    parameter BLOCK_W    = 512,  // block size in bits: a power of 2
    parameter LEN_W      = 64,   // length field bits: a multiple of 8 below BLOCK_W
    parameter LEN_LITTLE = 0     // 1: little-endian field (RFC 1321); 0: big-endian
) (
    input  wire               clk,
    input  wire [BLOCK_W-1:0] block_in,
    input  wire               add_block,   // the block is a final block of such a message
    output wire [BLOCK_W-1:0] block_out
);
    generate
        if (LEN_W < 16 || LEN_W % 8 != 0 || LEN_W >= BLOCK_W) begin : g_bad_len_w
            hc_error_LEN_W_must_be_a_multiple_of_8_below_the_block u_error ();
        end
        if (BLOCK_W < 64 || (BLOCK_W & (BLOCK_W - 1)) != 0) begin : g_bad_block_w
            hc_error_BLOCK_W_must_be_a_power_of_2 u_error ();
        end
    endgenerate

    // bits of one block, as a LEN_W-bit number
    localparam integer   HIGH_W     = (LEN_W > 16) ? LEN_W - 16 : 1;
    localparam [15:0]    BLOCK_W16  = BLOCK_W[15:0];
    localparam [HIGH_W+15:0] BLOCK_LENGTH = {{HIGH_W{1'b0}}, BLOCK_W16};

    wire [LEN_W-1:0] field_in = block_in[LEN_W-1:0];
    wire [LEN_W-1:0] value_in, value_out, field_out;

    genvar j;
    generate
        for (j = 0; j < LEN_W / 8; j = j + 1) begin : g_byte
            if (LEN_LITTLE != 0) begin : g_little_endian
                // the field's first byte (the value's least significant) is the leftmost
                assign value_in[8*j +: 8]             = field_in[LEN_W-1-8*j -: 8];
                assign field_out[LEN_W-1-8*j -: 8]    = value_out[8*j +: 8];
            end else begin : g_big_endian
                assign value_in[8*j +: 8]  = field_in[8*j +: 8];
                assign field_out[8*j +: 8] = value_out[8*j +: 8];
            end
        end
    endgenerate

    // the length is kept modulo 2^LEN_W, as the standards define the field
    assign value_out = value_in + (add_block ? BLOCK_LENGTH[LEN_W-1:0] : {LEN_W{1'b0}});

    reg [LEN_W-1:0] field_q;
    always @(posedge clk)
        field_q <= field_out;
    assign block_out = {block_in[BLOCK_W-1:LEN_W], field_q};

endmodule

`default_nettype wire
