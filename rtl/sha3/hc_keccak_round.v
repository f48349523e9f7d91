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
// Written as combinational blocks over lanes, not as a generate network of 150 small
// assigns: the logic is the same for synthesis (every index and rotation is a constant
// once the loops unroll), and Icarus simulates it several times faster. rho is
// hc_keccak_rho, the offsets and rotations the DSP datapaths use too.
module hc_keccak_round (
    input  wire [1599:0] s_in,
    input  wire [63:0]   rc,     // round constant RC[ir] (FIPS 202 Algorithm 6)
    output reg  [1599:0] s_out
);
    // theta as a function (its part writes go to its own variables: see hc_keccak_rho)
    function [1599:0] theta_f;
        input [1599:0] s;
        reg [319:0] c;    // column parities C[x]
        reg [319:0] d;    // D[x] = C[x-1] ^ rot(C[x+1], 1)
        reg [63:0]  t;
        integer x, y;
        begin
            for (x = 0; x < 5; x = x + 1)
                c[64*x +: 64] = s[64*x +: 64] ^ s[64*(x+5) +: 64] ^ s[64*(x+10) +: 64]
                              ^ s[64*(x+15) +: 64] ^ s[64*(x+20) +: 64];
            for (x = 0; x < 5; x = x + 1) begin
                t = c[64*((x+1)%5) +: 64];
                d[64*x +: 64] = c[64*((x+4)%5) +: 64] ^ {t[62:0], t[63]};
            end
            for (x = 0; x < 5; x = x + 1)
                for (y = 0; y < 5; y = y + 1)
                    theta_f[64*(x + 5*y) +: 64] = s[64*(x + 5*y) +: 64] ^ d[64*x +: 64];
        end
    endfunction
    // pi, chi and iota
    function [1599:0] pi_chi_iota_f;
        input [1599:0] rh;
        input [63:0]   rc_in;
        reg [1599:0] b;   // after pi, indexed by the new (x, y)
        integer x, y;
        begin
            for (x = 0; x < 5; x = x + 1)
                for (y = 0; y < 5; y = y + 1)
                    b[64*(x + 5*y) +: 64] = rh[64*((x + 3*y) % 5 + 5*x) +: 64];
            for (x = 0; x < 5; x = x + 1)
                for (y = 0; y < 5; y = y + 1)
                    pi_chi_iota_f[64*(x + 5*y) +: 64] = b[64*(x + 5*y) +: 64]
                        ^ (~b[64*((x+1)%5 + 5*y) +: 64] & b[64*((x+2)%5 + 5*y) +: 64]);
            pi_chi_iota_f[63:0] = pi_chi_iota_f[63:0] ^ rc_in;
        end
    endfunction

    reg  [1599:0] th;   // after theta (3.2.1)
    wire [1599:0] rh;   // after rho (3.2.2): hc_keccak_rho, wiring
    always @(*) th = theta_f(s_in);
    hc_keccak_rho u_rho (.s_in(th), .s_out(rh));
    always @(*) s_out = pi_chi_iota_f(rh, rc);
endmodule
`default_nettype wire
