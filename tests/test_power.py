"""The power estimator (hashcores.power) on small circuits whose answer is known.

Three properties, each on a circuit of a few dozen cells placed and routed on the bench's
ECP5-85F target (a second or two of nextpnr, cached in the build folder) and simulated on
Icarus, zero-delay and timed:
- a bank of clock-enabled registers held idle (enable low, data moving) toggles nothing;
- doubling the input activity of a register bank doubles the estimate;
- a chain of logic whose inputs all change at one clock edge glitches in the timed
  simulation, and the zero-delay one shows no glitch: no net changes more than once per
  clock, and per net the timed count is the zero-delay count plus pairs of extra changes.

And checks of the cell models the three rely on: the routed netlist of an
accumulator, a counter and a wide function simulates cycle for cycle as its RTL, the
routed netlist of a distributed RAM reads back what its RTL memory holds, and the block
RAM model (DP16KD) reads a ROM and three RAMs as their RTL does, delays its read by a
clock with the output register, resets at once in the asynchronous mode, refuses
configurations it lacks, gets its clock-to-output delay from the SDF and has its outputs
counted.

No expected figure is typed in: the tests compare the estimator with itself (idle vs
moving, double vs single activity, timed vs zero-delay) and the netlist with its RTL. All
run by default (Icarus only: the power flow simulates with Icarus; about 15 s in all once
nextpnr's runs of the six circuits are cached, about 40 s from a fresh build folder).
"""

from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path

import pytest

from hashcores.bench.design import Design
from hashcores.paths import ROOT
from hashcores.power import estimate
from tests.conftest import require_tool

WIDTH = 16
VECTORS = 400
DATA = ROOT / "tests" / "data" / "power"


def _design(name: str) -> Design:
    return Design(name=name, top=name, params=(("WIDTH", WIDTH),),
                  sources=(DATA / f"{name}.v",), digest_bits=0)


@pytest.fixture(autouse=True)
def _icarus() -> None:
    require_tool("iverilog")
    require_tool("vvp")


def _regbank(enable: int, data: list[int], timed: bool) -> estimate.Estimate:
    """The register bank with en_i = `enable` throughout and d_i = `data`, one per clock."""
    vectors = [(enable << WIDTH) | d for d in data]
    return estimate.estimate_circuit(_design("hc_pw_regbank"), [("en_i", 1), ("d_i", WIDTH)],
                                     vectors, timed=timed)


def test_idle_register_bank_toggles_nothing() -> None:
    rng = random.Random(1)
    data = [rng.getrandbits(WIDTH) for _ in range(VECTORS)]
    idle = _regbank(0, data, timed=True)
    busy = _regbank(1, data, timed=False)
    # The same data with the enable high does toggle (so the count can see the bank).
    assert busy.zero_delay.toggles > 0
    assert busy.zero_delay.energy_per_cycle_j > 0
    for figures in (idle.zero_delay, idle.timed):
        assert figures is not None
        assert figures.toggles == 0
        assert figures.energy_per_cycle_j == 0


def test_double_input_activity_doubles_the_estimate() -> None:
    ones = (1 << WIDTH) - 1
    # Every bit changes every clock, or every second clock: twice the activity.
    every_clock = [ones if i % 2 else 0 for i in range(VECTORS)]
    every_second = [ones if (i // 2) % 2 else 0 for i in range(VECTORS)]
    for timed in (False, True):
        double = _regbank(1, every_clock, timed)
        single = _regbank(1, every_second, timed)
        d = double.timed if timed else double.zero_delay
        s = single.timed if timed else single.zero_delay
        assert d is not None and s is not None
        assert s.toggles > 0
        # A window edge may cut one change per bit: 1 in VECTORS / 2 at most.
        assert d.energy_per_cycle_j / s.energy_per_cycle_j == pytest.approx(2.0, rel=4 / VECTORS)
        assert d.toggles / s.toggles == pytest.approx(2.0, rel=4 / VECTORS)


def test_glitchy_chain_glitches_timed_and_not_zero_delay() -> None:
    rng = random.Random(2)
    vectors = [rng.getrandbits(2 * WIDTH) for _ in range(VECTORS)]
    est = estimate.estimate_circuit(_design("hc_pw_xorchain"),
                                    [("a_i", WIDTH), ("b_i", WIDTH)], vectors, timed=True)
    assert est.timed is not None and est.timed_toggles is not None
    zero, timed = est.zero_delay_toggles, est.timed_toggles
    # Zero-delay: at most one change per net per clock.
    assert max(zero.values()) <= est.zero_delay.cycles
    assert sum(zero.values()) > 0
    # Timed: every zero-delay change is there, plus glitches (pairs of extra changes).
    for bit, n in zero.items():
        assert timed.get(bit, 0) >= n
        assert (timed.get(bit, 0) - n) % 2 == 0
    assert est.timed.toggles > est.zero_delay.toggles
    assert est.glitch_share is not None and 0 < est.glitch_share < 1


def _compare_with_rtl(folder: Path, name: str, netlist: Path, signals: str,
                      instances: str, stimulus: str) -> None:
    """Run, on Icarus, circuit `name`'s RTL beside its routed `netlist` and the cell models
    in one bench: a 20 ns clock, `rst_n` released after two clocks, the bench's own
    `signals` and the two `instances`, then `stimulus`, which counts the cycles it
    compares in `compared` and the mismatches in `bad`; assert it compared VECTORS cycles
    and found no mismatch."""
    from hashcores.power import simulate

    bench = folder / "equivalence_tb.v"
    bench.write_text(f"""`timescale 1ns / 1ps
module equivalence_tb;
    reg clk = 1'b0;
    always #10 clk = ~clk;
    reg rst_n = 1'b0;
    integer i, bad = 0, compared = 0;
{signals}
{instances}
    initial begin
        repeat (2) @(posedge clk);
        #1 rst_n = 1'b1;
{stimulus}
        $display("compared %0d mismatches %0d", compared, bad);
        $finish;
    end
endmodule
""")
    out = folder / "sim.vvp"
    compiled = subprocess.run(
        ["iverilog", "-g2012", "-s", "equivalence_tb", "-o", str(out), str(bench),
         str(DATA / f"{name}.v"), str(netlist), str(simulate.CELLS)],
        capture_output=True, text=True, check=False)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    ran = subprocess.run(["vvp", "-n", str(out)], capture_output=True, text=True, check=False)
    assert f"compared {VECTORS} mismatches 0" in ran.stdout, ran.stdout + ran.stderr


def test_routed_netlist_simulates_as_its_rtl(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The cell models run the routed netlist cycle for cycle as the RTL (carry chains,
    wide-function muxes, clock enables, synchronous reset): the figures above count the
    toggles of a netlist that computes what the design does."""
    from hashcores.bench import cache
    from hashcores.bench.targets import get_target
    from hashcores.power import layout

    name = "hc_pw_accum"
    lay = layout.route(_design(name), get_target(estimate.DEFAULT_TARGET), cache.bench_root())
    ports = ".clk(clk), .rst_n(rst_n), .en_i(en), .a_i(a)"
    _compare_with_rtl(tmp_path, name, lay.verilog, f"""\
    reg en = 1'b0;
    reg [{WIDTH - 1}:0] a = {WIDTH}'d0;
    wire [{WIDTH - 1}:0] acc_rtl, acc_net;
    wire [7:0] count_rtl, count_net;
    wire wide_rtl, wide_net;""", f"""\
    {name} #(.WIDTH({WIDTH})) rtl ({ports}, .acc_o(acc_rtl), .count_o(count_rtl), .wide_o(wide_rtl));
    {layout.DUT_MODULE} net ({ports}, .acc_o(acc_net), .count_o(count_net), .wide_o(wide_net));""",
                      f"""\
        for (i = 0; i < {VECTORS}; i = i + 1) begin
            @(posedge clk);
            #1 a = $random;
            en = $random;
            #8 compared = compared + 1;
            if ({{acc_rtl, count_rtl, wide_rtl}} !== {{acc_net, count_net, wide_net}})
                bad = bad + 1;
        end""")


def test_routed_distributed_ram_reads_what_its_rtl_wrote(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The distributed-RAM models (a TRELLIS_DPR16X4 as four DPRAM combs and a RAMW write
    slice) read back what the RTL memory holds: every entry is written once, then random
    writes and reads compare the routed netlist's read port with the RTL's each clock."""
    from hashcores.bench import cache
    from hashcores.bench.targets import get_target
    from hashcores.power import layout

    name = "hc_pw_ram"
    lay = layout.route(_design(name), get_target(estimate.DEFAULT_TARGET), cache.bench_root())
    assert lay.cells.get("TRELLIS_RAMW", 0) >= 1, lay.cells
    ports = ".clk(clk), .rst_n(rst_n), .we_i(we), .wa_i(wa), .wd_i(wd), .ra_i(ra)"
    _compare_with_rtl(tmp_path, name, lay.verilog, """\
    reg we = 1'b0;
    reg [3:0] wa = 4'd0, wd = 4'd0, ra = 4'd0;
    wire [3:0] rd_rtl, rd_net;""", f"""\
    {name} rtl ({ports}, .rd_o(rd_rtl));
    {layout.DUT_MODULE} net ({ports}, .rd_o(rd_net));""", f"""\
        for (i = 0; i < 16; i = i + 1) begin
            @(posedge clk);
            #1 we = 1'b1; wa = i; wd = $random;
        end
        @(posedge clk);
        #1 we = 1'b0;
        repeat (2) @(posedge clk);
        for (i = 0; i < {VECTORS}; i = i + 1) begin
            @(posedge clk);
            #1 we = $random; wa = $random; wd = $random; ra = $random;
            #8 compared = compared + 1;
            if (rd_rtl !== rd_net || ^rd_rtl === 1'bx) bad = bad + 1;
        end""")


def _xor_output_changes(folder: Path, skew_ps: int, inertial_ps: int) -> int:
    """How often a TRELLIS_COMB model wired as F = A xor B changes when A and B rise
    together but reach the LUT `skew_ps` apart (their transport delays), behind an
    inertial output stage of `inertial_ps`."""
    from hashcores.power import simulate

    bench = folder / f"xor_{skew_ps}_{inertial_ps}.v"
    bench.write_text(f"""`timescale 1ps / 1ps
module xor_tb;
    reg a = 1'b0, b = 1'b0;
    wire f;
    integer changes = 0;
    // F = A xor B: INITVAL bit {{D, C, B, A}} is A ^ B.
    TRELLIS_COMB #(.INITVAL(16'h6666), .D_A_F(100), .D_B_F({100 + skew_ps}),
                   .I_F({inertial_ps})) u_xor (.A(a), .B(b), .C(1'b0), .D(1'b0), .F(f));
    // Count from well after time 0 (the models settle their delayed copies at 1 ps).
    always @(f) if ($time > 10000) changes = changes + 1;
    initial begin
        #20000 a = 1'b1; b = 1'b1;
        #20000 $display("changes %0d", changes);
        $finish;
    end
endmodule
""")
    out = folder / f"xor_{skew_ps}_{inertial_ps}.vvp"
    compiled = subprocess.run(["iverilog", "-g2012", "-s", "xor_tb", "-o", str(out),
                               str(bench), str(simulate.CELLS)],
                              capture_output=True, text=True, check=False)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    ran = subprocess.run(["vvp", "-n", str(out)], capture_output=True, text=True, check=False)
    line = [w for w in ran.stdout.splitlines() if w.startswith("changes ")]
    assert line, ran.stdout + ran.stderr
    return int(line[0].split()[1])


def test_cell_model_filters_pulses_shorter_than_its_inertial_delay(tmp_path: Path) -> None:
    """The timed models' LUT passes a glitch (two changes of F = A xor B when its inputs
    arrive apart) as long as its inertial stage is shorter than the skew, and swallows it
    when the stage is longer (the zero-delay runs set every delay to 0, where the
    activity count takes a time step's last value)."""
    assert _xor_output_changes(tmp_path, skew_ps=400, inertial_ps=200) == 2
    assert _xor_output_changes(tmp_path, skew_ps=100, inertial_ps=0) == 2
    assert _xor_output_changes(tmp_path, skew_ps=100, inertial_ps=200) == 0


def test_sdf_split_keeps_each_path_total_and_filters_at_the_fastest_path() -> None:
    """`sdf.split`: per (input, output), transport + inertial = the cell path + the wire
    into the input (the SDF's own totals, nothing lost or added); each output's inertial
    stage is its fastest cell path; a register's clock path gets no inertial stage."""
    from hashcores.power import sdf

    rng = random.Random(3)
    delays = sdf.Delays()
    delays.types = {"lut": "TRELLIS_COMB", "ff": "TRELLIS_FF"}
    delays.paths = {"lut": {(p, o): float(rng.randint(50, 500))
                            for p in ("A", "B", "C", "D") for o in ("F", "OFX")},
                    "ff": {("CLK", "Q"): float(rng.randint(50, 500))}}
    delays.paths["lut"][("M", "OFX")] = float(rng.randint(50, 500))
    delays.wires = {("lut", p): float(rng.randint(200, 1500)) for p in ("A", "B", "D", "M")}
    lut = sdf.split(delays, "lut")
    for out in ("F", "OFX"):
        fastest = min(d for (_p, o), d in delays.paths["lut"].items() if o == out)
        assert lut.inertial[out] == fastest
    for (pin, out), d in delays.paths["lut"].items():
        total = lut.transport[(pin, out)] + lut.inertial[out]
        assert total == pytest.approx(d + delays.wires.get(("lut", pin), 0.0))
    ff = sdf.split(delays, "ff")
    assert ff.inertial == {} and ff.transport == {("CLK", "Q"): delays.paths["ff"][("CLK", "Q")]}


def _routed(name: str):  # type: ignore[no-untyped-def]
    """The routed design of test circuit `name` (layout.route: cached after the first run)."""
    from hashcores.bench import cache
    from hashcores.bench.targets import get_target
    from hashcores.power import layout

    return layout.route(_design(name), get_target(estimate.DEFAULT_TARGET), cache.bench_root())


def test_routed_block_ram_rom_reads_its_rtl_table(tmp_path: Path) -> None:
    """The block RAM model (DP16KD) reads a constant table as its RTL does: an 80 x 64 ROM
    with a registered read, a clock enable and a synchronous reset, which Yosys maps to two
    EBRs as 36-bit pseudo dual ports (sha512_iter's K table): INITVAL layout, read address
    pins, the 36-bit output split over DOA and DOB, CE and RST."""
    name = "hc_pw_rom"
    lay = _routed(name)
    assert lay.cells.get("DP16KD", 0) >= 2, lay.cells
    ports = ".clk(clk), .rst_n(rst_n), .en_i(en), .addr_i(addr)"
    _compare_with_rtl(tmp_path, name, lay.verilog, """\
    reg en = 1'b0;
    reg [6:0] addr = 7'd0;
    wire [63:0] q_rtl, q_net;""", f"""\
    {name} rtl ({ports}, .q_o(q_rtl));
    {layout_dut()} net ({ports}, .q_o(q_net));""", f"""\
        for (i = 0; i < {VECTORS}; i = i + 1) begin
            @(posedge clk);
            // every entry in order first, then random ones (a reset now and then)
            #1 addr = (i < 80) ? i : ($unsigned($random) % 80);
            en = (i < 80) || ($random % 4 != 0);
            rst_n = (i < 80) || ($random % 16 != 0);
            #8 compared = compared + 1;
            if (q_rtl !== q_net || ^q_rtl === 1'bx) bad = bad + 1;
        end""")


def test_routed_block_ram_reads_what_its_rtl_wrote(tmp_path: Path) -> None:
    """The block RAM model reads back what the RTL memories hold while they are written
    (hc_pw_bram): a 1024 x 16 memory with byte enables and a separate read port
    (DATA_WIDTH 18), a 4096 x 4 one reading the old word on a write (DATA_WIDTH 4,
    READBEFOREWRITE) and a 2048 x 8 one reading the new word (DATA_WIDTH 9, WRITETHROUGH),
    all three initialised through INITVAL; random writes and reads over every address."""
    name = "hc_pw_bram"
    lay = _routed(name)
    assert lay.cells.get("DP16KD", 0) >= 3, lay.cells
    ports = (".clk(clk), .rst_n(rst_n), .be_i(be), .wa_i(wa), .wd_i(wd), .ra_i(ra), "
             ".we4_i(we4), .a4_i(a4), .d4_i(d4), .we8_i(we8), .a8_i(a8), .d8_i(d8)")
    outputs = "{rd_%s, q4_%s, q8_%s}"
    _compare_with_rtl(tmp_path, name, lay.verilog, """\
    reg [1:0] be = 2'd0;
    reg [9:0] wa = 10'd0, ra = 10'd0;
    reg [15:0] wd = 16'd0;
    reg we4 = 1'b0, we8 = 1'b0;
    reg [11:0] a4 = 12'd0;
    reg [3:0] d4 = 4'd0;
    reg [10:0] a8 = 11'd0;
    reg [7:0] d8 = 8'd0;
    wire [15:0] rd_rtl, rd_net;
    wire [3:0] q4_rtl, q4_net;
    wire [7:0] q8_rtl, q8_net;""", f"""\
    {name} rtl ({ports}, .rd_o(rd_rtl), .q4_o(q4_rtl), .q8_o(q8_rtl));
    {layout_dut()} net ({ports}, .rd_o(rd_net), .q4_o(q4_net), .q8_o(q8_net));""", f"""\
        for (i = 0; i < {VECTORS}; i = i + 1) begin
            @(posedge clk);
            // half the clocks write; reads come back to written words often (small ranges
            // of the low address bits half the time)
            #1 be = $random; wa = $random; wd = $random;
            ra = ($random & 1) ? wa : $random;
            we4 = $random; a4 = $random; d4 = $random;
            we8 = $random; a8 = $random; d8 = $random;
            if (i % 2) begin wa[9:3] = 0; ra[9:3] = 0; a4[11:3] = 0; a8[10:3] = 0; end
            #8 compared = compared + 1;
            if ({outputs % ("rtl", "rtl", "rtl")} !== {outputs % ("net", "net", "net")}
                || ^{outputs % ("rtl", "rtl", "rtl")} === 1'bx) bad = bad + 1;
        end""")


def layout_dut() -> str:
    """The routed netlist's module name (layout.DUT_MODULE)."""
    from hashcores.power import layout

    return layout.DUT_MODULE


def test_block_ram_configuration_the_model_lacks_is_refused() -> None:
    """A DP16KD in a configuration the model does not implement is refused before any
    simulation, naming the cell and the parameter: an unknown output register mode, a
    36-bit read outside the pseudo dual port, a parameter the model does not have."""
    import copy

    from hashcores.errors import BadInputError
    from hashcores.power import ebr

    netlist = _routed("hc_pw_rom").netlist
    ebr.check(netlist, "hc_pw_rom")
    cname = next(n for n, c in next(iter(netlist["modules"].values()))["cells"].items()
                 if c["type"] == "DP16KD")
    # (parameter, value, the parameter the message names): DATA_WIDTH_A 18 leaves port B's
    # 36-bit read outside the pseudo dual port
    for param, value, named in (("REGMODE_B", "PIPELINE", "REGMODE_B"),
                                ("DATA_WIDTH_A", f"{18:032b}", "DATA_WIDTH_B"),
                                ("DOA0MUX", "INV", "DOA0MUX"),
                                ("INIT_DATA", "DYNAMIC", "INIT_DATA")):
        bad = copy.deepcopy(netlist)
        next(iter(bad["modules"].values()))["cells"][cname]["parameters"][param] = value
        with pytest.raises(BadInputError, match=rf"cell {re.escape(cname)} has {named}"):
            ebr.check(bad, "hc_pw_rom")


def test_sdf_gives_block_ram_outputs_their_clock_to_output_delay(tmp_path: Path) -> None:
    """The timed run's block RAM delay: per output bus, nextpnr's IOPATH from the port
    clock plus the routed wire into that clock pin, as one defparam (D_CLK_DOA,
    D_CLK_DOB) per cell."""
    from hashcores.power import sdf

    rng = random.Random(4)
    doa, dob, wire = (rng.randint(3000, 6000) for _ in range(3))
    paths = "".join(f"(IOPATH CLKB DO{bus}{i} ({d}:{d}:{d}) ({d}:{d}:{d}))\n"
                    for bus, d in (("A", doa), ("B", dob)) for i in range(18))
    text = f"""(DELAYFILE (TIMESCALE 1ps)
  (CELL (CELLTYPE "top") (INSTANCE )
    (DELAY (ABSOLUTE
      (INTERCONNECT src/Q ram/CLKB ({wire}:{wire}:{wire}) ({wire}:{wire}:{wire})))))
  (CELL (CELLTYPE "DP16KD") (INSTANCE ram)
    (DELAY (ABSOLUTE
{paths})))
)"""
    out = tmp_path / "delays.v"
    written = sdf.write_defparams(sdf.parse(text), out, "tb.dut")
    lines = out.read_text().splitlines()
    assert written == 2
    assert f"defparam tb.dut.\\ram .D_CLK_DOA = {doa + wire};" in lines
    assert f"defparam tb.dut.\\ram .D_CLK_DOB = {dob + wire};" in lines


def test_estimate_counts_block_ram_outputs() -> None:
    """The estimate of a circuit with block RAM runs zero-delay and timed (the DP16KD
    delay parameters are accepted) and counts the changes of the EBR's output nets."""
    from hashcores.power import model

    rng = random.Random(5)
    # en_i high, addr_i random (over the 80 entries and beyond: those read 0)
    vectors = [(1 << 7) | rng.getrandbits(7) for _ in range(VECTORS)]
    est = estimate.estimate_circuit(_design("hc_pw_rom"), [("en_i", 1), ("addr_i", 7)],
                                    vectors, timed=True)
    lay = _routed("hc_pw_rom")
    module = next(iter(lay.netlist["modules"].values()))
    ebr_out = {b for c in module["cells"].values() if c["type"] == "DP16KD"
               for p, bits in c["connections"].items()
               if p in model.CELL_OUTPUTS["DP16KD"] for b in bits if isinstance(b, int)}
    assert ebr_out
    assert est.timed_toggles is not None
    for toggles in (est.zero_delay_toggles, est.timed_toggles):
        assert sum(toggles.get(b, 0) for b in ebr_out) > 0
    # A registered output does not glitch: the timed count is the zero-delay one, but for
    # the window's two edges (mid-cycle; the EBR's clock-to-output delay of about 6 ns is
    # longer than half of this circuit's 10 ns clock, so one change can cross each edge).
    for b in ebr_out:
        assert abs(est.timed_toggles.get(b, 0) - est.zero_delay_toggles.get(b, 0)) <= 2


def test_block_ram_output_register_and_asynchronous_reset(tmp_path: Path) -> None:
    """The DP16KD modes Yosys does not write, on the model alone: REGMODE "OUTREG" gives
    the NOREG read one clock later (and holds while OCE is low); RESETMODE "ASYNC" clears
    the output at once, where "SYNC" waits for the clock. The contents are random."""
    from hashcores.power import simulate

    rng = random.Random(6)
    init = rng.getrandbits(320)
    cells = {"noreg": '.REGMODE_B("NOREG")', "outreg": '.REGMODE_B("OUTREG")',
             "sync": '.RESETMODE("SYNC")', "async": '.RESETMODE("ASYNC")'}
    instances = "\n".join(
        f"    DP16KD #(.DATA_WIDTH_B(18), .INITVAL_00(320'h{init:080x}), {mode}) u_{label} "
        f"(.CLKB(clk), .CEB(1'b1), .OCEB(oce), .RSTB(rst), .ADB4(a[0]), .ADB5(a[1]), "
        f".ADB6(a[2]), .ADB7(a[3]), .DOB0(q_{label}[0]), .DOB5(q_{label}[1]), "
        f".DOB11(q_{label}[2]), .DOB17(q_{label}[3]));"
        for label, mode in cells.items())
    bench = tmp_path / "outreg_tb.v"
    bench.write_text(f"""`timescale 1ns / 1ps
module outreg_tb;
    reg clk = 1'b0, oce = 1'b1, rst = 1'b0, oce_at_edge;
    reg [3:0] a = 4'd0;
    wire [3:0] q_noreg, q_outreg, q_sync, q_async;
    reg [3:0] noreg_before, outreg_before;
    integer i, bad = 0, checked = 0;
{instances}
    initial begin
        for (i = 0; i < 64; i = i + 1) begin
            noreg_before = q_noreg;
            outreg_before = q_outreg;
            oce_at_edge = oce;
            #5 clk = 1'b1;
            // the register takes what the latch held before the edge, when OCE is high
            #1 if (q_outreg !== (oce_at_edge ? noreg_before : outreg_before)) bad = bad + 1;
            checked = checked + 1;
            a = $random;
            oce = (i % 5 != 3);
            #4 clk = 1'b0;
        end
        // a reset between two edges: ASYNC clears at once, SYNC at the next edge
        #2 rst = 1'b1;
        #1 if (q_async !== 2'b00 || q_sync !== q_noreg) bad = bad + 1;
        #2 clk = 1'b1;
        #1 if (q_sync !== 2'b00) bad = bad + 1;
        $display("checked %0d bad %0d", checked, bad);
        $finish;
    end
endmodule
""")
    out = tmp_path / "outreg.vvp"
    compiled = subprocess.run(["iverilog", "-g2012", "-s", "outreg_tb", "-o", str(out),
                               str(bench), str(simulate.CELLS)],
                              capture_output=True, text=True, check=False)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    ran = subprocess.run(["vvp", "-n", str(out)], capture_output=True, text=True, check=False)
    assert "checked 64 bad 0" in ran.stdout, ran.stdout + ran.stderr
