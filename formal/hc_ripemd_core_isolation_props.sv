`default_nettype none
// Message isolation of the digest through the one-stage RIPEMD block core's datapath
// (issue 26, item 3), on rtl/ripemd/hc_ripemd_core.v with STAGES 1: one step of each line
// per clock without pre-computation (ripemd128_iter, ripemd160_iter, ripemd256_iter,
// ripemd320_iter), and the pre-computed steps (PRECOMPUTE 1: ripemd160_precomp1; 2, with
// f's halves: ripemd160_precompfn1, and at two steps per clock ripemd160_precompfn1x2),
// with CV_IN 0, and with CV_IN 1 (a first block starts from blk_cv: the HMAC key contexts
// of hmac_ripemd160_iter, hc_hmac_ripemd_state_stream, and the accelerator's resumed
// messages, hc_ripemd_state_stream), checked by SymbiYosys (`hashcores prove`,
// docs/verification.md "Proofs") by k-induction: for every trace, not only the first
// messages after reset.
//
// Two copies of the core see the same control (blk_valid, blk_first, blk_last, blk_err,
// blk_tid, dig_ready, resets) and blocks (and, CV_IN = 1, starting values on blk_cv) of
// their own until a boundary the solver picks (`watch_start`, at a clock no message is
// open and no block offered), the same after it. Their registers start unknown and
// unequal. Asserted: from the clock after
// the core took the first block of a message that started after the boundary (`post_q`),
// every digest it offers and every chaining value it hands out (st_state) is the same in
// both copies, so it depends on the blocks since alone, never on what the core held
// before (an earlier message's chaining value, lines or block); the control outputs are
// the same at every clock after a reset.
//
// The one-stage core takes a message's first block only when idle with no digest held
// (or the held one taken in that clock), and then loads everything its steps read: the
// chaining value h_q and both lines from the IV (FSE 1996 Appendix A; the double-width
// variants give each line its own half; CV_IN = 1: from blk_cv, read in that clock only),
// and the block. So from then on h_q, the lines
// and the block are equal in both copies, and each stays equal: the steps, the word
// swaps of RIPEMD-256/320 and the chaining addition make them of each other, the blocks
// after the boundary, and control. The wrapper asserts that from the cores' registers
// (probes, `Proof.probes`), with the control facts it rests on (after a reset every
// control register is equal in both copies; the ones not reset once a block was taken
// since). Each holds after a clock if it held before: the induction closes at depth 2.
module hc_ripemd_core_isolation_props #(
    parameter DIGEST_BITS     = 160,
    parameter PRECOMPUTE      = 0,   // hc_ripemd_core: 0, 1 or 2
    parameter STEPS_PER_CLOCK = 1,   // hc_ripemd_core: 1 or 2
    parameter CV_IN           = 0    // hc_ripemd_core: 0 or 1
) (
    input wire         clk,
    input wire         rst_n,
    input wire [511:0] blk_data,        // copy A's blocks
    input wire [511:0] blk_data_other,  // copy B's, until the boundary
    input wire         blk_first,
    input wire [DIGEST_BITS-1:0] blk_cv,        // copy A's starting values (CV_IN = 1)
    input wire [DIGEST_BITS-1:0] blk_cv_other,  // copy B's, until the boundary
    input wire         blk_last,
    input wire         blk_err,
    input wire         blk_tid,
    input wire         blk_valid,
    input wire         dig_ready,
    input wire         watch_start
);
    localparam integer WORDS  = (DIGEST_BITS == 128 || DIGEST_BITS == 256) ? 4 : 5;
    localparam integer LINE_W = 32 * WORDS;

    // ------------------------------------------------ the blocks (formal/hc_block_source.sv)
    wire ready_a, valid_a;  // (copy A's: the copies' are the same)
    wire reset_seen_q, earlier_out, took_q, open_q, watch_q, watching, offered_q;
    wire offer_first, offer_last;
    wire [511:0] data_b;
    wire [DIGEST_BITS-1:0] cv_b = watching ? blk_cv : blk_cv_other;
    hc_block_source u_source (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_data_other(blk_data_other),
        .blk_first(blk_first), .blk_last(blk_last), .blk_err(blk_err), .blk_tid(blk_tid),
        .blk_valid(blk_valid), .blk_ready(ready_a), .out_taken(valid_a & dig_ready),
        .watch_start(watch_start), .data_b(data_b), .reset_seen(reset_seen_q), .took(took_q),
        .open(open_q), .watched(watch_q), .watching(watching), .offered(offered_q),
        .offer_first(offer_first), .offer_last(offer_last), .earlier_out(earlier_out)
    );

    // ------------------------------------------------ the two copies
    wire tid_a, err_a, idle_a, st_we_a, st_tid_a;
    wire ready_b, valid_b, tid_b, err_b, idle_b, st_we_b, st_tid_b;
    wire [DIGEST_BITS-1:0] digest_a, digest_b, state_out_a, state_out_b;
    wire [DIGEST_BITS-1:0] st_state_a, st_state_b, iv_a, iv_b;
    hc_ripemd_core #(.DIGEST_BITS(DIGEST_BITS), .PRECOMPUTE(PRECOMPUTE),
                     .STEPS_PER_CLOCK(STEPS_PER_CLOCK),
                     .STAGES(1), .N_CTX(1), .TID_W(1), .CV_IN(CV_IN)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_cv(blk_cv), .iv(iv_a), .blk_last(blk_last), .blk_err(blk_err),
        .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_a),
        .dig_data(digest_a), .dig_state(state_out_a), .dig_tid(tid_a), .dig_err(err_a),
        .dig_valid(valid_a), .dig_ready(dig_ready), .st_we(st_we_a),
        .st_state(st_state_a), .st_tid(st_tid_a), .ctx_idle(idle_a)
    );
    hc_ripemd_core #(.DIGEST_BITS(DIGEST_BITS), .PRECOMPUTE(PRECOMPUTE),
                     .STEPS_PER_CLOCK(STEPS_PER_CLOCK),
                     .STAGES(1), .N_CTX(1), .TID_W(1), .CV_IN(CV_IN)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_cv(cv_b), .iv(iv_b), .blk_last(blk_last), .blk_err(blk_err),
        .blk_tid(blk_tid), .blk_valid(blk_valid), .blk_ready(ready_b),
        .dig_data(digest_b), .dig_state(state_out_b), .dig_tid(tid_b), .dig_err(err_b),
        .dig_valid(valid_b), .dig_ready(dig_ready), .st_we(st_we_b),
        .st_state(st_state_b), .st_tid(st_tid_b), .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the cores' registers (probes)
    // control: running, the chaining addition's clock, digest held, chaining value out;
    // the clock of the block's steps; the block's last, error and tid flags
    wire busy_a, add_a, dv_a, chained_a, lastq_a, errq_a, tidq_a;
    wire busy_b, add_b, dv_b, chained_b, lastq_b, errq_b, tidq_b;
    wire [6:0] step_a, step_b;
    // datapath: the chaining value, the lines, the block
    wire [DIGEST_BITS-1:0] h_a, h_b;
    wire [LINE_W-1:0]      left_a, left_b, right_a, right_b;
    wire [511:0]           blk_a, blk_b;
    // PRECOMPUTE: each step's look-ahead registers, one wire a kind (line 1's steps
    // before line 0's, a clock's last step before its first): the sums A + X + K and
    // X + K and f's halves of the clock's first step (datapath), and the next steps'
    // word, rotation, function and K (control: constants at a load, then looked up from
    // the step index)
    localparam integer STEPS = 2 * STEPS_PER_CLOCK;   // of both lines
    wire [32*STEPS-1:0] pre_a, pre_b, xk_a, xk_b, k_a, k_b;
    wire [4*STEPS-1:0]  word_a, word_b, amt_a, amt_b;
    wire [3*STEPS-1:0]  fn_a, fn_b;
    wire [127:0]        halves_a, halves_b;

    // ------------------------------------------------ ghost state
    reg post_q = 1'b0;  // a first block taken after the boundary
    always @(posedge clk)
        if (rst_n && reset_seen_q && ready_a && blk_first && watching) post_q <= 1'b1;

    always @(*) begin
        // the control, after a reset; the registers not reset once a block was taken
        if (reset_seen_q) begin
            assert(busy_b == busy_a && add_b == add_a && dv_b == dv_a && chained_b == chained_a);
            assert(ready_b == ready_a && valid_b == valid_a && idle_b == idle_a
                   && st_we_b == st_we_a);
        end
        if (took_q) begin
            assert(step_b == step_a && lastq_b == lastq_a && errq_b == errq_a
                   && tidq_b == tidq_a);
            assert(tid_b == tid_a && err_b == err_a && st_tid_b == st_tid_a);
            if (PRECOMPUTE != 0)
                assert(k_b == k_a && word_b == word_a && amt_b == amt_a && fn_b == fn_a);
        end
        // the one-stage core's facts (copy A's)
        if (reset_seen_q) begin
            // a block is taken as it starts: its message is open while it runs or is
            // added but for its last block (so a block taken then is never a first block)
            if (busy_a || add_a) assert(open_q == !lastq_a);
            if (!took_q) assert(!busy_a && !add_a && !dv_a && !chained_a);
        end
        if (took_q) assert(reset_seen_q);
        if (post_q) assert(watch_q && took_q);
        // the datapath
        if (post_q) begin
            assert(h_b == h_a && left_b == left_a && right_b == right_a && blk_b == blk_a);
            if (PRECOMPUTE != 0) assert(pre_b == pre_a && xk_b == xk_a);
            if (PRECOMPUTE == 2) assert(halves_b == halves_a);
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
