`default_nettype none
// One stage of the multi-message Luffa pipeline (hc_luffa_core, STAGES > 1): steps
// FIRST_STEP .. FIRST_STEP + STEPS * WAVE_CLOCKS - 1 of every Q_j (spec Ver. 2.0, section
// 3.3, Fig. 3.4) on the W chains of one message's round, STEPS steps per clock
// (hc_luffa_step, constants from hc_luffa_const).
//
// The stage register holds the round; out_state is STEPS steps on it. At a wave's end
// (load) the register takes in_state (the previous stage's out_state, or MI and the tweaks
// for stage 0), else its own out_state, so a wave of WAVE_CLOCKS clocks runs the stage's
// STEPS * WAVE_CLOCKS steps and the next stage takes the result at the wave's end. With
// one-clock waves every clock is a wave end: the register takes in_state every clock and
// the step constants are constants.
module hc_luffa_stage #(
    parameter W           = 3,  // chains: 3 (Luffa-224/256), 4 (384), 5 (512)
    parameter STEPS       = 1,  // steps per clock: 1, 2, 4, 8
    parameter FIRST_STEP  = 0,  // the stage's first step r of Q_j
    parameter WAVE_CLOCKS = 1,  // clocks per wave
    parameter CNT_W       = 1   // width of wave_clock
) (
    input  wire             clk,
    input  wire             load,        // a wave's last clock: take in_state
    input  wire [CNT_W-1:0] wave_clock,  // clock of the wave, 0 .. WAVE_CLOCKS-1
    input  wire [256*W-1:0] in_state,    // chain j at [256*j +: 256]
    output wire [256*W-1:0] out_state
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    generate
        if (W < 3 || W > 5) begin : g_bad_w
            hc_error_W_must_be_3_4_or_5 u_error ();
        end
        if (STEPS != 8 && STEPS != 4 && STEPS != 2 && STEPS != 1) begin : g_bad_steps
            hc_error_STEPS_must_be_1_2_4_or_8 u_error ();
        end
        if (WAVE_CLOCKS < 1) begin : g_bad_wave_clocks
            hc_error_WAVE_CLOCKS_must_be_at_least_1 u_error ();
        end
        if (FIRST_STEP < 0 || FIRST_STEP + STEPS * WAVE_CLOCKS > 8) begin : g_bad_first_step
            hc_error_FIRST_STEP_plus_the_stage_steps_must_be_within_8 u_error ();
        end
        if (CNT_W < 1 || (WAVE_CLOCKS > 1 && CNT_W < $clog2(WAVE_CLOCKS))) begin : g_bad_cnt_w
            hc_error_CNT_W_too_narrow_for_WAVE_CLOCKS u_error ();
        end
    endgenerate

    reg [256*W-1:0] a_q;
    generate
        if (WAVE_CLOCKS == 1) begin : g_take
            always @(posedge clk) a_q <= in_state;
            wire unused_wave = &{1'b0, load, wave_clock};
        end else begin : g_iterate
            always @(posedge clk) a_q <= load ? in_state : out_state;
        end
    endgenerate

    genvar j, s;
    generate
        for (j = 0; j < W; j = j + 1) begin : g_chain
            for (s = 0; s < STEPS; s = s + 1) begin : g_steps
                wire [31:0]  c0, c1;
                wire [255:0] a_in, a_out;
                // step r of Q_j: a constant with one-clock waves
                wire [31:0] step_full = FIRST_STEP + STEPS * {{(32-CNT_W){1'b0}}, wave_clock} + s;
                wire [2:0]  step_index = step_full[2:0];
                wire        unused_step = &{1'b0, step_full[31:3]};
                if (s == 0) begin : g_first
                    assign a_in = a_q[256*j +: 256];
                end else begin : g_next
                    assign a_in = g_steps[s-1].a_out;
                end
                hc_luffa_const #(.J(j)) u_const (
                    .step(step_index),
                    .c0  (c0),
                    .c1  (c1)
                );
                // each step mapped on its own when a clock runs several (as hc_luffa_core:
                // docs/luffa.md, "Logic depth of the whole-round core")
                (* keep_hierarchy = (STEPS > 1) *)
                hc_luffa_step #(.SBOX_RAM(0)) u_step (
                    .clk      (clk),
                    .sbox_we  (1'b0),
                    .sbox_addr(4'd0),
                    .sbox_data(4'd0),
                    .a_in     (a_in),
                    .c0       (c0),
                    .c1       (c1),
                    .a_out    (a_out)
                );
            end
            assign out_state[256*j +: 256] = g_steps[STEPS-1].a_out;
        end
    endgenerate
endmodule
`default_nettype wire
