`default_nettype none

// hc_pad_accumulator: the block accumulator, part 4 of the padding unit hc_stream_pad
// (docs/padding.md). BLOCK_W bits in units of UNIT_BYTES bytes; a piece writes the units
// hc_pad_place chose. The padding relies on it being zero where nothing was written (the
// zero bytes of every padding rule: FIPS 180-4 5.1, FIPS 202 5.1 pad10*1, RFC 1321 3.1,
// the Luffa specification 3.1), so it is cleared as each block leaves (clear) and once
// after reset, instead of resetting the datapath.
//
// Units are written on write_piece, the beat being processed whether or not it is
// dropped: the bytes of a dropped beat may land here too. They can only reach the error
// block of their own message (a dropped beat dooms the rest of its message, the fill
// position does not move, and the block that ends the message is cleared as it leaves),
// whose data is meaningless (docs/interface.md, "Errors"). So the checks behind the drop
// decision (keep shape, s_tid) stay out of the enable of every flip-flop here, the widest
// fan-out of the unit.
module hc_pad_accumulator #(
    // input width in bits: a multiple of 32
    parameter DATA_W     = 32,
    // block (rate) width in bits: a multiple of 8
    parameter BLOCK_W    = 512,
    // bytes per write unit: the gcd of DATA_W/8 and BLOCK_W/8
    parameter UNIT_BYTES = 4,
    // 1: a piece is registered before it is written (see g_registered_piece); 0: written at once
    parameter PIECE_REG  = 0
) (
    input  wire                clk,
    input  wire                rst_n,
    // a beat is processed now: its piece is written to the units in unit_we
    input  wire                write_piece,
    // block units the piece covers (hc_pad_place)
    input  wire [BLOCK_W/(8*UNIT_BYTES)-1:0] unit_we,
    // the piece's units lined up: block unit i takes piece unit i mod (DATA_W/8/UNIT_BYTES)
    input  wire [8*UNIT_BYTES*((DATA_W < BLOCK_W) ? DATA_W/(8*UNIT_BYTES)
                                                   : BLOCK_W/(8*UNIT_BYTES))-1:0] piece,
    // zero every unit (the block leaves, or the first clock after reset)
    input  wire                clear,
    // the block as the output side takes it (with PIECE_REG: merged with a pending piece)
    output wire [BLOCK_W-1:0]  block
);
    localparam integer UNIT_W      = 8 * UNIT_BYTES;
    localparam integer BEAT_UNITS  = DATA_W / UNIT_W;
    localparam integer BLOCK_UNITS = BLOCK_W / UNIT_W;
    localparam integer PIECE_UNITS = (BEAT_UNITS < BLOCK_UNITS) ? BEAT_UNITS : BLOCK_UNITS;

    // A bad parameter stops elaboration, naming the rule it breaks (hc_pad_check).
    hc_pad_check #(
        .DATA_W    (DATA_W),
        .BLOCK_W   (BLOCK_W),
        .UNIT_BYTES(UNIT_BYTES),
        .PIECE_REG (PIECE_REG)
    ) u_check ();

    genvar i;
    generate
        if (PIECE_REG != 0) begin : g_registered_piece
            // A piece is written one clock after it is decided: its units' write enables
            // and its lined-up data go into registers (we_q, wd_q), and the accumulator
            // takes them from there. The piece logic (the beat's keep and the fill position
            // through hc_pad_place's thermometer codes, a few LUT levels) then ends at
            // BLOCK_UNITS + DATA_W flip-flops instead of at the enables and clears of all
            // BLOCK_W accumulator flip-flops. Nothing waits for it: a piece still pending
            // when its block leaves (it finished the block, so the block leaves one clock
            // after it at the earliest) is merged into the block the output side takes
            // (block), and the clear that goes with the block leaving wins over it. A
            // pending piece never belongs to the next block: a piece is only decided while
            // the accumulator is free, and its block is taken one clock after its last
            // piece.
            reg [BLOCK_UNITS-1:0]   we_q;   // units of the piece decided last clock
            reg [UNIT_W*PIECE_UNITS-1:0] wd_q;   // its units, lined up
            always @(posedge clk) begin
                if (!rst_n)
                    we_q <= {BLOCK_UNITS{1'b0}};
                else
                    we_q <= {BLOCK_UNITS{write_piece}} & unit_we;
                wd_q <= piece;
            end
            for (i = 0; i < BLOCK_UNITS; i = i + 1) begin : g_acc
                reg  [UNIT_W-1:0] u_q;
                wire [UNIT_W-1:0] w_unit = wd_q[UNIT_W*(PIECE_UNITS-1-(i % BEAT_UNITS)) +: UNIT_W];
                always @(posedge clk) begin
                    if (clear)
                        u_q <= {UNIT_W{1'b0}};    // the padding's zero bytes
                    else if (we_q[i])
                        u_q <= w_unit;
                end
                assign block[BLOCK_W-1-UNIT_W*i -: UNIT_W] = we_q[i] ? w_unit : u_q;
            end
        end else begin : g_direct_write
            // The clear zeroes a flag per unit (written_q), not the unit's data: a unit
            // reads as zero until it is written after the clear. The data flip-flops then
            // have a write enable and no reset, and the clear, which a write to the same
            // unit must win over (the next block's first piece may be written as its
            // block leaves), is decided at BLOCK_UNITS flip-flops, not at all BLOCK_W
            // (the same zero bytes; behind an output register the zeroing joins its load).
            //
            // A unit's data is also taken where no piece is written: wherever unit_we
            // points while the unit reads as zero (not written since the clear, or cleared
            // now), so the enable of its UNIT_W flip-flops waits for the fill position
            // and two flags, not for write_piece (s_tvalid, and whether the output side
            // takes the finished block: the longest decision of the unit). What such a
            // write leaves is never read: written_q, which says what the block holds,
            // still rises only with write_piece, and with it the data is taken in the same
            // clock. A unit already written keeps its bytes until the clear; a good
            // message writes each unit of a block once, so only a dropped beat (above)
            // finds a unit written.
            wire [BLOCK_UNITS-1:0] unit_write = {BLOCK_UNITS{write_piece}} & unit_we;
            reg  [BLOCK_UNITS-1:0] written_q;   // unit written since the last clear
            always @(posedge clk)
                written_q <= (clear ? {BLOCK_UNITS{1'b0}} : written_q) | unit_write;
            for (i = 0; i < BLOCK_UNITS; i = i + 1) begin : g_acc
                reg [UNIT_W-1:0] u_q;
                always @(posedge clk) begin
                    if (unit_we[i] & (clear | ~written_q[i]))
                        u_q <= piece[UNIT_W*(PIECE_UNITS-1-(i % BEAT_UNITS)) +: UNIT_W];
                end
                // the padding's zero bytes where nothing was written
                assign block[BLOCK_W-1-UNIT_W*i -: UNIT_W] = written_q[i] ? u_q
                                                                          : {UNIT_W{1'b0}};
            end
            wire unused_reset = &{1'b0, rst_n};
        end
    endgenerate

endmodule

`default_nettype wire
