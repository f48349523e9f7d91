`default_nettype none
// The RIPEMD datapath of one stage: both lines' words, the message block and one step of
// each line per clock (hc_ripemd_step, the left and the right line side by side). A
// single-message core has one stage running all 16 * WORDS steps (FIRST = 0, SPAN = 16 *
// WORDS); a pipeline of S stages has S, stage n running steps FIRST = SPAN * n ..
// FIRST + SPAN - 1, SPAN = 16 * WORDS / S, on its own message (000_026659c184445444.txt,
// Fig. 1: one message per stage). A stage of exactly one round (ONE_ROUND) has fixed
// functions and constants: without PRECOMPUTE the round bits of its step index are
// constants, with it the registered function and K give way to constants. Step FIRST + cnt runs in a clock with run; load takes in_state and
// in_block (the next clock runs step FIRST) and wins over run.
//
// STEPS_PER_CLOCK = 2 chains steps j and j + 1 of each line between the registers (cnt
// then counts clocks: step FIRST + 2 * cnt and the one after). Step j + 1's A, C and D are
// words step j only moves (E, B and rol_10(C); with 4 words D, B and C), registers at the
// clock's start, so everything of it but its B (step j's T) is formed beside step j: its
// selections and A + X + K are registered a clock ahead as step j's are, and with
// PRECOMPUTE = 2 its f's halves come from those registers in its clock. A round's 16
// steps are 8 pairs, so the word exchange stays at a clock's end.
//
// DOUBLE = 1 (RIPEMD-256, -320): after the last step of each round one word changes
// lines (256: A, B, C, D after rounds 1..4; 320: B, D, A, C, E after rounds 1..5; the
// RIPEMD pages), here in state_next.
//
// PRECOMPUTE = 0: the step's selections are looked up from the step index in its clock
//   (hc_ripemd_select), X[r(j)] a 16:1 multiplexer of the block register: the step's
//   path starts at the counter.
// PRECOMPUTE = 1 (000_026659c184445444.txt, "Pre-computation", applied to RIPEMD as the
//   paper says it applies): everything the step selects is registered ahead, so its
//   path starts at registers and is f, one addition, the rotation and + E:
//     pre_q    A + X[r(j)] + K(j) of this clock's step (A of the next step is E, or D
//              with 4 words, of this one, or the word the exchange brings: a register),
//     fn_q, amount_q   its function and rotation,
//     xk_q     X[r(j+1)] + K(j+1), the next step's,
//     word_q, k_q      r(j+2) and K(j+2), the step after that's, looked up from the
//              counter, so the 16:1 multiplexer sits between registers.
//   A load fills them from in_state and in_block, whose word indices there are
//   constants, so the first step needs no extra clock. With two steps per clock each
//   register is there per step of the pair, and the look-ahead is a pair: X + K of the
//   next clock's steps, r and K of the steps two clocks on.
// PRECOMPUTE = 2: as 1, and the step's f as its two halves, registered a step ahead
//   (halves_q, hc_ripemd_step): its path is then one look-up of B, one addition, the
//   rotation and + E whichever the function.
module hc_ripemd_stage #(
    parameter WORDS      = 5,   // words per line: 4 or 5
    parameter DOUBLE     = 0,   // 1: the word exchange after each round (256, 320)
    parameter FIRST      = 0,   // first step of the stage
    parameter SPAN       = 80,  // steps of the stage
    parameter CNT_W      = 7,   // width of cnt
    parameter PRECOMPUTE = 0,   // 1: the step's selections and A + X + K a step ahead; 2: and f's halves
    parameter STEPS_PER_CLOCK = 1  // 1 or 2 steps of each line per clock
) (
    input  wire                  clk,
    input  wire                  load,        // take in_state, in_block
    input  wire                  run,         // this clock runs steps FIRST + STEPS_PER_CLOCK * cnt ..
    input  wire [CNT_W-1:0]      cnt,
    input  wire [64*WORDS-1:0]   in_state,    // {right line, left line}, A lowest
    input  wire [511:0]          in_block,    // X[k] in [32k +: 32]
    output wire [64*WORDS-1:0]   state_q,     // {right, left} registered
    output wire [64*WORDS-1:0]   state_next,  // {right, left} after this clock's steps
    output wire [511:0]          block_q
);
    hc_ripemd_param_check #(.WORDS(WORDS), .PRECOMPUTE(PRECOMPUTE),
                            .STEPS_PER_CLOCK(STEPS_PER_CLOCK)) u_param_check ();
    localparam SPC = STEPS_PER_CLOCK;
    // two steps per clock, 5 words, no exchange, the whole block in this stage (the
    // one-stage core, which reads no state_next): the second step's T, the B word at the
    // end of the longest path, carries the load itself (hc_ripemd_step, load_t), so no
    // load multiplexer follows its + E adder. In a pipeline state_next feeds the next
    // stage in the load's clock, and RIPEMD-320's exchange can move B after that adder:
    // both keep the multiplexer.
    localparam FOLD_LOAD = (SPC == 2 && WORDS == 5 && DOUBLE == 0 && FIRST == 0
                            && SPAN == 16 * WORDS) ? 1 : 0;
    generate
        if (DOUBLE != 0 && DOUBLE != 1) begin : g_bad_double
            hc_error_DOUBLE_must_be_0_or_1 u_error ();
        end
        if (SPAN < 3 || FIRST < 0 || FIRST + SPAN > 16 * WORDS || SPAN % SPC != 0
            || FIRST % SPC != 0) begin : g_bad_span
            hc_error_SPAN_must_be_at_least_3_FIRST_plus_SPAN_at_most_16_WORDS_both_multiples_of_STEPS_PER_CLOCK u_error ();
        end
        if (CNT_W < 1 || CNT_W > 7 || (1 << CNT_W) < SPAN / SPC) begin : g_bad_cnt_w
            hc_error_CNT_W_must_count_the_stage_clocks_in_at_most_7_bits u_error ();
        end
    endgenerate

    localparam LINE_W = 32 * WORDS;
    // the stage runs exactly one round (16 steps from a round's first): its function and
    // K do not change
    localparam ONE_ROUND = (SPAN == 16 && FIRST % 16 == 0) ? 1 : 0;
    localparam integer FIRST_I = FIRST;
    localparam [6:0]   FIRST_STEP = FIRST_I[6:0];

    reg [LINE_W-1:0] left_q, right_q;
    reg [511:0]      blk_q;
    assign state_q = {right_q, left_q};
    assign block_q = blk_q;

    // index of this clock's (first) step: j = FIRST + SPC * cnt
    wire [6:0] cnt7, offset, step;
    generate
        if (CNT_W == 7) begin : g_cnt7
            assign cnt7 = cnt;
        end else begin : g_cnt_short
            assign cnt7 = {{(7 - CNT_W){1'b0}}, cnt};
        end
        if (SPC == 2) begin : g_pairs
            assign offset = {cnt7[5:0], 1'b0};
            wire unused_cnt = cnt7[6];
        end else begin : g_single
            assign offset = cnt7;
        end
        if (ONE_ROUND == 1) begin : g_cnt_round
            // the round in the top bits, no adder: the look-ups' round is a constant
            assign step = {FIRST_STEP[6:4], offset[3:0]};
            wire unused_offset = &{1'b0, offset[6:4]};
        end else begin : g_cnt_add
            assign step = FIRST_STEP + offset;
        end
    endgenerate
    // the last step of the clock (the pair's is odd)
    wire [6:0] last_step = (SPC == 2) ? {step[6:1], 1'b1} : step;

    // ------------------------------------------------ the steps of both lines
    // both lines after the clock's last step (g_line[ln].g_step[s].line_after: each step's
    // own net, not parts of one vector that every step drives, which Icarus re-evaluates
    // whole at each part's change: RIPEMD simulated 2 to 7 times slower there)
    wire [LINE_W-1:0] left_next  = g_line[0].g_step[SPC-1].line_after;
    wire [LINE_W-1:0] right_next = g_line[1].g_step[SPC-1].line_after;
    reg  [LINE_W-1:0] left_d, right_d;  // after the word exchange

    // the double-width variants' word exchange after the last step of each round
    reg [2:0] swap_word;
    always @(*) begin
        left_d  = left_next;
        right_d = right_next;
        if (WORDS == 4)
            swap_word = last_step[6:4];              // RIPEMD-256: A, B, C, D
        else
            case (last_step[6:4])
                3'd0:    swap_word = 3'd1;           // RIPEMD-320: B,
                3'd1:    swap_word = 3'd3;           // D,
                3'd2:    swap_word = 3'd0;           // A,
                3'd3:    swap_word = 3'd2;           // C,
                default: swap_word = 3'd4;           // E
            endcase
        if (DOUBLE == 1 && last_step[3:0] == 4'hf) begin
            left_d[32*swap_word +: 32]  = right_next[32*swap_word +: 32];
            right_d[32*swap_word +: 32] = left_next[32*swap_word +: 32];
        end
    end
    assign state_next = {right_d, left_d};

    always @(posedge clk) begin
        if (load) begin
            left_q  <= in_state[LINE_W-1:0];
            right_q <= in_state[2*LINE_W-1:LINE_W];
            blk_q   <= in_block;
        end else if (run) begin
            left_q  <= left_d;
            right_q <= right_d;
        end
        // FOLD_LOAD: B takes the second step's T in a load too (it is the loaded B then)
        if (FOLD_LOAD == 1 && (load || run)) begin
            left_q[63:32]  <= left_next[63:32];
            right_q[63:32] <= right_next[63:32];
        end
    end


    // ------------------------------------------------ each step of each line
    // PRECOMPUTE = 2: {f where B = 1, f where B = 0} of function fn on C and D, bit by
    // bit (FSE 1996 Appendix A's f1 .. f5 split on B: hc_ripemd_step)
    function [63:0] halves(input [2:0] fn, input [31:0] c, input [31:0] d);
        case (fn)
            3'd0:    halves = {~(c ^ d), c ^ d};  // f1 = B ^ C ^ D
            3'd1:    halves = {c, d};             // f2 = (B & C) | (~B & D)
            3'd2:    halves = {~d, ~c ^ d};       // f3 = (B | ~C) ^ D
            3'd3:    halves = {c | d, c & ~d};    // f4 = (B & D) | (C & ~D)
            default: halves = {~c & d, c | ~d};   // f5 = B ^ (C | ~D)
        endcase
    endfunction

    // look-ahead distances (PRECOMPUTE != 0): the next clock's steps, and two clocks on
    localparam integer NEXT_I = SPC, LOAD2_I = 2 * SPC, AHEAD_I = 3 * SPC;
    localparam [6:0] NEXT = NEXT_I[6:0], LOAD1 = NEXT_I[6:0], LOAD2 = LOAD2_I[6:0];
    localparam [6:0] AHEAD = AHEAD_I[6:0];

    genvar ln, s, o;
    generate
        for (ln = 0; ln < 2; ln = ln + 1) begin : g_line
            for (s = 0; s < SPC; s = s + 1) begin : g_step
                localparam integer S_I = s;
                localparam [6:0] S7 = S_I[6:0];
                // the word this step finds its A in at the clock's start: A for the
                // first, then the word each step before it moved to A (E, or D with 4
                // words)
                localparam integer A_WORD = (WORDS - s) % WORDS;
                wire [2:0]  fn_index;
                wire [63:0] fn_halves;
                wire [3:0]  amount;
                wire [31:0] addend;
                // the line before this step (the register for the clock's first) and
                // after it
                wire [LINE_W-1:0] line_before, line_after;
                if (s == 0) begin : g_from_register
                    assign line_before = (ln == 0) ? left_q : right_q;
                end else begin : g_from_step
                    assign line_before = g_step[s-1].line_after;
                end
                // FOLD_LOAD: the pair's second step's T is the loaded B in a load
                hc_ripemd_step #(.WORDS(WORDS), .PRECOMPUTE(PRECOMPUTE)) u_step (
                    .fn_index(fn_index), .fn_halves(fn_halves), .amount(amount),
                    .addend(addend), .load_t(FOLD_LOAD == 1 && s == SPC - 1 && load),
                    .load_word(in_state[LINE_W*ln + 32 +: 32]),
                    .state(line_before), .state_next(line_after));

                if (PRECOMPUTE == 0) begin : g_direct
                    wire [3:0]  word;
                    wire [31:0] k;
                    // step + s: step is a multiple of SPC, so an OR, no adder
                    hc_ripemd_select #(.WORDS(WORDS), .RIGHT(ln)) u_select (
                        .step(step | S7), .word(word), .amount(amount),
                        .fn_index(fn_index), .k(k));
                    assign addend    = blk_q[32*word +: 32] + k;
                    assign fn_halves = 64'd0;
                end else begin : g_pre
                    // look-ups: [0 .. 2] steps FIRST, FIRST + SPC, FIRST + 2 SPC (constants:
                    // what a load fills), [3] step j + SPC (function, rotation of the next
                    // clock's step), [4] step j + 3 SPC (word, K of the step two clocks
                    // on); each + s, this step's place in the clock
                    wire [7*5-1:0]  at_step = {step + AHEAD + S7, step + NEXT + S7,
                                               FIRST_STEP + LOAD2 + S7,
                                               FIRST_STEP + LOAD1 + S7, FIRST_STEP + S7};
                    wire [4*5-1:0]  word_at, amount_at;
                    wire [3*5-1:0]  fn_at;
                    wire [32*5-1:0] k_at;
                    for (o = 0; o < 5; o = o + 1) begin : g_look
                        hc_ripemd_select #(.WORDS(WORDS), .RIGHT(ln)) u_select (
                            .step(at_step[7*o +: 7]), .word(word_at[4*o +: 4]),
                            .amount(amount_at[4*o +: 4]), .fn_index(fn_at[3*o +: 3]),
                            .k(k_at[32*o +: 32]));
                    end
                    wire [3:0]  word0 = word_at[3:0], word1 = word_at[7:4], word2 = word_at[11:8];
                    wire [3:0]  amount0 = amount_at[3:0], next_amount = amount_at[15:12];
                    wire [3:0]  ahead_word = word_at[19:16];
                    wire [2:0]  fn0 = fn_at[2:0], next_fn = fn_at[11:9];
                    wire [31:0] k0 = k_at[31:0], k1 = k_at[63:32], k2 = k_at[95:64];
                    wire [31:0] ahead_k = k_at[159:128];
                    // what no register takes (synthesis drops the tables behind it)
                    wire unused_look = &{1'b0, word_at[15:12], amount_at[19:16], amount_at[11:4],
                                         fn_at[14:12], fn_at[8:3], k_at[127:96]};

                    reg  [31:0] pre_q, xk_q, k_q;
                    reg  [3:0]  word_q, amount_q;
                    reg  [2:0]  fn_q;
                    // one round per stage: the function and K are the round's, constants
                    // (the look-ups at FIRST + s, in the round of FIRST), so synthesis
                    // drops the function multiplexer and the K registers; the looked-up
                    // values past the round's last step (the step ahead of it, never run
                    // here) would be the next round's
                    wire [2:0]  fn_now = (ONE_ROUND == 1) ? fn0 : fn_q;
                    wire [31:0] k_now  = (ONE_ROUND == 1) ? k0 : k_q;
                    // A of the loaded state, and of the next clock's step (after the
                    // exchange)
                    wire [31:0] a_in   = in_state[LINE_W*ln + 32*A_WORD +: 32];
                    wire [31:0] a_next = (ln == 0) ? left_d[32*A_WORD +: 32]
                                                   : right_d[32*A_WORD +: 32];
                    always @(posedge clk) begin
                        if (load) begin
                            pre_q    <= a_in + in_block[32*word0 +: 32] + k0;
                            fn_q     <= fn0;
                            amount_q <= amount0;
                            xk_q     <= in_block[32*word1 +: 32] + k1;
                            word_q   <= word2;
                            k_q      <= k2;
                        end else if (run) begin
                            pre_q    <= a_next + xk_q;
                            fn_q     <= next_fn;
                            amount_q <= next_amount;
                            xk_q     <= blk_q[32*word_q +: 32] + k_now;
                            word_q   <= ahead_word;
                            k_q      <= ahead_k;
                        end
                    end
                    assign addend   = pre_q;
                    assign fn_index = fn_now;
                    assign amount   = amount_q;

                    if (PRECOMPUTE == 2 && s == 0) begin : g_halves_ahead
                        // the halves of the next clock's first step's f from its C and D,
                        // which this clock only moves (or the exchange brings)
                        wire [63:0] next_cd = (ln == 0) ? left_d[127:64] : right_d[127:64];
                        reg  [63:0] halves_q;
                        always @(posedge clk) begin
                            if (load)
                                halves_q <= halves(fn0, in_state[LINE_W*ln + 64 +: 32],
                                                   in_state[LINE_W*ln + 96 +: 32]);
                            else if (run)
                                halves_q <= halves(ONE_ROUND == 1 ? fn0 : next_fn,
                                                   next_cd[31:0], next_cd[63:32]);
                        end
                        assign fn_halves = halves_q;
                    end else if (PRECOMPUTE == 2) begin : g_halves_in_clock
                        // a later step of the clock: its C and D are the step before's B
                        // and rol_10(C) (B and C with 4 words), registers at the clock's
                        // start, so the halves are formed in its clock (the next clock's
                        // would need the T the clock ends with)
                        wire [63:0] cd = line_before[127:64];
                        assign fn_halves = halves(fn_now, cd[31:0], cd[63:32]);
                    end else begin : g_no_halves
                        assign fn_halves = 64'd0;
                    end
                end
            end
        end
    endgenerate
endmodule
`default_nettype wire
