`default_nettype none

// hc_keep_decode: what the padding unit needs to know of a beat's s_tkeep before it may
// write the beat (docs/interface.md, "Input stream" and "Errors"): how many message bytes
// the beat carries, and whether its keep has a legal shape. hc_stream_pad decodes its own
// input with it; hc_ctx_pad decodes each beat on the way into a context's beat register,
// so that the padding units behind it start their drop decision at registers, with these
// lane reductions a clock ahead.
module hc_keep_decode #(
    // beat width in bits: a multiple of 32
    parameter DATA_W = 32
) (
    input  wire [DATA_W/8-1:0]         keep,    // s_tkeep: lane 0 = first byte
    input  wire                        last,    // s_tlast
    output wire [$clog2(DATA_W/8+1)-1:0] nbytes,  // message bytes in the beat
    output wire                        bad      // keep not allowed with this last
);
    localparam integer BEAT_BYTES = DATA_W / 8;
    localparam integer NBYTES_W   = $clog2(BEAT_BYTES + 1);   // bytes in a beat, 0 .. BEAT_BYTES
    localparam [NBYTES_W-1:0] NBYTES_FULL = BEAT_BYTES[NBYTES_W-1:0];

    // A bad parameter stops elaboration, naming the rule it breaks (hc_pad_check).
    hc_pad_check #(
        .DATA_W(DATA_W)
    ) u_check ();

    // A beat keeps every lane, or, as the last beat of its message, lanes 0 .. k-1 with
    // no gap; k then comes from the one-hot last kept lane.
    wire [BEAT_BYTES-1:0] last_kept = keep & ~{1'b0, keep[BEAT_BYTES-1:1]};
    wire          all_kept  = &keep;
    wire          contig    = ~|(keep & ~{keep[BEAT_BYTES-2:0], 1'b1});  // no kept lane after a gap

    // k = the last kept lane + 1 (at most one lane is the last kept): bit b of k is set
    // when that lane's number + 1 has bit b set. Continuous assignments, not an always @*
    // loop: the zero-length beat (keep all zero) may be the first thing a simulator sees,
    // and Icarus runs an always @* only on a change of its inputs, so such a loop left k
    // unknown until keep first changed.
    wire [NBYTES_W-1:0] k;
    genvar b, ln;
    generate
        for (b = 0; b < NBYTES_W; b = b + 1) begin : g_kbit
            wire [BEAT_BYTES-1:0] lanes;   // the lanes whose number + 1 has bit b set
            for (ln = 0; ln < BEAT_BYTES; ln = ln + 1) begin : g_lane
                assign lanes[ln] = (((ln + 1) >> b) % 2) == 1;
            end
            assign k[b] = |(last_kept & lanes);
        end
    endgenerate

    assign nbytes = last ? k : NBYTES_FULL;
    assign bad    = last ? ~contig : ~all_kept;

endmodule

`default_nettype wire
