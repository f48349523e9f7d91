`default_nettype none
// Parameter rules of the SHA-1 modules, written once: hc_sha1_stream, hc_sha1_core,
// hc_sha1_stage and hc_sha1_schedule pass it what they take, and a value outside its rule
// instantiates a module named hc_error_<PARAMETER>_<rule>. No such module exists, so
// elaboration stops with the parameter's name in the message. Every default is valid.
module hc_sha1_param_check #(
    // SHA-1 rounds per clock: 1, 2 or 4 (each divides the 20 rounds of a stage)
    parameter ROUNDS_PER_CLOCK = 1,
    // the pre-computed round of 000_026659c184445444.txt, Eq. 3: 0 or 1
    parameter PRE              = 0,
    // pipeline stages: 1 (one message) or 4 (20 rounds per stage, 000 Fig. 1)
    parameter STAGES           = 1,
    // message contexts: 1 with one stage, at least 1 with four
    parameter N_CTX            = 1,
    // user data width
    parameter TID_W            = 1
) ();
    generate
        if (ROUNDS_PER_CLOCK != 1 && ROUNDS_PER_CLOCK != 2 && ROUNDS_PER_CLOCK != 4) begin : g_bad_rounds
            hc_error_ROUNDS_PER_CLOCK_must_be_1_2_or_4 u_error ();
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
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
    endgenerate
endmodule
`default_nettype wire
