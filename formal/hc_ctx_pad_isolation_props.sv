`default_nettype none
// Message isolation at the input side of the multi-message cores (hc_ctx_pad: the router
// that binds each s_tid to a context, its beat slots, a padding unit per context), checked
// by SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"); the single padding
// unit's own proof is formal/hc_pad_isolation_props.sv.
//
// Two copies see the same control (s_tvalid, s_tkeep, s_tlast, s_tid, each context's
// b_ready and ctx_idle, resets) and bytes of their own until a clock the solver picks at
// which no message of any s_tid is open (`watch_start`), the same bytes after it; their
// registers start unknown and unequal. Asserted:
// - the control outputs are the same in both copies at every clock;
// - every block a context offers for an s_tid whose messages that ended before the
//   boundary have all handed over their last blocks is the same in both: no byte of an
//   earlier message, of another s_tid's message (a beat slot written for another
//   context), or of what the unit held before a reset reaches it.
// A context stays bound to its s_tid until everything of it has left, so the blocks of
// one s_tid come in order; each message ends in one block with b_last.
module hc_ctx_pad_isolation_props #(
    parameter N_CTX       = 2,
    parameter TID_W       = 2,
    parameter BLOCK_W     = 96,
    parameter LEN_W       = 16,
    parameter MAX_BYTES_W = 6
) (
    input wire             clk,
    input wire             rst_n,
    input wire [31:0]      s_tdata,        // copy A's bytes
    input wire [31:0]      s_tdata_other,  // copy B's, until the boundary
    input wire [3:0]       s_tkeep,
    input wire             s_tlast,
    input wire [TID_W-1:0] s_tid,
    input wire             s_tvalid,
    input wire [N_CTX-1:0] b_ready,
    input wire [N_CTX-1:0] ctx_idle,
    input wire             watch_start
);
    localparam integer TIDS = 1 << TID_W;

    // ------------------------------------------------ the boundary
    reg  [TIDS-1:0] open_q  = {TIDS{1'b0}};  // a message of this s_tid is open
    reg             watch_q = 1'b0;           // the boundary has passed
    wire watching = watch_q | (watch_start & ~|open_q);
    wire [31:0] data_b = watching ? s_tdata : s_tdata_other;

    // ------------------------------------------------ the two copies
    wire                     ready_a, ready_b;
    wire [BLOCK_W*N_CTX-1:0] data_out_a, data_out_b;
    wire [N_CTX-1:0]         first_a, last_a, error_a, valid_a, first_b, last_b, error_b, valid_b;
    wire [TID_W*N_CTX-1:0]   tid_a, tid_b;
    hc_ctx_pad #(
        .DATA_W(32), .BLOCK_W(BLOCK_W), .TID_W(TID_W), .LEN_W(LEN_W),
        .MAX_BYTES_W(MAX_BYTES_W), .N_CTX(N_CTX)
    ) u_pad_a (
        .clk(clk), .rst_n(rst_n), .s_tdata(s_tdata), .s_tkeep(s_tkeep), .s_tlast(s_tlast),
        .s_tid(s_tid), .s_tvalid(s_tvalid), .s_tready(ready_a), .b_data(data_out_a),
        .b_first(first_a), .b_last(last_a), .b_tid(tid_a), .b_error(error_a),
        .b_valid(valid_a), .b_ready(b_ready), .ctx_idle(ctx_idle)
    );
    hc_ctx_pad #(
        .DATA_W(32), .BLOCK_W(BLOCK_W), .TID_W(TID_W), .LEN_W(LEN_W),
        .MAX_BYTES_W(MAX_BYTES_W), .N_CTX(N_CTX)
    ) u_pad_b (
        .clk(clk), .rst_n(rst_n), .s_tdata(data_b), .s_tkeep(s_tkeep), .s_tlast(s_tlast),
        .s_tid(s_tid), .s_tvalid(s_tvalid), .s_tready(ready_b), .b_data(data_out_b),
        .b_first(first_b), .b_last(last_b), .b_tid(tid_b), .b_error(error_b),
        .b_valid(valid_b), .b_ready(b_ready), .ctx_idle(ctx_idle)
    );

    // ------------------------------------------------ the sources keep AXI4-Stream's rule
    wire started, started_b;
    hc_axis_hold #(.DATA_W(32), .TID_W(TID_W)) u_source_a (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid(s_tid), .tvalid(s_tvalid), .tready(ready_a)
    );
    hc_axis_hold #(.DATA_W(32), .TID_W(TID_W)) u_source_b (
        .clk(clk), .rst_n(rst_n), .started(started_b), .tdata(data_b), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid(s_tid), .tvalid(s_tvalid), .tready(ready_b)
    );

    // ------------------------------------------------ messages ahead of the boundary, per s_tid
    wire taken = s_tvalid & ready_a;
    reg [3:0] old_q [0:TIDS-1];  // ended before the boundary, last block not yet taken
    integer t, c;
    reg [3:0] gone;              // last blocks of s_tid t taken in this clock
    initial for (t = 0; t < TIDS; t = t + 1) old_q[t] = 4'd0;
    always @(posedge clk) begin
        if (!rst_n) begin
            open_q <= {TIDS{1'b0}};
            for (t = 0; t < TIDS; t = t + 1) old_q[t] <= 4'd0;  // a reset drops every block
        end else begin
            if (taken) open_q[s_tid] <= ~s_tlast;
            for (t = 0; t < TIDS; t = t + 1) begin
                gone = 4'd0;
                for (c = 0; c < N_CTX; c = c + 1)
                    if (valid_a[c] && b_ready[c] && last_a[c] && tid_a[TID_W*c +: TID_W] == t)
                        gone = gone + 4'd1;
                old_q[t] <= old_q[t] + {3'd0, taken && s_tlast && !watching && s_tid == t}
                            - ((old_q[t] != 0) ? gone : 4'd0);
            end
        end
        if (watching) watch_q <= 1'b1;  // kept through a reset: what came before it counts
    end
    always @(*)
        if (started)
            for (t = 0; t < TIDS; t = t + 1) assume(old_q[t] != 4'd15);  // the count's room

    // ------------------------------------------------ what is asserted
    always @(*) begin
        if (started && rst_n) begin
            assert(ready_b == ready_a && valid_b == valid_a);
            for (c = 0; c < N_CTX; c = c + 1) begin
                if (valid_a[c])
                    assert(first_b[c] == first_a[c] && last_b[c] == last_a[c]
                           && tid_b[TID_W*c +: TID_W] == tid_a[TID_W*c +: TID_W]
                           && error_b[c] == error_a[c]);
                if (valid_a[c] && watch_q && old_q[tid_a[TID_W*c +: TID_W]] == 4'd0)
                    assert(data_out_b[BLOCK_W*c +: BLOCK_W] == data_out_a[BLOCK_W*c +: BLOCK_W]);
            end
        end
    end

    // (a context's block for a later message after an earlier message's last block left)
    reg seen_old = 1'b0;
    always @(posedge clk)
        if (rst_n && |(valid_a & b_ready & last_a) && old_q[0] != 0) seen_old <= 1'b1;
    always @(*) cover(started && rst_n && seen_old && watch_q && valid_a[0] && valid_a[1]);
endmodule
`default_nettype wire
