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
    parameter SBOX_RAM = 0  // 1: S-boxes as 16 x 4 memories (hc_luffa_subcrumb)
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

    genvar k;
    generate
        for (k = 0; k < 8; k = k + 1) begin : g_words
            assign a[k] = a_in[255-32*k -: 32];
        end

        // SubCrumb(a0, a1, a2, a3) and SubCrumb(a5, a6, a7, a4): v2's argument order (v1 took
        // a4..a7)
        hc_luffa_subcrumb #(.SBOX_RAM(SBOX_RAM)) u_crumb_lo (
            .x0(a[0]), .x1(a[1]), .x2(a[2]), .x3(a[3]),
            .y0(s[0]), .y1(s[1]), .y2(s[2]), .y3(s[3])
        );
        hc_luffa_subcrumb #(.SBOX_RAM(SBOX_RAM)) u_crumb_hi (
            .x0(a[5]), .x1(a[6]), .x2(a[7]), .x3(a[4]),
            .y0(s[5]), .y1(s[6]), .y2(s[7]), .y3(s[4])
        );

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
