`default_nettype none
// Assertions of the stream contract about messages (docs/interface.md, "Stream top" and
// "Errors"), shared by the proofs of whole stream tops (`hashcores prove`, the
// `<core>_messages` proofs): a model of the messages taken at the input, written for the
// proof from the interface's rules (not the RTL's padding unit reused), against the
// outputs the top gives.
//   - exactly one output per message, in order: an output is offered only for a message
//     whose s_tlast was taken and that has no output yet, and it is the oldest such one
//     (single-context tops: of all messages; tops with several contexts: of the messages
//     of its m_tid), with that message's s_tid on m_tid;
//   - m_error exactly when the message broke a rule of "Errors": a beat without s_tlast
//     whose s_tkeep is not all ones, a last beat whose s_tkeep is not a run of ones from
//     lane 0, on a single-context top a beat whose s_tid differs from the message's first
//     beat's, or a message of 2^MAX_BYTES_W bytes or more;
//   - no deadlock: with m_ready high, each output comes within BOUND clocks of the later
//     of its message's s_tlast and the output before it in its queue, whatever the stalls
//     before; so a message with k messages ahead of it gets its output within
//     (k + 1) * BOUND clocks of its s_tlast.
// Messages are kept per queue: one queue on a single-context top (CONTEXTS = 1), one per
// s_tid value otherwise. A queue holds DEPTH messages; the model's own capacity is
// asserted (a failure there asks for a larger DEPTH, not a fix of the top).
module hc_stream_message_check #(
    parameter DATA_W      = 32,
    parameter TID_W       = 1,
    parameter MAX_BYTES_W = 3,
    parameter CONTEXTS    = 1,   // the top's message contexts (1: one message at a time)
    parameter DEPTH       = 4,   // messages a queue of the model holds
    parameter BOUND       = 64   // clocks to an output, m_ready high (see above)
) (
    input wire                clk,
    input wire                rst_n,
    input wire                started,
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire [TID_W-1:0]    s_tid,
    input wire                s_tvalid,
    input wire                s_tready,
    input wire [TID_W-1:0]    m_tid,
    input wire                m_error,
    input wire                m_valid,
    input wire                m_ready
);
    localparam LANES  = DATA_W / 8;
    localparam QUEUES = (CONTEXTS == 1) ? 1 : (1 << TID_W);
    localparam QUEUE_W = (QUEUES > 1) ? $clog2(QUEUES) : 1;
    localparam SLOT_W = (DEPTH > 1) ? $clog2(DEPTH) : 1;
    localparam COUNT_W = $clog2(DEPTH + 1);
    localparam AGE_W  = $clog2(BOUND + 2);
    localparam BYTES_W = MAX_BYTES_W + $clog2(LANES + 1);   // shows 2^MAX_BYTES_W and a beat
    localparam [BYTES_W-1:0] TOO_LONG = 1 << MAX_BYTES_W;

    // ------------------------------------------------------------ the beat, by the rules
    // A beat is legal without s_tlast only with every lane kept; with s_tlast only with
    // lanes 0 .. n - 1 kept (s_tkeep + 1 a power of two, or zero: no lane above a hole).
    reg [LANES-1:0]   keep_above;   // s_tkeep + 1 in LANES bits
    reg               beat_bad;
    reg [BYTES_W-1:0] beat_bytes;   // lanes kept (the message's bytes in a legal beat)
    integer l;
    always @(*) begin
        keep_above = s_tkeep + 1'b1;
        beat_bad   = s_tlast ? ((s_tkeep & keep_above) != 0) : (s_tkeep != {LANES{1'b1}});
        beat_bytes = 0;
        for (l = 0; l < LANES; l = l + 1)
            beat_bytes = beat_bytes + s_tkeep[l];
    end

    // ------------------------------------------------------------ messages in progress
    // Per queue: a message open (its first beat taken), its s_tid, whether it broke a
    // rule so far, its bytes so far (saturating at TOO_LONG).
    reg [QUEUES-1:0]         open_q;
    reg [TID_W*QUEUES-1:0]   tid_q;
    reg [QUEUES-1:0]         bad_q;
    reg [BYTES_W*QUEUES-1:0] bytes_q;

    wire [QUEUE_W-1:0] in_queue  = (QUEUES > 1) ? s_tid : 0;
    wire [QUEUE_W-1:0] out_queue = (QUEUES > 1) ? m_tid : 0;
    wire               beat      = started & rst_n & s_tvalid & s_tready;

    wire               in_open   = open_q[in_queue];
    wire [TID_W-1:0]   msg_tid   = in_open ? tid_q[TID_W*in_queue +: TID_W] : s_tid;
    wire [BYTES_W-1:0] bytes_before = in_open ? bytes_q[BYTES_W*in_queue +: BYTES_W] : 0;
    wire [BYTES_W:0]   bytes_now = bytes_before + beat_bytes;
    wire               msg_bad   = (in_open & bad_q[in_queue]) | beat_bad
                                 | (CONTEXTS == 1 && s_tid != msg_tid)
                                 | (bytes_now >= TOO_LONG);
    always @(posedge clk) begin
        if (beat) begin
            tid_q[TID_W*in_queue +: TID_W]       <= msg_tid;
            bad_q[in_queue]                      <= msg_bad;
            bytes_q[BYTES_W*in_queue +: BYTES_W] <= (bytes_now >= TOO_LONG) ? TOO_LONG
                                                    : bytes_now[BYTES_W-1:0];
        end
        if (!rst_n)
            open_q <= 0;
        else if (beat)
            open_q[in_queue] <= ~s_tlast;
    end

    // ------------------------------------------------------------ messages awaiting output
    // Per queue, a FIFO of the messages whose s_tlast was taken (DEPTH a power of two:
    // the slot numbers wrap): their s_tid, error flag, clocks since their s_tlast or the
    // queue's last output, whichever came later (saturating), and whether m_ready was
    // high in every one of those clocks.
    wire push = beat & s_tlast;
    wire pop  = started & rst_n & m_valid & m_ready;

    wire [QUEUES-1:0]       q_some;     // queue q holds a message
    wire [QUEUES-1:0]       q_room;     // ... and has room for one more
    wire [TID_W*QUEUES-1:0] q_tid;      // its oldest message's s_tid
    wire [QUEUES-1:0]       q_err;      // ... and error flag
    genvar g;
    generate
        for (g = 0; g < QUEUES; g = g + 1) begin : g_queue
            reg  [COUNT_W-1:0]     count_q;
            reg  [SLOT_W-1:0]      head_q;
            reg  [TID_W*DEPTH-1:0] f_tid_q;
            reg  [DEPTH-1:0]       f_err_q;
            reg  [AGE_W*DEPTH-1:0] age_q;
            reg  [DEPTH-1:0]       held_q;
            wire                   in   = push && in_queue == g;
            wire                   out  = pop && out_queue == g;
            wire [SLOT_W-1:0]      tail = head_q + count_q[SLOT_W-1:0];
            integer s;
            always @(posedge clk) begin
                for (s = 0; s < DEPTH; s = s + 1) begin
                    if (age_q[AGE_W*s +: AGE_W] != {AGE_W{1'b1}})
                        age_q[AGE_W*s +: AGE_W] <= age_q[AGE_W*s +: AGE_W] + 1'b1;
                    if (!m_ready)
                        held_q[s] <= 1'b0;
                end
                if (out)                    // the next one's wait starts again
                    for (s = 0; s < DEPTH; s = s + 1) begin
                        age_q[AGE_W*s +: AGE_W] <= 1;
                        held_q[s]               <= 1'b1;
                    end
                if (in) begin
                    f_tid_q[TID_W*tail +: TID_W] <= msg_tid;
                    f_err_q[tail]                <= msg_bad;
                    age_q[AGE_W*tail +: AGE_W] <= 1;     // one clock after its s_tlast
                    held_q[tail]               <= m_ready;
                end
                if (!rst_n) begin
                    count_q <= 0;
                    head_q  <= 0;
                end else begin
                    if (out)
                        head_q <= head_q + 1'b1;
                    count_q <= count_q + in - out;
                end
            end
            assign q_some[g] = count_q != 0;
            assign q_room[g] = count_q < DEPTH;
            assign q_tid[TID_W*g +: TID_W] = f_tid_q[TID_W*head_q +: TID_W];
            assign q_err[g] = f_err_q[head_q];
            always @(*)
                if (started && rst_n && count_q != 0 && held_q[head_q])
                    assert(age_q[AGE_W*head_q +: AGE_W] <= BOUND);      // its output in time
        end
    endgenerate

    // ------------------------------------------------------------ the assertions
    always @(*) begin
        if (started && rst_n && m_valid) begin
            assert(q_some[out_queue]);                                  // one output a message
            if (q_some[out_queue]) begin
                assert(m_tid == q_tid[TID_W*out_queue +: TID_W]);       // the oldest one's tid
                assert(m_error == q_err[out_queue]);                    // its error flag
            end
        end
        if (started && rst_n && push)
            assert(q_room[in_queue]);                                   // (the model's capacity)
    end
endmodule
`default_nettype wire
