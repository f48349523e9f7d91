`default_nettype none
// The parameters the SHA-1 modules share, checked in one place: a bad value stops
// elaboration with a module named after the rule (hc_error_<PARAMETER>_..., which does
// not exist). No ports, no logic: a module passes the parameters it has; the defaults are
// valid, so a parameter it does not pass is never the one reported.
module hc_sha1_param_check #(
    // pipeline stages: 1 (iterative, 80 rounds) or 4 (20 rounds each,
    // 000_026659c184445444.txt, Fig. 1)
    parameter STAGES = 1,
    // operation block: 0 textbook (FIPS 180-4 section 6.1.2), 1 pre-computed
    // (000_026659c184445444.txt, Eq. 3)
    parameter PRE    = 0,
    // rounds per clock: 1, or 2 with one stage (two rounds chained between the registers)
    parameter RPC    = 1,
    // message contexts: at least 1
    parameter N_CTX  = 1,
    // user data width
    parameter TID_W  = 1,
    // hc_sha1_core: a first block may start from a given chaining value: 0 or 1
    parameter CV_IN  = 0
) ();
    generate
        if (STAGES != 1 && STAGES != 4) begin : g_bad_stages
            hc_error_STAGES_must_be_1_or_4 u_error ();
        end
        if (PRE != 0 && PRE != 1) begin : g_bad_pre
            hc_error_PRE_must_be_0_or_1 u_error ();
        end
        if (RPC != 1 && RPC != 2) begin : g_bad_rpc
            hc_error_RPC_must_be_1_or_2 u_error ();
        end
        if (N_CTX < 1) begin : g_bad_n_ctx
            hc_error_N_CTX_must_be_at_least_1 u_error ();
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
