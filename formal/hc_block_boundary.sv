`default_nettype none
// The environment of a block core's input in a two-copy message isolation proof
// (formal/hc_*_core_isolation_props.sv): what a padding unit guarantees the core, assumed,
// and the boundary between the messages before and after it, tracked.
//
// Assumed (docs/interface.md, "Block core"):
// - the first clock has rst_n low (the copies' registers start unknown and unequal; the
//   claims speak of the time after a reset);
// - a block stays offered, unchanged (its data, flags and tag: `blk_hold`), until taken;
// - the first block after reset or after a message's last block is a first block, and no
//   other is.
// Tracked, for the wrapper's assertions:
// - `open`: a message's block was taken and its last block not yet;
// - the boundary: `watching` from the clock the solver raises `watch_start` at a clock no
//   message is open and no block offered (kept through resets: what came before it is
//   what a later message must not depend on); the wrapper gives copy B its own blocks
//   until then and copy A's from then on;
// - `reset_seen`: both copies were reset together; `took`: a block was taken since;
// - `earlier_out`: before the boundary a block was taken whose bytes differed in the two
//   copies, and an output taken after it (what the wrappers' cover traces reach for: the
//   watched message's output after an earlier message's).
module hc_block_boundary #(
    parameter HOLD_W = 1  // data, flags and tag of a block, held while offered
) (
    input  wire              clk,
    input  wire              rst_n,
    input  wire              blk_valid,
    input  wire              blk_taken,    // valid and ready (copy A's ready)
    input  wire              blk_first,
    input  wire              blk_last,
    input  wire [HOLD_W-1:0] blk_hold,
    input  wire              watch_start,
    input  wire              blk_differs,  // copy B's bytes are not copy A's this clock
    input  wire              out_taken,    // an output handshake (valid and ready)
    output reg               started    = 1'b0,  // the first clock is over
    output reg               reset_seen = 1'b0,
    output reg               took       = 1'b0,
    output reg               open       = 1'b0,
    output reg               watched    = 1'b0,  // the boundary has passed (registered)
    output wire              watching,           // ... or passes in this clock
    output reg               offered    = 1'b0,  // a block was offered and not taken
    output reg [HOLD_W+1:0]  offer,               // ... this one: {first, last, hold}
    output reg               earlier_out = 1'b0
);
    reg earlier_differs = 1'b0;
    wire taken = rst_n & blk_taken;
    assign watching = watched | (watch_start & ~open & ~blk_valid);
    always @(posedge clk) begin
        started <= 1'b1;
        offered <= rst_n & blk_valid & ~blk_taken;
        offer   <= {blk_first, blk_last, blk_hold};
        if (!rst_n)
            open <= 1'b0;
        else if (taken)
            open <= ~blk_last;
        if (watching) watched <= 1'b1;
        if (!rst_n) reset_seen <= 1'b1;
        if (taken && reset_seen) took <= 1'b1;
        if (taken && !watching && blk_differs) earlier_differs <= 1'b1;
        if (rst_n && out_taken && earlier_differs && !watching) earlier_out <= 1'b1;
    end
    always @(*) begin
        if (!started) assume(!rst_n);
        if (offered) begin
            assume(blk_valid);
            assume({blk_first, blk_last, blk_hold} == offer);
        end
        if (blk_valid) assume(blk_first == ~open);
    end
    // the counters' own facts: a block taken only after a reset
    always @(*) if (took) assert(reset_seen);
endmodule
`default_nettype wire
