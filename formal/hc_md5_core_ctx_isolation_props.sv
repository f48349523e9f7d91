`default_nettype none
// Message isolation of the digest through the multi-context MD5 block core's datapath
// (issue 26, item 3), on rtl/md5/hc_md5_core.v with STAGES 4 and N_CTX contexts (a stage
// a round of RFC 1321 3.4, 000_026659c184445444.txt Fig. 1's frame): one step a clock
// (md5_s4), pre-computed (md5_s4_pre) and pre-computed at two steps a clock
// (md5_s4x2_pre), checked by SymbiYosys (`hashcores prove`, docs/verification.md
// "Proofs") by k-induction: for every trace, not only the first messages after reset.
//
// The claim and its environment are formal/hc_sha1_core_ctx_isolation_props.sv's: each
// context's channel has its own boundary; every digest the output register takes of a
// context whose message's first block was granted after its boundary, and every chaining
// value handed out for such a message (st_state), is the same in both copies, and the
// control outputs are the same at every clock after a reset. The scheduler is the same
// (rtl/common/hc_wave_sched.v, PREP 1) and so are its facts and ghost state
// (formal/hc_wave_sched_ctx_facts.sv). The datapath differs: the granted block's
// registered starting state and X + T of its first clocks (g_state_q, g_xt_q), and in each
// stage the state, the block, the X + T registers and (PRE) A + X + T; so the wrapper
// asserts, from the cores' registers (probes, `Proof.probes`):
// - the granted block's registers, a stage's state, block and X + T registers, the exit
//   register's state and base: equal while they hold a block of a context with post[c];
// - H_q[c] once chained[c], outside the clock the exit register writes it; the output
//   register once it took such a digest;
// - the stages' fetch registers (the clock they fetch for, word indices, round, i mod 4
//   of the steps, T[i] read from the ROM): control, equal from the first wave end after a
//   reset (each stage loads them then, from the wave counter).
// Each holds after a clock if it held before: the induction closes at depth 2.
module hc_md5_core_ctx_isolation_props #(
    parameter N_CTX = 5,
    parameter STEPS = 1,
    parameter PRE   = 0,
    parameter CV_IN = 0
) (
    input wire                 clk,
    input wire                 rst_n,
    input wire [512*N_CTX-1:0] blk_data,        // copy A's blocks, a channel a context
    input wire [512*N_CTX-1:0] blk_data_other,  // copy B's, until each channel's boundary
    input wire [N_CTX-1:0]     blk_first,
    input wire [128*N_CTX-1:0] blk_cv,          // copy A's starting values (CV_IN 1)
    input wire [128*N_CTX-1:0] blk_cv_other,    // copy B's, until each channel's boundary
    input wire [N_CTX-1:0]     blk_last,
    input wire [N_CTX-1:0]     blk_err,
    input wire [N_CTX-1:0]     blk_tid,
    input wire [N_CTX-1:0]     blk_valid,
    input wire                 dig_ready,
    input wire [N_CTX-1:0]     watch_start
);
    localparam integer STAGES = 4;
    localparam integer L      = 64 / STAGES / STEPS;   // clocks a wave
    localparam integer CNT_W  = $clog2(L);
    localparam integer CTX_W  = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    localparam integer XW     = 32 * STEPS;            // X + T of a clock's steps
    localparam integer HAS_POS = (STEPS < 4) ? 1 : 0;  // (hc_md5_stage keeps i mod 4)
    // (and this clock's X + T apart from step 0's A + X + T but with PRE and one step)
    localparam integer HAS_XT  = (PRE == 0 || STEPS > 1) ? 1 : 0;

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
    wire [128*N_CTX-1:0] cv_b;
    wire reset_seen_q, dig_post, earlier_out;
    wire [N_CTX-1:0] post, chained, in_exit;
    // copy A's scheduler registers (probes; its facts assert B's equal after a reset):
    // the wave counter's last clock, the stages' valid flags and contexts, the exit
    // register's, the grant's valid, prep done and context
    wire                    wend_a, xv_a, grant_a, gp_a;
    wire [STAGES-1:0]       sv_a;
    wire [CTX_W*STAGES-1:0] sctx_a;
    wire [CTX_W-1:0]        xctx_a, gsel_a;
    hc_ctx_source #(.STAGES(STAGES), .WAVE_CLOCKS(L), .N_CTX(N_CTX), .CV_W(128)) u_source (
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
    wire [127:0] digest_a, digest_b, state_out_a, state_out_b, st_state_a, st_state_b;
    wire [127:0] iv_a, iv_b;
    hc_md5_core #(.STEPS(STEPS), .SPECIAL(0), .PRE(PRE), .STAGES(STAGES), .N_CTX(N_CTX),
                  .TID_W(1), .CV_IN(CV_IN)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_cv(blk_cv), .iv(iv_a), .blk_last(blk_last), .blk_err(blk_err),
        .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_a), .dig_data(digest_a),
        .dig_state(state_out_a), .dig_tid(tid_a), .dig_err(err_a), .dig_valid(valid_a),
        .dig_ready(dig_ready), .st_we(st_we_a), .st_state(st_state_a), .st_tid(st_tid_a),
        .ctx_idle(idle_a)
    );
    hc_md5_core #(.STEPS(STEPS), .SPECIAL(0), .PRE(PRE), .STAGES(STAGES), .N_CTX(N_CTX),
                  .TID_W(1), .CV_IN(CV_IN)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_cv(cv_b), .iv(iv_b), .blk_last(blk_last), .blk_err(blk_err),
        .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_b), .dig_data(digest_b),
        .dig_state(state_out_b), .dig_tid(tid_b), .dig_err(err_b), .dig_valid(valid_b),
        .dig_ready(dig_ready), .st_we(st_we_b), .st_state(st_state_b), .st_tid(st_tid_b),
        .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the cores' registers (probes)
    // each stage's fetch registers (stage s at [w*s]: the clock they belong to, word
    // indices, round, i mod 4, T[i] of the clock's steps)
    wire [CNT_W*STAGES-1:0]   fc_a, fc_b;
    wire [4*STEPS*STAGES-1:0] k_a, k_b;
    wire [2*STAGES-1:0]       round_a, round_b;
    wire [2*STEPS*STAGES-1:0] pos_a, pos_b;
    wire [XW*STAGES-1:0]      t_a, t_b;
    // the datapath: the granted block's starting state and X + T, each stage's state,
    // block, X + T (PRE: of the next clock too, and step 0's A + X + T), the exit register,
    // each context's H_q, the output register
    wire [127:0] gstate_a, gstate_b, xstate_a, xstate_b, xbase_a, xbase_b, dig_a, dig_b;
    wire [2*XW-1:0] gxt_a, gxt_b;
    wire [128*STAGES-1:0] st_a, st_b;
    wire [512*STAGES-1:0] blk_a, blk_b;
    wire [XW*STAGES-1:0]  xt_a, xt_b;
    wire [128*N_CTX-1:0]  h_a, h_b;

    // every stage has loaded its fetch registers since the reset (at a wave end)
    reg waved_q = 1'b0;
    always @(posedge clk) if (reset_seen_q && wend_a) waved_q <= 1'b1;

    // ------------------------------------------------ what is equal when
    always @(*) begin
        // (blocks enter the stages at wave ends)
        if (reset_seen_q && (sv_a != {STAGES{1'b0}} || xv_a)) assert(waved_q);
        if (waved_q) begin
            assert(reset_seen_q && fc_b == fc_a && k_b == k_a && round_b == round_a
                   && t_b == t_a);
            if (HAS_POS != 0) assert(pos_b == pos_a);
        end
        // the claims and the datapath
        if (dig_post) assert(dig_b == dig_a);
        if (dig_post && valid_a) assert(digest_b == digest_a);              // the claim
        if (grant_a && gp_a && post[gsel_a]) assert(gstate_b == gstate_a && gxt_b == gxt_a);
        if (xv_a && post[xctx_a]) begin
            assert(xstate_b == xstate_a && xbase_b == xbase_a);
            if (st_we_a) assert(st_state_b == st_state_a);                  // the claim
        end
    end
    for (s = 0; s < STAGES; s = s + 1) begin : g_stage_data
        wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
        always @(*)
            if (reset_seen_q && sv_a[s] && post[ctx])
                assert(st_b[128*s +: 128] == st_a[128*s +: 128]
                       && blk_b[512*s +: 512] == blk_a[512*s +: 512]
                       && (HAS_XT == 0 || xt_b[XW*s +: XW] == xt_a[XW*s +: XW]));
    end
    for (c = 0; c < N_CTX; c = c + 1) begin : g_context_data
        always @(*)
            // (CV_IN 1: H_q[c] takes the starting value in the prep clock of the first
            // block, and the exit register's base is H_q[c] for every block)
            if (post[c] && (CV_IN != 0 || (chained[c] && !in_exit[c])))
                assert(h_b[128*c +: 128] == h_a[128*c +: 128]);
    end
    // PRE: X + T of each stage's next clock and its step 0's A + X + T
    generate
        if (PRE != 0) begin : g_pre
            wire [XW*STAGES-1:0] xta_a, xta_b;
            wire [32*STAGES-1:0] p_a, p_b;
            for (s = 0; s < STAGES; s = s + 1) begin : g_stage_pre
                wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
                always @(*)
                    if (reset_seen_q && sv_a[s] && post[ctx])
                        assert(xta_b[XW*s +: XW] == xta_a[XW*s +: XW]
                               && p_b[32*s +: 32] == p_a[32*s +: 32]);
            end
        end
    endgenerate

    // (a digest of a context's message after an earlier message's output, the copies
    // having taken an earlier block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && dig_post && valid_a && earlier_out);

    wire unused = &{1'b0, state_out_a, state_out_b, iv_a, iv_b};
endmodule
`default_nettype wire
