`default_nettype none
// Message isolation of the digest through the multi-context RIPEMD block core's datapath
// (issue 26, item 3), on rtl/ripemd/hc_ripemd_core.v with STAGES stages and N_CTX
// contexts (000_026659c184445444.txt Fig. 1's frame, one message per stage): the
// pre-computed four-stage RIPEMD-160 pipeline (ripemd160_precomp4: STAGES 4, N_CTX 5,
// PRECOMPUTE 1) and the other points of the same core, checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs") by k-induction: for every trace, not
// only the first messages after reset.
//
// The claim and its environment are formal/hc_sha1_core_ctx_isolation_props.sv's: each
// context's channel has its own boundary; every digest the output register takes of a
// context whose message's first block was granted after its boundary, and every chaining
// value handed out for such a message (st_state), is the same in both copies, and the
// control outputs are the same at every clock after a reset (formal/hc_ctx_source.sv).
// The scheduler is the same (rtl/common/hc_wave_sched.v, PREP 1) and so are its facts and
// ghost state (formal/hc_wave_sched_ctx_facts.sv). The datapath: the granted block's
// registered starting lines (g_lines_q: both lines from the IV for a first block, FSE
// 1996 Appendix A, else from the context's chaining value), in each stage both lines and
// the block (hc_ripemd_stage), the exit register's lines and the chaining value they add
// to, each context's chaining value h_q, the output register. So the wrapper asserts,
// from the cores' registers (probes, `Proof.probes`):
// - the granted block's lines, a stage's lines and block, the exit register's lines and
//   base: equal while they hold a block of a context with post[c];
// - PRECOMPUTE: each step's look-ahead sums A + X + K and X + K (and with PRECOMPUTE 2
//   f's halves of the clock's first step) likewise; its look-up registers (the next
//   clock's function and rotation, the word index and K two clocks on) are control:
//   constants at a wave end's load, else looked up from the wave counter, so equal in
//   both copies from the clock after the first that saw a reset;
// - h_q[c] once chained[c], outside the clock the exit register writes it; the output
//   register once it took such a digest.
// Each holds after a clock if it held before: the induction closes at depth 2.
module hc_ripemd_core_ctx_isolation_props #(
    parameter DIGEST_BITS     = 160,
    parameter STAGES          = 4,
    parameter N_CTX           = 5,
    parameter PRECOMPUTE      = 1,   // hc_ripemd_core: 0, 1 or 2
    parameter STEPS_PER_CLOCK = 1,   // hc_ripemd_core: 1 or 2
    parameter CV_IN           = 0    // hc_ripemd_core: 0 or 1
) (
    input wire                 clk,
    input wire                 rst_n,
    input wire [512*N_CTX-1:0] blk_data,        // copy A's blocks, a channel a context
    input wire [512*N_CTX-1:0] blk_data_other,  // copy B's, until each channel's boundary
    input wire [N_CTX-1:0]     blk_first,
    input wire [DIGEST_BITS*N_CTX-1:0] blk_cv,        // copy A's starting values (CV_IN 1)
    input wire [DIGEST_BITS*N_CTX-1:0] blk_cv_other,  // copy B's, until each channel's boundary
    input wire [N_CTX-1:0]     blk_last,
    input wire [N_CTX-1:0]     blk_err,
    input wire [N_CTX-1:0]     blk_tid,
    input wire [N_CTX-1:0]     blk_valid,
    input wire                 dig_ready,
    input wire [N_CTX-1:0]     watch_start
);
    localparam integer WORDS  = (DIGEST_BITS == 128 || DIGEST_BITS == 256) ? 4 : 5;
    localparam integer LINE_W = 32 * WORDS;
    localparam integer SPAN   = 16 * WORDS / STAGES;   // steps of a stage
    localparam integer L      = SPAN / STEPS_PER_CLOCK;   // clocks a wave
    localparam integer CTX_W  = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    // the steps of both lines in a clock, and whether a stage is one round (hc_ripemd_stage
    // then keeps no function or K registers: they are the round's constants)
    localparam integer STEPS     = 2 * STEPS_PER_CLOCK;
    localparam integer ONE_ROUND = (SPAN == 16) ? 1 : 0;

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
    wire [DIGEST_BITS*N_CTX-1:0] cv_b;
    wire reset_seen_q, dig_post, earlier_out;
    wire [N_CTX-1:0] post, chained, in_exit;
    // copy A's scheduler registers (probes; its facts assert B's equal after a reset):
    // the stages' valid flags and contexts, the exit register's, the grant's valid, prep
    // done and context
    wire                    xv_a, grant_a, gp_a;
    wire [STAGES-1:0]       sv_a;
    wire [CTX_W*STAGES-1:0] sctx_a;
    wire [CTX_W-1:0]        xctx_a, gsel_a;
    hc_ctx_source #(.STAGES(STAGES), .WAVE_CLOCKS(L), .N_CTX(N_CTX), .CV_W(DIGEST_BITS)) u_source (
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
    wire [DIGEST_BITS-1:0] digest_a, digest_b, state_out_a, state_out_b;
    wire [DIGEST_BITS-1:0] st_state_a, st_state_b, iv_a, iv_b;
    hc_ripemd_core #(.DIGEST_BITS(DIGEST_BITS), .PRECOMPUTE(PRECOMPUTE),
                     .STEPS_PER_CLOCK(STEPS_PER_CLOCK), .STAGES(STAGES), .N_CTX(N_CTX),
                     .TID_W(1), .CV_IN(CV_IN)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_cv(blk_cv), .iv(iv_a), .blk_last(blk_last),
        .blk_err(blk_err), .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_a),
        .dig_data(digest_a), .dig_state(state_out_a), .dig_tid(tid_a), .dig_err(err_a),
        .dig_valid(valid_a), .dig_ready(dig_ready), .st_we(st_we_a),
        .st_state(st_state_a), .st_tid(st_tid_a), .ctx_idle(idle_a)
    );
    hc_ripemd_core #(.DIGEST_BITS(DIGEST_BITS), .PRECOMPUTE(PRECOMPUTE),
                     .STEPS_PER_CLOCK(STEPS_PER_CLOCK), .STAGES(STAGES), .N_CTX(N_CTX),
                     .TID_W(1), .CV_IN(CV_IN)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_cv(cv_b), .iv(iv_b), .blk_last(blk_last),
        .blk_err(blk_err), .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_b),
        .dig_data(digest_b), .dig_state(state_out_b), .dig_tid(tid_b), .dig_err(err_b),
        .dig_valid(valid_b), .dig_ready(dig_ready), .st_we(st_we_b),
        .st_state(st_state_b), .st_tid(st_tid_b), .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the cores' registers (probes)
    // the datapath: the granted block's starting lines {right, left}, each stage's lines
    // and block (stage s at [LINE_W*s] and [512*s]), the exit register's lines and base,
    // each context's chaining value (context c at [DIGEST_BITS*c]), the output register
    wire [2*LINE_W-1:0]         glines_a, glines_b, xlines_a, xlines_b;
    wire [DIGEST_BITS-1:0]      xbase_a, xbase_b, dig_a, dig_b;
    wire [LINE_W*STAGES-1:0]    left_a, left_b, right_a, right_b;
    wire [512*STAGES-1:0]       blk_a, blk_b;
    wire [DIGEST_BITS*N_CTX-1:0] h_a, h_b;

    // the look-up registers are loaded or looked up from the equal wave counter in every
    // clock since the first that saw a reset
    reg looked_q = 1'b0;
    always @(posedge clk) if (reset_seen_q) looked_q <= 1'b1;

    // ------------------------------------------------ what is equal when
    always @(*) begin
        if (looked_q) assert(reset_seen_q);
        if (post != {N_CTX{1'b0}}) assert(looked_q);
        if (dig_post) assert(dig_b == dig_a);
        if (dig_post && valid_a) assert(digest_b == digest_a);              // the claim
        if (grant_a && gp_a && post[gsel_a]) assert(glines_b == glines_a);
        if (xv_a && post[xctx_a]) begin
            assert(xlines_b == xlines_a && xbase_b == xbase_a);
            if (st_we_a) assert(st_state_b == st_state_a);                  // the claim
        end
    end
    for (s = 0; s < STAGES; s = s + 1) begin : g_stage_data
        wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
        always @(*)
            if (reset_seen_q && sv_a[s] && post[ctx])
                assert(left_b[LINE_W*s +: LINE_W] == left_a[LINE_W*s +: LINE_W]
                       && right_b[LINE_W*s +: LINE_W] == right_a[LINE_W*s +: LINE_W]
                       && blk_b[512*s +: 512] == blk_a[512*s +: 512]);
    end
    for (c = 0; c < N_CTX; c = c + 1) begin : g_context_data
        always @(*)
            // (CV_IN 1: H_q[c] takes the starting value in the prep clock of the first
            // block, and the exit register's base is H_q[c] for every block)
            if (post[c] && (CV_IN != 0 || (chained[c] && !in_exit[c])))
                assert(h_b[DIGEST_BITS*c +: DIGEST_BITS] == h_a[DIGEST_BITS*c +: DIGEST_BITS]);
    end

    // PRECOMPUTE: each step's look-ahead registers (stage s's at [w*STEPS*s]; in a stage,
    // line 1's steps above line 0's, a clock's last step above its first): the sums
    // A + X + K and X + K, f's halves of the clock's first step of each line (PRECOMPUTE
    // 2), the next clock's function and rotation, the word index and K two clocks on (no
    // function or K registers in a stage of one round)
    generate
        if (PRECOMPUTE != 0) begin : g_pre
            wire [32*STEPS*STAGES-1:0] pre_a, pre_b, xk_a, xk_b, k_a, k_b;
            wire [4*STEPS*STAGES-1:0]  word_a, word_b, amt_a, amt_b;
            wire [3*STEPS*STAGES-1:0]  fn_a, fn_b;
            always @(*)
                if (looked_q) begin
                    assert(word_b == word_a && amt_b == amt_a);
                    if (ONE_ROUND == 0) assert(k_b == k_a && fn_b == fn_a);
                end
            for (s = 0; s < STAGES; s = s + 1) begin : g_stage_pre
                wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
                always @(*)
                    if (reset_seen_q && sv_a[s] && post[ctx])
                        assert(pre_b[32*STEPS*s +: 32*STEPS] == pre_a[32*STEPS*s +: 32*STEPS]
                               && xk_b[32*STEPS*s +: 32*STEPS] == xk_a[32*STEPS*s +: 32*STEPS]);
            end
            if (PRECOMPUTE == 2) begin : g_halves
                wire [128*STAGES-1:0] halves_a, halves_b;
                for (s = 0; s < STAGES; s = s + 1) begin : g_stage_halves
                    wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
                    always @(*)
                        if (reset_seen_q && sv_a[s] && post[ctx])
                            assert(halves_b[128*s +: 128] == halves_a[128*s +: 128]);
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
