`default_nettype none

// hc_pad_byte_count: the message's byte counter and its length check, part 2 of the
// padding unit hc_stream_pad (docs/padding.md). The count is the length field / 8
// (FIPS 180-4 5.1.1 / 5.1.2: the message length in bits; RFC 1321 3.2). A message of
// 2^MAX_BYTES_W bytes or more is an error (docs/interface.md, "Errors"): overflow tells
// that the beat being counted takes the message that far.
module hc_pad_byte_count #(
    // input width in bits: a multiple of 32
    parameter DATA_W      = 32,
    // counter width in bits: messages of 2^MAX_BYTES_W bytes or more are errors; at least 1
    parameter MAX_BYTES_W = 61,
    // bytes a message marked by `prefix` has before its first beat (0: none): a power of 2
    // below 2^(MAX_BYTES_W-1)
    parameter PREFIX_BYTES = 0
) (
    input  wire                          clk,
    // a message is in progress: count holds its bytes so far (else the count restarts)
    input  wire                          in_msg,
    // the message starting with this beat continues after PREFIX_BYTES bytes hashed
    // already (read with its first beat only)
    input  wire                          prefix,
    // message bytes in the beat being counted
    input  wire [$clog2(DATA_W/8+1)-1:0] nbytes,
    // the beat is taken and counted
    input  wire                          count_we,
    // message bytes so far (no reset: read only while a message is in progress)
    output reg  [MAX_BYTES_W-1:0]        count_q,
    // in_msg and the beat takes the message to 2^MAX_BYTES_W bytes or more
    output wire                          overflow
`ifdef FORMAL
    ,
    // for the proofs (only SymbiYosys defines FORMAL): the overflow's flag is that of the
    // count's high bits (hc_stream_pad asserts it while a message is counted)
    output wire                          f_flag_ok
`endif
);
    localparam integer NBYTES_W = $clog2(DATA_W / 8 + 1);   // bytes in one beat, 0 .. DATA_W/8
    localparam integer SUM_W    = ((MAX_BYTES_W > NBYTES_W) ? MAX_BYTES_W : NBYTES_W) + 1;

    // A bad parameter stops elaboration, naming the rule it breaks (hc_pad_check).
    hc_pad_check #(
        .DATA_W      (DATA_W),
        .MAX_BYTES_W (MAX_BYTES_W),
        .PREFIX_BYTES(PREFIX_BYTES)
    ) u_check ();

    // A message's count starts at 0, or at PREFIX_BYTES: the message continues a hash
    // that took a block already (HMAC with key contexts, RFC 2104 section 4: the key
    // block's chaining value is kept, and the padded length counts that block too).
    localparam [SUM_W-1:0] ONE    = {{(SUM_W-1){1'b0}}, 1'b1};
    localparam [SUM_W-1:0] PREFIX = (PREFIX_BYTES > 0) ? ONE << $clog2(PREFIX_BYTES) : {SUM_W{1'b0}};
    wire [SUM_W-1:0] count_base = in_msg ? {{(SUM_W-MAX_BYTES_W){1'b0}}, count_q}
                                         : (prefix ? PREFIX : {SUM_W{1'b0}});
    wire [SUM_W-1:0] beat_count = {{(SUM_W-NBYTES_W){1'b0}}, nbytes};
    wire [SUM_W-1:0] count_sum  = count_base + beat_count;

    always @(posedge clk) begin
        if (count_we)
            count_q <= count_sum[MAX_BYTES_W-1:0];
    end

    // Only the count's low NBYTES_W bits meet the beat's byte count in an adder here; that
    // the bits above them are all ones is a flag written with the count (high_ones_q), so
    // neither the whole counter's carry chain nor a reduction of its bits sits in front of
    // what the overflow sets. The flag's next value does not wait for the counter's carry
    // chain either: the high bits either keep their value (no carry out of the low bits:
    // the flag keeps its own) or gain one (a carry: they become all ones exactly when they
    // are all ones but the last, a comparison of register bits made beside the low adder).
    // (count_q, high_ones_q and in_msg move together: while in_msg, count_q holds the
    // message's count; a new message's count is one beat's bytes, plus PREFIX_BYTES, whose
    // high bits are not all ones: hc_pad_check keeps PREFIX_BYTES below the top bit.)
    generate
        if (MAX_BYTES_W > NBYTES_W) begin : g_overflow_split
            localparam integer HIGH_W = MAX_BYTES_W - NBYTES_W;
            localparam [HIGH_W-1:0] ALL_ONES_BUT_LAST = {HIGH_W{1'b1}} - 1'b1;
            reg                high_ones_q;   // &count_q[MAX_BYTES_W-1:NBYTES_W]
            wire [NBYTES_W:0]  low_sum = {1'b0, count_q[NBYTES_W-1:0]} + beat_count[NBYTES_W:0];
            wire               low_carry = low_sum[NBYTES_W];
            wire               high_next_ones = count_q[MAX_BYTES_W-1:NBYTES_W] == ALL_ONES_BUT_LAST;
            always @(posedge clk) begin
                if (count_we)
                    high_ones_q <= in_msg & (low_carry ? high_next_ones : high_ones_q);
            end
            assign overflow = in_msg & high_ones_q & low_carry;
`ifdef FORMAL
            assign f_flag_ok = high_ones_q == &count_q[MAX_BYTES_W-1:NBYTES_W];
`endif
            wire unused_sum = &{1'b0, count_sum[SUM_W-1:MAX_BYTES_W]};
        end else begin : g_overflow_whole
            assign overflow = |count_sum[SUM_W-1:MAX_BYTES_W];
`ifdef FORMAL
            assign f_flag_ok = 1'b1;   // no flag
`endif
        end
    endgenerate

endmodule

`default_nettype wire
