`default_nettype none
// One SHA-1 round (FIPS 180-4 section 6.1.2 step 3):
//   T = ROTL5(a) + f_t(b, c, d) + e + K_t + W_t;  e = d; d = c; c = ROTL30(b); b = a; a = T
// The caller passes wk = W_t + K_t (registered a clock ahead) and, for the pre-computed
// forms, the round's e* = e + W_t + K_t and g = f_t(b, c, d) (000_026659c184445444.txt,
// Eq. 3). FORM says which operands the final sum has:
//   0  textbook: ROTL5(a) + f(b, c, d) + e + wk, four operands;
//   1  Eq. 3 with e* and g from registers (estar, g): ROTL5(a) + e* + g, three operands,
//      the sum a carry-save level and one carry chain;
//   2  Eq. 3 inside a clock of several rounds: e* and g from this round's b, c, d, e,
//      added apart (keep) and then to ROTL5(a). In a clock's second round b, c, d, e are
//      the first round's a, b, c, d, all registers, so e* + g is ready beside the first
//      round and the second adds one carry chain to it.
module hc_sha1_round #(
    parameter GROUP = 4,  // hc_sha1_functions: 0..3 fixed group, 4 selected by `group`
    parameter FORM  = 0   // 0 textbook, 1 registered e* and g, 2 e* + g added apart
) (
    input  wire [1:0]   group,       // t / 20 (GROUP = 4)
    input  wire [159:0] state,       // {a, b, c, d, e}
    input  wire [31:0]  wk,          // W_t + K_t (FORM 0, 2)
    input  wire [31:0]  estar,       // e + W_t + K_t (FORM 1)
    input  wire [31:0]  g,           // f_t(b, c, d) (FORM 1)
    output wire [159:0] state_next   // {T, a, ROTL30(b), c, d}
);
    generate
        if (FORM < 0 || FORM > 2) begin : g_bad_form
            hc_error_FORM_must_be_0_1_or_2 u_error ();
        end
    endgenerate

    wire [31:0] a = state[159:128];
    wire [31:0] b = state[127:96];
    wire [31:0] c = state[95:64];
    wire [31:0] d = state[63:32];
    wire [31:0] e = state[31:0];

    wire [31:0] f_bcd;
    wire [31:0] unused_k;  // K is in wk
    hc_sha1_functions #(.GROUP(GROUP)) u_f (
        .group(group),
        .x    (b),
        .y    (c),
        .z    (d),
        .f    (f_bcd),
        .k    (unused_k)
    );

    wire [31:0] rotl5 = {a[26:0], a[31:27]};
    wire [31:0] t;
    generate
        if (FORM == 0) begin : g_textbook
            assign t = rotl5 + f_bcd + e + wk;
            wire unused_pre = &{1'b0, estar, g};
        end else if (FORM == 1) begin : g_registered
            assign t = rotl5 + estar + g;  // Eq. 3
            wire unused_in = &{1'b0, wk, f_bcd, e};
        end else begin : g_apart
            (* keep *) wire [31:0] eg;
            assign eg = (e + wk) + f_bcd;
            assign t  = rotl5 + eg;
            wire unused_pre = &{1'b0, estar, g};
        end
    endgenerate

    assign state_next = {t, a, b[1:0], b[31:2], c, d};  // ROTL30(b) = ROTR2(b)

    wire unused = &{1'b0, unused_k};
endmodule
`default_nettype wire
