`default_nettype none
// The parameters the Keccak / SHA-3 modules share, checked in one place: a bad value
// stops elaboration with a module named after the rule (hc_error_<PARAMETER>_..., which
// does not exist). No ports, no logic: a module passes the parameters it has; the
// defaults are valid, so a parameter it does not pass is never the one reported.
module hc_keccak_param_check #(
    // rate r in bits: whole lanes, below the 1600-bit state (FIPS 202 section 4)
    parameter RATE             = 1088,
    // output bits a block core keeps: whole bytes within the rate (d < r, one squeeze)
    parameter DIGEST_BITS      = 256,
    // digest size of a SHA-3 stream top: 224, 256, 384 or 512 (FIPS 202 section 6.1)
    parameter SHA3_DIGEST_BITS = 256,
    // rounds per clock: divides the 24 rounds of Keccak-p[1600, 24]
    parameter RPC              = 1,
    // user data width: at least 1
    parameter TAG_W            = 1,
    // DSP48E2 slices (1) or plain logic (0)
    parameter USE_DSP          = 1
) ();
    generate
        if (RATE < 64 || RATE >= 1600 || RATE % 64 != 0) begin : g_bad_rate
            hc_error_RATE_must_be_a_multiple_of_64_below_1600 u_error ();
        end
        if (DIGEST_BITS < 8 || DIGEST_BITS > RATE || DIGEST_BITS % 8 != 0) begin : g_bad_digest
            hc_error_DIGEST_BITS_must_be_bytes_within_RATE u_error ();
        end
        if (SHA3_DIGEST_BITS != 224 && SHA3_DIGEST_BITS != 256
            && SHA3_DIGEST_BITS != 384 && SHA3_DIGEST_BITS != 512) begin : g_bad_sha3_digest
            hc_error_DIGEST_BITS_must_be_224_256_384_or_512 u_error ();
        end
        if (RPC < 1 || 24 % RPC != 0) begin : g_bad_rpc
            hc_error_RPC_must_divide_24 u_error ();
        end
        if (TAG_W < 1) begin : g_bad_tag_w
            hc_error_TAG_W_must_be_at_least_1 u_error ();
        end
        if (USE_DSP != 0 && USE_DSP != 1) begin : g_bad_use_dsp
            hc_error_USE_DSP_must_be_0_or_1 u_error ();
        end
    endgenerate
endmodule
`default_nettype wire
