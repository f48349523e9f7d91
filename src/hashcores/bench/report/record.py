"""What the report reads of a stored record (a `results.Entry.as_dict()`) beyond its
figures: its steps, and whether it is a fit check only."""

from __future__ import annotations

from typing import Any

Record = dict[str, Any]
#: A whole bench.json (or one run's `BenchResults.as_dict()`).
Data = dict[str, Any]


def steps(record: Record) -> dict[str, Any]:
    return record.get("steps") or {}


def pnr_steps(record: Record) -> list[dict[str, Any]]:
    """The place-and-route runs, one per seed."""
    return list(steps(record).get("pnr") or [])


def fit_step(record: Record) -> dict[str, Any]:
    """The fit check step of a fit-only record ({} for others)."""
    return dict(steps(record).get("fit") or {})


def fit_only(record: Record) -> bool:
    return bool(record.get("fit_only"))


def seed_fmax(record: Record) -> list[float]:
    """The Fmax of each seed that gave one."""
    return [v for v in (record.get("fmax_mhz_by_seed") or {}).values() if v is not None]


def utilizations(record: Record) -> list[dict[str, Any]]:
    """The utilisation tables a record's nextpnr steps (place and route, fit check) hold."""
    return [u for p in [*pnr_steps(record), fit_step(record)] if (u := p.get("utilization"))]
