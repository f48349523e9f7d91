`default_nettype none
// RIPEMD stream top (hc_ripemd_core): AXI4-Stream message in, digest out, with the ports
// of docs/interface.md, "Stream top". RIPEMD pads as MD4 and MD5 (the RIPEMD-160 paper,
// section 2: 8'h80, zeros, the 64-bit bit length low byte first), done in hardware by
// the shared padding unit (hc_ctx_pad with one context: hc_stream_pad behind it). One
// message at a time; a beat whose s_tid differs from its message's is a malformed stream
// (docs/interface.md, "Errors").
module hc_ripemd_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter MAX_BYTES_W = 61,   // byte counter width: longer messages are errors
    parameter DIGEST_BITS = 160,  // hc_ripemd_core: 128, 160, 256, 320
    parameter STEPS       = 1,    // hc_ripemd_core: steps of each line per clock
    parameter PRE         = 0     // hc_ripemd_core
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

    wire [511:0]     b_data;
    wire             b_first, b_last, b_error, b_valid, b_ready, ctx_idle;
    wire [TID_W-1:0] b_tid;

    // The core copies a block into its own register when it takes it, so the padding
    // unit's second block buffer would only duplicate it: the accumulator is the output
    // (OUT_REG = 0) and fills the next block while the steps run.
    hc_ctx_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (512),
        .TID_W       (TID_W),
        .PAD_BYTE    (8'h80),  // MD4's padding: the "1" bit,
        .LEN_W       (64),     // the 64-bit length in bits,
        .LEN_LITTLE  (1),      // low-order byte first
        .PAD_LAST_BIT(0),
        .MAX_BYTES_W (MAX_BYTES_W),
        .OUT_REG     (0),
        .N_CTX       (1)
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

    hc_ripemd_core #(
        .DIGEST_BITS(DIGEST_BITS),
        .STEPS      (STEPS),
        .PRE        (PRE),
        .TID_W      (TID_W)
    ) u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .blk_data (b_data),
        .blk_first(b_first),
        .blk_last (b_last),
        .blk_err  (b_error),
        .blk_tid  (b_tid),
        .blk_valid(b_valid),
        .blk_ready(b_ready),
        .dig_data (m_digest),
        .dig_tid  (m_tid),
        .dig_err  (m_error),
        .dig_valid(m_valid),
        .dig_ready(m_ready),
        .ctx_idle (ctx_idle)
    );
endmodule
`default_nettype wire
