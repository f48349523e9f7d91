"""The file-driven bench and its Python API (hashcores.sim.filehash).

File digests equal hashlib's on both simulators (the basis of `hashcores hash`); the
bench packs any DATA_W correctly and runs the Monte chain like the Python procedure (and,
for an algorithm with no official Monte file, a chain of 1,000 hashes from a random start
against the reference); the
API raises the documented errors; builds are cached by content and safe to share between
parallel workers.
"""

from __future__ import annotations

import dataclasses
import math
import random
import threading
from pathlib import Path

import pytest

from hashcores import registry
from hashcores.errors import BadInputError, ToolFailedError, ToolMissingError
from hashcores.sim import filehash
from hashcores.sim.beats import beat_count, round_robin
from hashcores.sim.tools import SIMULATORS
from hashcores.vectors import cavp
from tests.conftest import chain_cores, first_cores, twin_of, width_cores

CORES = registry.cores()


def _marks(core: registry.Core) -> tuple:
    """Slow: the cores of `Tiers.filehash_slow`, and the twins (the bench drives the core
    they stand for the same way). The bench is one Verilog file for every core: of the
    Luffa cores, whose own vectors go through it anyway (tests/test_kat_vectors.py,
    million-'a' included), the two control timings run by default; of the DSP-datapath
    cores (paper 003, 168 clocks per block), one."""
    if core.name in core.tiers.filehash_slow or twin_of(core) is not None:
        return (pytest.mark.slow,)
    return ()


def _per_core() -> list:
    return [pytest.param(c, id=c.name, marks=_marks(c)) for c in CORES]


#: The cores that meet the bench's own procedures (packing at other widths, the Monte
#: chain) by default: the first of each width_key (stream top, block size, contexts),
#: where the bench's beats meet a different padding unit or routing, and the first of
#: each algorithm (digest size, Monte depth, byte order). The procedures are the bench's
#: Verilog, one file for every core; the others' runs are slow.
BENCH_CORES = (set(width_cores(CORES).values())
               | set(first_cores(CORES, lambda c: c.algorithm.name).values()))


def _bench_marks(core: registry.Core) -> tuple:
    """Slow unless `core` is one of BENCH_CORES (then as `_marks`)."""
    return _marks(core) if core.name in BENCH_CORES else (pytest.mark.slow,)


def _bench_procedure_cores() -> list:
    return [pytest.param(c, id=c.name, marks=_bench_marks(c)) for c in CORES]
#: File sizes around the SHA-2 padding boundaries (55 fits one block, 56 does not).
SIZES = (0, 1, 55, 56, 63, 64, 65, 119, 120, 128)
MIB = 1 << 20


def _files_cases() -> list:
    """Every core on Verilator (its build is the official files' one); on Icarus the
    cores of BENCH_CORES (the bench's Verilog and `hashcores hash`'s Python are one for
    every core, and every core meets the bench on Icarus in its official files: the other
    cores' runs here, 40 s of CPU, are slow)."""
    return [pytest.param(c, s, id=f"{c.name}-{s}",
                         marks=_marks(c) if s == "verilator" else _bench_marks(c))
            for c in CORES for s in SIMULATORS]


def _files(folder: Path, sizes: tuple[int, ...], seed: int) -> list[Path]:
    rnd = random.Random(seed)
    paths = []
    for size in sizes:
        path = folder / f"msg{size}.bin"
        path.write_bytes(rnd.randbytes(size))
        paths.append(path)
    return paths


def _check(core: registry.Core, paths: list[Path], outs: list[filehash.StreamOutput]) -> None:
    assert len(outs) == len(paths)
    for path, out in zip(paths, outs):
        want = core.algorithm.digest(path.read_bytes())
        assert out.digest == want, f"{path.name}: got {out.digest_hex}, want {want.hex()}"
        assert not out.error and out.tid == out.sent_tid
        assert out.first_beat_cycle < out.out_cycle


@pytest.mark.parametrize("core,sim", _files_cases())
def test_files_match_hashlib(tmp_path: Path, core: registry.Core, sim: str) -> None:
    """Files of 0..128 bytes (around the padding boundaries), given as paths, hash to
    hashlib's digests in one run."""
    paths = _files(tmp_path, SIZES, seed=1)
    _check(core, paths, filehash.hash_messages(core, paths, sim=sim))


def _mebibyte_cases() -> list:
    """Verilator by default; Icarus (over a minute) slow; `Tiers.mebibyte_slow` slow: Luffa
    (the Python model takes 30 s per MiB; the Luffa million-'a' vectors run through the
    bench by default) and the DSP cores (1.3 million clocks; their LongMsg vectors run by
    default)."""
    slow = (pytest.mark.slow,)
    return [
        pytest.param(c, s, id=f"{c.name}-{s}",
                     marks=slow if c.name in c.tiers.mebibyte_slow or s == "icarus" else _marks(c))
        for c in CORES for s in ("verilator", "icarus")
    ]


@pytest.mark.parametrize("core,sim", _mebibyte_cases())
def test_one_mebibyte_file(tmp_path: Path, core: registry.Core, sim: str) -> None:
    """A 1 MiB file hashes to the reference digest (Icarus takes over a minute: slow)."""
    paths = _files(tmp_path, (MIB,), seed=2)
    _check(core, paths, filehash.hash_messages(core, paths, sim=sim))


@pytest.mark.parametrize("data_w", (64, 96, 512))
@pytest.mark.parametrize("core", _bench_procedure_cores())
def test_bench_widths_with_stalls(core: registry.Core, data_w: int) -> None:
    """The bench packs beats right for widths other than 32 (96: lanes that straddle
    blocks; 512: a block per beat), with stalls on both sides (Icarus: fast to build)."""
    rnd = random.Random(data_w)
    messages = [rnd.randbytes(n) for n in (0, 1, 11, 12, 55, 56, 64, 100, 191, 200, 333)]
    outs = filehash.hash_messages(core, messages, sim="icarus", data_w=data_w, stall=0.5, seed=7)
    for message, out in zip(messages, outs):
        assert out.digest == core.algorithm.digest(message), f"{len(message)} bytes"
        assert not out.error and out.tid == out.sent_tid


@pytest.mark.parametrize("depth", (1, 3))
@pytest.mark.parametrize("core", [p for p in _bench_procedure_cores() if not p.values[0].xof])
def test_bench_monte_chain_is_the_procedure(core: registry.Core, depth: int) -> None:
    """The chain run in the bench equals cavp.monte_chain with hashlib, for the SHAVS
    window of 3 digests and the SHA3VS window of 1 (short chains, with stalls)."""
    seed = random.Random(depth).randbytes(core.algorithm.digest_bits // 8)
    got = filehash.run_monte(core, seed, sim="icarus", checkpoints=3, steps=4, depth=depth, stall=0.3)
    assert got == list(cavp.monte_chain(core.algorithm.digest, seed, depth, 3, 4))


def _chains_cases() -> list:
    """One multi-context core per stream top (conftest.chain_cores: the first, which runs
    the Monte chains of its top's cores side by side), on both simulators."""
    return [pytest.param(c, s, id=f"{c.name}-{s}") for c in chain_cores(CORES) for s in SIMULATORS]


@pytest.mark.parametrize("core,sim", _chains_cases())
def test_monte_chains_side_by_side(core: registry.Core, sim: str) -> None:
    """Monte chains run side by side (one per context, interleaved on the core, with
    stalls) each equal cavp.monte_chain from its own seed, whatever order their digests
    come in; more chains than contexts are refused (they would deadlock the core)."""
    rnd = random.Random(core.name)
    depth = core.algorithm.monte_depth or 3
    n = core.contexts
    chains = [(rnd.randbytes(core.algorithm.digest_bits // 8), 1 + i % 2) for i in range(n)]
    got = filehash.run_monte_chains(core, chains, sim=sim, steps=3, depth=depth, stall=0.3)
    for (seed, checkpoints), found in zip(chains, got):
        assert found == list(cavp.monte_chain(core.algorithm.digest, seed, depth, checkpoints, 3))
    with pytest.raises(BadInputError, match="chains"):
        filehash.run_monte_chains(core, chains + chains[:1], sim=sim, steps=1)


#: Iterations of the chained-hash test (MD = H(MD), the SHA3VS procedure with one
#: checkpoint) of the algorithms that declare a Monte procedure but have no official
#: Monte file to run it against (no CAVP prefix: MD5).
OWN_CHAIN_STEPS = 1000


def _own_chain_cases() -> list:
    """Every core of such an algorithm on Verilator (a second or two each: the long-chain
    check stands in for an official Monte file, so `Tiers.filehash_slow` does not cut
    it; a twin's is slow); on Icarus the algorithm's first core by default (the chain
    runs in the bench's Verilog, the same for every core, and
    test_bench_monte_chain_is_the_procedure checks the other cores' chains on Icarus
    where their file-bench tests run), the others slow."""
    cases = []
    for algorithm in registry.ALGORITHMS.values():
        if algorithm.monte_depth is None or algorithm.cavp_prefix is not None or algorithm.xof:
            continue
        cores = [c for c in CORES if c.algorithm is algorithm]
        for core in cores:
            for sim in SIMULATORS:
                slow = (sim == "icarus" and core is not cores[0]) or twin_of(core) is not None
                cases.append(pytest.param(core, sim, id=f"{core.name}-{sim}",
                                          marks=(pytest.mark.slow,) if slow else ()))
    return cases


@pytest.mark.parametrize("core,sim", _own_chain_cases())
def test_own_chain_matches_reference(core: registry.Core, sim: str) -> None:
    """OWN_CHAIN_STEPS chained hashes from a random start, run in the bench with stalls,
    end where the reference's chain ends (the long-chain check CAVP's Monte files give
    the other algorithms)."""
    seed = random.Random(core.name).randbytes(core.algorithm.digest_bits // 8)
    depth = core.algorithm.monte_depth
    assert depth is not None
    got = filehash.run_monte(core, seed, sim=sim, checkpoints=1, steps=OWN_CHAIN_STEPS, stall=0.25)
    assert got == list(cavp.monte_chain(core.algorithm.digest, seed, depth, 1, OWN_CHAIN_STEPS))


def _cycles_cases() -> list:
    """The cores of `_per_core`: by default the first with one context and the first with
    several, of the digest cores and of the extendable-output ones, the others slow. The
    measurement is the bench's Verilog (one file for the digest tops, one for the
    extendable-output ones) and hashcores.sim.filehash's Python, the same for every core
    of a kind, and this test asserts no figure: the benchmark measures every core it
    reports (the first of each stream top, block size and context count took 72 s of
    CPU, 17 cores)."""
    default = set(first_cores(CORES, lambda c: (c.xof, c.contexts > 1)).values())
    return [pytest.param(c, id=c.name, marks=_marks(c) if c.name in default
                         else (pytest.mark.slow,)) for c in CORES]


@pytest.mark.parametrize("core", _cycles_cases())
def test_stream_cycles_report(core: registry.Core) -> None:
    """stream_cycles measures (no figure is asserted: performance lives in the benchmark)."""
    report = filehash.stream_cycles(core, sim="verilator")
    assert report.core == core.name and report.data_w == 32
    for value in (report.clocks_per_block, report.clocks_per_message_short, report.latency_one_block,
                  report.aggregate_clocks_per_block):
        assert math.isfinite(value) and value > 0
    assert report.contexts == core.contexts
    if core.contexts == 1:
        assert report.aggregate_clocks_per_block == report.clocks_per_block


# --- interleaved messages -------------------------------------------------------------------


@pytest.mark.parametrize("open_at_once", (1, 2, 3, 7))
def test_round_robin_order(open_at_once: int) -> None:
    """Every message's beats come once, in order, with the right bytes and flags; at most
    `open_at_once` messages are open at a time, and the open ones take turns."""
    rnd = random.Random(open_at_once)
    lengths = [rnd.choice((0, 1, 4, 5, 17, 64, 100)) for _ in range(12)]
    kb = 4
    beats = list(round_robin(lengths, kb, open_at_once))
    for m, length in enumerate(lengths):
        mine = [b for b in beats if b.message == m]
        assert [b.index for b in mine] == list(range(beat_count(length, kb)))
        assert sum(b.nbytes for b in mine) == length
        assert [b.first for b in mine] == [i == 0 for i in range(len(mine))]
        assert [b.last for b in mine] == [i == len(mine) - 1 for i in range(len(mine))]
        assert all(b.nbytes == kb for b in mine[:-1])
    open_now: list[int] = []
    for position, beat in enumerate(beats):
        if beat.first:
            open_now.append(beat.message)
        assert len(open_now) <= open_at_once
        if beat.last:
            open_now.remove(beat.message)
        if open_at_once == 1:
            continue
        # round-robin: before a message's next beat, every other open message has a turn
        if not beat.last:
            later = [b.message for b in beats[position + 1:]]
            turn = later[: later.index(beat.message)]
            assert {m for m in open_now if m != beat.message} <= set(turn)
    assert [b.message for b in beats if b.first] == list(range(len(lengths)))
    if open_at_once == 1:
        assert [b.message for b in beats] == sorted(b.message for b in beats)


@pytest.mark.parametrize("open_at_once", (2, 4))
def test_round_robin_never_opens_two_messages_of_one_tid(open_at_once: int) -> None:
    """With keys (the s_tid, message i's is i mod open_at_once), a message opens only when
    no open message has its key, even when a later message ends first: every message's
    beats still come once and in order, and the messages open in list order."""
    rnd = random.Random(10 + open_at_once)
    lengths = [rnd.choice((0, 4, 40, 200)) for _ in range(20)]
    keys = [i % open_at_once for i in range(len(lengths))]
    beats = list(round_robin(lengths, 4, open_at_once, keys))
    open_keys: set[int] = set()
    for beat in beats:
        if beat.first:
            assert keys[beat.message] not in open_keys, beat
            open_keys.add(keys[beat.message])
        if beat.last:
            open_keys.remove(keys[beat.message])
    for m, length in enumerate(lengths):
        assert [b.index for b in beats if b.message == m] == list(range(beat_count(length, 4)))
    assert [b.message for b in beats if b.first] == list(range(len(lengths)))
    with pytest.raises(ValueError, match="keys"):
        list(round_robin(lengths, 4, open_at_once, keys[:-1]))


#: Cores that take beats of different s_tid interleaved, as their tiers choose them
#: (`Tiers.filehash_interleave`: one per SHA-256 operation block).
MULTI = [c for c in CORES if c.name in c.tiers.filehash_interleave]


@pytest.mark.parametrize("core", MULTI, ids=lambda c: c.name)
def test_interleaved_messages_with_stalls(core: registry.Core) -> None:
    """Messages sent interleaved beat by beat (more of them than the core has contexts, so
    contexts are reused) hash to hashlib's digests, with stalls on both sides (Icarus)."""
    rnd = random.Random(core.contexts)
    messages = [rnd.randbytes(n) for n in (0, 3, 55, 56, 64, 119, 130, 200, 64, 1, 300)]
    outs = filehash.hash_messages(core, messages, sim="icarus", stall=0.3, seed=5,
                                  interleave=core.contexts)
    for message, out in zip(messages, outs):
        assert out.digest == core.algorithm.digest(message), f"{len(message)} bytes"
        assert not out.error and out.tid == out.sent_tid


def test_interleave_needs_distinct_tids() -> None:
    with pytest.raises(BadInputError, match="interleave"):
        filehash.hash_messages(CORES[0], [b"a", b"b", b"c"], sim="icarus", tid_w=1, interleave=3)


# --- errors ---------------------------------------------------------------------------------


def test_missing_file(tmp_path: Path) -> None:
    """A file that does not exist is a BadInputError saying so."""
    with pytest.raises(BadInputError, match="no such file"):
        filehash.hash_messages(CORES[0], [tmp_path / "absent.bin"], sim="icarus")


def test_bad_stall_probability() -> None:
    """A stall probability of 1 would never send anything: refused."""
    with pytest.raises(BadInputError):
        filehash.hash_messages(CORES[0], [b"abc"], sim="icarus", stall=1.0)


def test_missing_simulator(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the simulator on PATH: ToolMissingError with the install hint."""
    monkeypatch.setenv("PATH", "/nonexistent")
    for sim in SIMULATORS:
        with pytest.raises(ToolMissingError, match="bootstrap"):
            filehash.hash_messages(CORES[0], [b"abc"], sim=sim)


# A module with the stream top's ports (digest: the first beat, ready at once): enough to
# compile and run the bench without the real RTL.
STUB_RTL = """\
`default_nettype none
module hc_stub_stream #(parameter DATA_W = 32, parameter TID_W = 1, parameter DIGEST_BITS = 64) (
    input  wire clk, input wire rst_n,
    input  wire [DATA_W-1:0] s_tdata, input wire [DATA_W/8-1:0] s_tkeep, input wire s_tlast,
    input  wire [TID_W-1:0] s_tid, input wire s_tvalid, output wire s_tready,
    output reg [DIGEST_BITS-1:0] m_digest, output reg [TID_W-1:0] m_tid, output wire m_error,
    output reg m_valid, input wire m_ready);
    assign s_tready = !m_valid;
    assign m_error = 1'b0;
    always @(posedge clk) begin
        if (!rst_n) m_valid <= 1'b0;
        else begin
            if (m_valid && m_ready) m_valid <= 1'b0;
            if (s_tvalid && s_tready && s_tlast) begin
                m_valid <= 1'b1;
                m_digest <= {DIGEST_BITS{1'b0}};
                m_tid <= s_tid;
            end
        end
    end
endmodule
`default_nettype wire
"""


def _stub_core(folder: Path, text: str = STUB_RTL) -> registry.Core:
    source = folder / "hc_stub_stream.v"
    source.write_text(text)
    family = registry.Family("stub", "a stand-in for tests", (str(source),))
    return dataclasses.replace(CORES[0], name="stub", family=family, top="hc_stub_stream", params={"DIGEST_BITS": 256})


def test_compile_failure_names_the_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """RTL that does not compile: ToolFailedError pointing at a compile log that exists."""
    monkeypatch.setenv("HASHCORES_BUILD", str(tmp_path / "build"))
    core = _stub_core(tmp_path, "module hc_stub_stream(; endmodule\n")
    with pytest.raises(ToolFailedError, match="compile.log") as caught:
        filehash.build(core, "icarus")
    log = Path(str(caught.value).split("see ")[-1])
    assert log.is_file() and "hc_stub_stream" in log.read_text()


def test_build_is_cached_by_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second build with the same sources reuses the folder untouched; a changed source
    gets a new folder; DATA_W is part of the key."""
    monkeypatch.setenv("HASHCORES_BUILD", str(tmp_path / "build"))
    core = _stub_core(tmp_path)
    first = filehash.build(core, "icarus")
    stamp = (first.folder / "built").stat().st_mtime_ns
    again = filehash.build(core, "icarus")
    assert again.folder == first.folder and (again.folder / "built").stat().st_mtime_ns == stamp
    assert filehash.build(core, "icarus", data_w=64).folder != first.folder
    changed = _stub_core(tmp_path, STUB_RTL + "// a change\n")
    assert filehash.build(changed, "icarus").folder != first.folder


def test_concurrent_builds_share_one_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Builds of one key started together (as pytest-xdist workers do) both succeed, give
    the same folder and leave no half-made folders behind; the result then runs."""
    monkeypatch.setenv("HASHCORES_BUILD", str(tmp_path / "build"))
    core = _stub_core(tmp_path)
    results: list[filehash.Bench] = []
    errors: list[BaseException] = []

    def build() -> None:
        try:
            results.append(filehash.build(core, "icarus"))
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=build) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    assert len({r.folder for r in results}) == 1
    leftovers = [p.name for p in (tmp_path / "build" / "filetb").iterdir() if p.name.startswith(".")]
    assert leftovers == []
    outs = filehash.hash_messages(core, [b"", b"x" * 9], sim="icarus")
    assert [o.tid for o in outs] == [0, 1]
