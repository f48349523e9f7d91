`default_nettype none

// hc_hmac_ctrl: HMAC (RFC 2104, FIPS 198-1) around one Merkle-Damgard block core with a
// starting-value input, its padding unit in front of it. Family-independent: a family's
// HMAC top (hc_hmac_<family>_stream) wires this, hc_stream_pad and its block core
// together. Port contract and timing: docs/hmac.md.
//
//   MAC(K, text) = H((K0 ^ opad) || H((K0 ^ ipad) || text))       RFC 2104 section 2
//
// Key contexts (RFC 2104 section 4): a key load computes K0 and the chaining values after
// the blocks K0 ^ ipad and K0 ^ opad once, and keeps them (hc_hmac_state_mem); a message
// then costs its own blocks plus one outer block. The block core takes a first block's
// starting value whole (c_cv, and gives its chaining value on d_state) or, with
// STATE_PAIRS, reads and writes the states a word pair per clock itself (c_cv_*, d_st_*:
// hc_sha2_core's CV_IN), so that no state-wide register or multiplexer sits between the
// memory and the core. Every operation enters on one stream
// (s_top, sampled with the first beat like s_tid):
//   0 MAC   the message under context s_tkey: one output on m_* (m_error when malformed
//           or when the context holds no key)
//   1 KEY   the key of context s_tkey, any length (RFC 2104 section 2 step 1: a key longer
//           than the block is hashed first, here by the core itself); no output. A
//           malformed key stream wipes the context.
//   2 WIPE  overwrite the context's derived states and forget its key; no output (the
//           beats' bytes are ignored: one empty beat will do)
//   3       reserved: taken as a MAC whose output has m_error set
// Operations are done in stream order: a MAC after a KEY uses the new key.
//
// Everything reaches the core through the padding unit, so the controller adds no block-
// wide multiplexer in front of the core: it switches the padding unit's input between the
// user's stream and its own streams (the key blocks K0 ^ ipad / K0 ^ opad, the inner
// digest as the outer message, an empty wipe message), then treats the blocks by the
// operation they carry in their tag:
//   MAC, reserved  first block from the context's inner state; its length field counts
//                  the key block (the padding unit counts the message's bytes from B:
//                  the prefix bit of p_tid); the digest (inner hash) becomes the OUTER
//                  message
//   OUTER          first block from the context's outer state, length likewise; its
//                  digest is the MAC
//   KEY            hashed from the IV (K0 = H(K) when the key is longer than the block)
//   IPAD, OPAD     one block from the IV: its chaining value is written to the context;
//                  the padding block the padding unit adds behind it is dropped
//   WIPE           an empty message from the IV: its chaining value overwrites both of the
//                  context's states (also after reset, for every context)
// The user's stream waits while the controller's follow-up streams of a MAC or a KEY go
// in, so that a message behind it in the padding unit never blocks the digest the
// follow-up needs (the inner digest is held by the core until it has been streamed).
module hc_hmac_ctrl #(
    parameter DATA_W      = 32,    // stream width: a multiple of 32 dividing BLOCK_W
    parameter TID_W       = 1,     // width of s_tid / m_tid
    parameter BLOCK_W     = 512,   // block size in bits (B * 8): a power of 2
    parameter DIGEST_BITS = 256,   // the hash's output L * 8
    parameter STATE_BITS  = 256,   // the chaining value's width (>= DIGEST_BITS)
    parameter MAC_BITS    = 256,   // the MAC's width: the leftmost bits of the outer hash
    // key contexts: a power of 2; 0: none (one key, kept as K0, whose blocks K0 ^ ipad and
    // K0 ^ opad are hashed again for every message)
    parameter KEYS        = 1,
    parameter LEN_W       = 64,    // the padding's length field
    // 0: the core's starting value and state whole (c_cv, iv, d_state); 1: a word pair
    // per clock (c_from_cv, c_cv_*, d_st_*; STATE_BITS is 8 words)
    parameter STATE_PAIRS = 0,
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1,
    // the block core's tag {op, key, err, s_tid} (without b_error); the padding unit's
    // s_tid has one more bit on top: prefix (hc_stream_pad's PREFIX_BIT)
    parameter PTID_W      = 3 + KEY_W + 1 + TID_W
) (
    input  wire                   clk,
    input  wire                   rst_n,
    // operations in (AXI4-Stream; s_top and s_tkey are sampled with the first beat)
    input  wire [DATA_W-1:0]      s_tdata,
    input  wire [DATA_W/8-1:0]    s_tkeep,
    input  wire                   s_tlast,
    input  wire [TID_W-1:0]       s_tid,
    input  wire [1:0]             s_top,
    input  wire [KEY_W-1:0]       s_tkey,
    input  wire                   s_tvalid,
    output wire                   s_tready,
    // to the padding unit
    output wire [DATA_W-1:0]      p_tdata,
    output wire [DATA_W/8-1:0]    p_tkeep,
    output wire                   p_tlast,
    output wire [PTID_W:0]        p_tid,
    output wire                   p_tvalid,
    input  wire                   p_tready,
    // padded blocks from the padding unit
    input  wire [BLOCK_W-1:0]     b_data,
    input  wire                   b_first,
    input  wire                   b_last,
    input  wire [PTID_W:0]        b_tid,
    input  wire                   b_error,
    input  wire                   b_valid,
    output wire                   b_ready,
    // to the block core (its tag is {b_error, b_tid})
    output wire [BLOCK_W-1:0]     c_data,
    output wire                   c_first,
    output wire                   c_last,
    output wire [PTID_W:0]        c_tag,
    output wire [STATE_BITS-1:0]  c_cv,      // what a first block starts from (held)
    input  wire [STATE_BITS-1:0]  iv,        // the hash's IV (a constant)
    // STATE_PAIRS = 1: the first block at c_* starts from its context's state (not the
    // IV), which the core reads as pairs: pair c_cv_word at c_cv_pair two clocks after
    // c_cv_rd (the memory's read, then a register: block RAM's output is slow)
    output wire                   c_from_cv,
    input  wire                   c_cv_rd,
    input  wire [1:0]             c_cv_word,
    output wire [STATE_BITS/4-1:0] c_cv_pair,
    output wire                   c_valid,
    input  wire                   c_ready,
    // digests from the block core
    input  wire [DIGEST_BITS-1:0] d_data,
    input  wire [STATE_BITS-1:0]  d_state,
    // STATE_PAIRS = 1: the chaining value of the block in the core, pair d_st_word at
    // d_st_pair when d_st_we (the last one with the digest)
    input  wire                   d_st_we,
    input  wire [1:0]             d_st_word,
    input  wire [STATE_BITS/4-1:0] d_st_pair,
    input  wire [PTID_W:0]        d_tag,
    input  wire                   d_valid,
    output wire                   d_ready,
    // MACs out
    output wire [MAC_BITS-1:0]    m_mac,
    output wire [TID_W-1:0]       m_tid,
    output wire                   m_error,
    output wire                   m_valid,
    input  wire                   m_ready
);
    localparam integer LANES      = DATA_W / 8;
    localparam integer KEY_WORDS  = BLOCK_W / DATA_W;               // words of K0
    localparam integer DIG_WORDS  = (DIGEST_BITS + DATA_W - 1) / DATA_W;
    localparam integer LAST_LANES = (DIGEST_BITS - (DIG_WORDS - 1) * DATA_W) / 8;
    localparam integer CONTEXTS   = (KEYS > 0) ? 1 : 0;
    localparam integer SLOTS      = (KEYS > 0) ? KEYS : 1;      // keys kept
    localparam integer COUNT_W    = $clog2(KEY_WORDS + DIG_WORDS + SLOTS + 1) + 1;
    localparam integer KEY_LAST_I = KEY_WORDS - 1;
    localparam integer DIG_LAST_I = DIG_WORDS - 1;
    localparam integer KEY_TOP_I  = SLOTS - 1;
    localparam [KEY_W-1:0]   KEY_TOP   = KEY_TOP_I[KEY_W-1:0];   // the last key context
    localparam [COUNT_W-1:0] KEY_FULL  = KEY_WORDS[COUNT_W-1:0];
    localparam [COUNT_W-1:0] KEY_LAST  = KEY_LAST_I[COUNT_W-1:0];
    localparam [COUNT_W-1:0] DIG_LAST  = DIG_LAST_I[COUNT_W-1:0];

    // A bad parameter stops elaboration, naming the rule it breaks.
    generate
        if (DATA_W < 32 || DATA_W % 32 != 0 || BLOCK_W % DATA_W != 0) begin : g_bad_data_w
            hc_error_DATA_W_must_be_a_multiple_of_32_dividing_the_block u_error ();
        end
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
        if (KEYS < 0 || (KEYS & (KEYS - 1)) != 0) begin : g_bad_keys
            hc_error_KEYS_must_be_0_or_a_power_of_2 u_error ();
        end
        if (MAC_BITS < 32 || MAC_BITS % 8 != 0 || MAC_BITS > DIGEST_BITS) begin : g_bad_mac_bits
            hc_error_MAC_BITS_must_be_whole_bytes_from_32_to_the_digest u_error ();
        end
        if (STATE_BITS < DIGEST_BITS || DIGEST_BITS % 8 != 0
            || DIGEST_BITS + 8 + LEN_W > BLOCK_W) begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_fit_one_outer_block u_error ();
        end
        if ((STATE_PAIRS != 0 && STATE_PAIRS != 1)
            || (STATE_PAIRS != 0 && STATE_BITS % 8 != 0)) begin : g_bad_state_pairs
            hc_error_STATE_PAIRS_must_be_0_or_1_with_8_words u_error ();
        end
    endgenerate

    // ------------------------------------------------------------------ operations
    localparam [2:0] OP_MAC = 3'd0, OP_KEY = 3'd1, OP_WIPE = 3'd2, OP_BAD = 3'd3,
                     OP_IPAD = 3'd4, OP_OPAD = 3'd5, OP_OUTER = 3'd6;
    // RFC 2104 section 2
    localparam [7:0] IPAD = 8'h36, OPAD = 8'h5c;

    // Tag fields {op, key, err, tid}: the operation, its key context, err (the inner hash
    // must fail the MAC) and the user's s_tid. Of the blocks (b_tid) and digests (d_tag):
    wire [PTID_W-1:0] d_tid_field = d_tag[PTID_W-1:0];
    wire [2:0]        b_op  = b_tid[PTID_W-1 -: 3];
    wire [KEY_W-1:0]  b_key = b_tid[TID_W+1 +: KEY_W];
    wire              unused_b_prefix = b_tid[PTID_W];   // (b_op says it too)
    wire [2:0]        d_op  = d_tid_field[PTID_W-1 -: 3];
    wire [KEY_W-1:0]  d_key = d_tid_field[TID_W+1 +: KEY_W];
    wire              d_err = d_tid_field[TID_W];
    wire [TID_W-1:0]  d_tid = d_tid_field[TID_W-1:0];
    function mac_op(input [2:0] op);   // blocks that start from a context's state
        mac_op = (op == OP_MAC) | (op == OP_BAD) | (op == OP_OUTER);
    endfunction
    // AXI4-Stream byte lane k is the k-th byte; blocks, keys and digests keep the first
    // byte in the most significant byte.
    function [DATA_W-1:0] lanes_to_word(input [DATA_W-1:0] lanes);
        integer k;
        for (k = 0; k < LANES; k = k + 1)
            lanes_to_word[DATA_W-1-8*k -: 8] = lanes[8*k +: 8];
    endfunction

    // ------------------------------------------------------------------ contexts
    // A state is one memory entry, or four word pairs (STATE_PAIRS): {context, outer, pair}.
    localparam integer PARTS      = (STATE_PAIRS != 0) ? 4 : 1;
    localparam integer PART_W     = (STATE_PAIRS != 0) ? 2 : 0;
    localparam integer ENTRY_BITS = STATE_BITS / PARTS;
    localparam integer MEM_AW     = KEY_W + 1 + PART_W;
    reg  [SLOTS-1:0] loaded_q;         // the context holds a key's derived states
    reg              k0_loaded_q;      // without contexts: K0 holds a key
    wire [MEM_AW-1:0]     mem_wr_addr, mem_rd_addr;
    wire                  mem_wr_en, mem_rd_en;
    wire [ENTRY_BITS-1:0] mem_wr_data, mem_rd_data;

    // The write is registered: the state is an adder output of the core, and the block
    // RAM sits away from it. A read waits for a pending write (mem_rd_en, c_valid).
    reg                   mem_wr_en_q;
    reg  [MEM_AW-1:0]     mem_wr_addr_q;
    reg  [ENTRY_BITS-1:0] mem_wr_data_q;
    always @(posedge clk) begin
        mem_wr_en_q   <= rst_n & mem_wr_en;
        mem_wr_addr_q <= mem_wr_addr;
        mem_wr_data_q <= mem_wr_data;
    end

    generate
        if (CONTEXTS != 0) begin : g_states
            hc_hmac_state_mem #(
                .KEY_W     (KEY_W),
                .STATE_BITS(STATE_BITS),
                .PARTS     (PARTS)
            ) u_states (
                .clk    (clk),
                .wr_en  (mem_wr_en_q),
                .wr_addr(mem_wr_addr_q),
                .wr_data(mem_wr_data_q),
                .rd_en  (mem_rd_en),
                .rd_addr(mem_rd_addr),
                .rd_data(mem_rd_data)
            );
        end else begin : g_no_states
            assign mem_rd_data = {ENTRY_BITS{1'b0}};
            wire [ENTRY_BITS+2*MEM_AW+1:0] unused_mem = {mem_wr_en_q, mem_wr_addr_q,
                                                         mem_wr_data_q, mem_rd_en, mem_rd_addr};
        end
    endgenerate

    // ------------------------------------------------------------------ the generator
    // What goes into the padding unit: the user's stream (G_USER) or one of ours.
    localparam [3:0] G_SCRUB = 4'd0,   // after reset: a WIPE message per context
                     G_USER  = 4'd1,   // the user's stream
                     G_KFILL = 4'd2,   // a short key: zeros to the block size
                     G_WAIT  = 4'd3,   // the digest of the MAC's inner hash or the KEY's
                     G_OUTER = 4'd4,   // the inner digest, as the OUTER message
                     G_KHASH = 4'd5,   // a long key: K0 = H(K), then zeros
                     G_IPAD  = 4'd6,   // K0 ^ ipad (rotating K0)
                     G_OPAD  = 4'd7,   // K0 ^ opad (clearing K0)
                     G_KCLR  = 4'd8,   // a malformed key: clear K0 ...
                     G_KWIPE = 4'd9,   // ... and wipe the context
                     // without contexts:
                     G_MIPAD = 4'd10,  // K0 ^ ipad ahead of the user's MAC message
                     G_MOPAD = 4'd11;  // K0 ^ opad ahead of the inner digest
    reg  [3:0]         gen_q;
    reg  [COUNT_W-1:0] count_q;        // words or messages of the state
    reg  [COUNT_W-1:0] key_words_q;    // words of the key shifted into K0 so far
    reg                key_long_q;     // the key has more than B bytes
    reg  [KEY_W-1:0]   key_q;          // context of the key being loaded / scrubbed
    reg                user_in_q;      // a user operation is under way (first beat taken)
    reg                scrub_sent_q;   // after reset: every context's WIPE has gone in
    reg  [2:0]         user_op_q;      // its operation
    reg                prefixed_q;     // without contexts: K0 ^ ipad is in ahead of this MAC

    wire [2:0] user_op   = user_in_q ? user_op_q : {1'b0, s_top};
    // Without contexts a MAC message waits at its first beat while K0 ^ ipad goes in.
    wire       user_mac  = (user_op == OP_MAC) | (user_op == OP_BAD);
    wire       need_ipad = (CONTEXTS == 0) & ~user_in_q & ~prefixed_q & user_mac;
    wire       user_pass = (gen_q == G_USER) & ~need_ipad;
    wire       user_hs   = user_pass & s_tvalid & p_tready;
    // the user's tag: without contexts one key (index 0), and a MAC without one fails
    wire [KEY_W-1:0] user_key = (CONTEXTS != 0) ? s_tkey : {KEY_W{1'b0}};
    wire             user_err = (CONTEXTS == 0) & user_mac & ~k0_loaded_q;
    // with contexts a MAC message starts after its key block (RFC 2104 section 4): prefix
    wire       user_prefix = (CONTEXTS != 0) & mac_op({1'b0, s_top});
    wire [PTID_W:0] user_tid = {user_prefix, 1'b0, s_top, user_key, user_err, s_tid};
    wire       p_hs      = p_tvalid & p_tready;
    wire       d_op_mac  = (d_op == OP_MAC) | (d_op == OP_BAD);
    wire       d_op_key  = d_op == OP_KEY;
    wire       last_key_word = count_q == KEY_LAST;
    wire       last_dig_word = count_q == DIG_LAST;

    // K0 and what enters it (hc_hmac_k0): K0 moves a clock after the decision, so the
    // K0 ^ pad beats go in every other clock (a key load's two blocks)
    localparam [1:0] K0_ZERO = 2'd0, K0_USER = 2'd1, K0_DIGEST = 2'd2, K0_ROTATE = 2'd3;
    wire [DATA_W-1:0] key_out;
    reg  [1:0]        key_from;
    reg               key_shift;
    wire              key_shift_q;     // K0 moves in this clock
    // The digest the generator works from (a MAC's inner hash, a long key's hash), taken
    // from the core as it comes: the core is free at once, and no adder of the core's
    // chaining value sits in front of the padding unit or K0.
    reg  [DIGEST_BITS-1:0] dig_q;
    reg  [TID_W-1:0]       dig_tid_q;      // the MAC's s_tid
    reg                    dig_bad_q;      // the MAC must come back with m_error
    wire [DATA_W-1:0]      dig_word;       // word count_q of it, first byte in the MSB

    wire key_full = key_words_q == KEY_FULL;
    wire key_room = ~user_in_q | ~key_full;   // a key's first beat always goes in
    // the KEY's digest comes from a malformed key stream
    wire key_bad  = d_tag[PTID_W] | d_err;

    always @(*) begin
        key_shift = 1'b0;
        key_from  = K0_ZERO;
        case (gen_q)
            G_USER:  begin
                key_shift = user_hs & (user_op == OP_KEY) & key_room;
                key_from  = K0_USER;
            end
            G_KFILL: key_shift = ~key_full;
            G_KHASH: begin
                key_shift = 1'b1;
                key_from  = K0_DIGEST;
            end
            G_IPAD, G_MIPAD, G_MOPAD: begin
                key_shift = p_hs;
                key_from  = K0_ROTATE;  // K0 is needed again for opad
            end
            G_OPAD:  key_shift = p_hs;  // zeros in: K0 is gone once used
            G_KCLR, G_SCRUB: key_shift = 1'b1;   // zeros in
            default: key_shift = 1'b0;
        endcase
    end

    hc_hmac_k0 #(
        .DATA_W     (DATA_W),
        .BLOCK_W    (BLOCK_W),
        .DIGEST_BITS(DIGEST_BITS),
        .INDEX_W    (COUNT_W)
    ) u_k0 (
        .clk        (clk),
        .rst_n      (rst_n),
        .shift      (key_shift),
        .source     (key_from),
        .s_tdata    (s_tdata),
        .s_tkeep    (s_tkeep),
        .digest     (dig_q),
        .index      (count_q),
        .digest_word(dig_word),
        .out_word   (key_out),
        .shifting   (key_shift_q)
    );

    // our streams' beats
    reg  [DATA_W-1:0]   gen_word;      // first byte in the MSB
    reg  [LANES-1:0]    gen_keep;
    reg                 gen_last;
    reg  [PTID_W:0]     gen_tid;       // {prefix, op, key, err, tid}
    reg                 gen_valid;
    reg                 gen_take;      // the digest in front of the generator is done with
    // the inner digest fails the MAC: malformed, reserved operation, or no key
    reg                 no_key_q;      // the message in the core has a context without a key
    wire                inner_bad   = d_tag[PTID_W] | d_err | (d_op == OP_BAD) | no_key_q;

    always @(*) begin
        gen_word  = {DATA_W{1'b0}};
        gen_keep  = {LANES{1'b1}};
        gen_last  = 1'b0;
        gen_tid   = {(PTID_W+1){1'b0}};
        gen_valid = 1'b0;
        gen_take  = 1'b0;
        case (gen_q)
            G_SCRUB, G_KWIPE: begin
                gen_keep  = {LANES{1'b0}};
                gen_last  = 1'b1;
                gen_tid   = {1'b0, OP_WIPE, key_q, 1'b0, {TID_W{1'b0}}};
                gen_valid = (gen_q == G_KWIPE) | ~scrub_sent_q;
            end
            G_WAIT:
                gen_take  = d_valid & (d_op_mac | d_op_key);
            G_OUTER: begin
                gen_word  = dig_word;
                if (last_dig_word)
                    gen_keep = {LANES{1'b1}} >> (LANES - LAST_LANES);
                gen_last  = last_dig_word;
                // with contexts the message follows K0 ^ opad (its state); without, it is
                // the rest of G_MOPAD's message, K0 ^ opad in it
                gen_tid   = {CONTEXTS != 0, OP_OUTER, key_q, dig_bad_q, dig_tid_q};
                gen_valid = 1'b1;
            end
            G_IPAD, G_OPAD: begin
                gen_word  = key_out ^ {LANES{(gen_q == G_IPAD) ? IPAD : OPAD}};
                gen_last  = last_key_word;
                gen_tid   = {1'b0, (gen_q == G_IPAD) ? OP_IPAD : OP_OPAD, key_q, 1'b0, {TID_W{1'b0}}};
                gen_valid = ~key_shift_q;   // K0's top word is the next one
            end
            G_MIPAD: begin                  // the start of the user's MAC message
                gen_word  = key_out ^ {LANES{IPAD}};
                gen_tid   = user_tid;
                gen_valid = ~key_shift_q;
            end
            G_MOPAD: begin                  // the start of the OUTER message
                gen_word  = key_out ^ {LANES{OPAD}};
                gen_tid   = {1'b0, OP_OUTER, key_q, dig_bad_q, dig_tid_q};  // K0 ^ opad is in it
                gen_valid = ~key_shift_q;
            end
            default: ;
        endcase
    end

    wire [DATA_W-1:0] gen_lanes = lanes_to_word(gen_word);  // the same swap, back to lanes

    assign p_tdata  = user_pass ? s_tdata  : gen_lanes;
    assign p_tkeep  = user_pass ? s_tkeep  : gen_keep;
    assign p_tlast  = user_pass ? s_tlast  : gen_last;
    assign p_tid    = user_pass ? user_tid : gen_tid;
    assign p_tvalid = user_pass ? s_tvalid : gen_valid;
    assign s_tready = user_pass & p_tready;

    always @(posedge clk) begin
        if (!rst_n) begin
            gen_q       <= G_SCRUB;
            count_q     <= {COUNT_W{1'b0}};
            key_q       <= {KEY_W{1'b0}};
            user_in_q   <= 1'b0;
            key_words_q <= {COUNT_W{1'b0}};
            key_long_q  <= 1'b0;
            scrub_sent_q <= (CONTEXTS == 0);   // no context to wipe
            prefixed_q  <= 1'b0;
            k0_loaded_q <= 1'b0;
        end else begin
            if (user_hs)
                user_in_q <= ~s_tlast;
            if (user_hs && s_tlast)
                prefixed_q <= 1'b0;
            case (gen_q)
                G_SCRUB: begin
                    // a WIPE message per context, and K0 cleared (KEY_WORDS zeros shifted)
                    if (~key_full)
                        key_words_q <= key_words_q + 1'b1;
                    if (p_hs && key_q != KEY_TOP)
                        key_q <= key_q + 1'b1;
                    if (p_hs && key_q == KEY_TOP)
                        scrub_sent_q <= 1'b1;
                    if ((scrub_sent_q || (p_hs && key_q == KEY_TOP)) && key_full)
                        gen_q <= G_USER;
                end
                G_USER: if (need_ipad && s_tvalid) begin
                    count_q <= {COUNT_W{1'b0}};
                    gen_q   <= G_MIPAD;
                end else if (user_hs) begin
                    if (user_op == OP_KEY) begin
                        if (~user_in_q) begin  // the key's first beat
                            key_words_q <= 1;
                            key_long_q  <= 1'b0;
                        end else if (~key_full) begin
                            key_words_q <= key_words_q + 1'b1;
                        end else if (s_tkeep[0]) begin
                            key_long_q  <= 1'b1;   // more than B bytes
                        end
                    end
                    if (s_tlast && user_op == OP_KEY)
                        gen_q <= G_KFILL;
                    else if (s_tlast && user_op == OP_WIPE && CONTEXTS == 0) begin
                        count_q  <= {COUNT_W{1'b0}};
                        k0_loaded_q <= 1'b0;   // the key is forgotten now, in stream order
                        gen_q    <= G_KCLR;
                    end else if (s_tlast && user_op != OP_WIPE)
                        gen_q <= G_WAIT;
                end
                G_KFILL: begin
                    if (key_full)
                        gen_q <= G_WAIT;
                    else
                        key_words_q <= key_words_q + 1'b1;
                end
                G_WAIT: if (d_valid && (d_op_mac || d_op_key)) begin
                    count_q <= {COUNT_W{1'b0}};
                    key_q   <= d_key;
                    if (d_op_mac)
                        gen_q <= (CONTEXTS != 0) ? G_OUTER : G_MOPAD;
                    else if (key_bad)
                        gen_q <= G_KCLR;       // malformed key: forget it
                    else
                        gen_q <= key_long_q ? G_KHASH
                               : (CONTEXTS != 0) ? G_IPAD : G_USER;
                    if (d_op_key && CONTEXTS == 0)
                        k0_loaded_q <= ~key_bad;   // K0 holds the key (or is cleared)
                end
                G_OUTER: if (p_hs) begin
                    count_q <= count_q + 1'b1;
                    if (last_dig_word)
                        gen_q <= G_USER;
                end
                G_KHASH: begin
                    count_q <= count_q + 1'b1;
                    if (count_q == KEY_LAST) begin
                        count_q <= {COUNT_W{1'b0}};
                        gen_q   <= (CONTEXTS != 0) ? G_IPAD : G_USER;
                    end
                end
                G_MIPAD, G_MOPAD: if (p_hs) begin
                    count_q <= count_q + 1'b1;
                    if (last_key_word) begin
                        count_q <= {COUNT_W{1'b0}};
                        if (gen_q == G_MIPAD)
                            prefixed_q <= 1'b1;
                        gen_q <= (gen_q == G_MIPAD) ? G_USER : G_OUTER;
                    end
                end
                G_IPAD, G_OPAD: if (p_hs) begin
                    count_q <= count_q + 1'b1;
                    if (last_key_word) begin
                        count_q <= {COUNT_W{1'b0}};
                        gen_q   <= (gen_q == G_IPAD) ? G_OPAD : G_USER;
                    end
                end
                G_KCLR: begin
                    count_q <= count_q + 1'b1;
                    if (count_q == KEY_LAST)
                        gen_q <= (CONTEXTS != 0) ? G_KWIPE : G_USER;
                end
                G_KWIPE: if (p_hs)
                    gen_q <= G_USER;
                default: gen_q <= G_USER;
            endcase
        end
    end

    always @(posedge clk) begin
        if (user_hs && !user_in_q)
            user_op_q <= {1'b0, s_top};
    end

    always @(posedge clk) begin
        if (gen_q == G_WAIT && d_valid && (d_op_mac || d_op_key)) begin
            dig_q     <= d_data;
            dig_tid_q <= d_tid;
            dig_bad_q <= inner_bad;
        end
    end

    // ------------------------------------------------------------------ blocks to the core
    wire       b_key_blk = (b_op == OP_IPAD) | (b_op == OP_OPAD);
    wire       b_drop    = b_key_blk & ~b_first;       // the padding block behind K0 ^ pad
    wire       d_hs      = d_valid & d_ready;
    wire       b_key_ok  = {{(32-KEY_W){1'b0}}, b_key} < SLOTS;
    wire       c_cv_ok;      // a first block at b_* may go to the core (its state is there)

    assign c_valid  = b_valid & ~b_drop & (~b_first | c_cv_ok);
    assign b_ready  = b_drop | (c_ready & c_valid);
    assign c_first  = b_first;
    assign c_last   = b_last | b_key_blk;              // K0 ^ pad: its state is the output
    assign c_tag    = {b_error, b_tid[PTID_W-1:0]};
    assign c_data   = b_data;
    wire   b_hs     = b_valid & b_ready;

    // the message's context holds no key: its inner digest fails the MAC
    always @(posedge clk) begin
        if (b_hs && b_first && !b_drop && b_op != OP_OUTER)
            no_key_q <= (CONTEXTS != 0) & ~(b_key_ok & loaded_q[b_key]);
    end

    generate
        if (STATE_PAIRS == 0) begin : g_cv_whole
            // Every first block starts from c_cv: the context's state for MAC and OUTER
            // blocks, the IV for the others. It is read in two clocks (the memory, then
            // cv_q; the IV enters cv_q as a synchronous set/reset of its flip-flops), once
            // the core is done with the previous message, so that a key load ahead of this
            // block has written its states.
            reg        cv_read_q;    // the memory is reading the state of the block at b_*
            reg        cv_ready_q;   // c_cv holds the state the block at b_* starts from
            reg        cv_use_q;     // the block starts from a context's state, not the IV
            reg        pending_q;    // a last block is in the core, its digest not yet taken
            reg  [STATE_BITS-1:0] cv_q;
            wire       b_cv_blk = b_first & ~b_drop;   // a first block the core takes
            wire   block_rd = b_valid & b_cv_blk & ~cv_read_q & ~cv_ready_q & ~pending_q
                            & ~d_valid & ~mem_wr_en_q;
            // A MAC's outer state is read as its inner digest is taken (the next first
            // block the core takes is the OUTER one: nothing else is in the padding unit),
            // so the outer block finds it ready when the padding unit has assembled it.
            wire   outer_rd = (gen_q == G_WAIT) & d_valid & d_op_mac & ~cv_read_q & ~cv_ready_q
                            & ~mem_wr_en_q;
            assign mem_rd_en   = block_rd | outer_rd;
            assign mem_rd_addr = outer_rd ? {d_key, 1'b1} : {b_key, b_op == OP_OUTER};
            assign c_cv        = cv_q;
            // (without contexts every message starts from the IV: the core has no blk_cv)
            assign c_cv_ok     = cv_ready_q | (CONTEXTS == 0);
            assign c_from_cv   = 1'b0;
            assign c_cv_pair   = {(STATE_BITS/4){1'b0}};
            assign mem_wr_data = d_state;
            wire [STATE_BITS/4+5:0] unused_pairs = {c_cv_rd, c_cv_word, d_st_we, d_st_word,
                                                    d_st_pair};

            always @(posedge clk) begin
                if (!rst_n) begin
                    cv_read_q  <= 1'b0;
                    cv_ready_q <= 1'b0;
                    pending_q  <= 1'b0;
                end else begin
                    cv_read_q <= mem_rd_en;
                    if (cv_read_q)
                        cv_ready_q <= 1'b1;
                    else if (b_hs)
                        cv_ready_q <= 1'b0;
                    if (b_hs & ~b_drop & c_last)
                        pending_q <= 1'b1;
                    else if (d_hs)
                        pending_q <= 1'b0;
                end
            end

            always @(posedge clk) begin
                if (mem_rd_en)
                    cv_use_q <= outer_rd | mac_op(b_op);
                if (cv_read_q)
                    cv_q <= cv_use_q ? mem_rd_data : iv;
            end
        end else begin : g_cv_pairs
            // The core reads the state of a first block at b_* itself, as it loads it (a
            // MAC or OUTER block: the context's inner or outer state; the others start
            // from the IV). The block waits while an entry is being written, so that the
            // last pair of a key load's state is in the memory before it is read.
            reg  [ENTRY_BITS-1:0] cv_pair_q;
            always @(posedge clk)
                cv_pair_q <= mem_rd_data;
            assign mem_rd_en   = c_cv_rd;
            assign mem_rd_addr = {b_key, b_op == OP_OUTER, c_cv_word};
            assign c_cv_pair   = cv_pair_q;
            assign c_from_cv   = (CONTEXTS != 0) & mac_op(b_op);
            assign c_cv_ok     = ~mem_wr_en_q;
            assign c_cv        = {STATE_BITS{1'b0}};
            // a WIPE writes zeros (a synchronous reset of mem_wr_data_q)
            assign mem_wr_data = (d_op == OP_WIPE) ? {ENTRY_BITS{1'b0}} : d_st_pair;
            wire [2*STATE_BITS-1:0] unused_whole = {iv, d_state};
        end
    endgenerate

    // ------------------------------------------------------------------ digests
    // A key load's blocks write their states; a WIPE overwrites both of its context's
    // states, an entry a clock while its digest is held (PARTS entries each).
    localparam integer WIPE_LAST_I = 2 * PARTS - 1;
    localparam [PART_W:0] WIPE_LAST = WIPE_LAST_I[PART_W:0];
    reg  [PART_W:0] wipe_count_q;   // entries of the WIPE's context written so far
    wire            d_key_blk = (d_op == OP_IPAD) | (d_op == OP_OPAD);
    wire            wiping    = (CONTEXTS != 0) & d_valid & (d_op == OP_WIPE);
    generate
        if (STATE_PAIRS == 0) begin : g_write_whole
            assign mem_wr_en   = ((CONTEXTS != 0) & d_valid & d_key_blk) | wiping;
            assign mem_wr_addr = {d_key, (d_op == OP_OPAD) | (wiping & wipe_count_q[0])};
        end else begin : g_write_pairs
            // the pairs of K0 ^ pad's state as the core forms them (its tag is d_tag)
            assign mem_wr_en   = ((CONTEXTS != 0) & d_st_we & d_key_blk) | wiping;
            assign mem_wr_addr = wiping ? {d_key, wipe_count_q}
                                        : {d_key, d_op == OP_OPAD, d_st_word};
        end
    endgenerate

    assign d_ready = (d_op == OP_OUTER) ? m_ready
                   : d_key_blk ? 1'b1
                   : (d_op == OP_WIPE) ? ((wipe_count_q == WIPE_LAST) | (CONTEXTS == 0))
                   : gen_take;

    integer c;
    always @(posedge clk) begin
        if (!rst_n) begin
            loaded_q     <= {SLOTS{1'b0}};
            wipe_count_q <= {(PART_W+1){1'b0}};
        end else begin
            if (wiping)
                wipe_count_q <= wipe_count_q + 1'b1;   // back to 0 after the last entry
            for (c = 0; c < KEYS; c = c + 1) begin
                if (d_hs && {{(32-KEY_W){1'b0}}, d_key} == c && d_op == OP_OPAD)
                    loaded_q[c] <= 1'b1;
                if (d_hs && {{(32-KEY_W){1'b0}}, d_key} == c && d_op == OP_WIPE)
                    loaded_q[c] <= 1'b0;
            end
        end
    end

    // the MAC: the leftmost MAC_BITS bits of the outer hash (RFC 2104 section 5)
    assign m_mac   = d_data[DIGEST_BITS-1 -: MAC_BITS];
    assign m_tid   = d_tid;
    assign m_error = d_tag[PTID_W] | d_err;
    assign m_valid = d_valid & (d_op == OP_OUTER);

endmodule

`default_nettype wire
