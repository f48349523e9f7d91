"""Every core matches the NIST CAVP vectors of its algorithm, on Verilator and Icarus.

ShortMsg and LongMsg send their records through the stream top in one simulator run;
Monte runs the SHAVS chain inside the bench (tb/hc_file_tb.v). Random stalls on both
sides of the stream are on, with a fixed seed (hashcores.verify.DEFAULT_SEED) so a
failure repeats.

What runs by default (``-m "not slow"``, the CI run), and why. The figures are CPU
seconds on the CI machine, measured with the file-driven bench; Verilator runs every
suite of every core in seconds, Icarus is 100 to 1000 times slower:

| suite | Verilator | Icarus |
|---|---|---|
| ShortMsg | every core | every core (at most ~10 s each) |
| LongMsg (64 records, 3322 blocks) | every core | whole file for the one-context cores (iterative and single-stage generator cores: 25 to 170 s); for the 4-stage cores (170 to 1000 s) 4 records per core, every LONG_STRIDE-th from the core's own offset, so that the 4-stage cores of one algorithm together run 12 different records (~160 blocks, 25 to 50 s each) |
| Monte (100 checkpoints of 1000 two-block hashes) | all 100, every core | sha256_iter: all 100, in windows of MONTE_WINDOW that run in parallel (~14 s per checkpoint); every other one-context core: one short window, a different one per core (ICARUS_MONTE_SHORT checkpoints: 15 to 100 s per checkpoint); 4-stage cores: none (330 to 610 s per checkpoint) |

Everything else stays available and is marked slow (``-m slow``, or ``-m ""`` for all):
the whole LongMsg file on Icarus for the 4-stage cores, and all 100 Monte checkpoints on
Icarus for every core, in windows of MONTE_WINDOW seeded with the official checkpoint
before them. Why the cuts lose little: every record and checkpoint runs on every core on
Verilator; on Icarus every core still meets the official vectors (ShortMsg, and LongMsg
in whole or in part), and the bench's Monte procedure on Icarus is checked against
hashlib for every core (tests/test_filehash.py); sha256_iter's full chain on Icarus keeps
the bench's own Monte path honest over the whole file.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from hashcores import registry, verify
from hashcores.errors import BadInputError
from hashcores.sim.filehash import SIMULATORS
from hashcores.vectors.cavp import MsgFile, cavp_path, parse_monte, parse_msg

#: Checkpoints per Icarus Monte test when the whole file runs (in parallel windows).
MONTE_WINDOW = 10
#: Cores that run the whole Monte file on Icarus by default.
ICARUS_FULL_MONTE = ("sha256_iter",)
#: Checkpoints of the one default Icarus Monte window of the other one-context cores.
ICARUS_MONTE_SHORT = 2
#: 4-stage cores on Icarus run LongMsg records offset, offset + LONG_STRIDE, ... where
#: offset is the core's place among the several-context cores of its algorithm.
LONG_STRIDE = 16

slow = pytest.mark.slow


def _monte_checkpoints(core: registry.Core) -> int:
    prefix = core.algorithm.cavp_prefix or ""
    return len(parse_monte(cavp_path(prefix, "Monte")).checkpoints)


def _long_records(core: registry.Core) -> int:
    prefix = core.algorithm.cavp_prefix or ""
    return len(parse_msg(cavp_path(prefix, "LongMsg"), "LongMsg").records)


def _place(core: registry.Core) -> int:
    """The core's index among the cores of its algorithm with the same number of contexts
    being 1 or not (spreads the record subsets and Monte windows over the cores)."""
    peers = [
        c for c in registry.cores()
        if c.algorithm == core.algorithm and (c.contexts > 1) == (core.contexts > 1)
    ]
    return peers.index(core)


def long_subset(core: registry.Core) -> list[int]:
    """The LongMsg records a 4-stage core runs on Icarus by default."""
    return list(range(_place(core) % LONG_STRIDE, _long_records(core), LONG_STRIDE))


def monte_short_start(core: registry.Core) -> int:
    """Where a one-context core's short default Icarus Monte window starts: spread over the
    file (37 is prime to 100), so that different cores check different checkpoints."""
    room = _monte_checkpoints(core) - ICARUS_MONTE_SHORT + 1
    offset = 0 if core.algorithm.name == "sha256" else 50
    return (offset + 37 * _place(core)) % room


def _cases() -> list:
    cases = []
    for core in registry.cores():
        for sim in SIMULATORS:
            for suite in verify.suites_for(core):
                cid = f"{core.name}-{sim}-{suite}"
                if sim == "verilator" or suite == "ShortMsg":
                    cases.append(pytest.param(core, sim, suite, None, id=cid))
                elif suite == "LongMsg" and core.contexts == 1:
                    cases.append(pytest.param(core, sim, suite, None, id=cid))
                elif suite == "LongMsg":
                    cases.append(pytest.param(core, sim, suite, None, id=cid, marks=slow))
                    part = long_subset(core)
                    cases.append(
                        pytest.param(core, sim, suite, part, id=f"{cid}-subset{part[0]}")
                    )
                # Monte on Icarus: test_nist_monte_on_icarus
    return cases


def _monte_windows() -> list:
    """(core, start, count) of every Icarus Monte test: the whole file in windows of
    MONTE_WINDOW (default for ICARUS_FULL_MONTE, slow for the rest), and one short
    default window for each other one-context core."""
    cases = []
    for core in registry.cores():
        if "Monte" not in verify.suites_for(core):
            continue
        total = _monte_checkpoints(core)
        full = core.name in ICARUS_FULL_MONTE
        for start in range(0, total, MONTE_WINDOW):
            count = min(MONTE_WINDOW, total - start)
            cases.append(
                pytest.param(core, start, count, id=f"{core.name}-icarus-Monte-{start}",
                             marks=() if full else slow)
            )
        if not full and core.contexts == 1:
            start = monte_short_start(core)
            cases.append(
                pytest.param(core, start, ICARUS_MONTE_SHORT,
                             id=f"{core.name}-icarus-Monte-{start}+{ICARUS_MONTE_SHORT}")
            )
    return cases


def _report(result: verify.SuiteResult) -> str:
    lines = [result.summary()] + [m.describe() for m in result.mismatches]
    if result.failed > len(result.mismatches):
        lines.append(f"... and {result.failed - len(result.mismatches)} more")
    return "\n".join(lines)


def test_every_core_has_vectors() -> None:
    """No core goes unchecked: each one's algorithm has all three CAVP suites."""
    for core in registry.cores():
        assert verify.suites_for(core) == ["ShortMsg", "LongMsg", "Monte"], core.name


def _default(params: list) -> list:
    return [p for p in params if not any(m.name == "slow" for m in p.marks)]


def test_default_run_checks_every_core_on_both_simulators() -> None:
    """The policy above, as the parameter lists carry it: by default every core runs all
    three suites whole on Verilator, and ShortMsg and (at least part of) LongMsg on
    Icarus; the Monte windows on Icarus, default and slow together, cover every
    checkpoint of every core; the LongMsg subsets of one algorithm do not overlap."""
    default = {(c.name, s, suite, None if r is None else tuple(r))
               for c, s, suite, r in (p.values for p in _default(_cases()))}
    for core in registry.cores():
        for suite in ("ShortMsg", "LongMsg", "Monte"):
            assert (core.name, "verilator", suite, None) in default, (core.name, suite)
        assert (core.name, "icarus", "ShortMsg", None) in default, core.name
        longs = [r for n, s, suite, r in default if (n, s, suite) == (core.name, "icarus", "LongMsg")]
        assert longs, f"{core.name}: no LongMsg on Icarus by default"
    for algorithm in {c.algorithm.name for c in registry.cores()}:
        subsets = [set(long_subset(c)) for c in registry.cores()
                   if c.algorithm.name == algorithm and c.contexts > 1]
        assert sum(map(len, subsets)) == len(set().union(*subsets)), algorithm
    windows = [p.values for p in _monte_windows()]
    for core in registry.cores():
        covered = {i for c, start, n in windows if c is core for i in range(start, start + n)}
        assert covered == set(range(_monte_checkpoints(core))), core.name
    default_monte = {c.name for c, _, _ in (p.values for p in _default(_monte_windows()))}
    assert set(ICARUS_FULL_MONTE) <= default_monte


@pytest.mark.parametrize("core,sim,suite,records", _cases())
def test_nist_suite(core: registry.Core, sim: str, suite: str, records: list[int] | None) -> None:
    """Every record of the suite (or of the subset `records`) gives the official digest,
    with m_error = 0 and the s_tid sent returned on m_tid, under random stalls."""
    result = verify.run_suite(core, suite, sim, records=records)
    assert result.total == (len(records) if records else result.file_records) > 0
    assert result.ok, _report(result)


@pytest.mark.parametrize("core,start,count", _monte_windows())
def test_nist_monte_on_icarus(core: registry.Core, start: int, count: int) -> None:
    """Monte checkpoints start .. start + count - 1 on Icarus, from the official
    checkpoint before them (the seed for start 0)."""
    result = verify.run_suite(core, "Monte", "icarus", checkpoints=count, start=start)
    assert result.total == count
    assert result.ok, _report(result)


# --- verify.run_suite(records=...) ------------------------------------------------------


def test_run_suite_runs_the_records_given(monkeypatch: pytest.MonkeyPatch) -> None:
    """`records` runs just those records, in the order given, and a mismatch names the
    record's number and line in the file. One record's official digest is altered
    (as if the core got it wrong): exactly that record fails."""
    core = registry.get_core("sha256_iter")
    parse = verify.parse_msg
    altered = 7

    def parse_with_one_wrong(path: Path | str, suite: str | None = None) -> MsgFile:
        vectors = parse(path, suite)
        records = list(vectors.records)
        rec = records[altered]
        records[altered] = dataclasses.replace(rec, md=bytes([rec.md[0] ^ 1]) + rec.md[1:])
        return dataclasses.replace(vectors, records=records)

    picked = [40, altered, 0, 64]
    clean = verify.run_suite(core, "ShortMsg", "icarus", records=picked)
    assert clean.ok and clean.total == 4 and clean.file_records == 65
    assert clean.selection == "records 40, 7, 0, 64" and "records 40, 7, 0, 64 of 65" in clean.summary()

    monkeypatch.setattr(verify, "parse_msg", parse_with_one_wrong)
    result = verify.run_suite(core, "ShortMsg", "icarus", records=picked)
    assert (result.total, result.passed, result.failed) == (4, 3, 1)
    (bad,) = result.mismatches
    line = parse(cavp_path("SHA256", "ShortMsg"), "ShortMsg").records[altered].line
    assert (bad.record, bad.line) == (altered, line)
    assert verify.run_suite(core, "ShortMsg", "icarus", records=[0, 40]).ok


@pytest.mark.parametrize("records", ([], [65], [-1], [3, 3], [1.0]), ids=repr)
def test_run_suite_refuses_bad_records(records: list) -> None:
    with pytest.raises(BadInputError, match="records"):
        verify.run_suite("sha256_iter", "ShortMsg", "icarus", records=records)


def test_run_suite_records_are_not_for_monte() -> None:
    with pytest.raises(BadInputError, match="checkpoints"):
        verify.run_suite("sha256_iter", "Monte", "icarus", records=[0])
