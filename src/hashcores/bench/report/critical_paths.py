"""The critical-path table under a target with place and route."""

from __future__ import annotations

from hashcores.bench.report.cells import adder_summary, status_cell
from hashcores.bench.report.markdown import MISSING, table
from hashcores.bench.report.record import Record, fit_only


def critical_paths(records: list[Record]) -> list[str]:
    """nextpnr's critical path of each placed and routed record ([] when none is)."""
    head = ["Core", "Seed (Fmax MHz)", "Path ns", "Logic ns", "Routing ns", "LUT levels",
            "Carry cells (chains)", "From", "To (pin)", "Adder levels (design)"]
    rows = []
    for r in records:
        if status_cell(r, True) is not None or fit_only(r):
            continue
        path = r.get("critical_path")
        if not path:
            rows.append([f"`{r['core']}`", *[MISSING] * 8, adder_summary(r)])
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
            adder_summary(r),
        ])
    if not rows:
        return []
    return [
        "Critical paths (nextpnr's report of the median seed): delay split into logic "
        "(clock-to-out, cells, setup) and routing; LUT levels = logic cells other than "
        "carry cells; carry cells = carry-chain cells on the path, in how many chains.",
        "",
        *table(head, rows, text_columns=2),
        "",
    ]
