`default_nettype none
// Message isolation of the output through a one-message Keccak block core's datapath
// (issue 26, items 3 and 5), checked by SymbiYosys (`hashcores prove`,
// docs/verification.md "Proofs") by k-induction. ARCH as hc_sha3_stream's:
//   0 rtl/sha3/hc_keccak_core.v (sha3_*_r1, shake*_r1, sha3_256_r2: RPC rounds a clock);
//   1 the compact DSP datapath of paper 003 (rtl/sha3/hc_keccak_dsp_compact.v:
//     sha3_*_dsp_compact);
//   2 the 1600-bit DSP datapath of paper 003 with one context (rtl/sha3/hc_keccak_dsp_1600.v,
//     CTX 1: sha3_*_dsp_1600).
// The DSP datapaths' logic units in plain logic (USE_DSP 0, the `_lut` cores): with
// USE_DSP 1 each unit (hc_keccak_lu) is a DSP48E2 with the same function and registers,
// which a proof cannot open.
//
// Two copies of the core see the same control (blk_valid, blk_first, blk_last, blk_tag,
// sq_ready, sq_more, resets) and blocks of their own until a boundary the solver picks
// (`watch_start`, at a clock no message is open and no block offered), the same blocks
// after it. Their registers start unknown and unequal. Asserted: every output block of a
// message whose first block was taken after the boundary is the same in both copies, so
// it depends on that message's blocks alone, never on an earlier message's state or what
// the core held before a reset; the control outputs are the same at every clock after a
// reset.
//
// Relational invariants make the claim inductive (the wrapper reads the cores' registers
// through probes, `Proof.probes`); after a reset, every control register is the same in
// both copies, and from the watched message's first block on:
// - ARCH 0: the state of an idle core (no round group running or waiting, no output
//   held) is zero in each copy: the state is cleared as a message's output completes and
//   at reset (FIPS 202 Algorithm 8 step 5, S = 0^b for the next message); so the state
//   and the block register (the block XORed in next) are the same in both copies: the
//   first block is XORed into a zero state, every later one into equal states;
// - ARCH 1 and 2 absorb a first block into 0^b, not into the state they hold, so between
//   permutations, while the state is live (a message open or an output held), the state
//   register is equal;
// - ARCH 1 (a round in seven phases, 003 section 5.1: Stage-1 the column parities in
//   phase 0, Stage-2 a row of theta's output in phases 1..5, Stage-3 that row's chi into
//   the row buffer in phases 2..5 and, with the buffer, into the state in phase 6): in a
//   permutation the state (the round's input) and the parities are equal, Stage-2's
//   register from phase 2 on, and row k of the buffer from phase k + 3 on;
// - ARCH 2 (a ring of four register stages, 003 section 5.2: M0 into Stage-1, the column
//   parities and the lanes into the Stage-3 units' first A:B register; Stage-2, D[x] and
//   the second A:B register; Stage-3, R[x, y]; Stage-4, the state S): a round goes once
//   round the ring, so the ring holds four slots, and with one message its state is in
//   one of them while the other three carry what the registers held before, which never
//   meets it (theta, rho, pi, chi and iota read one slot's lanes only). In clock cnt of a
//   permutation (the core's cnt_q, 1 .. 95) the state's slot is in Stage-(cnt mod 4), in
//   Stage-4 at cnt mod 4 = 0 and between permutations (the clock enable holds every
//   stage then), and the registers of the stage that holds it are equal.
// Each holds after a clock if it held before: the induction closes at depth 2.
module hc_keccak_core_isolation_props #(
    parameter ARCH    = 0,
    parameter RATE    = 1088,
    parameter RPC     = 1,   // ARCH 0
    parameter USE_DSP = 0    // ARCH 1, 2
) (
    input wire            clk,
    input wire            rst_n,
    input wire [RATE-1:0] blk_data,        // copy A's blocks
    input wire [RATE-1:0] blk_data_other,  // copy B's, until the boundary
    input wire            blk_first,
    input wire            blk_last,
    input wire            blk_tag,
    input wire            blk_valid,
    input wire            sq_ready,
    input wire            sq_more,
    input wire            watch_start
);
    localparam integer NG = 24 / RPC;                // round groups per permutation
    localparam integer GW = (NG > 1) ? $clog2(NG) : 1;
    localparam [GW-1:0] G_LAST = NG - 1;
    localparam [GW-1:0] G_PRE  = (NG > 1) ? NG - 2 : 0;  // the group before the last
    generate
        if (ARCH < 0 || ARCH > 2) begin : g_bad_arch
            hc_error_ARCH_must_be_0_1_or_2 u_error ();
        end
        if (USE_DSP != 0) begin : g_bad_use_dsp
            hc_error_USE_DSP_must_be_0_a_DSP48E2_is_a_black_box u_error ();
        end
    endgenerate

    // ------------------------------------------------ the blocks (formal/hc_block_boundary.sv)
    wire ready_a, valid_a;  // (copy A's: the copies' are the same)
    wire taken = blk_valid & ready_a;
    wire started, reset_seen_q, earlier_out, took_q, open_q, watch_q, watching, offered_unused;
    wire [RATE+2:0] offer_unused;
    hc_block_boundary #(.HOLD_W(RATE + 1)) u_source (
        .clk(clk), .rst_n(rst_n), .blk_valid(blk_valid), .blk_taken(taken),
        .blk_first(blk_first), .blk_last(blk_last), .blk_hold({blk_tag, blk_data}),
        .watch_start(watch_start), .started(started), .reset_seen(reset_seen_q),
        .took(took_q), .open(open_q), .watched(watch_q), .watching(watching),
        .blk_differs(blk_data != blk_data_other), .out_taken(valid_a & sq_ready),
        .earlier_out(earlier_out), .offered(offered_unused), .offer(offer_unused)
    );
    wire [RATE-1:0] data_b = watching ? blk_data : blk_data_other;

    // ------------------------------------------------ the cores' registers (probes)
    // every ARCH: the last block's flag, an output held, the tag, the state
    wire            last_a, out_q_a, tagq_a, last_b, out_q_b, tagq_b;
    wire [1599:0]   state_a, state_b;
    // ARCH 0: a round group runs, loads, waits for a block; the group; the permutation
    // ends with output; the clock before the last group; the block XORed in next
    wire            run_a, load_a, wait_a, end_a, to_last_a;
    wire            run_b, load_b, wait_b, end_b, to_last_b;
    wire [GW-1:0]   g_a, g_b;
    wire [RATE-1:0] pg_a, pg_b;
    // ARCH 1, 2: a permutation runs; Stage-1's column parities and Stage-2's register
    // (hc_keccak_dsp_theta)
    wire            busy_a, busy_b;
    wire [319:0]    col_a, col_b, t2_a, t2_b;
    // ARCH 1: the phase of the round and the round; rows 0..3 of the round's output (row
    // k at [320*k])
    wire [2:0]      ph_a, ph_b;
    wire [4:0]      rnd_a, rnd_b;
    wire [1279:0]   row_a, row_b;
    // ARCH 2: the permutation's clock; the lanes in the Stage-3 units' first and second
    // A:B registers (34 units of 48 bits: 25 for bits [63:16] of a lane, 9 for three
    // lanes' low 16 bits); Stage-3's R
    wire [6:0]      cnt_a, cnt_b;
    wire [1631:0]   ab1_a, ab1_b, ab2_a, ab2_b;
    wire [1599:0]   rl_a, rl_b;

    // ------------------------------------------------ the watched message
    // (a DSP core's blk_ready is decoded from registers and may be high in a reset's
    // clock, where a block is not taken: hc_block_boundary)
    reg post_q = 1'b0;  // the watched message's first block was taken
    always @(posedge clk)
        if (rst_n && taken && watching && reset_seen_q) post_q <= 1'b1;

    // ------------------------------------------------ the two copies, what is equal when
    wire            tag_a, ready_b, valid_b, tag_b;
    wire [RATE-1:0] out_a, out_b;
    generate
        if (ARCH == 0) begin : g_round
            hc_keccak_core #(.RATE(RATE), .RPC(RPC), .TAG_W(1)) u_a (
                .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
                .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid),
                .blk_ready(ready_a), .sq_data(out_a), .sq_tag(tag_a), .sq_valid(valid_a),
                .sq_ready(sq_ready), .sq_more(sq_more)
            );
            hc_keccak_core #(.RATE(RATE), .RPC(RPC), .TAG_W(1)) u_b (
                .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
                .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid),
                .blk_ready(ready_b), .sq_data(out_b), .sq_tag(tag_b), .sq_valid(valid_b),
                .sq_ready(sq_ready), .sq_more(sq_more)
            );
            wire idle_a = ~run_a & ~wait_a & ~out_q_a;
            always @(*) begin
                if (reset_seen_q) begin
                    assert(run_b == run_a && load_b == load_a && wait_b == wait_a
                           && g_b == g_a && end_b == end_a && to_last_b == to_last_a);
                    // an idle core has a zero state; nothing runs before a block was taken
                    if (idle_a) assert(state_a == 1600'd0 && state_b == 1600'd0);
                    if (!took_q) assert(idle_a && !load_a && !to_last_a && !end_a);
                    // the last block absorbed is the message's last exactly when none is
                    // open
                    if (run_a || wait_a || out_q_a) assert(last_a == ~open_q);
                    // a core waits only for a next block of its message, with nothing
                    // running
                    if (wait_a) assert(!last_a && !run_a && !out_q_a);
                    // output comes after a message's last block, and a permutation that
                    // ends with output follows it (or a squeeze)
                    if (out_q_a) assert(last_a);
                    if (end_a) assert(last_a && run_a);
                    // the round-group counter: a load clock runs, the clock before the
                    // last group is flagged only there, no output is held while a
                    // permutation is to end in one
                    if (load_a) assert(run_a);
                    if (to_last_a) assert(run_a && !load_a && g_a == G_PRE);
                    if (out_q_a) assert(!end_a);
                    assert(g_a <= G_LAST);
                end
                if (post_q) assert(state_b == state_a && pg_b == pg_a);
            end
        end
        if (ARCH == 1) begin : g_compact
            hc_keccak_dsp_compact #(.RATE(RATE), .TAG_W(1), .USE_DSP(USE_DSP)) u_a (
                .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
                .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid),
                .blk_ready(ready_a), .sq_data(out_a), .sq_tag(tag_a), .sq_valid(valid_a),
                .sq_ready(sq_ready), .sq_more(sq_more)
            );
            hc_keccak_dsp_compact #(.RATE(RATE), .TAG_W(1), .USE_DSP(USE_DSP)) u_b (
                .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
                .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid),
                .blk_ready(ready_b), .sq_data(out_b), .sq_tag(tag_b), .sq_valid(valid_b),
                .sq_ready(sq_ready), .sq_more(sq_more)
            );
            genvar k;
            always @(*) begin
                if (reset_seen_q) begin
                    assert(ph_b == ph_a && rnd_b == rnd_a);
                    if (busy_a) assert(ph_a <= 3'd6 && rnd_a <= 5'd23);
                    else        assert(ph_a == 3'd0);
                end
                if (post_q && reset_seen_q && busy_a) begin
                    assert(state_b == state_a && col_b == col_a);
                    if (ph_a >= 3'd2) assert(t2_b == t2_a);
                end
            end
            for (k = 0; k < 4; k = k + 1) begin : g_row
                always @(*)
                    if (post_q && reset_seen_q && busy_a && ph_a >= k + 3)
                        assert(row_b[320*k +: 320] == row_a[320*k +: 320]);
            end
        end
        if (ARCH == 2) begin : g_1600
            wire idle_a, idle_b;
            hc_keccak_dsp_1600 #(.RATE(RATE), .TAG_W(1), .USE_DSP(USE_DSP), .CTX(1)) u_a (
                .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
                .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid),
                .blk_ready(ready_a), .sq_data(out_a), .sq_tag(tag_a), .sq_valid(valid_a),
                .sq_ready(sq_ready), .sq_more(sq_more), .ctx_idle(idle_a)
            );
            hc_keccak_dsp_1600 #(.RATE(RATE), .TAG_W(1), .USE_DSP(USE_DSP), .CTX(1)) u_b (
                .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
                .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid),
                .blk_ready(ready_b), .sq_data(out_b), .sq_tag(tag_b), .sq_valid(valid_b),
                .sq_ready(sq_ready), .sq_more(sq_more), .ctx_idle(idle_b)
            );
            wire [1:0] slot = cnt_a[1:0];  // the stage the state's slot is in (0: Stage-4)
            always @(*) begin
                if (reset_seen_q) begin
                    assert(cnt_b == cnt_a && idle_b == idle_a);
                    if (busy_a) assert(cnt_a != 7'd0 && cnt_a <= 7'd95);
                    else        assert(cnt_a == 7'd0);
                end
                if (post_q && reset_seen_q && busy_a) begin
                    if (slot == 2'd1) assert(col_b == col_a && ab1_b == ab1_a);
                    if (slot == 2'd2) assert(t2_b == t2_a && ab2_b == ab2_a);
                    if (slot == 2'd3) assert(rl_b == rl_a);
                    if (slot == 2'd0) assert(state_b == state_a);
                end
            end
        end
        if (ARCH != 0) begin : g_dsp
            always @(*) begin
                if (reset_seen_q) begin
                    assert(busy_b == busy_a);
                    // nothing runs before a block was taken; the last block absorbed is
                    // the message's last exactly when none is open; output comes after
                    // it, with nothing running
                    if (!took_q) assert(!busy_a && !out_q_a);
                    if (busy_a || out_q_a) assert(last_a == ~open_q);
                    if (out_q_a) assert(last_a && !busy_a);
                end
                // between permutations the state is the message's while it is open or
                // its output is held
                if (post_q && reset_seen_q && !busy_a && (open_q || out_q_a))
                    assert(state_b == state_a);
            end
        end
    endgenerate

    always @(*) begin
        if (reset_seen_q) begin
            assert(out_q_b == out_q_a && ready_b == ready_a && valid_b == valid_a);
            if (took_q) assert(last_b == last_a && tagq_b == tagq_a);
        end
        if (post_q) assert(watch_q && took_q);
        // between the boundary and the watched message's first block nothing is open
        if (watch_q && !post_q && reset_seen_q) assert(!open_q);
        if (post_q && valid_a) assert(out_b == out_a && tag_b == tag_a);  // the claim
    end

    // (an output block of the watched message after an earlier message's output, the copies
    // having taken that message's block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && post_q && valid_a && earlier_out);

    wire unused = &{1'b0, started, offered_unused, offer_unused};
endmodule
`default_nettype wire
