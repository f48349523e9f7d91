`default_nettype none
// theta on the DSP datapaths of paper 003 (hc_keccak_dsp_compact, hc_keccak_dsp_1600):
// Stage-1 and Stage-2 of both, 28 logic units (hc_keccak_lu).
//   Stage-1 (theta-1, Eq. 1): 21 units, the column parities C[x] of s_in. The state is
//     seen as a 5 x 7 matrix of 48-bit words (003 Fig. 6): columns 0..4 hold bits [63:16]
//     of lanes x = 0..4, column 5 {lane 0, lane 1, lane 2}[15:0], column 6 {lane 3,
//     lane 4}[15:0] and 16 zeros. Each column is XORed by a cascade of three units
//     (PCOUT -> PCIN, the paper's "logical cascade structure", 003 Fig. 3a): C ^ A:B, then
//     ^ C ^ A:B ^ PCIN, then ^ A:B ^ PCIN into the P register (enable ce_par).
//   Stage-2 (theta-2, Eq. 2; with theta-3, Eq. 8, when `lanes` is not zero): 7 units,
//     t[x] = lanes[x] ^ C[x-1] ^ ROT(C[x+1], 1), with C[x-1] on PCIN from the Stage-1
//     cascade of column x-1 (each cascade feeds one PCIN) and ROT(C[x+1], 1) on C (wiring),
//     P registered (enable ce). Five units for bits [63:16] of x = 0..4, two for the low
//     16 bits, grouped so that their PCIN is a Stage-1 cascade: x = 1, 2, 3 take column 5
//     ({C0, C1, C2}[15:0]) and x = 4, 0 column 6 ({C3, C4}[15:0]).
// Cascade depth between registers: 3 units in Stage-1, 1 in Stage-2.
module hc_keccak_dsp_theta #(
    parameter USE_DSP = 1
) (
    input  wire          clk,
    input  wire          ce,       // Stage-2 P register (and every input register: none here)
    input  wire          ce_par,   // Stage-1 P register
    input  wire [1599:0] s_in,     // Stage-1 input, FIPS 202 lane order (hc_keccak_round)
    input  wire [319:0]  lanes,    // Stage-2 A:B, lane of column x in [64*x +: 64]
    output wire [319:0]  t         // Stage-2 P: t[x] in [64*x +: 64]
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_keccak_param_check #(.USE_DSP(USE_DSP))
        u_keccak_param_check ();

    // word (j, y) of the 5 x 7 matrix
    function [47:0] f_word;
        input [1599:0] sv;
        input integer j;
        input integer y;
        begin
            if (j < 5) f_word = sv[64*(j + 5*y) + 16 +: 48];
            else if (j == 5) f_word = {sv[64*(0 + 5*y) +: 16], sv[64*(1 + 5*y) +: 16],
                                       sv[64*(2 + 5*y) +: 16]};
            else f_word = {sv[64*(3 + 5*y) +: 16], sv[64*(4 + 5*y) +: 16], 16'd0};
        end
    endfunction

    // ---------------------------------------------------------------- Stage-1
    wire [47:0] par_p [0:6];     // column parities (P of the third unit)
    wire [47:0] par_pc [0:6];    // ... and its PCOUT, into Stage-2
    genvar j, x;
    generate
        for (j = 0; j < 7; j = j + 1) begin : g_par
            wire [47:0] pc0, pc1, p0, p1;
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(1), .ABREG(0), .CREG(0), .PREG(0)) u_a (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(f_word(s_in, j, 1)), .c(f_word(s_in, j, 0)), .pcin(48'd0),
                .p(p0), .pcout(pc0)
            );
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(0)) u_b (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(f_word(s_in, j, 3)), .c(f_word(s_in, j, 2)), .pcin(pc0),
                .p(p1), .pcout(pc1)
            );
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(1)) u_c (
                .clk(clk), .ce(ce), .ce_p(ce_par),
                .ab(f_word(s_in, j, 4)), .c(48'd0), .pcin(pc1),
                .p(par_p[j]), .pcout(par_pc[j])
            );
            wire unused = &{1'b0, p0, p1};
        end
    endgenerate

    // C[x] and ROT(C[x], 1), from the matrix columns
    wire [319:0] col = {par_p[4], par_p[6][31:16], par_p[3], par_p[6][47:32],
                        par_p[2], par_p[5][15:0], par_p[1], par_p[5][31:16],
                        par_p[0], par_p[5][47:32]};
    wire [319:0] col_r1;
    generate
        for (x = 0; x < 5; x = x + 1) begin : g_rot1
            assign col_r1[64*x +: 64] = {col[64*x +: 63], col[64*x + 63]};
        end
    endgenerate
    wire unused_par = &{1'b0, par_p[6][15:0]};

    // ---------------------------------------------------------------- Stage-2
    wire [47:0] t_hi [0:4];
    wire [47:0] t_lo_a, t_lo_b;  // bits [15:0] of x = 1, 2, 3 and of x = 4, 0
    generate
        for (x = 0; x < 5; x = x + 1) begin : g_theta
            wire [47:0] pc;
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(1)) u_hi (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(lanes[64*x + 16 +: 48]), .c(col_r1[64*((x + 1) % 5) + 16 +: 48]),
                .pcin(par_pc[(x + 4) % 5]),
                .p(t_hi[x]), .pcout(pc)
            );
            wire unused = &{1'b0, pc};
        end
    endgenerate
    wire [47:0] pc_lo_a, pc_lo_b;
    hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(1)) u_lo_a (
        .clk(clk), .ce(ce), .ce_p(ce),
        .ab({lanes[64*1 +: 16], lanes[64*2 +: 16], lanes[64*3 +: 16]}),
        .c({col_r1[64*2 +: 16], col_r1[64*3 +: 16], col_r1[64*4 +: 16]}),
        .pcin(par_pc[5]), .p(t_lo_a), .pcout(pc_lo_a)
    );
    hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(1)) u_lo_b (
        .clk(clk), .ce(ce), .ce_p(ce),
        .ab({lanes[64*4 +: 16], lanes[64*0 +: 16], 16'd0}),
        .c({col_r1[64*0 +: 16], col_r1[64*1 +: 16], 16'd0}),
        .pcin(par_pc[6]), .p(t_lo_b), .pcout(pc_lo_b)
    );
    wire unused_lo = &{1'b0, pc_lo_a, pc_lo_b, t_lo_b[15:0]};
    assign t = {t_hi[4], t_lo_b[47:32], t_hi[3], t_lo_a[15:0], t_hi[2], t_lo_a[31:16],
                t_hi[1], t_lo_a[47:32], t_hi[0], t_lo_b[31:16]};
endmodule
`default_nettype wire
