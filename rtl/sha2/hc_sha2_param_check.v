`default_nettype none
// The parameters the SHA-2 modules share, checked in one place: a bad value stops
// elaboration with a module named after the rule (hc_error_<PARAMETER>_..., which does
// not exist). No ports, no logic: a module passes the parameters it has; the defaults are
// valid, so a parameter it does not pass is never the one reported.
module hc_sha2_param_check #(
    // word size w in bits: 32 (SHA-224/256, 64 rounds) or 64 (SHA-384/512, SHA-512/t,
    // 80 rounds; FIPS 180-4 section 6.4)
    parameter WORD_BITS   = 32,
    // digest size: 224 or 256 with 32-bit words; 224 (SHA-512/224), 256 (SHA-512/256),
    // 384 or 512 with 64-bit words
    parameter DIGEST_BITS = 256,
    // pipeline stages of hc_sha2_gen_core: a divisor of the rounds (64: a power of 2 up
    // to 64; 80: 1, 2, 4, 5, 8, 10, 16, 20, 40, 80)
    parameter STAGES      = 1,
    // rounds per clock: 1, 2 or 4, dividing the rounds per stage
    parameter RPC         = 1,
    // operation block of hc_sha2_gen_round: 0, 1 or 2
    parameter PRE         = 0,
    // carry-save adders in the operation block: 0 or 1
    parameter CSA         = 0,
    // message contexts: at least 1
    parameter N_CTX       = 1,
    // user data widths of the block cores: at least 1
    parameter TAG_W       = 1,
    parameter TID_W       = 1,
    // hc_sha2_core: a first block may start from a given chaining value: 0 or 1
    parameter CV_IN       = 0
) ();
    // FIPS 180-4 section 6.2.2 (64 rounds) and 6.4.2 (80 rounds)
    localparam integer ROUNDS = (WORD_BITS == 64) ? 80 : 64;
    localparam integer RPS    = (STAGES >= 1) ? ROUNDS / STAGES : 1;  // rounds per stage

    generate
        if (WORD_BITS != 32 && WORD_BITS != 64) begin : g_bad_word_bits
            hc_error_WORD_BITS_must_be_32_or_64 u_error ();
        end
        if (WORD_BITS != 64 && DIGEST_BITS != 224 && DIGEST_BITS != 256) begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_224_or_256 u_error ();
        end
        if (WORD_BITS == 64 && DIGEST_BITS != 224 && DIGEST_BITS != 256
            && DIGEST_BITS != 384 && DIGEST_BITS != 512) begin : g_bad_digest_bits64
            hc_error_DIGEST_BITS_must_be_224_256_384_or_512 u_error ();
        end
        if (STAGES < 1 || STAGES > ROUNDS || ROUNDS % STAGES != 0) begin : g_bad_stages
            hc_error_STAGES_must_divide_the_64_or_80_rounds u_error ();
        end
        if ((RPC != 1 && RPC != 2 && RPC != 4) || RPS % RPC != 0) begin : g_bad_rpc
            hc_error_RPC_must_be_1_2_or_4_and_divide_the_rounds_per_stage u_error ();
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
        if (CV_IN != 0 && CV_IN != 1) begin : g_bad_cv_in
            hc_error_CV_IN_must_be_0_or_1 u_error ();
        end
    endgenerate
endmodule
`default_nettype wire
