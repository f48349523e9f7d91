`default_nettype none
// Properties of hc_stream_pad (rtl/common/hc_stream_pad.v) at its block output, checked
// by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"): the handshake the
// block core relies on (docs/interface.md). The input is any stream that keeps AXI4-
// Stream's rule (a beat offered and not taken stays, unchanged), with any s_tkeep, any
// lengths (MAX_BYTES_W is small here, so the too-long error is reached) and any
// back-pressure from the core; reset in the first clock and whenever it comes.
//
//   - a block offered (b_valid) and not taken stays offered, unchanged: b_data,
//     b_first, b_last, b_tid and b_error hold until b_ready;
//   - reset leaves no block offered.
module hc_stream_pad_props #(
    parameter DATA_W      = 32,
    parameter BLOCK_W     = 512,
    parameter MAX_BYTES_W = 7,
    parameter OUT_REG     = 1   // 1: the block in an output register; 0: the accumulator's
) (
    input wire                clk,
    input wire                rst_n,
    input wire [DATA_W-1:0]   s_tdata,
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire                s_tid,
    input wire                s_tvalid,
    input wire                b_ready
);
    wire               s_tready, b_first, b_last, b_error, b_valid, b_tid, idle;
    wire [BLOCK_W-1:0] b_data;
    hc_stream_pad #(
        .DATA_W     (DATA_W),
        .BLOCK_W    (BLOCK_W),
        .TID_W      (1),
        .PAD_BYTE   (8'h80),
        .LEN_W      (64),
        .MAX_BYTES_W(MAX_BYTES_W),
        .OUT_REG    (OUT_REG)
    ) u_pad (
        .clk       (clk),
        .rst_n     (rst_n),
        .s_tdata   (s_tdata),
        .s_tkeep   (s_tkeep),
        .s_tlast   (s_tlast),
        .s_tid     (s_tid),
        .s_tvalid  (s_tvalid),
        .s_tready  (s_tready),
        .s_nbytes  ({$clog2(DATA_W/8+1){1'b0}}),  // KEEP_IN = 0: from s_tkeep
        .s_keep_bad(1'b0),
        .b_data    (b_data),
        .b_first   (b_first),
        .b_last    (b_last),
        .b_tid     (b_tid),
        .b_error   (b_error),
        .b_valid   (b_valid),
        .b_ready   (b_ready),
        .idle      (idle)
    );

    reg started = 1'b0;
    always @(posedge clk) started <= 1'b1;

    // the source keeps AXI4-Stream's rule: a beat offered and not taken stays unchanged
    reg              held_past = 1'b0;
    reg [DATA_W-1:0] data_past;
    reg [DATA_W/8-1:0] keep_past;
    reg              last_past, tid_past;
    always @(posedge clk) begin
        held_past <= rst_n & s_tvalid & ~s_tready;
        data_past <= s_tdata;
        keep_past <= s_tkeep;
        last_past <= s_tlast;
        tid_past  <= s_tid;
    end
    always @(*) begin
        if (!started) assume(!rst_n);
        if (started && rst_n && held_past)
            assume(s_tvalid && s_tdata == data_past && s_tkeep == keep_past
                   && s_tlast == last_past && s_tid == tid_past);
    end

    // the block output
    reg               offered_past = 1'b0;
    reg [BLOCK_W-1:0] b_data_past;
    reg               b_first_past, b_last_past, b_tid_past, b_error_past;
    always @(posedge clk) begin
        offered_past <= rst_n & b_valid & ~b_ready;
        b_data_past  <= b_data;
        b_first_past <= b_first;
        b_last_past  <= b_last;
        b_tid_past   <= b_tid;
        b_error_past <= b_error;
    end
    reg reset_past = 1'b1;
    always @(posedge clk) reset_past <= ~rst_n;
    always @(*) begin
        if (started && rst_n && offered_past) begin
            assert(b_valid);
            assert(b_data == b_data_past);
            assert(b_first == b_first_past && b_last == b_last_past);
            assert(b_tid == b_tid_past && b_error == b_error_past);
        end
        if (started && reset_past)
            assert(!b_valid);
    end
endmodule
`default_nettype wire
