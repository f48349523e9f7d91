"""The benchmark as the command line uses it: run, merge and write the results, summarise."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

from hashcores.bench.report import write_results
from hashcores.bench.runner import Planned, run_bench
from hashcores.bench.sweep import core_plan
from hashcores.registry import Core


def bench_command(
    cores: Sequence[Core] = (),
    targets: Sequence[str] | None = None,
    *,
    seeds: int = 3,
    jobs: int = 2,
    data_w: int = 32,
    console: Console | None = None,
    plan: Sequence[Planned] | None = None,
    fresh: bool = False,
    folder: Path | None = None,
) -> bool:
    """Run the benchmark (`plan`, else `cores` on `targets`), merge it into
    results/bench.json (`fresh`: replace it) and write results/bench.md and the plot from
    the merged data; True if every step of this run gave a result.

    False (the command's exit status 1) when any step failed or gave no result; the
    tables still hold every figure that was measured.
    """
    console = console or Console(stderr=True)
    if plan is None:
        plan = core_plan(list(cores), list(targets or []))
    results = run_bench([], seeds=seeds, jobs=jobs, data_w=data_w, console=console, plan=plan)
    for path in write_results(results, folder, fresh=fresh):
        console.print(f"wrote {path}")
    for line in results.problems():
        console.print(f"[red]failed[/red] {line}", highlight=False)
    console.print(f"bench: {results.wall_seconds:.0f} s")
    return results.ok
