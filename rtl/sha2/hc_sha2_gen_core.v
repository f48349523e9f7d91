`default_nettype none
// SHA-2 block core generator: STAGES pipeline stages of hc_sha2_gen_stage, each running
// ROUNDS/STAGES rounds at RPC rounds per clock with the operation block PRE / CSA
// (hc_sha2_gen_round), and N_CTX message contexts. WORD_BITS = 32: SHA-224/256, 64
// rounds on 512-bit blocks (FIPS 180-4 section 6.2, 6.3); WORD_BITS = 64: SHA-384/512
// and SHA-512/224, SHA-512/256, 80 rounds on 1024-bit blocks (section 6.4 .. 6.7): the
// same structure on words twice as wide. Ports: docs/interface.md, "Multi-message block
// core".
//
// The frame is the one of 000_026659c184445444.txt Fig. 1 and 004_e1f17d10682e9c23.txt:
// every stage holds one block of a different message, all stages move their blocks on
// together every L = ROUNDS / (STAGES * RPC) clocks (a "wave"), so STAGES blocks are in
// flight. STAGES = 4, RPC = 1 is the papers' 4-stage design; STAGES = 1 is an iterative
// single-message core; STAGES = ROUNDS (RPC = 1) is fully pipelined, a block every clock.
//
// Blocks of one message are chained (FIPS 180-4 section 6.2.2 step 4: H_i = H_{i-1} +
// state), so a message has at most one block in the pipeline; the others are filled with
// blocks of other contexts. Scheduling:
//   * at the end of every wave the block leaving the last stage goes into the exit
//     register X; in the next clock its chaining addition H + state is written into the
//     context's H_q (the chaining value, and the digest after a last block);
//   * a context that has a block waiting and none in a stage is granted, round-robin:
//     its starting values are registered (the chaining value may come straight from the
//     adders while X finishes it); stage 0 takes the granted block at the next wave end.
//     So a message's next block enters one wave after its previous block left, and with
//     N_CTX = STAGES + 1 busy contexts every wave carries a block. A stage slot left by a
//     finishing message is refilled at once: nothing drains.
//   * STAGES = 1: the stage does not wait for a wave end; a block starts as soon as it is
//     granted: ROUNDS/RPC + 2 clocks per block (the chaining addition, the grant).
// Digests: a context whose last block is done holds its digest in H_q ("pending"); the
// output register takes pending digests round-robin. A context with a pending digest does
// not start its next message, so back-pressure on the digest output never stalls the
// pipeline or other messages.
module hc_sha2_gen_core #(
    parameter WORD_BITS   = 32,   // 32: SHA-224/256; 64: SHA-384/512, SHA-512/t
    parameter STAGES      = 4,    // a divisor of the rounds (64 or 80)
    parameter RPC         = 1,    // rounds per clock: 1, 2, 4, dividing ROUNDS / STAGES
    parameter PRE         = 0,    // operation block: hc_sha2_gen_round
    parameter CSA         = 0,    // operation block: hc_sha2_gen_round
    // 32-bit words: 256 = SHA-256, 224 = SHA-224; 64-bit words: 512 = SHA-512,
    // 384 = SHA-384, 256 = SHA-512/256, 224 = SHA-512/224 (the IV and the digest's width)
    parameter DIGEST_BITS = 256,
    parameter N_CTX       = 1,    // message contexts
    parameter TID_W       = 1     // width of blk_tid / dig_tid
) (
    input  wire                     clk,
    input  wire                     rst_n,
    // one block channel per context: context c in [16*WORD_BITS*c +: 16*WORD_BITS],
    // bit c, ...
    input  wire [16*WORD_BITS*N_CTX-1:0] blk_data,   // first message byte in the MSB byte
    input  wire [N_CTX-1:0]         blk_first,
    input  wire [N_CTX-1:0]         blk_last,
    input  wire [N_CTX-1:0]         blk_err,    // with blk_last: the message was malformed
    input  wire [TID_W*N_CTX-1:0]   blk_tid,    // taken with a message's first block
    input  wire [N_CTX-1:0]         blk_valid,
    output wire [N_CTX-1:0]         blk_ready,
    output wire [DIGEST_BITS-1:0]   dig_data,   // first digest byte in the MSB byte
    output wire [TID_W-1:0]         dig_tid,
    output wire                     dig_err,
    output wire                     dig_valid,
    input  wire                     dig_ready,
    // context c has nothing in the core: no block granted or in flight, no digest pending
    // or waiting in the output register
    output wire [N_CTX-1:0]         ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS), .STAGES(STAGES), .RPC(RPC), .PRE(PRE), .CSA(CSA), .N_CTX(N_CTX), .TID_W(TID_W))
        u_sha2_param_check ();

    localparam W      = WORD_BITS;
    localparam BLK_W  = 16 * W;                 // block: 512 or 1024 bits
    localparam ROUNDS = (W == 64) ? 80 : 64;    // FIPS 180-4 section 6.2.2 / 6.4.2
    localparam RPS    = ROUNDS / STAGES;        // rounds per stage
    localparam L      = RPS / RPC;              // clocks per wave
    localparam CNT_W  = (L > 1) ? $clog2(L) : 1;
    localparam CTX_W  = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    localparam PRE_W  = W * (RPC + 2);
    localparam T_W    = (W == 64) ? 7 : 6;      // hc_sha2_k's round index
    localparam [CNT_W-1:0] J_LAST = L[CNT_W-1:0] - 1'b1;

    // FIPS 180-4 section 5.3: H0 in the MSBs
    wire [8*W-1:0] IV;
    hc_sha2_iv #(.WORD_BITS(W), .DIGEST_BITS(DIGEST_BITS)) u_iv (.iv(IV));

    integer k;
    genvar s, w;

    // ------------------------------------------------------------------ wave timing
    // wave_end_q marks the last clock of a wave (decoded a clock ahead, so the handshake
    // to the padding units starts at a register).
    reg  [CNT_W-1:0] j_q;         // clock of the wave
    reg              wave_end_q;  // j_q == L - 1
    reg              wait_q;      // STAGES = 1: the stage is empty and waits for a block
    wire exit_edge  = wave_end_q & ~wait_q;   // the last stage's block moves to X
    wire entry_edge = wave_end_q | wait_q;    // stage 0 may take a block
    wire enter;                               // stage 0 takes a block now
    reg  [CNT_W-1:0] j_d;

    always @(*) begin
        j_d = j_q;
        if (STAGES == 1) begin
            if (enter)         j_d = (L > 1) ? {CNT_W{1'b0}} : J_LAST;
            else if (!wait_q && !wave_end_q) j_d = j_q + 1'b1;
        end else begin
            j_d = wave_end_q ? {CNT_W{1'b0}} : j_q + 1'b1;
        end
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            j_q        <= J_LAST;
            wave_end_q <= 1'b1;
            wait_q     <= (STAGES == 1);
        end else begin
            j_q        <= j_d;
            wave_end_q <= (j_d == J_LAST);
            if (STAGES == 1) begin
                if (enter)          wait_q <= 1'b0;
                else if (exit_edge) wait_q <= 1'b1;
            end
        end
    end

    // ------------------------------------------------------------------ slots
    // What each stage holds: a block (v), its message's first / last block, error, context.
    reg  [STAGES-1:0]       sv_q, sfirst_q, slast_q, serr_q;
    reg  [CTX_W*STAGES-1:0] sctx_q;

    // exit register X: the block that left the last stage, before its chaining addition
    reg              x_valid_q, x_first_q, x_last_q, x_err_q;
    reg  [CTX_W-1:0] x_ctx_q;
    reg  [8*W-1:0]   x_state_q;

    // per context
    reg  [8*W-1:0]   H_q   [0:N_CTX-1];   // chaining value; the digest while pending
    reg  [TID_W-1:0] tid_q [0:N_CTX-1];
    reg  [N_CTX-1:0] inflight_q;           // a block of the context is in a stage
    reg  [N_CTX-1:0] pend_q;               // digest pending in H_q
    reg  [N_CTX-1:0] err_q;                // the pending digest's message was malformed

    // chaining addition of the block in X (FIPS 180-4 section 6.2.2 / 6.4.2 step 4)
    wire [8*W-1:0] x_base = x_first_q ? IV : H_q[x_ctx_q];
    wire [8*W-1:0] fin;
    generate
        for (w = 0; w < 8; w = w + 1) begin : g_fin
            assign fin[W*w +: W] = x_base[W*w +: W] + x_state_q[W*w +: W];
        end
    endgenerate

    // ------------------------------------------------------------------ entry
    // In two steps, so that no long path runs from the counters into the padding units or
    // from the chaining adders into stage 0:
    //   grant: a context is chosen and its starting values are registered (g_*_q): the
    //          chaining value (IV, H_q, or the adders' output while X finishes it), K + W
    //          of its first clock, d + h of the starting state;
    //   enter: at the next entry edge stage 0 takes the granted block; blk_ready rises
    //          then, from registers.
    // A context may be granted when it has a block, has none in a stage or granted, and
    // (for a message's first block) has no digest pending, counting the one X finishes
    // now. A new grant may be made in the clock the previous one enters.
    // With several stages (PREP) the grant itself takes a clock more: the choice is
    // registered first (gsel_q), the starting values in the clock after (gp_q set), from
    // registers only: the round-robin choice never steers the 8-word chaining-value and
    // block multiplexers in the same clock, and the chaining value is already in H_q. A
    // wave is at least two clocks long there (L >= 2; a one-clock wave keeps the two
    // steps, to take a block every clock), so the block still enters at the same wave end.
    localparam PREP = (STAGES > 1) && (L > 1);
    reg              grant_q;
    reg              gp_q;        // PREP: the granted block's starting values are registered
    reg  [CTX_W-1:0] gsel_q;
    reg              g_first_q, g_last_q, g_err_q;
    reg  [8*W-1:0]   g_state_q;
    reg  [W*RPC-1:0] g_kw_q;      // K_i + W_i of the first clock
    reg  [W-1:0]     g_dh_q;      // d + h of the starting state

    reg  [N_CTX-1:0] ready_c;
    always @(*) begin
        for (k = 0; k < N_CTX; k = k + 1)
            ready_c[k] = blk_valid[k] & ~inflight_q[k]
                       & ~(grant_q & (gsel_q == k[CTX_W-1:0]))
                       & ~(blk_first[k] & (pend_q[k] | (x_valid_q & x_last_q
                                                        & (x_ctx_q == k[CTX_W-1:0]))));
    end

    // round-robin among the ready contexts (hc_rr_arbiter): the choice moves on with
    // each grant
    wire             grant;
    wire             any_ready;
    wire [CTX_W-1:0] sel;
    wire [N_CTX-1:0] grant_onehot;  // not needed: gsel_q keeps the number
    hc_rr_arbiter #(
        .N      (N_CTX),
        .INDEX_W(CTX_W)
    ) u_grant_arbiter (
        .clk        (clk),
        .rst_n      (rst_n),
        .request    (ready_c),
        .accept     (grant),
        .grant_valid(any_ready),
        .grant      (grant_onehot),
        .grant_index(sel)
    );

    assign enter = entry_edge & (PREP ? gp_q : grant_q);
    assign grant = any_ready & (~grant_q | enter);
    wire   prep  = PREP & grant_q & ~gp_q;   // PREP: register the starting values now
    wire   g_load = PREP ? prep : grant;     // g_state_q, g_kw_q, g_dh_q take s_*

    genvar c;
    generate
        for (c = 0; c < N_CTX; c = c + 1) begin : g_ready
            assign blk_ready[c] = enter & (gsel_q == c);
        end
    endgenerate

    // the block whose starting values are registered now (g_load): its chaining value,
    // K + W of its first clock; words W_0 .. W_{RPC-1} are the top of the block
    wire [CTX_W-1:0]  s_ctx   = PREP ? gsel_q : sel;
    wire [W*RPC-1:0]  s_head  = blk_data[BLK_W*s_ctx + BLK_W - W*RPC +: W*RPC];
    wire         s_first = PREP ? g_first_q : blk_first[sel];
    // its chaining value is still in X (one step: X finishes it in this clock; PREP: X
    // has written it into H_q the clock before)
    wire         s_chain = ~PREP & x_valid_q & (x_ctx_q == sel);
    wire [8*W-1:0] s_state = s_first ? IV : (s_chain ? fin : H_q[s_ctx]);
    wire [W*RPC-1:0] s_kw;
    generate
        for (w = 0; w < RPC; w = w + 1) begin : g_kw
            wire [W-1:0] K_w;
            hc_sha2_k #(
                .WORD_BITS(W)
            ) u_k (
                .t  (w[T_W-1:0]),
                .K_t(K_w)
            );
            assign s_kw[W*w +: W] = K_w + s_head[W*RPC - 1 - W*w -: W];
        end
    endgenerate

    always @(posedge clk) begin
        if (!rst_n) begin
            grant_q <= 1'b0;
            gp_q    <= 1'b0;
        end else begin
            if (grant)
                grant_q <= 1'b1;
            else if (enter)
                grant_q <= 1'b0;
            if (enter)
                gp_q <= 1'b0;
            else if (prep)
                gp_q <= 1'b1;
        end
        if (grant) begin
            gsel_q    <= sel;
            g_first_q <= blk_first[sel];
            g_last_q  <= blk_last[sel];
            g_err_q   <= blk_err[sel];
        end
        if (g_load) begin
            g_state_q <= s_state;
            g_kw_q    <= s_kw;
            g_dh_q    <= s_state[5*W-1:4*W] + s_state[W-1:0];
        end
    end

    // stage 0's inputs: the granted block as the window (word k = W_k, FIPS 180-4
    // section 5.2.1 / 5.2.2, big-endian; the padding unit holds it until blk_ready) and
    // the sums of its first clock
    wire [BLK_W-1:0] e_blk   = blk_data[BLK_W*gsel_q +: BLK_W];
    wire             e_first = g_first_q;
    wire [8*W-1:0]   e_state = g_state_q;
    wire [BLK_W-1:0] e_win;
    generate
        for (w = 0; w < 16; w = w + 1) begin : g_win
            assign e_win[W*w +: W] = e_blk[BLK_W - 1 - W*w -: W];
        end
    endgenerate

    wire [PRE_W-1:0] e_pre;
    generate
        if (PRE == 0) begin : g_e_nopre
            assign e_pre = {PRE_W{1'b0}};
            wire unused_g = &{1'b0, g_kw_q, g_dh_q};
        end else begin : g_e_pre
            wire [W-1:0] e_hkw = e_state[W-1:0] + g_kw_q[W-1:0];
            if (PRE == 2) begin : g_spatial
                wire [W-1:0] e_dhkw = g_dh_q + g_kw_q[W-1:0];
                assign e_pre = {e_dhkw, e_hkw, g_kw_q};
            end else begin : g_nospatial
                assign e_pre = {{W{1'b0}}, e_hkw, g_kw_q};
                wire unused_g = &{1'b0, g_dh_q};
            end
        end
    endgenerate

    // ------------------------------------------------------------------ stages
    wire [8*W*STAGES-1:0]   nxt_state;
    wire [BLK_W*STAGES-1:0] nxt_win;
    wire [PRE_W*STAGES-1:0] nxt_pre;

    generate
        for (s = 0; s < STAGES; s = s + 1) begin : g_stage
            wire             ld;
            wire [8*W-1:0]   i_state;
            wire [BLK_W-1:0] i_win;
            wire [PRE_W-1:0] i_pre;
            if (s == 0) begin : g_first
                assign ld      = (STAGES == 1) ? enter : wave_end_q;
                assign i_state = e_state;
                assign i_win   = e_win;
                assign i_pre   = e_pre;
            end else begin : g_next
                assign ld      = wave_end_q;
                assign i_state = nxt_state[8*W*(s-1) +: 8*W];
                assign i_win   = nxt_win[BLK_W*(s-1) +: BLK_W];
                assign i_pre   = nxt_pre[PRE_W*(s-1) +: PRE_W];
            end
            hc_sha2_gen_stage #(
                .WORD_BITS(W),
                .STAGE    (s),
                .STAGES   (STAGES),
                .RPC      (RPC),
                .PRE      (PRE),
                .CSA      (CSA),
                .CNT_W    (CNT_W)
            ) u_stage (
                .clk      (clk),
                .load     (ld),
                .j        (j_q),
                .in_state (i_state),
                .in_win   (i_win),
                .in_pre   (i_pre),
                .nxt_state(nxt_state[8*W*s +: 8*W]),
                .nxt_win  (nxt_win[BLK_W*s +: BLK_W]),
                .nxt_pre  (nxt_pre[PRE_W*s +: PRE_W])
            );
        end
    endgenerate

    // slot bookkeeping: shift with the waves, stage 0 from the entry
    wire [STAGES-1:0]       sv_d, sfirst_d, slast_d, serr_d;
    wire [CTX_W*STAGES-1:0] sctx_d;
    assign sv_d[0]             = enter;
    assign sfirst_d[0]         = e_first;
    assign slast_d[0]          = g_last_q;
    assign serr_d[0]           = g_err_q;
    assign sctx_d[CTX_W-1:0]   = gsel_q;
    generate
        if (STAGES > 1) begin : g_shift
            assign sv_d[STAGES-1:1]     = sv_q[STAGES-2:0];
            assign sfirst_d[STAGES-1:1] = sfirst_q[STAGES-2:0];
            assign slast_d[STAGES-1:1]  = slast_q[STAGES-2:0];
            assign serr_d[STAGES-1:1]   = serr_q[STAGES-2:0];
            assign sctx_d[CTX_W*STAGES-1:CTX_W] = sctx_q[CTX_W*(STAGES-1)-1:0];
        end
    endgenerate

    always @(posedge clk) begin
        if (!rst_n) begin
            sv_q <= {STAGES{1'b0}};
        end else if (entry_edge) begin
            sv_q <= sv_d;
        end
        if (entry_edge) begin
            sfirst_q <= sfirst_d;
            slast_q  <= slast_d;
            serr_q   <= serr_d;
            sctx_q   <= sctx_d;
        end
    end

    // ------------------------------------------------------------------ exit and contexts
    wire             o_free = ~dig_valid_q | dig_ready;
    reg              dig_valid_q;
    reg  [8*W-1:0]   dig_q;
    reg  [TID_W-1:0] dig_tid_q;
    reg              dig_err_q;
    reg  [CTX_W-1:0] dig_ctx_q;   // context of the digest in the output register
    // pending digests are taken round-robin, as grants
    wire             take;
    wire             any_pend;
    wire [CTX_W-1:0] osel;
    wire [N_CTX-1:0] take_onehot;  // the context whose digest is taken (with take)
    hc_rr_arbiter #(
        .N      (N_CTX),
        .INDEX_W(CTX_W)
    ) u_output_arbiter (
        .clk        (clk),
        .rst_n      (rst_n),
        .request    (pend_q),
        .accept     (take),
        .grant_valid(any_pend),
        .grant      (take_onehot),
        .grant_index(osel)
    );
    assign take = o_free & any_pend;

    wire [CTX_W-1:0] out_ctx = sctx_q[CTX_W*(STAGES-1) +: CTX_W];

    always @(posedge clk) begin
        if (!rst_n) begin
            x_valid_q   <= 1'b0;
            inflight_q  <= {N_CTX{1'b0}};
            pend_q      <= {N_CTX{1'b0}};
            dig_valid_q <= 1'b0;
        end else begin
            x_valid_q <= exit_edge & sv_q[STAGES-1];
            for (k = 0; k < N_CTX; k = k + 1) begin
                if (exit_edge && sv_q[STAGES-1] && out_ctx == k[CTX_W-1:0])
                    inflight_q[k] <= 1'b0;
                if (enter && gsel_q == k[CTX_W-1:0])
                    inflight_q[k] <= 1'b1;
                if (x_valid_q && x_last_q && x_ctx_q == k[CTX_W-1:0])
                    pend_q[k] <= 1'b1;
                if (take && take_onehot[k])
                    pend_q[k] <= 1'b0;
            end
            if (take) dig_valid_q <= 1'b1;
            else if (dig_ready) dig_valid_q <= 1'b0;
        end
    end

    always @(posedge clk) begin
        if (exit_edge) begin
            x_first_q <= sfirst_q[STAGES-1];
            x_last_q  <= slast_q[STAGES-1];
            x_err_q   <= serr_q[STAGES-1];
            x_ctx_q   <= out_ctx;
            x_state_q <= nxt_state[8*W*(STAGES-1) +: 8*W];
        end
        if (x_valid_q) begin
            H_q[x_ctx_q] <= fin;
            if (x_last_q) err_q[x_ctx_q] <= x_err_q;
        end
        if (enter && e_first) tid_q[gsel_q] <= blk_tid[TID_W*gsel_q +: TID_W];
        if (take) begin
            dig_q     <= H_q[osel];
            dig_tid_q <= tid_q[osel];
            dig_err_q <= err_q[osel];
            dig_ctx_q <= osel;
        end
    end

    // FIPS 180-4 section 6.3, 6.5, 6.6, 6.7: the leftmost DIGEST_BITS bits of H0..H7
    assign dig_data  = dig_q[8*W-1 -: DIGEST_BITS];
    assign dig_tid   = dig_tid_q;
    assign dig_err   = dig_err_q;
    assign dig_valid = dig_valid_q;

    generate
        for (c = 0; c < N_CTX; c = c + 1) begin : g_idle
            assign ctx_idle[c] = ~inflight_q[c] & ~pend_q[c]
                               & ~(x_valid_q & (x_ctx_q == c)) & ~(grant_q & (gsel_q == c))
                               & ~(dig_valid_q & (dig_ctx_q == c));
        end
    endgenerate

    // the last stage's window and sums are not needed after the last round
    wire unused_core = &{1'b0, dig_q, grant_onehot, nxt_win[BLK_W*(STAGES-1) +: BLK_W],
                         nxt_pre[PRE_W*(STAGES-1) +: PRE_W]};
endmodule
`default_nettype wire
