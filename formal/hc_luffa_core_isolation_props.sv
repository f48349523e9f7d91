`default_nettype none
// Message isolation of the digest through the single-message Luffa block core's datapath
// (issue 26, item 3), on rtl/luffa/hc_luffa_core.v with one stage (luffa224/256_step and
// the whole-round luffa224/256_conv), checked by SymbiYosys (`hashcores prove`,
// docs/verification.md "Proofs") by k-induction.
//
// Two copies of the core see the same control (blk_valid, blk_first, blk_last, blk_err,
// blk_tag, dig_ready, resets) and blocks of their own until a boundary the solver picks
// (`watch_start`, at a clock no message is open and no block offered), the same blocks
// after it. Their registers start unknown and unequal. Asserted: every digest of a message
// whose first block was taken after the boundary is the same in both copies, so it depends
// on that message's blocks alone, never on an earlier message's chains or what the core
// held before a reset; the control outputs are the same at every clock after a reset.
//
// Relational invariants make the claim inductive (the wrapper reads the cores' registers
// through probes, `Proof.probes`): after a reset every control register is the same in
// both copies; once the watched message's first block is taken, the chains are. A first
// block starts from the IV (spec 3.1: H_0 = V), and a round of this core loads all the
// chains at once (MI, the tweak and the clock's steps write every bit), so no part of an
// earlier message's chains outlives the round's first clock. Luffa-384/512 (two output
// blocks, spec 3.5): Z0, the XOR of the chains after the first blank round, is registered
// as the second (final) blank round starts and is the digest's first half; it is equal
// once written after the watched message's first block was taken (`z0_set_q`), and until
// then the final blank round has not started and no digest is held.
module hc_luffa_core_isolation_props #(
    // 224 or 256 (one output block), 384 or 512 (two: Z0 is kept in a register while the
    // second blank round runs, spec 3.5)
    parameter DIGEST_BITS = 256,
    parameter STEPS       = 1
) (
    input wire         clk,
    input wire         rst_n,
    input wire [255:0] blk_data,        // copy A's blocks
    input wire [255:0] blk_data_other,  // copy B's, until the boundary
    input wire         blk_first,
    input wire         blk_last,
    input wire         blk_err,
    input wire         blk_tag,
    input wire         blk_valid,
    input wire         dig_ready,
    input wire         watch_start
);
    // chains (spec 3): 3 for Luffa-224/256, 4 for Luffa-384, 5 for Luffa-512
    localparam integer W     = (DIGEST_BITS > 384) ? 5 : (DIGEST_BITS > 256) ? 4 : 3;
    localparam integer N_OUT = (DIGEST_BITS > 256) ? 2 : 1;  // output blocks
    localparam integer R    = 8 / STEPS;      // clocks per round
    localparam integer PH_W = (R > 8) ? 4 : (R > 4) ? 3 : (R > 2) ? 2 : 1;

    // ------------------------------------------------ the blocks (formal/hc_block_boundary.sv)
    wire ready_a, valid_a;  // (copy A's: the copies' are the same)
    wire taken = blk_valid & ready_a;
    wire started, reset_seen_q, earlier_out, took_q, open_q, watch_q, watching, offered_unused;
    wire [259:0] offer_unused;
    hc_block_boundary #(.HOLD_W(258)) u_source (
        .clk(clk), .rst_n(rst_n), .blk_valid(blk_valid), .blk_taken(taken),
        .blk_first(blk_first), .blk_last(blk_last), .blk_hold({blk_err, blk_tag, blk_data}),
        .watch_start(watch_start), .started(started), .reset_seen(reset_seen_q),
        .took(took_q), .open(open_q), .watched(watch_q), .watching(watching),
        .blk_differs(blk_data != blk_data_other), .out_taken(valid_a & dig_ready),
        .earlier_out(earlier_out), .offered(offered_unused), .offer(offer_unused)
    );
    wire [255:0] data_b = watching ? blk_data : blk_data_other;

    // ------------------------------------------------ the two copies
    wire                   tag_a, err_a, idle_a;
    wire                   ready_b, valid_b, tag_b, err_b, idle_b;
    wire [DIGEST_BITS-1:0] digest_a, digest_b;
    hc_luffa_core #(.DIGEST_BITS(DIGEST_BITS), .TAG_W(1), .STEPS(STEPS)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_last(blk_last), .blk_err(blk_err), .blk_tag(blk_tag), .blk_valid(blk_valid),
        .blk_ready(ready_a), .dig_data(digest_a), .dig_tag(tag_a), .dig_err(err_a),
        .dig_valid(valid_a), .dig_ready(dig_ready), .ctx_idle(idle_a)
    );
    hc_luffa_core #(.DIGEST_BITS(DIGEST_BITS), .TAG_W(1), .STEPS(STEPS)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_last(blk_last), .blk_err(blk_err), .blk_tag(blk_tag), .blk_valid(blk_valid),
        .blk_ready(ready_b), .dig_data(digest_b), .dig_tag(tag_b), .dig_err(err_b),
        .dig_valid(valid_b), .dig_ready(dig_ready), .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the cores' registers (probes)
    wire              rnd_a, last_a, blank_a, final_a, held_a;
    wire              rnd_b, last_b, blank_b, final_b, held_b;
    wire [PH_W-1:0]   phase_a, phase_b;
    wire [1:0]        blanks_a, blanks_b;
    wire [1:0]        tagq_a, tagq_b;        // {blk_err, blk_tag} of the latest block
    wire [256*W-1:0]  chains_a, chains_b;    // H_0 .. H_{w-1}
    wire [255:0]      z0_a, z0_b;            // Luffa-384/512: Z0 (g_two_outputs.z0_q)

    // ------------------------------------------------ the watched message
    reg post_q = 1'b0;  // the watched message's first block was taken
    always @(posedge clk)
        if (rst_n && taken && watching && reset_seen_q) post_q <= 1'b1;

    // ------------------------------------------------ what is equal when
    always @(*) begin
        if (reset_seen_q) begin
            assert(rnd_b == rnd_a && phase_b == phase_a && blanks_b == blanks_a
                   && held_b == held_a);
            assert(ready_b == ready_a && valid_b == valid_a && idle_b == idle_a);
            // nothing runs, is due or held before a block was taken
            if (!took_q) assert(!rnd_a && blanks_a == 2'd0 && !held_a);
            if (took_q) begin
                assert(last_b == last_a && blank_b == blank_a && final_b == final_a
                       && tagq_b == tagq_a);
                if (valid_a) assert(tag_b == tag_a && err_b == err_a);
            end
            // blank rounds are due only after a message's last block
            // a message is open exactly while a round of one of its blocks but the last
            // runs; none is while blank rounds are due or a digest is held
            if (blanks_a != 2'd0 || held_a) assert(!open_q);
            if (rnd_a) assert(open_q == (!last_a && !blank_a));
        end
        if (post_q) assert(watch_q && took_q);
        // between the boundary and the watched message's first block nothing is open
        if (watch_q && !post_q && reset_seen_q) assert(!open_q);
        if (post_q) begin
            assert(chains_b == chains_a);
            if (valid_a) assert(digest_b == digest_a);  // the claim
        end
    end

    generate
        if (N_OUT == 2) begin : g_z0
            // Z0 is written as the final blank round starts (hc_luffa_core: a blank round
            // starts when no round runs and one is due; the S-box memories are logic here)
            wire z0_write = !rnd_a && blanks_a == 2'd1;
            reg  z0_set_q = 1'b0;  // Z0 written since the watched message's first block
            always @(posedge clk) if (post_q && z0_write) z0_set_q <= 1'b1;
            always @(*) begin
                if (z0_set_q) assert(post_q && z0_b == z0_a);
                if (post_q && !z0_set_q) assert(!held_a && !(rnd_a && final_a));
            end
        end
    endgenerate

    // (a digest of the watched message after an earlier message's output, the copies
    // having taken that message's block with different bytes)
    always @(*) cover(reset_seen_q && rst_n && post_q && valid_a && earlier_out);

    wire unused = &{1'b0, started, offered_unused, offer_unused};
endmodule
`default_nettype wire
