`default_nettype none

// hc_pad_lanes: lane masking and keep handling, part 1 of the padding unit hc_stream_pad
// (docs/padding.md). Combinational. It turns one beat into a byte string (lane 0 in the
// MSB byte) in which the lanes past s_tkeep are zero and the first of them is PAD_BYTE,
// the first padding byte of every rule (FIPS 180-4 5.1.1 / 5.1.2 and RFC 1321 3.1: the
// "1" bit, 8'h80; FIPS 202 B.2: the domain bits and pad10*1's first 1, 8'h06 or 8'h1F;
// the Luffa specification 3.1: 8'h80). While pad_pending (the previous beat was a full
// last beat, so its pad byte had no lane) it masks an empty last beat instead.
module hc_pad_lanes #(
    // input width in bits: a multiple of 32
    parameter DATA_W     = 32,
    // bytes per write unit (hc_stream_pad: gcd of the beat and block bytes); divides DATA_W/8
    parameter UNIT_BYTES = 4,
    // first padding byte, 0 .. 255
    parameter PAD_BYTE   = 8'h80,
    // 1: take the beat's byte count and keep check from s_nbytes / s_keep_bad; 0: decode
    parameter KEEP_IN    = 0
) (
    input  wire [DATA_W-1:0]   s_tdata,
    input  wire [DATA_W/8-1:0] s_tkeep,
    input  wire                s_tlast,
    // the last beat kept every lane: mask an empty last beat that carries only the pad byte
    input  wire                pad_pending,
    // s_tkeep decoded by the source (hc_keep_decode), read only when KEEP_IN = 1
    input  wire [$clog2(DATA_W/8+1)-1:0] s_nbytes,
    input  wire                s_keep_bad,
    // the masked keep: s_tkeep, or no lane while pad_pending
    output wire [DATA_W/8-1:0] keep,
    // the beat's pad byte is not in it (not a last beat, or a last beat keeping every lane)
    output wire                full_beat,
    // the masked beat: lane 0 in the MSB byte, PAD_BYTE in the first lane past the message
    output reg  [DATA_W-1:0]   beat_bytes,
    // message bytes in the unit that holds the pad byte
    output reg  [((UNIT_BYTES > 1) ? $clog2(UNIT_BYTES) : 1)-1:0] pad_offset,
    // message bytes in the beat: DATA_W/8 unless s_tlast
    output wire [$clog2(DATA_W/8+1)-1:0] nbytes,
    // s_tkeep has a shape not allowed with this s_tlast
    output wire                keep_bad
);
    localparam integer BEAT_BYTES     = DATA_W / 8;
    localparam integer OFFSET_W       = (UNIT_BYTES > 1) ? $clog2(UNIT_BYTES) : 1;
    localparam integer UNIT_BYTE_LAST = UNIT_BYTES - 1;
    // sized copies of the constants (part-selects keep the lint free of width warnings)
    localparam [OFFSET_W-1:0] OFFSET_LAST = UNIT_BYTE_LAST[OFFSET_W-1:0];
    localparam [OFFSET_W-1:0] OFFSET_ONE  = 1;
    localparam [7:0]          PAD         = PAD_BYTE[7:0];   // may come as a plain integer

    // A bad parameter stops elaboration, naming the rule it breaks (hc_pad_check).
    hc_pad_check #(
        .DATA_W    (DATA_W),
        .BLOCK_W   (DATA_W),  // no block here: the unit need only divide the beat
        .UNIT_BYTES(UNIT_BYTES),
        .PAD_BYTE  (PAD_BYTE),
        .KEEP_IN   (KEEP_IN)
    ) u_check ();

    wire          last_in  = pad_pending | s_tlast;
    assign        keep     = pad_pending ? {BEAT_BYTES{1'b0}} : s_tkeep;
    // lane l: keep of lane l+1
    wire [BEAT_BYTES-1:0] keep_up   = {1'b0, keep[BEAT_BYTES-1:1]};
    // lane l: keep of lane l-1 (lane -1: 1)
    wire [BEAT_BYTES-1:0] keep_dn   = {keep[BEAT_BYTES-2:0], 1'b1};
    // the last kept lane (one-hot if the keep is contiguous)
    wire [BEAT_BYTES-1:0] kept_last = keep & ~keep_up;
    // the first lane past the message
    wire [BEAT_BYTES-1:0] pad_lane  = {BEAT_BYTES{last_in}} & keep_dn & ~keep;
    assign        full_beat = ~last_in | keep[BEAT_BYTES-1];

    // The beat's message bytes and whether its keep is legal, from the beat's own s_tkeep
    // (not keep): the byte count only feeds the count (written on a handshake, never while
    // pad_pending) and its overflow check (masked by ~pad_pending where the beat is
    // dropped), so pad_pending, which fans out to every lane, stays out of the count adder
    // in front of the drop decision. With KEEP_IN the source decoded them a clock ahead,
    // with the same module.
    generate
        if (KEEP_IN != 0) begin : g_keep_from_source
            assign nbytes   = s_nbytes;
            assign keep_bad = s_keep_bad;
        end else begin : g_keep_decoded_here
            hc_keep_decode #(.DATA_W(DATA_W)) u_keep (
                .keep  (s_tkeep),
                .last  (s_tlast),
                .nbytes(nbytes),
                .bad   (keep_bad)
            );
            wire unused_keep_in = &{1'b0, s_nbytes, s_keep_bad};
        end
    endgenerate

    // For the pad position, the beat's message bytes mod UNIT_BYTES, from the one-hot last
    // kept lane (a contiguous keep has at most one; a malformed keep drops the beat, so its
    // value is never used). The same lane loop masks the beat.
    reg [OFFSET_W-1:0] lane_offset;   // (lane + 1) mod UNIT_BYTES: a constant once unrolled
    integer            lane;
    always @* begin
        pad_offset  = {OFFSET_W{1'b0}};
        lane_offset = {OFFSET_W{1'b0}};
        for (lane = 0; lane < BEAT_BYTES; lane = lane + 1) begin
            if (lane_offset == OFFSET_LAST)
                lane_offset = {OFFSET_W{1'b0}};
            else
                lane_offset = lane_offset + OFFSET_ONE;
            pad_offset = pad_offset | ({OFFSET_W{kept_last[lane]}} & lane_offset);
            beat_bytes[DATA_W-1-8*lane -: 8] = ({8{keep[lane]}} & s_tdata[8*lane +: 8])
                                             | ({8{pad_lane[lane]}} & PAD);
        end
    end

endmodule

`default_nettype wire
