"""The Keccak (SHA-3) cores against issue 4's acceptance lines and the reference line.

The reference is not our figure: issue 4 states that the best open Keccak core measured
in this same flow (ECP5-85F speed 6) gives about 0.44 Mbit/s per LUT4 at the SHA3-256
rate (4.4 Gbit/s). Every "ours" figure comes from the benchmark records of one target.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

Record = dict[str, Any]

#: Issue 4: the best open Keccak core in this flow, Mbit/s per LUT4 at the SHA3-256 rate.
REFERENCE_MBPS_PER_LUT4 = 0.44
REFERENCE_SOURCE = ("issue 4: best open Keccak core measured in this flow, about 0.44 Mbit/s "
                    "per LUT4 at the SHA3-256 rate (4.4 Gbit/s)")
#: The one-round-per-clock SHA3-256 core the acceptance names.
ONE_ROUND_CORE = "sha3_256_r1"
SHA3_256 = "SHA3-256"


def is_keccak(record: Record) -> bool:
    return str(record.get("algorithm", "")).startswith(("SHA3-", "SHAKE"))


def _tp(record: Record, name: str) -> float | None:
    value = (record.get("throughput") or {}).get(name)
    return None if value is None else float(value)


@dataclass(frozen=True)
class Check:
    """One acceptance line: a figure of the records against a threshold."""

    label: str
    #: (records) -> (figure, the core it comes from) or (None, "")
    figure: Callable[[Sequence[Record]], tuple[float | None, str]]
    accept: float
    at_most: bool = False  # True: the figure must not exceed `accept`
    aim: float | None = None
    unit: str = ""


def _named(core: str, value: Callable[[Record], float | None]) -> Callable[[Sequence[Record]], tuple[float | None, str]]:
    def figure(records: Sequence[Record]) -> tuple[float | None, str]:
        rec = next((r for r in records if r["core"] == core), None)
        return (None, "") if rec is None else (value(rec), core)
    return figure


def _best(pick: Callable[[Record], bool], value: Callable[[Record], float | None]) -> Callable[[Sequence[Record]], tuple[float | None, str]]:
    def figure(records: Sequence[Record]) -> tuple[float | None, str]:
        found = [(v, r["core"]) for r in records if pick(r) and (v := value(r)) is not None]
        return max(found, default=(None, ""))
    return figure


def _gbps(name: str) -> Callable[[Record], float | None]:
    def value(record: Record) -> float | None:
        mbps = _tp(record, name)
        return None if mbps is None else mbps / 1000.0
    return value


def _sha3_256(record: Record) -> bool:
    return record.get("algorithm") == SHA3_256


def _single_context(record: Record) -> bool:
    return _sha3_256(record) and int(record.get("contexts") or 1) == 1


def _multi_context(record: Record) -> bool:
    return _sha3_256(record) and int(record.get("contexts") or 1) > 1


CHECKS: tuple[Check, ...] = (
    Check(f"`{ONE_ROUND_CORE}` clocks per block (1 msg, measured)",
          _named(ONE_ROUND_CORE, lambda r: r.get("clocks_per_block")), 25, at_most=True),
    Check(f"`{ONE_ROUND_CORE}` Mbit/s per LUT4 vs the reference line",
          _named(ONE_ROUND_CORE, lambda r: _tp(r, "mbps_per_lut4")),
          REFERENCE_MBPS_PER_LUT4, unit="Mbit/s per LUT4"),
    Check("fastest single-message SHA3-256 core", _best(_single_context, _gbps("single_mbps")),
          4.5, aim=5.0, unit="Gbit/s"),
    Check("fastest multi-message SHA3-256 core, aggregate",
          _best(_multi_context, _gbps("aggregate_mbps")), 8.0, aim=12.0, unit="Gbit/s"),
)


def _fmt(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def check_rows(records: Sequence[Record]) -> list[list[str]]:
    """[line, ours (core), acceptance, status] for each check."""
    rows = []
    for check in CHECKS:
        value, core = check.figure(records)
        sign = "≤" if check.at_most else ("≥" if check.unit != "Mbit/s per LUT4" else ">")
        accept = f"{sign} {check.accept:g} {check.unit}".strip()
        if check.aim is not None:
            accept += f" (aim {check.aim:g})"
        if value is None:
            status = "missing"
        elif check.at_most:
            status = "**PASS**" if value <= check.accept else "below"
        elif sign == ">":
            status = "**PASS**" if value > check.accept else "below"
        else:
            status = "**PASS**" if value >= check.accept else "below"
            if check.aim is not None and value is not None:
                status += f" (aim {'met' if value >= check.aim else 'not yet'})"
        ours = "—" if value is None else f"{value:.3g} {check.unit} (`{core}`)".replace("  ", " ")
        rows.append([check.label, ours, accept, status])
    return rows


def core_rows(records: Sequence[Record]) -> list[list[str]]:
    """[core, LUT4, Fmax, Gbit/s 1 msg, Gbit/s aggregate, Mbit/s per LUT4, x reference]."""
    rows = []
    for r in records:
        per_lut = _tp(r, "mbps_per_lut4")
        single, aggregate = _gbps("single_mbps")(r), _gbps("aggregate_mbps")(r)
        rows.append([
            f"`{r['core']}`",
            _fmt((r.get("area") or {}).get("LUT4"), 0),
            _fmt(r.get("fmax_mhz"), 1),
            _fmt(single),
            _fmt(aggregate),
            _fmt(per_lut, 3),
            "—" if per_lut is None else f"{per_lut / REFERENCE_MBPS_PER_LUT4:.2f}x",
        ])
    return rows
