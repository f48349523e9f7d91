"""The notes under a target's table: what the columns mean, the seeds, the cores placed
or routed otherwise, fit checks, power, tool times, and what is missing."""

from __future__ import annotations

import statistics
from typing import Any

from hashcores.bench.report.markdown import MISSING, names_by_value, num
from hashcores.bench.report.power_note import power_note
from hashcores.bench.report.record import Data, Record, fit_only, fit_step, pnr_steps, steps
from hashcores.bench.targets import DEFAULT_PLACER, DEFAULT_ROUTER


def _median_time(values: list[float | None]) -> str:
    known = [v for v in values if v is not None]
    return f"{statistics.median(known):.0f} s" if known else "?"


def timings(records: list[Record]) -> str:
    """A sentence with the tool times of a target's steps (from the runs, cached or not).

    Wall time grows when other work shares the machine; CPU time (the tool process's own)
    does not, so both are given.
    """
    synth = [s for r in records if (s := steps(r).get("synth")) and s.get("seconds") is not None]
    pnr = [p for r in records for p in pnr_steps(r) if p.get("seconds") is not None]
    packed = [f for r in records if (f := fit_step(r)) and f.get("seconds") is not None]
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


def seed_note(records: list[Record]) -> str:
    """The seeds the Fmax medians are over: the most common set, then each other set with
    the cores measured with it (a core run with fewer seeds is named, not hidden)."""
    by_set: dict[tuple[int, ...], list[str]] = {}
    for r in records:
        if r.get("seeds") and not fit_only(r):
            by_set.setdefault(tuple(r["seeds"]), []).append(f"`{r['core']}`")
    if not by_set:
        return "the seeds run"
    common = max(by_set, key=lambda s: (len(by_set[s]), len(s)))
    others = [f"{_seeds_text(s)} only for {', '.join(cores)}"
              for s, cores in sorted(by_set.items()) if s != common]
    return _seeds_text(common) + "".join(f" ({o})" for o in others)


def _tool_choice_note(records: list[Record], key: str, default: str, default_name: str,
                      what: str) -> str:
    """One sentence per non-default value of the records' `key` (a nextpnr option),
    naming the cores that used it ("" when every core used `default`, called
    `default_name` in the sentence)."""
    cores_by_choice = names_by_value((str(r[key]), r["core"]) for r in records
                                     if r.get(key) and r.get(key) != default)
    return " ".join(f"{what} with nextpnr's `--{key} {c}` (not {default_name}): "
                    f"{', '.join(cores)}."
                    for c, cores in sorted(cores_by_choice.items()))


def placer_note(records: list[Record]) -> str:
    """Which cores nextpnr placed with a placer other than its default (HeAP) and routed
    with a router other than its default (router1), from the records ("" when none
    did)."""
    return " ".join(note for note in (
        _tool_choice_note(records, "placer", DEFAULT_PLACER, "HeAP", "Placed"),
        _tool_choice_note(records, "router", DEFAULT_ROUTER, DEFAULT_ROUTER, "Routed"))
        if note)


def fit_only_note(records: list[Record]) -> str:
    """The note naming the rows that are fit checks only (no Fmax), or ""."""
    names = [f"`{r['core']}`" for r in records if fit_only(r)]
    if not names:
        return ""
    return ("Fit check only (`hashcores bench --fit-only`: nextpnr `--pack-only`, packed but "
            "not placed or routed, so no Fmax, shown as —): " + ", ".join(names) + ". Their "
            "area is the packed utilisation (e.g. LUT4 = TRELLIS_COMB on the ECP5); a design "
            "fits when no resource is used beyond the device's.")


def _fmax_note(info: dict[str, Any], records: list[Record], data: Data) -> str:
    sims = sorted({str(r.get("sim")) for r in records if r.get("sim")}) or [str(data.get("sim"))]
    return (
        f"Fmax: median over {seed_note(records)} of nextpnr (target "
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


def _record_notes(info: dict[str, Any], record: Record) -> list[str]:
    """Other resources a record uses, and its steps without a result."""
    r = record
    notes = []
    area = r.get("area") or {}
    extra = [f"{n} {num(v)}" for n, v in area.items()
             if n not in info["columns"] and n not in ("LUT4", "FF") and v]
    if extra:
        notes.append(f"`{r['core']}` also uses: {', '.join(extra)}.")
    if info["fmax"] and r.get("clocks_per_block") is None and not fit_only(r):
        notes.append(
            f"`{r['core']}`: clocks per block {MISSING}, so no throughput "
            f"(design value: {r.get('clocks_per_block_design')})."
        )
    return notes + [f"`{r['core']}`: {p}" for p in r.get("problems", [])
                    if not p.startswith("clocks per block")]


def notes(info: dict[str, Any], records: list[Record], data: Data) -> list[str]:
    """The notes of a target's table, as Markdown list items."""
    out = list(info["notes"])
    if info["fmax"]:
        out.append(_fmax_note(info, records, data))
    for r in records:
        out += _record_notes(info, r)
    out += [n for n in (placer_note(records), fit_only_note(records)) if n]
    if info.get("power"):
        out.append(power_note(records))
    timing = timings(records)
    if timing:
        out.append(timing)
    return [f"- {n}" for n in out]
