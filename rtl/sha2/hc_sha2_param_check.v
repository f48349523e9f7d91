`default_nettype none
// The parameters the SHA-2 modules share, checked in one place: a bad value stops
// elaboration with a module named after the rule (hc_error_<PARAMETER>_..., which does
// not exist). No ports, no logic: a module passes the parameters it has; the defaults are
// valid, so a parameter it does not pass is never the one reported.
module hc_sha2_param_check #(
    // digest size of the 32-bit-word datapaths: 224 (SHA-224) or 256 (SHA-256)
    parameter DIGEST_BITS = 256,
    // pipeline stages of hc_sha256_gen_core: a power of 2, 1 .. 64
    parameter STAGES      = 1,
    // rounds per clock: 1, 2 or 4, with RPC * STAGES <= 64 (64 rounds, FIPS 180-4 6.2.2)
    parameter RPC         = 1,
    // operation block of hc_sha256_gen_round: 0, 1 or 2
    parameter PRE         = 0,
    // carry-save adders in the operation block: 0 or 1
    parameter CSA         = 0,
    // message contexts: at least 1
    parameter N_CTX       = 1,
    // user data widths of the block cores: at least 1
    parameter TAG_W       = 1,
    parameter TID_W       = 1
) ();
    generate
        if (DIGEST_BITS != 224 && DIGEST_BITS != 256) begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_224_or_256 u_error ();
        end
        if (STAGES < 1 || STAGES > 64 || (STAGES & (STAGES - 1)) != 0) begin : g_bad_stages
            hc_error_STAGES_must_be_a_power_of_2_from_1_to_64 u_error ();
        end
        if ((RPC != 1 && RPC != 2 && RPC != 4) || RPC * STAGES > 64) begin : g_bad_rpc
            hc_error_RPC_must_be_1_2_or_4_and_RPC_times_STAGES_at_most_64 u_error ();
        end
        if (PRE < 0 || PRE > 2) begin : g_bad_pre
            hc_error_PRE_must_be_0_1_or_2 u_error ();
        end
        if (CSA != 0 && CSA != 1) begin : g_bad_csa
            hc_error_CSA_must_be_0_or_1 u_error ();
        end
        if (N_CTX < 1) begin : g_bad_n_ctx
            hc_error_N_CTX_must_be_at_least_1 u_error ();
        end
        if (TAG_W < 1) begin : g_bad_tag_w
            hc_error_TAG_W_must_be_at_least_1 u_error ();
        end
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
    endgenerate
endmodule
`default_nettype wire
