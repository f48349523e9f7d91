`default_nettype none
// One SHA-2 compression round (FIPS 180-4 section 6.2.2 step 3, 32-bit words; section
// 6.4.2 step 3, 64-bit words: the same equations) in one of the operation-block styles
// of the generator (hc_sha2_gen_core). Combinational; only the
// new a and e are computed (b, c, d, f, g, h are copies of a, b, c, e, f, g).
//
// PRE selects what was added before this round (in the previous clock, from registers):
//   0  nothing: the textbook block of 004_e1f17d10682e9c23.txt, Fig. 2:
//        T1 = h + Sigma1(e) + Ch(e,f,g) + K_t + W_t,  T2 = Sigma0(a) + Maj(a,b,c)
//        a' = T1 + T2,  e' = d + T1
//      written as a chain of carry-propagate adders in that order (CSA = 0): a is five
//      adder levels from the registers, e four plus one (004: "four addition stages").
//   1  hKW = h + K_t + W_t (000_026659c184445444.txt, pre-computation: h is a copy of the
//      previous g, W_t and K_t are known a round ahead), so T1 = hKW + Sigma1 + Ch:
//      a' is three adder levels (T1 two, then + T2), e' three.
//   2  also dhKW = d + h + K_t + W_t (d is a copy of the previous c): the spatial
//      pre-computation of 004 (Fig. 5/6): e' = dhKW + Sigma1 + Ch needs no T1 first.
// CSA = 1 reduces every multi-operand sum with 3:2 carry-save adders (004 Fig. 7), so a
// and e each end in a single carry-propagate adder:
//   PRE 0: a' = h+S1+Ch+K+W+S0+Maj: 7 operands, 4 CSA levels; e' = d+h+S1+Ch+K+W: 6, 3
//   PRE 1: a' = hKW+S1+Ch+S0+Maj: 5 operands, 3 CSA levels; e' = d+hKW+S1+Ch: 4, 2
//   PRE 2: a' as PRE 1; e' = dhKW+S1+Ch: 3 operands, 1 CSA level
module hc_sha2_gen_round #(
    parameter WORD_BITS = 32,  // 32 (SHA-224/256) or 64 (SHA-384/512, SHA-512/t)
    parameter PRE       = 0,   // 0 none, 1 hKW, 2 hKW and dhKW
    parameter CSA       = 0    // 1: carry-save adders, one carry-propagate adder per output
) (
    input  wire [WORD_BITS-1:0] a,
    input  wire [WORD_BITS-1:0] b,
    input  wire [WORD_BITS-1:0] c,
    input  wire [WORD_BITS-1:0] d,
    input  wire [WORD_BITS-1:0] e,
    input  wire [WORD_BITS-1:0] f,
    input  wire [WORD_BITS-1:0] g,
    input  wire [WORD_BITS-1:0] h,
    input  wire [WORD_BITS-1:0] K,      // K_t      (PRE = 0)
    input  wire [WORD_BITS-1:0] W,      // W_t      (PRE = 0)
    input  wire [WORD_BITS-1:0] hKW,    // h + K_t + W_t      (PRE >= 1)
    input  wire [WORD_BITS-1:0] dhKW,   // d + h + K_t + W_t  (PRE = 2)
    output wire [WORD_BITS-1:0] a_next,
    output wire [WORD_BITS-1:0] e_next
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .PRE(PRE), .CSA(CSA))
        u_sha2_param_check ();

    // FIPS 180-4 eq. 4.2 .. 4.5
    wire [WORD_BITS-1:0] Sigma0, Sigma1, Ch, Maj;
    hc_sha2_round_functions #(
        .WORD_BITS(WORD_BITS)
    ) u_functions (
        .a     (a),
        .b     (b),
        .c     (c),
        .e     (e),
        .f     (f),
        .g     (g),
        .Sigma0(Sigma0),
        .Sigma1(Sigma1),
        .Ch    (Ch),
        .Maj   (Maj)
    );

    generate
        if (CSA == 0) begin : g_cpa
            // Carry-propagate adders in the order of the equations. Every partial sum is
            // kept (keep): otherwise Yosys (alumacc) merges a chain of additions into one
            // multi-operand sum and builds it as a carry-save tree, which is the CSA = 1
            // style, not the adders the papers' blocks are made of.
            (* keep *) wire [WORD_BITS-1:0] T2;
            (* keep *) wire [WORD_BITS-1:0] T1;
            assign T2 = Sigma0 + Maj;
            if (PRE == 0) begin : g_t1_plain
                (* keep *) wire [WORD_BITS-1:0] hS;
                (* keep *) wire [WORD_BITS-1:0] hSC;
                (* keep *) wire [WORD_BITS-1:0] hSCK;
                assign hS   = h + Sigma1;
                assign hSC  = hS + Ch;
                assign hSCK = hSC + K;
                assign T1   = hSCK + W;
            end else begin : g_t1_pre
                (* keep *) wire [WORD_BITS-1:0] hS;
                assign hS = hKW + Sigma1;
                assign T1 = hS + Ch;
            end
            assign a_next = T1 + T2;
            if (PRE == 2) begin : g_e_pre
                (* keep *) wire [WORD_BITS-1:0] dS;
                assign dS     = dhKW + Sigma1;
                assign e_next = dS + Ch;
            end else begin : g_e_plain
                assign e_next = d + T1;
            end
        end else begin : g_csa
            // T1 in carry-save form (T1_s + T1_c), shared by a and e where e needs it.
            wire [WORD_BITS-1:0] T1_s, T1_c;
            if (PRE == 0) begin : g_t1_plain
                // h + Sigma1 + Ch + K + W: K and W first (they are ready first)
                wire [WORD_BITS-1:0] x_s, x_c;
                hc_carry_save_adder #(.WIDTH(WORD_BITS)) u_x (
                    .x(h), .y(K), .z(W), .sum(x_s), .carry(x_c)
                );
                wire [WORD_BITS-1:0] y_s, y_c;
                hc_carry_save_adder #(.WIDTH(WORD_BITS)) u_y (
                    .x(x_s), .y(x_c), .z(Sigma1), .sum(y_s), .carry(y_c)
                );
                hc_carry_save_adder #(.WIDTH(WORD_BITS)) u_t1 (
                    .x(y_s), .y(y_c), .z(Ch), .sum(T1_s), .carry(T1_c)
                );
            end else begin : g_t1_pre
                hc_carry_save_adder #(.WIDTH(WORD_BITS)) u_t1 (
                    .x(hKW), .y(Sigma1), .z(Ch), .sum(T1_s), .carry(T1_c)
                );
            end
            // a' = T1 + Sigma0 + Maj
            wire [WORD_BITS-1:0] A1_s, A1_c;
            hc_carry_save_adder #(.WIDTH(WORD_BITS)) u_a1 (
                .x(T1_s), .y(T1_c), .z(Sigma0), .sum(A1_s), .carry(A1_c)
            );
            wire [WORD_BITS-1:0] A2_s, A2_c;
            hc_carry_save_adder #(.WIDTH(WORD_BITS)) u_a2 (
                .x(A1_s), .y(A1_c), .z(Maj), .sum(A2_s), .carry(A2_c)
            );
            assign a_next = A2_s + A2_c;
            // e' = dhKW + Sigma1 + Ch (PRE = 2) or d + T1
            wire [WORD_BITS-1:0] e_x, e_y, e_z;
            if (PRE == 2) begin : g_e_pre
                assign e_x = dhKW;
                assign e_y = Sigma1;
                assign e_z = Ch;
            end else begin : g_e_plain
                assign e_x = d;
                assign e_y = T1_s;
                assign e_z = T1_c;
            end
            wire [WORD_BITS-1:0] E_s, E_c;
            hc_carry_save_adder #(.WIDTH(WORD_BITS)) u_e (
                .x(e_x), .y(e_y), .z(e_z), .sum(E_s), .carry(E_c)
            );
            assign e_next = E_s + E_c;
        end
    endgenerate

    // Operands an operation-block style does not read (PRE, CSA) are tied off here.
    wire unused_operands = &{1'b0, d, h, K, W, hKW, dhKW};
endmodule
`default_nettype wire
