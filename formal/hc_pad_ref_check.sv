`default_nettype none
// A reference padding written for the proofs (`hashcores prove`), from docs/interface.md
// and the standards, not from the padding unit's RTL: it watches one byte position of the
// padded form of one message and checks the byte the padding unit hands the core there.
// Both are free constants (`anyconst`), so a proof that holds holds for every position of
// every block of either of the first two messages after reset (the second one after any
// first message: whatever the first leaves behind).
//
// The padded form of a message of L bytes (FIPS 180-4 5.1.1 / 5.1.2, RFC 1321 3.1-3.2,
// FIPS 202 5.1 and B.2, Luffa v2.0 3.1): the message, PAD_BYTE, zero bytes, and the
// LEN_W-bit length in bits (big-endian, or little-endian when LEN_LITTLE) closing the
// final block; 8'h80 ORed into the final block's last byte when PAD_LAST_BIT. As few
// blocks as hold L + 1 + LEN_W/8 bytes.
//
// Checked at every block the core takes of the watched message, with S its first byte's
// position:
//   - the byte at the watched position, when the block holds it;
//   - b_first exactly on the first block, b_last exactly on the block that holds byte
//     L + LEN_W/8 (before s_tlast is taken no block is final, and a block comes only
//     once all its message bytes are taken), no block after it, b_error never.
// The input is assumed well formed (the errors are the contract proofs' business): every
// beat but the last has s_tkeep all ones, the last a run of ones from lane 0, and a
// message is at most 2^MAX_BYTES_W - 1 bytes. The model counts bytes from s_tkeep itself.
module hc_pad_ref_check #(
    parameter DATA_W       = 32,
    parameter BLOCK_W      = 512,
    parameter PAD_BYTE     = 8'h80,
    parameter LEN_W        = 64,
    parameter LEN_LITTLE   = 0,
    parameter PAD_LAST_BIT = 0,
    parameter MAX_BYTES_W  = 8
) (
    input wire                clk,
    input wire                rst_n,
    input wire                started,
    // the input beat and its handshake
    input wire [DATA_W-1:0]   s_tdata,
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire                s_tvalid,
    input wire                s_tready,
    // the block the core is offered, and its handshake
    input wire [BLOCK_W-1:0]  b_data,
    input wire                b_first,
    input wire                b_last,
    input wire                b_error,
    input wire                b_valid,
    input wire                b_ready
);
    localparam integer BEAT_BYTES  = DATA_W / 8;
    localparam integer BLOCK_BYTES = BLOCK_W / 8;
    localparam integer LEN_BYTES   = LEN_W / 8;
    // positions: past the longest message by its padding (at most two blocks)
    localparam integer POS_W       = MAX_BYTES_W + $clog2(BLOCK_BYTES) + 2;
    localparam integer MAX_BYTES   = (1 << MAX_BYTES_W) - 1;
    localparam [7:0]   PAD         = PAD_BYTE;

    // Byte selections as loops of compares, not indexed part-selects: an index past the
    // vector would read x (an out-of-range $shiftx), which the bit-level engines refuse.
    function automatic [7:0] f_lane;  // byte `n` of a beat, lane 0 in bits 7:0
        input [DATA_W-1:0] data;
        input [POS_W-1:0]  n;
        integer k;
        begin
            f_lane = 8'h00;
            for (k = 0; k < BEAT_BYTES; k = k + 1)
                if (n == k) f_lane = data[8 * k +: 8];
        end
    endfunction

    function automatic [7:0] f_block_byte;  // byte `n` of a block, byte 0 in the MSBs
        input [BLOCK_W-1:0] data;
        input [POS_W-1:0]   n;
        integer k;
        begin
            f_block_byte = 8'h00;
            for (k = 0; k < BLOCK_BYTES; k = k + 1)
                if (n == k) f_block_byte = data[BLOCK_W - 8 - 8 * k +: 8];
        end
    endfunction

    function automatic [POS_W-1:0] f_kept;  // lanes kept: a run from lane 0 (assumed)
        input [BEAT_BYTES-1:0] keep;
        integer n;
        begin
            f_kept = 0;
            for (n = 0; n < BEAT_BYTES; n = n + 1)
                f_kept = f_kept + keep[n];
        end
    endfunction

    (* anyconst *) reg             watch_msg;  // 0: the first message after reset; 1: the next
    (* anyconst *) reg [POS_W-1:0] watch_pos;  // byte position in the padded message

    // ------------------------------------------------------------------ the input side
    reg [POS_W-1:0] in_count;      // bytes of the message being taken so far
    reg [1:0]       in_msgs;       // messages whose s_tlast was taken (stops at 3)
    reg [7:0]       watched;       // the message byte at watch_pos, once taken
    reg [POS_W-1:0] msg_len;       // the watched message's length, once its s_tlast is taken
    reg             len_known;

    wire             take   = rst_n & s_tvalid & s_tready;
    wire [POS_W-1:0] nbytes = s_tlast ? f_kept(s_tkeep) : BEAT_BYTES;
    wire             in_watched = (in_msgs == {1'b0, watch_msg});
    wire [POS_W-1:0] lane   = watch_pos - in_count;   // the watched byte's lane in this beat

    always @(*)
        if (started && rst_n && s_tvalid) begin
            if (s_tlast)
                assume((s_tkeep & (s_tkeep + 1'b1)) == 0);  // a run of ones from lane 0
            else
                assume(&s_tkeep);
            assume(in_count + nbytes <= MAX_BYTES);
        end

    always @(posedge clk)
        if (!rst_n) begin
            in_count  <= 0;
            in_msgs   <= 2'd0;
            len_known <= 1'b0;
        end else if (take) begin
            if (in_watched && watch_pos >= in_count && watch_pos < in_count + nbytes)
                watched <= f_lane(s_tdata, lane);
            in_count <= s_tlast ? {POS_W{1'b0}} : in_count + nbytes;
            if (s_tlast) begin
                if (in_msgs != 2'd3)
                    in_msgs <= in_msgs + 2'd1;
                if (in_watched) begin
                    msg_len   <= in_count + nbytes;
                    len_known <= 1'b1;
                end
            end
        end

    // ------------------------------------------------------------------ the output side
    reg [1:0]       out_msgs;      // final blocks taken (stops at 3)
    reg [POS_W-1:0] out_start;     // position of the next block's first byte in its message

    wire             b_take     = rst_n & b_valid & b_ready;
    wire             out_watched = (out_msgs == {1'b0, watch_msg});
    wire [POS_W-1:0] block_end  = out_start + BLOCK_BYTES;   // one past the block's last byte
    wire             is_final   = msg_len + LEN_BYTES < block_end;
    wire             holds      = watch_pos >= out_start && watch_pos < block_end;
    wire [POS_W-1:0] offset     = watch_pos - out_start;     // byte of the block: 0 is the MSB
    wire [7:0]       got        = f_block_byte(b_data, offset);

    // the length field's byte at watch_pos: field byte 0 is the first in the block
    wire [POS_W-1:0]       field_byte = watch_pos - (block_end - LEN_BYTES);
    wire [LEN_W+POS_W+2:0] bit_len    = {msg_len, 3'b000};
    wire [7:0]             len_byte   = LEN_LITTLE ? bit_len >> (8 * field_byte)
                                                   : bit_len >> (8 * (LEN_BYTES - 1 - field_byte));
    wire in_field = (LEN_BYTES > 0) && is_final && watch_pos >= block_end - LEN_BYTES;
    wire [7:0] expected = watch_pos < msg_len ? watched
                        : ((watch_pos == msg_len) ? PAD : 8'h00)
                          | (in_field ? len_byte : 8'h00)
                          | ((PAD_LAST_BIT != 0 && is_final && watch_pos == block_end - 1)
                             ? 8'h80 : 8'h00);

    always @(posedge clk)
        if (!rst_n) begin
            out_msgs  <= 2'd0;
            out_start <= 0;
        end else if (b_take) begin
            out_start <= b_last ? {POS_W{1'b0}} : block_end;
            if (b_last && out_msgs != 2'd3)
                out_msgs <= out_msgs + 2'd1;
        end

    always @(*)
        if (started && b_take && out_watched) begin
            assert(!b_error);                                  // a well-formed message
            assert(b_first == (out_start == 0));               // first exactly on the first
            if (len_known) begin
                assert(out_start <= msg_len + LEN_BYTES);      // no block past the final one
                assert(b_last == is_final);                    // last exactly on the final
                if (holds)
                    assert(got == expected);                   // the padded message's byte
            end else begin
                assert(in_watched && !b_last);                 // the message is still coming
                assert(block_end <= in_count);                 // its bytes are all taken
                if (holds)
                    assert(got == watched);                    // the message's byte
            end
        end
endmodule
`default_nettype wire
