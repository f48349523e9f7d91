// hc_hmac_tb: the cocotb bench's toplevel around an HMAC stream top (docs/hmac.md). It
// makes the clock (a clock in cocotb wakes Python twice a cycle: docs/verification.md,
// "Simulation speed") and passes every port through; s_top and s_tkey arrive together
// as s_tuser, which cocotbext-axi's source drives per beat.
//
// Defines: HC_TOP (the top), HC_PARAMS (its parameter list, named), HC_DATA_W, HC_TID_W,
// HC_KEY_W and HC_MAC_BITS (its port widths), HC_HALF_PERIOD (ns).
`timescale 1ns / 1ps
`default_nettype none

`ifndef HC_TOP
`define HC_TOP hc_hmac_sha2_stream
`endif
`ifndef HC_DATA_W
`define HC_DATA_W 32
`endif
`ifndef HC_TID_W
`define HC_TID_W 8
`endif
`ifndef HC_KEY_W
`define HC_KEY_W 1
`endif
`ifndef HC_MAC_BITS
`define HC_MAC_BITS 256
`endif
`ifndef HC_PARAMS
`define HC_PARAMS .DATA_W(`HC_DATA_W), .TID_W(`HC_TID_W)
`endif
`ifndef HC_HALF_PERIOD
`define HC_HALF_PERIOD 5
`endif

module hc_hmac_tb (
    output reg                      clk,
    input  wire                     rst_n,
    input  wire [`HC_DATA_W-1:0]    s_tdata,
    input  wire [`HC_DATA_W/8-1:0]  s_tkeep,
    input  wire                     s_tlast,
    input  wire [`HC_TID_W-1:0]     s_tid,
    input  wire [`HC_KEY_W+1:0]     s_tuser,   // {s_tkey, s_top}
    input  wire                     s_tvalid,
    output wire                     s_tready,
    output wire [`HC_MAC_BITS-1:0]  m_mac,
    output wire [`HC_TID_W-1:0]     m_tid,
    output wire                     m_error,
    output wire                     m_valid,
    input  wire                     m_ready
);
    initial clk = 1'b0;
    always #(`HC_HALF_PERIOD) clk = ~clk;

    wire                    dut_s_tready, dut_m_error, dut_m_valid;
    wire [`HC_MAC_BITS-1:0] dut_m_mac;
    wire [`HC_TID_W-1:0]    dut_m_tid;

    `HC_TOP #(`HC_PARAMS) dut (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_top   (s_tuser[1:0]),
        .s_tkey  (s_tuser[`HC_KEY_W+1:2]),
        .s_tvalid(s_tvalid),
        .s_tready(dut_s_tready),
        .m_mac   (dut_m_mac),
        .m_tid   (dut_m_tid),
        .m_error (dut_m_error),
        .m_valid (dut_m_valid),
        .m_ready (m_ready)
    );

    // What cocotb reads at a rising edge must be what the top showed just before it. Icarus
    // calls cocotb back before the flip-flops update; Verilator evaluates the whole time
    // step first, so there the outputs pass through registers of this clock, which hold
    // the values from before the edge (as tb/hc_stream_tb.v does).
`ifdef VERILATOR
    reg                    s_tready_q, m_error_q, m_valid_q;
    reg [`HC_MAC_BITS-1:0] m_mac_q;
    reg [`HC_TID_W-1:0]    m_tid_q;
    always @(posedge clk) begin
        s_tready_q <= dut_s_tready;
        m_mac_q    <= dut_m_mac;
        m_tid_q    <= dut_m_tid;
        m_error_q  <= dut_m_error;
        m_valid_q  <= dut_m_valid;
    end
    assign s_tready = s_tready_q;
    assign m_mac    = m_mac_q;
    assign m_tid    = m_tid_q;
    assign m_error  = m_error_q;
    assign m_valid  = m_valid_q;
`else
    assign s_tready = dut_s_tready;
    assign m_mac    = dut_m_mac;
    assign m_tid    = dut_m_tid;
    assign m_error  = dut_m_error;
    assign m_valid  = dut_m_valid;
`endif
endmodule

`default_nettype wire
