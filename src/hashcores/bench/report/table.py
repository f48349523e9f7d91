"""A target's table: one row per record, the headline columns."""

from __future__ import annotations

from typing import Any

from hashcores.bench.report.cells import (FIT_ONLY_FMAX, POWER_COLUMNS, adder_summary,
                                          fmax_cell, path_cell, power_cells, status_cell)
from hashcores.bench.report.markdown import clocks, num
from hashcores.bench.report.record import Record, fit_only, seed_fmax


def header(info: dict[str, Any]) -> list[str]:
    """The columns of a target (`target.target_info`, with "power" when a row has one)."""
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


def row(record: Record, info: dict[str, Any]) -> list[str]:
    """A record's cells under `header(info)`."""
    width = len(header(info))
    status = status_cell(record, info["fmax"])
    area = record.get("area") or {}
    cells = [f"`{record['core']}`", str(record.get("algorithm", ""))]
    if status is not None and status != "does not fit":
        cells.append(status)
        return cells + [""] * (width - len(cells))
    cells += [num(area.get(c)) for c in info["columns"]]
    if info["harness"]:
        h = record.get("harness_area")
        cells.append(f"{num(h.get('LUT4'))}/{num(h.get('FF'))}" if h else "—")
    cells.append(str(record.get("data_w", "—")))
    if info["fmax"]:
        if status == "does not fit":
            cells.append("does not fit")
            return cells + [""] * (width - len(cells))
        if fit_only(record):
            cells += [FIT_ONLY_FMAX, *["—"] * 6, adder_summary(record), "—"]
            return cells + (["—"] * len(POWER_COLUMNS) if info.get("power") else [])
        seeds = seed_fmax(record)
        tp = record.get("throughput") or {}
        cells += [
            fmax_cell(record),
            f"{min(seeds):.1f}–{max(seeds):.1f}" if seeds else "—",
            clocks(record.get("clocks_per_block")),
            clocks(record.get("aggregate_clocks_per_block")),
            num(tp.get("single_mbps")),
            num(tp.get("aggregate_mbps")),
            num(tp.get("mbps_per_lut4"), 3),
            adder_summary(record),
            path_cell(record),
        ]
    if info.get("power"):
        cells += power_cells(record)
    return cells
