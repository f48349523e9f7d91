`default_nettype none
// Keccak-f[1600] sponge block core on the compact DSP datapath of paper 003 (section 5.1,
// Fig. 4-6): every bitwise operation of a round in 48-bit logic units (hc_keccak_lu, one
// DSP48E2 each with USE_DSP = 1, plain logic with USE_DSP = 0), 42 of them:
//   Stage-1 (theta-1, Eq. 1): 21 units, the column parities of the whole state. The state
//     is seen as a 5 x 7 matrix of 48-bit words (003 Fig. 6): columns 0..4 hold lane bits
//     [63:16] of lanes x = 0..4, column 5 {lane 0, lane 1, lane 2}[15:0], column 6
//     {lane 3, lane 4}[15:0] and 16 zeros. Each column is XORed by a cascade of three units
//     (PCOUT -> PCIN, the paper's "logical cascade structure", 003 Fig. 3a): C ^ A:B, then
//     ^ C ^ A:B ^ PCIN, then ^ A:B ^ PCIN into the P register.
//   Stage-2 (theta-2/3 with pi, Eq. 8): 7 units, one row of five lanes per clock (the
//     datapath folded by 5): lane A[x', y'] ^ C[x'-1] ^ ROT(C[x'+1], 1), with C[x'-1] on
//     PCIN from the Stage-1 cascade of column x'-1 and ROT(C[x'+1], 1) on C. Five units for
//     bits [63:16] of theta columns x' = 0..4, two for the low 16 bits, grouped so that
//     their PCIN is a Stage-1 cascade: x' = 1, 2, 3 take column 5 ({C0, C1, C2}[15:0]) and
//     x' = 4, 0 column 6 ({C3, C4}[15:0]). The multiplexers M1-M5 pick, for output row k,
//     lane y' = x' + 2k of theta column x' (pi: output lane (x, k) comes from input lane
//     (x + 3k, x)).
//   Stage-3 (rho, pi, chi, iota, Eq. 10 on one row): 14 units. Five 64-bit multiplexers
//     put each Stage-2 lane, rotated by its rho offset (pre-rotated wiring, 003 section
//     5.1.2), at its output position x; then per position a NOT-AND unit (O[x+2] & ~O[x+1])
//     cascades into an XOR unit (^ O[x], ^ RC on lane (0, 0)). Ten units for bits [63:16],
//     two pairs for the low 16 bits of positions {0, 1, 2} and {3, 4}.
// Registers: Stage-1 P (the parities, held for the round), Stage-2 P (one row), and the
// output row, written into the round's output buffer (the de-multiplexer D0): the paper's
// three pipeline stages. Stage-3 computes in its cascade without registers.
//
// Timing. A round is seven clocks: Stage-1 in phase 0, Stage-2 rows 0..4 in phases 1..5,
// Stage-3 rows 0..4 in phases 2..6; the new state is complete at the end of phase 6 and
// the next round's parity needs all of it, so rounds do not overlap: 7 x 24 = 168 clocks
// per block (the paper counts 5 clocks per round, 120 per block, which its own Stage-1 ->
// Stage-3 dependency does not allow with registers between the stages). A block is
// absorbed in its first clock as in hc_keccak_core (S ^ P into Stage-1 and the state).
// Interface and output protocol: as hc_keccak_core (docs/sha3.md).
module hc_keccak_dsp_compact #(
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
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_keccak_param_check #(.RATE(RATE), .TAG_W(TAG_W), .USE_DSP(USE_DSP))
        u_keccak_param_check ();

    // ---------------------------------------------------------------- constants
    // The round constants RC[ir]: hc_keccak_rc, shared with the other Keccak cores.
    // rho: hc_keccak_rho (wiring), shared with the 1600-bit datapath.

    // ---------------------------------------------------------------- control
    reg          busy_q;   // a permutation runs
    reg  [4:0]   rnd_q;    // its round, 0 .. 23
    reg  [2:0]   ph_q;     // phase in the round, 0 .. 6 (0: Stage-1)
    reg          last_q;
    reg          out_q;
    reg  [TAG_W-1:0] tag_q;
    reg  [1599:0] s_q;     // the state, FIPS 202 lane order (hc_keccak_round)
    reg  [1279:0] row_q;   // rows 0..3 of the round's output (D0); row 4 goes to s_q

    wire sq_next   = out_q & sq_ready & sq_more;
    assign blk_ready = ~busy_q & (~out_q | (sq_ready & ~sq_more));
    wire absorb    = blk_valid & blk_ready;
    wire start     = absorb | sq_next;
    wire ph_last   = (ph_q == 3'd6);
    wire rnd_last  = (rnd_q == 5'd23);

    // Stage-1 input: the state, or at a start S ^ (P || 0^c) (S = 0 for a first block).
    // The block in state order, and sq_data in output order (hc_keccak_bytes).
    wire [RATE-1:0] blk_state;
    hc_keccak_bytes #(.WIDTH(RATE)) u_blk_bytes (
        .in_bytes(blk_data), .out_bytes(blk_state));
    hc_keccak_bytes #(.WIDTH(RATE)) u_sq_bytes (
        .in_bytes(s_q[RATE-1:0]), .out_bytes(sq_data));
    reg [1599:0] r_in;
    always @(*) begin
        r_in = s_q;
        if (~busy_q & ~sq_next)
            r_in = (blk_first ? 1600'd0 : s_q) ^ {{(1600-RATE){1'b0}}, blk_state};
    end

    // ---------------------------------------------------------------- Stage-1, Stage-2
    // (hc_keccak_dsp_theta, Eq. 1 and Eq. 8) M1-M5: for row k = ph - 1, theta column x'
    // takes lane (x', x' + 2k) (pi: output lane (x, k) comes from input lane (x + 3k, x)).
    wire [2:0] k2 = ph_q - 3'd1;
    function [319:0] f_lane2;
        input [1599:0] st;
        input [2:0]    k;
        integer xs, kk;
        begin
            for (xs = 0; xs < 5; xs = xs + 1) begin
                f_lane2[64*xs +: 64] = st[64*(xs + 5*xs) +: 64];
                for (kk = 1; kk < 5; kk = kk + 1)
                    if (k == kk[2:0]) f_lane2[64*xs +: 64] = st[64*(xs + 5*((xs + 2*kk) % 5)) +: 64];
            end
        end
    endfunction
    reg  [319:0] lane2;
    always @(*) lane2 = f_lane2(s_q, k2);
    wire [319:0] tl;             // theta output lane of theta column x' in [64*x' +: 64]
    hc_keccak_dsp_theta #(.USE_DSP(USE_DSP)) u_theta (
        .clk   (clk),
        .ce    (1'b1),
        .ce_par(start | (busy_q & (ph_q == 3'd0))),
        .s_in  (r_in),
        .lanes (lane2),
        .t     (tl)
    );

    // ---------------------------------------------------------------- Stage-3
    // rho and pi: for row k = ph - 2, output position x takes theta column (x + 3k) mod 5,
    // lane y' = x, rotated by its rho offset.
    wire [2:0] k3 = ph_q - 3'd2;
    // Theta column x' as the source of every lane (x', y), rotated by that lane's offset:
    // output position x of row k takes lane ((x + 3k) mod 5, x).
    wire [1599:0] tl_lanes;
    wire [1599:0] tl_rot;
    hc_keccak_columns u_tl_lanes (.columns(tl), .lanes(tl_lanes));
    hc_keccak_rho u_rho (.s_in(tl_lanes), .s_out(tl_rot));
    function [319:0] f_row;
        input [1599:0] rot;
        input [2:0]    k;
        integer xs, kk;
        begin
            for (xs = 0; xs < 5; xs = xs + 1) begin
                f_row[64*xs +: 64] = rot[64*(xs + 5*xs) +: 64];
                for (kk = 1; kk < 5; kk = kk + 1)
                    if (k == kk[2:0]) f_row[64*xs +: 64] = rot[64*((xs + 3*kk) % 5 + 5*xs) +: 64];
            end
        end
    endfunction
    reg  [319:0] o_row;          // position x in [64*x +: 64]
    always @(*) o_row = f_row(tl_rot, k3);
    wire [63:0] o [0:4];
    genvar ox;
    generate
        for (ox = 0; ox < 5; ox = ox + 1) begin : g_o
            assign o[ox] = o_row[64*ox +: 64];
        end
    endgenerate
    // iota on lane (0, 0): row 0, position 0
    wire [63:0] rc_round;
    hc_keccak_rc u_rc (.ir(rnd_q), .rc(rc_round));
    wire [63:0] rc = (k3 == 3'd0) ? rc_round : 64'd0;
    wire [47:0] e_hi [0:4];      // the output row, bits [63:16] of positions 0..4
    genvar x;
    generate
        for (x = 0; x < 5; x = x + 1) begin : g_chi
            wire [47:0] pc, p_and, pc_x;
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(2), .ABREG(0), .CREG(0), .PREG(0)) u_and (
                .clk(clk), .ce(1'b1), .ce_p(1'b1),
                .ab(o[(x + 2) % 5][63:16]), .c(o[(x + 1) % 5][63:16]), .pcin(48'd0),
                .p(p_and), .pcout(pc)
            );
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(0)) u_xor (
                .clk(clk), .ce(1'b1), .ce_p(1'b1),
                .ab(o[x][63:16]), .c(x == 0 ? rc[63:16] : 48'd0), .pcin(pc),
                .p(e_hi[x]), .pcout(pc_x)
            );
            wire unused = &{1'b0, p_and, pc_x};
        end
    endgenerate
    wire [47:0] pc_ca, pc_cb, e_lo_a, e_lo_b, pa_and, pb_and, pc_xa, pc_xb;
    hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(2), .ABREG(0), .CREG(0), .PREG(0)) u_chi_lo_a_and (
        .clk(clk), .ce(1'b1), .ce_p(1'b1),
        .ab({o[2][15:0], o[3][15:0], o[4][15:0]}), .c({o[1][15:0], o[2][15:0], o[3][15:0]}),
        .pcin(48'd0), .p(pa_and), .pcout(pc_ca)
    );
    hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(0)) u_chi_lo_a_xor (
        .clk(clk), .ce(1'b1), .ce_p(1'b1),
        .ab({o[0][15:0], o[1][15:0], o[2][15:0]}), .c({rc[15:0], 32'd0}),
        .pcin(pc_ca), .p(e_lo_a), .pcout(pc_xa)
    );
    hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(2), .ABREG(0), .CREG(0), .PREG(0)) u_chi_lo_b_and (
        .clk(clk), .ce(1'b1), .ce_p(1'b1),
        .ab({o[0][15:0], o[1][15:0], 16'd0}), .c({o[4][15:0], o[0][15:0], 16'd0}),
        .pcin(48'd0), .p(pb_and), .pcout(pc_cb)
    );
    hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(0), .ABREG(0), .CREG(0), .PREG(0)) u_chi_lo_b_xor (
        .clk(clk), .ce(1'b1), .ce_p(1'b1),
        .ab({o[3][15:0], o[4][15:0], 16'd0}), .c(48'd0),
        .pcin(pc_cb), .p(e_lo_b), .pcout(pc_xb)
    );
    wire unused_chi = &{1'b0, pa_and, pb_and, pc_xa, pc_xb, e_lo_b[15:0]};
    wire [319:0] e_row = {e_hi[4], e_lo_b[31:16], e_hi[3], e_lo_b[47:32], e_hi[2], e_lo_a[15:0],
                          e_hi[1], e_lo_a[31:16], e_hi[0], e_lo_a[47:32]};

    // ---------------------------------------------------------------- state
    // Row k3 of row_q takes e_row: one enable per row (a constant slice each), not a
    // slice at 320 * k3, which Yosys builds as a multiplier (on ECP5 a MULT18X18D).
    integer rw;
    always @(posedge clk) begin
        if (start) s_q <= r_in;
        for (rw = 0; rw < 4; rw = rw + 1)
            if (busy_q & (ph_q >= 3'd2) & ~ph_last & (k3 == rw[2:0]))
                row_q[320*rw +: 320] <= e_row;
        if (busy_q & ph_last) s_q <= {e_row, row_q};
        if (absorb) tag_q <= blk_tag;
        if (start) last_q <= sq_next | blk_last;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            busy_q <= 1'b0;
            rnd_q  <= 5'd0;
            ph_q   <= 3'd0;
            out_q  <= 1'b0;
        end else begin
            if (out_q & sq_ready) out_q <= 1'b0;
            if (start) begin
                busy_q <= 1'b1;
                rnd_q  <= 5'd0;
                ph_q   <= 3'd1;
            end else if (busy_q) begin
                ph_q <= ph_last ? 3'd0 : ph_q + 3'd1;
                if (ph_last) begin
                    rnd_q <= rnd_q + 5'd1;
                    if (rnd_last) begin
                        busy_q <= 1'b0;
                        if (last_q) out_q <= 1'b1;
                    end
                end
            end
        end
    end

    assign sq_valid = out_q;
    assign sq_tag   = tag_q;
`ifdef FORMAL
    // Invariants for the proofs (formal/; only SymbiYosys defines FORMAL). While an output
    // block is held no permutation runs, so the state (sq_data) and the tag hold until it
    // is taken; a running permutation's round and phase are in range.
    always @(*)
        if (rst_n) begin
            if (out_q) assert(!busy_q);
            if (busy_q) assert(rnd_q <= 5'd23 && ph_q <= 3'd6);
        end
`endif
endmodule
`default_nettype wire
