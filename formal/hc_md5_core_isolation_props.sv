`default_nettype none
// Message isolation of the digest through the one-stage MD5 block core's datapath
// (issue 26, item 3), on rtl/md5/hc_md5_core.v with STAGES 1: CV_IN 0 (md5_v1,
// md5_v1_pre, md5_v2x2, md5_v2x4, md5_v2x8, md5_v3, md5_v3_pre) and CV_IN 1 (a first
// block starts from blk_cv: the HMAC key contexts of hmac_md5_v1, hc_hmac_md5_state_stream,
// and the accelerator's resumed messages, hc_md5_state_stream), checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs") by k-induction: for every trace, not
// only the first messages after reset.
//
// Two copies of the core see the same control (blk_valid, blk_first, blk_last, blk_err,
// blk_tid, dig_ready, resets) and blocks (and, CV_IN = 1, starting values on blk_cv) of
// their own until a boundary the solver picks (`watch_start`, at a clock no message is
// open and no block offered), the same after it. Their registers start unknown and unequal. Asserted: from the clock after
// the core took the first block of a message that started after the boundary (`post_q`),
// every digest it offers and every chaining value it hands out (st_state) is the same in
// both copies, so it depends on the blocks since alone, never on what the core held
// before (an earlier message's state, chaining value, block or the X + T values fetched
// from it); the control outputs are the same at every clock after a reset.
//
// The one-stage core takes a message's first block only when idle with no digest held
// (or the held one taken in that clock), and then loads everything its steps read: the
// state from the IV (RFC 1321 3.3: the stage's take_state; CV_IN = 1: from blk_cv, read
// in that clock only), the block (hc_md5_stage's
// blk_q) and the first clocks' X + T from it; the fetch registers that run ahead (word
// index, round, i mod 4, T[i]) are control, reloaded at every block. The chaining value
// H_q copies the state in a block's first clock, H_last_q is H_q in a block's last clock
// and zero before (RFC 1321 3.4, "A = A + AA"). So once that block is taken every
// datapath register is equal in both copies but H_q, which is in the clock after (`fresh`),
// and each stays equal: the core's next values are made of them, the blocks after the
// boundary, and control. The wrapper asserts that from the cores' registers (probes,
// `Proof.probes`), with the control facts it rests on (after a reset every control register
// is equal in both copies; the ones not reset once a block was taken since). Each holds
// after a clock if it held before: the induction closes at depth 2.
module hc_md5_core_isolation_props #(
    parameter STEPS   = 1,
    parameter SPECIAL = 0,
    parameter PRE     = 0,
    parameter CV_IN   = 0
) (
    input wire         clk,
    input wire         rst_n,
    input wire [511:0] blk_data,        // copy A's blocks
    input wire [511:0] blk_data_other,  // copy B's, until the boundary
    input wire         blk_first,
    input wire [127:0] blk_cv,          // copy A's starting values (CV_IN = 1)
    input wire [127:0] blk_cv_other,    // copy B's, until the boundary
    input wire         blk_last,
    input wire         blk_err,
    input wire         blk_tid,
    input wire         blk_valid,
    input wire         dig_ready,
    input wire         watch_start
);
    localparam integer L     = 64 / STEPS;  // clocks per block
    localparam integer CNT_W = $clog2(L);
    localparam integer XW    = 32 * STEPS;  // X + T of a clock's steps
    // the stage keeps i mod 4 of each step in a register below four steps a clock (from
    // four on each step's is fixed), and this clock's X + T apart from step 0's A + X + T
    // but with PRE and one step (hc_md5_stage)
    localparam integer HAS_POS = (STEPS < 4) ? 1 : 0;
    localparam integer HAS_XT  = (PRE == 0 || STEPS > 1) ? 1 : 0;

    // ------------------------------------------------ the blocks (formal/hc_block_source.sv)
    wire ready_a, valid_a;  // (copy A's: the copies' are the same)
    wire reset_seen_q, earlier_out, took_q, open_q, watch_q, watching, offered_q;
    wire offer_first, offer_last;
    wire [511:0] data_b;
    wire [127:0] cv_b = watching ? blk_cv : blk_cv_other;
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
    wire [127:0] digest_a, digest_b, state_out_a, state_out_b, st_state_a, st_state_b;
    wire [127:0] iv_a, iv_b;
    hc_md5_core #(.STEPS(STEPS), .SPECIAL(SPECIAL), .PRE(PRE), .STAGES(1), .N_CTX(1),
                  .TID_W(1), .CV_IN(CV_IN)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_cv(blk_cv), .iv(iv_a), .blk_last(blk_last), .blk_err(blk_err), .blk_tid(blk_tid),
        .blk_valid(blk_valid), .blk_ready(ready_a), .dig_data(digest_a),
        .dig_state(state_out_a), .dig_tid(tid_a), .dig_err(err_a), .dig_valid(valid_a),
        .dig_ready(dig_ready), .st_we(st_we_a), .st_state(st_state_a), .st_tid(st_tid_a),
        .ctx_idle(idle_a)
    );
    hc_md5_core #(.STEPS(STEPS), .SPECIAL(SPECIAL), .PRE(PRE), .STAGES(1), .N_CTX(1),
                  .TID_W(1), .CV_IN(CV_IN)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_cv(cv_b), .iv(iv_b), .blk_last(blk_last), .blk_err(blk_err), .blk_tid(blk_tid),
        .blk_valid(blk_valid), .blk_ready(ready_b), .dig_data(digest_b),
        .dig_state(state_out_b), .dig_tid(tid_b), .dig_err(err_b), .dig_valid(valid_b),
        .dig_ready(dig_ready), .st_we(st_we_b), .st_state(st_state_b), .st_tid(st_tid_b),
        .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the cores' registers (probes)
    // control: running, clock of the block, its last clock (decoded ahead), its first,
    // digest held, chaining value out; the block's last, error and tid flags; the stage's
    // fetch registers (the clock they describe, word indices, round, i mod 4, T[i] of each
    // step: t0 .. t7, those of the clock's steps)
    wire busy_a, lastclk_a, firstclk_a, dv_a, chained_a, lastq_a, errq_a, tidq_a;
    wire busy_b, lastclk_b, firstclk_b, dv_b, chained_b, lastq_b, errq_b, tidq_b;
    wire [CNT_W-1:0]   cnt_a, cnt_b, fc_a, fc_b;
    wire [4*STEPS-1:0] k_a, k_b;
    wire [1:0]         round_a, round_b;
    wire [2*STEPS-1:0] pos_a, pos_b;
    wire [31:0] t0_a, t1_a, t2_a, t3_a, t4_a, t5_a, t6_a, t7_a;
    wire [31:0] t0_b, t1_b, t2_b, t3_b, t4_b, t5_b, t6_b, t7_b;
    wire [255:0] t_a = {t7_a, t6_a, t5_a, t4_a, t3_a, t2_a, t1_a, t0_a};
    wire [255:0] t_b = {t7_b, t6_b, t5_b, t4_b, t3_b, t2_b, t1_b, t0_b};
    // datapath: the state, the block, the chaining value and its last-clock copy, the
    // registered X + T (PRE: the next clock's too, and step 0's A + X + T)
    wire [127:0] st_a, st_b, h_a, h_b, hlast_a, hlast_b;
    wire [511:0] blk_a, blk_b;
    wire [XW-1:0] xt_a, xt_b, xta_a, xta_b;
    wire [31:0]   p_a, p_b;

    // ------------------------------------------------ ghost state
    reg post_q  = 1'b0;  // a first block taken after the boundary
    reg fresh_q = 1'b0;  // ... in the clock before: H_q is not written yet
    always @(posedge clk) begin
        fresh_q <= 1'b0;
        if (rst_n && reset_seen_q && ready_a && blk_first && watching) begin
            post_q  <= 1'b1;
            fresh_q <= 1'b1;
        end
    end

    localparam [CNT_W-1:0] CNT_LAST = L - 1;
    integer n;
    always @(*) begin
        // the control, after a reset; the registers not reset once a block was taken
        if (reset_seen_q) begin
            assert(busy_b == busy_a && cnt_b == cnt_a && lastclk_b == lastclk_a
                   && firstclk_b == firstclk_a && dv_b == dv_a && chained_b == chained_a);
            assert(ready_b == ready_a && valid_b == valid_a && idle_b == idle_a
                   && st_we_b == st_we_a);
        end
        if (took_q) begin
            assert(lastq_b == lastq_a && errq_b == errq_a && tidq_b == tidq_a);
            assert(tid_b == tid_a && err_b == err_a && st_tid_b == st_tid_a);
            assert(fc_b == fc_a && k_b == k_a && round_b == round_a);
            for (n = 0; n < STEPS; n = n + 1)
                assert(t_b[32*n +: 32] == t_a[32*n +: 32]);
            if (HAS_POS != 0) assert(pos_b == pos_a);
        end
        // the one-stage core's facts (copy A's)
        if (reset_seen_q) begin
            assert(lastclk_a == (busy_a && cnt_a == CNT_LAST));
            if (firstclk_a) assert(busy_a && cnt_a == {CNT_W{1'b0}});
            if (dv_a) assert(!busy_a);
            // a block is taken as it starts: its message is open while it runs but for
            // its last block (so the block that follows at once is never a first block)
            if (busy_a) assert(open_q == !lastq_a);
            if (!took_q) assert(!busy_a && !dv_a && !firstclk_a && !chained_a);
        end
        if (took_q) assert(reset_seen_q);
        if (post_q) assert(watch_q && took_q);
        if (fresh_q) assert(post_q && firstclk_a);
        // the datapath
        if (post_q) begin
            assert(st_b == st_a && blk_b == blk_a && hlast_b == hlast_a);
            if (HAS_XT != 0) assert(xt_b == xt_a);
            if (PRE != 0)    assert(xta_b == xta_a && p_b == p_a);
            if (!fresh_q)    assert(h_b == h_a);
            if (valid_a) assert(digest_b == digest_a);        // the claim
            if (st_we_a) assert(st_state_b == st_state_a);    // the claim
        end
    end

    // (a digest of the watched message after an earlier message's output, the copies
    // having taken that message's block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && post_q && valid_a && earlier_out);

    wire unused = &{1'b0, state_out_a, state_out_b, iv_a, iv_b, offer_first, offer_last, offered_q};
endmodule
`default_nettype wire
