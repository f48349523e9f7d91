"""Writers for the benchmark results: ``results/bench.json`` and ``results/bench.md``.

The JSON holds every figure (per-seed Fmax, step times, tool versions, cache hits); the
Markdown has one table per target with the headline columns and notes for whatever is
missing or failed, so the tables in docs can be pasted from it and never typed in.
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
from pathlib import Path

from hashcores.bench.results import BenchResults, Entry
from hashcores.bench.targets import Target
from hashcores.paths import RESULTS

JSON_NAME = "bench.json"
MARKDOWN_NAME = "bench.md"


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def write_json(results: BenchResults, path: Path | None = None) -> Path:
    """Write all figures as JSON; returns the path."""
    path = path or RESULTS / JSON_NAME
    _write(path, json.dumps(results.as_dict(), indent=2) + "\n")
    return path


def _num(value: float | None, digits: int = 1) -> str:
    if value is None:
        return "—"
    if float(value).is_integer() and digits <= 1:
        return f"{int(value)}"
    return f"{value:.{digits}f}"


def _status_cell(entry: Entry) -> str | None:
    """What to print instead of figures when a whole entry has none."""
    s = entry.synth
    if s is None:
        return "not run"
    if s.status != "ok":
        return s.status
    if entry.target.has_fmax:
        if entry.fits() is False:
            return "does not fit"
        if not any(r.status == "ok" for r in entry.pnr):
            bad = [r.status for r in entry.pnr if r.status != "ok"]
            return bad[0] if bad else "not run"
    return None


def _fmax_cell(entry: Entry) -> str:
    fmax = entry.fmax_mhz()
    if fmax is None:
        return "—"
    seeds = [v for v in entry.fmax_by_seed().values() if v is not None]
    cell = f"{fmax:.1f}"
    if len(seeds) < len(entry.pnr):
        cell += f" ({len(seeds)}/{len(entry.pnr)} seeds)"
    return cell


def _header(target: Target) -> list[str]:
    cols = ["Core", "Algorithm", *target.columns]
    if target.harness:
        cols.append("Harness LUT4/FF")
    if target.has_fmax:
        cols += [
            "Fmax MHz (median)",
            "Fmax min–max",
            "Clocks/block",
            "Mbit/s (1 msg)",
            "Mbit/s (aggregate)",
            "Mbit/s per LUT4",
        ]
    return cols


def _row(entry: Entry) -> list[str]:
    target = entry.target
    status = _status_cell(entry)
    area = entry.area()
    cells = [f"`{entry.core.name}`", entry.core.algorithm.title]
    if status is not None and status != "does not fit":
        cells.append(status)
        return cells + [""] * (len(_header(target)) - len(cells))
    cells += [_num(area.get(c)) for c in target.columns]
    if target.harness:
        h = entry.harness_area()
        cells.append(f"{_num(h.get('LUT4'))}/{_num(h.get('FF'))}" if h else "—")
    if target.has_fmax:
        if status == "does not fit":
            cells.append("does not fit")
            return cells + [""] * (len(_header(target)) - len(cells))
        seeds = [v for v in entry.fmax_by_seed().values() if v is not None]
        tp = entry.throughput()
        cpb = entry.clocks_per_block()
        cells += [
            _fmax_cell(entry),
            f"{min(seeds):.1f}–{max(seeds):.1f}" if seeds else "—",
            _num(cpb, 2) if cpb is not None and not float(cpb).is_integer() else _num(cpb),
            _num(tp["single_mbps"]),
            _num(tp["aggregate_mbps"]),
            _num(tp["mbps_per_lut4"], 3),
        ]
    return cells


def _median_time(values: list[float | None]) -> str:
    known = [v for v in values if v is not None]
    return f"{statistics.median(known):.0f} s" if known else "?"


def _timings(entries: list[Entry]) -> str:
    """A sentence with the tool times of a target's steps (from the runs, cached or not).

    Wall time grows when other work shares the machine; CPU time (the tool process's own)
    does not, so both are given.
    """
    synth = [e.synth for e in entries if e.synth and e.synth.seconds is not None]
    pnr = [r for e in entries for r in e.pnr if r.seconds is not None]
    parts = []
    if synth:
        parts.append(
            f"synthesis {_median_time([s.seconds for s in synth])} wall / "
            f"{_median_time([s.cpu_seconds for s in synth])} CPU per core"
        )
    if pnr:
        parts.append(
            f"place and route {_median_time([r.seconds for r in pnr])} wall / "
            f"{_median_time([r.cpu_seconds for r in pnr])} CPU per seed"
        )
    return ("Tool time (median): " + ", ".join(parts) + ".") if parts else ""


def _table(target: Target, entries: list[Entry]) -> list[str]:
    head = _header(target)
    lines = [
        "| " + " | ".join(head) + " |",
        "|" + "|".join("---" if i < 2 else "--:" for i in range(len(head))) + "|",
    ]
    lines += ["| " + " | ".join(_row(e)) + " |" for e in entries]
    return lines


def _notes(target: Target, entries: list[Entry], results: BenchResults) -> list[str]:
    notes = list(target.notes)
    if target.has_fmax:
        notes.append(
            f"Fmax: median over seeds {', '.join(map(str, results.seeds))} of nextpnr "
            f"(target {target.pnr.freq_mhz:g} MHz, `--timing-allow-fail`). Clocks per block: "
            f"measured in simulation ({results.sim}) at the stream level with input at full "
            "width. Throughput = block bits × Fmax / clocks per block; aggregate = single "
            "message × messages in flight; per LUT4 = aggregate / LUT4."
        )
    for e in entries:
        area = e.area()
        extra = [f"{n} {_num(v)}" for n, v in area.items()
                 if n not in target.columns and n not in ("LUT4", "FF") and v]
        if extra:
            notes.append(f"`{e.core.name}` also uses: {', '.join(extra)}.")
        if e.target.has_fmax and e.clocks_per_block() is None:
            notes.append(
                f"`{e.core.name}`: clocks per block not measured, so no throughput "
                f"(design value: {e.core.clocks_per_block})."
            )
        notes += [f"`{e.core.name}`: {p}" for p in e.problems()
                  if not p.startswith("clocks per block")]
    timing = _timings(entries)
    if timing:
        notes.append(timing)
    return [f"- {n}" for n in notes]


def markdown(results: BenchResults) -> str:
    """The Markdown report."""
    tools = ", ".join(f"{v}" for v in results.tools.values())
    lines = [
        "# Benchmark results",
        "",
        f"Written by `hashcores bench` on {results.date}. Design: each core's stream top "
        f"with DATA_W={results.data_w} (hardware padding included). Tools: {tools}.",
        "",
    ]
    for target in results.targets:
        entries = results.for_target(target)
        lines += [f"## {target.title} (`{target.name}`)", ""]
        lines += _table(target, entries)
        lines += ["", *_notes(target, entries, results), ""]
    problems = results.problems()
    lines += ["## Status", ""]
    lines.append("All steps gave results." if not problems else
                 f"{len(problems)} step(s) without a result (see the notes above).")
    lines.append("")
    return "\n".join(lines)


def write_markdown(results: BenchResults, path: Path | None = None) -> Path:
    """Write the Markdown tables; returns the path."""
    path = path or RESULTS / MARKDOWN_NAME
    _write(path, markdown(results))
    return path


def write_results(results: BenchResults, folder: Path | None = None) -> list[Path]:
    """Write bench.json and bench.md into `folder` (default: results/)."""
    folder = folder or RESULTS
    return [write_json(results, folder / JSON_NAME), write_markdown(results, folder / MARKDOWN_NAME)]
