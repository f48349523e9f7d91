`default_nettype none
// A reference padding written for the proofs (`hashcores prove`), from docs/interface.md
// and the standards, not from the padding unit's RTL: it watches one byte position of the
// padded form of every other message (one parity of the messages after reset) and checks
// the byte the padding unit offers the core there. Both are free constants (`anyconst`),
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
    // a proof by k-induction; needs whole beats and OUT_REG 1
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
    input wire [BLOCK_W/8-1:0]   f_unit_we,
    input wire [MAX_BYTES_W-1:0] f_count,
    input wire [10:0]            f_flags
);
    localparam integer BEAT_BYTES  = DATA_W / 8;
    localparam integer BLOCK_BYTES = BLOCK_W / 8;
    localparam integer LEN_BYTES   = LEN_W / 8;
    // positions: past the longest message by its padding (at most two blocks)
    localparam integer POS_W       = MAX_BYTES_W + $clog2(BLOCK_BYTES) + 2;
    localparam integer MAX_BYTES   = (1 << MAX_BYTES_W) - 1;
    localparam [7:0]   PAD         = PAD_BYTE;

    // Byte selections as loops of compares, not indexed part-selects: an index past the
    // vector would read x (an out-of-range $shiftx), which the bit-level engines refuse.
    function automatic [7:0] f_lane;  // byte `n` of a beat, lane 0 in bits 7:0
        input [DATA_W-1:0] data;
        input [POS_W-1:0]  n;
        integer k;
        begin
            f_lane = 8'h00;
            for (k = 0; k < BEAT_BYTES; k = k + 1)
                if (n == k) f_lane = data[8 * k +: 8];
        end
    endfunction

    function automatic [7:0] f_block_byte;  // byte `n` of a block, byte 0 in the MSBs
        input [BLOCK_W-1:0] data;
        input [POS_W-1:0]   n;
        integer k;
        begin
            f_block_byte = 8'h00;
            for (k = 0; k < BLOCK_BYTES; k = k + 1)
                if (n == k) f_block_byte = data[BLOCK_W - 8 - 8 * k +: 8];
        end
    endfunction

    function automatic [POS_W-1:0] f_kept;  // lanes kept: a run from lane 0 (assumed)
        input [BEAT_BYTES-1:0] keep;
        integer n;
        begin
            f_kept = 0;
            for (n = 0; n < BEAT_BYTES; n = n + 1)
                f_kept = f_kept + keep[n];
        end
    endfunction

    (* anyconst *) reg             watch_par;  // the parity of the messages watched
    (* anyconst *) reg [POS_W-1:0] watch_pos;  // byte position in the padded message

    // Messages are told apart by their parity (each s_tlast taken, and each b_last, turns
    // it): the unit holds blocks of at most two messages at a time (its output register's
    // and its accumulator's; a message can start only once the accumulator has handed
    // over the previous one's last block), so two messages of one parity are never in it
    // together, and watching one parity watches every other message after reset.
    // ------------------------------------------------------------------ the input side
    reg             in_par;        // parity of the message being taken
    reg [POS_W-1:0] in_count;      // its bytes taken so far
    reg [7:0]       watched;       // the watched message's byte at watch_pos, once taken
    reg [POS_W-1:0] len_q   [0:1]; // per parity: the length of its latest ended message
    reg [1:0]       known_q;       // ... which has ended (until its parity's next starts)

    wire             take   = rst_n & s_tvalid & s_tready;
    wire [POS_W-1:0] nbytes = s_tlast ? f_kept(s_tkeep) : BEAT_BYTES;
    wire             in_watched = (in_par == watch_par);
    wire [POS_W-1:0] lane   = watch_pos - in_count;   // the watched byte's lane in this beat

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
            known_q  <= 2'b00;
        end else if (take) begin
            if (in_watched && watch_pos >= in_count && watch_pos < in_count + nbytes)
                watched <= f_lane(s_tdata, lane);
            in_count <= s_tlast ? {POS_W{1'b0}} : in_count + nbytes;
            if (s_tlast) begin
                len_q[in_par]   <= in_count + nbytes;
                known_q[in_par] <= 1'b1;
                in_par          <= ~in_par;
            end else if (in_count == 0) begin
                known_q[in_par] <= 1'b0;   // a message of this parity starts
            end
        end

    // ------------------------------------------------------------------ the output side
    reg             out_par;       // parity of the message whose blocks come next
    reg [POS_W-1:0] out_blk;       // the next block's index in its message
    // the next block's first byte in its message (a block count, not a byte position, is
    // the register: a solver finds "a multiple of a 72- or 136-byte block" hard to state)
    wire [POS_W-1:0] out_start = out_blk * BLOCK_BYTES;

    wire             b_take     = rst_n & b_valid & b_ready;
    wire             out_watched = (out_par == watch_par);
    wire [POS_W-1:0] msg_len    = len_q[out_par];
    wire             len_known  = known_q[out_par];
    wire [POS_W-1:0] block_end  = out_start + BLOCK_BYTES;   // one past the block's last byte
    wire             is_final   = msg_len + LEN_BYTES < block_end;
    wire             holds      = watch_pos >= out_start && watch_pos < block_end;
    wire [POS_W-1:0] offset     = watch_pos - out_start;     // byte of the block: 0 is the MSB
    wire [7:0]       got        = f_block_byte(b_data, offset);

    // the length field's byte at watch_pos: field byte 0 is the first in the block
    wire [POS_W-1:0]       field_byte = watch_pos - (block_end - LEN_BYTES);
    wire [LEN_W+POS_W+2:0] bit_len    = {msg_len, 3'b000};
    wire [7:0]             len_byte   = LEN_LITTLE ? bit_len >> (8 * field_byte)
                                                   : bit_len >> (8 * (LEN_BYTES - 1 - field_byte));
    wire in_field = (LEN_BYTES > 0) && is_final && watch_pos >= block_end - LEN_BYTES;
    wire [7:0] expected = watch_pos < msg_len ? watched
                        : ((watch_pos == msg_len) ? PAD : 8'h00)
                          | (in_field ? len_byte : 8'h00)
                          | ((PAD_LAST_BIT != 0 && is_final && watch_pos == block_end - 1)
                             ? 8'h80 : 8'h00);

    always @(posedge clk)
        if (!rst_n) begin
            out_par <= 1'b0;
            out_blk <= 0;
        end else if (b_take) begin
            out_blk <= b_last ? {POS_W{1'b0}} : out_blk + 1'b1;
            if (b_last)
                out_par <= ~out_par;
        end

    // Every block offered (not only when taken: a proof by induction needs the offered
    // block right while it waits), of every message; its bytes for the watched parity.
    always @(*)
        if (started && rst_n && b_valid) begin
            assert(!b_error);                                  // a well-formed message
            assert(b_first == (out_start == 0));               // first exactly on the first
            if (len_known) begin
                assert(out_start <= msg_len + LEN_BYTES);      // no block past the final one
                assert(b_last == is_final);                    // last exactly on the final
                if (out_watched && holds)
                    assert(got == expected);                   // the padded message's byte
            end else begin
                assert(in_par == out_par && !b_last);          // the message is still coming
                assert(block_end <= in_count);                 // its bytes are all taken
                if (out_watched && holds)
                    assert(got == watched);                    // the message's byte
            end
        end

    // ------------------------------------------------------------------ invariants
    // INVARIANTS = 1: what ties this model to the unit's registers, for the proof by
    // k-induction (every message length, not only those a run from reset reaches in its
    // depth). Written for whole beats (DATA_W divides BLOCK_W, the accumulator filled a
    // beat a unit) and the output register (OUT_REG 1).
    generate
        if (INVARIANTS != 0) begin : g_invariants
            localparam integer BLOCK_UNITS = BLOCK_BYTES / BEAT_BYTES;
            if (BLOCK_W % DATA_W != 0 || OUT_REG != 1) begin : g_bad_shape
                // stops elaboration, naming the parameters
                hc_error_INVARIANTS_needs_DATA_W_dividing_BLOCK_W_and_OUT_REG_1 u_error ();
            end
            // the accumulator's fill position, in beats: the one unit its next piece writes
            reg [POS_W-1:0] pos;
            integer u;
            always @(*) begin
                pos = 0;
                for (u = 0; u < BLOCK_UNITS; u = u + 1)
                    if (f_unit_we[u]) pos = u;
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

            // which block of which message the accumulator holds, by the model's output side
            wire             acc_par   = out_par ^ (b_valid & b_last);
            wire [POS_W-1:0] acc_start = !b_valid ? out_start
                                       : b_last   ? {POS_W{1'b0}} : block_end;
            wire [POS_W-1:0] acc_fill  = acc_start + BEAT_BYTES * pos;
            wire [POS_W-1:0] acc_len   = len_q[acc_par];
            wire             acc_ended = pad_pend | (acc_done & (acc_fin | tail));
            wire             acc_holds = watch_pos >= acc_start
                                      && watch_pos < acc_start + BLOCK_BYTES;
            wire [7:0]       acc_got   = f_block_byte(f_acc, watch_pos - acc_start);
            // the byte the accumulator holds there: the length field and pad10*1's
            // closing bit join at the hand-over (hc_pad_length)
            wire [7:0] acc_expected =
                  !acc_done                 ? (watch_pos < acc_fill ? watched : 8'h00)
                : !(acc_fin | tail)         ? watched
                : watch_pos < acc_len       ? watched
                : watch_pos == acc_len      ? PAD : 8'h00;

            always @(*)
                if (started && rst_n) begin
                    assert(!err && !long_msg);                          // inv: no error
                    // inv: the model's positions: whole beats into a message, whole blocks
                    // into the padded one, no message past its longest
                    assert(in_count <= MAX_BYTES && in_count % BEAT_BYTES == 0);
                    assert(out_blk <= (MAX_BYTES + LEN_BYTES) / BLOCK_BYTES);
                    if (known_q[0]) assert(len_q[0] <= MAX_BYTES);
                    if (known_q[1]) assert(len_q[1] <= MAX_BYTES);
                    assert(!(acc_done && acc_err));
                    assert(in_msg == (in_count != 0));                  // inv: in a message
                    if (in_msg) begin
                        assert(f_count == in_count);                    // inv: the count
                        assert(!known_q[in_par]);
                    end
                    if (tail) assert(acc_done && !acc_fin);             // inv: tail
                    if (pad_pend)                                       // inv: pad pending
                        assert(in_count == 0 && !tail && !(acc_done && acc_fin));
                    // inv: the fill position is a unit of the block (its register counts
                    // in binary, past BLOCK_UNITS when that is not a power of 2)
                    assert(|f_unit_we);
                    if (acc_done) begin
                        assert(pos == 0);                               // inv: done block
                        assert(acc_first == (acc_start == 0));
                        assert(first == (acc_fin | tail));
                    end else begin
                        assert(first == (acc_start == 0));              // inv: filling
                    end
                    if (stale)
                        assert(!acc_done && !tail && !pad_pend && !in_msg && !b_valid
                               && out_start == 0 && in_par == out_par); // inv: after reset
                    if (!acc_ended) begin
                        // the message being taken: filling, or a whole block of it done
                        assert(in_par == acc_par);                      // inv: open message
                        assert((acc_done ? acc_start + BLOCK_BYTES : acc_fill) == in_count);
                    end else begin
                        assert(in_par != acc_par && known_q[acc_par]);  // inv: ended message
                        assert(in_count == 0 && f_count == acc_len);
                        if (pad_pend)
                            assert((acc_done ? acc_start + BLOCK_BYTES : acc_fill) == acc_len);
                        else if (tail)
                            assert(acc_start <= acc_len && acc_len < acc_start + BLOCK_BYTES
                                   && !(acc_len + LEN_BYTES < acc_start + BLOCK_BYTES));
                        else
                            assert(acc_start <= acc_len + LEN_BYTES     // inv: final block
                                   && acc_len + LEN_BYTES < acc_start + BLOCK_BYTES);
                    end
                    if (b_valid && len_known && !b_last)
                        assert(acc_ended && in_par != out_par);         // inv: its next block
                    if (!stale && acc_par == watch_par && acc_holds)
                        assert(acc_got == acc_expected);                // inv: the watched byte
                end
        end else begin : g_no_invariants
            wire unused_view = &{1'b0, f_acc, f_unit_we, f_count, f_flags};
        end
    endgenerate
endmodule
`default_nettype wire
