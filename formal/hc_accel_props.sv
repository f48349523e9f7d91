`default_nettype none
// The whole accelerator (rtl/accel/hc_accel.v: the AXI4-Lite slave with its own CTRL,
// DATA, KEY, LENGTH and CV logic, the byte packer and the FIFO) as an AXI4-Lite slave,
// checked by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"; issue 25): the
// properties of formal/hc_axil_check.sv (from the AXI specification: responses held until
// taken, one response per request, every request taken and answered within a bound) hold
// with the accelerator's own acknowledges, not bounds taken as given: a DATA or KEY write
// (or FINISH) that finds the FIFO full waits for the core to take a beat.
// The environment: a master that keeps AXI's rule, a DMA source that keeps AXI4-Stream's
// (formal/hc_axis_hold.sv), and a core that takes a beat offered to it within CORE_WAIT
// clocks (the library's cores take a beat within a block's time); the core's digest,
// error, valid and state outputs are free. The bounds follow: an acknowledge within
// CORE_WAIT + 2 clocks of the request.
module hc_accel_props #(
    parameter ADDR_W      = 9,    // one bit beyond the map: out-of-map addresses are reached
    parameter FIFO_DEPTH  = 2,
    parameter KEY_SLOTS   = 0,
    parameter STATE_BITS  = 256,
    parameter STATE_PAIRS = 1,    // 1: the state a word pair a clock (SHA-2); 0: whole
    parameter CORE_WAIT   = 3,
    // derived: do not set
    parameter STATE_DATA_W = (STATE_BITS == 0) ? 1 : (STATE_PAIRS != 0) ? STATE_BITS / 4 : STATE_BITS
) (
    input wire              clk,
    input wire              rst_n,
    input wire [ADDR_W-1:0] awaddr,
    input wire              awvalid,
    input wire [31:0]       wdata,
    input wire [3:0]        wstrb,
    input wire              wvalid,
    input wire              bready,
    input wire [ADDR_W-1:0] araddr,
    input wire              arvalid,
    input wire              rready,
    input wire [31:0]       s_axis_tdata,
    input wire [3:0]        s_axis_tkeep,
    input wire              s_axis_tlast,
    input wire              s_axis_tvalid,
    input wire              core_tready,
    input wire [31:0]       core_digest,
    input wire              core_error,
    input wire              core_valid,
    input wire              core_cv_rd,
    input wire [1:0]        core_cv_word,
    input wire              core_st_we,
    input wire [1:0]        core_st_word,
    input wire [STATE_DATA_W-1:0] core_st_data
);
    localparam ACK_BOUND      = CORE_WAIT + 2;
    localparam RESPONSE_BOUND = ACK_BOUND + 2;
    localparam ACCEPT_BOUND   = 2 * (RESPONSE_BOUND + 1);

    wire        awready, wready, bvalid, arready, rvalid, s_axis_tready, irq;
    wire [1:0]  bresp, rresp;
    wire [31:0] rdata, core_tdata;
    wire [3:0]  core_tkeep, core_tkey;
    wire [1:0]  core_top;
    wire        core_rst_n, core_tlast, core_tvalid, core_ready, core_resume;
    wire [60:0] core_resume_bytes;
    wire [STATE_DATA_W-1:0] core_cv_data;
    hc_accel #(
        .DIGEST_BITS(32), .FIFO_DEPTH(FIFO_DEPTH), .ADDR_W(ADDR_W), .KEY_SLOTS(KEY_SLOTS),
        .STATE_BITS(STATE_BITS), .BLOCK_BYTES(64), .STATE_PAIRS(STATE_PAIRS)
    ) u_accel (
        .clk(clk), .rst_n(rst_n),
        .s_axil_awaddr(awaddr), .s_axil_awvalid(awvalid), .s_axil_awready(awready),
        .s_axil_wdata(wdata), .s_axil_wstrb(wstrb), .s_axil_wvalid(wvalid),
        .s_axil_wready(wready), .s_axil_bresp(bresp), .s_axil_bvalid(bvalid),
        .s_axil_bready(bready), .s_axil_araddr(araddr), .s_axil_arvalid(arvalid),
        .s_axil_arready(arready), .s_axil_rdata(rdata), .s_axil_rresp(rresp),
        .s_axil_rvalid(rvalid), .s_axil_rready(rready),
        .s_axis_tdata(s_axis_tdata), .s_axis_tkeep(s_axis_tkeep), .s_axis_tlast(s_axis_tlast),
        .s_axis_tvalid(s_axis_tvalid), .s_axis_tready(s_axis_tready),
        .core_rst_n(core_rst_n), .core_tdata(core_tdata), .core_tkeep(core_tkeep),
        .core_tlast(core_tlast), .core_tvalid(core_tvalid), .core_tready(core_tready),
        .core_top(core_top), .core_tkey(core_tkey), .core_digest(core_digest),
        .core_error(core_error), .core_valid(core_valid), .core_ready(core_ready),
        .core_resume(core_resume), .core_resume_bytes(core_resume_bytes),
        .core_cv_rd(core_cv_rd), .core_cv_word(core_cv_word), .core_cv_data(core_cv_data),
        .core_st_we(core_st_we), .core_st_word(core_st_word),
        .core_st_data(core_st_data),
        .irq(irq)
    );
    wire unused = &{1'b0, core_tdata, core_tkeep, core_tkey, core_top, core_rst_n,
                    core_tlast, core_ready, core_resume, core_resume_bytes, core_cv_data,
                    irq, core_st_data};

    // the master's rule and the slave's properties
    wire       started;
    wire [7:0] aw_wait, ar_wait;
    hc_axil_check #(
        .ADDR_W(ADDR_W), .RESPONSE_BOUND(RESPONSE_BOUND), .ACCEPT_BOUND(ACCEPT_BOUND)
    ) u_check (
        .clk(clk), .rst_n(rst_n),
        .awaddr(awaddr), .awvalid(awvalid), .awready(awready), .wdata(wdata), .wstrb(wstrb),
        .wvalid(wvalid), .wready(wready), .bresp(bresp), .bvalid(bvalid), .bready(bready),
        .araddr(araddr), .arvalid(arvalid), .arready(arready), .rdata(rdata), .rresp(rresp),
        .rvalid(rvalid), .rready(rready),
        .started(started), .aw_wait(aw_wait), .ar_wait(ar_wait)
    );
    wire unused_waits = &{1'b0, started, aw_wait, ar_wait};

    // the DMA source keeps AXI4-Stream's rule
    wire stream_started;
    hc_axis_hold #(.DATA_W(32), .TID_W(1)) u_stream (
        .clk(clk), .rst_n(rst_n), .started(stream_started),
        .tdata(s_axis_tdata), .tkeep(s_axis_tkeep), .tlast(s_axis_tlast), .tid(1'b0),
        .tvalid(s_axis_tvalid), .tready(s_axis_tready)
    );
    wire unused_stream = &{1'b0, stream_started};

    // the core takes a beat offered to it within CORE_WAIT clocks
    reg [3:0] core_wait;
    always @(posedge clk)
        core_wait <= (rst_n && core_tvalid && !core_tready) ? core_wait + 4'd1 : 4'd0;
    always @(*)
        if (core_wait >= CORE_WAIT) assume(core_tready || !core_tvalid);
endmodule
`default_nettype wire
