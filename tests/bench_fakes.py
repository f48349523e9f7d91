"""Benchmark results made without running any tool, for the report, merge and papers tests.

The critical path of every fake seed is the one parsed from a real nextpnr log snippet
(tests/data/nextpnr_ecp5_critical_path.log), so the records have the shape real ones have.
"""

from __future__ import annotations

from pathlib import Path

from hashcores.bench import critpath, cycles, nextpnr, results, targets, yosys
from hashcores.registry import CORES, Core

DATA = Path(__file__).parent / "data"
SNIPPET = DATA / "nextpnr_ecp5_critical_path.log"
ECP5_LUTS = 83640


def snippet_path() -> dict[str, object]:
    found = critpath.parse_critical_path(SNIPPET.read_text())
    assert found is not None
    return found.as_dict()


def fake_entry(
    core: str | Core,
    target: str = "ecp5-85f-6",
    *,
    fmax: tuple[float, ...] = (100.0, 102.0, 98.0),
    luts: int = 1000,
    ffs: int = 900,
    cpb: float | None = 65.0,
    aggregate: float | None = None,
    with_path: bool = True,
    nofit: bool = False,
    origin: str = "default",
) -> results.Entry:
    """An entry as a finished run would leave it (no file behind it)."""
    c = CORES[core] if isinstance(core, str) else core
    t = targets.get_target(target)
    synth = yosys.SynthResult("ok", Path("/nonexistent"), cells={"LUT4": luts, "TRELLIS_FF": ffs})
    util = {"TRELLIS_COMB": {"used": luts, "available": ECP5_LUTS},
            "TRELLIS_FF": {"used": ffs, "available": ECP5_LUTS}}
    if nofit:
        pnr = [nextpnr.PnrResult(1, "nofit", None, utilization=util,
                                 message=f"does not fit the device: uses TRELLIS_COMB "
                                 f"{luts}/{ECP5_LUTS}")]
    else:
        pnr = [nextpnr.PnrResult(i + 1, "ok", None, fmax_mhz=f, utilization=util,
                                 critical_path=snippet_path() if with_path else None)
               for i, f in enumerate(fmax)]
    measured = None
    if t.has_fmax:
        measured = cycles.CyclesResult(
            "ok" if cpb is not None else "missing", clocks_per_block=cpb,
            aggregate_clocks_per_block=aggregate if aggregate is not None else cpb)
    return results.Entry(c, t, synth, pnr, measured, data_w=32, origin=origin)


def fake_results(entries: list[results.Entry], date: str = "2026-01-01 00:00 UTC") -> results.BenchResults:
    chosen = list({e.target.name: e.target for e in entries}.values())
    return results.BenchResults(entries=entries, targets=chosen, seeds=[1, 2, 3], data_w=32,
                                jobs=1, sim="verilator", date=date, tools={"yosys": "test"})
