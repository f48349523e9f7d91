`default_nettype none
// HMAC-SHA-224/256/384/512 (RFC 2104, FIPS 198-1; RFC 4231, RFC 4868) on the iterative
// SHA-2 core, with KEYS key contexts: hc_hmac_front (the controller and the padding unit)
// in front of hc_sha2_core (CV_IN = 1: a message starts from its context's derived
// state, which the core reads and writes a word pair per clock: STATE_PAIRS). Ports and
// operations: docs/hmac.md.
module hc_hmac_sha2_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32 dividing the block
    parameter TID_W       = 1,    // width of s_tid / m_tid
    parameter WORD_BITS   = 32,   // hc_sha2_core: 32 or 64
    parameter DIGEST_BITS = 256,  // hc_sha2_core: 224, 256 (, 384, 512 with WORD_BITS 64)
    parameter MAC_BITS    = DIGEST_BITS,  // truncated MAC: RFC 4868 uses half the digest
    parameter KEYS        = 1,    // key contexts: a power of 2; 0: none (docs/hmac.md)
    parameter MAX_BYTES_W = 61,   // byte counter width: longer messages are errors
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1
) (
    input  wire                clk,
    input  wire                rst_n,
    // operations in: AXI4-Stream; s_top (0 MAC, 1 load key, 2 wipe key) and s_tkey (the
    // key context) are sampled with a message's first beat, as s_tid
    input  wire [DATA_W-1:0]   s_tdata,
    input  wire [DATA_W/8-1:0] s_tkeep,
    input  wire                s_tlast,
    input  wire [TID_W-1:0]    s_tid,
    input  wire [1:0]          s_top,
    input  wire [KEY_W-1:0]    s_tkey,
    input  wire                s_tvalid,
    output wire                s_tready,
    // MACs out, one per MAC operation
    output wire [MAC_BITS-1:0] m_mac,
    output wire [TID_W-1:0]    m_tid,
    output wire                m_error,
    output wire                m_valid,
    input  wire                m_ready
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS))
        u_sha2_param_check ();

    localparam integer BLK_W   = 16 * WORD_BITS;       // FIPS 180-4 section 5.2
    localparam integer STATE_W = 8 * WORD_BITS;        // H0..H7
    localparam integer PTID_W  = 3 + KEY_W + 1 + TID_W;

    wire [BLK_W-1:0]    c_data;
    wire                c_first, c_last, c_valid, c_ready;
    wire [PTID_W:0]     c_tag, d_tag;
    wire [STATE_W-1:0]  c_cv;           // (STATE_PAIRS: the state goes as pairs)
    wire                c_from_cv, cv_rd, st_we;
    wire [1:0]          cv_word, st_word;
    wire [STATE_W/4-1:0] cv_pair, st_pair;
    wire                unused_cv = &{1'b0, c_cv};
    wire [DIGEST_BITS-1:0] d_data;
    wire                d_valid, d_ready;

    hc_hmac_front #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .BLOCK_W    (BLK_W),
        .DIGEST_BITS(DIGEST_BITS),
        .STATE_BITS (STATE_W),
        .MAC_BITS   (MAC_BITS),
        .KEYS       (KEYS),
        .MAX_BYTES_W(MAX_BYTES_W),
        .LEN_W      (2 * WORD_BITS),  // FIPS 180-4 section 5.1: 64 or 128 bits,
        .LEN_LITTLE (0),              // big-endian
        .STATE_PAIRS(KEYS > 0 ? 1 : 0)
    ) u_front (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_top   (s_top),
        .s_tkey  (s_tkey),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .c_data  (c_data),
        .c_first (c_first),
        .c_last  (c_last),
        .c_tag   (c_tag),
        .c_cv    (c_cv),
        .iv      ({STATE_W{1'b0}}),  // the core sets the IV itself
        .c_from_cv(c_from_cv),
        .c_cv_rd (cv_rd),
        .c_cv_word(cv_word),
        .c_cv_pair(cv_pair),
        .c_valid (c_valid),
        .c_ready (c_ready),
        .d_data  (d_data),
        .d_state ({STATE_W{1'b0}}),
        .d_st_we (st_we),
        .d_st_word(st_word),
        .d_st_pair(st_pair),
        .d_tag   (d_tag),
        .d_valid (d_valid),
        .d_ready (d_ready),
        .m_mac   (m_mac),
        .m_tid   (m_tid),
        .m_error (m_error),
        .m_valid (m_valid),
        .m_ready (m_ready)
    );

    hc_sha2_core #(
        .WORD_BITS  (WORD_BITS),
        .DIGEST_BITS(DIGEST_BITS),
        .TAG_W      (PTID_W + 1),
        .CV_IN      (KEYS > 0 ? 1 : 0)  // without contexts: from the IV
    ) u_core (
        .clk       (clk),
        .rst_n     (rst_n),
        .blk_data  (c_data),
        .blk_first (c_first),
        .blk_from_cv(c_from_cv),
        .cv_rd     (cv_rd),
        .cv_word   (cv_word),
        .cv_pair   (cv_pair),
        .blk_last  (c_last),
        .blk_tag   (c_tag),
        .blk_valid (c_valid),
        .blk_ready (c_ready),
        .dig_data  (d_data),
        .st_we     (st_we),
        .st_word   (st_word),
        .st_pair   (st_pair),
        .dig_tag   (d_tag),
        .dig_valid (d_valid),
        .dig_ready (d_ready)
    );
endmodule
`default_nettype wire
