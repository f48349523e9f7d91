`default_nettype none
// SHA-2 message schedule, a 16-word window shifted once per clock: FIPS 180-4 section
// 6.2.2 step 1 (32-bit words), 6.4.2 step 1 (64-bit words, the same recurrence).
//
// W_next is the word of the next round, W_{t+1} while round t runs (the core adds it to
// h + K one clock ahead). It enters a 15-word shift register R_q, so in round t word k
// of R_q holds W_{t-k}. The words of the block are not loaded in parallel: W_0 .. W_15
// are taken one per clock from blk_data (feed = 1, feed_sel one-hot: word k is W_k), in
// the clock that starts the block and in rounds 0..14. From W_16 on, the next word comes
// from Wn_q, computed a round ahead so that no adder sits in front of W_next:
//   W_{t+2} = sigma1(W_t) + W_{t-5} + sigma0(W_{t-13}) + W_{t-14}
// Together R_q and Wn_q are the 16-word window of the standard.
// Taking the block a word at a time costs one 16:1 AND-OR word multiplexer instead of a
// 2:1 multiplexer on the whole block, and no register ever loads in parallel.
module hc_sha2_schedule #(
    parameter WORD_BITS = 32  // 32 (SHA-224/256) or 64 (SHA-384/512, SHA-512/t)
) (
    input  wire                    clk,
    input  wire                    feed,      // W_next is a word of blk_data (else computed)
    input  wire [15:0]             feed_sel,  // one-hot: bit k selects word k (W_k)
    input  wire [16*WORD_BITS-1:0] blk_data,  // W_0 in the MSBs (big-endian, section 5.2)
    output wire [WORD_BITS-1:0]    W_next     // W_{t+1} while round t runs
);
    localparam W = WORD_BITS;

    reg  [15*W-1:0] R_q;   // word k in R_q[W*k +: W]: W_{t-k} in round t
    reg  [W-1:0]    Wn_q;  // W_{t+1} in round t, once computed (t >= 15)

    wire [W-1:0] W_t    = R_q[0 +: W];
    wire [W-1:0] W_t5   = R_q[W*5 +: W];   // W_{t-5}
    wire [W-1:0] W_t13  = R_q[W*13 +: W];  // W_{t-13}
    wire [W-1:0] W_t14  = R_q[W*14 +: W];  // W_{t-14}

    // FIPS 180-4 eq. 4.6 .. 4.7 / 4.12 .. 4.13: sigma1(W_t), sigma0(W_{t-13})
    wire [W-1:0] sigma0, sigma1;
    hc_sha2_schedule_functions #(
        .WORD_BITS(W)
    ) u_functions (
        .w_minus_2 (W_t),
        .w_minus_15(W_t13),
        .sigma1    (sigma1),
        .sigma0    (sigma0)
    );
    // Two carry-propagate adders, then a third: kept apart (keep) so that synthesis does
    // not turn the four-operand sum into a carry-save tree, which costs more LUTs and is
    // not needed off the round's critical path.
    (* keep *) wire [W-1:0] sigma1_W_t5;
    (* keep *) wire [W-1:0] sigma0_W_t14;
    assign sigma1_W_t5  = sigma1 + W_t5;
    assign sigma0_W_t14 = sigma0 + W_t14;
    wire [W-1:0] Wn_d = sigma1_W_t5 + sigma0_W_t14;  // W_{t+2}

    // One-hot AND-OR multiplexer: fewer LUT4s than a binary-coded 16:1 multiplexer.
    reg  [W-1:0] blk_word;
    integer k;
    always @(*) begin
        blk_word = {W{1'b0}};
        for (k = 0; k < 16; k = k + 1)
            blk_word = blk_word | (blk_data[16*W - 1 - W*k -: W] & {W{feed_sel[k]}});
    end

    assign W_next = feed ? blk_word : Wn_q;

    always @(posedge clk) begin
        R_q  <= {R_q[14*W-1:0], W_next};
        Wn_q <= Wn_d;
    end
endmodule
`default_nettype wire
