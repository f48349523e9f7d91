`default_nettype none
// Message isolation of the digest through the one-stage SHA-1 block core's datapath
// (issue 26, item 3), on rtl/sha1/hc_sha1_core.v with STAGES 1, N_CTX 1: CV_IN 0
// (sha1_iter, sha1_precomp1, sha1_precomp1x2) and CV_IN 1 (a first block starts from
// blk_cv: the HMAC key contexts of hmac_sha1_iter, hc_hmac_sha1_state_stream, and the
// accelerator's resumed messages, hc_sha1_state_stream), checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs") by k-induction: for every trace, not
// only the first messages after reset.
//
// Two copies of the core see the same control (blk_valid, blk_first, blk_last, blk_err,
// blk_tid, dig_ready, resets) and blocks (and, CV_IN = 1, starting values on blk_cv) of
// their own until a boundary the solver picks (`watch_start`, at a clock no message is
// open and no block offered), the same after it. Their registers start unknown and unequal. Asserted: every digest taken into
// the output register after the watched message's first block was granted, and every
// chaining value the core hands out since (st_state), is the same in both copies, so it
// depends on that message's blocks alone, never on what the core held before (an earlier
// message's chaining value, working variables or schedule window); the control outputs
// are the same at every clock after a reset.
//
// The core's scheduler (rtl/common/hc_wave_sched.v, one stage, one context) moves a block
// through four places in turn: granted (its starting values in g_state_q), the stage
// (working variables and window), the exit register (x_state_q, and the chaining value it
// adds back, x_base_q), then H_q, which the chaining addition writes (FIPS 180-4 6.1.2
// step 4) and the output register copies when the message is done. A first block is
// granted only when none of those holds anything of an earlier message but the output
// register (no block in flight, no digest pending): from that grant on (`post_q`) the
// wrapper asserts, from the cores' registers (probes, `Proof.probes`):
// - the granted block's starting values are equal (a first block starts from the IV, FIPS
//   180-4 5.3.1; a later one from its message's chaining value: the exit register's sum
//   in the clock it is written, else H_q);
// - a block in the stage: its working variables, window (loaded whole from the block,
//   FIPS 180-4 6.1.2 step 1) and pre-computed values are equal;
// - a block in the exit register: its state and the chaining value it adds (the IV for a
//   first block, else H_q);
// - H_q, once a block granted since has left the stage (`chained_q`), outside the clock
//   the exit register writes it; with CV_IN = 1 from the grant on (a first block's
//   starting value is copied into H_q as it is granted, and its chaining addition adds
//   H_q back, as a later block's does);
// - the output register, once it took a digest since (`took_digest_q`).
// Until a block granted since has left the stage, everything in flight is that first
// block, and no message is open when nothing is. After a reset every control register is
// equal in both copies (the ones not reset: while the block they describe is in flight),
// with the control facts the claims rest on. Each holds after a clock if it held before:
// the induction closes at depth 2.
module hc_sha1_core_isolation_props #(
    parameter PRE   = 0,
    parameter RPC   = 1,
    parameter CV_IN = 0
) (
    input wire         clk,
    input wire         rst_n,
    input wire [511:0] blk_data,        // copy A's blocks
    input wire [511:0] blk_data_other,  // copy B's, until the boundary
    input wire         blk_first,
    input wire [159:0] blk_cv,          // copy A's starting values (CV_IN = 1)
    input wire [159:0] blk_cv_other,    // copy B's, until the boundary
    input wire         blk_last,
    input wire         blk_err,
    input wire         blk_tid,
    input wire         blk_valid,
    input wire         dig_ready,
    input wire         watch_start
);
    localparam integer L     = 80 / RPC;    // clocks a block spends in the stage
    localparam integer CNT_W = $clog2(L);

    // ------------------------------------------------ the blocks (formal/hc_block_source.sv)
    wire ready_a, valid_a;  // (copy A's: the copies' are the same)
    wire reset_seen_q, earlier_out, took_q, open_q, watch_q, watching, offered_q;
    wire offer_first, offer_last;
    wire [511:0] data_b;
    wire [159:0] cv_b = watching ? blk_cv : blk_cv_other;
    hc_block_source u_source (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_data_other(blk_data_other),
        .blk_first(blk_first), .blk_last(blk_last), .blk_err(blk_err), .blk_tid(blk_tid),
        .blk_valid(blk_valid), .blk_ready(ready_a), .out_taken(valid_a & dig_ready),
        .watch_start(watch_start), .data_b(data_b), .reset_seen(reset_seen_q), .took(took_q),
        .open(open_q), .watched(watch_q), .watching(watching), .offered(offered_q),
        .offer_first(offer_first), .offer_last(offer_last), .earlier_out(earlier_out)
    );

    // ------------------------------------------------ the two copies
    wire         tid_a, err_a, idle_a, st_we_a, st_tid_a;
    wire         ready_b, valid_b, tid_b, err_b, idle_b, st_we_b, st_tid_b;
    wire [159:0] digest_a, digest_b, state_out_a, state_out_b, st_state_a, st_state_b;
    wire [159:0] iv_a, iv_b;
    hc_sha1_core #(.STAGES(1), .PRE(PRE), .RPC(RPC), .N_CTX(1), .TID_W(1), .CV_IN(CV_IN)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_cv(blk_cv), .iv(iv_a), .blk_last(blk_last), .blk_err(blk_err), .blk_tid(blk_tid),
        .blk_valid(blk_valid), .blk_ready(ready_a), .dig_data(digest_a),
        .dig_state(state_out_a), .dig_tid(tid_a), .dig_err(err_a), .dig_valid(valid_a),
        .dig_ready(dig_ready), .st_we(st_we_a), .st_state(st_state_a), .st_tid(st_tid_a),
        .ctx_idle(idle_a)
    );
    hc_sha1_core #(.STAGES(1), .PRE(PRE), .RPC(RPC), .N_CTX(1), .TID_W(1), .CV_IN(CV_IN)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_cv(cv_b), .iv(iv_b), .blk_last(blk_last), .blk_err(blk_err), .blk_tid(blk_tid),
        .blk_valid(blk_valid), .blk_ready(ready_b), .dig_data(digest_b),
        .dig_state(state_out_b), .dig_tid(tid_b), .dig_err(err_b), .dig_valid(valid_b),
        .dig_ready(dig_ready), .st_we(st_we_b), .st_state(st_state_b), .st_tid(st_tid_b),
        .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the cores' registers (probes)
    // the scheduler (hc_wave_sched): the wave counter, its last clock, the stage waiting;
    // the stage's block (valid, first, last, error, context); the exit register's; the
    // context's block in the stage, digest pending, error flag and tid; the grant (valid,
    // one-hot, context, the block's flags); the output register (valid, tid, error, context)
    wire [CNT_W-1:0] j_a, j_b;
    wire wend_a, wait_flag_a, sv_a, sfirst_a, slast_a, serr_a, sctx_a;
    wire wend_b, wait_flag_b, sv_b, sfirst_b, slast_b, serr_b, sctx_b;
    wire xv_a, xlast_a, xerr_a, xctx_a, xdone_a, infl_a, pend_a, errq_a, tidq_a;
    wire xv_b, xlast_b, xerr_b, xctx_b, xdone_b, infl_b, pend_b, errq_b, tidq_b;
    wire grant_a, granted_a, gsel_a, gfirst_a, glast_a, gerr_a, dv_a, dtid_a, derr_a, dctx_a;
    wire grant_b, granted_b, gsel_b, gfirst_b, glast_b, gerr_b, dv_b, dtid_b, derr_b, dctx_b;
    // the stage's round-group registers (control: decoded from the wave counter)
    wire [1:0] grp_a, grp_b;
    // the datapath: the granted block's starting state, the stage's working variables and
    // window, the exit register, H_q, the output register
    wire [159:0] gstate_a, gstate_b, state_a, state_b, xstate_a, xstate_b;
    wire [159:0] xbase_a, xbase_b, h_a, h_b, dig_a, dig_b;
    wire [511:0] win_a, win_b;

    // ------------------------------------------------ ghost state
    // the scheduler's strobes, from copy A's registers (B's are equal)
    wire exit_edge = wend_a & ~wait_flag_a;
    wire enter     = (wend_a | wait_flag_a) & grant_a;
    wire ready_c   = blk_valid & ~infl_a & ~granted_a & ~(blk_first & (pend_a | xdone_a));
    wire grant     = ready_c & (~grant_a | enter);
    wire take      = (~dv_a | dig_ready) & pend_a;

    reg seen2_q = 1'b0;         // a clock has passed since a reset was seen
    reg post_q = 1'b0;          // a first block was granted after the boundary
    reg chained_q = 1'b0;       // ... and a block granted since has left the stage
    reg took_digest_q = 1'b0;   // ... and the output register took a digest since
    always @(posedge clk) begin
        seen2_q <= reset_seen_q;
        if (rst_n && reset_seen_q && grant && blk_first && watching) post_q <= 1'b1;
        if (rst_n && post_q && exit_edge) chained_q <= 1'b1;
        if (post_q && take) took_digest_q <= 1'b1;
    end

    // ------------------------------------------------ what is equal when
    always @(*) begin
        // the control, after a reset
        if (reset_seen_q) begin
            assert(j_b == j_a && wend_b == wend_a && wait_flag_b == wait_flag_a
                   && sv_b == sv_a && xv_b == xv_a && xdone_b == xdone_a && infl_b == infl_a
                   && pend_b == pend_a && grant_b == grant_a && granted_b == granted_a
                   && dv_b == dv_a);
            assert(ready_b == ready_a && valid_b == valid_a && idle_b == idle_a
                   && st_we_b == st_we_a);
            if (grant_a) assert(gfirst_b == gfirst_a && glast_b == glast_a && gerr_b == gerr_a
                                && gsel_b == gsel_a);
            if (sv_a)    assert(sfirst_b == sfirst_a && slast_b == slast_a && serr_b == serr_a
                                && sctx_b == sctx_a);
            if (xv_a)    assert(xlast_b == xlast_a && xerr_b == xerr_a && xctx_b == xctx_a
                                && st_tid_b == st_tid_a);
            if (pend_a)  assert(errq_b == errq_a);
            if (took_q)  assert(tidq_b == tidq_a);
            if (dv_a)    assert(dtid_b == dtid_a && derr_b == derr_a && dctx_b == dctx_a
                                && tid_b == tid_a && err_b == err_a);
            if (seen2_q) assert(grp_b == grp_a);
        end
        // the one context's facts (copy A's)
        if (reset_seen_q) begin
            assert(sv_a == ~wait_flag_a && infl_a == sv_a && granted_a == grant_a);
            if (grant_a) assert(!sv_a && !gsel_a);
            if (sv_a)    assert(!sctx_a);
            if (xv_a)    assert(!xctx_a && !sv_a && wait_flag_a);
            if (dv_a)    assert(!dctx_a);
            if (xdone_a) assert(xv_a && xlast_a);
            if (xv_a && xlast_a) assert(xdone_a);
            if (pend_a || xdone_a) assert(!open_q && !grant_a && !sv_a);
            if (pend_a)  assert(!xv_a);
            // a block is taken as it enters the stage: a message is open while its block
            // in the stage or the exit register is not its last
            if (sv_a) assert(open_q == !slast_a);
            if (xv_a) assert(open_q == !xlast_a);
            // a granted block is still offered (it is taken as it enters the stage)
            if (grant_a) assert(offered_q && offer_first == gfirst_a && offer_last == glast_a);
            // nothing taken since the reset: nothing in flight, nothing open
            if (!took_q) assert(!open_q && !sv_a && !xv_a && !pend_a && !dv_a);
        end
        if (took_q) assert(reset_seen_q);
        if (seen2_q) assert(reset_seen_q);
        if (post_q) assert(watch_q && reset_seen_q);
        if (chained_q || took_digest_q) assert(post_q);
        // until a block granted after the watched first block's grant has left the stage,
        // all there is in flight is that first block
        if (post_q && !chained_q) begin
            assert(!xv_a && !pend_a && !xdone_a && !took_digest_q);
            if (grant_a) assert(gfirst_a);
            if (sv_a)    assert(sfirst_a);
            if (!grant_a && !sv_a) assert(!open_q);
        end
        // the datapath
        if (post_q) begin
            if (grant_a) assert(gstate_b == gstate_a);
            if (sv_a)    assert(state_b == state_a && win_b == win_a);
            if (xv_a)    assert(xstate_b == xstate_a && xbase_b == xbase_a);
            if ((chained_q && !xv_a) || CV_IN != 0) assert(h_b == h_a);
            if (took_digest_q) assert(dig_b == dig_a);
            if (st_we_a) assert(st_state_b == st_state_a);           // the claim
            if (took_digest_q && valid_a) assert(digest_b == digest_a);  // the claim
        end
    end

    // the operation block's registers: W_0 of the granted block and the stage's
    // pre-computed e* and g (000, Eq. 3)
    generate
        if (PRE != 0) begin : g_pre
            wire [31:0] gw_a, gw_b;
            wire [63:0] pre_a, pre_b;
            always @(*)
                if (post_q) begin
                    if (grant_a) assert(gw_b == gw_a);
                    if (sv_a)    assert(pre_b == pre_a);
                end
        end
        if (RPC == 2 && PRE != 0) begin : g_after
            wire [1:0] grp2_a, grp2_b;   // the group of the next clock's first round
            always @(*) if (reset_seen_q && seen2_q) assert(grp2_b == grp2_a);
        end
    endgenerate

    // (a digest of the watched message after an earlier message's output, the copies
    // having taken that message's block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && took_digest_q && valid_a && earlier_out);

    wire unused = &{1'b0, state_out_a, state_out_b, iv_a, iv_b};
endmodule
`default_nettype wire
