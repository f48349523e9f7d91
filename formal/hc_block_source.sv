`default_nettype none
// The input side of a two-copy isolation proof of a block core with one 512-bit block
// channel that carries an error flag and a one-bit tid with each block (the one-stage
// SHA-1, MD5 and RIPEMD cores: formal/hc_*_core_isolation_props.sv): the block-interface
// environment and boundary of formal/hc_block_boundary.sv over the block's data, error
// flag and tid, and copy B's blocks: its own until the boundary, copy A's from then on.
module hc_block_source #(
    parameter DATA_W = 512
) (
    input  wire              clk,
    input  wire              rst_n,
    input  wire [DATA_W-1:0] blk_data,        // copy A's blocks
    input  wire [DATA_W-1:0] blk_data_other,  // copy B's, until the boundary
    input  wire              blk_first,
    input  wire              blk_last,
    input  wire              blk_err,
    input  wire              blk_tid,
    input  wire              blk_valid,
    input  wire              blk_ready,       // copy A's (the copies' are the same)
    input  wire              out_taken,       // copy A's output handshake
    input  wire              watch_start,
    output wire [DATA_W-1:0] data_b,          // copy B's blocks
    output wire              reset_seen,
    output wire              took,
    output wire              open,
    output wire              watched,
    output wire              watching,
    output wire              offered,
    output wire              offer_first,     // the offered block's flags
    output wire              offer_last,
    output wire              earlier_out
);
    wire started_unused;
    wire [DATA_W+3:0] offer;  // {first, last, err, tid, data}
    hc_block_boundary #(.HOLD_W(DATA_W + 2)) u_boundary (
        .clk(clk), .rst_n(rst_n), .blk_valid(blk_valid), .blk_taken(blk_valid & blk_ready),
        .blk_first(blk_first), .blk_last(blk_last), .blk_hold({blk_err, blk_tid, blk_data}),
        .watch_start(watch_start), .started(started_unused), .reset_seen(reset_seen),
        .took(took), .open(open), .watched(watched), .watching(watching),
        .blk_differs(blk_data != blk_data_other), .out_taken(out_taken),
        .earlier_out(earlier_out), .offered(offered), .offer(offer)
    );
    assign data_b      = watching ? blk_data : blk_data_other;
    assign offer_first = offer[DATA_W+3];
    assign offer_last  = offer[DATA_W+2];
    wire unused = &{1'b0, started_unused, offer[DATA_W+1:0]};
endmodule
`default_nettype wire
