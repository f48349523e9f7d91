`default_nettype none
// What step n of a RIPEMD compression reads, for both lines (the RIPEMD-160 paper,
// section 2; RIPEMD-128/256 use its first 4 rounds, RIPEMD-320 all 5): the round
// j = n / 16, each line's boolean function, message word and rotation amount, and, for
// the double-width versions, which word the lines exchange after the step. A table of
// the step number only: the core registers its outputs a clock or two before their use.
//   word:     the left line reads X[rho^j(i)] in step i = n mod 16 of round j, the right
//             line X[rho^j(pi(i))], with rho the paper's permutation and pi(i) = 9i + 5
//             mod 16.
//   function: the left line uses f(j+1) in round j, the right line f(ROUNDS-j) (paper:
//             f1..f5 left, f5..f1 right; RIPEMD-128: f1..f4 and f4..f1).
//   rotation: the paper's table of shifts by round and message word, the same for both
//             lines.
//   exchange: RIPEMD-256 swaps A, B, C, D (one per round) between the lines after rounds
//             1 to 4, RIPEMD-320 B, D, A, C, E after rounds 1 to 5: after the round's last
//             step, as a mask of the words swapped.
module hc_ripemd_step_table #(
    parameter ROUNDS = 5,  // 4 (RIPEMD-128/256) or 5 (RIPEMD-160/320)
    parameter DOUBLE = 0   // 1: the double-width versions (RIPEMD-256/320)
) (
    input  wire [6:0]           step,  // n = 0 .. 16 * ROUNDS - 1
    // {round j, func_left f(j+1) as 0..4, func_right f(ROUNDS-j) as 0..4, word_left and
    // word_right (k of X[k]), shift_left, shift_right (rotation amounts), swap (the words
    // exchanged after this step, A in bit 0; the words per line equal the rounds)}
    output wire [25+ROUNDS-1:0] desc
);
    generate
        if (ROUNDS != 4 && ROUNDS != 5) begin : g_bad_rounds
            hc_error_ROUNDS_must_be_4_or_5 u_error ();
        end
        if (DOUBLE != 0 && DOUBLE != 1) begin : g_bad_double
            hc_error_DOUBLE_must_be_0_or_1 u_error ();
        end
    endgenerate

    // the paper's permutation rho of the message words
    function [3:0] rho(input [3:0] k);
        case (k)
            4'd0: rho = 4'd7;   4'd1: rho = 4'd4;   4'd2: rho = 4'd13;  4'd3: rho = 4'd1;
            4'd4: rho = 4'd10;  4'd5: rho = 4'd6;   4'd6: rho = 4'd15;  4'd7: rho = 4'd3;
            4'd8: rho = 4'd12;  4'd9: rho = 4'd0;   4'd10: rho = 4'd9;  4'd11: rho = 4'd5;
            4'd12: rho = 4'd2;  4'd13: rho = 4'd14; 4'd14: rho = 4'd11; default: rho = 4'd8;
        endcase
    endfunction

    // rho applied `times` times
    function [3:0] rho_power(input [3:0] k, input [2:0] times);
        integer t;
        begin
            rho_power = k;
            for (t = 0; t < 4; t = t + 1)
                if (t < times) rho_power = rho(rho_power);
        end
    endfunction

    // the paper's shifts: the rotation of the step reading X[k] in round j
    function [3:0] shift(input [2:0] j, input [3:0] k);
        reg [63:0] row;  // 16 amounts of 4 bits, X[0] in the top nibble
        begin
            case (j)
                3'd0:    row = 64'hBEFC_5879_BDEF_6798;
                3'd1:    row = 64'hCDBF_6997_CFBD_7877;
                3'd2:    row = 64'hDFEB_7768_DEDC_5569;
                3'd3:    row = 64'hEBCE_8655_FCFE_9986;
                default: row = 64'hFCDD_9586_EBCB_8655;
            endcase
            shift = row[63 - 4*k -: 4];
        end
    endfunction

    wire [3:0] i = step[3:0];
    wire [2:0] j = step[6:4];
    // pi(i) = 9i + 5 mod 16 = 8i + i + 5 mod 16: shifts and adds, no multiplier
    wire [3:0] pi_i = {i[0], 3'b000} + i + 4'd5;

    wire [2:0] func_right = ROUNDS[2:0] - 3'd1 - j;
    wire [3:0] word_left  = rho_power(i, j);
    wire [3:0] word_right = rho_power(pi_i, j);

    // the exchanged word of round j (3 bits each, round 0 lowest): RIPEMD-256 A, B, C, D;
    // RIPEMD-320 B, D, A, C, E
    // (zero past the last round: a look-up there is never used)
    localparam [23:0] EXCHANGED = (ROUNDS == 4) ? {12'd0, 3'd3, 3'd2, 3'd1, 3'd0}
                                                : {9'd0, 3'd4, 3'd2, 3'd0, 3'd3, 3'd1};
    localparam [ROUNDS-1:0] WORD_A = 1;
    wire [2:0] exchanged = EXCHANGED[3*j +: 3];
    wire [ROUNDS-1:0] swap = (DOUBLE != 0 && i == 4'd15) ? WORD_A << exchanged : {ROUNDS{1'b0}};

    assign desc = {j, j, func_right, word_left, word_right, shift(j, word_left),
                   shift(j, word_right), swap};
endmodule
`default_nettype wire
