`default_nettype none
// Luffa-224/256/384/512 stream top: AXI4-Stream message in, digest out (docs/interface.md,
// "Stream top"). The padding unit pads the message in hardware (Luffa spec Ver. 2.0, section
// 3.1: a 1 bit (8'h80) and zeros to a multiple of 256 bits, always, no length field) and
// cuts it into 256-bit blocks; hc_luffa_core hashes them (STEPS steps per clock) and runs
// the blank round(s) of the finalisation.
//
// One stage (STAGES = 1): one message in flight; the padding unit's error flag and s_tid
// travel with the blocks. Several stages (the multi-message pipeline, hc_luffa_core
// STAGES > 1): N_CTX contexts, each with its own padding unit (hc_ctx_pad, as
// hc_sha2_gen_stream), and beats of different s_tid may interleave beat by beat; at most
// N_CTX different s_tid can be open at once: a source that opens one more and waits for it
// before finishing the ones it opened deadlocks the stream (docs/luffa.md).
module hc_luffa_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter DIGEST_BITS = 256,  // 224, 256, 384, 512
    parameter STEPS       = 8,    // steps per clock: 8 = a whole round (conventional), 1
    parameter SBOX_RAM    = 0,    // 1: S-boxes as 16 x 4 memories
    parameter PIPE        = 0,    // 1: registers after MI and the tweak; 2: clock-enabled
    parameter NEGEDGE     = 0,    // 1: a falling-edge register halfway through the steps
    parameter STAGES      = 1,    // hc_luffa_core: pipeline stages (several messages)
    parameter N_CTX       = 1,    // hc_luffa_core: message contexts (1 with one stage)
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

    wire [256*N_CTX-1:0]   b_data;
    wire [N_CTX-1:0]       b_first, b_last, b_error, b_valid, b_ready, ctx_idle;
    wire [TID_W*N_CTX-1:0] b_tid;

    generate
        if (STAGES == 1) begin : g_single
            // one message in flight: one padding unit (N_CTX = 1, hc_luffa_core's rule),
            // whose idle flag and the core's are not needed
            wire pad_idle;
            wire unused_idle = &{1'b0, pad_idle, ctx_idle};

            hc_stream_pad #(
                .DATA_W      (DATA_W),
                .BLOCK_W     (256),
                .TID_W       (TID_W),
                .PAD_BYTE    (8'h80),  // Luffa spec 3.1: the "1" bit
                .LEN_W       (0),      // no length field
                .LEN_LITTLE  (0),
                .PAD_LAST_BIT(0),
                .MAX_BYTES_W (MAX_BYTES_W)
            ) u_pad (
                .clk       (clk),
                .rst_n     (rst_n),
                .s_tdata   (s_tdata),
                .s_tkeep   (s_tkeep),
                .s_tlast   (s_tlast),
                .s_tid     (s_tid),
                .s_tvalid  (s_tvalid),
                .s_tready  (s_tready),
                .s_nbytes  ({$clog2(DATA_W/8+1){1'b0}}),  // KEEP_IN = 0: decoded inside
                .s_keep_bad(1'b0),
                .b_data    (b_data),
                .b_first   (b_first),
                .b_last    (b_last),
                .b_tid     (b_tid),
                .b_error   (b_error),
                .b_valid   (b_valid),
                .b_ready   (b_ready),
                .idle      (pad_idle)
            );
        end else begin : g_multi
            // the pipeline: a padding unit per context and the s_tid router
            hc_ctx_pad #(
                .DATA_W      (DATA_W),
                .BLOCK_W     (256),
                .TID_W       (TID_W),
                .PAD_BYTE    (8'h80),  // Luffa spec 3.1: the "1" bit
                .LEN_W       (0),      // no length field
                .LEN_LITTLE  (0),
                .PAD_LAST_BIT(0),
                .MAX_BYTES_W (MAX_BYTES_W),
                .OUT_REG     (1),      // a context waits for its slot (as hc_sha2_gen_stream)
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
        end
    endgenerate

    hc_luffa_core #(
        .DIGEST_BITS(DIGEST_BITS),
        .TAG_W      (TID_W),
        .STEPS      (STEPS),
        .SBOX_RAM   (SBOX_RAM),
        .PIPE       (PIPE),
        .NEGEDGE    (NEGEDGE),
        .STAGES     (STAGES),
        .N_CTX      (N_CTX)
    ) u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .blk_data (b_data),
        .blk_first(b_first),
        .blk_last (b_last),
        .blk_err  (b_error),
        .blk_tag  (b_tid),
        .blk_valid(b_valid),
        .blk_ready(b_ready),
        .dig_data (m_digest),
        .dig_tag  (m_tid),
        .dig_err  (m_error),
        .dig_valid(m_valid),
        .dig_ready(m_ready),
        .ctx_idle (ctx_idle)
    );
endmodule
`default_nettype wire
