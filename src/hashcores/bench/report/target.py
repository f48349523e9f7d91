"""The targets a report covers, and what it needs to know of each."""

from __future__ import annotations

from typing import Any

from hashcores.bench.report.record import Data
from hashcores.bench.targets import TARGETS


def target_info(data: Data, name: str) -> dict[str, Any]:
    """What the report needs of a target: from the catalogue, else from the JSON."""
    stored = (data.get("targets") or {}).get(name, {})
    known = TARGETS.get(name)
    return {
        "title": known.title if known else stored.get("title", name),
        "notes": list(known.notes) if known else list(stored.get("notes", [])),
        "fmax": known.has_fmax if known else bool(stored.get("fmax")),
        "harness": known.harness if known else bool(stored.get("harness")),
        "columns": list(known.columns) if known else list(stored.get("columns", [])),
        "pnr_freq_mhz": (known.pnr.freq_mhz if known and known.pnr
                         else stored.get("pnr_freq_mhz")),
    }


def targets_in(data: Data) -> list[str]:
    """The targets of the records, in catalogue order (unknown ones last)."""
    names = list(dict.fromkeys(r["target"] for r in data.get("results", [])))
    order = list(TARGETS)
    return sorted(names, key=lambda n: order.index(n) if n in order else len(order))
