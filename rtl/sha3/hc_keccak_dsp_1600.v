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
// and no load clock. A state entering M0 at clock t leaves Stage-4 (the round done) at
// clock t + 4, so the pipeline has four slots.
//
// CTX = 1: one message. The registers advance only while a permutation runs (clock
// enables), so between blocks the state rests in the Stage-4 P registers; three of the
// four slots stay empty. Interface and output protocol: as hc_keccak_core (docs/sha3.md).
//
// CTX = 4: the paper's core, four messages in flight (003, results of the 1600-bit core:
// "this four stage pipelined architecture also enabled us to hash four messages at the
// same time"). The pipeline advances every clock; context
// c owns the slot that is at M0 at clocks t with t mod 4 = c (slot_q), so each context
// gets one round per four clocks (96 clocks per block) and the four together one round
// per clock (24 clocks per block in aggregate). Ports as hc_keccak_pipe_core (one block
// input per context, ctx_idle; digests only, sq_more unused; the digest in the top
// DIGEST_BITS bits of sq_data). Per slot, a 4-entry control ring travels with the state
// (g_ctx below): its round number (the round constant at Stage-4 is that of the slot in
// Stage-4), in-permutation, last-block, holding-a-digest and tag bits. A state cannot go
// round the pipeline unchanged (rho and pi are wiring), so every state that finishes a
// permutation is parked in a 4 x 1600-bit park memory (park_q, one entry per context, a
// LUTRAM: written at the end of each permutation, read at M0) and the context's slot
// runs don't-care data until it resumes. Per slot and clock M0 is
//   r_in = (s & use_s) ^ (park & use_park) ^ (p & use_p)   (one LUT6 per bit)
// with (use_s, use_park, use_p) = (1, 0, 0) round goes on, (1, 0, 1) next block right
// after the permutation, (0, 1, 1) resume after waiting for a block, (0, 0, 1) first
// block (S = 0, FIPS 202 Algorithm 8 step 5); these selects, like the slot's other
// choices, are registers decided one clock ahead, and the next slot's block waits in a
// register (pg_q). A finished last block's digest goes to the output register at once
// when it is empty, else later from the park memory; a context that waits never stops
// the others (the "Holding" paragraph of hc_keccak_pipe_core).
module hc_keccak_dsp_1600 #(
    parameter RATE        = 1088,
    parameter TAG_W       = 1,
    parameter USE_DSP     = 1,
    parameter CTX         = 1,    // message contexts: 1, or 4 (one per pipeline slot)
    parameter DIGEST_BITS = 256   // CTX = 4: the state bits the output register holds
) (
    input  wire                   clk,
    input  wire                   rst_n,
    // padded blocks in, context c in slice c
    input  wire [RATE*CTX-1:0]    blk_data,
    input  wire [CTX-1:0]         blk_first,
    input  wire [CTX-1:0]         blk_last,
    input  wire [TAG_W*CTX-1:0]   blk_tag,
    input  wire [CTX-1:0]         blk_valid,
    output wire [CTX-1:0]         blk_ready,
    // output blocks, first byte in the MSB byte (CTX = 4: the digest in the top
    // DIGEST_BITS bits, the rest zero)
    output wire [RATE-1:0]        sq_data,
    output wire [TAG_W-1:0]       sq_tag,
    output wire                   sq_valid,
    input  wire                   sq_ready,
    input  wire                   sq_more,
    // the core holds nothing of context c: no block, no output (hc_ctx_pad)
    output wire [CTX-1:0]         ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_keccak_param_check #(
        .RATE(RATE), .DIGEST_BITS(DIGEST_BITS), .TAG_W(TAG_W), .USE_DSP(USE_DSP)
    ) u_keccak_param_check ();
    generate
        if (CTX != 1 && CTX != 4) begin : g_bad_ctx
            hc_error_CTX_must_be_1_or_4 u_error ();
        end
    endgenerate


    // ---------------------------------------------------------------- constants
    // The round constants RC[ir]: hc_keccak_rc, shared with the other Keccak cores.
    // rho: hc_keccak_rho (wiring), shared with the compact datapath.

    // ---------------------------------------------------------------- control
    // Shared by both control versions (g_one, g_ctx below): the datapath's clock enable,
    // M0's output and the round of the state in Stage-4.
    wire          ce;          // every stage advances
    wire [1599:0] r_in;        // M0: the state entering Stage-1 and the Stage-3 A:B registers
    wire [4:0]    rnd;         // round of the state in Stage-4 (its round constant)
    reg  [1599:0] s;           // the Stage-4 P registers: the round output, FIPS 202 lane order
    localparam integer CW = (CTX > 1) ? $clog2(CTX) : 1;
    genvar j, x, i;

    generate
        if (CTX == 1) begin : g_one
            // One message: the registers advance only while a permutation runs.
            reg          busy_q;   // a permutation runs
            reg  [6:0]   cnt_q;    // its clock, 0 .. 95: round cnt / 4, stage cnt % 4 + 1
            reg          last_q;
            reg          out_q;
            reg  [TAG_W-1:0] tag_q;

            wire sq_next   = out_q & sq_ready & sq_more;
            assign blk_ready = ~busy_q & (~out_q | (sq_ready & ~sq_more));
            wire absorb    = blk_valid[0] & blk_ready[0];
            wire start     = absorb | sq_next;
            assign ce      = busy_q | start;   // every stage advances while a permutation runs
            assign rnd     = cnt_q[6:2];

            // M0: the state, or at a start S ^ (P || 0^c) (S = 0 for a first block).
            // The block in state order, and sq_data in output order (hc_keccak_bytes).
            wire [RATE-1:0] blk_state;
            hc_keccak_bytes #(.WIDTH(RATE)) u_blk_bytes (
                .in_bytes(blk_data), .out_bytes(blk_state));
            hc_keccak_bytes #(.WIDTH(RATE)) u_sq_bytes (
                .in_bytes(s[RATE-1:0]), .out_bytes(sq_data));
            reg  [1599:0] r_m0;
            always @(*) begin
                r_m0 = s;
                if (~busy_q & ~sq_next)
                    r_m0 = (blk_first[0] ? 1600'd0 : s) ^ {{(1600-RATE){1'b0}}, blk_state};
            end
            assign r_in    = r_m0;

            always @(posedge clk) begin
                if (absorb) tag_q <= blk_tag;
                if (start) last_q <= sq_next | blk_last[0];
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
            assign ctx_idle = ~busy_q & ~out_q;
            wire unused = &{1'b0, DIGEST_BITS[0]};
`ifdef FORMAL
            // Invariants for the proofs (formal/): while an output block is held no
            // permutation runs (the stages hold: ce is low), and the clock count is in range.
            always @(*)
                if (rst_n) begin
                    if (out_q) assert(!busy_q);
                    assert(cnt_q <= 7'd95 && (busy_q || cnt_q == 7'd0));
                end
`endif
        end else begin : g_ctx
            // Four messages, one per pipeline slot; the pipeline never stops.
            localparam integer  CTX1 = CTX - 1;
            localparam [CW-1:0] SLOT_LAST = CTX1[CW-1:0];
            assign ce = 1'b1;

            // The control ring: entry k belongs to the slot that is at M0 k clocks from
            // now (entry 0: the slot at M0, its state in s; entry 1: the slot in Stage-4).
            // The entry of the slot at M0 is rewritten into entry CTX-1 every clock.
            reg  [CTX-1:0]   act_q;           // in a permutation: s holds its round output
            reg  [4:0]       rnd_q [0:CTX-1]; // ... the round it is in
            reg  [CTX-1:0]   last_q;          // its block is the message's last
            reg  [CTX-1:0]   hold_q;          // a digest waits in the park memory
            reg  [TAG_W-1:0] tag_q [0:CTX-1];
            reg  [CW-1:0]    slot_q;          // the context at M0
            // The block of the context next at M0, taken from blk_* one clock ahead
            // (hc_ctx_pad holds a block until it is taken, and only its context's slot
            // takes it), so that M0 sees a register and not a 4:1 choice of blocks; its
            // first flag goes into M0's selects.
            reg  [RATE-1:0]  pg_q;            // in state order
            reg              plast_q;
            reg  [TAG_W-1:0] ptag_q;
            reg  [CTX-1:0]   busy_q;          // context c has a message in the core
            reg  [1599:0]    park_q [0:CTX-1];
            reg  [DIGEST_BITS-1:0] od_q;      // output register
            reg  [TAG_W-1:0] otag_q;
            reg  [CW-1:0]    octx_q;          // the context whose digest od_q holds
            reg              ov_q;

            wire [1599:0] park   = park_q[slot_q];
            reg  [CW-1:0] slot_next_q;        // slot_q + 1 mod CTX, as a register
            wire [CW-1:0] slot_next = slot_next_q;
            // the next slot's block inputs: an AND-OR choice by a register (a LUT6 per
            // bit for four contexts), not a part-select at RATE * slot, which Yosys builds
            // as a shifter over all CTX blocks
            reg  [RATE-1:0]  n_blk;
            reg              n_valid, n_first, n_last;
            reg  [TAG_W-1:0] n_tag;
            integer          m;
            always @(*) begin
                n_blk   = {RATE{1'b0}};
                n_valid = 1'b0;
                n_first = 1'b0;
                n_last  = 1'b0;
                n_tag   = {TAG_W{1'b0}};
                for (m = 0; m < CTX; m = m + 1) begin
                    if (slot_next == m[CW-1:0]) begin
                        n_blk   = n_blk | blk_data[RATE*m +: RATE];
                        n_valid = n_valid | blk_valid[m];
                        n_first = n_first | blk_first[m];
                        n_last  = n_last | blk_last[m];
                        n_tag   = n_tag | blk_tag[TAG_W*m +: TAG_W];
                    end
                end
            end

            // The slot at M0 (ring entry 0). Its choices (take a block, copy a digest out,
            // M0's selects) were made one clock ahead, from ring entry 1, the block of
            // the next slot and the output register's next state, into registers: M0's
            // 1600 selects start at flip-flops and not at the output handshake.
            reg           take_q, copy_q, use_s_q, use_park_q;
            wire [4:0]    g_rnd  = rnd_q[0];
            wire          g_act  = act_q[0];
            wire          g_fin  = g_act & (g_rnd == 5'd23);  // permutation ends: s is f(S)
            wire          g_done = g_fin & last_q[0];          // ... and s holds a digest
            wire          take   = take_q;                     // the slot takes its block
            wire          copy   = copy_q;                     // its digest goes out
            // the next slot (ring entry 1) and its choices
            wire          e_act  = act_q[1];
            wire          e_fin  = e_act & (rnd_q[1] == 5'd23);
            wire          ov_next = copy_q | (ov_q & ~sq_ready);  // the output register then
            wire          copy_n = ((e_fin & last_q[1]) | hold_q[1]) & ~ov_next;
            wire          take_n = n_valid & ((e_fin & ~last_q[1]) | (~e_act & ~hold_q[1]) | copy_n);
            assign r_in = (s & {1600{use_s_q}}) ^ (park & {1600{use_park_q}}) ^
                          ({{(1600-RATE){1'b0}}, pg_q} & {1600{take_q}});
            assign rnd  = rnd_q[1];

            reg [CTX-1:0] ready_r, idle_r;
            integer c;
            always @(*) begin
                for (c = 0; c < CTX; c = c + 1) begin
                    ready_r[c] = take & (slot_q == c[CW-1:0]);
                    idle_r[c]  = ~busy_q[c] & ~(ov_q & (octx_q == c[CW-1:0]));
                end
            end
            assign blk_ready = ready_r;
            assign ctx_idle  = idle_r;

            // the digest: state bytes 0 .. DIGEST_BITS/8-1, first in the MSB byte, from s
            // when the permutation ends now, else from the park memory
            wire [1599:0] g_st = g_act ? s : park;
            wire [DIGEST_BITS-1:0] g_dig;
            hc_keccak_bytes #(.WIDTH(DIGEST_BITS)) u_dig_bytes (
                .in_bytes(g_st[DIGEST_BITS-1:0]), .out_bytes(g_dig));
            wire unused_st = &{1'b0, g_st[1599:DIGEST_BITS]};  // the digest: the first bytes
            // the next block in state order, for pg_q
            wire [RATE-1:0] n_blk_state;
            hc_keccak_bytes #(.WIDTH(RATE)) u_next_bytes (
                .in_bytes(n_blk), .out_bytes(n_blk_state));

            integer k, kr;  // (one loop variable per clocked block: Yosys makes it a register)
            always @(posedge clk) begin
                if (g_fin) park_q[slot_q] <= s;
                for (k = 0; k < CTX - 1; k = k + 1) begin
                    rnd_q[k]  <= rnd_q[k+1];
                    last_q[k] <= last_q[k+1];
                    tag_q[k]  <= tag_q[k+1];
                end
                rnd_q[CTX-1]  <= take ? 5'd0 : g_rnd + 5'd1;
                last_q[CTX-1] <= take ? plast_q : last_q[0];
                tag_q[CTX-1]  <= take ? ptag_q : tag_q[0];
                pg_q     <= n_blk_state;
                plast_q  <= n_last;
                ptag_q   <= n_tag;
                if (copy) begin
                    od_q   <= g_dig;
                    otag_q <= tag_q[0];
                    octx_q <= slot_q;
                end
            end

            always @(posedge clk) begin
                if (!rst_n) begin
                    act_q    <= {CTX{1'b0}};
                    hold_q   <= {CTX{1'b0}};
                    busy_q   <= {CTX{1'b0}};
                    slot_q      <= {CW{1'b0}};
                    slot_next_q <= {{(CW-1){1'b0}}, 1'b1};
                    take_q   <= 1'b0;
                    copy_q   <= 1'b0;
                    use_s_q  <= 1'b0;
                    use_park_q <= 1'b0;
                    ov_q     <= 1'b0;
                end else begin
                    for (kr = 0; kr < CTX - 1; kr = kr + 1) begin
                        act_q[kr]  <= act_q[kr+1];
                        hold_q[kr] <= hold_q[kr+1];
                    end
                    act_q[CTX-1]  <= (g_act & ~g_fin) | take;
                    hold_q[CTX-1] <= (g_done | hold_q[0]) & ~copy;
                    slot_q      <= slot_next;
                    slot_next_q <= (slot_next == SLOT_LAST) ? {CW{1'b0}} : slot_next + 1'b1;
                    take_q     <= take_n;
                    copy_q     <= copy_n;
                    use_s_q    <= (e_act & ~e_fin) | (take_n & ~n_first & e_act);
                    use_park_q <= take_n & ~n_first & ~e_act;
                    if (take)      busy_q[slot_q] <= 1'b1;
                    else if (copy) busy_q[slot_q] <= 1'b0;
                    if (copy)          ov_q <= 1'b1;
                    else if (sq_ready) ov_q <= 1'b0;
                end
            end

            assign sq_data  = {od_q, {(RATE-DIGEST_BITS){1'b0}}};
            assign sq_tag   = otag_q;
            assign sq_valid = ov_q;
            wire unused = &{1'b0, sq_more};
        end
    endgenerate

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

    // ---------------------------------------------------------------- Stage-3
    // lane i = x + 5y: ROT(A, r) on A:B (two registers), ROT(D[x], r) on C
    wire [1599:0] a_rot, d_rot;  // per lane, pre-rotated (wiring)
    wire [1599:0] d_lanes;       // D[x] for every lane (x, y)
    hc_keccak_columns u_d_lanes (.columns(d), .lanes(d_lanes));
    hc_keccak_rho u_rho_a (.s_in(r_in), .s_out(a_rot));
    hc_keccak_rho u_rho_d (.s_in(d_lanes), .s_out(d_rot));
    // Lanes from their units: bits [63:16] of lane i from unit i (hi[48*i +: 48]), bits
    // [15:0] from the shared unit i / 3 (lo[48*(i / 3) +: 48], lane 3j + x in the x-th
    // 16 bits from the top). The 1600-bit vectors of Stage-3 and Stage-4 are assembled
    // by this function in one process each, not by 34 continuous part drivers: Icarus
    // re-evaluates every reader of a vector for each part that changes, which made the
    // 1600-bit cores simulate many times slower than the others. Same circuit.
    function [1599:0] f_lanes;
        input [25*48-1:0] hi;
        input [9*48-1:0]  lo;
        integer ln_f;
        begin
            for (ln_f = 0; ln_f < 25; ln_f = ln_f + 1)
                f_lanes[64*ln_f +: 64] = {hi[48*ln_f +: 48],
                                          lo[48*(ln_f / 3) + 32 - 16*(ln_f % 3) +: 16]};
        end
    endfunction
    wire [25*48-1:0] rl_hi;      // Stage-3 units' P: bits [63:16] of each lane
    wire [9*48-1:0]  rl_lo;      // ... bits [15:0], three lanes per unit
    reg  [1599:0]    rl;         // Stage-3 output lanes R[x, y], by lane
    always @(*) rl = f_lanes(rl_hi, rl_lo);
    generate
        for (i = 0; i < 25; i = i + 1) begin : g_theta3
            wire [47:0] pc;
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(1), .ABREG(2), .CREG(0), .PREG(1)) u_hi (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(a_rot[64*i + 16 +: 48]), .c(d_rot[64*i + 16 +: 48]), .pcin(48'd0),
                .p(rl_hi[48*i +: 48]), .pcout(pc)
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
                end else begin : g_none
                    assign ab_lo[47 - 16*x -: 16] = 16'd0;
                    assign c_lo[47 - 16*x -: 16]  = 16'd0;
                end
            end
            hc_keccak_lu #(.USE_DSP(USE_DSP), .OP(1), .ABREG(2), .CREG(0), .PREG(1)) u_lo (
                .clk(clk), .ce(ce), .ce_p(ce),
                .ab(ab_lo), .c(c_lo), .pcin(48'd0),
                .p(rl_lo[48*j +: 48]), .pcout(pc)
            );
            wire unused = &{1'b0, pc};
        end
    endgenerate
    wire unused_rl = &{1'b0, rl_lo[48*8 +: 32]};

    // ---------------------------------------------------------------- Stage-4
    // pi (wiring): B[x, y] = R[(x + 3y) mod 5, x]
    function integer f_src;
        input integer xb;
        input integer yb;
        begin
            f_src = (xb + 3 * yb) % 5 + 5 * xb;
        end
    endfunction
    function [1599:0] f_pi;
        input [1599:0] r;
        integer ln_p;
        begin
            for (ln_p = 0; ln_p < 25; ln_p = ln_p + 1)
                f_pi[64*ln_p +: 64] = r[64*f_src(ln_p % 5, ln_p / 5) +: 64];
        end
    endfunction
    reg [1599:0] b;
    always @(*) b = f_pi(rl);
    wire [63:0] rc;
    hc_keccak_rc u_rc (.ir(rnd), .rc(rc));
    wire [25*48-1:0] s_hi;       // Stage-4 XOR units' P: bits [63:16] of each lane
    wire [9*48-1:0]  s_lo;       // ... bits [15:0], three lanes per unit
    always @(*) s = f_lanes(s_hi, s_lo);
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
                .p(s_hi[48*i +: 48]), .pcout(pc_x)
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
                .ab(ab_xor), .c(c_xor), .pcin(pc), .p(s_lo[48*j +: 48]), .pcout(pc_x)
            );
            wire unused = &{1'b0, p_and, pc_x};
        end
    endgenerate
    wire unused_s = &{1'b0, s_lo[48*8 +: 32]};
endmodule
`default_nettype wire
