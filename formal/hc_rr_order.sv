`default_nettype none
// The order in which an hc_rr_arbiter grants, seen from its mask register (the requesters
// above the one whose grant was taken last): for each requester k, `ahead` counts the
// requesters the order puts before it (those in the mask below k when k is in it; else
// those in the mask and those below k), the most grants to others it can wait behind. A
// grant to another requester takes at least one off a waiting requester's count: what
// the message proofs' rankings read (formal/hc_ctx_sched_multi_facts.sv,
// formal/hc_keccak_ctx_msg_facts.sv). `mask` is a probe (Proof.probes) of the arbiter's
// register; while `check` is high its shape is asserted: the requesters above one (none,
// or a run of ones up to the top).
module hc_rr_order #(
    parameter N = 2
) (
    input  wire            check,
    input  wire [N-1:0]    mask,
    output wire [32*N-1:0] ahead
);
    generate
        if (N < 2) begin : g_bad_n
            hc_error_N_must_be_at_least_2 u_error ();
        end
    endgenerate

    genvar k, m;
    for (k = 0; k < N; k = k + 1) begin : g_requester
        integer d, n;
        always @(*) begin
            n = 0;
            for (d = 0; d < N; d = d + 1)
                if (mask[k] ? (d < k && mask[d]) : (mask[d] || d < k)) n = n + 1;
        end
        assign ahead[32*k +: 32] = n;
    end
    for (m = 0; m < N; m = m + 1) begin : g_mask
        if (m == 0) begin : g_low
            always @(*) if (check) assert(!mask[0]);                  // a mask: none at 0
        end else begin : g_above
            always @(*) if (check) assert(!mask[m-1] || mask[m]);     // ... ones up to the top
        end
    end
endmodule
`default_nettype wire
