"""The benchmark as the command line uses it: run, write the results, print a summary."""

from __future__ import annotations

from rich.console import Console

from hashcores.bench.report import write_results
from hashcores.bench.runner import run_bench
from hashcores.registry import Core


def bench_command(
    cores: list[Core],
    targets: list[str] | None = None,
    *,
    seeds: int = 3,
    jobs: int = 2,
    data_w: int = 32,
    console: Console | None = None,
) -> bool:
    """Run the benchmark, write results/bench.json and results/bench.md; True if all ran.

    False (the command's exit status 1) when any step failed or gave no result; the
    tables still hold every figure that was measured.
    """
    console = console or Console(stderr=True)
    results = run_bench(cores, targets, seeds=seeds, jobs=jobs, data_w=data_w, console=console)
    for path in write_results(results):
        console.print(f"wrote {path}")
    for line in results.problems():
        console.print(f"[red]failed[/red] {line}", highlight=False)
    console.print(f"bench: {results.wall_seconds:.0f} s")
    return results.ok
