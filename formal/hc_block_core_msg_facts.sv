`default_nettype none
// The invariants that close formal/hc_stream_top_props.sv's message checks (MESSAGES 1)
// by k-induction (formal/hc_stream_top_ind_props.sv) on a one-message stream top of a
// padding unit (hc_stream_pad; with MD5 and RIPEMD the one unit of hc_ctx_pad) in front of
// a block core that hashes one block at a time, a beat a whole unit of the block (DATA_W
// divides BLOCK_W). Every input but clk and rst_n is a probe (Proof.probes): a register of
// the padding unit, the core or the message model (formal/hc_stream_message_check.sv, one
// queue).
//
// The core (CORE), STEP_CLOCKS clocks of rounds (steps) a block, its counter c_count:
// - "sha2": hc_sha2_core (CV_IN 0): a start clock and the rounds, c_count (n_q) the next
//   round's index mod STEP_CLOCKS, 0 while idle. It reads the offered block a word a
//   clock and takes it (blk_ready) in round 14 (c_count 15): until then the block it runs
//   is still the one offered. It is free for the next block the clock after its last
//   round, when a last block's digest is offered: a block every STEP_CLOCKS + 1 clocks.
// - "md5": hc_md5_core with one stage: it takes a block as it starts (c_count, cnt_q, the
//   block's clock, 0 while idle; c_flags, last_clk_q, its last clock); the next block of
//   the message is taken in the last clock (a block every STEP_CLOCKS clocks), a last
//   block's digest is offered the clock after it, and the next message starts then.
// - "ripemd": hc_ripemd_core with one stage: it takes a block as it starts (c_count,
//   step_q, the block's clock); the chaining addition follows the steps in a clock of its
//   own (c_flags, add_q), a last block's digest the clock after; the next block of the
//   message is taken in the addition's clock with CHAIN_TAKE (two steps a clock), else
//   the clock after (a block every STEP_CLOCKS + 2 - CHAIN_TAKE clocks).
// - "keccak": hc_keccak_core, STEP_CLOCKS round groups a permutation (c_count, g_q, the
//   group; c_busy, run_q; c_flags {load_q, wait_q, end_q, to_last_q}). A message's first
//   block is taken while idle and XORed into the cleared state in a load clock before
//   its permutation; a later block is taken in the clock before the last group of the
//   permutation before it (or, not at hand then, the core waits before that group) and
//   XORed in during that group: a block every STEP_CLOCKS clocks, a last block's digest
//   offered STEP_CLOCKS + 2 clocks after its take, and the next message's first block
//   taken in the clock that digest is.
// - "luffa": hc_luffa_core with one stage, STEP_CLOCKS clocks a round (c_count, phase_q,
//   the round's clock from 1 while c_busy, rnd_q; a round of one clock has no phases);
//   c_flags {blank_q, final_q, blanks_q}: the round is a blank one, the last, and the
//   blank rounds still to start. It takes a block as its round starts, the next round
//   starting the clock after; after a message's last block BLANKS blank rounds (spec
//   3.5), the digest offered the clock after the last: a block every STEP_CLOCKS clocks
//   (and at least every 2: the padding unit's output register refills the clock after
//   it empties), a digest (BLANKS + 1) STEP_CLOCKS clocks after the last block's take.
//   With S-box memories (SBOX_LOAD 16) no round starts in the 16 clocks after reset that
//   write them (l_loading, loading_q, and l_load_at, load_addr_q, the entry written).
// - "keccak_dsp_compact", "keccak_dsp_1600": hc_keccak_dsp_compact, and
//   hc_keccak_dsp_1600 with one context: it takes a block as its permutation starts
//   (c_busy, busy_q), which then runs to clock STEP_CLOCKS - 1 (c_count: compact
//   {rnd_q, ph_q}, clock 7 rnd_q + ph_q, round 0 from phase 1; 1600 cnt_q, 0 while idle);
//   the digest is offered, and the next block can be taken, the clock after: a block
//   every STEP_CLOCKS clocks.
//
// What ties the model to the registers:
// - the queue holds, oldest first, the messages whose s_tlast was taken and whose output
//   was not: the one whose digest is offered (e_out), the one whose last block the core
//   holds (e_core; Luffa: or its blank rounds), the one whose final block waits in the
//   padding unit's output register (e_preg, OUT_REG 1; not the block the core reads) and
//   the one that has ended in its accumulator (e_pad); each entry's s_tid and error flag
//   are those registers';
// - the model's open message is the padding unit's (in_msg_q), with its s_tid, error
//   flag and, while it is good, its byte count; the padding unit's own facts
//   (formal/hc_pad_msg_facts.sv);
// - the blocks of a message: a block in the core that is not its message's last is
//   followed by a block of the same message (its s_tid) that is not a first;
// - the output bound, by a ranking: r_next, the clocks until the oldest message whose
//   digest is not offered yet has it taken, m_ready high from now on, drops by one every
//   such clock; the oldest message's age plus it is at most BOUND. A message with n
//   blocks still to start, the first of which can start in t0 clocks, has its digest
//   taken in t0 + (n - 1) MID + DONE clocks (MID: clocks from a block's take to the
//   next one's of the same message; DONE: from a last block's take to its digest taken).
//   The rank is at most its largest terms together: the core as far from taking a block
//   as it can be beside one of the message waiting for it (LEFT_MAX clocks; SHA-2: the
//   round after it took the block before, STEP_CLOCKS - 15), that block (in the output
//   register, OUT_REG 1) and, from the accumulator, two more (a done block and the pad
//   byte's). So BOUND = LEFT_MAX + (1 + OUT_REG) MID + DONE + 1 (MIN_BOUND) is proved;
//   the facts stop elaboration on any other (proofs._stream_bound computes it for the
//   records and docs: a BOUND that differs means the two have drifted apart). An upper
//   bound: the terms do not all occur together (the accumulator fills a beat a clock);
//   the least bound is not shown.
module hc_block_core_msg_facts #(
    parameter DATA_W      = 32,
    parameter BLOCK_W     = 512,
    parameter LEN_W       = 64,    // the length field's bits
    parameter MAX_BYTES_W = 61,
    parameter CORE        = "sha2",
    parameter STEP_CLOCKS = 64,    // clocks of a block's rounds (steps)
    parameter CHAIN_TAKE  = 0,     // "ripemd": the next block taken in the addition's clock
    parameter BLANKS      = 1,     // "luffa": blank rounds after a message's last block
    parameter SBOX_LOAD   = 0,     // "luffa": clocks after reset before a round (0 or 16)
    parameter OUT_REG     = 1,     // the padding unit's output register (0: MD5, RIPEMD)
    parameter DEPTH       = 4,     // the model's queue (a power of 2)
    parameter BOUND       = 245,   // the model's bound: clocks to an output
    parameter CNT_W       = (CORE == "ripemd" || CORE == "keccak_dsp_1600") ? 7
                          : (CORE == "keccak_dsp_compact") ? 8
                          : (CORE == "luffa") ? ((STEP_CLOCKS > 8) ? 4 : (STEP_CLOCKS > 4) ? 3
                                                 : (STEP_CLOCKS > 2) ? 2 : 1)
                          : $clog2(STEP_CLOCKS),
    parameter FLAGS_W     = (CORE == "keccak" || CORE == "luffa") ? 4 : 1,
    parameter TAG_W       = 2,     // the core's tag: {error flag, s_tid}
    parameter BYTES_W     = MAX_BYTES_W + $clog2(DATA_W / 8 + 1),   // the model's count
    parameter AGE_W       = $clog2(BOUND + 2),                       // ... and ages
    parameter POS_W       = $clog2(BLOCK_W / DATA_W)
) (
    input wire                   clk,
    input wire                   rst_n,
    input wire                   started,   // hc_axis_hold's: the first clock is over
    // the padding unit (hc_stream_pad)
    input wire                   p_acc_done, p_acc_fin, p_in_msg, p_err, p_tid,
    input wire [MAX_BYTES_W-1:0] p_count,   // hc_pad_byte_count's
    input wire [POS_W-1:0]       p_pos,     // the fill position, in beats
    // ... its output register (OUT_REG 1; not read with 0)
    input wire                   o_valid, o_first, o_last, o_err, o_tid,
    // the core: running a block, its counter, its last clock or chaining addition, the
    // block's flags, the digest offered
    input wire                   c_busy,
    input wire [CNT_W-1:0]       c_count,
    input wire [FLAGS_W-1:0]     c_flags,
    input wire                   c_first, c_last,
    input wire [TAG_W-1:0]       c_tag,
    input wire                   c_dvalid,
    // Luffa's S-box loader (SBOX_LOAD 16; not read with 0)
    input wire                   l_loading,
    input wire [3:0]             l_load_at,
    // the message model (hc_stream_message_check): the open message, the queue
    input wire                   q_open, q_tid, q_bad,
    input wire [BYTES_W-1:0]     q_bytes,
    input wire [$clog2(DEPTH+1)-1:0] q_count,
    input wire [$clog2(DEPTH)-1:0]   q_head,
    input wire [DEPTH-1:0]       q_ftid, q_ferr, q_held,
    input wire [AGE_W*DEPTH-1:0] q_age
);
    localparam integer BLOCK_BYTES = BLOCK_W / 8;
    localparam integer BEAT_BYTES  = DATA_W / 8;
    localparam integer SLOT_W      = $clog2(DEPTH);
    localparam integer L           = STEP_CLOCKS;
    localparam integer SHA2 = (CORE == "sha2"), MD5 = (CORE == "md5");
    localparam integer RIPEMD = (CORE == "ripemd"), KECCAK = (CORE == "keccak");
    localparam integer LUFFA = (CORE == "luffa");
    localparam integer DSPC = (CORE == "keccak_dsp_compact"), DSP1600 = (CORE == "keccak_dsp_1600");
    // the core's timing (header): MID (at least the padding unit's 1 + OUT_REG clocks
    // between blocks), DONE, LEFT_MAX
    localparam integer MID_CORE = SHA2 ? L + 1 : RIPEMD ? L + 2 - CHAIN_TAKE : L;
    localparam integer MID  = (MID_CORE > 1 + OUT_REG) ? MID_CORE : 1 + OUT_REG;
    localparam integer DONE = (SHA2 || MD5) ? L + 1 : LUFFA ? (BLANKS + 1) * L
                            : (DSPC || DSP1600) ? L : L + 2;
    localparam integer LEFT_CORE = SHA2 ? L - 15 : RIPEMD ? L + 1 - CHAIN_TAKE : L - 1;
    localparam integer LEFT_MAX = (SBOX_LOAD > LEFT_CORE) ? SBOX_LOAD : LEFT_CORE;
    localparam integer MIN_BOUND = LEFT_MAX + (1 + OUT_REG) * MID + DONE + 1;
    generate
        if (!SHA2 && !MD5 && !RIPEMD && !KECCAK && !LUFFA && !DSPC && !DSP1600)
        begin : g_bad_core
            hc_error_CORE_must_be_a_kind_the_header_names u_error ();
        end
        if ((DSPC && L != 168) || (DSP1600 && L != 96)) begin : g_bad_dsp_clocks
            hc_error_STEP_CLOCKS_must_be_168_or_96_with_the_DSP_Keccak_cores u_error ();
        end
        if (OUT_REG != ((MD5 || RIPEMD) ? 0 : 1)) begin : g_bad_out_reg
            hc_error_OUT_REG_must_be_0_with_md5_and_ripemd_else_1 u_error ();
        end
        if (BLANKS != 1 && (BLANKS != 2 || !LUFFA)) begin : g_bad_blanks
            hc_error_BLANKS_must_be_1_or_2_with_luffa u_error ();
        end
        if (SBOX_LOAD != 0 && (SBOX_LOAD != 16 || !LUFFA)) begin : g_bad_sbox_load
            hc_error_SBOX_LOAD_must_be_0_or_16_with_luffa u_error ();
        end
        if (CHAIN_TAKE != 0 && (CHAIN_TAKE != 1 || !RIPEMD)) begin : g_bad_chain_take
            hc_error_CHAIN_TAKE_must_be_0_or_1_with_ripemd u_error ();
        end
        // SHA-2 takes the block in round 14; MD5's counter wraps after the last clock;
        // Keccak's next block is taken in the group before the last
        if (SHA2 ? L < 16 : MD5 ? (L < 2 || (L & (L - 1)) != 0) : L < (LUFFA ? 1 : 2))
        begin : g_bad_clocks
            hc_error_STEP_CLOCKS_too_few_or_not_a_power_of_2_with_md5 u_error ();
        end
        if (BOUND != MIN_BOUND) begin : g_bad_bound
            hc_error_BOUND_must_be_MIN_BOUND u_error ();
        end
    endgenerate

    // ---------------------------------------------------------------- the core's view
    // c_block: the core holds a block (its rounds, or its chaining addition); c_left:
    // clocks until it can take the next block of the message it runs (0: now); c_done:
    // until a last block's digest is offered; c_holds: the block it runs is still the
    // one offered (not taken yet)
    wire    k_load = c_flags[FLAGS_W-1], k_wait = c_flags[FLAGS_W-2 < 0 ? 0 : FLAGS_W-2];
    wire    k_end  = c_flags[FLAGS_W-3 < 0 ? 0 : FLAGS_W-3], k_to_last = c_flags[0];
    wire    l_blank = c_flags[FLAGS_W-1], l_final = c_flags[FLAGS_W-2 < 0 ? 0 : FLAGS_W-2];
    wire [1:0] l_blanks = c_flags[1:0];
    wire    c_block = c_busy | (RIPEMD && c_flags[0]) | (KECCAK && (k_load || k_wait))
                    | (LUFFA && l_blanks != 0);
    // the core holds a message's last block (Luffa: or its blank rounds)
    wire    c_final = LUFFA ? (c_busy && (c_last || l_blank)) || l_blanks != 0 : c_last;
    integer c_left, c_done;
    reg     c_holds;
    always @(*) begin
        c_left  = 0;
        c_done  = 0;
        c_holds = 1'b0;
        if (SHA2) begin
            // round t has c_count = t + 1 mod L; the core is free the clock after
            // round L - 1 (c_count 0), L - t clocks from round t
            c_left  = !c_busy ? 0 : (c_count == 0) ? 1 : L + 1 - c_count;
            c_done  = c_left;
            c_holds = c_busy && c_count >= 1 && c_count <= 15;
        end else if (MD5) begin
            // the next block is taken in the last clock (c_count L - 1)
            c_left = c_busy ? L - 1 - c_count : 0;
            c_done = c_busy ? L - c_count : 0;
        end else if (RIPEMD) begin
            // the addition's clock after the last step (c_count L - 1)
            c_left = c_busy ? L - c_count + 1 - CHAIN_TAKE : c_flags[0] ? 1 - CHAIN_TAKE : 0;
            c_done = c_busy ? L - c_count + 1 : c_flags[0] ? 1 : 0;
        end else if (KECCAK) begin
            // the next block is taken in group L - 2; in the last group (L - 1) without
            // end_q the block held was taken in the clock before (its permutation next)
            if (k_wait)
                c_left = 0;
            else if (k_load || (c_busy && c_count == L - 1))
                c_left = L - 1;
            else if (c_busy)
                c_left = L - 2 - c_count;
            if (k_load || (c_busy && c_count == L - 1 && !k_end))
                c_done = L + 1;
            else if (c_busy)
                c_done = L - c_count;
        end else if (LUFFA) begin
            // a round ends in phase L - 1, the next starts the clock after; a last
            // block's round is followed by BLANKS blank rounds, a blank round by l_blanks
            c_left = c_busy ? L - c_count : 0;
            c_done = c_left + L * ((c_busy && c_last && !l_blank) ? BLANKS : l_blanks);
            // the S-box memories' entries still to write
            if (SBOX_LOAD != 0 && l_loading)
                c_left = 16 - l_load_at;
        end else begin
            // the DSP Keccak cores: free the clock after clock L - 1
            c_left = !c_busy ? 0 : DSPC ? L - 7 * c_count[7:3] - c_count[2:0] : L - c_count;
            c_done = c_left;
        end
    end
    wire c_err = c_tag[1];
    wire c_tid = c_tag[0];

    // the padding unit (formal/hc_pad_msg_facts.sv: its inputs are probes of their own)
    wire p_live, p_mid, p_ended, p_ended_err, p_reg_ended, n_mid;
    hc_pad_msg_facts #(
        .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .TID_W(1), .MAX_BYTES_W(MAX_BYTES_W),
        .OUT_REG(OUT_REG)
    ) u_pad (
        .check(started & rst_n), .live(p_live), .mid(p_mid), .ended(p_ended),
        .ended_err(p_ended_err), .reg_ended(p_reg_ended), .next_mid(n_mid)
    );

    // the output register holds the next block to start (not the one the core reads)
    wire reg_next = (OUT_REG != 0) & o_valid & ~c_holds;
    // the block after the core's: not a first block, and its message's s_tid
    wire after_mid = c_holds ? p_mid : n_mid;
    wire after_tid = reg_next ? o_tid : p_tid;

    // the messages whose s_tlast was taken and whose output was not, oldest first
    wire e_out  = c_dvalid;
    wire e_core = c_block & c_final;
    wire e_preg = p_reg_ended & ~c_holds;
    wire e_pad  = p_ended;
    wire [SLOT_W-1:0] at_core = q_head + e_out;
    wire [SLOT_W-1:0] at_preg = q_head + e_out + e_core;
    wire [SLOT_W-1:0] at_pad  = q_head + e_out + e_core + e_preg;

    // The ranking (header): the blocks the accumulator still makes of its ended message
    // (a final block; a done block and a tail, or a done block and the pad byte's block,
    // which starts at position 0 and so holds the length; the pad byte's block alone, and
    // its tail if the length does not fit behind it), the clocks until the first block
    // still to start can (the output register's now; the accumulator's done block in 1,
    // its pad byte's in 2), and the rank.
    integer pad_at, acc_blocks, n, ready, t0, r_next;
    always @(*) begin
        pad_at = p_pos * BEAT_BYTES;
        if (p_acc_done)
            acc_blocks = p_acc_fin ? 1 : 2;
        else
            acc_blocks = (pad_at + 1 + LEN_W / 8 <= BLOCK_BYTES) ? 1 : 2;
        n     = e_preg ? 1 : (reg_next ? 1 : 0) + acc_blocks;
        // (no output register: the accumulator's done block is offered now)
        ready = (reg_next || c_holds) ? 0 : p_acc_done ? OUT_REG : 1 + OUT_REG;
        t0    = (c_left > ready) ? c_left : ready;
        r_next = e_core ? c_done : t0 + (n - 1) * MID + DONE;
    end
    wire [AGE_W-1:0] head_age = q_age[AGE_W*q_head +: AGE_W];

    always @(*) begin
        if (started && rst_n) begin
            // ---------------------------------------------------------- the output bound
            if (e_core || e_preg || e_pad) assert(r_next <= BOUND - 1);   // its rank
            if (q_count != 0 && q_held[q_head])
                assert(head_age + (e_out ? 0 : r_next) <= BOUND);   // the oldest one's time

            // ---------------------------------------------------------- the core
            if (c_dvalid) assert(!c_block);         // a digest offered: the core idle
            if (c_err) assert(c_final || !c_block); // an error flag only on a final block
            if (SHA2) begin
                if (!c_busy) assert(c_count == 0);
                assert(c_count <= L - 1);
            end
            if (MD5) begin
                if (!c_busy) assert(c_count == 0);
                assert(c_flags[0] == (c_busy && c_count == L - 1));
            end
            if (RIPEMD) begin
                if (c_busy) assert(c_count <= L - 1);
                if (c_flags[0]) assert(!c_busy);
            end
            if (KECCAK) begin
                if (c_busy || k_wait) assert(c_count <= L - 1);
                if (k_load) assert(c_busy && c_count == 0);
                if (k_wait) assert(!c_busy && c_count == L - 1 && !c_last);
                assert(k_to_last == (c_busy && !k_load && c_count == L - 2));
                if (k_end) assert(c_busy && !k_load && c_count == L - 1 && c_last);
            end
            if (LUFFA) begin
                assert(l_blanks <= BLANKS);
                if (L == 1) assert(!c_busy);
                if (c_busy) assert(c_count >= 1 && c_count <= L - 1);
                if (c_busy && l_blank) assert(!c_last);
                if (c_busy && l_final) assert(l_blank && l_blanks == 0);   // the last blank
                if (c_busy && l_blank && !l_final) assert(BLANKS == 2 && l_blanks == 1);
                if (c_busy && c_last) assert(l_blanks == 0);
                if (l_blanks != 0) assert(!c_busy || (l_blank && !l_final));
                // nothing starts while the S-box memories are written
                if (SBOX_LOAD != 0 && l_loading) assert(!c_block && !c_dvalid);
            end
            if (DSPC && c_busy)
                assert(c_count[7:3] <= 23 && c_count[2:0] <= 6 && c_count != 0);
            if (DSP1600) begin
                if (!c_busy) assert(c_count == 0);
                assert(c_count <= L - 1);
            end
            // the block the core reads is the one offered
            if (c_holds) begin
                assert(o_valid);                      // the block offered
                assert(o_first == c_first && o_last == c_last);   // the block's flags
                assert(o_err == c_err && o_tid == c_tid);   // the block's tag
            end

            // ---------------------------------------------------------- blocks of a message
            if (c_block && !c_final) begin
                assert(after_mid);                    // next
                assert(after_tid == c_tid);           // its message's tid
            end

            // ---------------------------------------------------------- the model
            assert(q_open == p_in_msg);
            if (q_open) begin
                assert(q_tid == p_tid);
                assert(q_bad == p_err);
                if (!q_bad) assert(q_bytes == p_count);
            end
            assert(q_count == e_out + e_core + e_preg + e_pad);       // the queue's messages
            // each entry's s_tid and error flag
            if (e_out)
                assert(q_ftid[q_head] == c_tid && q_ferr[q_head] == c_err);   // entry: digest
            if (e_core)
                assert(q_ftid[at_core] == c_tid && q_ferr[at_core] == c_err); // entry: core
            if (e_preg)
                assert(q_ftid[at_preg] == o_tid && q_ferr[at_preg] == o_err); // entry: register
            if (e_pad)
                assert(q_ftid[at_pad] == p_tid && q_ferr[at_pad] == p_ended_err); // entry: pad
        end
    end
    wire unused = &{1'b0, clk};
endmodule
`default_nettype wire
