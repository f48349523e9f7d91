`default_nettype none
// HMAC-SHA-224/256/384/512 with its state ports: hc_hmac_sha2_stream is this module with
// RESUME = 0, and the accelerator's HMAC mode uses it with RESUME = 1 (save and restore of
// a MAC message, docs/accelerator.md). hc_hmac_front (the controller and the padding unit)
// sits in front of hc_sha2_core (CV_IN = 1: a message starts from its context's derived
// state, which the core reads and writes a word pair per clock: STATE_PAIRS). Ports and
// operations: docs/hmac.md.
//
// RESUME = 1 lets a MAC message continue one saved earlier. The chaining value after each
// block leaves on st_* (a word pair a clock), so that a caller who stops a message after
// whole blocks holds its inner state H((K0 ^ ipad) || text so far) (RFC 2104 section 2).
// Only the inner hash's blocks write st_*: a key load's states (K0 ^ ipad, K0 ^ opad) and
// the outer hash's stay inside. A MAC given with `resume` starts its inner hash from a
// state read on cv_rd, cv_word and resume_pair instead of its context's inner state, and
// its inner hash counts resume_bytes more: the last 64 or 128 bits of its final block
// (FIPS 180-4 section 5.1.1 / 5.1.2; they hold the length field and nothing else) get
// 8 * resume_bytes added as the block goes to the core. The outer hash is untouched: it starts from the
// context's outer state as always, so the key never leaves the core.
module hc_hmac_sha2_state_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32 dividing the block
    parameter TID_W       = 1,    // width of s_tid / m_tid
    parameter WORD_BITS   = 32,   // hc_sha2_core: 32 or 64
    parameter DIGEST_BITS = 256,  // hc_sha2_core: 224, 256 (, 384, 512 with WORD_BITS 64)
    parameter MAC_BITS    = DIGEST_BITS,  // truncated MAC: RFC 4868 uses half the digest
    parameter KEYS        = 1,    // key contexts: a power of 2; 0: none (docs/hmac.md)
    parameter MAX_BYTES_W = 61,   // byte counter width: longer messages are errors
    parameter RESUME      = 0,    // 1: the resume_*, cv_* and st_* ports (above)
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1
) (
    input  wire                clk,
    input  wire                rst_n,
    // operations in: AXI4-Stream; s_top (0 MAC, 1 load key, 2 wipe key) and s_tkey (the
    // key context) are sampled with a message's first beat, as s_tid
    input  wire [DATA_W-1:0]   s_tdata,
    input  wire [DATA_W/8-1:0] s_tkeep,
    input  wire                s_tlast,
    input  wire [TID_W-1:0]    s_tid,
    input  wire [1:0]          s_top,
    input  wire [KEY_W-1:0]    s_tkey,
    input  wire                s_tvalid,
    output wire                s_tready,
    // MACs out, one per MAC operation
    output wire [MAC_BITS-1:0] m_mac,
    output wire [TID_W-1:0]    m_tid,
    output wire                m_error,
    output wire                m_valid,
    input  wire                m_ready,
    // RESUME = 1: the MAC being given continues a saved one, after resume_bytes bytes of
    // text, a multiple of the block (both held while it is in the core); its inner state
    // read a pair {H_k, H_k+4} at a time on resume_pair, two clocks after cv_rd asks for
    // pair cv_word (cv_rd also reads the contexts' states: resume_pair is used only for
    // the inner hash's first block of a resumed MAC)
    input  wire                    resume,
    input  wire [MAX_BYTES_W-1:0]  resume_bytes,
    output wire                    cv_rd,
    output wire [1:0]              cv_word,
    input  wire [2*WORD_BITS-1:0]  resume_pair,
    // the chaining value after each block, pair st_word when st_we (pair 0 last)
    output wire                    st_we,
    output wire [1:0]              st_word,
    output wire [2*WORD_BITS-1:0]  st_pair
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS))
        u_sha2_param_check ();
    generate
        if (RESUME != 0 && RESUME != 1) begin : g_bad_resume
            hc_error_RESUME_must_be_0_or_1 u_error ();
        end
        // a resumed MAC starts from a state the core reads itself: key contexts needed
        if (RESUME != 0 && KEYS == 0) begin : g_bad_resume_keys
            hc_error_RESUME_needs_KEYS_above_0 u_error ();
        end
    endgenerate

    localparam integer BLK_W   = 16 * WORD_BITS;       // FIPS 180-4 section 5.2
    localparam integer STATE_W = 8 * WORD_BITS;        // H0..H7
    localparam integer PTID_W  = 3 + KEY_W + 1 + TID_W;

    wire [BLK_W-1:0]    c_data;
    wire                c_first, c_last, c_valid, c_ready;
    wire [PTID_W:0]     c_tag, d_tag;
    wire [STATE_W-1:0]  c_cv;           // (STATE_PAIRS: the state goes as pairs)
    wire                c_from_cv, core_cv_rd, core_st_we;
    wire [1:0]          core_cv_word, core_st_word;
    wire [STATE_W/4-1:0] ctx_cv_pair, core_cv_pair, core_st_pair;
    wire [BLK_W-1:0]    core_blk;       // c_data, a resumed inner hash's length field moved on
    wire                unused_cv = &{1'b0, c_cv};
    wire [DIGEST_BITS-1:0] d_data;
    wire                d_valid, d_ready;

    hc_hmac_front #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .BLOCK_W    (BLK_W),
        .DIGEST_BITS(DIGEST_BITS),
        .STATE_BITS (STATE_W),
        .MAC_BITS   (MAC_BITS),
        .KEYS       (KEYS),
        .MAX_BYTES_W(MAX_BYTES_W),
        .LEN_W      (2 * WORD_BITS),  // FIPS 180-4 section 5.1: 64 or 128 bits,
        .LEN_LITTLE (0),              // big-endian
        .STATE_PAIRS(KEYS > 0 ? 1 : 0)
    ) u_front (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_top   (s_top),
        .s_tkey  (s_tkey),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .c_data  (c_data),
        .c_first (c_first),
        .c_last  (c_last),
        .c_tag   (c_tag),
        .c_cv    (c_cv),
        .iv      ({STATE_W{1'b0}}),  // the core sets the IV itself
        .c_from_cv(c_from_cv),
        .c_cv_rd (core_cv_rd),
        .c_cv_word(core_cv_word),
        .c_cv_pair(ctx_cv_pair),
        .c_valid (c_valid),
        .c_ready (c_ready),
        .d_data  (d_data),
        .d_state ({STATE_W{1'b0}}),
        .d_st_we (core_st_we),
        .d_st_word(core_st_word),
        .d_st_pair(core_st_pair),
        .d_tag   (d_tag),
        .d_valid (d_valid),
        .d_ready (d_ready),
        .m_mac   (m_mac),
        .m_tid   (m_tid),
        .m_error (m_error),
        .m_valid (m_valid),
        .m_ready (m_ready)
    );

    // hc_hmac_ctrl's operation codes (its tag {error, op, key, err, tid}): the inner hash
    // of a MAC (0; 3, the reserved one, is hashed as a MAC)
    localparam [2:0] OP_MAC = 3'd0, OP_BAD = 3'd3;
    function inner_op(input [2:0] op);
        inner_op = (op == OP_MAC) | (op == OP_BAD);
    endfunction

    generate
        if (RESUME != 0) begin : g_resume
            localparam integer LEN_W = 2 * WORD_BITS;
            wire       resumed_inner = resume & inner_op(c_tag[PTID_W-1 -: 3]);
            // which source the pair the core reads two clocks after cv_rd comes from: the
            // block at c_* is the one whose state is read (hc_hmac_ctrl's address rule)
            reg        restored_rd_q, restored_pair_q;
            always @(posedge clk) begin
                restored_rd_q   <= resumed_inner;
                restored_pair_q <= restored_rd_q;
            end
            assign core_cv_pair = restored_pair_q ? resume_pair : ctx_cv_pair;
            // resume_bytes < 2^MAX_BYTES_W: the sum fits the field
            wire [LEN_W-1:0] resume_bits = {{(LEN_W-MAX_BYTES_W-3){1'b0}}, resume_bytes, 3'b000};
            assign core_blk = (resumed_inner & c_last)
                ? {c_data[BLK_W-1:LEN_W], c_data[LEN_W-1:0] + resume_bits} : c_data;
        end else begin : g_plain
            assign core_cv_pair = ctx_cv_pair;
            assign core_blk = c_data;
            wire unused_resume = &{1'b0, resume, resume_bytes, resume_pair};
        end
    endgenerate
    assign cv_rd   = core_cv_rd;
    assign cv_word = core_cv_word;
    // only a MAC's inner blocks: the states of a key load (K, K0 ^ ipad, K0 ^ opad) and of
    // an outer hash are the key's, and never leave the top (a key load's blocks may still
    // be in the core when the next operation begins)
    assign st_we   = core_st_we & inner_op(d_tag[PTID_W-1 -: 3]);
    assign st_word = core_st_word;
    assign st_pair = core_st_pair;

    hc_sha2_core #(
        .WORD_BITS  (WORD_BITS),
        .DIGEST_BITS(DIGEST_BITS),
        .TAG_W      (PTID_W + 1),
        .CV_IN      (KEYS > 0 ? 1 : 0)  // without contexts: from the IV
    ) u_core (
        .clk       (clk),
        .rst_n     (rst_n),
        .blk_data  (core_blk),
        .blk_first (c_first),
        .blk_from_cv(c_from_cv),
        .cv_rd     (core_cv_rd),
        .cv_word   (core_cv_word),
        .cv_pair   (core_cv_pair),
        .blk_last  (c_last),
        .blk_tag   (c_tag),
        .blk_valid (c_valid),
        .blk_ready (c_ready),
        .dig_data  (d_data),
        .st_we     (core_st_we),
        .st_word   (core_st_word),
        .st_pair   (core_st_pair),
        .dig_tag   (d_tag),
        .dig_valid (d_valid),
        .dig_ready (d_ready)
    );
endmodule
`default_nettype wire
