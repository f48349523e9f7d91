`default_nettype none
// SHA3-224/256/384/512 stream top: AXI4-Stream message in, digest out (docs/interface.md,
// "Stream top"; docs/sha3.md). hc_stream_pad pads the message in hardware (FIPS 202
// section 6.1: the domain bits 01 and pad10*1, which for a byte-oriented message are the
// byte 8'h06, zeros and 8'h80 in the block's last byte, 8'h86 when they meet, Appendix
// B.2) and cuts it into rate-sized blocks; hc_keccak_core absorbs them, 24 / RPC clocks
// per block, and the digest is the first DIGEST_BITS of the state (d < r: one squeeze).
//
// The padding unit's error flag and s_tid travel with the blocks as the core's tag,
// {error, tid}. One message in flight: beats of different s_tid do not interleave.
module hc_sha3_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter DIGEST_BITS = 256,  // 224, 256, 384, 512: SHA3-224 .. SHA3-512
    parameter RPC         = 1,    // Keccak rounds per clock: 1, 2, 3, 4, 6, 8, 12, 24
    parameter ARCH        = 0,    // 0: hc_keccak_core (RPC rounds per clock); the DSP
                                  // datapaths of paper 003: 1 compact (hc_keccak_dsp_compact),
                                  // 2 1600-bit (hc_keccak_dsp_1600)
    parameter USE_DSP     = 1,    // ARCH 1, 2: DSP48E2 slices (1) or plain logic (0)
    parameter MAX_BYTES_W = 61    // byte counter width: longer messages are errors
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
    hc_keccak_param_check #(.SHA3_DIGEST_BITS(DIGEST_BITS), .USE_DSP(USE_DSP))
        u_keccak_param_check ();
    generate
        if (ARCH < 0 || ARCH > 2) begin : g_bad_arch
            hc_error_ARCH_must_be_0_1_or_2 u_error ();
        end
    endgenerate

    // FIPS 202 section 6.1: capacity c = 2d, rate r = 1600 - 2d.
    localparam integer RATE = 1600 - 2 * DIGEST_BITS;

    wire [RATE-1:0]  b_data;
    wire             b_first, b_last, b_error, b_valid, b_ready;
    wire [TID_W-1:0] b_tid;
    wire [RATE-1:0]  sq_data;
    wire [TID_W:0]   sq_tag;    // {error, tid}
    wire             pad_idle;  // not needed with one message in flight
    wire             unused = &{1'b0, pad_idle, sq_data[RATE-DIGEST_BITS-1:0]};

    hc_stream_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (RATE),
        .TID_W       (TID_W),
        .PAD_BYTE    (8'h06),  // FIPS 202 B.2: M || 01 || 10*1, first byte 0x06
        .LEN_W       (0),      // no length field
        .LEN_LITTLE  (0),
        .PAD_LAST_BIT(1),      // the final 1 of pad10*1: 0x80 in the block's last byte
        .MAX_BYTES_W (MAX_BYTES_W)
    ) u_pad (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .s_nbytes  ({$clog2(DATA_W/8+1){1'b0}}),  // KEEP_IN = 0: decoded inside
        .s_keep_bad(1'b0),
        .b_data  (b_data),
        .b_first (b_first),
        .b_last  (b_last),
        .b_tid   (b_tid),
        .b_error (b_error),
        .b_valid (b_valid),
        .b_ready (b_ready),
        .idle    (pad_idle)
    );

    generate
        if (ARCH == 1) begin : g_dsp_compact
            hc_keccak_dsp_compact #(
                .RATE   (RATE),
                .TAG_W  (TID_W + 1),
                .USE_DSP(USE_DSP)
            ) u_core (
                .clk      (clk),
                .rst_n    (rst_n),
                .blk_data (b_data),
                .blk_first(b_first),
                .blk_last (b_last),
                .blk_tag  ({b_error, b_tid}),
                .blk_valid(b_valid),
                .blk_ready(b_ready),
                .sq_data  (sq_data),
                .sq_tag   (sq_tag),
                .sq_valid (m_valid),
                .sq_ready (m_ready),
                .sq_more  (1'b0)      // d < r: the digest is in the first output block
            );
        end else if (ARCH == 2) begin : g_dsp_1600
            wire core_idle;  // not needed with one message in flight
            wire unused_idle = &{1'b0, core_idle};
            hc_keccak_dsp_1600 #(
                .RATE   (RATE),
                .TAG_W  (TID_W + 1),
                .USE_DSP(USE_DSP)
            ) u_core (
                .clk      (clk),
                .rst_n    (rst_n),
                .blk_data (b_data),
                .blk_first(b_first),
                .blk_last (b_last),
                .blk_tag  ({b_error, b_tid}),
                .blk_valid(b_valid),
                .blk_ready(b_ready),
                .sq_data  (sq_data),
                .sq_tag   (sq_tag),
                .sq_valid (m_valid),
                .sq_ready (m_ready),
                .sq_more  (1'b0),     // d < r: the digest is in the first output block
                .ctx_idle (core_idle)
            );
        end else begin : g_iter
            hc_keccak_core #(
                .RATE (RATE),
                .RPC  (RPC),
                .TAG_W(TID_W + 1)
            ) u_core (
                .clk      (clk),
                .rst_n    (rst_n),
                .blk_data (b_data),
                .blk_first(b_first),
                .blk_last (b_last),
                .blk_tag  ({b_error, b_tid}),
                .blk_valid(b_valid),
                .blk_ready(b_ready),
                .sq_data  (sq_data),
                .sq_tag   (sq_tag),
                .sq_valid (m_valid),
                .sq_ready (m_ready),
                .sq_more  (1'b0)      // d < r: the digest is in the first output block
            );
        end
    endgenerate

    // Output byte j is sq_data's byte j from the top: the digest's first byte in the MSB.
    assign m_digest = sq_data[RATE-1 -: DIGEST_BITS];
    assign m_tid    = sq_tag[TID_W-1:0];
    assign m_error  = sq_tag[TID_W];
endmodule
`default_nettype wire
