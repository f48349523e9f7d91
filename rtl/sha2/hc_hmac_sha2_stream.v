`default_nettype none
// HMAC-SHA-224/256/384/512 (RFC 2104, FIPS 198-1; RFC 4231, RFC 4868) on the iterative
// SHA-2 core, with KEYS key contexts: hc_hmac_ctrl in front of the padding unit and
// hc_sha2_core (CV_IN = 1: a message starts from its context's derived state). Ports and
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
    hc_stream_param_check #(.DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W))
        u_param_check ();
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS))
        u_sha2_param_check ();

    localparam integer BLK_W   = 16 * WORD_BITS;       // FIPS 180-4 section 5.2
    localparam integer STATE_W = 8 * WORD_BITS;        // H0..H7
    localparam integer LEN_W   = 2 * WORD_BITS;        // FIPS 180-4 section 5.1
    localparam integer PTID_W  = 3 + KEY_W + 1 + TID_W;

    wire [DATA_W-1:0]   p_tdata;
    wire [DATA_W/8-1:0] p_tkeep;
    wire                p_tlast, p_tvalid, p_tready;
    wire [PTID_W-1:0]   p_tid;
    wire [BLK_W-1:0]    b_data, c_data;
    wire                b_first, b_last, b_error, b_valid, b_ready;
    wire [PTID_W-1:0]   b_tid;
    wire                c_first, c_last, c_valid, c_ready;
    wire [PTID_W:0]     c_tag, d_tag;
    wire [STATE_W-1:0]  c_cv, d_state, iv;
    wire [DIGEST_BITS-1:0] d_data;
    wire                d_valid, d_ready;
    wire                pad_idle;  // one operation at a time reaches the core
    wire                unused_idle = &{1'b0, pad_idle};

    hc_hmac_ctrl #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .BLOCK_W    (BLK_W),
        .DIGEST_BITS(DIGEST_BITS),
        .STATE_BITS (STATE_W),
        .MAC_BITS   (MAC_BITS),
        .KEYS       (KEYS),
        .LEN_W      (LEN_W),
        .LEN_LITTLE (0),
        .BLOCK_HOLD (0)      // the core reads W_14, W_15 in rounds 13 and 14
    ) u_ctrl (
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
        .p_tdata (p_tdata),
        .p_tkeep (p_tkeep),
        .p_tlast (p_tlast),
        .p_tid   (p_tid),
        .p_tvalid(p_tvalid),
        .p_tready(p_tready),
        .b_data  (b_data),
        .b_first (b_first),
        .b_last  (b_last),
        .b_tid   (b_tid),
        .b_error (b_error),
        .b_valid (b_valid),
        .b_ready (b_ready),
        .c_data  (c_data),
        .c_first (c_first),
        .c_last  (c_last),
        .c_tag   (c_tag),
        .c_cv    (c_cv),
        .iv      (iv),
        .c_valid (c_valid),
        .c_ready (c_ready),
        .d_data  (d_data),
        .d_state (d_state),
        .d_tag   (d_tag),
        .d_valid (d_valid),
        .d_ready (d_ready),
        .m_mac   (m_mac),
        .m_tid   (m_tid),
        .m_error (m_error),
        .m_valid (m_valid),
        .m_ready (m_ready)
    );

    hc_stream_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (BLK_W),
        .TID_W       (PTID_W),
        .PAD_BYTE    (8'h80),  // FIPS 180-4 section 5.1.1 / 5.1.2: the "1" bit
        .LEN_W       (LEN_W),  // message length in bits: 64 or 128
        .LEN_LITTLE  (0),      // big-endian
        .PAD_LAST_BIT(0),
        .MAX_BYTES_W (MAX_BYTES_W)
    ) u_pad (
        .clk       (clk),
        .rst_n     (rst_n),
        .s_tdata   (p_tdata),
        .s_tkeep   (p_tkeep),
        .s_tlast   (p_tlast),
        .s_tid     (p_tid),
        .s_tvalid  (p_tvalid),
        .s_tready  (p_tready),
        .s_nbytes  ({$clog2(DATA_W/8+1){1'b0}}),  // KEEP_IN = 0: decoded inside
        .s_keep_bad(1'b0),
        .b_data    (b_data),
        .b_first   (b_first),
        .b_last    (b_last),
        .b_tid     (b_tid),
        .b_error   (b_error),
        .b_valid   (b_valid),
        .b_ready   (b_ready),
        .idle      (pad_idle)
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
        .blk_cv    (c_cv),
        .iv        (iv),
        .blk_last  (c_last),
        .blk_tag   (c_tag),
        .blk_valid (c_valid),
        .blk_ready (c_ready),
        .dig_data  (d_data),
        .dig_state (d_state),
        .dig_tag   (d_tag),
        .dig_valid (d_valid),
        .dig_ready (d_ready)
    );
endmodule
`default_nettype wire
