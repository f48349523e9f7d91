`default_nettype none
// hc_hmac_ctx_front: the HMAC front for a block core of N_CTX message contexts with a
// starting-value input (CV_IN = 1): hc_hmac_front (one message at a time) with one
// context, hc_hmac_multi_front (messages in flight, interleaved by s_tid) with several,
// behind one set of ports, so that a family's HMAC top is this and its core at any of
// the core's points. The family's padding rule is the parameters. Ports and operations:
// docs/hmac.md.
module hc_hmac_ctx_front #(
    parameter DATA_W      = 32,    // stream width: a multiple of 32 dividing BLOCK_W
    parameter TID_W       = 1,     // width of s_tid / m_tid
    parameter BLOCK_W     = 512,   // the hash's block in bits
    parameter DIGEST_BITS = 256,   // the hash's output
    parameter STATE_BITS  = 256,   // the chaining value's width (>= DIGEST_BITS)
    parameter MAC_BITS    = 256,   // the MAC: the leftmost bits of the outer hash
    parameter KEYS        = 1,     // key contexts: a power of 2
    parameter MAX_BYTES_W = 61,    // byte counter width: longer messages are errors
    parameter LEN_W       = 64,    // the padding's length field in bits
    parameter LEN_LITTLE  = 0,     // 1: the length field low byte first (MD5, RIPEMD)
    parameter N_CTX       = 1,     // the core's message contexts
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1,
    parameter CTX_W       = (N_CTX > 1) ? $clog2(N_CTX) : 1,
    // the core's tag (blk_tid / dig_tid): hc_hmac_front's without its error bit, or
    // hc_hmac_multi_front's
    parameter TAG_W       = (N_CTX > 1) ? CTX_W + 3 + KEY_W + TID_W : 3 + KEY_W + 1 + TID_W
) (
    input  wire                        clk,
    input  wire                        rst_n,
    // operations in
    input  wire [DATA_W-1:0]           s_tdata,
    input  wire [DATA_W/8-1:0]         s_tkeep,
    input  wire                        s_tlast,
    input  wire [TID_W-1:0]            s_tid,
    input  wire [1:0]                  s_top,
    input  wire [KEY_W-1:0]            s_tkey,
    input  wire                        s_tvalid,
    output wire                        s_tready,
    // to the core: one block channel per context
    output wire [BLOCK_W*N_CTX-1:0]    c_data,
    output wire [STATE_BITS*N_CTX-1:0] c_cv,
    input  wire [STATE_BITS-1:0]       iv,
    output wire [N_CTX-1:0]            c_first,
    output wire [N_CTX-1:0]            c_last,
    output wire [N_CTX-1:0]            c_err,
    output wire [TAG_W*N_CTX-1:0]      c_tag,
    output wire [N_CTX-1:0]            c_valid,
    input  wire [N_CTX-1:0]            c_ready,
    input  wire [N_CTX-1:0]            core_idle,
    // digests from the core
    input  wire [DIGEST_BITS-1:0]      d_data,
    input  wire [STATE_BITS-1:0]       d_state,
    input  wire [TAG_W-1:0]            d_tag,
    input  wire                        d_err,
    input  wire                        d_valid,
    output wire                        d_ready,
    // MACs out
    output wire [MAC_BITS-1:0]         m_mac,
    output wire [TID_W-1:0]            m_tid,
    output wire                        m_error,
    output wire                        m_valid,
    input  wire                        m_ready
);
    localparam integer PTID_W = 3 + KEY_W + 1 + TID_W;   // hc_hmac_front's padding tag

    generate
        if (N_CTX > 1) begin : g_multi
            hc_hmac_multi_front #(
                .DATA_W     (DATA_W),
                .TID_W      (TID_W),
                .BLOCK_W    (BLOCK_W),
                .DIGEST_BITS(DIGEST_BITS),
                .STATE_BITS (STATE_BITS),
                .MAC_BITS   (MAC_BITS),
                .KEYS       (KEYS),
                .MAX_BYTES_W(MAX_BYTES_W),
                .LEN_W      (LEN_W),
                .LEN_LITTLE (LEN_LITTLE),
                .N_CTX      (N_CTX)
            ) u_front (
                .clk      (clk),
                .rst_n    (rst_n),
                .s_tdata  (s_tdata),
                .s_tkeep  (s_tkeep),
                .s_tlast  (s_tlast),
                .s_tid    (s_tid),
                .s_top    (s_top),
                .s_tkey   (s_tkey),
                .s_tvalid (s_tvalid),
                .s_tready (s_tready),
                .c_data   (c_data),
                .c_cv     (c_cv),
                .iv       (iv),
                .c_first  (c_first),
                .c_last   (c_last),
                .c_err    (c_err),
                .c_tag    (c_tag),
                .c_valid  (c_valid),
                .c_ready  (c_ready),
                .core_idle(core_idle),
                .d_data   (d_data),
                .d_state  (d_state),
                .d_tag    (d_tag),
                .d_err    (d_err),
                .d_valid  (d_valid),
                .d_ready  (d_ready),
                .m_mac    (m_mac),
                .m_tid    (m_tid),
                .m_error  (m_error),
                .m_valid  (m_valid),
                .m_ready  (m_ready)
            );
        end else begin : g_one
            // the front's tag {b_error, b_tid} travels as the core's {blk_err, blk_tid}
            wire [PTID_W:0] front_tag;
            assign c_tag = front_tag[PTID_W-1:0];
            assign c_err = front_tag[PTID_W];
            // one operation at a time reaches the core
            wire unused_idle = &{1'b0, core_idle};
            // the core takes its starting value whole (STATE_PAIRS = 0)
            wire                    from_cv;
            wire [STATE_BITS/4-1:0] cv_pair;
            wire                    unused_pairs = &{1'b0, from_cv, cv_pair};
            hc_hmac_front #(
                .DATA_W     (DATA_W),
                .TID_W      (TID_W),
                .BLOCK_W    (BLOCK_W),
                .DIGEST_BITS(DIGEST_BITS),
                .STATE_BITS (STATE_BITS),
                .MAC_BITS   (MAC_BITS),
                .KEYS       (KEYS),
                .MAX_BYTES_W(MAX_BYTES_W),
                .LEN_W      (LEN_W),
                .LEN_LITTLE (LEN_LITTLE)
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
                .c_tag   (front_tag),
                .c_cv    (c_cv),
                .iv      (iv),
                .c_from_cv(from_cv),
                .c_cv_rd (1'b0),
                .c_cv_word(2'd0),
                .c_cv_pair(cv_pair),
                .c_valid (c_valid),
                .c_ready (c_ready),
                .d_data  (d_data),
                .d_state (d_state),
                .d_st_we (1'b0),
                .d_st_word(2'd0),
                .d_st_pair({(STATE_BITS/4){1'b0}}),
                .d_tag   ({d_err, d_tag}),
                .d_valid (d_valid),
                .d_ready (d_ready),
                .m_mac   (m_mac),
                .m_tid   (m_tid),
                .m_error (m_error),
                .m_valid (m_valid),
                .m_ready (m_ready)
            );
        end
    endgenerate
endmodule
`default_nettype wire
