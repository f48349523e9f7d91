`default_nettype none
// Properties of hc_rr_arbiter (rtl/common/hc_rr_arbiter.v), checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs"). The arbiter's inputs are free: any
// request pattern, an accept in any clock with a grant, a reset in the first clock and
// whenever it comes.
//
// What its header promises:
//   - the grant is one-hot among the requesters, or none when nothing is requested;
//     grant_index names the granted requester;
//   - the grant goes to the first requester after the one whose grant was taken last;
//   - a grant that is not taken is offered again unchanged while the requests stay;
//   - no requester waits behind more than N - 1 others: counted from its request, while
//     it keeps requesting, at most N - 1 grants to others are taken before its own.
module hc_rr_arbiter_props #(
    parameter N = 4
) (
    input wire         clk,
    input wire         rst_n,
    input wire [N-1:0] request,
    input wire         accept
);
    localparam INDEX_W = (N > 1) ? $clog2(N) : 1;

    wire               grant_valid;
    wire [N-1:0]       grant;
    wire [INDEX_W-1:0] grant_index;
    hc_rr_arbiter #(.N(N)) u_arbiter (
        .clk        (clk),
        .rst_n      (rst_n),
        .request    (request),
        .accept     (accept),
        .grant_valid(grant_valid),
        .grant      (grant),
        .grant_index(grant_index)
    );

    // the first clock is a reset (the arbiter's state starts unknown); a caller takes a
    // grant only when there is one (accept means "the grant is taken this clock")
    reg started = 1'b0;
    always @(posedge clk) started <= 1'b1;
    always @(*) begin
        if (!started) assume(!rst_n);
        assume(!accept || grant_valid);
    end

    // ------------------------------------------------ the grant
    always @(*) begin
        assert((grant & (grant - 1'b1)) == {N{1'b0}});  // at most one
        assert((grant & ~request) == {N{1'b0}});        // only a requester
        assert(grant_valid == |request);
        if (grant_valid)
            assert(grant[grant_index]);
        else
            assert(grant_index == {INDEX_W{1'b0}});
    end

    // ------------------------------------------------ an offer not taken stays
    reg [N-1:0] request_past = {N{1'b0}}, grant_past = {N{1'b0}};
    reg         offered_past = 1'b0;
    always @(posedge clk) begin
        request_past <= request;
        grant_past   <= grant;
        offered_past <= rst_n & grant_valid & ~accept;
    end
    always @(*)
        if (started && rst_n && offered_past && request == request_past)
            assert(grant == grant_past);

    // ------------------------------------------------ the round-robin order
    // last_q: the requester whose grant was taken last (after reset: as if N - 1, so
    // that the lowest requester goes first). The grant is the first requester after it.
    reg [INDEX_W-1:0] last_q = N - 1;
    always @(posedge clk)
        if (!rst_n)
            last_q <= N - 1;
        else if (accept && grant_valid)
            last_q <= grant_index;
    // dist(k): requesters strictly between last_q and k, going up and around
    function integer dist(input integer k, input [INDEX_W-1:0] last);
        dist = (k - last - 1 + 2 * N) % N;
    endfunction
    integer k, best;
    always @(*) begin
        best = -1;
        for (k = 0; k < N; k = k + 1)
            if (request[k] && (best < 0 || dist(k, last_q) < dist(best, last_q)))
                best = k;
        if (started && rst_n && grant_valid)
            assert(grant_index == best);
    end

    // ------------------------------------------------ no requester waits behind N others
    // waited[i]: grants to others taken since requester i started requesting (cleared
    // when it is not requesting, when it is served, and at reset)
    localparam WAIT_W = $clog2(N + 1);
    reg [WAIT_W-1:0] waited [0:N-1];
    integer i;
    initial
        for (i = 0; i < N; i = i + 1)
            waited[i] = {WAIT_W{1'b0}};
    always @(posedge clk)
        for (i = 0; i < N; i = i + 1)
            if (!rst_n || !request[i] || (accept && grant[i]))
                waited[i] <= {WAIT_W{1'b0}};
            else if (accept && grant_valid && waited[i] != {WAIT_W{1'b1}})
                waited[i] <= waited[i] + 1'b1;
    always @(*)
        for (i = 0; i < N; i = i + 1) begin
            assert(waited[i] <= N - 1);
            // why it holds, for every state (the induction needs it): each grant taken
            // from another moves last_q past that one, toward i
            if (started)
                assert(waited[i] + dist(i, last_q) <= N - 1);
        end
endmodule
`default_nettype wire
