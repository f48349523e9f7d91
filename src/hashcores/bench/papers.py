"""The papers' claims next to the ratios measured in the same run, and the acceptance lines.

The claims are the papers' own words (files in the shared seeds folder), not our figures:
* 000_026659c184445444.txt (pre-computation, Michail et al.): "more than 25% increase of
  the throughput compared to the conventional implementation" (4-stage pipelines), "area
  overhead ... approximately 9.5%";
* 004_e1f17d10682e9c23.txt (ultra-high-speed SHA-256, Michail et al.): "about 110% gain
  in throughput and 30% area penalty compared to a non-optimized implementation with four
  pipeline stages"; "about 35% for the whole SHA-256 core".
000 says its pre-computation applies to SHA-384/512 "with the same way, resulting in
similar results", and 004's operation block is the same structure on 64-bit words: so
the SHA-512 table (CLAIMS_BY_ALGORITHM) puts the same claims next to the SHA-512 points,
with the acceptance lines of issue 23 (fastest single-message SHA-512 >= 1.0 Gbit/s, aim
1.5; best multi-message >= 4 Gbit/s, aim 6; the iterative core >= 2x secworks/sha512 in
throughput per LUT4, measured in this flow at 0.088 Mbit/s per LUT4 on the ECP5-85F-6).
Every "ours" figure is computed from the benchmark records of one target (the ECP5-85F
speed 6 by default). Where ours stays below the paper, `Line.why` says where the ratio
goes: the Fmax ratio, the clocks-per-block ratio, and both cores' critical paths.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hashcores.bench.critpath import CriticalPath
from hashcores.bench.records import algorithm_of
from hashcores.bench.report.cells import adder_summary
from hashcores.bench.report.markdown import MISSING, table
from hashcores.bench.report.sections import FamilyPart, Section
from hashcores.registry import ALGORITHMS

PAPER_000 = "000_026659c184445444.txt"
PAPER_004 = "004_e1f17d10682e9c23.txt"
#: `Claim.numerator` for "the core with the highest figure" (of the records evaluated:
#: the SHA-2 family's records of one algorithm).
FASTEST = "*"
#: secworks/sha512 on the ECP5-85F speed 6 in this flow (issue 23: 49.2 MHz, 6969 LUT4,
#: 82 clocks per 1024-bit block, 614 Mbit/s): Mbit/s per LUT4.
SECWORKS_SHA512_MBPS_PER_LUT4 = 0.088

Record = dict[str, Any]
#: A record's critical path by design, in adder levels ("5 CPA", "2 CPA + 6 CSA").
Levels = Callable[[Record], str]


@dataclass(frozen=True)
class Claim:
    """One line of the table: a ratio of two cores' figures, or one core's figure."""

    label: str
    numerator: str  # core name, or FASTEST
    denominator: str | None  # None: an absolute figure
    metric: str  # "aggregate_mbps", "single_mbps" (Mbit/s), "mbps_per_lut4" or "LUT4"
    paper: tuple[float, float] | None = None  # the claimed ratio (low, high)
    source: str = ""
    accept: float | None = None  # acceptance: at least this (ratio, or Gbit/s)
    aim: float | None = None

    @property
    def absolute(self) -> bool:
        return self.denominator is None

    @property
    def unit(self) -> str:
        """The unit of the figure: a ratio, Gbit/s, or Mbit/s per LUT4."""
        if not self.absolute:
            return "x"
        return " Mbit/s per LUT4" if self.metric == "mbps_per_lut4" else " Gbit/s"

    def scale(self, value: float) -> float:
        """A record's figure in the claim's unit (throughput in Gbit/s)."""
        return value / 1000.0 if self.metric.endswith("_mbps") and self.absolute else value


CLAIMS: tuple[Claim, ...] = (
    Claim("precomp4 / conv4, aggregate throughput", "sha256_precomp4", "sha256_conv4",
          "aggregate_mbps", (1.25, 1.25), f"{PAPER_000}: more than +25%", accept=1.25),
    Claim("uhs4 / conv4, aggregate throughput", "sha256_uhs4", "sha256_conv4",
          "aggregate_mbps", (2.1, 2.1), f"{PAPER_004}: about +110%", accept=1.45),
    Claim("uhs1 / conv1, single-message throughput", "sha256_uhs1", "sha256_conv1",
          "single_mbps", (2.1, 2.1), f"{PAPER_004}: about +110% (its operation block)",
          accept=1.4, aim=1.8),
    Claim("precomp4 / conv4, LUT4 (area overhead)", "sha256_precomp4", "sha256_conv4",
          "LUT4", (1.095, 1.095), f"{PAPER_000}: about +9.5%"),
    Claim("uhs4 / conv4, LUT4 (area overhead)", "sha256_uhs4", "sha256_conv4",
          "LUT4", (1.30, 1.35), f"{PAPER_004}: about +30-35%"),
    Claim("fastest single-message SHA-256 core, Gbit/s", FASTEST, None, "single_mbps",
          accept=0.9),
    Claim("uhs4 aggregate throughput, Gbit/s", "sha256_uhs4", None, "aggregate_mbps",
          accept=3.5, aim=4.0),
)

_SIMILAR = f"{PAPER_000}: SHA-384/512 \"with the same way, resulting in similar results\""
_SAME_BLOCK = f"{PAPER_004} (SHA-256; the same operation block on 64-bit words)"

#: SHA-512: the papers' claims on the SHA-512 points, and issue 23's acceptance lines.
CLAIMS_SHA512: tuple[Claim, ...] = (
    Claim("precomp4 / conv4, aggregate throughput", "sha512_precomp4", "sha512_conv4",
          "aggregate_mbps", (1.25, 1.25), f"{_SIMILAR}: more than +25%"),
    Claim("uhs4 / conv4, aggregate throughput", "sha512_uhs4", "sha512_conv4",
          "aggregate_mbps", (2.1, 2.1), f"{_SAME_BLOCK}: about +110%"),
    Claim("precomp4 / conv4, LUT4 (area overhead)", "sha512_precomp4", "sha512_conv4",
          "LUT4", (1.095, 1.095), f"{_SIMILAR}: about +9.5%"),
    Claim("uhs4 / conv4, LUT4 (area overhead)", "sha512_uhs4", "sha512_conv4",
          "LUT4", (1.30, 1.35), f"{_SAME_BLOCK}: about +30-35%"),
    Claim("fastest single-message SHA-512 core, Gbit/s", FASTEST, None, "single_mbps",
          accept=1.0, aim=1.5),
    Claim("best multi-message SHA-512 core, aggregate Gbit/s", FASTEST, None,
          "aggregate_mbps", accept=4.0, aim=6.0),
    Claim("iterative SHA-512, Mbit/s per LUT4 (2x secworks/sha512's "
          f"{SECWORKS_SHA512_MBPS_PER_LUT4:g})", "sha512_iter", None, "mbps_per_lut4",
          accept=2 * SECWORKS_SHA512_MBPS_PER_LUT4),
)

#: The claims the report puts next to each algorithm's records (a table per algorithm of
#: the family that has records on the target).
CLAIMS_BY_ALGORITHM: dict[str, tuple[Claim, ...]] = {"sha256": CLAIMS, "sha512": CLAIMS_SHA512}


@dataclass(frozen=True)
class Line:
    """A claim evaluated on the records."""

    claim: Claim
    ours: float | None  # ratio, or Gbit/s for an absolute throughput
    cores: tuple[str, ...]  # the records used (numerator first)
    status: str  # "PASS", "below", "missing", or "" (no acceptance line)
    aim_met: bool | None  # None: no aim, or no figure
    below_paper: bool
    why: str
    #: The records' critical paths by design, in adder levels ("5 CPA vs 1 CPA + 3 CSA").
    levels: str = "—"


def metric(record: Record, name: str) -> float | None:
    """A record's figure: Mbit/s from its throughput, or an area figure."""
    value = (record.get("throughput") or {}).get(name)
    if value is None:
        value = (record.get("area") or {}).get(name)
    return None if value is None else float(value)


def _find(records: Sequence[Record], core: str, metric_name: str) -> Record | None:
    if core != FASTEST:
        return next((r for r in records if r["core"] == core), None)
    candidates = [r for r in records if metric(r, metric_name) is not None]
    return max(candidates, key=lambda r: metric(r, metric_name) or 0.0, default=None)


def _clocks(record: Record, metric_name: str) -> float | None:
    name = "aggregate_clocks_per_block" if metric_name == "aggregate_mbps" else "clocks_per_block"
    return record.get(name)


def path_summary(record: Record) -> str:
    """The record's critical path in one line, or "missing"."""
    path = record.get("critical_path")
    return CriticalPath.from_dict(path).summary() if path else "missing"


def _why(claim: Claim, used: Sequence[Record], levels: Levels) -> str:
    """Where a throughput figure or ratio comes from: Fmax, clocks per block, paths."""
    if claim.metric == "LUT4":
        return ""
    parts = []
    fmax = [r.get("fmax_mhz") for r in used]
    clocks = [_clocks(r, claim.metric) for r in used]
    if len(used) == 2 and None not in fmax and None not in clocks:
        parts.append(
            f"Fmax {fmax[0]:.1f} / {fmax[1]:.1f} MHz = {fmax[0] / fmax[1]:.2f}x, clocks per "
            f"block {clocks[1]:g} / {clocks[0]:g} = {clocks[1] / clocks[0]:.2f}x"
        )
    elif len(used) == 1 and fmax[0] is not None and clocks[0] is not None:
        parts.append(f"Fmax {fmax[0]:.1f} MHz, {clocks[0]:g} clocks per block")
    for r in used:
        parts.append(f"`{r['core']}` ({levels(r)} by design): critical path "
                     f"{path_summary(r)}")
    return "; ".join(parts)


def evaluate(records: Sequence[Record], claims: Sequence[Claim] = CLAIMS,
             levels: Levels = adder_summary) -> list[Line]:
    """Each claim on `records` (those of one target and one algorithm: the cores the
    claims compare, and the candidates for FASTEST); `levels` gives a record's path by
    design (the SHA-2 generator's records carry theirs)."""
    lines = []
    for claim in claims:
        num = _find(records, claim.numerator, claim.metric)
        den = None if claim.absolute else _find(records, claim.denominator or "", claim.metric)
        used = tuple(r for r in (num, den) if r is not None)
        a = None if num is None else metric(num, claim.metric)
        b = None if den is None else metric(den, claim.metric)
        if claim.absolute:
            ours = None if a is None else claim.scale(a)
        else:
            ours = None if a is None or not b else a / b
        if ours is None:
            status = "missing" if claim.accept is not None else ""
        elif claim.accept is None:
            status = ""
        else:
            status = "PASS" if ours >= claim.accept else "below"
        aim_met = None if claim.aim is None or ours is None else ours >= claim.aim
        below_paper = (ours is not None and claim.paper is not None
                       and claim.metric != "LUT4" and ours < claim.paper[0])
        below = below_paper or status == "below" or aim_met is False
        path = " vs ".join(levels(r) for r in used) or "—"
        lines.append(Line(claim, ours, tuple(r["core"] for r in used), status, aim_met,
                          below_paper, _why(claim, used, levels) if below else "", path))
    return lines


# -- the report's section -------------------------------------------------------------


def _mark(line: Line) -> str:
    if not line.status:
        return ""
    mark = {"PASS": "**PASS**", "below": "below"}.get(line.status, line.status)
    if line.aim_met is not None:
        mark += f" (aim {line.claim.aim:g}: {'met' if line.aim_met else 'not yet'})"
    return mark


def _claim_row(line: Line) -> list[str]:
    c = line.claim
    if c.paper is None:
        claim = "—"
    elif c.paper[0] == c.paper[1]:
        claim = f"{c.paper[0]:.2f}x"
    else:
        claim = f"{c.paper[0]:.2f}–{c.paper[1]:.2f}x"
    unit = c.unit
    digits = 3 if c.metric == "mbps_per_lut4" else 2
    ours = MISSING if line.ours is None else f"{line.ours:.{digits}f}{unit}"
    if line.cores and (c.absolute or c.numerator == FASTEST):
        ours += f" (`{line.cores[0]}`)"
    accept = "—" if c.accept is None else f"≥ {c.accept:g}{unit}"
    return [c.label, claim, c.source or "—", ours, line.levels, accept, _mark(line)]


def _table(lines: list[Line], heading: str) -> list[str]:
    head = ["Comparison", "Paper's claim", "Paper", "Ours (this data)",
            "Adder levels (by design)", "Acceptance", "Status"]
    out = [heading, "",
           "Each paper's claimed ratio next to the ratio measured here, from the records of "
           "this target (one run, or runs merged by core). Ratios are ours / baseline.", ""]
    out += table(head, [_claim_row(line) for line in lines], text_columns=3)
    why = [line for line in lines if line.why]
    if why:
        out += ["", "Where a figure stays below the paper or the acceptance line, the "
                "measured split (Fmax ratio × clocks-per-block ratio) and the critical paths:", ""]
        out += [f"- {line.claim.label}: {line.why}." for line in why]
    return out + [""]


def _algorithm_tables(part: FamilyPart, claims_by_algorithm: dict[str, tuple[Claim, ...]],
                      levels: Levels, skip: object = None) -> list[str]:
    """A table per algorithm of `claims_by_algorithm` (but `skip`) that has records of
    `part` on its target, the path by design from `levels`."""
    out: list[str] = []
    for name, claims in claims_by_algorithm.items():
        algorithm = ALGORITHMS.get(name)
        if algorithm is None or algorithm is skip:
            continue
        records = [r for r in part.records if algorithm_of(r) == algorithm]
        if records:
            out += _table(evaluate(records, claims, levels),
                          f"## Papers vs ours, {algorithm.title} ({part.title})")
    return out


def section_lines(part: FamilyPart) -> list[str]:
    """Papers vs ours: each claim on the family's records of its bench algorithm, with
    the measured split where ours stays below; then a table for each other algorithm of
    the family that has claims (CLAIMS_BY_ALGORITHM) and records on this target."""
    out = _table(evaluate(part.compared()), f"## Papers vs ours ({part.title})")
    return out + _algorithm_tables(part, CLAIMS_BY_ALGORITHM, adder_summary, skip=part.algorithm)


#: The section the SHA-2 family declares (`registry.Family.report_sections`).
SECTION = Section(section_lines)


def claims_section(claims_by_algorithm: dict[str, tuple[Claim, ...]],
                   levels: Levels) -> Section:
    """Another family's papers-vs-ours section: a table per algorithm of
    `claims_by_algorithm` that has records on the target, the path by design from
    `levels`."""
    return Section(lambda part: _algorithm_tables(part, claims_by_algorithm, levels))
