`default_nettype none
// The input side of a two-copy isolation proof of a multi-context block core whose
// contexts each have a block channel of their own and no shared scheduler of the wave
// kind (the Keccak cores with several contexts: formal/hc_keccak_par_core_isolation_props.sv,
// formal/hc_keccak_pipe_core_isolation_props.sv): per channel, the block-interface
// environment and boundary of formal/hc_block_boundary.sv over the block's data and tag,
// copy B's blocks (its own until the channel's boundary, copy A's from then on), and
// `post`, the channel's watched message's first block was taken. Every channel sees the
// same rst_n, so their reset flags are one (asserted).
module hc_block_channels #(
    parameter N_CTX  = 2,     // channels
    parameter DATA_W = 1088,  // a block's bits
    parameter TAG_W  = 2      // a block's tag's bits
) (
    input  wire                    clk,
    input  wire                    rst_n,
    input  wire [DATA_W*N_CTX-1:0] blk_data,        // copy A's blocks, a channel a context
    input  wire [DATA_W*N_CTX-1:0] blk_data_other,  // copy B's, until a channel's boundary
    input  wire [N_CTX-1:0]        blk_first,
    input  wire [N_CTX-1:0]        blk_last,
    input  wire [TAG_W*N_CTX-1:0]  blk_tag,
    input  wire [N_CTX-1:0]        blk_valid,
    input  wire [N_CTX-1:0]        blk_ready,       // copy A's (asserted the copies')
    input  wire                    out_taken,       // copy A's output handshake
    input  wire [N_CTX-1:0]        watch_start,     // a channel's boundary may pass now
    output wire [DATA_W*N_CTX-1:0] data_b,          // copy B's blocks
    output wire                    reset_seen_q,    // both copies were reset together
    output wire [N_CTX-1:0]        took,            // a block of the channel was taken since
    output wire [N_CTX-1:0]        open,            // a message of the channel is open
    output wire [N_CTX-1:0]        watched,         // the channel's boundary has passed
    output reg  [N_CTX-1:0]        post = {N_CTX{1'b0}},  // its watched first block taken
    // a channel's earlier block, with different bytes in the copies, was followed by an
    // output (what the cover traces reach for)
    output wire                    earlier_out
);
    wire [N_CTX-1:0] started, reset_seen, watching, earlier, offered;
    genvar c;
    for (c = 0; c < N_CTX; c = c + 1) begin : g_channel
        wire [DATA_W+TAG_W+1:0] offer;
        wire taken = blk_valid[c] & blk_ready[c];
        hc_block_boundary #(.HOLD_W(DATA_W + TAG_W)) u_boundary (
            .clk(clk), .rst_n(rst_n), .blk_valid(blk_valid[c]), .blk_taken(taken),
            .blk_first(blk_first[c]), .blk_last(blk_last[c]),
            .blk_hold({blk_tag[TAG_W*c +: TAG_W], blk_data[DATA_W*c +: DATA_W]}),
            .watch_start(watch_start[c]), .started(started[c]), .reset_seen(reset_seen[c]),
            .took(took[c]), .open(open[c]), .watched(watched[c]), .watching(watching[c]),
            .blk_differs(blk_data[DATA_W*c +: DATA_W] != blk_data_other[DATA_W*c +: DATA_W]),
            .out_taken(out_taken), .earlier_out(earlier[c]), .offered(offered[c]),
            .offer(offer)
        );
        assign data_b[DATA_W*c +: DATA_W] = watching[c] ? blk_data[DATA_W*c +: DATA_W]
                                                        : blk_data_other[DATA_W*c +: DATA_W];
        // (as the one-context wrappers: a block taken while watching, after a reset)
        always @(posedge clk)
            if (taken && watching[c] && reset_seen_q) post[c] <= 1'b1;
        wire unused = &{1'b0, offer};
    end
    assign reset_seen_q = reset_seen[0];
    assign earlier_out  = |earlier;
    integer k;
    always @(*) begin
        assert(reset_seen == {N_CTX{reset_seen_q}});
        // the watched message's first block comes after the boundary, with nothing of the
        // channel open between the two
        for (k = 0; k < N_CTX; k = k + 1) begin
            if (post[k]) assert(watched[k] && took[k] && reset_seen_q);
            if (watched[k] && !post[k] && reset_seen_q) assert(!open[k]);
        end
    end
    wire unused = &{1'b0, started, offered};
endmodule
`default_nettype wire
