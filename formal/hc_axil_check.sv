`default_nettype none
// The AXI4-Lite checks shared by the proofs of the accelerator's slave (`hashcores prove`,
// docs/verification.md "Proofs"; issue 25): the environment of an AXI4-Lite master and the
// properties of a slave, from the AXI specification (ARM IHI 0022, AXI4-Lite: A3.2
// handshakes, A3.3 channel relationships).
// Assumed of the master: the first clock is a reset; a valid not taken stays, with its
// address, data and strobes (A3.2.1); anything else is free.
// Asserted of the slave:
//   - a response offered (BVALID, RVALID) stays offered with the same BRESP, or RDATA and
//     RRESP, until the master takes it; reset leaves none;
//   - a response comes only for a request taken: one B per write (AW and W, taken
//     together), one R per read (AR), one access at a time;
//   - every request is answered within a bound: taken within ACCEPT_BOUND clocks in which
//     the slave is not held by a response the master has not taken, and answered within
//     RESPONSE_BOUND clocks of being taken.
// aw_wait and ar_wait, the clocks a request has waited, are outputs for the wrapper's
// invariants.
module hc_axil_check #(
    parameter ADDR_W         = 8,
    parameter RESPONSE_BOUND = 5,
    parameter ACCEPT_BOUND   = 12
) (
    input  wire              clk,
    input  wire              rst_n,
    input  wire [ADDR_W-1:0] awaddr,
    input  wire              awvalid,
    input  wire              awready,
    input  wire [31:0]       wdata,
    input  wire [3:0]        wstrb,
    input  wire              wvalid,
    input  wire              wready,
    input  wire [1:0]        bresp,
    input  wire              bvalid,
    input  wire              bready,
    input  wire [ADDR_W-1:0] araddr,
    input  wire              arvalid,
    input  wire              arready,
    input  wire [31:0]       rdata,
    input  wire [1:0]        rresp,
    input  wire              rvalid,
    input  wire              rready,
    output reg               started = 1'b0,  // the first clock (a reset) is over
    output reg  [7:0]        aw_wait,         // clocks a request has waited, the slave
    output reg  [7:0]        ar_wait          // not held by the master
);
    always @(posedge clk) started <= 1'b1;

    // ------------------------------------------------------------ the master
    reg              past_rst_n = 1'b0;
    reg              aw_held, w_held, ar_held;  // a valid not taken last clock
    reg [ADDR_W-1:0] awaddr_past, araddr_past;
    reg [31:0]       wdata_past;
    reg [3:0]        wstrb_past;
    always @(posedge clk) begin
        past_rst_n  <= rst_n;
        aw_held     <= rst_n & awvalid & ~awready;
        w_held      <= rst_n & wvalid & ~wready;
        ar_held     <= rst_n & arvalid & ~arready;
        awaddr_past <= awaddr;
        araddr_past <= araddr;
        wdata_past  <= wdata;
        wstrb_past  <= wstrb;
    end
    always @(*) begin
        if (!started) assume(!rst_n);
        if (started && rst_n && past_rst_n) begin
            if (aw_held) assume(awvalid && awaddr == awaddr_past);
            if (w_held)  assume(wvalid && wdata == wdata_past && wstrb == wstrb_past);
            if (ar_held) assume(arvalid && araddr == araddr_past);
        end
    end

    // ------------------------------------------------------------ the slave
    reg        b_offered, r_offered;  // a response offered and not taken last clock
    reg [1:0]  bresp_past, rresp_past;
    reg [31:0] rdata_past;
    reg        write_open, read_open;  // a request taken, its response not yet taken
    reg [7:0]  write_age, read_age;    // clocks since it was taken, until its response
    wire write_taken = awvalid && awready && wvalid && wready;
    wire read_taken  = arvalid && arready;
    wire held_by_master = (bvalid && !bready) || (rvalid && !rready);
    always @(posedge clk) begin
        b_offered  <= rst_n & bvalid & ~bready;
        r_offered  <= rst_n & rvalid & ~rready;
        bresp_past <= bresp;
        rresp_past <= rresp;
        rdata_past <= rdata;
        if (!rst_n) begin
            write_open <= 1'b0;
            read_open  <= 1'b0;
            write_age  <= 8'd0;
            read_age   <= 8'd0;
            aw_wait    <= 8'd0;
            ar_wait    <= 8'd0;
        end else begin
            if (write_taken)            write_open <= 1'b1;
            else if (bvalid && bready)  write_open <= 1'b0;
            if (read_taken)             read_open <= 1'b1;
            else if (rvalid && rready)  read_open <= 1'b0;
            write_age <= (write_open && !bvalid) ? write_age + 8'd1 : 8'd0;
            read_age  <= (read_open && !rvalid) ? read_age + 8'd1 : 8'd0;
            aw_wait   <= (awvalid && wvalid && !write_taken) ? aw_wait + (held_by_master ? 8'd0 : 8'd1) : 8'd0;
            ar_wait   <= (arvalid && !read_taken) ? ar_wait + (held_by_master ? 8'd0 : 8'd1) : 8'd0;
        end
    end
    always @(*) begin
        if (started && rst_n) begin
            if (b_offered) assert(bvalid && bresp == bresp_past);                   // B held
            if (r_offered) assert(rvalid && rresp == rresp_past && rdata == rdata_past); // R held
            if (bvalid) assert(write_open);                 // no B without its write
            if (rvalid) assert(read_open);                  // no R without its read
            if (write_taken) assert(!write_open);           // one write at a time
            if (read_taken)  assert(!read_open && !write_open && !write_taken); // one access
            assert(awready == wready);                      // AW and W taken together
            assert(write_age <= RESPONSE_BOUND);            // a write answered in time
            assert(read_age <= RESPONSE_BOUND);             // a read answered in time
            assert(aw_wait <= ACCEPT_BOUND);                // a write taken in time
            assert(ar_wait <= ACCEPT_BOUND);                // a read taken in time
        end
        if (started && !past_rst_n)
            assert(!bvalid && !rvalid);                     // none after reset
    end
endmodule
`default_nettype wire
