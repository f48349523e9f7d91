// hc_pw_xorchain: registered inputs feeding a ripple AND-XOR chain, registered at the
// end; the power estimator's glitch test (tests/test_power.py). All inputs change at the
// same clock edge, but reach chain stage k through k levels of logic, so a timed
// simulation sees stage k settle in up to k steps (glitches) where a zero-delay one sees
// at most one change per clock.
`default_nettype none

module hc_pw_xorchain #(
    parameter integer WIDTH = 16
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire [WIDTH-1:0] a_i,
    input  wire [WIDTH-1:0] b_i,
    output wire [WIDTH-1:0] y_o
);

    reg  [WIDTH-1:0] a_q;
    reg  [WIDTH-1:0] b_q;
    reg  [WIDTH-1:0] y_q;
    // chain_d[k] = (chain_d[k-1] & a_q[k]) ^ b_q[k], computed stage after stage
    // (an AND-XOR per stage: a ripple that synthesis cannot rebalance into a tree).
    // Each bit depends on the one below it, not on itself: no loop, but Verilator's
    // whole-vector scheduling sees one.
    /* verilator lint_off UNOPTFLAT */
    wire [WIDTH-1:0] chain_d;
    /* verilator lint_on UNOPTFLAT */

    genvar k;
    generate
        for (k = 0; k < WIDTH; k = k + 1) begin : gen_stage
            if (k == 0) begin : gen_first
                assign chain_d[k] = a_q[k] ^ b_q[k];
            end else begin : gen_next
                assign chain_d[k] = (chain_d[k-1] & a_q[k]) ^ b_q[k];
            end
        end
    endgenerate

    always @(posedge clk) begin
        if (!rst_n) begin
            a_q <= {WIDTH{1'b0}};
            b_q <= {WIDTH{1'b0}};
            y_q <= {WIDTH{1'b0}};
        end else begin
            a_q <= a_i;
            b_q <= b_i;
            y_q <= chain_d;
        end
    end

    assign y_o = y_q;

endmodule

`default_nettype wire
