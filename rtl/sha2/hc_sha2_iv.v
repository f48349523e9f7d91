`default_nettype none
// The SHA-2 initial hash values H^(0) (FIPS 180-4 section 5.3), H0 in the most significant
// word: a constant, selected by the word size and the digest size.
module hc_sha2_iv #(
    // word size w in bits: 32 (SHA-224/256) or 64 (SHA-384/512, SHA-512/t)
    parameter WORD_BITS   = 32,
    // digest size: 224 or 256 with 32-bit words; 224 (SHA-512/224), 256 (SHA-512/256),
    // 384 or 512 with 64-bit words
    parameter DIGEST_BITS = 256
) (
    output wire [8*WORD_BITS-1:0] iv  // H0 in the MSBs
);
    generate
        if (WORD_BITS != 32 && WORD_BITS != 64) begin : g_bad_word_bits
            hc_error_WORD_BITS_must_be_32_or_64 u_error ();
        end
        if (!(DIGEST_BITS == 224 || DIGEST_BITS == 256
              || (WORD_BITS == 64 && (DIGEST_BITS == 384 || DIGEST_BITS == 512))))
        begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_has_no_SHA2_IV u_error ();
        end
    endgenerate

    // section 5.3.2
    localparam [255:0] SHA224_IV = {
        32'hc1059ed8, 32'h367cd507, 32'h3070dd17, 32'hf70e5939,
        32'hffc00b31, 32'h68581511, 32'h64f98fa7, 32'hbefa4fa4};
    // section 5.3.3
    localparam [255:0] SHA256_IV = {
        32'h6a09e667, 32'hbb67ae85, 32'h3c6ef372, 32'ha54ff53a,
        32'h510e527f, 32'h9b05688c, 32'h1f83d9ab, 32'h5be0cd19};
    // section 5.3.4
    localparam [511:0] SHA384_IV = {
        64'hcbbb9d5dc1059ed8, 64'h629a292a367cd507, 64'h9159015a3070dd17,
        64'h152fecd8f70e5939, 64'h67332667ffc00b31, 64'h8eb44a8768581511,
        64'hdb0c2e0d64f98fa7, 64'h47b5481dbefa4fa4};
    // section 5.3.5
    localparam [511:0] SHA512_IV = {
        64'h6a09e667f3bcc908, 64'hbb67ae8584caa73b, 64'h3c6ef372fe94f82b,
        64'ha54ff53a5f1d36f1, 64'h510e527fade682d1, 64'h9b05688c2b3e6c1f,
        64'h1f83d9abfb41bd6b, 64'h5be0cd19137e2179};
    // section 5.3.6.1
    localparam [511:0] SHA512_224_IV = {
        64'h8c3d37c819544da2, 64'h73e1996689dcd4d6, 64'h1dfab7ae32ff9c82,
        64'h679dd514582f9fcf, 64'h0f6d2b697bd44da8, 64'h77e36f7304c48942,
        64'h3f9d85a86a1d36c8, 64'h1112e6ad91d692a1};
    // section 5.3.6.2
    localparam [511:0] SHA512_256_IV = {
        64'h22312194fc2bf72c, 64'h9f555fa3c84c64c2, 64'h2393b86b6f53b151,
        64'h963877195940eabd, 64'h96283ee2a88effe3, 64'hbe5e1e2553863992,
        64'h2b0199fc2c85b8aa, 64'h0eb72ddc81c52ca2};

    localparam [511:0] IV64 = (DIGEST_BITS == 224) ? SHA512_224_IV
                            : (DIGEST_BITS == 256) ? SHA512_256_IV
                            : (DIGEST_BITS == 384) ? SHA384_IV
                            : SHA512_IV;
    localparam [255:0] IV32 = (DIGEST_BITS == 224) ? SHA224_IV : SHA256_IV;

    generate
        if (WORD_BITS == 64) begin : g_word64
            assign iv = IV64[8*WORD_BITS-1:0];
        end else begin : g_word32
            assign iv = IV32[8*WORD_BITS-1:0];
        end
    endgenerate
endmodule
`default_nettype wire
