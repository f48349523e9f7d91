`default_nettype none

// hc_stream_pad: the hardware padding unit shared by every hash core (docs/interface.md,
// "The padding unit"; its structure and design notes: docs/padding.md). It turns an
// AXI4-Stream message (byte lane 0 = first byte) into padded blocks for a block core
// (message byte 0 in b_data[BLOCK_W-1 -: 8]).
//
// Padding rule (one rule, parameterised): the message, PAD_BYTE, zero bytes, then the
// LEN_W-bit message length in bits in the last LEN_W/8 bytes of the final block, with 8'h80
// ORed into the final block's last byte when PAD_LAST_BIT is set. This is
//   - FIPS 180-4 section 5.1.1 / 5.1.2 (SHA-1/224/256, SHA-384/512): a 1 bit (8'h80),
//     zeros, the 64-bit or 128-bit big-endian bit length;
//   - RFC 1321 section 3.1-3.2 (MD5, also RIPEMD): the same with a little-endian length;
//   - FIPS 202 section 5.1, pad10*1, after the SHA-3 / SHAKE domain bits (FIPS 202 B.2):
//     8'h06 or 8'h1F first, 8'h80 in the last byte of the block, combining to 8'h86 when
//     they meet;
//   - the Luffa specification (Ver. 2.0, section 3.1, message padding): a 1 bit and zeros
//     to a multiple of 256 bits, no length.
// Padding is always applied: a message that fills whole blocks gets a whole padding block,
// and when the pad byte (plus length) does not fit behind the message, one more block
// follows.
//
// Parts (each a module of its own; docs/padding.md):
//   1. hc_pad_lanes        lane masking: bytes past s_tkeep become zero, the first of them
//                          PAD_BYTE; a full last beat is followed by a virtual empty beat
//                          that carries only PAD_BYTE (pad_pend_q)
//   2. hc_pad_byte_count   the message's byte count and its length check
//   3. hc_pad_place        where the beat's pieces go in the block being assembled, and
//                          whether the length field fits behind the pad byte
//   4. hc_pad_accumulator  the block being assembled, zeroed as its block leaves
//   5. hc_pad_length       the length field and pad10*1's closing bit of a final block
//   6. hc_pad_output       the output register (or the accumulator as the output)
// This module holds the control: which beat is processed, dropped or taken, and what the
// block in the accumulator is (first, final, malformed).
//
// Malformed beats (docs/interface.md, "Errors") are dropped whole, and so is the rest of
// their message; its s_tlast beat produces one final block with b_error set. A beat that
// takes the message past MAX_BYTES_W is the exception: it is written like a good one (the
// length check stays out of the write and ready decisions), the rest of the message is
// dropped, and the message's final block has b_error set all the same.
module hc_stream_pad #(
    // input width in bits: a multiple of 32 (any ratio to BLOCK_W)
    parameter DATA_W       = 32,
    // block (rate) width in bits: a multiple of 8
    parameter BLOCK_W      = 512,
    // width of s_tid / b_tid: at least 1
    parameter TID_W        = 1,
    // first padding byte, 0 .. 255 (may come as a plain integer)
    parameter PAD_BYTE     = 8'h80,
    // bits of the length field (0: none): 0, or a multiple of 8 from 16 below BLOCK_W
    parameter LEN_W        = 64,
    // 1: little-endian length field (RFC 1321); 0: big-endian (FIPS 180-4)
    parameter LEN_LITTLE   = 0,
    // 1: OR 8'h80 into the last byte of the final block (FIPS 202 pad10*1)
    parameter PAD_LAST_BIT = 0,
    // byte counter width: messages of 2^MAX_BYTES_W bytes or more are errors; at least 1
    parameter MAX_BYTES_W  = 61,
    // 1: output register (second block buffer); 0: b_data is the accumulator
    parameter OUT_REG      = 1,
    // 1: s_nbytes / s_keep_bad carry s_tkeep decoded by the source (hc_ctx_pad); 0: unused
    parameter KEEP_IN      = 0,
    // the s_tid bit that marks a message continuing after one block hashed already, whose
    // length field counts BLOCK_W more bits (HMAC with key contexts: the key block's
    // chaining value is kept, RFC 2104 section 4); -1: none
    parameter PREFIX_BIT   = -1,
    // 1: a beat whose s_tid differs from its message's first beat's is malformed
    // (docs/interface.md, "Errors"); 0: no such check, for a source that hands this unit
    // one s_tid's beats only (hc_ctx_pad's router with several contexts), where the
    // comparison is always equal but would sit in front of the drop decision
    parameter TID_CHECK    = 1
) (
    input  wire                clk,
    input  wire                rst_n,
    // AXI4-Stream message input
    input  wire [DATA_W-1:0]   s_tdata,
    input  wire [DATA_W/8-1:0] s_tkeep,
    input  wire                s_tlast,
    input  wire [TID_W-1:0]    s_tid,
    input  wire                s_tvalid,
    output wire                s_tready,
    // s_tkeep decoded by hc_keep_decode (with s_tlast), read only when KEEP_IN = 1
    input  wire [$clog2(DATA_W/8+1)-1:0] s_nbytes,
    input  wire                s_keep_bad,
    // padded blocks out
    output wire [BLOCK_W-1:0]  b_data,
    output wire                b_first,
    output wire                b_last,
    output wire [TID_W-1:0]    b_tid,
    output wire                b_error,
    output wire                b_valid,
    input  wire                b_ready,
    // nothing of a message is inside: no message started, no block held
    output wire                idle
`ifdef FORMAL
    ,
    // The unit's state, for the invariants of the padding proof by induction
    // (formal/hc_pad_ref_check.sv, INVARIANTS). Only SymbiYosys defines FORMAL, so no
    // netlist has these ports.
    output wire [BLOCK_W-1:0]     f_acc,         // the accumulator
    output wire [$clog2(BLOCK_W/8):0] f_fill,    // bytes of the accumulator's block written
    output wire [$clog2(DATA_W/8):0]  f_held,    // bytes of the beat on s_* written already
    output wire [$clog2(DATA_W/8):0]  f_rot,     // the placement's rotation, in bytes
    output wire [MAX_BYTES_W-1:0] f_count,       // message bytes so far
    output wire [TID_W-1:0]       f_tid,         // s_tid of the message's first beat
    // {acc_done_q, tail_q, pad_pend_q, in_msg_q, err_q, long_q, first_q, stale_q,
    //  acc_fin_q, acc_first_q, acc_err_q}
    output wire [10:0]            f_flags
`endif
);

    // Euclid; a bounded loop so every tool evaluates it as a constant function.
    function integer f_gcd;
        input integer a;
        input integer b;
        integer x, y, t, n;
        begin
            x = a;
            y = b;
            for (n = 0; n < 64; n = n + 1) begin
                if (y != 0) begin
                    t = x % y;
                    x = y;
                    y = t;
                end
            end
            f_gcd = x;
        end
    endfunction

    localparam integer BEAT_BYTES  = DATA_W / 8;
    localparam integer BLOCK_BYTES = BLOCK_W / 8;
    // Every write position is a multiple of UNIT_BYTES: when DATA_W divides BLOCK_W each
    // block unit takes one fixed beat unit.
    localparam integer UNIT_BYTES  = f_gcd(BEAT_BYTES, BLOCK_BYTES);
    localparam integer UNIT_W      = 8 * UNIT_BYTES;
    localparam integer BEAT_UNITS  = BEAT_BYTES / UNIT_BYTES;
    localparam integer BLOCK_UNITS = BLOCK_BYTES / UNIT_BYTES;
    localparam integer PIECE_UNITS = (BEAT_UNITS < BLOCK_UNITS) ? BEAT_UNITS : BLOCK_UNITS;
    localparam integer NBYTES_W    = $clog2(BEAT_BYTES + 1);   // bytes in one beat, 0 .. BEAT_BYTES
    localparam integer OFFSET_W    = (UNIT_BYTES > 1) ? $clog2(UNIT_BYTES) : 1;
    // With several units per beat and the output register, a piece is registered before
    // the accumulator takes it (hc_pad_accumulator, PIECE_REG).
    localparam integer PIECE_REG   = (BEAT_UNITS > 1 && OUT_REG != 0) ? 1 : 0;

    // A bad parameter stops elaboration, naming the rule it breaks (hc_pad_check).
    hc_pad_check #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (BLOCK_W),
        .TID_W       (TID_W),
        .PAD_BYTE    (PAD_BYTE),
        .LEN_W       (LEN_W),
        .LEN_LITTLE  (LEN_LITTLE),
        .PAD_LAST_BIT(PAD_LAST_BIT),
        .MAX_BYTES_W (MAX_BYTES_W),
        .OUT_REG     (OUT_REG),
        .KEEP_IN     (KEEP_IN),
        .PREFIX_BIT  (PREFIX_BIT),
        .TID_CHECK   (TID_CHECK)
    ) u_check ();

    // ------------------------------------------------------------------ state
    reg                    acc_done_q;   // the accumulator holds a finished block
    reg                    tail_q;       // a length-only block follows the accumulator's block
    reg                    pad_pend_q;   // last beat was full: its pad byte needs an empty beat
    reg                    in_msg_q;     // a message has started (its first beat was taken)
    reg                    err_q;        // the message in progress is malformed
    reg                    long_q;       // a beat of this message took it too far
    reg                    first_q;      // the next block finished is a message's first
    reg                    stale_q;      // the accumulator may hold bytes from before reset
    reg  [TID_W-1:0]       tid_q;        // s_tid of the message's first beat
    reg                    acc_fin_q;    // the accumulator's block is a message's final block
    reg                    acc_first_q;  // ... a message's first block
    reg                    acc_err_q;    // ... ends a malformed message

    // ------------------------------------------------------------------ hand-over
    wire out_free;                                      // the output side takes a finished block
    wire out_busy;                                      // the output register holds a block
    wire xfer     = acc_done_q & out_free;              // accumulator -> output
    // The accumulator takes input when empty or emptying, unless it turns into the tail block.
    wire acc_free = ~acc_done_q | (xfer & ~tail_q);

    // ------------------------------------------------------------------ 1. lanes
    wire [BEAT_BYTES-1:0] keep;        // s_tkeep, or no lane while pad_pend_q
    wire                  full_beat;   // the beat's pad byte is not in it
    wire [DATA_W-1:0]     beat_bytes;  // masked beat: lane 0 in the MSB byte
    wire [OFFSET_W-1:0]   pad_offset;  // message bytes in the unit of the pad byte
    wire [NBYTES_W-1:0]   nbytes;      // message bytes in the beat: BEAT_BYTES unless s_tlast
    wire                  keep_bad;    // s_tkeep is not allowed with this s_tlast
    hc_pad_lanes #(
        .DATA_W    (DATA_W),
        .UNIT_BYTES(UNIT_BYTES),
        .PAD_BYTE  (PAD_BYTE),
        .KEEP_IN   (KEEP_IN)
    ) u_lanes (
        .s_tdata    (s_tdata),
        .s_tkeep    (s_tkeep),
        .s_tlast    (s_tlast),
        .pad_pending(pad_pend_q),
        .s_nbytes   (s_nbytes),
        .s_keep_bad (s_keep_bad),
        .keep       (keep),
        .full_beat  (full_beat),
        .beat_bytes (beat_bytes),
        .pad_offset (pad_offset),
        .nbytes     (nbytes),
        .keep_bad   (keep_bad)
    );

    // ------------------------------------------------------------------ control
    wire [BLOCK_UNITS-1:0]        unit_we;     // block units this piece covers
    wire [UNIT_W*PIECE_UNITS-1:0] piece;       // beat units lined up (hc_pad_place)
    wire                          beat_done;   // this piece ends the beat
    wire                          block_full;  // this piece fills the block
    wire                          fits;        // pad byte and length field fit behind the message
    wire                          count_ovf;   // this beat takes the message too long (in_msg_q)
    wire [MAX_BYTES_W-1:0]        count_q;     // message bytes so far

    wire tid_bad;
    generate
        if (TID_CHECK != 0) begin : g_tid_check
            assign tid_bad = in_msg_q & (s_tid != tid_q);
        end else begin : g_no_tid_check
            assign tid_bad = 1'b0;
        end
    endgenerate
    // The overflow does not drop its beat: it only marks the message (err_q for the beats
    // after it, long_q / ovf_now for its final block), so the byte count's adder reaches a
    // few registers and not drop, which steers s_tready and every write of the accumulator.
    wire ovf_now  = ~pad_pend_q & count_ovf;            // this beat takes the message too far
    wire long_end = long_q | ovf_now;                   // the message ending now is too long
    // A malformed beat, and every later beat of its message, is dropped whole.
    wire drop     = ~pad_pend_q & (err_q | keep_bad | tid_bad);

    wire proc     = acc_free & (pad_pend_q | s_tvalid);
    wire wr       = proc & ~drop;                           // a piece goes into the accumulator
    assign s_tready = acc_free & ~pad_pend_q & (drop | beat_done);
    wire hs       = s_tvalid & s_tready;
    wire end_ok   = wr & ~full_beat & beat_done;            // pad byte written: message ends
    wire end_err  = hs & drop & s_tlast;                    // malformed message ends
    wire msg_end  = end_ok | end_err;
    wire fill     = wr & block_full;
    wire blk_done = fill | msg_end;
    // a too-long message ends in the block of its pad byte, flagged, never with a tail
    wire fin      = (end_ok & (fits | long_end)) | end_err;

    always @(posedge clk) begin
        if (!rst_n) begin
            acc_done_q <= 1'b0;
            tail_q     <= 1'b0;
            pad_pend_q <= 1'b0;
            in_msg_q   <= 1'b0;
            err_q      <= 1'b0;
            long_q     <= 1'b0;
            first_q    <= 1'b1;
            stale_q    <= 1'b1;
        end else begin
            stale_q <= 1'b0;

            if (blk_done)
                acc_done_q <= 1'b1;
            else if (xfer)
                acc_done_q <= tail_q;       // the tail block is ready at once (all zero)

            // (a message may end in the clock its previous block leaves)
            if (end_ok & ~fits & ~long_end)
                tail_q <= 1'b1;
            else if (xfer)
                tail_q <= 1'b0;

            if (hs & ~drop & s_tlast & s_tkeep[BEAT_BYTES-1])
                pad_pend_q <= 1'b1;
            else if (wr)
                pad_pend_q <= 1'b0;

            if (hs) begin
                in_msg_q <= ~s_tlast;
                err_q    <= ~s_tlast & (drop | ovf_now);
            end

            if (msg_end)
                long_q <= 1'b0;
            else if (hs & ~drop & ovf_now)
                long_q <= 1'b1;   // a full last beat: the pad byte's block ends the message

            if (blk_done)
                first_q <= msg_end;
        end
    end

    // Control data without reset: only read while acc_done_q / in_msg_q say it is valid.
    // The block's flags are written with every beat processed, as if that beat ended the
    // block, not only with the one that does (blk_done): the last beat of a block is the
    // last one processed before acc_done_q rises, so the flags hold its values, and nobody
    // reads them before. Their enable is then proc, a few LUT levels from registers, rather
    // than blk_done, which is the end of the control's chain of decisions.
    always @(posedge clk) begin
        if (proc & ~pad_pend_q & ~in_msg_q)
            tid_q <= s_tid;
        if (proc) begin
            acc_fin_q   <= fin;
            acc_first_q <= first_q;
            acc_err_q   <= end_err | (end_ok & long_end);
        end else if (xfer & tail_q) begin
            acc_fin_q   <= 1'b1;
            acc_first_q <= 1'b0;
            acc_err_q   <= 1'b0;
        end
    end

    // ------------------------------------------------------------------ 2. byte count
`ifdef FORMAL
    wire count_flag_ok;   // the counter's overflow flag agrees with its count
`endif
    wire prefix;   // the message starting with this beat counts a block ahead of it
    generate
        if (PREFIX_BIT >= 0) begin : g_prefix
            assign prefix = s_tid[PREFIX_BIT];
        end else begin : g_no_prefix
            assign prefix = 1'b0;
        end
    endgenerate
    // Every beat taken is counted, a dropped one too: a message's count restarts at its
    // first beat even when that beat is malformed, so the final block of a bad message
    // (its m_digest is meaningless but leaves) carries nothing of the message before it,
    // not even its length (formal/hc_pad_isolation_props.sv). A good message drops no beat.
    hc_pad_byte_count #(
        .DATA_W      (DATA_W),
        .MAX_BYTES_W (MAX_BYTES_W),
        .PREFIX_BYTES((PREFIX_BIT >= 0) ? BLOCK_BYTES : 0)
    ) u_count (
        .clk     (clk),
        .in_msg  (in_msg_q),
        .prefix  (prefix),
        .nbytes  (nbytes),
        .count_we(hs),
        .count_q (count_q),
        .overflow(count_ovf)
`ifdef FORMAL
        ,
        .f_flag_ok(count_flag_ok)
`endif
    );
`ifdef FORMAL
    // For the proofs (only SymbiYosys defines FORMAL): while a message is counted, the
    // counter's overflow flag is that of its high bits. in_msg_q rises only after a beat
    // counted from the start, which leaves high bits that are not all ones (without a
    // prefix); a proof by induction starts anywhere and needs this said.
    always @(*)
        if (rst_n && in_msg_q && PREFIX_BIT < 0)
            assert(count_flag_ok);
`endif

    // ------------------------------------------------------------------ 3. placement
    hc_pad_place #(
        .DATA_W    (DATA_W),
        .BLOCK_W   (BLOCK_W),
        .UNIT_BYTES(UNIT_BYTES),
        .LEN_W     (LEN_W)
    ) u_place (
        .clk       (clk),
        .rst_n     (rst_n),
        .keep      (keep),
        .full_beat (full_beat),
        .beat_bytes(beat_bytes),
        .pad_offset(pad_offset),
        .write     (wr),
        .fill      (fill),
        .block_done(blk_done),
        .msg_end   (msg_end),
        .unit_we   (unit_we),
        .piece     (piece),
        .beat_done (beat_done),
        .block_full(block_full),
        .fits      (fits)
`ifdef FORMAL
        ,
        .f_fill    (f_fill),
        .f_held    (f_held),
        .f_rot     (f_rot)
`endif
    );

    // ------------------------------------------------------------------ 4. accumulator
    wire [BLOCK_W-1:0] acc_block;
    hc_pad_accumulator #(
        .DATA_W    (DATA_W),
        .BLOCK_W   (BLOCK_W),
        .UNIT_BYTES(UNIT_BYTES),
        .PIECE_REG (PIECE_REG)
    ) u_acc (
        .clk        (clk),
        .rst_n      (rst_n),
        .write_piece(proc),
        .unit_we    (unit_we),
        .piece      (piece),
        .clear      (xfer | stale_q),
        .block      (acc_block)
    );

    // ------------------------------------------------------------------ 5. length field
    wire [BLOCK_W-1:0] final_bits;
    // The block with its padding bits. Procedural: Icarus evaluates a continuous
    // assignment's logic bit by bit, a procedural one a machine word at a time
    // (docs/verification.md, "Simulation speed").
    reg  [BLOCK_W-1:0] padded_block;
    always @(*) padded_block = acc_block | final_bits;
    hc_pad_length #(
        .BLOCK_W     (BLOCK_W),
        .LEN_W       (LEN_W),
        .LEN_LITTLE  (LEN_LITTLE),
        .PAD_LAST_BIT(PAD_LAST_BIT),
        .MAX_BYTES_W (MAX_BYTES_W)
    ) u_length (
        .count      (count_q),
        .final_block(acc_fin_q),
        .final_bits (final_bits)
    );

    // ------------------------------------------------------------------ 6. output
    hc_pad_output #(
        .DATA_W (DATA_W),
        .BLOCK_W(BLOCK_W),
        .TID_W  (TID_W),
        .OUT_REG(OUT_REG)
    ) u_out (
        .clk      (clk),
        .rst_n    (rst_n),
        .acc_done (acc_done_q),
        .acc_block(padded_block),
        .acc_first(acc_first_q),
        .acc_final(acc_fin_q),
        .acc_error(acc_err_q),
        .acc_tid  (tid_q),
        .take     (xfer),
        .out_free (out_free),
        .out_busy (out_busy),
        .b_data   (b_data),
        .b_first  (b_first),
        .b_last   (b_last),
        .b_tid    (b_tid),
        .b_error  (b_error),
        .b_valid  (b_valid),
        .b_ready  (b_ready)
    );

    assign idle = ~in_msg_q & ~acc_done_q & ~tail_q & ~pad_pend_q & ~out_busy;

`ifdef FORMAL
    assign f_acc     = acc_block;
    assign f_count   = count_q;
    assign f_tid     = tid_q;
    assign f_flags   = {acc_done_q, tail_q, pad_pend_q, in_msg_q, err_q, long_q, first_q,
                        stale_q, acc_fin_q, acc_first_q, acc_err_q};
`endif

endmodule

`default_nettype wire
