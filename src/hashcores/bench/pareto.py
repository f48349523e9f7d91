"""The Pareto front of throughput against area: the designs nothing beats on both."""

from __future__ import annotations

from collections.abc import Sequence


def pareto_front(points: Sequence[tuple[float, float]]) -> list[int]:
    """Indices of the points (cost, value) that no other point dominates, by cost.

    A point is dominated when another costs no more and gives at least as much, and is
    better in one of the two (less cost or more value). Of exact duplicates, the first
    is kept. Lower cost is better (LUT4), higher value is better (Mbit/s).
    """
    order = sorted(range(len(points)), key=lambda i: (points[i][0], -points[i][1], i))
    front: list[int] = []
    best: float | None = None
    for i in order:
        value = points[i][1]
        if best is None or value > best:
            front.append(i)
            best = value
    return front
