`default_nettype none
// Message isolation of the digest through the four-message DSP Keccak core of paper 003
// (issue 26, items 3 and 5), on rtl/sha3/hc_keccak_dsp_1600.v with CTX 4
// (sha3_256_dsp_1600_x4; its logic units in plain logic, USE_DSP 0, the `_lut` core: with
// USE_DSP 1 each unit is a DSP48E2 with the same function and registers, which a proof
// cannot open), checked by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs")
// by k-induction.
//
// Two copies of the core see the same control on every channel (blk_valid, blk_first,
// blk_last, blk_tag, sq_ready, resets) and, on each channel, blocks of their own until a
// boundary the solver picks for that channel (`watch_start[c]`, at a clock no message of
// it is open and no block of it offered), the same blocks after it. Their registers start
// unknown and unequal. Asserted: every digest the output register holds of a context's
// message whose first block was taken after that context's boundary is the same in both
// copies: it depends on that message's blocks alone, not on an earlier message of its
// context, not on the other contexts' states in the ring beside it, not on what the core
// held before a reset; the control outputs are the same at every clock after a reset.
//
// The core (its header): the 1600-bit datapath is a ring of four register stages, and
// context c owns the slot at M0 in the clocks t with t mod 4 = c. Entry k of the control
// ring belongs to the slot at M0 k clocks from now, context (slot + k) mod 4, whose state
// is in the Stage-4 state S (k = 0), Stage-3's R (1), Stage-2's D[x] and the Stage-3
// units' second A:B registers (2), or Stage-1's column parities and their first A:B
// registers (3). A state that ends a permutation is parked in the context's park memory;
// M0 is S, the parked state or neither, XORed with the block register pg_q, which holds
// the block of the context at M0 (taken from its channel a clock ahead). Relational
// invariants make the claim inductive (`post[c]`: context c's watched first block was
// taken, formal/hc_block_channels.sv):
// - after a reset the control registers are equal in both copies (the ring's act and hold
//   flags, the slot counters, M0's selects, the busy flags, the output's flag; an entry's
//   round, last flag and tag while it is in a permutation or holds a digest; the output
//   register's context and tag while it holds one; the next block's flags when taken);
// - for an entry in a permutation whose context has post set, the registers of the stage
//   its state is in are equal; a context's parked state is equal while it is live (its
//   message is open and it is not in a permutation, or a digest waits there); the block
//   register is equal once the channel of the context at M0 has passed its boundary;
// - M0's selects against the channels: the parked state is read only for a block of an
//   open message taken outside a permutation, S only in a permutation (to go on, or with
//   a next block of an open message as it ends); a digest is copied out only at the end
//   of a last block's permutation or from a held digest; an entry in use has absorbed its
//   message's last block exactly when no message of its context is open;
// - ghost state `opost`: the output register took its digest while the context at M0
//   had post set. Such a digest is equal in both copies (the claim).
// Each holds after a clock if it held before: the induction closes at depth 2.
module hc_keccak_dsp_ctx_isolation_props #(
    parameter RATE        = 1088,
    parameter TAG_W       = 2,     // the stream top's tid and error flag
    parameter DIGEST_BITS = 256,
    parameter USE_DSP     = 0
) (
    input wire                 clk,
    input wire                 rst_n,
    input wire [RATE*4-1:0]    blk_data,        // copy A's blocks, a channel a context
    input wire [RATE*4-1:0]    blk_data_other,  // copy B's, until a channel's boundary
    input wire [3:0]           blk_first,
    input wire [3:0]           blk_last,
    input wire [TAG_W*4-1:0]   blk_tag,
    input wire [3:0]           blk_valid,
    input wire                 sq_ready,
    input wire [3:0]           watch_start      // a channel's boundary may pass now
);
    generate
        if (USE_DSP != 0) begin : g_bad_use_dsp
            hc_error_USE_DSP_must_be_0_a_DSP48E2_is_a_black_box u_error ();
        end
    endgenerate

    // ------------------------------------------------ the copies' outputs
    wire [3:0]      ready_a, ready_b, idle_a, idle_b;
    wire [RATE-1:0] out_a, out_b;
    wire [TAG_W-1:0] stag_a, stag_b;
    wire            valid_a, valid_b;

    // ------------------------------------------------ the channels (formal/hc_block_channels.sv)
    // (blk_ready is a register here, high in a reset's clock too, where no block is taken:
    // the channels see it with rst_n, as formal/hc_block_boundary.sv counts a take)
    wire [3:0] took_q, open_q, watch_q, post_q;
    wire [RATE*4-1:0] data_b;
    wire reset_seen_q, earlier_out;
    hc_block_channels #(.N_CTX(4), .DATA_W(RATE), .TAG_W(TAG_W)) u_channels (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_data_other(blk_data_other),
        .blk_first(blk_first), .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid),
        .blk_ready(ready_a & {4{rst_n}}), .out_taken(valid_a & sq_ready),
        .watch_start(watch_start), .data_b(data_b), .reset_seen_q(reset_seen_q),
        .took(took_q), .open(open_q), .watched(watch_q), .post(post_q),
        .earlier_out(earlier_out)
    );

    // ------------------------------------------------ the two copies
    hc_keccak_dsp_1600 #(.RATE(RATE), .TAG_W(TAG_W), .USE_DSP(USE_DSP), .CTX(4),
                         .DIGEST_BITS(DIGEST_BITS)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_a),
        .sq_data(out_a), .sq_tag(stag_a), .sq_valid(valid_a), .sq_ready(sq_ready),
        .sq_more(1'b0), .ctx_idle(idle_a)
    );
    hc_keccak_dsp_1600 #(.RATE(RATE), .TAG_W(TAG_W), .USE_DSP(USE_DSP), .CTX(4),
                         .DIGEST_BITS(DIGEST_BITS)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_b),
        .sq_data(out_b), .sq_tag(stag_b), .sq_valid(valid_b), .sq_ready(sq_ready),
        .sq_more(1'b0), .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the core's registers (probes)
    // the control ring, entry k at bit k (a round and a tag at [5*k], [TAG_W*k])
    wire [3:0]         act_a, act_b, last_a, last_b, hold_a, hold_b, busy_a, busy_b;
    wire [19:0]        rnd_a, rnd_b;
    wire [TAG_W*4-1:0] tag_a, tag_b;
    wire [1:0]         slot_a, slot_b, snext_a, snext_b, octx_a, octx_b;
    wire               take_a, take_b, copy_a, copy_b, use_s_a, use_s_b;
    wire               use_park_a, use_park_b, plast_a, plast_b, ov_a, ov_b;
    wire [TAG_W-1:0]   ptag_a, ptag_b, otag_a, otag_b;
    wire [RATE-1:0]    pg_a, pg_b;       // the block of the context at M0
    wire [DIGEST_BITS-1:0] od_a, od_b;   // the output register
    wire [1600*4-1:0]  park_a, park_b;   // the park memory, context c at [1600*c]
    // the ring's stages (as formal/hc_keccak_core_isolation_props.sv at ARCH 2): the
    // state S, Stage-3's R, Stage-2's D[x] and Stage-1's column parities, the Stage-3
    // units' second and first A:B registers
    wire [1599:0]      state_a, state_b, rl_a, rl_b;
    wire [319:0]       t2_a, t2_b, col_a, col_b;
    wire [1631:0]      ab2_a, ab2_b, ab1_a, ab1_b;

    // ------------------------------------------------ ghost state
    reg opost_q = 1'b0;  // the output register took a watched context's digest
    // the clock before ran after a reset, not in one: the block register was loaded then
    // from the channel of the context at M0 now (a reset's clock moves the slot counter
    // to 0 wherever the block register's choice was; no block is taken in the clock after)
    reg settled_q = 1'b0;
    always @(posedge clk) settled_q <= reset_seen_q & rst_n;
    always @(posedge clk)
        if (copy_a) opost_q <= post_q[slot_a];
    // the context of entry k, and entry k's round ends its permutation
    function automatic [1:0] ctx_of(input [1:0] slot, input integer k);
        ctx_of = slot + k;  // (mod 4: two bits)
    endfunction
    wire fin0 = act_a[0] & (rnd_a[4:0] == 5'd23);  // entry 0 ends its permutation now

    // ------------------------------------------------ what is equal when
    integer k;
    always @(*) begin
        if (reset_seen_q) begin
            assert(act_b == act_a && hold_b == hold_a && busy_b == busy_a
                   && slot_b == slot_a && snext_b == snext_a && take_b == take_a
                   && copy_b == copy_a && use_s_b == use_s_a && use_park_b == use_park_a
                   && ov_b == ov_a);
            assert(snext_a == slot_a + 2'd1);
            if (take_a) assert(plast_b == plast_a && ptag_b == ptag_a);
            if (ov_a) assert(octx_b == octx_a && otag_b == otag_a);
            for (k = 0; k < 4; k = k + 1)
                if (act_a[k] || hold_a[k])
                    assert(rnd_b[5*k +: 5] == rnd_a[5*k +: 5] && last_b[k] == last_a[k]
                           && tag_b[TAG_W*k +: TAG_W] == tag_a[TAG_W*k +: TAG_W]);
            // the control outputs
            assert(ready_b == ready_a && valid_b == valid_a && idle_b == idle_a);
            if (valid_a) assert(stag_b == stag_a);
            // the core's own control, as far as the claim needs it
            for (k = 0; k < 4; k = k + 1) begin
                if (act_a[k]) assert(rnd_a[5*k +: 5] <= 5'd23);
                if (hold_a[k]) assert(last_a[k] && !act_a[k]);
                // an entry in use has absorbed its message's last block exactly when no
                // message of its context is open
                if (act_a[k] || hold_a[k])
                    assert(last_a[k] == ~open_q[ctx_of(slot_a, k)]
                           && took_q[ctx_of(slot_a, k)]);
                if (open_q[ctx_of(slot_a, k)]) assert(!hold_a[k] && !last_a[k]);
            end
            // M0's selects: the parked state only for a next block of an open message
            // outside a permutation; S only in a permutation, to go on or, as it ends,
            // with a next block of an open message
            if (use_park_a) assert(take_a && !act_a[0] && open_q[slot_a]);
            if (use_s_a) assert(act_a[0] && (!fin0 || (take_a && open_q[slot_a])));
            if (take_a && act_a[0]) assert(fin0);
            // a digest leaves at the end of a last block's permutation or from the park
            // memory
            if (copy_a) assert((fin0 && last_a[0]) || hold_a[0]);
        end
        if (settled_q) assert(reset_seen_q);
        // the datapath of the watched contexts
        if (reset_seen_q) begin
            if (act_a[0] && post_q[ctx_of(slot_a, 0)]) assert(state_b == state_a);
            if (act_a[1] && post_q[ctx_of(slot_a, 1)]) assert(rl_b == rl_a);
            if (act_a[2] && post_q[ctx_of(slot_a, 2)]) assert(t2_b == t2_a && ab2_b == ab2_a);
            if (act_a[3] && post_q[ctx_of(slot_a, 3)]) assert(col_b == col_a && ab1_b == ab1_a);
            for (k = 0; k < 4; k = k + 1)
                if (post_q[ctx_of(slot_a, k)] && !act_a[k]
                    && (open_q[ctx_of(slot_a, k)] || hold_a[k]))
                    assert(park_b[1600*ctx_of(slot_a, k) +: 1600]
                           == park_a[1600*ctx_of(slot_a, k) +: 1600]);
            if (settled_q && watch_q[slot_a]) assert(pg_b == pg_a);
            // the claim
            if (ov_a && opost_q) assert(od_b == od_a && out_b == out_a);
        end
    end

    // (a digest of a watched message after an earlier message's output, the copies having
    // taken a block of a channel with different bytes before its boundary)
    always @(*) cover(reset_seen_q && rst_n && ov_a && opost_q && earlier_out);
endmodule
`default_nettype wire
