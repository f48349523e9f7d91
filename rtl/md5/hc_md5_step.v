`default_nettype none
// One MD5 step (RFC 1321 section 3.4; 001_686471d651669b5d.txt, Fig. 1 (B)):
//   b_next = b + ((a + g(b, c, d) + X[k] + T[i]) <<< s)
// with g the round's function F, G, H or I and s the rotation amount of the round and of
// the step's place in its group of four (i mod 4). The caller passes axt = a + X[k] + T[i]
// (added beside the function, or pre-computed a step ahead: 000_026659c184445444.txt), so
// the step's own path is the function, one carry chain, the rotation and one more chain.
//
// ROUND = 0..3 fixes the function and the rotation amounts to that round (the specialised
// blocks RF1..RF4 of 001, Fig. 5, and every stage of a four-stage pipeline); ROUND = 4
// selects them with `round`. Likewise POS = 0..3 fixes i mod 4 (a core doing four or eight
// steps per clock always gives step j of a clock the same i mod 4); POS = 4 takes `pos`.
// With both fixed no multiplexer is left: synthesis folds the constants.
module hc_md5_step #(
    parameter ROUND = 4,  // 0..3: fixed round; 4: selected by `round`
    parameter POS   = 4   // 0..3: fixed i mod 4; 4: selected by `pos`
) (
    input  wire [1:0]  round,  // i / 16 (used when ROUND = 4)
    input  wire [1:0]  pos,    // i mod 4 (used when POS = 4)
    input  wire [31:0] b,
    input  wire [31:0] c,
    input  wire [31:0] d,
    input  wire [31:0] axt,    // a + X[k] + T[i]
    input  wire [31:0] b_add,  // the B the rotation is added to: b (or b + H_B, hc_md5_stage)
    output wire [31:0] b_next
);
    generate
        if (ROUND < 0 || ROUND > 4) begin : g_bad_round
            hc_error_ROUND_must_be_0_to_4 u_error ();
        end
        if (POS < 0 || POS > 4) begin : g_bad_pos
            hc_error_POS_must_be_0_to_4 u_error ();
        end
    endgenerate

    wire [1:0] r = (ROUND < 4) ? ROUND[1:0] : round;
    wire [1:0] p = (POS < 4) ? POS[1:0] : pos;

    // RFC 1321 section 3.4: the four auxiliary functions
    reg [31:0] g;
    always @(*) begin
        case (r)
            2'd0:    g = (b & c) | (~b & d);  // F
            2'd1:    g = (b & d) | (c & ~d);  // G
            2'd2:    g = b ^ c ^ d;           // H
            default: g = c ^ (b | ~d);        // I
        endcase
    end

    wire [31:0] sum = g + axt;

    // rotation amounts, RFC 1321 section 3.4 (S11..S44)
    reg [31:0] rotated;
    always @(*) begin
        case ({r, p})
            4'h0: rotated = {sum[24:0], sum[31:25]};  //  7
            4'h1: rotated = {sum[19:0], sum[31:20]};  // 12
            4'h2: rotated = {sum[14:0], sum[31:15]};  // 17
            4'h3: rotated = {sum[9:0],  sum[31:10]};  // 22
            4'h4: rotated = {sum[26:0], sum[31:27]};  //  5
            4'h5: rotated = {sum[22:0], sum[31:23]};  //  9
            4'h6: rotated = {sum[17:0], sum[31:18]};  // 14
            4'h7: rotated = {sum[11:0], sum[31:12]};  // 20
            4'h8: rotated = {sum[27:0], sum[31:28]};  //  4
            4'h9: rotated = {sum[20:0], sum[31:21]};  // 11
            4'ha: rotated = {sum[15:0], sum[31:16]};  // 16
            4'hb: rotated = {sum[8:0],  sum[31:9]};   // 23
            4'hc: rotated = {sum[25:0], sum[31:26]};  //  6
            4'hd: rotated = {sum[21:0], sum[31:22]};  // 10
            4'he: rotated = {sum[16:0], sum[31:17]};  // 15
            default: rotated = {sum[10:0], sum[31:11]};  // 21
        endcase
    end

    assign b_next = b_add + rotated;

    wire unused_sel = &{1'b0, round, pos};
endmodule
`default_nettype wire
