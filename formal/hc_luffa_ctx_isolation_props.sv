`default_nettype none
// Message isolation of the digest through a Luffa pipeline (issue 26, item 3): the
// multi-message hc_luffa_core (rtl/luffa/hc_luffa_core.v, STAGES > 1) on hc_wave_sched,
// checked by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs") by k-induction,
// at either of the core's two grants:
// - waves of two clocks or more: the scheduler's two-clock grant (PREP 1); the core
//   registers the granted round's starting chains and block in the prep clock, and its
//   stage s is the scheduler's stage s;
// - one-clock waves (the catalogued luffa*_pipe8 and luffa256_pipe4): the scheduler's
//   one-clock grant (PREP 0) with the core's AHEAD register, which registers the
//   scheduler's choice and then, a clock later, the starting values: the two-clock grant
//   again, made outside the scheduler. The scheduler then runs one stage more than the
//   core: its stage 0 is the clock the granted round's registers hold it, and the core's
//   stage s is its stage s + 1. In the clock the choice is registered (grant_q) the
//   block is handed back and enters the scheduler's stage 0; there are no prep clocks
//   (gp_q stays 0).
//
// Two copies of the core see the same control on every channel (blk_valid, blk_first,
// blk_last, blk_err, blk_tag, dig_ready, resets) and, on each channel, blocks of their own
// until a boundary the solver picks for that channel (`watch_start[c]`), the same blocks
// after it (formal/hc_ctx_source.sv: formal/hc_block_source.sv, one a channel). Their
// registers start unknown and unequal. Asserted: every digest the output register takes
// of a context's message whose first block was granted after that context's boundary is
// the same in both copies, and the control outputs are the same at every clock after a
// reset.
//
// The core puts the finalisation's blank rounds (spec 3.5) on each context's channel to
// the scheduler, after the message's last block: the scheduler's channel c offers a
// blank round while the core's count of blank rounds due (due_q) is not zero, and its
// last blank round is the message's last block there. hc_ctx_source takes them as the
// core's own blocks (TRAILING 1), so the scheduler's facts
// (formal/hc_wave_sched_ctx_facts.sv) are stated of that channel: a block is offered on
// it while a blank round is due or the padding unit offers one; a message is open on it
// from its first block until its last blank round is taken. The facts take the
// scheduler's PREP; their `prep` clock is, at both grants, the one in which the core
// registers the granted round's starting values. On that channel they give the ghost state
// post[c] (from the prep clock of the context's first block granted after its boundary),
// chained[c] (a block of it granted since has left the last stage) and dig_post (the
// output register holds such a context's digest), and from those the relational
// invariants of formal/hc_ctx_core_isolation_props.sv, here on Luffa's registers: the
// granted round's starting chains and block once a watched context's round has them; a
// stage's state while it holds such a round; the exit register X while it does; a
// context's chains H once chained and outside the clock X writes them; the output
// register once it took such a digest. A context's output register (Z, or Z0 above Z1)
// by ghost state of its own (below). Luffa has no chaining addition,
// so the chains a round starts from are the IV (a first block) or the context's H. Each
// holds after a clock if it held before: the induction closes at depth 2.
module hc_luffa_ctx_isolation_props #(
    parameter DIGEST_BITS = 256,
    parameter STEPS       = 2,
    parameter STAGES      = 2,
    parameter N_CTX       = 4
) (
    input wire                   clk,
    input wire                   rst_n,
    input wire [256*N_CTX-1:0]   blk_data,        // copy A's blocks, a channel a context
    input wire [256*N_CTX-1:0]   blk_data_other,  // copy B's, until a channel's boundary
    input wire [N_CTX-1:0]       blk_first,
    input wire [N_CTX-1:0]       blk_last,
    input wire [N_CTX-1:0]       blk_err,
    input wire [N_CTX-1:0]       blk_tid,
    input wire [N_CTX-1:0]       blk_valid,
    input wire                   dig_ready,
    input wire [N_CTX-1:0]       watch_start
);
    localparam integer W      = (DIGEST_BITS > 384) ? 5 : (DIGEST_BITS > 256) ? 4 : 3;
    localparam integer N_OUT  = (DIGEST_BITS > 256) ? 2 : 1;
    localparam integer WAVE   = 8 / (STAGES * STEPS);
    localparam integer CTX_W  = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    localparam integer CHAIN_W = 256 * W;
    // the core's grant (hc_luffa_core): the scheduler's two-clock grant, or at one-clock
    // waves its one-clock grant and the AHEAD register; the scheduler's stages
    localparam integer PREP   = (WAVE > 1) ? 1 : 0;
    localparam integer AHEAD  = 1 - PREP;
    localparam integer SCHED_STAGES = STAGES + AHEAD;
    generate
        if (STAGES < 2) begin : g_bad_stages
            hc_error_STAGES_must_be_at_least_2 u_error ();
        end
    endgenerate

    // ------------------------------------------------ the core's registers (probes)
    // control: each context's blank rounds due ([2*c]) and its message's error flag
    wire [2*N_CTX-1:0]        due_a, due_b;
    wire [N_CTX-1:0]          merr_a, merr_b;
    // the granted round's chains and block; a stage's state ([CHAIN_W*s]); X; each
    // context's chains and output register ([CHAIN_W*c], [256*N_OUT*c]: Z, or Z0 above
    // Z1); the output register
    wire [CHAIN_W-1:0]              gh_a, gh_b, x_a, x_b;
    wire [255:0]                    gm_a, gm_b;
    wire [CHAIN_W*STAGES-1:0]       st_a, st_b;
    wire [CHAIN_W*N_CTX-1:0]        h_a, h_b;
    wire [256*N_OUT*N_CTX-1:0]      z_a, z_b;
    wire [256*N_OUT-1:0]            out_a, out_b;
    // copy A's scheduler registers (the facts assert B's equal after a reset)
    wire [SCHED_STAGES-1:0]       sv_a, sfirst_a, slast_a;
    wire [CTX_W*SCHED_STAGES-1:0] sctx_a;
    wire                          xv_a, xfirst_a, xlast_a, grant_a, gfirst_a, glast_a;
    wire                          gp_a;      // (waves of two clocks or more)
    wire [CTX_W-1:0]              xctx_a, gsel_a;
    wire [N_CTX-1:0]              pend_a;

    // ------------------------------------------------ the channels and the scheduler's facts
    // (formal/hc_ctx_source.sv: a channel a context, each with its own boundary; the
    // blank rounds as the core's own blocks on the scheduler's channel; the scheduler's
    // facts and ghost state; the claim on the control outputs)
    wire [N_CTX-1:0]     ready_a, ready_b, idle_a, idle_b, blank, blank_last;
    wire                 valid_a, valid_b, tid_a, tid_b, err_a, err_b;
    wire [256*N_CTX-1:0] data_b;
    wire                 reset_seen_q, dig_post, earlier_out;
    wire [N_CTX-1:0]     post, chained, in_exit, sched_open;
    genvar c, s;
    for (c = 0; c < N_CTX; c = c + 1) begin : g_blank
        assign blank[c]      = (due_a[2*c +: 2] != 2'd0);
        assign blank_last[c] = (due_a[2*c +: 2] == 2'd1);
    end
    hc_ctx_source #(.STAGES(SCHED_STAGES), .WAVE_CLOCKS(WAVE), .N_CTX(N_CTX), .PREP(PREP),
                    .BLOCK_W(256), .TRAILING(1))
    u_source (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_data_other(blk_data_other),
        .blk_first(blk_first), .blk_last(blk_last), .blk_err(blk_err), .blk_tid(blk_tid),
        .blk_valid(blk_valid), .dig_ready(dig_ready), .watch_start(watch_start),
        .own_valid(blank), .own_last(blank_last), .data_b(data_b),
        .blk_ready(ready_a), .blk_ready_other(ready_b),
        .out_valid(valid_a), .out_valid_other(valid_b), .out_tid(tid_a),
        .out_tid_other(tid_b), .out_err(err_a), .out_err_other(err_b), .ctx_idle(idle_a),
        .ctx_idle_other(idle_b), .st_we(1'b0), .st_we_other(1'b0), .st_tid(1'b0),
        .st_tid_other(1'b0), .reset_seen_q(reset_seen_q), .post(post),
        .chained(chained), .dig_post(dig_post), .in_exit(in_exit), .sched_open(sched_open),
        .earlier_out(earlier_out)
    );

    // ------------------------------------------------ the two copies
    wire [DIGEST_BITS-1:0] digest_a, digest_b;
    hc_luffa_core #(.DIGEST_BITS(DIGEST_BITS), .TAG_W(1), .STEPS(STEPS), .STAGES(STAGES),
                    .N_CTX(N_CTX)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_last(blk_last), .blk_err(blk_err), .blk_tag(blk_tid), .blk_valid(blk_valid),
        .blk_ready(ready_a), .dig_data(digest_a), .dig_tag(tid_a), .dig_err(err_a),
        .dig_valid(valid_a), .dig_ready(dig_ready), .ctx_idle(idle_a)
    );
    hc_luffa_core #(.DIGEST_BITS(DIGEST_BITS), .TAG_W(1), .STEPS(STEPS), .STAGES(STAGES),
                    .N_CTX(N_CTX)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_last(blk_last), .blk_err(blk_err), .blk_tag(blk_tid), .blk_valid(blk_valid),
        .blk_ready(ready_b), .dig_data(digest_b), .dig_tag(tid_b), .dig_err(err_b),
        .dig_valid(valid_b), .dig_ready(dig_ready), .ctx_idle(idle_b)
    );

    // ------------------------------------------------ what is equal when
    integer k;
    always @(*) begin
        if (reset_seen_q) begin
            // the blank rounds' count, and a message's error flag while they are due
            // (N_OUT of them after a message's last block)
            assert(due_b == due_a);
            for (k = 0; k < N_CTX; k = k + 1) begin
                if (due_a[2*k +: 2] != 2'd0) assert(merr_b[k] == merr_a[k]);
                assert(due_a[2*k +: 2] <= N_OUT);
            end
        end
        if (dig_post) assert(out_b == out_a);
        if (dig_post && valid_a) assert(digest_b == digest_a);           // the claim
        if (xv_a && post[xctx_a]) assert(x_b == x_a);
        // a message's last round is a blank round, never its first (the scheduler's
        // channel offers a first block only from the padding unit, a last only of the
        // core's own)
        if (reset_seen_q && grant_a && glast_a) assert(!gfirst_a);
        if (reset_seen_q && xv_a && xlast_a)    assert(!xfirst_a);
        for (k = 0; k < SCHED_STAGES; k = k + 1)
            if (reset_seen_q && sv_a[k] && slast_a[k]) assert(!sfirst_a[k]);
    end
    // the granted round's starting chains and block, from the clock after the core
    // registers them (the facts' prep clock)
    if (AHEAD == 0) begin : g_two_clock
        always @(*)
            if (grant_a && gp_a && post[gsel_a]) assert(gh_b == gh_a && gm_b == gm_a);
    end else begin : g_ahead
        // the AHEAD register of each copy: the choice registered (load), its context and
        // first flag; it is the grant's, so the core reads the granted context's chains
        // and block in the prep clock
        wire             load_a, load_b, first_a, first_b;
        wire [CTX_W-1:0] ctx_a, ctx_b;
        wire [CTX_W-1:0] entered = sctx_a[0 +: CTX_W];
        always @(*) begin
            if (reset_seen_q) begin
                assert(load_a == grant_a && load_b == load_a);
                if (grant_a) assert(ctx_a == gsel_a && ctx_b == ctx_a
                                    && first_a == gfirst_a && first_b == first_a);
            end
            if (reset_seen_q && sv_a[0] && post[entered]) assert(gh_b == gh_a && gm_b == gm_a);
        end
    end
    // the core's stage s is the scheduler's stage s + AHEAD
    for (s = 0; s < STAGES; s = s + 1) begin : g_stage_data
        wire [CTX_W-1:0] ctx = sctx_a[CTX_W*(s+AHEAD) +: CTX_W];
        always @(*)
            if (reset_seen_q && sv_a[s+AHEAD] && post[ctx])
                assert(st_b[CHAIN_W*s +: CHAIN_W] == st_a[CHAIN_W*s +: CHAIN_W]);
    end
    // A context's output register (spec 3.5) takes Z of each of its rounds as it leaves X:
    // Z (224/256), or the previous one shifted to the upper half (384/512: Z0 of the first
    // blank round above Z1 of the second, the digest). Ghost state, per context: the lower
    // half was written from X with a round of a watched message (z_low), and the upper
    // half from such a lower half (z_high). A round that is not its message's first
    // follows one that has left X: from then on, z_low; a digest pending has both.
    reg  [N_CTX-1:0] z_low = {N_CTX{1'b0}}, z_high = {N_CTX{1'b0}};
    integer n;
    always @(posedge clk)
        for (n = 0; n < N_CTX; n = n + 1)
            if (xv_a && xctx_a == n && post[n]) begin
                z_low[n]  <= 1'b1;
                z_high[n] <= z_low[n];
            end
    for (c = 0; c < N_CTX; c = c + 1) begin : g_context_data
        // a round of the context is granted, in a stage or in X; one that is not its
        // message's first
        reg in_flight, later;
        integer i;
        always @(*) begin
            in_flight = (grant_a && gsel_a == c) || in_exit[c];
            later     = (grant_a && gsel_a == c && !gfirst_a) || (in_exit[c] && !xfirst_a);
            for (i = 0; i < SCHED_STAGES; i = i + 1)
                if (sv_a[i] && sctx_a[CTX_W*i +: CTX_W] == c) begin
                    in_flight = 1'b1;
                    if (!sfirst_a[i]) later = 1'b1;
                end
        end
        wire [256*N_OUT-1:0] zc_a = z_a[256*N_OUT*c +: 256*N_OUT];
        wire [256*N_OUT-1:0] zc_b = z_b[256*N_OUT*c +: 256*N_OUT];
        always @(*) begin
            if (post[c] && chained[c] && !in_exit[c])
                assert(h_b[CHAIN_W*c +: CHAIN_W] == h_a[CHAIN_W*c +: CHAIN_W]);
            if (z_low[c])  assert(post[c] && zc_b[255:0] == zc_a[255:0]);
            if (z_high[c]) assert(z_low[c] && zc_b == zc_a);
            if (reset_seen_q && post[c]) begin
                if (later || (sched_open[c] && !in_flight)) assert(z_low[c]);
                if (pend_a[c])
                    assert(z_low[c] && (N_OUT == 1 || z_high[c]));
            end
        end
    end

    // (a digest of a context's message after an earlier message's output, the copies
    // having taken an earlier block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && dig_post && valid_a && earlier_out);
endmodule
`default_nettype wire
