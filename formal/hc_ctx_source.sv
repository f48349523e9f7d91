`default_nettype none
// The input side, the scheduler's side and the control outputs of a two-copy isolation
// proof of a multi-context block core on rtl/common/hc_wave_sched.v (the one wrapper,
// formal/hc_ctx_core_isolation_props.sv): a block channel a context, each with the
// block-interface environment and its own boundary (formal/hc_block_source.sv: blocks of
// BLOCK_W bits with an error flag and a one-bit tid; copy B's blocks its own until the
// channel's boundary, copy A's from then on); the scheduler's facts and ghost state
// (formal/hc_wave_sched_ctx_facts.sv, instance u_sched_facts, whose inputs of the copies'
// scheduler registers the proof's flow connects: Proof.probes); and the claim on the
// core's control outputs: the same in both copies at every clock after a reset (the
// flags, and a tid or error flag while its valid flag is set).
// A core that offers blocks of its own on a context's channel to the scheduler after a
// message's last block (TRAILING 1: hc_luffa_core's blank rounds, Luffa spec 3.5) has the
// facts stated of that channel: a block is offered on it while the core's own is due
// (own_valid) or the padding unit offers one, the message's last block there is the
// core's last own block (own_last), never the padding unit's, and the message is open
// from its first block until that one is taken.
module hc_ctx_source #(
    parameter STAGES      = 4,
    parameter WAVE_CLOCKS = 20,
    parameter N_CTX       = 5,
    parameter PREP        = 1,    // the scheduler's grant: 0, 1 or 2 (the facts')
    parameter BLOCK_W     = 512,  // a block's bits
    parameter CV_W        = 160,  // a starting value's bits (the cores' blk_cv, CV_IN 1)
    parameter TRAILING    = 0     // 1: the core's own blocks follow a message's (above)
) (
    input  wire                 clk,
    input  wire                 rst_n,
    input  wire [BLOCK_W*N_CTX-1:0] blk_data,        // copy A's blocks, a channel a context
    input  wire [BLOCK_W*N_CTX-1:0] blk_data_other,  // copy B's, until a channel's boundary
    input  wire [N_CTX-1:0]     blk_first,
    input  wire [N_CTX-1:0]     blk_last,
    input  wire [N_CTX-1:0]     blk_err,
    input  wire [N_CTX-1:0]     blk_tid,
    input  wire [N_CTX-1:0]     blk_valid,
    input  wire                 dig_ready,
    input  wire [N_CTX-1:0]     watch_start,     // a channel's boundary may pass now
    // TRAILING 1: the core offers a block of its own on the channel, its last (copy A's)
    input  wire [N_CTX-1:0]     own_valid,
    input  wire [N_CTX-1:0]     own_last,
    output wire [BLOCK_W*N_CTX-1:0] data_b,          // copy B's blocks
    // the starting values a context's first block reads (CV_IN 1: an HMAC key context's
    // derived state), copy A's and B's, a channel's as its blocks: B's its own until the
    // channel's boundary
    input  wire [CV_W*N_CTX-1:0] blk_cv,
    input  wire [CV_W*N_CTX-1:0] blk_cv_other,
    output wire [CV_W*N_CTX-1:0] cv_b,
    // the core's control outputs, copy A's and (_other) B's: the channels' ready flags,
    // the digest output's valid flag, tid and error flag, the contexts' idle flags, the
    // chaining value's write strobe and tid
    input  wire [N_CTX-1:0]     blk_ready,
    input  wire [N_CTX-1:0]     blk_ready_other,
    input  wire                 out_valid,
    input  wire                 out_valid_other,
    input  wire                 out_tid,
    input  wire                 out_tid_other,
    input  wire                 out_err,
    input  wire                 out_err_other,
    input  wire [N_CTX-1:0]     ctx_idle,
    input  wire [N_CTX-1:0]     ctx_idle_other,
    input  wire                 st_we,
    input  wire                 st_we_other,
    input  wire                 st_tid,
    input  wire                 st_tid_other,
    // hc_wave_sched_ctx_facts's ghost state: a reset was seen; per context, its first
    // block granted after its boundary has registered its starting values (post), and a
    // block of it granted since has left the last stage (chained); the output register
    // holds such a context's digest (dig_post); the exit register holds its block (in_exit)
    output wire                 reset_seen_q,
    output wire [N_CTX-1:0]     post,
    output wire [N_CTX-1:0]     chained,
    output wire                 dig_post,
    output wire [N_CTX-1:0]     in_exit,
    // a message is open on a context's channel to the scheduler (the facts' view: with
    // TRAILING 1 until the core's last own block is taken)
    output wire [N_CTX-1:0]     sched_open,
    // a channel's earlier block, with different bytes in the copies, was followed by an
    // output (what the cover traces reach for)
    output wire                 earlier_out
);
    wire [N_CTX-1:0] reset_seen, took, open, watched, watching, offered, offer_first;
    wire [N_CTX-1:0] offer_last, earlier;
    genvar c;
    for (c = 0; c < N_CTX; c = c + 1) begin : g_channel
        hc_block_source #(.DATA_W(BLOCK_W)) u_source (
            .clk(clk), .rst_n(rst_n), .blk_data(blk_data[BLOCK_W*c +: BLOCK_W]),
            .blk_data_other(blk_data_other[BLOCK_W*c +: BLOCK_W]), .blk_first(blk_first[c]),
            .blk_last(blk_last[c]), .blk_err(blk_err[c]), .blk_tid(blk_tid[c]),
            .blk_valid(blk_valid[c]), .blk_ready(blk_ready[c]),
            .out_taken(out_valid & dig_ready), .watch_start(watch_start[c]),
            .data_b(data_b[BLOCK_W*c +: BLOCK_W]), .reset_seen(reset_seen[c]), .took(took[c]),
            .open(open[c]), .watched(watched[c]), .watching(watching[c]),
            .offered(offered[c]), .offer_first(offer_first[c]), .offer_last(offer_last[c]),
            .earlier_out(earlier[c])
        );
    end
    assign earlier_out = |earlier;
    for (c = 0; c < N_CTX; c = c + 1) begin : g_cv
        assign cv_b[CV_W*c +: CV_W] = watching[c] ? blk_cv[CV_W*c +: CV_W]
                                                  : blk_cv_other[CV_W*c +: CV_W];
    end

    // the scheduler's view of the channels
    wire [N_CTX-1:0] own = (TRAILING != 0) ? own_valid : {N_CTX{1'b0}};
    wire [N_CTX-1:0] s_open    = open | own;
    assign sched_open = s_open;
    wire [N_CTX-1:0] s_offered = offered | own;
    wire [N_CTX-1:0] s_first   = offer_first & ~own;
    wire [N_CTX-1:0] s_last    = (TRAILING != 0) ? own_last : offer_last;

    hc_wave_sched_ctx_facts #(.STAGES(STAGES), .WAVE_CLOCKS(WAVE_CLOCKS), .N_CTX(N_CTX),
                              .PREP(PREP))
    u_sched_facts (
        .clk(clk), .rst_n(rst_n), .dig_ready(dig_ready), .reset_seen(reset_seen),
        .took(took), .open(s_open), .watched(watched), .watching(watching),
        .offered(s_offered), .offer_first(s_first), .offer_last(s_last),
        .ready({blk_ready_other, blk_ready}), .reset_seen_q(reset_seen_q),
        .post(post), .chained(chained), .dig_post(dig_post), .in_exit(in_exit)
    );

    // (TRAILING 1: the core's own blocks follow a message's last block, so none is due
    // while the padding unit's side has a message open, or before a block was taken)
    integer k;
    always @(*)
        if (reset_seen_q)
            for (k = 0; k < N_CTX; k = k + 1)
                if (own[k]) assert(!open[k] && took[k]);

    // the control outputs, after a reset (the scheduler's registers they are decoded from
    // are equal: hc_wave_sched_ctx_facts); a tid while its strobe is set
    always @(*)
        if (reset_seen_q) begin
            assert(blk_ready_other == blk_ready && out_valid_other == out_valid
                   && ctx_idle_other == ctx_idle && st_we_other == st_we);
            if (st_we)     assert(st_tid_other == st_tid);
            if (out_valid) assert(out_tid_other == out_tid && out_err_other == out_err);
        end
endmodule
`default_nettype wire
