`default_nettype none
// Message isolation at the padding unit (rtl/common/hc_stream_pad.v), checked by
// SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"): the blocks of a message
// do not depend on anything that came before it (issue 26's message isolation, on the
// unit every stream top feeds its core from).
//
// Two copies of the unit see the same control at their inputs (s_tvalid, s_tkeep,
// s_tlast, s_tid, b_ready, resets) and bytes of their own until a message boundary the
// solver picks (`watch_start`, at any clock no message is open, before or after any
// reset); from there on both copies take the same bytes. Their registers start unknown
// and unequal (the accumulator holds whatever it held before the first reset). Asserted:
// - the control outputs (s_tready, b_valid, b_first, b_last, b_tid, b_error, idle) are
//   the same in both copies at every clock: they depend on no byte;
// - every block offered after the last block of the messages that ended before the
//   boundary is the same in both copies: no byte of an earlier message, and nothing the
//   unit held before a reset, reaches a later message's blocks.
// Each message ends in exactly one block with b_last (hc_pad_ref_check's last-block
// check), and the unit offers blocks in order, so the messages ended before the boundary
// whose last block has not been taken yet (`old_q`) are the ones ahead of it.
module hc_pad_isolation_props #(
    parameter DATA_W       = 32,
    parameter BLOCK_W      = 96,
    parameter PAD_BYTE     = 8'h80,
    parameter LEN_W        = 16,
    parameter LEN_LITTLE   = 0,
    parameter PAD_LAST_BIT = 0,
    parameter MAX_BYTES_W  = 6,
    parameter OUT_REG      = 1
) (
    input wire                clk,
    input wire                rst_n,
    input wire [DATA_W-1:0]   s_tdata,        // copy A's bytes
    input wire [DATA_W-1:0]   s_tdata_other,  // copy B's, until the boundary
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire                s_tid,
    input wire                s_tvalid,
    input wire                b_ready,
    input wire                watch_start
);
    // ------------------------------------------------ the boundary
    reg  in_msg_q = 1'b0;  // a message is open (its first beat taken, not its last)
    reg  watch_q  = 1'b0;  // the boundary has passed
    wire watching = watch_q | (watch_start & ~in_msg_q);
    wire [DATA_W-1:0] data_b = watching ? s_tdata : s_tdata_other;

    // ------------------------------------------------ the two copies
    wire               ready_a, first_a, last_a, error_a, valid_a, tid_a, idle_a;
    wire               ready_b, first_b, last_b, error_b, valid_b, tid_b, idle_b;
    wire [BLOCK_W-1:0] data_out_a, data_out_b;
    hc_stream_pad #(
        .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .TID_W(1), .PAD_BYTE(PAD_BYTE), .LEN_W(LEN_W),
        .LEN_LITTLE(LEN_LITTLE), .PAD_LAST_BIT(PAD_LAST_BIT), .MAX_BYTES_W(MAX_BYTES_W),
        .OUT_REG(OUT_REG)
    ) u_pad_a (
        .clk(clk), .rst_n(rst_n), .s_tdata(s_tdata), .s_tkeep(s_tkeep), .s_tlast(s_tlast),
        .s_tid(s_tid), .s_tvalid(s_tvalid), .s_tready(ready_a),
        .s_nbytes({$clog2(DATA_W/8+1){1'b0}}), .s_keep_bad(1'b0),  // KEEP_IN = 0
        .b_data(data_out_a), .b_first(first_a), .b_last(last_a), .b_tid(tid_a),
        .b_error(error_a), .b_valid(valid_a), .b_ready(b_ready), .idle(idle_a)
    );
    hc_stream_pad #(
        .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .TID_W(1), .PAD_BYTE(PAD_BYTE), .LEN_W(LEN_W),
        .LEN_LITTLE(LEN_LITTLE), .PAD_LAST_BIT(PAD_LAST_BIT), .MAX_BYTES_W(MAX_BYTES_W),
        .OUT_REG(OUT_REG)
    ) u_pad_b (
        .clk(clk), .rst_n(rst_n), .s_tdata(data_b), .s_tkeep(s_tkeep), .s_tlast(s_tlast),
        .s_tid(s_tid), .s_tvalid(s_tvalid), .s_tready(ready_b),
        .s_nbytes({$clog2(DATA_W/8+1){1'b0}}), .s_keep_bad(1'b0),
        .b_data(data_out_b), .b_first(first_b), .b_last(last_b), .b_tid(tid_b),
        .b_error(error_b), .b_valid(valid_b), .b_ready(b_ready), .idle(idle_b)
    );

    // ------------------------------------------------ the sources keep AXI4-Stream's rule
    wire started, started_b;
    hc_axis_hold #(.DATA_W(DATA_W), .TID_W(1)) u_source_a (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid(s_tid), .tvalid(s_tvalid), .tready(ready_a)
    );
    hc_axis_hold #(.DATA_W(DATA_W), .TID_W(1)) u_source_b (
        .clk(clk), .rst_n(rst_n), .started(started_b), .tdata(data_b), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid(s_tid), .tvalid(s_tvalid), .tready(ready_b)
    );

    // ------------------------------------------------ messages ahead of the boundary
    wire taken     = s_tvalid & ready_a;
    wire last_gone = valid_a & b_ready & last_a;
    reg [3:0] old_q = 4'd0;  // ended before the boundary, last block not yet taken
    always @(posedge clk) begin
        if (!rst_n) begin
            in_msg_q <= 1'b0;
            old_q    <= 4'd0;   // a reset drops every block in the unit
        end else begin
            if (taken) in_msg_q <= ~s_tlast;
            old_q <= old_q + {3'd0, taken & s_tlast & ~watching} - {3'd0, last_gone && old_q != 0};
        end
        if (watching) watch_q <= 1'b1;  // kept through a reset: what came before it counts
    end
    always @(*) if (started) assume(old_q != 4'd15);  // the count's room, past any depth run

    // ------------------------------------------------ what is asserted
    always @(*) begin
        if (started && rst_n) begin
            assert(ready_b == ready_a && valid_b == valid_a && idle_b == idle_a);
            if (valid_a)
                assert(first_b == first_a && last_b == last_a && tid_b == tid_a
                       && error_b == error_a);
            if (valid_a && watch_q && old_q == 4'd0)
                assert(data_out_b == data_out_a);                // the same block
        end
    end

    // (a later message's block after an earlier one's, each copy fed different bytes first)
    reg seen_old = 1'b0;
    always @(posedge clk) if (rst_n && last_gone && old_q != 0) seen_old <= 1'b1;
    always @(*) cover(started && rst_n && seen_old && valid_a && watch_q && old_q == 4'd0);
endmodule
`default_nettype wire
