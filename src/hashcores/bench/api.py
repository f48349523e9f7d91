"""The benchmark as the command line uses it: run, merge and write the results, summarise."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

from hashcores.bench import store
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
    fit_only: bool = False,
    power: bool = False,
    power_timed: bool = True,
    pnr_timeout_s: float | None = None,
    placer: str | None = None,
    scheduler: str | None = None,
) -> bool:
    """Run the benchmark (`plan`, else `cores` on `targets`), merge it into
    results/bench.json (`fresh`: replace it) and write results/bench.md and the plot from
    the merged data; True if every step of this run gave a result.

    False (the command's exit status 1) when any step failed or gave no result; the
    tables still hold every figure that was measured. `fit_only`: a pack-only fit check
    per item instead of place and route (see `runner.run_bench`); its records do not
    replace full place-and-route records (see `store`). `power`, `power_timed`: the power
    estimate of each ECP5 item, `pnr_timeout_s`, `placer` and `scheduler` (see
    `runner.run_bench`).
    """
    console = console or Console(stderr=True)
    if plan is None:
        plan = core_plan(list(cores), list(targets or []))
    results = run_bench([], seeds=seeds, jobs=jobs, data_w=data_w, console=console, plan=plan,
                        fit_only=fit_only, power=power, power_timed=power_timed,
                        pnr_timeout_s=pnr_timeout_s, placer=placer, scheduler=scheduler)
    written = write_results(results, folder, fresh=fresh)
    for path in written:
        console.print(f"wrote {path}")
    for pair in (store.load(written[0]) or {}).get("kept", []):
        console.print(f"kept the place and route record of {pair} (the fit check's record "
                      "is not merged over it; the check's result is in the build folder)",
                      highlight=False)
    for line in results.problems():
        console.print(f"[red]failed[/red] {line}", highlight=False)
    console.print(f"bench: {results.wall_seconds:.0f} s")
    return results.ok


def accel_command(*, cosim: bool = True, seeds: int = 3, jobs: int = 2,
                  console: Console | None = None, scheduler: str | None = None) -> None:
    """Measure the accelerator's driver overhead (hashcores.bench.accel; `cosim`) and place
    and route it over sha256_iter with HMAC (hashcores.bench.accel_area; `seeds`, `jobs`,
    `scheduler` as for `hmac_command`), writing results/bench.json ("accel",
    "accel_area") and results/bench.md."""
    from hashcores.bench import accel as accel_bench, accel_area

    console = console or Console(stderr=True)

    def say(text: str) -> None:
        console.print(text, highlight=False)

    written = accel_bench.run(say=say) if cosim else []
    written += accel_area.run(seeds=seeds, jobs=jobs, scheduler=scheduler, say=say)
    for path in dict.fromkeys(written):
        console.print(f"wrote {path}")


def hmac_command(targets: Sequence[str], *, seeds: int = 3, jobs: int = 2,
                 console: Console | None = None, scheduler: str | None = None,
                 cores: Sequence[str] = (), quick: bool = False,
                 pnr_timeout_s: float | None = None, placer: str | None = None) -> None:
    """Measure the HMAC points (hashcores.bench.hmac) of the HMAC cores `cores` (every
    point when empty; the default set's when `quick`) on `targets` and write the results
    into results/bench.json ("hmac") and results/bench.md; `scheduler` as for
    `bench_command`, and its `pnr_timeout_s` and `placer`."""
    from hashcores.bench import hmac as hmac_bench

    console = console or Console(stderr=True)
    chosen = hmac_bench.QUICK_POINTS if quick else hmac_bench.points(cores)
    for path in hmac_bench.run(targets, seeds=seeds, jobs=jobs, scheduler=scheduler,
                               say=lambda text: console.print(text, highlight=False),
                               chosen=chosen, pnr_timeout_s=pnr_timeout_s, placer=placer):
        console.print(f"wrote {path}")
