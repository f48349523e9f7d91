`default_nettype none
// The MD5 datapath of one stage: the state A..D, the message block, and STEPS steps per
// clock (hc_md5_step). A single-message core has one stage running all 64 steps
// (ROUND = 4); a four-stage pipeline has four, stage r running the 16 steps of round r
// (ROUND = r), each on its own message (000_026659c184445444.txt, Fig. 1: one message
// per stage).
//
// Step i of RFC 1321 section 3.4, in the order of 001_686471d651669b5d.txt, Fig. 1 (B):
//   (A, B, C, D) <- (D, B + ((A + g(B, C, D) + X[k] + T[i]) <<< s), B, C)
// Step j of a clock (j = 0 .. STEPS-1) runs step i = FIRST + STEPS * cnt + j.
//
// Everything a step selects is chosen ahead and registered, so the steps' paths start at
// registers holding the selected values, never at a counter:
//   * X[k] + T[i] of each step is a register, added a clock ahead (PRE = 0) or two (PRE
//     = 1) from a word index and a constant that are themselves registered a clock
//     before that (k_q, t_q, read from the fetch counter fc_q): the 16:1 word multiplexer
//     sits between registers, beside the steps, as in hc_sha256_core's K and W.
//   * the round (function and, with i mod 4, rotation) of the clock is a register
//     (round_q, pos_q), loaded from the next counter value.
//   PRE = 0 (the textbook step, 001 Fig. 3): a step is A + (X + T) beside the function,
//     then + g, the rotation, + B.
//   PRE = 1 (000, applied to MD5): the first step's A + X[k] + T[i] whole is registered
//     (A of the next clock's first step is known a clock ahead: the D of a one-step
//     clock, the C of a two-step clock, an earlier step's result in a longer one); the
//     first step is then g + P, the rotation, + B: two carry chains.
// At a load (the clock before a block's first clock) these registers take the first
// clocks' values straight from in_block, whose word indices there are constants, so a
// block follows the previous one without a gap. XT_LOADED = 1 (ROUND = 0, a pipeline's
// first stage): those values come from the caller instead (in_xt), which adds them a
// clock before the load from the block it grants and registers them, so the entry's
// block multiplexer does not sit in front of the load's adders.
// SPECIAL = 1 (ROUND = 4 only; 001 Fig. 5, v3): four chains of STEPS steps side by side,
//   chain r with round r's function and rotations fixed (RF1..RF4), and the round's chain
//   selected at the end, instead of a function and a rotation multiplexer in every step.
// CHAIN = 1 (one stage running all 64 steps): h is zero but in a block's last clock, where
//   it is the chaining value and the result is H + state (RFC 1321 section 3.4, "A = A + AA"),
//   the next block's starting state, so no clock is spent on the chaining addition. Of
//   the final words only B comes out of the last step; A, C and D are results of earlier
//   steps (or registers), so their additions sit beside the rest of the clock. B's is
//   folded into the last step's final adder: (B + H_B) + rotation, where B + H_B is ready
//   long before the rotation. Only the round-4 chain gets these adders.
module hc_md5_stage #(
    parameter STEPS   = 1,  // steps per clock: 1, 2, 4, 8
    parameter ROUND   = 4,  // 0..3: the stage runs round ROUND only; 4: all 64 steps
    parameter SPECIAL = 0,  // ROUND = 4: four fixed-function chains, one selected
    parameter PRE     = 0,  // 1: A + X + T of the first step registered a clock ahead
    parameter CNT_W   = 6,  // width of cnt: clocks per block run (L) = 2^CNT_W
    parameter CHAIN   = 0,  // 1: the chaining addition in a block's last clock (h)
    parameter XT_LOADED = 0 // 1 (ROUND = 0): a loaded block's first X + T from in_xt
) (
    input  wire             clk,
    input  wire             load,        // take in_block (next clock: its first steps)
    input  wire             take_state,  // take in_state (else state_next if run)
    input  wire             run,         // this clock runs steps: state <- state_next
    input  wire [CNT_W-1:0] cnt,         // clock of the run, 0 .. L-1
    input  wire [127:0]     h,           // CHAIN = 1: {A, B, C, D} to add: zero but in a
                                         // block's last clock (a register, no gating here)
    input  wire [127:0]     in_state,    // {A, B, C, D}
    input  wire [511:0]     in_block,    // X[k] in [32k +: 32]
    // XT_LOADED = 1: X + T of the loaded block's steps 0 .. 2*STEPS-1 (a register of the
    // caller), step n in [32n +: 32]; round 1 reads X[n] in step n
    input  wire [64*STEPS-1:0] in_xt,
    output wire [127:0]     state_q,     // {A, B, C, D} registered
    output wire [127:0]     state_next,  // {A, B, C, D} after this clock's steps
    output wire [511:0]     block_q      // X[k] in [32k +: 32]
);
    localparam FIRST  = (ROUND < 4) ? 16 * ROUND : 0;  // first step of the stage
    localparam NCHAIN = (ROUND == 4 && SPECIAL == 1) ? 4 : 1;
    localparam SPAN   = (ROUND < 4) ? 16 : 64;         // steps of the stage
    localparam AHEAD  = 1 + PRE;  // clocks between the fetch registers and their use

    generate
        if (ROUND < 0 || ROUND > 4) begin : g_bad_round
            hc_error_ROUND_must_be_0_to_4 u_error ();
        end
        if (SPECIAL == 1 && ROUND != 4) begin : g_bad_special
            hc_error_SPECIAL_needs_ROUND_4 u_error ();
        end
        if (CNT_W < 1 || STEPS * (1 << CNT_W) != SPAN) begin : g_bad_cnt_w
            hc_error_CNT_W_must_give_STEPS_times_clocks_equal_to_the_steps_of_the_stage u_error ();
        end
        if (CHAIN != 0 && (CHAIN != 1 || ROUND != 4)) begin : g_bad_chain
            hc_error_CHAIN_must_be_0_or_1_with_ROUND_4 u_error ();
        end
        if (XT_LOADED != 0 && (XT_LOADED != 1 || ROUND != 0)) begin : g_bad_xt_loaded
            hc_error_XT_LOADED_must_be_0_or_1_with_ROUND_0 u_error ();
        end
        // the fetch registers describe the clock AHEAD clocks on: it must be in the block
        if (CNT_W >= 1 && (1 << CNT_W) <= AHEAD) begin : g_bad_ahead
            hc_error_STEPS_leaves_too_few_clocks_per_stage_for_PRE u_error ();
        end
    endgenerate
    hc_md5_param_check #(.STEPS(STEPS), .SPECIAL(SPECIAL), .PRE(PRE)) u_md5_param_check ();

    // step index of step jj of the clock with counter value cn
    localparam integer LOG_STEPS = $clog2(STEPS);
    localparam integer FIRST_I   = FIRST;
    function [5:0] step_index(input [CNT_W-1:0] cn, input [5:0] jj);
        reg [5:0] cn6;
        begin
            cn6            = 6'd0;
            cn6[CNT_W-1:0] = cn;
            step_index     = FIRST_I[5:0] + (cn6 << LOG_STEPS) + jj;
        end
    endfunction

    localparam integer     AHEAD_I  = AHEAD;
    localparam [CNT_W-1:0] FC_START = AHEAD_I[CNT_W-1:0];

    reg [127:0] st_q;
    reg [511:0] blk_q;
    assign state_q = st_q;
    assign block_q = blk_q;

    wire step_clk = load | run;  // the registers ahead move on

    // ------------------------------------------------ fetch: X + T, AHEAD clocks on
    reg  [CNT_W-1:0]   fc_q;     // the clock k_q and t_q belong to
    reg  [4*STEPS-1:0] k_q;      // word index of each of its steps
    wire [32*STEPS-1:0] t_q;     // T[i] of each of its steps (registered in hc_md5_t)
    reg  [1:0]         round_q;  // round of this clock
    reg  [2*STEPS-1:0] pos_q;    // i mod 4 of each step of this clock
    wire [CNT_W-1:0]   fc_next  = load ? FC_START : fc_q + 1'b1;
    wire [CNT_W-1:0]   cnt_next = load ? {CNT_W{1'b0}} : cnt + 1'b1;
    wire [5:0]         i_next   = step_index(cnt_next, 6'd0);

    wire [32*STEPS-1:0] fetched;     // X + T of the clock AHEAD clocks on
    wire [64*STEPS-1:0] xt_load;     // X + T of a loaded block's clocks 0 and 1
    wire [32*STEPS-1:0] xt_load0 = xt_load[0 +: 32*STEPS];
    wire [32*STEPS-1:0] xt_load1 = xt_load[32*STEPS +: 32*STEPS];
    wire [4*STEPS-1:0]  k_fetch;
    wire [2*STEPS-1:0]  pos_next;
    genvar j, ch;
    generate
        if (XT_LOADED == 1) begin : g_xt_in
            assign xt_load = in_xt;
        end else begin : g_xt_here
            hc_md5_load_xt #(.STEPS(STEPS), .FIRST(FIRST)) u_load_xt (
                .block(in_block),
                .xt   (xt_load)
            );
        end
        for (j = 0; j < STEPS; j = j + 1) begin : g_fetch
            wire [5:0] i_f = step_index(fc_next, j[5:0]);
            hc_md5_word_index u_k (.i(i_f), .k(k_fetch[4*j +: 4]));
            // T of the fetch clock: the ROM's read register is t_q (block RAM)
            hc_md5_t #(.SYNC(1)) u_t_fetch (.clk(clk), .en(step_clk), .i(i_f), .T_i(t_q[32*j +: 32]));
            assign fetched[32*j +: 32]  = blk_q[32*k_q[4*j +: 4] +: 32] + t_q[32*j +: 32];
            assign pos_next[2*j +: 2] = i_next[1:0] + j[1:0];
        end
    endgenerate

    always @(posedge clk) begin
        if (step_clk) begin
            fc_q    <= fc_next;
            k_q     <= k_fetch;
            round_q <= i_next[5:4];
            pos_q   <= pos_next;
        end
    end

    // A + X + T inputs of the steps (generate branches below)
    wire [32*STEPS-1:0] xt_cur;  // X + T of each step of this clock (PRE: step 0 unused)
    wire [31:0]         p_cur;   // PRE = 1: A + X + T of step 0

    // the chaining value added in a block's last clock (CHAIN = 1), else zero
    wire [127:0] h_add = (CHAIN == 1) ? h : 128'd0;

    wire [128*NCHAIN-1:0] chain_out;
    generate
        for (ch = 0; ch < NCHAIN; ch = ch + 1) begin : g_chain
            for (j = 0; j < STEPS; j = j + 1) begin : g_step
                // the state before this step of the clock (the register for the first)
                // and after it: each step's own nets, not parts of one vector that every
                // step drives, which Icarus re-evaluates whole at each part's change
                wire [127:0] s_in, s_out;
                if (j == 0) begin : g_from_register
                    assign s_in = st_q;
                end else begin : g_from_step
                    assign s_in = g_step[j-1].s_out;
                end
                wire [31:0] a = s_in[127:96];
                wire [31:0] b = s_in[95:64];
                wire [31:0] c = s_in[63:32];
                wire [31:0] d = s_in[31:0];
                wire [31:0] axt;
                wire [31:0] b_new;
                wire [31:0] b_add;  // the final adder's B: B + H_B in a last step
                if (CHAIN == 1 && j == STEPS - 1 && (NCHAIN == 1 || ch == 3)) begin : g_last
                    assign b_add = b + h_add[95:64];
                end else begin : g_plain
                    assign b_add = b;
                end
                if (PRE == 1 && j == 0) begin : g_pre_first
                    assign axt = p_cur;  // A is in it
                    wire unused_a = &{1'b0, a};
                end else begin : g_add_a
                    assign axt = a + xt_cur[32*j +: 32];
                end
                hc_md5_step #(
                    .ROUND((ROUND < 4) ? ROUND : ((NCHAIN == 4) ? ch : 4)),
                    .POS  ((STEPS >= 4) ? (j % 4) : 4)
                ) u_step (
                    .round (round_q),
                    .pos   (pos_q[2*j +: 2]),
                    .b     (b),
                    .c     (c),
                    .d     (d),
                    .axt   (axt),
                    .b_add (b_add),
                    .b_next(b_new)
                );
                assign s_out = {d, b_new, b, c};
            end
            assign chain_out[128*ch +: 128] = g_step[STEPS-1].s_out;
        end
        wire [127:0] chosen;
        if (NCHAIN == 4) begin : g_select
            // the chain of this clock's round (001 Fig. 5: RF1 four times, then RF2, ...)
            assign chosen = chain_out[128*round_q +: 128];
        end else begin : g_single
            assign chosen = chain_out;
        end
        if (CHAIN == 1) begin : g_chain_add
            // A, C, D of the last clock + H (B's addition is in the last step)
            assign state_next = {chosen[127:96] + h_add[127:96], chosen[95:64],
                                 chosen[63:32] + h_add[63:32], chosen[31:0] + h_add[31:0]};
        end else begin : g_no_chain_add
            assign state_next = chosen;
            wire unused_h = &{1'b0, h_add};
        end
    endgenerate

    always @(posedge clk) begin
        if (load)
            blk_q <= in_block;
        if (take_state)
            st_q <= in_state;
        else if (run)
            st_q <= state_next;
    end

    generate
        if (PRE == 0) begin : g_reg_textbook
            reg [32*STEPS-1:0] xt_q;  // X + T of this clock's steps
            always @(posedge clk) begin
                if (step_clk)
                    xt_q <= load ? xt_load0 : fetched;
            end
            assign xt_cur = xt_q;
            assign p_cur  = 32'd0;
            wire unused_pre = &{1'b0, p_cur, xt_load1};
        end else begin : g_reg_pre
            reg [32*STEPS-1:0] xt_q;   // X + T of this clock's steps (step 0's is in p_q)
            reg [32*STEPS-1:0] xta_q;  // X + T of the next clock's steps
            reg [31:0]         p_q;
            // A of the next clock's first step: the loaded state's, the one this clock's
            // steps leave, or the held one
            wire [31:0] a_next = take_state ? in_state[127:96]
                               : (run ? state_next[127:96] : st_q[127:96]);
            always @(posedge clk) begin
                if (step_clk) begin
                    xt_q  <= load ? xt_load0 : xta_q;
                    xta_q <= load ? xt_load1 : fetched;
                    p_q   <= a_next + (load ? xt_load0[31:0] : xta_q[31:0]);
                end
            end
            assign xt_cur = xt_q;
            assign p_cur  = p_q;
            wire unused_pre = &{1'b0, xt_cur[31:0]};
        end
    endgenerate

    wire unused_sel = &{1'b0, round_q, pos_q, i_next[3:2]};
    wire unused_xt  = &{1'b0, in_xt};
endmodule
`default_nettype wire
