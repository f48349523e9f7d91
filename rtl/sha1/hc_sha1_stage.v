`default_nettype none
// The SHA-1 datapath of one stage: the state a..e, the 16-word schedule window, and
// ROUNDS_PER_CLOCK rounds per clock (hc_sha1_round). A single-message core has one stage
// running all 80 rounds (GROUP = 4); a four-stage pipeline has four, stage s running the
// 20 rounds of group s (GROUP = s) on its own message (000_026659c184445444.txt, Fig. 1:
// one message per stage, 20 rounds each).
//
// Clock n runs rounds t = R*n .. R*n + R-1 (R = ROUNDS_PER_CLOCK). Everything a round
// reads besides the state is a register loaded the clock before:
//   * wk_q: W_t + K_t of each of the clock's rounds; the window register then holds the
//     next clock's words, W_{t+R} .. W_{t+R+15} (hc_sha1_schedule moves it on R words);
//   * grp_q: the clock's group of 20 rounds (f_t, K_t), from the next counter value;
//   * PRE = 1: e* = e + W_t + K_t and g = f_t(b, c, d) of the clock's first round (000
//     Eq. 3). They need only values that are copies of the previous state (b_t = a_{t-1},
//     c_t = ROTL30(b_{t-1}), d_t = c_{t-1}, e_t = d_{t-1}), so they are computed from
//     the state the clock leaves, beside the round, and the round itself is
//     a = ROTL5(a) + e* + g. The clock's later rounds add e* + g apart (FORM 2).
// At a load (the clock before a block's first clock) these registers take the first
// clock's values from in_window and, for e* and g, from the state the block starts
// from: in_state when take_state, else the state this clock leaves (or holds).
// CHAIN = 1 (one stage running all 80 rounds): h_next is zero but in the clock before a
// block's last clock, where it is the chaining value the last clock adds (FIPS 180-4
// section 6.1.2 step 4): H0 joins the last round's W + K (or, one pre-computed round per
// clock, its g), so T comes out as H0 + T with no adder after the round; H1..H4 are added
// to the last clock's b..e, copies of registers. The state then holds the next block's
// starting value (or the digest) and no clock is spent on the chaining addition.
module hc_sha1_stage #(
    parameter ROUNDS_PER_CLOCK = 1,  // rounds per clock: 1, 2, 4
    parameter GROUP            = 4,  // 0..3: the stage runs group GROUP only; 4: all 80
    parameter PRE              = 0,  // 1: e* and g of the first round registered (Eq. 3)
    parameter CNT_W            = 7,  // width of cnt: 2^CNT_W >= clocks per block run
    parameter CHAIN            = 0   // 1: the chaining addition in a block's last clock
) (
    input  wire             clk,
    input  wire             load,        // take in_window (next clock: its first rounds)
    input  wire             take_state,  // take in_state (else state_next if run)
    input  wire             run,         // this clock runs rounds: state <- state_next
    input  wire [CNT_W-1:0] cnt,         // clock of the run, 0 .. L-1
    input  wire [159:0]     h_next,      // CHAIN = 1: {H0, .., H4} the next clock adds, else 0
    input  wire [159:0]     in_state,    // {a, b, c, d, e}
    input  wire [511:0]     in_window,   // W_s .. W_{s+15}, W_s in the top word
    output wire [159:0]     state_q,     // {a, b, c, d, e} registered
    output wire [159:0]     state_next,  // {a, b, c, d, e} after this clock's rounds
    output wire [511:0]     window_q     // the next clock's W_{t+R} .. W_{t+R+15}
);
    localparam R     = ROUNDS_PER_CLOCK;
    localparam SPAN  = (GROUP < 4) ? 20 : 80;  // rounds of the stage
    localparam L     = SPAN / R;               // clocks per block run
    localparam integer GROUP_CLOCKS = 20 / R;  // clocks per group of 20 rounds
    localparam integer G1_I = GROUP_CLOCKS, G2_I = 2 * GROUP_CLOCKS, G3_I = 3 * GROUP_CLOCKS;
    localparam [CNT_W-1:0] G1 = G1_I[CNT_W-1:0], G2 = G2_I[CNT_W-1:0], G3 = G3_I[CNT_W-1:0];

    generate
        if (GROUP < 0 || GROUP > 4) begin : g_bad_group
            hc_error_GROUP_must_be_0_to_4 u_error ();
        end
        if (CNT_W < 1 || (1 << CNT_W) < L) begin : g_bad_cnt_w
            hc_error_CNT_W_too_narrow_for_the_clocks_of_the_stage u_error ();
        end
        if (CHAIN != 0 && (CHAIN != 1 || GROUP != 4)) begin : g_bad_chain
            hc_error_CHAIN_must_be_0_or_1_with_GROUP_4 u_error ();
        end
    endgenerate
    hc_sha1_param_check #(.ROUNDS_PER_CLOCK(R), .PRE(PRE)) u_sha1_param_check ();

    // the group of the clock with counter value cn: rounds R*cn .. R*cn + R-1
    function [1:0] group_of(input [CNT_W-1:0] cn);
        begin
            if (GROUP < 4)                    group_of = GROUP[1:0];
            else if (cn >= G3)                group_of = 2'd3;
            else if (cn >= G2)                group_of = 2'd2;
            else if (cn >= G1)                group_of = 2'd1;
            else                              group_of = 2'd0;
        end
    endfunction

    reg  [159:0]     st_q;
    reg  [511:0]     win_q;
    reg  [32*R-1:0]  wk_q;   // W_t + K_t of the clock's rounds, round j in [32j +: 32]
    reg  [1:0]       grp_q;  // the clock's group (GROUP = 4)
    assign state_q  = st_q;
    assign window_q = win_q;

    wire             step_clk = load | run;  // the registers ahead move on
    wire [CNT_W-1:0] cnt_next = load ? {CNT_W{1'b0}} : cnt + 1'b1;
    wire [1:0]       grp_next = group_of(cnt_next);
    wire [159:0]     h_add    = (CHAIN == 1) ? h_next : 160'd0;

    // ------------------------------------------------ the next clock's words
    wire [32*R-1:0] w_next;
    wire [511:0]    win_next;
    hc_sha1_schedule #(.ROUNDS_PER_CLOCK(R)) u_schedule (
        .window     (load ? in_window : win_q),
        .first_words(w_next),
        .window_next(win_next)
    );

    wire [31:0] k_next, unused_f;
    hc_sha1_functions #(.GROUP(GROUP)) u_k (
        .group(grp_next),
        .x    (32'd0),
        .y    (32'd0),
        .z    (32'd0),
        .f    (unused_f),
        .k    (k_next)
    );

    // H0 goes into the last round's W + K, but into g when that round is a pre-computed
    // one from registers (PRE = 1, one round per clock): e* then keeps three operands
    localparam H0_IN_G = (PRE == 1 && R == 1) ? 1 : 0;
    wire [32*R-1:0] wk_d;
    genvar j;
    generate
        for (j = 0; j < R; j = j + 1) begin : g_wk
            if (j == R - 1 && H0_IN_G == 0) begin : g_h0
                assign wk_d[32*j +: 32] = w_next[32*j +: 32] + k_next + h_add[159:128];
            end else begin : g_plain
                assign wk_d[32*j +: 32] = w_next[32*j +: 32] + k_next;
            end
        end
    endgenerate

    // ------------------------------------------------ rounds
    wire [31:0] pe_cur, pg_cur;  // PRE = 1: e* and g of the clock's first round
    wire [160*(R+1)-1:0] s /*verilator split_var*/;  // state after j rounds; split: no false loop
    assign s[159:0] = st_q;
    generate
        for (j = 0; j < R; j = j + 1) begin : g_round
            hc_sha1_round #(
                .GROUP(GROUP),
                .FORM ((PRE == 0) ? 0 : ((j == 0) ? 1 : 2))
            ) u_round (
                .group     (grp_q),
                .state     (s[160*j +: 160]),
                .wk        (wk_q[32*j +: 32]),
                .estar     (pe_cur),
                .g         (pg_cur),
                .state_next(s[160*(j+1) +: 160])
            );
        end
    endgenerate
    wire [159:0] rounds_out = s[160*R +: 160];

    generate
        if (CHAIN == 1) begin : g_chain_add
            reg [159:0] h_q;  // h_next a clock later: nonzero in a block's last clock
            always @(posedge clk)
                h_q <= h_add;
            // FIPS 180-4 section 6.1.2 step 4 for b..e (H0 is in the last round's sum)
            wire unused_h0 = &{1'b0, h_q[159:128]};
            assign state_next = {rounds_out[159:128],
                                 rounds_out[127:96] + h_q[127:96], rounds_out[95:64] + h_q[95:64],
                                 rounds_out[63:32] + h_q[63:32], rounds_out[31:0] + h_q[31:0]};
        end else begin : g_no_chain_add
            assign state_next = rounds_out;
            wire unused_h = &{1'b0, h_add};
        end
    endgenerate

    always @(posedge clk) begin
        if (take_state)
            st_q <= in_state;
        else if (run)
            st_q <= state_next;
        if (step_clk) begin
            win_q <= win_next;
            wk_q  <= wk_d;
            grp_q <= grp_next;
        end
    end

    generate
        if (PRE == 1) begin : g_pre
            // the state the next clock starts from: its b, c, d, e give its first round's
            // g and e* (000 Eq. 3)
            wire [159:0] ns = take_state ? in_state : (run ? state_next : st_q);
            wire [31:0]  f_ns, unused_k;
            hc_sha1_functions #(.GROUP(GROUP)) u_f_next (
                .group(grp_next),
                .x    (ns[127:96]),
                .y    (ns[95:64]),
                .z    (ns[63:32]),
                .f    (f_ns),
                .k    (unused_k)
            );
            reg [31:0] pe_q, pg_q;
            always @(posedge clk) begin
                if (step_clk) begin
                    pe_q <= ns[31:0] + wk_d[31:0];
                    pg_q <= (H0_IN_G == 1) ? f_ns + h_add[159:128] : f_ns;
                end
            end
            assign pe_cur = pe_q;
            assign pg_cur = pg_q;
            wire unused_pre = &{1'b0, unused_k, ns[159:128]};
        end else begin : g_textbook
            assign pe_cur = 32'd0;
            assign pg_cur = 32'd0;
        end
    endgenerate

    wire unused = &{1'b0, unused_f, grp_q};
endmodule
`default_nettype wire
