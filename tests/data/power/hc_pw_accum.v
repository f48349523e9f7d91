// hc_pw_accum: an accumulator and a counter (carry chains) next to a wide function of
// the inputs (LUT5-7 muxes), for the power estimator's check that the cell models
// simulate a routed netlist as its RTL (tests/test_power.py).
`default_nettype none

module hc_pw_accum #(
    parameter integer WIDTH = 16
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             en_i,
    input  wire [WIDTH-1:0] a_i,
    output wire [WIDTH-1:0] acc_o,
    output wire [7:0]       count_o,
    output wire             wide_o
);

    reg [WIDTH-1:0] acc_q;
    reg [7:0]       count_q;
    reg             wide_q;

    always @(posedge clk) begin
        if (!rst_n) begin
            acc_q   <= {WIDTH{1'b0}};
            count_q <= 8'd0;
            wide_q  <= 1'b0;
        end else begin
            if (en_i) begin
                acc_q <= acc_q + a_i;
            end
            count_q <= count_q + 8'd1;
            // A 7-input function: synthesis builds it from LUT4s and the slice muxes.
            wide_q  <= (a_i[6:0] == 7'h5a) ^ (^a_i[6:3] & a_i[0]);
        end
    end

    assign acc_o = acc_q;
    assign count_o = count_q;
    assign wide_o = wide_q;

endmodule

`default_nettype wire
