`default_nettype none
// SHA-2 stream top: AXI4-Stream message in, digest out (docs/interface.md, "Stream
// top"). hc_stream_pad pads the message in hardware (FIPS 180-4 section 5.1.1 / 5.1.2:
// 8'h80, zeros, the big-endian bit length in 64 or 128 bits) and cuts it into 512- or
// 1024-bit blocks; hc_sha2_core hashes them, one round per clock, 65 clocks per block
// with 32-bit words (SHA-224/256), 81 with 64-bit words (SHA-384/512, SHA-512/t).
//
// The padding unit's error flag and s_tid travel with the blocks as the core's tag,
// {error, tid}; the core returns the tag of the message's last block with the digest, and
// the padding unit marks that block when the message was malformed.
// One message in flight: beats of different s_tid do not interleave.
module hc_sha2_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter WORD_BITS   = 32,   // hc_sha2_core: 32 or 64
    parameter DIGEST_BITS = 256,  // hc_sha2_core: 224, 256 (, 384, 512 with WORD_BITS 64)
    parameter MAX_BYTES_W = 61    // byte counter width: longer messages are errors
) (
    input  wire                   clk,
    input  wire                   rst_n,
    // AXI4-Stream message input
    input  wire [DATA_W-1:0]      s_tdata,
    input  wire [DATA_W/8-1:0]    s_tkeep,
    input  wire                   s_tlast,
    input  wire [TID_W-1:0]       s_tid,
    input  wire                   s_tvalid,
    output wire                   s_tready,
    // digest output
    output wire [DIGEST_BITS-1:0] m_digest,
    output wire [TID_W-1:0]       m_tid,
    output wire                   m_error,
    output wire                   m_valid,
    input  wire                   m_ready
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_stream_param_check #(.DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W))
        u_param_check ();
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS))
        u_sha2_param_check ();

    localparam BLK_W = 16 * WORD_BITS;  // FIPS 180-4 section 5.2

    wire [BLK_W-1:0] b_data;
    wire             b_first, b_last, b_error, b_valid, b_ready;
    wire [TID_W-1:0] b_tid;
    wire [TID_W:0]   dig_tag;   // {error, tid}
    wire             pad_idle;  // not needed with one message in flight
    wire             unused_idle = &{1'b0, pad_idle};
    // HMAC's starting values and states (CV_IN = 1): unused, the digest is enough here
    wire             cv_rd, st_we;
    wire [1:0]       cv_word, st_word;
    wire [2*WORD_BITS-1:0] st_pair;
    wire             unused_state = &{1'b0, cv_rd, cv_word, st_we, st_word, st_pair};

    hc_stream_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (BLK_W),
        .TID_W       (TID_W),
        .PAD_BYTE    (8'h80),  // FIPS 180-4 section 5.1.1 / 5.1.2: the "1" bit
        .LEN_W       (2 * WORD_BITS),  // message length in bits: 64 or 128
        .LEN_LITTLE  (0),      // big-endian
        .PAD_LAST_BIT(0),
        .MAX_BYTES_W (MAX_BYTES_W)
    ) u_pad (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .s_nbytes  ({$clog2(DATA_W/8+1){1'b0}}),  // KEEP_IN = 0: decoded inside
        .s_keep_bad(1'b0),
        .b_data  (b_data),
        .b_first (b_first),
        .b_last  (b_last),
        .b_tid   (b_tid),
        .b_error (b_error),
        .b_valid (b_valid),
        .b_ready (b_ready),
        .idle    (pad_idle)
    );

    hc_sha2_core #(
        .WORD_BITS  (WORD_BITS),
        .DIGEST_BITS(DIGEST_BITS),
        .TAG_W      (TID_W + 1)
    ) u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .blk_data (b_data),
        .blk_first(b_first),
        .blk_from_cv(1'b0),  // CV_IN = 0: every message starts from the IV
        .cv_rd    (cv_rd),
        .cv_word  (cv_word),
        .cv_pair  ({2*WORD_BITS{1'b0}}),
        .blk_last (b_last),
        .blk_tag  ({b_error, b_tid}),
        .blk_valid(b_valid),
        .blk_ready(b_ready),
        .dig_data (m_digest),
        .st_we    (st_we),
        .st_word  (st_word),
        .st_pair  (st_pair),
        .dig_tag  (dig_tag),
        .dig_valid(m_valid),
        .dig_ready(m_ready)
    );

    assign m_tid   = dig_tag[TID_W-1:0];
    assign m_error = dig_tag[TID_W];
endmodule
`default_nettype wire
