`default_nettype none

// hc_pad_output: the output side of the padding unit hc_stream_pad, part 6
// (docs/padding.md): the output register (the second block buffer) and the hand-over from
// the accumulator, or, with OUT_REG = 0, the accumulator itself as the output.
//
// OUT_REG = 1: the register takes the finished block (with the length field ORed in) when
// it is empty, in the same clock as the accumulator takes the next beat. When a beat is
// at most half a block (the input fills a block in two clocks or more) that is the clock
// after b_ready: b_ready reaches no logic but b_valid's register, so the block core's
// handshake adds no path through the padding unit, and a block every other clock is all
// the input can bring. When a beat is more than half a block (FAST_OUT) the input can
// fill a block every clock; then the register also takes the next block in the clock
// b_ready takes its block (a pipeline register's ready), so one block per clock reaches
// a block core that takes one per clock, at the cost of a path from b_ready to the
// accumulator's enables and s_tready.
// OUT_REG = 0: the accumulator is the output; it takes the next message bytes once the
// block core has taken its block. Enough where the block core takes a block less often
// than the input fills one, e.g. the contexts of a multi-message core
// (hc_sha2_gen_stream), each of which waits for a pipeline slot; half the flip-flops.
module hc_pad_output #(
    // input width in bits: a multiple of 32 (with BLOCK_W, sets FAST_OUT)
    parameter DATA_W  = 32,
    // block (rate) width in bits: a multiple of 8
    parameter BLOCK_W = 512,
    // width of b_tid: at least 1
    parameter TID_W   = 1,
    // 1: output register; 0: b_data is the accumulator
    parameter OUT_REG = 1
) (
    input  wire               clk,
    input  wire               rst_n,
    // the accumulator holds a finished block
    input  wire               acc_done,
    // the accumulator's block with the length field ORed in, and what it is
    input  wire [BLOCK_W-1:0] acc_block,
    input  wire               acc_first,
    input  wire               acc_final,
    input  wire               acc_error,
    input  wire [TID_W-1:0]   acc_tid,
    // the accumulator's block moves to the output now (acc_done & out_free)
    input  wire               take,
    // the output side takes the accumulator's block when it is finished
    output wire               out_free,
    // the output register holds a block
    output wire               out_busy,
    // padded blocks out
    output wire [BLOCK_W-1:0] b_data,
    output wire               b_first,
    output wire               b_last,
    output wire [TID_W-1:0]   b_tid,
    output wire               b_error,
    output wire               b_valid,
    input  wire               b_ready
);
    // A beat is more than half a block: blocks can fill in consecutive clocks, so the
    // output register must be refilled in the clock it is emptied.
    localparam integer FAST_OUT = (2 * (DATA_W / 8) > BLOCK_W / 8) ? 1 : 0;

    // A bad parameter stops elaboration, naming the rule it breaks (hc_pad_check).
    hc_pad_check #(
        .BLOCK_W(BLOCK_W),
        .DATA_W (DATA_W),
        .TID_W  (TID_W),
        .OUT_REG(OUT_REG)
    ) u_check ();

    generate
        if (OUT_REG != 0) begin : g_out_reg
            reg  [BLOCK_W-1:0] b_data_q;
            reg                b_valid_q;
            reg                b_first_q;
            reg                b_last_q;
            reg                b_error_q;
            reg  [TID_W-1:0]   b_tid_q;
            always @(posedge clk) begin
                if (!rst_n)
                    b_valid_q <= 1'b0;
                else if (take)
                    b_valid_q <= 1'b1;
                else if (b_ready)
                    b_valid_q <= 1'b0;
                if (take) begin
                    b_data_q  <= acc_block;
                    b_first_q <= acc_first;
                    b_last_q  <= acc_final;
                    b_error_q <= acc_error;
                    b_tid_q   <= acc_tid;
                end
            end
            if (FAST_OUT != 0) begin : g_refill
                assign out_free = ~b_valid_q | b_ready;   // refilled as it is emptied
            end else begin : g_alternate
                assign out_free = ~b_valid_q;             // refilled the clock after
            end
            assign out_busy = b_valid_q;
            assign b_data   = b_data_q;
            assign b_first  = b_first_q;
            assign b_last   = b_last_q;
            assign b_tid    = b_tid_q;
            assign b_error  = b_error_q;
            assign b_valid  = b_valid_q;
            wire unused_acc_done = &{1'b0, acc_done};
        end else begin : g_out_acc
            assign out_free = b_ready;
            assign out_busy = 1'b0;
            assign b_data   = acc_block;   // (no write register: the accumulator)
            assign b_first  = acc_first;
            assign b_last   = acc_final;
            assign b_tid    = acc_tid;
            assign b_error  = acc_error;
            assign b_valid  = acc_done;
            wire unused_out = &{1'b0, clk, rst_n, take};
        end
    endgenerate

endmodule

`default_nettype wire
