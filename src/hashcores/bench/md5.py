"""The MD5 cores against paper 001's ratios, paper 000's claim and issue 21's lines.

Paper 001_686471d651669b5d.txt (Algredo-Badillo et al., Virtex-II) gives throughputs of
0.406 (v1), 0.632 (v2, 2 steps per clock), 0.836 (4), 0.789 (8) and 1.030 Gbit/s (v3,
RF1..RF4): 1.56x, 2.06x, 1.94x and 2.54x over v1; and throughput per slice (Table 1)
for v1, v2 with 4 steps and v3: 0.45, 0.60 and 0.47 Mbit/s per slice. Paper
000_026659c184445444.txt claims "more than 25%" more throughput for its pre-computation
in a 4-stage pipeline (up to about 40% in its tables). Every "ours" figure comes from the
benchmark records of one target; where a ratio differs from the paper's, the line shows
the Fmax and clocks-per-block split and both cores' critical paths (nextpnr's path, and
the adder levels and multiplexers of the design, `design_path`).

Nothing here is typed in but the papers' figures and the issue's lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hashcores.bench.acceptance import Check, best, check_rows, fmt, gbps, throughput
from hashcores.bench.papers import PAPER_000, Claim, evaluate, path_summary
from hashcores.bench.report.markdown import MISSING, acceptance_table, table
from hashcores.bench.report.record import fit_only
from hashcores.bench.report.sections import FamilyPart, Section
from hashcores.registry import UnknownCoreError, get_core

Record = dict[str, Any]

PAPER_001 = "001_686471d651669b5d.txt"
#: 001 Table 1 and section 3: Gbit/s and (where given) Mbit/s per Virtex-II slice.
PAPER_001_GBPS: dict[str, float] = {"md5_v1": 0.406, "md5_v2x2": 0.632, "md5_v2x4": 0.836,
                                    "md5_v2x8": 0.789, "md5_v3": 1.030}
PAPER_001_PER_SLICE: dict[str, float] = {"md5_v1": 0.45, "md5_v2x4": 0.60, "md5_v3": 0.47}
#: Issue 21: secworks/md5 (66 clocks per block) measured in this flow on the ECP5-85F-6.
SECWORKS_MBPS_PER_LUT4 = 0.242
BASE = "md5_v1"

CLAIMS: tuple[Claim, ...] = tuple(
    Claim(f"{core.removeprefix('md5_')} / v1, single-message throughput", core, BASE,
          "single_mbps", (ratio, ratio), f"{PAPER_001}: {PAPER_001_GBPS[core]:g} / 0.406 Gbit/s")
    for core, ratio in (("md5_v2x2", 1.56), ("md5_v2x4", 2.06), ("md5_v2x8", 1.94),
                        ("md5_v3", 2.54))
) + (
    Claim("v3 with pre-computation / v1", "md5_v3_pre", BASE, "single_mbps"),
    Claim("v1 with pre-computation / v1", "md5_v1_pre", BASE, "single_mbps"),
    Claim("s4_pre / s4, aggregate throughput", "md5_s4_pre", "md5_s4", "aggregate_mbps",
          (1.25, 1.40), f"{PAPER_000}: more than +25%"),
    Claim("s4_pre / s4, LUT4 (area overhead)", "md5_s4_pre", "md5_s4", "LUT4",
          (1.095, 1.095), f"{PAPER_000}: about +9.5%"),
)


def _ratio(num: str, den: str, metric: str = "single_mbps") -> Any:
    """The figure num / den of two named cores."""
    def figure(recs: Sequence[Record]) -> tuple[float | None, str]:
        a, b = (next((throughput(r, metric) for r in recs if r["core"] == c), None)
                for c in (num, den))
        return (None, "") if a is None or not b else (a / b, f"{num} / {den}")
    return figure


def _single(record: Record) -> bool:
    return record.get("contexts", 1) == 1


def _params(record: Record) -> dict[str, int]:
    """The record's core parameters ({} for a core the catalogue no longer has)."""
    try:
        return get_core(record["core"]).params
    except UnknownCoreError:
        return {}


def _pipeline_pre(record: Record) -> bool:
    """A pre-computed four-stage pipeline (000's frame), at any steps per clock."""
    params = _params(record)
    return params.get("STAGES") == 4 and params.get("PRE") == 1


def _iterative(record: Record) -> bool:
    """A one-step-per-clock single-message core (v1, pre-computed or not)."""
    params = _params(record)
    return params.get("STEPS") == 1 and params.get("STAGES") == 1


CHECKS: tuple[Check, ...] = (
    Check("`md5_v3` / `md5_v2x4` throughput (the paper's main claim)",
          _ratio("md5_v3", "md5_v2x4"), 1.0, strict=True, unit="x"),
    Check("`md5_v3` / `md5_v1` throughput", _ratio("md5_v3", BASE), 1.4, aim=2.5, unit="x"),
    Check("fastest single-message MD5 core", best(_single, gbps("single_mbps")), 0.8, aim=1.0,
          unit="Gbit/s"),
    Check("iterative core Mbit/s per LUT4 vs secworks/md5 (0.242)",
          best(_iterative, lambda r: throughput(r, "mbps_per_lut4")),
          1.2 * SECWORKS_MBPS_PER_LUT4, aim=1.5 * SECWORKS_MBPS_PER_LUT4, unit="Mbit/s per LUT4"),
    Check("4-stage pre-computed pipeline, aggregate throughput",
          best(_pipeline_pre, gbps("aggregate_mbps")), 3.0, aim=4.0, unit="Gbit/s"),
)


def design_path(core: str) -> str:
    """The design's path per clock: carry-propagate adders in series and the
    multiplexers on it (hc_md5_stage: a textbook step is a + (X + T) beside the function,
    X + T coming from a register, then + function, rotation, + b; pre-computation takes
    the first adder off, leaving g + P, rotation, + b)."""
    try:
        params = get_core(core).params
    except UnknownCoreError:
        return "—"
    steps, pre = params.get("STEPS", 1), params.get("PRE", 0)
    cpa = 2 * steps + (0 if pre else 1)
    if params.get("STAGES", 1) == 4:
        rot = "4:1 rotation (i mod 4)"
    elif params.get("SPECIAL"):
        rot = "fixed functions and rotations, 4:1 round select at the end"
    else:
        choices = 16 // min(steps, 4) if steps < 4 else 4
        rot = f"4:1 function, {choices}:1 rotation per step"
    return f"{cpa} CPA, {rot}"


def core_rows(records: Sequence[Record]) -> list[list[str]]:
    """One row per MD5 core of `records`: area, Fmax, clocks, throughput, per LUT4, the
    paper's figures, the design's and nextpnr's critical paths."""
    rows = []
    for r in records:
        core = r["core"]
        area = r.get("area") or {}
        paper = PAPER_001_GBPS.get(core)
        slice_ = PAPER_001_PER_SLICE.get(core)
        aggregate = r.get("contexts", 1) > 1
        rows.append([
            f"`{core}`",
            fmt(area.get("LUT4"), 0),
            fmt(r.get("fmax_mhz"), 1),
            fmt(r.get("aggregate_clocks_per_block" if aggregate else "clocks_per_block"), 1),
            fmt(gbps("aggregate_mbps" if aggregate else "single_mbps")(r), 3)
            + (" (aggregate)" if aggregate else ""),
            fmt(throughput(r, "mbps_per_lut4"), 3),
            MISSING if paper is None else f"{paper:g}",
            MISSING if slice_ is None else f"{slice_:g}",
            design_path(core),
            path_summary(r),
        ])
    return rows


def _split(used: Sequence[Record], metric: str) -> str:
    """Where a ratio of two records comes from: Fmax, clocks per block, paths."""
    clocks = "aggregate_clocks_per_block" if metric == "aggregate_mbps" else "clocks_per_block"
    (a, b) = used
    parts = []
    if None not in (a.get("fmax_mhz"), b.get("fmax_mhz"), a.get(clocks), b.get(clocks)):
        parts.append(f"Fmax {a['fmax_mhz']:.1f} / {b['fmax_mhz']:.1f} MHz = "
                     f"{a['fmax_mhz'] / b['fmax_mhz']:.2f}x, clocks per block {b[clocks]:g} / "
                     f"{a[clocks]:g} = {b[clocks] / a[clocks]:.2f}x")
    parts += [f"`{r['core']}` ({design_path(r['core'])} by design): critical path "
              f"{path_summary(r)}" for r in used]
    return "; ".join(parts)


def _claim_rows(records: Sequence[Record]) -> tuple[list[list[str]], list[str]]:
    rows, why = [], []
    for line in evaluate(records, CLAIMS):
        c = line.claim
        paper = "—" if c.paper is None else (
            f"{c.paper[0]:.2f}x" if c.paper[0] == c.paper[1] else f"{c.paper[0]:.2f}–{c.paper[1]:.2f}x")
        ours = MISSING if line.ours is None else f"{line.ours:.2f}x"
        rows.append([c.label, paper, c.source or "—", ours])
        differs = (line.ours is not None and c.paper is not None and c.metric != "LUT4"
                   and not c.paper[0] / 1.15 <= line.ours <= c.paper[1] * 1.15)
        if differs:
            used = [next(r for r in records if r["core"] == n) for n in line.cores]
            why.append(f"{c.label}: {_split(used, c.metric)}.")
    return rows, why


def section_lines(part: FamilyPart) -> list[str]:
    """The MD5 cores: issue 21's lines, paper 001's ratios over v1 and 000's claim next to
    ours, and each core's figures and critical paths (nothing without a placed and
    routed MD5 record)."""
    recs = [r for r in part.compared() if not fit_only(r)]
    if not recs:
        return []
    out = [f"## MD5: papers vs ours ({part.title})", "",
           f"Paper {PAPER_001} (Virtex-II) against its v1; paper {PAPER_000} for the "
           "pre-computed pipeline. Ratios are ours / baseline, from the records of this "
           "target. The paper's v2 and v3 take 16 clocks per block, its v1 65; ours 16 and 64 "
           "(the chaining addition is in a block's last clock; a message's first block "
           "takes one more). docs/md5.md says where the ratios differ and why.", ""]
    out += acceptance_table(check_rows(CHECKS, recs))
    rows, why = _claim_rows(recs)
    out += table(["Comparison", "Paper's figure", "Paper", "Ours (this data)"], rows, text_columns=3)
    out += [""]
    out += table(["Core", "LUT4", "Fmax MHz", "Clocks/block", "Gbit/s", "Mbit/s per LUT4",
                  "Paper Gbit/s", "Paper Mbit/s per slice", "Path by design",
                  "nextpnr's critical path"], core_rows(recs), text_columns=1)
    if why:
        out += ["", "Where a ratio differs from the paper's by more than 15 %, the measured "
                "split (Fmax ratio x clocks-per-block ratio) and the critical paths:", ""]
        out += [f"- {line}" for line in why]
    return out + [""]


#: The section the MD5 family declares (`registry.Family.report_sections`).
SECTION = Section(section_lines)
