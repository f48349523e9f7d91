`default_nettype none
// The control of a one-stage block core that chains its blocks in place (MD5, SHA-1):
// a block runs CLOCKS clocks of rounds in the caller's stage, the last of which also
// does the chaining addition, so the stage's state then holds the next block's starting
// value, or, after a message's last block, the digest. This module decides when a block
// starts and keeps what travels with a message; the caller keeps the state.
//   * start: an idle core takes a waiting block once no digest is held (or in the clock
//     it is taken); a message's first block starts from the IV (from_iv), a later one
//     from the state, which holds the chaining value.
//   * follow: the message's next block, ready in the last clock of the block before,
//     is taken in that clock, so it runs without a gap.
//   * the chaining value: chain_q is the state the running block started from (taken in
//     its clock 0, first_clock) in the block's last clock and zero otherwise, a register
//     the stage adds without gating; chain_next is its value for the next clock.
//   * the digest is the caller's state, held while dig_valid and not taken: a waiting
//     block starts only once it is taken, so back-pressure costs no digest register.
module hc_block_seq #(
    parameter CLOCKS  = 64,  // clocks of rounds per block: at least 2
    parameter CNT_W   = 6,   // width of clock_index: 2^CNT_W >= CLOCKS
    parameter TID_W   = 1,   // width of blk_tid / dig_tid
    parameter STATE_W = 128  // bits of the chaining value
) (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               blk_first,
    input  wire               blk_last,
    input  wire               blk_err,
    input  wire [TID_W-1:0]   blk_tid,
    input  wire               blk_valid,
    output wire               blk_ready,
    input  wire [STATE_W-1:0] state,        // the stage's state register
    output wire               take,         // the stage loads the block now
    output wire               from_iv,      // ... and its state from the IV
    output wire               busy,         // this clock runs rounds
    output wire [CNT_W-1:0]   clock_index,  // clock of the block, 0 .. CLOCKS-1
    output wire [STATE_W-1:0] chain_next,   // the chaining value if the next clock is a
                                            // block's last, else zero
    output wire [STATE_W-1:0] chain_q,      // chain_next a clock later
    output wire [TID_W-1:0]   dig_tid,
    output wire               dig_err,
    output wire               dig_valid,
    input  wire               dig_ready,
    output wire               idle          // no block running, no digest held
);
    generate
        if (CLOCKS < 2) begin : g_bad_clocks
            hc_error_CLOCKS_must_be_at_least_2 u_error ();
        end
        if (CNT_W < 1 || (1 << CNT_W) < CLOCKS) begin : g_bad_cnt_w
            hc_error_CNT_W_too_narrow_for_CLOCKS u_error ();
        end
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
    endgenerate

    localparam integer     LAST_I = CLOCKS - 1;
    localparam [CNT_W-1:0] LAST   = LAST_I[CNT_W-1:0];

    reg               busy_q;       // rounds in progress
    reg  [CNT_W-1:0]  index_q;
    reg               last_clk_q;   // busy_q and index_q == CLOCKS - 1 (decoded a clock ahead)
    reg               first_clk_q;  // the clock after a block was taken: its clock 0
    reg               dig_valid_q;  // digest valid, not yet taken
    reg               last_q, err_q;
    reg  [TID_W-1:0]  tid_q;
    reg  [STATE_W-1:0] H_q;         // the state the running block started from
    reg  [STATE_W-1:0] chain_q_r;

    wire start  = blk_valid & ~busy_q & (~dig_valid_q | dig_ready);
    wire follow = last_clk_q & ~last_q & blk_valid;
    assign take    = start | follow;
    assign from_iv = start & blk_first;
    wire             busy_d  = start | (busy_q & ~(last_clk_q & ~follow));
    wire [CNT_W-1:0] index_d = take ? {CNT_W{1'b0}} : (busy_q ? index_q + 1'b1 : index_q);
    wire             last_d  = busy_d & (index_d == LAST);
    assign chain_next = last_d ? H_q : {STATE_W{1'b0}};

    always @(posedge clk) begin
        if (!rst_n) begin
            busy_q      <= 1'b0;
            index_q     <= {CNT_W{1'b0}};
            last_clk_q  <= 1'b0;
            first_clk_q <= 1'b0;
            dig_valid_q <= 1'b0;
        end else begin
            busy_q      <= busy_d;
            index_q     <= index_d;
            last_clk_q  <= last_d;
            first_clk_q <= take;
            if (last_clk_q && last_q) dig_valid_q <= 1'b1;
            else if (dig_ready)       dig_valid_q <= 1'b0;
        end
        // in a block's clock 0 the state holds its starting value (the IV, or the
        // chaining value the last clock of the block before left)
        if (first_clk_q)
            H_q <= state;
        chain_q_r <= chain_next;
        if (take) begin
            last_q <= blk_last;
            err_q  <= blk_err;
            tid_q  <= blk_tid;
        end
    end

    assign blk_ready   = take;
    assign busy        = busy_q;
    assign clock_index = index_q;
    assign chain_q     = chain_q_r;
    assign dig_tid     = tid_q;
    assign dig_err     = err_q;
    assign dig_valid   = dig_valid_q;
    assign idle        = ~busy_q & ~dig_valid_q;
endmodule
`default_nettype wire
