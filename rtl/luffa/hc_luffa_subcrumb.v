`default_nettype none
// SubCrumb of Luffa v2 (spec Ver. 2.0, section 3.3.1): the S-box S applied at every bit
// position l of four words, the nibble {x3[l], x2[l], x1[l], x0[l]} (x0 = SubCrumb's first
// argument = the nibble's bit 0) becoming {y3[l], y2[l], y1[l], y0[l]}.
//
// SBOX_RAM = 0: bit-sliced logic, all 32 positions at once. Each output bit of
// S = [13,14,0,1,5,10,7,6,11,3,9,12,15,8,2,4] written in algebraic normal form (XOR of AND
// terms of the input bits; the Moebius transform of S's truth tables):
//   y0 = 1 ^ x0 ^ x1 ^ x1x2 ^ x0x3 ^ x1x3 ^ x0x1x3 ^ x0x2x3
//   y1 = x0 ^ x3 ^ x0x1 ^ x1x2 ^ x0x3 ^ x1x3 ^ x0x1x3 ^ x0x2x3
//   y2 = 1 ^ x1 ^ x3 ^ x0x2 ^ x1x2 ^ x1x3 ^ x2x3 ^ x0x1x2 ^ x0x1x3
//   y3 = 1 ^ x1 ^ x2 ^ x0x2 ^ x1x2 ^ x0x3 ^ x1x3 ^ x2x3 ^ x0x1x2 ^ x0x1x3
// Synthesis makes one 4-input function (one LUT4) per output bit either way; written per
// word, it also keeps the simulator's model small.
// SBOX_RAM = 1: 32 S-box memories (hc_luffa_sbox), one per bit position, as the paper's
// Luffa_RAM variant (002) keeps the S-boxes in RAM.
module hc_luffa_subcrumb #(
    parameter SBOX_RAM = 0
) (
    input  wire [31:0] x0,
    input  wire [31:0] x1,
    input  wire [31:0] x2,
    input  wire [31:0] x3,
    output wire [31:0] y0,
    output wire [31:0] y1,
    output wire [31:0] y2,
    output wire [31:0] y3
);
    generate
        if (SBOX_RAM != 0) begin : g_ram
            genvar l;
            for (l = 0; l < 32; l = l + 1) begin : g_bits
                hc_luffa_sbox u_sbox (
                    .x({x3[l], x2[l], x1[l], x0[l]}),
                    .y({y3[l], y2[l], y1[l], y0[l]})
                );
            end
        end else begin : g_logic
            wire [31:0] x01 = x0 & x1, x02 = x0 & x2, x03 = x0 & x3;
            wire [31:0] x12 = x1 & x2, x13 = x1 & x3, x23 = x2 & x3;
            wire [31:0] x013 = x01 & x3, x012 = x01 & x2, x023 = x02 & x3;
            // terms shared by several outputs
            wire [31:0] t_a = x12 ^ x13 ^ x03 ^ x013 ^ x023;   // in y0, y1
            wire [31:0] t_b = x12 ^ x13 ^ x23 ^ x012 ^ x013 ^ x02 ^ x1;  // in y2, y3
            assign y0 = ~(x0 ^ x1 ^ t_a);
            assign y1 = x0 ^ x3 ^ x01 ^ t_a;
            assign y2 = ~(x3 ^ t_b);
            assign y3 = ~(x2 ^ x03 ^ t_b);
        end
    endgenerate
endmodule
`default_nettype wire
