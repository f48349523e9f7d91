`default_nettype none
// HMAC-SHA-224/256/384/512 (RFC 2104, FIPS 198-1; RFC 4231, RFC 4868) on the multi-message
// SHA-2 generator core (hc_sha2_gen_core with CV_IN = 1), with KEYS key contexts and
// N_CTX messages in flight, interleaved by s_tid: hc_hmac_multi_front (the controller and
// the multi-context padding unit, SHA-2's padding: FIPS 180-4 section 5.1) in front of
// the core. Ports and operations as hc_hmac_sha2_stream's; what differs: docs/hmac.md,
// "Multi-message cores".
module hc_hmac_sha2_gen_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32 dividing the block
    parameter TID_W       = 1,    // width of s_tid / m_tid
    parameter WORD_BITS   = 32,   // hc_sha2_gen_core: 32 or 64
    parameter DIGEST_BITS = 256,  // hc_sha2_gen_core: 224, 256 (, 384, 512 with WORD_BITS 64)
    parameter MAC_BITS    = DIGEST_BITS,  // truncated MAC: RFC 4868 uses half the digest
    parameter KEYS        = 1,    // key contexts: a power of 2
    parameter MAX_BYTES_W = 61,   // byte counter width: longer messages are errors
    parameter STAGES      = 4,    // hc_sha2_gen_core
    parameter RPC         = 1,    // hc_sha2_gen_core
    parameter PRE         = 0,    // hc_sha2_gen_core
    parameter CSA         = 0,    // hc_sha2_gen_core
    parameter N_CTX       = 5,    // message contexts (messages in flight + waiting)
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1
) (
    input  wire                clk,
    input  wire                rst_n,
    // operations in: AXI4-Stream; s_top (0 MAC, 1 load key, 2 wipe key) and s_tkey (the
    // key context) held for a whole message, as s_tid
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
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS), .N_CTX(N_CTX))
        u_sha2_param_check ();

    localparam integer W       = WORD_BITS;
    localparam integer BLK_W   = 16 * W;                 // FIPS 180-4 section 5.2
    localparam integer STATE_W = 8 * W;                  // H0..H7
    localparam integer CTX_W   = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    localparam integer CTAG_W  = CTX_W + 3 + KEY_W + TID_W;   // {context, op, key, s_tid}

    wire [BLK_W*N_CTX-1:0]   c_data;
    wire [STATE_W*N_CTX-1:0] c_cv;
    wire [N_CTX-1:0]         c_first, c_last, c_err, c_valid, c_ready, core_idle;
    wire [CTAG_W*N_CTX-1:0]  c_tag;
    wire [DIGEST_BITS-1:0]   d_data;
    wire [STATE_W-1:0]       d_state, iv;
    wire [CTAG_W-1:0]        d_tag;
    wire                     d_err, d_valid, d_ready;

    hc_hmac_multi_front #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .BLOCK_W    (BLK_W),
        .DIGEST_BITS(DIGEST_BITS),
        .STATE_BITS (STATE_W),
        .MAC_BITS   (MAC_BITS),
        .KEYS       (KEYS),
        .MAX_BYTES_W(MAX_BYTES_W),
        .LEN_W      (2 * W),  // FIPS 180-4 section 5.1: the length in bits, big-endian
        .LEN_LITTLE (0),
        .N_CTX      (N_CTX)
    ) u_front (
        .clk      (clk),
        .rst_n    (rst_n),
        .s_tdata  (s_tdata),
        .s_tkeep  (s_tkeep),
        .s_tlast  (s_tlast),
        .s_tid    (s_tid),
        .s_top    (s_top),
        .s_tkey   (s_tkey),
        .s_tvalid (s_tvalid),
        .s_tready (s_tready),
        .c_data   (c_data),
        .c_cv     (c_cv),
        .iv       (iv),
        .c_first  (c_first),
        .c_last   (c_last),
        .c_err    (c_err),
        .c_tag    (c_tag),
        .c_valid  (c_valid),
        .c_ready  (c_ready),
        .core_idle(core_idle),
        .d_data   (d_data),
        .d_state  (d_state),
        .d_tag    (d_tag),
        .d_err    (d_err),
        .d_valid  (d_valid),
        .d_ready  (d_ready),
        .m_mac    (m_mac),
        .m_tid    (m_tid),
        .m_error  (m_error),
        .m_valid  (m_valid),
        .m_ready  (m_ready)
    );

    hc_sha2_gen_core #(
        .WORD_BITS  (W),
        .STAGES     (STAGES),
        .RPC        (RPC),
        .PRE        (PRE),
        .CSA        (CSA),
        .DIGEST_BITS(DIGEST_BITS),
        .N_CTX      (N_CTX),
        .TID_W      (CTAG_W),
        .CV_IN      (1)
    ) u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .blk_data (c_data),
        .blk_cv   (c_cv),
        .iv       (iv),
        .blk_first(c_first),
        .blk_last (c_last),
        .blk_err  (c_err),
        .blk_tid  (c_tag),
        .blk_valid(c_valid),
        .blk_ready(c_ready),
        .dig_data (d_data),
        .dig_state(d_state),
        .dig_tid  (d_tag),
        .dig_err  (d_err),
        .dig_valid(d_valid),
        .dig_ready(d_ready),
        .ctx_idle (core_idle)
    );
endmodule
`default_nettype wire
