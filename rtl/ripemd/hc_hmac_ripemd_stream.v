`default_nettype none
// HMAC-RIPEMD-128/160/256/320 (RFC 2104; RFC 2286 test cases, RFC 2857
// HMAC-RIPEMD-160-96) with KEYS key contexts: hc_hmac_ripemd_state_stream without its
// state ports (RESUME = 0). Ports and operations: docs/hmac.md.
module hc_hmac_ripemd_stream #(
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
    wire                   st_we;
    wire [DIGEST_BITS-1:0] st_state;
    wire unused_state = &{1'b0, st_we, st_state};

    hc_hmac_ripemd_state_stream #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .DIGEST_BITS(DIGEST_BITS),
        .MAC_BITS   (MAC_BITS),
        .KEYS       (KEYS),
        .MAX_BYTES_W(MAX_BYTES_W),
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
        .s_top       (s_top),
        .s_tkey      (s_tkey),
        .s_tvalid    (s_tvalid),
        .s_tready    (s_tready),
        .m_mac       (m_mac),
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
