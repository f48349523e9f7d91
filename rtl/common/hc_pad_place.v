`default_nettype none

// hc_pad_place: piece placement, part 3 of the padding unit hc_stream_pad
// (docs/padding.md). It decides where the masked beat goes in the block being assembled:
// which block units the piece written now covers, whether it ends the beat and whether
// it fills the block, and lines the beat's units up with those block units. Write
// positions count in units of UNIT_BYTES bytes (the gcd of the beat and block bytes), so
// when DATA_W divides BLOCK_W each block unit takes one fixed beat unit; otherwise a beat
// crossing a block edge is written in pieces. It also tells whether the pad byte leaves
// room for the length field in this block (fits; FIPS 180-4 5.1.1 / 5.1.2: when it does
// not, the pad byte and the length field go to one more block).
module hc_pad_place #(
    // input width in bits: a multiple of 32
    parameter DATA_W     = 32,
    // block (rate) width in bits: a multiple of 8
    parameter BLOCK_W    = 512,
    // bytes per write unit: the gcd of DATA_W/8 and BLOCK_W/8
    parameter UNIT_BYTES = 4,
    // bits of the length field (0: none): 0, or a multiple of 8 from 16 below BLOCK_W
    parameter LEN_W      = 64
) (
    input  wire                clk,
    input  wire                rst_n,
    // the masked keep and beat (hc_pad_lanes)
    input  wire [DATA_W/8-1:0] keep,
    input  wire                full_beat,
    input  wire [DATA_W-1:0]   beat_bytes,
    // message bytes in the unit that holds the pad byte (hc_pad_lanes)
    input  wire [((UNIT_BYTES > 1) ? $clog2(UNIT_BYTES) : 1)-1:0] pad_offset,
    // a piece is written now (not a dropped beat)
    input  wire                write,
    // the piece written now fills the block (write & block_full)
    input  wire                fill,
    // the block is finished now: filled, or ended by its message
    input  wire                block_done,
    // the message ends now (its pad byte is written, or a malformed message ends)
    input  wire                msg_end,
    // block units the piece covers (unit 0 holds the block's first bytes)
    output wire [BLOCK_W/(8*UNIT_BYTES)-1:0] unit_we,
    // the beat's units lined up: block unit i takes piece unit i mod (DATA_W/8/UNIT_BYTES)
    output wire [8*UNIT_BYTES*((DATA_W < BLOCK_W) ? DATA_W/(8*UNIT_BYTES)
                                                   : BLOCK_W/(8*UNIT_BYTES))-1:0] piece,
    // this piece ends the beat
    output wire                beat_done,
    // this piece fills the block
    output wire                block_full,
    // a message ending in this piece leaves room for its length field behind the pad byte
    output wire                fits
`ifdef FORMAL
    ,
    // The placement's state in bytes, for the padding proof's invariants
    // (formal/hc_pad_ref_check.sv). Only SymbiYosys defines FORMAL.
    output wire [$clog2(BLOCK_W/8):0] f_fill,   // bytes of the block written: the next unit x UNIT_BYTES
    output wire [$clog2(DATA_W/8):0]  f_held,   // bytes of the beat being placed already written
    output wire [$clog2(DATA_W/8):0]  f_rot     // the rotation: rot_q x UNIT_BYTES
`endif
);
    localparam integer BEAT_BYTES      = DATA_W / 8;
    localparam integer BLOCK_BYTES     = BLOCK_W / 8;
    localparam integer UNIT_W          = 8 * UNIT_BYTES;               // unit width in bits
    localparam integer BEAT_UNITS  = BEAT_BYTES / UNIT_BYTES;
    localparam integer BLOCK_UNITS = BLOCK_BYTES / UNIT_BYTES;
    // beat units one block can take: the most units a piece has
    localparam integer PIECE_UNITS     = (BEAT_UNITS < BLOCK_UNITS) ? BEAT_UNITS
                                                                            : BLOCK_UNITS;
    localparam integer LEN_BYTES       = LEN_W / 8;
    localparam integer POS_W           = (BLOCK_UNITS > 1) ? $clog2(BLOCK_UNITS) : 1;
    localparam integer ROT_W           = (BEAT_UNITS > 1) ? $clog2(BEAT_UNITS) : 1;
    localparam integer OFFSET_W        = (UNIT_BYTES > 1) ? $clog2(UNIT_BYTES) : 1;
    // In a final block the pad byte may sit at byte PAD_LAST_BYTE = PAD_LAST_UNIT units +
    // PAD_LAST_OFFSET bytes at the latest, so that the length field still fits behind it.
    localparam integer PAD_LAST_BYTE   = BLOCK_BYTES - 1 - LEN_BYTES;
    localparam integer PAD_LAST_UNIT   = PAD_LAST_BYTE / UNIT_BYTES;
    localparam integer PAD_LAST_OFFSET = PAD_LAST_BYTE % UNIT_BYTES;
    // the rotation's step when a block fills
    localparam integer ROT_STEP        = BLOCK_UNITS % BEAT_UNITS;
    localparam integer UNIT_LAST       = BLOCK_UNITS - 1;
    // sized copies of the constants (part-selects keep the lint free of width warnings)
    localparam [OFFSET_W-1:0] OFFSET_MAX      = PAD_LAST_OFFSET[OFFSET_W-1:0];
    localparam [ROT_W:0]      ROT_STEP_S      = ROT_STEP[ROT_W:0];
    localparam [ROT_W:0]      ROT_MOD_S       = BEAT_UNITS[ROT_W:0];
    localparam [ROT_W-1:0]    ROT_MOD_LOW     = BEAT_UNITS[ROT_W-1:0];  // BEAT_UNITS mod 2^ROT_W
    localparam [POS_W-1:0]    POS_LAST        = UNIT_LAST[POS_W-1:0];
    localparam [POS_W-1:0]    POS_PAD_LAST    = PAD_LAST_UNIT[POS_W-1:0];   // < BLOCK_UNITS

    // A bad parameter stops elaboration, naming the rule it breaks (hc_pad_check).
    hc_pad_check #(
        .DATA_W    (DATA_W),
        .BLOCK_W   (BLOCK_W),
        .UNIT_BYTES(UNIT_BYTES),
        .LEN_W     (LEN_W)
    ) u_check ();

    wire pad_unit_lt;   // the pad byte's block unit (when the message ends) < PAD_LAST_UNIT
    wire pad_unit_eq;   // ... = PAD_LAST_UNIT

    genvar i;
    generate
        if (BEAT_UNITS == 1) begin : g_whole_beats
            // DATA_W divides BLOCK_W: a beat is one unit and always lands whole, at a unit
            // position that only steps by one.
            assign beat_done = 1'b1;
            assign piece     = beat_bytes;
`ifdef FORMAL
            assign f_held = 0;   // a beat is one unit, written whole
            assign f_rot  = 0;
`endif
            wire unused_place = &{1'b0, keep, full_beat, fill, msg_end};
            if (BLOCK_UNITS > 1) begin : g_unit_position
                reg [POS_W-1:0] pos_q;
                always @(posedge clk) begin
                    if (!rst_n || block_done)
                        pos_q <= {POS_W{1'b0}};
                    else if (write)
                        pos_q <= pos_q + {{(POS_W-1){1'b0}}, 1'b1};
                end
                assign block_full = (pos_q == POS_LAST);
`ifdef FORMAL
                assign f_fill = pos_q * UNIT_BYTES;   // past the block if pos_q is (asserted not)
`endif
                for (i = 0; i < BLOCK_UNITS; i = i + 1) begin : g_we
                    assign unit_we[i] = (pos_q == i[POS_W-1:0]);
                end
                // the pad byte is in the unit written now
                if (PAD_LAST_UNIT == 0) begin : g_pad_first_unit
                    assign pad_unit_lt = 1'b0;
                end else begin : g_pad_before
                    assign pad_unit_lt = (pos_q < POS_PAD_LAST);
                end
                assign pad_unit_eq = (pos_q == POS_PAD_LAST);
            end else begin : g_one_unit_block
                assign block_full  = 1'b1;
                assign unit_we     = 1'b1;
                assign pad_unit_lt = 1'b0;   // PAD_LAST_UNIT < BLOCK_UNITS = 1
                assign pad_unit_eq = 1'b1;
                wire unused_position = &{1'b0, clk, rst_n, write, block_done};
`ifdef FORMAL
                assign f_fill = 0;
`endif
            end
        end else begin : g_beat_pieces
            // A beat is BEAT_UNITS > 1 units and may cross block edges: it is written in
            // pieces. The unit counts below are thermometer and one-hot codes, not binary
            // numbers (each is at most BEAT_UNITS or BLOCK_UNITS, a few dozen): a
            // piece's decisions, whether it ends the beat, whether it fills the block and
            // which block units it writes, are then AND/OR terms of registers and the beat's
            // keep, a few LUT levels, with no adder or comparator chain (a carry chain on an
            // FPGA) in front of every accumulator enable and of s_tready.
            //   need_th[d]   the beat has more than d units to write: all, or for a last
            //                beat those up to the unit of the pad byte
            //   off_oh_q     one-hot: off, the beat's units written so far
            //   avail_th[d]  more than d of its units are left (need - off > d)
            //   le_q[i]      the fill position pos is at most i (pos = 0: all ones)
            //   sp_th[d]     the block has room for more than d units (BLOCK_UNITS - pos > d)
            // A piece writes min(avail, space) units from pos on. rot_q = (off - pos) mod
            // BEAT_UNITS is the unit rotation that lines beat unit off up with block
            // unit pos. Both advance by the same count within a block, so rot_q only steps
            // (by ROT_STEP) when a block fills, and returns to 0 with each message.
            genvar           gd, ga;
            wire [BEAT_UNITS-1:0]    need_th;
            wire [BEAT_UNITS:0]      avail_th;   // avail_th[BEAT_UNITS] = 0: avail <= BEAT_UNITS
            wire [BEAT_UNITS:1]      avail_oh;   // avail_oh[a]: exactly a units are left
            wire [BEAT_UNITS-1:0]    sp_th;
            wire [BLOCK_UNITS-1:0]    pos_oh;     // one-hot pos
            wire [BLOCK_UNITS-1:0]    le_nxt;     // pos + avail <= i: after a piece ending the beat
            // one-hot off + (BLOCK_UNITS - pos): off after a piece filling the block
            wire [BEAT_UNITS-1:0]    off_nxt;
            reg  [BEAT_UNITS-1:0]    off_oh_q;
            reg  [BLOCK_UNITS-1:0]    le_q;
            reg  [ROT_W-1:0] rot_q;
            wire [ROT_W:0]   rot_add  = {1'b0, rot_q} + ROT_STEP_S;
            wire [ROT_W-1:0] rot_sub  = rot_add[ROT_W-1:0] - ROT_MOD_LOW;
            wire [ROT_W-1:0] rot_fill = (rot_add >= ROT_MOD_S) ? rot_sub : rot_add[ROT_W-1:0];

            // A legal keep is contiguous from lane 0, so a last beat has more than d units
            // (d >= 1) exactly when it keeps lane d*UNIT_BYTES - 1. A beat with any other
            // keep is dropped whole: it moves neither pos nor off, whatever these say.
            assign need_th[0] = 1'b1;
            for (gd = 1; gd < BEAT_UNITS; gd = gd + 1) begin : g_need
                assign need_th[gd] = full_beat | keep[gd*UNIT_BYTES-1];
            end
            // need - off > d: need > off + d, for the one off that is set
            assign avail_th[BEAT_UNITS] = 1'b0;
            for (gd = 0; gd < BEAT_UNITS; gd = gd + 1) begin : g_avail
                assign avail_th[gd]   = |(off_oh_q[BEAT_UNITS-1-gd:0] & need_th[BEAT_UNITS-1:gd]);
                assign avail_oh[gd+1] = avail_th[gd] & ~avail_th[gd+1];
                if (gd < BLOCK_UNITS) begin : g_room
                    assign sp_th[gd] = le_q[BLOCK_UNITS-1-gd];   // pos <= BLOCK_UNITS-1-d
                end else begin : g_full
                    assign sp_th[gd] = 1'b0;
                end
            end
            assign pos_oh[0] = le_q[0];
            for (i = 1; i < BLOCK_UNITS; i = i + 1) begin : g_pos_oh
                assign pos_oh[i] = le_q[i] & ~le_q[i-1];
            end

            // avail <= space: wherever avail > d, space > d
            assign beat_done = &(~avail_th[BEAT_UNITS-1:0] | sp_th);
            // space <= avail: wherever space > d, avail > d. For d >= BEAT_UNITS (avail is at
            // most BEAT_UNITS) that is space <= BEAT_UNITS, pos >= BLOCK_UNITS - BEAT_UNITS:
            // le_q is a thermometer, so one bit.
            if (BLOCK_UNITS > BEAT_UNITS) begin : g_block_past_beat
                assign block_full = (&(avail_th[BEAT_UNITS-1:0] | ~sp_th))
                                  & ~le_q[BLOCK_UNITS-1-BEAT_UNITS];
            end else begin : g_block_within_beat
                assign block_full = &(avail_th[BEAT_UNITS-1:0] | ~sp_th);
            end

            // block unit i is written when pos <= i < pos + avail (i < BLOCK_UNITS = pos + space
            // holds for every unit, so the room needs no term)
            for (i = 0; i < BLOCK_UNITS; i = i + 1) begin : g_we
                wire [BEAT_UNITS-1:0] at;   // at[d]: pos = i - d and more than d units left
                for (gd = 0; gd < BEAT_UNITS; gd = gd + 1) begin : g_at
                    if (gd <= i) begin : g_in
                        assign at[gd] = pos_oh[i-gd] & avail_th[gd];
                    end else begin : g_out
                        assign at[gd] = 1'b0;
                    end
                end
                assign unit_we[i] = |at;
                // pos + avail <= i: pos <= i - a for the a units left
                wire [BEAT_UNITS:1] le_at;
                for (ga = 1; ga <= BEAT_UNITS; ga = ga + 1) begin : g_le
                    if (ga <= i) begin : g_in
                        assign le_at[ga] = avail_oh[ga] & le_q[i-ga];
                    end else begin : g_out
                        assign le_at[ga] = 1'b0;
                    end
                end
                assign le_nxt[i] = |le_at;
            end
            // off + space = o: off = o - s and pos = BLOCK_UNITS - s, for s = 1 .. o
            for (gd = 0; gd < BEAT_UNITS; gd = gd + 1) begin : g_off
                wire [BEAT_UNITS-1:0] by;
                for (ga = 0; ga < BEAT_UNITS; ga = ga + 1) begin : g_by
                    if (ga < gd && gd - ga <= BLOCK_UNITS) begin : g_in
                        assign by[ga] = off_oh_q[ga] & pos_oh[BLOCK_UNITS-(gd-ga)];
                    end else begin : g_out
                        assign by[ga] = 1'b0;
                    end
                end
                assign off_nxt[gd] = |by;
            end

            // the pad byte's block unit pu = pos + avail - 1 against PAD_LAST_UNIT (LEN_W > 0)
            wire [BEAT_UNITS:1] lt_at, eq_at;
            for (ga = 1; ga <= BEAT_UNITS; ga = ga + 1) begin : g_pu
                if (PAD_LAST_UNIT - ga >= 0) begin : g_lt
                    // pos <= PAD_LAST_UNIT - a
                    assign lt_at[ga] = avail_oh[ga] & le_q[PAD_LAST_UNIT-ga];
                end else begin : g_lt0
                    assign lt_at[ga] = 1'b0;
                end
                if (PAD_LAST_UNIT + 1 - ga >= 0 && PAD_LAST_UNIT + 1 - ga < BLOCK_UNITS)
                begin : g_eq
                    // pos = PAD_LAST_UNIT + 1 - a
                    assign eq_at[ga] = avail_oh[ga] & pos_oh[PAD_LAST_UNIT+1-ga];
                end else begin : g_eq0
                    assign eq_at[ga] = 1'b0;
                end
            end
            assign pad_unit_lt = |lt_at;
            assign pad_unit_eq = |eq_at;
            // (a block of one unit, BLOCK_UNITS = 1, reads only avail_oh[1])
            wire unused_avail_oh = &{1'b0, avail_oh};

            always @(posedge clk) begin
                if (!rst_n || msg_end || (write && beat_done))
                    off_oh_q <= {{(BEAT_UNITS-1){1'b0}}, 1'b1};
                else if (write)
                    off_oh_q <= off_nxt;
                if (!rst_n || block_done)
                    le_q <= {BLOCK_UNITS{1'b1}};
                else if (write)
                    le_q <= le_nxt;
                if (!rst_n || msg_end)
                    rot_q <= {ROT_W{1'b0}};
                else if (fill)
                    rot_q <= rot_fill;
            end

            // rotator: log2(BEAT_UNITS) stages of unit rotations by 2^b mod BEAT_UNITS
            reg [DATA_W-1:0] rw, rt;
            integer rb, rm, rsrc;
            always @* begin
                rw = beat_bytes;
                for (rb = 0; rb < ROT_W; rb = rb + 1) begin
                    rt = rw;
                    for (rm = 0; rm < BEAT_UNITS; rm = rm + 1) begin
                        rsrc = (rm + ((1 << rb) % BEAT_UNITS)) % BEAT_UNITS;
                        if (rot_q[rb])
                            rw[UNIT_W*(BEAT_UNITS-1-rm) +: UNIT_W] =
                                rt[UNIT_W*(BEAT_UNITS-1-rsrc) +: UNIT_W];
                    end
                end
            end
            assign piece = rw[DATA_W-1 -: UNIT_W*PIECE_UNITS];
`ifdef FORMAL
            // the fill position is the number of units below it (le_q[i]: pos <= i), the
            // units of the beat written the index of off_oh_q's one bit
            reg [$clog2(BLOCK_W/8):0] fill_units;
            reg [$clog2(DATA_W/8):0]  held_units;
            integer fu;
            always @(*) begin
                fill_units = 0;
                for (fu = 0; fu < BLOCK_UNITS; fu = fu + 1)
                    fill_units = fill_units + !le_q[fu];
                held_units = 0;
                for (fu = 0; fu < BEAT_UNITS; fu = fu + 1)
                    if (off_oh_q[fu]) held_units = fu;
            end
            assign f_fill = fill_units * UNIT_BYTES;
            assign f_held = held_units * UNIT_BYTES;
            assign f_rot  = rot_q * UNIT_BYTES;
            // What the placement's registers hold from reset on, asserted so that a proof
            // by induction does not start from others: le_q a thermometer with room left
            // in the block, one bit in off_oh_q, and rot_q a unit of a beat.
            // (the loop outside the reset test: its index is then no latch)
            integer fk;
            always @(*) begin
                if (rst_n) begin
                    assert(le_q[BLOCK_UNITS-1]);
                    assert(off_oh_q != 0 && (off_oh_q & (off_oh_q - 1'b1)) == 0);
                    assert(rot_q < BEAT_UNITS);
                end
                for (fk = 0; fk + 1 < BLOCK_UNITS; fk = fk + 1)
                    if (rst_n && le_q[fk]) assert(le_q[fk+1]);
            end
`endif
        end
    endgenerate

    // FIPS 180-4 5.1.1 / 5.1.2: when the pad byte and the length field do not fit behind
    // the message, they go to one more block. The pad byte is byte
    // pu*UNIT_BYTES + pad_offset of the block; it fits when that is at most PAD_LAST_BYTE.
    generate
        if (LEN_W == 0) begin : g_no_length
            // No length field: the pad byte always fits (FIPS 202 5.1: pad10*1 may put
            // both of its bits in the last byte), wherever it is.
            wire unused_pad_pos = &{1'b0, pad_unit_lt, pad_unit_eq, pad_offset};
            assign fits = 1'b1;
        end else begin : g_length_fits
            wire offset_ok;
            if (PAD_LAST_OFFSET == UNIT_BYTES - 1) begin : g_any_offset
                assign offset_ok = 1'b1;
                wire unused_offset = &{1'b0, pad_offset};  // any byte of the last unit still fits
            end else begin : g_offset_limit
                assign offset_ok = (pad_offset <= OFFSET_MAX);
            end
            assign fits = pad_unit_lt | (pad_unit_eq & offset_ok);
        end
    endgenerate

endmodule

`default_nettype wire
