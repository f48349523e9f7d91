`default_nettype none
// One pipeline stage of the SHA-1 core (hc_sha1_core): it runs rounds
// STAGE*RPS .. STAGE*RPS + RPS - 1 of a block (RPS = 80 / STAGES, FIPS 180-4 section
// 6.1.2), one round per clock, so one wave lasts RPS clocks. Each stage has its own
// message schedule and constants, as in the frame of 000_026659c184445444.txt (Fig. 1).
//
// Registers: the working variables a..e (state_q), the 16-word schedule window (win_q:
// word k holds W_{t+k} in the clock that runs round t) and, with PRE = 1, the values of
// the round a clock ahead (pre_q). In the clock where `load` is high the stage takes a
// block from the stage before it (or from the entry logic, for stage 0) instead of its
// own next values; nxt_* are the values after this clock's round, which the next stage
// takes at the end of the wave.
//
// Operation block (PRE):
//   0: the textbook round, FIPS 180-4 section 6.1.2 step 3:
//      T = ROTL5(a) + f_t(b, c, d) + e + K_t + W_t; e = d; d = c; c = ROTL30(b); b = a; a = T.
//   1: the pre-computed round of 000_026659c184445444.txt, Eq. 3: b, c, d, e of round
//      t+1 are copies (or a rotation) of a, b, c, d of round t, so the round before
//      registers e* = e + W + K and g = f(b, c, d) of the next round, and a round is
//      a = ROTL5(a) + e* + g: a three-operand sum instead of five.
module hc_sha1_stage #(
    parameter STAGE  = 0,  // index of this stage, 0 .. STAGES-1
    parameter STAGES = 1,  // 1 or 4 (hc_sha1_param_check)
    parameter PRE    = 0,  // operation block (above)
    parameter CNT_W  = 7   // width of j
) (
    input  wire             clk,
    input  wire             load,       // take in_* (start of a wave)
    input  wire [CNT_W-1:0] j,          // clock of the wave: round t = STAGE*RPS + j
    input  wire [159:0]     in_state,   // a..e, a in the MSBs
    input  wire [511:0]     in_win,     // word k = W_{t+k}
    input  wire [63:0]      in_pre,     // PRE = 1: {e*, g} of the block's first round
    output reg  [159:0]     nxt_state,
    output reg  [511:0]     nxt_win,
    output reg  [63:0]      nxt_pre
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha1_param_check #(.STAGES(STAGES), .PRE(PRE)) u_sha1_param_check ();
    generate
        if (STAGE < 0 || STAGE >= STAGES) begin : g_bad_stage
            hc_error_STAGE_must_be_0_to_STAGES_minus_1 u_error ();
        end
        if (CNT_W < 1 || CNT_W > 7 || (1 << CNT_W) < 80 / STAGES) begin : g_bad_cnt_w
            hc_error_CNT_W_must_count_the_rounds_of_the_stage u_error ();
        end
    endgenerate

    localparam integer RPS_I    = 80 / STAGES;
    localparam integer T_BASE_I = STAGE * RPS_I;
    localparam [6:0]   T_BASE   = T_BASE_I[6:0];

    reg [159:0] state_q;
    reg [511:0] win_q;
    reg [63:0]  pre_q;

    always @(posedge clk) begin
        state_q <= load ? in_state : nxt_state;
        win_q   <= load ? in_win   : nxt_win;
        pre_q   <= load ? in_pre   : nxt_pre;
    end

    // the group t / 20 of round t: it selects f_t and K_t (FIPS 180-4 sections 4.1.1,
    // 4.2.1); a four-stage pipeline's stage runs one group only
    function [1:0] group_of(input [6:0] t);
        begin
            if (t < 7'd20)      group_of = 2'd0;
            else if (t < 7'd40) group_of = 2'd1;
            else if (t < 7'd60) group_of = 2'd2;
            else                group_of = 2'd3;
        end
    endfunction

    wire [6:0] j7;  // j on 7 bits
    generate
        if (CNT_W < 7) begin : g_j_short
            assign j7 = {{(7-CNT_W){1'b0}}, j};
        end else begin : g_j_full
            assign j7 = j;
        end
    endgenerate
    wire [6:0] t_now = T_BASE + j7;
    // the next clock's round (PRE); past the stage's last round it is the next stage's
    // first, whose e* and g the next stage takes with the block
    wire [6:0] t_next = t_now + 7'd1;

    wire [31:0] a = state_q[159:128];
    wire [31:0] b = state_q[127:96];
    wire [31:0] c = state_q[95:64];
    wire [31:0] d = state_q[63:32];
    wire [31:0] e = state_q[31:0];

    wire [31:0] f_now, K_now, f_next, K_next;
    hc_sha1_functions u_now (
        .group(group_of(t_now)),
        .b    (b),
        .c    (c),
        .d    (d),
        .f    (f_now),
        .K    (K_now)
    );
    // the next round's function, of its b, c, d: a, ROTL30(b), c of this one
    hc_sha1_functions u_next (
        .group(group_of(t_next)),
        .b    (a),
        .c    ({b[1:0], b[31:2]}),
        .d    (c),
        .f    (f_next),
        .K    (K_next)
    );

    // procedural, not continuous assigns: Icarus evaluates one block per change
    reg [31:0] w_new, a_next;
    always @(*) begin
        // FIPS 180-4 section 6.1.2 step 1: W_t = ROTL1(W_{t-3} ^ W_{t-8} ^ W_{t-14} ^ W_{t-16})
        w_new = win_q[32*13 +: 32] ^ win_q[32*8 +: 32] ^ win_q[32*2 +: 32] ^ win_q[31:0];
        nxt_win = {w_new[30:0], w_new[31], win_q[511:32]};
        if (PRE == 0)
            // FIPS 180-4 section 6.1.2 step 3
            a_next = {a[26:0], a[31:27]} + f_now + e + K_now + win_q[31:0];
        else
            // 000_026659c184445444.txt, Eq. 3: a = ROTL5(a) + e* + g
            a_next = {a[26:0], a[31:27]} + pre_q[63:32] + pre_q[31:0];
        nxt_state = {a_next, a, b[1:0], b[31:2], c, d};
        // the next round's e* = e + W + K (its e is this round's d, its W word 1 of the
        // window) and g = f(b, c, d): 000_026659c184445444.txt, Eq. 3
        if (PRE == 0)
            nxt_pre = 64'd0;
        else
            nxt_pre = {d + win_q[63:32] + K_next, f_next};
    end

    wire unused_stage = &{1'b0, f_now, K_now, f_next, K_next, pre_q, e};
endmodule
`default_nettype wire
