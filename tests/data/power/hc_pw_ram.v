// hc_pw_ram: a 16 x 4 memory with a registered write port and a registered read address,
// the shape Yosys maps to one ECP5 distributed RAM (TRELLIS_DPR16X4). The power
// estimator's cell-model check (tests/test_power.py) runs its routed netlist against this
// RTL: a wrong address or data order in the DPRAM or RAMW models reads the wrong entry.
// WIDTH is the test's common parameter; the memory is 4 bits wide whatever it is.
`default_nettype none

module hc_pw_ram #(
    parameter integer WIDTH = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       we_i,
    input  wire [3:0] wa_i,
    input  wire [3:0] wd_i,
    input  wire [3:0] ra_i,
    output wire [3:0] rd_o
);

    reg [3:0] mem [0:15];
    reg [3:0] wa_q, wd_q, ra_q;
    reg       we_q;
    wire      unused = &{1'b0, WIDTH[0]};

    always @(posedge clk) begin
        if (!rst_n) begin
            we_q <= 1'b0;
        end else begin
            we_q <= we_i;
        end
        wa_q <= wa_i;
        wd_q <= wd_i;
        ra_q <= ra_i;
        if (we_q) mem[wa_q] <= wd_q;
    end

    assign rd_o = mem[ra_q];

endmodule

`default_nettype wire
