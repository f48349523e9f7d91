`default_nettype none
// Message isolation of the digest through a multi-context block core's datapath (issue
// 26, item 3): a core on rtl/common/hc_wave_sched.v with several stages and the two-clock
// grant (PREP 1, or PREP 2 where the core registers the granted block whole;
// 000_026659c184445444.txt Fig. 1's frame), checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs") by k-induction: for every trace, not
// only the first messages after reset. One wrapper for any such core: the proof names
// the core's module in the macro HC_CTX_CORE (the cores share their ports; with
// HC_CTX_NO_STATE_OUT defined, a core without the chaining value output st_*) and sets
// the core's own parameters on its module (chparam, Proof.unit_params), so the wrapper
// passes only those every core has; it reads the core's registers through probes
// (Proof.probes), grouped by when they are equal (the widths below, which the flow
// checks against the registers': hashcores.formal.probes). Which registers of a core
// form each group: hashcores.formal.proofs (`CtxGroup`, the core's builder).
//
// Two copies of the core see the same control (each context's blk_valid, blk_first,
// blk_last, blk_err, blk_tid, dig_ready, resets) and, on each context's channel, blocks
// and starting values of their own until a boundary the solver picks for that channel
// (`watch_start[c]`, at a clock no message of that channel is open and no block of it
// offered), the same after it. Their registers start unknown and unequal. Asserted: every
// digest taken into the output register of a context whose message's first block was
// granted after its channel's boundary (dig_data and the whole chaining value dig_state),
// and every chaining value the core hands out for such a message (st_state), is the same
// in both copies. So a message's digest depends on its own blocks (and, CV_IN 1, its
// starting value: an HMAC key context's state) alone: never on an earlier message of its
// context, nor on the messages of the other contexts, before or beside it in the
// pipeline, nor on what the core held before a reset. The control outputs are the same at
// every clock after a reset (formal/hc_ctx_source.sv).
//
// The scheduler moves each block through: granted (the grant clock picks a context; in
// the next, `prep`, the starting values are registered: a first block's from the IV or
// blk_cv, else from the context's H_q; PREP 2: the block too, and blk_ready hands it
// back), stage 0 at the next wave end (PREP 1: taken then, blk_ready), the other stages
// a wave each, the exit register (its state and the chaining value it adds back: the IV
// for a first block with CV_IN 0, else H_q), then the context's H_q
// (the chaining addition); a last block's digest then waits in H_q (pending) until the
// output register takes it. A context has at most one block granted or in a stage, and
// its message's first block is granted only when nothing of its earlier message is in
// flight or pending. So from the prep clock of a context's first block granted after its
// boundary (`post[c]`), every block of that context in flight is one granted since, and
// the wrapper asserts equal in both copies:
// - `granted` (GRANTED_W bits: the granted block's registered starting values and what is
//   added ahead for its first clock; PREP 2: the block) while a block of a context with
//   post[c] is granted and its starting values registered;
// - `exiting` (EXITING_W: the exit register's state and base) while it holds such a block;
// - `staged` (STAGED_W a stage: its working registers, its block or window, its sums added
//   a clock ahead) while the stage holds such a block; `ahead` (AHEAD_W a stage but the
//   last: what a stage computes every clock from its window for the next stage's first
//   clock) likewise but in a wave's first clock, when it is still the block's before;
// - `chaining` (CV_W a context: H_q[c]) from post[c] with CV_IN 1 (the starting value is
//   copied there as the first block's starting values are registered, and the exit
//   register's base is H_q[c] for every block), else once a block of c granted since has
//   left the last stage (`chained[c]`), outside the clock the exit register writes it;
//   `output` (the output register) once it took a digest of such a context (`dig_post`);
// - `looked` (LOOKED_W: control a core looks up from the wave counter every clock) from
//   the clock after the first that saw a reset; `waved` (WAVED_W: control each stage
//   loads from the wave counter at a wave end) from the first wave end after a reset.
// The scheduler's facts they rest on, and the ghost state post, chained and dig_post,
// are formal/hc_wave_sched_ctx_facts.sv's. Each holds after a clock if it held before:
// the induction closes at depth 2.
`ifndef HC_CTX_CORE
`define HC_CTX_CORE hc_error_HC_CTX_CORE_not_defined
`endif
module hc_ctx_core_isolation_props #(
    parameter STAGES      = 4,
    parameter WAVE_CLOCKS = 20,   // clocks a wave
    parameter N_CTX       = 5,
    parameter PREP        = 1,    // the scheduler's two-clock grant: 1 or 2
    parameter BLOCK_W     = 512,  // a block's bits
    parameter CV_W        = 160,  // a chaining value's bits (H_q, blk_cv, dig_state)
    parameter DIGEST_W    = 160,  // dig_data's
    parameter CV_IN       = 0,
    // the core's registers the invariants read, in bits (0: none), by when they are equal
    parameter GRANTED_W   = 1,
    parameter EXITING_W   = 1,
    parameter STAGED_W    = 1,
    parameter AHEAD_W     = 0,
    parameter LOOKED_W    = 0,
    parameter WAVED_W     = 0
) (
    input wire                 clk,
    input wire                 rst_n,
    input wire [BLOCK_W*N_CTX-1:0] blk_data,       // copy A's blocks, a channel a context
    input wire [BLOCK_W*N_CTX-1:0] blk_data_other, // copy B's, until a channel's boundary
    input wire [N_CTX-1:0]     blk_first,
    input wire [CV_W*N_CTX-1:0] blk_cv,         // copy A's starting values (CV_IN 1)
    input wire [CV_W*N_CTX-1:0] blk_cv_other,   // copy B's, until each channel's boundary
    input wire [N_CTX-1:0]     blk_last,
    input wire [N_CTX-1:0]     blk_err,
    input wire [N_CTX-1:0]     blk_tid,
    input wire [N_CTX-1:0]     blk_valid,
    input wire                 dig_ready,
    input wire [N_CTX-1:0]     watch_start
);
    localparam integer CTX_W = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    localparam integer CNT_W = $clog2(WAVE_CLOCKS);
    // (a group's probe is at least a bit wide; a group of 0 bits is read nowhere)
    localparam integer LOOKED_B = (LOOKED_W > 0) ? LOOKED_W : 1;
    localparam integer WAVED_B  = (WAVED_W > 0) ? WAVED_W : 1;
    localparam integer AHEAD_B  = (AHEAD_W > 0) ? AHEAD_W * (STAGES - 1) : 1;
    generate
        if (STAGES < 2 || WAVE_CLOCKS < 2) begin : g_bad_stages
            hc_error_STAGES_and_WAVE_CLOCKS_must_be_at_least_2 u_error ();
        end
        if (GRANTED_W < 1 || EXITING_W < 1 || STAGED_W < 1) begin : g_bad_widths
            hc_error_GRANT_W_EXIT_W_and_STAGE_W_must_be_at_least_1 u_error ();
        end
    endgenerate

    // ------------------------------------------------ the channels and the scheduler's facts
    // (formal/hc_ctx_source.sv: a channel a context, each with its own boundary; the
    // scheduler's facts and ghost state; the claim on the control outputs)
    wire [N_CTX-1:0]      ready_a, ready_b, idle_a, idle_b;
    wire                  valid_a, valid_b, tid_a, tid_b, err_a, err_b;
    wire                  st_we_a, st_we_b, st_tid_a, st_tid_b;
    wire [BLOCK_W*N_CTX-1:0] data_b;
    wire [CV_W*N_CTX-1:0] cv_b;
    wire reset_seen_q, dig_post, earlier_out;
    wire [N_CTX-1:0] post, chained, in_exit;
    // copy A's scheduler registers (probes; its facts assert B's equal after a reset):
    // the stages' valid flags and contexts, the exit register's, the grant's valid, prep
    // done and context; the wave counter and its last clock (read with AHEAD_W, WAVED_W)
    wire [STAGES-1:0]       sv_a;
    wire [CTX_W*STAGES-1:0] sctx_a;
    wire                    xv_a, grant_a, gp_a, wend_a;
    wire [CTX_W-1:0]        xctx_a, gsel_a;
    wire [CNT_W-1:0]        j_a;
    hc_ctx_source #(.STAGES(STAGES), .WAVE_CLOCKS(WAVE_CLOCKS), .N_CTX(N_CTX), .PREP(PREP),
                    .BLOCK_W(BLOCK_W), .CV_W(CV_W))
    u_source (
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
    wire [DIGEST_W-1:0] digest_a, digest_b;
    wire [CV_W-1:0]     state_out_a, state_out_b, st_state_a, st_state_b, iv_a, iv_b;
    `HC_CTX_CORE #(.N_CTX(N_CTX), .TID_W(1), .CV_IN(CV_IN)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_cv(blk_cv), .iv(iv_a), .blk_last(blk_last), .blk_err(blk_err),
        .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_a), .dig_data(digest_a),
        .dig_state(state_out_a), .dig_tid(tid_a), .dig_err(err_a), .dig_valid(valid_a),
        .dig_ready(dig_ready),
`ifndef HC_CTX_NO_STATE_OUT
        .st_we(st_we_a), .st_state(st_state_a), .st_tid(st_tid_a),
`endif
        .ctx_idle(idle_a)
    );
    `HC_CTX_CORE #(.N_CTX(N_CTX), .TID_W(1), .CV_IN(CV_IN)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_cv(cv_b), .iv(iv_b), .blk_last(blk_last), .blk_err(blk_err),
        .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_b), .dig_data(digest_b),
        .dig_state(state_out_b), .dig_tid(tid_b), .dig_err(err_b), .dig_valid(valid_b),
        .dig_ready(dig_ready),
`ifndef HC_CTX_NO_STATE_OUT
        .st_we(st_we_b), .st_state(st_state_b), .st_tid(st_tid_b),
`endif
        .ctx_idle(idle_b)
    );
`ifdef HC_CTX_NO_STATE_OUT
    // (a core without the output: no chaining value is handed out, none to check)
    assign {st_we_a, st_we_b, st_tid_a, st_tid_b} = 4'b0000;
    assign st_state_a = {CV_W{1'b0}};
    assign st_state_b = {CV_W{1'b0}};
`endif

    // ------------------------------------------------ the cores' registers (probes)
    // copy A's (_a) and B's (_b), by group (above): a stage's at [w*s], a context's at
    // [CV_W*c]
    wire [GRANTED_W-1:0]       granted_a, granted_b;
    wire [EXITING_W-1:0]       exiting_a, exiting_b;
    wire [STAGED_W*STAGES-1:0] staged_a, staged_b;
    wire [AHEAD_B-1:0]         ahead_a, ahead_b;
    wire [CV_W*N_CTX-1:0]      chaining_a, chaining_b;
    wire [CV_W-1:0]            output_a, output_b;
    wire [LOOKED_B-1:0]        looked_a, looked_b;
    wire [WAVED_B-1:0]         waved_a, waved_b;

    // ------------------------------------------------ what is equal when
    always @(*) begin
        if (dig_post) assert(output_b == output_a);
        if (dig_post && valid_a)                                            // the claim
            assert(digest_b == digest_a && state_out_b == state_out_a);
        if (grant_a && gp_a && post[gsel_a]) assert(granted_b == granted_a);
        if (xv_a && post[xctx_a]) begin
            assert(exiting_b == exiting_a);
            if (st_we_a) assert(st_state_b == st_state_a);                  // the claim
        end
    end
    for (s = 0; s < STAGES; s = s + 1) begin : g_stage_data
        wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
        always @(*)
            if (reset_seen_q && sv_a[s] && post[ctx])
                assert(staged_b[STAGED_W*s +: STAGED_W] == staged_a[STAGED_W*s +: STAGED_W]);
        if (AHEAD_W > 0 && s < STAGES - 1) begin : g_ahead
            always @(*)
                if (reset_seen_q && sv_a[s] && post[ctx] && j_a != {CNT_W{1'b0}})
                    assert(ahead_b[AHEAD_W*s +: AHEAD_W] == ahead_a[AHEAD_W*s +: AHEAD_W]);
        end
    end
    for (c = 0; c < N_CTX; c = c + 1) begin : g_context_data
        always @(*)
            if (post[c] && (CV_IN != 0 || (chained[c] && !in_exit[c])))
                assert(chaining_b[CV_W*c +: CV_W] == chaining_a[CV_W*c +: CV_W]);
    end

    // the control looked up or loaded from the wave counter
    generate
        if (LOOKED_W > 0) begin : g_looked
            reg looked_q = 1'b0;  // a clock that saw a reset is over
            always @(posedge clk) if (reset_seen_q) looked_q <= 1'b1;
            always @(*) begin
                if (looked_q) assert(reset_seen_q && looked_b == looked_a);
                if (post != {N_CTX{1'b0}}) assert(looked_q);
            end
        end
        if (WAVED_W > 0) begin : g_waved
            reg waved_q = 1'b0;   // every stage has loaded it since the reset
            always @(posedge clk) if (reset_seen_q && wend_a) waved_q <= 1'b1;
            always @(*) begin
                // (blocks enter the stages at wave ends)
                if (reset_seen_q && (sv_a != {STAGES{1'b0}} || xv_a)) assert(waved_q);
                if (waved_q) assert(reset_seen_q && waved_b == waved_a);
            end
        end
    endgenerate

    // (a digest of a context's message after an earlier message's output, the copies
    // having taken an earlier block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && dig_post && valid_a && earlier_out);

    wire unused = &{1'b0, iv_a, iv_b};
endmodule
`default_nettype wire
