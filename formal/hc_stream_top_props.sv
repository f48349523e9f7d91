`default_nettype none
// The stream contract of a whole stream top (docs/interface.md, "Stream top"), checked by
// SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"):
// formal/hc_stream_contract_check.sv's assertions on the digest output, for any input
// that keeps AXI4-Stream's rule (formal/hc_axis_hold.sv), any s_tkeep and s_tid, lengths
// past MAX_BYTES_W, any back-pressure on the digest.
//
// One wrapper for every top: the proof names the top module in the macro HC_STREAM_TOP
// (every stream top has the same ports) and sets the top's own parameters on its module
// (chparam), so the wrapper passes only the stream's. Induction closes with the block
// cores' invariants (under `ifdef FORMAL in each core).
//
// With MESSAGES = 1 the wrapper checks the contract's messages instead
// (formal/hc_stream_message_check.sv: one output per message in per-tid order, m_error
// exactly for a broken rule, with m_ready high each output within BOUND clocks of the
// later of its s_tlast and the output before it), by bounded model checking from reset;
// m_digest is then left unread, so the datapath drops out of the model (only the control
// the assertions read stays).
`ifndef HC_STREAM_TOP
`define HC_STREAM_TOP hc_error_HC_STREAM_TOP_not_defined
`endif
module hc_stream_top_props #(
    parameter DATA_W      = 32,
    parameter DIGEST_W    = 256,  // the top's m_digest width
    parameter MAX_BYTES_W = 7,
    parameter MESSAGES    = 0,    // 1: the message checks, not the digest hold checks
    parameter CONTEXTS    = 1,    // the top's message contexts (MESSAGES = 1)
    parameter BOUND       = 64,   // clocks to an output (MESSAGES = 1)
    parameter QUEUE_DEPTH = 4,    // messages awaiting output a queue of the model holds
    parameter TID_W       = 1     // s_tid's width (MESSAGES = 1: a queue a value)
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
    wire                s_tready, m_error, m_valid;
    wire [TID_W-1:0]    m_tid;
    wire [DIGEST_W-1:0] m_digest;
    `HC_STREAM_TOP #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .MAX_BYTES_W(MAX_BYTES_W)
    ) u_top (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .m_digest(m_digest),
        .m_tid   (m_tid),
        .m_error (m_error),
        .m_valid (m_valid),
        .m_ready (m_ready)
    );

    wire started;  // the first clock (a reset) is over: hc_axis_hold
    hc_axis_hold #(.DATA_W(DATA_W), .TID_W(TID_W)) u_source (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid(s_tid), .tvalid(s_tvalid), .tready(s_tready)
    );
    generate
        if (MESSAGES) begin : g_messages
            hc_stream_message_check #(
                .DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W), .CONTEXTS(CONTEXTS),
                .DEPTH(QUEUE_DEPTH), .BOUND(BOUND)
            ) u_messages (
                .clk(clk), .rst_n(rst_n), .started(started), .s_tkeep(s_tkeep),
                .s_tlast(s_tlast), .s_tid(s_tid), .s_tvalid(s_tvalid), .s_tready(s_tready),
                .m_tid(m_tid), .m_error(m_error), .m_valid(m_valid), .m_ready(m_ready)
            );
        end else begin : g_contract
            hc_stream_contract_check #(.DIGEST_W(DIGEST_W), .TID_W(TID_W)) u_contract (
                .clk(clk), .rst_n(rst_n), .started(started), .m_digest(m_digest),
                .m_tid(m_tid), .m_error(m_error), .m_valid(m_valid), .m_ready(m_ready)
            );
        end
    endgenerate
endmodule
`default_nettype wire
