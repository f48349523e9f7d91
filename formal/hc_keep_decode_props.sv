`default_nettype none
// Properties of hc_keep_decode (rtl/common/hc_keep_decode.v), checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs"), against the rules of
// docs/interface.md ("A message", "Errors") written here again, independently:
//   - a beat without s_tlast is legal only with every lane kept, and carries them all;
//   - a last beat is legal only with lanes 0 .. n - 1 kept (n = 0 .. all), and carries n.
// For every s_tkeep and s_tlast (the unit is combinational).
module hc_keep_decode_props #(
    parameter DATA_W = 32
) (
    input wire [DATA_W/8-1:0] keep,
    input wire                last
);
    localparam integer BEAT_BYTES = DATA_W / 8;
    localparam integer NBYTES_W   = $clog2(BEAT_BYTES + 1);

    wire [NBYTES_W-1:0] nbytes;
    wire                bad;
    hc_keep_decode #(.DATA_W(DATA_W)) u_decode (
        .keep  (keep),
        .last  (last),
        .nbytes(nbytes),
        .bad   (bad)
    );

    // the rules: the lanes kept from lane 0 up to the first one not kept, and whether
    // any lane after that is kept
    integer lane, run;
    reg     gap, kept_after_gap;
    always @(*) begin
        run = 0;
        gap = 1'b0;
        kept_after_gap = 1'b0;
        for (lane = 0; lane < BEAT_BYTES; lane = lane + 1) begin
            if (!keep[lane])
                gap = 1'b1;
            else if (gap)
                kept_after_gap = 1'b1;
            else
                run = run + 1;
        end
        if (last) begin
            assert(bad == kept_after_gap);                       // a hole in the last beat
            if (!bad) assert(nbytes == run);
        end else begin
            assert(bad == (run != BEAT_BYTES));                  // a partial beat mid-message
            if (!bad) assert(nbytes == BEAT_BYTES);
        end
    end
endmodule
`default_nettype wire
