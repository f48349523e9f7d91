`default_nettype none
// The invariants of one padding unit (hc_stream_pad, a beat a whole unit of the block:
// DATA_W divides BLOCK_W) that the message proofs by k-induction rest on
// (formal/hc_ctx_sched_msg_facts.sv, formal/hc_ctx_sched_multi_facts.sv), and what those
// read of it: the messages that have ended in it and whose blocks are still in it, their
// error flags, the block it offers. Its inputs are the unit's registers (probes).
//
// Asserted, while `check` is high:
// - the accumulator's flags: a tail block follows a done block that is not final; a pad
//   byte pending is never beside a tail or a final block; a message's error flags are
//   cleared as it ends, and a too-long flag marks the message as malformed; an error
//   flag only on a final block; the next block finished is a message's first once the
//   message has ended; a block that is not its message's last has its message going on;
// - the fill position: after the message's bytes (whole beats; with a block of 2^k
//   bytes, the count's bits below the block's), or a done block's start (a dropped beat
//   is counted, not written);
// - with the output register (OUT_REG 1): an error flag only on a final block; behind a
//   block that is not its message's last, the accumulator holds the same message (its
//   s_tid), which has finished a block; behind a final one, a message that has finished
//   none.
module hc_pad_msg_facts #(
    parameter DATA_W      = 32,
    parameter BLOCK_W     = 512,
    parameter TID_W       = 1,
    parameter MAX_BYTES_W = 61,
    parameter OUT_REG     = 0,
    parameter POS_W       = $clog2(BLOCK_W / DATA_W)
) (
    input  wire                   check,
    // the unit's registers: its control, s_tid of its message, byte count, fill position
    input  wire                   acc_done, tail, pad_pend, in_msg, err, long, first,
    input  wire                   acc_fin, acc_first, acc_err,
    input  wire [TID_W-1:0]       tid,
    input  wire [MAX_BYTES_W-1:0] count,
    input  wire [POS_W-1:0]       pos,
    // its output register's (OUT_REG 1; not read with 0)
    input  wire                   o_valid, o_first, o_last, o_err,
    input  wire [TID_W-1:0]       o_tid,
    // what the proofs read (each a function of several registers: an output that is one
    // input port, a wire the flow connects to a register, would be cut from it by the
    // connection; a proof reads such a register through a probe of its own)
    output wire                   live,        // a message is in the accumulator
    output wire                   mid,         // ... that has finished a block already
    output wire                   ended,       // ... that has ended (its s_tlast taken)
    output wire                   ended_err,   // ... and its error flag
    output wire                   reg_ended,   // the output register holds a final block
    output wire                   next_mid     // the next block offered is not a first
);
    generate
        if (BLOCK_W % DATA_W != 0 || BLOCK_W / DATA_W < 2) begin : g_bad_block_w
            hc_error_BLOCK_W_must_be_a_multiple_of_DATA_W_at_least_twice u_error ();
        end
        if (OUT_REG != 0 && OUT_REG != 1) begin : g_bad_out_reg
            hc_error_OUT_REG_must_be_0_or_1 u_error ();
        end
    endgenerate

    localparam integer BEAT_LOG  = $clog2(DATA_W / 8);    // bytes of a beat, log2
    localparam integer BLOCK_LOG = $clog2(BLOCK_W / 8);   // ... of a block
    // the count's bits below a block's are the position in it only for a block of 2^k
    // bytes (SHA-3's and SHAKE's rates are not: their padding needs no count)
    localparam integer BLOCK_POW2 = (BLOCK_W / 8) == (1 << BLOCK_LOG);

    assign live      = in_msg | pad_pend | acc_done | tail;
    assign mid       = live & (acc_done ? ~acc_first : ~first);
    assign ended     = pad_pend | (acc_done & (acc_fin | tail));
    assign ended_err = pad_pend ? long : acc_err;
    assign reg_ended = (OUT_REG != 0) & o_valid & o_last;
    assign next_mid  = ((OUT_REG != 0) && o_valid) ? ~o_first : mid;

    always @(*) begin
        if (check) begin
            assert(!(ended && in_msg));
            assert(!tail || acc_done);
            assert(!(tail && acc_fin));
            assert(!(pad_pend && acc_done && acc_fin));
            assert(!(pad_pend && tail));
            // the fill position
            if (acc_done || !live) assert(pos == 0);
            if ((in_msg && !err) || pad_pend) begin
                // whole beats so far; a done block holds the last of them
                assert(count[BEAT_LOG-1:0] == 0);
                if (BLOCK_POW2 != 0)
                    assert(count[BLOCK_LOG-1:BEAT_LOG] == (acc_done ? 0 : pos));
            end
            // a message's error flags are cleared as it ends
            if (err) assert(in_msg);
            if (long) assert(in_msg ? err : pad_pend);
            if (acc_done && acc_err) assert(acc_fin);
            // the next block finished is a message's first once the message ended
            if (!live) assert(first);
            if (acc_done) assert(first == (acc_fin | tail));
            // a block that is not its message's last: the message goes on
            if (acc_done && !acc_fin) assert(in_msg | pad_pend | tail);
            if (!first) assert(in_msg | pad_pend | acc_done);
            // the output register's block, and the accumulator's message behind it
            if (OUT_REG != 0 && o_valid) begin
                if (o_err) assert(o_last);
                if (o_last) assert(!mid);
                if (!o_last) assert(live && mid && o_tid == tid);
            end
        end
    end
endmodule
`default_nettype wire
