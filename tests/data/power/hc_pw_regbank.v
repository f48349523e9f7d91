// hc_pw_regbank: a bank of clock-enabled registers, the power estimator's idle test
// (tests/test_power.py). With en_i low every register holds, so no cell output may
// toggle however d_i moves; with en_i high each register copies d_i, so the registers
// toggle exactly as often as the input does.
`default_nettype none

module hc_pw_regbank #(
    parameter integer WIDTH = 16
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             en_i,
    input  wire [WIDTH-1:0] d_i,
    output wire [WIDTH-1:0] q_o
);

    reg [WIDTH-1:0] bank_q;

    always @(posedge clk) begin
        if (!rst_n) begin
            bank_q <= {WIDTH{1'b0}};
        end else if (en_i) begin
            bank_q <= d_i;
        end
    end

    assign q_o = bank_q;

endmodule

`default_nettype wire
