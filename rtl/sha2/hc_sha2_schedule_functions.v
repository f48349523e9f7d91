`default_nettype none
// The SHA-2 message-schedule functions, for both word sizes: FIPS 180-4 section 4.1.2
// (32-bit words) and 4.1.3 (64-bit words). Combinational; every SHA-2 message schedule
// (section 6.2.2 step 1, 6.4.2 step 1: W_t = sigma1(W_{t-2}) + W_{t-7} + sigma0(W_{t-15})
// + W_{t-16}) takes them from here.
module hc_sha2_schedule_functions #(
    // word size w in bits: 32 (SHA-224/256) or 64 (SHA-384/512, SHA-512/t)
    parameter WORD_BITS = 32
) (
    input  wire [WORD_BITS-1:0] w_minus_2,   // W_{t-2}
    input  wire [WORD_BITS-1:0] w_minus_15,  // W_{t-15}
    output wire [WORD_BITS-1:0] sigma1,      // sigma1(W_{t-2})
    output wire [WORD_BITS-1:0] sigma0       // sigma0(W_{t-15})
);
    generate
        if (WORD_BITS != 32 && WORD_BITS != 64) begin : g_bad_word_bits
            hc_error_WORD_BITS_must_be_32_or_64 u_error ();
        end
    endgenerate

    // Rotation and shift amounts: eq. 4.6 .. 4.7 (32-bit), 4.12 .. 4.13 (64-bit).
    localparam integer SIGMA0_ROTR_A = (WORD_BITS == 64) ? 1 : 7;
    localparam integer SIGMA0_ROTR_B = (WORD_BITS == 64) ? 8 : 18;
    localparam integer SIGMA0_SHR    = (WORD_BITS == 64) ? 7 : 3;
    localparam integer SIGMA1_ROTR_A = (WORD_BITS == 64) ? 19 : 17;
    localparam integer SIGMA1_ROTR_B = (WORD_BITS == 64) ? 61 : 19;
    localparam integer SIGMA1_SHR    = (WORD_BITS == 64) ? 6 : 10;

    // ROTR^n(x) = (x >> n) | (x << w - n), SHR^n(x) = x >> n (section 3.2)
    // Procedural: Icarus evaluates a continuous assignment's logic bit by bit and a
    // procedural one a machine word at a time (docs/verification.md, "Simulation speed").
    reg [WORD_BITS-1:0] sigma0_r, sigma1_r;
    always @(*) begin
        // eq. 4.6 / 4.12: sigma0(x) = ROTR^A(x) ^ ROTR^B(x) ^ SHR^S(x)
        sigma0_r = ((w_minus_15 >> SIGMA0_ROTR_A) | (w_minus_15 << (WORD_BITS - SIGMA0_ROTR_A)))
                 ^ ((w_minus_15 >> SIGMA0_ROTR_B) | (w_minus_15 << (WORD_BITS - SIGMA0_ROTR_B)))
                 ^ (w_minus_15 >> SIGMA0_SHR);
        // eq. 4.7 / 4.13
        sigma1_r = ((w_minus_2 >> SIGMA1_ROTR_A) | (w_minus_2 << (WORD_BITS - SIGMA1_ROTR_A)))
                 ^ ((w_minus_2 >> SIGMA1_ROTR_B) | (w_minus_2 << (WORD_BITS - SIGMA1_ROTR_B)))
                 ^ (w_minus_2 >> SIGMA1_SHR);
    end
    assign sigma0 = sigma0_r;
    assign sigma1 = sigma1_r;
endmodule
`default_nettype wire
