"""Clocks per block as measured in simulation (not the registry's design figures).

The one place that knows the simulation API: `hashcores.sim.filehash.cycles.stream_cycles`
returns a report whose steady-state clocks per block at the stream level, for one message
alone and with every message context busy (aggregate), are read here, so a renamed field
is a one-line change. Results are cached like the other steps, keyed
by the RTL contents, the parameters, the simulator and the simulation package's source.
"""

from __future__ import annotations

import dataclasses
import importlib
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hashcores.bench import cache
from hashcores.bench.design import Design, manifest
from hashcores.registry import Core

#: Module and function that measure a core's stream-level cycles.
SIM_MODULE = "hashcores.sim.filehash.cycles"
SIM_FUNCTION = "stream_cycles"
#: The report's field with the measured steady-state clocks per block (one message).
REPORT_FIELD = "clocks_per_block"
#: ... and with every context busy (absent: the core has one context, same figure).
AGGREGATE_FIELD = "aggregate_clocks_per_block"


@dataclass
class CyclesResult:
    """Measured clocks per block of one core at one stream width."""

    status: str  # "ok" | "failed" | "missing"
    clocks_per_block: float | None = None
    #: Every message context busy (interleaved messages); = clocks_per_block for one.
    aggregate_clocks_per_block: float | None = None
    seconds: float | None = None
    cached: bool = False
    message: str = ""
    folder: Path | None = None
    sim: str = ""
    #: The simulation's whole report (latency, short-message rate, ...), for the JSON.
    details: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "clocks_per_block": self.clocks_per_block,
            "aggregate_clocks_per_block": self.aggregate_clocks_per_block,
            "details": self.details,
            "seconds": self.seconds,
            "message": self.message,
            "sim": self.sim,
        }


def measure(core: Core, data_w: int, sim: str) -> tuple[float, float, dict[str, Any]]:
    """Steady-state clocks per block of `core`'s stream top from simulation: one message
    alone, every context busy, and the simulation's report as a dict.

    Raises ImportError when the simulation side is not there, and whatever the
    simulation raises when it fails.
    """
    module = importlib.import_module(SIM_MODULE)
    stream_cycles = getattr(module, SIM_FUNCTION, None)
    if stream_cycles is None:
        raise ImportError(f"{SIM_MODULE} has no {SIM_FUNCTION}")
    report = stream_cycles(core, sim=sim, data_w=data_w)
    value = float(getattr(report, REPORT_FIELD))
    aggregate = float(getattr(report, AGGREGATE_FIELD, value))
    details: dict[str, Any] = {}
    if dataclasses.is_dataclass(report):
        details = {k: v for k, v in dataclasses.asdict(report).items()
                   if isinstance(v, (int, float, str, list, tuple, bool))}
    return value, aggregate, details


def _sim_sources() -> list[Path]:
    """The simulation side's files: the package's modules (its subpackages' too) and the
    file-driven bench."""
    try:
        package = importlib.import_module("hashcores.sim")
        filebench = importlib.import_module("hashcores.sim.filehash.bench")
    except ImportError:
        return []
    root = Path(package.__file__).parent
    bench = [filebench.TB_FILE, filebench.TB_COMMON]
    return sorted(root.rglob("*.py")) + [b for b in bench if b.is_file()]


def measured_clocks_per_block(
    core: Core, design: Design, sim: str, folder_root: Path
) -> CyclesResult:
    """Measure (or reuse) `core`'s clocks per block; never raises for a failed measure."""
    k = cache.key("cycles", manifest(list(design.sources)), design.top, design.params, sim,
                  manifest(_sim_sources()))
    folder = folder_root / "cycles" / design.name / f"{sim}-{k[:16]}"
    stored = cache.load(folder)
    if stored is not None and stored.get("aggregate_clocks_per_block") is not None:
        return CyclesResult(
            status="ok",
            clocks_per_block=stored.get("clocks_per_block"),
            aggregate_clocks_per_block=stored["aggregate_clocks_per_block"],
            details=stored.get("details", {}),
            seconds=stored.get("seconds"),
            cached=True,
            folder=folder,
            sim=sim,
        )
    start = time.monotonic()
    try:
        value, aggregate, details = measure(core, design.data_w, sim)
    except ImportError as exc:
        return CyclesResult(
            status="missing",
            message=f"no cycle measurement: {SIM_MODULE}.{SIM_FUNCTION} unavailable ({exc})",
            sim=sim,
        )
    except Exception as exc:  # noqa: BLE001 - any simulation failure is reported, not raised
        return CyclesResult(
            status="failed",
            seconds=round(time.monotonic() - start, 2),
            message=f"cycle measurement failed: {type(exc).__name__}: {exc}",
            sim=sim,
        )
    if not (value > 0 and aggregate > 0):  # NaN fails too
        return CyclesResult(status="missing", message=f"simulation reported {value} clocks "
                            f"per block ({aggregate} in aggregate)", sim=sim)
    result = CyclesResult(status="ok", clocks_per_block=value,
                          aggregate_clocks_per_block=aggregate, details=details,
                          seconds=round(time.monotonic() - start, 2), folder=folder, sim=sim)
    cache.store(folder, result.as_dict())
    return result
