`default_nettype none
// Properties of hc_ctx_pad (rtl/common/hc_ctx_pad.v) at its block outputs, checked by
// SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"): the handshake each
// context's block core relies on (docs/interface.md). The input is any stream that keeps
// AXI4-Stream's rule (a beat offered and not taken stays, unchanged), beats of any s_tid
// interleaved, any s_tkeep, lengths past MAX_BYTES_W; each context's core takes blocks
// and reports itself idle whenever it likes; reset in the first clock and whenever it
// comes.
//
// The assumption on the source is formal/hc_axis_hold.sv's; formal/hc_block_hold_check.sv
// asserts the block handshake of every context's output.
module hc_ctx_pad_props #(
    parameter N_CTX       = 2,
    parameter TID_W       = 2,
    parameter MAX_BYTES_W = 7
) (
    input wire              clk,
    input wire              rst_n,
    input wire [31:0]       s_tdata,
    input wire [3:0]        s_tkeep,
    input wire              s_tlast,
    input wire [TID_W-1:0]  s_tid,
    input wire              s_tvalid,
    input wire [N_CTX-1:0]  b_ready,
    input wire [N_CTX-1:0]  ctx_idle
);
    localparam BLOCK_W = 512;

    wire                     s_tready;
    wire [BLOCK_W*N_CTX-1:0] b_data;
    wire [N_CTX-1:0]         b_first, b_last, b_error, b_valid;
    wire [TID_W*N_CTX-1:0]   b_tid;
    hc_ctx_pad #(
        .DATA_W     (32),
        .BLOCK_W    (BLOCK_W),
        .TID_W      (TID_W),
        .MAX_BYTES_W(MAX_BYTES_W),
        .N_CTX      (N_CTX)
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

    wire started;  // the first clock (a reset) is over: hc_axis_hold
    hc_axis_hold #(.DATA_W(32), .TID_W(TID_W)) u_source (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid(s_tid), .tvalid(s_tvalid), .tready(s_tready)
    );
    genvar c;
    generate
        for (c = 0; c < N_CTX; c = c + 1) begin : g_ctx
            hc_block_hold_check #(.BLOCK_W(BLOCK_W), .TID_W(TID_W)) u_blocks (
                .clk(clk), .rst_n(rst_n), .started(started),
                .data(b_data[BLOCK_W*c +: BLOCK_W]), .first(b_first[c]), .last(b_last[c]),
                .tid(b_tid[TID_W*c +: TID_W]), .error(b_error[c]), .valid(b_valid[c]),
                .ready(b_ready[c])
            );
        end
    endgenerate
endmodule
`default_nettype wire
