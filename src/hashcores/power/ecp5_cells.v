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
// Block RAM (DP16KD): see its module.
//
// Not modelled (a netlist that uses them is refused before simulation, in Python): DSP
// cells, I/O cells.
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

// Block RAM: one 18 Kbit EBR (DP16KD), after Lattice TN1264 (ECP5 and ECP5-5G Memory Usage
// Guide: the ports, widths, modes) and the way the open tools use it: Yosys's
// techlibs/lattice brams_16kd.txt and brams_map_16kd.v (the cells synth_ecp5 writes,
// including its 36-bit pseudo dual port, and the behaviour it assumes of each mode) and
// docs memlib.md (the layout of the contents), nextpnr-ecp5's pack.cc and bitstream.cc (how
// the routed netlist ties constant and open pins) and arch.cc (which clock times each
// output).
//
// Contents: 1024 rows of 18 bits. INITVAL_00..3F hold 16 rows each, row r of INITVAL_n at
// bits [20r+17 : 20r] of the 320-bit value (20-bit slots, their top two bits unused; the
// routed Verilog writes them as 320'h numbers, the JSON as 320-character bit strings).
// Narrower words are halves of wider ones (memlib.md): an 18-bit row is two 9-bit words
// (the even address in bits 8:0), a 9-bit word two 4-bit words (bits 3:0 and 7:4) and a
// ninth bit only the 9- and 18-bit widths reach, a 4-bit word two 2-bit ones, a 2-bit word
// two bits. So DATA_WIDTH w addresses
// with AD13..AD(log2 w) (9: AD13..3, 18: AD13..4), and the lower address pins of the 18-
// and 36-bit widths are byte enables for writes (AD0 bits 8:0, AD1 bits 17:9; 36: AD0..3
// over {DIB, DIA}). Data is on the low pins, DI(w-1)..DI0 and DO(w-1)..DO0.
// DATA_WIDTH_A 36 is the pseudo dual port (PDPW16KD, nextpnr arch.cc `is_pdp`): port A
// only writes 36-bit words {DIB, DIA} (CEA, CSA and the byte enables; WEA unused), port B
// only reads (at DATA_WIDTH_B; 36: the low half on DOA, the high half on DOB; else on DOB),
// every output clocked by CLKB.
//
// Each port, at its clock's rising edge (CLKxMUX "INV": falling), when CEx is high and
// {CSx2, CSx1, CSx0} equals CSDECODE_x: writes DIx when WEx is high, and reads the
// addressed word into its output latch, or on a write per WRITEMODE_x: NORMAL keeps the
// latch, WRITETHROUGH takes the word as written, READBEFOREWRITE the word before it.
// REGMODE_x "OUTREG" adds an output register loading the latch at the same edge when OCEx
// is high. RSTx clears the latch and the register to 0: at the clock edge whatever CEx
// (RESETMODE "SYNC"), or at once (RESETMODE "ASYNC"; ASYNC_RESET_RELEASE makes no
// difference here: the output stays 0 until the next read either way). The outputs start
// at 0 (the global reset at configuration; a GSR cell is not modelled, so GSR changes
// nothing after time 0). A port reads the contents before another port's write at the
// same time step (the order the two clocks give is not defined on the device).
//
// Pins: nextpnr removes the pins tied to a constant and says the value in <pin>MUX: "0" or
// "1" for address and data pins; for the clock, enable, reset and select pins, which are
// tied high in the routing (an open pin reads 1), "INV" for 0 and the pin's name for 1. A
// pin left open with no MUX parameter is 0 (1 for CEx and OCEx), as bitstream.cc writes it.
// Which configurations the model covers is checked in Python before simulation
// (hashcores.power.ebr), with a message naming the cell and the parameter.
//
// Timed runs: the clock-to-output delay of the DOA and DOB pins (nextpnr's SDF IOPATH from
// the port's clock, plus the routed wire into that clock pin), as TRELLIS_FF's D_CLK_Q: a
// transport delay, so every change of the latch reaches the pins.
module DP16KD (
    // Write data, addresses, controls of port A then port B, read data.
    input  wire DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9,
    input  wire DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0,
    input  wire DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9,
    input  wire DIB8, DIB7, DIB6, DIB5, DIB4, DIB3, DIB2, DIB1, DIB0,
    input  wire ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3,
    input  wire ADA2, ADA1, ADA0, ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6,
    input  wire ADB5, ADB4, ADB3, ADB2, ADB1, ADB0,
    input  wire CEA, OCEA, CLKA, WEA, RSTA, CSA2, CSA1, CSA0,
    input  wire CEB, OCEB, CLKB, WEB, RSTB, CSB2, CSB1, CSB0,
    output wire DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9,
    output wire DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0,
    output wire DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9,
    output wire DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0
);
    parameter integer DATA_WIDTH_A = 18, DATA_WIDTH_B = 18;
    parameter REGMODE_A = "NOREG", REGMODE_B = "NOREG";
    parameter RESETMODE = "SYNC", ASYNC_RESET_RELEASE = "SYNC";
    parameter CSDECODE_A = "0b000", CSDECODE_B = "0b000";
    parameter WRITEMODE_A = "NORMAL", WRITEMODE_B = "NORMAL";
    parameter GSR = "ENABLED";
    parameter INIT_DATA = "STATIC";
    parameter integer WID = 0;
    // Control pin muxes ("" = not set: see the header).
    parameter CLKAMUX = "", CEAMUX = "", OCEAMUX = "", WEAMUX = "", RSTAMUX = "";
    parameter CSA2MUX = "", CSA1MUX = "", CSA0MUX = "";
    parameter CLKBMUX = "", CEBMUX = "", OCEBMUX = "", WEBMUX = "", RSTBMUX = "";
    parameter CSB2MUX = "", CSB1MUX = "", CSB0MUX = "";
    // Address and data pin constants ("0", "1"; "" = not set). Eight bits: the model reads
    // bit 0 of the one character (see `bus`).
    parameter [7:0] ADA0MUX = "", ADA1MUX = "", ADA2MUX = "", ADA3MUX = "", ADA4MUX = "",
        ADA5MUX = "", ADA6MUX = "", ADA7MUX = "", ADA8MUX = "", ADA9MUX = "",
        ADA10MUX = "", ADA11MUX = "", ADA12MUX = "", ADA13MUX = "";
    parameter [7:0] ADB0MUX = "", ADB1MUX = "", ADB2MUX = "", ADB3MUX = "", ADB4MUX = "",
        ADB5MUX = "", ADB6MUX = "", ADB7MUX = "", ADB8MUX = "", ADB9MUX = "",
        ADB10MUX = "", ADB11MUX = "", ADB12MUX = "", ADB13MUX = "";
    parameter [7:0] DIA0MUX = "", DIA1MUX = "", DIA2MUX = "", DIA3MUX = "", DIA4MUX = "",
        DIA5MUX = "", DIA6MUX = "", DIA7MUX = "", DIA8MUX = "", DIA9MUX = "", DIA10MUX = "",
        DIA11MUX = "", DIA12MUX = "", DIA13MUX = "", DIA14MUX = "", DIA15MUX = "",
        DIA16MUX = "", DIA17MUX = "";
    parameter [7:0] DIB0MUX = "", DIB1MUX = "", DIB2MUX = "", DIB3MUX = "", DIB4MUX = "",
        DIB5MUX = "", DIB6MUX = "", DIB7MUX = "", DIB8MUX = "", DIB9MUX = "", DIB10MUX = "",
        DIB11MUX = "", DIB12MUX = "", DIB13MUX = "", DIB14MUX = "", DIB15MUX = "",
        DIB16MUX = "", DIB17MUX = "";
    parameter [319:0] INITVAL_00 = 0, INITVAL_01 = 0, INITVAL_02 = 0, INITVAL_03 = 0;
    parameter [319:0] INITVAL_04 = 0, INITVAL_05 = 0, INITVAL_06 = 0, INITVAL_07 = 0;
    parameter [319:0] INITVAL_08 = 0, INITVAL_09 = 0, INITVAL_0A = 0, INITVAL_0B = 0;
    parameter [319:0] INITVAL_0C = 0, INITVAL_0D = 0, INITVAL_0E = 0, INITVAL_0F = 0;
    parameter [319:0] INITVAL_10 = 0, INITVAL_11 = 0, INITVAL_12 = 0, INITVAL_13 = 0;
    parameter [319:0] INITVAL_14 = 0, INITVAL_15 = 0, INITVAL_16 = 0, INITVAL_17 = 0;
    parameter [319:0] INITVAL_18 = 0, INITVAL_19 = 0, INITVAL_1A = 0, INITVAL_1B = 0;
    parameter [319:0] INITVAL_1C = 0, INITVAL_1D = 0, INITVAL_1E = 0, INITVAL_1F = 0;
    parameter [319:0] INITVAL_20 = 0, INITVAL_21 = 0, INITVAL_22 = 0, INITVAL_23 = 0;
    parameter [319:0] INITVAL_24 = 0, INITVAL_25 = 0, INITVAL_26 = 0, INITVAL_27 = 0;
    parameter [319:0] INITVAL_28 = 0, INITVAL_29 = 0, INITVAL_2A = 0, INITVAL_2B = 0;
    parameter [319:0] INITVAL_2C = 0, INITVAL_2D = 0, INITVAL_2E = 0, INITVAL_2F = 0;
    parameter [319:0] INITVAL_30 = 0, INITVAL_31 = 0, INITVAL_32 = 0, INITVAL_33 = 0;
    parameter [319:0] INITVAL_34 = 0, INITVAL_35 = 0, INITVAL_36 = 0, INITVAL_37 = 0;
    parameter [319:0] INITVAL_38 = 0, INITVAL_39 = 0, INITVAL_3A = 0, INITVAL_3B = 0;
    parameter [319:0] INITVAL_3C = 0, INITVAL_3D = 0, INITVAL_3E = 0, INITVAL_3F = 0;
    // Clock-to-output delays (ps) of the DOA and DOB pins (0 in zero-delay runs).
    parameter integer D_CLK_DOA = 0, D_CLK_DOB = 0;

    // A clock, enable, reset or select pin through its mux; `open` is its value when it is
    // open and has no MUX parameter. X reads as 1, as the LUT inputs do.
    function ctl(input p, input [63:0] mux, input open);
        reg v;
        begin
            v = (p !== 1'b0);
            if (mux == "INV") ctl = (p === 1'bz) ? 1'b0 : ~v;
            else if (mux == "0") ctl = 1'b0;
            else if (mux == "1") ctl = 1'b1;
            else if (mux == "") ctl = (p === 1'bz) ? open : v;
            else ctl = v;
        end
    endfunction

    // Address or data pins (up to 18, bit i with its MUX in bits 8i+7..8i): each pin, or
    // when it is open the constant its MUX names: bit 0 of the character, 1 for "1", 0 for
    // "0" and for no MUX. X reads as 1, as the LUT inputs do.
    function automatic [17:0] bus(input [17:0] pins, input [143:0] mux);
        integer i;
        for (i = 0; i < 18; i = i + 1)
            bus[i] = (pins[i] === 1'bz) ? mux[8 * i] : (pins[i] !== 1'b0);
    endfunction

    wire [13:0] ada = bus({ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3,
        ADA2, ADA1, ADA0}, {ADA13MUX, ADA12MUX, ADA11MUX, ADA10MUX, ADA9MUX, ADA8MUX,
        ADA7MUX, ADA6MUX, ADA5MUX, ADA4MUX, ADA3MUX, ADA2MUX, ADA1MUX, ADA0MUX});
    wire [13:0] adb = bus({ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3,
        ADB2, ADB1, ADB0}, {ADB13MUX, ADB12MUX, ADB11MUX, ADB10MUX, ADB9MUX, ADB8MUX,
        ADB7MUX, ADB6MUX, ADB5MUX, ADB4MUX, ADB3MUX, ADB2MUX, ADB1MUX, ADB0MUX});
    wire [17:0] dia = bus({DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8,
        DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0}, {DIA17MUX, DIA16MUX, DIA15MUX,
        DIA14MUX, DIA13MUX, DIA12MUX, DIA11MUX, DIA10MUX, DIA9MUX, DIA8MUX, DIA7MUX,
        DIA6MUX, DIA5MUX, DIA4MUX, DIA3MUX, DIA2MUX, DIA1MUX, DIA0MUX});
    wire [17:0] dib = bus({DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8,
        DIB7, DIB6, DIB5, DIB4, DIB3, DIB2, DIB1, DIB0}, {DIB17MUX, DIB16MUX, DIB15MUX,
        DIB14MUX, DIB13MUX, DIB12MUX, DIB11MUX, DIB10MUX, DIB9MUX, DIB8MUX, DIB7MUX,
        DIB6MUX, DIB5MUX, DIB4MUX, DIB3MUX, DIB2MUX, DIB1MUX, DIB0MUX});

    wire pdp = (DATA_WIDTH_A == 36);
    wire clk_a = ctl(CLKA, CLKAMUX, 1'b0), clk_b = ctl(CLKB, CLKBMUX, 1'b0);
    wire rst_a = ctl(RSTA, RSTAMUX, 1'b0), rst_b = ctl(RSTB, RSTBMUX, 1'b0);
    wire oce_a = ctl(OCEA, OCEAMUX, 1'b1), oce_b = ctl(OCEB, OCEBMUX, 1'b1);
    wire we_a = ctl(WEA, WEAMUX, 1'b0) && !pdp, we_b = ctl(WEB, WEBMUX, 1'b0) && !pdp;
    // "0bXYZ": X (CS2) is bit 0 of the string's third character, Z (CS0) of its fifth.
    wire sel_a = {ctl(CSA2, CSA2MUX, 1'b0), ctl(CSA1, CSA1MUX, 1'b0), ctl(CSA0, CSA0MUX, 1'b0)}
                 == {CSDECODE_A[16], CSDECODE_A[8], CSDECODE_A[0]};
    wire sel_b = {ctl(CSB2, CSB2MUX, 1'b0), ctl(CSB1, CSB1MUX, 1'b0), ctl(CSB0, CSB0MUX, 1'b0)}
                 == {CSDECODE_B[16], CSDECODE_B[8], CSDECODE_B[0]};
    wire en_a = ctl(CEA, CEAMUX, 1'b1) && sel_a, en_b = ctl(CEB, CEBMUX, 1'b1) && sel_b;
    wire arst_a = (RESETMODE == "ASYNC") && rst_a, arst_b = (RESETMODE == "ASYNC") && rst_b;
    wire srst_a = (RESETMODE != "ASYNC") && rst_a, srst_b = (RESETMODE != "ASYNC") && rst_b;

    reg [17:0] mem [0:1023];
    // The next 16 rows from one INITVAL (called for 00..3F in order).
    integer loaded = 0;
    task load(input [319:0] v);
        integer r;
        begin
            for (r = 0; r < 16; r = r + 1) mem[loaded + r] = v[20 * r +: 18];
            loaded = loaded + 16;
        end
    endtask
    initial begin
        load(INITVAL_00); load(INITVAL_01); load(INITVAL_02); load(INITVAL_03);
        load(INITVAL_04); load(INITVAL_05); load(INITVAL_06); load(INITVAL_07);
        load(INITVAL_08); load(INITVAL_09); load(INITVAL_0A); load(INITVAL_0B);
        load(INITVAL_0C); load(INITVAL_0D); load(INITVAL_0E); load(INITVAL_0F);
        load(INITVAL_10); load(INITVAL_11); load(INITVAL_12); load(INITVAL_13);
        load(INITVAL_14); load(INITVAL_15); load(INITVAL_16); load(INITVAL_17);
        load(INITVAL_18); load(INITVAL_19); load(INITVAL_1A); load(INITVAL_1B);
        load(INITVAL_1C); load(INITVAL_1D); load(INITVAL_1E); load(INITVAL_1F);
        load(INITVAL_20); load(INITVAL_21); load(INITVAL_22); load(INITVAL_23);
        load(INITVAL_24); load(INITVAL_25); load(INITVAL_26); load(INITVAL_27);
        load(INITVAL_28); load(INITVAL_29); load(INITVAL_2A); load(INITVAL_2B);
        load(INITVAL_2C); load(INITVAL_2D); load(INITVAL_2E); load(INITVAL_2F);
        load(INITVAL_30); load(INITVAL_31); load(INITVAL_32); load(INITVAL_33);
        load(INITVAL_34); load(INITVAL_35); load(INITVAL_36); load(INITVAL_37);
        load(INITVAL_38); load(INITVAL_39); load(INITVAL_3A); load(INITVAL_3B);
        load(INITVAL_3C); load(INITVAL_3D); load(INITVAL_3E); load(INITVAL_3F);
    end

    // Where bit `b` of the `width`-bit word at address `ad` is: {row (10 bits), bit in the
    // row (5 bits)}, the layout of the header.
    function automatic [14:0] place(input integer width, input [13:0] ad, input integer b);
        reg [10:0] nine;
        begin
            nine = ad[13:3];
            if (width == 36) place = {ad[13:5], b >= 18, 5'd0} | (b % 18);
            else if (width == 18) place = {ad[13:4], 5'd0} | b;
            else if (width == 9) place = {nine[10:1], 5'd0} | (9 * nine[0] + b);
            else place = {nine[10:1], 5'd0} | (9 * nine[0] + (ad[2:0] & ~(width - 1)) + b);
        end
    endfunction

    // The `width`-bit word at `ad` (in the low bits).
    function automatic [35:0] read(input integer width, input [13:0] ad);
        integer b;
        reg [14:0] at;
        begin
            read = 36'd0;
            for (b = 0; b < width; b = b + 1) begin
                at = place(width, ad, b);
                read[b] = mem[at[14:5]][at[4:0]];
            end
        end
    endfunction

    // Whether bit `b` of a write is enabled: the byte enables on the low address pins at
    // widths 18 and 36, every bit below.
    function automatic on(input integer width, input [13:0] ad, input integer b);
        on = (width >= 18) ? ad[b / 9] : 1'b1;
    endfunction

    // The word at `ad` once `din` is written into it (WRITETHROUGH's output).
    function automatic [35:0] merged(input integer width, input [13:0] ad, input [35:0] din);
        integer b;
        begin
            merged = read(width, ad);
            for (b = 0; b < width; b = b + 1) if (on(width, ad, b)) merged[b] = din[b];
        end
    endfunction

    // Nonblocking per bit: a port reading at the same time step still sees the old word,
    // and two writes into one row do not undo each other.
    task automatic write(input integer width, input [13:0] ad, input [35:0] din);
        integer b;
        reg [14:0] at;
        for (b = 0; b < width; b = b + 1) begin
            at = place(width, ad, b);
            if (on(width, ad, b)) mem[at[14:5]][at[4:0]] <= din[b];
        end
    endtask

    // A port's output latch after an enabled clock edge (the header's write modes).
    function automatic [35:0] latch(input integer width, input [8*15-1:0] mode, input we,
                                    input [13:0] ad, input [35:0] din, input [35:0] old);
        if (!we || mode == "READBEFOREWRITE") latch = read(width, ad);
        else if (mode == "WRITETHROUGH") latch = merged(width, ad, din);
        else latch = old;
    endfunction

    // The two ports, 0 = A, 1 = B. Port A of a pseudo dual port writes a 36-bit word
    // {DIB, DIA} whenever it is enabled and reads nothing.
    wire [1:0] clk = {clk_b, clk_a}, en = {en_b, en_a}, we = {we_b, we_a | pdp};
    wire [1:0] arst = {arst_b, arst_a}, srst = {srst_b, srst_a}, oce = {oce_b, oce_a};
    wire [1:0] reads = {en_b, en_a && !pdp};
    genvar p;
    generate
        for (p = 0; p < 2; p = p + 1) begin : port
            localparam integer WIDTH = p ? DATA_WIDTH_B : DATA_WIDTH_A;
            localparam MODE = p ? WRITEMODE_B : WRITEMODE_A;
            wire [13:0] ad = p ? adb : ada;
            wire [35:0] din = p ? {18'd0, dib} : {dib, dia};
            // The output latch and the output register (36 bits for port B's 36-bit read).
            reg [35:0] lat = 36'd0, held = 36'd0;
            always @(posedge clk[p] or posedge arst[p]) begin
                if (arst[p]) begin
                    lat <= 36'd0;
                    held <= 36'd0;
                end else begin
                    if (en[p] && we[p]) write(WIDTH, ad, din);
                    if (srst[p]) lat <= 36'd0;
                    else if (reads[p]) lat <= latch(WIDTH, MODE, we[p], ad, din, lat);
                    if (srst[p]) held <= 36'd0;
                    else if (oce[p]) held <= lat;
                end
            end
        end
    endgenerate

    wire [17:0] out_a = (REGMODE_A == "OUTREG") ? port[0].held[17:0] : port[0].lat[17:0];
    wire [35:0] out_b = (REGMODE_B == "OUTREG") ? port[1].held : port[1].lat;
    // Port B's 36-bit read drives both sides; a pseudo dual port's A side reads nothing.
    wire [17:0] doa = (DATA_WIDTH_B == 36) ? out_b[17:0] : pdp ? 18'd0 : out_a;
    wire [17:0] dob = (DATA_WIDTH_B == 36) ? out_b[35:18] : out_b[17:0];
    reg [17:0] doa_q = 18'd0, dob_q = 18'd0;
    always @(doa) doa_q <= #(D_CLK_DOA) doa;
    always @(dob) dob_q <= #(D_CLK_DOB) dob;
    assign {DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9,
            DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0} = doa_q;
    assign {DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9,
            DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0} = dob_q;
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
