`default_nettype none
// The stream contract's messages at a one-context top on the wave scheduler (the
// one-stage SHA-1 and SHA-2 generator tops: hc_ctx_pad with N_CTX 1 in front of
// hc_wave_sched with STAGES 1), proved by k-induction for every trace: the wrapper of
// formal/hc_stream_top_props.sv with MESSAGES 1, at the top's own constants, with the
// invariants of formal/hc_ctx_sched_msg_facts.sv on the top's own padding unit and
// scheduler (the proofs sched_messages_s1_* show them on those units wired as the tops
// wire them; here the top's wiring is in the model too). The multi-context tops on the
// scheduler are formal/hc_stream_top_ind_props.sv's (CORE "wave"). The top is named by
// the macro HC_STREAM_TOP; the facts' inputs are probes (Proof.probes).
module hc_one_wave_top_ind_props #(
    parameter DATA_W      = 32,
    parameter DIGEST_W    = 256,
    parameter MAX_BYTES_W = 61,
    parameter BLOCK_W     = 512,
    parameter WAVE_CLOCKS = 64,
    parameter OUT_REG     = 1,             // the padding unit's output register
    parameter BOUND       = 4 * 64 + 9,    // clocks to an output, m_ready high
    parameter QUEUE_DEPTH = 4
) (
    input wire                clk,
    input wire                rst_n,
    input wire [DATA_W-1:0]   s_tdata,
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire                s_tid,
    input wire                s_tvalid,
    input wire                m_ready
);
    hc_stream_top_props #(
        .DATA_W(DATA_W), .DIGEST_W(DIGEST_W), .MAX_BYTES_W(MAX_BYTES_W), .MESSAGES(1),
        .CONTEXTS(1), .BOUND(BOUND), .QUEUE_DEPTH(QUEUE_DEPTH), .TID_W(1)
    ) u_top (
        .clk(clk), .rst_n(rst_n), .s_tdata(s_tdata), .s_tkeep(s_tkeep), .s_tlast(s_tlast),
        .s_tid(s_tid), .s_tvalid(s_tvalid), .m_ready(m_ready)
    );
    // every other input of the facts is a probe
    hc_ctx_sched_msg_facts #(
        .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .MAX_BYTES_W(MAX_BYTES_W),
        .WAVE_CLOCKS(WAVE_CLOCKS), .OUT_REG(OUT_REG), .DEPTH(QUEUE_DEPTH), .BOUND(BOUND)
    ) u_facts (.clk(clk), .rst_n(rst_n));
endmodule
`default_nettype wire
