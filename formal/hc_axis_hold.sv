`default_nettype none
// The environment shared by the proofs of units fed by an AXI4-Stream source (`hashcores
// prove`): the first clock is a reset (the unit's state starts unknown), and a beat
// offered and not taken stays offered, unchanged, at the next clock (AXI4-Stream: once
// TVALID is asserted it stays until the handshake, with TDATA, TKEEP, TLAST and TID
// stable). `started` tells the wrapper's checks that the first clock is over; nothing
// is assumed of the source in a clock with rst_n low.
module hc_axis_hold #(
    parameter DATA_W = 32,
    parameter TID_W  = 1
) (
    input wire                clk,
    input wire                rst_n,
    output reg                started = 1'b0,
    input wire [DATA_W-1:0]   tdata,
    input wire [DATA_W/8-1:0] tkeep,
    input wire                tlast,
    input wire [TID_W-1:0]    tid,
    input wire                tvalid,
    input wire                tready
);
    always @(posedge clk) started <= 1'b1;
    always @(*) if (!started) assume(!rst_n);

    reg                held_past = 1'b0;
    reg [DATA_W-1:0]   data_past;
    reg [DATA_W/8-1:0] keep_past;
    reg                last_past;
    reg [TID_W-1:0]    tid_past;
    always @(posedge clk) begin
        held_past <= rst_n & tvalid & ~tready;
        data_past <= tdata;
        keep_past <= tkeep;
        last_past <= tlast;
        tid_past  <= tid;
    end
    always @(*)
        if (started && rst_n && held_past)
            assume(tvalid && tdata == data_past && tkeep == keep_past && tlast == last_past
                   && tid == tid_past);
endmodule
`default_nettype wire
