`default_nettype none
// One step of Luffa v2's permutation Q_j (spec Ver. 2.0, section 3.3, Fig. 3.4): SubCrumb,
// MixWord, AddConstant on the 8 words a0..a7 of one chain.
//
// Word k of the chain is a[255-32*k -: 32] (a0 in the MSBs, the block's byte order).
//  * SubCrumb (3.3.1): S on (a0,a1,a2,a3) and on (a5,a6,a7,a4), bit position by bit
//    position, the first argument giving the nibble's bit 0 (v2's order; v1 took a4..a7);
//  * MixWord (3.3.2) on (a_k, a_{k+4}), k = 0..3: R ^= L; L = rotl(L,2) ^ R;
//    R = rotl(R,14) ^ L; L = rotl(L,10) ^ R; R = rotl(R,1);
//  * AddConstant (3.3.3): a0 ^= c0, a4 ^= c1.
//
// SBOX_RAM = 0: SubCrumb is bit-sliced logic, all 32 positions at once. Each output bit of
// S = [13,14,0,1,5,10,7,6,11,3,9,12,15,8,2,4] in algebraic normal form (XOR of AND terms
// of the input bits; the Moebius transform of S's truth tables):
//   y0 = 1 ^ x0 ^ x1 ^ x1x2 ^ x0x3 ^ x1x3 ^ x0x1x3 ^ x0x2x3
//   y1 = x0 ^ x3 ^ x0x1 ^ x1x2 ^ x0x3 ^ x1x3 ^ x0x1x3 ^ x0x2x3
//   y2 = 1 ^ x1 ^ x3 ^ x0x2 ^ x1x2 ^ x1x3 ^ x2x3 ^ x0x1x2 ^ x0x1x3
//   y3 = 1 ^ x1 ^ x2 ^ x0x2 ^ x1x2 ^ x0x3 ^ x1x3 ^ x2x3 ^ x0x1x2 ^ x0x1x3
// Synthesis makes one 4-input function (one LUT4) per output bit either way.
// SBOX_RAM = 1: 64 S-box memories (hc_luffa_sbox), one per nibble, as the paper's
// Luffa_RAM variant (002) keeps the S-boxes in RAM; their shared write port (sbox_we,
// sbox_addr, sbox_data) comes from the loader in hc_luffa_core.
//
// The step is one procedural block that writes a_out once per change of its inputs:
// an event-driven simulator (Icarus) then evaluates a chain of steps once per clock, where
// a net of small continuous assignments re-evaluates every later step for each settling
// input (a whole round, 24 to 40 steps deep, took half a second per clock).
module hc_luffa_step #(
    parameter SBOX_RAM = 0  // 1: S-boxes as 16 x 4 memories
) (
    input  wire         clk,        // SBOX_RAM: the memories' write clock
    input  wire         sbox_we,    // SBOX_RAM: write S(sbox_addr) = sbox_data
    input  wire [3:0]   sbox_addr,
    input  wire [3:0]   sbox_data,
    input  wire [255:0] a_in,
    input  wire [31:0]  c0,     // c_{j,r,0}
    input  wire [31:0]  c1,     // c_{j,r,1}
    output reg  [255:0] a_out
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    generate
        if (SBOX_RAM != 0 && SBOX_RAM != 1) begin : g_bad_sbox_ram
            hc_error_SBOX_RAM_must_be_0_or_1 u_error ();
        end
    endgenerate

    function [31:0] rotl;
        input [31:0] x;
        input integer n;
        begin
            rotl = (x << n) | (x >> (32 - n));
        end
    endfunction

    // SubCrumb on words x0..x3 (x0 = nibble bit 0); returns {y3, y2, y1, y0}
    function [127:0] sub_crumb;
        input [31:0] x0, x1, x2, x3;
        reg   [31:0] x01, x02, x03, x12, x13, x23, t_a, t_b;
        begin
            x01 = x0 & x1;  x02 = x0 & x2;  x03 = x0 & x3;
            x12 = x1 & x2;  x13 = x1 & x3;  x23 = x2 & x3;
            // terms shared by y0, y1 and by y2, y3
            t_a = x12 ^ x13 ^ x03 ^ (x01 & x3) ^ (x02 & x3);
            t_b = x1 ^ x02 ^ x12 ^ x13 ^ x23 ^ (x01 & x2) ^ (x01 & x3);
            sub_crumb = {~(x2 ^ x03 ^ t_b), ~(x3 ^ t_b), x0 ^ x3 ^ x01 ^ t_a, ~(x0 ^ x1 ^ t_a)};
        end
    endfunction

    // {s3, s2, s1, s0} and {s4, s7, s6, s5}: SubCrumb's outputs in argument order
    wire [127:0] crumb_lo, crumb_hi;

    generate
        if (SBOX_RAM != 0) begin : g_ram
            genvar l;
            for (l = 0; l < 32; l = l + 1) begin : g_bits
                // SubCrumb(a0, a1, a2, a3)
                hc_luffa_sbox u_lo (
                    .clk    (clk),
                    .we     (sbox_we),
                    .we_addr(sbox_addr),
                    .we_data(sbox_data),
                    .x      ({a_in[128+l], a_in[160+l], a_in[192+l], a_in[224+l]}),
                    .y      ({crumb_lo[96+l], crumb_lo[64+l], crumb_lo[32+l], crumb_lo[l]})
                );
                // SubCrumb(a5, a6, a7, a4)
                hc_luffa_sbox u_hi (
                    .clk    (clk),
                    .we     (sbox_we),
                    .we_addr(sbox_addr),
                    .we_data(sbox_data),
                    .x      ({a_in[96+l], a_in[l], a_in[32+l], a_in[64+l]}),
                    .y      ({crumb_hi[96+l], crumb_hi[64+l], crumb_hi[32+l], crumb_hi[l]})
                );
            end
        end else begin : g_logic
            wire unused_ram_port = &{1'b0, clk, sbox_we, sbox_addr, sbox_data};
            assign crumb_lo = sub_crumb(a_in[255:224], a_in[223:192], a_in[191:160], a_in[159:128]);
            assign crumb_hi = sub_crumb(a_in[95:64], a_in[63:32], a_in[31:0], a_in[127:96]);
        end
    endgenerate

    // after SubCrumb: word k at [32*k +: 32] (index order, for the MixWord loop)
    wire [255:0] crumbed = {crumb_hi[95:64], crumb_hi[63:32], crumb_hi[31:0], crumb_hi[127:96],
                            crumb_lo};
    // MixWord on the four word pairs and AddConstant, in a function: its part writes go
    // to the function's own variable, and a_out is written whole, once per change (a
    // part write to a_out would wake every reader of all 256 bits in Icarus).
    function [255:0] f_mix_word;
        input [255:0] cr;
        input [31:0]  k0;
        input [31:0]  k1;
        reg   [31:0]  l1, r1, r2;
        integer k;
        begin
            for (k = 0; k < 4; k = k + 1) begin
                r1 = cr[32*(k+4) +: 32] ^ cr[32*k +: 32];
                l1 = rotl(cr[32*k +: 32], 2) ^ r1;
                r2 = rotl(r1, 14) ^ l1;
                f_mix_word[255-32*k -: 32]     = rotl(l1, 10) ^ r2;
                f_mix_word[255-32*(k+4) -: 32] = rotl(r2, 1);
            end
            f_mix_word[255:224] = f_mix_word[255:224] ^ k0;
            f_mix_word[127:96]  = f_mix_word[127:96] ^ k1;
        end
    endfunction

    always @(*) a_out = f_mix_word(crumbed, c0, c1);
endmodule
`default_nettype wire
