`default_nettype none
// One SHA-224/256 compression round, combinational (FIPS 180-4 section 6.2.2, step 3).
// Only the new a and e are computed here; b, c, d, f, g, h are copies of a, b, c, e, f, g.
//
// Shortening the round (one round per clock all the same):
//  * Pre-computation: the caller supplies hKW = h + K_t + W_t, added one clock ahead into
//    a register (h is a mere copy of the previous g, W_t and K_t are known a round early),
//    so T1 = hKW + Sigma1(e) + Ch(e,f,g) (000_026659c184445444.txt, pre-computation).
//  * Carry-save addition (004_e1f17d10682e9c23.txt, CSA): the operands are reduced with
//    3:2 carry-save adders (one LUT level each, no carry chain) and each of a and e ends
//    in a single carry-propagate adder:
//      T1           = hKW + Sigma1 + Ch          (one CSA, shared by a and e)
//      e_next       = d + T1                     (one more CSA, then the adder)
//      a_next       = T1 + Sigma0 + Maj = T1 + T2 (two more CSAs, then the adder)
//    a is four LUT levels and one carry chain from the registers, instead of the textbook
//    chain of five additions.
module hc_sha256_round (
    input  wire [31:0] a,
    input  wire [31:0] b,
    input  wire [31:0] c,
    input  wire [31:0] d,
    input  wire [31:0] e,
    input  wire [31:0] f,
    input  wire [31:0] g,
    input  wire [31:0] hKW,     // h + K_t + W_t
    output wire [31:0] a_next,  // T1 + T2
    output wire [31:0] e_next   // d + T1
);
    // FIPS 180-4 eq. 4.4 .. 4.5
    wire [31:0] Sigma0 = {a[1:0], a[31:2]} ^ {a[12:0], a[31:13]} ^ {a[21:0], a[31:22]};
    wire [31:0] Sigma1 = {e[5:0], e[31:6]} ^ {e[10:0], e[31:11]} ^ {e[24:0], e[31:25]};
    // FIPS 180-4 eq. 4.2 .. 4.3
    wire [31:0] Ch     = (e & f) ^ (~e & g);
    wire [31:0] Maj    = (a & b) ^ (a & c) ^ (b & c);

    // 3:2 carry-save adder: x + y + z = csa_s + csa_c (mod 2^32), one LUT level per bit.
    function [31:0] csa_s;  // bitwise sum
        input [31:0] x, y, z;
        csa_s = x ^ y ^ z;
    endfunction
    function [31:0] csa_c;  // carries (bitwise majority), moved up one place
        input [31:0] x, y, z;
        csa_c = ((x & y) | (x & z) | (y & z)) << 1;
    endfunction

    // T1 = hKW + Sigma1 + Ch = T1_s + T1_c
    wire [31:0] T1_s = csa_s(hKW, Sigma1, Ch);
    wire [31:0] T1_c = csa_c(hKW, Sigma1, Ch);
    // d + T1 = E_s + E_c
    wire [31:0] E_s  = csa_s(d, T1_s, T1_c);
    wire [31:0] E_c  = csa_c(d, T1_s, T1_c);
    // T1 + Sigma0 = A1_s + A1_c; + Maj = A2_s + A2_c
    wire [31:0] A1_s = csa_s(Sigma0, T1_s, T1_c);
    wire [31:0] A1_c = csa_c(Sigma0, T1_s, T1_c);
    wire [31:0] A2_s = csa_s(Maj, A1_s, A1_c);
    wire [31:0] A2_c = csa_c(Maj, A1_s, A1_c);

    // FIPS 180-4 section 6.2.2 step 3: e = d + T1, a = T1 + T2
    assign e_next = E_s + E_c;
    assign a_next = A2_s + A2_c;
endmodule
`default_nettype wire
