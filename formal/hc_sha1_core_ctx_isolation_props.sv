`default_nettype none
// Message isolation of the digest through the multi-context SHA-1 block core's datapath
// (issue 26, item 3), on rtl/sha1/hc_sha1_core.v with STAGES 4 and N_CTX contexts
// (000_026659c184445444.txt Fig. 1: four stages of 20 rounds, five contexts): PRE 0, one
// round a clock (sha1_conv4); PRE 1 (sha1_precomp4) and PRE 1 at two rounds a clock
// (sha1_precomp4x2), checked by SymbiYosys (`hashcores prove`, docs/verification.md
// "Proofs") by k-induction: for every trace, not only the first messages after reset.
//
// Two copies of the core see the same control (each context's blk_valid, blk_first,
// blk_last, blk_err, blk_tid, dig_ready, resets) and, on each context's channel, blocks
// of their own until a boundary the solver picks for that channel (`watch_start[c]`, at a
// clock no message of that channel is open and no block of it offered), the same blocks
// after it. Their registers start unknown and unequal. Asserted: every digest taken into
// the output register of a context whose message's first block was granted after its
// channel's boundary, and every chaining value the core hands out for such a message
// (st_state), is the same in both copies. So a message's digest depends on its own blocks
// alone: never on an earlier message of its context, nor on the messages of the other
// contexts, before or beside it in the pipeline, nor on what the core held before a
// reset. The control outputs are the same at every clock after a reset.
//
// The scheduler (rtl/common/hc_wave_sched.v, PREP 1) moves each block through: granted
// (the grant clock picks a context; in the next, `prep`, the starting values are
// registered into g_state_q: the IV for a first block, else the context's H_q), stage 0
// at the next wave end (taken: blk_ready), stages 1 to 3 a wave each, the exit register
// (x_state_q and the chaining value x_base_q: the IV for a first block, else H_q), then
// the context's H_q (the chaining addition, FIPS 180-4 6.1.2 step 4); a last block's
// digest then waits in H_q (pending) until the output register takes it (dig_q). A
// context has at most one block granted or in a stage, and its message's first block is
// granted only when nothing of its earlier message is in flight or pending (hc_wave_sched
// ready_c). So from the prep clock of a context's first block granted after its boundary
// (`post[c]`), every block of that context in flight is one granted since, and the
// wrapper asserts, from the cores' registers (probes, `Proof.probes`):
// - a granted block's registered starting values, a stage's working variables and
//   window, the exit register's state and base: equal while they hold a block of a
//   context with post[c];
// - PRE 1: the granted block's W_0 and W_RPC, each stage's pre-computed e* and g (000,
//   Eq. 3) and W + K of its next clock (wk_q) likewise; the W + K of the next stage's
//   first round (wkc_q, computed every clock from the window) but in a wave's first clock,
//   when it is still the block's before;
// - H_q[c] once a block of c granted since has left the last stage (`chained[c]`),
//   outside the clock the exit register writes it;
// - the output register once it took a digest of such a context (`dig_post`).
// The scheduler's facts they rest on, and the ghost state post, chained and dig_post,
// are formal/hc_wave_sched_ctx_facts.sv's (every multi-context core on the scheduler
// shares them). Each holds after a clock if it held before: the induction closes at
// depth 2.
module hc_sha1_core_ctx_isolation_props #(
    parameter N_CTX = 5,
    parameter PRE   = 0,
    parameter RPC   = 1,
    parameter CV_IN = 0
) (
    input wire                 clk,
    input wire                 rst_n,
    input wire [512*N_CTX-1:0] blk_data,        // copy A's blocks, a channel a context
    input wire [512*N_CTX-1:0] blk_data_other,  // copy B's, until each channel's boundary
    input wire [N_CTX-1:0]     blk_first,
    input wire [160*N_CTX-1:0] blk_cv,        // copy A's starting values (CV_IN 1)
    input wire [160*N_CTX-1:0] blk_cv_other,  // copy B's, until each channel's boundary
    input wire [N_CTX-1:0]     blk_last,
    input wire [N_CTX-1:0]     blk_err,
    input wire [N_CTX-1:0]     blk_tid,
    input wire [N_CTX-1:0]     blk_valid,
    input wire                 dig_ready,
    input wire [N_CTX-1:0]     watch_start
);
    localparam integer STAGES = 4;
    localparam integer L      = 80 / STAGES / RPC;   // clocks a wave
    localparam integer CNT_W  = $clog2(L);
    localparam integer CTX_W  = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    localparam [159:0] IV = 160'h67452301_efcdab89_98badcfe_10325476_c3d2e1f0;

    // ------------------------------------------------ the channels and the scheduler's facts
    // (formal/hc_ctx_source.sv: a channel a context, each with its own boundary; the
    // scheduler's facts and ghost state: post[c] from the prep clock of context c's first
    // block granted after its boundary, chained[c] once a block of c granted since has
    // left the last stage, dig_post while the output register holds such a digest; the
    // claim on the control outputs)
    wire [N_CTX-1:0]     ready_a, ready_b, idle_a, idle_b;
    wire                 valid_a, valid_b, tid_a, tid_b, err_a, err_b;
    wire                 st_we_a, st_we_b, st_tid_a, st_tid_b;
    wire [512*N_CTX-1:0] data_b;
    wire [160*N_CTX-1:0] cv_b;
    wire reset_seen_q, dig_post, earlier_out;
    wire [N_CTX-1:0] post, chained, in_exit;
    // copy A's scheduler registers (probes; its facts assert B's equal after a reset):
    // the wave counter (read only with PRE 1), the stages' valid flags and contexts, the
    // exit register's, the grant's valid, prep done and context
    wire [CNT_W-1:0]        j_a;
    wire [STAGES-1:0]       sv_a;
    wire [CTX_W*STAGES-1:0] sctx_a;
    wire                    xv_a, grant_a, gp_a;
    wire [CTX_W-1:0]        xctx_a, gsel_a;
    hc_ctx_source #(.STAGES(STAGES), .WAVE_CLOCKS(L), .N_CTX(N_CTX), .CV_W(160)) u_source (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_data_other(blk_data_other),
        .blk_first(blk_first), .blk_last(blk_last), .blk_err(blk_err), .blk_tid(blk_tid),
        .blk_valid(blk_valid), .dig_ready(dig_ready), .watch_start(watch_start),
        .data_b(data_b), .blk_cv(blk_cv), .blk_cv_other(blk_cv_other), .cv_b(cv_b),
        .blk_ready(ready_a), .blk_ready_other(ready_b),
        .out_valid(valid_a), .out_valid_other(valid_b), .out_tid(tid_a),
        .out_tid_other(tid_b), .out_err(err_a), .out_err_other(err_b), .ctx_idle(idle_a),
        .ctx_idle_other(idle_b), .st_we(st_we_a), .st_we_other(st_we_b), .st_tid(st_tid_a),
        .st_tid_other(st_tid_b), .reset_seen_q(reset_seen_q), .post(post),
        .chained(chained), .dig_post(dig_post), .in_exit(in_exit), .earlier_out(earlier_out)
    );
    genvar c, s;

    // ------------------------------------------------ the two copies
    wire [159:0] digest_a, digest_b, state_out_a, state_out_b, st_state_a, st_state_b;
    wire [159:0] iv_a, iv_b;
    hc_sha1_core #(.STAGES(STAGES), .PRE(PRE), .RPC(RPC), .N_CTX(N_CTX), .TID_W(1), .CV_IN(CV_IN)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_cv(blk_cv), .iv(iv_a), .blk_last(blk_last), .blk_err(blk_err),
        .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_a), .dig_data(digest_a),
        .dig_state(state_out_a), .dig_tid(tid_a), .dig_err(err_a), .dig_valid(valid_a),
        .dig_ready(dig_ready), .st_we(st_we_a), .st_state(st_state_a), .st_tid(st_tid_a),
        .ctx_idle(idle_a)
    );
    hc_sha1_core #(.STAGES(STAGES), .PRE(PRE), .RPC(RPC), .N_CTX(N_CTX), .TID_W(1), .CV_IN(CV_IN)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_cv(cv_b), .iv(iv_b), .blk_last(blk_last), .blk_err(blk_err),
        .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_b), .dig_data(digest_b),
        .dig_state(state_out_b), .dig_tid(tid_b), .dig_err(err_b), .dig_valid(valid_b),
        .dig_ready(dig_ready), .st_we(st_we_b), .st_state(st_state_b), .st_tid(st_tid_b),
        .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the cores' registers (probes)
    // the datapath: the granted block's starting state, each stage's working variables and
    // window (stage s at [160*s] and [512*s]), the exit register's state and base, each
    // context's H_q (context c at [160*c]), the output register
    wire [159:0] gstate_a, gstate_b, xstate_a, xstate_b, xbase_a, xbase_b, dig_a, dig_b;
    wire [160*STAGES-1:0] state_a, state_b;
    wire [512*STAGES-1:0] win_a, win_b;
    wire [160*N_CTX-1:0]  h_a, h_b;

    // ------------------------------------------------ what is equal when
    always @(*) begin
        if (dig_post) assert(dig_b == dig_a);
        if (dig_post && valid_a) assert(digest_b == digest_a);              // the claim
        if (grant_a && gp_a && post[gsel_a]) assert(gstate_b == gstate_a);
        if (xv_a && post[xctx_a]) begin
            assert(xstate_b == xstate_a && xbase_b == xbase_a);
            if (st_we_a) assert(st_state_b == st_state_a);                  // the claim
        end
    end
    for (s = 0; s < STAGES; s = s + 1) begin : g_stage_data
        wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
        always @(*)
            if (reset_seen_q && sv_a[s] && post[ctx])
                assert(state_b[160*s +: 160] == state_a[160*s +: 160]
                       && win_b[512*s +: 512] == win_a[512*s +: 512]);
    end
    for (c = 0; c < N_CTX; c = c + 1) begin : g_context_data
        always @(*)
            // (CV_IN 1: H_q[c] takes the starting value in the prep clock of the first
            // block, and the exit register's base is H_q[c] for every block)
            if (post[c] && (CV_IN != 0 || (chained[c] && !in_exit[c])))
                assert(h_b[160*c +: 160] == h_a[160*c +: 160]);
    end

    // the operation block's registers (PRE 1): the granted block's W_0 and W_RPC; each
    // stage's e* and g, W + K of its next clock, and (not the last stage's, which nothing
    // reads) W + K of the next stage's first round
    generate
        if (PRE != 0) begin : g_pre
            wire [31:0]           gw_a, gw_b, gwk_a, gwk_b;
            wire [64*STAGES-1:0]  pre_a, pre_b;
            wire [32*STAGES-1:0]  wk_a, wk_b;
            wire [32*STAGES-33:0] wkc_a, wkc_b;
            always @(*)
                if (grant_a && gp_a && post[gsel_a])
                    assert(gw_b == gw_a && gwk_b == gwk_a);
            for (s = 0; s < STAGES; s = s + 1) begin : g_stage_pre
                wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
                always @(*)
                    if (reset_seen_q && sv_a[s] && post[ctx])
                        assert(pre_b[64*s +: 64] == pre_a[64*s +: 64]
                               && wk_b[32*s +: 32] == wk_a[32*s +: 32]);
                if (s < STAGES - 1) begin : g_cross
                    always @(*)
                        if (reset_seen_q && sv_a[s] && post[ctx] && j_a != {CNT_W{1'b0}})
                            assert(wkc_b[32*s +: 32] == wkc_a[32*s +: 32]);
                end
            end
        end
    endgenerate

    // (a digest of a context's message after an earlier message's output, the copies
    // having taken an earlier block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && dig_post && valid_a && earlier_out);

    wire unused = &{1'b0, state_out_a, state_out_b, iv_a, iv_b};
endmodule
`default_nettype wire
