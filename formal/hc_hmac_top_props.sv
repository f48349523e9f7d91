`default_nettype none
// The stream contract of a whole HMAC top (docs/hmac.md, "Ports"), checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs"): formal/hc_stream_contract_check.sv's
// assertions on the MAC output (m_mac, m_tid, m_error held until m_ready; none after
// reset), for any operation stream that keeps AXI4-Stream's rule (formal/hc_axis_hold.sv,
// with s_top and s_tkey held as s_tid is), any s_tkeep, s_top and s_tkey, lengths past
// MAX_BYTES_W, any back-pressure on the MAC.
//
// One wrapper for every HMAC top: the proof names the top module in the macro
// HC_HMAC_TOP and sets the top's own parameters on its module (chparam), so the wrapper
// passes only the stream's and the key contexts'. Induction closes with the block cores'
// invariants (under `ifdef FORMAL in each core).
`ifndef HC_HMAC_TOP
`define HC_HMAC_TOP hc_error_HC_HMAC_TOP_not_defined
`endif
module hc_hmac_top_props #(
    parameter DATA_W      = 32,
    parameter MAC_BITS    = 256,  // the top's m_mac width
    parameter KEYS        = 4,
    parameter MAX_BYTES_W = 8,
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1
) (
    input wire                clk,
    input wire                rst_n,
    input wire [DATA_W-1:0]   s_tdata,
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire                s_tid,
    input wire [1:0]          s_top,
    input wire [KEY_W-1:0]    s_tkey,
    input wire                s_tvalid,
    input wire                m_ready
);
    wire                s_tready, m_error, m_valid, m_tid;
    wire [MAC_BITS-1:0] m_mac;
    `HC_HMAC_TOP #(
        .DATA_W     (DATA_W),
        .TID_W      (1),
        .KEYS       (KEYS),
        .MAC_BITS   (MAC_BITS),
        .MAX_BYTES_W(MAX_BYTES_W)
    ) u_top (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_top   (s_top),
        .s_tkey  (s_tkey),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .m_mac   (m_mac),
        .m_tid   (m_tid),
        .m_error (m_error),
        .m_valid (m_valid),
        .m_ready (m_ready)
    );

    wire started;  // the first clock (a reset) is over: hc_axis_hold
    // s_top and s_tkey are held with the beat as s_tid is: one tid bundle
    hc_axis_hold #(.DATA_W(DATA_W), .TID_W(3 + KEY_W)) u_source (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid({s_top, s_tkey, s_tid}), .tvalid(s_tvalid), .tready(s_tready)
    );
    hc_stream_contract_check #(.DIGEST_W(MAC_BITS), .TID_W(1)) u_contract (
        .clk(clk), .rst_n(rst_n), .started(started), .m_digest(m_mac), .m_tid(m_tid),
        .m_error(m_error), .m_valid(m_valid), .m_ready(m_ready)
    );
endmodule
`default_nettype wire
