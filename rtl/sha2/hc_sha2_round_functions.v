`default_nettype none
// The SHA-2 compression functions of one round, for both word sizes: FIPS 180-4 section
// 4.1.2 (SHA-224/256, 32-bit words) and 4.1.3 (SHA-384/512/512-224/512-256, 64-bit
// words). Combinational; every SHA-2 datapath takes them from here, so an architecture
// changes the timing, never the mathematics.
module hc_sha2_round_functions #(
    // word size w in bits: 32 (SHA-224/256) or 64 (SHA-384/512, SHA-512/t)
    parameter WORD_BITS = 32
) (
    input  wire [WORD_BITS-1:0] a,
    input  wire [WORD_BITS-1:0] b,
    input  wire [WORD_BITS-1:0] c,
    input  wire [WORD_BITS-1:0] e,
    input  wire [WORD_BITS-1:0] f,
    input  wire [WORD_BITS-1:0] g,
    output wire [WORD_BITS-1:0] Sigma0,  // Sigma0(a)
    output wire [WORD_BITS-1:0] Sigma1,  // Sigma1(e)
    output wire [WORD_BITS-1:0] Ch,      // Ch(e, f, g)
    output wire [WORD_BITS-1:0] Maj      // Maj(a, b, c)
);
    generate
        if (WORD_BITS != 32 && WORD_BITS != 64) begin : g_bad_word_bits
            hc_error_WORD_BITS_must_be_32_or_64 u_error ();
        end
    endgenerate

    // Rotation amounts of the big sigmas: eq. 4.4 .. 4.5 (32-bit), 4.10 .. 4.11 (64-bit).
    localparam integer SIGMA0_ROTR_A = (WORD_BITS == 64) ? 28 : 2;
    localparam integer SIGMA0_ROTR_B = (WORD_BITS == 64) ? 34 : 13;
    localparam integer SIGMA0_ROTR_C = (WORD_BITS == 64) ? 39 : 22;
    localparam integer SIGMA1_ROTR_A = (WORD_BITS == 64) ? 14 : 6;
    localparam integer SIGMA1_ROTR_B = (WORD_BITS == 64) ? 18 : 11;
    localparam integer SIGMA1_ROTR_C = (WORD_BITS == 64) ? 41 : 25;

    // ROTR^n(x) (section 3.2): x rotated right by n places, n < WORD_BITS
    function [WORD_BITS-1:0] rotr;
        input [WORD_BITS-1:0] x;
        input integer         n;
        rotr = (x >> n) | (x << (WORD_BITS - n));
    endfunction

    // Procedural, not continuous assignments: Icarus evaluates a continuous assignment's
    // logic bit by bit and a procedural one a machine word at a time
    // (docs/verification.md, "Simulation speed"); Yosys builds the same logic from both.
    reg [WORD_BITS-1:0] sigma0_r, sigma1_r, ch_r, maj_r;
    always @(*) begin
        // eq. 4.4 / 4.10: Sigma0(x) = ROTR^A(x) ^ ROTR^B(x) ^ ROTR^C(x)
        sigma0_r = rotr(a, SIGMA0_ROTR_A) ^ rotr(a, SIGMA0_ROTR_B) ^ rotr(a, SIGMA0_ROTR_C);
        // eq. 4.5 / 4.11
        sigma1_r = rotr(e, SIGMA1_ROTR_A) ^ rotr(e, SIGMA1_ROTR_B) ^ rotr(e, SIGMA1_ROTR_C);
        // eq. 4.2 / 4.8: Ch(x, y, z) = (x AND y) XOR (NOT x AND z)
        ch_r     = (e & f) ^ (~e & g);
        // eq. 4.3 / 4.9: Maj(x, y, z) = (x AND y) XOR (x AND z) XOR (y AND z)
        maj_r    = (a & b) ^ (a & c) ^ (b & c);
    end
    assign Sigma0 = sigma0_r;
    assign Sigma1 = sigma1_r;
    assign Ch     = ch_r;
    assign Maj    = maj_r;
endmodule
`default_nettype wire
