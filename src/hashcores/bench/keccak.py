"""The Keccak (SHA-3) cores against issue 4's and issue 27's acceptance lines and the
reference line.

The reference is not our figure: issue 4 states that the best open Keccak core measured
in this same flow (ECP5-85F speed 6) gives about 0.44 Mbit/s per LUT4 at the SHA3-256
rate (4.4 Gbit/s). Every "ours" figure comes from the benchmark records of one target.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hashcores.bench.acceptance import Check, best, check_rows as _check_rows, fmt as _fmt
from hashcores.bench.acceptance import gbps as _gbps, named as _named, throughput as _tp
from hashcores.bench.report.markdown import acceptance_table, table
from hashcores.bench.report.record import fit_only
from hashcores.bench.report.sections import FamilyPart, Section

Record = dict[str, Any]

#: Issue 4: the best open Keccak core in this flow, Mbit/s per LUT4 at the SHA3-256 rate.
REFERENCE_MBPS_PER_LUT4 = 0.44
REFERENCE_SOURCE = ("issue 4: best open Keccak core measured in this flow, about 0.44 Mbit/s "
                    "per LUT4 at the SHA3-256 rate (4.4 Gbit/s)")
#: The one-round-per-clock SHA3-256 core the acceptance names.
ONE_ROUND_CORE = "sha3_256_r1"


def _single_context(record: Record) -> bool:
    return int(record.get("contexts") or 1) == 1


def _multi_context(record: Record) -> bool:
    return int(record.get("contexts") or 1) > 1


#: The multi-message lines' figure: the best aggregate throughput of a multi-context core.
_BEST_AGGREGATE = best(_multi_context, _gbps("aggregate_mbps"))

CHECKS: tuple[Check, ...] = (
    Check(f"`{ONE_ROUND_CORE}` clocks per block (1 msg, measured)",
          _named(ONE_ROUND_CORE, lambda r: r.get("clocks_per_block")), 25, at_most=True),
    Check(f"`{ONE_ROUND_CORE}` Mbit/s per LUT4 vs the reference line",
          _named(ONE_ROUND_CORE, lambda r: _tp(r, "mbps_per_lut4")),
          REFERENCE_MBPS_PER_LUT4, strict=True, unit="Mbit/s per LUT4"),
    Check("fastest single-message SHA3-256 core", best(_single_context, _gbps("single_mbps")),
          4.5, aim=5.0, unit="Gbit/s"),
    Check("fastest multi-message SHA3-256 core, aggregate", _BEST_AGGREGATE, 8.0, aim=12.0,
          unit="Gbit/s"),
    # issue 27 raised the multi-message line to issue 4's aim
    Check("fastest multi-message SHA3-256 core, aggregate (issue 27's line)",
          _BEST_AGGREGATE, 12.0, aim=16.0, unit="Gbit/s"),
)


def check_rows(records: Sequence[Record]) -> list[list[str]]:
    """[line, ours (core), acceptance, status] for each check, on `records`: one target's
    records of the SHA-3 family's bench algorithm (SHA3-256; `FamilyPart.compared`)."""
    return _check_rows(CHECKS, records)


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


def section_lines(part: FamilyPart) -> list[str]:
    """The SHA-3 cores against issue 4's acceptance lines and the reference line (nothing
    when the family has no placed and routed record)."""
    recs = [r for r in part.records if not fit_only(r)]
    if not recs:
        return []
    rate = ("" if part.algorithm is None else
            f" ({part.algorithm.block_bits} for {part.algorithm.title})")
    out = [f"## SHA-3 (Keccak) cores ({part.title})", "",
           f"Reference line: {REFERENCE_MBPS_PER_LUT4} Mbit/s per LUT4 "
           f"({REFERENCE_SOURCE}). Throughput counts rate bits per block{rate}.", ""]
    out += acceptance_table(check_rows(part.compared(recs)))
    out += table(["Core", "LUT4", "Fmax MHz", "Gbit/s (1 msg)", "Gbit/s (aggregate)",
                  "Mbit/s per LUT4", "vs reference"], core_rows(recs), text_columns=1)
    return out + [""]


#: The section the SHA-3 family declares (`registry.Family.report_sections`).
SECTION = Section(section_lines)
