"""The benchmark's results: per core and target, the steps' outcomes and the figures.

Figures are derived here, once, for both writers:
* area from the synthesis cell counts (`Target.area`), replaced by nextpnr's
  utilisation counters where the target names them (`PnrSpec.utilization`);
* Fmax: the median over the seeds that finished (`median_fmax`);
* throughput = block bits x Fmax / clocks per block, with the clocks per block measured
  in simulation: one message alone (single), and every message context busy with
  interleaved messages (aggregate); per LUT4 = aggregate divided by the LUT4 count;
* the critical path: nextpnr's report of the seed whose Fmax is the median;
* whether the design fits the device: from place and route, or for a fit-only entry
  (`hashcores bench --fit-only`) from one pack-only nextpnr run, whose packed
  utilisation is then the area (and there is no Fmax, throughput or cycle count).
A figure that could not be measured is None (shown as "missing"/"failed"), never 0.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hashcores.bench.cycles import CyclesResult
from hashcores.bench.nextpnr import FitResult, PnrResult
from hashcores.bench.targets import Target
from hashcores.bench.yosys import SynthResult, count
from hashcores.paths import ROOT
from hashcores.registry import Core

#: Step statuses that are results (a design too large for the device is a result).
GOOD: tuple[str, ...] = ("ok", "nofit")
#: Version of a record's figures (bench.json): 2 = aggregate throughput from the measured
#: aggregate clocks per block, critical path, stream width per record.
RECORD_FORMAT = 2


def median_fmax(values: list[float | None]) -> float | None:
    """Median of the seeds' Fmax, leaving out seeds without a result; None if none has one."""
    finished = [v for v in values if v is not None]
    return statistics.median(finished) if finished else None


def shown_path(path: Path | None) -> str:
    """A path as the reports show it: relative to the repository when inside it."""
    if path is None:
        return ""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


@dataclass
class Entry:
    """One core on one target."""

    core: Core
    target: Target
    synth: SynthResult | None = None
    pnr: list[PnrResult] = field(default_factory=list)
    cycles: CyclesResult | None = None
    #: Stream width of the synthesised and simulated stream top, and its s_tid width.
    data_w: int = 32
    tid_w: int = 1
    #: Why it was benched: "default" (the default set), "core" (named with --core),
    #: "sweep" (a point of `hashcores bench --sweep`).
    origin: str = "core"
    #: The pack-only fit check of a fit-only entry (None: place and route, if any, ran).
    fit: FitResult | None = None
    #: The power estimate (`hashcores bench --power`): `power.estimate.Estimate.as_dict()`
    #: with "status" "ok", or {"status": "failed", "message": ...}; None when not asked.
    power: dict[str, Any] | None = None

    @property
    def fit_only(self) -> bool:
        """Packed only: no place and route, so no Fmax."""
        return self.fit is not None

    # -- figures ----------------------------------------------------------------------
    def area(self) -> dict[str, float | None]:
        """Area figures by name (None when there is no result)."""
        names = list(self.target.area)
        if self.target.pnr is not None:
            names += [n for n in self.target.pnr.utilization if n not in names]
        out: dict[str, float | None] = {n: None for n in names}
        if self.synth is None or self.synth.cells is None:
            return out
        for name, spec in self.target.area.items():
            out[name] = count(self.synth.cells, spec)
        if self.target.pnr is not None:
            for name, counter in self.target.pnr.utilization.items():
                used = [
                    r.utilization[counter]["used"]
                    for r in self.pnr
                    if r.status == "ok" and r.utilization and counter in r.utilization
                ]
                used += self._packed(counter)
                out[name] = statistics.median(used) if used else None
        return out

    def _packed(self, counter: str) -> list[int]:
        """The fit check's packed count of `counter` (empty when there is none)."""
        fit = self.fit
        if fit is None or fit.fits is None or not fit.utilization or counter not in fit.utilization:
            return []
        return [fit.utilization[counter]["used"]]

    def harness_area(self) -> dict[str, float] | None:
        """The harness's own area figures (targets with a harness)."""
        if not self.target.harness or self.synth is None or self.synth.harness_cells is None:
            return None
        return {n: count(self.synth.harness_cells, s) for n, s in self.target.area.items()}

    def placer(self) -> str | None:
        """The nextpnr placer of this core on this target (None: no place and route)."""
        pnr = self.target.pnr
        return None if pnr is None else pnr.placer_for(self.core)

    def router(self) -> str | None:
        """The nextpnr router of this core on this target (None: no place and route)."""
        pnr = self.target.pnr
        return None if pnr is None else pnr.router_for(self.core)

    def fmax_by_seed(self) -> dict[int, float | None]:
        return {r.seed: (r.fmax_mhz if r.status == "ok" else None) for r in self.pnr}

    def fmax_mhz(self) -> float | None:
        return median_fmax(list(self.fmax_by_seed().values()))

    def clocks_per_block(self) -> float | None:
        return self.cycles.clocks_per_block if self.cycles and self.cycles.status == "ok" else None

    def aggregate_clocks_per_block(self) -> float | None:
        """Measured with every message context busy (None when not measured)."""
        if self.cycles is None or self.cycles.status != "ok":
            return None
        return self.cycles.aggregate_clocks_per_block

    def throughput(self) -> dict[str, float | None]:
        """Mbit/s for one message, in aggregate, and aggregate per LUT4."""
        fmax = self.fmax_mhz()
        cpb, agg = self.clocks_per_block(), self.aggregate_clocks_per_block()
        bits = self.core.algorithm.block_bits
        single = bits * fmax / cpb if fmax is not None and cpb else None
        aggregate = bits * fmax / agg if fmax is not None and agg else None
        luts = self.area().get("LUT4")
        return {
            "single_mbps": single,
            "aggregate_mbps": aggregate,
            "mbps_per_lut4": aggregate / luts if aggregate is not None and luts else None,
        }

    def median_seed(self) -> PnrResult | None:
        """The finished seed whose Fmax is the median (the lower middle for an even count)."""
        done = sorted((r for r in self.pnr if r.status == "ok" and r.fmax_mhz is not None),
                      key=lambda r: (r.fmax_mhz, r.seed))
        return done[(len(done) - 1) // 2] if done else None

    def critical_path(self) -> dict[str, Any] | None:
        """nextpnr's critical path of the median seed, with its seed and Fmax; None when
        there is no finished seed or its log has no report."""
        seed = self.median_seed()
        if seed is None or seed.critical_path is None:
            return None
        return {**seed.critical_path, "seed": seed.seed, "fmax_mhz": seed.fmax_mhz}

    def fits(self) -> bool | None:
        """False when the design is larger than the device, None when unknown."""
        if any(r.status == "nofit" for r in self.pnr):
            return False
        if any(r.status == "ok" for r in self.pnr):
            return True
        return self.fit.fits if self.fit is not None else None

    def fit_check(self) -> str | None:
        """Which check told `fits()`: "pnr" (place and route), "pack" (packing only, the
        fit check), None (neither gave an answer)."""
        if any(r.status in GOOD for r in self.pnr):
            return "pnr"
        if self.fit is not None and self.fit.fits is not None:
            return "pack"
        return None

    # -- outcome ----------------------------------------------------------------------
    def problems(self) -> list[str]:
        """One line per step without a result, with where to look."""
        out: list[str] = []
        s = self.synth
        if s is not None and s.status not in GOOD:
            out.append(f"synthesis {s.status}: {s.message} (log: {shown_path(s.log)})")
        for r in self.pnr:
            if r.status not in GOOD and r.status != "skipped":
                out.append(
                    f"place and route seed {r.seed} {r.status}: {r.message}"
                    f" (log: {shown_path(r.log)})"
                )
        f = self.fit
        if f is not None and f.status not in GOOD and f.status != "skipped":
            out.append(f"fit check (packing) {f.status}: {f.message} (log: {shown_path(f.log)})")
        if self.target.has_fmax and self.cycles is not None and self.cycles.status != "ok":
            out.append(f"clocks per block {self.cycles.status}: {self.cycles.message}")
        if self.power is not None and self.power.get("status") != "ok":
            out.append(f"power estimate {self.power.get('status')}: {self.power.get('message')}")
        return out

    @property
    def ok(self) -> bool:
        return not self.problems()

    def as_dict(self) -> dict[str, Any]:
        described = self.core.as_dict()
        return {
            "core": self.core.name,
            "algorithm": self.core.algorithm.title,
            # what the report selects a family's records by (`records.family_of`)
            "family": described["family"],
            "algorithm_name": self.core.algorithm.name,
            "architecture": self.core.architecture,
            "top": self.core.top,
            "target": self.target.name,
            "block_bits": self.core.algorithm.block_bits,
            "origin": self.origin,
            "data_w": self.data_w,
            "tid_w": self.tid_w,
            "generator": described["generator"],
            "messages_in_flight": self.core.messages_in_flight,
            "contexts": self.core.contexts,
            "clocks_per_block_design": self.core.clocks_per_block,
            "aggregate_clocks_per_block_design": self.core.aggregate_clocks_per_block,
            "area": self.area(),
            "harness_area": self.harness_area(),
            "fmax_mhz": self.fmax_mhz(),
            "fmax_mhz_by_seed": {str(k): v for k, v in self.fmax_by_seed().items()},
            "placer": None if self.fit_only else self.placer(),
            "router": None if self.fit_only else self.router(),
            "fits": self.fits(),
            "fit_check": self.fit_check(),
            "fit_only": self.fit_only,
            "clocks_per_block": self.clocks_per_block(),
            "aggregate_clocks_per_block": self.aggregate_clocks_per_block(),
            "throughput": self.throughput(),
            "critical_path": self.critical_path(),
            "power": self.power,
            "ok": self.ok,
            "problems": self.problems(),
            "steps": {
                "synth": (
                    None
                    if self.synth is None
                    else {**self.synth.as_dict(), "cached": self.synth.cached,
                          "log": shown_path(self.synth.log)}
                ),
                "pnr": [
                    {
                        **r.as_dict(),
                        "utilization": _used(r.utilization),
                        "cached": r.cached,
                        "log": shown_path(r.log),
                    }
                    for r in self.pnr
                ],
                "cycles": None if self.cycles is None else {
                    **self.cycles.as_dict(), "cached": self.cycles.cached},
                "fit": None if self.fit is None else {
                    **self.fit.as_dict(),
                    "utilization": _used(self.fit.utilization),
                    "cached": self.fit.cached,
                    "log": shown_path(self.fit.log),
                },
            },
        }


def _used(utilization: dict[str, dict[str, int]] | None) -> dict[str, dict[str, int]]:
    """The resources a design uses (nextpnr lists the whole device)."""
    return {k: v for k, v in (utilization or {}).items() if v["used"]}


@dataclass
class BenchResults:
    """Everything one `hashcores bench` run measured."""

    entries: list[Entry]
    targets: list[Target]
    seeds: list[int]
    data_w: int
    jobs: int
    sim: str
    date: str
    tools: dict[str, str]
    wall_seconds: float = 0.0
    #: `hashcores bench --fit-only`: pack-only fit checks, no place and route.
    fit_only: bool = False

    @property
    def ok(self) -> bool:
        """True when every step gave a result (the command's exit status)."""
        return all(e.ok for e in self.entries)

    def problems(self) -> list[str]:
        return [f"{e.core.name} on {e.target.name}: {p}" for e in self.entries
                for p in e.problems()]

    def for_target(self, target: Target) -> list[Entry]:
        return [e for e in self.entries if e.target.name == target.name]

    def as_dict(self) -> dict[str, Any]:
        return {
            "date": self.date,
            "tools": self.tools,
            "seeds": self.seeds,
            "data_w": self.data_w,
            "jobs": self.jobs,
            "sim": self.sim,
            "fit_only": self.fit_only,
            "wall_seconds": round(self.wall_seconds, 1),
            "ok": self.ok,
            "targets": {
                t.name: {
                    "title": t.title,
                    "notes": list(t.notes),
                    "fmax": t.has_fmax,
                    "harness": t.harness,
                    "pnr_freq_mhz": t.pnr.freq_mhz if t.pnr else None,
                    "columns": list(t.columns),
                }
                for t in self.targets
            },
            "results": [
                {**e.as_dict(), "format": RECORD_FORMAT, "date": self.date,
                 "seeds": self.seeds, "sim": self.sim}
                for e in self.entries
            ],
        }
