`default_nettype none
// The parameters the MD5 modules share, checked in one place: a bad value stops
// elaboration with a module named after the rule (hc_error_<PARAMETER>_..., which does
// not exist). No ports, no logic: a module passes the parameters it has; the defaults are
// valid, so a parameter it does not pass is never the one reported.
module hc_md5_param_check #(
    // MD5 steps per clock: 1, 2, 4 or 8 (001_686471d651669b5d.txt: v1, v2.21, v2.41, v2.81)
    parameter STEPS   = 1,
    // specialised round-function blocks RF1..RF4 (001, v3): 0 or 1, one stage only (in a
    // four-stage pipeline every stage is already specialised)
    parameter SPECIAL = 0,
    // pre-computation of a + X[k] + T[i] a step ahead (000_026659c184445444.txt): 0 or 1
    parameter PRE     = 0,
    // pipeline stages: 1 (one message) or 4 (one round of 16 steps per stage)
    parameter STAGES  = 1,
    // message contexts: 1 with one stage, at least 1 with four
    parameter N_CTX   = 1,
    // user data width
    parameter TID_W   = 1,
    // hc_md5_core: a first block may start from a given chaining value: 0 or 1
    parameter CV_IN   = 0
) ();
    generate
        if (STEPS != 1 && STEPS != 2 && STEPS != 4 && STEPS != 8) begin : g_bad_steps
            hc_error_STEPS_must_be_1_2_4_or_8 u_error ();
        end
        if (SPECIAL != 0 && SPECIAL != 1) begin : g_bad_special
            hc_error_SPECIAL_must_be_0_or_1 u_error ();
        end
        if (SPECIAL == 1 && STAGES != 1) begin : g_bad_special_stages
            hc_error_SPECIAL_needs_STAGES_1 u_error ();
        end
        if (PRE != 0 && PRE != 1) begin : g_bad_pre
            hc_error_PRE_must_be_0_or_1 u_error ();
        end
        if (STAGES != 1 && STAGES != 4) begin : g_bad_stages
            hc_error_STAGES_must_be_1_or_4 u_error ();
        end
        if (N_CTX < 1 || (STAGES == 1 && N_CTX != 1)) begin : g_bad_n_ctx
            hc_error_N_CTX_must_be_1_with_one_stage_and_at_least_1 u_error ();
        end
        if (CV_IN != 0 && CV_IN != 1) begin : g_bad_cv_in
            hc_error_CV_IN_must_be_0_or_1 u_error ();
        end
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
    endgenerate
endmodule
`default_nettype wire
