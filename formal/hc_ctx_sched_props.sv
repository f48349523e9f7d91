`default_nettype none
// The stream contract's messages (formal/hc_stream_message_check.sv: one output per
// message in per-tid order, m_error exactly for a broken rule of docs/interface.md
// "Errors", with m_ready high each output within BOUND clocks of the later of its s_tlast
// and the output before it) at the control the stream tops of the wave scheduler share:
// the s_tid router and padding units (hc_ctx_pad) in front of the scheduler
// (hc_wave_sched), wired as hc_sha1_core, hc_md5_core, hc_ripemd_core and
// hc_sha2_gen_core wire them: each context's block channel straight to the scheduler, the
// scheduler's per-context idle flags back to the router, and the scheduler's digest
// handshake, tid and error flag as the top's m_valid, m_ready, m_tid and m_error. The
// datapath the cores steer with the scheduler's strobes is not here: no assertion reads
// a digest, and the cores' `<core>_timing` proofs show their control outputs do not
// depend on the data. Checked by SymbiYosys (`hashcores prove`, docs/verification.md
// "Proofs") at small parameters, a short block and a short wave, so that bounded model
// checking from reset reaches several messages of several blocks, interleaved.
module hc_ctx_sched_props #(
    parameter DATA_W      = 32,
    parameter BLOCK_W     = 64,
    parameter LEN_W       = 16,
    parameter MAX_BYTES_W = 3,
    parameter OUT_REG     = 1,    // the padding units' output registers (PAD_OUT_REG)
    parameter STAGES      = 2,
    parameter WAVE_CLOCKS = 2,
    parameter N_CTX       = 3,
    parameter PREP        = 1,
    parameter BOUND       = 16,   // clocks to an output, m_ready high
    parameter QUEUE_DEPTH = 8,    // messages awaiting output a queue of the model holds
    parameter TID_W       = 1     // s_tid's width: a model queue a value
) (
    input wire                clk,
    input wire                rst_n,
    input wire [DATA_W-1:0]   s_tdata,
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire [TID_W-1:0]    s_tid,
    input wire                s_tvalid,
    input wire                m_ready
);
    wire                 s_tready;
    wire [BLOCK_W*N_CTX-1:0] b_data;
    wire [N_CTX-1:0]     b_first, b_last, b_error, b_valid, b_ready, ctx_idle;
    wire [TID_W*N_CTX-1:0] b_tid;
    hc_ctx_pad #(
        .DATA_W     (DATA_W),
        .BLOCK_W    (BLOCK_W),
        .TID_W      (TID_W),
        .LEN_W      (LEN_W),
        .MAX_BYTES_W(MAX_BYTES_W),
        .OUT_REG    (OUT_REG),
        .N_CTX      (N_CTX)
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

    wire [TID_W-1:0] m_tid;
    wire m_error, m_valid;
    hc_wave_sched #(
        .STAGES     (STAGES),
        .WAVE_CLOCKS(WAVE_CLOCKS),
        .N_CTX      (N_CTX),
        .TID_W      (TID_W),
        .PREP       (PREP)
    ) u_sched (
        .clk        (clk),
        .rst_n      (rst_n),
        .blk_first  (b_first),
        .blk_last   (b_last),
        .blk_err    (b_error),
        .blk_tid    (b_tid),
        .blk_valid  (b_valid),
        .blk_ready  (b_ready),
        .wave_clock (),
        .wave_end   (),
        .exit_edge  (),
        .entry_edge (),
        .start_load (),
        .start_ctx  (),
        .start_first(),
        .start_chain(),
        .enter      (),
        .entry_ctx  (),
        .entry_first(),
        .leave_ctx  (),
        .leave_first(),
        .exit_valid (),
        .exit_first (),
        .exit_ctx   (),
        .exit_tid   (),
        .take       (),
        .take_ctx   (),
        .dig_tid    (m_tid),
        .dig_err    (m_error),
        .dig_valid  (m_valid),
        .dig_ready  (m_ready),
        .ctx_idle   (ctx_idle)
    );

    wire started;  // the first clock (a reset) is over: hc_axis_hold
    hc_axis_hold #(.DATA_W(DATA_W), .TID_W(TID_W)) u_source (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid(s_tid), .tvalid(s_tvalid), .tready(s_tready)
    );
    hc_stream_message_check #(
        .DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W), .CONTEXTS(N_CTX),
        .DEPTH(QUEUE_DEPTH), .BOUND(BOUND)
    ) u_messages (
        .clk(clk), .rst_n(rst_n), .started(started), .s_tkeep(s_tkeep),
        .s_tlast(s_tlast), .s_tid(s_tid), .s_tvalid(s_tvalid), .s_tready(s_tready),
        .m_tid(m_tid), .m_error(m_error), .m_valid(m_valid), .m_ready(m_ready)
    );
    wire unused = &{1'b0, b_data};
endmodule
`default_nettype wire
