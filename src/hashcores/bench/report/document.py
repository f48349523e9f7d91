"""The Markdown report: the families' sections of the sweep target, the HMAC section, one
table per target with its notes and critical paths, and the status."""

from __future__ import annotations

from hashcores.bench.accel import report_lines as accel_lines
from hashcores.bench.accel_area import report_lines as accel_area_lines
from hashcores.bench.hmac import report_lines as hmac_lines
from hashcores.bench.report.critical_paths import critical_paths
from hashcores.bench.report.markdown import table
from hashcores.bench.report.notes import notes
from hashcores.bench.report.record import Data
from hashcores.bench.report.sections import family_lines
from hashcores.bench.report.table import header, row
from hashcores.bench.report.target import target_info, targets_in
from hashcores.bench.results import BenchResults
from hashcores.bench.sweep import SWEEP_TARGET


def _heading(data: Data) -> list[str]:
    records = list(data.get("results", []))
    tools = ", ".join(f"{v}" for v in (data.get("tools") or {}).values())
    dates = sorted({str(r["date"]) for r in records if r.get("date")})
    span = (f"records from {dates[0]} to {dates[-1]}" if len(dates) > 1
            else f"records from {dates[0]}" if dates else "no records")
    return [
        "# Benchmark results",
        "",
        f"Written by `hashcores bench`; latest run {data.get('date')} ({span}, merged by "
        "core and target). Design: each core's stream top (hardware padding included) at "
        f"the DATA_W of its row. Tools: {tools}.",
        "",
    ]


def _status(data: Data) -> list[str]:
    records = list(data.get("results", []))
    problems = [f"{r['core']} on {r['target']}: {p}" for r in records for p in r.get("problems", [])]
    lines = ["## Status", ""]
    lines.append("All steps gave results." if not problems else
                 f"{len(problems)} step(s) without a result (see the notes above).")
    dropped = data.get("dropped") or []
    if dropped:
        lines += ["", f"Left out: {len(dropped)} record(s) written by an older version of the "
                  "benchmark, whose figures were made another way (run them again): "
                  + ", ".join(f"`{d}`" for d in dropped) + "."]
    return lines


def markdown(results: BenchResults | Data) -> str:
    """The Markdown report of one run or of merged data (`BenchResults.as_dict()` form)."""
    data = results.as_dict() if isinstance(results, BenchResults) else results
    records = list(data.get("results", []))
    lines = _heading(data)
    targets = targets_in(data)
    if SWEEP_TARGET in targets:
        lines += family_lines(data, SWEEP_TARGET)
    lines += hmac_lines(data)
    lines += accel_lines(data)
    lines += accel_area_lines(data)
    for name in targets:
        recs = [r for r in records if r["target"] == name]
        info = {**target_info(data, name), "power": any(r.get("power") for r in recs)}
        lines += [f"## {info['title']} (`{name}`)", ""]
        lines += table(header(info), [row(r, info) for r in recs])
        lines += ["", *notes(info, recs, data), ""]
        if info["fmax"]:
            lines += critical_paths(recs)
    lines += _status(data)
    lines.append("")
    return "\n".join(lines)
