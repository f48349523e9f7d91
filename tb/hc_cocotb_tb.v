// hc_cocotb_tb: any hashcores stream top with an m_digest output (docs/interface.md) as
// the cocotb benches drive it (tb/cocotb_stream.py, tb/cocotb_interleave.py), with its
// clock made here.
//
// Why the clock is here and not in Python: a clock process in cocotb wakes Python twice
// a cycle (a timer callback per half period), which was about a third of a stream test's
// run on Verilator (docs/verification.md, "Simulation speed"). Here it is a process of
// the simulator (Verilator builds this bench with --timing); the benches only wait for
// its edges. The ports are the stream top's, with clk an output the benches read.
//
// Defines (compile time): HC_TOP, HC_DATA_W, HC_TID_W, HC_DIGEST_BITS, HC_PARAMS and
// HC_HALF_PERIOD, as tb/hc_stream_top_defines.vh says (hashcores.sim.clocked sets them).
`timescale 1ns / 1ps
`default_nettype none

`include "hc_stream_top_defines.vh"

module hc_cocotb_tb (
    output reg                        clk,
    input  wire                       rst_n,
    input  wire [`HC_DATA_W-1:0]      s_tdata,
    input  wire [`HC_DATA_W/8-1:0]    s_tkeep,
    input  wire                       s_tlast,
    input  wire [`HC_TID_W-1:0]       s_tid,
    input  wire                       s_tvalid,
    output wire                       s_tready,
    output wire [`HC_DIGEST_BITS-1:0] m_digest,
    output wire [`HC_TID_W-1:0]       m_tid,
    output wire                       m_error,
    output wire                       m_valid,
    input  wire                       m_ready
);
    initial clk = 1'b0;
    always #(`HC_HALF_PERIOD) clk = ~clk;

    wire                       dut_s_tready;
    wire [`HC_DIGEST_BITS-1:0] dut_m_digest;
    wire [`HC_TID_W-1:0]       dut_m_tid;
    wire                       dut_m_error;
    wire                       dut_m_valid;

    `HC_TOP #(`HC_PARAMS) dut (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_tvalid(s_tvalid),
        .s_tready(dut_s_tready),
        .m_digest(dut_m_digest),
        .m_tid   (dut_m_tid),
        .m_error (dut_m_error),
        .m_valid (dut_m_valid),
        .m_ready (m_ready)
    );

    // What the benches read at a rising edge is what the top showed just before it (its
    // flip-flops sample the same values). Icarus calls cocotb back on the clock's change,
    // before the flip-flops update: the top's outputs are read as they are. Verilator
    // evaluates the whole time step first, the edge included, and only then calls cocotb
    // back: there the outputs are passed through registers of this clock, which hold the
    // values from before the edge.
`ifdef VERILATOR
    reg                       s_tready_q;
    reg [`HC_DIGEST_BITS-1:0] m_digest_q;
    reg [`HC_TID_W-1:0]       m_tid_q;
    reg                       m_error_q;
    reg                       m_valid_q;
    always @(posedge clk) begin
        s_tready_q <= dut_s_tready;
        m_digest_q <= dut_m_digest;
        m_tid_q    <= dut_m_tid;
        m_error_q  <= dut_m_error;
        m_valid_q  <= dut_m_valid;
    end
    assign s_tready = s_tready_q;
    assign m_digest = m_digest_q;
    assign m_tid    = m_tid_q;
    assign m_error  = m_error_q;
    assign m_valid  = m_valid_q;
`else
    assign s_tready = dut_s_tready;
    assign m_digest = dut_m_digest;
    assign m_tid    = dut_m_tid;
    assign m_error  = dut_m_error;
    assign m_valid  = dut_m_valid;
`endif
endmodule

`default_nettype wire
