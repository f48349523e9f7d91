`default_nettype none
// Message isolation of the digest through a Luffa pipeline (issue 26, item 3): the
// multi-message hc_luffa_core (rtl/luffa/hc_luffa_core.v, STAGES > 1) at a point whose
// waves are two clocks or more, where it runs hc_wave_sched with the two-clock grant
// (PREP 1), checked by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs") by
// k-induction.
//
// Two copies of the core see the same control on every channel (blk_valid, blk_first,
// blk_last, blk_err, blk_tag, dig_ready, resets) and, on each channel, blocks of their own
// until a boundary the solver picks for that channel (`watch_start[c]`), the same blocks
// after it (formal/hc_block_source.sv, one a channel). Their registers start unknown and
// unequal. Asserted: every digest the output register takes of a context's message whose
// first block was granted after that context's boundary is the same in both copies, and
// the control outputs are the same at every clock after a reset.
//
// The core puts the finalisation's blank rounds (spec 3.5) on each context's channel to
// the scheduler, after the message's last block: the scheduler's channel c offers a
// blank round while the core's count of blank rounds due (due_q) is not zero, and its
// last blank round is the message's last block there. The scheduler's facts
// (formal/hc_wave_sched_ctx_facts.sv) are stated of that channel: a block is offered on
// it while a blank round is due or the padding unit offers one; a message is open on it
// from its first block until its last blank round is taken. On it they give the ghost
// state post[c] (from the prep clock of the context's first block granted after its
// boundary), chained[c] (a block of it granted since has left the last stage) and
// dig_post (the output register holds such a context's digest), and from those the
// relational invariants of formal/hc_ctx_core_isolation_props.sv, here on Luffa's
// registers: the granted round's starting chains and block while a watched context's
// round is granted and prepared; a stage's state while it holds such a round; the exit
// register X while it does; a context's chains H and output register Z once chained and
// outside the clock X writes them; the output register once it took such a digest.
// Luffa has no chaining addition, so the chains a round starts from are the IV (a first
// block) or the context's H. Each holds after a clock if it held before: the induction
// closes at depth 2.
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
    localparam integer CNT_W  = (WAVE > 1) ? $clog2(WAVE) : 1;
    localparam integer CHAIN_W = 256 * W;
    generate
        if (STAGES < 2 || WAVE < 2) begin : g_bad_point
            hc_error_STAGES_at_least_2_and_waves_of_2_clocks_or_more u_error ();
        end
        if (N_OUT != 1) begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_224_or_256 u_error ();
        end
    endgenerate

    // ------------------------------------------------ the copies' outputs
    wire [N_CTX-1:0]       ready_a, ready_b, idle_a, idle_b;
    wire [DIGEST_BITS-1:0] digest_a, digest_b;
    wire                   valid_a, valid_b, tid_a, tid_b, err_a, err_b;

    // ------------------------------------------------ the padding units' channels
    wire [N_CTX-1:0] reset_seen, took, open, watched, watching, offered, offer_first;
    wire [N_CTX-1:0] offer_last, earlier;
    wire [256*N_CTX-1:0] data_b;
    genvar c, s;
    for (c = 0; c < N_CTX; c = c + 1) begin : g_channel
        hc_block_source #(.DATA_W(256)) u_source (
            .clk(clk), .rst_n(rst_n), .blk_data(blk_data[256*c +: 256]),
            .blk_data_other(blk_data_other[256*c +: 256]), .blk_first(blk_first[c]),
            .blk_last(blk_last[c]), .blk_err(blk_err[c]), .blk_tid(blk_tid[c]),
            .blk_valid(blk_valid[c]), .blk_ready(ready_a[c]),
            .out_taken(valid_a & dig_ready), .watch_start(watch_start[c]),
            .data_b(data_b[256*c +: 256]), .reset_seen(reset_seen[c]), .took(took[c]),
            .open(open[c]), .watched(watched[c]), .watching(watching[c]),
            .offered(offered[c]), .offer_first(offer_first[c]),
            .offer_last(offer_last[c]), .earlier_out(earlier[c])
        );
    end

    // ------------------------------------------------ the core's registers (probes)
    // control: each context's blank rounds due ([2*c]) and its message's error flag
    wire [2*N_CTX-1:0]        due_a, due_b;
    wire [N_CTX-1:0]          merr_a, merr_b;
    // the granted round's chains and block; a stage's state ([CHAIN_W*s]); X; each
    // context's chains and Z ([CHAIN_W*c], [256*c]); the output register
    wire [CHAIN_W-1:0]        gh_a, gh_b, x_a, x_b;
    wire [255:0]              gm_a, gm_b;
    wire [CHAIN_W*STAGES-1:0] st_a, st_b;
    wire [CHAIN_W*N_CTX-1:0]  h_a, h_b;
    wire [256*N_CTX-1:0]      z_a, z_b;
    wire [255:0]              out_a, out_b;
    // copy A's scheduler registers (the facts assert B's equal after a reset)
    wire [STAGES-1:0]       sv_a;
    wire [CTX_W*STAGES-1:0] sctx_a;
    wire                    xv_a, grant_a, gp_a;
    wire [CTX_W-1:0]        xctx_a, gsel_a;

    // ------------------------------------------------ the scheduler's channels
    // a blank round is due on channel c; the scheduler's view of the channel
    wire [N_CTX-1:0] blank, s_offered, s_first, s_last, s_open;
    for (c = 0; c < N_CTX; c = c + 1) begin : g_sched_channel
        wire [1:0] due = due_a[2*c +: 2];
        assign blank[c]     = (due != 2'd0);
        assign s_offered[c] = blank[c] | offered[c];
        assign s_first[c]   = ~blank[c] & offer_first[c];
        assign s_last[c]    = (due == 2'd1);
        assign s_open[c]    = open[c] | blank[c];
    end
    wire reset_seen_q, dig_post;
    wire [N_CTX-1:0] post, chained, in_exit;
    hc_wave_sched_ctx_facts #(.STAGES(STAGES), .WAVE_CLOCKS(WAVE), .N_CTX(N_CTX), .PREP(1))
    u_sched_facts (
        .clk(clk), .rst_n(rst_n), .dig_ready(dig_ready), .reset_seen(reset_seen),
        .took(took), .open(s_open), .watched(watched), .watching(watching),
        .offered(s_offered), .offer_first(s_first), .offer_last(s_last),
        .ready({ready_b, ready_a}), .reset_seen_q(reset_seen_q), .post(post),
        .chained(chained), .dig_post(dig_post), .in_exit(in_exit)
    );

    // ------------------------------------------------ the two copies
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
            // the control outputs, and the blank rounds' count and error flags
            assert(ready_b == ready_a && valid_b == valid_a && idle_b == idle_a
                   && due_b == due_a);
            if (valid_a) assert(tid_b == tid_a && err_b == err_a);
            for (k = 0; k < N_CTX; k = k + 1) begin
                if (due_a[2*k +: 2] != 2'd0) assert(merr_b[k] == merr_a[k]);
                // blank rounds follow a message's last block (N_OUT of them)
                assert(due_a[2*k +: 2] <= N_OUT);
                if (due_a[2*k +: 2] != 2'd0) assert(!open[k] && took[k]);
            end
        end
        if (dig_post) assert(out_b == out_a);
        if (dig_post && valid_a) assert(digest_b == digest_a);           // the claim
        if (grant_a && gp_a && post[gsel_a]) assert(gh_b == gh_a && gm_b == gm_a);
        if (xv_a && post[xctx_a]) assert(x_b == x_a);
    end
    for (s = 0; s < STAGES; s = s + 1) begin : g_stage_data
        wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
        always @(*)
            if (reset_seen_q && sv_a[s] && post[ctx])
                assert(st_b[CHAIN_W*s +: CHAIN_W] == st_a[CHAIN_W*s +: CHAIN_W]);
    end
    for (c = 0; c < N_CTX; c = c + 1) begin : g_context_data
        always @(*)
            if (post[c] && chained[c] && !in_exit[c])
                assert(h_b[CHAIN_W*c +: CHAIN_W] == h_a[CHAIN_W*c +: CHAIN_W]
                       && z_b[256*c +: 256] == z_a[256*c +: 256]);
    end

    // (a digest of a context's message after an earlier message's output, the copies
    // having taken an earlier block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && dig_post && valid_a && |earlier);

    wire unused = &{1'b0, offer_last};
endmodule
`default_nettype wire
