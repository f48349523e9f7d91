"""Acceptance lines of an issue, checked against the benchmark records of one target.

A line names a figure (a function of the records that picks the core it comes from) and
a threshold; the report prints ours, the line and PASS / below / missing. Nothing here is
typed in but the thresholds the issues state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

Record = dict[str, Any]
#: (records) -> (figure, the core it comes from), or (None, "") when no record gives it
Figure = Callable[[Sequence[Record]], tuple[float | None, str]]


@dataclass(frozen=True)
class Check:
    """One acceptance line: a figure of the records against a threshold."""

    label: str
    figure: Figure
    accept: float
    at_most: bool = False  # True: the figure must not exceed `accept`
    strict: bool = False   # True: it must beat `accept` (>), not only reach it (>=)
    aim: float | None = None
    unit: str = ""


def throughput(record: Record, name: str) -> float | None:
    """A figure of the record's throughput block (Mbit/s), or None."""
    value = (record.get("throughput") or {}).get(name)
    return None if value is None else float(value)


def gbps(name: str) -> Callable[[Record], float | None]:
    """The record's throughput figure `name` in Gbit/s."""
    def value(record: Record) -> float | None:
        mbps = throughput(record, name)
        return None if mbps is None else mbps / 1000.0
    return value


def named(core: str, value: Callable[[Record], float | None]) -> Figure:
    """The figure of one named core."""
    def figure(records: Sequence[Record]) -> tuple[float | None, str]:
        rec = next((r for r in records if r["core"] == core), None)
        return (None, "") if rec is None else (value(rec), core)
    return figure


def best(pick: Callable[[Record], bool], value: Callable[[Record], float | None]) -> Figure:
    """The largest figure among the records `pick` accepts."""
    def figure(records: Sequence[Record]) -> tuple[float | None, str]:
        found = [(v, r["core"]) for r in records if pick(r) and (v := value(r)) is not None]
        return max(found, default=(None, ""))
    return figure


def fmt(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def _status(check: Check, value: float) -> str:
    if check.at_most:
        met = value <= check.accept
    elif check.strict:
        met = value > check.accept
    else:
        met = value >= check.accept
    status = "**PASS**" if met else "below"
    if check.aim is not None:
        status += f" (aim {'met' if value >= check.aim else 'not yet'})"
    return status


def check_rows(checks: Sequence[Check], records: Sequence[Record]) -> list[list[str]]:
    """[line, ours (core), acceptance, status] for each check."""
    rows = []
    for check in checks:
        value, core = check.figure(records)
        sign = "≤" if check.at_most else (">" if check.strict else "≥")
        accept = f"{sign} {check.accept:g} {check.unit}".strip()
        if check.aim is not None:
            accept += f" (aim {check.aim:g})"
        status = "missing" if value is None else _status(check, value)
        ours = "—" if value is None else f"{value:.3g} {check.unit} (`{core}`)".replace("  ", " ")
        rows.append([check.label, ours, accept, status])
    return rows
