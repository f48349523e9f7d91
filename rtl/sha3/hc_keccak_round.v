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
//
// Written as one combinational block over lanes, not as a generate network of 150 small
// assigns: the logic is the same for synthesis (every index and rotation is a constant
// once the loops unroll), and Icarus simulates it several times faster.
module hc_keccak_round (
    input  wire [1599:0] s_in,
    input  wire [63:0]   rc,     // round constant RC[ir] (FIPS 202 Algorithm 6)
    output reg  [1599:0] s_out
);
    // rho offsets (FIPS 202 Algorithm 2, Table 2): (t+1)(t+2)/2 mod 64 for the lane reached
    // in step t of (x, y) -> (y, 2x + 3y mod 5), starting at (1, 0); lane (0, 0) is 0.
    function [5:0] f_rho;
        input integer x;
        input integer y;
        integer t, cx, cy, nx;
        reg [5:0] step, tri_t;  // t + 1 and (t+1)(t+2)/2, mod 64
        begin
            f_rho = 6'd0;
            step = 6'd0;
            tri_t = 6'd0;
            cx = 1;
            cy = 0;
            for (t = 0; t < 24; t = t + 1) begin
                step = step + 6'd1;
                tri_t = tri_t + step;
                if (cx == x && cy == y) f_rho = tri_t;
                nx = cy;
                cy = (2 * cx + 3 * cy) % 5;
                cx = nx;
            end
        end
    endfunction

    // All 25 offsets, lane x + 5y in bits [6*(x + 5y) +: 6].
    function [149:0] f_rho_table;
        input integer unused;
        integer i;
        begin
            f_rho_table = 150'd0;
            for (i = 0; i < 25; i = i + 1) f_rho_table[6*i +: 6] = f_rho(i % 5, i / 5);
            f_rho_table = f_rho_table | {149'd0, unused[0]};
        end
    endfunction
    localparam [149:0] RHO = f_rho_table(0);

    reg [319:0]  c;   // theta: column parities C[x]
    reg [319:0]  d;   // theta: D[x] = C[x-1] ^ rot(C[x+1], 1)
    reg [1599:0] b;   // after theta, rho and pi, indexed by the new (x, y)
    reg [63:0]   t;
    reg [5:0]    r;
    integer x, y, sx;
    always @(*) begin
        for (x = 0; x < 5; x = x + 1)
            c[64*x +: 64] = s_in[64*x +: 64] ^ s_in[64*(x+5) +: 64] ^ s_in[64*(x+10) +: 64]
                          ^ s_in[64*(x+15) +: 64] ^ s_in[64*(x+20) +: 64];
        for (x = 0; x < 5; x = x + 1) begin
            t = c[64*((x+1)%5) +: 64];
            d[64*x +: 64] = c[64*((x+4)%5) +: 64] ^ {t[62:0], t[63]};
        end
        // pi (3.2.3): A'[x, y] = A[(x + 3y) mod 5, x]; the source lane gets theta and its
        // rho rotation (left by r) on the way.
        for (x = 0; x < 5; x = x + 1)
            for (y = 0; y < 5; y = y + 1) begin
                sx = (x + 3 * y) % 5;
                t = s_in[64*(sx + 5*x) +: 64] ^ d[64*sx +: 64];
                r = RHO[6*(sx + 5*x) +: 6];
                b[64*(x + 5*y) +: 64] = (t << r) | (t >> (7'd64 - {1'b0, r}));
            end
        // chi (3.2.4)
        for (x = 0; x < 5; x = x + 1)
            for (y = 0; y < 5; y = y + 1)
                s_out[64*(x + 5*y) +: 64] = b[64*(x + 5*y) +: 64]
                    ^ (~b[64*((x+1)%5 + 5*y) +: 64] & b[64*((x+2)%5 + 5*y) +: 64]);
        // iota (3.2.5)
        s_out[63:0] = s_out[63:0] ^ rc;
    end
endmodule
`default_nettype wire
