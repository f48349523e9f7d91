`default_nettype none
// Test wrapper of the DSP48E2 simulation model (sim/xilinx/DSP48E2.v) for
// tests/test_dsp48e2_model.py: the register attributes as integer parameters (the cocotb
// runner passes integers to both simulators alike), OPMODE and ALUMODE as ports so one
// build runs every logic-unit mode. BAD = 1 sets USE_MULT = "MULTIPLY", an attribute the
// model does not support: the simulation must stop at time 0.
module hc_dsp48e2_tb #(
    parameter AREG       = 0,
    parameter BREG       = 0,
    parameter CREG       = 0,
    parameter PREG       = 0,
    parameter OPMODEREG  = 0,
    parameter ALUMODEREG = 0,
    parameter BAD        = 0
) (
    input  wire        clk,
    input  wire [29:0] a,
    input  wire [17:0] b,
    input  wire [47:0] c,
    input  wire [47:0] pcin,
    input  wire [8:0]  opmode,
    input  wire [3:0]  alumode,
    input  wire        cea1,
    input  wire        cea2,
    input  wire        ceb1,
    input  wire        ceb2,
    input  wire        cec,
    input  wire        cep,
    input  wire        cectrl,
    input  wire        cealumode,
    input  wire        rsta,
    input  wire        rstb,
    input  wire        rstc,
    input  wire        rstp,
    input  wire        rstctrl,
    input  wire        rstalumode,
    output wire [47:0] p,
    output wire [47:0] pcout
);
    DSP48E2 #(
        .USE_MULT  (BAD != 0 ? "MULTIPLY" : "NONE"),
        .AREG      (AREG),
        .ACASCREG  (AREG),
        .BREG      (BREG),
        .BCASCREG  (BREG),
        .CREG      (CREG),
        .PREG      (PREG),
        .MREG      (0),
        .OPMODEREG (OPMODEREG),
        .ALUMODEREG(ALUMODEREG)
    ) u_dsp (
        .ACOUT(), .BCOUT(), .CARRYCASCOUT(), .CARRYOUT(), .MULTSIGNOUT(), .OVERFLOW(),
        .P(p), .PATTERNBDETECT(), .PATTERNDETECT(), .PCOUT(pcout), .UNDERFLOW(), .XOROUT(),
        .A(a), .ACIN(30'd0), .ALUMODE(alumode), .B(b), .BCIN(18'd0), .C(c),
        .CARRYCASCIN(1'b0), .CARRYIN(1'b0), .CARRYINSEL(3'd0),
        .CEA1(cea1), .CEA2(cea2), .CEAD(1'b0), .CEALUMODE(cealumode), .CEB1(ceb1),
        .CEB2(ceb2), .CEC(cec), .CECARRYIN(1'b0), .CECTRL(cectrl), .CED(1'b0),
        .CEINMODE(1'b0), .CEM(1'b0), .CEP(cep), .CLK(clk), .D(27'd0), .INMODE(5'd0),
        .MULTSIGNIN(1'b0), .OPMODE(opmode), .PCIN(pcin),
        .RSTA(rsta), .RSTALLCARRYIN(1'b0), .RSTALUMODE(rstalumode), .RSTB(rstb),
        .RSTC(rstc), .RSTCTRL(rstctrl), .RSTD(1'b0), .RSTINMODE(1'b0), .RSTM(1'b0),
        .RSTP(rstp)
    );
endmodule
`default_nettype wire
