"""`run_bench`: synthesis, place and route and cycle measurement of cores on targets.

What runs is a plan: (core, target, origin) triples, by default every core on every
target (`bench.sweep` makes the default set and the design-space sweep). Each core is
synthesised at its `design.feed_width` (the requested DATA_W, wider for generator cores
that a narrow input would starve).

Steps run in parallel (`jobs` at a time, threads driving tool subprocesses) as soon as
what they need is there: a core's synthesis for a target, then one place and route per
seed, and for targets with an Fmax one cycle measurement per core. Of the steps ready to
run, syntheses go first (they unlock the rest), then cycle measurements, then place and
route, the largest netlist first, so that the longest runs do not start last and leave
one worker busy alone at the end. Each step is cached
(see `cache`), so an unchanged core is not rebuilt. A step that fails is reported and
the run goes on; `BenchResults.ok` tells whether everything gave a result.

With `fit_only` (`hashcores bench --fit-only`), a synthesis is followed by one pack-only
nextpnr run instead (`nextpnr.check_fit`: the packed utilisation and whether it fits the
device), and nothing else: no seeds, no placement, no cycle measurement, so no Fmax. It
answers "does this point fit" in seconds where place and route of a deep pipeline takes
hours.
"""

from __future__ import annotations

import heapq
import itertools
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Sequence, Union

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
)

from hashcores.bench import cache, cycles, dispatch, nextpnr, tools, yosys
from hashcores.bench.design import Design, design_for, feed_width
from hashcores.bench.results import BenchResults, Entry
from hashcores.bench.targets import (DEFAULT_PLACER, DEFAULT_ROUTER, TARGETS, Target,
                                     get_targets, with_run_options)
from hashcores.errors import BadInputError
from hashcores.registry import Core

_Step = Union[yosys.SynthResult, nextpnr.PnrResult, cycles.CyclesResult, nextpnr.FitResult]
#: One item of a plan: a core, a target name, and why it is benched (`Entry.origin`).
Planned = tuple[Core, str, str]
#: Scheduling ranks (higher first); place and route ranks by netlist size below these.
_SYNTH_RANK = 3e12
_CYCLES_RANK = 2e12
#: Seconds between updates of the cluster's progress line.
_STATUS_EVERY_S = 2.0


def _size(step: yosys.SynthResult) -> float:
    """A netlist's size for scheduling: its cell count."""
    return float(sum((step.cells or {}).values()))


def check_tools(targets: list[Target]) -> dict[str, str]:
    """Resolve every tool the targets need (ToolMissingError first); name -> version."""
    found = {"yosys": tools.find_tool("yosys").version}
    for t in targets:
        if t.pnr is not None:
            found[t.pnr.tool] = tools.find_tool(t.pnr.tool).version
    return found


def _safe_synth(design: Design, target: Target, root: Path) -> yosys.SynthResult:
    try:
        return yosys.synthesise(design, target, root)
    except OSError as exc:
        return yosys.SynthResult("failed", root, message=f"{type(exc).__name__}: {exc}")


def _safe_pnr(
    synth: yosys.SynthResult, target: Target, top: str, seed: int, placer: str, router: str,
    keep_routed: bool
) -> nextpnr.PnrResult:
    try:
        return nextpnr.place_and_route(synth, target, top, seed, placer, router, keep_routed)
    except OSError as exc:
        return nextpnr.PnrResult(seed, "failed", None, message=f"{type(exc).__name__}: {exc}")


def _safe_fit(synth: yosys.SynthResult, target: Target, top: str) -> nextpnr.FitResult:
    try:
        return nextpnr.check_fit(synth, target, top)
    except OSError as exc:
        return nextpnr.FitResult("failed", None, message=f"{type(exc).__name__}: {exc}")


def _fit_summary(step: nextpnr.FitResult) -> str:
    """"fits: TRELLIS_COMB 1979/83640, ..." (the resources used) or why it does not."""
    if step.status == "nofit":
        return step.message
    used = ", ".join(f"{name} {u['used']}/{u['available']}"
                     for name, u in (step.utilization or {}).items() if u["used"])
    return "fits" + (f": {used}" if used else "")


def check_fit_targets(targets: Sequence[Target]) -> None:
    """BadInputError when a fit check is asked of a target without nextpnr."""
    bare = [t.name for t in targets if t.pnr is None]
    if bare:
        raise BadInputError(
            f"--fit-only needs place and route (nextpnr) to pack the design, and "
            f"{', '.join(bare)} {'has' if len(bare) == 1 else 'have'} none (area only); "
            f"choose targets with nextpnr: "
            + ", ".join(n for n, t in TARGETS.items() if t.pnr is not None))


def _describe(label: str, step: _Step) -> str:
    cpu = getattr(step, "cpu_seconds", None)
    took = "cached" if step.cached else (f"{step.seconds:.0f} s" if step.seconds else "")
    if not step.cached and cpu is not None:
        took += f", {cpu:.0f} s CPU"
    worker = getattr(step, "worker", "")
    if not step.cached and worker not in ("", dispatch.HERE):
        took += f", on {worker}"
    what = step.status
    if isinstance(step, nextpnr.PnrResult) and step.fmax_mhz is not None and step.status == "ok":
        what = f"{step.fmax_mhz:.1f} MHz"
    elif isinstance(step, cycles.CyclesResult) and step.clocks_per_block is not None:
        what = f"{step.clocks_per_block:g} clocks/block"
        if step.aggregate_clocks_per_block not in (None, step.clocks_per_block):
            what += f", {step.aggregate_clocks_per_block:g} in aggregate"
    elif isinstance(step, nextpnr.FitResult) and step.status in ("ok", "nofit"):
        what = _fit_summary(step)
    elif step.status not in ("ok", "nofit") and step.message:
        what = f"{step.status}: {step.message[:100]}"
    colour = "green" if step.status in ("ok", "nofit") else "red"
    return f"{label}: [{colour}]{what}[/{colour}]" + (f" ({took})" if took else "")


def _estimate_power(entries: list[Entry], timed: bool, console: Console,
                    progress: bool) -> None:
    """The power estimate of each entry on an ECP5 target whose place and route gave an
    Fmax (others get none: the estimate needs the routed ECP5 netlist)."""
    from hashcores.power import estimate

    for entry in entries:
        pnr = entry.target.pnr
        if pnr is None or pnr.tool != "nextpnr-ecp5" or entry.fmax_mhz() is None:
            continue
        started = time.monotonic()
        entry.power = estimate.for_bench(entry.core, entry.target.name, entry.data_w,
                                         entry.fmax_mhz(), timed, entry.placer())
        if progress:
            figure = entry.power.get("zero_delay") or {}
            what = (f"{(figure.get('energy_per_bit_j') or 0) * 1e9:.3g} nJ/bit zero-delay"
                    if entry.power.get("status") == "ok"
                    else f"failed: {str(entry.power.get('message'))[:100]}")
            console.print(f"{entry.core.name} {entry.target.name} power: {what} "
                          f"({time.monotonic() - started:.0f} s)", highlight=False)


def _say_cluster(where: dispatch.Cluster, console: Console) -> None:
    """Which worker started how many jobs, and which jobs ran more than once."""
    per = ", ".join(f"{w} {n}" for w, n in sorted(where.per_worker().items()))
    console.print(f"cluster {where.address}: jobs started per worker: {per or 'none'}",
                  highlight=False)
    retried = where.retried()
    if retried:
        console.print("retried (a worker died or left): " + ", ".join(
            f"{label} ({n} attempts)" for label, n in sorted(retried.items())), highlight=False)


def _unique(plan: Sequence[Planned]) -> list[Planned]:
    """One item per (core, target), in plan order; the first mention wins."""
    seen: dict[tuple[str, str], Planned] = {}
    for core, target, origin in plan:
        seen.setdefault((core.name, target), (core, target, origin))
    return list(seen.values())


def run_bench(
    cores: list[Core],
    targets: list[str] | None = None,
    seeds: int = 3,
    jobs: int = 2,
    data_w: int = 32,
    *,
    sim: str = "verilator",
    console: Console | None = None,
    progress: bool = True,
    build_root: Path | None = None,
    plan: Sequence[Planned] | None = None,
    fit_only: bool = False,
    power: bool = False,
    power_timed: bool = True,
    pnr_timeout_s: float | None = None,
    placer: str | None = None,
    scheduler: str | None = None,
) -> BenchResults:
    """Benchmark `cores` on `targets` (names; default: the default targets), or the
    (core, target, origin) items of `plan` when given (then `cores`/`targets` are unused).

    `seeds` nextpnr seeds (1..seeds) per core on targets with place and route, the Fmax
    being their median; `jobs` steps at a time; `data_w` the stream width of the
    synthesised stream top (at least: see `design.feed_width`); `sim` the simulator
    measuring clocks per block. `fit_only`: one pack-only fit check per item instead of
    place and route and cycle measurement (every target must have nextpnr). `power`: a
    power estimate (`hashcores.power`) per item on an ECP5 target with an Fmax, after
    everything else, one at a time (gate-level simulation is the heavy part), zero-delay
    and, with `power_timed`, glitch-aware. `pnr_timeout_s`: wall-clock seconds before a
    place and route counts as failed (default: the target's own, `PnrSpec.timeout_s`).
    `placer`: nextpnr's placer for every core (default: the placer each core's family
    declares for the target's architecture, `PnrSpec.placer_for`). `scheduler`: the
    address of a Dask scheduler whose workers run the synthesis, place-and-route and fit
    check steps (`dispatch`; at least as many steps at a time as the cluster has worker
    threads); default: a local cluster of `jobs` threads in this process. Raises
    ToolMissingError before any work when a tool is missing and BadInputError for an
    unknown target or a bad option; tool failures are results, not exceptions.
    """
    if seeds < 1 or jobs < 1:
        raise BadInputError("--seeds and --jobs must be at least 1")
    if data_w < 32 or data_w % 32:
        raise BadInputError(f"DATA_W must be a multiple of 32, not {data_w}")
    if plan is None:
        plan = [(c, t.name, "core") for t in get_targets(targets) for c in cores]
    plan = _unique(plan)
    if not plan:
        raise BadInputError("no cores to benchmark")
    chosen = [with_run_options(t, pnr_timeout_s, placer)
              for t in get_targets(list(dict.fromkeys(t for _, t, _ in plan)))]
    by_name = {t.name: t for t in chosen}
    if fit_only:
        check_fit_targets(chosen)
    if power and fit_only:
        raise BadInputError("--power needs place and route: it does not go with --fit-only")
    tool_versions = check_tools(chosen)
    root = build_root or cache.bench_root()
    console = console or Console(stderr=True)
    seed_list = list(range(1, seeds + 1))
    unique = list({c.name: c for c, _, _ in plan}.values())
    designs = {c.name: design_for(c, feed_width(c, data_w)) for c in unique}
    entries = [Entry(c, by_name[t], data_w=designs[c.name].data_w,
                     tid_w=designs[c.name].tid_w, origin=o) for c, t, o in plan]
    measured = [c for c in unique if not fit_only
                and any(e.core.name == c.name and e.target.has_fmax for e in entries)]
    runs_after_synth = 1 if fit_only else seeds
    total = (len(entries) + sum(runs_after_synth for e in entries if e.target.has_fmax)
             + len(measured))
    started = time.monotonic()
    date = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    cycle_results: dict[str, cycles.CyclesResult] = {}

    bar = Progress(
        SpinnerColumn(),
        TextColumn("[bold]bench[/bold] {task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        disable=not progress,
    )
    with dispatch.cluster(scheduler, jobs) as where:
        if scheduler is not None:
            jobs = max(jobs, where.threads())
        with bar, ThreadPoolExecutor(max_workers=jobs) as pool:
            task = bar.add_task("", total=total)
            pending: dict[Future[_Step], tuple[str, Callable[[_Step], None]]] = {}
            ready: list[tuple[float, int, str, Callable[[], _Step], Callable[[_Step], None]]] = []
            order = itertools.count()

            def submit(label: str, fn: Callable[[], _Step], done: Callable[[_Step], None],
                       rank: float) -> None:
                heapq.heappush(ready, (-rank, next(order), label, fn, done))

            def start_ready() -> None:
                while ready and len(pending) < jobs:
                    _, _, label, fn, done = heapq.heappop(ready)
                    pending[pool.submit(fn)] = (label, done)

            def after_synth(entry: Entry) -> Callable[[_Step], None]:
                def done(step: _Step) -> None:
                    assert isinstance(step, yosys.SynthResult)
                    entry.synth = step
                    if not entry.target.has_fmax:
                        return
                    if fit_only:
                        fit_after(entry, step)
                        return
                    if step.status != "ok":
                        entry.pnr = [nextpnr.PnrResult(s, "skipped", None, message="no netlist")
                                     for s in seed_list]
                        bar.advance(task, seeds)
                        return
                    for s in seed_list:
                        submit(
                            f"{entry.core.name} {entry.target.name} seed {s}",
                            # --power simulates seed 1's routed design: that run keeps it
                            lambda s=s: _safe_pnr(step, entry.target, entry.core.top, s,
                                                  entry.placer() or DEFAULT_PLACER,
                                                  entry.router() or DEFAULT_ROUTER,
                                                  power and s == nextpnr.POWER_SEED),
                            after_pnr(entry),
                            _size(step),
                        )
                return done

            def fit_after(entry: Entry, step: yosys.SynthResult) -> None:
                if step.status != "ok":
                    entry.fit = nextpnr.FitResult("skipped", None, message="no netlist")
                    bar.advance(task)
                    return
                submit(
                    f"{entry.core.name} {entry.target.name} fit check (packing)",
                    lambda: _safe_fit(step, entry.target, entry.core.top),
                    after_fit(entry),
                    _size(step),
                )

            def after_fit(entry: Entry) -> Callable[[_Step], None]:
                def done(step: _Step) -> None:
                    assert isinstance(step, nextpnr.FitResult)
                    entry.fit = step
                return done

            def after_pnr(entry: Entry) -> Callable[[_Step], None]:
                def done(step: _Step) -> None:
                    assert isinstance(step, nextpnr.PnrResult)
                    entry.pnr = sorted([*entry.pnr, step], key=lambda r: r.seed)
                return done

            def after_cycles(core: Core) -> Callable[[_Step], None]:
                def done(step: _Step) -> None:
                    assert isinstance(step, cycles.CyclesResult)
                    cycle_results[core.name] = step
                return done

            for entry in entries:
                submit(
                    f"{entry.core.name} {entry.target.name} synthesis",
                    lambda e=entry: _safe_synth(designs[e.core.name], e.target, root),
                    after_synth(entry),
                    _SYNTH_RANK,
                )
            for core in measured:
                submit(
                    f"{core.name} clocks per block ({sim})",
                    lambda c=core: cycles.measured_clocks_per_block(c, designs[c.name], sim, root),
                    after_cycles(core),
                    _CYCLES_RANK,
                )
            start_ready()
            workers = None if where.local else bar.add_task(where.status(), total=None)
            while pending:
                finished, _ = wait(list(pending), timeout=_STATUS_EVERY_S,
                                   return_when=FIRST_COMPLETED)
                if workers is not None:
                    bar.update(workers, description=f"{where.status()}; queued here: {len(ready)}")
                for fut in finished:
                    label, done = pending.pop(fut)
                    step = fut.result()
                    done(step)
                    bar.advance(task)
                    bar.update(task, description=label)
                    if progress:
                        bar.console.print(_describe(label, step), highlight=False)
                start_ready()
        if not where.local and progress:
            _say_cluster(where, console)

    for entry in entries:
        if entry.target.has_fmax:
            entry.cycles = cycle_results.get(entry.core.name)
    if power:
        _estimate_power(entries, power_timed, console, progress)
    synth_versions = {e.synth.version for e in entries if e.synth and e.synth.version}
    if synth_versions:
        tool_versions["yosys"] = f"{' / '.join(sorted(synth_versions))} via {tool_versions['yosys']}"
    return BenchResults(
        entries=entries,
        targets=chosen,
        seeds=seed_list if any(t.has_fmax for t in chosen) and not fit_only else [],
        data_w=data_w,
        jobs=jobs,
        sim=sim,
        date=date,
        tools=tool_versions,
        wall_seconds=time.monotonic() - started,
        fit_only=fit_only,
    )
