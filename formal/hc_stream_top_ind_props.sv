`default_nettype none
// The stream contract's messages at a stream top (formal/hc_stream_top_props.sv with
// MESSAGES 1), proved by k-induction for every trace rather than bounded from reset: the
// same wrapper, at the top's own constants (a 61-bit byte count, its block and rounds),
// which bounded model checking does not reach (a block takes 24 clocks or more), with the
// invariants of formal/hc_block_core_msg_facts.sv (CONTEXTS 1: a one-message top of a
// padding unit and a block core that hashes one block at a time) or of
// formal/hc_keccak_ctx_msg_facts.sv (CONTEXTS 2 or more: the multi-message SHA-3 top,
// its core's kind CORE, "par", "ring" or "dsp4", a TID_W-bit s_tid) or of
// formal/hc_ctx_sched_multi_facts.sv (CONTEXTS 2 or more, CORE "wave": a top whose core
// runs on hc_wave_sched, the multi-message Luffa top, its scheduler's STAGES,
// WAVE_CLOCKS and PREP, the BLANKS blank rounds a message ends with on its channel).
// The top is named by the
// macro HC_STREAM_TOP; the facts' inputs are probes (Proof.probes: registers of the top's
// padding units, router and core and of the message model).
module hc_stream_top_ind_props #(
    parameter DATA_W      = 32,
    parameter DIGEST_W    = 256,
    parameter MAX_BYTES_W = 61,
    parameter BLOCK_W     = 512,
    parameter LEN_W       = 64,
    parameter CORE        = "sha2",  // hc_block_core_msg_facts: the core's kind
    parameter STEP_CLOCKS = 64,
    parameter CHAIN_TAKE  = 0,
    parameter BLANKS      = 1,
    parameter SBOX_LOAD   = 0,
    parameter OUT_REG     = 1,
    parameter BOUND       = 4 * 64 - 11,   // clocks to an output, m_ready high
    parameter QUEUE_DEPTH = 4,
    parameter CONTEXTS    = 1,
    parameter TID_W       = 1,
    parameter RPC         = 1,             // "par", "ring": Keccak rounds a clock
    parameter STAGES      = 2,             // "wave": the scheduler's
    parameter WAVE_CLOCKS = 1,
    parameter PREP        = 0
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
    hc_stream_top_props #(
        .DATA_W(DATA_W), .DIGEST_W(DIGEST_W), .MAX_BYTES_W(MAX_BYTES_W), .MESSAGES(1),
        .CONTEXTS(CONTEXTS), .BOUND(BOUND), .QUEUE_DEPTH(QUEUE_DEPTH), .TID_W(TID_W)
    ) u_top (
        .clk(clk), .rst_n(rst_n), .s_tdata(s_tdata), .s_tkeep(s_tkeep), .s_tlast(s_tlast),
        .s_tid(s_tid), .s_tvalid(s_tvalid), .m_ready(m_ready)
    );
    // every other input of the facts is a probe
    generate
        if (CONTEXTS == 1) begin : g_one
            hc_block_core_msg_facts #(
                .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .LEN_W(LEN_W), .MAX_BYTES_W(MAX_BYTES_W),
                .CORE(CORE), .STEP_CLOCKS(STEP_CLOCKS), .CHAIN_TAKE(CHAIN_TAKE),
                .BLANKS(BLANKS), .SBOX_LOAD(SBOX_LOAD),
                .OUT_REG(OUT_REG), .DEPTH(QUEUE_DEPTH), .BOUND(BOUND)
            ) u_facts (.clk(clk), .rst_n(rst_n));
        end
        // (separate ifs: an else if's block would be named genblk)
        if (CONTEXTS > 1 && CORE == "wave") begin : g_wave
            hc_ctx_sched_multi_facts #(
                .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .LEN_W(LEN_W), .TID_W(TID_W),
                .MAX_BYTES_W(MAX_BYTES_W), .OUT_REG(OUT_REG), .STAGES(STAGES),
                .WAVE_CLOCKS(WAVE_CLOCKS), .N_CTX(CONTEXTS), .PREP(PREP), .BLANKS(BLANKS),
                .DEPTH(QUEUE_DEPTH), .BOUND(BOUND)
            ) u_facts (.clk(clk), .rst_n(rst_n));
        end
        if (CONTEXTS > 1 && CORE != "wave") begin : g_multi
            hc_keccak_ctx_msg_facts #(
                .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .TID_W(TID_W),
                .MAX_BYTES_W(MAX_BYTES_W), .CORE(CORE), .N_CTX(CONTEXTS), .RPC(RPC),
                .DEPTH(QUEUE_DEPTH), .BOUND(BOUND)
            ) u_facts (.clk(clk), .rst_n(rst_n));
        end
    endgenerate
endmodule
`default_nettype wire
