`default_nettype none
// Message isolation of the output through the Keccak sponge block core's datapath (issue
// 26, item 3), on rtl/sha3/hc_keccak_core.v (sha3_*_r1, shake*_r1, sha3_256_r2), checked
// by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs") by k-induction.
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
// through probes, `Proof.probes`):
// - after a reset, every control register is the same in both copies;
// - the state of an idle core (no round group running or waiting, no output held) is
//   zero in each copy: the state is cleared as a message's output completes and at reset
//   (FIPS 202 Algorithm 8 step 5, S = 0^b for the next message);
// - once the watched message's first block is taken, the state and the block register
//   (the block XORed in next) are the same in both copies: the first block is XORed
//   into a zero state, every later one into equal states.
module hc_keccak_core_isolation_props #(
    parameter RATE = 1088,
    parameter RPC  = 1
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

    // ------------------------------------------------ the two copies
    wire            tag_a, ready_b, valid_b, tag_b;
    wire [RATE-1:0] out_a, out_b;
    hc_keccak_core #(.RATE(RATE), .RPC(RPC), .TAG_W(1)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_a),
        .sq_data(out_a), .sq_tag(tag_a), .sq_valid(valid_a), .sq_ready(sq_ready),
        .sq_more(sq_more)
    );
    hc_keccak_core #(.RATE(RATE), .RPC(RPC), .TAG_W(1)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_b),
        .sq_data(out_b), .sq_tag(tag_b), .sq_valid(valid_b), .sq_ready(sq_ready),
        .sq_more(sq_more)
    );

    // ------------------------------------------------ the cores' registers (probes)
    wire            run_a, load_a, wait_a, end_a, last_a, out_q_a, tagq_a, to_last_a;
    wire            run_b, load_b, wait_b, end_b, last_b, out_q_b, tagq_b, to_last_b;
    wire [GW-1:0]   g_a, g_b;
    wire [RATE-1:0] pg_a, pg_b;      // the block XORed into the state next
    wire [1599:0]   state_a, state_b;

    // ------------------------------------------------ the watched message
    reg post_q = 1'b0;  // the watched message's first block was taken
    always @(posedge clk)
        if (taken && watching && reset_seen_q) post_q <= 1'b1;

    // ------------------------------------------------ what is equal when
    wire idle_a = ~run_a & ~wait_a & ~out_q_a;
    always @(*) begin
        if (reset_seen_q) begin
            assert(run_b == run_a && load_b == load_a && wait_b == wait_a && g_b == g_a
                   && end_b == end_a && out_q_b == out_q_a && to_last_b == to_last_a);
            assert(ready_b == ready_a && valid_b == valid_a);
            // the core's own control, as far as the claim needs it: an idle core has a
            // zero state; nothing runs before a block was taken
            if (idle_a) assert(state_a == 1600'd0 && state_b == 1600'd0);
            if (!took_q) assert(idle_a && !load_a && !to_last_a && !end_a);
            if (took_q) assert(last_b == last_a && tagq_b == tagq_a);
            // the last block absorbed is the message's last exactly when none is open
            if (run_a || wait_a || out_q_a) assert(last_a == ~open_q);
            // a core waits only for a next block of its message, with nothing running
            if (wait_a) assert(!last_a && !run_a && !out_q_a);
            // output comes after a message's last block, and a permutation that ends
            // with output follows it (or a squeeze)
            if (out_q_a) assert(last_a);
            if (end_a) assert(last_a && run_a);
            // the round-group counter: a load clock runs, the clock before the last group
            // is flagged only there, no output is held while a permutation is to end in one
            if (load_a) assert(run_a);
            if (to_last_a) assert(run_a && !load_a && g_a == G_PRE);
            if (out_q_a) assert(!end_a);
            assert(g_a <= G_LAST);
        end
        if (post_q) assert(watch_q && took_q);
        // between the boundary and the watched message's first block nothing is open
        if (watch_q && !post_q && reset_seen_q) assert(!open_q);
        if (post_q) begin
            assert(state_b == state_a && pg_b == pg_a);
            if (valid_a) assert(out_b == out_a && tag_b == tag_a);  // the claim
        end
    end

    // (an output block of the watched message after an earlier message's output, the copies
    // having taken that message's block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && post_q && valid_a && earlier_out);

    wire unused = &{1'b0, started, offered_unused, offer_unused};
endmodule
`default_nettype wire
