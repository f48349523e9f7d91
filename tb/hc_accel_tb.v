// hc_accel_tb: the cocotb bench's toplevel (tb/cocotb_accel.py): the accelerator
// (rtl/accel/hc_accel.v) over any stream top with an m_digest output, named by the defines
// of tb/hc_stream_top_defines.vh (HC_TOP, HC_PARAMS, HC_DIGEST_BITS; DATA_W must be 32),
// plus HC_FIFO_DEPTH. With HC_SAVE_TOP (and HC_SAVE_STATE_BITS, HC_SAVE_BLOCK_BYTES) the
// top is that state top (hc_sha2_state_stream, hc_sha1_state_stream, ...) with RESUME = 1
// and HC_PARAMS, so the accelerator saves and restores messages: with HC_SAVE_PAIRS its
// state ports are SHA-2's word pairs, else the whole chaining value. The clock is made
// here, as in tb/hc_stream_tb.v.
// Plain Verilog for Icarus (-g2012) and Verilator.
`timescale 1ns / 1ps
`default_nettype none

`include "hc_stream_top_defines.vh"
`ifndef HC_FIFO_DEPTH
`define HC_FIFO_DEPTH 16
`endif
`ifndef HC_SAVE_STATE_BITS
`define HC_SAVE_STATE_BITS 0
`define HC_SAVE_BLOCK_BYTES 64
`endif

module hc_accel_tb (
    output reg         clk,
    input  wire        rst_n,
    input  wire [7:0]  s_axil_awaddr,
    input  wire [2:0]  s_axil_awprot,
    input  wire        s_axil_awvalid,
    output wire        s_axil_awready,
    input  wire [31:0] s_axil_wdata,
    input  wire [3:0]  s_axil_wstrb,
    input  wire        s_axil_wvalid,
    output wire        s_axil_wready,
    output wire [1:0]  s_axil_bresp,
    output wire        s_axil_bvalid,
    input  wire        s_axil_bready,
    input  wire [7:0]  s_axil_araddr,
    input  wire [2:0]  s_axil_arprot,
    input  wire        s_axil_arvalid,
    output wire        s_axil_arready,
    output wire [31:0] s_axil_rdata,
    output wire [1:0]  s_axil_rresp,
    output wire        s_axil_rvalid,
    input  wire        s_axil_rready,
    input  wire [31:0] s_axis_tdata,
    input  wire [3:0]  s_axis_tkeep,
    input  wire        s_axis_tlast,
    input  wire        s_axis_tvalid,
    output wire        s_axis_tready,
    output wire        irq
);
    initial clk = 1'b0;
    always #(`HC_HALF_PERIOD) clk = ~clk;

    wire                       core_rst_n;
    wire [31:0]                core_tdata;
    wire [3:0]                 core_tkeep;
    wire                       core_tlast, core_tvalid, core_tready;
    wire [`HC_DIGEST_BITS-1:0] core_digest;
    wire [`HC_TID_W-1:0]       core_tid;
    wire                       core_error, core_valid, core_ready;
    wire [1:0]                 core_top;
    wire [3:0]                 core_tkey;

`ifdef HC_SAVE_PAIRS
    localparam integer STATE_PAIRS = 1;
`else
    localparam integer STATE_PAIRS = 0;
`endif
    localparam integer STATE_DATA_W = (`HC_SAVE_STATE_BITS == 0) ? 1 :
        (STATE_PAIRS != 0) ? `HC_SAVE_STATE_BITS / 4 : `HC_SAVE_STATE_BITS;
    wire                    core_resume, core_cv_rd, core_st_we;
    wire [60:0]             core_resume_bytes;
    wire [1:0]              core_cv_word, core_st_word;
    wire [STATE_DATA_W-1:0] core_cv_data, core_st_data;

`ifdef HC_SAVE_TOP
    `HC_SAVE_TOP #(`HC_PARAMS, .RESUME(1)) u_core (
`else
    `HC_TOP #(`HC_PARAMS) u_core (
`endif
        .clk     (clk),
        .rst_n   (core_rst_n),
        .s_tdata (core_tdata),
        .s_tkeep (core_tkeep),
        .s_tlast (core_tlast),
        .s_tid   ({`HC_TID_W{1'b0}}),
        .s_tvalid(core_tvalid),
        .s_tready(core_tready),
        .m_digest(core_digest),
        .m_tid   (core_tid),
        .m_error (core_error),
        .m_valid (core_valid),
`ifdef HC_SAVE_TOP
        .m_ready (core_ready),
        .resume      (core_resume),
        .resume_bytes(core_resume_bytes),
`ifdef HC_SAVE_PAIRS
        .cv_rd       (core_cv_rd),
        .cv_word     (core_cv_word),
        .cv_pair     (core_cv_data),
        .st_we       (core_st_we),
        .st_word     (core_st_word),
        .st_pair     (core_st_data)
    );
`else
        .resume_cv   (core_cv_data),
        .st_we       (core_st_we),
        .st_state    (core_st_data)
    );
    assign core_cv_rd = 1'b0;
    assign core_cv_word = 2'd0;
    assign core_st_word = 2'd0;
`endif
`else
        .m_ready (core_ready)
    );
    assign core_cv_rd = 1'b0;
    assign core_cv_word = 2'd0;
    assign core_st_we = 1'b0;
    assign core_st_word = 2'd0;
    assign core_st_data = {STATE_DATA_W{1'b0}};
    wire unused_state = &{1'b0, core_resume, core_resume_bytes, core_cv_data};
`endif

    wire        awready, wready, bvalid, arready, rvalid, tready, irq_now;
    wire [1:0]  bresp, rresp;
    wire [31:0] rdata;
    hc_accel #(
        .DIGEST_BITS(`HC_DIGEST_BITS),
        .FIFO_DEPTH (`HC_FIFO_DEPTH),
        .ADDR_W     (8),
        .STATE_BITS (`HC_SAVE_STATE_BITS),
        .BLOCK_BYTES(`HC_SAVE_BLOCK_BYTES),
        .STATE_PAIRS(STATE_PAIRS)
    ) dut (
        .clk           (clk),
        .rst_n         (rst_n),
        .s_axil_awaddr (s_axil_awaddr),
        .s_axil_awvalid(s_axil_awvalid),
        .s_axil_awready(awready),
        .s_axil_wdata  (s_axil_wdata),
        .s_axil_wstrb  (s_axil_wstrb),
        .s_axil_wvalid (s_axil_wvalid),
        .s_axil_wready (wready),
        .s_axil_bresp  (bresp),
        .s_axil_bvalid (bvalid),
        .s_axil_bready (s_axil_bready),
        .s_axil_araddr (s_axil_araddr),
        .s_axil_arvalid(s_axil_arvalid),
        .s_axil_arready(arready),
        .s_axil_rdata  (rdata),
        .s_axil_rresp  (rresp),
        .s_axil_rvalid (rvalid),
        .s_axil_rready (s_axil_rready),
        .s_axis_tdata  (s_axis_tdata),
        .s_axis_tkeep  (s_axis_tkeep),
        .s_axis_tlast  (s_axis_tlast),
        .s_axis_tvalid (s_axis_tvalid),
        .s_axis_tready (tready),
        .core_rst_n    (core_rst_n),
        .core_tdata    (core_tdata),
        .core_tkeep    (core_tkeep),
        .core_tlast    (core_tlast),
        .core_tvalid   (core_tvalid),
        .core_tready   (core_tready),
        .core_top      (core_top),
        .core_tkey     (core_tkey),
        .core_digest   (core_digest),
        .core_error    (core_error),
        .core_valid    (core_valid),
        .core_ready    (core_ready),
        .core_resume   (core_resume),
        .core_resume_bytes(core_resume_bytes),
        .core_cv_rd    (core_cv_rd),
        .core_cv_word  (core_cv_word),
        .core_cv_data  (core_cv_data),
        .core_st_we    (core_st_we),
        .core_st_word  (core_st_word),
        .core_st_data  (core_st_data),
        .irq           (irq_now)
    );

    // What cocotb reads at a rising edge must be what the design showed just before it
    // (as in tb/hc_stream_tb.v): Verilator calls cocotb back after the whole time step,
    // so there the outputs pass through registers of this clock.
    wire [42:0] shown = {awready, wready, bvalid, bresp, arready, rvalid, rresp, rdata, tready,
                         irq_now};
    wire [42:0] read_by_bench;
`ifdef VERILATOR
    reg [42:0] shown_q;
    always @(posedge clk) shown_q <= shown;
    assign read_by_bench = shown_q;
`else
    assign read_by_bench = shown;
`endif
    assign {s_axil_awready, s_axil_wready, s_axil_bvalid, s_axil_bresp, s_axil_arready,
            s_axil_rvalid, s_axil_rresp, s_axil_rdata, s_axis_tready, irq} = read_by_bench;

    // the protection bits and the tag have no meaning here
    wire unused = &{1'b0, s_axil_awprot, s_axil_arprot, core_tid, core_top, core_tkey};
endmodule
`default_nettype wire
