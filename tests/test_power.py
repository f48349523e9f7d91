"""The power estimator (hashcores.power) on small circuits whose answer is known.

Three properties, each on a circuit of a few dozen cells placed and routed on the bench's
ECP5-85F target (a second or two of nextpnr, cached in the build folder) and simulated on
Icarus, zero-delay and timed:
- a bank of clock-enabled registers held idle (enable low, data moving) toggles nothing;
- doubling the input activity of a register bank doubles the estimate;
- a chain of logic whose inputs all change at one clock edge glitches in the timed
  simulation, and the zero-delay one shows no glitch: no net changes more than once per
  clock, and per net the timed count is the zero-delay count plus pairs of extra changes.

And two checks of the cell models the three rely on: the routed netlist of an
accumulator, a counter and a wide function simulates cycle for cycle as its RTL, and the
routed netlist of a distributed RAM reads back what its RTL memory holds.

No expected figure is typed in: the tests compare the estimator with itself (idle vs
moving, double vs single activity, timed vs zero-delay) and the netlist with its RTL. All
run by default (Icarus only: the power flow simulates with Icarus; about 5 s in all once
nextpnr's runs of the five circuits are cached, about 20 s from a fresh build folder).
"""

from __future__ import annotations

import random
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
