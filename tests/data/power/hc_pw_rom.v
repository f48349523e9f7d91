// hc_pw_rom: an 80 x 64 constant table with a registered read, a clock enable and a
// synchronous reset of the read register: the shape of sha512_iter's K table, which Yosys
// maps to block RAM (two DP16KD as 36-bit pseudo dual ports, the read on port B). The
// power estimator's block RAM check (tests/test_power.py) runs its routed netlist against
// this RTL: a wrong INITVAL layout, address order or output order in the DP16KD model
// reads the wrong word. The contents are a function of the index (no table to type).
// WIDTH is the test's common parameter; unused here.
`default_nettype none

module hc_pw_rom #(parameter integer WIDTH = 16) (
    input  wire clk, rst_n, en_i,
    input  wire [6:0] addr_i,
    output reg  [63:0] q_o
);

    reg [63:0] rom [0:79];
    integer i;
    wire unused = &{1'b0, WIDTH[0]};

    initial begin
        for (i = 0; i < 80; i = i + 1) begin
            rom[i] = {32'h9E3779B9 * (i + 32'd1), 32'h85EBCA6B * (i + 32'd7)};
        end
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            q_o <= 64'd0;
        end else if (en_i) begin
            q_o <= rom[addr_i];
        end
    end

endmodule

`default_nettype wire
