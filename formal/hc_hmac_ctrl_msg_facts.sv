`default_nettype none
// The invariants that close the operation checks of formal/hc_hmac_top_props.sv
// (MESSAGES 1: its model of the operations) by k-induction on a one-message HMAC top
// with key contexts
// (hc_hmac_front: hc_hmac_ctrl, its KEYS and STATE_PAIRS; its register slice
// hc_axis_slice; hc_stream_pad with its output register) in front of a block core that
// hashes one block at a time, its kind CORE: "md5", hc_md5_core with one stage, which
// takes a block as it starts it (c_count, cnt_q, the block's clock, 0 while idle;
// c_flag, last_clk_q, its last clock); "ripemd", hc_ripemd_core with one stage, which
// takes a block as it starts it (c_count, step_q, the block's clock; c_flag, add_q, the
// chaining addition's clock after the steps, the block still in the core); "sha2",
// hc_sha2_core with CV_IN 1 (STATE_PAIRS 1), which reads the offered block a word a
// clock and takes it in round 14 (c_count, n_q, the next round's index, 0 while idle):
// until then the block it runs is still the one offered (c_holds); "wave", hc_sha1_core
// on hc_wave_sched with one stage and one context (s_*: the scheduler's registers), whose
// block is in the stage, the exit register or, a last one, its digest pending in H, one
// at a time, with the context's tag (tid_q, set as a first block enters), the digest
// register keeping its own (the core may take the next message's first block while a
// digest is held, but with key contexts a first block waits for it). Every input but clk
// and rst_n is a probe (Proof.probes): a register of the controller, the slice, the
// padding unit, the core or the model.
//
// The messages in flight, newest first, sit at six places: the controller's own streams
// (gen, the state gen_q, and count_q of their words sent), the slice's beat (S), the
// padding unit's accumulator (A) and output register (R), the core's block (C) and its
// digest (D). A message can span several of them; the newest place it occupies holds
// its last piece. Each carries its tag {prefix, op, key, err, tid} (hc_hmac_ctrl; C and
// D without the prefix): ops 0 MAC, 1 KEY, 2 WIPE, 3 reserved from the user; 2 WIPE,
// 4 IPAD, 5 OPAD (K0 ^ pad: a block and the padding block behind it, which the
// controller drops), 6 OUTER (a MAC's inner digest) from the controller.
//
// What ties the model (its last operation m, its key states, its MACs awaiting output)
// to them:
// - m is open exactly while the controller has a user operation under way; its s_tid,
//   malformed flag and byte count are the padding unit's message's, with the slice's
//   beat added (`s_*`: the padding unit's rules applied to that beat: a partial beat
//   before the last, a hole in a last beat's s_tkeep, a tag unlike the message's, the
//   count reaching 2^MAX_BYTES_W);
// - a user MAC or KEY blocks the stream from its last beat until the controller is done
//   with its digest, so the only one in flight is m, newest, with m's tag, and its last
//   piece's error flag is m's malformed flag; a MAC is in flight only while m is open or
//   the controller waits for its digest (G_WAIT), a KEY also while the key is filled
//   (G_KFILL);
// - the MACs awaiting output: an OUTER message in flight (the older, with its MAC's
//   s_tid and error flag in its tag's tid and err, and no error of its own: the
//   controller's stream is well formed) and m while the controller waits for its inner
//   digest; the inner digest's error is m's malformed flag, the reserved operation, or
//   no key in m's context, which the controller registers (no_key_q) as m's first block
//   goes to the core;
// - the key states: a context holds a key in the model exactly as hc_hmac_ctrl's
//   loaded_q will say once the operations in flight for it are done: the newest of them
//   decides (a WIPE clears it; a KEY loads it when well formed, clears it otherwise; the
//   controller's key blocks, and an OPAD message in flight, load it), else loaded_q;
// - one key (KEYS 0): K0 is loaded (k0_loaded_q) as the model says, but while a KEY's
//   digest is awaited; a MAC's tag carries its key state (err), K0 ^ ipad goes into its
//   message ahead of its first beat, which waits, held by the source (AXI4-Stream),
//   while K0 ^ ipad goes in (G_MIPAD; the MAC is then `up`, its tag the held beat's), and
//   K0 ^ opad ahead of its inner digest (G_MOPAD: the OUTER message's first block);
// - the padding unit's facts (formal/hc_pad_msg_facts.sv), the core's (its counter) and
//   the order of blocks: a block in the core that is not its message's last is followed
//   by one of the same message that is not a first; one that is (but the key blocks,
//   whose padding block follows) by a first block.
// - the output bound (BOUND, its model's age: hc_hmac_top_props), by a ranking: the
//   clocks until the oldest MAC's output, m_ready high from now on, at most rank_outer
//   (an OUTER message in flight: the oldest thing in flight, its MAC's inner digest the
//   last one out) or rank_m (m waiting for its inner digest: every block still to take
//   is m's or older, then OUTER_TAIL, the clocks from the inner digest offered to the
//   OUTER digest offered); the oldest one's age plus it is at most BOUND. A chain of n
//   blocks still to take, the next taken in wait_next clocks, ends with the last one's
//   digest offered in wait_next + (n - 1) GAP + DONE clocks: DONE from a block's take
//   (SHA-2: its start; the wave scheduler: its grant) to its digest offered, GAP at
//   least the clocks between two takes (a block of the same message: the core free; a
//   first block: its digest before offered and done with, a WIPE's state entries
//   written, the write's register, then the state loaded: the memory and cv_q, or the
//   SHA-2 core's six clocks; KEYS 0: none of them). wait_next is the later of the core
//   being free for the next block and that block reaching the output register (the
//   accumulator's blocks a clock apart, a stream's last beat three clocks from the
//   slice, the controller's words one a clock, K0 ^ opad's every other clock). Blocks in
//   flight: the output register's, the accumulator's two at most, the slice's last
//   beat's one or two, so at most four: MIN_BOUND = (GAP - 1) + 3 GAP + DONE +
//   OUTER_TAIL + 1 (proofs._hmac_bound computes it for the records and docs; the facts
//   stop elaboration on any other). An upper bound: four blocks each a GAP apart do not
//   all occur with a core as far from free as it can be; the least bound is not shown.
module hc_hmac_ctrl_msg_facts #(
    parameter DATA_W      = 32,
    parameter TID_W       = 1,
    parameter KEYS        = 4,
    parameter BLOCK_W     = 512,
    parameter DIGEST_BITS = 128,
    parameter MAX_BYTES_W = 8,
    parameter CORE        = "md5",
    parameter STATE_PAIRS = 0,     // hc_hmac_ctrl's (0: the state read into cv_q)
    parameter STEP_CLOCKS = 64,    // the core's clocks of steps a block
    parameter BOUND       = 418,   // the output bound the ranking gives: MIN_BOUND, below
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1,
    parameter SLOTS       = (KEYS > 0) ? KEYS : 1,     // keys kept
    parameter PTID_W      = 3 + KEY_W + 1 + TID_W,
    parameter KEY_WORDS   = BLOCK_W / DATA_W,
    parameter DIG_WORDS   = (DIGEST_BITS + DATA_W - 1) / DATA_W,
    parameter COUNT_W     = $clog2(KEY_WORDS + DIG_WORDS + SLOTS + 1) + 1,
    parameter CNT_W       = (CORE == "ripemd") ? 7 : $clog2(STEP_CLOCKS),  // (wave: the wave's)
    parameter AGE_W       = $clog2(BOUND + 2),
    parameter WIPE_W      = STATE_PAIRS ? 3 : 1    // hc_hmac_ctrl's wipe_count_q
) (
    input wire                   clk,
    input wire                   rst_n,
    input wire                   started,
    // the controller (hc_hmac_ctrl)
    input wire [3:0]             g_state,      // gen_q
    input wire [COUNT_W-1:0]     g_count,      // count_q
    input wire [KEY_W-1:0]       g_key,        // key_q
    input wire                   g_user_in,    // user_in_q
    input wire [2:0]             g_user_op,    // user_op_q
    input wire [SLOTS-1:0]       g_loaded,     // loaded_q (KEYS > 0)
    input wire                   g_k0_loaded,  // k0_loaded_q (KEYS 0)
    input wire                   g_prefixed,   // prefixed_q (KEYS 0)
    input wire [TID_W-1:0]       g_dig_tid,    // dig_tid_q
    input wire                   g_dig_bad,    // dig_bad_q
    input wire                   g_no_key,     // no_key_q
    input wire                   g_cv_read, g_cv_ready, g_pending,   // (STATE_PAIRS 0)
    input wire [WIPE_W-1:0]      g_wipe_count,  // wipe_count_q (KEYS > 0)
    input wire                   g_wr_en,      // mem_wr_en_q
    input wire                   g_kshift,     // u_k0's shift_q
    // KEYS 0: the source's beat held (hc_axis_hold: held_past, and {s_top, s_tkey, s_tid})
    input wire                   h_held,
    input wire [2+KEY_W:0]       h_tid,
    // the slice (hc_axis_slice): its beat's keep, last and tag
    input wire                   sl_valid,
    input wire [DATA_W/8-1:0]    sl_keep,
    input wire                   sl_last,
    input wire [PTID_W:0]        sl_tid,
    // the padding unit (hc_stream_pad) and its output register
    input wire                   p_in_msg, p_err, p_pad_pend, p_tail, p_acc_done, p_acc_fin,
    input wire [PTID_W:0]        p_tid,
    input wire [MAX_BYTES_W-1:0] p_count,
    input wire                   p_high_ones,  // its counter's flag: high bits all ones
    input wire                   o_valid, o_first, o_last, o_err,
    input wire [PTID_W:0]        o_tid,
    // the core (CORE but "wave"): running a block, its flag, the block's tag and flags,
    // the digest held and its tag (each {the padding unit's error flag, the tag})
    input wire                   k_busy, k_flag, k_last,
    input wire [CNT_W-1:0]       k_count,
    // CORE "sha2", STATE_PAIRS 1: its starting value's load (cv_step_q, cv_loaded_q)
    input wire [2:0]             k_cv_step,
    input wire                   k_cv_loaded,
    input wire [PTID_W:0]        k_tag,
    input wire                   k_dvalid,
    input wire [PTID_W:0]        k_dtag,
    // CORE "wave": the scheduler (hc_wave_sched, one stage, one context): the grant, the
    // stage, the exit register, the context's pending digest, its tag (tid_q), the digest
    input wire                   s_grant, s_granted, s_gsel, s_gfirst, s_glast, s_gerr,
    input wire                   s_sv, s_sctx, s_slast, s_serr, s_wait, s_wave_end,
    input wire [CNT_W-1:0]       s_j,
    input wire                   s_xvalid, s_xctx, s_xlast, s_xerr, s_xdone, s_inflight,
    input wire                   s_pend, s_errq,
    input wire [PTID_W-1:0]      s_tidq,
    input wire                   s_dvalid, s_dctx, s_derr,
    input wire [PTID_W-1:0]      s_dtid,
    // the model (hc_hmac_top_props's, MESSAGES 1)
    input wire                   m_open,
    input wire [1:0]             m_op,
    input wire [KEY_W-1:0]       m_key,
    input wire [TID_W-1:0]       m_tid,
    input wire                   m_bad,
    input wire [MAX_BYTES_W:0]   m_bytes,
    input wire [SLOTS-1:0]       m_keyed,
    input wire [1:0]             m_count,
    input wire [TID_W-1:0]       m_tid0, m_tid1,
    input wire                   m_err0, m_err1,
    input wire [AGE_W-1:0]       m_age,        // the oldest one's age_q
    input wire                   m_held        // ... and held_q
);
    localparam integer LANES       = DATA_W / 8;
    localparam integer BLOCK_BYTES = BLOCK_W / 8;
    localparam integer NBYTES_W    = $clog2(LANES + 1);   // hc_pad_byte_count's
    localparam [2:0] MAC = 3'd0, KEY = 3'd1, WIPE = 3'd2, BAD = 3'd3,
                     IPAD = 3'd4, OPAD = 3'd5, OUTER = 3'd6;
    localparam [3:0] G_SCRUB = 4'd0, G_USER = 4'd1, G_KFILL = 4'd2, G_WAIT = 4'd3,
                     G_OUTER = 4'd4, G_KHASH = 4'd5, G_IPAD = 4'd6, G_OPAD = 4'd7,
                     G_KCLR = 4'd8, G_KWIPE = 4'd9, G_MIPAD = 4'd10, G_MOPAD = 4'd11;
    localparam [MAX_BYTES_W:0] TOO_LONG = 1 << MAX_BYTES_W;
    generate
        if (KEYS < 0) begin : g_bad_keys
            hc_error_KEYS_must_be_at_least_0 u_error ();
        end
        if (CORE != "md5" && CORE != "ripemd" && CORE != "sha2" && CORE != "wave")
        begin : g_bad_core
            hc_error_CORE_must_be_md5_ripemd_sha2_or_wave u_error ();
        end
        if (STATE_PAIRS != (CORE == "sha2" && KEYS > 0)) begin : g_bad_state_pairs
            hc_error_STATE_PAIRS_must_be_1_with_sha2_and_keys_else_0 u_error ();
        end
        if (STEP_CLOCKS < 2 || (CORE == "md5" && (STEP_CLOCKS & (STEP_CLOCKS - 1)) != 0))
        begin : g_bad_clocks
            hc_error_STEP_CLOCKS_must_be_a_power_of_2_with_md5 u_error ();
        end
    endgenerate

    // The core's view. "wave": a block in the stage, the exit register (its chaining
    // addition) or, a last one, its digest pending in H (one at a time), with the
    // context's tag and the place's flags; the digest register's own tag. The others:
    // their registers. (Names for parts of probes go through a gate with rst_n, high
    // wherever an assertion is checked: a plain alias of a probe's wire is cut from it
    // when the flow connects the probe.)
    localparam integer WAVE = (CORE == "wave");
    wire             c_busy   = (WAVE ? (s_sv | s_xvalid | s_pend) : k_busy) & rst_n;
    wire             c_flag   = ~WAVE & k_flag & rst_n;
    wire             c_last   = (WAVE ? (s_sv ? s_slast : (~s_xvalid | s_xlast)) : k_last)
                              & rst_n;
    wire [CNT_W-1:0] c_count  = (WAVE ? s_j : k_count) & {CNT_W{rst_n}};
    wire [PTID_W:0]  c_tag    = (WAVE ? {s_sv ? s_serr : (s_xvalid ? s_xerr : s_errq), s_tidq}
                                      : k_tag) & {(PTID_W+1){rst_n}};
    wire             c_dvalid = (WAVE ? s_dvalid : k_dvalid) & rst_n;
    wire [PTID_W:0]  d_tag    = (WAVE ? {s_derr, s_dtid} : k_dtag) & {(PTID_W+1){rst_n}};
    // the core holds a block: its steps, or (RIPEMD) its chaining addition
    wire c_block = c_busy | ((CORE == "ripemd") & c_flag);
    // ... and it is still the one offered (SHA-2: rounds 0 to 14)
    wire c_holds = (CORE == "sha2") & c_busy & (c_count >= 1) & (c_count <= 15);

    // ------------------------------------------------------------ tags
    function user_mac(input [2:0] op);
        user_mac = (op == MAC) | (op == BAD);
    endfunction
    // the tag of m's beats (hc_hmac_ctrl's user_tid: a MAC's prefix bit with key
    // contexts; without them, its err bit when the key is not loaded)
    // (Names for parts of probes go through a gate with rst_n, high wherever an
    // assertion is checked: a plain alias of a probe's wire is cut from it when the flow
    // connects the probe.)
    wire            m_mac = (m_op == 2'd0) | (m_op == 2'd3);
    wire [KEY_W-1:0] m_slot = (KEYS > 0) ? m_key : {KEY_W{1'b0}};
    wire            m_nokey = (KEYS == 0) & m_mac & ~m_keyed[0];
    wire [PTID_W:0] m_tag = {(KEYS > 0) & m_mac, 1'b0, m_op, m_slot, m_nokey, m_tid}
                          & {(PTID_W+1){rst_n}};
    // KEYS 0: the MAC whose first beat waits while K0 ^ ipad goes in ahead of it (its
    // message's first words: G_MIPAD, then the beat offered), and its tag
    wire            up     = (KEYS == 0) & ((g_state == G_MIPAD)
                                            | (g_state == G_USER & g_prefixed & ~m_open));
    wire [1:0]      up_op  = h_tid[KEY_W+2 -: 2] & {2{rst_n}};
    wire            up_mac = (up_op == 2'd0) | (up_op == 2'd3);
    wire [PTID_W:0] up_tag = {1'b0, 1'b0, up_op, {KEY_W{1'b0}}, up_mac & ~g_k0_loaded,
                              h_tid[0] & rst_n};
    wire [PTID_W:0] mac_tag = up ? up_tag : m_tag;   // the tag of the user MAC in flight

    // ------------------------------------------------------------ the padding unit's facts
    wire p_live, p_mid, p_ended, p_ended_err, p_reg_ended, n_mid;
    hc_pad_msg_facts #(
        .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .TID_W(PTID_W + 1), .MAX_BYTES_W(MAX_BYTES_W),
        .OUT_REG(1)
    ) u_pad (
        .check(started & rst_n), .live(p_live), .mid(p_mid), .ended(p_ended),
        .ended_err(p_ended_err), .reg_ended(p_reg_ended), .next_mid(n_mid)
    );

    // ------------------------------------------------------------ the slice's beat
    // What the padding unit makes of it (hc_stream_pad): it continues the unit's open
    // message, or starts one (its tag the beat's; a MAC's count from the key block).
    // its bytes, where its s_tkeep is legal (else the message is malformed whatever its
    // count): a whole beat, or a last beat's lanes up to its highest kept one
    reg [MAX_BYTES_W:0] s_kept;
    integer l;
    always @(*) begin
        s_kept = sl_last ? 0 : LANES;
        if (sl_last)
            for (l = 0; l < LANES; l = l + 1)
                if (sl_keep[l]) s_kept = l + 1;
    end
    wire [DATA_W/8-1:0] s_keep_next = sl_keep + 1'b1;
    wire                s_keep_bad  = sl_last ? (sl_keep & s_keep_next) != 0
                                              : sl_keep != {LANES{1'b1}};
    wire                s_cont  = p_in_msg;
    wire [PTID_W:0]     s_msg   = s_cont ? p_tid : sl_tid;    // the tag of its message
    wire [MAX_BYTES_W+1:0] s_bytes = (s_cont ? {1'b0, p_count} : (sl_tid[PTID_W] ? BLOCK_BYTES : 0))
                                   + s_kept;
    wire                s_bad   = (s_cont & p_err) | s_keep_bad | (s_cont & sl_tid != p_tid)
                                | (s_bytes >= TOO_LONG);

    // ------------------------------------------------------------ places
    wire [2:0] s_op = s_msg[PTID_W-1 -: 3];
    wire [2:0] a_op = p_tid[PTID_W-1 -: 3] & {3{rst_n}};
    wire [2:0] r_op = o_tid[PTID_W-1 -: 3] & {3{rst_n}};
    wire [2:0] c_op = c_tag[PTID_W-1 -: 3] & {3{rst_n}};
    wire [KEY_W-1:0] s_key = s_msg[TID_W+1 +: KEY_W];
    wire [KEY_W-1:0] a_key = p_tid[TID_W+1 +: KEY_W] & {KEY_W{rst_n}};
    wire [KEY_W-1:0] r_key = o_tid[TID_W+1 +: KEY_W] & {KEY_W{rst_n}};
    wire [KEY_W-1:0] c_key = c_tag[TID_W+1 +: KEY_W] & {KEY_W{rst_n}};
    wire       s_pre = user_mac(s_op) | (s_op == OUTER), a_pre = user_mac(a_op) | (a_op == OUTER);
    wire       r_pre = user_mac(r_op) | (r_op == OUTER);
    wire       s_io = (s_op == IPAD) | (s_op == OPAD), a_io = (a_op == IPAD) | (a_op == OPAD);
    wire       r_io = (r_op == IPAD) | (r_op == OPAD), c_io = (c_op == IPAD) | (c_op == OPAD);
    wire       c_tag_err = c_tag[TID_W] & rst_n;
    wire       c_err = c_tag[PTID_W] & rst_n;
    wire [TID_W-1:0] c_tid = c_tag[TID_W-1:0] & {TID_W{rst_n}};
    // the digest held (D)
    wire [2:0] d_op = d_tag[PTID_W-1 -: 3] & {3{rst_n}};
    wire [KEY_W-1:0] d_key = d_tag[TID_W+1 +: KEY_W] & {KEY_W{rst_n}};
    wire       d_tag_err = d_tag[TID_W] & rst_n;
    wire       d_err = d_tag[PTID_W] & rst_n;
    wire [TID_W-1:0] d_tid = d_tag[TID_W-1:0] & {TID_W{rst_n}};
    wire       d_io = (d_op == IPAD) | (d_op == OPAD);
    wire [TID_W-1:0] a_tid = p_tid[TID_W-1:0] & {TID_W{rst_n}};
    wire [TID_W-1:0] r_tid = o_tid[TID_W-1:0] & {TID_W{rst_n}};
    wire       a_tag_err = p_tid[TID_W] & rst_n;
    wire       r_tag_err = o_tid[TID_W] & rst_n;
    // the newest place that holds something, and m's last piece there
    wire       at_s = sl_valid;
    wire       at_a = ~at_s & p_live;
    wire       at_r = ~at_s & ~p_live & o_valid;
    wire       at_c = ~at_s & ~p_live & ~o_valid & c_block;
    wire       at_d = ~at_s & ~p_live & ~o_valid & ~c_block & c_dvalid;
    wire       newest_err = at_s ? s_bad : at_a ? p_ended_err : at_r ? o_err
                          : at_c ? c_err : d_err;

    // ------------------------------------------------------------ the key states
    // per context: whether an operation in flight decides it ({decided, decides}), the
    // places looked at oldest first, a newer one overriding: the digest, the core's
    // block, the output register's, the accumulator's message, the slice's beat, the
    // controller's state. A WIPE or KEY decides once ended (its last piece there): the
    // WIPE clears, the KEY loads when well formed (ok); an OPAD message in any piece loads.
    function [1:0] vote(input [1:0] before, input here, input [2:0] op, input ended,
                        input ok);
        if (here && (op == OPAD || ((op == WIPE || op == KEY) && ended)))
            vote = {1'b1, (op == OPAD) | ((op == KEY) & ok)};
        else
            vote = before;
    endfunction
    reg [KEYS-1:0] decided, decides;
    reg [1:0]      said;
    integer k;
    always @(*) begin
        for (k = 0; k < KEYS; k = k + 1) begin
            said = vote(2'b00, c_dvalid && d_key == k, d_op, 1'b1, ~d_err & ~d_tag_err);
            said = vote(said, c_block && c_key == k, c_op, c_last, ~c_err);
            said = vote(said, o_valid && r_key == k, r_op, o_last, ~o_err);
            said = vote(said, p_live && a_key == k, a_op, p_ended, ~p_ended_err);
            said = vote(said, sl_valid && s_key == k, s_op, sl_last, ~s_bad);
            if (g_key == k && (g_state == G_KHASH || g_state == G_IPAD || g_state == G_OPAD
                               || g_state == G_KCLR || g_state == G_KWIPE))
                said = {1'b1, g_state == G_KHASH || g_state == G_IPAD || g_state == G_OPAD};
            decided[k] = said[1];
            decides[k] = said[0];
        end
    end

    // ------------------------------------------------------------ MACs awaiting output
    wire x_s = sl_valid & (s_op == OUTER);
    wire x_a = p_live & (a_op == OUTER);
    wire x_r = o_valid & (r_op == OUTER);
    wire x_c = c_block & (c_op == OUTER);
    wire x_c_own = x_c & ~c_holds;   // (held: the block at R is the same)
    wire x_d = c_dvalid & (d_op == OUTER);
    wire outer   = (g_state == G_OUTER) | (g_state == G_MOPAD) | x_s | x_a | x_r | x_c | x_d;
    wire waiting = (g_state == G_WAIT) & m_mac;     // for m's inner digest
    wire m_err   = m_bad | (m_op == 2'd3) | ~m_keyed[m_slot];
    // m's first block has gone to the core (its context's key state registered)
    wire m_started = (c_block & ~c_holds & user_mac(c_op)) | (c_dvalid & user_mac(d_op))
                   | (o_valid & ~o_first & user_mac(r_op))
                   | (~o_valid & p_live & p_mid & user_mac(a_op));
    // the K0 ^ pad message being sent (G_IPAD, G_OPAD; KEYS 0: G_MIPAD, G_MOPAD, the
    // start of a MAC's and of an OUTER message) and its words in the padding unit
    wire [2:0] io_op = (g_state == G_IPAD) ? IPAD : OPAD;
    wire [COUNT_W-1:0] k_sent  = (g_state == G_USER) ? KEY_WORDS : g_count;  // (up)
    wire [COUNT_W-1:0] k_words = k_sent - ((sl_valid && k_sent != 0) ? 1'b1 : 1'b0);
    // (KEYS 0, G_OUTER: the OUTER message's words after K0 ^ opad's)
    wire [COUNT_W:0]   xo_words = KEY_WORDS + g_count - (sl_valid ? 1'b1 : 1'b0);
    wire [COUNT_W-1:0] io_words = g_count - ((sl_valid && g_count != 0) ? 1'b1 : 1'b0);
    // the words of the OUTER message in the padding unit (G_OUTER)
    wire [COUNT_W-1:0] x_words = g_count - (sl_valid ? 1'b1 : 1'b0);

    // the next block after the core's (the output register's, or the accumulator's)
    // (the output register's block is the core's while the core holds it)
    wire            reg_next  = o_valid & ~c_holds;
    wire            after_mid = reg_next ? ~o_first : p_mid;
    wire [PTID_W:0] after_tag = reg_next ? o_tid : p_tid;
    wire            after_any = reg_next | p_live;

    always @(*) begin
        if (started && rst_n) begin
            // ---------------------------------------------------------- the core
            // (on the wave scheduler the core can take a block while a digest is held;
            // with key contexts a first block waits for the digest to be taken)
            if (c_dvalid && (!WAVE || KEYS > 0)) assert(!c_block);
            if (WAVE) begin
                // the scheduler: its wave clock; the stage waits exactly when empty (its
                // block in flight); one of stage, exit register and pending digest
                assert(s_j <= STEP_CLOCKS - 1 && s_wave_end == (s_j == STEP_CLOCKS - 1));
                assert(s_sv != s_wait && (!s_wait || s_wave_end) && s_inflight == s_sv);
                assert(s_xdone == (s_xvalid && s_xlast) && s_granted == s_grant);
                assert(!(s_pend && (s_xvalid || s_sv)) && !(s_xvalid && s_sv));
                // (one context: every context number 0)
                assert(!(s_sv && s_sctx) && !(s_grant && s_gsel) && !(s_xvalid && s_xctx)
                       && !(s_dvalid && s_dctx));
                // the context's tag is that of the message whose next block is offered
                // (set as its first block enters)
                if (after_any && after_mid) assert(s_tidq == after_tag[PTID_W-1:0]);
                // a granted block is the one offered, as the controller hands it on
                if (s_grant) begin
                    assert(o_valid && !s_sv && s_gfirst == o_first
                           && s_glast == (o_last || r_io));
                    assert(s_gerr == o_err);   // the granted block's error flag
                end
            end
            if (CORE == "md5") begin
                assert(c_flag == (c_busy && c_count == STEP_CLOCKS - 1));
                if (!c_busy) assert(c_count == 0);
            end
            if (CORE == "ripemd") begin
                if (c_busy) assert(c_count <= STEP_CLOCKS - 1);
                if (c_flag) assert(!c_busy);
            end
            if (CORE == "sha2") begin
                if (!c_busy) assert(c_count == 0);
                assert(c_count <= STEP_CLOCKS - 1);
            end
            // the block the core reads is the one offered
            if (c_holds) begin
                assert(o_valid && o_tid[PTID_W-1:0] == c_tag[PTID_W-1:0]);
                // (a key block goes to the core as a last block)
                assert(c_last == (o_last || r_io) && o_err == c_err);
            end
            if (c_block && c_err) assert(c_last);
            if (c_block && c_io) assert(c_last);   // a key block is its message's last there
            if (STATE_PAIRS == 0) begin
                assert(g_pending == ((c_block && c_last && !c_holds) || c_dvalid));
                // (with key contexts a first block waits for its state: KEYS 0, never)
                if (KEYS > 0 && (g_cv_read || g_cv_ready)) assert(!c_block && !c_dvalid);
            end
            // blocks of a message
            if (c_block && !c_last) begin
                assert(after_any && after_mid);
                assert(after_tag[PTID_W-1:0] == c_tag[PTID_W-1:0]);
            end
            if (c_block && c_last && c_op != IPAD && c_op != OPAD && after_any)
                assert(!after_mid);
            // (a key block's: its padding block, or a first block; never an error)
            if (c_block && c_io && after_any && after_mid)
                assert(after_tag[PTID_W-1:0] == c_tag[PTID_W-1:0]);
            if (c_block && c_io) assert(!c_err);
            if (o_valid && r_io) assert(!o_err);
            if (p_live && a_io) assert(!p_ended_err);
            if (c_dvalid && !c_block && after_any && !d_io)
                assert(!after_mid);

            // the padding unit's byte counter: its flag agrees with its count while a
            // message is counted (hc_pad_byte_count; the unit asserts it itself only
            // without a prefix)
            if (p_in_msg) assert(p_high_ones == &p_count[MAX_BYTES_W-1:NBYTES_W]);

            // ---------------------------------------------------------- the controller
            if (KEYS > 0) assert(g_state <= G_KWIPE);
            if (KEYS == 0)
                assert(g_state <= G_KHASH || g_state == G_KCLR || g_state == G_MIPAD
                       || g_state == G_MOPAD);
            assert(m_open == g_user_in);
            if (m_open) assert(g_state == G_USER && g_user_op == {1'b0, m_op});
            if (g_state == G_SCRUB && KEYS > 0)
                assert(m_keyed == 0 && g_loaded == 0 && m_count == 0);
            if (g_state == G_SCRUB && KEYS == 0)   // (K0 cleared: no message)
                assert(m_keyed == 0 && !g_k0_loaded && m_count == 0 && !g_prefixed
                       && !sl_valid && !p_live && !o_valid && !c_block && !c_dvalid);
            if (g_state == G_OUTER && KEYS == 0) begin
                // the OUTER message's K0 ^ opad words are in, its digest's go in
                assert(g_count < DIG_WORDS);
                if (sl_valid) assert(x_s && !sl_last && !s_bad);
                assert(p_in_msg && x_a && !p_err && p_count == LANES * xo_words);
                if (o_valid) assert(x_r && !o_last);
                if (c_block) assert(x_c && !c_last);
                assert(!c_dvalid);
            end
            if (g_state == G_MOPAD) begin   // (KEYS 0) K0 ^ opad, an OUTER message's start
                assert(g_count < KEY_WORDS);
                if (sl_valid) assert(x_s && g_count != 0 && !sl_last && !s_bad
                                     && sl_keep == {LANES{1'b1}});
                assert(p_in_msg == (k_words != 0));
                if (p_in_msg) assert(x_a && !p_err && !p_mid && p_count == LANES * k_words);
                assert(!o_valid && !c_block && !c_dvalid && !p_ended && p_live == p_in_msg);
            end
            if (up) begin   // (KEYS 0) K0 ^ ipad ahead of the MAC whose first beat waits
                assert(h_held && up_mac);
                if (sl_valid && k_sent != 0)
                    assert(sl_tid == up_tag && !sl_last && !s_bad && sl_keep == {LANES{1'b1}});
                // (none sent yet: the slice may hold the last beat of the message before)
                if (sl_valid && k_sent == 0) assert(sl_last && !user_mac(s_op));
                if (k_sent != 0) assert(p_in_msg == (k_words != 0));
                if (k_sent == 0 && p_in_msg) assert(sl_valid);
                if (k_words != 0)
                    assert(p_in_msg && p_tid == up_tag && !p_err && p_count == LANES * k_words);
                if (k_words != 0 && k_words < KEY_WORDS) assert(!p_mid);   // (no block done)
                // (no other MAC in flight: every piece of one is this one's, its first
                // block once K0 ^ ipad is all in)
                if (p_live && !p_in_msg) assert(!user_mac(a_op));
                if (o_valid && user_mac(r_op)) assert(o_first && g_state == G_USER);
                if (c_block && user_mac(c_op)) assert(!c_last && g_state == G_USER);
                if (c_dvalid) assert(!user_mac(d_op));
            end
            if (g_state == G_MIPAD) assert(g_count < KEY_WORDS && !g_prefixed);
            if (KEYS == 0 && g_prefixed) assert(m_open || up);
            if (KEYS == 0) begin   // (one key: every tag's context 0)
                assert(g_key == 0);
                if (sl_valid) assert(s_key == 0 && sl_tid[TID_W+1 +: KEY_W] == 0);
                if (p_live) assert(a_key == 0);
                if (o_valid) assert(r_key == 0);
                if (c_block) assert(c_key == 0);
                if (c_dvalid) assert(d_key == 0);
            end
            if (g_state == G_OUTER && KEYS > 0) begin
                assert(g_count < DIG_WORDS);
                assert(!at_a || x_a);
                if (sl_valid) assert(x_s && g_count != 0 && !s_bad);
                assert(p_in_msg == (x_words != 0));
                if (x_words != 0)
                    assert(!p_err && p_count == BLOCK_BYTES + LANES * x_words);
                assert(!o_valid && !c_block && !c_dvalid && !p_ended && p_live == p_in_msg);
            end
            // tags: a MAC's and an OUTER message's count a key block (the prefix bit); an
            // error bit only on an OUTER message
            // (KEYS 0: no prefix bit, no K0 ^ pad message of its own; a MAC's err bit when
            // the key is not loaded)
            if (sl_valid) assert(s_msg[PTID_W] == (s_pre && KEYS > 0) && s_op <= OUTER
                                 && (KEYS > 0 || !s_io)
                                 && (!s_msg[TID_W] || s_op == OUTER
                                     || (KEYS == 0 && user_mac(s_op))));
            if (p_live) assert(p_tid[PTID_W] == (a_pre && KEYS > 0) && a_op <= OUTER
                               && (KEYS > 0 || !a_io)
                               && (!a_tag_err || a_op == OUTER
                                   || (KEYS == 0 && user_mac(a_op))));
            if (o_valid) assert(o_tid[PTID_W] == (r_pre && KEYS > 0) && r_op <= OUTER
                                && (KEYS > 0 || !r_io)
                                && (!r_tag_err || r_op == OUTER
                                    || (KEYS == 0 && user_mac(r_op))));
            if (c_block)
                assert(c_op <= OUTER && (KEYS > 0 || !c_io)
                       && (!c_tag_err || c_op == OUTER || (KEYS == 0 && user_mac(c_op))));
            if (c_dvalid)
                assert(d_op <= OUTER && (KEYS > 0 || !d_io)
                       && (!d_tag_err || d_op == OUTER || (KEYS == 0 && user_mac(d_op))));
            // the controller's own messages: open only while it sends them
            // (or its last beat waits in the slice)
            if (p_in_msg)
                assert(m_open || (sl_valid && sl_last) || (g_state == G_OUTER && a_op == OUTER)
                       || (g_state == G_IPAD && a_op == IPAD)
                       || (g_state == G_OPAD && a_op == OPAD)
                       || (up && user_mac(a_op)) || (g_state == G_MOPAD && a_op == OUTER));
            if (sl_valid && !sl_last)
                assert(m_open || (g_state == G_OUTER && s_op == OUTER)
                       || (g_state == G_IPAD && s_op == IPAD)
                       || (g_state == G_OPAD && s_op == OPAD)
                       || (up && user_mac(s_op)) || (g_state == G_MOPAD && s_op == OUTER));
            // after a key's digest: nothing in flight but the key's blocks
            // (KEYS 0: a WIPE clears K0 too, its message in flight)
            if (g_state == G_KHASH || (g_state == G_KCLR && KEYS > 0) || g_state == G_KWIPE)
                assert(!sl_valid && !p_live && !o_valid && !c_block && !c_dvalid);
            if (g_state == G_KCLR && KEYS == 0) begin   // (and an OUTER message before it)
                if (sl_valid) assert(s_op == WIPE || s_op == OUTER);
                if (p_live) assert(a_op == WIPE || a_op == OUTER);
                if (o_valid) assert(r_op == WIPE || r_op == OUTER);
                if (c_block) assert(c_op == WIPE || c_op == OUTER);
                if (c_dvalid) assert(d_op == WIPE || d_op == OUTER);
            end
            if (g_state == G_IPAD || g_state == G_OPAD) begin
                if (sl_valid) assert(s_key == g_key && (s_op == IPAD || s_op == OPAD));
                if (p_live) assert(a_key == g_key && (a_op == IPAD || a_op == OPAD));
                if (o_valid) assert(r_key == g_key && (r_op == IPAD || r_op == OPAD));
                if (c_block) assert(c_key == g_key && c_io);
                if (c_dvalid) assert(d_key == g_key && d_io);
            end
            if (g_state == G_IPAD) begin
                if (sl_valid) assert(s_op == IPAD);
                if (p_live) assert(a_op == IPAD && p_in_msg);
                assert(!o_valid && !c_block && !c_dvalid);
            end
            // a key's K0 ^ pad messages: of one context; the OPAD message's padding block
            // (dropped) follows its first, which loads the context as its digest is taken
            if ((sl_valid && s_io) && (p_live && a_io)) assert(s_key == a_key);
            if ((p_live && a_io) && (o_valid && r_io)) assert(a_key == r_key);
            if ((o_valid && r_io) && c_block && c_io) assert(r_key == c_key);
            if ((p_live && a_io) && c_block && c_io) assert(a_key == c_key);
            if ((o_valid && r_io) && c_dvalid && d_io) assert(r_key == d_key);
            if ((p_live && a_io) && c_dvalid && d_io) assert(a_key == d_key);
            if (c_block && c_io && c_dvalid && d_io) assert(c_key == d_key);
            if ((sl_valid && s_io) && (o_valid && r_io)) assert(s_key == r_key);
            if ((sl_valid && s_io) && c_block && c_io) assert(s_key == c_key);
            if ((sl_valid && s_io) && c_dvalid && d_io) assert(s_key == d_key);
            // ... each a block and the padding block behind it
            if (o_valid && r_io) assert(o_first != o_last);
            // the controller's beats: whole words; a K0 ^ pad message's last is its 16th,
            // an OUTER message's its digest's last
            if (sl_valid && s_io) assert(!s_bad && sl_keep == {LANES{1'b1}});
            // (their tags carry no user tid)
            if (sl_valid && s_io) assert(sl_tid[TID_W:0] == 0 && s_msg[TID_W:0] == 0);
            if (p_live && a_io) assert(p_tid[TID_W:0] == 0);
            if (o_valid && r_io) assert(o_tid[TID_W:0] == 0);
            if (c_block && c_io) assert(c_tag[TID_W:0] == 0);
            if (c_dvalid && d_io) assert(d_tag[TID_W:0] == 0);
            if (sl_valid && s_io && sl_last)
                assert(p_in_msg && p_count == BLOCK_BYTES - LANES);
            if (x_s && sl_last)
                assert(DIG_WORDS == 1 ? !p_in_msg
                       : p_in_msg && p_count == BLOCK_BYTES + LANES * (DIG_WORDS - 1));
            if (p_live && a_io && p_acc_done) assert(p_mid == p_acc_fin);
            if (p_live && a_io && (p_in_msg || p_pad_pend))
                assert(!p_err && p_count <= BLOCK_BYTES && (p_count < BLOCK_BYTES || !p_in_msg));
            if (g_state == G_IPAD || g_state == G_OPAD) begin
                // count_q words of the message being sent: the slice holds the last one
                assert(g_count < KEY_WORDS);
                if (g_count != 0) begin
                    if (sl_valid) assert(s_op == io_op && !sl_last);
                    assert(p_in_msg == (io_words != 0));
                    if (p_in_msg)
                        assert(a_op == io_op && !p_mid && p_count == LANES * io_words);
                end else if (sl_valid) begin
                    assert(sl_last);
                end
            end
            if (o_valid && r_op == OPAD && !o_first)
                assert((c_block && c_op == OPAD && c_key == r_key)
                       || (c_dvalid && d_op == OPAD && d_key == r_key)
                       || g_loaded[r_key]);
            if (p_live && a_op == OPAD && p_mid)
                assert((o_valid && r_op == OPAD && o_first && r_key == a_key)
                       || (c_block && c_op == OPAD && c_key == a_key)
                       || (c_dvalid && d_op == OPAD && d_key == a_key)
                       || g_loaded[a_key]);
            // after reset: the wipes of every context
            if (g_state == G_SCRUB && KEYS > 0) begin
                if (sl_valid) assert(s_op == WIPE);
                if (p_live) assert(a_op == WIPE);
                if (o_valid) assert(r_op == WIPE);
                if (c_block) assert(c_op == WIPE);
                if (c_dvalid) assert(d_op == WIPE);
            end
            if (g_state == G_WAIT || g_state == G_KFILL) begin
                assert(!m_open && (m_mac || m_op == 2'd1));
                if (g_state == G_KFILL) assert(m_op == 2'd1);
            end

            // ---------------------------------------------------------- m in flight
            // a user MAC or KEY in flight is m
            // (KEYS 0: or the MAC whose first beat waits, K0 ^ ipad ahead of it)
            if (sl_valid && user_mac(s_op)) assert(s_msg == mac_tag);
            if (p_live && user_mac(a_op)) assert(p_tid == mac_tag);
            if (o_valid && user_mac(r_op)) assert(o_tid == mac_tag);
            if (c_block && user_mac(c_op)) assert(c_tag[PTID_W-1:0] == mac_tag[PTID_W-1:0]);
            if (c_dvalid && user_mac(d_op)) assert(d_tag[PTID_W-1:0] == mac_tag[PTID_W-1:0]);
            if (sl_valid && s_op == KEY) assert(s_msg == m_tag);
            if (p_live && a_op == KEY) assert(p_tid == m_tag);
            if (o_valid && r_op == KEY) assert(o_tid == m_tag);
            if (c_block && c_op == KEY) assert(c_tag[PTID_W-1:0] == m_tag[PTID_W-1:0]);
            if (c_dvalid && d_op == KEY) assert(d_tag[PTID_W-1:0] == m_tag[PTID_W-1:0]);
            if ((sl_valid && user_mac(s_op)) || (p_live && user_mac(a_op))
                || (o_valid && user_mac(r_op)) || (c_block && user_mac(c_op))
                || (c_dvalid && user_mac(d_op)))
                assert(up || (m_mac && (m_open || g_state == G_WAIT)));
            if ((sl_valid && s_op == KEY) || (p_live && a_op == KEY) || (o_valid && r_op == KEY)
                || (c_block && c_op == KEY) || (c_dvalid && d_op == KEY))
                assert(m_op == 2'd1 && (m_open || g_state == G_WAIT || g_state == G_KFILL));
            // ... whose end, once in flight, is the newest piece in flight
            if (c_dvalid && (user_mac(d_op) || d_op == KEY)) assert(at_d);
            if (c_block && c_last && (user_mac(c_op) || c_op == KEY))
                assert(at_c || (c_holds && at_r));
            if (o_valid && o_last && (user_mac(r_op) || r_op == KEY)) assert(at_r);
            if (p_ended && (user_mac(a_op) || a_op == KEY)) assert(at_a);
            // the open one: the padding unit's message and the slice's beat
            if (m_open) begin
                if (sl_valid) begin
                    assert(!sl_last && s_msg == m_tag && m_bad == s_bad);
                    if (!m_bad) assert(m_bytes == s_bytes);
                end else begin
                    assert(p_in_msg && p_tid == m_tag && m_bad == p_err);
                    if (!m_bad) assert(m_bytes == {1'b0, p_count});
                end
            end
            // ended, the controller waiting for its digest: nothing newer, m's last piece
            // the newest
            if (g_state == G_WAIT || g_state == G_KFILL) begin
                if (sl_valid) assert(sl_last);
                if (!sl_valid) assert(!p_in_msg);
                assert(at_s || at_a || at_r || at_c || at_d);
                if (at_s) assert(s_msg == m_tag);
                if (at_a) assert(p_ended && p_tid == m_tag);
                if (at_r) assert(o_last && o_tid == m_tag);
                if (at_c) assert(c_last && c_tag[PTID_W-1:0] == m_tag[PTID_W-1:0]);
                if (at_d) assert(d_tag[PTID_W-1:0] == m_tag[PTID_W-1:0]);
                assert(m_bad == newest_err);
            end
            // (KEYS 0: no context; the key state is in its tag)
            if (m_mac && m_started && (m_open || waiting))
                assert(g_no_key == ((KEYS > 0) & ~m_keyed[m_slot]));   // its context's key state, registered

            // ---------------------------------------------------------- MACs awaiting output
            assert(m_count == outer + waiting);
            // one OUTER message (with key contexts a block: in one place, none while its
            // beats go in; KEYS 0: K0 ^ opad's block and its digest's)
            if (KEYS > 0) assert({2'd0, x_a} + x_r + x_c_own + x_d <= 1);
            if (KEYS > 0 && x_s) assert(!x_r && !x_c && !x_d);
            // ... and the oldest in flight (its MAC's inner digest was the last one out)
            if (KEYS > 0 && (x_s || x_a)) assert(!o_valid && !c_block && !c_dvalid);
            if (KEYS > 0 && x_r) assert((!c_block || c_holds) && !c_dvalid);
            // (KEYS 0: K0 ^ opad's block and the digest's)
            if (KEYS == 0 && (x_s || x_a))
                assert((!o_valid || x_r) && (!c_block || x_c) && !c_dvalid);
            if (KEYS == 0 && x_r) assert((!c_block || x_c) && !c_dvalid);
            if (KEYS == 0)
                assert({2'd0, x_a & p_ended} + (x_r & o_last) + (x_c_own & c_last) + x_d <= 1);
            if (KEYS == 0 && x_s) assert(!(x_r && o_last) && !(x_c && c_last) && !x_d);
            // ... whose bytes fit its last block with the padding
            if (x_a && (p_in_msg || p_pad_pend))
                assert(!p_err && p_count >= (KEYS > 0 ? BLOCK_BYTES : 0)
                       && p_count <= BLOCK_BYTES + LANES * DIG_WORDS);
            if (x_a) assert(!p_tail && (!p_pad_pend || !p_acc_done));
            if (x_a && p_acc_done) assert(p_acc_fin || (KEYS == 0 && p_in_msg));
            if (x_a && p_in_msg) assert(p_count >= (KEYS > 0 ? BLOCK_BYTES : 0) + LANES);
            if (g_state == G_OUTER || g_state == G_MOPAD) begin   // the inner digest's s_tid and error flag
                assert(g_dig_tid == m_tid0);
                assert(g_dig_bad == m_err0);
            end
            if (x_s) assert(s_msg[TID_W-1:0] == m_tid0 && s_msg[TID_W] == m_err0 && !s_bad);
            if (x_a) assert(a_tid == m_tid0 && a_tag_err == m_err0
                            && !p_ended_err && !p_err);
            if (x_r) assert(r_tid == m_tid0 && r_tag_err == m_err0 && !o_err);
            if (x_c) assert(c_tid == m_tid0 && c_tag_err == m_err0 && !c_err);
            if (x_d) assert(d_tid == m_tid0 && d_tag_err == m_err0 && !d_err);
            if (waiting && outer) assert(m_tid1 == m_tid && m_err1 == m_err);
            if (waiting && !outer) assert(m_tid0 == m_tid && m_err0 == m_err);
        end
    end
    // ------------------------------------------------------------ the output bound
    // The ranking (header): the clocks until the oldest MAC's output, m_ready high.
    localparam integer L          = STEP_CLOCKS;
    localparam integer PARTS      = STATE_PAIRS ? 4 : 1;   // a state's memory entries
    // a block's take (SHA-2: its start) to its digest offered; the clocks a digest holds
    // the next first block back at most (a WIPE's entries written one a clock, then the
    // write's register); the clocks of a first block's state load (STATE_PAIRS 0: the
    // memory, then cv_q; 1: the core's six, from a state, one from the IV)
    localparam integer DONE       = (CORE == "ripemd") ? L + 2 : WAVE ? L + 4 : L + 1;
    // (KEYS 0: nothing written or read; the core starts a block as a digest is taken)
    localparam integer HOLD_MAX   = (KEYS == 0) ? 0 : 2 * PARTS + 1;
    localparam integer LOAD_MAX   = (KEYS == 0) ? 0 : STATE_PAIRS ? 6 : 2;
    localparam integer GAP        = DONE + HOLD_MAX + LOAD_MAX;
    // the inner digest offered to the OUTER digest offered: its words into the slice, the
    // accumulator, the pad byte, the output register, the state load, the block; KEYS 0:
    // K0 ^ opad's words, one every other clock, its block, then the digest's block
    localparam integer OUTER_TAIL = (KEYS == 0) ? 2 * KEY_WORDS + 2 + GAP + DONE
                                  : DIG_WORDS + 4 + DONE + (STATE_PAIRS ? 6 : 0);
    localparam integer MIN_BOUND  = (GAP - 1) + 3 * GAP + DONE + OUTER_TAIL + 1;
    generate
        if (BOUND != MIN_BOUND) begin : g_bad_bound
            hc_error_BOUND_must_be_MIN_BOUND u_error ();
        end
    endgenerate
    function integer most(input integer a, input integer b);
        most = (a > b) ? a : b;
    endfunction
    // clocks from a digest offered to the next first block's state read (hc_hmac_ctrl:
    // a WIPE's entries written one a clock, a key block's written, then the write's
    // register; a MAC's or an OUTER digest taken at once)
    function integer hold(input [2:0] op, input integer written);
        hold = (KEYS == 0) ? 0 : (op == WIPE) ? HOLD_MAX - written
             : (op == IPAD || op == OPAD) ? 2 : 1;
    endfunction
    localparam integer LEN_BYTES  = BLOCK_W / 64;   // the length field's bytes
    localparam integer BLOCK_LOG  = $clog2(BLOCK_BYTES);
    // the accumulator's fill position in bytes (of a message in it, not done)
    wire [BLOCK_LOG-1:0] a_at = p_count[BLOCK_LOG-1:0];
    // a block taken by the core and not done (on the wave scheduler: granted, or in the
    // stage, the exit register or pending), its operation; the output register's block
    // not taken (SHA-2 reads it until round 14; the scheduler takes it a clock after its
    // grant)
    wire       taken    = c_block | (WAVE & s_grant);
    wire [2:0] taken_op = c_block ? c_op : r_op;
    wire       r_next   = reg_next & ~(WAVE & s_grant);
    // the blocks the accumulator still makes of what has ended in it: its done block,
    // and its tail or pad byte's block; a pad byte's block, and its tail unless the
    // length fits behind it (or the message is too long: no tail)
    wire [1:0] a_blocks = p_acc_done + (p_tail | (p_pad_pend & p_acc_done))
                        + ((p_pad_pend & ~p_acc_done)
                           ? ((p_ended_err || a_at + 1 + LEN_BYTES <= BLOCK_BYTES) ? 2'd1 : 2'd2)
                           : 2'd0);
    // the OUTER message's words still go in (or its last waits in the slice); KEYS 0: its
    // K0 ^ opad block is formed (in the accumulator, done or followed by digest words)
    wire outer_open = (g_state == G_OUTER) | (g_state == G_MOPAD) | x_s
                    | (p_in_msg & (a_op == OUTER));
    wire k0_formed  = x_r | x_c | (x_a & (p_acc_done | p_count >= BLOCK_BYTES));
    integer c_left, c_done, core_first, arrive, wait_next, n_blocks, n_outer, rank_m, rank_outer;
    reg     next_first;
    reg [2:0] next_op;
    always @(*) begin
        c_left = 0;
        c_done = 0;
        if (CORE == "md5") begin
            c_left = c_busy ? L - 1 - c_count : 0;
            c_done = c_busy ? L - c_count : 0;
        end else if (CORE == "sha2") begin
            // round t has c_count t + 1 mod L; free the clock after round L - 1
            c_left = !c_busy ? 0 : (c_count == 0) ? 1 : L + 1 - c_count;
            c_done = c_left;
        end else if (WAVE) begin
            // a block granted enters the next clock, its wave (clocks 0 to L - 1) the one
            // after; the next block can be granted the clock after the wave's last; a last
            // block's digest goes to the exit register, pending, then the digest register
            c_left = s_grant ? L + 1 : s_sv ? L - c_count : 0;
            c_done = s_grant ? L + 3 : s_sv ? L - c_count + 2 : s_xvalid ? 2 : s_pend ? 1 : 0;
        end else begin
            c_left = c_busy ? L - c_count + 1 : c_flag ? 1 : 0;
            c_done = c_left;
        end
        core_first = taken ? c_done + hold(taken_op, 0)
                   : c_dvalid ? hold(d_op, g_wipe_count) : g_wr_en;
        // the next block the core takes: the output register's, the accumulator's, the
        // slice's beat's or the controller's words'; when it can be in the output register
        // (a stream's last beat: into the accumulator, its pad byte, to the register)
        // (KEYS 0: K0 ^ opad's words one every other clock, gen_valid low while K0 moves,
        // g_kshift; its block complete when its last word leaves the slice)
        arrive = r_next ? 0 : p_live && p_acc_done ? 1 : p_live && p_pad_pend ? 2
               : (g_state == G_MOPAD) ? 2 * (KEY_WORDS - g_count) + (g_kshift ? 2 : 1)
               : (KEYS == 0 && p_in_msg && a_op == OUTER && p_count < BLOCK_BYTES) ? 2
               : 3 + ((g_state == G_OUTER) ? DIG_WORDS - g_count : 0);
        next_first = r_next ? o_first : p_live ? ~p_mid : 1'b1;
        next_op    = r_next ? r_op : p_live ? a_op : sl_valid ? s_op : OUTER;
        if (!next_first)
            wait_next = most(c_left, arrive);
        else if (KEYS == 0)
            wait_next = most(core_first, arrive);
        else if (STATE_PAIRS && (k_cv_loaded || k_cv_step != 0))
            wait_next = k_cv_loaded ? 0 : 6 - k_cv_step;
        else if (!STATE_PAIRS && (g_cv_ready || g_cv_read))
            wait_next = most(arrive, g_cv_ready ? 0 : 1);
        else
            wait_next = most(core_first, arrive)
                      + (!STATE_PAIRS ? 2 : (user_mac(next_op) || next_op == OUTER) ? 6 : 1);
        // the blocks still to take (every one in flight is m's or older: m is the newest):
        // the output register's; the accumulator's (a_blocks); the slice's last beat's,
        // with the accumulator's partial block one or two (the block filled: the pad
        // byte's next; the length does not fit), one when malformed (the block ends it)
        n_blocks = r_next + (p_live ? a_blocks : 0)
                 + ((p_in_msg || sl_valid)
                    ? ((p_in_msg && !p_acc_done && a_op != OUTER && !s_bad
                        && (a_at + s_kept == BLOCK_BYTES
                            || a_at + s_kept + 1 + LEN_BYTES > BLOCK_BYTES)) ? 2 : 1)
                    : 0);
        rank_m = OUTER_TAIL + ((n_blocks != 0) ? wait_next + (n_blocks - 1) * GAP + DONE
                                               : taken ? c_done : 0);
        // the OUTER message's blocks still to take (it is the oldest in flight: the next)
        n_outer = (r_next && x_r) + (x_a ? a_blocks : 0)
                + (outer_open ? ((KEYS > 0 || k0_formed) ? 1 : 2) : 0);
        rank_outer = x_d ? 0 : (n_outer == 0) ? c_done
                   : wait_next + (n_outer - 1) * GAP + DONE;
    end

    always @(*) begin
        if (started && rst_n) begin
            // a WIPE's entries are counted while its digest is held
            if (KEYS > 0 && !(c_dvalid && d_op == WIPE)) assert(g_wipe_count == 0);
            // (SHA-2) a state is loaded for the first block offered, with the core idle:
            // from the context's state for a MAC or OUTER block (six clocks), else the IV
            if (STATE_PAIRS && (k_cv_step != 0 || k_cv_loaded))
                assert(o_valid && o_first && !c_busy && !c_dvalid && k_cv_step <= 5
                       && (k_cv_step == 0 || user_mac(r_op) || r_op == OUTER));
            if (outer) assert(rank_outer <= BOUND - 1);           // its rank
            if (waiting) assert(rank_m <= BOUND - 1);
            if (m_count != 0 && m_held)
                assert(m_age + (outer ? rank_outer : rank_m) <= BOUND);   // the oldest one's time
        end
    end

    // the key states
    genvar c;
    generate
        for (c = 0; c < KEYS; c = c + 1) begin : g_key
            always @(*)
                if (started && rst_n)
                    assert(m_keyed[c] == (decided[c] ? decides[c] : g_loaded[c]));   // a context's key state
        end
    endgenerate
    // one key (KEYS 0): K0 holds it as the model says, but while a KEY's digest is awaited
    always @(*)
        if (started && rst_n && KEYS == 0)
            assert(m_keyed[0] == (((g_state == G_KFILL || g_state == G_WAIT) && m_op == 2'd1)
                                  ? ~m_bad : g_k0_loaded));   // the key's state
    wire unused = &{1'b0, clk, p_reg_ended, n_mid, g_pending,
                    k_busy, k_flag, k_last, k_count, k_tag, k_dvalid, k_dtag, s_grant,
                    k_cv_step, k_cv_loaded,
                    s_granted, s_gsel, s_gfirst, s_glast, s_gerr, s_sctx, s_wait,
                    s_wave_end, s_xctx, s_xdone, s_inflight, s_dctx,
                    g_loaded, g_k0_loaded, g_prefixed, h_held, h_tid};
endmodule
`default_nettype wire
