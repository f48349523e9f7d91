`default_nettype none
// Keccak-f[1600] sponge, several messages in flight on parallel datapaths: CTX copies of
// hc_keccak_core (RPC rounds per clock each), one per message context, behind one output
// register. Absorb only, one output block: the SHA3 digests (d < r). Ports and byte order
// as hc_keccak_pipe_core (block input per context, one digest output, ctx_idle).
//
// Why not a ring. hc_keccak_pipe_core gets its rate from STAGES round units in a ring,
// each state passing through all of them; every round unit's theta and rho/pi wiring then
// spans every state register, and on ECP5 two such units already congest the router
// (docs/sha3.md, "Several messages in flight"). Here each context keeps its own round
// unit and state register, as the single-message core: a datapath's wiring stays within
// itself, the place-and-route tool can put the copies side by side, and each copy runs at
// the single-message core's clock. The price: CTX round units for CTX contexts, the
// same as the ring's, and no sharing of idle round units between contexts.
//
// Output. Each copy hands its digest to a register of its own (hd_q); the digests leave
// through one output register (od_q), taken round-robin from the copies' registers that
// hold one (hc_rr_arbiter), so one message's digest cannot be passed
// over for ever. A copy's messages are one s_tid's (hc_ctx_pad binds a s_tid to one
// context until everything of it has left), so the digests of one s_tid leave in order.
//
// Idle. hc_ctx_pad may bind a context to a new s_tid only when the core holds nothing of
// it: pend_q[c] counts context c's messages whose first block the copy took and whose
// digest has not left the copy (at most two: one being output, the next one absorbing),
// and a digest of context c in its copy's register or in od_q keeps it busy too (as in
// hc_keccak_pipe_core).
module hc_keccak_par_core #(
    parameter RATE        = 1088,  // r in bits (1600 - 2d)
    parameter DIGEST_BITS = 256,   // the output: the state's first DIGEST_BITS bits
    parameter CTX         = 2,     // message contexts = datapaths
    parameter RPC         = 1,     // rounds per clock of each datapath (divides 24)
    parameter TAG_W       = 1      // width of blk_tag / dig_tag
) (
    input  wire                      clk,
    input  wire                      rst_n,
    // padded blocks in, context c in slice c (as hc_keccak_core's blk_*)
    input  wire [RATE*CTX-1:0]       blk_data,
    input  wire [CTX-1:0]            blk_first,
    input  wire [CTX-1:0]            blk_last,
    input  wire [TAG_W*CTX-1:0]      blk_tag,
    input  wire [CTX-1:0]            blk_valid,
    output wire [CTX-1:0]            blk_ready,
    // digests out, first digest byte in the MSB byte
    output wire [DIGEST_BITS-1:0]    dig_data,
    output wire [TAG_W-1:0]          dig_tag,
    output wire                      dig_valid,
    input  wire                      dig_ready,
    // the core has nothing of context c: no block, no digest (hc_ctx_pad)
    output wire [CTX-1:0]            ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_keccak_param_check #(.RATE(RATE), .DIGEST_BITS(DIGEST_BITS), .RPC(RPC), .TAG_W(TAG_W))
        u_keccak_param_check ();
    generate
        if (CTX < 1) begin : g_bad_ctx
            hc_error_CTX_must_be_at_least_1 u_error ();
        end
    endgenerate

    localparam integer CW = (CTX > 1) ? $clog2(CTX) : 1;

    wire [RATE*CTX-1:0]  sq_data;
    wire [TAG_W*CTX-1:0] sq_tag;
    wire [CTX-1:0]       sq_valid;
    wire [CTX-1:0]       sq_ready;

    genvar g;
    generate
        for (g = 0; g < CTX; g = g + 1) begin : g_dp
            hc_keccak_core #(
                .RATE (RATE),
                .RPC  (RPC),
                .TAG_W(TAG_W)
            ) u_core (
                .clk      (clk),
                .rst_n    (rst_n),
                .blk_data (blk_data[RATE*g +: RATE]),
                .blk_first(blk_first[g]),
                .blk_last (blk_last[g]),
                .blk_tag  (blk_tag[TAG_W*g +: TAG_W]),
                .blk_valid(blk_valid[g]),
                .blk_ready(blk_ready[g]),
                .sq_data  (sq_data[RATE*g +: RATE]),
                .sq_tag   (sq_tag[TAG_W*g +: TAG_W]),
                .sq_valid (sq_valid[g]),
                .sq_ready (sq_ready[g]),
                .sq_more  (1'b0)    // d < r: the digest is in the first output block
            );
        end
    endgenerate

    // ------------------------------------------------------------ per-copy digest registers
    // Each copy hands its digest to a register of its own (hd_q, ht_q, hv_q), whose ready
    // is that register's empty flag: a flip-flop. The round-robin below picks among these
    // registers, so no combinational path runs from one copy's output valid through the
    // arbitration into another copy's block-take logic (take loads or clears the RATE
    // flip-flops of the copy's block register): with the copies side by side such a path
    // would cross the layout twice (docs/sha3.md, "Design notes"). Cost: CTX x
    // (DIGEST_BITS + TAG_W + 1) flip-flops and one clock on each digest; a copy delivers a
    // digest at most once per permutation (24 / RPC clocks), so the register is always
    // empty again in time.
    reg [DIGEST_BITS*CTX-1:0] hd_q;
    reg [TAG_W*CTX-1:0]       ht_q;
    reg [CTX-1:0]             hv_q;
    wire [CTX-1:0]            h_take = sq_valid & ~hv_q;   // a copy's digest moves in
    integer c;

    assign sq_ready = ~hv_q;

    // ------------------------------------------------------------ output register
    reg [DIGEST_BITS-1:0] od_q;
    reg [TAG_W-1:0]       otag_q;
    reg                   ov_q;
    reg [CW-1:0]          octx_q;  // the copy whose digest od_q holds
    wire                  o_free = ~ov_q | dig_ready;

    // the copy register with a digest next in round-robin order (hc_rr_arbiter)
    wire           copy;
    wire           pick_any;
    wire [CTX-1:0] pick_onehot;
    wire [CW-1:0]  pick;
    hc_rr_arbiter #(
        .N      (CTX),
        .INDEX_W(CW)
    ) u_output_arbiter (
        .clk        (clk),
        .rst_n      (rst_n),
        .request    (hv_q),
        .accept     (copy),
        .grant_valid(pick_any),
        .grant      (pick_onehot),
        .grant_index(pick)
    );
    assign copy = o_free & pick_any;

    always @(posedge clk) begin
        for (c = 0; c < CTX; c = c + 1) begin
            if (h_take[c]) begin
                hd_q[DIGEST_BITS*c +: DIGEST_BITS] <= sq_data[RATE*c + RATE - 1 -: DIGEST_BITS];
                ht_q[TAG_W*c +: TAG_W]             <= sq_tag[TAG_W*c +: TAG_W];
            end
        end
        if (copy) begin
            od_q   <= hd_q[DIGEST_BITS*pick +: DIGEST_BITS];
            otag_q <= ht_q[TAG_W*pick +: TAG_W];
            octx_q <= pick;
        end
    end

    // ------------------------------------------------------------ contexts in use
    reg [2*CTX-1:0] pend_q;  // context c's count in pend_q[2c +: 2]
    reg [CTX-1:0] idle_r;
    always @(posedge clk) begin
        if (!rst_n) begin
            ov_q   <= 1'b0;
            hv_q   <= {CTX{1'b0}};
            pend_q <= {2*CTX{1'b0}};
        end else begin
            if (copy)           ov_q <= 1'b1;
            else if (dig_ready) ov_q <= 1'b0;
            for (c = 0; c < CTX; c = c + 1) begin
                if (h_take[c])
                    hv_q[c] <= 1'b1;
                else if (copy && pick_onehot[c])
                    hv_q[c] <= 1'b0;
                pend_q[2*c +: 2] <= pend_q[2*c +: 2]
                                    + {1'b0, blk_valid[c] & blk_ready[c] & blk_first[c]}
                                    - {1'b0, h_take[c]};
            end
        end
    end
    always @(*) begin
        for (c = 0; c < CTX; c = c + 1)
            idle_r[c] = (pend_q[2*c +: 2] == 2'd0) & ~hv_q[c]
                      & ~(ov_q & (octx_q == c[CW-1:0]));
    end

    assign dig_data  = od_q;
    assign dig_tag   = otag_q;
    assign dig_valid = ov_q;
    assign ctx_idle  = idle_r;
endmodule
`default_nettype wire
