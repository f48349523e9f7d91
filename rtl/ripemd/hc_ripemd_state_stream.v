`default_nettype none
// RIPEMD stream top (hc_ripemd_core): AXI4-Stream message in, digest out, with the ports
// of docs/interface.md, "Stream top". The padding is MD4/MD5's, which RIPEMD keeps (FSE
// 1996, section 2: 8'h80, zeros, the 64-bit bit length low byte first; RFC 1321 sections
// 3.1, 3.2), done by one shared padding unit per context (hc_ctx_pad).
// One context (N_CTX = 1, the single-message cores): one message at a time; a beat whose
// s_tid differs from its message's is a malformed stream (docs/interface.md, "Errors").
// Several contexts (the four-stage pipeline): beats of different s_tid may interleave
// beat by beat, at most N_CTX open s_tid at a time (docs/ripemd.md).
//
// hc_ripemd_stream is this module with RESUME = 0; the accelerator's hash mode uses it with
// RESUME = 1 (save and restore of a message, docs/accelerator.md). The core's chaining
// value after each block leaves on st_we / st_state (in the digest's byte order, as the
// core's dig_state), so that a caller who stops feeding a message after whole blocks holds
// its state; a message given with `resume` starts from resume_cv instead of the IV (the
// core with CV_IN = 1) and counts resume_bytes before its first byte (hc_state_resume).
// RESUME = 0: the resume inputs are unused and the core is the plain top's (CV_IN = 0).
module hc_ripemd_state_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter MAX_BYTES_W = 61,   // byte counter width: longer messages are errors
    parameter DIGEST_BITS = 160,  // 128, 160, 256, 320: RIPEMD-128 .. RIPEMD-320
    parameter PRECOMPUTE  = 0,    // hc_ripemd_core
    parameter STEPS_PER_CLOCK = 1,  // hc_ripemd_core
    parameter STAGES      = 1,    // hc_ripemd_core
    parameter N_CTX       = 1,    // hc_ripemd_core: message contexts
    parameter RESUME      = 0     // 1: the resume_* and st_* ports (below); needs N_CTX = 1
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
    // RESUME = 1, held for a whole message: it continues a saved one, from the state
    // resume_cv (as st_state), after resume_bytes bytes (a multiple of the block)
    input  wire                   resume,
    input  wire [MAX_BYTES_W-1:0] resume_bytes,
    input  wire [DIGEST_BITS-1:0] resume_cv,
    // the chaining value after each block, when st_we (one clock)
    output wire                   st_we,
    output wire [DIGEST_BITS-1:0] st_state
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_stream_param_check #(.DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W))
        u_param_check ();
    hc_ripemd_param_check #(.DIGEST_BITS(DIGEST_BITS), .PRECOMPUTE(PRECOMPUTE), .STAGES(STAGES),
                            .N_CTX(N_CTX)) u_ripemd_param_check ();

    // One stage copies a block into its own register when it takes it, so the padding
    // unit's second block buffer would only duplicate it: the accumulator is the output
    // (OUT_REG = 0) and fills the next block while the 80 (or 64) steps run. The
    // four-stage pipeline keeps both buffers: each context waits for a slot (as
    // hc_md5_stream).
    localparam PAD_OUT_REG = (STAGES == 1) ? 0 : 1;

    wire [512*N_CTX-1:0]   b_data;
    wire [N_CTX-1:0]       b_first, b_last, b_error, b_valid, b_ready, ctx_idle;
    wire [TID_W*N_CTX-1:0] b_tid;
    wire [DIGEST_BITS-1:0] iv;
    wire [DIGEST_BITS-1:0] unused_state;  // the HMAC top's
    wire [TID_W-1:0]       unused_st_tid;  // one context: the message's

    hc_ctx_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (512),
        .TID_W       (TID_W),
        .PAD_BYTE    (8'h80),  // the "1" bit
        .LEN_W       (64),     // 64-bit length in bits,
        .LEN_LITTLE  (1),      // low-order byte first
        .PAD_LAST_BIT(0),
        .MAX_BYTES_W (MAX_BYTES_W),
        .OUT_REG     (PAD_OUT_REG),
        .N_CTX       (N_CTX)
    ) u_pad (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .b_data  (b_data),
        .b_first (b_first),
        .b_last  (b_last),
        .b_tid   (b_tid),
        .b_error (b_error),
        .b_valid (b_valid),
        .b_ready (b_ready),
        .ctx_idle(ctx_idle)
    );

    // RESUME = 1: the message starts from core_cv, the IV or a resumed message's
    // resume_cv, and a resumed message's final length is moved on (hc_state_resume)
    wire [512*N_CTX-1:0]   core_blk;
    wire [DIGEST_BITS*N_CTX-1:0] core_cv;
    wire                   core_st_we;
    hc_state_resume #(
        .BLOCK_W    (512),
        .STATE_BITS (DIGEST_BITS),
        .LEN_W      (64),   // as MD4
        .LEN_LITTLE (1),
        .MAX_BYTES_W(MAX_BYTES_W),
        .HMAC       (0),
        .RESUME     (RESUME),
        .N_CTX      (N_CTX)
    ) u_resume (
        .c_data      (b_data),
        // the IV (RESUME = 0: zeros, which the core with CV_IN = 0 does not read)
        .c_cv        ((RESUME != 0) ? {N_CTX{iv}} : {DIGEST_BITS*N_CTX{1'b0}}),
        .c_last      (b_last),
        .c_op        (3'd0),
        .core_data   (core_blk),
        .core_cv     (core_cv),
        .resume      (resume),
        .resume_bytes(resume_bytes),
        .resume_cv   (resume_cv),
        .core_st_we  (core_st_we),
        .core_st_op  (3'd0),
        .st_we       (st_we)
    );

    hc_ripemd_core #(
        .DIGEST_BITS(DIGEST_BITS),
        .PRECOMPUTE (PRECOMPUTE),
        .STEPS_PER_CLOCK(STEPS_PER_CLOCK),
        .STAGES     (STAGES),
        .N_CTX      (N_CTX),
        .TID_W      (TID_W),
        .CV_IN      (RESUME)
    ) u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .blk_data (core_blk),
        .blk_first(b_first),
        .blk_cv   (core_cv),
        .iv       (iv),
        .blk_last (b_last),
        .blk_err  (b_error),
        .blk_tid  (b_tid),
        .blk_valid(b_valid),
        .blk_ready(b_ready),
        .dig_data (m_digest),
        .dig_state(unused_state),
        .dig_tid  (m_tid),
        .dig_err  (m_error),
        .dig_valid(m_valid),
        .dig_ready(m_ready),
        .st_we    (core_st_we),
        .st_state (st_state),
        .st_tid   (unused_st_tid),
        .ctx_idle (ctx_idle)
    );
endmodule
`default_nettype wire
