`default_nettype none
// Properties of hc_pad_byte_count (rtl/common/hc_pad_byte_count.v), checked by
// SymbiYosys (`hashcores prove`, docs/verification.md "Proofs"). The counter's overflow
// does not add the whole count to the beat's bytes: it keeps a flag of the count's high
// bits beside it. Checked against the plain definition:
//   - while a message is in progress, count_q is the message's bytes so far (a model's
//     count: the bytes of the beats counted since the message's first, plus PREFIX_BYTES
//     when the first beat came with prefix);
//   - overflow is set exactly when the beat takes the message to 2^MAX_BYTES_W bytes or
//     more (docs/interface.md, "Errors": such a message is an error).
// The caller's side, as hc_stream_pad drives it: a message starts with a beat counted
// while in_msg is low, in_msg rises only after such a beat, and the first clock has no
// message in progress.
module hc_pad_byte_count_props #(
    parameter DATA_W      = 32,
    parameter MAX_BYTES_W = 6,
    parameter PREFIX_BYTES = 0
) (
    input wire                          clk,
    input wire                          in_msg,
    input wire                          prefix,
    input wire [$clog2(DATA_W/8+1)-1:0] nbytes,
    input wire                          count_we
);
    localparam integer NBYTES_W = $clog2(DATA_W / 8 + 1);

    wire [MAX_BYTES_W-1:0] count_q;
    wire                   overflow;
    hc_pad_byte_count #(
        .DATA_W      (DATA_W),
        .MAX_BYTES_W (MAX_BYTES_W),
        .PREFIX_BYTES(PREFIX_BYTES)
    ) u_count (
        .clk     (clk),
        .in_msg  (in_msg),
        .prefix  (prefix),
        .nbytes  (nbytes),
        .count_we(count_we),
        .count_q (count_q),
        .overflow(overflow)
    );

    reg started = 1'b0;
    reg in_msg_past = 1'b0, count_we_past = 1'b0;
    always @(posedge clk) begin
        started       <= 1'b1;
        in_msg_past   <= in_msg;
        count_we_past <= count_we;
    end
    always @(*) begin
        assume(nbytes <= DATA_W / 8);
        if (!started) assume(!in_msg);
        if (started && in_msg && !in_msg_past) assume(count_we_past);
    end

    // the model: the message's bytes so far, wide enough never to wrap here
    reg [MAX_BYTES_W+1:0] bytes_so_far = 0;
    wire [MAX_BYTES_W+1:0] base = in_msg ? bytes_so_far : prefix ? PREFIX_BYTES : 0;
    always @(posedge clk)
        if (count_we)
            bytes_so_far <= base + nbytes;
    always @(*) begin
        // (a message past the limit is an error the padding unit drops: the model stops
        // following it there)
        if (started && in_msg && bytes_so_far < (1 << MAX_BYTES_W))
            assert(count_q == bytes_so_far);                      // the count
        if (started && (!in_msg || bytes_so_far < (1 << MAX_BYTES_W)))
            assert(overflow == (base + nbytes >= (1 << MAX_BYTES_W)));  // the overflow
    end
endmodule
`default_nettype wire
