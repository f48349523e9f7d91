`default_nettype none
// The SHA-2 stream top with its state ports: hc_sha2_stream is this module with
// RESUME = 0, and the accelerator's hash mode uses it with RESUME = 1 (save and restore
// of a message, docs/accelerator.md). hc_stream_pad pads the message in hardware (FIPS
// 180-4 section 5.1.1 / 5.1.2: 8'h80, zeros, the big-endian bit length in 64 or 128 bits)
// and cuts it into 512- or 1024-bit blocks; hc_sha2_core hashes them, one round per
// clock, 65 clocks per block with 32-bit words (SHA-224/256), 81 with 64-bit words
// (SHA-384/512, SHA-512/t).
//
// The padding unit's error flag and s_tid travel with the blocks as the core's tag,
// {error, tid}; the core returns the tag of the message's last block with the digest, and
// the padding unit marks that block when the message was malformed.
// One message in flight: beats of different s_tid do not interleave.
//
// RESUME = 1 lets a message continue one saved earlier: the chaining value after each
// block leaves on st_* (a word pair a clock, hc_sha2_core CV_IN = 1), so that a caller
// who stops feeding a message after whole blocks holds its state; and a message given
// with `resume` starts from a state read on cv_* and counts resume_bytes before its first
// byte: its length field (FIPS 180-4 section 5.1.1 / 5.1.2, the last 64 or 128 bits of
// the final block, which hold nothing else) gets 8 * resume_bytes added as the final
// block goes to the core. (Every message then takes a clock more before its first block,
// setting H to the IV or reading the state.) RESUME = 0: the resume inputs are unused, and
// hc_sha2_stream leaves the state outputs open: the netlist is the plain top's.
module hc_sha2_state_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter WORD_BITS   = 32,   // hc_sha2_core: 32 or 64
    parameter DIGEST_BITS = 256,  // hc_sha2_core: 224, 256 (, 384, 512 with WORD_BITS 64)
    parameter MAX_BYTES_W = 61,   // byte counter width: longer messages are errors
    parameter RESUME      = 0     // 1: the resume_*, cv_* and st_* ports (above)
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
    input  wire                   m_ready,
    // RESUME = 1, held for a whole message: it continues a saved one (from the state on
    // cv_*, after resume_bytes bytes, a multiple of the block)
    input  wire                   resume,
    input  wire [MAX_BYTES_W-1:0] resume_bytes,
    // the state, pair k = {H_k, H_k+4}: read (cv_pair holds pair cv_word two clocks after
    // cv_rd) and, after every block, written (hc_sha2_core's st_*)
    output wire                   cv_rd,
    output wire [1:0]             cv_word,
    input  wire [2*WORD_BITS-1:0] cv_pair,
    output wire                   st_we,
    output wire [1:0]             st_word,
    output wire [2*WORD_BITS-1:0] st_pair
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_stream_param_check #(.DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W))
        u_param_check ();
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS))
        u_sha2_param_check ();
    generate
        if (RESUME != 0 && RESUME != 1) begin : g_bad_resume
            hc_error_RESUME_must_be_0_or_1 u_error ();
        end
    endgenerate

    localparam BLK_W = 16 * WORD_BITS;  // FIPS 180-4 section 5.2

    wire [BLK_W-1:0] b_data;
    wire             b_first, b_last, b_error, b_valid, b_ready;
    wire [TID_W-1:0] b_tid;
    wire [TID_W:0]   dig_tag;   // {error, tid}
    wire             pad_idle;  // not needed with one message in flight
    wire             unused_idle = &{1'b0, pad_idle};
    localparam LEN_W = 2 * WORD_BITS;   // FIPS 180-4 5.1.1 / 5.1.2: 64 or 128 bits
    // the core's state ports (hc_sha2_core CV_IN = RESUME)
    wire             core_cv_rd, core_st_we;
    wire [1:0]       core_cv_word, core_st_word;
    wire [2*WORD_BITS-1:0] core_st_pair;
    wire [BLK_W-1:0] core_blk;          // b_data, a resumed message's length field moved on

    hc_stream_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (BLK_W),
        .TID_W       (TID_W),
        .PAD_BYTE    (8'h80),  // FIPS 180-4 section 5.1.1 / 5.1.2: the "1" bit
        .LEN_W       (LEN_W),  // message length in bits: 64 or 128
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

    generate
        if (RESUME != 0) begin : g_resume
            // the bit length of the bytes before the message, added to the final block's
            // length field (resume_bytes < 2^MAX_BYTES_W: the sum fits the field, whose
            // count is below 2^MAX_BYTES_W bytes too, for any message shorter than 2^63)
            wire [LEN_W-1:0] resume_bits = {{(LEN_W-MAX_BYTES_W-3){1'b0}}, resume_bytes, 3'b000};
            assign core_blk = b_last ? {b_data[BLK_W-1:LEN_W], b_data[LEN_W-1:0] + resume_bits}
                                     : b_data;
        end else begin : g_plain
            assign core_blk = b_data;
            wire unused_resume = &{1'b0, resume, resume_bytes, cv_pair};
        end
    endgenerate
    assign cv_rd   = core_cv_rd;     // (CV_IN = 0: never)
    assign cv_word = core_cv_word;
    assign st_we   = core_st_we;
    assign st_word = core_st_word;
    assign st_pair = core_st_pair;

    hc_sha2_core #(
        .WORD_BITS  (WORD_BITS),
        .DIGEST_BITS(DIGEST_BITS),
        .TAG_W      (TID_W + 1),
        .CV_IN      (RESUME)
    ) u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .blk_data (core_blk),
        .blk_first(b_first),
        // RESUME = 0: CV_IN = 0, every message starts from the IV
        .blk_from_cv(resume & (RESUME != 0)),
        .cv_rd    (core_cv_rd),
        .cv_word  (core_cv_word),
        .cv_pair  (cv_pair),
        .blk_last (b_last),
        .blk_tag  ({b_error, b_tid}),
        .blk_valid(b_valid),
        .blk_ready(b_ready),
        .dig_data (m_digest),
        .st_we    (core_st_we),
        .st_word  (core_st_word),
        .st_pair  (core_st_pair),
        .dig_tag  (dig_tag),
        .dig_valid(m_valid),
        .dig_ready(m_ready)
    );

    assign m_tid   = dig_tag[TID_W-1:0];
    assign m_error = dig_tag[TID_W];
endmodule
`default_nettype wire
