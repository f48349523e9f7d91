`default_nettype none
// Message isolation of the digest through a block core's datapath (issue 26, item 3),
// on the iterative SHA-2 block core (rtl/sha2/hc_sha2_core.v), checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs") by k-induction: for every trace, not
// only the first messages after reset. CV_IN = 0: sha224_iter, sha256_iter, and at 64-bit
// words sha384/512_iter and SHA-512/t; CV_IN = 1 (a first block starts from a state read
// on cv_*: the HMAC key contexts of hc_hmac_sha2_state_stream, hmac_sha*_iter, and the
// accelerator's resumed messages, hc_sha2_state_stream RESUME = 1).
//
// Two copies of the core see the same control (blk_valid, blk_first, blk_last, blk_tag,
// blk_from_cv, dig_ready, resets) and blocks (and, CV_IN = 1, starting values read on
// cv_pair) of their own until a boundary the solver picks (`watch_start`, at a clock no
// message is open and no block offered), the same after it. Their registers start unknown
// and unequal. Asserted: every digest of a message whose first block started after the
// boundary is the same in both copies, and so is every chaining value the core hands out
// since (st_pair, what the HMAC and accelerator tops store), so they depend on that
// message's blocks (and starting value) alone, never on what the core held before (an
// earlier message's chaining value, schedule words or working variables); its control
// outputs are the same at every clock after a reset.
//
// The claim alone is not inductive: it speaks of the digest only, and the registers a
// digest is made of differ between the copies while the watched message's first block
// runs (the words of the earlier message are overwritten one at a time). So the wrapper
// asserts, from the core's registers (probes: undriven wires here that the proof's flow
// connects to the flattened core's registers, `Proof.probes`), what is equal when:
// - after a reset, every control register (the copies' control depends on no data);
// - once the watched message's first block has started, and outside that first block:
//   every datapath register (the working variables a..g, h + K + W, the chaining value's
//   rotating words, the schedule's window);
// - during the first block, round t = n - 1 (n the core's next-round index, 0 in the last
//   round R - 1): the working variables and h + K + W (a first block starts them from the
//   IV and W_0, FIPS 180-4 6.2.2 step 2); schedule word k when k <= t (word k holds
//   W_{t-k}, written since the block started), the schedule's next word from round 15 on
//   (W_{t+1} = sigma1(W_{t-1}) + W_{t-6} + sigma0(W_{t-14}) + W_{t-15}, computed in
//   round t - 1 once W_0 is in the window); the chaining value's words written since the
//   start (one in round 0, one more in each of rounds R-3, R-2, R-1: its adders add the
//   IV's words to a first block, never the stored ones).
// With CV_IN = 1 a first block starts from H, as every later block does: its starting
// value is put into H before it starts (the IV at once, or a state read a pair a clock
// and shifted in through the chaining adders onto a = e = 0, cleared as the load begins).
// So `post` begins with that load (after the boundary: no load runs while no block is
// offered), and while it runs: a and e are equal, and so are the words of H shifted in
// since it began (all of them once H is loaded, or at once from the IV); once the block
// has started, H is equal in every clock (a later message's load shifts equal pairs onto
// equal words), and the rest as above.
// Each of these holds after a clock if it held before: the induction closes at depth 2.
module hc_sha2_core_isolation_props #(
    parameter WORD_BITS   = 32,
    parameter DIGEST_BITS = 256,
    parameter CV_IN       = 0
) (
    input wire                    clk,
    input wire                    rst_n,
    input wire [16*WORD_BITS-1:0] blk_data,        // copy A's blocks
    input wire [16*WORD_BITS-1:0] blk_data_other,  // copy B's, until the boundary
    input wire                    blk_first,
    input wire                    blk_last,
    input wire                    blk_tag,
    input wire                    blk_from_cv,     // CV_IN = 1: start from cv_pair's state
    input wire [2*WORD_BITS-1:0]  cv_pair,         // copy A's starting values
    input wire [2*WORD_BITS-1:0]  cv_pair_other,   // copy B's, until the boundary
    input wire                    blk_valid,
    input wire                    dig_ready,
    input wire                    watch_start
);
    localparam integer W      = WORD_BITS;
    localparam integer ROUNDS = (W == 64) ? 80 : 64;
    localparam integer N_W    = (W == 64) ? 7 : 6;
    localparam [N_W-1:0] N_R1 = ROUNDS - 1;  // n in round R-2
    localparam [N_W-1:0] N_R2 = ROUNDS - 2;  // n in round R-3
    localparam [N_W-1:0] N_16 = 16;          // n in round 15

    // ------------------------------------------------ the blocks (formal/hc_block_boundary.sv)
    wire ready_a, valid_a;  // (copy A's: the copies' are the same)
    wire started, reset_seen_q, earlier_out, took_unused, open_q, watch_q, watching, offered_q;
    wire [16*W+3:0] offer_q;
    hc_block_boundary #(.HOLD_W(16*W + 2)) u_source (
        .clk(clk), .rst_n(rst_n), .blk_valid(blk_valid), .blk_taken(blk_valid & ready_a),
        .blk_first(blk_first), .blk_last(blk_last), .blk_hold({blk_from_cv, blk_tag, blk_data}),
        .watch_start(watch_start), .started(started), .reset_seen(reset_seen_q),
        .took(took_unused), .open(open_q), .watched(watch_q), .watching(watching),
        .blk_differs(blk_data != blk_data_other), .out_taken(valid_a & dig_ready),
        .earlier_out(earlier_out), .offered(offered_q), .offer(offer_q)
    );
    wire [16*W-1:0] data_b = watching ? blk_data : blk_data_other;
    wire [2*W-1:0]  cv_b   = watching ? cv_pair : cv_pair_other;
    localparam integer OFFER_FIRST = 16*W + 3;  // offer_q: {first, last, from_cv, tag, data}
    localparam integer OFFER_LAST  = 16*W + 2;

    // ------------------------------------------------ the two copies
    wire               tag_a, ready_b, valid_b, tag_b;
    wire [DIGEST_BITS-1:0] digest_a, digest_b;
    wire               st_we_a, st_we_b;
    wire [1:0]         st_word_a, st_word_b;
    wire [2*W-1:0]     st_pair_a, st_pair_b;
    wire               cv_rd_a, cv_rd_b;
    wire [1:0]         cv_word_a, cv_word_b;
    hc_sha2_core #(.WORD_BITS(W), .DIGEST_BITS(DIGEST_BITS), .TAG_W(1), .CV_IN(CV_IN)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_from_cv(blk_from_cv), .cv_rd(cv_rd_a), .cv_word(cv_word_a), .cv_pair(cv_pair),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_a),
        .dig_data(digest_a), .st_we(st_we_a), .st_word(st_word_a), .st_pair(st_pair_a),
        .dig_tag(tag_a), .dig_valid(valid_a), .dig_ready(dig_ready)
    );
    hc_sha2_core #(.WORD_BITS(W), .DIGEST_BITS(DIGEST_BITS), .TAG_W(1), .CV_IN(CV_IN)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_from_cv(blk_from_cv), .cv_rd(cv_rd_b), .cv_word(cv_word_b), .cv_pair(cv_b),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_b),
        .dig_data(digest_b), .st_we(st_we_b), .st_word(st_word_b), .st_pair(st_pair_b),
        .dig_tag(tag_b), .dig_valid(valid_b), .dig_ready(dig_ready)
    );

    // ------------------------------------------------ the cores' registers (probes)
    // control: busy, next-round index, schedule feed, digest held, first / last / tag of
    // the block, the chaining adders' operand select (CV_IN = 0) and write enable, the
    // state output; CV_IN = 1: the starting value's load step, H loaded, the adders
    // adding the pair read
    wire           busy_a, busy_b, held_a, held_b, first_a, first_b, last_a, last_b;
    wire           tagq_a, tagq_b, chain_we_a, chain_we_b, st_weq_a, st_weq_b;
    wire [N_W-1:0] n_a, n_b;
    wire [15:0]    feed_a, feed_b;
    wire [2:0]     add_sel_a, add_sel_b;
    wire [2:0]     cv_step_a, cv_step_b;
    wire           cv_loaded_a, cv_loaded_b, add_cv_a, add_cv_b;
    // datapath: the working variables, h + K + W, the chaining value's rotating words,
    // the schedule's window and next word
    wire [W-1:0]   work_a_a, work_b_a, work_c_a, work_d_a, work_e_a, work_f_a, work_g_a;
    wire [W-1:0]   work_a_b, work_b_b, work_c_b, work_d_b, work_e_b, work_f_b, work_g_b;
    wire [7*W-1:0] work_a = {work_a_a, work_b_a, work_c_a, work_d_a, work_e_a, work_f_a, work_g_a};
    wire [7*W-1:0] work_b = {work_a_b, work_b_b, work_c_b, work_d_b, work_e_b, work_f_b, work_g_b};
    wire [W-1:0]   hkw_a, hkw_b;
    wire [4*W-1:0] ha_a, ha_b, he_a, he_b;
    wire [15*W-1:0] window_a, window_b;
    wire [W-1:0]   next_w_a, next_w_b;

    // The core starts a block when idle with a block offered and no digest held (or the
    // held one taken in this clock); CV_IN = 1: a first block once H holds its starting
    // value, and that value's load begins (cv_begin) when a first block is offered to an
    // idle core with none loaded or loading.
    wire cv_idle  = (cv_step_a == 3'd0);
    wire start    = rst_n & blk_valid & ~busy_a & (~held_a | dig_ready)
                  & ((CV_IN == 0) | (blk_first ? cv_loaded_a : cv_idle));
    wire cv_begin = (CV_IN != 0) & rst_n & blk_valid & blk_first & ~busy_a & ~held_a
                  & ~cv_loaded_a & cv_idle;

    // (a block taken with the handshake in round 14 is one the core started: this
    // wrapper's messages count from the start, the core's own event)
    reg started_q = 1'b0;  // both copies have started a block since a reset
    always @(posedge clk) if (start && reset_seen_q) started_q <= 1'b1;
    // The block's first flag: the core's register, but with CV_IN = 1 the core reads it
    // nowhere (a first block starts from H as any other) and synthesis drops it, so the
    // wrapper keeps it as the core would.
    reg  first_kept_q = 1'b0;
    always @(posedge clk) if (start) first_kept_q <= blk_first;
    wire first_run = (CV_IN != 0) ? first_kept_q : first_a;

    // ------------------------------------------------ the watched message
    // After the boundary the first block started is the watched message's first block
    // (nothing was open at the boundary). CV_IN = 1: `post` from the clock its starting
    // value's load began, `ran` once it started.
    reg  post_q = 1'b0;  // the watched message's first block has started (or its load)
    reg  ran_q  = 1'b0;  // ... has started (CV_IN = 1)
    wire post_begin = (CV_IN != 0) ? cv_begin : start;
    always @(posedge clk) begin
        if (!rst_n) begin
            // a reset in the middle of that first block (or its load) leaves partial
            // state behind it: isolation is then claimed from the next first block on
            if ((busy_a && first_run) || (CV_IN != 0 && !ran_q)) begin
                post_q <= 1'b0;
                ran_q  <= 1'b0;
            end
        end else begin
            if (post_begin && watching && reset_seen_q) post_q <= 1'b1;
            if (start && post_q) ran_q <= 1'b1;
        end
    end
    wire loading = (CV_IN != 0) & post_q & ~ran_q;  // its starting value goes into H
    wire post    = post_q & ((CV_IN == 0) | ran_q);

    // ------------------------------------------------ what is equal when
    wire fresh = post & busy_a & first_run;   // the watched message's first block runs
    // rounds done in it: n = t + 1 in round t, 0 in the last round
    wire last_round = (n_a == {N_W{1'b0}});
    wire reading    = busy_a & (n_a >= 1) & (n_a <= 15);  // rounds 0 .. 14: W_1 .. W_15 read
    wire [1:0] chain_words = last_round        ? 2'd3        // H words written since the start
                           : (n_a == N_R1)     ? 2'd2
                           : (n_a >= 2)        ? 2'd1 : 2'd0;
    always @(*) begin
        if (reset_seen_q) begin
            assert(busy_b == busy_a && n_b == n_a && feed_b == feed_a && held_b == held_a
                   && chain_we_b == chain_we_a && st_weq_b == st_weq_a);
            assert(ready_b == ready_a && valid_b == valid_a);
            assert(cv_rd_b == cv_rd_a && cv_word_b == cv_word_a);
            // the block's flags and the operand select are the copies' own until a block
            // has started (they are not reset)
            if (started_q) begin
                assert(last_b == last_a && tagq_b == tagq_a);
                if (CV_IN == 0) assert(first_b == first_a);
                if (CV_IN == 0) assert(add_sel_b == add_sel_a);
                if (valid_a) assert(tag_b == tag_a);
            end
            if (CV_IN != 0)
                assert(cv_step_b == cv_step_a && cv_loaded_b == cv_loaded_a
                       && add_cv_b == add_cv_a);
        end
        if (started_q) assert(reset_seen_q);
        if (reset_seen_q && !started_q) assert(!busy_a && !held_a);  // nothing ran yet
        if (post) assert(watch_q && started_q);
        if (post_q) assert(watch_q && reset_seen_q);
        if (ran_q) assert(post_q && started_q);
        // the core's round index and chaining writes (copy A's; B's are equal): idle is
        // n = 0 with no write (CV_IN = 1: but the load's shifts, from its second step on);
        // H takes a word in rounds R-3 .. R-1 and (CV_IN = 0) in round 0
        if (reset_seen_q) begin
            if (!busy_a)
                assert(n_a == {N_W{1'b0}}
                       && chain_we_a == ((CV_IN != 0) && cv_step_a >= 3'd2));
            else
                assert(chain_we_a == ((CV_IN == 0 && n_a == 1) || n_a == N_R2 || n_a == N_R1
                                      || last_round)
                       && n_a <= N_R1);  // (80 rounds leave values of the index unused)
        end
        // a starting value is loaded (or held in H) for the first block offered, which
        // stays offered until it starts: so no load runs at the boundary (no block is
        // offered then), and one that runs after it is the watched message's
        if (CV_IN != 0 && reset_seen_q) begin
            assert(add_cv_a == (cv_step_a >= 3'd2));
            // (a block's start ends its starting value's load)
            if (busy_a || held_a) assert(cv_idle && !cv_loaded_a);
            if (!cv_idle || cv_loaded_a) assert(offered_q && offer_q[OFFER_FIRST]);
            if (watch_q && !post_q) assert(cv_idle && !cv_loaded_a);
            if (loading) assert(!cv_idle || cv_loaded_a);
        end
        // the block the core runs is offered until round 14 takes its last word, so no
        // boundary falls in it; between the boundary and the watched message's start
        // nothing of that message was taken
        if (reset_seen_q && reading)
            assert(offered_q && offer_q[OFFER_FIRST] == first_run
                   && offer_q[OFFER_LAST] == last_a);
        if (watch_q && !post_q && reset_seen_q) assert(!open_q);
        if (watch_q && !post_q && reset_seen_q) assert(!reading);
        // CV_IN = 0: a first block's chaining adders add the IV's words (or zero in round
        // 0), never the stored ones
        if (CV_IN == 0 && fresh) assert(add_sel_a != 3'd4);
        // CV_IN = 1, while the watched message's starting value is loaded: a and e were
        // cleared as it began (the adders' other operand)
        if (loading) assert(work_a_b == work_a_a && work_e_b == work_e_a);
        if (post) begin
            assert(work_b == work_a && hkw_b == hkw_a);
            if (!fresh || CV_IN != 0)
                assert(ha_b == ha_a && he_b == he_a);
            if (!fresh) begin
                assert(window_b == window_a && next_w_b == next_w_a);
            end else if (last_round || n_a >= N_16) begin
                assert(next_w_b == next_w_a);
            end
            if (valid_a)
                assert(digest_b == digest_a);                    // the claim
            if (st_we_a)
                assert(st_pair_b == st_pair_a);                  // ... and the chaining value
        end
    end
    // during the first block (CV_IN = 0): the chaining value's words written since it
    // started; while its starting value is loaded (CV_IN = 1): the words shifted in since
    // the load began, one a clock in its steps 2 to 5 (after step s, s - 1 of them), all
    // once loaded (or set at once from the IV); the schedule's words written since
    wire [2:0] cv_words = cv_loaded_a ? 3'd4 : (cv_step_a >= 3'd3) ? cv_step_a - 3'd2 : 3'd0;
    genvar k;
    for (k = 0; k < 4; k = k + 1) begin : g_chain_word
        always @(*)
            if ((CV_IN == 0 && fresh && k < chain_words) || (loading && k < cv_words))
                assert(ha_b[W*k +: W] == ha_a[W*k +: W] && he_b[W*k +: W] == he_a[W*k +: W]);
    end
    for (k = 0; k < 15; k = k + 1) begin : g_window_word
        always @(*)
            if (fresh && (last_round || k < n_a))
                assert(window_b[W*k +: W] == window_a[W*k +: W]);
    end

    // (a digest of the watched message after an earlier message's output, the copies
    // having taken that message's block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && post && valid_a && earlier_out);

    wire unused = &{1'b0, st_word_a, st_we_b, st_word_b, started, took_unused};
endmodule
`default_nettype wire
