`default_nettype none
// The invariants that close formal/hc_ctx_sched_props.sv's message checks by k-induction
// (formal/hc_ctx_sched_ind_props.sv) for the multi-message control on the wave
// scheduler: hc_ctx_pad with N_CTX contexts (the s_tid router, a two-beat register a
// context, a padding unit a context) in front of hc_wave_sched with several stages and
// the two-clock grant (PREP 1 or 2). Every input but clk and rst_n is a probe
// (Proof.probes); a per-context input is the concatenation of the contexts' registers,
// context 0 in the least significant bits, and so is a per-queue input of the message
// model (formal/hc_stream_message_check.sv: a queue an s_tid value). Each context's
// padding unit has its own facts (formal/hc_pad_msg_facts.sv, its inputs probes too).
//
// What ties the model to the registers:
// - the scheduler: its wave counter; the exit register's done flags, the grant's and the
//   output candidate's one-hot flags against the numbers they are decoded from; a
//   context's block in one stage at most, exactly while its in-flight flag is set, never
//   beside another of its blocks granted, in the exit register or a digest pending; a
//   granted block still offered until it is handed back; both arbiters' masks the
//   requesters above one;
// - the router: a context bound to one s_tid at a time, a free one holding nothing (no
//   beat, nothing in its padding unit or the scheduler, no digest); its beat register's
//   fill count, next slot and head copy; each beat's decoded s_tkeep;
// - a queue of the model is its s_tid's context's, or empty with no message open: it
//   holds, oldest first, the context's message in the output register, the one whose
//   last block is in the scheduler, the one whose final block is in the padding unit's
//   output register, the one that has ended in its accumulator, and those whose last
//   beat is in the beat register (behind the padding unit's message or a new one), with
//   their error flags (for a message still in the beat register, from the padding
//   unit's flags and count and its beats' decoded s_tkeep); every entry's tid is the
//   queue's, and the open message is the one the beat register's last beat (or the
//   padding unit) leaves open, with its error flag and count;
// - the blocks of a message: a block in the scheduler that is not its message's last
//   belongs to the message whose block the padding unit offers next, which is then not a
//   first block, and whose s_tid the scheduler holds; the bound s_tid everywhere;
// - the output bound, by a ranking (`rank`): the clocks until a context's oldest message
//   not in the output register is taken at the output, m_ready high from now on, from
//   its worst cases: a grant is made as soon as none waits to enter, else as the waiting
//   one enters (at most WAVE_CLOCKS clocks); a context asking waits behind at most the
//   contexts the grant arbiter's mask puts before it, one grant each, at most
//   WAVE_CLOCKS + 1 clocks apart (a grant to another context takes one off their count);
//   a granted block leaves the last stage STAGES waves after it enters; the next block
//   is offered within a few clocks of its beats; a pending digest waits behind the
//   contexts the output arbiter's mask puts before it, a clock each. Each of the
//   message's blocks still to be granted (counted from the padding unit's registers and
//   its beats' byte counts, with the pad byte and the length) adds a later block's
//   worst case. The oldest message's age plus its rank is at most BOUND; BOUND_MIN is
//   the rank's most, an upper bound: that it is the least is not shown.
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
    parameter DEPTH       = 8,
    parameter BOUND       = 741,   // the model's bound (the defaults' BOUND_MIN)
    parameter CTX_W       = $clog2(N_CTX),
    parameter CNT_W       = $clog2(WAVE_CLOCKS),
    parameter POS_W       = $clog2(BLOCK_W / DATA_W),
    parameter QUEUES      = 1 << TID_W,
    parameter NBYTES_W    = $clog2(DATA_W / 8 + 1),
    parameter CONTROL_W   = DATA_W / 8 + NBYTES_W + 2,              // a beat's control fields
    parameter BYTES_W     = MAX_BYTES_W + $clog2(DATA_W / 8 + 1),   // the model's count
    parameter AGE_W       = $clog2(BOUND + 2)                        // ... and ages
) (
    input wire                         clk,
    input wire                         rst_n,
    input wire                         started,   // hc_axis_hold's
    // the router (hc_ctx_pad's g_multi): binding, s_tid, beat registers
    input wire [N_CTX-1:0]             r_bound,
    input wire [TID_W*N_CTX-1:0]       r_btid,
    input wire [N_CTX-1:0]             r_rp, r_wp,
    input wire [2*N_CTX-1:0]           r_fill,
    input wire [2*CONTROL_W*N_CTX-1:0] r_fctl,
    input wire [CONTROL_W*N_CTX-1:0]   r_hctl,
    // the padding units' registers it reads itself (each context's hc_pad_msg_facts
    // reads its own through probes of its ports)
    input wire [N_CTX-1:0]             p_in_msg, p_err, p_acc_done, p_acc_first, p_acc_fin,
    input wire [N_CTX-1:0]             p_acc_err, p_tail, p_pad_pend,
    input wire [TID_W*N_CTX-1:0]       p_tid,
    input wire [MAX_BYTES_W*N_CTX-1:0] p_count,
    input wire [POS_W*N_CTX-1:0]       p_pos,
    input wire [N_CTX-1:0]             o_valid, o_first, o_last, o_err,
    input wire [TID_W*N_CTX-1:0]       o_tid,
    // the scheduler (hc_wave_sched)
    input wire [CNT_W-1:0]             s_j,
    input wire                         s_wave_end, s_wait,
    input wire [STAGES-1:0]            s_sv, s_slast, s_serr,
    input wire [CTX_W*STAGES-1:0]      s_sctx,
    input wire                         s_xvalid, s_xlast, s_xerr,
    input wire [CTX_W-1:0]             s_xctx,
    input wire [N_CTX-1:0]             s_xdone, s_inflight, s_pend, s_errq,
    input wire [TID_W*N_CTX-1:0]       s_tidq,
    input wire                         s_grant, s_gp, s_gfirst, s_glast, s_gerr,
    input wire [CTX_W-1:0]             s_gsel,
    input wire [N_CTX-1:0]             s_granted,
    input wire                         s_candv,
    input wire [N_CTX-1:0]             s_cand,
    input wire [CTX_W-1:0]             s_candctx,
    input wire                         s_dvalid, s_derr,
    input wire [TID_W-1:0]             s_dtid,
    input wire [CTX_W-1:0]             s_dctx,
    input wire [N_CTX-1:0]             s_gmask, s_omask,   // the two arbiters' masks
    // the message model, a queue an s_tid
    input wire [QUEUES-1:0]            q_open, q_bad,
    input wire [TID_W*QUEUES-1:0]      q_tid,
    input wire [BYTES_W*QUEUES-1:0]    q_bytes,
    input wire [$clog2(DEPTH+1)*QUEUES-1:0] q_count,
    input wire [$clog2(DEPTH)*QUEUES-1:0]   q_head,
    input wire [TID_W*DEPTH*QUEUES-1:0]     q_ftid,
    input wire [DEPTH*QUEUES-1:0]      q_ferr, q_held,
    input wire [AGE_W*DEPTH*QUEUES-1:0] q_age
);
    localparam integer     J       = WAVE_CLOCKS - 1;
    localparam [CNT_W-1:0] J_LAST  = J;
    localparam integer     SLOT_W  = $clog2(DEPTH);
    localparam integer     COUNT_W = $clog2(DEPTH + 1);
    localparam integer     LANES   = DATA_W / 8;
    localparam [N_CTX-1:0] ONE     = 1;
    localparam [BYTES_W:0] TOO_LONG = 1 << MAX_BYTES_W;
    generate
        if (N_CTX < 2) begin : g_bad_n_ctx
            hc_error_N_CTX_must_be_at_least_2 u_error ();
        end
        if (STAGES < 2 || PREP < 1 || PREP > 2) begin : g_bad_stages
            hc_error_STAGES_at_least_2_and_PREP_1_or_2 u_error ();
        end
    endgenerate

    wire check = started & rst_n;

    // ------------------------------------------------------------------ the scheduler
    wire [N_CTX-1:0] in_exit, in_stage, stage_last, stage_err, handed;
    genvar c, s, t, q;
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
        assign handed[c]     = (PREP == 2) && s_granted[c] && s_gp;
    end
    always @(*) begin
        if (check) begin
            assert(!s_wait && s_j <= J_LAST && s_wave_end == (s_j == J_LAST));
            if (s_gp) assert(s_grant);
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
    // arbiter puts before it, a clock each.
    localparam integer WAITMAX = WAVE_CLOCKS + (WAVE_CLOCKS + 1) * (N_CTX - 1);
    localparam integer P_BLK   = 1 + WAVE_CLOCKS + STAGES * WAVE_CLOCKS;  // grant to exit
    localparam integer D_MAX   = 4 + OUT_REG;   // a block's last beats to its offer
    localparam integer BLKF    = 1 + D_MAX + WAITMAX + P_BLK;   // a later block's
    localparam integer ENDC    = N_CTX + 2;     // the last block's exit to the output
    // the most blocks of a message still to be granted: the output register's, and those
    // its bytes not in a finished block fill with the pad byte and the length (at most a
    // block less a beat and two beats; or a finished block and two beats)
    localparam integer BB      = BLOCK_W / 8;
    localparam integer FILL1   = (1 + LEN_W / 8 + BB + DATA_W / 8 + BB - 1) / BB;
    localparam integer FILL2   = 1 + (1 + LEN_W / 8 + DATA_W / 4 + BB - 1) / BB;
    function integer f_max;
        input integer a, b;
        f_max = (a > b) ? a : b;
    endfunction
    localparam integer BMAX    = OUT_REG + f_max(f_max(FILL1, FILL2), 2);
    localparam integer BOUND_MIN = P_BLK + BMAX * BLKF + ENDC;
    generate
        if (BOUND < BOUND_MIN) begin : g_bad_bound
            hc_error_BOUND_below_the_ranking_s_most u_error ();
        end
    endgenerate
    integer t_opp;
    always @(*)
        if (!s_grant)     t_opp = 0;
        else if (s_gp)    t_opp = J - s_j;
        else              t_opp = (s_j < J_LAST) ? J - s_j : WAVE_CLOCKS;
    // contexts the round-robin order puts before context `k` (mask: those above the last
    // one accepted)
    function integer ahead;
        input [N_CTX-1:0] mask;
        input integer     k;
        integer d;
        begin
            ahead = 0;
            for (d = 0; d < N_CTX; d = d + 1)
                if (mask[k] ? (d < k && mask[d]) : (mask[d] || d < k)) ahead = ahead + 1;
        end
    endfunction
    // (a mask is the requesters above one)
    genvar m;
    for (m = 0; m < N_CTX; m = m + 1) begin : g_mask
        if (m == 0) begin : g_low
            always @(*) if (check) assert(!s_gmask[0] && !s_omask[0]);
        end else begin : g_above
            always @(*) if (check) assert((!s_gmask[m-1] || s_gmask[m])
                                          && (!s_omask[m-1] || s_omask[m]));
        end
    end
    wire [32*N_CTX-1:0] rank;     // each context's, of its oldest message not out

    // ------------------------------------------------------------------ per context
    // what each context holds of its s_tid's messages, oldest first, for the queues below
    wire [N_CTX-1:0] e_out, e_sch, e_preg, e_pad, e_f0, e_f1;   // entries present
    wire [N_CTX-1:0] x_sch, x_preg, x_pad, x_f0, x_f1;          // their error flags
    wire [N_CTX-1:0] c_open, c_bad;                             // the open message
    wire [BYTES_W*N_CTX-1:0] c_bytes;
    for (c = 0; c < N_CTX; c = c + 1) begin : g_ctx
        // this context's registers
        wire [TID_W-1:0] btid = r_btid[TID_W*c +: TID_W];
        wire [1:0]       fill = r_fill[2*c +: 2];
        wire             rp   = r_rp[c];
        wire [CONTROL_W-1:0] ctl0 = r_fctl[CONTROL_W*(2*c + rp) +: CONTROL_W];    // head
        wire [CONTROL_W-1:0] ctl1 = r_fctl[CONTROL_W*(2*c + !rp) +: CONTROL_W];   // behind
        // {keep, last, nbytes, keep_bad}
        wire [LANES-1:0]    keep0 = ctl0[CONTROL_W-1 -: LANES], keep1 = ctl1[CONTROL_W-1 -: LANES];
        wire                last0 = ctl0[NBYTES_W + 1], last1 = ctl1[NBYTES_W + 1];
        wire [NBYTES_W-1:0] nb0 = ctl0[NBYTES_W:1], nb1 = ctl1[NBYTES_W:1];
        wire                kb0 = ctl0[0], kb1 = ctl1[0];
        wire [NBYTES_W-1:0] dnb0, dnb1;
        wire                dkb0, dkb1;
        hc_keep_decode #(.DATA_W(DATA_W)) u_dec0 (
            .keep(keep0), .last(last0), .nbytes(dnb0), .bad(dkb0)
        );
        hc_keep_decode #(.DATA_W(DATA_W)) u_dec1 (
            .keep(keep1), .last(last1), .nbytes(dnb1), .bad(dkb1)
        );
        wire [TID_W-1:0] stid  = s_tidq[TID_W*c +: TID_W];
        wire             open_msg = p_in_msg[c], msg_err = p_err[c];
        wire             reg_valid = (OUT_REG != 0) & o_valid[c], reg_err = o_err[c];
        wire [TID_W-1:0] tid  = p_tid[TID_W*c +: TID_W];
        wire [TID_W-1:0] otid = o_tid[TID_W*c +: TID_W];
        wire [MAX_BYTES_W-1:0] count = p_count[MAX_BYTES_W*c +: MAX_BYTES_W];
        wire [POS_W-1:0] pos = p_pos[POS_W*c +: POS_W];
        // the block offered to the scheduler: the output register's, or the accumulator's
        wire             off_valid = (OUT_REG != 0) ? o_valid[c] : p_acc_done[c];
        wire             off_first = (OUT_REG != 0) ? o_first[c] : p_acc_first[c];
        wire             off_last  = (OUT_REG != 0) ? o_last[c]  : p_acc_fin[c];
        wire             off_err   = (OUT_REG != 0) ? o_err[c]   : p_acc_err[c];
        // the padding unit: its inputs are probes
        wire live, mid, ended, ended_err, reg_ended, next_mid;
        hc_pad_msg_facts #(
            .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W),
            .OUT_REG(OUT_REG)
        ) u_pad (
            .check(check), .live(live), .mid(mid), .ended(ended), .ended_err(ended_err),
            .reg_ended(reg_ended), .next_mid(next_mid)
        );

        // the scheduler's blocks of this context: one not its message's last, the last
        wire s_mid  = (in_stage[c] & ~stage_last[c]) | (in_exit[c] & ~s_xlast)
                    | (handed[c] & ~s_glast);
        assign e_out[c]  = s_dvalid && s_dctx == c;
        assign e_sch[c]  = s_pend[c] | s_xdone[c] | (in_stage[c] & stage_last[c])
                         | (handed[c] & s_glast);
        assign x_sch[c]  = s_pend[c] ? s_errq[c] : s_xdone[c] ? s_xerr
                         : in_stage[c] ? stage_err[c] : s_gerr;
        assign e_preg[c] = reg_ended;
        assign x_preg[c] = reg_err;
        assign e_pad[c]  = ended;
        assign x_pad[c]  = ended_err;

        // The beats in the register, after the padding unit's message: the message the
        // head beat belongs to is the unit's open one (in_msg) or a new one; the beat
        // behind continues the head's message unless the head is a last beat.
        wire             cont0 = open_msg;             // head continues the unit's
        wire             cont1 = !last0;                  // behind continues the head's
        wire [BYTES_W:0] base  = cont0 ? {{(BYTES_W + 1 - MAX_BYTES_W){1'b0}}, count} : 0;
        wire             bbad  = cont0 & msg_err;
        wire [BYTES_W:0] sum0  = base + nb0;
        wire             bad0  = bbad | kb0 | (sum0 >= TOO_LONG);
        wire [BYTES_W:0] sum1  = (cont1 ? sum0 : 0) + nb1;
        wire             bad1  = (cont1 & bad0) | kb1 | (sum1 >= TOO_LONG);
        assign e_f0[c] = (fill != 0) & last0;
        assign x_f0[c] = bad0;
        assign e_f1[c] = (fill == 2) & last1;
        assign x_f1[c] = bad1;
        // the open message (its last beat not taken): in the unit, or through the beats
        assign c_open[c] = (fill == 2) ? !last1 : (fill == 1) ? !last0 : open_msg;
        assign c_bad[c]  = (fill == 2) ? bad1 : (fill == 1) ? bad0 : msg_err;
        assign c_bytes[BYTES_W*c +: BYTES_W] = (fill == 2) ? sum1[BYTES_W-1:0]
                                              : (fill == 1) ? sum0[BYTES_W-1:0]
                                              : base[BYTES_W-1:0];

        // where the oldest message not out (H) is: its last block in the scheduler, or
        // its last block still to be granted (a block of it may be in flight: the front)
        wire h_sch = e_sch[c];
        wire h_pad = !e_sch[c] && (e_preg[c] || e_pad[c] || e_f0[c] || e_f1[c]);
        // its beats in the beat register (its last one there)
        wire [1:0] h_beats = (e_sch[c] || e_preg[c] || e_pad[c]) ? 2'd0
                           : e_f0[c] ? 2'd1 : e_f1[c] ? 2'd2 : 2'd0;
        integer stage_at, pass, front, blocks, rem, d_now, r;
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
            // blocks of H still to be granted: the output register's, the
            // accumulator's, a tail, and those its bytes not in a finished block fill
            // with the pad byte and the length (the accumulator's partial block, its beats
            // in the beat register)
            blocks = 0;
            rem    = 0;
            if (e_preg[c]) begin
                blocks = (s_granted[c] && !handed[c]) ? 0 : 1;
            end else begin
                if (reg_valid && !(s_granted[c] && !handed[c])) blocks = blocks + 1;
                if (p_acc_done[c] && !(OUT_REG == 0 && s_granted[c] && !handed[c]))
                    blocks = blocks + 1;
                if (p_acc_done[c] && (p_acc_fin[c] || p_tail[c])) begin
                    if (p_tail[c]) blocks = blocks + 1;
                end else begin
                    rem = 1 + LEN_W / 8;
                    if (!p_acc_done[c]) rem = rem + pos * (DATA_W / 8);
                    if (h_beats == 1) rem = rem + nb0;
                    else if (h_beats == 2) rem = rem + nb0 + nb1;
                    blocks = blocks + (rem + BLOCK_W / 8 - 1) / (BLOCK_W / 8);
                end
            end
            // clocks to its next block's offer: the beats of H in the beat register, the
            // pad byte, the block finished, moved to the output register
            if (OUT_REG != 0 && p_acc_done[c]) begin
                d_now = 1;
            end else begin
                d_now = 1 + OUT_REG;
                d_now = d_now + h_beats;
                if (p_pad_pend[c]) d_now = d_now + 1;
            end
            if (h_sch) begin
                if (s_pend[c] || s_xdone[c])
                    r = (s_candv && s_cand[c]) ? 1 : 2 + ahead(s_omask, c);
                else if (in_stage[c])
                    r = pass + ENDC;
                else
                    r = t_opp + STAGES * WAVE_CLOCKS + ENDC;   // handed, to enter
            end else if (front >= 0) begin
                r = front + blocks * BLKF + ENDC;
            end else begin
                r = ((off_valid && !s_inflight[c]) ? t_opp + (WAVE_CLOCKS + 1) * ahead(s_gmask, c)
                                                  : d_now + WAITMAX)
                  + P_BLK + (blocks - 1) * BLKF + ENDC;
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
                    assert(off_valid && off_first == s_gfirst && off_last == s_glast
                           && off_err == s_gerr && !in_stage[c]);
                if (handed[c]) assert(!in_stage[c]);
                // blocks of a message
                if (s_mid) assert(next_mid);
                if (next_mid) assert(!e_sch[c] && stid == (reg_valid ? otid : tid)); // next
                if (e_sch[c] && s_granted[c]) assert(handed[c] && s_glast);
                // the router: a free context holds nothing
                assert(fill != 2'd3);
                assert(r_wp[c] == (rp ^ fill[0]));   // the slot written next is the free one
                if (!r_bound[c])
                    assert(fill == 0 && !live && !reg_valid && !s_inflight[c]
                           && !s_pend[c] && !in_exit[c] && !s_granted[c] && !e_out[c]);
                if (r_bound[c]) begin
                    if (live) assert(tid == btid);
                    if (reg_valid) assert(otid == btid);
                    if (s_mid || e_sch[c]) assert(stid == btid);    // the scheduler's s_tid
                    if (e_out[c]) assert(s_dtid == btid);
                end
                // the beat registers' fields: s_tkeep decoded; the head's copy
                if (fill != 0) begin
                    assert(nb0 == dnb0 && kb0 == dkb0);
                    assert(r_hctl[CONTROL_W*c +: CONTROL_W] == ctl0);
                end
                if (fill == 2) assert(nb1 == dnb1 && kb1 == dkb1);
            end
        end
    end
    // one context an s_tid
    for (c = 0; c < N_CTX; c = c + 1) begin : g_pair
        for (t = c + 1; t < N_CTX; t = t + 1) begin : g_other
            always @(*)
                if (check && r_bound[c] && r_bound[t])
                    assert(r_btid[TID_W*c +: TID_W] != r_btid[TID_W*t +: TID_W]);
        end
    end

    // ------------------------------------------------------------------ per queue
    for (q = 0; q < QUEUES; q = q + 1) begin : g_queue
        wire [COUNT_W-1:0] count = q_count[COUNT_W*q +: COUNT_W];
        wire [SLOT_W-1:0]  head  = q_head[SLOT_W*q +: SLOT_W];
        wire [TID_W*DEPTH-1:0] ftid = q_ftid[TID_W*DEPTH*q +: TID_W*DEPTH];
        wire [DEPTH-1:0]   ferr  = q_ferr[DEPTH*q +: DEPTH];
        wire [DEPTH-1:0]   held  = q_held[DEPTH*q +: DEPTH];
        wire [AGE_W*DEPTH-1:0] age = q_age[AGE_W*DEPTH*q +: AGE_W*DEPTH];
        // the context bound to s_tid q, if any
        reg              bound;
        reg [CTX_W-1:0]  ctx;
        integer k;
        always @(*) begin
            bound = 1'b0; ctx = {CTX_W{1'b0}};
            for (k = 0; k < N_CTX; k = k + 1)
                if (r_bound[k] && r_btid[TID_W*k +: TID_W] == q) begin
                    bound = 1'b1; ctx = k;
                end
        end
        // its entries, oldest first, and where each is in the model's queue
        wire [5:0] present = {e_f1[ctx], e_f0[ctx], e_pad[ctx], e_preg[ctx], e_sch[ctx],
                              e_out[ctx]};
        wire [5:0] flag    = {x_f1[ctx], x_f0[ctx], x_pad[ctx], x_preg[ctx], x_sch[ctx],
                              s_derr};
        reg  [SLOT_W-1:0] at;
        reg  [COUNT_W-1:0] n;
        integer e, d;
        always @(*) begin
            n  = {COUNT_W{1'b0}};
            at = head;
            if (check) begin
                if (!bound) begin
                    assert(count == 0 && !q_open[q]);
                end else begin
                    assert(q_open[q] == c_open[ctx]);
                    if (q_open[q]) begin
                        assert(q_tid[TID_W*q +: TID_W] == q);
                        assert(q_bad[q] == c_bad[ctx]);
                        if (!q_bad[q]) assert(q_bytes[BYTES_W*q +: BYTES_W]
                                              == c_bytes[BYTES_W*ctx +: BYTES_W]);
                    end
                    n = 0;
                    for (e = 0; e < 6; e = e + 1)
                        if (present[e]) begin
                            at = head + n;
                            assert(ferr[at] == flag[e]);                 // an entry's error flag
                            n = n + 1;
                        end
                    assert(count == n);                                  // a queue's messages
                    // the output bound
                    if (present[5:1] != 0) assert(rank[32*ctx +: 32] <= BOUND - 1);  // rank
                    if (count != 0 && held[head])                       // the head's wait
                        assert(age[AGE_W*head +: AGE_W] + (present[0] ? 0 : rank[32*ctx +: 32])
                               <= BOUND);
                end
                for (d = 0; d < DEPTH; d = d + 1)
                    if (d < count) assert(ftid[TID_W*((head + d) % DEPTH) +: TID_W] == q);
            end
        end
    end
    wire unused = &{1'b0, clk};
endmodule
`default_nettype wire
