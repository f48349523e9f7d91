"""Check a core against the NIST CAVP vectors of its algorithm, in simulation.

A suite is one response file: ``ShortMsg`` and ``LongMsg`` run all their records (or a
chosen subset: `records`) through the core in one simulator run; ``Monte`` runs the chain
inside the bench (all checkpoints, or a window of them: `checkpoints`, `start`). Random
stalls on both sides of the stream are on by default, with a fixed seed so a failure
repeats.
"""

from __future__ import annotations

import resource
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from hashcores import registry
from hashcores.errors import BadInputError
from hashcores.registry import Core
from hashcores.sim import filehash
from hashcores.vectors.cavp import (
    MONTE_SUITES,
    MSG_SUITES,
    SUITES,
    XOF_SUITES,
    cavp_path,
    parse_monte,
    parse_msg,
    parse_xof,
    parse_xof_monte,
    shake_monte_next,
)

#: Probability of a stall in each cycle, on the input (s_tvalid) and output (m_ready) side.
DEFAULT_STALL = 0.25
DEFAULT_SEED = 1
#: Mismatches kept in a result (the count covers all of them).
KEEP_MISMATCHES = 5
#: Monte checkpoints run by default, per simulator (None: all 100 of the file). A SHA-2
#: checkpoint is 1000 two-block hashes, about 165,000 clocks: Verilator runs all 100 in
#: seconds; Icarus needs about 10 s of CPU per checkpoint, so its tests run the file in
#: windows (`start`), each window seeded with the official checkpoint before it.
MONTE_CHECKPOINTS: dict[str, int | None] = {"verilator": None, "icarus": None}


@dataclass(frozen=True)
class Mismatch:
    """One record the core got wrong."""

    #: Record number in the file, from 0 in file order (Monte: the checkpoint's COUNT).
    record: int
    #: Line of the record in the response file.
    line: int
    #: Message length in bits (None for Monte checkpoints).
    len_bits: int | None
    expected: str
    got: str
    #: m_error was set, or m_tid was not the s_tid sent.
    error: bool = False
    wrong_tid: bool = False

    def describe(self) -> str:
        what = f"Len = {self.len_bits}" if self.len_bits is not None else f"COUNT = {self.record}"
        notes = [n for n, on in (("m_error set", self.error), ("wrong m_tid", self.wrong_tid)) if on]
        tail = f" ({', '.join(notes)})" if notes else ""
        return f"line {self.line} ({what}): expected {self.expected}, got {self.got}{tail}"


@dataclass(frozen=True)
class SuiteResult:
    """Outcome of one suite on one core and simulator."""

    core: str
    suite: str
    sim: str
    path: Path
    total: int
    passed: int
    failed: int
    #: The first few mismatches, in file order.
    mismatches: tuple[Mismatch, ...]
    seconds: float
    #: CPU seconds of the simulator (child processes) for this suite.
    cpu_seconds: float
    data_w: int
    stall: float
    seed: int
    #: Records in the file (more than `total` when only part of the file ran).
    file_records: int = 0
    #: Which part of the file ran, when not all of it: "records 0, 16, 32" or
    #: "checkpoints 30..39" (empty for the whole file).
    selection: str = ""

    @property
    def ok(self) -> bool:
        return self.total > 0 and self.failed == 0 and self.passed == self.total

    def summary(self) -> str:
        state = "PASS" if self.ok else "FAIL"
        part = f" ({self.selection} of {self.file_records})" if self.selection else ""
        return (
            f"{state} {self.core} {self.suite} on {self.sim}: {self.passed}/{self.total}{part} "
            f"({self.seconds:.1f} s, {self.cpu_seconds:.1f} s CPU, DATA_W={self.data_w}, stall={self.stall}, seed={self.seed})"
        )


def _as_core(core: Core | str) -> Core:
    return core if isinstance(core, Core) else registry.get_core(core)


def suites_for(core: Core | str) -> list[str]:
    """The CAVP suites there are vectors for, for the core's algorithm (file order)."""
    core = _as_core(core)
    prefix = core.algorithm.cavp_prefix
    if prefix is None:
        return []
    # SHAKE: the message suites, Monte (the variable-output chain) and VariableOut.
    wanted = MSG_SUITES + MONTE_SUITES + (XOF_SUITES if core.xof else ())
    return [s for s in SUITES if s in wanted and cavp_path(prefix, s).is_file()]


def run_suite(
    core: Core | str,
    suite: str,
    sim: str = "verilator",
    *,
    stall: float = DEFAULT_STALL,
    seed: int = DEFAULT_SEED,
    data_w: int = 32,
    checkpoints: int | None | str = "default",
    start: int = 0,
    records: Sequence[int] | None = None,
) -> SuiteResult:
    """Run one CAVP suite ("ShortMsg", "LongMsg", "Monte") on `core` in `sim`.

    `checkpoints` limits a Monte run to that many checkpoints from checkpoint `start`
    (0-based): None for all the rest of the file, "default" for
    :data:`MONTE_CHECKPOINTS` of the simulator. A window that does not start at 0 is
    seeded with the official checkpoint before it, so windows can run in parallel and
    together check every checkpoint of the file.

    `records` runs only those records of a ShortMsg/LongMsg file (0-based, in file
    order; sent in the order given), for simulators too slow for the whole file; None
    runs them all. The result's `total` counts the records run, `file_records` the file's.
    """
    if checkpoints == "default":
        checkpoints = MONTE_CHECKPOINTS.get(sim)
    if checkpoints is not None and (not isinstance(checkpoints, int) or checkpoints < 1):
        raise BadInputError(f"checkpoints = {checkpoints!r}: want a positive number or None")
    core = _as_core(core)
    available = suites_for(core)
    if suite not in available:
        have = ", ".join(available) or "none"
        raise BadInputError(f"no CAVP {suite!r} vectors for {core.name} (have: {have})")
    if records is not None and suite in MONTE_SUITES:
        raise BadInputError(f"records: {suite} has checkpoints, not records (use checkpoints, start)")
    path = cavp_path(core.algorithm.cavp_prefix or "", suite)
    started = time.perf_counter()
    cpu_start = _children_cpu()
    if core.xof and suite in MONTE_SUITES:
        total, in_file, mismatches = _xof_monte(
            core, path, sim, stall, seed, data_w, checkpoints, start
        )
        selection = "" if total == in_file else f"checkpoints {start}..{start + total - 1}"
    elif core.xof:
        total, in_file, mismatches = _xof_messages(
            core, path, suite, sim, stall, seed, data_w, records
        )
        selection = "" if records is None else "records " + ", ".join(map(str, records))
    elif suite in MONTE_SUITES:
        total, in_file, mismatches = _monte(
            core, path, sim, stall, seed, data_w, checkpoints, start
        )
        selection = "" if total == in_file else f"checkpoints {start}..{start + total - 1}"
    else:
        total, in_file, mismatches = _messages(
            core, path, suite, sim, stall, seed, data_w, records
        )
        selection = "" if records is None else "records " + ", ".join(map(str, records))
    return SuiteResult(
        core=core.name,
        suite=suite,
        sim=sim,
        path=path,
        total=total,
        passed=total - len(mismatches),
        failed=len(mismatches),
        mismatches=tuple(mismatches[:KEEP_MISMATCHES]),
        seconds=time.perf_counter() - started,
        cpu_seconds=_children_cpu() - cpu_start,
        data_w=data_w,
        stall=stall,
        seed=seed,
        file_records=in_file,
        selection=selection,
    )


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _pick(records: Sequence[int] | None, in_file: int, path: Path) -> list[int]:
    if records is None:
        return list(range(in_file))
    chosen = list(records)
    bad = [i for i in chosen if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < in_file]
    if not chosen or bad or len(set(chosen)) != len(chosen):
        raise BadInputError(
            f"records = {list(records)!r}: want distinct record numbers 0 .. {in_file - 1} "
            f"({path.name} has {in_file} records)"
        )
    return chosen


def _xof_messages(
    core: Core,
    path: Path,
    suite: str,
    sim: str,
    stall: float,
    seed: int,
    data_w: int,
    records: Sequence[int] | None,
) -> tuple[int, int, list[Mismatch]]:
    """A SHAKE file: each record's message with its Outputlen on s_outlen; the frame
    must be the official output, well formed, with m_error = 0 and the tid sent."""
    vectors = parse_xof(path, suite)
    in_file = len(vectors.records)
    chosen = _pick(records, in_file, path)
    picked = [vectors.records[i] for i in chosen]
    outs = filehash.xof_messages(
        core, [r.msg for r in picked], [r.out_bits // 8 for r in picked],
        sim=sim, data_w=data_w, stall=stall, seed=seed,
    )
    mismatches = [
        Mismatch(i, r.line, r.len_bits, r.output.hex(),
                 o.data.hex() + (f" ({'; '.join(o.problems)})" if o.problems else ""),
                 o.error, o.tid != o.sent_tid)
        for i, r, o in zip(chosen, picked, outs)
        if o.data != r.output or o.problems or o.error or o.tid != o.sent_tid
    ]
    return len(picked), in_file, mismatches


def _messages(
    core: Core,
    path: Path,
    suite: str,
    sim: str,
    stall: float,
    seed: int,
    data_w: int,
    records: Sequence[int] | None,
) -> tuple[int, int, list[Mismatch]]:
    vectors = parse_msg(path, suite)
    in_file = len(vectors.records)
    if records is None:
        chosen = list(range(in_file))
    else:
        chosen = list(records)
        bad = [i for i in chosen if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < in_file]
        if not chosen or bad or len(set(chosen)) != len(chosen):
            raise BadInputError(
                f"records = {list(records)!r}: want distinct record numbers 0 .. {in_file - 1} "
                f"({path.name} has {in_file} records)"
            )
    picked = [vectors.records[i] for i in chosen]
    outs = filehash.hash_messages(
        core, [r.msg for r in picked], sim=sim, data_w=data_w, stall=stall, seed=seed
    )
    mismatches = [
        Mismatch(i, r.line, r.len_bits, r.md.hex(), o.digest_hex, o.error, o.tid != o.sent_tid)
        for i, r, o in zip(chosen, picked, outs)
        if o.digest != r.md or o.error or o.tid != o.sent_tid
    ]
    return len(picked), in_file, mismatches


def _xof_monte(
    core: Core,
    path: Path,
    sim: str,
    stall: float,
    seed: int,
    data_w: int,
    checkpoints: int | None,
    start: int,
) -> tuple[int, int, list[Mismatch]]:
    """SHAKE Monte: the chain from the seed (or, for a window, from the official
    checkpoint before it: its first 16 bytes and the length its last two bytes give)."""
    vectors = parse_xof_monte(path)
    if not 0 <= start < len(vectors.checkpoints):
        raise BadInputError(f"start = {start}: the file has {len(vectors.checkpoints)} checkpoints")
    stop = len(vectors.checkpoints) if checkpoints is None else start + checkpoints
    wanted = vectors.checkpoints[start:stop]
    lo, hi = vectors.min_bits // 8, vectors.max_bits // 8
    if start == 0:
        chain_seed, outlen = vectors.seed, hi
    else:
        chain_seed, outlen = shake_monte_next(vectors.checkpoints[start - 1].output, lo, hi)
    got = filehash.run_xof_monte(
        core, chain_seed, outlen, lo, hi, sim=sim, data_w=data_w, stall=stall,
        stall_seed=seed, checkpoints=len(wanted),
    )
    mismatches = [
        Mismatch(c.count, c.line, None, f"{c.out_bits // 8} bytes {c.output.hex()}",
                 f"{n} bytes {g.hex()}" if g else f"{n} bytes (bad frame or m_error)")
        for c, (n, g) in zip(wanted, got)
        if (n, g) != (c.out_bits // 8, c.output)
    ]
    return len(wanted), len(vectors.checkpoints), mismatches


def _split(start: int, stop: int, parts: int) -> list[tuple[int, int]]:
    """start .. stop cut into at most `parts` runs of consecutive indices, as even as
    they come: (first, end) each."""
    parts = max(1, min(parts, stop - start))
    size, extra = divmod(stop - start, parts)
    runs, first = [], start
    for i in range(parts):
        end = first + size + (1 if i < extra else 0)
        runs.append((first, end))
        first = end
    return runs


def _monte(
    core: Core,
    path: Path,
    sim: str,
    stall: float,
    seed: int,
    data_w: int,
    checkpoints: int | None,
    start: int,
) -> tuple[int, int, list[Mismatch]]:
    vectors = parse_monte(path)
    if not 0 <= start < len(vectors.checkpoints):
        raise BadInputError(f"start = {start}: the file has {len(vectors.checkpoints)} checkpoints")
    stop = len(vectors.checkpoints) if checkpoints is None else start + checkpoints
    wanted = vectors.checkpoints[start:stop]
    # One chain per message context, each over a run of consecutive checkpoints from the
    # official checkpoint before it: every checkpoint is still checked, and a core with
    # several contexts hashes a message of each chain at a time.
    runs = _split(start, stop, min(core.contexts, filehash.MAX_CHAINS))
    seeds = [vectors.seed if first == 0 else vectors.checkpoints[first - 1].md for first, _ in runs]
    chains = filehash.run_monte_chains(
        core, [(chain_seed, last - first) for chain_seed, (first, last) in zip(seeds, runs)],
        sim=sim, data_w=data_w, stall=stall, stall_seed=seed,
    )
    got = [digest for chain in chains for digest in chain]
    mismatches = [
        Mismatch(c.count, c.line, None, c.md.hex(), g.hex() if g else "(unknown bits)")
        for c, g in zip(wanted, got)
        if g != c.md
    ]
    return len(wanted), len(vectors.checkpoints), mismatches
