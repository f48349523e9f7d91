"""Benchmark results made without running any tool, for the report, merge and papers tests.

The critical path of every fake seed is the one parsed from a real nextpnr log snippet
(tests/data/nextpnr_ecp5_critical_path.log), so the records have the shape real ones have.
`pack_log` writes what nextpnr-ecp5 ``--pack-only`` prints (the layout of a real log).
"""

from __future__ import annotations

from pathlib import Path

from hashcores.bench import critpath, cycles, nextpnr, results, targets, yosys
from hashcores.bench.report.sections import FamilyPart, parts
from hashcores.registry import CORES, Core, get_core

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
    fit_only: bool = False,
) -> results.Entry:
    """An entry as a finished run would leave it (no file behind it); `fit_only`: as a
    `--fit-only` run leaves it (packed only: no seeds, no cycles)."""
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
    if fit_only:
        status = "nofit" if nofit else "ok"
        why = f"does not fit the device: uses TRELLIS_COMB {luts}/{ECP5_LUTS}" if nofit else ""
        fit = nextpnr.FitResult(status, None, utilization=util, message=why)
        return results.Entry(c, t, synth, [], None, data_w=32, origin=origin, fit=fit)
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


def family_part(records: list[dict], core: str, target: str = "ecp5-85f-6") -> FamilyPart:
    """What the report gives the sections of `core`'s family (a core's name: the test
    names the section by a core it is about) of `records` on `target`."""
    family = get_core(core).family
    return next(p for p in parts({"results": records}, target) if p.family is family)


def pack_log(comb: int | None, ff: int = 900, available: int = ECP5_LUTS) -> str:
    """A nextpnr-ecp5 ``--pack-only`` log; `comb` None: one without the utilisation block."""
    head = ("Info: Logic utilisation before packing:\n"
            f"Info:     Total LUT4s:      {comb or 0}/{available}     0%\n\n"
            "Info: Packing IOs..\nInfo: Packing LUTs...\nInfo: Checksum: 0xdb931a9a\n\n")
    tail = "\nInfo: Program finished normally.\n"
    if comb is None:
        return head + tail
    rows = [("TRELLIS_IO", 0, 365), ("DP16KD", 0, 208), ("TRELLIS_FF", ff, available),
            ("TRELLIS_COMB", comb, available), ("TRELLIS_RAMW", 0, available // 8)]
    block = "".join(f"Info: \t{name:>20}: {used:>7}/{avail:>7} {100 * used // avail:>5}%\n"
                    for name, used, avail in rows)
    return head + "Info: Device utilisation:\n" + block + tail
