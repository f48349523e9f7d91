`default_nettype none
// The AXI4-Lite slave of the accelerator (rtl/accel/hc_accel_regs.v, generated from
// rtl/accel/hc_accel.rdl), checked by SymbiYosys (`hashcores prove`, docs/verification.md
// "Proofs"; issue 25). Properties from the AXI specification (ARM IHI 0022, AXI4-Lite:
// A3.2 handshakes, A3.3 channel relationships), in formal/hc_axil_check.sv:
//   - a response offered (BVALID, RVALID) stays offered with the same BRESP, or RDATA and
//     RRESP, until the master takes it; reset leaves none;
//   - a response comes only for a request taken: one B per write (AW and W), one R per
//     read (AR);
//   - every request is answered within a bound: taken within ACCEPT_BOUND clocks in
//     which the slave is not held by a response the master has not taken, and answered
//     within RESPONSE_BOUND clocks of being taken.
// The environment: a master that keeps AXI's rule (a valid not taken stays, its payload
// stable), anything else free (addresses, data, strobes, ready signals, the status and
// digest inputs); the accelerator's external registers (CTRL, DATA, KEY) acknowledge
// within ACK_BOUND clocks, as hc_accel does (CTRL at once; DATA and KEY when its FIFO has
// room, which the core makes within a block's time: this proof takes the bound as given).
// Proved by k-induction, for every trace: the invariants for induction at the end bound
// the waits while a response is offered, and read the slave's arbitration register
// through its one FORMAL-only output (formal_read_turn), which its AXI signals do not show.
module hc_axil_slave_props #(
    parameter ADDR_W    = 9,   // one bit beyond the map: out-of-map addresses are reached
    parameter ACK_BOUND = 3
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
    input wire [31:0]       ctrl_rdata,
    input wire              ctrl_ack,
    input wire              ctrl_err,
    input wire              data_ack,
    input wire              data_err,
    input wire              key_ack,
    input wire              key_err,
    input wire [5:0]        status_in,
    input wire [7:0]        status_fifo_level,
    input wire [2:0]        int_set,
    input wire [31:0]       info,
    // LENGTH_LO, LENGTH_HI and CV (external, as CTRL: acknowledged within ACK_BOUND)
    input wire [95:0]       saved_rdata,
    input wire [2:0]        saved_ack,
    input wire [2:0]        saved_err,
    input wire [511:0]      digest_bytes
);
    localparam RESPONSE_BOUND = ACK_BOUND + 2;
    localparam ACCEPT_BOUND   = 2 * (RESPONSE_BOUND + 1);

    wire        awready, wready, bvalid, arready, rvalid, bus_error;
    wire [1:0]  bresp, rresp;
    wire [31:0] rdata, ext_wdata;
    wire [3:0]  ext_wstrb;
    wire        ctrl_wr_req, ctrl_rd_req, data_wr_req, key_wr_req;
    wire [2:0]  int_enable, int_status;
    wire        read_turn;  // the slave's FORMAL-only output: a read goes first next
    wire [2:0]  saved_wr_req, saved_rd_req;
    wire [3:0]  cv_wr_index, cv_rd_index;
    hc_accel_regs #(.ADDR_W(ADDR_W)) u_regs (
        .clk(clk), .rst_n(rst_n),
        .s_axil_awaddr(awaddr), .s_axil_awvalid(awvalid), .s_axil_awready(awready),
        .s_axil_wdata(wdata), .s_axil_wstrb(wstrb), .s_axil_wvalid(wvalid),
        .s_axil_wready(wready), .s_axil_bresp(bresp), .s_axil_bvalid(bvalid),
        .s_axil_bready(bready), .s_axil_araddr(araddr), .s_axil_arvalid(arvalid),
        .s_axil_arready(arready), .s_axil_rdata(rdata), .s_axil_rresp(rresp),
        .s_axil_rvalid(rvalid), .s_axil_rready(rready),
        .ext_wdata(ext_wdata), .ext_wstrb(ext_wstrb),
        .ctrl_wr_req(ctrl_wr_req), .ctrl_rd_req(ctrl_rd_req), .ctrl_rdata(ctrl_rdata),
        .ctrl_ack(ctrl_ack), .ctrl_err(ctrl_err),
        .status_busy(status_in[0]), .status_done(status_in[1]), .status_error(status_in[2]),
        .status_fifo_empty(status_in[3]), .status_fifo_full(status_in[4]),
        .status_fifo_level(status_fifo_level),
        .int_enable_done_q(int_enable[0]), .int_enable_fifo_empty_q(int_enable[1]),
        .int_enable_error_q(int_enable[2]),
        .int_status_done_set(int_set[0]), .int_status_done_q(int_status[0]),
        .int_status_fifo_empty_set(int_set[1]), .int_status_fifo_empty_q(int_status[1]),
        .int_status_error_set(int_set[2]), .int_status_error_q(int_status[2]),
        .data_wr_req(data_wr_req), .data_ack(data_ack), .data_err(data_err),
        .info_digest_bytes(info[7:0]), .info_fifo_depth(info[15:8]),
        .info_key_slots(info[23:16]), .info_save_block_bytes(info[31:24]),
        .length_lo_wr_req(saved_wr_req[0]), .length_lo_rd_req(saved_rd_req[0]),
        .length_lo_rdata(saved_rdata[31:0]), .length_lo_ack(saved_ack[0]),
        .length_lo_err(saved_err[0]),
        .length_hi_wr_req(saved_wr_req[1]), .length_hi_rd_req(saved_rd_req[1]),
        .length_hi_rdata(saved_rdata[63:32]), .length_hi_ack(saved_ack[1]),
        .length_hi_err(saved_err[1]),
        .cv_wr_req(saved_wr_req[2]), .cv_wr_index(cv_wr_index), .cv_rd_req(saved_rd_req[2]),
        .cv_rd_index(cv_rd_index), .cv_rdata(saved_rdata[95:64]), .cv_ack(saved_ack[2]),
        .cv_err(saved_err[2]),
        .key_wr_req(key_wr_req), .key_ack(key_ack), .key_err(key_err),
        .digest_bytes(digest_bytes),
        .formal_read_turn(read_turn),
        .bus_error(bus_error)
    );
    wire unused = &{1'b0, ext_wdata, ext_wstrb, int_enable, int_status, bus_error,
                    status_in[5], cv_wr_index, cv_rd_index};

    // the master's rule and the slave's properties (formal/hc_axil_check.sv)
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

    // ------------------------------------------------------------ the external registers
    reg [3:0] ctrl_wait, data_wait, key_wait;  // clocks a request has waited
    reg [3:0] saved_wait [0:2];
    always @(posedge clk) begin
        ctrl_wait <= (rst_n && (ctrl_wr_req || ctrl_rd_req) && !ctrl_ack) ? ctrl_wait + 4'd1 : 4'd0;
        data_wait <= (rst_n && data_wr_req && !data_ack) ? data_wait + 4'd1 : 4'd0;
        key_wait  <= (rst_n && key_wr_req && !key_ack) ? key_wait + 4'd1 : 4'd0;
    end
    genvar n;
    generate
        for (n = 0; n < 3; n = n + 1) begin : g_saved
            wire request = saved_wr_req[n] || saved_rd_req[n];
            always @(posedge clk)
                saved_wait[n] <= (rst_n && request && !saved_ack[n]) ? saved_wait[n] + 4'd1 : 4'd0;
            always @(*) begin
                if (!request) assume(!saved_ack[n] && !saved_err[n]);
                if (saved_wait[n] >= ACK_BOUND) assume(saved_ack[n] || !request);
            end
        end
    endgenerate
    always @(*) begin
        // an acknowledge only for a request, within ACK_BOUND clocks of it
        if (!(ctrl_wr_req || ctrl_rd_req)) assume(!ctrl_ack && !ctrl_err);
        if (!data_wr_req) assume(!data_ack && !data_err);
        if (!key_wr_req) assume(!key_ack && !key_err);
        if (ctrl_wait >= ACK_BOUND) assume(ctrl_ack || !(ctrl_wr_req || ctrl_rd_req));
        if (data_wait >= ACK_BOUND) assume(data_ack || !data_wr_req);
        if (key_wait >= ACK_BOUND) assume(key_ack || !key_wr_req);
    end

    // ------------------------------------------------------------ invariants for induction
    // The waits while a response is offered, which the master may leave untaken for any
    // number of clocks, the wait counters still: true on every trace from reset, asserted
    // so that k-induction closes (an arbitrary start could otherwise hold a count the slave
    // cannot reach there). SERVE_BOUND: the clocks an access is served before its response
    // is offered (its acknowledge comes within ACK_BOUND clocks of its request).
    localparam SERVE_BOUND = ACK_BOUND + 1;
    always @(*) begin
        if (started && rst_n) begin
            // while a B is offered: a write waiting came after the answered one was taken,
            // so it waited that write's service at most
            if (bvalid) assert(aw_wait <= SERVE_BOUND);
            // a read too, unless it was there when the answered write was taken (a
            // contention, after which the read goes first: read_turn); then it may have
            // waited through the access before, its response's last clock and the
            // contention's clock as well
            if (bvalid) assert(ar_wait <= (read_turn ? 2 * SERVE_BOUND + 2 : SERVE_BOUND));
            // while an R is offered, the same with reads and writes exchanged (a read
            // taken in contention leaves the turn to the write: read_turn low)
            if (rvalid) assert(ar_wait <= SERVE_BOUND);
            if (rvalid) assert(aw_wait <= (read_turn ? SERVE_BOUND : 2 * SERVE_BOUND + 2));
        end
    end
endmodule
`default_nettype wire
