`default_nettype none
// The SHA-1 round function f_t and constant K_t of a group of 20 rounds (FIPS 180-4
// section 4.1.1, eq. 4.1, and section 4.2.1): group 0 (rounds 0-19) Ch, K = 5a827999;
// group 1 (20-39) Parity, K = 6ed9eba1; group 2 (40-59) Maj, K = 8f1bbcdc; group 3
// (60-79) Parity, K = ca62c1d6.
// GROUP = 0..3 fixes the group (a stage of a four-stage pipeline runs one group only, so
// no multiplexer is left); GROUP = 4 selects it with `group` (a core running all 80
// rounds; the caller registers `group`, so the selection starts at a flip-flop).
module hc_sha1_functions #(
    parameter GROUP = 4  // 0..3: fixed group; 4: selected by `group`
) (
    input  wire [1:0]  group,  // t / 20 (used when GROUP = 4)
    input  wire [31:0] x,
    input  wire [31:0] y,
    input  wire [31:0] z,
    output reg  [31:0] f,
    output reg  [31:0] k
);
    generate
        if (GROUP < 0 || GROUP > 4) begin : g_bad_group
            hc_error_GROUP_must_be_0_to_4 u_error ();
        end
    endgenerate

    wire [1:0] g = (GROUP < 4) ? GROUP[1:0] : group;

    always @(*) begin
        case (g)
            2'd0:    begin f = (x & y) ^ (~x & z);          k = 32'h5a827999; end  // Ch
            2'd1:    begin f = x ^ y ^ z;                   k = 32'h6ed9eba1; end  // Parity
            2'd2:    begin f = (x & y) ^ (x & z) ^ (y & z); k = 32'h8f1bbcdc; end  // Maj
            default: begin f = x ^ y ^ z;                   k = 32'hca62c1d6; end  // Parity
        endcase
    end

    wire unused_group = &{1'b0, group};
endmodule
`default_nettype wire
