`default_nettype none
// One step of Luffa v2's permutation Q_j (spec Ver. 2.0, section 3.3, Fig. 3.4): SubCrumb,
// MixWord, AddConstant on the 8 words a0..a7 of one chain.
//
// Word k of the chain is a[255-32*k -: 32] (a0 in the MSBs, the block's byte order).
//  * SubCrumb (3.3.1): S on (a0,a1,a2,a3) and on (a5,a6,a7,a4), bit position by bit
//    position, the first argument giving the nibble's bit 0;
//  * MixWord (3.3.2) on (a_k, a_{k+4}), k = 0..3: R ^= L; L = rotl(L,2) ^ R;
//    R = rotl(R,14) ^ L; L = rotl(L,10) ^ R; R = rotl(R,1);
//  * AddConstant (3.3.3): a0 ^= c0, a4 ^= c1.
module hc_luffa_step #(
    parameter SBOX_RAM = 0  // 1: S-boxes as 16 x 4 memories (hc_luffa_sbox)
) (
    input  wire [255:0] a_in,
    input  wire [31:0]  c0,     // c_{j,r,0}
    input  wire [31:0]  c1,     // c_{j,r,1}
    output wire [255:0] a_out
);
    function [31:0] rotl;
        input [31:0] x;
        input integer n;
        begin
            rotl = (x << n) | (x >> (32 - n));
        end
    endfunction

    wire [31:0] a [0:7];   // the step's input words
    wire [31:0] s [0:7];   // after SubCrumb
    wire [31:0] m [0:7];   // after MixWord

    genvar k, l;
    generate
        for (k = 0; k < 8; k = k + 1) begin : g_words
            assign a[k] = a_in[255-32*k -: 32];
        end

        for (l = 0; l < 32; l = l + 1) begin : g_crumbs
            // SubCrumb(a0, a1, a2, a3)
            hc_luffa_sbox #(.RAM(SBOX_RAM)) u_lo (
                .x({a[3][l], a[2][l], a[1][l], a[0][l]}),
                .y({s[3][l], s[2][l], s[1][l], s[0][l]})
            );
            // SubCrumb(a5, a6, a7, a4): v2's argument order (v1 took a4..a7)
            hc_luffa_sbox #(.RAM(SBOX_RAM)) u_hi (
                .x({a[4][l], a[7][l], a[6][l], a[5][l]}),
                .y({s[4][l], s[7][l], s[6][l], s[5][l]})
            );
        end

        for (k = 0; k < 4; k = k + 1) begin : g_mix
            wire [31:0] r1 = s[k+4] ^ s[k];
            wire [31:0] l1 = rotl(s[k], 2) ^ r1;
            wire [31:0] r2 = rotl(r1, 14) ^ l1;
            wire [31:0] l2 = rotl(l1, 10) ^ r2;
            assign m[k]   = l2;
            assign m[k+4] = rotl(r2, 1);
        end
    endgenerate

    assign a_out = {m[0] ^ c0, m[1], m[2], m[3], m[4] ^ c1, m[5], m[6], m[7]};
endmodule
`default_nettype wire
