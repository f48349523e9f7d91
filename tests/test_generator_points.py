"""Points of the SHA-2 generator beyond the named cores (hc_sha2_gen_stream): SHA-256
points over the whole design space (POINTS), and SHA-512 points where its 64-bit stages
differ from the 32-bit ones (POINTS_64).

The named cores (conv1/4, precomp1/4, uhs1/4, tested by every other module) are six
points of the generator; the benchmark's sweep builds any other. This module proves the
others too, on a covering set of points (POINTS): every pipeline depth 1 .. 64, every
rounds-per-clock value, every operation block, and the corner cases of the wave timing
(a one-clock wave, where a block enters every clock: 16 x 4, 32 x 2, 64 x 1 rounds).

Each point, on Verilator (a few seconds of simulation after a build of seconds to a
minute; on Icarus the deep points simulate at tens of clocks per second, so Icarus is
marked slow, and so are the 32- and 64-stage points on Verilator, SLOW_POINTS, whose
builds take minutes: the default run covers 1 to 16 stages and the one-clock wave at
16 x 4):
- the NIST SHA-256 ShortMsg file, every record, under random stalls (official vectors);
- random messages against hashlib: with several contexts the interleaving bench
  (tb/cocotb_interleave.py: interleaved tids, malformed messages, more tids than
  contexts, reset mid-traffic), with one context every length up to two blocks and
  longer ones under random stalls in the file bench the official vectors use (one
  build per point: the cocotb build of s1r4_uhs alone took 48 s).
The points reach the cocotb benches by their sweep names (registry.sweep_core).
"""

from __future__ import annotations

import random

import pytest

from hashcores import registry, verify
from hashcores.sim import SIMULATORS, build, filehash, run
from hashcores.sim.clocked import stream_wrapper

#: (stages, rounds per clock, operation block): each stages value, each rounds-per-clock
#: value and each operation block at least once, away from the named points.
POINTS: tuple[registry.GenPoint, ...] = (
    registry.GenPoint(1, 4, "uhs"),
    registry.GenPoint(1, 2, "conv_csa"),
    registry.GenPoint(2, 1, "precomp_csa"),
    registry.GenPoint(2, 4, "spatial"),
    registry.GenPoint(8, 1, "conv"),
    registry.GenPoint(8, 2, "uhs"),
    registry.GenPoint(16, 4, "precomp"),   # one-clock wave
    registry.GenPoint(32, 2, "conv_csa"),  # one-clock wave
    registry.GenPoint(64, 1, "uhs"),       # fully pipelined: a block per clock
)


#: Points on 64-bit words (SHA-512) away from its named cores, where its stages differ from
#: the 32-bit ones: the constants come from a table of the stage's own rounds indexed by
#: the clock of the wave (hc_sha2_gen_stage), and the padding units hold one block each
#: (PAD_OUT_REG = 0, handed back as the core registers it). The named pipelines have waves
#: of 20 (precomp4) and 10 (uhs4) clocks; these add a wave whose length is a power of two
#: (16 clocks, where the counter wraps by itself; 6 contexts) and the two-clock wave (a
#: one-bit counter).
POINTS_64: tuple[registry.GenPoint, ...] = (
    registry.GenPoint(5, 1, "precomp", 64),
    registry.GenPoint(40, 1, "precomp", 64),
)


def _core(point: registry.GenPoint, algorithm: str = "sha256") -> registry.Core:
    return registry.get_core(f"{algorithm}_{point.slug()}")


#: Points whose Verilator runs are slow too: 32 and 64 stages take 2 to 6 minutes of
#: CPU per build (two builds each), and so do 40 stages on 64-bit words. The one-clock
#: wave runs by default at 16 x 4.
SLOW_POINTS: tuple[registry.Core, ...] = (
    _core(registry.GenPoint(32, 2, "conv_csa")),
    _core(registry.GenPoint(64, 1, "uhs")),
    _core(registry.GenPoint(40, 1, "precomp", 64), "sha512"),
)


def _cases() -> list:
    cores = [*(_core(p) for p in POINTS), *(_core(p, "sha512") for p in POINTS_64)]
    return [
        pytest.param(core, sim, id=f"{core.name.removeprefix('sha256_')}-{sim}",
                     marks=() if sim == "verilator" and core not in SLOW_POINTS
                     else (pytest.mark.slow,))
        for core in cores
        for sim in SIMULATORS
    ]


def test_points_cover_the_design_space() -> None:
    """Every value of every generator parameter appears in POINTS, none is a named core,
    and the one-clock wave is among them."""
    assert {p.stages for p in POINTS} == {1, 2, 4, 8, 16, 32, 64} - {4}
    assert {p.rounds_per_clock for p in POINTS} == {1, 2, 4}
    assert {p.opblock for p in POINTS} == set(registry.OPBLOCKS)
    assert not set(POINTS) & set(registry.NAMED_POINTS.values())
    assert any(p.stages * p.rounds_per_clock == 64 and p.stages > 1 for p in POINTS)


def test_sweep_names_resolve() -> None:
    """A point's sweep name gives that point; a name of no point is an unknown core."""
    for point in POINTS:
        assert _core(point).point == point
    for point in POINTS_64:
        assert _core(point, "sha512").point == point
        assert point not in {c.point for c in registry.CORES.values() if c.name.startswith("sha512_")}
    for bad in ("sha256_s3r1_conv", "sha256_s64r2_conv", "sha256_s4r1_nosuch"):
        with pytest.raises(registry.UnknownCoreError):
            registry.get_core(bad)


@pytest.mark.parametrize("core,sim", _cases())
def test_point_official_vectors(core: registry.Core, sim: str) -> None:
    """Every ShortMsg record of the point's algorithm (SHA-256, SHA-512) gives the
    official digest at this point."""
    result = verify.run_suite(core, "ShortMsg", sim)
    assert result.total == result.file_records > 0
    assert result.ok, result.summary()


#: Message lengths of the single-context points' random messages: every length up to two
#: SHA-256 blocks and a byte (every padding case: the length field in the last block or
#: in a block of its own, a message ending on a block edge), and longer ones.
SINGLE_LENGTHS = (*range(129), 191, 192, 255, 256, 1000)
#: Probability of a stall on each side of the file bench in the single-context points' run.
STALL = 0.25


@pytest.mark.parametrize("core,sim", _cases())
def test_point_random_messages(core: registry.Core, sim: str) -> None:
    """Random messages agree with hashlib at this point: with several contexts
    interleaved, in the interleaving bench (tb/cocotb_interleave.py: malformed messages,
    more tids than contexts, reset mid-traffic besides); with one context one after
    another under random stalls on both sides in the file bench the official vectors
    above built (the same build: the protocol tests run on the named cores, whose control
    this is at another depth and rounds per clock)."""
    if core.contexts == 1:
        rnd = random.Random(core.name)
        messages = [rnd.randbytes(n) for n in SINGLE_LENGTHS]
        outs = filehash.hash_messages(core, messages, sim=sim, stall=STALL, seed=rnd.getrandbits(31))
        assert [o.digest for o in outs] == [core.algorithm.digest(m) for m in messages]
        assert all(not o.error and o.tid == o.sent_tid for o in outs)
        return
    env = {"HASHCORES_CORE": core.name}
    # the file bench's TID_W, as the official vectors above
    params = {**core.params, "DATA_W": 32, "TID_W": filehash.DEFAULT_TID_W}
    design = build(sim, core.family.sim_source_paths(), core.top, params,
                   wrapper=stream_wrapper(core, params))
    run(design, "cocotb_interleave", env=env)
