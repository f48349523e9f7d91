`default_nettype none
// A reference padding written for the proofs (`hashcores prove`), from docs/interface.md
// and the standards, not from the padding unit's RTL: it watches one byte position of the
// padded form of every other message (one parity of the messages after reset) and checks
// the byte the padding unit offers the core there. Both are free constants (`anyconst`;
// the position as a block index and a byte in that block),
// so a proof that holds holds for every position of every block of every message (each
// after whatever the messages before it left behind).
//
// The padded form of a message of L bytes (FIPS 180-4 5.1.1 / 5.1.2, RFC 1321 3.1-3.2,
// FIPS 202 5.1 and B.2, Luffa v2.0 3.1): the message, PAD_BYTE, zero bytes, and the
// LEN_W-bit length in bits (big-endian, or little-endian when LEN_LITTLE) closing the
// final block; 8'h80 ORed into the final block's last byte when PAD_LAST_BIT. As few
// blocks as hold L + 1 + LEN_W/8 bytes.
//
// Checked at every block offered (while it waits too), of every message:
//   - b_first exactly on the first block, b_last exactly on the block that holds byte
//     L + LEN_W/8 (before s_tlast is taken no block is final, and a block comes only
//     once all its message bytes are taken), no block after it, b_error never;
//   - of a watched message, the byte at the watched position, when the block holds it.
// With INVARIANTS, also what ties this model to the unit's registers, so that the proof
// closes by k-induction: for every message length (below), not only the lengths a run
// from reset reaches within its depth.
// The input is assumed well formed (the errors are the contract proofs' business): every
// beat but the last has s_tkeep all ones, the last a run of ones from lane 0, and a
// message is at most 2^MAX_BYTES_W - 1 bytes. The model counts bytes from s_tkeep itself.
module hc_pad_ref_check #(
    parameter DATA_W       = 32,
    parameter BLOCK_W      = 512,
    parameter PAD_BYTE     = 8'h80,
    parameter LEN_W        = 64,
    parameter LEN_LITTLE   = 0,
    parameter PAD_LAST_BIT = 0,
    parameter MAX_BYTES_W  = 8,
    // 1: also assert the invariants that tie the model to the unit's registers (f_*), for
    // a proof by k-induction; a beat of at most two blocks
    parameter INVARIANTS   = 0,
    parameter OUT_REG      = 1
) (
    input wire                clk,
    input wire                rst_n,
    input wire                started,
    // the input beat and its handshake
    input wire [DATA_W-1:0]   s_tdata,
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire                s_tvalid,
    input wire                s_tready,
    // the block the core is offered, and its handshake
    input wire [BLOCK_W-1:0]  b_data,
    input wire                b_first,
    input wire                b_last,
    input wire                b_error,
    input wire                b_valid,
    input wire                b_ready,
    // the unit's state (hc_stream_pad's FORMAL ports), read when INVARIANTS = 1
    input wire [BLOCK_W-1:0]     f_acc,
    input wire [$clog2(BLOCK_W/8):0] f_fill,
    input wire [$clog2(DATA_W/8):0]  f_held,
    input wire [$clog2(DATA_W/8):0]  f_rot,
    input wire [MAX_BYTES_W-1:0] f_count,
    input wire [10:0]            f_flags
);
    localparam integer BEAT_BYTES  = DATA_W / 8;
    localparam integer BLOCK_BYTES = BLOCK_W / 8;
    localparam integer LEN_BYTES   = LEN_W / 8;
    // byte counts: past the longest message by its padding (at most two blocks)
    localparam integer POS_W       = MAX_BYTES_W + $clog2(BLOCK_BYTES) + 2;
    localparam integer MAX_BYTES   = (1 << MAX_BYTES_W) - 1;
    localparam [7:0]   PAD         = PAD_BYTE;
    // A position in a message is a pair: (block index, byte in that block), and a block is
    // named by its index. A byte count is never a block index times the block size: at a
    // Keccak rate (72 to 168 bytes) the solver does not close invariants stated that way
    // (SHA3-512's rule with a 61-bit count gave no answer in 13 minutes). The flat count is
    // kept beside, for what is a count: the length field and the unit's byte counter.
    localparam integer BLK_W       = POS_W;
    // blocks past its first byte's that a beat reaches (a beat may hold several blocks)
    localparam integer SPAN        = BEAT_BYTES / BLOCK_BYTES + 1;
    // a byte in a block, and small sums of it (a beat's bytes, the length field, SPAN blocks)
    localparam integer OFF_W       = $clog2((SPAN + 2) * BLOCK_BYTES) + 1;
    localparam integer BLOCK_LOG   = $clog2(BLOCK_BYTES);
    localparam integer POW2_BLOCK  = (BLOCK_BYTES == (1 << BLOCK_LOG));

    // Byte selections as loops of compares, not indexed part-selects: an index past the
    // vector would read x (an out-of-range $shiftx), which the bit-level engines refuse.
    function automatic [7:0] f_lane;  // byte `n` of a beat, lane 0 in bits 7:0
        input [DATA_W-1:0] data;
        input [OFF_W-1:0]  n;
        integer k;
        begin
            f_lane = 8'h00;
            for (k = 0; k < BEAT_BYTES; k = k + 1)
                if (n == k) f_lane = data[8 * k +: 8];
        end
    endfunction

    function automatic [7:0] f_block_byte;  // byte `n` of a block, byte 0 in the MSBs
        input [BLOCK_W-1:0] data;
        input [OFF_W-1:0]   n;
        integer k;
        begin
            f_block_byte = 8'h00;
            for (k = 0; k < BLOCK_BYTES; k = k + 1)
                if (n == k) f_block_byte = data[BLOCK_W - 8 - 8 * k +: 8];
        end
    endfunction

    function automatic [OFF_W-1:0] f_kept;  // lanes kept: a run from lane 0 (assumed)
        input [BEAT_BYTES-1:0] keep;
        integer n;
        begin
            f_kept = 0;
            for (n = 0; n < BEAT_BYTES; n = n + 1)
                f_kept = f_kept + keep[n];
        end
    endfunction

    // whole blocks in `bytes`, a byte in a block plus at most a beat or the length field
    // (compares with constants: no multiplier or divider for the solver)
    function automatic [OFF_W-1:0] f_blocks_in;
        input [OFF_W-1:0] bytes;
        integer k;
        begin
            f_blocks_in = 0;
            for (k = 1; k <= SPAN + 1; k = k + 1)
                if (bytes >= k * BLOCK_BYTES) f_blocks_in = k;
        end
    endfunction

    // ... and the bytes past them
    function automatic [OFF_W-1:0] f_past_blocks;
        input [OFF_W-1:0] bytes;
        integer k;
        begin
            f_past_blocks = bytes;
            for (k = 1; k <= SPAN + 1; k = k + 1)
                if (bytes >= k * BLOCK_BYTES) f_past_blocks = bytes - k * BLOCK_BYTES;
        end
    endfunction

    (* anyconst *) reg             watch_par;  // the parity of the messages watched
    (* anyconst *) reg [BLK_W-1:0] watch_blk;  // the watched byte's block in the padded message
    (* anyconst *) reg [OFF_W-1:0] watch_off;  // ... and its byte there
    always @(*) assume(watch_off < BLOCK_BYTES);

    // Messages are told apart by their parity (each s_tlast taken, and each b_last, turns
    // it): the unit holds blocks of at most two messages at a time (its output register's
    // and its accumulator's; a message can start only once the accumulator has handed
    // over the previous one's last block), so two messages of one parity are never in it
    // together, and watching one parity watches every other message after reset.
    // ------------------------------------------------------------------ the input side
    reg             in_par;          // parity of the message being taken
    reg [POS_W-1:0] in_count;        // its bytes taken so far
    reg [BLK_W-1:0] in_blk;          // ... as a position: the next byte's block
    reg [OFF_W-1:0] in_off;          // ... and its byte there
    reg [7:0]       watched;         // the watched message's byte at the watched position
    reg [POS_W-1:0] len_q     [0:1]; // per parity: the length of its latest ended message
    reg [BLK_W-1:0] len_blk_q [0:1]; // ... as a position: its pad byte's block
    reg [OFF_W-1:0] len_off_q [0:1]; // ... and its byte there
    reg [1:0]       known_q;         // ... which has ended (until its parity's next starts)

    wire             take    = rst_n & s_tvalid & s_tready;
    wire [OFF_W-1:0] nbytes  = s_tlast ? f_kept(s_tkeep) : BEAT_BYTES;
    wire             in_watched = (in_par == watch_par);
    // the position after the beat
    wire [OFF_W-1:0] in_sum  = in_off + nbytes;
    wire [OFF_W-1:0] in_wrap = f_blocks_in(in_sum);
    wire [BLK_W-1:0] in_blk_next = in_blk + in_wrap;
    wire [OFF_W-1:0] in_off_next = f_past_blocks(in_sum);
    // the watched byte's lane in this beat (a wrapped, large value when it is before it):
    // its block is the beat's first byte's or up to SPAN blocks on
    wire [BLK_W-1:0] watch_ahead = watch_blk - in_blk;
    wire [OFF_W-1:0] lane_base   = watch_off - in_off;
    reg  [OFF_W-1:0] lane;
    integer a;
    always @(*) begin
        lane = lane_base;
        for (a = 1; a <= SPAN; a = a + 1)
            if (watch_ahead == a) lane = lane_base + a * BLOCK_BYTES;
    end
    wire             in_beat = watch_ahead <= SPAN && lane < nbytes;

    always @(*)
        if (started && rst_n && s_tvalid) begin
            if (s_tlast)
                assume((s_tkeep & (s_tkeep + 1'b1)) == 0);  // a run of ones from lane 0
            else
                assume(&s_tkeep);
            assume(in_count + nbytes <= MAX_BYTES);
        end

    always @(posedge clk)
        if (!rst_n) begin
            in_par   <= 1'b0;
            in_count <= 0;
            in_blk   <= 0;
            in_off   <= 0;
            known_q  <= 2'b00;
        end else if (take) begin
            if (in_watched && in_beat)
                watched <= f_lane(s_tdata, lane);
            in_count <= s_tlast ? {POS_W{1'b0}} : in_count + nbytes;
            in_blk   <= s_tlast ? {BLK_W{1'b0}} : in_blk_next;
            in_off   <= s_tlast ? {OFF_W{1'b0}} : in_off_next;
            if (s_tlast) begin
                len_q[in_par]     <= in_count + nbytes;
                len_blk_q[in_par] <= in_blk_next;
                len_off_q[in_par] <= in_off_next;
                known_q[in_par]   <= 1'b1;
                in_par            <= ~in_par;
            end else if (in_count == 0) begin
                known_q[in_par] <= 1'b0;   // a message of this parity starts
            end
        end

    // Of a message of L bytes ending at (lblk, loff): its padded form's last byte, L +
    // LEN_BYTES, is in block f_final_blk, the final block.
    function automatic [BLK_W-1:0] f_final_blk;
        input [BLK_W-1:0] lblk;
        input [OFF_W-1:0] loff;
        f_final_blk = lblk + f_blocks_in(loff + LEN_BYTES);
    endfunction

    // ------------------------------------------------------------------ the output side
    reg             out_par;       // parity of the message whose blocks come next
    reg [BLK_W-1:0] out_blk;       // the next block's index in its message

    wire             b_take      = rst_n & b_valid & b_ready;
    wire             out_watched = (out_par == watch_par);
    wire [POS_W-1:0] msg_len     = len_q[out_par];
    wire [BLK_W-1:0] msg_blk     = len_blk_q[out_par];
    wire [OFF_W-1:0] msg_off     = len_off_q[out_par];
    wire             len_known   = known_q[out_par];
    wire [BLK_W-1:0] final_blk   = f_final_blk(msg_blk, msg_off);
    wire             is_final    = final_blk <= out_blk;
    wire             holds       = watch_blk == out_blk;
    wire [7:0]       got         = f_block_byte(b_data, watch_off);
    wire             before_len  = watch_blk < msg_blk || (watch_blk == msg_blk && watch_off < msg_off);
    wire             at_len      = watch_blk == msg_blk && watch_off == msg_off;

    // the length field's byte at the watched byte: field byte 0 is the first in the block
    wire [OFF_W-1:0]       field_byte = watch_off - (BLOCK_BYTES - LEN_BYTES);
    wire [LEN_W+POS_W+2:0] bit_len    = {msg_len, 3'b000};
    wire [7:0]             len_byte   = LEN_LITTLE ? bit_len >> (8 * field_byte)
                                                   : bit_len >> (8 * (LEN_BYTES - 1 - field_byte));
    wire in_field = (LEN_BYTES > 0) && is_final && watch_off >= BLOCK_BYTES - LEN_BYTES;
    wire [7:0] expected = before_len ? watched
                        : (at_len ? PAD : 8'h00)
                          | (in_field ? len_byte : 8'h00)
                          | ((PAD_LAST_BIT != 0 && is_final && watch_off == BLOCK_BYTES - 1)
                             ? 8'h80 : 8'h00);

    always @(posedge clk)
        if (!rst_n) begin
            out_par <= 1'b0;
            out_blk <= 0;
        end else if (b_take) begin
            out_blk <= b_last ? {BLK_W{1'b0}} : out_blk + 1'b1;
            if (b_last)
                out_par <= ~out_par;
        end

    // Every block offered (not only when taken: a proof by induction needs the offered
    // block right while it waits), of every message; its bytes for the watched parity.
    always @(*)
        if (started && rst_n && b_valid) begin
            assert(!b_error);                                  // a well-formed message
            assert(b_first == (out_blk == 0));                 // first exactly on the first
            if (len_known) begin
                assert(out_blk <= final_blk);                  // no block past the final one
                assert(b_last == is_final);                    // last exactly on the final
                if (out_watched && holds)
                    assert(got == expected);                   // the padded message's byte
            end else begin
                assert(in_par == out_par && !b_last);          // the message is still coming
                // its bytes are all taken; or, without the output register, the block a
                // beat's first piece finished is offered while that beat waits on s_*
                // with the rest: the block ends within the beat
                assert(out_blk < in_blk
                       || (OUT_REG == 0 && s_tvalid && out_blk < in_blk_next));
                if (out_watched && holds)
                    assert(got == (in_beat ? f_lane(s_tdata, lane) : watched)); // the message's byte
            end
        end

    // ------------------------------------------------------------------ invariants
    // INVARIANTS = 1: what ties this model to the unit's registers, for the proof by
    // k-induction (every message length, not only those a run from reset reaches in its
    // depth). Any beat of up to two blocks: whole beats, a beat split between two blocks
    // (its first piece finishes a block before the beat is taken: f_held) and two blocks
    // a beat; with the output register (OUT_REG 1) or without (OUT_REG 0: the block
    // offered is the accumulator's, the one a beat's first piece finished included).
    generate
        if (INVARIANTS != 0) begin : g_invariants
            if (DATA_W > 2 * BLOCK_W) begin : g_bad_shape
                // stops elaboration, naming the parameters
                hc_error_INVARIANTS_needs_beats_of_two_blocks_at_most u_error ();
            end
            wire acc_done  = f_flags[10];
            wire tail      = f_flags[9];
            wire pad_pend  = f_flags[8];
            wire in_msg    = f_flags[7];
            wire err       = f_flags[6];
            wire long_msg  = f_flags[5];
            wire first     = f_flags[4];
            wire stale     = f_flags[3];
            wire acc_fin   = f_flags[2];
            wire acc_first = f_flags[1];
            wire acc_err   = f_flags[0];
            // A beat written in pieces is placed with a rotation: block unit i takes beat
            // unit i + rot (in units of the gcd of beat and block, here in bytes mod the
            // beat); the beat's next unit, f_held, goes to the fill position, or to the
            // next block's first unit once the block is done.
            wire [OFF_W-1:0] next_at  = acc_done ? {OFF_W{1'b0}} : f_fill;
            wire [OFF_W:0]   rot_at   = f_rot + next_at;

            // which block of which message the accumulator holds, by the model's output
            // side: the block after the output register's, or (OUT_REG 0) the one offered
            wire             out_held  = OUT_REG != 0 && b_valid;
            wire             acc_par   = out_par ^ (out_held & b_last);
            wire [BLK_W-1:0] acc_blk   = !out_held ? out_blk
                                       : b_last    ? {BLK_W{1'b0}} : out_blk + 1'b1;
            wire [OFF_W-1:0] acc_fill  = f_fill;
            wire [POS_W-1:0] acc_len   = len_q[acc_par];
            wire [BLK_W-1:0] acc_lblk  = len_blk_q[acc_par];
            wire [OFF_W-1:0] acc_loff  = len_off_q[acc_par];
            wire             acc_ended = pad_pend | (acc_done & (acc_fin | tail));
            wire             acc_holds = watch_blk == acc_blk;
            wire [7:0]       acc_got   = f_block_byte(f_acc, watch_off);
            wire acc_before_len = watch_blk < acc_lblk || (watch_blk == acc_lblk && watch_off < acc_loff);
            wire acc_at_len     = watch_blk == acc_lblk && watch_off == acc_loff;
            // the position after the accumulator's bytes (its block's end when done): the
            // next beat's, or the held beat's past the bytes written of it
            wire [OFF_W-1:0] held_end    = in_off + f_held;
            wire [BLK_W-1:0] held_blk    = in_blk + f_blocks_in(held_end);
            wire [OFF_W-1:0] held_off    = f_past_blocks(held_end);
            wire             fill_at_in  = acc_done ? (acc_blk + 1'b1 == held_blk && held_off == 0)
                                                    : (acc_blk == held_blk && acc_fill == held_off);
            // the watched byte is one of the held beat's bytes written (`lane`: its lane)
            wire             in_held     = watch_ahead <= SPAN && lane < f_held;
            wire             fill_at_len = acc_done ? (acc_blk + 1'b1 == acc_lblk && acc_loff == 0)
                                                    : (acc_blk == acc_lblk && acc_fill == acc_loff);
            // the byte the accumulator holds there: the length field and pad10*1's
            // closing bit join at the hand-over (hc_pad_length)
            wire [7:0] acc_expected =
                  !acc_done                 ? (watch_off < acc_fill ? watched : 8'h00)
                : !(acc_fin | tail)         ? (in_held ? f_lane(s_tdata, lane) : watched)
                : acc_before_len            ? watched
                : acc_at_len                ? PAD : 8'h00;

            // what ties the flat counts to the positions
            if (POW2_BLOCK) begin : g_pow2
                // a count is its position's bits
                always @(*)
                    if (started && rst_n) begin
                        assert({{BLOCK_LOG{1'b0}}, in_count}
                               == {in_blk, in_off[BLOCK_LOG-1:0]});      // inv: in position
                        if (known_q[0]) assert({{BLOCK_LOG{1'b0}}, len_q[0]}
                                               == {len_blk_q[0], len_off_q[0][BLOCK_LOG-1:0]});
                        if (known_q[1]) assert({{BLOCK_LOG{1'b0}}, len_q[1]}
                                               == {len_blk_q[1], len_off_q[1][BLOCK_LOG-1:0]});
                    end
            end else begin : g_any_block
                // only that a count is 0 with its position, and a block index no larger
                // than the count (so that neither wraps): enough for the rules of such
                // blocks, the Keccak rates, which have no length field (a proof by
                // induction of a field at such a block would need the whole tie, block x
                // size + byte; pad_shape_beats' 12-byte block with a field is bounded, and
                // asserts this)
                always @(*)
                    if (started && rst_n) begin
                        assert((in_count == 0) == (in_blk == 0 && in_off == 0));  // inv: in position
                        assert(in_blk <= in_count);
                        if (known_q[0]) assert(len_blk_q[0] <= len_q[0]);
                        if (known_q[1]) assert(len_blk_q[1] <= len_q[1]);
                    end
            end

            always @(*)
                if (started && rst_n) begin
                    assert(!err && !long_msg);                          // inv: no error
                    // inv: the model's positions: whole beats into a message, whole blocks
                    // into the padded one, no message past its longest
                    assert(in_count <= MAX_BYTES && in_count % BEAT_BYTES == 0);
                    assert(in_off < BLOCK_BYTES);
                    if (BLOCK_BYTES % BEAT_BYTES == 0) assert(in_off % BEAT_BYTES == 0);
                    // (with the flat counts tied loosely, no message has more blocks than bytes)
                    if (POW2_BLOCK)
                        assert(out_blk <= (MAX_BYTES + LEN_BYTES) / BLOCK_BYTES);
                    else
                        assert(out_blk <= MAX_BYTES);
                    if (known_q[0]) assert(len_q[0] <= MAX_BYTES && len_off_q[0] < BLOCK_BYTES);
                    if (known_q[1]) assert(len_q[1] <= MAX_BYTES && len_off_q[1] < BLOCK_BYTES);
                    assert(!(acc_done && acc_err));
                    assert(in_msg == (in_count != 0));                  // inv: in a message
                    if (in_msg) begin
                        assert(f_count == in_count);                    // inv: the count
                        assert(!known_q[in_par]);
                    end
                    if (tail) assert(acc_done && !acc_fin);             // inv: tail
                    if (pad_pend)                                       // inv: pad pending
                        assert(in_count == 0 && !tail && !(acc_done && acc_fin));
                    // inv: the fill position is in the block (its register counts in
                    // binary, past the block's units when they are not a power of 2)
                    assert(f_fill < BLOCK_BYTES);
                    // inv: the rotation lines the beat's next unit up with where it goes
                    assert(rot_at % BEAT_BYTES == f_held);
                    // inv: a beat written in part finished the block, and waits
                    if (f_held != 0)
                        assert(acc_done && s_tvalid && f_held <= nbytes
                               && !pad_pend && !tail && !acc_fin);
                    if (acc_done) begin
                        assert(f_fill == 0);                            // inv: done block
                        assert(acc_first == (acc_blk == 0));
                        assert(first == (acc_fin | tail));
                    end else begin
                        assert(first == (acc_blk == 0));                // inv: filling
                    end
                    if (stale)
                        assert(!acc_done && !tail && !pad_pend && !in_msg && !b_valid
                               && out_blk == 0 && in_par == out_par);   // inv: after reset
                    if (!acc_ended) begin
                        // the message being taken: filling, or a whole block of it done
                        assert(in_par == acc_par);                      // inv: open message
                        assert(fill_at_in);
                    end else begin
                        assert(in_par != acc_par && known_q[acc_par]);  // inv: ended message
                        assert(in_count == 0 && f_count == acc_len);
                        if (pad_pend)
                            assert(fill_at_len);
                        else if (tail)
                            assert(acc_blk == acc_lblk && acc_loff + LEN_BYTES >= BLOCK_BYTES);
                        else
                            assert(acc_blk == f_final_blk(acc_lblk, acc_loff)); // inv: final block
                    end
                    if (b_valid && len_known && !b_last)
                        assert(acc_ended && in_par != out_par);         // inv: its next block
                    if (!stale && acc_par == watch_par && acc_holds)
                        assert(acc_got == acc_expected);                // inv: the watched byte
                end
        end else begin : g_no_invariants
            wire unused_view = &{1'b0, f_acc, f_fill, f_held, f_rot, f_count, f_flags};
        end
    endgenerate
endmodule
`default_nettype wire
