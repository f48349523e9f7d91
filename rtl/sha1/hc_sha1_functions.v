`default_nettype none
// The SHA-1 round function and constant of one round (FIPS 180-4 sections 4.1.1 and
// 4.2.1), for every architecture: the round's group (t / 20) selects both.
module hc_sha1_functions (
    input  wire [1:0]  group,  // t / 20: rounds 0-19, 20-39, 40-59, 60-79
    input  wire [31:0] b,
    input  wire [31:0] c,
    input  wire [31:0] d,
    output reg  [31:0] f,      // f_t(b, c, d)
    output reg  [31:0] K       // K_t
);
    // FIPS 180-4 section 4.2.1
    localparam [31:0] K_CH     = 32'h5a827999;
    localparam [31:0] K_PARITY = 32'h6ed9eba1;
    localparam [31:0] K_MAJ    = 32'h8f1bbcdc;
    localparam [31:0] K_LAST   = 32'hca62c1d6;

    // procedural, not continuous assigns: Icarus evaluates one block per change
    always @(*) begin
        case (group)
            2'd0: begin
                f = (b & c) ^ (~b & d);           // Ch, FIPS 180-4 eq. 4.1
                K = K_CH;
            end
            2'd2: begin
                f = (b & c) ^ (b & d) ^ (c & d);  // Maj
                K = K_MAJ;
            end
            default: begin
                f = b ^ c ^ d;                    // Parity
                K = (group == 2'd1) ? K_PARITY : K_LAST;
            end
        endcase
    end
endmodule
`default_nettype wire
