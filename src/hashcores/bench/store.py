"""results/bench.json as a store that runs add to: merging by (core, target).

A run of a subset (one core, one target, part of the sweep) replaces the records of the
(core, target) pairs it measured and keeps every other record, so the report written
from the merged file covers everything measured so far. `--fresh` starts from nothing.
Each record keeps the date, seeds and simulator of the run that made it; the file's top
level describes the latest run, and `runs` lists every run merged in. Records of an older
`results.RECORD_FORMAT` (figures made another way, e.g. the aggregate throughput before it
was measured) are not merged: they are listed under `dropped` and the report says so.

A fit-only record (`hashcores bench --fit-only`: packing, no place and route) does not
replace a full record whose place and route gave an answer (an Fmax, or "does not fit"):
that is better information, so it stays, and the pair is listed under `kept`. It does
replace another fit-only record, or a full record without any place and route result.
A later full run replaces a fit-only record as it replaces any record.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hashcores.bench.results import RECORD_FORMAT
from hashcores.bench.targets import TARGETS
from hashcores.registry import CORES, OPBLOCKS

#: How many run summaries the file keeps.
MAX_RUNS = 50

Record = dict[str, Any]


def load(path: Path) -> dict[str, Any] | None:
    """The stored results, or None when there is no readable file."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        return None
    return data


def record_key(record: Record) -> tuple[str, str]:
    return str(record["core"]), str(record["target"])


def _sort_key(record: Record) -> tuple[Any, ...]:
    """Targets in catalogue order; then the registry's cores in catalogue order, then
    generator points by operation block, stages and rounds per clock."""
    targets = list(TARGETS)
    target = record["target"]
    t = targets.index(target) if target in targets else len(targets)
    cores = list(CORES)
    if record["core"] in cores:
        return (t, 0, cores.index(record["core"]), 0, 0, "")
    gen = record.get("generator") or {}
    blocks = list(OPBLOCKS)
    block = gen.get("opblock")
    return (t, 1, blocks.index(block) if block in blocks else len(blocks),
            gen.get("stages", 0), gen.get("rounds_per_clock", 0), record["core"])


def _run_summary(data: dict[str, Any]) -> dict[str, Any]:
    return {
        "date": data.get("date"),
        "seeds": data.get("seeds"),
        "ok": data.get("ok"),
        "wall_seconds": data.get("wall_seconds"),
        "entries": [f"{r['core']} {r['target']}" for r in data.get("results", [])],
    }


def is_fit_only(record: Record) -> bool:
    """A record of a fit check (packing only: no place and route, no Fmax)."""
    return bool(record.get("fit_only"))


def has_pnr_answer(record: Record) -> bool:
    """A full record whose place and route finished (an Fmax, or "does not fit")."""
    steps = record.get("steps") or {}
    return not is_fit_only(record) and any(
        p.get("status") in ("ok", "nofit") for p in steps.get("pnr") or [])


def replaces(new: Record, old: Record | None) -> bool:
    """Whether `new` takes the place of `old` (same core and target) in the store."""
    return old is None or not (is_fit_only(new) and has_pnr_answer(old))


def _same_netlist(new: Record, old: Record) -> bool:
    """Whether two records come from the same synthesised netlist: the same digest
    (`cache.netlist_digest`), or for a record stored before the digest existed, the same
    synthesis key."""
    a, b = ((r.get("steps") or {}).get("synth") or {} for r in (new, old))
    if a.get("netlist") and b.get("netlist"):
        return bool(a["netlist"] == b["netlist"])
    return bool(a.get("key")) and a.get("key") == b.get("key")


def _keep_power(new: Record, old: Record | None) -> Record:
    """`new`, with `old`'s power estimate when `new` has none and both come from the same
    synthesised netlist (a run without --power does not erase the estimate)."""
    if (old is None or new.get("power") is not None or old.get("power") is None
            or not _same_netlist(new, old)):
        return new
    return {**new, "power": old["power"]}


def merge(old: dict[str, Any] | None, new: dict[str, Any]) -> dict[str, Any]:
    """`new` (one run's `BenchResults.as_dict()`) merged into `old` (the stored file)."""
    records: dict[tuple[str, str], Record] = {}
    dropped: list[str] = []
    for record in (old or {}).get("results", []):
        if record.get("format", 1) == RECORD_FORMAT:
            records[record_key(record)] = record
        else:
            dropped.append(" on ".join(record_key(record)))
    for record in new["results"]:
        dropped = [d for d in dropped if d != " on ".join(record_key(record))]
    kept: list[str] = []
    for record in new["results"]:
        if replaces(record, records.get(record_key(record))):
            records[record_key(record)] = _keep_power(record, records.get(record_key(record)))
        else:
            kept.append(" on ".join(record_key(record)))
    merged_records = sorted(records.values(), key=_sort_key)
    earlier: list[dict[str, Any]] = []
    if old:  # a file written before runs were listed is one run
        earlier = list(old["runs"]) if "runs" in old else [_run_summary(old)]
    runs = [*earlier, _run_summary(new)][-MAX_RUNS:]
    return {
        **new,
        "ok": all(r.get("ok", False) for r in merged_records),
        "targets": {**(old or {}).get("targets", {}), **new.get("targets", {})},
        # the tools of every run whose records are kept (a run on the ECP5 alone does not
        # name the iCE40's nextpnr, which made the iCE40 records); this run's versions win
        "tools": {**(old or {}).get("tools", {}), **new.get("tools", {})},
        "runs": runs,
        "dropped": dropped,
        "kept": kept,
        "results": merged_records,
        # the HMAC points' records (hashcores.bench.hmac), which this merge does not touch
        "hmac": {**(old or {}).get("hmac", {}), **new.get("hmac", {})},
        # the accelerator's driver overhead (hashcores.bench.accel), likewise
        "accel": {**(old or {}).get("accel", {}), **new.get("accel", {})},
        # and its place and route (hashcores.bench.accel_area)
        "accel_area": {**(old or {}).get("accel_area", {}), **new.get("accel_area", {})},
    }
