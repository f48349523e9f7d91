`default_nettype none
// HMAC-RIPEMD-128/160/256/320 (RFC 2104; RFC 2286 test cases, RFC 2857 HMAC-RIPEMD-160-96)
// on a RIPEMD core, with KEYS key contexts: hc_hmac_ctx_front (the controller and the
// padding unit, MD4/MD5's padding: the length low byte first; with four stages and
// N_CTX > 1 the multi-message one, messages interleaved by s_tid) in front of
// hc_ripemd_core (CV_IN = 1: a message starts from its key context's derived state).
// Ports and operations: docs/hmac.md.
//
// hc_hmac_ripemd_stream is this module with RESUME = 0; the accelerator's HMAC mode uses it
// with RESUME = 1 (save and restore of a MAC message, docs/accelerator.md). The core's
// chaining value after each block leaves on st_we / st_state (as dig_state), for the inner
// hash's blocks only, so that a caller who stops a message after whole blocks holds its
// inner state H((K0 ^ ipad) || text so far) (RFC 2104 section 2); a MAC given with
// `resume` starts its inner hash from resume_cv and counts resume_bytes more of text
// (hc_state_resume). The outer hash is untouched: the key never leaves the core.
module hc_hmac_ripemd_state_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32 dividing the block
    parameter TID_W       = 1,    // width of s_tid / m_tid
    parameter DIGEST_BITS = 160,  // hc_ripemd_core: 128, 160, 256, 320
    parameter MAC_BITS    = DIGEST_BITS,  // truncated MAC: RFC 2857 uses 96
    parameter KEYS        = 1,    // key contexts: a power of 2
    parameter MAX_BYTES_W = 61,   // byte counter width: longer messages are errors
    parameter PRECOMPUTE  = 0,    // hc_ripemd_core
    parameter STEPS_PER_CLOCK = 1,  // hc_ripemd_core
    parameter STAGES      = 1,    // hc_ripemd_core
    parameter N_CTX       = 1,    // hc_ripemd_core: message contexts (more than 1: in flight)
    parameter RESUME      = 0,    // 1: the resume_* and st_* ports (below); needs N_CTX = 1
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
    input  wire                m_ready,
    // RESUME = 1: the MAC being given continues a saved one, after resume_bytes bytes of
    // text (a multiple of the block), from the inner state resume_cv (as st_state); both
    // held while it is in the core
    input  wire                    resume,
    input  wire [MAX_BYTES_W-1:0]  resume_bytes,
    input  wire [DIGEST_BITS-1:0]  resume_cv,
    // the chaining value after each of the inner hash's blocks, when st_we (one clock)
    output wire                    st_we,
    output wire [DIGEST_BITS-1:0]  st_state
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.

    localparam integer CTX_W = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    // the core's tag (hc_hmac_ctx_front's TAG_W)
    localparam integer TAG_W = (N_CTX > 1) ? CTX_W + 3 + KEY_W + TID_W : 3 + KEY_W + 1 + TID_W;

    wire [512*N_CTX-1:0]   c_data;
    wire [DIGEST_BITS*N_CTX-1:0] c_cv;
    wire [N_CTX-1:0]       c_first, c_last, c_err, c_valid, c_ready, core_idle;
    wire [TAG_W*N_CTX-1:0] c_tag;
    wire [TAG_W-1:0]       d_tag;
    wire [DIGEST_BITS-1:0] d_state, iv, d_data;
    wire                   d_err, d_valid, d_ready;

    hc_hmac_ctx_front #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .BLOCK_W    (512),
        .DIGEST_BITS(DIGEST_BITS),
        .STATE_BITS (DIGEST_BITS),
        .MAC_BITS   (MAC_BITS),
        .KEYS       (KEYS),
        .MAX_BYTES_W(MAX_BYTES_W),
        .LEN_W      (64),    // 64-bit length in bits (as MD4, RFC 1320 section 3.2),
        .LEN_LITTLE (1),     // low-order byte first
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

    // RESUME = 1: a resumed MAC's inner hash from resume_cv, its final length moved on,
    // and only the inner hash's states out; the operation is the tag's (hc_hmac_ctrl's
    // {op, key, err, tid} with one context)
    wire [512*N_CTX-1:0]   core_blk;
    wire [DIGEST_BITS*N_CTX-1:0] core_cv;
    wire                   core_st_we;
    wire [TAG_W-1:0]       core_st_tag;
    hc_state_resume #(
        .BLOCK_W    (512),
        .STATE_BITS (DIGEST_BITS),
        .LEN_W      (64),
        .LEN_LITTLE (1),
        .MAX_BYTES_W(MAX_BYTES_W),
        .HMAC       (1),
        .RESUME     (RESUME),
        .N_CTX      (N_CTX)
    ) u_resume (
        .c_data      (c_data),
        .c_cv        (c_cv),
        .c_last      (c_last),
        .c_op        (c_tag[TAG_W-1 -: 3]),
        .core_data   (core_blk),
        .core_cv     (core_cv),
        .resume      (resume),
        .resume_bytes(resume_bytes),
        .resume_cv   (resume_cv),
        .core_st_we  (core_st_we),
        .core_st_op  (core_st_tag[TAG_W-1 -: 3]),
        .st_we       (st_we)
    );
    // (the tag's key, error and user bits stay in the core's digest path)
    wire [TAG_W-4:0] unused_st_tag = core_st_tag[TAG_W-4:0];

    hc_ripemd_core #(
        .DIGEST_BITS(DIGEST_BITS),
        .PRECOMPUTE (PRECOMPUTE),
        .STEPS_PER_CLOCK(STEPS_PER_CLOCK),
        .STAGES     (STAGES),
        .N_CTX      (N_CTX),
        .TID_W      (TAG_W),
        .CV_IN      (1)
    ) u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .blk_data (core_blk),
        .blk_first(c_first),
        .blk_cv   (core_cv),
        .iv       (iv),
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
        .st_we    (core_st_we),
        .st_state (st_state),
        .st_tid   (core_st_tag),
        .ctx_idle (core_idle)
    );
endmodule
`default_nettype wire
