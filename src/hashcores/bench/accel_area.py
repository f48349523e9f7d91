"""The accelerator's area and Fmax in the benchmark (issue 25; docs/accelerator.md).

The accelerator over the iterative SHA-256 core with HMAC (the SHA2-256-128 parameter set
of hashcores.accel.hmac: AXI4-Lite slave, input FIFO, key slots, HMAC-SHA-256 core) is
synthesised and placed and routed as the HMAC points are (`hmac.placed`: the median Fmax
of its seeds, the area nextpnr reports), and compared with the bare `sha256_iter` record
of the same target (bench.json "results"). The records live in results/bench.json under
"accel_area"; `report_lines` makes the table under the accelerator's section. Nothing here
is typed in but the issue's lines.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dataclasses import replace

from hashcores.accel.design import ALL_SOURCES, TOP
from hashcores.accel.hmac import AccelHmac, get
from hashcores.bench import dispatch
from hashcores.bench.design import Design
from hashcores.bench.hmac import placed
from hashcores.bench.report.markdown import table
from hashcores.bench.targets import get_target
from hashcores.paths import ROOT

Record = dict[str, Any]

#: The parameter set issue 25 names: AXI4-Lite + FIFO + HMAC over `sha256_iter`; then the
#: same with the save and restore of MAC messages (what that costs; not the issue's set).
POINTS: tuple[AccelHmac, ...] = (replace(get("SHA2-256-128"), save_restore=False),
                                 replace(get("SHA2-256-128"), save_restore=True))
TARGETS: tuple[str, ...] = ("ecp5-85f-6",)
#: Issue 25's lines.
AREA_RATIO = 1.6              # LUT4 over the bare hash core's
FMAX_LOSS = 0.10              # Fmax within 10% of the bare hash core's


def design(point: AccelHmac) -> Design:
    """hc_accel_top with `point`'s parameters, over its HMAC core's family sources."""
    return Design(name=f"accel_{point.name}", top=TOP,
                  params=tuple(sorted(point.parameters().items())),
                  sources=tuple(Path(p) for p in
                                [*point.hmac.sources(), *(str(ROOT / s) for s in ALL_SOURCES)]),
                  digest_bits=point.mac_bits)


def measure(point: AccelHmac, target: str, seeds: int = 3, jobs: int = 2,
            say: Callable[[str], None] = print) -> Record:
    """`point`'s record on `target`."""
    figures = placed(design(point), get_target(target), seeds, jobs, say)
    return {"name": point.algorithm, "core": point.hmac_core, "hash_core": point.hmac.hash_core,
            "key_slots": point.key_slots, "mac_bits": point.mac_bits, "target": target,
            "save_restore": point.save_restore,
            "params": point.parameters(), **figures, "date": datetime.date.today().isoformat()}


def key(record: Record) -> str:
    saves = " with save and restore" if record.get("save_restore") else ""
    return f"{record['name']}{saves} on {record['target']}"


def store(records: Sequence[Record], folder: Path | None = None) -> list[Path]:
    """Merge the records into bench.json's "accel_area" part and write the report again."""
    from hashcores.bench.report.files import store_part

    return store_part("accel_area", {key(r): r for r in records}, folder)


def run(targets: Sequence[str] = TARGETS, seeds: int = 3, jobs: int = 2,
        say: Callable[[str], None] = print, scheduler: str | None = None) -> list[Path]:
    """Place and route every point on `targets` (the tool runs as `hmac.run`'s do) and
    store the records."""
    with dispatch.cluster(scheduler, jobs) as where:
        if scheduler is not None:
            jobs = max(jobs, where.threads())
        records = [measure(p, t, seeds, jobs, say) for t in targets for p in POINTS]
    return store(records)


# --- the report ------------------------------------------------------------------------------

def _bare(data: dict[str, Any], core: str, target: str) -> Record | None:
    """The bare hash core's place-and-route record on `target`."""
    return next((r for r in data.get("results", []) if r.get("core") == core
                 and r.get("target") == target and r.get("fmax_mhz")), None)


def _hmac(data: dict[str, Any], record: Record) -> Record | None:
    """The place-and-route record of the accelerator's HMAC core alone (`hmac.run`), at
    the same MAC width and target."""
    return next((h for h in (data.get("hmac") or {}).values() if h.get("core") == record["core"]
                 and h.get("target") == record["target"]
                 and h.get("mac_bits") == record["mac_bits"]), None)


def _seeds(by_seed: dict[str, float | None] | list[float | None] | None) -> str:
    """Fmax by seed (a record of the hash cores keys them by seed, the others list them)."""
    if not by_seed:
        return "—"
    values = by_seed.values() if isinstance(by_seed, dict) else by_seed
    return ", ".join("—" if f is None else f"{f:.1f}" for f in values)


def _area(record: Record, figure: str) -> float | None:
    value = (record.get("area") or {}).get(figure)
    return None if value is None else float(value)


def _fmt(value: float | None) -> str:
    return "—" if value is None else f"{value:.0f}"


def _status(ok: bool) -> str:
    return "**PASS**" if ok else "below"


def report_lines(data: dict[str, Any]) -> list[str]:
    """The accelerator's area table and issue 25's lines, under the accelerator's section
    (`accel.report_lines`): [] when nothing was measured."""
    records = sorted((data.get("accel_area") or {}).values(),
                     key=lambda r: (r["target"], r["name"], bool(r.get("save_restore"))))
    if not records:
        return []
    # a part of the accelerator's section when it has one (the driver overhead), else its own
    heading = "### Area and Fmax" if data.get("accel") else "## Accelerator area and Fmax"
    lines = [heading, "",
             "`hashcores bench --accel-pnr` (also part of `--accel`): `hc_accel_top` (AXI4-Lite "
             "slave, input FIFO, key slots, HMAC core) synthesised and placed and routed as "
             "the HMAC cores are (median Fmax of the seeds, the median seed's area), beside "
             "its HMAC core's record (`--hmac`, when measured) and the bare hash core's record "
             "of the same target.", ""]
    rows, checks = [], []
    for r in records:
        bare = _bare(data, r["hash_core"], r["target"])
        seeds = _seeds(r["fmax_mhz_by_seed"])
        lut4 = _area(r, "LUT4")
        saves = r.get("save_restore", False)
        rows.append([f"accelerator {r['name']} (`{r['core']}`, {r['key_slots']} key slots"
                     f"{', save and restore' if saves else ''})",
                     r["target"], _fmt(lut4), _fmt(_area(r, "FF")), _fmt(_area(r, "EBR")),
                     f"{r['fmax_mhz']:.1f}", seeds])
        if saves:
            # the cost of saving MAC messages, beside the parameter set above it
            plain = next((p for p in records if p["name"] == r["name"] and p["target"] == r["target"]
                          and not p.get("save_restore")), None)
            plain_lut4 = None if plain is None else _area(plain, "LUT4")
            if lut4 is not None and plain_lut4:
                checks.append([f"save and restore of MAC messages costs (not a line of the issue)",
                               f"{lut4 - plain_lut4:+.0f} LUT4 ({lut4 / plain_lut4 - 1:+.1%}), "
                               f"{r['fmax_mhz'] - plain['fmax_mhz']:+.1f} MHz", "—", "measured"])
            continue
        hmac = _hmac(data, r)
        if hmac is not None:
            rows.append([f"`{r['core']}` alone (HMAC core, {hmac['key_contexts']} key contexts)",
                         r["target"], _fmt(_area(hmac, "LUT4")), _fmt(_area(hmac, "FF")),
                         _fmt(_area(hmac, "EBR")), f"{hmac['fmax_mhz']:.1f}",
                         _seeds(hmac.get("fmax_mhz_by_seed"))])
        if bare is None:
            checks.append([f"accelerator over `{r['hash_core']}` on {r['target']}",
                           "no bare record", "—", "missing"])
            continue
        bare_lut4 = _area(bare, "LUT4")
        bare_seeds = _seeds(bare.get("fmax_mhz_by_seed"))
        rows.append([f"`{r['hash_core']}` bare", r["target"], _fmt(bare_lut4),
                     _fmt(_area(bare, "FF")), _fmt(_area(bare, "EBR")),
                     f"{bare['fmax_mhz']:.1f}", bare_seeds])
        if lut4 is not None and bare_lut4:
            ratio = lut4 / bare_lut4
            checks.append([f"accelerator over `{r['hash_core']}` ≤ {AREA_RATIO}x its LUT4",
                           f"{lut4:.0f} / {bare_lut4:.0f} = {ratio:.2f}x",
                           f"≤ {AREA_RATIO}x", _status(ratio <= AREA_RATIO)])
        loss = 1 - r["fmax_mhz"] / bare["fmax_mhz"]
        checks.append([f"... and its Fmax within {FMAX_LOSS:.0%}",
                       f"{r['fmax_mhz']:.1f} / {bare['fmax_mhz']:.1f} MHz = "
                       f"{r['fmax_mhz'] / bare['fmax_mhz']:.3f} ({-loss:+.1%})",
                       f"≥ {1 - FMAX_LOSS:.2f}x", _status(loss <= FMAX_LOSS)])
    lines += table(["design", "target", "LUT4", "FF", "EBR", "Fmax MHz (median)",
                    "Fmax MHz by seed"], rows)
    lines += ["", "Issue 25's lines:", ""]
    lines += table(["line", "measured", "acceptance", "status"], checks)
    lines.append("")
    return lines
