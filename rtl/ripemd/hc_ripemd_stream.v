`default_nettype none
// RIPEMD stream top (hc_ripemd_core): AXI4-Stream message in, digest out, with the ports
// of docs/interface.md, "Stream top". The padding is MD4/MD5's, which RIPEMD keeps (FSE
// 1996, section 2: 8'h80, zeros, the 64-bit bit length low byte first; RFC 1321 sections
// 3.1, 3.2), done by one shared padding unit per context (hc_ctx_pad).
// One context (N_CTX = 1, the single-message cores): one message at a time; a beat whose
// s_tid differs from its message's is a malformed stream (docs/interface.md, "Errors").
// Several contexts (the four-stage pipeline): beats of different s_tid may interleave
// beat by beat, at most N_CTX open s_tid at a time (docs/ripemd.md).
// This is hc_ripemd_state_stream without its state ports (RESUME = 0).
module hc_ripemd_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter MAX_BYTES_W = 61,   // byte counter width: longer messages are errors
    parameter DIGEST_BITS = 160,  // 128, 160, 256, 320: RIPEMD-128 .. RIPEMD-320
    parameter PRECOMPUTE  = 0,    // hc_ripemd_core
    parameter STEPS_PER_CLOCK = 1,  // hc_ripemd_core
    parameter STAGES      = 1,    // hc_ripemd_core
    parameter N_CTX       = 1     // hc_ripemd_core: message contexts
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
    wire                   st_we;
    wire [DIGEST_BITS-1:0] st_state;
    wire unused_state = &{1'b0, st_we, st_state};

    hc_ripemd_state_stream #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .MAX_BYTES_W(MAX_BYTES_W),
        .DIGEST_BITS(DIGEST_BITS),
        .PRECOMPUTE (PRECOMPUTE),
        .STEPS_PER_CLOCK(STEPS_PER_CLOCK),
        .STAGES     (STAGES),
        .N_CTX      (N_CTX),
        .RESUME     (0)
    ) u_stream (
        .clk         (clk),
        .rst_n       (rst_n),
        .s_tdata     (s_tdata),
        .s_tkeep     (s_tkeep),
        .s_tlast     (s_tlast),
        .s_tid       (s_tid),
        .s_tvalid    (s_tvalid),
        .s_tready    (s_tready),
        .m_digest    (m_digest),
        .m_tid       (m_tid),
        .m_error     (m_error),
        .m_valid     (m_valid),
        .m_ready     (m_ready),
        .resume      (1'b0),
        .resume_bytes({MAX_BYTES_W{1'b0}}),
        .resume_cv   ({DIGEST_BITS{1'b0}}),
        .st_we       (st_we),
        .st_state    (st_state)
    );
endmodule
`default_nettype wire
