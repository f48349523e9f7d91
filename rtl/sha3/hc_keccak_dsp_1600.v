`default_nettype none
// Keccak-f[1600] sponge block core on the 1600-bit DSP datapath of paper 003 (section
// 5.2, Fig. 7-9): one whole round in four pipeline stages of 48-bit logic units
// (hc_keccak_lu: one DSP48E2 each with USE_DSP = 1, plain logic with USE_DSP = 0), 130
// of them, every register inside them (the DSP's A:B, C and P registers):
//   Stage-1 (theta-1, Eq. 1): 21 units, the column parities, as in the compact core
//     (hc_keccak_dsp_compact.v): the 5 x 7 matrix of 48-bit words, three units in a
//     PCOUT -> PCIN cascade per column, P registered.
//   Stage-2 (theta-2, Eq. 2): 7 units, D[x] = C[x-1] ^ ROT(C[x+1], 1): C[x-1] on PCIN from
//     the Stage-1 cascade of column x-1, ROT(C[x+1], 1) on C (wiring), P registered. Five
//     units for bits [63:16], two for the low 16 bits (x = 1, 2, 3 on column 5, x = 4, 0
//     on column 6).
//   Stage-3 (rho with theta-3, Eq. 9): 34 units, ROT(A[x, y], r) ^ ROT(D[x], r) per lane:
//     rho moved in front of theta-3 so that both operands arrive pre-rotated by wiring
//     (003: "these 48 DSP slices are saved by providing pre-calculated bit pattern").
//     The lanes reach A:B through its two registers (ABREG = 2), which delay them by
//     Stage-1 and Stage-2; D on C; P registered. 25 units for bits [63:16] of each lane,
//     9 for the low 16 bits, three lanes each (lane i in unit i / 3).
//   Stage-4 (pi, chi, iota, Eq. 10): 68 units, per output lane a NOT-AND unit
//     (B[x+2] & ~B[x+1]) cascaded into an XOR unit (^ B[x], ^ RC on lane (0, 0)) whose P
//     register is the state: 50 units for bits [63:16], 18 for the low 16 bits (three
//     lanes per pair). pi is wiring: B[x, y] is Stage-3 lane ((x + 3y) mod 5, x).
// The state lives in the Stage-4 P registers; the multiplexer M0 puts S ^ P (the block)
// into Stage-1 and the Stage-3 A:B registers at a block's first clock.
//
// Timing. A round takes the four clocks of the four stages: 4 x 24 = 96 clocks per block
// and no load clock. The paper's core keeps four messages in the four stages at once
// (one round per clock in aggregate, 24 clocks per block); this core runs one message:
// its registers advance only while a permutation runs (clock enables), so between
// blocks the state rests in the Stage-4 P registers. Interface and output protocol: as
// hc_keccak_core (docs/sha3.md).
module hc_keccak_dsp_1600 #(
    parameter RATE    = 1088,
    parameter TAG_W   = 1,
    parameter USE_DSP = 1
) (
    input  wire               clk,
    input  wire               rst_n,
    input  wire [RATE-1:0]    blk_data,
    input  wire               blk_first,
    input  wire               blk_last,
    input  wire [TAG_W-1:0]   blk_tag,
    input  wire               blk_valid,
    output wire               blk_ready,
    output wire [RATE-1:0]    sq_data,
    output wire [TAG_W-1:0]   sq_tag,
    output wire               sq_valid,
    input  wire               sq_ready,
    input  wire               sq_more
);
    localparam integer RB = RATE / 8;

    // ---------------------------------------------------------------- constants
    // The round constants RC[ir]: hc_keccak_rc, shared with the other Keccak cores.
    // rho offsets (FIPS 202 Algorithm 2): the lane reached at step t of the walk
    // (1, 0) -> (y, 2x + 3y) is rotated by (t + 1)(t + 2) / 2 mod 64, lane (0, 0) by 0;
    // lane (x, y) in bits [6*(x + 5y) +: 6].
    function [149:0] f_rho_walk;
        input integer unused;
        integer t, cx, cy, nx;
        reg [5:0] tri6;  // (t + 1)(t + 2) / 2 mod 64, as the running sum 1 + 2 + ... + (t + 1)
        begin
            f_rho_walk = {149'd0, unused[0]};
            tri6 = 6'd0;
            cx = 1;
            cy = 0;
            for (t = 0; t < 24; t = t + 1) begin
                tri6 = tri6 + t[5:0] + 6'd1;
                f_rho_walk[6*(cx + 5*cy) +: 6] = tri6;
                nx = cy;
                cy = (2 * cx + 3 * cy) % 5;
                cx = nx;
            end
        end
    endfunction
    localparam [149:0] RHO = f_rho_walk(0);
    function [63:0] f_rotl;
        input [63:0] v;
        input [5:0] r;
        begin
            f_rotl = (v << r) | (v >> (7'd64 - {1'b0, r}));
        end
    endfunction

    // ---------------------------------------------------------------- control
    reg          busy_q;   // a permutation runs
    reg  [6:0]   cnt_q;    // its clock, 0 .. 95: round cnt / 4, stage cnt % 4 + 1
    reg          last_q;
    reg          out_q;
    reg  [TAG_W-1:0] tag_q;
    wire [1599:0] s;       // the state: the Stage-4 P registers, FIPS 202 lane order

    wire sq_next   = out_q & sq_ready & sq_more;
    assign blk_ready = ~busy_q & (~out_q | (sq_ready & ~sq_more));
    wire absorb    = blk_valid & blk_ready;
    wire start     = absorb | sq_next;
    wire ce        = busy_q | start;   // every stage advances while a permutation runs

    // M0: the state, or at a start S ^ (P || 0^c) (S = 0 for a first block).
    reg [1599:0] p;
    reg [RATE-1:0] sq_r;
    reg [1599:0] r_in;
    integer n;
    always @(*) begin
        p = 1600'd0;
        for (n = 0; n < RB; n = n + 1) p[8*n +: 8] = blk_data[RATE-1-8*n -: 8];
        for (n = 0; n < RB; n = n + 1) sq_r[RATE-1-8*n -: 8] = s[8*n +: 8];
        r_in = s;
        if (~busy_q & ~sq_next) r_in = (blk_first ? 1600'd0 : s) ^ p;
    end
    assign sq_data = sq_r;

    // ---------------------------------------------------------------- Stage-1, Stage-2
    // (hc_keccak_dsp_theta, Eq. 1 and Eq. 2): D[x] = C[x-1] ^ ROT(C[x+1], 1), nothing on A:B
    wire [319:0] d;              // D[x] in bits [64*x +: 64]
    hc_keccak_dsp_theta #(.USE_DSP(USE_DSP)) u_theta (
        .clk   (clk),
        .ce    (ce),
        .ce_par(ce),
        .s_in  (r_in),
        .lanes (320'd0),
        .t     (d)
    );
    genvar j, x, i;

    // ---------------------------------------------------------------- Stage-3
    // lane i = x + 5y: ROT(A, r) on A:B (two registers), ROT(D[x], r) on C
    reg  [1599:0] a_rot, d_rot;  // per lane, pre-rotated (wiring)
    always @(*) begin
        for (n = 0; n < 25; n = n + 1) begin
            a_rot[64*n +: 64] = f_rotl(r_in[64*n +: 64], RHO[6*n +: 6]);
            d_rot[64*n +: 64] = f_rotl(d[64*(n % 5) +: 64], RHO[6*n +: 6]);
        end
    end
    wire [1599:0] rl;            // Stage-3 output lanes R[x, y], by lane
    wire [47:0] rl_lo [0:8];
    generate
        for (i = 0; i < 25; i = i + 1) begin : g_theta3
            wire [47:0] pc;
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(1), .ABREG(2), .CREG(0), .PREG(1)) u_hi (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(a_rot[64*i + 16 +: 48]), .c(d_rot[64*i + 16 +: 48]), .pcin(48'd0),
                .p(rl[64*i + 16 +: 48]), .pcout(pc)
            );
            wire unused = &{1'b0, pc};
        end
        for (j = 0; j < 9; j = j + 1) begin : g_theta3_lo
            // lanes 3j, 3j + 1, 3j + 2 (the last unit: lane 24 alone)
            wire [47:0] ab_lo, c_lo, pc;
            for (x = 0; x < 3; x = x + 1) begin : g_slot
                if (3*j + x < 25) begin : g_lane
                    assign ab_lo[47 - 16*x -: 16] = a_rot[64*(3*j + x) +: 16];
                    assign c_lo[47 - 16*x -: 16]  = d_rot[64*(3*j + x) +: 16];
                    assign rl[64*(3*j + x) +: 16] = rl_lo[j][47 - 16*x -: 16];
                end else begin : g_none
                    assign ab_lo[47 - 16*x -: 16] = 16'd0;
                    assign c_lo[47 - 16*x -: 16]  = 16'd0;
                end
            end
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(1), .ABREG(2), .CREG(0), .PREG(1)) u_lo (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(ab_lo), .c(c_lo), .pcin(48'd0),
                .p(rl_lo[j]), .pcout(pc)
            );
            wire unused = &{1'b0, pc};
        end
    endgenerate
    wire unused_rl = &{1'b0, rl_lo[8][31:0]};

    // ---------------------------------------------------------------- Stage-4
    // pi (wiring): B[x, y] = R[(x + 3y) mod 5, x]
    function integer f_src;
        input integer xb;
        input integer yb;
        begin
            f_src = (xb + 3 * yb) % 5 + 5 * xb;
        end
    endfunction
    wire [1599:0] b;
    generate
        for (i = 0; i < 25; i = i + 1) begin : g_pi
            assign b[64*i +: 64] = rl[64*f_src(i % 5, i / 5) +: 64];
        end
    endgenerate
    wire [4:0]  rnd = cnt_q[6:2];
    wire [63:0] rc;
    hc_keccak_rc u_rc (.ir(rnd), .rc(rc));
    wire [47:0] s_lo [0:8];
    generate
        for (i = 0; i < 25; i = i + 1) begin : g_chi
            localparam integer X = i % 5;
            localparam integer Y = i / 5;
            wire [47:0] pc, p_and, pc_x;
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(2), .ABREG(0), .CREG(0), .PREG(0)) u_and (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(b[64*((X + 2) % 5 + 5*Y) + 16 +: 48]), .c(b[64*((X + 1) % 5 + 5*Y) + 16 +: 48]),
                .pcin(48'd0), .p(p_and), .pcout(pc)
            );
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(1)) u_xor (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(b[64*i + 16 +: 48]), .c(i == 0 ? rc[63:16] : 48'd0), .pcin(pc),
                .p(s[64*i + 16 +: 48]), .pcout(pc_x)
            );
            wire unused = &{1'b0, p_and, pc_x};
        end
        for (j = 0; j < 9; j = j + 1) begin : g_chi_lo
            wire [47:0] ab_and, c_and, ab_xor, c_xor, pc, p_and, pc_x;
            for (x = 0; x < 3; x = x + 1) begin : g_slot
                if (3*j + x < 25) begin : g_lane
                    localparam integer L = 3*j + x;
                    assign ab_and[47 - 16*x -: 16] = b[64*(((L % 5) + 2) % 5 + 5*(L / 5)) +: 16];
                    assign c_and[47 - 16*x -: 16]  = b[64*(((L % 5) + 1) % 5 + 5*(L / 5)) +: 16];
                    assign ab_xor[47 - 16*x -: 16] = b[64*L +: 16];
                    assign c_xor[47 - 16*x -: 16]  = (L == 0) ? rc[15:0] : 16'd0;
                    assign s[64*L +: 16] = s_lo[j][47 - 16*x -: 16];
                end else begin : g_none
                    assign ab_and[47 - 16*x -: 16] = 16'd0;
                    assign c_and[47 - 16*x -: 16]  = 16'd0;
                    assign ab_xor[47 - 16*x -: 16] = 16'd0;
                    assign c_xor[47 - 16*x -: 16]  = 16'd0;
                end
            end
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(2), .ABREG(0), .CREG(0), .PREG(0)) u_and (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(ab_and), .c(c_and), .pcin(48'd0), .p(p_and), .pcout(pc)
            );
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(1)) u_xor (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(ab_xor), .c(c_xor), .pcin(pc), .p(s_lo[j]), .pcout(pc_x)
            );
            wire unused = &{1'b0, p_and, pc_x};
        end
    endgenerate
    wire unused_s = &{1'b0, s_lo[8][31:0]};

    // ---------------------------------------------------------------- control
    always @(posedge clk) begin
        if (absorb) tag_q <= blk_tag;
        if (start) last_q <= sq_next | blk_last;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            busy_q <= 1'b0;
            cnt_q  <= 7'd0;
            out_q  <= 1'b0;
        end else begin
            if (out_q & sq_ready) out_q <= 1'b0;
            if (start) begin
                busy_q <= 1'b1;
                cnt_q  <= 7'd1;
            end else if (busy_q) begin
                cnt_q <= cnt_q + 7'd1;
                if (cnt_q == 7'd95) begin
                    busy_q <= 1'b0;
                    cnt_q  <= 7'd0;
                    if (last_q) out_q <= 1'b1;
                end
            end
        end
    end

    assign sq_valid = out_q;
    assign sq_tag   = tag_q;
endmodule
`default_nettype wire
