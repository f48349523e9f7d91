`default_nettype none
// The tweak of Luffa v2's permutation Q_j (spec Ver. 2.0, section 3.3): before the 8 steps,
// words a4..a7 of chain j are rotated left by j bits (Q_0 has none). Only wiring.
module hc_luffa_tweak #(
    parameter J = 0  // Q_j, 0 .. 4
) (
    input  wire [255:0] a_in,   // word 0 in the MSBs
    output wire [255:0] a_out
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    generate
        if (J < 0 || J > 4) begin : g_bad_j
            hc_error_J_must_be_0_to_4 u_error ();
        end
        if (J == 0) begin : g_no_tweak
            assign a_out = a_in;
        end else begin : g_tweak
            assign a_out[255:128] = a_in[255:128];
            assign a_out[127:96]  = {a_in[127-J:96], a_in[127 -: J]};
            assign a_out[95:64]   = {a_in[95-J:64],  a_in[95 -: J]};
            assign a_out[63:32]   = {a_in[63-J:32],  a_in[63 -: J]};
            assign a_out[31:0]    = {a_in[31-J:0],   a_in[31 -: J]};
        end
    endgenerate
endmodule
`default_nettype wire
