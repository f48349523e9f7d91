// hc_pw_bram: three memories Yosys maps to ECP5 block RAM (DP16KD), each with initial
// contents that are a function of the address, written and read through the test:
// - mem16: 1024 x 16, a write port with two byte enables and a separate registered read
//   port (DATA_WIDTH 18 with the byte enables on AD1..0);
// - mem4: 4096 x 4, one port that reads the old word while it writes
//   (DATA_WIDTH 4, WRITEMODE READBEFOREWRITE);
// - mem8: 2048 x 8, one port that reads the new word while it writes
//   (DATA_WIDTH 9, WRITEMODE WRITETHROUGH).
// The power estimator's block RAM check (tests/test_power.py) runs its routed netlist
// against this RTL: a wrong address, byte enable, write mode or narrow-word layout in the
// DP16KD model reads the wrong value. WIDTH is the test's common parameter; unused here.
`default_nettype none

module hc_pw_bram #(parameter integer WIDTH = 16) (
    input  wire clk, rst_n,
    // mem16: byte enables, write address and data, read address, read data
    input  wire [1:0] be_i, input wire [9:0] wa_i, input wire [15:0] wd_i,
    input  wire [9:0] ra_i, output reg [15:0] rd_o,
    // mem4 and mem8: write enable, address, write data, read data
    input  wire we4_i, input wire [11:0] a4_i, input wire [3:0] d4_i, output reg [3:0] q4_o,
    input  wire we8_i, input wire [10:0] a8_i, input wire [7:0] d8_i, output reg [7:0] q8_o
);

    reg [15:0] mem16 [0:1023];
    reg [3:0]  mem4  [0:4095];
    reg [7:0]  mem8  [0:2047];
    integer i;
    wire unused = &{1'b0, WIDTH[0], rst_n};

    initial begin
        for (i = 0; i < 1024; i = i + 1) mem16[i] = 16'hA5C3 * (i + 3);
        for (i = 0; i < 4096; i = i + 1) mem4[i] = i ^ (i >> 4) ^ (i >> 8);
        for (i = 0; i < 2048; i = i + 1) mem8[i] = 8'h6B * (i + 1) ^ (i >> 3);
    end

    always @(posedge clk) begin
        if (be_i[0]) mem16[wa_i][7:0] <= wd_i[7:0];
        if (be_i[1]) mem16[wa_i][15:8] <= wd_i[15:8];
        rd_o <= mem16[ra_i];
    end

    always @(posedge clk) begin
        if (we4_i) mem4[a4_i] <= d4_i;
        q4_o <= mem4[a4_i];
    end

    always @(posedge clk) begin
        if (we8_i) begin
            mem8[a8_i] <= d8_i;
            q8_o <= d8_i;
        end else begin
            q8_o <= mem8[a8_i];
        end
    end

endmodule

`default_nettype wire
