`default_nettype none
// One pipeline stage of the SHA-1 core (hc_sha1_core): it runs rounds
// STAGE*RPS .. STAGE*RPS + RPS - 1 of a block (RPS = 80 / STAGES, FIPS 180-4 section
// 6.1.2), RPC rounds per clock, so one wave lasts RPS / RPC clocks. Each stage has its
// own message schedule and constants, as in the frame of 000_026659c184445444.txt (Fig. 1).
//
// Registers: the working variables a..e (state_q), the 16-word schedule window (win_q:
// word k holds W_{t+k} in the clock whose first round is t) and, with PRE = 1, the values
// of that first round, computed a clock ahead (pre_q). In the clock where `load` is high
// the stage takes a block from the stage before it (or from the entry logic, for stage 0)
// instead of its own next values; nxt_* are the values after this clock's rounds, which
// the next stage takes at the end of the wave.
//
// Operation block (PRE):
//   0: the textbook round, FIPS 180-4 section 6.1.2 step 3:
//      T = ROTL5(a) + f_t(b, c, d) + e + K_t + W_t; e = d; d = c; c = ROTL30(b); b = a; a = T.
//   1: the pre-computed round of 000_026659c184445444.txt, Eq. 3: b, c, d, e of round
//      t+1 are copies (or a rotation) of a, b, c, d of round t, so the round before
//      registers e* = e + W + K and g = f(b, c, d) of the next round, and a round is
//      a = ROTL5(a) + e* + g: a three-operand sum instead of five.
//
// Rounds per clock (RPC): 2 chains rounds t and t+1 between the registers. Round t+1's
// b, c, d, e are round t's a, ROTL30(b), c, d, so everything of it but its a is known
// from the registers: its f, K and W (PRE = 1: its e* and g) are formed beside round t,
// and only its ROTL5(a) term waits for round t's sum. The window shifts by two words.
module hc_sha1_stage #(
    parameter STAGE  = 0,  // index of this stage, 0 .. STAGES-1
    parameter STAGES = 1,  // 1 or 4 (hc_sha1_param_check)
    parameter PRE    = 0,  // operation block (above)
    parameter RPC    = 1,  // rounds per clock: 1 or 2 (hc_sha1_param_check)
    parameter CNT_W  = 7   // width of j
) (
    input  wire             clk,
    input  wire             load,       // take in_* (start of a wave)
    input  wire [CNT_W-1:0] j,          // clock of the wave: round t = STAGE*RPS + RPC*j;
                                        // RPC = 2: 0 after load, then +1 a clock
    input  wire [159:0]     in_state,   // a..e, a in the MSBs
    input  wire [511:0]     in_win,     // word k = W_{t+k}
    input  wire [63:0]      in_pre,     // PRE = 1: {e*, g} of the block's first round
    input  wire [31:0]      in_wk,      // PRE = 1, STAGES > 1: W + K of the block's round
                                        // after the first clock's (t + RPC)
    output wire [159:0]     nxt_state,
    output wire [511:0]     nxt_win,
    output wire [63:0]      nxt_pre,
    output wire [31:0]      nxt_wk      // in_wk of the next stage (PRE, STAGES > 1)
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha1_param_check #(.STAGES(STAGES), .PRE(PRE), .RPC(RPC)) u_sha1_param_check ();
    generate
        if (STAGE < 0 || STAGE >= STAGES) begin : g_bad_stage
            hc_error_STAGE_must_be_0_to_STAGES_minus_1 u_error ();
        end
        if (CNT_W < 1 || CNT_W > 7 || (1 << CNT_W) < 80 / STAGES / RPC) begin : g_bad_cnt_w
            hc_error_CNT_W_must_count_the_rounds_of_the_stage u_error ();
        end
    endgenerate

    localparam integer RPS_I    = 80 / STAGES;
    localparam integer T_BASE_I = STAGE * RPS_I;
    localparam [6:0]   T_BASE   = T_BASE_I[6:0];

    reg [159:0] state_q;
    reg [511:0] win_q;
    reg [63:0]  pre_q;
    wire [63:0] own_pre;   // PRE: e* and g of the stage's own next round (below)

    always @(posedge clk) begin
        state_q <= load ? in_state : nxt_state;
        win_q   <= load ? in_win   : nxt_win;
        pre_q   <= load ? in_pre   : own_pre;
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
    // the groups of the clock's round t (grp_now) and of the round after it (grp_next):
    // RPC = 1, the next clock's round in this stage (PRE); RPC = 2, the clock's second
    // round, and grp_after the next clock's first (PRE). grp_cross: the group of the
    // next stage's first round, whose e* and g (PRE) the next stage takes with the block
    wire [1:0] grp_now, grp_next, grp_after, grp_cross;
    generate
        if (STAGES > 1) begin : g_t_stage
            // four stages: the stage's 20 rounds are one group, its index STAGE, so no
            // counter logic is left before the round. The round after the wave's last is
            // the next stage's first, of group STAGE + 1 (the last stage's value unused):
            // its e* and g are formed beside the stage's own (nxt_pre, own_pre below), so
            // `load` (hc_wave_sched's wave_end, whose fan-out is every register of every
            // stage) selects between two sums instead of steering K into one. RPC = 2:
            // the clock's second round is in the stage (20 is even), the next clock's
            // first is the one that crosses.
            localparam [1:0] GRP_STAGE = STAGE;
            localparam [1:0] GRP_AFTER = (STAGE + 1 < STAGES) ? STAGE + 1 : STAGE;
            assign grp_now   = GRP_STAGE;
            assign grp_next  = GRP_STAGE;
            assign grp_after = (RPC == 1) ? 2'd0 : GRP_STAGE;
            assign grp_cross = GRP_AFTER;
            wire unused_t = &{1'b0, j7, T_BASE};
        end else if (RPC == 1) begin : g_t_one
            // one stage: t = j, and after `load` it steps by one each clock
            // (hc_wave_sched), so the groups of the next clock's round and of the one
            // after it are decoded a clock ahead into registers, as with two rounds a
            // clock below: the round's f and K then start from a register, not from the
            // counter through the compares
            reg [1:0] grp_q, grp_next_q;
            always @(posedge clk) begin
                if (load) begin
                    grp_q      <= 2'd0;   // round 0 follows
                    grp_next_q <= 2'd0;   // and round 1
                end else begin
                    grp_q      <= group_of(j7 + 7'd1);
                    grp_next_q <= group_of(j7 + 7'd2);
                end
            end
            assign grp_now   = grp_q;
            assign grp_next  = grp_next_q;
            assign grp_after = 2'd0;
            assign grp_cross = 2'd0;   // no next stage
            wire unused_t = &{1'b0, T_BASE};  // T_BASE = 0 with one stage
        end else begin : g_t_two
            // one stage: j counts pairs, t = 2j, and after `load`
            // it steps by one each clock (hc_wave_sched), so the groups are decoded a
            // clock ahead into registers and no counter logic is left before the round.
            // The group boundaries 20, 40, 60 are even, so t and t+1 share a group; the
            // next clock's t + 2 = 2(j + 1) and its t + 4 are below 20k when j < 10k - 1
            // and j < 10k - 2.
            reg [1:0] grp_q, grp_after_q;
            always @(posedge clk) begin
                if (load) begin
                    grp_q       <= 2'd0;
                    grp_after_q <= 2'd0;
                end else begin
                    grp_q       <= (j7 < 7'd9) ? 2'd0 : (j7 < 7'd19) ? 2'd1 :
                                   (j7 < 7'd29) ? 2'd2 : 2'd3;
                    grp_after_q <= (j7 < 7'd8) ? 2'd0 : (j7 < 7'd18) ? 2'd1 :
                                   (j7 < 7'd28) ? 2'd2 : 2'd3;
                end
            end
            assign grp_now   = grp_q;
            assign grp_next  = grp_q;
            assign grp_after = grp_after_q;
            assign grp_cross = 2'd0;   // no next stage
            wire unused_t = &{1'b0, T_BASE};  // T_BASE = 0 with one stage
        end
    endgenerate

    wire [31:0] a = state_q[159:128];
    wire [31:0] b = state_q[127:96];
    wire [31:0] c = state_q[95:64];
    wire [31:0] d = state_q[63:32];
    wire [31:0] e = state_q[31:0];

    wire [31:0] f_now, K_now, f_next, K_next;
    hc_sha1_functions u_now (
        .group(grp_now),
        .b    (b),
        .c    (c),
        .d    (d),
        .f    (f_now),
        .K    (K_now)
    );
    // the next round's function, of its b, c, d: a, ROTL30(b), c of this one
    hc_sha1_functions u_next (
        .group(grp_next),
        .b    (a),
        .c    ({b[1:0], b[31:2]}),
        .d    (c),
        .f    (f_next),
        .K    (K_next)
    );

    // procedural, not continuous assigns: Icarus evaluates one block per change
    reg [159:0] r_state;
    reg [511:0] r_win;
    assign nxt_state = r_state;
    assign nxt_win   = r_win;
    // PRE: e, W, K and f of the next clock's first round, and that round's b, c, d
    wire [31:0] p_e, p_w, p_K, p_f, p_b, p_c, p_d;

    generate
        if (RPC == 1) begin : g_one
            reg [31:0] w_new, a_next;
            always @(*) begin
                // FIPS 180-4 section 6.1.2 step 1:
                // W_t = ROTL1(W_{t-3} ^ W_{t-8} ^ W_{t-14} ^ W_{t-16})
                w_new = win_q[32*13 +: 32] ^ win_q[32*8 +: 32] ^ win_q[32*2 +: 32] ^ win_q[31:0];
                r_win = {w_new[30:0], w_new[31], win_q[511:32]};
                if (PRE == 0)
                    // FIPS 180-4 section 6.1.2 step 3
                    a_next = {a[26:0], a[31:27]} + f_now + e + K_now + win_q[31:0];
                else
                    // 000_026659c184445444.txt, Eq. 3: a = ROTL5(a) + e* + g
                    a_next = {a[26:0], a[31:27]} + pre_q[63:32] + pre_q[31:0];
                r_state = {a_next, a, b[1:0], b[31:2], c, d};
            end
            // the next round's: its e is this round's d, its W word 1 of the window
            assign p_e = d;
            assign p_b = a;
            assign p_c = {b[1:0], b[31:2]};
            assign p_d = c;
            assign p_w = win_q[63:32];
            assign p_K = K_next;
            assign p_f = f_next;
        end else begin : g_two
            // round t+2's function (PRE): its b, c, d are round t's sum a1, ROTL30(a),
            // ROTL30(b)
            reg  [31:0] a1;
            wire [31:0] f_after, K_after;
            hc_sha1_functions u_after (
                .group(grp_after),
                .b    (p_b),
                .c    (p_c),
                .d    (p_d),
                .f    (f_after),
                .K    (K_after)
            );
            reg [31:0] w_16, w_17, a2;
            always @(*) begin
                // FIPS 180-4 section 6.1.2 step 1, for W_{t+16} and W_{t+17}
                w_16  = win_q[32*13 +: 32] ^ win_q[32*8 +: 32] ^ win_q[32*2 +: 32] ^ win_q[31:0];
                w_17  = win_q[32*14 +: 32] ^ win_q[32*9 +: 32] ^ win_q[32*3 +: 32] ^ win_q[63:32];
                r_win = {w_17[30:0], w_17[31], w_16[30:0], w_16[31], win_q[511:64]};
                if (PRE == 0) begin
                    // FIPS 180-4 section 6.1.2 step 3, rounds t and t+1 (whose e is d)
                    a1 = {a[26:0], a[31:27]} + f_now + e + K_now + win_q[31:0];
                    a2 = {a1[26:0], a1[31:27]} + (f_next + d + K_next + win_q[63:32]);
                end else begin
                    // 000_026659c184445444.txt, Eq. 3: a = ROTL5(a) + e* + g, round t from
                    // pre_q, round t+1's e* = d + W_{t+1} + K and g from the registers
                    a1 = {a[26:0], a[31:27]} + pre_q[63:32] + pre_q[31:0];
                    a2 = {a1[26:0], a1[31:27]} + ((d + win_q[63:32] + K_next) + f_next);
                end
                r_state = {a2, a1, a[1:0], a[31:2], b[1:0], b[31:2], c};
            end
            // round t+2's: its e is round t's c, its W word 2 of the window
            assign p_e = c;
            assign p_b = a1;
            assign p_c = {a[1:0], a[31:2]};
            assign p_d = {b[1:0], b[31:2]};
            assign p_w = win_q[95:64];
            assign p_K = K_after;
            assign p_f = f_after;
        end
    endgenerate

    // PRE: the next clock's first round's e* = e + W + K and g = f(b, c, d),
    // 000_026659c184445444.txt, Eq. 3: own_pre for this stage's next round, nxt_pre for
    // the next stage's first (the same round, in the group of the next stage: taken
    // with the block at `load`, the only clock where that round is the next stage's)
    generate
        if (STAGES > 1 && PRE != 0) begin : g_cross
            wire [31:0] f_cross, K_cross;
            hc_sha1_functions u_cross (
                .group(grp_cross),
                .b    (p_b),
                .c    (p_c),
                .d    (p_d),
                .f    (f_cross),
                .K    (K_cross)
            );
            // W + K of the next clock's first round, a clock ahead (wk_q, and wkc_q in the
            // next stage's group), so e* = e + (W + K) is one carry chain from registers:
            // the next clock's W is the window's word 2 * RPC now (the window shifts by RPC
            // words a clock). At `load` the block's own comes from the stage before it
            // (in_wk); the crossing value is only read at the wave's last clock, never the
            // one after a load (a wave is RPS / RPC >= 10 clocks).
            wire [31:0] w_ahead    = win_q[32*(2*RPC) +: 32];
            wire [31:0] wk_own_d   = w_ahead + p_K;
            wire [31:0] wk_cross_d = w_ahead + K_cross;
            reg  [31:0] wk_q, wkc_q;
            always @(posedge clk) begin
                wk_q  <= load ? in_wk : wk_own_d;
                wkc_q <= wk_cross_d;
            end
            assign own_pre = {p_e + wk_q, p_f};
            assign nxt_pre = {p_e + wkc_q, f_cross};
            assign nxt_wk  = wk_cross_d;
        end else begin : g_no_cross
            assign own_pre = (PRE == 0) ? 64'd0 : {p_e + p_w + p_K, p_f};
            assign nxt_pre = own_pre;
            assign nxt_wk  = 32'd0;
            wire unused_cross = &{1'b0, grp_cross, in_wk};
        end
    endgenerate

    wire unused_stage = &{1'b0, grp_after, f_now, K_now, pre_q, e, p_e, p_w, p_K, p_f,
                          p_b, p_c, p_d};
endmodule
`default_nettype wire
