`default_nettype none
// The stream contract of a SHAKE top's output (docs/interface.md, "SHA-3 and SHAKE"),
// checked by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"):
// formal/hc_stream_contract_check.sv's assertions on the output stream (a beat offered and
// not taken stays offered with the same m_tdata, m_tkeep, m_tlast, m_tid and m_error until
// m_tready; none after reset), for any input that keeps AXI4-Stream's rule
// (formal/hc_axis_hold.sv, with s_outlen held as s_tid is), any s_tkeep, any output length,
// lengths past MAX_BYTES_W, any back-pressure on the output.
//
// The proof names the top in the macro HC_SHAKE_TOP and sets its own parameters on its
// module (chparam); the wrapper passes the stream's. Induction closes with the Keccak
// core's invariants (under `ifdef FORMAL in the core).
`ifndef HC_SHAKE_TOP
`define HC_SHAKE_TOP hc_error_HC_SHAKE_TOP_not_defined
`endif
module hc_shake_top_props #(
    parameter DATA_W      = 32,
    parameter OUT_W       = 64,   // the output beat's width
    parameter OUTLEN_W    = 8,    // s_outlen's width: up to 255 output bytes
    parameter MAX_BYTES_W = 7
) (
    input wire                clk,
    input wire                rst_n,
    input wire [DATA_W-1:0]   s_tdata,
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire                s_tid,
    input wire [OUTLEN_W-1:0] s_outlen,
    input wire                s_tvalid,
    input wire                m_tready
);
    wire                 s_tready, m_tlast, m_tid, m_error, m_tvalid;
    wire [OUT_W-1:0]     m_tdata;
    wire [OUT_W/8-1:0]   m_tkeep;
    `HC_SHAKE_TOP #(
        .DATA_W     (DATA_W),
        .TID_W      (1),
        .OUT_W      (OUT_W),
        .OUTLEN_W   (OUTLEN_W),
        .MAX_BYTES_W(MAX_BYTES_W)
    ) u_top (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_outlen(s_outlen),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .m_tdata (m_tdata),
        .m_tkeep (m_tkeep),
        .m_tlast (m_tlast),
        .m_tid   (m_tid),
        .m_error (m_error),
        .m_tvalid(m_tvalid),
        .m_tready(m_tready)
    );

    wire started;  // the first clock (a reset) is over: hc_axis_hold
    // s_outlen is held with the beat as s_tid is: one tid bundle
    hc_axis_hold #(.DATA_W(DATA_W), .TID_W(1 + OUTLEN_W)) u_source (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid({s_outlen, s_tid}), .tvalid(s_tvalid), .tready(s_tready)
    );
    // the beat's data, keep and last are checked as the digest is
    hc_stream_contract_check #(.DIGEST_W(OUT_W + OUT_W / 8 + 1), .TID_W(1)) u_contract (
        .clk(clk), .rst_n(rst_n), .started(started), .m_digest({m_tdata, m_tkeep, m_tlast}),
        .m_tid(m_tid), .m_error(m_error), .m_valid(m_tvalid), .m_ready(m_tready)
    );
endmodule
`default_nettype wire
