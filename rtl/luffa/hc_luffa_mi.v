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

    // One function over the whole injection, called from one process: as continuous
    // assignments its XORs would be evaluated bit by bit in Icarus, and as part writes
    // to module variables each would wake the readers of the whole vector
    // (docs/verification.md, "Simulation speed"). The same XORs for synthesis.
    function [256*W-1:0] f_mi;
        input [256*W-1:0] h;
        input [255:0]     msg;
        reg   [255:0]     t;       // x.(H_0 ^ .. ^ H_{w-1})
        reg   [256*W-1:0] mixed;   // H_j ^ t
        reg   [256*W-1:0] first;   // w = 5: after the first feedback line
        reg   [256*W-1:0] spread;  // after the w = 4 / w = 5 feedback lines
        reg   [255:0]     mx;      // x^j.M
        integer k;
        begin
            t = 256'd0;
            for (k = 0; k < W; k = k + 1) t = t ^ h[256*k +: 256];
            t = x2(t);
            for (k = 0; k < W; k = k + 1) mixed[256*k +: 256] = h[256*k +: 256] ^ t;
            if (W == 4) begin
                for (k = 0; k < 4; k = k + 1)
                    spread[256*k +: 256] = x2(mixed[256*k +: 256]) ^ mixed[256*((k+3)%4) +: 256];
            end else if (W == 5) begin
                for (k = 0; k < 5; k = k + 1)
                    first[256*k +: 256] = x2(mixed[256*k +: 256]) ^ mixed[256*((k+1)%5) +: 256];
                for (k = 0; k < 5; k = k + 1)
                    spread[256*k +: 256] = x2(first[256*k +: 256]) ^ first[256*((k+4)%5) +: 256];
            end else begin
                spread = mixed;
            end
            mx = msg;
            for (k = 0; k < W; k = k + 1) begin
                f_mi[256*k +: 256] = spread[256*k +: 256] ^ mx;
                mx = x2(mx);
            end
        end
    endfunction

    reg [256*W-1:0] h_r;
    always @(*) h_r = f_mi(h_in, m);
    assign h_out = h_r;
endmodule
`default_nettype wire
