"""The design-space plot: aggregate throughput against LUT4, Pareto front marked (PNG).

Drawn with matplotlib's object interface on the Agg canvas (no display, no pyplot state,
safe to call from any thread).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, LogLocator

from hashcores.bench.pareto import pareto_front

Record = dict[str, Any]
#: Marker colour per operation block; cores without a generator point are grey.
_COLOURS = {
    "conv": "tab:blue",
    "conv_csa": "tab:cyan",
    "precomp": "tab:green",
    "precomp_csa": "tab:olive",
    "spatial": "tab:purple",
    "uhs": "tab:red",
}


def plotted(records: Sequence[Record]) -> list[Record]:
    """The records that have both figures of the plot."""
    return [r for r in records
            if (r.get("area") or {}).get("LUT4") and (r.get("throughput") or {}).get("aggregate_mbps")]


def short_name(core: str) -> str:
    return core.removeprefix("sha256_")


def write_pareto_plot(records: Sequence[Record], path: Path, title: str) -> Path | None:
    """Plot `records` (one target's SHA-256 records) into `path`; None when none has both
    figures (no file is written then)."""
    points = plotted(records)
    if not points:
        return None
    xy = [(float(r["area"]["LUT4"]), float(r["throughput"]["aggregate_mbps"])) for r in points]
    front = pareto_front(xy)
    fig = Figure(figsize=(9, 6), dpi=120)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    seen: set[str] = set()
    for r, (x, y) in zip(points, xy):
        block = (r.get("generator") or {}).get("opblock") or "not a generator core"
        label = block if block not in seen else None
        seen.add(block)
        ax.scatter([x], [y], color=_COLOURS.get(block, "tab:gray"), s=28, zorder=3, label=label)
        ax.annotate(short_name(r["core"]), (x, y), textcoords="offset points", xytext=(4, 3),
                    fontsize=7)
    fx = [xy[i][0] for i in front]
    fy = [xy[i][1] for i in front]
    ax.step(fx, fy, where="post", color="black", linewidth=1, zorder=2, label="Pareto front")
    ax.scatter(fx, fy, facecolors="none", edgecolors="black", s=90, zorder=4)
    xs = [p[0] for p in xy]
    if max(xs) > 8 * min(xs):
        ax.set_xscale("log")
        plain = FuncFormatter(lambda v, _: f"{v:,.0f}")
        ax.xaxis.set_major_formatter(plain)
        ax.xaxis.set_minor_locator(LogLocator(subs=(2.0, 5.0)))
        ax.xaxis.set_minor_formatter(plain)
        ax.tick_params(axis="x", which="both", labelsize=8)
    else:
        ax.set_xlim(left=0, right=max(xs) * 1.15)
    ax.set_ylim(bottom=0, top=max(p[1] for p in xy) * 1.1)
    ax.set_xlabel("LUT4 (nextpnr TRELLIS_COMB)")
    ax.set_ylabel("aggregate throughput, Mbit/s")
    ax.set_title(title)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8, loc="best")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.partial")
    fig.savefig(partial, format="png")
    os.replace(partial, path)  # a reader never sees half a file
    return path
