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
// blocks of other contexts. Scheduling (hc_wave_sched, shared with the MD5 pipelines):
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
// Starting values (CV_IN = 1, the HMAC key contexts of RFC 2104 section 4, docs/hmac.md):
// a message's first block starts from its channel's blk_cv instead of the IV; blk_cv is
// copied into the context's H_q as the block is granted, so it need only be held with the
// block (until blk_ready), like blk_data, and dig_state gives the whole chaining value.
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
    parameter TID_W       = 1,    // width of blk_tid / dig_tid
    // 1: a first block starts from blk_cv (see above); 0: from the IV, blk_cv unused
    parameter CV_IN       = 0
) (
    input  wire                     clk,
    input  wire                     rst_n,
    // one block channel per context: context c in [16*WORD_BITS*c +: 16*WORD_BITS],
    // bit c, ...
    input  wire [16*WORD_BITS*N_CTX-1:0] blk_data,   // first message byte in the MSB byte
    // CV_IN = 1: the chaining value a first block starts from (H0 in the MSBs, as
    // dig_state), held with the block
    input  wire [8*WORD_BITS*N_CTX-1:0]  blk_cv,
    output wire [8*WORD_BITS-1:0]   iv,         // the IV H(0), a constant (FIPS 180-4 5.3)
    input  wire [N_CTX-1:0]         blk_first,
    input  wire [N_CTX-1:0]         blk_last,
    input  wire [N_CTX-1:0]         blk_err,    // with blk_last: the message was malformed
    input  wire [TID_W*N_CTX-1:0]   blk_tid,    // taken with a message's first block
    input  wire [N_CTX-1:0]         blk_valid,
    output wire [N_CTX-1:0]         blk_ready,
    output wire [DIGEST_BITS-1:0]   dig_data,   // first digest byte in the MSB byte
    output wire [8*WORD_BITS-1:0]   dig_state,  // the whole chaining value H0..H7 (H0 in the MSBs)
    output wire [TID_W-1:0]         dig_tid,
    output wire                     dig_err,
    output wire                     dig_valid,
    input  wire                     dig_ready,
    // context c has nothing in the core: no block granted or in flight, no digest pending
    // or waiting in the output register
    output wire [N_CTX-1:0]         ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS), .STAGES(STAGES), .RPC(RPC), .PRE(PRE), .CSA(CSA), .N_CTX(N_CTX), .TID_W(TID_W),
                          .CV_IN(CV_IN))
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

    // FIPS 180-4 section 5.3: H0 in the MSBs
    wire [8*W-1:0] IV;
    hc_sha2_iv #(.WORD_BITS(W), .DIGEST_BITS(DIGEST_BITS)) u_iv (.iv(IV));
    assign iv = IV;

    genvar s, w;

    // ------------------------------------------------------------------ control
    // hc_wave_sched (rtl/common): wave timing, round-robin grant and entry, what each
    // stage holds, the exit register's flags, the contexts' in-flight / pending / error /
    // user data and the digest order; this core keeps the data it steers.
    // The grant is in two steps, so that no long path runs from the counters into the
    // padding units or from the chaining adders into stage 0:
    //   grant: a context is chosen and its starting values are registered (g_*_q): the
    //          chaining value (IV, H_q, or the adders' output while X finishes it), K + W
    //          of its first clock, d + h of the starting state;
    //   enter: at the next entry edge stage 0 takes the granted block; blk_ready rises
    //          then, from registers.
    // With several stages (PREP) the grant itself takes a clock more: the choice is
    // registered first, the starting values in the clock after, from registers only: the
    // round-robin choice never steers the 8-word chaining-value and block multiplexers in
    // the same clock, and the chaining value is already in H_q. A wave is at least two
    // clocks long there (L >= 2; a one-clock wave keeps the two steps, to take a block
    // every clock), so the block still enters at the same wave end.
    localparam PREP = (STAGES > 1) && (L > 1);
    // With 64-bit words and several stages the granted block is registered too, with the
    // starting values (g_blk_q), and stage 0 takes it from there. Without that register
    // the N_CTX-to-1 block multiplexer (5 x 1024 bits on the 4-stage points) sits in
    // front of stage 0's window registers, beside the padding units' block registers,
    // the exit register and H_q: on the ECP5 the router's most overused nets
    // (router2's heat maps of sha512_uhs4) were that window's inputs and the exit
    // register's, and neither router finished that core (docs/sha512.md). The register
    // lets the multiplexer sit by the padding units and stage 0 load from one block.
    // 32-bit words keep the multiplexer in front of stage 0 (512-bit blocks: their
    // 4-stage points route in minutes).
    localparam ENTRY_REG = PREP && (W == 64);

    wire [CNT_W-1:0] j;            // clock of the wave
    wire             wave_end;     // its last clock
    wire             exit_edge;    // the last stage's block moves to X
    wire             enter;        // stage 0 takes the granted block now
    wire             start_load;   // register the starting values of ...
    wire [CTX_W-1:0] start_ctx;    // ... this context's block
    wire             start_first;  // ... from the IV
    wire             start_chain;  // ... from X's sum (else from H_q)
    wire [CTX_W-1:0] entry_ctx;
    wire             entry_first;
    wire [CTX_W-1:0] leave_ctx;    // the block X takes at exit_edge ...
    wire             leave_first;  // ... and whether it starts its message
    wire             x_valid;      // X holds a block: H_q takes its chaining addition
    wire             x_first_unused;
    wire [CTX_W-1:0] x_ctx;
    wire             take;         // the digest register takes ...
    wire [CTX_W-1:0] take_ctx;     // ... this context's H_q
    wire             entry_edge_unused;
    wire [TID_W-1:0] exit_tid_unused;  // (no state output per block)
    hc_wave_sched #(
        .STAGES     (STAGES),
        .WAVE_CLOCKS(L),
        .N_CTX      (N_CTX),
        .TID_W      (TID_W),
        .PREP       (ENTRY_REG ? 2 : (PREP ? 1 : 0)),
        .CTX_W      (CTX_W),
        .CNT_W      (CNT_W)
    ) u_sched (
        .clk        (clk),
        .rst_n      (rst_n),
        .blk_first  (blk_first),
        .blk_last   (blk_last),
        .blk_err    (blk_err),
        .blk_tid    (blk_tid),
        .blk_valid  (blk_valid),
        .blk_ready  (blk_ready),
        .wave_clock (j),
        .wave_end   (wave_end),
        .exit_edge  (exit_edge),
        .entry_edge (entry_edge_unused),
        .start_load (start_load),
        .start_ctx  (start_ctx),
        .start_first(start_first),
        .start_chain(start_chain),
        .enter      (enter),
        .entry_ctx  (entry_ctx),
        .entry_first(entry_first),
        .leave_ctx  (leave_ctx),
        .leave_first(leave_first),
        .exit_valid (x_valid),
        .exit_first (x_first_unused),
        .exit_ctx   (x_ctx),
        .exit_tid   (exit_tid_unused),
        .take       (take),
        .take_ctx   (take_ctx),
        .dig_tid    (dig_tid),
        .dig_err    (dig_err),
        .dig_valid  (dig_valid),
        .dig_ready  (dig_ready),
        .ctx_idle   (ctx_idle)
    );

    // exit register X: the state of the block that left the last stage, before its
    // chaining addition, and the chaining value it adds back, read from its context's
    // H_q as the block leaves (so the addition starts at registers); H_q per context: the
    // chaining value, and the digest while pending
    reg  [8*W-1:0]   x_state_q, x_base_q;
    reg  [8*W-1:0]   H_q [0:N_CTX-1];

    // chaining addition of the block in X (FIPS 180-4 section 6.2.2 / 6.4.2 step 4); with
    // CV_IN a first block's starting value is in H_q already (copied as it was granted)
    wire [8*W-1:0] leave_base;
    generate
        if (CV_IN != 0) begin : g_x_cv
            assign leave_base = H_q[leave_ctx];
            wire unused_leave_first = leave_first;
        end else begin : g_x_iv
            assign leave_base = leave_first ? IV : H_q[leave_ctx];
        end
    endgenerate
    wire [8*W-1:0] fin;
    generate
        for (w = 0; w < 8; w = w + 1) begin : g_fin
            assign fin[W*w +: W] = x_base_q[W*w +: W] + x_state_q[W*w +: W];
        end
    endgenerate

    // ------------------------------------------------------------------ entry
    // the block whose starting values are registered now (start_load): its chaining
    // value, K + W of its first clock; words W_0 .. W_{RPC-1} are the top of the block
    reg  [8*W-1:0]   g_state_q;
    reg  [W*RPC-1:0] g_kw_q;      // K_i + W_i of the first clock
    reg  [W-1:0]     g_dh_q;      // d + h of the starting state

    wire [W*RPC-1:0] s_head  = blk_data[BLK_W*start_ctx + BLK_W - W*RPC +: W*RPC];
    wire [8*W-1:0]   s_cv;        // what a first block starts from
    generate
        if (CV_IN != 0) begin : g_s_cv
            assign s_cv = blk_cv[8*W*start_ctx +: 8*W];
        end else begin : g_s_iv
            assign s_cv = IV;
            // a wire Verilator knows unused by its name (as hc_sha2_core's blk_cv)
            wire [8*W*N_CTX-1:0] unused_cv = blk_cv;
        end
    endgenerate
    wire [8*W-1:0]   s_state = start_first ? s_cv : (start_chain ? fin : H_q[start_ctx]);
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
        if (start_load) begin
            g_state_q <= s_state;
            g_kw_q    <= s_kw;
            g_dh_q    <= s_state[5*W-1:4*W] + s_state[W-1:0];
        end
    end

    // stage 0's inputs: the granted block as the window (word k = W_k, FIPS 180-4
    // section 5.2.1 / 5.2.2, big-endian; the padding unit holds it until blk_ready) and
    // the sums of its first clock
    wire [BLK_W-1:0] e_blk;
    generate
        if (ENTRY_REG) begin : g_e_reg
            // taken with the starting values, when blk_ready hands the block back
            // (hc_wave_sched PREP = 2): the padding unit may fill its next block
            // while this one waits for the wave end. No other block is granted in
            // between (as for g_state_q).
            reg [BLK_W-1:0] g_blk_q;
            always @(posedge clk) begin
                if (start_load) g_blk_q <= blk_data[BLK_W*start_ctx +: BLK_W];
            end
            assign e_blk = g_blk_q;
            wire [CTX_W-1:0] unused_entry_ctx = entry_ctx;
        end else begin : g_e_mux
            assign e_blk = blk_data[BLK_W*entry_ctx +: BLK_W];
        end
    endgenerate
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
                assign ld      = (STAGES == 1) ? enter : wave_end;
                assign i_state = e_state;
                assign i_win   = e_win;
                assign i_pre   = e_pre;
            end else begin : g_next
                assign ld      = wave_end;
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
                .j        (j),
                .in_state (i_state),
                .in_win   (i_win),
                .in_pre   (i_pre),
                .nxt_state(nxt_state[8*W*s +: 8*W]),
                .nxt_win  (nxt_win[BLK_W*s +: BLK_W]),
                .nxt_pre  (nxt_pre[PRE_W*s +: PRE_W])
            );
        end
    endgenerate

    // ------------------------------------------------------------------ exit and digest
    reg  [8*W-1:0] dig_q;
    always @(posedge clk) begin
        if (exit_edge) begin
            x_state_q <= nxt_state[8*W*(STAGES-1) +: 8*W];
            x_base_q  <= leave_base;
        end
        // (a context's first block is granted only with nothing of it in X: no clash)
        if (CV_IN != 0 && start_load && start_first) H_q[start_ctx] <= s_cv;
        if (x_valid)   H_q[x_ctx] <= fin;
        if (take)      dig_q <= H_q[take_ctx];
    end

    // FIPS 180-4 section 6.3, 6.5, 6.6, 6.7: the leftmost DIGEST_BITS bits of H0..H7
    assign dig_data  = dig_q[8*W-1 -: DIGEST_BITS];
    assign dig_state = dig_q;

    // the last stage's window and sums are not needed after the last round
    wire unused_core = &{1'b0, entry_edge_unused, x_first_unused, entry_first, nxt_win[BLK_W*(STAGES-1) +: BLK_W],
                         nxt_pre[PRE_W*(STAGES-1) +: PRE_W]};
endmodule
`default_nettype wire
