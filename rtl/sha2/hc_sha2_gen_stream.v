`default_nettype none
// SHA-2 stream top of the generator (hc_sha2_gen_core): AXI4-Stream message in, digest
// out, with the ports of docs/interface.md, "Stream top". WORD_BITS = 32: SHA-224/256
// (512-bit blocks, 64-bit length field, FIPS 180-4 section 5.1.1); WORD_BITS = 64:
// SHA-384/512, SHA-512/224, SHA-512/256 (1024-bit blocks, 128-bit length field,
// section 5.1.2).
//
// Several messages in flight (N_CTX > 1): each context has its own padding unit, and
// beats of different s_tid may interleave beat by beat (hc_ctx_pad: the router that
// binds each s_tid to a context, and the padding units).
// PAD_OUT_REG = 0 drops each padding unit's second block buffer (a block of flip-flops
// per context). It suits a source that can switch to another s_tid when one context is full;
// a source that sends its streams round-robin and waits on a full context loses a lot
// (sha256_conv4 at DATA_W = 32: 28.8 instead of 16 clocks per block in aggregate), so
// the default keeps both buffers. With 64-bit words on several stages the core registers
// the granted block and hands it back at once (hc_sha2_gen_core, ENTRY_REG), and the
// named points drop the second buffers (five 1024-bit registers on 4 stages) to be
// routable on the ECP5; a stream twice as wide as the aggregate rate needs then keeps
// every context busy (docs/sha512.md).
// One context (N_CTX = 1): one message at a time; a beat whose s_tid differs from its
// message's is a malformed stream (docs/interface.md, "Errors").
module hc_sha2_gen_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter WORD_BITS   = 32,   // hc_sha2_gen_core: 32 or 64
    parameter DIGEST_BITS = 256,  // hc_sha2_gen_core: 224, 256 (, 384, 512 with WORD_BITS 64)
    parameter MAX_BYTES_W = 61,   // byte counter width: longer messages are errors
    parameter STAGES      = 4,    // hc_sha2_gen_core
    parameter RPC         = 1,    // hc_sha2_gen_core
    parameter PRE         = 0,    // hc_sha2_gen_core
    parameter CSA         = 0,    // hc_sha2_gen_core
    parameter N_CTX       = 1,    // message contexts (messages in flight + waiting)
    parameter PAD_OUT_REG = 1     // hc_stream_pad OUT_REG (see below)
) (
    input  wire                   clk,
    input  wire                   rst_n,
    // AXI4-Stream message input
    input  wire [DATA_W-1:0]      s_tdata,
    input  wire [DATA_W/8-1:0]    s_tkeep,
    input  wire                   s_tlast,
    input  wire [TID_W-1:0]       s_tid,
    input  wire                   s_tvalid,
    output wire                   s_tready,
    // digest output
    output wire [DIGEST_BITS-1:0] m_digest,
    output wire [TID_W-1:0]       m_tid,
    output wire                   m_error,
    output wire                   m_valid,
    input  wire                   m_ready
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_stream_param_check #(.DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W))
        u_param_check ();
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS), .N_CTX(N_CTX))
        u_sha2_param_check ();
    generate
        if (PAD_OUT_REG != 0 && PAD_OUT_REG != 1) begin : g_bad_pad_out_reg
            hc_error_PAD_OUT_REG_must_be_0_or_1 u_error ();
        end
    endgenerate

    localparam BLK_W = 16 * WORD_BITS;  // FIPS 180-4 section 5.2

    wire [BLK_W*N_CTX-1:0] b_data;
    wire [N_CTX-1:0]       b_first, b_last, b_error, b_valid, b_ready, ctx_idle;
    wire [TID_W*N_CTX-1:0] b_tid;
    wire [8*WORD_BITS-1:0] dig_state_unused, iv_unused;   // for HMAC (CV_IN = 1) only

    hc_ctx_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (BLK_W),
        .TID_W       (TID_W),
        .PAD_BYTE    (8'h80),  // FIPS 180-4 section 5.1.1 / 5.1.2: the "1" bit
        .LEN_W       (2 * WORD_BITS),  // message length in bits, 64 or 128, big-endian
        .LEN_LITTLE  (0),
        .PAD_LAST_BIT(0),
        .MAX_BYTES_W (MAX_BYTES_W),
        .OUT_REG     (PAD_OUT_REG),
        .N_CTX       (N_CTX)
    ) u_pad (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .b_data  (b_data),
        .b_first (b_first),
        .b_last  (b_last),
        .b_tid   (b_tid),
        .b_error (b_error),
        .b_valid (b_valid),
        .b_ready (b_ready),
        .ctx_idle(ctx_idle)
    );

    hc_sha2_gen_core #(
        .WORD_BITS  (WORD_BITS),
        .STAGES     (STAGES),
        .RPC        (RPC),
        .PRE        (PRE),
        .CSA        (CSA),
        .DIGEST_BITS(DIGEST_BITS),
        .N_CTX      (N_CTX),
        .TID_W      (TID_W)
    ) u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .blk_data (b_data),
        .blk_cv   ({8*WORD_BITS*N_CTX{1'b0}}),  // CV_IN = 0: from the IV
        .iv       (iv_unused),
        .blk_first(b_first),
        .blk_last (b_last),
        .blk_err  (b_error),
        .blk_tid  (b_tid),
        .blk_valid(b_valid),
        .blk_ready(b_ready),
        .dig_data (m_digest),
        .dig_state(dig_state_unused),
        .dig_tid  (m_tid),
        .dig_err  (m_error),
        .dig_valid(m_valid),
        .dig_ready(m_ready),
        .ctx_idle (ctx_idle)
    );
endmodule
`default_nettype wire
