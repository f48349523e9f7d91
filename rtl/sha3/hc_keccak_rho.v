`default_nettype none
// Keccak-f[1600] rho (FIPS 202 section 3.2.2, Algorithm 2): every lane rotated left by its
// offset, pure wiring. The offsets: the lane reached at step t of the walk
// (1, 0) -> (y, 2x + 3y) is rotated by (t + 1)(t + 2) / 2 mod 64, lane (0, 0) by 0.
// Lanes in FIPS 202 order: lane (x, y) in bits [64*(x + 5y) +: 64]. The DSP datapaths of
// paper 003 feed it the lanes they rotate (a state, or a D[x] repeated per lane), since
// their rho is "pre-calculated bit pattern" wiring in front of the logic units.
module hc_keccak_rho (
    input  wire [1599:0] s_in,
    output reg  [1599:0] s_out
);
    // the 25 offsets, lane (x, y) in bits [6*(x + 5y) +: 6]
    function [149:0] f_rho_walk;
        input integer unused;
        integer t, cx, cy, nx;
        reg [5:0] tri6;  // (t + 1)(t + 2) / 2 mod 64, as the running sum 1 + 2 + ... + (t + 1)
        begin
            f_rho_walk = {149'd0, unused[0]};
            tri6 = 6'd0;
            cx = 1;
            cy = 0;
            for (t = 0; t < 24; t = t + 1) begin
                tri6 = tri6 + t[5:0] + 6'd1;
                f_rho_walk[6*(cx + 5*cy) +: 6] = tri6;
                nx = cy;
                cy = (2 * cx + 3 * cy) % 5;
                cx = nx;
            end
        end
    endfunction
    localparam [149:0] RHO = f_rho_walk(0);

    // A function, so that the lane-by-lane part writes go to its own variables: written
    // into s_out one lane at a time, each write would wake every reader of s_out in
    // Icarus, which then compares the whole 1600 bits (docs/verification.md,
    // "Simulation speed").
    function [1599:0] rho_f;
        input [1599:0] s;
        reg [63:0] v;
        reg [5:0]  r;
        integer ln;
        begin
            for (ln = 0; ln < 25; ln = ln + 1) begin
                v = s[64*ln +: 64];
                r = RHO[6*ln +: 6];
                rho_f[64*ln +: 64] = (v << r) | (v >> (7'd64 - {1'b0, r}));
            end
        end
    endfunction
    always @(*) s_out = rho_f(s_in);
endmodule
`default_nettype wire
