`default_nettype none
// The invariants of the input side of every multi-message stream top (hc_ctx_pad with
// N_CTX contexts: the s_tid router, a two-beat register a context, a padding unit a
// context) and of the message model's queues (formal/hc_stream_message_check.sv, a queue
// an s_tid value), for the message proofs by k-induction of the cores behind it: the wave
// scheduler's (formal/hc_ctx_sched_multi_facts.sv) and the multi-context Keccak cores'
// (formal/hc_keccak_ctx_msg_facts.sv). Those facts instantiate this module and hand it,
// a context at a time, what their core holds of the context's messages; it hands them
// back what the router and the padding unit hold.
//
// Every input but clk, rst_n and the core's (k_*) is a probe (Proof.probes); a
// per-context input is the concatenation of the contexts' registers, context 0 in the
// least significant bits, and so is a per-queue input of the model. Each context's padding
// unit has its own facts (formal/hc_pad_msg_facts.sv, its inputs probes too).
//
// What the core hands in, for context c:
// - k_present[K*c +: K], k_err: the messages of the context whose s_tlast was taken and
//   whose output was not, that the core holds, oldest first: entry 0 the one at the
//   top's output (m_valid), then those further in (a digest waiting for the output, a
//   last block in the core); a flag each, the message's error flag;
// - k_rank: the clocks until the context's oldest message not at the output is taken
//   there, m_ready high from now on (the core's ranking, which reads blocks and d_now
//   below); k_empty: the core holds nothing of the context; k_taken: the block the
//   context offers is the core's already (the wave scheduler's grant before the block
//   is handed back), so it is not among the blocks still to be taken.
//
// What ties the model to the registers:
// - the router: a context bound to one s_tid at a time, a free one holding nothing (no
//   beat, nothing in its padding unit or the core); its beat register's fill count, next
//   slot and head copy; each beat's decoded s_tkeep;
// - a queue of the model is its s_tid's context's, or empty with no message open: it
//   holds, oldest first, the core's entries, the message whose final block is in the
//   padding unit's output register, the one that has ended in its accumulator, and those
//   whose last beat is in the beat register (behind the padding unit's message or a new
//   one), with their error flags (for a message still in the beat register, from the
//   padding unit's flags and count and its beats' decoded s_tkeep); every entry's tid is
//   the queue's, and the open message is the one the beat register's last beat (or the
//   padding unit) leaves open, with its error flag and count;
// - the output bound: with an entry past the output, the core's rank is at most
//   BOUND - 1, and the oldest message's age plus its rank (none at the output) is at
//   most BOUND. The core's ranking is at most RANK_BASE + BMAX * RANK_BLOCK, BMAX the
//   most blocks `blocks` counts (below): BOUND is that most (BOUND_EXACT 1) or at least
//   it, else elaboration stops.
//
// What it hands back, for the core's ranking: `blocks`, the blocks of the oldest
// message not in the core still to be taken from the padding unit (its output
// register's, the accumulator's, a tail, and those its bytes not in a finished block fill
// with the pad byte and the length: the accumulator's partial block, its beats in the
// beat register); `d_now`, the clocks to its next block's offer (its beats in the beat
// register, the pad byte, the block finished, moved to the output register); next_mid,
// whether the next block offered continues a message, and next_tid, its s_tid (while
// `check`). (Each an expression, never one input as it is: such an output, a wire the
// flow connects to a register, would be cut from it by the connection; the core's facts
// read such a register through a probe of their own.)
module hc_ctx_router_facts #(
    parameter DATA_W      = 32,
    parameter BLOCK_W     = 512,
    parameter LEN_W       = 64,
    parameter TID_W       = 1,
    parameter MAX_BYTES_W = 61,
    parameter OUT_REG     = 1,
    parameter N_CTX       = 5,
    parameter K           = 2,     // the core's entries a context
    parameter DEPTH       = 8,
    parameter BOUND       = 741,   // the model's bound
    // the core's ranking's most: RANK_BASE + BMAX * RANK_BLOCK (header; the defaults:
    // the wave scheduler's facts' at their defaults)
    parameter RANK_BASE   = 108,
    parameter RANK_BLOCK  = 211,
    parameter BOUND_EXACT = 0,
    parameter CTX_W       = $clog2(N_CTX),
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
    input wire [N_CTX-1:0]             p_in_msg, p_err, p_acc_done, p_acc_fin, p_tail,
    input wire [N_CTX-1:0]             p_pad_pend,
    input wire [TID_W*N_CTX-1:0]       p_tid,
    input wire [MAX_BYTES_W*N_CTX-1:0] p_count,
    input wire [POS_W*N_CTX-1:0]       p_pos,
    input wire [N_CTX-1:0]             o_valid, o_err,
    input wire [TID_W*N_CTX-1:0]       o_tid,
    // the message model, a queue an s_tid
    input wire [QUEUES-1:0]            q_open, q_bad,
    input wire [TID_W*QUEUES-1:0]      q_tid,
    input wire [BYTES_W*QUEUES-1:0]    q_bytes,
    input wire [$clog2(DEPTH+1)*QUEUES-1:0] q_count,
    input wire [$clog2(DEPTH)*QUEUES-1:0]   q_head,
    input wire [TID_W*DEPTH*QUEUES-1:0]     q_ftid,
    input wire [DEPTH*QUEUES-1:0]      q_ferr, q_held,
    input wire [AGE_W*DEPTH*QUEUES-1:0] q_age,
    // the core's, a context at a time (header)
    input wire [K*N_CTX-1:0]           k_present, k_err,
    input wire [32*N_CTX-1:0]          k_rank,
    input wire [N_CTX-1:0]             k_empty, k_taken,
    // back to the core (header)
    output wire                        check,
    output wire [N_CTX-1:0]            next_mid,
    output wire [TID_W*N_CTX-1:0]      next_tid,
    output wire [32*N_CTX-1:0]         blocks, d_now
);
    localparam integer     SLOT_W  = $clog2(DEPTH);
    localparam integer     COUNT_W = $clog2(DEPTH + 1);
    localparam integer     LANES   = DATA_W / 8;
    localparam integer     E       = K + 4;   // a queue's entries: the core's, then ours
    localparam [BYTES_W:0] TOO_LONG = 1 << MAX_BYTES_W;
    // the most blocks of a message still to be taken (`blocks`): the output register's,
    // and those its bytes not in a finished block fill with the pad byte and the length
    // (at most a block less a beat and two beats; or a finished block and two beats)
    localparam integer BB      = BLOCK_W / 8;
    localparam integer FILL1   = (1 + LEN_W / 8 + BB + DATA_W / 8 + BB - 1) / BB;
    localparam integer FILL2   = 1 + (1 + LEN_W / 8 + DATA_W / 4 + BB - 1) / BB;
    localparam integer FILL    = (FILL1 > FILL2) ? FILL1 : FILL2;
    localparam integer BMAX    = ((OUT_REG != 0) ? 1 : 0) + ((FILL > 2) ? FILL : 2);
    localparam integer RANK_MAX = RANK_BASE + BMAX * RANK_BLOCK;
    generate
        if (BOUND_EXACT != 0 && BOUND != RANK_MAX) begin : g_bad_bound_exact
            hc_error_BOUND_must_be_the_ranking_s_most u_error ();
        end
        if (BOUND_EXACT == 0 && BOUND < RANK_MAX) begin : g_bad_bound
            hc_error_BOUND_below_the_ranking_s_most u_error ();
        end
        if (N_CTX < 2) begin : g_bad_n_ctx
            hc_error_N_CTX_must_be_at_least_2 u_error ();
        end
        if (K < 1) begin : g_bad_k
            hc_error_K_must_be_at_least_1 u_error ();
        end
    endgenerate

    assign check = started & rst_n;

    // ------------------------------------------------------------------ per context
    // what each context holds of its s_tid's messages, oldest first, for the queues below
    wire [N_CTX-1:0] e_preg, e_pad, e_f0, e_f1;         // entries present
    wire [N_CTX-1:0] x_preg, x_pad, x_f0, x_f1;         // their error flags
    wire [N_CTX-1:0] c_open, c_bad;                     // the open message
    wire [BYTES_W*N_CTX-1:0] c_bytes;
    genvar c, t, q;
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
        wire             open_msg = p_in_msg[c], msg_err = p_err[c];
        wire             reg_valid = (OUT_REG != 0) & o_valid[c], reg_err = o_err[c];
        wire [TID_W-1:0] tid  = p_tid[TID_W*c +: TID_W];
        wire [TID_W-1:0] otid = o_tid[TID_W*c +: TID_W];
        wire [MAX_BYTES_W-1:0] count = p_count[MAX_BYTES_W*c +: MAX_BYTES_W];
        wire [POS_W-1:0] pos = p_pos[POS_W*c +: POS_W];
        // the padding unit: its inputs are probes
        wire live, mid, ended, ended_err, reg_ended, n_mid;
        hc_pad_msg_facts #(
            .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W),
            .OUT_REG(OUT_REG)
        ) u_pad (
            .check(check), .live(live), .mid(mid), .ended(ended), .ended_err(ended_err),
            .reg_ended(reg_ended), .next_mid(n_mid)
        );
        // (ANDed with check: without the output register the choice is the probe p_tid
        // as it is, which the probe's connection would cut from this output; header)
        assign next_mid[c] = n_mid & check;
        assign next_tid[TID_W*c +: TID_W] = (reg_valid ? otid : tid) & {TID_W{check}};
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

        // the oldest message not in the core (H): its beats in the beat register (its
        // last one there), its blocks still to be taken and the clocks to the next one's
        // offer (header)
        wire [1:0] h_beats = (e_preg[c] || e_pad[c]) ? 2'd0
                           : e_f0[c] ? 2'd1 : e_f1[c] ? 2'd2 : 2'd0;
        wire       taken = k_taken[c];
        integer n, rem, d;
        always @(*) begin
            n   = 0;
            rem = 0;
            if (e_preg[c]) begin
                n = taken ? 0 : 1;
            end else begin
                if (reg_valid && !taken) n = n + 1;
                if (p_acc_done[c] && !(OUT_REG == 0 && taken)) n = n + 1;
                if (p_acc_done[c] && (p_acc_fin[c] || p_tail[c])) begin
                    if (p_tail[c]) n = n + 1;
                end else begin
                    rem = 1 + LEN_W / 8;
                    if (!p_acc_done[c]) rem = rem + pos * (DATA_W / 8);
                    if (h_beats == 1) rem = rem + nb0;
                    else if (h_beats == 2) rem = rem + nb0 + nb1;
                    n = n + (rem + BLOCK_W / 8 - 1) / (BLOCK_W / 8);
                end
            end
            if (OUT_REG != 0 && p_acc_done[c]) begin
                d = 1;
            end else begin
                d = 1 + OUT_REG + h_beats;
                if (p_pad_pend[c]) d = d + 1;
            end
        end
        assign blocks[32*c +: 32] = n;
        assign d_now[32*c +: 32]  = d;

        always @(*) begin
            if (check) begin
                assert(fill != 2'd3);
                assert(r_wp[c] == (rp ^ fill[0]));   // the slot written next is the free one
                // a free context holds nothing
                if (!r_bound[c])
                    assert(fill == 0 && !live && !reg_valid && k_empty[c]);
                if (r_bound[c]) begin
                    if (live) assert(tid == btid);
                    if (reg_valid) assert(otid == btid);
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
        // its entries, oldest first (the core's, then the router's), and where each is
        // in the model's queue
        wire [E-1:0] present = {e_f1[ctx], e_f0[ctx], e_pad[ctx], e_preg[ctx],
                                k_present[K*ctx +: K]};
        wire [E-1:0] flag    = {x_f1[ctx], x_f0[ctx], x_pad[ctx], x_preg[ctx],
                                k_err[K*ctx +: K]};
        wire [31:0]  rank    = k_rank[32*ctx +: 32];
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
                    for (e = 0; e < E; e = e + 1)
                        if (present[e]) begin
                            at = head + n;
                            assert(ferr[at] == flag[e]);                 // an entry's error flag
                            n = n + 1;
                        end
                    assert(count == n);                                  // a queue's messages
                    // the output bound
                    if (present[E-1:1] != 0) assert(rank <= BOUND - 1);   // rank
                    if (count != 0 && held[head])                       // the head's wait
                        assert(age[AGE_W*head +: AGE_W] + (present[0] ? 0 : rank) <= BOUND);
                end
                for (d = 0; d < DEPTH; d = d + 1)
                    if (d < count) assert(ftid[TID_W*((head + d) % DEPTH) +: TID_W] == q);
            end
        end
    end
    wire unused = &{1'b0, clk};
endmodule
`default_nettype wire
