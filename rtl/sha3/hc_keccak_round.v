`default_nettype none
// One round of Keccak-f[1600], combinational: Rnd(A, ir) = iota(chi(pi(rho(theta(A))))),
// FIPS 202 section 3.3, with the steps of section 3.2 (theta 3.2.1, rho 3.2.2, pi 3.2.3,
// chi 3.2.4, iota 3.2.5). The round constant RC comes in as a port, so that a core can
// index it by its own round counter (hc_keccak_core) and a pipelined core can give each
// stage its own.
//
// State layout (FIPS 202 section 3.1.2): lane (x, y) is s[64*(x + 5*y) +: 64], bit z of the
// lane is s[64*(x + 5*y) + z]. In bytes this is the string order of section 3.1.3 /
// Appendix B.1: state byte j is s[8*j +: 8], byte 0 the low byte of lane (0, 0).
module hc_keccak_round (
    input  wire [1599:0] s_in,
    input  wire [63:0]   rc,     // round constant RC[ir] (FIPS 202 Algorithm 6)
    output wire [1599:0] s_out
);
    // rho offsets (FIPS 202 Algorithm 2, Table 2): (t+1)(t+2)/2 mod 64 for the lane reached
    // in step t of (x, y) -> (y, 2x + 3y mod 5), starting at (1, 0); lane (0, 0) is 0.
    function integer f_rho;
        input integer x;
        input integer y;
        integer t, cx, cy, nx, r;
        begin
            r = 0;
            cx = 1;
            cy = 0;
            for (t = 0; t < 24; t = t + 1) begin
                if (cx == x && cy == y) r = ((t + 1) * (t + 2) / 2) % 64;
                nx = cy;
                cy = (2 * cx + 3 * cy) % 5;
                cx = nx;
            end
            f_rho = r;
        end
    endfunction

    wire [63:0] c [0:4];     // theta: column parities C[x]
    wire [63:0] d [0:4];     // theta: D[x] = C[x-1] ^ rot(C[x+1], 1)
    wire [63:0] b [0:24];    // after theta, rho and pi, indexed by the new (x, y)
    wire [63:0] o [0:24];    // after chi

    genvar x, y;
    generate
        for (x = 0; x < 5; x = x + 1) begin : g_theta
            assign c[x] = s_in[64*x +: 64] ^ s_in[64*(x+5) +: 64] ^ s_in[64*(x+10) +: 64]
                        ^ s_in[64*(x+15) +: 64] ^ s_in[64*(x+20) +: 64];
            assign d[x] = c[(x+4)%5] ^ {c[(x+1)%5][62:0], c[(x+1)%5][63]};
        end
        for (x = 0; x < 5; x = x + 1) begin : g_x
            for (y = 0; y < 5; y = y + 1) begin : g_y
                // pi (3.2.3): A'[x, y] = A[(x + 3y) mod 5, x]; the source lane gets theta
                // and its rho rotation on the way.
                localparam integer SX = (x + 3 * y) % 5;
                localparam integer SY = x;
                localparam integer R  = f_rho(SX, SY);
                wire [63:0] t = s_in[64*(SX + 5*SY) +: 64] ^ d[SX];
                if (R == 0) begin : g_r0
                    assign b[x + 5*y] = t;
                end else begin : g_r
                    assign b[x + 5*y] = {t[63-R:0], t[63:64-R]};
                end
            end
        end
        for (x = 0; x < 5; x = x + 1) begin : g_chi_x
            for (y = 0; y < 5; y = y + 1) begin : g_chi_y
                // chi (3.2.4)
                assign o[x + 5*y] = b[x + 5*y] ^ (~b[(x+1)%5 + 5*y] & b[(x+2)%5 + 5*y]);
                if (x == 0 && y == 0) begin : g_iota
                    assign s_out[63:0] = o[0] ^ rc;  // iota (3.2.5)
                end else begin : g_lane
                    assign s_out[64*(x + 5*y) +: 64] = o[x + 5*y];
                end
            end
        end
    endgenerate
endmodule
`default_nettype wire
