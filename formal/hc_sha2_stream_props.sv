`default_nettype none
// The stream contract of hc_sha2_stream (rtl/sha2/hc_sha2_stream.v), the SHA-2 iterative
// cores' top, checked by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"):
// formal/hc_stream_contract_check.sv's assertions on the digest output, for any input
// that keeps AXI4-Stream's rule (formal/hc_axis_hold.sv), any s_tkeep and s_tid, lengths
// past MAX_BYTES_W, any back-pressure on the digest. Induction closes with the core's
// invariants (hc_sha2_core, under `ifdef FORMAL`).
module hc_sha2_stream_props #(
    parameter DATA_W      = 32,
    parameter WORD_BITS   = 32,
    parameter DIGEST_BITS = 256,
    parameter MAX_BYTES_W = 7
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
    wire                   s_tready, m_error, m_valid, m_tid;
    wire [DIGEST_BITS-1:0] m_digest;
    hc_sha2_stream #(
        .DATA_W     (DATA_W),
        .TID_W      (1),
        .WORD_BITS  (WORD_BITS),
        .DIGEST_BITS(DIGEST_BITS),
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
    hc_axis_hold #(.DATA_W(DATA_W), .TID_W(1)) u_source (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid(s_tid), .tvalid(s_tvalid), .tready(s_tready)
    );
    hc_stream_contract_check #(.DIGEST_W(DIGEST_BITS), .TID_W(1)) u_contract (
        .clk(clk), .rst_n(rst_n), .started(started), .m_digest(m_digest), .m_tid(m_tid),
        .m_error(m_error), .m_valid(m_valid), .m_ready(m_ready)
    );
endmodule
`default_nettype wire
