"""Interleaved messages on every core with several contexts (tb/cocotb_interleave.py).

For each core with `Core.contexts` > 1: `contexts` independent random message streams of
distinct tids interleaved beat by beat under random stalls on both sides, with malformed
messages among them; one tid's messages back to back while the others run; more tids
than contexts (a beat of one tid too many waits for a free context); reset in the middle
of interleaved traffic. Every output is checked against hashlib, its m_tid and m_error,
and the order of each tid's messages.

What runs by default (``-m "not slow"``, the CI run), and why. Under cocotb Icarus
simulates these cores at about 240 clocks/s (one run of this module at DATA_W=32 with
20 messages: about a minute of CPU), Verilator over a hundred times faster (a build of
5 to 15 s and a few seconds of simulation):

- Verilator: every such core whose control is its own at DATA_W=32 with
  HASHCORES_MESSAGES messages (default 20; the cores of `Tiers.shared_control` have the
  control of one of those, and their official files meet several tids in flight);
  96 (a width that does not divide the block) and 1024 (wider than a block), dealt out
  among the first cores of each stream top and block size (`other_widths`:
  sha256_conv4 at 96, sha512_conv4 at 1024): every such top puts `hc_ctx_pad` in front
  of its contexts, and the input width reaches that unit and nothing else of the top
  (tests/test_rtl_rules.py checks it; conftest.width_group). The width changes only
  hc_ctx_pad, not the datapath or the context control behind it.
- Icarus: DATA_W=32 for the cores of `Tiers.interleave_icarus`, with ICARUS_MESSAGES
  messages: `md5_s4` (the wave scheduler and `hc_ctx_pad`, the context control of every
  SHA-2, SHA-1, RIPEMD and MD5 pipeline, on the one that simulates fastest: 15 s of CPU)
  and the Keccak pipelines (`sha3_256_p2`, and `sha3_256_r1x2` for its own output
  arbitration). The interleaving logic (tid binding, context allocation, per-context
  padding units, output arbitration) is one piece of RTL per stream top, whatever the
  algorithm, block size or operation block behind it, and is checked for each core at
  32 (and each top at every width) on Verilator. On Icarus every other top interleaves
  too, in its Monte chains side by side (conftest.chain_cores: one chain per context,
  under stalls, in tests/test_filehash.py), and its cores meet several tids in flight in
  their official vectors (the file bench gives consecutive messages different tids and
  does not wait for a digest). This module's run of those tops on Icarus is slow: it
  took 202 s of CPU for sha256_conv4, sha1_conv4, ripemd160_precomp4 and luffa256_pipe8
  (98 s), a sixth of the default run's Icarus cocotb time; sha512_conv4's 112 s.
- Marked slow: the other cores on Icarus at 32, and every core on Icarus at 96 and 1024;
  the twins of `Tiers.twin_protocol_slow` everywhere (the SHA-384 and SHA-512/t cores:
  the SHA-512 core they stand for runs this module; the four-context Keccak ring and
  four-copy core, sha3_256_p4 and sha3_256_r1x4: the two-context ones run it on both
  simulators and the three-copy one on Verilator).

Settings (environment) as for tests/test_stream_cores.py: HASHCORES_MESSAGES (about the
number of messages per cocotb test, default 20; when set, it also overrides
ICARUS_MESSAGES), HASHCORES_SEED, HASHCORES_WAVES=1.
"""

from __future__ import annotations

import os
import random

import pytest

from hashcores import registry
from hashcores.sim import SIMULATORS, build, run
from hashcores.sim.clocked import stream_wrapper
from tests.conftest import chain_cores, dealt_widths, is_heavy, width_cores, width_group, width_key

#: The cores whose stream top interleaves messages.
CORES = [c for c in registry.cores() if c.contexts > 1]
#: The first core of each stream top and block size, and the widths beside 32 it
#: interleaves at (dealt out among the cores of one padding unit: conftest.dealt_widths).
OTHER_WIDTHS = dealt_widths(width_cores(CORES), [96, 1024])

#: DATA_W -> TID_W. The tests need more tids than contexts (2**TID_W > contexts). At 32
#: and 96 they are the stream tests' (tests/test_stream_cores.py), so a core that runs
#: both at one width builds once.
#: 96 does not divide the block; 1024 is wider than a block, so even a message's first
#: beat is written in pieces over several clocks before it is taken (the context it goes
#: to must not change in between).
WIDTHS: dict[int, int] = {32: 8, 96: 5, 1024: 4}

#: About how many messages a cocotb test sends on Icarus (HASHCORES_MESSAGES overrides).
ICARUS_MESSAGES = 8


def test_dsp_core_contexts_are_checked() -> None:
    """The 1600-bit DSP datapath takes one context or four (one per pipeline stage); the
    compact one only one. Anything else is a clear error, not a core that hangs."""
    assert any(is_heavy(c) for c in CORES), "no multi-message DSP core in the registry"
    for arch, contexts in (("compact", 4), ("1600", 2), ("1600", 8)):
        with pytest.raises(ValueError, match="contexts"):
            registry.dsp_core("sha3_256", arch, contexts=contexts)


def other_widths(core: registry.Core) -> tuple[int, ...]:
    """The widths beside 32 a core interleaves at on Verilator by default (policy above):
    the first cores of the stream tops share 96 and 1024, so that hc_ctx_pad, the one
    module the width reaches, meets both. The other cores interleave at 32 on Verilator."""
    return OTHER_WIDTHS.get(core.name, ())


def on_icarus(core: registry.Core) -> bool:
    """Runs on Icarus by default at DATA_W=32 (`Tiers.interleave_icarus`)."""
    return core.name in core.tiers.interleave_icarus


def _cases() -> list:
    cases = []
    for core in CORES:
        for sim in SIMULATORS:
            for w, t in WIDTHS.items():
                own_control = core.name not in core.tiers.shared_control
                default = ((sim == "verilator" and core.name not in core.tiers.twin_protocol_slow
                            and ((w == 32 and own_control) or w in other_widths(core)))
                           or (w == 32 and on_icarus(core)))
                marks = () if default else (pytest.mark.slow,)
                cases.append(pytest.param(core, sim, w, t, id=f"{core.name}-{sim}-w{w}", marks=marks))
    return cases


def test_some_core_interleaves() -> None:
    """The registry has cores with several contexts (else this module tests nothing)."""
    assert CORES, "no core with contexts > 1 in the registry"
    for core in CORES:
        assert 2 ** WIDTHS[32] > core.contexts, core.name


def test_default_run_covers_every_core_and_algorithm() -> None:
    """The policy above, as the parameter list carries it: by default every such core
    whose control is its own runs on Verilator at 32 (the others' control is one of
    those: `Tiers.shared_control`), each padding unit at every width (on some top), and
    on Icarus every stream top interleaves, here or in its Monte chains side by side."""
    default = [p.values[:3] for p in _cases() if not p.marks]
    for core in (c for c in CORES if c.name not in c.tiers.twin_protocol_slow):
        shared = core.name in core.tiers.shared_control
        assert ((core, "verilator", 32) in default) == (not shared), core.name
    for group in {width_group(width_key(c)) for c in CORES}:
        for w in WIDTHS:
            assert any(width_group(width_key(c)) == group and s == "verilator" and dw == w
                       for c, s, dw in default), (group, w)
    on_icarus = {c.top for c, s, _ in default if s == "icarus"}
    assert on_icarus, "the malformed, surplus-tid and reset cases meet Icarus on no top"
    assert on_icarus | {c.top for c in chain_cores(CORES)} == {c.top for c in CORES}


@pytest.mark.parametrize("core,sim,data_w,tid_w", _cases())
def test_interleaved_streams(core: registry.Core, sim: str, data_w: int, tid_w: int) -> None:
    """Every cocotb test of tb/cocotb_interleave.py passes."""
    params = {**core.params, "DATA_W": data_w, "TID_W": tid_w}
    design = build(sim, core.family.sim_source_paths(), core.top, params,
                   wrapper=stream_wrapper(core, params))
    env = {"HASHCORES_CORE": core.name}
    if sim == "icarus" and not os.environ.get("HASHCORES_MESSAGES", "").strip():
        env["HASHCORES_MESSAGES"] = str(ICARUS_MESSAGES)
    run(design, "cocotb_interleave", env=env)


def test_parallel_keccak_three_datapaths() -> None:
    """The parallel Keccak core at a point outside the registry, three datapaths (not a
    power of two, so the output register's round-robin wraps at a count its index width
    does not): random messages (rate edges favoured) of four tids, three open at a time
    (so contexts are rebound to other tids), interleaved beat by beat under random stalls
    on both sides, on Verilator; every digest against hashlib. Points that cannot be built
    are refused."""
    from hashcores.sim import filehash

    core = registry.keccak_pipe_core("sha3_512", 3, parallel=True)
    assert core.name == "sha3_512_r1x3" and core.contexts == 3
    rng = random.Random(core.name)
    rate = core.algorithm.block_bits // 8
    lengths = [0, 1, rate - 1, rate, rate + 1, 2 * rate] + [rng.randrange(3 * rate) for _ in range(18)]
    messages = [rng.randbytes(n) for n in lengths]
    outs = filehash.hash_messages(core, messages, data_w=64, stall=0.3, tid_w=2, interleave=3)
    for m, o in zip(messages, outs):
        assert not o.error and o.digest == core.algorithm.digest(m), len(m)
    for stages, rpc in ((1, 1), (2, 5)):
        with pytest.raises(ValueError):
            registry.keccak_pipe_core("sha3_256", stages, rpc, parallel=True)
    with pytest.raises(ValueError, match="digests only"):
        registry.keccak_pipe_core("shake_128", 2, parallel=True)
