`default_nettype none
// Behavioural SIMULATION model of the Xilinx UltraScale DSP48E2 slice, restricted to the
// logic-unit modes (USE_MULT = "NONE") that the DSP SHA-3 cores use; the proofs of the
// core whose digest is held in the slices' P registers read it too (`ifdef FORMAL:
// assertions instead of $fatal; docs/verification.md). Never in a synthesis source list: Yosys (synth_xilinx -family xcu) and Vivado map the DSP48E2
// instances of rtl/sha3/hc_keccak_lu.v to the real primitive. Written from UG579
// (UltraScale Architecture DSP Slice User Guide); module, port and parameter names and
// parameter types are the primitive's, so the same instances elaborate in Vivado.
//
// What is modelled (UG579 chapter 2):
// * A, B, C input registers (AREG/BREG 0, 1, 2; CREG 0, 1) with their clock enables
//   CEA1/CEA2, CEB1/CEB2, CEC and synchronous resets RSTA/RSTB/RSTC ("A, B, C
//   registers", Table 2-1 / Figure 2-8: with AREG = 1 only the A2 register is in the
//   path, loaded by CEA2; with AREG = 2, A1 (CEA1) then A2 (CEA2)).
// * OPMODE and ALUMODE registers (OPMODEREG, ALUMODEREG; CECTRL/RSTCTRL,
//   CEALUMODE/RSTALUMODE).
// * The W/X/Y/Z multiplexers ("OPMODE, ALUMODE" tables, Table 2-10 X, 2-11 Y, 2-12 Z,
//   2-9 W): X = 0 / P / A:B, Y = 0 / all ones / C, Z = 0 / PCIN / P / C, W = 0 only.
// * The two-input logic unit (UG579 "Two-Input Logic Unit", Table 2-14 "OPMODE[3:2] and
//   ALUMODE control of the logic unit"): the ALU's first stage forms, per bit, the sum
//   X ^ Y ^ Z' and the carry maj(X, Y, Z') with Z' = Z ^ ALUMODE[0]; ALUMODE[3] selects
//   the carry (AND/OR family) instead of the sum (XOR family), ALUMODE[1] inverts the
//   result, and ALUMODE[2] = 1 keeps the carries out of the final adder, so with W = 0
//   the output is that bitwise function. With Y = 0 this is the table's OPMODE[3:2] = 00
//   column (X XOR Z, X AND Z, X AND NOT Z, ...), with Y = all ones its 10 column
//   (X XNOR Z, X OR Z, NOT X AND Z, ...), and with Y = C the three-input forms the cores
//   use: ALUMODE 0100 gives X XOR C XOR Z (UG579: "the logic unit ... X XOR Y XOR Z").
// * P register (PREG, CEP, RSTP); PCOUT = P (registered or not, as P).
// Checked mode by mode against the public UNISIM DSP48E2 source (ALU section: z_optinv,
// s, co, smux/comux, the W full adder and ALU_OUT; the A/B/C/P/OPMODE/ALUMODE register
// processes); tests/test_dsp48e2_model.py compares this model with a Python model of the
// same tables on random inputs.
//
// Everything else stops the simulation with a message naming the instance (never a
// silently wrong value): any attribute value other than the supported ones (multiplier,
// pre-adder, SIMD, pattern detector, wide XOR, cascaded A/B inputs, inverted pins) at
// time 0, and at run time an OPMODE or ALUMODE outside the modes above (arithmetic
// ALUMODE, the M inputs, W other than 0, the shifted Z inputs) whenever they are not X.
// Outputs with no meaning in logic mode (carries, pattern detect, overflow) are X.
// The primitive has attributes and pins this subset never reads, and string attributes
// compared at any width: those two lint rules are off for this file only.
/* verilator lint_off UNUSEDPARAM */
/* verilator lint_off WIDTH */
module DSP48E2 #(
    parameter integer ACASCREG = 1,
    parameter integer ADREG = 1,
    parameter integer ALUMODEREG = 1,
    parameter AMULTSEL = "A",
    parameter integer AREG = 1,
    parameter AUTORESET_PATDET = "NO_RESET",
    parameter AUTORESET_PRIORITY = "RESET",
    parameter A_INPUT = "DIRECT",
    parameter integer BCASCREG = 1,
    parameter BMULTSEL = "B",
    parameter integer BREG = 1,
    parameter B_INPUT = "DIRECT",
    parameter integer CARRYINREG = 1,
    parameter integer CARRYINSELREG = 1,
    parameter integer CREG = 1,
    parameter integer DREG = 1,
    parameter integer INMODEREG = 1,
    parameter [3:0] IS_ALUMODE_INVERTED = 4'b0000,
    parameter [0:0] IS_CARRYIN_INVERTED = 1'b0,
    parameter [0:0] IS_CLK_INVERTED = 1'b0,
    parameter [4:0] IS_INMODE_INVERTED = 5'b00000,
    parameter [8:0] IS_OPMODE_INVERTED = 9'b000000000,
    parameter [0:0] IS_RSTALLCARRYIN_INVERTED = 1'b0,
    parameter [0:0] IS_RSTALUMODE_INVERTED = 1'b0,
    parameter [0:0] IS_RSTA_INVERTED = 1'b0,
    parameter [0:0] IS_RSTB_INVERTED = 1'b0,
    parameter [0:0] IS_RSTCTRL_INVERTED = 1'b0,
    parameter [0:0] IS_RSTC_INVERTED = 1'b0,
    parameter [0:0] IS_RSTD_INVERTED = 1'b0,
    parameter [0:0] IS_RSTINMODE_INVERTED = 1'b0,
    parameter [0:0] IS_RSTM_INVERTED = 1'b0,
    parameter [0:0] IS_RSTP_INVERTED = 1'b0,
    parameter [47:0] MASK = 48'h3FFFFFFFFFFF,
    parameter integer MREG = 1,
    parameter integer OPMODEREG = 1,
    parameter [47:0] PATTERN = 48'h000000000000,
    parameter PREADDINSEL = "A",
    parameter integer PREG = 1,
    parameter [47:0] RND = 48'h000000000000,
    parameter SEL_MASK = "MASK",
    parameter SEL_PATTERN = "PATTERN",
    parameter USE_MULT = "MULTIPLY",
    parameter USE_PATTERN_DETECT = "NO_PATDET",
    parameter USE_SIMD = "ONE48",
    parameter USE_WIDEXOR = "FALSE",
    parameter XORSIMD = "XOR24_48_96"
) (
    output wire [29:0] ACOUT,
    output wire [17:0] BCOUT,
    output wire        CARRYCASCOUT,
    output wire [3:0]  CARRYOUT,
    output wire        MULTSIGNOUT,
    output wire        OVERFLOW,
    output wire [47:0] P,
    output wire        PATTERNBDETECT,
    output wire        PATTERNDETECT,
    output wire [47:0] PCOUT,
    output wire        UNDERFLOW,
    output wire [7:0]  XOROUT,
    input  wire [29:0] A,
    input  wire [29:0] ACIN,
    input  wire [3:0]  ALUMODE,
    input  wire [17:0] B,
    input  wire [17:0] BCIN,
    input  wire [47:0] C,
    input  wire        CARRYCASCIN,
    input  wire        CARRYIN,
    input  wire [2:0]  CARRYINSEL,
    input  wire        CEA1,
    input  wire        CEA2,
    input  wire        CEAD,
    input  wire        CEALUMODE,
    input  wire        CEB1,
    input  wire        CEB2,
    input  wire        CEC,
    input  wire        CECARRYIN,
    input  wire        CECTRL,
    input  wire        CED,
    input  wire        CEINMODE,
    input  wire        CEM,
    input  wire        CEP,
    input  wire        CLK,
    input  wire [26:0] D,
    input  wire [4:0]  INMODE,
    input  wire        MULTSIGNIN,
    input  wire [8:0]  OPMODE,
    input  wire [47:0] PCIN,
    input  wire        RSTA,
    input  wire        RSTALLCARRYIN,
    input  wire        RSTALUMODE,
    input  wire        RSTB,
    input  wire        RSTC,
    input  wire        RSTCTRL,
    input  wire        RSTD,
    input  wire        RSTINMODE,
    input  wire        RSTM,
    input  wire        RSTP
);
    // ------------------------------------------------------------ attribute checks
    // The supported subset; anything else ends the simulation at time 0. A proof
    // (`hashcores prove`: SymbiYosys defines FORMAL; Yosys has no $fatal) asserts the
    // same rules instead, so that a proof over an instance outside them fails. (Not as
    // instances of missing modules, as the cores' parameter checks: Yosys elaborates
    // this module at the primitive's defaults too, the multiplier's.)
`ifdef FORMAL
    localparam MODES_OK = USE_MULT == "NONE" && USE_SIMD == "ONE48" && USE_WIDEXOR == "FALSE"
        && USE_PATTERN_DETECT == "NO_PATDET" && AUTORESET_PATDET == "NO_RESET"
        && A_INPUT == "DIRECT" && B_INPUT == "DIRECT";
    localparam REGISTERS_OK = AREG >= 0 && AREG <= 2 && BREG >= 0 && BREG <= 2
        && (ACASCREG == AREG || (AREG == 2 && ACASCREG == 1))
        && (BCASCREG == BREG || (BREG == 2 && BCASCREG == 1))
        && CREG >= 0 && CREG <= 1 && PREG >= 0 && PREG <= 1 && OPMODEREG >= 0
        && OPMODEREG <= 1 && ALUMODEREG >= 0 && ALUMODEREG <= 1 && MREG == 0;
    localparam PINS_OK = IS_ALUMODE_INVERTED == 4'd0 && IS_CARRYIN_INVERTED == 1'b0
        && IS_CLK_INVERTED == 1'b0 && IS_INMODE_INVERTED == 5'd0
        && IS_OPMODE_INVERTED == 9'd0 && IS_RSTALLCARRYIN_INVERTED == 1'b0
        && IS_RSTALUMODE_INVERTED == 1'b0 && IS_RSTA_INVERTED == 1'b0
        && IS_RSTB_INVERTED == 1'b0 && IS_RSTCTRL_INVERTED == 1'b0
        && IS_RSTC_INVERTED == 1'b0 && IS_RSTD_INVERTED == 1'b0
        && IS_RSTINMODE_INVERTED == 1'b0 && IS_RSTM_INVERTED == 1'b0
        && IS_RSTP_INVERTED == 1'b0;
    always @(*) begin
        assert(MODES_OK);       // no multiplier, SIMD, wide XOR, pattern detector, cascade
        assert(REGISTERS_OK);   // AREG/BREG 0 to 2, the others 0 or 1, MREG 0
        assert(PINS_OK);        // no inverted pin
    end
`else
    initial begin
        if (USE_MULT != "NONE")
            $fatal(1, "DSP48E2 model (%m): USE_MULT must be \"NONE\" (logic-unit modes only)");
        if (USE_SIMD != "ONE48")
            $fatal(1, "DSP48E2 model (%m): USE_SIMD must be \"ONE48\"");
        if (USE_WIDEXOR != "FALSE")
            $fatal(1, "DSP48E2 model (%m): USE_WIDEXOR must be \"FALSE\"");
        if (USE_PATTERN_DETECT != "NO_PATDET" || AUTORESET_PATDET != "NO_RESET")
            $fatal(1, "DSP48E2 model (%m): the pattern detector is not modelled");
        if (A_INPUT != "DIRECT" || B_INPUT != "DIRECT")
            $fatal(1, "DSP48E2 model (%m): A_INPUT and B_INPUT must be \"DIRECT\"");
        if (AREG < 0 || AREG > 2 || BREG < 0 || BREG > 2)
            $fatal(1, "DSP48E2 model (%m): AREG and BREG must be 0, 1 or 2");
        // UG579 Table 2-1: ACASCREG equals AREG, or is 1 when AREG is 2 (same for B)
        if (!(ACASCREG == AREG || (AREG == 2 && ACASCREG == 1)) ||
            !(BCASCREG == BREG || (BREG == 2 && BCASCREG == 1)))
            $fatal(1, "DSP48E2 model (%m): ACASCREG/BCASCREG not allowed with AREG/BREG");
        if (CREG < 0 || CREG > 1 || PREG < 0 || PREG > 1 || OPMODEREG < 0 ||
            OPMODEREG > 1 || ALUMODEREG < 0 || ALUMODEREG > 1)
            $fatal(1, "DSP48E2 model (%m): CREG, PREG, OPMODEREG, ALUMODEREG must be 0 or 1");
        // UG579: with USE_MULT = "NONE" the M register must be bypassed
        if (MREG != 0)
            $fatal(1, "DSP48E2 model (%m): MREG must be 0 with USE_MULT = \"NONE\"");
        if (IS_ALUMODE_INVERTED != 4'd0 || IS_CARRYIN_INVERTED != 1'b0 ||
            IS_CLK_INVERTED != 1'b0 || IS_INMODE_INVERTED != 5'd0 ||
            IS_OPMODE_INVERTED != 9'd0 || IS_RSTALLCARRYIN_INVERTED != 1'b0 ||
            IS_RSTALUMODE_INVERTED != 1'b0 || IS_RSTA_INVERTED != 1'b0 ||
            IS_RSTB_INVERTED != 1'b0 || IS_RSTCTRL_INVERTED != 1'b0 ||
            IS_RSTC_INVERTED != 1'b0 || IS_RSTD_INVERTED != 1'b0 ||
            IS_RSTINMODE_INVERTED != 1'b0 || IS_RSTM_INVERTED != 1'b0 ||
            IS_RSTP_INVERTED != 1'b0)
            $fatal(1, "DSP48E2 model (%m): inverted pins (IS_*_INVERTED) are not modelled");
    end
`endif

    // ------------------------------------------------------------ input registers
    // All registers start at 0, as after the device's global set/reset.
    reg [29:0] a1_q = 30'd0, a2_q = 30'd0;
    reg [17:0] b1_q = 18'd0, b2_q = 18'd0;
    reg [47:0] c_q = 48'd0, p_q = 48'd0;
    reg [8:0]  opmode_q = 9'd0;
    reg [3:0]  alumode_q = 4'd0;

    wire [29:0] a_alu   = (AREG == 0) ? A : a2_q;
    wire [17:0] b_alu   = (BREG == 0) ? B : b2_q;
    wire [47:0] c_alu   = (CREG == 0) ? C : c_q;
    wire [8:0]  opmode  = (OPMODEREG == 0) ? OPMODE : opmode_q;
    wire [3:0]  alumode = (ALUMODEREG == 0) ? ALUMODE : alumode_q;

    // ------------------------------------------------------------ mode check
    // Tables 2-9 .. 2-14: W = 00; X in {00, 10, 11}; Y in {00, 10, 11}; Z in {000 .. 011};
    // ALUMODE one of the eight logic-unit codes (ALUMODE[2] = 1).
    // Also accepted: the mode registers' reset state, OPMODE = 0 with ALUMODE = 0000 (the
    // adder, Z + W + X + Y + CIN, with every multiplexer at 0) while the carry input is
    // CARRYIN = 0 (CARRYINSEL = 000): its result is 0, so the logic unit computes 0 too.
    wire zero_mode = (opmode == 9'd0) && (alumode == 4'b0000) && (CARRYINSEL == 3'b000) &&
                     (CARRYIN == 1'b0);
    wire mode_ok = ((opmode[8:7] == 2'b00) && (opmode[1:0] != 2'b01) &&
                    (opmode[3:2] != 2'b01) && (opmode[6] == 1'b0) && alumode[2]) || zero_mode;

    // ------------------------------------------------------------ multiplexers
    reg [47:0] x_mux, y_mux, z_mux;
    always @(*) begin
        case (opmode[1:0])            // Table 2-10
            2'b10:   x_mux = p_q;
            2'b11:   x_mux = {a_alu, b_alu};
            default: x_mux = 48'd0;   // 00 (01, the multiplier, is rejected above)
        endcase
        case (opmode[3:2])            // Table 2-11
            2'b10:   y_mux = {48{1'b1}};
            2'b11:   y_mux = c_alu;
            default: y_mux = 48'd0;
        endcase
        case (opmode[6:4])            // Table 2-12
            3'b001:  z_mux = PCIN;
            3'b010:  z_mux = p_q;
            3'b011:  z_mux = c_alu;
            default: z_mux = 48'd0;
        endcase
    end

    // ------------------------------------------------------------ logic unit
    // Procedural: Icarus evaluates a continuous assignment's logic bit by bit and a
    // procedural one 64 bits at a time (docs/verification.md, "Simulation speed").
    reg [47:0] z_inv, l_sum, l_carry, alu;
    always @(*) begin
        z_inv   = z_mux ^ {48{alumode[0]}};
        l_sum   = x_mux ^ y_mux ^ z_inv;
        l_carry = (x_mux & y_mux) | (x_mux & z_inv) | (y_mux & z_inv);
        alu     = (alumode[3] ? l_carry : l_sum) ^ {48{alumode[1]}};
    end

    // Every register of the slice and the mode check in one clocked process (each reads
    // the values from before the edge, as separate processes would): Icarus wakes every
    // process of each of a core's 42 to 130 slices at every edge, and one process per
    // slice rather than three takes a compact DSP48E2 core's ShortMsg file in 35 s of
    // CPU there instead of 49 s.
    always @(posedge CLK) begin
        if (RSTA) begin
            a1_q <= 30'd0;
            a2_q <= 30'd0;
        end else begin
            if (CEA1) a1_q <= A;
            if (CEA2) a2_q <= (AREG == 2) ? a1_q : A;
        end
        if (RSTB) begin
            b1_q <= 18'd0;
            b2_q <= 18'd0;
        end else begin
            if (CEB1) b1_q <= B;
            if (CEB2) b2_q <= (BREG == 2) ? b1_q : B;
        end
        if (RSTC) c_q <= 48'd0;
        else if (CEC) c_q <= C;
        if (RSTCTRL) opmode_q <= 9'd0;
        else if (CECTRL) opmode_q <= OPMODE;
        if (RSTALUMODE) alumode_q <= 4'd0;
        else if (CEALUMODE) alumode_q <= ALUMODE;
        // (as the UNISIM model: without PREG the register never loads, so P feedback is 0)
        if (RSTP) p_q <= 48'd0;
        else if (CEP && PREG == 1) p_q <= alu;
`ifndef FORMAL
        // (Not at time 0: before the first evaluation the inputs need not hold their
        // values yet; Verilator starts them random.)
        if ($time != 0 && (^{opmode, alumode} !== 1'bx) && !mode_ok)
            $fatal(1, "DSP48E2 model (%m): OPMODE %b / ALUMODE %b is not a modelled logic-unit mode",
                   opmode, alumode);
`endif
    end
`ifdef FORMAL
    // A proof holds for the modelled modes only: one outside them fails it.
    always @(*)
        assert(mode_ok);   // a modelled logic-unit mode
`endif

    assign P     = (PREG == 0) ? alu : p_q;
    assign PCOUT = P;

    // cascade outputs of A and B (UG579 Table 2-1: ACASCREG selects A1 or A2)
    assign ACOUT = (ACASCREG == AREG) ? a_alu : a1_q;
    assign BCOUT = (BCASCREG == BREG) ? b_alu : b1_q;

    // no meaning in logic mode
    assign CARRYCASCOUT   = 1'bx;
    assign CARRYOUT       = 4'bxxxx;
    assign MULTSIGNOUT    = 1'bx;
    assign OVERFLOW       = 1'bx;
    assign UNDERFLOW      = 1'bx;
    assign PATTERNDETECT  = 1'bx;
    assign PATTERNBDETECT = 1'bx;
    assign XOROUT         = 8'd0;  // USE_WIDEXOR = "FALSE"

    wire unused = &{1'b0, ACIN, BCIN, CARRYCASCIN, CEAD, CECARRYIN,
                    CED, CEINMODE, CEM, D, INMODE, MULTSIGNIN, RSTALLCARRYIN, RSTD,
                    RSTINMODE, RSTM, opmode[5:4]};
endmodule
/* verilator lint_on WIDTH */
/* verilator lint_on UNUSEDPARAM */
`default_nettype wire
