`default_nettype none
// One 48-bit logic unit of the DSP SHA-3 datapaths (paper 003, section 5: "every DSP
// slice is configured to implement a 48-bit wide logical operation of 3 operands"), with
// its registers. USE_DSP = 1 builds it from one Xilinx DSP48E2 slice in logic mode
// (USE_MULT = "NONE"); USE_DSP = 0 from plain logic with the same function and the same
// register timing, so every target can use the datapaths. The datapaths use only this
// module, so both versions are the same circuit.
//
// OP (UG579 Table 2-14, the two-input logic unit, with Y = C for the third operand):
//   0 XOR3: p = ab ^ c ^ pcin   OPMODE W=00 Z=001 (PCIN) Y=11 (C) X=11 (A:B), ALUMODE 0100
//   1 XOR2: p = ab ^ c          OPMODE W=00 Z=000        Y=11 (C) X=11 (A:B), ALUMODE 0100
//   2 ANDN: p = ab & ~c         OPMODE W=00 Z=011 (C)    Y=00     X=11 (A:B), ALUMODE 1101
// (ANDN is chi's NOT-AND, 003 Eq. 10: "O_2 at the C port is first NOT and then AND with
// O_3 at the A:B port".) ab is A:B: ab[47:18] on A, ab[17:0] on B.
//
// Registers (the DSP's own, 003 section 5.2: "input port A:B provides two stage pipelined
// registers while input port C and output ports Pout/Pcout have one"): ABREG 0..2 on
// ab, CREG 0/1 on c, PREG 0/1 on p; pcout is p (registered when PREG = 1). ce enables
// the input registers, ce_p the P register. No resets: the cores never read a register
// before writing it. OPMODE and ALUMODE are constants (OPMODEREG = ALUMODEREG = 0).
module hc_keccak_lu #(
    parameter USE_DSP = 1,
    parameter OP      = 0,
    parameter ABREG   = 0,
    parameter CREG    = 0,
    parameter PREG    = 1
) (
    input  wire        clk,
    input  wire        ce,
    input  wire        ce_p,
    input  wire [47:0] ab,
    input  wire [47:0] c,
    input  wire [47:0] pcin,
    output wire [47:0] p,
    output wire [47:0] pcout
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_keccak_param_check #(.USE_DSP(USE_DSP))
        u_keccak_param_check ();
    generate
        if (OP < 0 || OP > 2) begin : g_bad_op
            hc_error_OP_must_be_0_1_or_2 u_error ();
        end
        if (ABREG < 0 || ABREG > 2 || CREG < 0 || CREG > 1 || PREG < 0 || PREG > 1)
        begin : g_bad_reg
            hc_error_ABREG_0_to_2_CREG_PREG_0_or_1 u_error ();
        end
    endgenerate

    localparam [8:0] OPMODE  = (OP == 0) ? 9'b00_001_11_11 :
                               (OP == 1) ? 9'b00_000_11_11 : 9'b00_011_00_11;
    localparam [3:0] ALUMODE = (OP == 2) ? 4'b1101 : 4'b0100;

    generate
        if (USE_DSP != 0) begin : g_dsp
            // outputs the logic mode does not use
            wire [29:0] acout;
            wire [17:0] bcout;
            wire [3:0]  carryout;
            wire [7:0]  xorout;
            wire [5:0]  flags;
            DSP48E2 #(
                .USE_MULT          ("NONE"),
                .USE_SIMD          ("ONE48"),
                .USE_WIDEXOR       ("FALSE"),
                .USE_PATTERN_DETECT("NO_PATDET"),
                .AUTORESET_PATDET  ("NO_RESET"),
                .A_INPUT           ("DIRECT"),
                .B_INPUT           ("DIRECT"),
                .AREG              (ABREG),
                .ACASCREG          (ABREG),
                .BREG              (ABREG),
                .BCASCREG          (ABREG),
                .CREG              (CREG),
                .PREG              (PREG),
                .MREG              (0),
                .ADREG             (0),
                .DREG              (0),
                .INMODEREG         (0),
                .OPMODEREG         (0),
                .ALUMODEREG        (0),
                .CARRYINREG        (0),
                .CARRYINSELREG     (0)
            ) u_dsp (
                .ACOUT         (acout),
                .BCOUT         (bcout),
                .CARRYCASCOUT  (flags[0]),
                .CARRYOUT      (carryout),
                .MULTSIGNOUT   (flags[1]),
                .OVERFLOW      (flags[2]),
                .P             (p),
                .PATTERNBDETECT(flags[3]),
                .PATTERNDETECT (flags[4]),
                .PCOUT         (pcout),
                .UNDERFLOW     (flags[5]),
                .XOROUT        (xorout),
                .A             (ab[47:18]),
                .ACIN          (30'd0),
                .ALUMODE       (ALUMODE),
                .B             (ab[17:0]),
                .BCIN          (18'd0),
                .C             (c),
                .CARRYCASCIN   (1'b0),
                .CARRYIN       (1'b0),
                .CARRYINSEL    (3'b000),
                .CEA1          (ce),
                .CEA2          (ce),
                .CEAD          (1'b0),
                .CEALUMODE     (1'b0),
                .CEB1          (ce),
                .CEB2          (ce),
                .CEC           (ce),
                .CECARRYIN     (1'b0),
                .CECTRL        (1'b0),
                .CED           (1'b0),
                .CEINMODE      (1'b0),
                .CEM           (1'b0),
                .CEP           (ce_p),
                .CLK           (clk),
                .D             (27'd0),
                .INMODE        (5'd0),
                .MULTSIGNIN    (1'b0),
                .OPMODE        (OPMODE),
                .PCIN          (OP == 0 ? pcin : 48'd0),
                .RSTA          (1'b0),
                .RSTALLCARRYIN (1'b0),
                .RSTALUMODE    (1'b0),
                .RSTB          (1'b0),
                .RSTC          (1'b0),
                .RSTCTRL       (1'b0),
                .RSTD          (1'b0),
                .RSTINMODE     (1'b0),
                .RSTM          (1'b0),
                .RSTP          (1'b0)
            );
            wire unused = &{1'b0, (OP == 0) ? 48'd0 : pcin, acout, bcout, carryout, xorout,
                            flags};
        end else begin : g_logic
            // the DSP's registers as flip-flops: A1/A2 (B1/B2), C, P
            reg [47:0] ab1_q, ab2_q, c_q, p_q;
            always @(posedge clk) begin
                if (ce) begin
                    ab1_q <= ab;
                    ab2_q <= (ABREG == 2) ? ab1_q : ab;
                    c_q   <= c;
                end
            end
            wire [47:0] ab_x = (ABREG == 0) ? ab : ab2_q;
            wire [47:0] c_x  = (CREG == 0) ? c : c_q;
            wire [47:0] f    = (OP == 0) ? (ab_x ^ c_x ^ pcin) :
                               (OP == 1) ? (ab_x ^ c_x) : (ab_x & ~c_x);
            always @(posedge clk) begin
                if (ce_p) p_q <= f;
            end
            assign p     = (PREG == 0) ? f : p_q;
            assign pcout = p;
            wire unused = &{1'b0, (OP == 0) ? 48'd0 : pcin};
        end
    endgenerate
endmodule
`default_nettype wire
