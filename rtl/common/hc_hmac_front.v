`default_nettype none
// hc_hmac_front: what every family's HMAC top puts in front of its block core: the
// family-independent controller hc_hmac_ctrl and the padding unit hc_stream_pad it feeds,
// with the family's padding rule as parameters. A register slice (hc_axis_slice) sits
// between them: the controller's choice of beat (the user's or its own) and the padding
// unit's checks of that beat (tid, keep, length) would otherwise be one path, the longest
// of the HMAC top (11 LUT levels on the ECP5). A family's HMAC top (hc_hmac_<family>_stream)
// is this and its block core with a starting-value input (CV_IN = 1), wired by the c_* and
// d_* ports. Ports and operations: docs/hmac.md.
module hc_hmac_front #(
    parameter DATA_W      = 32,    // stream width: a multiple of 32 dividing BLOCK_W
    parameter TID_W       = 1,     // width of s_tid / m_tid
    parameter BLOCK_W     = 512,   // the hash's block in bits
    parameter DIGEST_BITS = 256,   // the hash's output
    parameter STATE_BITS  = 256,   // the chaining value's width (>= DIGEST_BITS)
    parameter MAC_BITS    = 256,   // the MAC: the leftmost bits of the outer hash
    parameter KEYS        = 1,     // key contexts: a power of 2
    parameter MAX_BYTES_W = 61,    // byte counter width: longer messages are errors
    parameter LEN_W       = 64,    // the padding's length field in bits
    parameter LEN_LITTLE  = 0,     // 1: the length field low byte first (MD5, RIPEMD)
    // 0: the core takes its starting value and gives its state whole (c_cv, d_state);
    // 1: a word pair per clock (c_from_cv, c_cv_*, d_st_*: hc_hmac_ctrl)
    parameter STATE_PAIRS = 0,
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1,
    parameter PTID_W      = 3 + KEY_W + 1 + TID_W   // the block core's tag, without b_error
) (
    input  wire                   clk,
    input  wire                   rst_n,
    // operations in (hc_hmac_ctrl)
    input  wire [DATA_W-1:0]      s_tdata,
    input  wire [DATA_W/8-1:0]    s_tkeep,
    input  wire                   s_tlast,
    input  wire [TID_W-1:0]       s_tid,
    input  wire [1:0]             s_top,
    input  wire [KEY_W-1:0]       s_tkey,
    input  wire                   s_tvalid,
    output wire                   s_tready,
    // to the block core and back (hc_hmac_ctrl's c_* and d_*)
    output wire [BLOCK_W-1:0]     c_data,
    output wire                   c_first,
    output wire                   c_last,
    output wire [PTID_W:0]        c_tag,
    output wire [STATE_BITS-1:0]  c_cv,
    input  wire [STATE_BITS-1:0]  iv,
    output wire                   c_from_cv,
    input  wire                   c_cv_rd,
    input  wire [1:0]             c_cv_word,
    output wire [STATE_BITS/4-1:0] c_cv_pair,
    output wire                   c_valid,
    input  wire                   c_ready,
    input  wire [DIGEST_BITS-1:0] d_data,
    input  wire [STATE_BITS-1:0]  d_state,
    input  wire                   d_st_we,
    input  wire [1:0]             d_st_word,
    input  wire [STATE_BITS/4-1:0] d_st_pair,
    input  wire [PTID_W:0]        d_tag,
    input  wire                   d_valid,
    output wire                   d_ready,
    // MACs out
    output wire [MAC_BITS-1:0]    m_mac,
    output wire [TID_W-1:0]       m_tid,
    output wire                   m_error,
    output wire                   m_valid,
    input  wire                   m_ready
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_stream_param_check #(.DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W))
        u_param_check ();

    wire [DATA_W-1:0]   p_tdata, q_tdata;      // p_*: the controller's beat; q_*: sliced
    wire [DATA_W/8-1:0] p_tkeep, q_tkeep;
    wire                p_tlast, p_tvalid, p_tready, q_tlast, q_tvalid, q_tready;
    wire [PTID_W:0]     p_tid, q_tid;          // {prefix, the block core's tag}
    wire [BLOCK_W-1:0]  b_data;
    wire                b_first, b_last, b_error, b_valid, b_ready;
    wire [PTID_W:0]     b_tid;
    wire                pad_idle;  // one operation at a time reaches the core
    wire                unused_idle = &{1'b0, pad_idle};

    hc_hmac_ctrl #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .BLOCK_W    (BLOCK_W),
        .DIGEST_BITS(DIGEST_BITS),
        .STATE_BITS (STATE_BITS),
        .MAC_BITS   (MAC_BITS),
        .KEYS       (KEYS),
        .LEN_W      (LEN_W),
        .STATE_PAIRS(STATE_PAIRS)
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
        .c_from_cv(c_from_cv),
        .c_cv_rd (c_cv_rd),
        .c_cv_word(c_cv_word),
        .c_cv_pair(c_cv_pair),
        .c_valid (c_valid),
        .c_ready (c_ready),
        .d_data  (d_data),
        .d_state (d_state),
        .d_st_we (d_st_we),
        .d_st_word(d_st_word),
        .d_st_pair(d_st_pair),
        .d_tag   (d_tag),
        .d_valid (d_valid),
        .d_ready (d_ready),
        .m_mac   (m_mac),
        .m_tid   (m_tid),
        .m_error (m_error),
        .m_valid (m_valid),
        .m_ready (m_ready)
    );

    hc_axis_slice #(
        .WIDTH(DATA_W + DATA_W / 8 + 1 + PTID_W + 1)
    ) u_slice (
        .clk    (clk),
        .rst_n  (rst_n),
        .s_beat ({p_tdata, p_tkeep, p_tlast, p_tid}),
        .s_valid(p_tvalid),
        .s_ready(p_tready),
        .m_beat ({q_tdata, q_tkeep, q_tlast, q_tid}),
        .m_valid(q_tvalid),
        .m_ready(q_tready)
    );

    hc_stream_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (BLOCK_W),
        .TID_W       (PTID_W + 1),
        .PAD_BYTE    (8'h80),  // the "1" bit: RFC 1321 3.1, FIPS 180-4 5.1, RIPEMD-160
        .LEN_W       (LEN_W),  // message length in bits
        .LEN_LITTLE  (LEN_LITTLE),
        .PAD_LAST_BIT(0),
        .MAX_BYTES_W (MAX_BYTES_W),
        .PREFIX_BIT  (PTID_W)  // a MAC message with key contexts counts the key block
    ) u_pad (
        .clk       (clk),
        .rst_n     (rst_n),
        .s_tdata   (q_tdata),
        .s_tkeep   (q_tkeep),
        .s_tlast   (q_tlast),
        .s_tid     (q_tid),
        .s_tvalid  (q_tvalid),
        .s_tready  (q_tready),
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
endmodule
`default_nettype wire
