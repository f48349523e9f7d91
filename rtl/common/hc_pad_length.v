`default_nettype none

// hc_pad_length: the length field and the closing pad bit of a final block, part 5 of the
// padding unit hc_stream_pad (docs/padding.md). Combinational: the bits to OR into the
// accumulator's block (zero where they go) as it becomes a final block:
//   - the message length in bits in the last LEN_W/8 bytes, big-endian (FIPS 180-4
//     5.1.1 / 5.1.2) or little-endian (RFC 1321 3.2), modulo 2^LEN_W as those define;
//   - with PAD_LAST_BIT, 8'h80 in the block's last byte: the closing 1 of pad10*1
//     (FIPS 202 5.1, B.2).
module hc_pad_length #(
    // block (rate) width in bits: a multiple of 8
    parameter BLOCK_W      = 512,
    // bits of the length field (0: none): 0, or a multiple of 8 from 16 below BLOCK_W
    parameter LEN_W        = 64,
    // 1: little-endian length field (RFC 1321); 0: big-endian (FIPS 180-4)
    parameter LEN_LITTLE   = 0,
    // 1: OR 8'h80 into the last byte of the final block (FIPS 202 pad10*1)
    parameter PAD_LAST_BIT = 0,
    // width of the byte count: at least 1
    parameter MAX_BYTES_W  = 61
) (
    // the message's bytes (hc_pad_byte_count)
    input  wire [MAX_BYTES_W-1:0] count,
    // the block is a message's final block
    input  wire                   final_block,
    // what to OR into it
    output wire [BLOCK_W-1:0]     final_bits
);
    localparam integer LEN_BYTES = LEN_W / 8;

    // A bad parameter stops elaboration, naming the rule it breaks (hc_pad_check).
    hc_pad_check #(
        .BLOCK_W     (BLOCK_W),
        .LEN_W       (LEN_W),
        .LEN_LITTLE  (LEN_LITTLE),
        .PAD_LAST_BIT(PAD_LAST_BIT),
        .MAX_BYTES_W (MAX_BYTES_W)
    ) u_check ();

    genvar j;
    generate
        if (LEN_W > 0) begin : g_length_field
            wire [LEN_W-1:0] len_bits;
            wire [LEN_W-1:0] len_field;
            if (LEN_W > MAX_BYTES_W + 3) begin : g_zero_extend
                assign len_bits = {{(LEN_W-MAX_BYTES_W-3){1'b0}}, count, 3'b000};
            end else if (LEN_W == MAX_BYTES_W + 3) begin : g_exact
                assign len_bits = {count, 3'b000};
            end else begin : g_truncate
                // the field holds the bit count mod 2^LEN_W
                assign len_bits = {count[LEN_W-4:0], 3'b000};
                wire unused_count = &{1'b0, count[MAX_BYTES_W-1:LEN_W-3]};
            end
            for (j = 0; j < LEN_BYTES; j = j + 1) begin : g_byte
                if (LEN_LITTLE != 0) begin : g_little_endian
                    assign len_field[LEN_W-1-8*j -: 8] = len_bits[8*j +: 8];
                end else begin : g_big_endian
                    assign len_field[8*j +: 8] = len_bits[8*j +: 8];
                end
            end
            // Procedural: Icarus evaluates a continuous assignment's logic bit by bit and
            // a procedural one a machine word at a time (docs/verification.md,
            // "Simulation speed"); this is BLOCK_W wide and in every padding unit.
            reg [BLOCK_W-1:0] final_r;
            always @(*) begin
                final_r = {BLOCK_W{1'b0}};
                if (final_block) final_r[LEN_W-1:0] = len_field;
                final_r[7] = final_r[7] | (final_block & (PAD_LAST_BIT != 0));
            end
            assign final_bits = final_r;
        end else begin : g_pad_bit_only
            assign final_bits = {{(BLOCK_W-8){1'b0}}, final_block & (PAD_LAST_BIT != 0), 7'b0};
            wire unused_count = &{1'b0, count};
        end
    endgenerate

endmodule

`default_nettype wire
