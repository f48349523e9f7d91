// Simulation models of the cells in nextpnr-ecp5's routed netlist (`--write`), for the
// power estimate (hashcores.power): zero-delay with every delay parameter 0, timed with
// the defparams hashcores.power.sdf writes (nextpnr's cell path delays with its
// INTERCONNECT delays folded into each cell's input paths). Each path's delay is split in
// two: a transport delay per input pin (nonblocking assignments with a delay: every pulse
// passes) holding the routed wire into the pin and the path's excess over the cell's
// fastest path to that output, then an inertial stage per output (a continuous assignment
// with a delay) holding that fastest path: a pulse shorter than the cell's own delay does
// not pass the cell, as on the device, and the events of deep XOR logic stay bounded.
// Not specify paths: Icarus ignores INTERCONNECT delays, and folding the wire delays into
// inertial paths would swallow every pulse shorter than the wire (hashcores.power.sdf).
//
// Written for this flow, after the behaviour of nextpnr's packed cells: a TRELLIS_COMB is
// one LUT4 of a slice (MODE "LOGIC"), or one half of a CCU2C carry cell (MODE "CCU2"),
// plus the slice's wide-function mux on OFX: PFUMX (OFX = M ? F1 : F) when F1 is used,
// L6MUX21 (OFX = M ? FXB : FXA) when FXA/FXB are. An open LUT input reads as 1 and an
// open carry input as 0 (see the comb's inputs), and the delayed copies are
// resynchronised 1 ps after time 0, so that a pin that never changes is still seen.
//
// Distributed RAM (a TRELLIS_DPR16X4 packed as four TRELLIS_COMB in MODE "DPRAM" and one
// TRELLIS_RAMW, the slice that carries the write address and data): each DPRAM comb is one
// bit of the 16 x 4 memory, written at WCK's rising edge (WCKMUX "INV": falling) when WRE
// is active (WREMUX "INV": active low), at address {WAD3..WAD0} with WD, read
// asynchronously at the address nextpnr wires to its LUT inputs: bit 0 on D, 1 on B, 2 on
// C, 3 on A. The RAMW passes its inputs
// to the combs' write pins: WAD0..3 from D0, B0, C0, A0 and the data bits 0..3 from C1,
// A1, D1, B1. (Both orders as nextpnr's routed netlist connects a DPR16X4; checked by the
// routed-netlist-against-RTL test of a RAM, tests/test_power.py.) INITVAL is the contents
// by address.
//
// Not modelled (a netlist that uses them is refused before simulation, in Python):
// block RAM and DSP cells, I/O cells.
`timescale 1ps / 1ps

module TRELLIS_COMB (
    input  wire A, B, C, D, M,
    input  wire FCI, F1, FXA, FXB,
    input  wire WD, WAD0, WAD1, WAD2, WAD3, WRE, WCK,
    output wire F, FCO, OFX
);
    parameter MODE = "LOGIC";
    parameter [15:0] INITVAL = 16'h0;
    parameter CCU2_INJECT1 = "NO";
    parameter WREMUX = "WRE";
    parameter WCKMUX = "WCK";
    parameter IS_Z1 = 1'b0;
    // Transport delays (ps) from each input to each output: the routed wire into the pin
    // plus the path's excess over the output's inertial stage (hashcores.power.sdf writes
    // them as defparams; 0 in zero-delay runs). Each output sees its own delayed copy of
    // the inputs.
    parameter integer D_A_F = 0, D_B_F = 0, D_C_F = 0, D_D_F = 0, D_FCI_F = 0;
    parameter integer D_A_FCO = 0, D_B_FCO = 0, D_C_FCO = 0, D_D_FCO = 0, D_FCI_FCO = 0;
    parameter integer D_A_OFX = 0, D_B_OFX = 0, D_C_OFX = 0, D_D_OFX = 0, D_M_OFX = 0;
    parameter integer D_F1_OFX = 0, D_FXA_OFX = 0, D_FXB_OFX = 0;
    // Inertial delay (ps) of each output: the cell's fastest path to it. A change that is
    // undone sooner than this never reaches the output.
    parameter integer I_F = 0, I_FCO = 0, I_OFX = 0;

    wire ccu2 = (MODE == "CCU2");
    wire dpram = (MODE == "DPRAM");
    wire inject = (CCU2_INJECT1 == "YES");
    // nextpnr writes no IS_Z1: a comb whose FXA/FXB are connected is an L6MUX21 slot.
    wire use_fx = (IS_Z1 == 1'b1) || (FXA !== 1'bz) || (FXB !== 1'bz);

    // Inputs as seen by each output, after their transport delays. An open LUT or mux
    // input reads as 1, as on the device (nextpnr's carry feed-in cells rely on it:
    // INITVAL 16'h000a gives "LUT4 = 0, LUT2 = A" only with B, C, D high); an open carry
    // input reads as 0 (no carry).
    wire a_i = (A !== 1'b0), b_i = (B !== 1'b0), c_i = (C !== 1'b0), d_i = (D !== 1'b0);
    wire m_i = (M !== 1'b0), fci_i = (FCI === 1'b1), f1_i = (F1 !== 1'b0);
    wire fxa_i = (FXA !== 1'b0), fxb_i = (FXB !== 1'b0);
    reg a_f, b_f, c_f, d_f, fci_f;
    reg a_c, b_c, c_c, d_c, fci_c;
    reg a_o, b_o, c_o, d_o, m_o, f1_o, fxa_o, fxb_o;
    always @(a_i) begin a_f <= #(D_A_F) a_i; a_c <= #(D_A_FCO) a_i; a_o <= #(D_A_OFX) a_i; end
    always @(b_i) begin b_f <= #(D_B_F) b_i; b_c <= #(D_B_FCO) b_i; b_o <= #(D_B_OFX) b_i; end
    always @(c_i) begin c_f <= #(D_C_F) c_i; c_c <= #(D_C_FCO) c_i; c_o <= #(D_C_OFX) c_i; end
    always @(d_i) begin d_f <= #(D_D_F) d_i; d_c <= #(D_D_FCO) d_i; d_o <= #(D_D_OFX) d_i; end
    always @(fci_i) begin fci_f <= #(D_FCI_F) fci_i; fci_c <= #(D_FCI_FCO) fci_i; end
    always @(m_i) m_o <= #(D_M_OFX) m_i;
    always @(f1_i) f1_o <= #(D_F1_OFX) f1_i;
    always @(fxa_i) fxa_o <= #(D_FXA_OFX) fxa_i;
    always @(fxb_i) fxb_o <= #(D_FXB_OFX) fxb_i;
    initial begin
        #1;
        {a_f, b_f, c_f, d_f, fci_f} = {a_i, b_i, c_i, d_i, fci_i};
        {a_c, b_c, c_c, d_c, fci_c} = {a_i, b_i, c_i, d_i, fci_i};
        {a_o, b_o, c_o, d_o, m_o, f1_o, fxa_o, fxb_o} = {a_i, b_i, c_i, d_i, m_i, f1_i, fxa_i, fxb_i};
    end

    // DPRAM: the memory bit, written at the write clock's edge (a register: no delay).
    reg [15:0] ram = INITVAL;
    wire wre_on = (WREMUX == "INV") ? (WRE === 1'b0) : (WRE === 1'b1);
    wire wck_in = (WCKMUX == "INV") ? ~WCK : WCK;
    always @(posedge wck_in) begin
        if (dpram && wre_on) ram[{WAD3, WAD2, WAD1, WAD0}] <= WD;
    end

    // LUT4: INITVAL indexed by {D, C, B, A}; a CCU2 half adds the carry in to it and
    // makes the carry out from it and its LUT2 (the first four entries, on A and B).
    // DPRAM: the memory at the read address {A, C, B, D}.
    wire lut_f = dpram ? ram[{a_f, c_f, b_f, d_f}] : INITVAL[{d_f, c_f, b_f, a_f}];
    wire lut_c = INITVAL[{d_c, c_c, b_c, a_c}];
    wire lut_o = dpram ? ram[{a_o, c_o, b_o, d_o}] : INITVAL[{d_o, c_o, b_o, a_o}];
    assign #(I_F) F = ccu2 ? (lut_f ^ (inject ? 1'b0 : fci_f)) : lut_f;
    assign #(I_FCO) FCO = ccu2 ? ((~lut_c & (inject ? 1'b0 : INITVAL[{b_c, a_c}]))
                                  | (lut_c & fci_c)) : 1'b0;
    // The OFX mux: L6MUX21 (FXB/FXA by M), or PFUMX (F1/this LUT by M).
    assign #(I_OFX) OFX = use_fx ? (m_o ? fxb_o : fxa_o) : (m_o ? f1_o : lut_o);
endmodule

// The write slice of a distributed RAM: its inputs, passed to the DPRAM combs' write pins
// (the order is in the header).
module TRELLIS_RAMW (
    input  wire A0, B0, C0, D0, A1, B1, C1, D1,
    output wire WDO0, WDO1, WDO2, WDO3, WADO0, WADO1, WADO2, WADO3
);
    assign {WADO3, WADO2, WADO1, WADO0} = {A0, C0, B0, D0};
    assign {WDO3, WDO2, WDO1, WDO0} = {B1, D1, A1, C1};
endmodule

module TRELLIS_FF (
    input  wire CLK, LSR, CE, DI, M,
    output reg  Q
);
    parameter GSR = "ENABLED";
    parameter CEMUX = "1";
    parameter CLKMUX = "CLK";
    parameter LSRMUX = "LSR";
    parameter SRMODE = "LSR_OVER_CE";
    parameter REGSET = "RESET";
    parameter SD = "0";
    parameter LSRMODE = "LSR";

    // nextpnr feeds the register from DI (its own LUT, SD "1") or from M (anything else,
    // SD "0"); CEMUX/LSRMUX/CLKMUX "1"/"0"/"INV" select constants or inversions.
    wire data = (SD == "1" || SD == "1 ") ? DI : M;
    wire ce_on = (CEMUX == "1" || CEMUX == "1 ") ? 1'b1 : (CEMUX == "0" || CEMUX == "0 ")
                 ? 1'b0 : (CEMUX == "INV") ? ~CE : CE;
    wire lsr_on = (LSRMUX == "INV") ? ~LSR : LSR;
    wire clk_in = (CLKMUX == "INV") ? ~CLK : CLK;
    wire set_value = (REGSET == "SET");

    // Clock-to-output delay (ps): routed clock wire plus the register's path.
    parameter integer D_CLK_Q = 0;

    initial Q = set_value;

    // An asynchronous set/reset (SRMODE "ASYNC") acts on its own edge as well; a
    // synchronous one only at the clock.
    wire async_lsr = (SRMODE == "ASYNC") && lsr_on;

    always @(posedge clk_in or posedge async_lsr) begin
        if (lsr_on) begin
            Q <= #(D_CLK_Q) set_value;
        end else if (ce_on) begin
            Q <= #(D_CLK_Q) data;
        end
    end

endmodule

module DCCA (
    input  wire CLKI, CE,
    output wire CLKO
);
    assign CLKO = CLKI & (CE !== 1'b0);
endmodule

module VLO (output wire Z);
    assign Z = 1'b0;
endmodule

module VHI (output wire Z);
    assign Z = 1'b1;
endmodule
