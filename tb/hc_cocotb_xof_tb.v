// hc_cocotb_xof_tb: an extendable-output stream top (hc_shake_stream; docs/sha3.md) as
// tb/cocotb_shake.py drives it, with its clock made here: the sibling of hc_stream_tb.v
// (which says why the clock is an HDL process and why Verilator sees the outputs through
// registers). The ports are the top's, with clk an output the bench reads.
//
// Defines (compile time): HC_TOP, HC_DATA_W, HC_TID_W, HC_OUT_W, HC_OUTLEN_W, HC_PARAMS and
// HC_HALF_PERIOD, as tb/hc_xof_top_defines.vh says (hashcores.sim.clocked sets them).
`timescale 1ns / 1ps
`default_nettype none

`include "hc_xof_top_defines.vh"

module hc_cocotb_xof_tb (
    output reg                      clk,
    input  wire                     rst_n,
    input  wire [`HC_DATA_W-1:0]    s_tdata,
    input  wire [`HC_DATA_W/8-1:0]  s_tkeep,
    input  wire                     s_tlast,
    input  wire [`HC_TID_W-1:0]     s_tid,
    input  wire [`HC_OUTLEN_W-1:0]  s_outlen,
    input  wire                     s_tvalid,
    output wire                     s_tready,
    output wire [`HC_OUT_W-1:0]     m_tdata,
    output wire [`HC_OUT_W/8-1:0]   m_tkeep,
    output wire                     m_tlast,
    output wire [`HC_TID_W-1:0]     m_tid,
    output wire                     m_error,
    output wire                     m_tvalid,
    input  wire                     m_tready
);
    initial clk = 1'b0;
    always #(`HC_HALF_PERIOD) clk = ~clk;

    wire                    dut_s_tready;
    wire [`HC_OUT_W-1:0]    dut_m_tdata;
    wire [`HC_OUT_W/8-1:0]  dut_m_tkeep;
    wire                    dut_m_tlast;
    wire [`HC_TID_W-1:0]    dut_m_tid;
    wire                    dut_m_error;
    wire                    dut_m_tvalid;

    `HC_TOP #(`HC_PARAMS) dut (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_outlen(s_outlen),
        .s_tvalid(s_tvalid),
        .s_tready(dut_s_tready),
        .m_tdata (dut_m_tdata),
        .m_tkeep (dut_m_tkeep),
        .m_tlast (dut_m_tlast),
        .m_tid   (dut_m_tid),
        .m_error (dut_m_error),
        .m_tvalid(dut_m_tvalid),
        .m_tready(m_tready)
    );

    // as the outputs were before the rising edge (hc_stream_tb.v says why)
`ifdef VERILATOR
    reg                    s_tready_q;
    reg [`HC_OUT_W-1:0]    m_tdata_q;
    reg [`HC_OUT_W/8-1:0]  m_tkeep_q;
    reg                    m_tlast_q;
    reg [`HC_TID_W-1:0]    m_tid_q;
    reg                    m_error_q;
    reg                    m_tvalid_q;
    always @(posedge clk) begin
        s_tready_q <= dut_s_tready;
        m_tdata_q  <= dut_m_tdata;
        m_tkeep_q  <= dut_m_tkeep;
        m_tlast_q  <= dut_m_tlast;
        m_tid_q    <= dut_m_tid;
        m_error_q  <= dut_m_error;
        m_tvalid_q <= dut_m_tvalid;
    end
    assign {s_tready, m_tdata, m_tkeep, m_tlast, m_tid, m_error, m_tvalid} =
        {s_tready_q, m_tdata_q, m_tkeep_q, m_tlast_q, m_tid_q, m_error_q, m_tvalid_q};
`else
    assign {s_tready, m_tdata, m_tkeep, m_tlast, m_tid, m_error, m_tvalid} =
        {dut_s_tready, dut_m_tdata, dut_m_tkeep, dut_m_tlast, dut_m_tid, dut_m_error, dut_m_tvalid};
`endif
endmodule

`default_nettype wire
