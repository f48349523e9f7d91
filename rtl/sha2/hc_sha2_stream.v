`default_nettype none
// SHA-2 stream top: AXI4-Stream message in, digest out (docs/interface.md, "Stream
// top"): hc_sha2_state_stream without its state ports (RESUME = 0). hc_stream_pad pads
// the message in hardware (FIPS 180-4 section 5.1.1 / 5.1.2) and hc_sha2_core hashes the
// blocks, one round per clock: 65 clocks per block with 32-bit words (SHA-224/256), 81
// with 64-bit words (SHA-384/512, SHA-512/t). One message in flight: beats of different
// s_tid do not interleave.
module hc_sha2_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter WORD_BITS   = 32,   // hc_sha2_core: 32 or 64
    parameter DIGEST_BITS = 256,  // hc_sha2_core: 224, 256 (, 384, 512 with WORD_BITS 64)
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
    wire                   cv_rd, st_we;
    wire [1:0]             cv_word, st_word;
    wire [2*WORD_BITS-1:0] st_pair;
    wire unused_state = &{1'b0, cv_rd, cv_word, st_we, st_word, st_pair};

    hc_sha2_state_stream #(
        .DATA_W     (DATA_W),
        .TID_W      (TID_W),
        .WORD_BITS  (WORD_BITS),
        .DIGEST_BITS(DIGEST_BITS),
        .MAX_BYTES_W(MAX_BYTES_W),
        .RESUME     (0)
    ) u_stream (
        .clk         (clk),
        .rst_n       (rst_n),
        .s_tdata     (s_tdata),
        .s_tkeep     (s_tkeep),
        .s_tlast     (s_tlast),
        .s_tid       (s_tid),
        .s_tvalid    (s_tvalid),
        .s_tready    (s_tready),
        .m_digest    (m_digest),
        .m_tid       (m_tid),
        .m_error     (m_error),
        .m_valid     (m_valid),
        .m_ready     (m_ready),
        .resume      (1'b0),
        .resume_bytes({MAX_BYTES_W{1'b0}}),
        .cv_rd       (cv_rd),
        .cv_word     (cv_word),
        .cv_pair     ({2*WORD_BITS{1'b0}}),
        .st_we       (st_we),
        .st_word     (st_word),
        .st_pair     (st_pair)
    );
endmodule
`default_nettype wire
