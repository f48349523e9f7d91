`default_nettype none
// Message isolation of the digest through the Keccak ring (issue 26, item 3), on
// rtl/sha3/hc_keccak_pipe_core.v (sha3_256_p2, sha3_256_p4: STAGES round units in a ring,
// one message context a ring slot, one output register), checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs") by k-induction.
//
// Two copies of the core see the same control on every channel (blk_valid, blk_first,
// blk_last, blk_tag, dig_ready, resets) and, on each channel, blocks of their own until a
// boundary the solver picks for that channel (`watch_start[c]`, at a clock no message of it
// is open and no block of it offered), the same blocks after it. Their registers start
// unknown and unequal. Asserted: every digest the output register holds of a context's
// message whose first block was taken after that context's boundary is the same in both
// copies: it depends on that message's blocks alone, not on an earlier message of its
// context, not on the other contexts' states circulating beside it in the ring, not on what
// the core held before a reset; the control outputs (blk_ready, dig_valid, dig_tag,
// ctx_idle) are the same at every clock after a reset.
//
// Relational invariants make the claim inductive (the wrapper reads the core's registers
// through probes, `Proof.probes`; a probe of the ring's per-stage registers is each stage's,
// stage 0 in the least significant bits):
// - after a reset the control registers are equal in both copies: every slot's act and
//   hold flags (reset, then each computed at the gate from equal registers or moved on),
//   the gate's context, the contexts' busy flags, the output's flag; a slot's lap, last
//   flag and tag while it is in a permutation or holds a digest (each written at the gate
//   whenever it is, from equal values); the output register's context and tag while it
//   holds a digest;
// - the ring's slots are the contexts': stage j holds the state of context
//   (gate - 1 - j) mod STAGES (the gate is stage STAGES - 1 and holds the gate's context; a
//   state moves one stage a clock as the gate's context counts on, and passes from the gate
//   to stage 0), so once context c's watched first block is
//   taken (`post[c]`, formal/hc_block_boundary.sv's boundary on channel c), the state in
//   its slot is equal in both copies while it is in use (in a permutation, holding a
//   digest, or waiting for the message's next block): the block enters stage 0 into a
//   state cleared by the first block (FIPS 202 Algorithm 8 step 5, S = 0^b), and in the
//   clock after a take the block register XORed into stage 0 (`pg_q`) holds that
//   context's block. A reset clears stage 0 only: the other stages' states go round
//   unused until a first block clears them, so an unused slot's state is not claimed;
// - a slot's flags against its channel's messages (formal/hc_block_boundary.sv's `open`):
//   in use, it has absorbed a last block exactly when no message is open; a held digest
//   follows a last block;
// - ghost state `opost`: the output register took its digest from the gate (a copy: a slot
//   at the gate holding a digest, the output register free) while the gate's context had
//   post set. Such a digest is equal in both copies (the claim).
module hc_keccak_pipe_core_isolation_props #(
    parameter RATE   = 1088,
    parameter STAGES = 2,
    parameter RPC    = 1,
    parameter TAG_W  = 2,           // the stream top's tid and error flag
    parameter DIGEST_BITS = 256
) (
    input wire                    clk,
    input wire                    rst_n,
    input wire [RATE*STAGES-1:0]  blk_data,        // copy A's blocks, a channel a context
    input wire [RATE*STAGES-1:0]  blk_data_other,  // copy B's, until a channel's boundary
    input wire [STAGES-1:0]       blk_first,
    input wire [STAGES-1:0]       blk_last,
    input wire [TAG_W*STAGES-1:0] blk_tag,
    input wire [STAGES-1:0]       blk_valid,
    input wire                    dig_ready,
    input wire [STAGES-1:0]       watch_start      // a channel's boundary may pass now
);
    localparam integer LAPS = 24 / (STAGES * RPC);
    localparam integer LW   = (LAPS > 1) ? $clog2(LAPS) : 1;
    localparam integer CW   = (STAGES > 1) ? $clog2(STAGES) : 1;
    localparam integer G    = STAGES - 1;          // the gate

    // ------------------------------------------------ the copies' outputs
    wire [STAGES-1:0]      ready_a, ready_b, idle_a, idle_b;
    wire [DIGEST_BITS-1:0] dig_a, dig_b;
    wire [TAG_W-1:0]       dtag_a, dtag_b;
    wire                   dvalid_a, dvalid_b;

    // ------------------------------------------------ the channels (formal/hc_block_channels.sv)
    wire [STAGES-1:0] took_q, open_q, watch_q, post_q;
    wire [RATE*STAGES-1:0] data_b;
    wire reset_seen_q, earlier_out;
    hc_block_channels #(.N_CTX(STAGES), .DATA_W(RATE), .TAG_W(TAG_W)) u_channels (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_data_other(blk_data_other),
        .blk_first(blk_first), .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid),
        .blk_ready(ready_a), .out_taken(dvalid_a & dig_ready), .watch_start(watch_start),
        .data_b(data_b), .reset_seen_q(reset_seen_q), .took(took_q), .open(open_q),
        .watched(watch_q), .post(post_q), .earlier_out(earlier_out)
    );

    // ------------------------------------------------ the two copies
    hc_keccak_pipe_core #(.RATE(RATE), .DIGEST_BITS(DIGEST_BITS), .STAGES(STAGES), .RPC(RPC),
                          .TAG_W(TAG_W)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_a),
        .dig_data(dig_a), .dig_tag(dtag_a), .dig_valid(dvalid_a), .dig_ready(dig_ready),
        .ctx_idle(idle_a)
    );
    hc_keccak_pipe_core #(.RATE(RATE), .DIGEST_BITS(DIGEST_BITS), .STAGES(STAGES), .RPC(RPC),
                          .TAG_W(TAG_W)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_b),
        .dig_data(dig_b), .dig_tag(dtag_b), .dig_valid(dvalid_b), .dig_ready(dig_ready),
        .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the core's registers (probes)
    wire [1600*STAGES-1:0]  st_a, st_b;      // the ring's states, stage j in slice j
    wire [LW*STAGES-1:0]    lap_a, lap_b;
    wire [TAG_W*STAGES-1:0] tag_a, tag_b;
    wire [STAGES-1:0]       act_a, act_b, last_a, last_b, hold_a, hold_b, busy_a, busy_b;
    wire [CW-1:0]           gate_a, gate_b, octx_a, octx_b;
    wire [RATE-1:0]         pg_a, pg_b;      // the block XORed into stage 0
    wire [DIGEST_BITS-1:0]  od_a, od_b;      // the output register
    wire [TAG_W-1:0]        otag_a, otag_b;
    wire                    ov_a, ov_b;

    // ------------------------------------------------ ghost state
    reg              opost_q = 1'b0;           // the output register took a watched digest
    // a copy now: the slot at the gate holds a digest and the output register is free
    wire copy = hold_a[G] & (~ov_a | dig_ready);
    integer k;
    always @(posedge clk)
        if (copy) opost_q <= post_q[gate_a];
    // the context whose state stage j holds
    function automatic [CW-1:0] slot_ctx(input [CW-1:0] gate, input integer j);
        slot_ctx = (gate + 2 * STAGES - 1 - j) % STAGES;
    endfunction

    // ------------------------------------------------ what is equal when
    always @(*) begin
        if (reset_seen_q) begin
            assert(act_b == act_a && hold_b == hold_a && gate_b == gate_a
                   && busy_b == busy_a && ov_b == ov_a);
            assert(gate_a <= G);
            for (k = 0; k < STAGES; k = k + 1)
                if (act_a[k] || hold_a[k])
                    assert(lap_b[LW*k +: LW] == lap_a[LW*k +: LW] && last_b[k] == last_a[k]
                           && tag_b[TAG_W*k +: TAG_W] == tag_a[TAG_W*k +: TAG_W]);
            if (ov_a) assert(octx_b == octx_a && otag_b == otag_a);
            // the control outputs
            assert(ready_b == ready_a && dvalid_b == dvalid_a && idle_b == idle_a);
            if (dvalid_a) assert(dtag_b == dtag_a);
            // the claim
            if (ov_a && opost_q) assert(od_b == od_a && dig_b == dig_a);
        end
        for (k = 0; k < STAGES; k = k + 1) begin
            if (reset_seen_q) begin
                // a slot's flags against its channel: a state in a permutation or holding
                // a digest has absorbed the message's last block exactly when no message
                // of its context is open; a digest is held after a last block, outside a
                // permutation; while a message is open its slot holds no digest and has
                // not absorbed a last block (it runs, or waits for the next block)
                if (act_a[k] || hold_a[k])
                    assert(last_a[k] == ~open_q[slot_ctx(gate_a, k)]
                           && took_q[slot_ctx(gate_a, k)]);
                if (hold_a[k]) assert(last_a[k] && !act_a[k]);
                if (open_q[slot_ctx(gate_a, k)]) assert(!hold_a[k] && !last_a[k]);
                // a watched context's slot, while its state is in use: in a permutation,
                // holding a digest or waiting for the message's next block (a reset clears
                // stage 0 only; the states in the other stages go on, unused, until a
                // first block clears theirs)
                if (post_q[slot_ctx(gate_a, k)]
                    && (act_a[k] || hold_a[k] || open_q[slot_ctx(gate_a, k)]))
                    assert(st_b[1600*k +: 1600] == st_a[1600*k +: 1600]);
            end
        end
        if (reset_seen_q && post_q[slot_ctx(gate_a, 0)]) assert(pg_b == pg_a);
    end

    // (a digest of a watched message after an earlier message's output, the copies having
    // taken a block of a channel with different bytes before its boundary)
    always @(*) cover(reset_seen_q && rst_n && ov_a && opost_q && earlier_out);

endmodule
`default_nettype wire
