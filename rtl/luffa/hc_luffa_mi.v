`default_nettype none
// Luffa v2 message injection MI (spec Ver. 2.0, section 3.2, Figs. 3.2 (w = 3), 3.3
// (w = 4, 5)): mixes the w chains H_0..H_{w-1} and injects the message block M.
//
// Chain j is h[256*j +: 256], its word 0 in the MSBs. x.a is multiplication by x in
// GF(2^8) modulo x^8+x^4+x^3+x+1, bit-sliced across the 8 words (a0 the polynomial's
// constant term): (a0..a7) -> (a7, a0^a7, a1, a2^a7, a3^a7, a4, a5, a6). Only wiring and
// XORs.
//   every w: t = x.(H_0 ^ ... ^ H_{w-1}); H_j ^= t;
//   w = 4:   H_j = x.H_j ^ H_{j-1 mod 4} (from the values before this line);
//   w = 5:   H_j = x.H_j ^ H_{j+1 mod 5}, then H_j = x.H_j ^ H_{j-1 mod 5};
//   every w: H_j ^= x^j.M.
module hc_luffa_mi #(
    parameter W = 3  // chains: 3 (Luffa-224/256), 4 (384), 5 (512)
) (
    input  wire [256*W-1:0] h_in,
    input  wire [255:0]     m,      // the message block, word 0 in the MSBs
    output wire [256*W-1:0] h_out
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    generate
        if (W < 3 || W > 5) begin : g_bad_w
            hc_error_W_must_be_3_4_or_5 u_error ();
        end
    endgenerate

    function [255:0] x2;
        input [255:0] a;
        begin
            x2 = {a[31:0], a[255:224] ^ a[31:0], a[223:192], a[191:160] ^ a[31:0],
                  a[159:128] ^ a[31:0], a[127:96], a[95:64], a[63:32]};
        end
    endfunction

    reg  [255:0]     t;       // x.(H_0 ^ .. ^ H_{w-1})
    reg  [256*W-1:0] mx;      // x^j.M at [256*j +: 256]
    wire [256*W-1:0] mixed;   // H_j ^ t
    wire [256*W-1:0] spread;  // after the w = 4 / w = 5 feedback lines
    reg  [255:0]     acc;
    integer k;

    always @(*) begin
        acc = 256'd0;
        for (k = 0; k < W; k = k + 1) acc = acc ^ h_in[256*k +: 256];
        t = x2(acc);
        mx[255:0] = m;
        for (k = 1; k < W; k = k + 1) mx[256*k +: 256] = x2(mx[256*(k-1) +: 256]);
    end

    genvar j;
    generate
        for (j = 0; j < W; j = j + 1) begin : g_mix
            assign mixed[256*j +: 256] = h_in[256*j +: 256] ^ t;
        end

        if (W == 4) begin : g_w4
            for (j = 0; j < 4; j = j + 1) begin : g_chain
                assign spread[256*j +: 256] =
                    x2(mixed[256*j +: 256]) ^ mixed[256*((j+3)%4) +: 256];
            end
        end else if (W == 5) begin : g_w5
            wire [256*5-1:0] first;
            for (j = 0; j < 5; j = j + 1) begin : g_chain
                assign first[256*j +: 256] =
                    x2(mixed[256*j +: 256]) ^ mixed[256*((j+1)%5) +: 256];
                assign spread[256*j +: 256] =
                    x2(first[256*j +: 256]) ^ first[256*((j+4)%5) +: 256];
            end
        end else begin : g_w3
            assign spread = mixed;
        end
    endgenerate

    assign h_out = spread ^ mx;
endmodule
`default_nettype wire
