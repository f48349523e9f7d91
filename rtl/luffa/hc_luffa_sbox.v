`default_nettype none
// The S-box S of Luffa v2 (spec Ver. 2.0, section 3.3.1) as a 16 x 4 memory for one bit
// position of SubCrumb (hc_luffa_step, SBOX_RAM = 1: the paper's Luffa_RAM variant,
// 002). x[0] comes from SubCrumb's first argument, y[0] goes back to it.
//
// A real RAM: one synchronous write port and one asynchronous read port, the shape of the
// ECP5 16 x 4 distributed RAM (TRELLIS_DPR16X4), which Yosys maps it to. The contents are
// written after reset by the loader in hc_luffa_core (one write port shared by every
// S-box memory: entry we_addr gets S(we_addr)); until then the memory is undefined and
// the core takes no block. Without the write port the memory would be a ROM, which Yosys
// turns into plain LUT4 logic (one per output bit), not a RAM.
module hc_luffa_sbox (
    input  wire       clk,
    input  wire       we,       // write entry we_addr (the loader, after reset)
    input  wire [3:0] we_addr,
    input  wire [3:0] we_data,
    input  wire [3:0] x,
    output wire [3:0] y
);
    reg [3:0] table_q [0:15];
    always @(posedge clk) begin
        if (we) table_q[we_addr] <= we_data;
    end
    assign y = table_q[x];
endmodule
`default_nettype wire
