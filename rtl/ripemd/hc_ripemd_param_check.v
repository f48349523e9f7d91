`default_nettype none
// The parameters the RIPEMD modules share, checked in one place: a bad value stops
// elaboration with a module named after the rule (hc_error_<PARAMETER>_..., which does
// not exist). No ports, no logic: a module passes the parameters it has; the defaults are
// valid, so a parameter it does not pass is never the one reported.
module hc_ripemd_param_check #(
    // RIPEMD-128, -160, -256 or -320 (the RIPEMD-160 paper and the RIPEMD page's
    // definitions of the other sizes)
    parameter DIGEST_BITS = 160,
    // steps of each line per clock: 1 or 2
    parameter STEPS       = 1,
    // the step's A + X + K registered a step ahead (000_026659c184445444.txt): 0 or 1
    parameter PRE         = 0,
    // user data width
    parameter TID_W       = 1
) ();
    generate
        if (DIGEST_BITS != 128 && DIGEST_BITS != 160 && DIGEST_BITS != 256 && DIGEST_BITS != 320)
        begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_128_160_256_or_320 u_error ();
        end
        if (STEPS != 1 && STEPS != 2) begin : g_bad_steps
            hc_error_STEPS_must_be_1_or_2 u_error ();
        end
        if (PRE != 0 && PRE != 1) begin : g_bad_pre
            hc_error_PRE_must_be_0_or_1 u_error ();
        end
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
    endgenerate
endmodule
`default_nettype wire
