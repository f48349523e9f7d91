`default_nettype none
// Step constants of Luffa v2's Q_j (spec Ver. 2.0, section 3.3.3 and Appendix): c_{j,r,0}
// and c_{j,r,1} of step r.
//
// The specification defines them with a 64-bit LFSR per Q_j, v = c_L || c_R, started from
// a fixed value: one tick shifts v left by one, XORs 64'hc4d6496c55c61c8d in when the bit
// shifted out was 1, outputs the high half, then swaps the halves. Step r uses outputs 2r
// (for a0) and 2r+1 (for a4). The table is computed here at elaboration from that
// definition (f_cns), so no constant is typed in but the start values; the hardware is
// only the table: a 3-input function per constant bit when the step index varies (step
// core), nothing at all when it is a constant (the whole-round core).
module hc_luffa_const #(
    parameter J = 0  // Q_j, 0 .. 4
) (
    input  wire [2:0]  step,  // r, 0 .. 7
    output wire [31:0] c0,    // c_{J,r,0}
    output wire [31:0] c1     // c_{J,r,1}
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    generate
        if (J < 0 || J > 4) begin : g_bad_j
            hc_error_J_must_be_0_to_4 u_error ();
        end
    endgenerate

    // Output n (0 .. 15) of Q_j's constant generator.
    function [31:0] f_cns;
        input integer j;
        input integer n;
        reg [63:0] v;
        integer i;
        begin
            case (j)
                0: v = 64'h181cca53380cde06;
                1: v = 64'h5b6f0876f16f8594;
                2: v = 64'h7e106ce938979cb0;
                3: v = 64'hbb62f36492e93c29;
                default: v = 64'h9a025047cff2a940;
            endcase
            f_cns = 32'd0;
            for (i = 0; i < 16; i = i + 1) begin
                if (i <= n) begin
                    v = v[63] ? ({v[62:0], 1'b0} ^ 64'hc4d6496c55c61c8d) : {v[62:0], 1'b0};
                    f_cns = v[63:32];
                    v = {v[31:0], v[63:32]};
                end
            end
        end
    endfunction

    wire [511:0] table_c;  // step r at [64*r +: 64] = {c0, c1}

    genvar r;
    generate
        for (r = 0; r < 8; r = r + 1) begin : g_steps
            localparam [31:0] C0 = f_cns(J, 2 * r);
            localparam [31:0] C1 = f_cns(J, 2 * r + 1);
            assign table_c[64*r +: 64] = {C0, C1};
        end
    endgenerate

    assign {c0, c1} = table_c[{step, 6'd0} +: 64];
endmodule
`default_nettype wire
