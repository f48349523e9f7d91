"""The SHA-256 generator's design space in the report: the plot of aggregate throughput
against LUT4 with its Pareto front, and the deepest pipeline that fits the device.

The plot and the front are of the family's records of its bench algorithm (SHA-256);
the deepest pipeline is of its generator records (`registry.GenPoint` cores), swept or
benched.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hashcores.bench.pareto import pareto_front
from hashcores.bench.plot import plotted, short_name, write_pareto_plot
from hashcores.bench.report.markdown import MISSING, num
from hashcores.bench.report.record import fit_only, fit_step, pnr_steps, utilizations
from hashcores.bench.report.sections import FamilyPart, Section

Record = dict[str, Any]
#: The plot's file, beside bench.md.
PLOT_NAME = "sha256_pareto.png"
#: How the report names the check that told whether a design fits.
CHECKS = {"pnr": "place and route", "pack": "packing only, `--fit-only`"}


def _capacity(records: list[Record], counter: str = "TRELLIS_COMB") -> int | None:
    """The device's count of `counter`, from any record's nextpnr utilisation."""
    for record in records:
        for util in utilizations(record):
            found = util.get(counter)
            if found and found.get("available"):
                return int(found["available"])
    return None


def _stages(record: Record) -> str:
    n = record["generator"]["stages"]
    return f"{n} stage" + ("s" if n != 1 else "")


def _check(record: Record) -> str:
    """Which check told whether the record's design fits (records from before fit checks
    existed were placed and routed)."""
    return CHECKS[record.get("fit_check") or ("pack" if fit_only(record) else "pnr")]


def _nofit_reason(record: Record) -> str:
    steps = [*pnr_steps(record), fit_step(record)]
    return next((p.get("message") or "" for p in steps if p.get("status") == "nofit"), "")


def _lut_count(record: Record) -> float:
    luts = (record.get("area") or {}).get("LUT4")
    return float("inf") if luts is None else float(luts)


def _luts_of(record: Record, cap: int | None) -> str:
    luts = num((record.get("area") or {}).get("LUT4"))
    return f"{luts} LUT4" + (f" of {cap}" if cap else "")


def deepest_line(records: list[Record]) -> str:
    """The deepest generator pipeline of `records` that fits, and the smallest that does
    not (or that none was swept)."""
    gen = [r for r in records if r.get("generator")]
    fits = [r for r in gen if r.get("fits") is True]
    nofit = [r for r in gen if r.get("fits") is False]
    if not any(r.get("origin") == "sweep" for r in gen):
        benched = max(fits, key=lambda r: r["generator"]["stages"], default=None)
        extra = "" if benched is None else (
            f" Of the generator cores benched, the deepest is `{benched['core']}` "
            f"({_stages(benched)}; checked by {_check(benched)}).")
        return ("**Deepest pipeline that fits the device:** not swept (run `hashcores bench "
                f"--sweep`, or `--sweep --fit-only` for a quick fit check).{extra}")
    cap = _capacity(records)
    best = max(fits, key=lambda r: (r["generator"]["stages"], -_lut_count(r)), default=None)
    if best is None:
        text = "**Deepest pipeline that fits the device:** none of the swept points fits."
    else:
        text = (f"**Deepest pipeline that fits the device:** {_stages(best)} "
                f"(`{best['core']}`, {_luts_of(best, cap)}; checked by {_check(best)}).")
    if nofit:
        small = min(nofit, key=lambda r: (_lut_count(r), r["generator"]["stages"], r["core"]))
        why = _nofit_reason(small)
        text += (f" Smallest swept point that does not fit: `{small['core']}` "
                 f"({_stages(small)}, {_luts_of(small, cap)}; checked by {_check(small)}"
                 + (f": {why}" if why else "") + ").")
    else:
        deepest = max(r["generator"]["stages"] for r in gen)
        text += f" Every swept point fits (deepest tried: {deepest} stage(s))."
    if cap:
        text += f" Device capacity: {cap} LUT4 (TRELLIS_COMB)."
    return text


def section_lines(part: FamilyPart) -> list[str]:
    """The design space: the plot, its Pareto front, the deepest pipeline that fits
    (nothing for a family without a bench algorithm)."""
    if part.algorithm is None:
        return []
    what = part.algorithm.title
    points = plotted(part.compared())
    out = [f"## {what} design space ({part.title})", ""]
    if points:
        out += [f"![Aggregate throughput against LUT4, Pareto front marked]({PLOT_NAME})", ""]
        xy = [(float(r["area"]["LUT4"]), float(r["throughput"]["aggregate_mbps"]))
              for r in points]
        front = [points[i] for i in pareto_front(xy)]
        out.append("Pareto front (fewest LUT4 for the aggregate throughput; nothing else is "
                   "both smaller and faster): " + ", ".join(
                       f"`{short_name(r['core'])}` ({num(r['area']['LUT4'])} LUT4, "
                       f"{num(r['throughput']['aggregate_mbps'])} Mbit/s)" for r in front)
                   + ".")
    else:
        out.append(f"No {what} record has both LUT4 and aggregate throughput: {MISSING}.")
    return out + ["", deepest_line(part.records), ""]


def section_files(part: FamilyPart, folder: Path) -> list[Path]:
    """The plot into `folder` (a stale one removed when no record has both figures)."""
    if part.algorithm is None:
        return []
    title = f"{part.algorithm.title} on {part.title}: aggregate throughput vs LUT4"
    plot = write_pareto_plot(part.compared(), folder / PLOT_NAME, title)
    if plot is None:
        (folder / PLOT_NAME).unlink(missing_ok=True)
        return []
    return [plot]


#: The section the SHA-2 family declares (`registry.Family.report_sections`).
SECTION = Section(section_lines, section_files)
