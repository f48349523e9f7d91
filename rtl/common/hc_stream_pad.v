`default_nettype none

// hc_stream_pad: the hardware padding unit shared by every hash core (docs/interface.md,
// "The padding unit"). It turns an AXI4-Stream message (byte lane 0 = first byte) into
// padded blocks for a block core (message byte 0 in b_data[BLOCK_W-1 -: 8]).
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
// Structure. A unit is G = gcd(beat bytes, block bytes) bytes: every write position is a
// multiple of it, so when DATA_W divides BLOCK_W each block unit takes one fixed beat unit.
//   1. lane masking: bytes past s_tkeep become zero, the first of them PAD_BYTE; a full
//      last beat is followed by a virtual empty beat that carries only PAD_BYTE.
//   2. when a beat is several units (NU > 1) a unit rotator lines beat unit off up with
//      block unit pos (block unit i reads rotated unit i mod NU); a beat crossing a block
//      edge is written in pieces, s_tready low until its last piece.
//   3. the accumulator (BLOCK_W bits) is zeroed as its block leaves, so the padding zeros
//      cost no logic; a unit written in the same clock keeps the written value.
//   4. the output register (the second buffer) takes the accumulator, with the length field
//      and the pad10*1 bit ORed in for a final block, in the same clock as the accumulator
//      takes the next beat, once the block core has taken the block before. When a beat
//      is at most half a block (the input fills a block in two clocks or more) that is the
//      clock after b_ready: b_ready reaches no logic but b_valid's register, so the block
//      core's handshake adds no path through this unit, and a block every other clock is
//      all the input can bring. When a beat is more than half a block (FAST_OUT) the
//      input can fill a block every clock; then the output register also takes the next
//      block in the clock b_ready takes its block (a pipeline register's ready), so one
//      block per clock reaches a block core that takes one per clock, at the cost of a
//      path from b_ready to the accumulator's enables and s_tready.
// Malformed beats (docs/interface.md, "Errors") are dropped whole, and so is the rest of
// their message; its s_tlast beat produces one final block with b_error set. A beat that
// takes the message past MAX_BYTES_W is the exception: it is written like a good one (the
// length check stays out of the write and ready decisions, see cnt_ovf), the rest of the
// message is dropped, and the message's final block has b_error set all the same.
module hc_stream_pad #(
    parameter       DATA_W       = 32,     // input width, a multiple of 32, 32 .. 1024
    parameter       BLOCK_W      = 512,    // block (rate) in bits, a multiple of 8
    parameter       TID_W        = 1,      // width of s_tid / b_tid
    parameter       PAD_BYTE     = 8'h80,  // first padding byte
    parameter       LEN_W        = 64,     // bits of the length field (0: none)
    parameter       LEN_LITTLE   = 0,      // 1: little-endian length field (MD5)
    parameter       PAD_LAST_BIT = 0,      // 1: OR 8'h80 into the last byte of the final block
    parameter       MAX_BYTES_W  = 61,     // byte counter width: longer messages are errors
    parameter       OUT_REG      = 1,      // 1: output register (second buffer); 0: b_data is
                                           // the accumulator (half the flip-flops, see below)
    parameter       KEEP_IN      = 0       // 1: s_nbytes / s_keep_bad carry s_tkeep decoded
                                           // by the source (hc_ctx_pad, from its beat
                                           // register); 0: decoded here, ports unused
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

    localparam integer NB   = DATA_W / 8;       // bytes per beat
    localparam integer BB   = BLOCK_W / 8;      // bytes per block
    localparam integer G    = f_gcd(NB, BB);    // bytes per unit
    localparam integer UW   = 8 * G;            // unit width in bits
    localparam integer NU   = NB / G;           // units per beat
    localparam integer BU   = BB / G;           // units per block
    localparam integer MU   = (NU < BU) ? NU : BU;  // beat units one block can take
    localparam integer LENB = LEN_W / 8;        // bytes of the length field
    localparam integer PW   = (BU > 1) ? $clog2(BU) : 1;
    localparam integer OW   = (NU > 1) ? $clog2(NU) : 1;
    localparam integer KW   = $clog2(NB + 1);   // bytes in one beat, 0 .. NB
    localparam integer KBW  = (G > 1) ? $clog2(G) : 1;
    localparam integer SW   = ((MAX_BYTES_W > KW) ? MAX_BYTES_W : KW) + 1;
    // In a final block the pad byte may sit at byte LMAX = PF units + PR bytes at the latest,
    // so that the length field still fits behind it.
    localparam integer LMAX = BB - 1 - LENB;
    localparam integer PF   = LMAX / G;
    localparam integer PR   = LMAX % G;
    localparam integer BUM  = BU % NU;          // rotation step when a block fills
    localparam integer BUM1 = BU - 1;
    localparam integer GM1  = G - 1;
    // A beat is more than half a block: blocks can fill in consecutive clocks, so the output
    // register must be refilled in the clock it is emptied (step 4 above).
    localparam integer FAST_OUT = (2 * NB > BB) ? 1 : 0;
    // sized copies of the constants (part-selects keep the lint free of width warnings)
    localparam [KBW-1:0] K_PR  = PR[KBW-1:0];
    localparam [KBW-1:0] K_GM1 = GM1[KBW-1:0];
    localparam [KBW-1:0] K_B1  = 1;
    localparam [OW:0]    R_BUM = BUM[OW:0];
    localparam [OW:0]    R_NU  = NU[OW:0];
    localparam [OW-1:0]  R_NUL = NU[OW-1:0];    // NU mod 2^OW
    localparam [PW-1:0]  P_LST = BUM1[PW-1:0];
    localparam [PW-1:0]  P_PF  = PF[PW-1:0];     // PF < BU
    localparam [7:0]     PAD   = PAD_BYTE[7:0];  // PAD_BYTE may come as a plain integer

    genvar i, j;

    // ------------------------------------------------------------------ state
    reg                    acc_done_q;   // acc holds a finished block waiting for the output
    reg                    tail_q;       // a length-only block follows the block in acc
    reg                    pad_pend_q;   // last beat was full: its pad byte needs an empty beat
    reg                    in_msg_q;     // a message has started (its first beat was taken)
    reg                    err_q;        // the message in progress is malformed
    reg                    first_q;      // the next block finished is a message's first
    reg                    stale_q;      // acc may hold bytes of a message aborted by reset
    reg  [MAX_BYTES_W-1:0] cnt_q;        // message bytes so far (the length field / 8)
    reg  [TID_W-1:0]       tid_q;        // s_tid of the message's first beat
    reg                    acc_fin_q;    // block in acc is a message's final block
    reg                    acc_first_q;  // block in acc is a message's first block
    reg                    acc_err_q;    // block in acc ends a malformed message
    wire                   out_busy;     // the output register holds a block

    // ------------------------------------------------------------------ hand-over
    wire out_free;                                      // the output side takes acc's block
    wire xfer     = acc_done_q & out_free;              // acc -> output register
    // acc takes input when empty or emptying, unless it turns into the tail block.
    wire acc_free = ~acc_done_q | (xfer & ~tail_q);

    // ------------------------------------------------------------------ 1. lanes
    // While pad_pend_q the input waits and an empty last beat is processed instead.
    wire [NB-1:0] keep     = pad_pend_q ? {NB{1'b0}} : s_tkeep;
    wire          last_in  = pad_pend_q | s_tlast;
    wire [NB-1:0] keep_up  = {1'b0, keep[NB-1:1]};      // lane l: keep of lane l+1
    wire [NB-1:0] keep_dn  = {keep[NB-2:0], 1'b1};      // lane l: keep of lane l-1 (lane -1: 1)
    wire [NB-1:0] kedge    = keep & ~keep_up;           // last kept lane (one-hot if contiguous)
    wire [NB-1:0] pad_lane = {NB{last_in}} & keep_dn & ~keep;  // first lane past the message
    wire          full_beat = ~last_in | keep[NB-1];    // the beat's pad byte is not in it

    // The beat's message bytes and whether its keep is legal, from the beat's own s_tkeep
    // (not keep): the byte count only feeds the count (written on a handshake, never while
    // pad_pend_q) and its overflow check (masked by ~pad_pend_q in drop), so pad_pend_q,
    // which fans out to every lane, stays out of the count adder in front of drop.
    // With KEEP_IN the source decoded them a clock ahead, with the same module.
    wire [KW-1:0] nbytes_k;   // message bytes in the beat: NB unless s_tlast
    wire          keep_bad;   // s_tkeep is not allowed with this s_tlast
    generate
        if (KEEP_IN != 0) begin : g_keep_in
            assign nbytes_k = s_nbytes;
            assign keep_bad = s_keep_bad;
        end else begin : g_keep_dec
            hc_keep_decode #(.DATA_W(DATA_W)) u_keep (
                .keep  (s_tkeep),
                .last  (s_tlast),
                .nbytes(nbytes_k),
                .bad   (keep_bad)
            );
            wire unused_keep_in = &{1'b0, s_nbytes, s_keep_bad};
        end
    endgenerate

    // For the pad position, the beat's message bytes mod G, from the one-hot
    // last kept lane (a contiguous keep has at most one; a malformed keep drops the beat,
    // so its value is never used). The same lane loop masks the beat: lanes past the
    // message become zero, the first of them PAD_BYTE.
    reg [KBW-1:0]    kb;     // message bytes in the unit of the pad byte
    reg [DATA_W-1:0] mbs;    // masked beat as a byte string: lane 0 in the MSB byte
    reg [KBW-1:0]    kbv;    // (ln + 1) mod G, counted up: a constant once unrolled
    integer          ln;
    always @* begin
        kb  = {KBW{1'b0}};
        kbv = {KBW{1'b0}};
        for (ln = 0; ln < NB; ln = ln + 1) begin
            if (kbv == K_GM1)
                kbv = {KBW{1'b0}};
            else
                kbv = kbv + K_B1;
            kb  = kb | ({KBW{kedge[ln]}} & kbv);
            mbs[DATA_W-1-8*ln -: 8] = ({8{keep[ln]}} & s_tdata[8*ln +: 8])
                                    | ({8{pad_lane[ln]}} & PAD);
        end
    end

    // ------------------------------------------------------------------ events
    // Set by the generate blocks below, by beat and block shape:
    wire [BU-1:0]    unit_we;    // block units this piece covers
    wire [UW*MU-1:0] rbeat;      // beat units lined up: block unit i takes unit i mod NU
    wire             beat_done;  // this piece ends the beat
    wire             blk_full;   // this piece fills the block
    wire             pu_lt;      // the pad byte's block unit (when the message ends) < PF
    wire             pu_eq;      // ... = PF
    wire             fits;       // pad byte and length field fit behind the message

    wire tid_bad  = in_msg_q & (s_tid != tid_q);
    wire [SW-1:0] cnt_base = in_msg_q ? {{(SW-MAX_BYTES_W){1'b0}}, cnt_q} : {SW{1'b0}};
    wire [SW-1:0] nbytes   = {{(SW-KW){1'b0}}, nbytes_k};
    wire [SW-1:0] cnt_sum  = cnt_base + nbytes;
    // Overflow of the byte count (the message grows too long). Only the count's low KW
    // bits meet the beat's byte count in an adder here; that the bits above them are all
    // ones is a flag written with the count (hi_ones_q, from the new count's bits), so
    // neither the whole counter's carry chain nor a reduction of its bits sits in front
    // of the flags the overflow sets. (cnt_q, hi_ones_q and in_msg_q move together:
    // while in_msg_q, cnt_q holds the message's count.)
    // The overflow does not drop its beat: it only marks the message (err_q for the beats
    // after it, long_q / ovf_now for its final block), so the adder reaches a few
    // registers and not drop, which steers s_tready and every write of the accumulator
    // (with it in drop, cnt_q -> adder -> drop -> s_tready -> the context FIFO's head
    // register was a critical path of sha3_256_r1x2, docs/sha3.md).
    wire          cnt_ovf;
    wire          ovf_now = ~pad_pend_q & cnt_ovf;   // this beat takes the message too far
    reg           long_q;    // a beat of this message took it too far (its pad byte follows)
    wire          long_end = long_q | ovf_now;       // the message ending now is too long
    // A malformed beat, and every later beat of its message, is dropped whole.
    wire drop     = ~pad_pend_q & (err_q | keep_bad | tid_bad);

    wire proc     = acc_free & (pad_pend_q | s_tvalid);
    wire wr       = proc & ~drop;                           // a piece goes into acc
    assign s_tready = acc_free & ~pad_pend_q & (drop | beat_done);
    wire hs       = s_tvalid & s_tready;
    wire end_ok   = wr & ~full_beat & beat_done;            // pad byte written: message ends
    wire end_err  = hs & drop & s_tlast;                    // malformed message ends
    wire msg_end  = end_ok | end_err;
    wire fill     = wr & blk_full;
    wire blk_done = fill | msg_end;
    // a too-long message ends in the block of its pad byte, flagged, never with a tail
    wire fin      = (end_ok & (fits | long_end)) | end_err;

    // the byte count's overflow (cnt_ovf, above)
    generate
        if (MAX_BYTES_W > KW) begin : g_ovf_split
            reg           hi_ones_q;   // &cnt_q[MAX_BYTES_W-1:KW]
            wire [KW:0]   lo_sum  = {1'b0, cnt_q[KW-1:0]} + nbytes[KW:0];
            always @(posedge clk) begin
                if (hs & ~drop)
                    hi_ones_q <= &cnt_sum[MAX_BYTES_W-1:KW];
            end
            assign cnt_ovf = in_msg_q & hi_ones_q & lo_sum[KW];
            wire unused_sum = &{1'b0, cnt_sum[SW-1:MAX_BYTES_W]};
        end else begin : g_ovf_whole
            assign cnt_ovf = |cnt_sum[SW-1:MAX_BYTES_W];
        end
    endgenerate

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

            if (hs & ~drop & s_tlast & s_tkeep[NB-1])
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
    always @(posedge clk) begin
        if (hs & ~drop)
            cnt_q <= cnt_sum[MAX_BYTES_W-1:0];
        if (proc & ~pad_pend_q & ~in_msg_q)
            tid_q <= s_tid;
        if (blk_done) begin
            acc_fin_q   <= fin;
            acc_first_q <= first_q;
            acc_err_q   <= end_err | (end_ok & long_end);
        end else if (xfer & tail_q) begin
            acc_fin_q   <= 1'b1;
            acc_first_q <= 1'b0;
            acc_err_q   <= 1'b0;
        end
    end

    // ------------------------------------------------------------------ 2. beat -> units
    generate
        if (NU == 1) begin : g_nu1
            // DATA_W divides BLOCK_W: a beat is one unit and always lands whole, at a unit
            // position that only steps by one.
            assign beat_done = 1'b1;
            assign rbeat     = mbs;
            if (BU > 1) begin : g_pos
                reg [PW-1:0] pos_q;
                always @(posedge clk) begin
                    if (!rst_n || blk_done)
                        pos_q <= {PW{1'b0}};
                    else if (wr)
                        pos_q <= pos_q + {{(PW-1){1'b0}}, 1'b1};
                end
                assign blk_full = (pos_q == P_LST);
                for (i = 0; i < BU; i = i + 1) begin : g_we
                    assign unit_we[i] = (pos_q == i[PW-1:0]);
                end
                // the pad byte is in the unit written now
                if (PF == 0) begin : g_lt0
                    assign pu_lt = 1'b0;
                end else begin : g_lt
                    assign pu_lt = (pos_q < P_PF);
                end
                assign pu_eq = (pos_q == P_PF);
            end else begin : g_pos1
                assign blk_full = 1'b1;
                assign unit_we  = 1'b1;
                assign pu_lt    = 1'b0;   // PF < BU = 1
                assign pu_eq    = 1'b1;
            end
        end else begin : g_nu
            // A beat is NU > 1 units and may cross block edges: it is written in pieces.
            // The unit counts below are thermometer and one-hot codes, not binary numbers
            // (each is at most NU or BU, a few dozen): a piece's decisions, whether it ends
            // the beat, whether it fills the block and which block units it writes, are
            // then AND/OR terms of registers and the beat's keep, a few LUT levels. In
            // binary they were a chain of small adders and comparators (each a carry chain
            // on an FPGA) in front of every accumulator enable and of s_tready: the
            // critical path of sha3_256_r1x2 at DATA_W 128 (docs/sha3.md).
            //   need_th[d]   the beat has more than d units to write: all NU, or for a last
            //                beat those up to the unit of the pad byte
            //   off_oh_q     one-hot: off, the beat's units written so far
            //   avail_th[d]  more than d of its units are left (need - off > d)
            //   le_q[i]      the fill position pos is at most i (pos = 0: all ones)
            //   sp_th[d]     the block has room for more than d units (BU - pos > d)
            // A piece writes min(avail, space) units from pos on. rot_q = (off - pos) mod NU
            // is the unit rotation that lines beat unit off up with block unit pos. Both
            // advance by the same count within a block, so rot_q only steps (by BU mod NU)
            // when a block fills, and returns to 0 with each message.
            genvar           gd, ga;
            wire [NU-1:0]    need_th;
            wire [NU:0]      avail_th;   // avail_th[NU] = 0: avail is at most NU
            wire [NU:1]      avail_oh;   // avail_oh[a]: exactly a units are left
            wire [NU-1:0]    sp_th;
            wire [BU-1:0]    pos_oh;     // one-hot pos
            wire [BU-1:0]    le_nxt;     // pos + avail <= i: pos after a piece ending the beat
            wire [NU-1:0]    off_nxt;    // one-hot off + (BU - pos): after a piece filling the block
            reg  [NU-1:0]    off_oh_q;
            reg  [BU-1:0]    le_q;
            reg  [OW-1:0]    rot_q;
            wire [OW:0]      rot_add  = {1'b0, rot_q} + R_BUM;
            wire [OW-1:0]    rot_sub  = rot_add[OW-1:0] - R_NUL;
            wire [OW-1:0]    rot_fill = (rot_add >= R_NU) ? rot_sub : rot_add[OW-1:0];

            // A legal keep is contiguous from lane 0, so a last beat has more than d units
            // (d >= 1) exactly when it keeps lane d*G - 1. A beat with any other keep is
            // dropped whole (drop): it moves neither pos nor off, whatever these say.
            assign need_th[0] = 1'b1;
            for (gd = 1; gd < NU; gd = gd + 1) begin : g_need
                assign need_th[gd] = full_beat | keep[gd*G-1];
            end
            // need - off > d: need > off + d, for the one off that is set
            assign avail_th[NU] = 1'b0;
            for (gd = 0; gd < NU; gd = gd + 1) begin : g_avail
                assign avail_th[gd]   = |(off_oh_q[NU-1-gd:0] & need_th[NU-1:gd]);
                assign avail_oh[gd+1] = avail_th[gd] & ~avail_th[gd+1];
                if (gd < BU) begin : g_room
                    assign sp_th[gd] = le_q[BU-1-gd];   // pos <= BU-1-d
                end else begin : g_full
                    assign sp_th[gd] = 1'b0;
                end
            end
            assign pos_oh[0] = le_q[0];
            for (i = 1; i < BU; i = i + 1) begin : g_pos_oh
                assign pos_oh[i] = le_q[i] & ~le_q[i-1];
            end

            // avail <= space: wherever avail > d, space > d
            assign beat_done = &(~avail_th[NU-1:0] | sp_th);
            // space <= avail: wherever space > d, avail > d. For d >= NU (avail is at most
            // NU) that is space <= NU, pos >= BU - NU: le_q is a thermometer, so one bit.
            if (BU > NU) begin : g_blk_part
                assign blk_full = (&(avail_th[NU-1:0] | ~sp_th)) & ~le_q[BU-1-NU];
            end else begin : g_blk_any
                assign blk_full = &(avail_th[NU-1:0] | ~sp_th);
            end

            // block unit i is written when pos <= i < pos + avail (i < BU = pos + space
            // holds for every unit, so the room needs no term)
            for (i = 0; i < BU; i = i + 1) begin : g_we
                wire [NU-1:0] at;   // at[d]: pos = i - d and more than d units left
                for (gd = 0; gd < NU; gd = gd + 1) begin : g_at
                    if (gd <= i) begin : g_in
                        assign at[gd] = pos_oh[i-gd] & avail_th[gd];
                    end else begin : g_out
                        assign at[gd] = 1'b0;
                    end
                end
                assign unit_we[i] = |at;
                // pos + avail <= i: pos <= i - a for the a units left
                wire [NU:1] le_at;
                for (ga = 1; ga <= NU; ga = ga + 1) begin : g_le
                    if (ga <= i) begin : g_in
                        assign le_at[ga] = avail_oh[ga] & le_q[i-ga];
                    end else begin : g_out
                        assign le_at[ga] = 1'b0;
                    end
                end
                assign le_nxt[i] = |le_at;
            end
            // off + space = o: off = o - s and pos = BU - s, for s = 1 .. o
            for (gd = 0; gd < NU; gd = gd + 1) begin : g_off
                wire [NU-1:0] by;
                for (ga = 0; ga < NU; ga = ga + 1) begin : g_by
                    if (ga < gd && gd - ga <= BU) begin : g_in
                        assign by[ga] = off_oh_q[ga] & pos_oh[BU-(gd-ga)];
                    end else begin : g_out
                        assign by[ga] = 1'b0;
                    end
                end
                assign off_nxt[gd] = |by;
            end

            // the pad byte's block unit pu = pos + avail - 1 against PF (LEN_W > 0)
            wire [NU:1] lt_at, eq_at;
            for (ga = 1; ga <= NU; ga = ga + 1) begin : g_pu
                if (PF - ga >= 0) begin : g_lt
                    assign lt_at[ga] = avail_oh[ga] & le_q[PF-ga];    // pos <= PF - a
                end else begin : g_lt0
                    assign lt_at[ga] = 1'b0;
                end
                if (PF + 1 - ga >= 0 && PF + 1 - ga < BU) begin : g_eq
                    assign eq_at[ga] = avail_oh[ga] & pos_oh[PF+1-ga];  // pos = PF + 1 - a
                end else begin : g_eq0
                    assign eq_at[ga] = 1'b0;
                end
            end
            assign pu_lt = |lt_at;
            assign pu_eq = |eq_at;
            // (a block of one unit, BU = 1, reads only avail_oh[1])
            wire unused_avail_oh = &{1'b0, avail_oh};

            always @(posedge clk) begin
                if (!rst_n || msg_end || (wr && beat_done))
                    off_oh_q <= {{(NU-1){1'b0}}, 1'b1};
                else if (wr)
                    off_oh_q <= off_nxt;
                if (!rst_n || blk_done)
                    le_q <= {BU{1'b1}};
                else if (wr)
                    le_q <= le_nxt;
                if (!rst_n || msg_end)
                    rot_q <= {OW{1'b0}};
                else if (fill)
                    rot_q <= rot_fill;
            end

            // rotator: log2(NU) stages of unit rotations by 2^b mod NU
            reg [DATA_W-1:0] rw, rt;
            integer rb, rm, rsrc;
            always @* begin
                rw = mbs;
                for (rb = 0; rb < OW; rb = rb + 1) begin
                    rt = rw;
                    for (rm = 0; rm < NU; rm = rm + 1) begin
                        rsrc = (rm + ((1 << rb) % NU)) % NU;
                        if (rot_q[rb])
                            rw[UW*(NU-1-rm) +: UW] = rt[UW*(NU-1-rsrc) +: UW];
                    end
                end
            end
            assign rbeat = rw[DATA_W-1 -: UW*MU];
        end
    endgenerate

    // FIPS 180-4 5.1.1 / 5.1.2: when the pad byte and the length field do not fit behind
    // the message, they go to one more block. The pad byte is byte pu*G + kb of the block;
    // it fits when that is at most LMAX = PF*G + PR.
    generate
        if (LEN_W == 0) begin : g_fit0
            // No length field: the pad byte always fits (FIPS 202 5.1: pad10*1 may put
            // both of its bits in the last byte), wherever it is.
            wire unused_pad_pos = &{1'b0, pu_lt, pu_eq, kb};
            assign fits = 1'b1;
        end else begin : g_fit
            wire kb_ok;
            if (PR == G - 1) begin : g_kb1
                assign kb_ok = 1'b1;
                wire unused_kb = &{1'b0, kb};  // any byte of unit PF still fits
            end else begin : g_kb
                assign kb_ok = (kb <= K_PR);
            end
            assign fits = pu_lt | (pu_eq & kb_ok);
        end
    endgenerate

    // ------------------------------------------------------------------ 3. accumulator
    // The padding relies on acc being zero where nothing was written. It is cleared as each
    // block leaves, and once after reset (stale_q) instead of resetting the datapath.
    // Units are written on proc, not wr: the bytes of a dropped beat land in acc too. They
    // can only reach the error block of their own message (a dropped beat dooms the rest
    // of its message, pos does not move, and the block that ends the message is cleared
    // as it leaves), whose data is meaningless (docs/interface.md, "Errors"). So the
    // checks behind drop (keep shape, s_tid) stay out of the enable of every accumulator
    // flip-flop, the widest fan-out of the unit.
    //
    // When a beat is several units (NU > 1) and the output register is there (OUT_REG),
    // a piece is written one clock after it is decided (WR_REG): its units' write enables
    // and its rotated data go into registers (we_q, wd_q), and the accumulator takes them
    // from there. The piece logic (the head beat's keep and the fill position through the
    // thermometer codes, a few LUT levels) then ends at BU + DATA_W flip-flops instead of
    // at the enables and clears of all BLOCK_W accumulator flip-flops: that path was
    // critical in sha3_256_r1x2 at DATA_W 128 (docs/sha3.md). Nothing waits for it: a
    // piece still pending when its block leaves (it finished the block, so xfer comes one
    // clock after it at the earliest) is merged into the block the output register takes
    // (acc_blk), and the clear that goes with xfer wins over it. A pending piece never
    // belongs to the next block: a piece is only decided while acc is free, and acc is
    // taken (acc_done_q) one clock after a block's last piece.
    localparam integer WR_REG = (NU > 1 && OUT_REG != 0) ? 1 : 0;
    wire               acc_clr = xfer | stale_q;
    // the accumulator's block as the output side takes it: with WR_REG, merged with a
    // pending piece
    wire [BLOCK_W-1:0] acc_blk;
    generate
        if (WR_REG != 0) begin : g_acc_reg
            reg [BU-1:0]     we_q;   // units of the piece decided last clock
            reg [UW*MU-1:0]  wd_q;   // its units, lined up (rbeat)
            always @(posedge clk) begin
                if (!rst_n)
                    we_q <= {BU{1'b0}};
                else
                    we_q <= {BU{proc}} & unit_we;
                wd_q <= rbeat;
            end
            for (i = 0; i < BU; i = i + 1) begin : g_acc
                reg  [UW-1:0] u_q;
                wire [UW-1:0] w_unit = wd_q[UW*(MU-1-(i % NU)) +: UW];
                always @(posedge clk) begin
                    if (acc_clr)
                        u_q <= {UW{1'b0}};    // the padding's zero bytes
                    else if (we_q[i])
                        u_q <= w_unit;
                end
                assign acc_blk[BLOCK_W-1-UW*i -: UW] = we_q[i] ? w_unit : u_q;
            end
        end else begin : g_acc_now
            for (i = 0; i < BU; i = i + 1) begin : g_acc
                reg [UW-1:0] u_q;
                always @(posedge clk) begin
                    if (proc && unit_we[i])
                        u_q <= rbeat[UW*(MU-1-(i % NU)) +: UW];
                    else if (acc_clr)
                        u_q <= {UW{1'b0}};    // the padding's zero bytes
                end
                assign acc_blk[BLOCK_W-1-UW*i -: UW] = u_q;
            end
        end
    endgenerate

    // ------------------------------------------------------------------ 4. output register
    // A final block gets the length field in its last LEN_W/8 bytes (FIPS 180-4 5.1.1,
    // 5.1.2: the bit count, big-endian; RFC 1321 3.2: little-endian) and the closing bit of
    // pad10*1 (FIPS 202 5.1). acc is zero there, so ORing them in is enough.
    wire [BLOCK_W-1:0] fin_ins;
    generate
        if (LEN_W > 0) begin : g_len
            wire [LEN_W-1:0] len_bits;
            wire [LEN_W-1:0] len_field;
            if (LEN_W > MAX_BYTES_W + 3) begin : g_ext
                assign len_bits = {{(LEN_W-MAX_BYTES_W-3){1'b0}}, cnt_q, 3'b000};
            end else if (LEN_W == MAX_BYTES_W + 3) begin : g_eq
                assign len_bits = {cnt_q, 3'b000};
            end else begin : g_trunc
                // the field holds the bit count mod 2^LEN_W
                assign len_bits = {cnt_q[LEN_W-4:0], 3'b000};
            end
            for (j = 0; j < LENB; j = j + 1) begin : g_byte
                if (LEN_LITTLE != 0) begin : g_le
                    assign len_field[LEN_W-1-8*j -: 8] = len_bits[8*j +: 8];
                end else begin : g_be
                    assign len_field[8*j +: 8] = len_bits[8*j +: 8];
                end
            end
            assign fin_ins[BLOCK_W-1:LEN_W] = {(BLOCK_W-LEN_W){1'b0}};
            assign fin_ins[LEN_W-1:8]       = {(LEN_W-8){acc_fin_q}} & len_field[LEN_W-1:8];
            assign fin_ins[7:0] = ({8{acc_fin_q}} & len_field[7:0])
                                | {acc_fin_q & (PAD_LAST_BIT != 0), 7'b0};
        end else begin : g_nolen
            assign fin_ins = {{(BLOCK_W-8){1'b0}}, acc_fin_q & (PAD_LAST_BIT != 0), 7'b0};
        end
    endgenerate

    // OUT_REG = 1: the output register takes the block (with the length field) when it is
    // empty (FAST_OUT: or being emptied), in the clock the accumulator takes the next beat.
    // OUT_REG = 0: the accumulator itself is the output; it takes the
    // next message bytes once the block core has taken its block. Enough where the block
    // core takes a block less often than the input fills one, e.g. the contexts of a
    // multi-message core (hc_sha256_gen_stream), each of which waits for a pipeline slot.
    generate
        if (OUT_REG != 0) begin : g_out_reg
            reg  [BLOCK_W-1:0] b_data_q;
            reg                b_valid_q;
            reg                b_first_q;
            reg                b_last_q;
            reg                b_error_q;
            reg  [TID_W-1:0]   b_tid_q;
            always @(posedge clk) begin
                if (!rst_n)
                    b_valid_q <= 1'b0;
                else if (xfer)
                    b_valid_q <= 1'b1;
                else if (b_ready)
                    b_valid_q <= 1'b0;
                if (xfer) begin
                    b_data_q  <= acc_blk | fin_ins;
                    b_first_q <= acc_first_q;
                    b_last_q  <= acc_fin_q;
                    b_error_q <= acc_err_q;
                    b_tid_q   <= tid_q;
                end
            end
            if (FAST_OUT != 0) begin : g_refill
                assign out_free = ~b_valid_q | b_ready;   // refilled as it is emptied
            end else begin : g_alternate
                assign out_free = ~b_valid_q;             // refilled the clock after
            end
            assign out_busy = b_valid_q;
            assign b_data   = b_data_q;
            assign b_first  = b_first_q;
            assign b_last   = b_last_q;
            assign b_tid    = b_tid_q;
            assign b_error  = b_error_q;
            assign b_valid  = b_valid_q;
        end else begin : g_out_acc
            assign out_free = b_ready;
            assign out_busy = 1'b0;
            assign b_data   = acc_blk | fin_ins;   // (no write register: the accumulator)
            assign b_first  = acc_first_q;
            assign b_last   = acc_fin_q;
            assign b_tid    = tid_q;
            assign b_error  = acc_err_q;
            assign b_valid  = acc_done_q;
        end
    endgenerate

    assign idle    = ~in_msg_q & ~acc_done_q & ~tail_q & ~pad_pend_q & ~out_busy;

endmodule

`default_nettype wire
