"""Writers for the benchmark results: ``results/bench.json``, ``bench.md`` and the plot.

The JSON holds every figure (per-seed Fmax, step times, tool versions, cache hits,
critical paths). A run is merged into the stored JSON by (core, target) (`store`), and
the Markdown and the plot are written from the merged JSON alone, so a subset run never
hides what earlier runs measured. The Markdown has the papers-vs-ours table with the
acceptance lines, the design-space plot with its Pareto front, one table per target with
the headline columns, the critical paths, and notes for whatever is missing or failed:
the tables in docs can be pasted from it and are never typed in.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hashcores.bench import keccak, luffa, papers, store
from hashcores.bench.pareto import pareto_front
from hashcores.bench.plot import plotted, short_name, write_pareto_plot
from hashcores.bench.results import BenchResults
from hashcores.bench.sweep import SWEEP_TARGET
from hashcores.bench.targets import DEFAULT_PLACER, DEFAULT_ROUTER, TARGETS
from hashcores.locks import locked
from hashcores.paths import RESULTS

JSON_NAME = "bench.json"
MARKDOWN_NAME = "bench.md"
#: Held while a run merges into bench.json (ignored by git).
LOCK_NAME = ".bench.lock"
PLOT_NAME = "sha256_pareto.png"
MISSING = "missing"
#: The Fmax cell of a record that was only packed (`hashcores bench --fit-only`).
FIT_ONLY_FMAX = "— (fit check only)"
#: How the report names the check that told whether a design fits.
CHECKS = {"pnr": "place and route", "pack": "packing only, `--fit-only`"}

Record = dict[str, Any]
Data = dict[str, Any]


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def _dump(data: Data) -> str:
    return json.dumps(data, indent=2) + "\n"


def write_json(results: BenchResults, path: Path | None = None) -> Path:
    """Write one run's figures as JSON (no merge); returns the path."""
    path = path or RESULTS / JSON_NAME
    _write(path, _dump(results.as_dict()))
    return path


# -- cells ----------------------------------------------------------------------------


def _num(value: float | None, digits: int = 1) -> str:
    if value is None:
        return "—"
    if float(value).is_integer() and digits <= 1:
        return f"{int(value)}"
    return f"{value:.{digits}f}"


def _clocks(value: float | None) -> str:
    if value is None:
        return MISSING
    return _num(value) if float(value).is_integer() else f"{value:.2f}"


def _steps(record: Record) -> dict[str, Any]:
    return record.get("steps") or {}


def _pnr(record: Record) -> list[dict[str, Any]]:
    return list(_steps(record).get("pnr") or [])


def _fit(record: Record) -> dict[str, Any]:
    """The fit check step of a fit-only record ({} for others)."""
    return dict(_steps(record).get("fit") or {})


def _fit_only(record: Record) -> bool:
    return bool(record.get("fit_only"))


def _target_info(data: Data, name: str) -> dict[str, Any]:
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


def _status_cell(record: Record, has_fmax: bool) -> str | None:
    """What to print instead of figures when a whole record has none."""
    synth = _steps(record).get("synth")
    if synth is None:
        return "not run"
    if synth.get("status") != "ok":
        return str(synth.get("status"))
    if has_fmax:
        if _fit_only(record) and _fit(record).get("status") not in ("ok", "nofit"):
            return str(_fit(record).get("status", "not run"))
        if record.get("fits") is False:
            return "does not fit"
        if _fit_only(record):
            return None
        pnr = _pnr(record)
        if not any(r.get("status") == "ok" for r in pnr):
            bad = [r.get("status") for r in pnr if r.get("status") != "ok"]
            return str(bad[0]) if bad else "not run"
    return None


def _seed_fmax(record: Record) -> list[float]:
    return [v for v in (record.get("fmax_mhz_by_seed") or {}).values() if v is not None]


def _fmax_cell(record: Record) -> str:
    fmax = record.get("fmax_mhz")
    if fmax is None:
        return "—"
    cell = f"{fmax:.1f}"
    done, ran = len(_seed_fmax(record)), len(_pnr(record))
    if done < ran:
        cell += f" ({done}/{ran} seeds)"
    return cell


def _path_cell(record: Record) -> str:
    path = record.get("critical_path")
    if not path:
        return MISSING
    return f"{path['total_ns']:.2f} ({path['logic_ns']:.2f} + {path['routing_ns']:.2f})"


def _header(info: dict[str, Any]) -> list[str]:
    cols = ["Core", "Algorithm", *info["columns"]]
    if info["harness"]:
        cols.append("Harness LUT4/FF")
    cols.append("DATA_W")
    if info["fmax"]:
        cols += [
            "Fmax MHz (median)",
            "Fmax min–max",
            "Clocks/block (1 msg)",
            "Clocks/block (aggregate)",
            "Mbit/s (1 msg)",
            "Mbit/s (aggregate)",
            "Mbit/s per LUT4",
            "Adder levels (design)",
            "Critical path ns (logic + routing)",
        ]
    if info.get("power"):
        cols += list(POWER_COLUMNS)
    return cols


#: The power estimate's columns (`hashcores bench --power`), after the others.
POWER_COLUMNS: tuple[str, ...] = (
    "nJ/bit (zero-delay)",
    "nJ/bit (glitch-aware)",
    "Glitch share",
    "mW at Fmax (glitch-aware, else zero-delay)",
)


def _power_cells(record: Record) -> list[str]:
    """The power estimate's cells of a record ("—" where there is none)."""
    power = record.get("power") or {}
    if power.get("status") != "ok":
        cell = "failed" if power.get("status") else "—"
        return [cell] + ["—"] * (len(POWER_COLUMNS) - 1)
    zero = power.get("zero_delay") or {}
    timed = power.get("timed") or {}
    share = power.get("glitch_share")
    watts = (timed or zero).get("power_w")

    def nj(figures: dict[str, Any]) -> str:
        value = figures.get("energy_per_bit_j")
        return "—" if value is None else f"{value * 1e9:.3g}"

    return [nj(zero), nj(timed), "—" if share is None else f"{100 * share:.0f}%",
            "—" if watts is None else f"{watts * 1e3:.3g}"]


def _row(record: Record, info: dict[str, Any]) -> list[str]:
    width = len(_header(info))
    status = _status_cell(record, info["fmax"])
    area = record.get("area") or {}
    cells = [f"`{record['core']}`", str(record.get("algorithm", ""))]
    if status is not None and status != "does not fit":
        cells.append(status)
        return cells + [""] * (width - len(cells))
    cells += [_num(area.get(c)) for c in info["columns"]]
    if info["harness"]:
        h = record.get("harness_area")
        cells.append(f"{_num(h.get('LUT4'))}/{_num(h.get('FF'))}" if h else "—")
    cells.append(str(record.get("data_w", "—")))
    if info["fmax"]:
        if status == "does not fit":
            cells.append("does not fit")
            return cells + [""] * (width - len(cells))
        if _fit_only(record):
            cells += [FIT_ONLY_FMAX, *["—"] * 6, papers.adder_summary(record), "—"]
            return cells + (["—"] * len(POWER_COLUMNS) if info.get("power") else [])
        seeds = _seed_fmax(record)
        tp = record.get("throughput") or {}
        cells += [
            _fmax_cell(record),
            f"{min(seeds):.1f}–{max(seeds):.1f}" if seeds else "—",
            _clocks(record.get("clocks_per_block")),
            _clocks(record.get("aggregate_clocks_per_block")),
            _num(tp.get("single_mbps")),
            _num(tp.get("aggregate_mbps")),
            _num(tp.get("mbps_per_lut4"), 3),
            papers.adder_summary(record),
            _path_cell(record),
        ]
    if info.get("power"):
        cells += _power_cells(record)
    return cells


def _table(head: list[str], rows: list[list[str]], text_columns: int = 2) -> list[str]:
    lines = [
        "| " + " | ".join(head) + " |",
        "|" + "|".join("---" if i < text_columns else "--:" for i in range(len(head))) + "|",
    ]
    return lines + ["| " + " | ".join(r) + " |" for r in rows]


# -- notes ----------------------------------------------------------------------------


def _median_time(values: list[float | None]) -> str:
    known = [v for v in values if v is not None]
    return f"{statistics.median(known):.0f} s" if known else "?"


def _timings(records: list[Record]) -> str:
    """A sentence with the tool times of a target's steps (from the runs, cached or not).

    Wall time grows when other work shares the machine; CPU time (the tool process's own)
    does not, so both are given.
    """
    synth = [s for r in records if (s := _steps(r).get("synth")) and s.get("seconds") is not None]
    pnr = [p for r in records for p in _pnr(r) if p.get("seconds") is not None]
    packed = [f for r in records if (f := _fit(r)) and f.get("seconds") is not None]
    parts = []
    if synth:
        parts.append(
            f"synthesis {_median_time([s.get('seconds') for s in synth])} wall / "
            f"{_median_time([s.get('cpu_seconds') for s in synth])} CPU per core"
        )
    if pnr:
        parts.append(
            f"place and route {_median_time([p.get('seconds') for p in pnr])} wall / "
            f"{_median_time([p.get('cpu_seconds') for p in pnr])} CPU per seed"
        )
    if packed:
        parts.append(
            f"fit check (packing) {_median_time([f.get('seconds') for f in packed])} wall / "
            f"{_median_time([f.get('cpu_seconds') for f in packed])} CPU per core"
        )
    return ("Tool time (median): " + ", ".join(parts) + ".") if parts else ""


def _seeds_text(seeds: tuple[int, ...]) -> str:
    return ("seeds " if len(seeds) > 1 else "seed ") + ", ".join(map(str, seeds))


def _seed_note(records: list[Record]) -> str:
    """The seeds the Fmax medians are over: the most common set, then each other set with
    the cores measured with it (a core run with fewer seeds is named, not hidden)."""
    by_set: dict[tuple[int, ...], list[str]] = {}
    for r in records:
        if r.get("seeds") and not _fit_only(r):
            by_set.setdefault(tuple(r["seeds"]), []).append(f"`{r['core']}`")
    if not by_set:
        return "the seeds run"
    common = max(by_set, key=lambda s: (len(by_set[s]), len(s)))
    others = [f"{_seeds_text(s)} only for {', '.join(cores)}"
              for s, cores in sorted(by_set.items()) if s != common]
    return _seeds_text(common) + "".join(f" ({o})" for o in others)


def _notes(info: dict[str, Any], records: list[Record], data: Data) -> list[str]:
    notes = list(info["notes"])
    if info["fmax"]:
        sims = sorted({str(r.get("sim")) for r in records if r.get("sim")}) or [str(data.get("sim"))]
        notes.append(
            f"Fmax: median over {_seed_note(records)} of nextpnr (target "
            f"{info['pnr_freq_mhz']:g} MHz, `--timing-allow-fail`). Clocks per block: measured "
            f"in simulation ({', '.join(sims)}) at the stream level with input at full width "
            "and no gaps: one message alone (1 msg), and as many messages as the core has "
            "contexts, interleaved beat by beat (aggregate). Throughput = block bits × Fmax "
            "/ clocks per block; per LUT4 = aggregate / LUT4. DATA_W: the stream width "
            "synthesised and simulated (wider than asked for generator cores whose "
            "aggregate rate a narrower input could not feed; their TID_W names every "
            "context). Adder levels: the design's "
            "critical path per clock in carry-propagate (CPA) and carry-save (CSA) adders; "
            "critical path: nextpnr's report for the median seed (details below)."
        )
    for r in records:
        area = r.get("area") or {}
        extra = [f"{n} {_num(v)}" for n, v in area.items()
                 if n not in info["columns"] and n not in ("LUT4", "FF") and v]
        if extra:
            notes.append(f"`{r['core']}` also uses: {', '.join(extra)}.")
        if info["fmax"] and r.get("clocks_per_block") is None and not _fit_only(r):
            notes.append(
                f"`{r['core']}`: clocks per block {MISSING}, so no throughput "
                f"(design value: {r.get('clocks_per_block_design')})."
            )
        notes += [f"`{r['core']}`: {p}" for p in r.get("problems", [])
                  if not p.startswith("clocks per block")]
    placers = _placer_note(records)
    if placers:
        notes.append(placers)
    fit_note = _fit_only_note(records)
    if fit_note:
        notes.append(fit_note)
    if info.get("power"):
        notes.append(_power_note(records))
    timing = _timings(records)
    if timing:
        notes.append(timing)
    return [f"- {n}" for n in notes]


def _names_by_value(pairs: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """(value, core name) pairs grouped by value, each name as `code`, in order."""
    grouped: dict[str, list[str]] = {}
    for value, name in pairs:
        grouped.setdefault(value, []).append(f"`{name}`")
    return grouped


def _tool_choice_note(records: list[Record], key: str, default: str, default_name: str,
                      what: str) -> str:
    """One sentence per non-default value of the records' `key` (a nextpnr option),
    naming the cores that used it ("" when every core used `default`, called
    `default_name` in the sentence)."""
    cores_by_choice = _names_by_value((str(r[key]), r["core"]) for r in records
                                      if r.get(key) and r.get(key) != default)
    return " ".join(f"{what} with nextpnr's `--{key} {c}` (not {default_name}): "
                    f"{', '.join(cores)}."
                    for c, cores in sorted(cores_by_choice.items()))


def _placer_note(records: list[Record]) -> str:
    """Which cores nextpnr placed with a placer other than its default (HeAP) and routed
    with a router other than its default (router1), from the records ("" when none
    did)."""
    return " ".join(note for note in (
        _tool_choice_note(records, "placer", DEFAULT_PLACER, "HeAP", "Placed"),
        _tool_choice_note(records, "router", DEFAULT_ROUTER, DEFAULT_ROUTER, "Routed"))
        if note)


#: What a record with a timed run but no `timed_delays` was simulated with.
_EARLIER_DELAYS = "transport delays only (the first model: no pulse filtered)"


def _delay_models(done: list[dict[str, Any]]) -> str:
    """The timed runs' delay model; with more than one, which cores each covers (a
    glitch-aware figure is comparable only with one from the same model)."""
    cores = _names_by_value((str(power.get("timed_delays") or _EARLIER_DELAYS),
                             str(power.get("name")))
                            for power in done if power.get("timed") is not None)
    if len(cores) <= 1:
        return f"delays: {next(iter(cores), '—')}"
    return "delays differ between rows, compare glitch-aware figures only within one: " + \
        "; ".join(f"{model} ({', '.join(names)})" for model, names in sorted(cores.items()))


def _power_note(records: list[Record]) -> str:
    """What the power columns are: the model, the traffic, the clock (an estimate)."""
    done = [r["power"] for r in records if (r.get("power") or {}).get("status") == "ok"]
    models = sorted({str(p.get("model")) for p in done})
    # The same messages at each row's stream width: say the width once, not per row.
    widths = [re.search(r", DATA_W \d+$", str(p.get("traffic"))) for p in done]
    traffic = sorted({str(p.get("traffic"))[:m.start()] if m else str(p.get("traffic"))
                      for p, m in zip(done, widths)})
    if any(widths):
        traffic = [f"{t}, at the row's DATA_W" for t in traffic]
    return (
        "Power (`hashcores bench --power`): an estimate, not a measurement. The routed "
        "netlist (nextpnr `--write`, one seed) simulated on Icarus zero-delay and with "
        f"nextpnr's cell and wire delays (`--sdf`: glitch-aware; {_delay_models(done)}); "
        "energy = sum over nets of toggles x capacitance proxy x V^2 / 2, model "
        f"{'; '.join(models) or '—'}; the clock net counted apart; per hashed message bit "
        f"over {'; '.join(traffic) or '—'}, window from just after reset release to just "
        "after the last digest. Power at the row's median Fmax. Glitch share: (glitch-aware - zero-delay) "
        "/ glitch-aware logic energy. Compare designs by ratio: the capacitances are a "
        "proxy, not a calibration."
    )


def _fit_only_note(records: list[Record]) -> str:
    """The note naming the rows that are fit checks only (no Fmax), or ""."""
    names = [f"`{r['core']}`" for r in records if _fit_only(r)]
    if not names:
        return ""
    return ("Fit check only (`hashcores bench --fit-only`: nextpnr `--pack-only`, packed but "
            "not placed or routed, so no Fmax, shown as —): " + ", ".join(names) + ". Their "
            "area is the packed utilisation (e.g. LUT4 = TRELLIS_COMB on the ECP5); a design "
            "fits when no resource is used beyond the device's.")


def _critical_paths(records: list[Record]) -> list[str]:
    head = ["Core", "Seed (Fmax MHz)", "Path ns", "Logic ns", "Routing ns", "LUT levels",
            "Carry cells (chains)", "From", "To (pin)", "Adder levels (design)"]
    rows = []
    for r in records:
        if _status_cell(r, True) is not None or _fit_only(r):
            continue
        path = r.get("critical_path")
        if not path:
            rows.append([f"`{r['core']}`", *[MISSING] * 8, papers.adder_summary(r)])
            continue
        rows.append([
            f"`{r['core']}`",
            f"{path['seed']} ({path['fmax_mhz']:.1f})",
            f"{path['total_ns']:.2f}",
            f"{path['logic_ns']:.2f}",
            f"{path['routing_ns']:.2f}",
            str(path["lut_levels"]),
            f"{path['carry_cells']} ({path['carry_chains']})",
            f"`{path['source']}`",
            f"`{path['sink']}` ({path['sink_pin']})",
            papers.adder_summary(r),
        ])
    if not rows:
        return []
    return [
        "Critical paths (nextpnr's report of the median seed): delay split into logic "
        "(clock-to-out, cells, setup) and routing; LUT levels = logic cells other than "
        "carry cells; carry cells = carry-chain cells on the path, in how many chains.",
        "",
        *_table(head, rows, text_columns=2),
        "",
    ]


# -- sections -------------------------------------------------------------------------


def _mark(line: papers.Line) -> str:
    if not line.status:
        return ""
    mark = {"PASS": "**PASS**", "below": "below"}.get(line.status, line.status)
    if line.aim_met is not None:
        mark += f" (aim {line.claim.aim:g}: {'met' if line.aim_met else 'not yet'})"
    return mark


def _papers_section(records: list[Record], title: str) -> list[str]:
    lines = papers.evaluate(records)
    head = ["Comparison", "Paper's claim", "Paper", "Ours (this data)", "Acceptance", "Status"]
    rows = []
    for line in lines:
        c = line.claim
        if c.paper is None:
            claim = "—"
        elif c.paper[0] == c.paper[1]:
            claim = f"{c.paper[0]:.2f}x"
        else:
            claim = f"{c.paper[0]:.2f}–{c.paper[1]:.2f}x"
        unit = " Gbit/s" if c.absolute else "x"
        ours = MISSING if line.ours is None else f"{line.ours:.2f}{unit}"
        if line.cores and (c.absolute or c.numerator == papers.FASTEST):
            ours += f" (`{line.cores[0]}`)"
        accept = "—" if c.accept is None else f"≥ {c.accept:g}{unit}"
        rows.append([c.label, claim, c.source or "—", ours, accept, _mark(line)])
    out = [f"## Papers vs ours ({title})", "",
           "Each paper's claimed ratio next to the ratio measured here, from the records of "
           "this target (one run, or runs merged by core). Ratios are ours / baseline.", ""]
    out += _table(head, rows, text_columns=3)
    why = [line for line in lines if line.why]
    if why:
        out += ["", "Where a figure stays below the paper or the acceptance line, the "
                "measured split (Fmax ratio × clocks-per-block ratio) and the critical paths:", ""]
        out += [f"- {line.claim.label}: {line.why}." for line in why]
    return out + [""]


def _utilizations(record: Record) -> list[dict[str, Any]]:
    """The utilisation tables a record's nextpnr steps (place and route, fit check) hold."""
    steps = [*_pnr(record), _fit(record)]
    return [u for p in steps if (u := p.get("utilization"))]


def _capacity(records: list[Record], counter: str = "TRELLIS_COMB") -> int | None:
    """The device's count of `counter`, from any record's nextpnr utilisation."""
    for record in records:
        for util in _utilizations(record):
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
    return CHECKS[record.get("fit_check") or ("pack" if _fit_only(record) else "pnr")]


def _nofit_reason(record: Record) -> str:
    steps = [*_pnr(record), _fit(record)]
    return next((p.get("message") or "" for p in steps if p.get("status") == "nofit"), "")


def _lut_count(record: Record) -> float:
    luts = (record.get("area") or {}).get("LUT4")
    return float("inf") if luts is None else float(luts)


def _luts_of(record: Record, cap: int | None) -> str:
    luts = _num((record.get("area") or {}).get("LUT4"))
    return f"{luts} LUT4" + (f" of {cap}" if cap else "")


def _deepest_line(records: list[Record]) -> str:
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


def _design_space_section(records: list[Record], title: str, plot_name: str | None) -> list[str]:
    sha256 = [r for r in records if r.get("algorithm") == "SHA-256"]
    points = plotted(sha256)
    out = [f"## SHA-256 design space ({title})", ""]
    if plot_name and points:
        out += [f"![Aggregate throughput against LUT4, Pareto front marked]({plot_name})", ""]
        xy = [(float(r["area"]["LUT4"]), float(r["throughput"]["aggregate_mbps"]))
              for r in points]
        front = [points[i] for i in pareto_front(xy)]
        out.append("Pareto front (fewest LUT4 for the aggregate throughput; nothing else is "
                   "both smaller and faster): " + ", ".join(
                       f"`{short_name(r['core'])}` ({_num(r['area']['LUT4'])} LUT4, "
                       f"{_num(r['throughput']['aggregate_mbps'])} Mbit/s)" for r in front)
                   + ".")
    else:
        out.append(f"No SHA-256 record has both LUT4 and aggregate throughput: {MISSING}.")
    return out + ["", _deepest_line(records), ""]


def _acceptance_table(rows: list[list[str]]) -> list[str]:
    """An issue's acceptance lines: [line, ours, acceptance, status] rows."""
    return _table(["Acceptance line", "Ours (this data)", "Acceptance", "Status"], rows,
                  text_columns=4) + [""]


def _keccak_section(records: list[Record], title: str) -> list[str]:
    """The SHA-3 cores against issue 4's acceptance lines and the reference line."""
    recs = [r for r in records if keccak.is_keccak(r) and not _fit_only(r)]
    if not recs:
        return []
    out = [f"## SHA-3 (Keccak) cores ({title})", "",
           f"Reference line: {keccak.REFERENCE_MBPS_PER_LUT4} Mbit/s per LUT4 "
           f"({keccak.REFERENCE_SOURCE}). Throughput counts rate bits per block "
           "(1088 for SHA3-256).", ""]
    out += _acceptance_table(keccak.check_rows(recs))
    out += _table(["Core", "LUT4", "Fmax MHz", "Gbit/s (1 msg)", "Gbit/s (aggregate)",
                   "Mbit/s per LUT4", "vs reference"], keccak.core_rows(recs), text_columns=1)
    out += [""]
    return out


def _luffa_section(records: list[Record], title: str) -> list[str]:
    """The Luffa-256 cores: issue 5's lines, and each low-power variant against
    conventional next to paper 002's ratios, with the measured split behind ours."""
    recs = [r for r in records if luffa.is_luffa256(r) and not _fit_only(r)]
    if not recs:
        return []
    out = [f"## Luffa-256 cores and the low-power variants ({title})", "",
           f"Paper {luffa.PAPER} reports XPower figures: conventional "
           f"{luffa.PAPER_CONV_MW:g} mW, "
           + ", ".join(f"{v.paper_name} {v.paper_mw:g} mW" for v in luffa.VARIANTS)
           + ". Ours are estimates (`hashcores bench --power`). A saving compares "
           "glitch-aware estimates where both cores have one from the same delay model, "
           "else zero-delay ones (marked). Savings are conventional / variant: per hashed "
           "bit, and "
           "in power while hashing back to back at one common clock (energy per bit "
           "ratio x clocks-per-block ratio), the paper's kind of figure. The mechanisms "
           "behind each difference: docs/luffa.md, \"Why our savings are not the "
           "paper's\".", ""]
    out += _acceptance_table(luffa.check_rows(recs))
    out += _table(["Core", "Paper's name", "LUT4", "FF", "Fmax MHz", "Clocks/block",
                   "Gbit/s", "nJ/bit (zero-delay)", "nJ/bit (glitch-aware)", "Glitch share",
                   "Saving per bit", "Saving in power at one clock", "Paper's saving"],
                  luffa.variant_rows(recs), text_columns=2)
    out += ["", *(f"- {line}" for line in luffa.explanations(recs)), ""]
    return out


def _targets_in(data: Data) -> list[str]:
    names = list(dict.fromkeys(r["target"] for r in data.get("results", [])))
    order = list(TARGETS)
    return sorted(names, key=lambda n: order.index(n) if n in order else len(order))


def markdown(results: BenchResults | Data, plot_name: str | None = PLOT_NAME) -> str:
    """The Markdown report of one run or of merged data (`BenchResults.as_dict()` form)."""
    data = results.as_dict() if isinstance(results, BenchResults) else results
    records = list(data.get("results", []))
    tools = ", ".join(f"{v}" for v in (data.get("tools") or {}).values())
    dates = sorted({str(r["date"]) for r in records if r.get("date")})
    span = (f"records from {dates[0]} to {dates[-1]}" if len(dates) > 1
            else f"records from {dates[0]}" if dates else "no records")
    lines = [
        "# Benchmark results",
        "",
        f"Written by `hashcores bench`; latest run {data.get('date')} ({span}, merged by "
        "core and target). Design: each core's stream top (hardware padding included) at "
        f"the DATA_W of its row. Tools: {tools}.",
        "",
    ]
    by_target = {t: [r for r in records if r["target"] == t] for t in _targets_in(data)}
    if SWEEP_TARGET in by_target:
        title = f"{_target_info(data, SWEEP_TARGET)['title']}"
        lines += _papers_section(by_target[SWEEP_TARGET], title)
        lines += _design_space_section(by_target[SWEEP_TARGET], title, plot_name)
        lines += _keccak_section(by_target[SWEEP_TARGET], title)
        lines += _luffa_section(by_target[SWEEP_TARGET], title)
    for name, recs in by_target.items():
        info = {**_target_info(data, name), "power": any(r.get("power") for r in recs)}
        lines += [f"## {info['title']} (`{name}`)", ""]
        lines += _table(_header(info), [_row(r, info) for r in recs])
        lines += ["", *_notes(info, recs, data), ""]
        if info["fmax"]:
            lines += _critical_paths(recs)
    problems = [f"{r['core']} on {r['target']}: {p}" for r in records for p in r.get("problems", [])]
    lines += ["## Status", ""]
    lines.append("All steps gave results." if not problems else
                 f"{len(problems)} step(s) without a result (see the notes above).")
    dropped = data.get("dropped") or []
    if dropped:
        lines += ["", f"Left out: {len(dropped)} record(s) written by an older version of the "
                  "benchmark, whose figures were made another way (run them again): "
                  + ", ".join(f"`{d}`" for d in dropped) + "."]
    lines.append("")
    return "\n".join(lines)


def write_markdown(results: BenchResults | Data, path: Path | None = None) -> Path:
    """Write the Markdown tables; returns the path."""
    path = path or RESULTS / MARKDOWN_NAME
    _write(path, markdown(results))
    return path


def write_results(results: BenchResults, folder: Path | None = None, *,
                  fresh: bool = False) -> list[Path]:
    """Merge the run into `folder`/bench.json (default: results/; `fresh`: replace it),
    then write bench.md and the design-space plot from the merged data."""
    folder = folder or RESULTS
    json_path = folder / JSON_NAME
    # Two bench runs that end together (one core each, side by side) must not merge into
    # the same old file and lose one run's records.
    with locked(folder / LOCK_NAME):
        merged = store.merge(None if fresh else store.load(json_path), results.as_dict())
        _write(json_path, _dump(merged))
        return [json_path, *_write_views(merged, folder)]


def _write_views(merged: dict[str, Any], folder: Path) -> list[Path]:
    """The design-space plot and bench.md of the merged data."""
    written: list[Path] = []
    sha256 = [r for r in merged["results"]
              if r["target"] == SWEEP_TARGET and r.get("algorithm") == "SHA-256"]
    title = f"SHA-256 on {_target_info(merged, SWEEP_TARGET)['title']}: aggregate throughput vs LUT4"
    plot = write_pareto_plot(sha256, folder / PLOT_NAME, title)
    if plot is None:
        (folder / PLOT_NAME).unlink(missing_ok=True)
    else:
        written.append(plot)
    written.append(write_markdown(merged, folder / MARKDOWN_NAME))
    return written
