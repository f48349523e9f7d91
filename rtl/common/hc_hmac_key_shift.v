`default_nettype none

// hc_hmac_key_shift: the HMAC key block K0 (RFC 2104 section 2, FIPS 198-1 section 4 steps
// 1-3: the key, or its hash, zero-padded to the block size B) as a shift register of
// DATA_W-bit words, first key byte in the most significant byte. Words enter at the
// bottom and leave at the top, so streaming the block out while feeding its top word back
// in (rotation) leaves it unchanged, and feeding zeros instead clears it.
//
// No reset: the controller clears the register by shifting zeros through it (after each
// key load, and after reset before it takes any input: docs/hmac.md, "Keys"). A reset of
// its own would put a multiplexer in front of every bit on the ECP5 (a synchronous reset
// that wins over the enable).
module hc_hmac_key_shift #(
    // word width in bits: a multiple of 32 dividing BLOCK_W
    parameter DATA_W  = 32,
    // block size in bits (B * 8)
    parameter BLOCK_W = 512
) (
    input  wire              clk,
    input  wire              shift,     // move one word up; in_word enters at the bottom
    input  wire [DATA_W-1:0] in_word,   // first byte in the MSB byte
    output wire [DATA_W-1:0] out_word   // the block's next word (the top one)
);
    generate
        if (DATA_W < 32 || DATA_W % 32 != 0 || BLOCK_W % DATA_W != 0) begin : g_bad_data_w
            hc_error_DATA_W_must_be_a_multiple_of_32_dividing_the_block u_error ();
        end
    endgenerate

    reg [BLOCK_W-1:0] key_q;

    generate
        if (DATA_W == BLOCK_W) begin : g_one_word
            always @(posedge clk) begin
                if (shift)
                    key_q <= in_word;
            end
        end else begin : g_words
            always @(posedge clk) begin
                if (shift)
                    key_q <= {key_q[BLOCK_W-DATA_W-1:0], in_word};
            end
        end
    endgenerate

    assign out_word = key_q[BLOCK_W-1 -: DATA_W];

endmodule

`default_nettype wire
