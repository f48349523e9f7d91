"""The `hashcores` command: list, hash, verify, bench, and the generated files."""

from __future__ import annotations

from collections import Counter
import json
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from hashcores import catalogue, registry
from hashcores.bench.targets import PLACERS, PNR_TIMEOUT_S
from hashcores.errors import BadInputError, HashcoresError
from hashcores.sim.tools import SIMULATORS

console = Console()


def _fail(message: str) -> None:
    click.echo(f"hashcores: error: {message}", err=True)
    sys.exit(2)


class _Group(click.Group):
    """Turns the errors a user can cause into one line and exit status 2."""

    def invoke(self, ctx: click.Context) -> object:
        try:
            return super().invoke(ctx)
        except HashcoresError as exc:
            _fail(str(exc))
        return None


def _core_option(multiple: bool = False, required: bool = False,  # type: ignore[no-untyped-def]
                 default_help: str = "all"):
    return click.option(
        "--core",
        "core_names",
        multiple=multiple,
        required=required,
        metavar="NAME",
        help="Core name from `hashcores list`."
        + (f" Repeatable; default: {default_help}." if multiple else ""),
    )


@click.group(cls=_Group)
@click.version_option(package_name="hashcores")
def main() -> None:
    """Verified hash-function cores in Verilog, and the flow that measures them."""


@main.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def list_cores(as_json: bool) -> None:
    """The catalogue of cores: a table on a terminal wide enough for it, else one line
    per core (core, algorithm, architecture)."""
    from hashcores.hmac_cores import HMAC_CORES

    cores = registry.cores()
    if as_json:
        click.echo(json.dumps([c.as_dict() for c in cores]
                              + [h.as_dict() for h in HMAC_CORES.values()], indent=2))
        return
    catalogue.show(console, cores, list(HMAC_CORES.values()))


@main.command("hash")
@click.option("--core", "core_name", required=True, metavar="NAME", help="Core to simulate.")
@click.option("--sim", type=click.Choice(SIMULATORS), default="verilator", show_default=True)
@click.option("--data-w", type=int, default=64, show_default=True, help="Stream width in bits.")
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False, path_type=Path))
def hash_files(core_name: str, sim: str, data_w: int, files: tuple[Path, ...]) -> None:
    """Digest FILES (standard input when none) by simulating the core's RTL.

    Prints lines the way `sha256sum` does.
    """
    from hashcores import hashfiles

    for line in hashfiles.sum_lines(core_name, files, sys.stdin.buffer, sim=sim, data_w=data_w):
        click.echo(line)


@main.command("hmac")
@click.option("--core", "core_name", required=True, metavar="NAME",
              help="An HMAC core, or a Merkle-Damgard hash core (`hashcores list`): the HMAC "
              "core over it, or its own RTL for both nested hashes.")
@click.option("--key", "key_hex", required=True, metavar="HEX", help="The key, in hex (any length).")
@click.option("--truncate", type=int, default=None, metavar="BITS",
              help="MAC width in bits (RFC 4868: half the digest). Default: the digest.")
@click.option("--sim", type=click.Choice(SIMULATORS), default="verilator", show_default=True)
@click.option("--data-w", type=int, default=32, show_default=True, help="Stream width in bits.")
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False, path_type=Path))
def hmac_files(core_name: str, key_hex: str, truncate: int | None, sim: str, data_w: int,
               files: tuple[Path, ...]) -> None:
    """MAC FILES (standard input when none) with HMAC by simulating the RTL.

    Prints lines the way `sha256sum` does: the MAC in hex, two spaces, the name.
    """
    from hashcores import hmac_files as hmac_mod

    for line in hmac_mod.mac_lines(core_name, key_hex, files, sys.stdin.buffer, truncate=truncate,
                                   sim=sim, data_w=data_w):
        click.echo(line)


@main.command("verify")
@_core_option(multiple=True)
@click.option(
    "--sim", "sims", type=click.Choice(SIMULATORS), multiple=True, help="Default: both."
)
@click.option("--suite", "suites", multiple=True, help="ShortMsg, LongMsg, Monte (default: all).")
def verify(core_names: tuple[str, ...], sims: tuple[str, ...], suites: tuple[str, ...]) -> None:
    """Run the official vector suites (NIST CAVP) on the RTL."""
    from hashcores import verify as verify_mod

    table = Table(title="official vectors")
    for column in ("core", "simulator", "suite", "passed", "failed"):
        table.add_column(column)
    failed = 0
    for core in registry.cores(list(core_names)):
        for sim in sims or SIMULATORS:
            for suite in suites or verify_mod.suites_for(core):
                with console.status(f"{core.name} {suite} on {sim}"):
                    result = verify_mod.run_suite(core, suite, sim)
                failed += result.failed
                style = "red" if result.failed else "green"
                table.add_row(
                    core.name, sim, suite, str(result.passed), f"[{style}]{result.failed}[/]"
                )
    console.print(table)
    if failed:
        sys.exit(1)


@main.command("bench")
@_core_option(multiple=True, default_help="the default set")
@click.option("--target", "targets", multiple=True,
              help="Repeatable. Default: ecp5-85f-6, ecp5-85f-8, xc7, ice40-hx8k (the default "
              "set puts the generator cores on ecp5-85f-6 only; --sweep: ecp5-85f-6).")
@click.option("--seeds", type=click.IntRange(1, 50), default=3, show_default=True)
@click.option("--jobs", type=click.IntRange(1, 64), default=2, show_default=True)
@click.option("--data-w", type=int, default=32, show_default=True,
              help="Stream width (generator cores get more when they need it to be fed).")
@click.option("--sweep", is_flag=True,
              help="Sweep the SHA-256 generator's design space (long; resumable: cached steps "
              "are reused).")
@click.option("--stages", "stages", type=int, multiple=True, metavar="N",
              help="--sweep: pipeline stages to sweep (repeatable; 1 2 4 8 16 32 64).")
@click.option("--max-stages", type=int, default=None, metavar="N",
              help="--sweep: stages up to N (default 16; 32 and 64 do not fit the 85F).")
@click.option("--rpc", "rpcs", type=int, multiple=True, metavar="N",
              help="--sweep: rounds per clock (repeatable; default 1 2 4).")
@click.option("--opblock", "opblocks", multiple=True, metavar="NAME",
              help="--sweep: operation blocks (repeatable; default conv precomp uhs; 'all').")
@click.option("--papers", is_flag=True,
              help="The papers' comparison: the six named SHA-256 generator cores on "
              "ecp5-85f-6 (long: the 4-stage cores take minutes per seed).")
@click.option("--hmac", "hmac", is_flag=True,
              help="The HMAC points (docs/hmac.md): place and route, clocks per packet, "
              "packets per second; default target ecp5-85f-6; with --core, only those HMAC "
              "cores' points. The iterative points are also part of the default set (the "
              "multi-message one takes tens of minutes per seed).")
@click.option("--accel", "accel", is_flag=True,
              help="The accelerator's driver overhead (docs/accelerator.md): bus cycles and "
              "clocks per 64 and 1500-byte packet beside the core's, in the co-simulation "
              "(Verilator), and the accelerator over sha256_iter with HMAC placed and routed "
              "on ecp5-85f-6 (as --accel-pnr). Also part of the default set.")
@click.option("--accel-pnr", "accel_pnr", is_flag=True,
              help="Only the accelerator's place and route (docs/accelerator.md): over "
              "sha256_iter with HMAC on ecp5-85f-6 (with --seeds, --jobs), against the bare "
              "sha256_iter record.")
@click.option("--fresh", is_flag=True,
              help="Start results/bench.json over instead of merging this run into it.")
@click.option("--fit-only", is_flag=True,
              help="With --sweep, --papers or --core: synthesis and one nextpnr --pack-only "
              "run per core (no seeds, no placement, no Fmax): the packed utilisation and "
              "whether it fits the device, in seconds. Default target: ecp5-85f-6.")
@click.option("--power", is_flag=True,
              help="Also estimate dynamic power on the ECP5 targets (hashcores.power: the "
              "routed netlist simulated on random messages, zero-delay and glitch-aware; an "
              "estimate, not a measurement). Slow: gate-level simulation.")
@click.option("--power-zero-delay-only", is_flag=True,
              help="With --power: skip the glitch-aware (timed) simulation.")
@click.option("--pnr-timeout", type=click.FloatRange(min=1, min_open=False), default=None,
              metavar="MINUTES",
              help="Wall-clock minutes before one place and route counts as failed "
              f"(default {PNR_TIMEOUT_S / 60:g}). Large cores (a pipelined Keccak, a whole-round Luffa) need "
              "more on a busy machine.")
@click.option("--placer", type=click.Choice(PLACERS), default=None,
              help="nextpnr placer for every core (default: the target's choice per core "
              "family: static for the Keccak cores on ECP5, else heap; docs/benchmark.md). "
              "Part of the cache key and of each record.")
@click.option("--scheduler", default=None, metavar="ADDRESS",
              help="Run synthesis, place and route and fit checks on the workers of a "
              "running Dask cluster (e.g. tcp://host:8786; `dask scheduler`, `dask worker`, "
              "or dask-jobqueue: docs/benchmark.md). The cache and results stay here. "
              "Default: a local cluster of --jobs threads.")
def bench(
    core_names: tuple[str, ...],
    targets: tuple[str, ...],
    seeds: int,
    jobs: int,
    data_w: int,
    sweep: bool,
    stages: tuple[int, ...],
    max_stages: int | None,
    rpcs: tuple[int, ...],
    opblocks: tuple[str, ...],
    papers: bool,
    hmac: bool,
    accel: bool,
    accel_pnr: bool,
    fresh: bool,
    fit_only: bool,
    power: bool,
    power_zero_delay_only: bool,
    pnr_timeout: float | None,
    placer: str | None,
    scheduler: str | None,
) -> None:
    """Synthesise, place and route, measure; merge into results/bench.json and write
    results/bench.md and results/sha256_pareto.png.

    Without --core, --papers, --sweep, --hmac or --accel: the default set (sha256_iter on
    every target, the single-stage named SHA-256 generator cores on ecp5-85f-6, the HMAC
    points on ecp5-85f-6, the accelerator's driver overhead). With --fit-only: does each core fit the device (nextpnr packing only),
    without place and route.
    """
    from hashcores.bench import api, dispatch, sweep as sweep_mod

    pnr_timeout_s = None if pnr_timeout is None else pnr_timeout * 60   # (given in minutes)
    if scheduler is not None:
        dispatch.check_scheduler(scheduler)
    if accel or accel_pnr:
        if core_names or sweep or papers or fit_only or power or hmac or targets:
            raise BadInputError("--accel and --accel-pnr go alone (with --seeds, --jobs)")
        api.accel_command(cosim=accel, seeds=seeds, jobs=jobs, scheduler=scheduler)
        return
    if hmac:
        if sweep or papers or fit_only or power:
            raise BadInputError("--hmac goes alone (with --core, --target, --seeds, --jobs, "
                                "--pnr-timeout, --placer, --scheduler)")
        from hashcores.bench import hmac as hmac_bench
        hmac_bench.points(core_names)  # a clear error for a name that is no HMAC point
        api.hmac_command(targets or (sweep_mod.SWEEP_TARGET,), seeds=seeds, jobs=jobs,
                         scheduler=scheduler, cores=core_names,
                         pnr_timeout_s=pnr_timeout_s,
                         placer=placer)
        return
    default_set = not (core_names or sweep or papers)

    if not sweep and (stages or max_stages is not None or rpcs or opblocks):
        raise BadInputError("--stages, --max-stages, --rpc and --opblock go with --sweep")
    if fit_only and not (sweep or papers or core_names):
        raise BadInputError("--fit-only goes with --sweep, --papers or --core NAME")
    if fit_only and not targets:
        targets = (sweep_mod.SWEEP_TARGET,)
    cores = registry.cores(list(core_names)) if core_names else []
    if sweep:
        points = sweep_mod.sweep_points(
            stages, max_stages if max_stages is not None else sweep_mod.DEFAULT_MAX_STAGES,
            rpcs, opblocks)
        plan = sweep_mod.sweep_plan(points, targets) + sweep_mod.core_plan(cores, targets)
    elif papers:
        plan = sweep_mod.papers_plan() + sweep_mod.core_plan(cores, targets)
    elif cores:
        plan = sweep_mod.core_plan(cores, targets)
    else:
        plan = sweep_mod.default_plan(targets)
    if power_zero_delay_only and not power:
        raise BadInputError("--power-zero-delay-only goes with --power")
    outcome = api.bench_command(plan=plan, seeds=seeds, jobs=jobs, data_w=data_w, fresh=fresh,
                                fit_only=fit_only, power=power,
                                power_timed=not power_zero_delay_only,
                                pnr_timeout_s=pnr_timeout_s,
                                placer=placer, scheduler=scheduler)
    if default_set and not fit_only:
        api.hmac_command((sweep_mod.SWEEP_TARGET,), seeds=seeds, jobs=jobs, scheduler=scheduler,
                         quick=True,
                         pnr_timeout_s=pnr_timeout_s,
                         placer=placer)
        api.accel_command(seeds=seeds, jobs=jobs, scheduler=scheduler)
    if not outcome:
        sys.exit(1)


@main.command("fusesoc")
@click.option("--check", is_flag=True, help="Fail if the committed core files are stale.")
def fusesoc_cmd(check: bool) -> None:
    """Write the FuseSoC (CAPI2) core files from the registry."""
    from hashcores import fusesoc

    stale = fusesoc.write_core_files(check=check)
    for path in stale:
        click.echo(("stale: " if check else "wrote: ") + str(path))
    if check and stale:
        sys.exit(1)


@main.command("regs")
@click.option("--check", is_flag=True, help="Fail if the committed generated files are stale.")
def regs_cmd(check: bool) -> None:
    """Generate the accelerator's register decode, C header and register page from its
    SystemRDL description (rtl/accel/hc_accel.rdl)."""
    from hashcores.accel import regs

    if check:
        stale = regs.stale()
        for path in stale:
            click.echo(f"stale: {path}")
        if stale:
            sys.exit(1)
        return
    for path in regs.generate().values():
        click.echo(f"wrote: {path}")


@main.command("prove")
@click.option("--proof", "proof_names", multiple=True, metavar="NAME",
              help="A proof (repeatable); default: every proof.")
@click.option("--core", "core_names", multiple=True, metavar="NAME",
              help="The proofs of a core's whole top: its stream contract, messages and "
              "timing (repeatable).")
@click.option("--full", is_flag=True, help="The full depths (default: the test suite's).")
@click.option("--no-mutants", is_flag=True, help="Skip the mutants (the broken copies whose "
              "proofs must fail).")
@click.option("--covers-only", is_flag=True,
              help="Only the cover jobs (each reaches its property file's cover statements: "
              "the case the assertions speak of happens) of the chosen proofs; their other "
              "rows are kept.")
@click.option("--stale", "stale_only", is_flag=True,
              help="The proofs whose recorded answers are not current (their files or "
              "declaration changed since): those of the test suite's tier the test suite "
              "checks, and any other recorded with its inputs' digest.")
@click.option("--jobs", type=click.IntRange(1, 16), default=1, show_default=True,
              help="Jobs side by side (each a SymbiYosys or Yosys process; a YoWASP tool "
              "may hold up to 4 GB).")
@click.option("--timeout", "timeout_min", type=click.FloatRange(min=1), default=None,
              metavar="MINUTES",
              help="Wall-clock minutes before a job is stopped and recorded as a timeout "
              "(default 60; a structural check 30). An induction on a slower machine, or "
              "with other jobs beside it, may need more.")
def prove(proof_names: tuple[str, ...], core_names: tuple[str, ...], full: bool,
          no_mutants: bool, covers_only: bool, stale_only: bool, jobs: int,
          timeout_min: float | None) -> None:
    """Run the proofs; write results/proofs.json and results/proofs.md (with --proof,
    --core or --stale: update those proofs' rows, keep the others')."""
    from hashcores.formal import proofs, report, sby
    from hashcores.paths import RESULTS, build_dir

    chosen = [proofs.get_proof(n) for n in proof_names]
    for core in core_names:
        chosen += [p for p in proofs.proofs_of_core(core)
                   if p.name not in {c.name for c in chosen}]
    if stale_only:
        chosen += [p for p in report.stale(RESULTS) if p.name not in {c.name for c in chosen}]
        if not chosen:
            click.echo("every recorded answer is current")
            return
    some = bool(proof_names or core_names or stale_only)
    if not some:
        chosen = list(proofs.PROOFS)
    from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait

    # each proof's jobs: its own, its mutants', its cover job (proofs.Proof.cover_depth)
    work: list[tuple[proofs.Proof, proofs.Mutant | None, bool]] = []
    for proof in chosen:
        if not covers_only:
            work += [(proof, m, False) for m in ([None] if no_mutants else [None, *proof.mutants])]
        if proof.cover_depth:
            work.append((proof, None, True))
    if not work:
        click.echo("none of the chosen proofs has a cover job")
        return
    place = {(proof.name, None if m is None else m.name, cover): i
             for i, (proof, m, cover) in enumerate(work)}
    left = Counter(proof.name for proof, _, _ in work)  # jobs not yet in, per proof

    def job(proof: proofs.Proof, mutant: proofs.Mutant | None, cover: bool) -> sby.Outcome:
        name = f"{proof.name}-cover" if cover else (
            proof.name if mutant is None else f"{proof.name}-{mutant.name}")
        depth = proof.full_depth if full else proof.depth
        return sby.run(proof, build_dir() / "formal" / name, depth=depth, mutant=mutant,
                       cover=cover, timeout_s=None if timeout_min is None else timeout_min * 60)

    def in_order(done: list[sby.Outcome]) -> list[sby.Outcome]:
        return sorted(done, key=lambda o: place[o.key])

    outcomes: list[sby.Outcome] = []
    written: list[Path] = []
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        pending: set[Future[sby.Outcome]] = {pool.submit(job, *w) for w in work}
        try:
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    outcome = future.result()
                    outcomes.append(outcome)
                    mutant = (" cover" if outcome.mode == sby.COVER else "" if outcome.mutant
                              is None else f" mutant {outcome.mutant}")
                    click.echo(f"{outcome.proof}{mutant}: {report.verdict(outcome)} "
                               f"({outcome.seconds:.1f} s)")
                    if outcome.trace is not None and outcome.mutant is None:
                        click.echo(f"  trace: {outcome.trace}")
                    left[outcome.proof] -= 1
                    if left[outcome.proof] == 0:
                        # each proof's rows once all its jobs are in, merged with those
                        # recorded (a run of some proofs updates their rows and keeps the
                        # others'): a run stopped midway (a whole run takes hours) keeps
                        # what it proved, and no proof's rows in part
                        whole = [o for o in outcomes if left[o.proof] == 0]
                        written = report.write(report.merged(in_order(whole), RESULTS), RESULTS)
        except BaseException:
            for future in pending:
                future.cancel()
            raise
    outcomes = in_order(outcomes)
    if not some:  # a whole run: the whole set, rows of proofs no longer declared dropped
        written = report.write(outcomes, RESULTS)
    for path in written:
        click.echo(f"wrote {path}")
    if not report.ok(outcomes):
        sys.exit(1)
