`default_nettype none
// The invariants that close formal/hc_ctx_sched_props.sv's message checks by k-induction
// (formal/hc_ctx_sched_ind_props.sv), for the one-message control on the wave scheduler:
// one context, one stage (hc_ctx_pad with N_CTX 1; hc_wave_sched with STAGES 1, PREP 0),
// the padding unit with or without its output register (OUT_REG), a beat a whole unit of
// the block (DATA_W divides BLOCK_W). Every input but clk and rst_n is a probe
// (Proof.probes): a register of the padding unit, the scheduler or the message model
// (formal/hc_stream_message_check.sv, one queue).
//
// What ties the model to the registers:
// - the queue holds, oldest first, the messages whose s_tlast was taken and whose output
//   was not: the one in the output register (e_out), the one whose last block is in the
//   scheduler (e_sch: in the stage, the exit register or a pending digest), the one whose
//   final block is in the padding unit's output register (e_preg, OUT_REG 1) and the one
//   that has ended in its accumulator (e_pad: its pad byte pending, a tail block to
//   come, or its final block there); each entry's s_tid and error flag are those
//   registers' (the scheduler's tid_q, the exit register's and pending error flags, the
//   output register's, the accumulator's error flag, or long_q while the pad byte is
//   pending);
// - the model's open message is the padding unit's (in_msg_q), with its s_tid, its error
//   flag (err_q) and, while it is good, its byte count; the padding unit's own facts
//   (formal/hc_pad_msg_facts.sv, its inputs probes too: its flags, the fill position
//   against the count, its output register's block and the message behind it);
// - the blocks of a message: a block in the scheduler that is not its message's last
//   belongs to the message whose block is offered next, which is then not a first block
//   (no last block of another message is in the scheduler, and the scheduler's tid_q is
//   that message's);
// - the output bound, by a ranking: r_next, the clocks until the oldest message not in
//   the output register is taken at the output with m_ready high from now on, drops by
//   one every such clock; the oldest message's age plus it is at most BOUND. Its worst
//   case is a message whose last beat (full) is taken while the block before it is in
//   the stage, with two more blocks of it to go (the pad byte's and the length's) and,
//   with the output register, one more waiting there: three (four) waves and their
//   grants, exit and output, 3 WAVE_CLOCKS + 6 (4 WAVE_CLOCKS + 8) clocks after the age's
//   first clock; so BOUND is 3 WAVE_CLOCKS + 7 (4 WAVE_CLOCKS + 9) at least. An upper
//   bound: that it is the least is not shown (bounded model checking from reset does
//   not reach such depths).
module hc_ctx_sched_msg_facts #(
    parameter DATA_W      = 32,
    parameter BLOCK_W     = 512,
    parameter MAX_BYTES_W = 61,
    parameter WAVE_CLOCKS = 80,
    parameter OUT_REG     = 0,     // the padding unit's output register (hc_pad_output)
    parameter DEPTH       = 4,     // the model's queue (a power of 2)
    parameter BOUND       = 247,   // the model's bound: clocks to an output
    parameter CNT_W       = $clog2(WAVE_CLOCKS),
    parameter BYTES_W     = MAX_BYTES_W + $clog2(DATA_W / 8 + 1),   // the model's count
    parameter AGE_W       = $clog2(BOUND + 2)                        // ... and ages
) (
    input wire                   clk,
    input wire                   rst_n,
    input wire                   started,   // hc_axis_hold's: the first clock is over
    // the padding unit (hc_stream_pad)
    input wire                   p_acc_done, p_in_msg, p_err, p_acc_fin, p_acc_first,
    input wire                   p_acc_err, p_tid,
    input wire [MAX_BYTES_W-1:0] p_count,   // hc_pad_byte_count's
    // ... its output register (OUT_REG 1; not read with 0)
    input wire                   o_valid, o_first, o_last, o_err, o_tid,
    // the scheduler (hc_wave_sched): grant, stage, exit register, context, output
    input wire                   s_grant, s_granted, s_gsel, s_gfirst, s_glast, s_gerr,
    input wire                   s_sv, s_sctx, s_slast, s_serr, s_wait, s_wave_end,
    input wire [CNT_W-1:0]       s_j,
    input wire                   s_xvalid, s_xctx, s_xlast, s_xerr, s_xdone,
    input wire                   s_inflight, s_pend, s_errq, s_tidq,
    input wire                   s_dvalid, s_dctx, s_dtid, s_derr,
    // the message model (hc_stream_message_check): the open message, the queue
    input wire                   q_open, q_tid, q_bad,
    input wire [BYTES_W-1:0]     q_bytes,
    input wire [$clog2(DEPTH+1)-1:0] q_count,
    input wire [$clog2(DEPTH)-1:0]   q_head,
    input wire [DEPTH-1:0]       q_ftid, q_ferr, q_held,
    input wire [AGE_W*DEPTH-1:0] q_age
);
    generate
        if (WAVE_CLOCKS < 2) begin : g_bad_wave_clocks
            hc_error_WAVE_CLOCKS_must_be_at_least_2 u_error ();
        end
        if (BOUND < (3 + OUT_REG) * WAVE_CLOCKS + 7 + 2 * OUT_REG) begin : g_bad_bound
            hc_error_BOUND_must_be_at_least_3_WAVE_CLOCKS_plus_7_or_4_plus_9 u_error ();
        end
    endgenerate

    localparam integer     J      = WAVE_CLOCKS - 1;
    localparam [CNT_W-1:0] J_LAST = J;
    localparam integer     SLOT_W = $clog2(DEPTH);

    // The block offered to the scheduler: the output register's, or the accumulator's.
    wire off_valid = OUT_REG ? o_valid : p_acc_done;
    wire off_first = OUT_REG ? o_first : p_acc_first;
    wire off_last  = OUT_REG ? o_last  : p_acc_fin;
    wire off_err   = OUT_REG ? o_err   : p_acc_err;

    // the padding unit (formal/hc_pad_msg_facts.sv: its inputs are probes of their own)
    wire p_live, p_mid, p_ended, p_ended_err, p_reg_ended, n_mid;
    hc_pad_msg_facts #(
        .DATA_W(DATA_W), .BLOCK_W(BLOCK_W), .TID_W(1), .MAX_BYTES_W(MAX_BYTES_W),
        .OUT_REG(OUT_REG)
    ) u_pad (
        .check(started & rst_n), .live(p_live), .mid(p_mid), .ended(p_ended),
        .ended_err(p_ended_err), .reg_ended(p_reg_ended), .next_mid(n_mid)
    );

    // the messages whose s_tlast was taken and whose output was not, oldest first
    wire e_out  = s_dvalid;
    wire e_sch  = s_pend | (s_xvalid & s_xlast) | (s_sv & s_slast);
    wire e_preg = p_reg_ended;
    wire e_pad  = p_ended;
    wire sch_err = s_pend ? s_errq : s_xvalid ? s_xerr : s_serr;
    wire pad_err = p_ended_err;
    wire [SLOT_W-1:0] at_sch  = q_head + e_out;
    wire [SLOT_W-1:0] at_preg = q_head + e_out + e_sch;
    wire [SLOT_W-1:0] at_pad  = q_head + e_out + e_sch + e_preg;
    // the scheduler holds a block that is not its message's last
    wire s_mid  = (s_sv & ~s_slast) | (s_xvalid & ~s_xlast);

    // The ranking: clocks until the oldest message not in the output register is taken
    // at the output, m_ready high from now on. A block granted in clock g enters in g + 1,
    // leaves the stage in g + 1 + WAVE_CLOCKS, when the next block can be granted (the
    // padding unit has it ready by then); a last block's digest is then pending in
    // g + 3 + WAVE_CLOCKS, in the output register and taken in g + 4 + WAVE_CLOCKS. So a
    // message with n blocks still to be granted, the first in t0 clocks, is taken in
    // t0 + (n - 1) (WAVE_CLOCKS + 2) + WAVE_CLOCKS + 4 (t0 = -1: granted a clock ago).
    integer free_in;   // clocks until a block can be granted (the stage's has left)
    integer t0, n, r_sch, r_blocks, r_next;
    always @(*) begin
        free_in = s_sv ? (J - s_j + 1) : 0;
        r_sch   = s_pend ? 1 : (s_xvalid & s_xlast) ? 2 : J - s_j + 3;
        // the accumulator's blocks of the message: its final one, or one before it and
        // the pad byte's or the tail (the pad byte written now may need a tail)
        n       = (p_acc_done && p_acc_fin) ? 1 : 2;
        if (off_valid) begin
            // the offered block is the message's (granted, or waiting for the stage)
            t0 = s_grant ? -1 : free_in;
            if (e_preg || (!OUT_REG && p_acc_done && p_acc_fin)) n = 1;
            else if (OUT_REG) n = n + 1;
        end else begin
            // the accumulator's block goes to the output register first (OUT_REG 1), or
            // is finished by the pad byte written now
            t0 = p_acc_done ? 1 : 1 + OUT_REG;
            if (free_in > t0) t0 = free_in;
        end
        r_blocks = t0 + (n - 1) * (J + 3) + J + 5;
        r_next   = e_sch ? r_sch : r_blocks;
    end
    wire [AGE_W-1:0] head_age = q_age[AGE_W*q_head +: AGE_W];

    always @(*) begin
        if (started && rst_n) begin
            // ---------------------------------------------------------- the output bound
            if (e_sch || e_preg || e_pad) assert(r_next <= BOUND - 1);   // its rank
            if (q_count != 0 && q_held[q_head])
                assert(head_age + (e_out ? 0 : r_next) <= BOUND);   // the oldest one's time

            // ---------------------------------------------------------- the scheduler
            assert(s_j <= J_LAST);
            assert(s_wave_end == (s_j == J_LAST));
            assert(s_sv == ~s_wait);             // the stage waits exactly when empty
            assert(!s_wait || s_wave_end);
            assert(s_inflight == s_sv);
            assert(s_xdone == (s_xvalid & s_xlast));
            assert(s_granted == s_grant);
            assert(!(s_pend && (s_xvalid || s_sv)));
            assert(!(s_xvalid && s_sv));
            // one context: every context number is 0
            if (s_sv) assert(s_sctx == 1'b0);
            if (s_grant) assert(s_gsel == 1'b0);
            if (s_xvalid) assert(s_xctx == 1'b0);
            if (s_dvalid) assert(s_dctx == 1'b0);
            // a granted block is still offered
            if (s_grant) begin
                assert(off_valid && !s_sv);
                assert(s_gfirst == off_first && s_glast == off_last && s_gerr == off_err);
            end

            // ---------------------------------------------------------- blocks of a message
            if (s_mid) assert(n_mid);
            if (n_mid) begin
                assert(s_tidq == ((OUT_REG && o_valid) ? o_tid : p_tid)); // its message's tid
                assert(!e_sch);
            end

            // ---------------------------------------------------------- the model
            assert(q_open == p_in_msg);
            if (q_open) begin
                assert(q_tid == p_tid);
                assert(q_bad == p_err);
                if (!q_bad) assert(q_bytes == p_count);
            end
            assert(q_count == e_out + e_sch + e_preg + e_pad);          // the queue's messages
            if (e_out) assert(q_ftid[q_head] == s_dtid && q_ferr[q_head] == s_derr);  // out reg
            if (e_sch)
                assert(q_ftid[at_sch] == s_tidq && q_ferr[at_sch] == sch_err);  // in the scheduler
            if (e_preg) assert(q_ftid[at_preg] == o_tid && q_ferr[at_preg] == o_err);  // block reg
            if (e_pad) assert(q_ftid[at_pad] == p_tid && q_ferr[at_pad] == pad_err);  // in padding
        end
    end
    wire unused = &{1'b0, clk};
endmodule
`default_nettype wire
