"""Every core matches the NIST CAVP vectors of its algorithm, on Verilator and Icarus.

ShortMsg and LongMsg send their records through the stream top in one simulator run;
Monte runs the SHAVS / SHA3VS chain inside the bench (tb/hc_stream_tb.v; for SHAKE,
tb/hc_xof_file_tb.v, which also runs VariableOut and the variable-output Monte chain). Random stalls on both
sides of the stream are on, with a fixed seed (hashcores.verify.DEFAULT_SEED) so a
failure repeats.

What runs by default (``-m "not slow"``, the CI run), and why. Verilator runs every
suite of every core in seconds; Icarus is 100 to 1000 times slower. CPU seconds per
Icarus run (measured on a 2-core machine like CI's): a LongMsg file (64 records, 3322 blocks) takes 25 s
on an iterative core, 160 to 330 s on a single-stage generator core, 550 to 1000 s on a
4-stage one (which hashes one message at a time here), 275 s on sha3_256_r1; a Monte
checkpoint (1000 two-block hashes) takes 14 s, 50 to 100 s and 330 to 610 s respectively.

| suite | Verilator | Icarus |
|---|---|---|
| ShortMsg | every core | every core: the whole file, or on the cores of `Tiers.icarus_short_stride` every n-th record (from the core's own offset: the SHA-512 generator cores and the DSP cores of each SHA-3 algorithm read the whole file between them) and the records either side of the padding's one-block edge |
| LongMsg | every core | one record on every core but the DSP ones (`Tiers.icarus_long_records`): the first of its subset, every LONG_STRIDE-th record from the core's own offset (the cores of one algorithm run different records); the rest of the subset is slow |
| Monte | all 100 checkpoints (a core with several contexts runs one chain per context side by side, each over consecutive checkpoints from the official one before them: verify.run_suite): every SHA-3 and SHAKE core; of SHA-1 and SHA-2 the first core of each algorithm and the first with several contexts (`Tiers.verilator_monte_slow` names the others, slow) | ICARUS_MONTE_SHORT checkpoint(s) of SHAKE's chain (tb/hc_xof_file_tb.v) on SHAKE128's first one-context core (`monte_short_core`; SHAVS's chain in tb/hc_stream_tb.v is checked against `cavp.monte_chain` on Icarus, tests/test_filehash.py); the other one-context cores' short windows are slow, each at a different checkpoint |

Marked slow (``-m slow``, or ``-m ""`` for everything): the whole LongMsg file on Icarus
for the cores that run a subset, and all 100 Monte checkpoints on Icarus for every
core, in windows of MONTE_WINDOW seeded with the official checkpoint before them.

The DSP cores of paper 003 (`*_dsp_compact[_lut]`, 168 clocks per block,
`*_dsp_1600[_lut]`, 96: a Verilator Monte file takes 60 to 100 s, and the four-message
`sha3_256_dsp_1600_x4[_lut]`, 96 per message: its Monte file about 30 s) run ShortMsg and
LongMsg on Verilator for every core and Monte on Verilator for `Tiers.verilator_monte` (the
four-message DSP48E2 version, whose control differs from the one-message core's; the
compact one's took 104 s of CPU, and its datapath meets every ShortMsg and LongMsg
record); on Icarus a slice of ShortMsg on every DSP core (the DSP48E2 versions through
the simulation model, sim/xilinx/DSP48E2.v): every n-th record from the core's own
offset, n the number of DSP cores of its algorithm (every 6th on the six SHA3-256
ones, every 2nd on the two of each other size), so that they read the whole
file between them, and on every one the records either side of the rate's edge (one
block or two). The whole file took 20 to 112 s of CPU per core there (504 s for the
twelve, a tenth of the default run, on a host where the run took 48 minutes); the
slices took 154 s for the twelve in a fresh clone (171 s with every 4th record on the
SHA3-256 ones). Each core reads every record on Verilator, and they
are two datapaths of one logic unit (hc_keccak_lu: a DSP48E2 or its plain-logic
equal). The whole file on Icarus and everything else of theirs there is slow.

Which core takes which rule is data of its family's declaration (hashcores.families,
`registry.Tiers`): `heavy` (the DSP cores), `twins` (the larger Keccak rings and the
SHA-384 / SHA-512/t cores, reduced to ShortMsg and LongMsg on Verilator; the first
one-context twin of an algorithm no other core stands for also runs its Monte file there:
`runs_algorithm_monte`), `icarus_whole_long`, `verilator_monte`,
`icarus_full_monte` and the Monte window offsets.

Why the cuts lose little: every record runs on every core on Verilator, and every Monte
checkpoint on every SHA-3 core. A SHA-1 or SHA-2 core's Monte chain (1000 hashes of one
or two blocks a checkpoint) meets what its ShortMsg and LongMsg records and its random
messages meet (every length class, multi-block chaining), plus a long run of messages
through the same control: the first core of each algorithm runs it with one context,
the first with several contexts with its chains side by side (the others' control is
one of those stream tops' at other constants: the formal message proofs cover every
top's), and message isolation is proved for their cores (docs/verification.md,
"Proofs"). The 18 chains that moved to slow took 75 CPU seconds of a 2385-second suite (f6a1a12).
On Icarus every core meets official vectors of every message length class (ShortMsg,
and LongMsg records of up to 80 blocks), a sha224 generator core is its sha256 twin
with another IV and a truncated digest (DIGEST_BITS), the LongMsg subsets of the cores
of one algorithm are disjoint, and the bench's Monte procedure is checked against
hashlib on Icarus for the first core of each algorithm (tests/test_filehash.py).
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path

import pytest

from hashcores import padding, registry, verify
from hashcores.errors import BadInputError
from hashcores.sim.tools import SIMULATORS
from hashcores.vectors.cavp import MsgFile, cavp_path, parse_monte, parse_msg, parse_xof, parse_xof_monte
from tests.conftest import is_heavy, twin_of

#: Checkpoints per Icarus Monte test when the whole file runs (in parallel windows).
MONTE_WINDOW = 10
#: Checkpoints of the one default Icarus Monte window of the other one-context cores.
ICARUS_MONTE_SHORT = 1
#: Cores with a LongMsg subset on Icarus run records offset, offset + LONG_STRIDE, ...
#: where offset is the core's place among those cores of its algorithm.
LONG_STRIDE = 16
#: The SHAKE cores read every VARIABLE_OUT_STRIDE-th VariableOut record on Icarus by
#: default, and every record whose output ends within a byte of a squeezed block's end.
VARIABLE_OUT_STRIDE = 4

slow = pytest.mark.slow


def _monte_checkpoints(core: registry.Core) -> int:
    prefix = core.algorithm.cavp_prefix or ""
    path = cavp_path(prefix, "Monte")
    return len((parse_xof_monte(path) if core.xof else parse_monte(path)).checkpoints)


@functools.cache
def _file_records(path: Path, suite: str, xof: bool) -> tuple:
    """The records of a CAVP file, read once per test process (the case lists ask for
    each file's records once per core)."""
    return tuple((parse_xof if xof else parse_msg)(path, suite).records)


def _long_records(core: registry.Core) -> int:
    prefix = core.algorithm.cavp_prefix or ""
    return len(_file_records(cavp_path(prefix, "LongMsg"), "LongMsg", core.xof))


def full_monte_on_icarus(core: registry.Core) -> bool:
    """The whole Monte file on Icarus by default (`Tiers.icarus_full_monte`; none today:
    25 min of CPU for sha256_iter alone; every checkpoint runs on Verilator, the whole
    file on Icarus is slow)."""
    return core.name in core.tiers.icarus_full_monte


def monte_by_default(core: registry.Core) -> bool:
    """The Monte file on Verilator by default: every core but those of
    `Tiers.verilator_monte_slow` (the SHA-1 and SHA-2 declarations name their cores but
    the first of each algorithm and the first with several contexts; the SHA-3 one none:
    its policy is every official vector on Verilator)."""
    return core.name not in core.tiers.verilator_monte_slow


def monte_on_verilator(core: registry.Core) -> bool:
    """A heavy core (DSP datapath, paper 003) with Monte on Verilator by default
    (`Tiers.verilator_monte`; ShortMsg on Icarus runs by default on every heavy core)."""
    return core.name in core.tiers.verilator_monte


def whole_long_on_icarus(core: registry.Core) -> bool:
    """The whole LongMsg file on Icarus by default (`Tiers.icarus_whole_long`; none today:
    41 s of CPU on sha256_iter, 160 to 330 s on a single-stage generator core, 275 s on
    sha3_256_r1). The others run a subset; Verilator runs every record of every core."""
    return core.name in core.tiers.icarus_whole_long


def long_subset(core: registry.Core) -> list[int]:
    """The LongMsg records a core runs on Icarus by default when not the whole file:
    every LONG_STRIDE-th, from the core's place among such cores of its algorithm (so
    that they run different records). A core whose family runs only its digest tests on
    Icarus, or none of its cocotb stream tests there (`reduced_on_icarus`: a SHA-224 core,
    its SHA-256 twin's RTL with another IV and DIGEST_BITS; a 4-stage SHA-256 core other
    than the first) keeps the first of them: one multi-block official record on Icarus,
    where the other cores of its algorithm meet the others."""
    peers = [
        c for c in registry.cores()
        if c.algorithm == core.algorithm and not whole_long_on_icarus(c) and not is_heavy(c)
    ]
    records = list(range(peers.index(core) % LONG_STRIDE, _long_records(core), LONG_STRIDE))
    return records[:1] if reduced_on_icarus(core) else records


def reduced_on_icarus(core: registry.Core) -> bool:
    """Its family runs none of its stream top's cocotb tests on Icarus by default
    (`Tiers.shared_control`)."""
    return core.name in core.tiers.shared_control


def short_subset(core: registry.Core) -> list[int]:
    """The ShortMsg records a core reads on Icarus by default when not the whole file
    (`Tiers.icarus_short_stride`): every n-th, from the core's place among such cores of
    its algorithm (so that they read different records), and the messages either side
    of an edge where the padding takes one more block (FIPS 180-4 5.1: the length
    field's edge, padding.block_count); [] for none."""
    stride = core.tiers.icarus_short_stride.get(core.name)
    if not stride:
        return []
    peers = [c for c in registry.cores() if c.algorithm == core.algorithm
             and c.tiers.icarus_short_stride.get(c.name)]
    path = cavp_path(core.algorithm.cavp_prefix or "", "ShortMsg")
    records = _file_records(path, "ShortMsg", False)
    rule = core.algorithm.padding

    def at_edge(length: int) -> bool:
        return len({padding.block_count(n, rule) for n in (length - 1, length, length + 1)
                    if n >= 0}) > 1

    edge = {i for i, r in enumerate(records) if at_edge(r.len_bits // 8)}
    return sorted(edge | set(range(peers.index(core) % stride, len(records), stride)))


def test_dsp_short_slices_read_the_whole_file_between_them() -> None:
    """The DSP cores of an algorithm, which read a slice of ShortMsg on Icarus
    (`Tiers.icarus_short_stride`), read every record between them, and each reads the
    records either side of the padding's one-block edge. (The SHA-2 twins' slices are
    a sample: the core each stands for reads the whole file.)"""
    sliced = [c for c in registry.cores() if c.tiers.icarus_short_stride.get(c.name)
              and is_heavy(c)]
    assert sliced
    for algorithm in {c.algorithm.name: c.algorithm for c in sliced}.values():
        peers = [c for c in sliced if c.algorithm is algorithm]
        path = cavp_path(algorithm.cavp_prefix or "", "ShortMsg")
        total = len(_file_records(path, "ShortMsg", False))
        slices = [set(short_subset(c)) for c in peers]
        assert set().union(*slices) == set(range(total)), algorithm.name
        edge = set.intersection(*slices)
        assert edge and all(len(s) < total for s in slices), algorithm.name


def variable_out_subset(core: registry.Core) -> list[int]:
    """The VariableOut records a SHAKE core reads on Icarus by default: every
    VARIABLE_OUT_STRIDE-th (each file has one message length and runs of five or more
    records per output length, so the stride meets every output length), and every
    record whose output ends within a byte of the end of a squeezed block (FIPS 202
    Algorithm 8: where the squeeze runs the permutation again; SHAKE256's outputs of 2
    to 250 bytes cross its 136-byte rate). The whole file took 60 s of CPU on Icarus on
    shake128_r1; every record runs on Verilator."""
    path = cavp_path(core.algorithm.cavp_prefix or "", "VariableOut")
    records = parse_xof(path, "VariableOut").records
    rate_bytes = core.algorithm.block_bits // 8

    def at_squeeze_edge(out_bytes: int) -> bool:  # within a byte of k * rate, k >= 1
        off = out_bytes % rate_bytes
        return out_bytes >= rate_bytes - 1 and min(off, rate_bytes - off) <= 1

    edge = {i for i, r in enumerate(records) if at_squeeze_edge(r.out_bits // 8)}
    return sorted(edge | set(range(0, len(records), VARIABLE_OUT_STRIDE)))


def monte_short_start(core: registry.Core) -> int:
    """Where a one-context core's short default Icarus Monte window starts: spread over the
    file by the core's place among the one-context cores of its algorithm (37 is prime to
    100), from the algorithm's offset (`Tiers.monte_offset`), so that different cores
    check different checkpoints."""
    peers = [c for c in registry.cores()
             if c.algorithm == core.algorithm and c.contexts == 1 and not is_heavy(c)]
    room = _monte_checkpoints(core) - ICARUS_MONTE_SHORT + 1
    offset = core.tiers.monte_offset(core.algorithm.name)
    return (offset + 37 * peers.index(core)) % room


def _cases() -> list:
    cases = []
    for core in registry.cores():
        for sim in SIMULATORS:
            for suite in verify.suites_for(core):
                cid = f"{core.name}-{sim}-{suite}"
                if (sim, suite) == ("icarus", "ShortMsg") and (part := short_subset(core)):
                    # a slice (`Tiers.icarus_short_stride`; heavy cores and twins too)
                    cases.append(pytest.param(core, sim, suite, None, id=cid, marks=slow))
                    cases.append(pytest.param(core, sim, suite, part, id=f"{cid}-subset{part[0]}"))
                elif is_heavy(core):
                    default = (sim == "verilator" and (suite != "Monte"
                                                       or monte_on_verilator(core))
                               ) or (sim == "icarus" and suite == "ShortMsg")
                    if sim == "verilator" or suite != "Monte":
                        cases.append(pytest.param(core, sim, suite, None, id=cid,
                                                  marks=() if default else slow))
                elif twin_of(core) is not None and (sim == "icarus" or suite == "Monte"):
                    monte_here = (sim, suite) == ("verilator", "Monte") and runs_algorithm_monte(core)
                    cases.append(pytest.param(core, sim, suite, None, id=cid,
                                              marks=() if monte_here else slow))
                elif (sim, suite) == ("icarus", "VariableOut"):
                    cases.append(pytest.param(core, sim, suite, None, id=cid, marks=slow))
                    cases.append(pytest.param(core, sim, suite, variable_out_subset(core),
                                              id=f"{cid}-subset"))
                elif (sim, suite) == ("verilator", "Monte"):
                    cases.append(pytest.param(core, sim, suite, None, id=cid,
                                              marks=() if monte_by_default(core) else slow))
                elif sim == "verilator" or suite == "ShortMsg":
                    cases.append(pytest.param(core, sim, suite, None, id=cid))
                elif suite == "LongMsg" and whole_long_on_icarus(core):
                    cases.append(pytest.param(core, sim, suite, None, id=cid))
                elif suite == "LongMsg":
                    cases.append(pytest.param(core, sim, suite, None, id=cid, marks=slow))
                    part = long_subset(core)
                    head = part[:core.tiers.icarus_long_records.get(core.name, len(part))]
                    cases.append(
                        pytest.param(core, sim, suite, head, id=f"{cid}-subset{part[0]}")
                    )
                    if head != part:
                        cases.append(pytest.param(core, sim, suite, part[len(head):], marks=slow,
                                                  id=f"{cid}-subset{part[len(head)]}"))
                # Monte on Icarus: test_nist_monte_on_icarus
    return cases


def _monte_windows() -> list:
    """(core, start, count) of every Icarus Monte test: the whole file in windows of
    MONTE_WINDOW (default for `full_monte_on_icarus`, slow for the rest), and one short
    default window for each other one-context core."""
    cases = []
    for core in registry.cores():
        if "Monte" not in verify.suites_for(core):
            continue
        total = _monte_checkpoints(core)
        full = full_monte_on_icarus(core)
        for start in range(0, total, MONTE_WINDOW):
            count = min(MONTE_WINDOW, total - start)
            cases.append(
                pytest.param(core, start, count, id=f"{core.name}-icarus-Monte-{start}",
                             marks=() if full else slow)
            )
        if not full and core.contexts == 1 and not is_heavy(core):
            start = monte_short_start(core)
            cases.append(
                pytest.param(core, start, ICARUS_MONTE_SHORT,
                             id=f"{core.name}-icarus-Monte-{start}+{ICARUS_MONTE_SHORT}",
                             marks=() if core is monte_short_core(core.algorithm) else slow)
            )
    return cases


def monte_short_core(algorithm: registry.Algorithm) -> registry.Core | None:
    """The core that runs an algorithm's short default Icarus Monte window: its first
    one-context core that is neither heavy nor a twin (the iterative one, the fastest on
    Icarus), for the first algorithm of the first Monte procedure (`_procedure`) of each
    bench that runs a chain: SHAVS in tb/hc_stream_tb.v (SHA3VS is the same chain code at
    another depth: its window, 13 s of CPU, is slow) and SHAKE's in tb/hc_xof_file_tb.v
    (an algorithm whose cores are all twins has its Icarus runs on the cores they stand
    for); None for the others. The other windows are slow:
    the chain itself is the bench's (checked against hashlib on Icarus for each
    algorithm, tests/test_filehash.py) and every checkpoint runs on every core on
    Verilator, so Icarus adds only its own reading of an official chain, which one
    algorithm per bench shows (sha512_iter's window took 77 s of CPU, shake256_r1's
    59 s). SHAVS's window (sha224_iter, 31 s of CPU on a slow host) is slow too: the
    bench's SHAVS chain equals `cavp.monte_chain` on Icarus on every core of
    tests/test_filehash.py's BENCH_CORES (test_bench_monte_chain_is_the_procedure), and
    `cavp.monte_chain` gives every official checkpoint (tests/test_cavp_parser.py); the
    SHAKE bench's chain has no such test, so its window stays."""
    core = _procedure_cores().get(_procedure(algorithm))
    if core is None or core.algorithm is not algorithm or not algorithm.xof:
        return None
    first_of_bench = next(c for c in _procedure_cores().values() if c.xof == algorithm.xof)
    return core if core is first_of_bench else None


def _procedure(algorithm: registry.Algorithm) -> tuple[int | None, bool]:
    """What tells the Monte procedures apart: the chain's depth and variable output."""
    return (algorithm.monte_depth, algorithm.xof)


@functools.cache
def _procedure_cores() -> dict[tuple[int | None, bool], registry.Core]:
    """Per Monte procedure, the first one-context core with a Monte file that is neither
    heavy nor a twin, in the order of registry.ALGORITHMS, then of the cores (SHA-224's
    iterative core for SHAVS)."""
    first: dict[tuple[int | None, bool], registry.Core] = {}
    for algorithm in registry.ALGORITHMS.values():
        for c in registry.cores():
            if (c.algorithm is algorithm and c.contexts == 1 and not is_heavy(c)
                    and twin_of(c) is None and "Monte" in verify.suites_for(c)):
                first.setdefault(_procedure(algorithm), c)
    return first


def _report(result: verify.SuiteResult) -> str:
    lines = [result.summary()] + [m.describe() for m in result.mismatches]
    if result.failed > len(result.mismatches):
        lines.append(f"... and {result.failed - len(result.mismatches)} more")
    return "\n".join(lines)


def runs_algorithm_monte(twin: registry.Core) -> bool:
    """Whether `twin` runs its algorithm's Monte file on Verilator by default. A twin's
    Monte file is slow because the core it stands for runs its own, but a twin of another
    algorithm (a SHA-384 core is the SHA-512 core with another IV) has a Monte file that
    no other core reads: the first one-context twin of such an algorithm runs it, so
    every algorithm's Monte chain is checked by default."""
    same = [c for c in _cavp_cores() if c.algorithm is twin.algorithm]
    if any(twin_of(c) is None for c in same):
        return False
    return next((c for c in same if c.contexts == 1), same[0]) is twin


def _cavp_cores() -> list[registry.Core]:
    """The cores whose algorithm NIST publishes CAVP vectors for (SHA-2, SHA-3). The
    others have known-answer files of their own: tests/test_kat_vectors.py."""
    return [c for c in registry.cores() if c.algorithm.cavp_prefix is not None]


def test_every_core_has_vectors() -> None:
    """No core goes unchecked: each CAVP algorithm's core has all three CAVP suites (the
    SHAKE cores VariableOut as well), and a core without CAVP vectors has known-answer
    files in its declaration (checked by test_kat_vectors.py)."""
    for core in _cavp_cores():
        want = ["ShortMsg", "LongMsg", "Monte"] + (["VariableOut"] if core.xof else [])
        assert verify.suites_for(core) == want, core.name
    for core in registry.cores():
        assert core.algorithm.cavp_prefix is not None or core.algorithm.kat, core.name


def _default(params: list) -> list:
    return [p for p in params if not any(m.name == "slow" for m in p.marks)]


def test_default_run_checks_every_core_on_both_simulators() -> None:
    """The policy above, as the parameter lists carry it: by default every core but the
    DSP ones runs all three suites whole on Verilator (the larger Keccak rings: ShortMsg
    and LongMsg; Monte but on `Tiers.verilator_monte_slow`), and ShortMsg and (at least part of)
    LongMsg on Icarus (the DSP cores: their own rule above, every suite present, slow
    or not); the Monte windows on Icarus, default and slow together, cover every
    checkpoint of every core; the LongMsg subsets of one algorithm do not overlap."""
    default = {(c.name, s, suite, None if r is None else tuple(r))
               for c, s, suite, r in (p.values for p in _default(_cases()))}
    for core in filter(is_heavy, _cavp_cores()):
        for suite in ("ShortMsg", "LongMsg"):
            assert (core.name, "verilator", suite, None) in default, (core.name, suite)
        short = tuple(short_subset(core))
        assert (core.name, "icarus", "ShortMsg", short or None) in default, core.name
        every = {(core.name, s, suite, None) for s in SIMULATORS for suite in verify.suites_for(core)}
        allcases = {(c.name, s, suite, None) for c, s, suite, r in (p.values for p in _cases())}
        assert every - {(core.name, "icarus", "Monte", None)} <= allcases, core.name
    for core in filter(monte_on_verilator, _cavp_cores()):
        assert (core.name, "verilator", "Monte", None) in default
    for algorithm in {c.algorithm.name for c in _cavp_cores()}:
        assert any((c.name, "verilator", "Monte", None) in default
                   for c in _cavp_cores() if c.algorithm.name == algorithm), algorithm
    for core in (c for c in _cavp_cores() if not is_heavy(c)):
        twin = twin_of(core) is not None
        for suite in verify.suites_for(core):
            if suite == "Monte" and not monte_by_default(core):
                continue
            if not (twin and suite == "Monte") or runs_algorithm_monte(core):
                assert (core.name, "verilator", suite, None) in default, (core.name, suite)
        if twin:
            # Icarus and Monte marked slow: the core it stands for runs them (conftest);
            # the twins of `Tiers.icarus_short_stride` read ShortMsg records there
            short = tuple(short_subset(core))
            if short:
                assert (core.name, "icarus", "ShortMsg", short) in default
            continue
        short = tuple(short_subset(core))
        assert (core.name, "icarus", "ShortMsg", short or None) in default, core.name
        if core.xof:
            part = tuple(variable_out_subset(core))
            assert (core.name, "icarus", "VariableOut", part) in default, core.name
        longs = [r for n, s, suite, r in default if (n, s, suite) == (core.name, "icarus", "LongMsg")]
        assert longs, f"{core.name}: no LongMsg on Icarus by default"
        if reduced_on_icarus(core):
            assert [len(r) for r in longs] == [1], core.name
    for algorithm in {c.algorithm.name: c.algorithm for c in _cavp_cores()}.values():
        subsets = [set(long_subset(c)) for c in _cavp_cores()
                   if c.algorithm is algorithm and not whole_long_on_icarus(c)
                   and not is_heavy(c)]
        assert sum(map(len, subsets)) == len(set().union(*subsets)), algorithm.name
    windows = [p.values for p in _monte_windows()]
    for core in _cavp_cores():
        covered = {i for c, start, n in windows if c is core for i in range(start, start + n)}
        assert covered == set(range(_monte_checkpoints(core))), core.name
    default_monte = {c.name for c, _, _ in (p.values for p in _default(_monte_windows()))}
    assert {c.name for c in _cavp_cores() if full_monte_on_icarus(c)} <= default_monte
    # the SHAKE bench (tb/hc_xof_file_tb.v) reads an official chain on Icarus by default;
    # SHAVS's chain (tb/hc_stream_tb.v) is checked against cavp.monte_chain there instead
    # (tests/test_filehash.py, monte_short_core)
    assert {registry.get_core(n).xof for n in default_monte} == {True}


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
