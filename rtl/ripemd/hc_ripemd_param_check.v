`default_nettype none
// The parameters the RIPEMD modules share, checked in one place: a bad value stops
// elaboration with a module named after the rule (hc_error_<PARAMETER>_..., which does
// not exist). No ports, no logic: a module passes the parameters it has; the defaults are
// valid, so a parameter it does not pass is never the one reported.
module hc_ripemd_param_check #(
    // RIPEMD-128, -160, -256 or -320 (the RIPEMD pages: 4 words per line for 128 and
    // 256, 5 for 160 and 320; two chaining values for 256 and 320)
    parameter DIGEST_BITS = 160,
    // words per line of a step: 4 or 5
    parameter WORDS       = 5,
    // which line a step belongs to: 0 (left) or 1 (right)
    parameter RIGHT       = 0,
    // the step's selections and A + X + K registered a step ahead
    // (000_026659c184445444.txt, "Pre-computation"): 0 or 1; 2: also the function's
    // two halves (hc_ripemd_step)
    parameter PRECOMPUTE  = 0,
    // steps of each line per clock: 1 or 2 (hc_ripemd_stage)
    parameter STEPS_PER_CLOCK = 1,
    // pipeline stages: 1 (one message), 4 (a quarter of each line's steps per stage,
    // one message per stage, 000 Fig. 1) or, with 5 rounds (RIPEMD-160/320), 5 (one
    // round per stage)
    parameter STAGES      = 1,
    // message contexts: 1 with one stage, at least 1 with four
    parameter N_CTX       = 1,
    // user data width
    parameter TID_W       = 1,
    // hc_ripemd_core: a first block may start from a given chaining value: 0 or 1
    parameter CV_IN       = 0
) ();
    generate
        if (DIGEST_BITS != 128 && DIGEST_BITS != 160 && DIGEST_BITS != 256 && DIGEST_BITS != 320)
        begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_128_160_256_or_320 u_error ();
        end
        if (WORDS != 4 && WORDS != 5) begin : g_bad_words
            hc_error_WORDS_must_be_4_or_5 u_error ();
        end
        if (RIGHT != 0 && RIGHT != 1) begin : g_bad_right
            hc_error_RIGHT_must_be_0_or_1 u_error ();
        end
        if (PRECOMPUTE < 0 || PRECOMPUTE > 2) begin : g_bad_precompute
            hc_error_PRECOMPUTE_must_be_0_1_or_2 u_error ();
        end
        if (STEPS_PER_CLOCK != 1 && STEPS_PER_CLOCK != 2) begin : g_bad_steps_per_clock
            hc_error_STEPS_PER_CLOCK_must_be_1_or_2 u_error ();
        end
        if (STAGES != 1 && STAGES != 4
            && !(STAGES == 5 && (DIGEST_BITS == 160 || DIGEST_BITS == 320))) begin : g_bad_stages
            hc_error_STAGES_must_be_1_4_or_5_with_five_rounds u_error ();
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
