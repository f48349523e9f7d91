`default_nettype none
// SHA3-224/256/384/512 stream top with several messages in flight: the ports of
// docs/interface.md, "Stream top", with beats of up to STAGES different s_tid interleaved
// beat by beat (hc_ctx_pad: one padding unit per context and the s_tid router, as the
// SHA-256 generator's stream top), hashed by one of three cores with one context per
// pipeline slot or datapath (ARCH): hc_keccak_pipe_core, STAGES round units in a ring;
// the 1600-bit DSP datapath of paper 003 with its four stages (hc_keccak_dsp_1600,
// CTX = 4); or hc_keccak_par_core, STAGES one-message datapaths side by side.
// Padding as hc_sha3_stream (FIPS 202 section 6.1, Appendix B.2). Digests leave one at a
// time through one output register, each with its message's s_tid; the messages of one
// s_tid leave in order.
module hc_sha3_pipe_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid
    parameter DIGEST_BITS = 256,  // 224, 256, 384, 512: SHA3-224 .. SHA3-512
    parameter STAGES      = 4,    // ring stages = message contexts; STAGES * RPC divides 24
    parameter RPC         = 1,    // Keccak rounds per stage
    parameter ARCH        = 0,    // 0: hc_keccak_pipe_core; 2: hc_keccak_dsp_1600 (STAGES = 4,
                                  // RPC = 1), as hc_sha3_stream's ARCH; 3: hc_keccak_par_core
                                  // (STAGES datapaths of RPC rounds per clock)
    parameter USE_DSP     = 1,    // ARCH 2: DSP48E2 slices (1) or plain logic (0)
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
        if (ARCH != 0 && ARCH != 2 && ARCH != 3) begin : g_bad_arch
            hc_error_ARCH_must_be_0_2_or_3 u_error ();
        end
    endgenerate

    // FIPS 202 section 6.1: capacity c = 2d, rate r = 1600 - 2d.
    localparam integer RATE = 1600 - 2 * DIGEST_BITS;

    wire [RATE*STAGES-1:0]  b_data;
    wire [STAGES-1:0]       b_first, b_last, b_error, b_valid, b_ready, ctx_idle;
    wire [TID_W*STAGES-1:0] b_tid;
    reg  [(TID_W+1)*STAGES-1:0] b_tag;  // {error, tid} per context: the core's tag
    wire [TID_W:0]          dig_tag;
    integer c;
    always @(*) begin
        for (c = 0; c < STAGES; c = c + 1)
            b_tag[(TID_W+1)*c +: TID_W+1] = {b_error[c], b_tid[TID_W*c +: TID_W]};
    end

    hc_ctx_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (RATE),
        .TID_W       (TID_W),
        .PAD_BYTE    (8'h06),  // FIPS 202 B.2: M || 01 || 10*1, first byte 0x06
        .LEN_W       (0),      // no length field
        .LEN_LITTLE  (0),
        .PAD_LAST_BIT(1),      // the final 1 of pad10*1: 0x80 in the block's last byte
        .MAX_BYTES_W (MAX_BYTES_W),
        .OUT_REG     (1),
        .N_CTX       (STAGES)
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

    generate
        if (ARCH == 2 && (STAGES != 4 || RPC != 1)) begin : g_bad
            hc_error_ARCH_2_needs_STAGES_4_RPC_1 u_error ();
        end
        if (ARCH == 2) begin : g_dsp_1600
            wire [RATE-1:0] sq_data;
            wire unused = &{1'b0, sq_data[RATE-DIGEST_BITS-1:0]};
            hc_keccak_dsp_1600 #(
                .RATE       (RATE),
                .TAG_W      (TID_W + 1),
                .USE_DSP    (USE_DSP),
                .CTX        (STAGES),
                .DIGEST_BITS(DIGEST_BITS)
            ) u_core (
                .clk      (clk),
                .rst_n    (rst_n),
                .blk_data (b_data),
                .blk_first(b_first),
                .blk_last (b_last),
                .blk_tag  (b_tag),
                .blk_valid(b_valid),
                .blk_ready(b_ready),
                .sq_data  (sq_data),
                .sq_tag   (dig_tag),
                .sq_valid (m_valid),
                .sq_ready (m_ready),
                .sq_more  (1'b0),     // d < r: the digest is in the first output block
                .ctx_idle (ctx_idle)
            );
            assign m_digest = sq_data[RATE-1 -: DIGEST_BITS];
        end else if (ARCH == 3) begin : g_parallel
            wire unused = &{1'b0, USE_DSP[0]};
            hc_keccak_par_core #(
                .RATE       (RATE),
                .DIGEST_BITS(DIGEST_BITS),
                .CTX        (STAGES),
                .RPC        (RPC),
                .TAG_W      (TID_W + 1)
            ) u_core (
                .clk      (clk),
                .rst_n    (rst_n),
                .blk_data (b_data),
                .blk_first(b_first),
                .blk_last (b_last),
                .blk_tag  (b_tag),
                .blk_valid(b_valid),
                .blk_ready(b_ready),
                .dig_data (m_digest),
                .dig_tag  (dig_tag),
                .dig_valid(m_valid),
                .dig_ready(m_ready),
                .ctx_idle (ctx_idle)
            );
        end else begin : g_ring
            wire unused = &{1'b0, USE_DSP[0]};
            hc_keccak_pipe_core #(
                .RATE       (RATE),
                .DIGEST_BITS(DIGEST_BITS),
                .STAGES     (STAGES),
                .RPC        (RPC),
                .TAG_W      (TID_W + 1)
            ) u_core (
                .clk      (clk),
                .rst_n    (rst_n),
                .blk_data (b_data),
                .blk_first(b_first),
                .blk_last (b_last),
                .blk_tag  (b_tag),
                .blk_valid(b_valid),
                .blk_ready(b_ready),
                .dig_data (m_digest),
                .dig_tag  (dig_tag),
                .dig_valid(m_valid),
                .dig_ready(m_ready),
                .ctx_idle (ctx_idle)
            );
        end
    endgenerate

    assign m_tid   = dig_tag[TID_W-1:0];
    assign m_error = dig_tag[TID_W];
endmodule
`default_nettype wire
