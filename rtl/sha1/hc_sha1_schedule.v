`default_nettype none
// The SHA-1 message schedule as a 16-word sliding window (FIPS 180-4 section 6.1.2 step
// 1, the alternative of section 6.1.3 in a register): given the window W_s .. W_{s+15},
// the next ROUNDS_PER_CLOCK words
//   W_{s+16+j} = ROTL1(W_{s+13+j} ^ W_{s+8+j} ^ W_{s+2+j} ^ W_{s+j})
// extend it, and the window ROUNDS_PER_CLOCK words on is W_{s+R} .. W_{s+R+15}.
// Words are in block order: W_s in the top word, as a block's W_0 (section 5.2.1).
// XOR and wiring only: no adder, so the schedule is never on the round's path.
module hc_sha1_schedule #(
    parameter ROUNDS_PER_CLOCK = 1  // words the window moves on: 1, 2 or 4
) (
    input  wire [511:0]                       window,       // W_s .. W_{s+15}
    output wire [32*ROUNDS_PER_CLOCK-1:0]     first_words,  // W_s + j in [32j +: 32]
    output wire [511:0]                       window_next   // W_{s+R} .. W_{s+R+15}
);
    hc_sha1_param_check #(.ROUNDS_PER_CLOCK(ROUNDS_PER_CLOCK)) u_sha1_param_check ();

    localparam R = ROUNDS_PER_CLOCK;

    // word m of the extended window (W_{s+m}) in [32m +: 32]
    wire [32*(16+R)-1:0] ext /*verilator split_var*/;  // split: no false loop
    genvar m;
    generate
        for (m = 0; m < 16; m = m + 1) begin : g_given
            assign ext[32*m +: 32] = window[511 - 32*m -: 32];
        end
        for (m = 16; m < 16 + R; m = m + 1) begin : g_new
            wire [31:0] mixed = ext[32*(m-3) +: 32] ^ ext[32*(m-8) +: 32]
                              ^ ext[32*(m-14) +: 32] ^ ext[32*(m-16) +: 32];
            assign ext[32*m +: 32] = {mixed[30:0], mixed[31]};  // ROTL1
        end
        for (m = 0; m < 16; m = m + 1) begin : g_next
            assign window_next[511 - 32*m -: 32] = ext[32*(m+R) +: 32];
        end
    endgenerate

    assign first_words = ext[0 +: 32*R];
endmodule
`default_nettype wire
