`default_nettype none
// The scheduler's side of a two-copy isolation proof of a multi-context block core on
// rtl/common/hc_wave_sched.v with several stages, at any of its grants (PREP):
// - PREP 0, the one-clock grant: the block enters stage 0 from the grant register at the
//   first entry edge and is handed back (blk_ready) then; there is no prep clock (gp_q
//   is the constant 0, so the input gp is not read). The facts' `prep` clock is then
//   the grant register's: the clock in which a core that registers the scheduler's
//   choice first (hc_luffa_core's AHEAD register, at one-clock waves) registers the
//   granted block's starting values;
// - PREP 1 and 2, the two-clock grant (the grant registers its choice in one clock and
//   the starting values in the next, `prep`): PREP 1 hands the block back as stage 0
//   takes it, PREP 2 as its starting values are registered (a core that registers the
//   whole block then: hc_sha2_gen_core at 64-bit words).
// In the environment of a two-copy wrapper (formal/hc_ctx_core_isolation_props.sv,
// through formal/hc_ctx_source.sv; formal/hc_luffa_ctx_isolation_props.sv) with its
// channels' flags (formal/hc_block_source.sv, one a context). Its inputs of both copies'
// scheduler registers are left unconnected and the proof's flow connects them after
// flattening (probes, Proof.probes: a probe wired through a port would be cut from it,
// since Yosys's `connect -set` unsets every driver of its left side and counts a
// connection as one).
//
// Asserted (the facts the wrapper's datapath invariants rest on; each holds after a clock
// if it held before):
// - after a reset every control register is equal in both copies (the copies see the
//   same control): the wave counter, the stages', the exit register's and the grant's
//   valid and done flags, the in-flight and pending flags, the output candidate and
//   register, both round-robin arbiters' masks; the registers that describe a block
//   while they hold one; a context's error flag while its digest is pending, its tid once
//   its first block was taken since the reset;
// - copy A's scheduler (B's is equal): a context's block is in a stage exactly when its
//   in-flight flag is set, in one stage at most, never while another block of it is
//   granted or in the exit register or its digest pending; the exit register's done
//   flags and the grant's one-hot flags match the registers they are decoded from; a
//   granted block is still offered until it is handed back (PREP 2: each copy's
//   blk_ready is its one-hot grant in the prep clock, and after it the channel's message
//   is open exactly when the granted block is not its last); a channel has a message
//   open exactly while its block in flight is not its last; the output candidate is
//   pending.
// Tracked (ghost state), per context c: `post[c]` from the prep clock of its first block
// granted after its channel's boundary (so every block of c in flight from then on was
// granted since: a first block is granted only with nothing of its context in flight or
// pending); `chained[c]` once a block of c granted since has left the last stage (from
// the clock after, its chaining value is written from the copies' equal registers);
// `dig_post` while the output register holds a digest taken of such a context.
// Asserted on them: until chained[c], the first block is all there is of c in flight; a
// pending digest of a context with post[c] has chained[c].
module hc_wave_sched_ctx_facts #(
    parameter STAGES      = 4,
    parameter WAVE_CLOCKS = 20,
    parameter N_CTX       = 5,
    parameter PREP        = 1,   // hc_wave_sched's: 0, 1 or 2
    parameter CTX_W       = (N_CTX > 1) ? $clog2(N_CTX) : 1,
    parameter CNT_W       = (WAVE_CLOCKS > 1) ? $clog2(WAVE_CLOCKS) : 1
) (
    input  wire                    clk,
    input  wire                    rst_n,
    input  wire                    dig_ready,
    // the channels (formal/hc_block_source.sv)
    input  wire [N_CTX-1:0]        reset_seen,
    input  wire [N_CTX-1:0]        took,
    input  wire [N_CTX-1:0]        open,
    input  wire [N_CTX-1:0]        watched,
    input  wire [N_CTX-1:0]        watching,
    input  wire [N_CTX-1:0]        offered,
    input  wire [N_CTX-1:0]        offer_first,
    input  wire [N_CTX-1:0]        offer_last,
    // the copies' blk_ready, A's and B's
    input  wire [2*N_CTX-1:0]      ready,
    // the scheduler's registers, copy A's and B's (hc_wave_sched): wave counter, its last
    // clock, the one-stage wait flag; the stages' valid, first, last, error, context; the
    // exit register's; its done flags; in flight, pending, error flags and tids a
    // context; the grant's valid, prep done, context, flags, one-hot; the output
    // candidate's valid, one-hot, number; the output register's valid, tid, error,
    // context; the grant's and the output's arbiter masks
    input  wire [2*CNT_W-1:0]      j,
    input  wire [1:0]              wend, wait_flag,
    input  wire [2*STAGES-1:0]     sv, sfirst, slast, serr,
    input  wire [2*CTX_W*STAGES-1:0] sctx,
    input  wire [1:0]              xv, xlast, xerr,
    input  wire [2*CTX_W-1:0]      xctx,
    input  wire [2*N_CTX-1:0]      xdone, infl, pend, errq, tidq,
    input  wire [1:0]              grant, gp, gfirst, glast, gerr,
    input  wire [2*CTX_W-1:0]      gsel,
    input  wire [2*N_CTX-1:0]      granted,
    input  wire [1:0]              candv,
    input  wire [2*N_CTX-1:0]      cand,
    input  wire [2*CTX_W-1:0]      candctx,
    input  wire [1:0]              dv, dtid, derr,
    input  wire [2*CTX_W-1:0]      dctx,
    input  wire [2*N_CTX-1:0]      gmask, omask,
    // the ghost state (from copy A's registers)
    output wire                    reset_seen_q,
    output reg  [N_CTX-1:0]        post    = {N_CTX{1'b0}},
    output reg  [N_CTX-1:0]        chained = {N_CTX{1'b0}},
    output reg                     dig_post = 1'b0,
    output wire [N_CTX-1:0]        in_exit
);
    localparam [CNT_W-1:0] J_LAST = WAVE_CLOCKS - 1;
    localparam [N_CTX-1:0] ONE    = 1;
    generate
        if (PREP < 0 || PREP > 2) begin : g_bad_prep
            hc_error_PREP_must_be_0_1_or_2 u_error ();
        end
    endgenerate
    // copy A's registers (bit 0 of a pair, the low half of a bus) and B's
    wire [CNT_W-1:0]        j_a = j[0 +: CNT_W], j_b = j[CNT_W +: CNT_W];
    wire [STAGES-1:0]       sv_a = sv[0 +: STAGES], sv_b = sv[STAGES +: STAGES];
    wire [STAGES-1:0]       sfirst_a = sfirst[0 +: STAGES], sfirst_b = sfirst[STAGES +: STAGES];
    wire [STAGES-1:0]       slast_a = slast[0 +: STAGES], slast_b = slast[STAGES +: STAGES];
    wire [STAGES-1:0]       serr_a = serr[0 +: STAGES], serr_b = serr[STAGES +: STAGES];
    wire [CTX_W*STAGES-1:0] sctx_a = sctx[0 +: CTX_W*STAGES];
    wire [CTX_W*STAGES-1:0] sctx_b = sctx[CTX_W*STAGES +: CTX_W*STAGES];
    wire [CTX_W-1:0] xctx_a = xctx[0 +: CTX_W], xctx_b = xctx[CTX_W +: CTX_W];
    wire [CTX_W-1:0] gsel_a = gsel[0 +: CTX_W], gsel_b = gsel[CTX_W +: CTX_W];
    wire [CTX_W-1:0] candctx_a = candctx[0 +: CTX_W], candctx_b = candctx[CTX_W +: CTX_W];
    wire [CTX_W-1:0] dctx_a = dctx[0 +: CTX_W], dctx_b = dctx[CTX_W +: CTX_W];
    wire [N_CTX-1:0] xdone_a = xdone[0 +: N_CTX], xdone_b = xdone[N_CTX +: N_CTX];
    wire [N_CTX-1:0] infl_a = infl[0 +: N_CTX], infl_b = infl[N_CTX +: N_CTX];
    wire [N_CTX-1:0] pend_a = pend[0 +: N_CTX], pend_b = pend[N_CTX +: N_CTX];
    wire [N_CTX-1:0] errq_a = errq[0 +: N_CTX], errq_b = errq[N_CTX +: N_CTX];
    wire [N_CTX-1:0] tidq_a = tidq[0 +: N_CTX], tidq_b = tidq[N_CTX +: N_CTX];
    wire [N_CTX-1:0] granted_a = granted[0 +: N_CTX], granted_b = granted[N_CTX +: N_CTX];
    wire [N_CTX-1:0] cand_a = cand[0 +: N_CTX], cand_b = cand[N_CTX +: N_CTX];

    assign reset_seen_q = reset_seen[0];  // (every channel's: one reset)
    // the scheduler's strobes
    // the grant's prep flag, A's and B's (PREP 0: none)
    wire [1:0] prepared = (PREP != 0) ? gp : 2'b00;
    wire prep      = grant[0] & ~prepared[0];          // a granted block's starting values load
    // ... and it enters stage 0 (PREP 0: from the grant register)
    wire enter     = wend[0] & ((PREP != 0) ? prepared[0] : grant[0]);
    wire exit_edge = wend[0] & ~wait_flag[0];          // the last stage's block leaves
    wire take      = (~dv[0] | dig_ready) & candv[0];  // the output register takes a digest
    // a block is handed back (PREP 2: as its starting values are registered), and a
    // message's tid taken then (hc_wave_sched)
    wire hand      = (PREP == 2) ? prep : enter;
    wire [CTX_W-1:0] out_ctx = sctx_a[CTX_W*(STAGES-1) +: CTX_W];

    reg  [N_CTX-1:0] tid_set = {N_CTX{1'b0}};  // a first block entered since a reset
    integer n;
    always @(posedge clk) begin
        for (n = 0; n < N_CTX; n = n + 1) begin
            if (rst_n && reset_seen_q && prep && gsel_a == n && gfirst[0] && watching[n])
                post[n] <= 1'b1;
            if (rst_n && post[n] && exit_edge && sv_a[STAGES-1] && out_ctx == n)
                chained[n] <= 1'b1;
            // (the scheduler takes a message's tid as its first block is handed back)
            if (reset_seen_q && hand && gsel_a == n && gfirst[0])
                tid_set[n] <= 1'b1;
        end
        // (the data registers move in a reset's clocks too: the output register takes a
        // digest when the scheduler's registers say so, whatever rst_n)
        if (take) dig_post <= reset_seen_q & post[candctx_a] & chained[candctx_a];
    end

    always @(*) begin
        // the control, after a reset
        if (reset_seen_q) begin
            assert(j_b == j_a && wend[1] == wend[0] && wait_flag[1] == wait_flag[0]
                   && sv_b == sv_a && xv[1] == xv[0] && xdone_b == xdone_a
                   && infl_b == infl_a && pend_b == pend_a && grant[1] == grant[0]
                   && prepared[1] == prepared[0] && granted_b == granted_a
                   && candv[1] == candv[0] && dv[1] == dv[0] && gmask[2*N_CTX-1:N_CTX] == gmask[N_CTX-1:0]
                   && omask[2*N_CTX-1:N_CTX] == omask[N_CTX-1:0]);
            if (grant[0]) assert(gfirst[1] == gfirst[0] && glast[1] == glast[0]
                                 && gerr[1] == gerr[0] && gsel_b == gsel_a);
            if (xv[0])    assert(xlast[1] == xlast[0] && xerr[1] == xerr[0] && xctx_b == xctx_a);
            if (candv[0]) assert(cand_b == cand_a && candctx_b == candctx_a);
            if (dv[0])    assert(dtid[1] == dtid[0] && derr[1] == derr[0] && dctx_b == dctx_a);
        end
        assert(reset_seen == {N_CTX{reset_seen_q}});   // (one reset for all channels)
        if (took != {N_CTX{1'b0}}) assert(reset_seen_q);
        // the scheduler's facts (copy A's)
        if (reset_seen_q) begin
            assert(!wait_flag[0] && j_a <= J_LAST && wend[0] == (j_a == J_LAST));
            if (prepared[0]) assert(grant[0]);
            if (xv[0]) assert(xdone_a == ((xlast[0] ? ONE : {N_CTX{1'b0}}) << xctx_a)
                              && xctx_a < N_CTX);
            else       assert(xdone_a == {N_CTX{1'b0}});
            if (grant[0]) assert(granted_a == (ONE << gsel_a) && gsel_a < N_CTX);
            else          assert(granted_a == {N_CTX{1'b0}});
            // (PREP 2: blk_ready from a register, the grant's one-hot in the prep clock)
            if (PREP == 2)
                assert(ready[N_CTX-1:0] == (prepared[0] ? {N_CTX{1'b0}} : granted_a)
                       && ready[2*N_CTX-1:N_CTX] == (prepared[1] ? {N_CTX{1'b0}} : granted_b));
            if (candv[0]) assert(cand_a == (ONE << candctx_a) && candctx_a < N_CTX
                                 && pend_a[candctx_a]);
            if (dv[0]) assert(dctx_a < N_CTX);
            if (took == {N_CTX{1'b0}})
                assert(sv_a == {STAGES{1'b0}} && !xv[0] && pend_a == {N_CTX{1'b0}} && !dv[0]
                       && !candv[0] && infl_a == {N_CTX{1'b0}});
        end
        if (dig_post) assert(reset_seen_q);
    end

    genvar c, s, t;
    for (s = 0; s < STAGES; s = s + 1) begin : g_stage
        wire [CTX_W-1:0] ctx = sctx_a[CTX_W*s +: CTX_W];
        always @(*)
            if (reset_seen_q && sv_a[s]) begin
                assert(sfirst_b[s] == sfirst_a[s] && slast_b[s] == slast_a[s]
                       && serr_b[s] == serr_a[s] && sctx_b[CTX_W*s +: CTX_W] == ctx);
                assert(ctx < N_CTX && infl_a[ctx] && !granted_a[ctx] && !in_exit[ctx]
                       && !pend_a[ctx]);
                // a message is open while its block in a stage is not its last
                assert(open[ctx] == !slast_a[s]);
                if (post[ctx] && !chained[ctx]) assert(sfirst_a[s]);
            end
        // (one stage a context)
        for (t = s + 1; t < STAGES; t = t + 1) begin : g_other
            always @(*)
                if (reset_seen_q && sv_a[s] && sv_a[t])
                    assert(sctx_a[CTX_W*s +: CTX_W] != sctx_a[CTX_W*t +: CTX_W]);
        end
    end
    for (c = 0; c < N_CTX; c = c + 1) begin : g_context
        // a block of context c is in a stage
        reg in_stage;
        integer k;
        always @(*) begin
            in_stage = 1'b0;
            for (k = 0; k < STAGES; k = k + 1)
                if (sv_a[k] && sctx_a[CTX_W*k +: CTX_W] == c) in_stage = 1'b1;
        end
        assign in_exit[c] = xv[0] && xctx_a == c;
        always @(*) begin
            if (reset_seen_q) begin
                assert(infl_a[c] == in_stage);
                if (granted_a[c]) begin
                    // a granted block is still offered until it is taken (as it enters
                    // stage 0; PREP 2: in the prep clock), then its message is open
                    // exactly when it is not the last block (the channel may offer the
                    // next one: no other block of the context is granted meanwhile)
                    if (PREP != 2 || !prepared[0])
                        assert(offered[c] && offer_first[c] == gfirst[0]
                               && offer_last[c] == glast[0] && open[c] == !gfirst[0]);
                    else  // (taken in the prep clock, which follows a reset's clock)
                        assert(took[c] && open[c] == !glast[0] && tid_set[c]);
                    assert(!in_stage);
                end
                if (in_exit[c]) assert(!in_stage && open[c] == !xlast[0]);
                if (pend_a[c]) assert(!in_stage && !granted_a[c] && !in_exit[c] && !open[c]);
                if (pend_a[c]) assert(errq_b[c] == errq_a[c]);
                if (tid_set[c]) assert(tidq_b[c] == tidq_a[c]);
                if (in_stage || in_exit[c] || pend_a[c] || open[c]) assert(tid_set[c]);
            end
            if (tid_set[c] || post[c]) assert(reset_seen_q);
            if (post[c]) assert(watched[c]);
            if (chained[c]) assert(post[c]);
            // until a block granted since has left the stages, the first block is all
            // there is of the context in flight
            if (post[c] && !chained[c]) begin
                assert(!in_exit[c] && !pend_a[c]);
                if (granted_a[c]) assert(gfirst[0]);
                if (!granted_a[c] && !in_stage) assert(!open[c]);
            end
            if (post[c] && pend_a[c]) assert(chained[c]);
        end
    end
endmodule
`default_nettype wire
