`default_nettype none
// The invariants that close formal/hc_stream_top_props.sv's message checks (MESSAGES 1)
// by k-induction (formal/hc_stream_top_ind_props.sv) on the multi-message SHA-3 top
// (hc_sha3_pipe_stream): hc_ctx_pad with N_CTX contexts in front of one of its Keccak
// cores (CORE), absorb only, one digest a message. Every input but clk and rst_n is a
// probe (Proof.probes); a per-context input is the concatenation of the contexts'
// registers, context 0 in the least significant bits. The router, the padding units and
// the model's queues have the invariants of formal/hc_ctx_router_facts.sv (u_router, its
// inputs probes too), to which these facts hand what the core holds of each context's
// messages, the core's ranking, and whether it holds anything of a context.
//
// The cores, L = 24 / RPC clocks a permutation:
// - "par": hc_keccak_par_core, a hc_keccak_core a context (c_*: each copy's control, as
//   "keccak" in formal/hc_block_core_msg_facts.sv: a message's first block taken while
//   idle and XORed into the cleared state in a load clock, a later block in the clock
//   before the permutation's last group or, not at hand then, waited for there; a last
//   block's digest offered L + 2 clocks after its take), the digest moved into the
//   copy's register (h_valid, h_tag) the clock it is offered if that register is empty,
//   and from there into the output register (o_*) by the round-robin arbiter
//   (formal/hc_rr_order.sv reads its mask), one a clock while the output is free;
//   a_pend, the messages of a copy whose
//   first block it took and whose digest has not moved into its register;
// - "ring": hc_keccak_pipe_core, N_CTX states in a ring of N_CTX stages, context c's
//   state at stage (gate + N_CTX - 1 - c) mod N_CTX, the gate (stage N_CTX - 1) holding
//   context `gate`'s; each state's registers travel with it (g_act: in a permutation,
//   g_lap: its lap of LAPS = L / N_CTX, g_last: of a message's last block, g_hold: the
//   digest held, g_tag); a state takes a block at the gate when its permutation ends
//   there with a block that is not its message's last, when it neither runs nor holds
//   a digest, or as its digest is copied into the output register (the output free);
//   g_busy: the context has a message in the ring;
// - "dsp4": hc_keccak_dsp_1600 with four contexts (paper 003's four messages in flight),
//   L = 96: a control ring of four entries travels with the pipeline's slots, entry k
//   the slot at M0 k clocks from now (g_act, g_rnd: its round 0 .. 23, g_last, g_hold: a
//   digest parked, g_tag), context c's slot entry (c - slot) mod 4 (slot: the context at
//   M0, slot_next its successor). A slot at M0 takes its context's block (d_take) and
//   copies its digest into the output register (d_copy) by choices made the clock
//   before from entry 1, the block's flags then registered (d_plast, d_ptag): its
//   permutation ends at M0 in round 23, where it takes the next block of its message,
//   or copies its digest if the output register is free then (else parks it, g_hold,
//   and copies it at a later pass), taking the next message's first block with the
//   copy; a slot neither running nor holding a digest takes a block at any pass.
//
// What ties the core to the model (a context's entries, oldest first: the digest in the
// output register; "par": the digest in the copy's register, the digest the copy
// offers; the message whose last block the core holds; each with its error flag):
// - "par": the copy's control (as the one-message core's); a copy offering a digest is
//   idle; a_pend counts a message the copy runs or offers; the copy's tag the bound
//   s_tid, and its register's; the arbiter's mask the requesters above one;
// - "ring": a running state's lap; a state holds a digest only when it does not run;
//   a state runs or holds a digest only while its context is busy; a busy context's
//   state not running a last block or holding a digest is between blocks of a message
//   that goes on; its tag the bound s_tid, and its error flag only on a last block;
// - "dsp4": the slot registers (slot_next slot's successor); a running entry's round; a
//   parked digest only on an entry that does not run; an entry runs or holds a digest
//   only while its context is busy; a choice to take made only for a block offered, its
//   registered flags the block's, on an entry that can take; a choice to copy made only
//   for a digest there, with the output register free; tags as the ring's;
// - the blocks of a message: the core holds a block of a message that goes on (a block
//   that is not its message's last, or a context between blocks) exactly while the
//   next block offered (or the one taken now) is not a first, which has the message's
//   s_tid;
// - the output bound, by a ranking (`rank`, the clocks until a context's oldest message
//   not in the output register is taken at the output, m_ready high from now on):
//   "par": a digest in the copy's register waits behind the contexts the arbiter's mask
//   puts before it, a clock each, and leaves the output register the clock after its
//   copy (1 + ahead); one the copy offers moves into the register first (N_CTX + 1); a
//   last block's is offered L + 2 clocks after its take (DONE); a later block is taken
//   L clocks after the one before it (MID), the first one once the copy is free (at
//   most L - 1 clocks) and the block offered; "ring": a state holding a digest reaches
//   the gate and is copied (the clocks to the gate, + 1), one running its last block
//   ends its permutation at the gate (LAPS laps of N_CTX clocks from its take), holds
//   its digest a lap and is copied (DONE = L + N_CTX + 1 from the take); the next block
//   is taken at the first pass of the gate once it is offered (at most N_CTX - 1 clocks
//   after the offer), a later block L clocks after the one before (MID); "dsp4": a
//   digest (parked, or due at the pass where its permutation ends) is copied at its
//   next pass of M0, four clocks later if the slot ahead copies in the clock before
//   (known from the slot ahead's entry for a pass within four clocks: a digest of its
//   own then; assumed further ahead), and leaves the output register the clock after
//   (DONE = L + 5 from the take); a block is taken at the first pass of M0 once it has
//   been offered a clock (at most four clocks after the offer). Each block of
//   the message still to be taken (the router's facts count them) adds MID. The oldest
//   message's age plus its rank is at most BOUND, the rank's most, which is proved (the
//   router's facts stop elaboration on any other: proofs._keccak_ctx_bound computes it), an
//   upper bound: the terms do not all occur together, and the least is not shown.
module hc_keccak_ctx_msg_facts #(
    parameter DATA_W      = 32,
    parameter BLOCK_W     = 1088,
    parameter TID_W       = 3,
    parameter MAX_BYTES_W = 61,
    parameter CORE        = "par",
    parameter N_CTX       = 2,
    parameter RPC         = 1,
    parameter DEPTH       = 8,
    parameter BOUND       = 101,   // the model's bound (the defaults' ranking's most)
    parameter L           = 24 / RPC,                          // clocks a permutation
    parameter GW          = (L > 1) ? $clog2(L) : 1,            // "par": a copy's group
    parameter LAPS        = (L / N_CTX > 0) ? L / N_CTX : 1,    // "ring": laps a permutation
    parameter LW          = (LAPS > 1) ? $clog2(LAPS) : 1,
    parameter CTX_W       = $clog2(N_CTX),
    parameter D_L         = 96,                                  // "dsp4": clocks a block
    parameter TAG_W       = TID_W + 1                           // {error flag, s_tid}
) (
    input wire                   clk,
    input wire                   rst_n,
    // the router's binding (its facts read it too), the block each context offers (its
    // padding unit's output register)
    input wire [N_CTX-1:0]       r_bound,
    input wire [TID_W*N_CTX-1:0] r_btid,
    input wire [N_CTX-1:0]       b_valid,
    // "par": the copies' control, {load, wait, end, to_last} a copy in c_flags
    input wire [N_CTX-1:0]       c_busy, c_last, c_dvalid,
    input wire [GW*N_CTX-1:0]    c_count,
    input wire [4*N_CTX-1:0]     c_flags,
    input wire [TAG_W*N_CTX-1:0] c_tag,
    // ... the copies' digest registers, the messages a copy has
    input wire [N_CTX-1:0]       h_valid,
    input wire [TAG_W*N_CTX-1:0] h_tag,
    input wire [2*N_CTX-1:0]     a_pend,
    // "ring": the states' registers a stage, the gate, the busy contexts
    input wire [N_CTX-1:0]       g_act, g_last, g_hold, g_busy,
    input wire [LW*N_CTX-1:0]    g_lap,
    input wire [TAG_W*N_CTX-1:0] g_tag,
    input wire [CTX_W-1:0]       gate,
    // "dsp4": the control ring's rounds, the slots, the choices made a clock ahead and the
    // block's registered flags; the flags and tag of the block each context offers
    input wire [5*N_CTX-1:0]     g_rnd,
    input wire [CTX_W-1:0]       slot, slot_next,
    input wire                   d_take, d_copy, d_plast,
    input wire [TAG_W-1:0]       d_ptag,
    input wire [N_CTX-1:0]       b_last,
    input wire [TAG_W*N_CTX-1:0] b_tag,
    // the output register
    input wire                   o_valid,
    input wire [TAG_W-1:0]       o_tag,
    input wire [CTX_W-1:0]       o_ctx
);
    localparam integer PAR = (CORE == "par"), RING = (CORE == "ring"), DSP4 = (CORE == "dsp4");
    localparam integer G   = N_CTX - 1;
    // the ranking's terms (header)
    localparam integer MID      = DSP4 ? D_L : L;
    localparam integer DONE     = PAR ? L + 2 + N_CTX + 1 : DSP4 ? D_L + 5 : L + N_CTX + 1;
    localparam integer OUT_REG  = 1;
    localparam integer LEN_W    = 0;
    localparam integer D_MAX    = 4 + OUT_REG;    // a block's last beats to its offer
    function integer f_max;
        input integer a, b;
        f_max = (a > b) ? a : b;
    endfunction
    localparam integer T0_MAX   = PAR ? f_max(L - 1, D_MAX) : DSP4 ? f_max(D_L - 1, D_MAX + 4)
                                : f_max(L - 1, D_MAX + N_CTX - 1);
    generate
        if (!PAR && !RING && !DSP4) begin : g_bad_core
            hc_error_CORE_must_be_par_ring_or_dsp4 u_error ();
        end
        if (DSP4 && (N_CTX != 4 || RPC != 1 || D_L != 96)) begin : g_bad_dsp4
            hc_error_dsp4_has_N_CTX_4_RPC_1_and_D_L_96 u_error ();
        end
        if (N_CTX < 2 || RPC < 1 || 24 % RPC != 0 || (RING && L % N_CTX != 0))
        begin : g_bad_n_ctx
            hc_error_N_CTX_at_least_2_and_RPC_dividing_24_or_the_ring_s_laps u_error ();
        end
    endgenerate

    // ------------------------------------------------------------------ the router
    // (formal/hc_ctx_router_facts.sv; its inputs but the core's are probes)
    localparam integer K = PAR ? 4 : 2;
    wire                   check;
    wire [K*N_CTX-1:0]     k_present, k_err;
    wire [N_CTX-1:0]       k_empty, next_mid;
    wire [TID_W*N_CTX-1:0] next_tid;
    wire [32*N_CTX-1:0]    rank, blocks, d_now;
    hc_ctx_router_facts #(
        .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .LEN_W(LEN_W), .TID_W(TID_W),
        .MAX_BYTES_W(MAX_BYTES_W), .OUT_REG(OUT_REG), .N_CTX(N_CTX), .K(K),
        .DEPTH(DEPTH), .BOUND(BOUND), .RANK_BASE(T0_MAX - MID + DONE + 1),
        .RANK_BLOCK(MID), .BOUND_EXACT(1)
    ) u_router (
        .clk(clk), .rst_n(rst_n), .k_present(k_present), .k_err(k_err), .k_rank(rank),
        .k_empty(k_empty), .k_taken({N_CTX{1'b0}}), .check(check), .next_mid(next_mid),
        .next_tid(next_tid), .blocks(blocks), .d_now(d_now)
    );

    // "par": the contexts the output's round-robin order puts before each
    // (formal/hc_rr_order.sv: its mask a probe of the arbiter's)
    wire [32*N_CTX-1:0] a_ahead;
    genvar c;
    if (PAR) begin : g_order
        hc_rr_order #(.N(N_CTX)) u_output_order (.check(check), .ahead(a_ahead));
    end else begin : g_no_order
        assign a_ahead = {32*N_CTX{1'b0}};
    end
    always @(*)
        if (check && o_valid) assert(o_ctx < N_CTX);
    // "dsp4": a digest due at entry j's next pass of M0 (parked, or its permutation ending
    // there)
    wire [N_CTX-1:0] d_due;
    genvar j;
    for (j = 0; j < N_CTX; j = j + 1) begin : g_due
        assign d_due[j] = g_hold[j] | (g_act[j] & g_last[j] & g_rnd[5*j +: 5] == 5'd23);
    end
    if (DSP4) begin : g_dsp4
        wire [CTX_W-1:0] at0 = slot;
        always @(*) begin
            if (check) begin
                assert(slot_next == slot + 1'b1);                 // the slots
                if (d_take) begin
                    assert(b_valid[at0] && d_plast == b_last[at0]   // a block offered
                           && d_ptag == b_tag[TAG_W*at0 +: TAG_W]);
                    assert((g_act[0] && g_rnd[4:0] == 5'd23 && !g_last[0])
                           || (!g_act[0] && !g_hold[0]) || d_copy);   // an entry that takes
                end
                if (d_copy) assert(d_due[0] && !o_valid);         // a digest, the output free
            end
        end
    end

    // ------------------------------------------------------------------ per context
    for (c = 0; c < N_CTX; c = c + 1) begin : g_ctx
        wire             bound = r_bound[c];
        wire [TID_W-1:0] btid  = r_btid[TID_W*c +: TID_W];
        wire             out   = o_valid && o_ctx == c;
        // "par": copy c's control (as "keccak" in formal/hc_block_core_msg_facts.sv)
        wire [GW-1:0]    count = c_count[GW*c +: GW];
        wire [3:0]       flags = c_flags[4*c +: 4];
        wire             k_load = flags[3], k_wait = flags[2], k_end = flags[1];
        wire             k_to_last = flags[0];
        wire             c_block = c_busy[c] | k_load | k_wait;
        wire [TAG_W-1:0] ctag  = c_tag[TAG_W*c +: TAG_W];
        wire [TAG_W-1:0] htag  = h_tag[TAG_W*c +: TAG_W];
        wire [1:0]       pend  = a_pend[2*c +: 2];
        // "ring": context c's state, at stage (gate + G - c) mod N_CTX; "dsp4": its
        // slot's control, at ring entry (c - slot) mod N_CTX
        wire [CTX_W:0]   at_sum = DSP4 ? c + N_CTX - slot : gate + G - c;
        wire [CTX_W-1:0] at = (at_sum >= N_CTX) ? at_sum - N_CTX : at_sum;
        wire             act  = g_act[at], last = g_last[at], hold = g_hold[at];
        wire [LW-1:0]    lap  = g_lap[LW*at +: LW];
        wire [4:0]       rnd  = g_rnd[5*at +: 5];
        wire [TAG_W-1:0] gtag = g_tag[TAG_W*at +: TAG_W];
        // "dsp4": the slot ahead's entry (it passes M0 a clock before this one)
        wire [CTX_W-1:0] ahead_at = at - 1'b1;
        // what the core holds of the context
        wire [TAG_W-1:0] tag  = PAR ? ctag : gtag;        // its running (or held) message's
        wire             fin  = PAR ? c_block & c_last[c] : (act & last) | hold;   // a last block
        wire             runs = PAR ? c_block | c_dvalid[c] : g_busy[c];   // a message in it
        wire             mid  = PAR ? c_block & ~c_last[c] : g_busy[c] & ~fin;   // between blocks
        // (each an expression: a probe handed on to the router's facts as it is, port to
        // port, would be cut from its register by the probe's connection)
        if (PAR) begin : g_par_entries
            assign k_present[4*c +: 4] = {fin, c_dvalid[c] & check, h_valid[c] & check, out};
            assign k_err[4*c +: 4] = {tag[TID_W] & fin, ctag[TID_W] & c_dvalid[c],
                                      htag[TID_W] & h_valid[c], o_tag[TID_W] & out};
            assign k_empty[c] = !runs && !h_valid[c] && !out;
        end else begin : g_ring_entries
            assign k_present[2*c +: 2] = {fin, out};
            assign k_err[2*c +: 2] = {tag[TID_W] & fin, o_tag[TID_W] & out};
            assign k_empty[c] = !runs && !out;
        end

        // the ranking (header): t_slot, the clocks until the core can take the context's
        // next block; `ready`, until it is offered
        integer c_left, c_done, ready, t_slot, to_gate, t_pass, t0, r;
        always @(*) begin
            // "par": copy c as the one-message core (formal/hc_block_core_msg_facts.sv)
            c_left = 0;
            c_done = 0;
            if (k_wait)
                c_left = 0;
            else if (k_load || (c_busy[c] && count == L - 1))
                c_left = L - 1;
            else if (c_busy[c])
                c_left = L - 2 - count;
            if (k_load || (c_busy[c] && count == L - 1 && !k_end))
                c_done = L + 1;
            else if (c_busy[c])
                c_done = L - count;
            // "ring": the clocks to the state's next pass of the gate; its permutation's
            // end there
            to_gate = G - at;
            ready   = b_valid[c] ? 0 : d_now[32*c +: 32];
            // "dsp4": the clocks to the slot's pass of M0 where its permutation ends (or
            // its next one)
            t_pass = act ? at + 4 * (23 - rnd) : at;
            if (PAR) begin
                t_slot = c_left;
                t0     = f_max(t_slot, ready);
            end else if (DSP4) begin
                // the first pass whose choice (a clock ahead) sees the block offered
                t_slot = (t_pass == 0 && !d_take) ? 4 : t_pass;
                t0     = b_valid[c] ? t_slot : f_max(t_slot, ready + 4);
            end else begin
                // the first pass of the gate at which the block is offered
                t_slot = act ? (LAPS - 1 - lap) * N_CTX + to_gate : to_gate;
                t0     = b_valid[c] ? t_slot : f_max(t_slot, ready + N_CTX - 1);
            end
            if (PAR) begin
                if (h_valid[c])       r = 1 + a_ahead[32*c +: 32];
                else if (c_dvalid[c]) r = N_CTX + 1;
                else if (fin)         r = c_done + N_CTX + 1;
                else                  r = t0 + (blocks[32*c +: 32] - 1) * MID + DONE;
            end else if (DSP4) begin
                if (fin) begin
                    // the digest's pass: copied then (a clock ahead: d_copy), or four
                    // clocks later behind the slot ahead's copy
                    if (t_pass == 0)      r = d_copy ? 1 : 5 + (d_due[N_CTX-1] ? 4 : 0);
                    else if (t_pass == 1) r = 2 + (d_copy ? 4 : 0);
                    else if (t_pass <= 3) r = t_pass + 1 + (d_due[ahead_at] ? 4 : 0);
                    else                  r = t_pass + 5;
                end else begin
                    r = t0 + (blocks[32*c +: 32] - 1) * MID + DONE;
                end
            end else begin
                if (hold)             r = to_gate + 1;
                else if (fin)         r = (LAPS - 1 - lap) * N_CTX + to_gate + N_CTX + 1;
                else                  r = t0 + (blocks[32*c +: 32] - 1) * MID + DONE;
            end
        end
        assign rank[32*c +: 32] = r;

        always @(*) begin
            if (check) begin
                if (PAR) begin
                    // copy c's control
                    if (c_busy[c] || k_wait) assert(count <= L - 1);
                    if (k_load) assert(c_busy[c] && count == 0);
                    if (k_wait) assert(!c_busy[c] && count == L - 1 && !c_last[c]);
                    assert(k_to_last == (c_busy[c] && !k_load && count == L - 2));
                    if (k_end) assert(c_busy[c] && !k_load && count == L - 1 && c_last[c]);
                    if (c_dvalid[c]) assert(!c_block);          // a digest offered: idle
                    assert(pend == (runs ? 2'd1 : 2'd0));        // a copy's messages
                end else begin
                    if (act && RING) assert(lap <= LAPS - 1);     // a running state's lap
                    if (act && DSP4) assert(rnd <= 23);           // ... entry's round
                    if (hold) assert(!act);
                    if (act || hold) assert(g_busy[c]);           // a busy context
                end
                if (tag[TID_W]) assert(fin || !(PAR ? c_block : g_busy[c]));   // error: last
                // blocks of a message: the core between two of them exactly while the
                // next block offered is not a first
                assert(mid == next_mid[c]);                       // a message going on
                if (mid)
                    assert(next_tid[TID_W*c +: TID_W] == tag[TID_W-1:0]);   // its next block's s_tid
                // the bound s_tid on what the core holds
                if (bound) begin
                    if (runs) assert(tag[TID_W-1:0] == btid);     // the core's s_tid
                    if (PAR && h_valid[c])
                        assert(htag[TID_W-1:0] == btid);          // the copy register's s_tid
                    if (out) assert(o_tag[TID_W-1:0] == btid);    // the output's s_tid
                end
            end
        end
    end
    wire unused = &{1'b0, clk};
endmodule
`default_nettype wire
