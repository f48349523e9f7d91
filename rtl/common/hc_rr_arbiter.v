`default_nettype none
// Round-robin arbiter: of the requesters, the lowest one above the last one accepted,
// else the lowest one, so no requester waits behind more than N - 1 others. The choice
// is combinational from request and a mask register (the requesters above the last one
// accepted); no adder, two priority chains. The mask moves on only when the caller takes
// the grant (accept), so a grant that is not taken is offered again unchanged.
module hc_rr_arbiter #(
    // number of requesters
    parameter N       = 2,
    // width of grant_index: enough for N - 1 (1 when N = 1)
    parameter INDEX_W = (N > 1) ? $clog2(N) : 1
) (
    input  wire               clk,
    input  wire               rst_n,
    input  wire [N-1:0]       request,
    input  wire               accept,        // the grant is taken this clock
    output wire               grant_valid,   // some requester is granted (any request)
    output wire [N-1:0]       grant,         // one-hot: the granted requester
    output wire [INDEX_W-1:0] grant_index    // its number (0 when none)
);
    generate
        if (N < 1) begin : g_bad_n
            hc_error_N_must_be_at_least_1 u_error ();
        end
        if (INDEX_W < 1 || (N > 1 && INDEX_W < $clog2(N))) begin : g_bad_index_w
            hc_error_INDEX_W_too_narrow_for_N u_error ();
        end
    endgenerate

    reg  [N-1:0]       mask_q;      // requesters above the last one accepted
    reg  [N-1:0]       request_hi;  // requests above the last one accepted
    reg  [INDEX_W-1:0] index;
    integer k;
    always @(*) begin
        request_hi = request & mask_q;
        index      = {INDEX_W{1'b0}};
        for (k = N - 1; k >= 0; k = k - 1)
            if (request[k]) index = k[INDEX_W-1:0];
        for (k = N - 1; k >= 0; k = k - 1)
            if (request_hi[k]) index = k[INDEX_W-1:0];
    end

    // the mask after the grant is taken: the requesters above the one granted (a wire,
    // so the clocked block has no loop variable of its own for a synthesis tool to see
    // driven by two processes)
    wire [N-1:0] mask_after;
    genvar g;
    generate
        for (g = 0; g < N; g = g + 1) begin : g_grant
            assign grant[g] = request[g] & (index == g);
            if (g == 0) begin : g_lowest
                assign mask_after[g] = 1'b0;
            end else begin : g_above
                assign mask_after[g] = index < g;
            end
        end
    endgenerate
    assign grant_valid = |request;
    assign grant_index = index;

    always @(posedge clk) begin
        if (!rst_n)
            mask_q <= {N{1'b0}};
        else if (accept)
            mask_q <= mask_after;
    end
endmodule
`default_nettype wire
