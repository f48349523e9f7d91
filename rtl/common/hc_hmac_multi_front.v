`default_nettype none
// hc_hmac_multi_front: HMAC (RFC 2104, FIPS 198-1) around a Merkle-Damgard block core with
// N_CTX message contexts and a starting-value input per context (CV_IN = 1), with KEYS
// key contexts: what every family's multi-message HMAC top puts in front of its core, the
// family's padding rule as parameters (as hc_hmac_front for the one-message cores).
// A family's top is this and its core, wired by the c_* and d_* ports. Ports and
// operations: docs/hmac.md, "Multi-message cores".
//
//   MAC(K, text) = H((K0 ^ opad) || H((K0 ^ ipad) || text))       RFC 2104 section 2
//
// MAC messages: a message's s_tid and its first beat's s_top and s_tkey choose its
// message context (the padding unit hc_ctx_pad's tag is {prefix, op, key, s_tid}). A
// message's first block starts from its key context's inner state (RFC 2104 section 4),
// read from the state memory into the context's cv_q; its length field counts the key
// block (the padding unit counts a MAC message's bytes from B: the prefix bit, its
// PREFIX_BIT). Once its last block is in the core the context owes an outer block: the
// padding unit's next message waits, the inner digest is kept in the context
// (outer_dig_q) and the block inner || 0x80 || 0 || (B + L) * 8 (the padding of FIPS
// 180-4 section 5.1, RFC 1321 section 3.1 and 3.2, RIPEMD-160: the length field's width
// and byte order are LEN_W and LEN_LITTLE) goes into the core on the same context, from
// the key's outer state, between the other contexts' inner blocks. Its digest is the MAC.
// A message is its s_tid's beats from a first beat to the one with s_tlast: its s_top and
// s_tkey are its first beat's (a table an s_tid, TIDS entries); a later beat whose s_top
// or s_tkey differs belongs to it all the same and makes it malformed, as on the
// one-message tops (docs/interface.md, "Errors"). MACs of one s_tid leave in the order
// they were sent: a first beat under another operation or key than its s_tid's MACs in
// flight waits until they have left (their contexts would race).
// KEY and WIPE are done one at a time, in stream order: the first beat of either waits
// until every MAC whose last beat came before it has left (s_tready low), a KEY's first
// beat also while another KEY is open (there is one K0), and after a KEY's or WIPE's
// last beat the stream waits until it is done. A MAC whose inner state was read before a
// key load or wipe of its context cleared it, and whose outer state was not, comes back
// with m_error: its two states would be of different keys. A key is hashed through the
// padding unit and the core from the IV (K0 = H(K) when longer than the block, RFC 2104
// section 2 step 1), then the blocks K0 ^ ipad and K0 ^ opad are (each a one-block
// message whose padding block is dropped) and their chaining values written to the state
// memory.
module hc_hmac_multi_front #(
    parameter DATA_W      = 32,    // stream width: a multiple of 32 dividing BLOCK_W
    parameter TID_W       = 1,     // width of s_tid / m_tid
    parameter BLOCK_W     = 512,   // the hash's block in bits
    parameter DIGEST_BITS = 256,   // the hash's output
    parameter STATE_BITS  = 256,   // the chaining value's width (>= DIGEST_BITS)
    parameter MAC_BITS    = DIGEST_BITS,  // the MAC: the leftmost bits of the outer hash
    parameter KEYS        = 1,     // key contexts: a power of 2
    parameter MAX_BYTES_W = 61,    // byte counter width: longer messages are errors
    parameter LEN_W       = 64,    // the padding's length field in bits
    parameter LEN_LITTLE  = 0,     // 1: the length field low byte first (MD5, RIPEMD)
    parameter N_CTX       = 5,     // message contexts (messages in flight + waiting)
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1,
    parameter CTX_W       = (N_CTX > 1) ? $clog2(N_CTX) : 1,
    parameter CTAG_W      = CTX_W + 3 + KEY_W + TID_W   // the core's tag: {context, op, key, s_tid}
) (
    input  wire                       clk,
    input  wire                       rst_n,
    // operations in: AXI4-Stream; s_top (0 MAC, 1 load key, 2 wipe key) and s_tkey (the
    // key context) held for a whole message, as s_tid
    input  wire [DATA_W-1:0]          s_tdata,
    input  wire [DATA_W/8-1:0]        s_tkeep,
    input  wire                       s_tlast,
    input  wire [TID_W-1:0]           s_tid,
    input  wire [1:0]                 s_top,
    input  wire [KEY_W-1:0]           s_tkey,
    input  wire                       s_tvalid,
    output wire                       s_tready,
    // to the core: one block channel per context (context c in [BLOCK_W*c +: BLOCK_W], ...)
    output wire [BLOCK_W*N_CTX-1:0]   c_data,
    output wire [STATE_BITS*N_CTX-1:0] c_cv,    // a first block's starting value, held with it
    input  wire [STATE_BITS-1:0]      iv,       // the hash's IV (a constant), as d_state
    output wire [N_CTX-1:0]           c_first,
    output wire [N_CTX-1:0]           c_last,
    output wire [N_CTX-1:0]           c_err,
    output wire [CTAG_W*N_CTX-1:0]    c_tag,
    output wire [N_CTX-1:0]           c_valid,
    input  wire [N_CTX-1:0]           c_ready,
    input  wire [N_CTX-1:0]           core_idle, // the core's ctx_idle
    // digests from the core
    input  wire [DIGEST_BITS-1:0]     d_data,
    input  wire [STATE_BITS-1:0]      d_state,
    input  wire [CTAG_W-1:0]          d_tag,
    input  wire                       d_err,
    input  wire                       d_valid,
    output wire                       d_ready,
    // MACs out, one per MAC operation
    output wire [MAC_BITS-1:0]        m_mac,
    output wire [TID_W-1:0]           m_tid,
    output wire                       m_error,
    output wire                       m_valid,
    input  wire                       m_ready
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_stream_param_check #(.DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W))
        u_param_check ();

    localparam integer BLK_W     = BLOCK_W;
    localparam integer STATE_W   = STATE_BITS;
    localparam integer LANES     = DATA_W / 8;
    localparam integer PTID_W    = 3 + KEY_W + TID_W;      // {op, key, s_tid}
    // the padding units' tag: {prefix, op, key, s_tid}, prefix set for a MAC's inner
    // message (it follows the key block K0 ^ ipad, whose chaining value it starts from)
    localparam integer PAD_TID_W = PTID_W + 1;
    localparam integer KEY_WORDS = BLK_W / DATA_W;
    localparam integer COUNT_W   = $clog2(KEY_WORDS + 1) + 1;
    localparam integer OUT_W     = $clog2(N_CTX + 1) + 4;  // MACs in flight
    localparam integer TIDS      = 1 << TID_W;              // the per-s_tid table's entries
    localparam integer ZERO_W    = BLK_W - DIGEST_BITS - 8 - LEN_W;
    localparam integer KEY_LAST_I = KEY_WORDS - 1;
    localparam [COUNT_W-1:0] KEY_LAST  = KEY_LAST_I[COUNT_W-1:0];
    localparam [COUNT_W-1:0] KEY_FULL  = KEY_WORDS[COUNT_W-1:0];
    // the outer message's length in bits: the key block and the inner digest
    localparam integer OUTER_BITS = BLK_W + DIGEST_BITS;
    localparam [31:0]  OUTER_BITS32 = OUTER_BITS;
    localparam [LEN_W-1:0] OUTER_LEN = {{(LEN_W-32){1'b0}}, OUTER_BITS32};

    generate
        if (KEYS < 1 || (KEYS & (KEYS - 1)) != 0) begin : g_bad_keys
            hc_error_KEYS_must_be_a_power_of_2 u_error ();
        end
        if (MAC_BITS < 32 || MAC_BITS % 8 != 0 || MAC_BITS > DIGEST_BITS) begin : g_bad_mac_bits
            hc_error_MAC_BITS_must_be_whole_bytes_from_32_to_the_digest u_error ();
        end
        if (DATA_W < 32 || DATA_W % 32 != 0 || BLK_W % DATA_W != 0) begin : g_bad_data_w
            hc_error_DATA_W_must_be_a_multiple_of_32_dividing_the_block u_error ();
        end
        // the per-s_tid table has 2^TID_W entries
        if (TID_W > 8) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_most_8_on_a_multi_message_HMAC_top u_error ();
        end
        if (N_CTX < 2) begin : g_bad_n_ctx
            hc_error_N_CTX_must_be_at_least_2 u_error ();
        end
        if (LEN_W <= 32 || LEN_W % 8 != 0) begin : g_bad_len_w
            hc_error_LEN_W_must_be_a_multiple_of_8_above_32 u_error ();
        end
        if (STATE_BITS < DIGEST_BITS || DIGEST_BITS % 8 != 0 || ZERO_W < 0) begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_fit_one_outer_block u_error ();
        end
    endgenerate

    // the outer block's length field, in the padding's byte order
    wire [LEN_W-1:0] outer_field;
    genvar f;
    generate
        for (f = 0; f < LEN_W / 8; f = f + 1) begin : g_outer_field
            if (LEN_LITTLE != 0) begin : g_little_endian
                assign outer_field[LEN_W-1-8*f -: 8] = OUTER_LEN[8*f +: 8];
            end else begin : g_big_endian
                assign outer_field[8*f +: 8] = OUTER_LEN[8*f +: 8];
            end
        end
    endgenerate

    localparam [2:0] OP_MAC = 3'd0, OP_KEY = 3'd1, OP_WIPE = 3'd2, OP_BAD = 3'd3,
                     OP_IPAD = 3'd4, OP_OPAD = 3'd5, OP_OUTER = 3'd6;
    localparam [7:0] IPAD = 8'h36, OPAD = 8'h5c;   // RFC 2104 section 2
    function mac_op(input [2:0] op);   // a MAC's inner message (reserved: with m_error)
        mac_op = (op == OP_MAC) | (op == OP_BAD);
    endfunction
    function key_is(input [KEY_W-1:0] key, input integer number);
        key_is = {{(32-KEY_W){1'b0}}, key} == number;
    endfunction
    // AXI4-Stream byte lane k is the k-th byte; K0 and digests keep it in the MSB byte
    function [DATA_W-1:0] swap_lanes(input [DATA_W-1:0] word);
        integer k;
        for (k = 0; k < LANES; k = k + 1)
            swap_lanes[DATA_W-1-8*k -: 8] = word[8*k +: 8];
    endfunction

    wire [CTX_W-1:0] d_ctx = d_tag[CTAG_W-1 -: CTX_W];
    wire [2:0]       d_op  = d_tag[PTID_W-1 -: 3];
    wire [KEY_W-1:0] d_key = d_tag[TID_W +: KEY_W];
    wire [TID_W-1:0] d_tid = d_tag[TID_W-1:0];
    wire             d_key_op = d_valid & (d_op == OP_KEY);
    wire             d_outer  = d_op == OP_OUTER;

    // ------------------------------------------------------------------ key contexts
    reg  [KEYS-1:0]   loaded_q;        // the context holds a key's derived states
    wire              mem_rd_en;
    wire [KEY_W:0]    mem_rd_addr;
    wire [STATE_W-1:0] mem_rd_data;
    reg               mem_wr_en_q;     // registered: the state comes from the core's output
    reg  [KEY_W:0]    mem_wr_addr_q;
    reg  [STATE_W-1:0] mem_wr_data_q;
    hc_hmac_state_mem #(
        .KEY_W     (KEY_W),
        .STATE_BITS(STATE_W)
    ) u_states (
        .clk    (clk),
        .wr_en  (mem_wr_en_q),
        .wr_addr(mem_wr_addr_q),
        .wr_data(mem_wr_data_q),
        .rd_en  (mem_rd_en),
        .rd_addr(mem_rd_addr),
        .rd_data(mem_rd_data)
    );

    // ------------------------------------------------------------------ the generator
    // What goes into the padding units: the user's stream (G_USER) or one of ours.
    localparam [3:0] G_SCRUB = 4'd0,   // after reset: every state overwritten, K0 cleared
                     G_USER  = 4'd1,   // the user's stream
                     G_KFILL = 4'd2,   // a short key: zeros to the block size
                     G_KWAIT = 4'd3,   // the key's hash
                     G_KHASH = 4'd4,   // a long key: K0 = H(K), then zeros
                     G_IPAD  = 4'd5,   // K0 ^ ipad (rotating K0)
                     G_OPAD  = 4'd6,   // K0 ^ opad (clearing K0)
                     G_KDONE = 4'd7,   // both states written: the key is loaded
                     G_KCLR  = 4'd8,   // a malformed key: clear K0 ...
                     G_WIPE  = 4'd9;   // ... and overwrite the context's states
    reg  [3:0]         gen_q;
    reg  [COUNT_W-1:0] count_q;        // words of K0 streamed, or states written
    reg  [COUNT_W-1:0] key_words_q;    // words of the key shifted into K0 so far
    reg                key_long_q;     // the key has more than B bytes
    reg                key_open_q;     // a key's first beat is taken, not yet its last
    reg  [KEY_W-1:0]   key_q;          // context of the key being loaded
    reg  [KEY_W-1:0]   wipe_q;         // context being wiped (a WIPE beside an open KEY)
    reg  [KEY_W:0]     scrub_q;        // after reset: the state written next
    reg  [1:0]         pads_q;         // states of K0 ^ ipad / K0 ^ opad written
    reg  [OUT_W-1:0]   macs_q;         // MACs whose last beat is in and output not out

    // Per s_tid: a message open (its first beat taken, not its last), its s_top and s_tkey
    // (kept after its end: the last message's), its MACs whose last beat is in and whose
    // output is not out.
    wire [TIDS-1:0]       tid_open;
    wire [2*TIDS-1:0]     tid_top;
    wire [KEY_W*TIDS-1:0] tid_key;
    wire [OUT_W*TIDS-1:0] tid_macs;
    wire             s_open  = tid_open[s_tid];
    wire [1:0]       s_top_q = tid_top[2*s_tid +: 2];
    wire [KEY_W-1:0] s_key_q = tid_key[KEY_W*s_tid +: KEY_W];
    wire             s_same  = (s_top == s_top_q) & (s_tkey == s_key_q);
    // the beat's operation and key context: its message's
    wire [2:0]       s_op    = {1'b0, s_open ? s_top_q : s_top};
    wire [KEY_W-1:0] s_key   = s_open ? s_key_q : s_tkey;
    wire             s_mac   = mac_op(s_op);
    wire             s_breaks = s_open & ~s_same;  // a beat unlike its message's first
    // a KEY or WIPE starts when no MAC before it is left, a KEY when no other KEY is
    // open; a message under another operation or key than its s_tid's MACs in flight
    // when they have left (per-s_tid order)
    wire       barrier  = ~s_open & ((~s_mac & (macs_q != {OUT_W{1'b0}}))
                                   | ((s_op == OP_KEY) & key_open_q)
                                   | (~s_same & (tid_macs[OUT_W*s_tid +: OUT_W] != {OUT_W{1'b0}})));
    wire       user_go  = (gen_q == G_USER) & ~barrier;
    wire       p_ready;
    // a WIPE's beats are only counted; the others go to the padding units
    wire       user_pass = user_go & (s_op != OP_WIPE);
    wire       user_hs   = user_go & s_tvalid & ((s_op == OP_WIPE) | p_ready);
    wire       key_full  = key_words_q == KEY_FULL;
    wire       key_room  = ~key_open_q | ~key_full;    // a key's first beat always goes in
    // a key context's states about to change: a WIPE's last beat, a KEY's digest (its
    // context cleared ahead of the new states)
    wire             key_clear = (user_hs & (s_op == OP_WIPE) & s_tlast)
                               | ((gen_q == G_KWAIT) & d_key_op);
    wire [KEY_W-1:0] clear_key = (gen_q == G_KWAIT) ? key_q : s_key;
    wire             mac_out   = d_valid & d_outer & m_ready;

    genvar t;
    generate
        for (t = 0; t < TIDS; t = t + 1) begin : g_tid
            localparam [TID_W-1:0] TID = t;
            reg             open_q;
            reg [1:0]       top_q;
            reg [KEY_W-1:0] tkey_q;
            reg [OUT_W-1:0] flight_q;
            wire mine = user_hs & (s_tid == TID);
            always @(posedge clk) begin
                if (!rst_n) begin
                    open_q   <= 1'b0;
                    flight_q <= {OUT_W{1'b0}};
                end else begin
                    if (mine)
                        open_q   <= ~s_tlast;
                    flight_q <= flight_q + {{(OUT_W-1){1'b0}}, mine & s_mac & s_tlast}
                                         - {{(OUT_W-1){1'b0}}, mac_out & (d_tid == TID)};
                end
                if (mine & ~s_open) begin   // a message's first beat
                    top_q  <= s_top;
                    tkey_q <= s_tkey;
                end
            end
            assign tid_open[t]                = open_q;
            assign tid_top[2*t +: 2]          = top_q;
            assign tid_key[KEY_W*t +: KEY_W]  = tkey_q;
            assign tid_macs[OUT_W*t +: OUT_W] = flight_q;
        end
    endgenerate

    // K0 and what enters it (hc_hmac_k0), moving a clock after the decision; a long key's
    // digest is read from the core's output register, which holds it until G_KHASH is done
    localparam [1:0] K0_ZERO = 2'd0, K0_USER = 2'd1, K0_DIGEST = 2'd2, K0_ROTATE = 2'd3;
    wire [DATA_W-1:0] key_out;
    reg  [1:0]        key_from;
    reg               key_shift;
    wire              key_shift_q;     // K0 moves in this clock
    wire [DATA_W-1:0] unused_dig_word;
    hc_hmac_k0 #(
        .DATA_W     (DATA_W),
        .BLOCK_W    (BLK_W),
        .DIGEST_BITS(DIGEST_BITS),
        .INDEX_W    (COUNT_W)
    ) u_k0 (
        .clk        (clk),
        .rst_n      (rst_n),
        .shift      (key_shift),
        .source     (key_from),
        .s_tdata    (s_tdata),
        .s_tkeep    (s_tkeep),
        .digest     (d_data),
        .index      (count_q),
        .digest_word(unused_dig_word),
        .out_word   (key_out),
        .shifting   (key_shift_q)
    );

    wire key_bad   = d_err;                           // a malformed key stream
    wire last_key_word = count_q == KEY_LAST;
    wire p_hs;

    always @(*) begin
        key_shift = 1'b0;
        key_from  = K0_ZERO;
        case (gen_q)
            G_USER:  begin
                key_shift = user_hs & (s_op == OP_KEY) & key_room;
                key_from  = K0_USER;
            end
            G_KFILL: key_shift = ~key_full;
            G_KHASH: begin
                key_shift = 1'b1;
                key_from  = K0_DIGEST;
            end
            G_IPAD:  begin
                key_shift = p_hs;
                key_from  = K0_ROTATE;  // K0 is needed again for opad
            end
            G_OPAD:  key_shift = p_hs;  // zeros in: K0 is gone once used
            G_KCLR, G_SCRUB: key_shift = ~key_full;   // zeros in
            default: key_shift = 1'b0;
        endcase
    end

    // the padding units' input: the user's beat or K0 ^ pad
    wire              gen_pad   = (gen_q == G_IPAD) | (gen_q == G_OPAD);
    wire [DATA_W-1:0] pad_word  = key_out ^ {LANES{(gen_q == G_IPAD) ? IPAD : OPAD}};
    wire [DATA_W-1:0] p_tdata   = gen_pad ? swap_lanes(pad_word) : s_tdata;
    // a beat that breaks its message reaches the padding unit with lane 1 alone kept,
    // which no beat may have (with or without s_tlast), so its message is malformed
    localparam [LANES-1:0] KEEP_BROKEN = {{(LANES-2){1'b0}}, 2'b10};
    wire [LANES-1:0]  p_tkeep   = gen_pad ? {LANES{1'b1}} : s_breaks ? KEEP_BROKEN : s_tkeep;
    wire              p_tlast   = gen_pad ? last_key_word : s_tlast;
    wire [PAD_TID_W-1:0] p_tid  = gen_pad ? {1'b0, (gen_q == G_IPAD) ? OP_IPAD : OP_OPAD, key_q,
                                             {TID_W{1'b0}}}
                                          : {s_mac, s_op, s_key, s_tid};
    wire              p_tvalid  = gen_pad ? ~key_shift_q : (user_pass & s_tvalid);
    assign p_hs     = p_tvalid & p_ready;
    assign s_tready = user_go & ((s_op == OP_WIPE) | p_ready);

    // the derived states written: a key block's chaining value, or the IV over both of a
    // wiped context's states (and every state after reset)
    wire       d_pad_op  = d_valid & ((d_op == OP_IPAD) | (d_op == OP_OPAD));
    wire       wipe_wr   = (gen_q == G_WIPE) | (gen_q == G_SCRUB);
    always @(posedge clk) begin
        mem_wr_en_q   <= rst_n & (d_pad_op | wipe_wr);
        mem_wr_addr_q <= (gen_q == G_SCRUB) ? scrub_q
                       : (gen_q == G_WIPE) ? {wipe_q, count_q[0]}
                       : {d_key, d_op == OP_OPAD};
        mem_wr_data_q <= wipe_wr ? iv : d_state;
    end

    integer i;
    always @(posedge clk) begin
        if (!rst_n) begin
            gen_q       <= G_SCRUB;
            count_q     <= {COUNT_W{1'b0}};
            key_words_q <= {COUNT_W{1'b0}};
            key_long_q  <= 1'b0;
            key_open_q  <= 1'b0;
            key_q       <= {KEY_W{1'b0}};
            wipe_q      <= {KEY_W{1'b0}};
            scrub_q     <= {(KEY_W+1){1'b0}};
            pads_q      <= 2'd0;
            loaded_q    <= {KEYS{1'b0}};
        end else begin
            case (gen_q)
                G_SCRUB: begin
                    if (~key_full)
                        key_words_q <= key_words_q + 1'b1;
                    if (scrub_q != {(KEY_W+1){1'b1}})
                        scrub_q <= scrub_q + 1'b1;
                    else if (key_full)
                        gen_q <= G_USER;
                end
                G_USER: if (user_hs) begin
                    if (s_op == OP_KEY) begin
                        key_open_q <= ~s_tlast;
                        if (~key_open_q) begin   // the key's first beat
                            key_words_q <= 1;
                            key_long_q  <= 1'b0;
                            key_q       <= s_key;
                        end else if (~key_full) begin
                            key_words_q <= key_words_q + 1'b1;
                        end else if (s_tkeep[0]) begin
                            key_long_q  <= 1'b1;   // more than B bytes
                        end
                        if (s_tlast)
                            gen_q <= G_KFILL;
                    end else if (s_op == OP_WIPE && s_tlast) begin
                        wipe_q  <= s_key;
                        count_q <= {COUNT_W{1'b0}};
                        for (i = 0; i < KEYS; i = i + 1)
                            if (key_is(s_key, i)) loaded_q[i] <= 1'b0;
                        gen_q   <= G_WIPE;
                    end
                end
                G_KFILL: begin
                    if (key_full)
                        gen_q <= G_KWAIT;
                    else
                        key_words_q <= key_words_q + 1'b1;
                end
                G_KWAIT: if (d_key_op) begin
                    count_q <= {COUNT_W{1'b0}};
                    pads_q  <= 2'd0;
                    for (i = 0; i < KEYS; i = i + 1)
                        if (key_is(key_q, i)) loaded_q[i] <= 1'b0;
                    if (key_bad) begin
                        key_words_q <= {COUNT_W{1'b0}};
                        gen_q <= G_KCLR;        // malformed key: forget it
                    end else begin
                        gen_q <= key_long_q ? G_KHASH : G_IPAD;
                    end
                end
                G_KHASH: begin
                    count_q <= count_q + 1'b1;
                    if (last_key_word) begin
                        count_q <= {COUNT_W{1'b0}};
                        gen_q   <= G_IPAD;
                    end
                end
                G_IPAD, G_OPAD: if (p_hs) begin
                    count_q <= count_q + 1'b1;
                    if (last_key_word) begin
                        count_q <= {COUNT_W{1'b0}};
                        gen_q   <= (gen_q == G_IPAD) ? G_OPAD : G_KDONE;
                    end
                end
                G_KDONE: if (pads_q == 2'd2) begin
                    for (i = 0; i < KEYS; i = i + 1)
                        if (key_is(key_q, i)) loaded_q[i] <= 1'b1;
                    gen_q <= G_USER;
                end
                G_KCLR: begin
                    if (~key_full) begin
                        key_words_q <= key_words_q + 1'b1;
                    end else begin
                        wipe_q <= key_q;
                        gen_q  <= G_WIPE;
                    end
                end
                G_WIPE: begin
                    count_q <= count_q + 1'b1;
                    if (count_q[0])
                        gen_q <= G_USER;
                end
                default: gen_q <= G_USER;
            endcase
            if (d_pad_op)
                pads_q <= pads_q + 1'b1;
        end
    end

    // ------------------------------------------------------------------ message contexts
    wire [BLK_W*N_CTX-1:0]  b_data;
    wire [N_CTX-1:0]        b_first, b_last, b_error, b_valid, b_ready;
    wire [PAD_TID_W*N_CTX-1:0] b_tid;
    wire [N_CTX-1:0]        owed;          // the context's next block is its outer block
    // a context stays bound to its stream until its outer block is in the core
    wire [N_CTX-1:0]        pad_idle = core_idle & ~owed;

    hc_ctx_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (BLK_W),
        .TID_W       (PAD_TID_W),
        .PAD_BYTE    (8'h80),  // the "1" bit: RFC 1321 3.1, FIPS 180-4 5.1, RIPEMD-160
        .LEN_W       (LEN_W),  // message length in bits
        .LEN_LITTLE  (LEN_LITTLE),
        .PAD_LAST_BIT(0),
        .MAX_BYTES_W (MAX_BYTES_W),
        .OUT_REG     (1),
        .N_CTX       (N_CTX),
        .PREFIX_BIT  (PTID_W)   // a MAC's length field counts the key block
    ) u_pad (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (p_tdata),
        .s_tkeep (p_tkeep),
        .s_tlast (p_tlast),
        .s_tid   (p_tid),
        .s_tvalid(p_tvalid),
        .s_tready(p_ready),
        .b_data  (b_data),
        .b_first (b_first),
        .b_last  (b_last),
        .b_tid   (b_tid),
        .b_error (b_error),
        .b_valid (b_valid),
        .b_ready (b_ready),
        .ctx_idle(pad_idle)
    );

    // The contexts' starting values come from the state memory, one read every other
    // clock, granted round-robin: a MAC's first block (the inner state) and its outer
    // block (the outer state). Other first blocks start from the IV.
    wire [N_CTX-1:0] rd_request;
    wire [CTX_W-1:0] rd_ctx;
    wire             rd_any;
    reg              rd_valid_q;       // mem_rd_data is the state read for ...
    reg  [CTX_W-1:0] rd_ctx_q;         // ... this context
    reg              rd_nokey_q;       // its key context holds no key
    wire [N_CTX-1:0] rd_grant_unused;
    hc_rr_arbiter #(
        .N      (N_CTX),
        .INDEX_W(CTX_W)
    ) u_rd_arbiter (
        .clk        (clk),
        .rst_n      (rst_n),
        .request    (rd_request),
        .accept     (mem_rd_en),
        .grant_valid(rd_any),
        .grant      (rd_grant_unused),
        .grant_index(rd_ctx)
    );
    assign mem_rd_en = rd_any & ~rd_valid_q;
    wire [N_CTX-1:0] rd_outer;
    wire [KEY_W*N_CTX-1:0] rd_key;
    wire [KEY_W-1:0] rd_key_sel = rd_key[KEY_W*rd_ctx +: KEY_W];
    assign mem_rd_addr = {rd_key_sel, rd_outer[rd_ctx]};
    wire rd_key_ok = {{(32-KEY_W){1'b0}}, rd_key_sel} < KEYS;
    reg  rd_loaded;
    integer r;
    always @(*) begin
        rd_loaded = 1'b0;
        for (r = 0; r < KEYS; r = r + 1)
            if (key_is(rd_key_sel, r)) rd_loaded = loaded_q[r];
    end

    always @(posedge clk) begin
        if (!rst_n)
            rd_valid_q <= 1'b0;
        else
            rd_valid_q <= mem_rd_en;
        if (mem_rd_en) begin
            rd_ctx_q   <= rd_ctx;
            rd_nokey_q <= ~(rd_key_ok & rd_loaded);
        end
    end

    // Per context: owed_q (the next block is the outer one), dig_have_q (the inner digest
    // is in outer_dig_q), cv_valid_q (cv_q holds the next first block's starting value),
    // nokey_q (the MAC's key context holds no key).
    reg  [N_CTX-1:0] owed_q, dig_have_q, cv_valid_q, nokey_q;
    wire [N_CTX-1:0] c_hs      = c_valid & c_ready;
    wire [N_CTX-1:0] b_mac, iv_load, rd_done, d_inner_take;
    assign owed = owed_q;
    genvar c;
    generate
        for (c = 0; c < N_CTX; c = c + 1) begin : g_ctx
            localparam [CTX_W-1:0] CONTEXT = c;
            wire [BLK_W-1:0]  blk    = b_data[BLK_W*c +: BLK_W];
            wire [PTID_W-1:0] tag    = b_tid[PAD_TID_W*c +: PTID_W];
            wire unused_prefix = b_tid[PAD_TID_W*c + PTID_W];   // (the op says it too)
            wire [2:0]        op     = tag[PTID_W-1 -: 3];
            wire [KEY_W-1:0]  key    = tag[TID_W +: KEY_W];
            wire              key_blk = (op == OP_IPAD) | (op == OP_OPAD);
            wire              drop   = key_blk & ~b_first[c];   // the padding behind K0 ^ pad

            reg                   outer_err_q;
            reg                   inner_held_q;   // its inner state read, not its outer
            reg [KEY_W-1:0]       inner_key_q;    // ... of this key context
            reg                   mixed_q;        // which was cleared in between
            reg [DIGEST_BITS-1:0] outer_dig_q;
            reg [KEY_W+TID_W-1:0] outer_tag_q;       // {key, s_tid}
            reg [STATE_W-1:0]     cv_q;

            assign b_mac[c] = mac_op(op);
            wire first_wait = ~owed_q[c] & b_valid[c] & b_first[c] & ~drop & ~cv_valid_q[c];
            assign rd_request[c] = ~cv_valid_q[c] & ~rd_done[c]
                                 & ((owed_q[c] & dig_have_q[c]) | (first_wait & mac_op(op)));
            assign rd_outer[c]   = owed_q[c];
            assign rd_key[KEY_W*c +: KEY_W] = owed_q[c] ? outer_tag_q[TID_W +: KEY_W] : key;
            assign iv_load[c]    = first_wait & ~mac_op(op);
            assign rd_done[c]    = rd_valid_q & (rd_ctx_q == CONTEXT);

            assign c_valid[c] = owed_q[c] ? (dig_have_q[c] & cv_valid_q[c])
                              : (b_valid[c] & ~drop & (~b_first[c] | cv_valid_q[c]));
            assign c_data[BLK_W*c +: BLK_W] = owed_q[c]
                ? {outer_dig_q, 8'h80, {ZERO_W{1'b0}}, outer_field} : blk;
            assign c_first[c] = owed_q[c] | b_first[c];
            assign c_last[c]  = owed_q[c] | b_last[c] | key_blk;  // K0 ^ pad: its state is the output
            assign c_err[c]   = owed_q[c] ? (outer_err_q | mixed_q)
                                          : (b_error[c] | (nokey_q[c] & mac_op(op)));
            assign c_tag[CTAG_W*c +: CTAG_W] = owed_q[c] ? {CONTEXT, OP_OUTER, outer_tag_q}
                                                         : {CONTEXT, tag};
            assign c_cv[STATE_W*c +: STATE_W] = cv_q;
            assign b_ready[c] = ~owed_q[c] & (drop | c_hs[c]);
            assign d_inner_take[c] = d_valid & mac_op(d_op) & (d_ctx == CONTEXT);

            // A read issued in the clock a clear is decided reads the old state (the
            // writes come two clocks later at the earliest), so that counts as before.
            wire rd_issue = mem_rd_en & (rd_ctx == CONTEXT);
            always @(posedge clk) begin
                if (!rst_n) begin
                    inner_held_q <= 1'b0;
                    mixed_q      <= 1'b0;
                end else if (rd_issue & ~owed_q[c]) begin
                    inner_held_q <= 1'b1;
                    inner_key_q  <= rd_key_sel;
                    mixed_q      <= key_clear & (clear_key == rd_key_sel);
                end else if (rd_issue) begin
                    inner_held_q <= 1'b0;
                end else if (inner_held_q & key_clear & (clear_key == inner_key_q)) begin
                    mixed_q      <= 1'b1;
                end
            end
            always @(posedge clk) begin
                if (rd_done[c])
                    cv_q <= mem_rd_data;
                else if (iv_load[c])
                    cv_q <= iv;
                if (d_inner_take[c]) begin
                    outer_dig_q <= d_data;
                    outer_err_q <= d_err | (d_op == OP_BAD);
                    outer_tag_q <= {d_key, d_tid};
                end
            end
        end
    endgenerate

    always @(posedge clk) begin
        if (!rst_n) begin
            owed_q     <= {N_CTX{1'b0}};
            dig_have_q <= {N_CTX{1'b0}};
            cv_valid_q <= {N_CTX{1'b0}};
        end else begin
            // owed from a MAC's last inner block to its outer block, both into the core
            owed_q     <= (owed_q & ~c_hs) | (~owed_q & c_hs & b_last & b_mac);
            dig_have_q <= (dig_have_q & ~(c_hs & owed_q)) | d_inner_take;
            cv_valid_q <= (cv_valid_q & ~(c_hs & c_first)) | rd_done | iv_load;
        end
        nokey_q <= (nokey_q & ~(rd_done & ~owed_q)) | ({N_CTX{rd_nokey_q}} & rd_done & ~owed_q);
    end
    wire unused_arbiter = &{1'b0, rd_grant_unused};

    // ------------------------------------------------------------------ digests
    assign d_ready = d_outer ? m_ready
                   : mac_op(d_op) ? 1'b1                        // into the context
                   : (d_op == OP_KEY) ? (gen_q == G_KWAIT & (key_bad | ~key_long_q))
                                        | (gen_q == G_KHASH & last_key_word)
                   : 1'b1;                                      // K0 ^ pad: written

    always @(posedge clk) begin
        if (!rst_n)
            macs_q <= {OUT_W{1'b0}};
        else
            macs_q <= macs_q + {{(OUT_W-1){1'b0}}, user_hs & s_mac & s_tlast}
                             - {{(OUT_W-1){1'b0}}, d_valid & d_outer & m_ready};
    end

    // the MAC: the leftmost MAC_BITS bits of the outer hash (RFC 2104 section 5)
    assign m_mac   = d_data[DIGEST_BITS-1 -: MAC_BITS];
    assign m_tid   = d_tid;
    assign m_error = d_err;
    assign m_valid = d_valid & d_outer;
endmodule
`default_nettype wire
