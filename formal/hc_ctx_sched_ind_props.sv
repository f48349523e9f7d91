`default_nettype none
// The stream contract's messages at the control the stream tops on the wave scheduler
// share (formal/hc_ctx_sched_props.sv: the s_tid router and padding units, hc_ctx_pad, in
// front of hc_wave_sched), proved by k-induction for every trace rather than bounded
// from reset: the same wrapper, at a core's own constants (512- or 1024-bit blocks, a
// 64- or 128-bit length, a 61-bit byte count, waves of 8 to 80 clocks), which bounded
// model checking does not reach (a block takes a wave), with the invariants of
// formal/hc_ctx_sched_msg_facts.sv (one context, one stage: the one-stage SHA-1 and SHA-2
// generator cores) or formal/hc_ctx_sched_multi_facts.sv (several contexts and stages:
// the multi-stage SHA-1, MD5, RIPEMD and SHA-2 generator cores). The facts' inputs are
// probes (Proof.probes: registers of u_top's router, padding units, scheduler and
// message model).
module hc_ctx_sched_ind_props #(
    parameter DATA_W      = 32,
    parameter BLOCK_W     = 512,
    parameter LEN_W       = 64,
    parameter MAX_BYTES_W = 61,
    parameter WAVE_CLOCKS = 80,
    parameter STAGES      = 1,
    parameter N_CTX       = 1,
    parameter PREP        = 0,
    parameter OUT_REG     = 0,            // the padding unit's output register
    parameter BOUND       = 3 * 80 + 7,   // clocks to an output, m_ready high
    parameter QUEUE_DEPTH = 4,
    parameter TID_W       = 1
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
    hc_ctx_sched_props #(
        .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .LEN_W(LEN_W), .MAX_BYTES_W(MAX_BYTES_W),
        .OUT_REG(OUT_REG), .STAGES(STAGES), .WAVE_CLOCKS(WAVE_CLOCKS), .N_CTX(N_CTX),
        .PREP(PREP),
        .BOUND(BOUND), .QUEUE_DEPTH(QUEUE_DEPTH), .TID_W(TID_W)
    ) u_top (
        .clk(clk), .rst_n(rst_n), .s_tdata(s_tdata), .s_tkeep(s_tkeep), .s_tlast(s_tlast),
        .s_tid(s_tid), .s_tvalid(s_tvalid), .m_ready(m_ready)
    );
    // every other input of the facts is a probe
    generate
        if (N_CTX == 1) begin : g_one
            hc_ctx_sched_msg_facts #(
                .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .MAX_BYTES_W(MAX_BYTES_W),
                .WAVE_CLOCKS(WAVE_CLOCKS), .OUT_REG(OUT_REG), .DEPTH(QUEUE_DEPTH),
                .BOUND(BOUND)
            ) u_facts (.clk(clk), .rst_n(rst_n));
        end else begin : g_multi
            hc_ctx_sched_multi_facts #(
                .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .LEN_W(LEN_W), .TID_W(TID_W),
                .MAX_BYTES_W(MAX_BYTES_W),
                .OUT_REG(OUT_REG), .STAGES(STAGES), .WAVE_CLOCKS(WAVE_CLOCKS),
                .N_CTX(N_CTX), .PREP(PREP), .DEPTH(QUEUE_DEPTH), .BOUND(BOUND)
            ) u_facts (.clk(clk), .rst_n(rst_n));
        end
    endgenerate
endmodule
`default_nettype wire
