`default_nettype none
// Message isolation of the digest through the parallel Keccak core's datapaths (issue 26,
// item 3), on rtl/sha3/hc_keccak_par_core.v (sha3_256_r1x2, r1x3, r1x4: CTX copies of
// hc_keccak_core side by side, one per message context, behind per-copy digest registers
// and one output register), checked by SymbiYosys (`hashcores prove`, docs/verification.md
// "Proofs") by k-induction.
//
// Two copies of the core see the same control on every channel (blk_valid, blk_first,
// blk_last, blk_tag, dig_ready, resets) and, on each channel, blocks of their own until a
// boundary the solver picks for that channel (`watch_start[c]`, at a clock no message of it
// is open and no block of it offered), the same blocks after it. Their registers start
// unknown and unequal. Asserted: every digest the output register holds of a context's
// message whose first block was taken after that context's boundary is the same in both
// copies, so it depends on that message's blocks alone: not on an earlier message of its
// context, not on the other contexts' messages before or beside it, not on what the core
// held before a reset; the control outputs (blk_ready, dig_valid, dig_tag, ctx_idle) are
// the same at every clock after a reset.
//
// Relational invariants make the claim inductive (the wrapper reads the cores' registers
// through probes, `Proof.probes`; a probe of the copies' datapaths is each context's
// register, context 0 in the least significant bits):
// - per datapath c, those of formal/hc_keccak_core_isolation_props.sv with channel c's
//   boundary: after a reset the datapath's control registers are equal; an idle datapath's
//   state is zero (FIPS 202 Algorithm 8 step 5); once the watched message's first block is
//   taken (`post[c]`) the state and the block register are equal;
// - after a reset the output side's control registers are equal: the digest registers'
//   flags, the output register's flag and its context while it holds a digest, the
//   contexts' message counts, the output arbiter's mask; the tags held with a digest;
// - ghost state: `hpost[c]`, copy c's digest register took its digest while post[c] was
//   set (a datapath's output after post[c] is the watched message's or a later one's, and
//   equal in both copies); `opost`, the output register took its digest from a register
//   with hpost set. The output register is loaded exactly when a digest register's flag
//   falls with the output's flag set after the clock (a flag rises only when the register
//   is empty, and falls only as the output register takes it, or at a reset, which clears
//   the output's flag too): so the wrapper follows the loads from the flags alone. A digest
//   register with hpost holds equal digests; so does the output register with opost.
module hc_keccak_par_core_isolation_props #(
    parameter RATE = 1088,
    parameter RPC  = 1,
    parameter CTX  = 2,
    parameter TAG_W = 2,           // the stream top's tid and error flag
    parameter DIGEST_BITS = 256
) (
    input wire                  clk,
    input wire                  rst_n,
    input wire [RATE*CTX-1:0]   blk_data,        // copy A's blocks, a channel a context
    input wire [RATE*CTX-1:0]   blk_data_other,  // copy B's, until a channel's boundary
    input wire [CTX-1:0]        blk_first,
    input wire [CTX-1:0]        blk_last,
    input wire [TAG_W*CTX-1:0]  blk_tag,
    input wire [CTX-1:0]        blk_valid,
    input wire                  dig_ready,
    input wire [CTX-1:0]        watch_start      // a channel's boundary may pass now
);
    localparam integer NG = 24 / RPC;                // round groups per permutation
    localparam integer GW = (NG > 1) ? $clog2(NG) : 1;
    localparam integer CW = (CTX > 1) ? $clog2(CTX) : 1;
    localparam [GW-1:0] G_LAST = NG - 1;
    localparam [GW-1:0] G_PRE  = (NG > 1) ? NG - 2 : 0;  // the group before the last

    // ------------------------------------------------ the copies' outputs
    wire [CTX-1:0]         ready_a, ready_b, idle_a, idle_b;
    wire [DIGEST_BITS-1:0] dig_a, dig_b;
    wire [TAG_W-1:0]       dtag_a, dtag_b;
    wire                   dvalid_a, dvalid_b;

    // ------------------------------------------------ the channels (formal/hc_block_channels.sv)
    wire [CTX-1:0] took_q, open_q, watch_q, post_q;
    wire [RATE*CTX-1:0] data_b;
    wire reset_seen_q, earlier_out;
    hc_block_channels #(.N_CTX(CTX), .DATA_W(RATE), .TAG_W(TAG_W)) u_channels (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_data_other(blk_data_other),
        .blk_first(blk_first), .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid),
        .blk_ready(ready_a), .out_taken(dvalid_a & dig_ready), .watch_start(watch_start),
        .data_b(data_b), .reset_seen_q(reset_seen_q), .took(took_q), .open(open_q),
        .watched(watch_q), .post(post_q), .earlier_out(earlier_out)
    );

    // ------------------------------------------------ the two copies
    hc_keccak_par_core #(.RATE(RATE), .DIGEST_BITS(DIGEST_BITS), .CTX(CTX), .RPC(RPC),
                         .TAG_W(TAG_W)) u_a (
        .clk(clk), .rst_n(rst_n), .blk_data(blk_data), .blk_first(blk_first),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_a),
        .dig_data(dig_a), .dig_tag(dtag_a), .dig_valid(dvalid_a), .dig_ready(dig_ready),
        .ctx_idle(idle_a)
    );
    hc_keccak_par_core #(.RATE(RATE), .DIGEST_BITS(DIGEST_BITS), .CTX(CTX), .RPC(RPC),
                         .TAG_W(TAG_W)) u_b (
        .clk(clk), .rst_n(rst_n), .blk_data(data_b), .blk_first(blk_first),
        .blk_last(blk_last), .blk_tag(blk_tag), .blk_valid(blk_valid), .blk_ready(ready_b),
        .dig_data(dig_b), .dig_tag(dtag_b), .dig_valid(dvalid_b), .dig_ready(dig_ready),
        .ctx_idle(idle_b)
    );

    // ------------------------------------------------ the cores' registers (probes)
    // each datapath's (hc_keccak_core), context c in bit c (slice c)
    wire [CTX-1:0]      run_a, load_a, wait_a, end_a, last_a, out_q_a, to_last_a;
    wire [CTX-1:0]      run_b, load_b, wait_b, end_b, last_b, out_q_b, to_last_b;
    wire [TAG_W*CTX-1:0] tagq_a, tagq_b;
    wire [GW*CTX-1:0]   g_a, g_b;
    wire [RATE*CTX-1:0] pg_a, pg_b;      // the block XORed into the state next
    wire [1600*CTX-1:0] state_a, state_b;
    // the output side (hc_keccak_par_core)
    wire [DIGEST_BITS*CTX-1:0] hd_a, hd_b;  // the digest registers
    wire [TAG_W*CTX-1:0]       ht_a, ht_b;
    wire [CTX-1:0]             hv_a, hv_b;
    wire [DIGEST_BITS-1:0]     od_a, od_b;  // the output register
    wire [TAG_W-1:0]           otag_a, otag_b;
    wire                       ov_a, ov_b;
    wire [CW-1:0]              octx_a, octx_b;
    wire [2*CTX-1:0]           pend_a, pend_b;
    wire [CTX-1:0]             mask_a, mask_b;  // the output arbiter's

    // ------------------------------------------------ ghost state
    reg [CTX-1:0] hpost_q = {CTX{1'b0}};  // digest register c took its digest after post
    reg [CTX-1:0] hv_prev_q, hpost_prev_q;  // last clock's flags
    reg           opost_q = 1'b0;
    // the output register took digest register c's digest at the last edge
    wire [CTX-1:0] moved = hv_prev_q & ~hv_a & {CTX{ov_a}};
    wire           opost = (|moved) ? |(moved & hpost_prev_q) : opost_q;
    integer k;
    always @(posedge clk) begin
        for (k = 0; k < CTX; k = k + 1) begin
            if (!rst_n) hpost_q[k] <= 1'b0;
            else if (out_q_a[k] && !hv_a[k]) hpost_q[k] <= post_q[k];  // (h_take)
        end
        hv_prev_q    <= hv_a;
        hpost_prev_q <= hpost_q;
        opost_q      <= opost;
    end

    // ------------------------------------------------ what is equal when
    always @(*) begin
        for (k = 0; k < CTX; k = k + 1) begin
            if (reset_seen_q) begin
                // a datapath: formal/hc_keccak_core_isolation_props.sv with channel k
                assert(run_b[k] == run_a[k] && load_b[k] == load_a[k] && wait_b[k] == wait_a[k]
                       && g_b[GW*k +: GW] == g_a[GW*k +: GW] && end_b[k] == end_a[k]
                       && out_q_b[k] == out_q_a[k] && to_last_b[k] == to_last_a[k]);
                assert(ready_b[k] == ready_a[k]);
                if (!run_a[k] && !wait_a[k] && !out_q_a[k])
                    assert(state_a[1600*k +: 1600] == 1600'd0
                           && state_b[1600*k +: 1600] == 1600'd0);
                if (!took_q[k])
                    assert(!run_a[k] && !wait_a[k] && !out_q_a[k] && !load_a[k]
                           && !to_last_a[k] && !end_a[k]);
                if (took_q[k])
                    assert(last_b[k] == last_a[k]
                           && tagq_b[TAG_W*k +: TAG_W] == tagq_a[TAG_W*k +: TAG_W]);
                if (run_a[k] || wait_a[k] || out_q_a[k]) assert(last_a[k] == ~open_q[k]);
                if (wait_a[k]) assert(!last_a[k] && !run_a[k] && !out_q_a[k]);
                if (out_q_a[k]) assert(last_a[k]);
                if (end_a[k]) assert(last_a[k] && run_a[k]);
                if (load_a[k]) assert(run_a[k]);
                if (to_last_a[k]) assert(run_a[k] && !load_a[k] && g_a[GW*k +: GW] == G_PRE);
                if (out_q_a[k]) assert(!end_a[k]);
                assert(g_a[GW*k +: GW] <= G_LAST);
                // the digest register: a tag is held with a digest; a digest taken after
                // post is equal
                if (hv_a[k]) assert(ht_b[TAG_W*k +: TAG_W] == ht_a[TAG_W*k +: TAG_W]);
                if (hv_a[k] && hpost_q[k])
                    assert(hd_b[DIGEST_BITS*k +: DIGEST_BITS] == hd_a[DIGEST_BITS*k +: DIGEST_BITS]);
                if (hpost_q[k]) assert(post_q[k]);
            end
            if (post_q[k])
                assert(state_b[1600*k +: 1600] == state_a[1600*k +: 1600]
                       && pg_b[RATE*k +: RATE] == pg_a[RATE*k +: RATE]);
        end
        if (reset_seen_q) begin
            assert(hv_b == hv_a && ov_b == ov_a && pend_b == pend_a && mask_b == mask_a);
            if (ov_a) assert(octx_b == octx_a && otag_b == otag_a);
            // the control outputs
            assert(dvalid_b == dvalid_a && idle_b == idle_a);
            if (dvalid_a) assert(dtag_b == dtag_a);
            // the claim
            if (ov_a && opost) assert(od_b == od_a && dig_b == dig_a);
        end
    end

    // (a digest of a watched message after an earlier message's output, the copies having
    // taken a block of that channel with different bytes before its boundary)
    always @(*) cover(reset_seen_q && rst_n && ov_a && opost && earlier_out);

endmodule
`default_nettype wire
