`default_nettype none
// hc_accel_sha2: the accelerator (hc_accel, docs/accelerator.md) over the SHA-2 stream top
// hc_sha2_stream (the core sha256_iter at DIGEST_BITS = 256, or SHA-224), 32-bit stream.
module hc_accel_sha2 #(
    // 256 = SHA-256, 224 = SHA-224 (hc_sha2_stream)
    parameter DIGEST_BITS = 256,
    // input FIFO beats: a power of two, 2 .. 128
    parameter FIFO_DEPTH  = 16,
    // AXI4-Lite address width: at least 7
    parameter ADDR_W      = 7
) (
    input  wire              clk,
    input  wire              rst_n,
    input  wire [ADDR_W-1:0] s_axil_awaddr,
    input  wire              s_axil_awvalid,
    output wire              s_axil_awready,
    input  wire [31:0]       s_axil_wdata,
    input  wire [3:0]        s_axil_wstrb,
    input  wire              s_axil_wvalid,
    output wire              s_axil_wready,
    output wire [1:0]        s_axil_bresp,
    output wire              s_axil_bvalid,
    input  wire              s_axil_bready,
    input  wire [ADDR_W-1:0] s_axil_araddr,
    input  wire              s_axil_arvalid,
    output wire              s_axil_arready,
    output wire [31:0]       s_axil_rdata,
    output wire [1:0]        s_axil_rresp,
    output wire              s_axil_rvalid,
    input  wire              s_axil_rready,
    input  wire [31:0]       s_axis_tdata,
    input  wire [3:0]        s_axis_tkeep,
    input  wire              s_axis_tlast,
    input  wire              s_axis_tvalid,
    output wire              s_axis_tready,
    output wire              irq
);
    wire                   core_rst_n;
    wire [31:0]            core_tdata;
    wire [3:0]             core_tkeep;
    wire                   core_tlast, core_tvalid, core_tready;
    wire [DIGEST_BITS-1:0] core_digest;
    wire                   core_tid;
    wire                   core_error, core_valid, core_ready;

    hc_sha2_stream #(
        .DATA_W     (32),
        .TID_W      (1),
        .DIGEST_BITS(DIGEST_BITS)
    ) u_core (
        .clk     (clk),
        .rst_n   (core_rst_n),
        .s_tdata (core_tdata),
        .s_tkeep (core_tkeep),
        .s_tlast (core_tlast),
        .s_tid   (1'b0),
        .s_tvalid(core_tvalid),
        .s_tready(core_tready),
        .m_digest(core_digest),
        .m_tid   (core_tid),
        .m_error (core_error),
        .m_valid (core_valid),
        .m_ready (core_ready)
    );

    hc_accel #(
        .DIGEST_BITS(DIGEST_BITS),
        .FIFO_DEPTH (FIFO_DEPTH),
        .ADDR_W     (ADDR_W)
    ) u_accel (
        .clk           (clk),
        .rst_n         (rst_n),
        .s_axil_awaddr (s_axil_awaddr),
        .s_axil_awvalid(s_axil_awvalid),
        .s_axil_awready(s_axil_awready),
        .s_axil_wdata  (s_axil_wdata),
        .s_axil_wstrb  (s_axil_wstrb),
        .s_axil_wvalid (s_axil_wvalid),
        .s_axil_wready (s_axil_wready),
        .s_axil_bresp  (s_axil_bresp),
        .s_axil_bvalid (s_axil_bvalid),
        .s_axil_bready (s_axil_bready),
        .s_axil_araddr (s_axil_araddr),
        .s_axil_arvalid(s_axil_arvalid),
        .s_axil_arready(s_axil_arready),
        .s_axil_rdata  (s_axil_rdata),
        .s_axil_rresp  (s_axil_rresp),
        .s_axil_rvalid (s_axil_rvalid),
        .s_axil_rready (s_axil_rready),
        .s_axis_tdata  (s_axis_tdata),
        .s_axis_tkeep  (s_axis_tkeep),
        .s_axis_tlast  (s_axis_tlast),
        .s_axis_tvalid (s_axis_tvalid),
        .s_axis_tready (s_axis_tready),
        .core_rst_n    (core_rst_n),
        .core_tdata    (core_tdata),
        .core_tkeep    (core_tkeep),
        .core_tlast    (core_tlast),
        .core_tvalid   (core_tvalid),
        .core_tready   (core_tready),
        .core_digest   (core_digest),
        .core_error    (core_error),
        .core_valid    (core_valid),
        .core_ready    (core_ready),
        .irq           (irq)
    );

    // one message at a time: the tag is not needed
    wire unused_tid = core_tid;
endmodule
`default_nettype wire
