`default_nettype none
// The invariants that close formal/hc_ctx_sched_props.sv's message checks by k-induction
// (formal/hc_ctx_sched_ind_props.sv) for the multi-message control on the wave
// scheduler: hc_ctx_pad with N_CTX contexts (the s_tid router, a two-beat register a
// context, a padding unit a context) in front of hc_wave_sched with several stages and
// any grant (PREP 0, 1 or 2). With BLANKS > 0, the channel of each context to the
// scheduler offers BLANKS blank blocks after the padding unit's last block of a message,
// the last of them its message's last (hc_luffa_core's finalisation, Luffa spec 3.5: the
// multi-message Luffa top, formal/hc_stream_top_ind_props.sv, with its core's blank
// rounds still due, ch_due, and the message's error flag, ch_err, as probes too); the
// padding unit's last block is then not the channel's. Every input but clk and rst_n is
// a probe
// (Proof.probes); a per-context input is the concatenation of the contexts' registers,
// context 0 in the least significant bits, and so is a per-queue input of the message
// model (formal/hc_stream_message_check.sv: a queue an s_tid value).
//
// The router, the padding units and the model's queues have the invariants of
// formal/hc_ctx_router_facts.sv (u_router, its inputs probes too), to which these facts
// hand what the scheduler holds of each context's messages (the digest at the output,
// the message whose last block is in the scheduler), its ranking, and whether it holds
// anything of the context.
//
// What ties the model to the scheduler's registers:
// - the scheduler: its wave counter; the exit register's done flags, the grant's and the
//   output candidate's one-hot flags against the numbers they are decoded from; a
//   context's block in one stage at most, exactly while its in-flight flag is set, never
//   beside another of its blocks granted, in the exit register or a digest pending; a
//   granted block still offered until it is handed back; both arbiters' masks the
//   requesters above one;
// - a context's entries: the message in the output register, the one whose last block
//   is in the scheduler (in a stage, the exit register, pending, or handed back), and
//   with BLANKS the one whose blank blocks are still due, with their error flags; the
//   bound s_tid on each;
// - the blocks of a message: a block in the scheduler that is not its message's last
//   belongs to the message whose blank blocks are due, or else to the message whose
//   block the padding unit offers next, which is then not a first block, and whose
//   s_tid the scheduler holds; while blank blocks are due the padding unit offers none
//   of a message begun;
// - the output bound, by a ranking (`rank`): the clocks until a context's oldest message
//   not in the output register is taken at the output, m_ready high from now on, from
//   its worst cases: a grant is made as soon as none waits to enter, else as the waiting
//   one enters (at most WAVE_CLOCKS clocks); a context asking waits behind at most the
//   contexts the grant arbiter's mask puts before it, one grant each, at most
//   WAVE_CLOCKS + 1 clocks apart (a grant to another context takes one off their count);
//   a granted block leaves the last stage STAGES waves after it enters; the next block
//   is offered within a few clocks of its beats; a pending digest waits behind the
//   contexts the output arbiter's mask puts before it, a clock each. Each of the
//   message's blocks still to be granted (the router's facts count them from the padding
//   unit's registers and its beats' byte counts, with the pad byte and the length), and
//   each of its blank blocks still due, adds a later block's worst case. The oldest
//   message's age plus its rank is at most BOUND, which is at least the rank's most (the
//   router's facts stop elaboration on a smaller one), an upper bound: that it is the
//   least is not shown.
module hc_ctx_sched_multi_facts #(
    parameter DATA_W      = 32,
    parameter BLOCK_W     = 512,
    parameter LEN_W       = 64,
    parameter TID_W       = 1,
    parameter MAX_BYTES_W = 61,
    parameter OUT_REG     = 1,
    parameter STAGES      = 4,
    parameter WAVE_CLOCKS = 20,
    parameter N_CTX       = 5,
    parameter PREP        = 1,
    parameter BLANKS      = 0,     // blank blocks to end a message with (header)
    parameter DEPTH       = 8,
    parameter BOUND       = 741,   // the model's bound (the defaults' ranking's most)
    parameter CTX_W       = $clog2(N_CTX),
    parameter CNT_W       = (WAVE_CLOCKS > 1) ? $clog2(WAVE_CLOCKS) : 1
) (
    input wire                         clk,
    input wire                         rst_n,
    // the router's binding (its facts read it too)
    input wire [N_CTX-1:0]             r_bound,
    input wire [TID_W*N_CTX-1:0]       r_btid,
    // the block each context offers: its padding unit's output register's (OUT_REG 1), or
    // its accumulator's
    input wire [N_CTX-1:0]             off_valid, off_first, off_last, off_err,
    // BLANKS > 0: the blank blocks each context's channel still offers, [2*c +: 2], and
    // its message's error flag
    input wire [2*N_CTX-1:0]           ch_due,
    input wire [N_CTX-1:0]             ch_err,
    // the scheduler (hc_wave_sched)
    input wire [CNT_W-1:0]             s_j,
    input wire                         s_wave_end, s_wait,
    input wire [STAGES-1:0]            s_sv, s_slast, s_serr,
    input wire [CTX_W*STAGES-1:0]      s_sctx,
    input wire                         s_xvalid, s_xlast, s_xerr,
    input wire [CTX_W-1:0]             s_xctx,
    input wire [N_CTX-1:0]             s_xdone, s_inflight, s_pend, s_errq,
    input wire [TID_W*N_CTX-1:0]       s_tidq,
    input wire                         s_grant, s_gfirst, s_glast, s_gerr,
    input wire                         s_gp,   // (PREP 0: none, a constant Yosys drops)
    input wire [CTX_W-1:0]             s_gsel,
    input wire [N_CTX-1:0]             s_granted,
    input wire                         s_candv,
    input wire [N_CTX-1:0]             s_cand,
    input wire [CTX_W-1:0]             s_candctx,
    input wire                         s_dvalid, s_derr,
    input wire [TID_W-1:0]             s_dtid,
    input wire [CTX_W-1:0]             s_dctx
);
    localparam integer     J       = WAVE_CLOCKS - 1;
    localparam [CNT_W-1:0] J_LAST  = J;
    localparam [N_CTX-1:0] ONE     = 1;
    localparam integer     K       = (BLANKS != 0) ? 3 : 2;   // a context's entries
    generate
        if (STAGES < 2 || PREP > 2) begin : g_bad_stages
            hc_error_STAGES_at_least_2_and_PREP_0_1_or_2 u_error ();
        end
        if (BLANKS < 0 || BLANKS > 3) begin : g_bad_blanks
            hc_error_BLANKS_0_to_3 u_error ();
        end
    endgenerate

    // the terms of the ranking (below)
    localparam integer WAITMAX = WAVE_CLOCKS + (WAVE_CLOCKS + 1) * (N_CTX - 1);
    localparam integer P_BLK   = 1 + WAVE_CLOCKS + STAGES * WAVE_CLOCKS;  // grant to exit
    localparam integer D_MAX   = 4 + OUT_REG;   // a block's last beats to its offer
    localparam integer BLKF    = 1 + D_MAX + WAITMAX + P_BLK;   // a later block's
    localparam integer ENDC    = N_CTX + 2;     // the last block's exit to the output

    // ------------------------------------------------------------------ the router
    // (formal/hc_ctx_router_facts.sv; its inputs but the core's are probes). The most
    // the ranking below gives: P_BLK + ENDC and a later block for each block still to be
    // granted (at most the router's BMAX, and the blank blocks); BOUND at least that
    wire                     check;
    wire [N_CTX-1:0]         e_out, e_sch, x_sch, k_empty, k_taken;
    wire [N_CTX-1:0]         next_mid;
    wire [TID_W*N_CTX-1:0]   next_tid;
    wire [32*N_CTX-1:0]      rank, blocks, d_now;
    // a context's entries: {blank blocks due (BLANKS), scheduler, output}
    wire [K*N_CTX-1:0]       k_present, k_err;
    hc_ctx_router_facts #(
        .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .LEN_W(LEN_W), .TID_W(TID_W),
        .MAX_BYTES_W(MAX_BYTES_W), .OUT_REG(OUT_REG), .N_CTX(N_CTX), .K(K),
        .DEPTH(DEPTH), .BOUND(BOUND), .RANK_BASE(P_BLK + BLANKS * BLKF + ENDC),
        .RANK_BLOCK(BLKF), .BOUND_EXACT(0)
    ) u_router (
        .clk(clk), .rst_n(rst_n), .k_present(k_present), .k_err(k_err), .k_rank(rank),
        .k_empty(k_empty), .k_taken(k_taken), .check(check), .next_mid(next_mid),
        .next_tid(next_tid), .blocks(blocks), .d_now(d_now)
    );

    // ------------------------------------------------------------------ the channels
    // what each context offers the scheduler: its blank blocks while any is due (the
    // last of them its message's last, with the message's error flag), else its padding
    // unit's block
    wire [N_CTX-1:0] blank, ch_valid, ch_first, ch_last, ch_error;
    genvar c, s, t;
    for (c = 0; c < N_CTX; c = c + 1) begin : g_channel
        wire [1:0] due = (BLANKS != 0) ? ch_due[2*c +: 2] : 2'd0;
        assign blank[c]    = (due != 2'd0);
        assign ch_valid[c] = blank[c] | off_valid[c];
        assign ch_first[c] = ~blank[c] & off_first[c];
        assign ch_last[c]  = (BLANKS != 0) ? (due == 2'd1) : off_last[c];
        assign ch_error[c] = (BLANKS != 0) ? (ch_err[c] & (due == 2'd1)) : off_err[c];
        always @(*)
            if (check && BLANKS != 0) assert(due <= BLANKS);
    end

    // ------------------------------------------------------------------ the scheduler
    wire gp = (PREP != 0) && s_gp;   // the granted block's starting values registered
    wire [N_CTX-1:0] in_exit, in_stage, stage_last, stage_err, handed;
    for (c = 0; c < N_CTX; c = c + 1) begin : g_sched_ctx
        reg hit, hit_last, hit_err;
        integer k;
        always @(*) begin
            hit = 1'b0; hit_last = 1'b0; hit_err = 1'b0;
            for (k = 0; k < STAGES; k = k + 1)
                if (s_sv[k] && s_sctx[CTX_W*k +: CTX_W] == c) begin
                    hit = 1'b1; hit_last = s_slast[k]; hit_err = s_serr[k];
                end
        end
        assign in_stage[c]   = hit;
        assign stage_last[c] = hit_last;
        assign stage_err[c]  = hit_err;
        assign in_exit[c]    = s_xvalid && s_xctx == c;
        // PREP 2: the granted block was handed back as its starting values registered
        assign handed[c]     = (PREP == 2) && s_granted[c] && gp;
    end
    always @(*) begin
        if (check) begin
            assert(!s_wait && s_j <= J_LAST && s_wave_end == (s_j == J_LAST));
            if (gp) assert(s_grant);
            // (an assertion never the statement before an else: a tool may read that
            // else as the assertion's fail action)
            if (s_xvalid)  assert(s_xdone == ((s_xlast ? ONE : {N_CTX{1'b0}}) << s_xctx)
                                  && s_xctx < N_CTX);
            if (!s_xvalid) assert(s_xdone == {N_CTX{1'b0}});
            if (s_grant)   assert(s_granted == (ONE << s_gsel) && s_gsel < N_CTX);
            if (!s_grant)  assert(s_granted == {N_CTX{1'b0}});
            if (s_candv) assert(s_cand == (ONE << s_candctx) && s_candctx < N_CTX
                                && s_pend[s_candctx]);
            if (s_dvalid) assert(s_dctx < N_CTX);
        end
    end
    for (s = 0; s < STAGES; s = s + 1) begin : g_stage
        for (t = s + 1; t < STAGES; t = t + 1) begin : g_other
            always @(*)
                if (check && s_sv[s] && s_sv[t])
                    assert(s_sctx[CTX_W*s +: CTX_W] != s_sctx[CTX_W*t +: CTX_W]);
        end
        always @(*)
            if (check && s_sv[s]) assert(s_sctx[CTX_W*s +: CTX_W] < N_CTX);
    end

    // ------------------------------------------------------------------ the ranking
    // Clocks until a context's oldest message not in the output register is taken at the
    // output, m_ready high from now on (each such clock takes one off), from its worst
    // cases: a grant is made as soon as none waits to enter (T_OPP: 0), else as the
    // waiting one enters, at a wave end once its starting values are registered (at most
    // WAVE_CLOCKS clocks); a context asking for one waits behind at most the contexts the
    // round-robin order puts before it (the grant arbiter's mask), one grant each, at
    // most WAVE_CLOCKS + 1 clocks apart; a granted block leaves the last stage STAGES
    // waves after it enters; its digest, pending, waits behind the contexts the output
    // arbiter puts before it, a clock each (the terms: above).
    integer t_opp;
    always @(*)
        if (!s_grant)     t_opp = 0;
        else if (gp)      t_opp = J - s_j;
        else              t_opp = (s_j < J_LAST) ? J - s_j : WAVE_CLOCKS;
    // the contexts the grant's and the output's round-robin order put before each
    // (formal/hc_rr_order.sv: their masks are probes of the arbiters')
    wire [32*N_CTX-1:0] g_ahead, o_ahead;
    hc_rr_order #(.N(N_CTX)) u_grant_order (.check(check), .ahead(g_ahead));
    hc_rr_order #(.N(N_CTX)) u_output_order (.check(check), .ahead(o_ahead));

    // ------------------------------------------------------------------ per context
    for (c = 0; c < N_CTX; c = c + 1) begin : g_ctx
        wire [TID_W-1:0] stid = s_tidq[TID_W*c +: TID_W];
        // the s_tid bound to the context
        wire             bound = r_bound[c];
        wire [TID_W-1:0] btid  = r_btid[TID_W*c +: TID_W];
        // the scheduler's blocks of this context: one not its message's last, the last
        wire s_mid  = (in_stage[c] & ~stage_last[c]) | (in_exit[c] & ~s_xlast)
                    | (handed[c] & ~s_glast);
        assign e_out[c]  = s_dvalid && s_dctx == c;
        assign e_sch[c]  = s_pend[c] | s_xdone[c] | (in_stage[c] & stage_last[c])
                         | (handed[c] & s_glast);
        assign x_sch[c]  = s_pend[c] ? s_errq[c] : s_xdone[c] ? s_xerr
                         : in_stage[c] ? stage_err[c] : s_gerr;
        // (the output's flag where present: an expression, as a probe handed on to the
        // router's facts as it is, port to port, would be cut from its register by the
        // probe's connection)
        if (BLANKS != 0) begin : g_blank_entry
            assign k_present[K*c +: K] = {blank[c], e_sch[c], e_out[c]};
            assign k_err[K*c +: K]     = {ch_err[c] & blank[c], x_sch[c], s_derr & e_out[c]};
        end else begin : g_entries
            assign k_present[K*c +: K] = {e_sch[c], e_out[c]};
            assign k_err[K*c +: K]     = {x_sch[c], s_derr & e_out[c]};
        end
        assign k_empty[c] = !s_inflight[c] && !s_pend[c] && !in_exit[c] && !s_granted[c]
                          && !e_out[c] && !blank[c];
        // (a blank block granted is not the padding unit's)
        assign k_taken[c] = s_granted[c] && !handed[c] && !blank[c];

        // where the oldest message not out (H) is: its last block in the scheduler, or
        // its last block still to be granted (a block of it may be in flight: the front)
        wire h_sch = e_sch[c];
        integer stage_at, pass, front, n, r;
        integer k;
        always @(*) begin
            stage_at = 0;
            for (k = 0; k < STAGES; k = k + 1)
                if (s_sv[k] && s_sctx[CTX_W*k +: CTX_W] == c) stage_at = k;
            // clocks to the exit edge of its block in a stage
            pass = (STAGES - 1 - stage_at) * WAVE_CLOCKS + (J - s_j);
            // clocks to the exit edge of its block granted
            front = -1;
            if (in_stage[c]) front = pass;
            else if (s_granted[c]) front = t_opp + STAGES * WAVE_CLOCKS;
            // its blocks still to be granted: those of the padding unit (the router's
            // facts, which give the clocks to the next one's offer too) and all its blank
            // blocks, or, its blank blocks due, those not granted yet
            if (blank[c]) n = ch_due[2*c +: 2] - (s_granted[c] ? 1 : 0);
            else          n = blocks[32*c +: 32] + BLANKS;
            if (h_sch) begin
                if (s_pend[c] || s_xdone[c])
                    r = (s_candv && s_cand[c]) ? 1 : 2 + o_ahead[32*c +: 32];
                else if (in_stage[c])
                    r = pass + ENDC;
                else
                    r = t_opp + STAGES * WAVE_CLOCKS + ENDC;   // handed, to enter
            end else if (front >= 0) begin
                r = front + n * BLKF + ENDC;
            end else begin
                r = ((ch_valid[c] && !s_inflight[c])
                     ? t_opp + (WAVE_CLOCKS + 1) * g_ahead[32*c +: 32]
                     : d_now[32*c +: 32] + WAITMAX)
                  + P_BLK + (n - 1) * BLKF + ENDC;
            end
        end
        assign rank[32*c +: 32] = r;

        always @(*) begin
            if (check) begin
                // the scheduler's side of the context
                assert(s_inflight[c] == in_stage[c]);
                if (in_stage[c]) assert(!s_granted[c] && !in_exit[c] && !s_pend[c]);
                if (s_pend[c]) assert(!s_granted[c] && !in_exit[c]);
                // a granted block is still offered until it is handed back
                if (s_granted[c] && !handed[c])
                    assert(ch_valid[c] && ch_first[c] == s_gfirst && ch_last[c] == s_glast
                           && ch_error[c] == s_gerr && !in_stage[c]);
                if (handed[c]) assert(!in_stage[c]);
                // blocks of a message
                if (s_mid && !blank[c]) assert(next_mid[c]);               // mid-message
                if (blank[c]) assert(bound && !next_mid[c] && !e_sch[c]);   // blanks due
                if (next_mid[c]) assert(!e_sch[c] && stid == next_tid[TID_W*c +: TID_W]); // next
                if (e_sch[c] && s_granted[c]) assert(handed[c] && s_glast);
                if (bound) begin
                    if (s_mid || e_sch[c] || blank[c])
                        assert(stid == btid);                  // the scheduler's s_tid
                    if (e_out[c]) assert(s_dtid == btid);
                end
            end
        end
    end
    wire unused = &{1'b0, clk};
endmodule
`default_nettype wire
