`default_nettype none
// Properties of hc_stream_pad (rtl/common/hc_stream_pad.v) at its block output, checked
// by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"). The input is any
// stream that keeps AXI4-Stream's rule (a beat offered and not taken stays, unchanged:
// formal/hc_axis_hold.sv), with any back-pressure from the core; reset in the first clock
// and whenever it comes. What is checked, by REFERENCE:
//   0: the handshake the block core relies on (docs/interface.md), with any s_tkeep and
//      s_tid and any lengths (MAX_BYTES_W small, so the too-long error is reached):
//      formal/hc_block_hold_check.sv;
//   1: the padding, at the rule's parameters, against a reference padding written for
//      the proof (formal/hc_pad_ref_check.sv), for well-formed messages of one s_tid;
//   2: the same with the invariants that tie the reference to the unit's registers, for
//      a proof by k-induction: every message length.
module hc_stream_pad_props #(
    parameter DATA_W       = 32,
    parameter BLOCK_W      = 512,
    parameter PAD_BYTE     = 8'h80,
    parameter LEN_W        = 64,
    parameter LEN_LITTLE   = 0,
    parameter PAD_LAST_BIT = 0,
    parameter MAX_BYTES_W  = 7,
    parameter OUT_REG      = 1,  // 1: the block in an output register; 0: the accumulator's
    // 0: the block handshake; 1: the padding against the reference; 2: with its invariants
    parameter REFERENCE    = 0
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
    // the unit's state, for the invariants (REFERENCE 2)
    wire [BLOCK_W-1:0]     f_acc;
    wire [$clog2(BLOCK_W/8):0] f_fill;
    wire [$clog2(DATA_W/8):0]  f_held, f_rot;
    wire [MAX_BYTES_W-1:0] f_count;
    wire [10:0]            f_flags;
    wire                   f_tid;
    hc_stream_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (BLOCK_W),
        .TID_W       (1),
        .PAD_BYTE    (PAD_BYTE),
        .LEN_W       (LEN_W),
        .LEN_LITTLE  (LEN_LITTLE),
        .PAD_LAST_BIT(PAD_LAST_BIT),
        .MAX_BYTES_W (MAX_BYTES_W),
        .OUT_REG     (OUT_REG)
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
        .idle      (idle),
        .f_acc     (f_acc),
        .f_fill    (f_fill),
        .f_held    (f_held),
        .f_rot     (f_rot),
        .f_count   (f_count),
        .f_tid     (f_tid),
        .f_flags   (f_flags)
    );

    wire started;  // the first clock (a reset) is over: hc_axis_hold
    hc_axis_hold #(.DATA_W(DATA_W), .TID_W(1)) u_source (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid(s_tid), .tvalid(s_tvalid), .tready(s_tready)
    );
    generate
        if (REFERENCE != 0) begin : g_reference
            always @(*) assume(!s_tid);  // one tid: the tid rule is the contract proofs'
            hc_pad_ref_check #(
                .DATA_W      (DATA_W),
                .BLOCK_W     (BLOCK_W),
                .PAD_BYTE    (PAD_BYTE),
                .LEN_W       (LEN_W),
                .LEN_LITTLE  (LEN_LITTLE),
                .PAD_LAST_BIT(PAD_LAST_BIT),
                .MAX_BYTES_W (MAX_BYTES_W),
                .INVARIANTS  (REFERENCE == 2),
                .OUT_REG     (OUT_REG)
            ) u_reference (
                .clk(clk), .rst_n(rst_n), .started(started),
                .s_tdata(s_tdata), .s_tkeep(s_tkeep), .s_tlast(s_tlast),
                .s_tvalid(s_tvalid), .s_tready(s_tready),
                .b_data(b_data), .b_first(b_first), .b_last(b_last), .b_error(b_error),
                .b_valid(b_valid), .b_ready(b_ready),
                .f_acc(f_acc), .f_fill(f_fill), .f_held(f_held), .f_rot(f_rot),
                .f_count(f_count), .f_flags(f_flags)
            );
            // one tid (assumed above): a message's first beat left it in the unit
            wire unit_in_msg = f_flags[7];   // in_msg_q, in hc_stream_pad's f_flags order
            always @(*) if (started && rst_n && unit_in_msg) assert(!f_tid);
            wire unused = &{1'b0, b_tid};
        end else begin : g_blocks
            hc_block_hold_check #(.BLOCK_W(BLOCK_W), .TID_W(1)) u_blocks (
                .clk(clk), .rst_n(rst_n), .started(started), .data(b_data), .first(b_first),
                .last(b_last), .tid(b_tid), .error(b_error), .valid(b_valid), .ready(b_ready)
            );
            wire unused_view = &{1'b0, f_acc, f_fill, f_held, f_rot, f_count, f_flags, f_tid};
        end
    endgenerate
    wire unused = &{1'b0, idle};
endmodule
`default_nettype wire
