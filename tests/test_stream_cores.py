"""Every core's stream top, on Verilator and Icarus, against hashlib (tb/cocotb_stream.py).

One pytest test per core x simulator x input width runs the cocotb tests of the bench:
random messages (boundary lengths favoured) with and without random stalls, tid round
trips, zero-length and empty-last-beat messages, every malformed-stream case of
docs/interface.md, and reset mid-message / mid-hash / with a digest pending. A second
test builds each core with a small MAX_BYTES_W to check the too-long error. The core runs
inside tb/hc_stream_tb.v (port mode), which makes the clock (hashcores.sim.clocked).

What runs by default (``-m "not slow"``, the CI run), and why. Under cocotb Icarus
simulates a 4-stage core at about 240 clocks/s and a single-stage one at about 900;
Verilator is over 100 times faster, so its cost is the build (5 to 15 s per width):

- Verilator: every core whose control is its own at DATA_W=32, all cocotb tests,
  HASHCORES_MESSAGES random messages (default 20); the cores of `Tiers.shared_control`
  none at 32 (as on Icarus, below: another core's control, which runs them). The other
  widths of WIDTHS (64, 96, 512) run on one core per padding unit and context count:
  WIDTH_CORES holds the first core of each stream top, block size and context count
  (e.g. sha256_iter, sha256_conv1, sha256_conv4, sha512_iter, sha3_384_r1,
  luffa224_conv), and the widths are dealt out among those of one padding unit
  (`hc_stream_pad` or `hc_ctx_pad`) and context count (conftest.dealt_widths,
  width_group: sha256_iter 64, sha512_iter 96, sha3_224_r1 512 for the tops with one
  `hc_stream_pad`), so that each padding unit meets every width in a whole stream top,
  with one context and with several. The input width reaches a top's padding unit and
  nothing else of the top (tests/test_rtl_rules.py checks each top's RTL for it), and
  the padding unit meets several widths of every padding rule alone (tests/test_pad.py);
  the multi-context tops interleave at 96 and 1024 as well (tests/test_interleave.py).
  The other cores' other widths are marked slow.
- Icarus, DATA_W=32: every cocotb test on one core of each stream top and context count
  at least, and on every core whose control is its own; the others
  (`Tiers.shared_control`) run none there by default, nor on Verilator. The multi-context
  cores of `Tiers.icarus_stream_slow` run none on Icarus by default either (every one on
  Verilator): sha256_conv4, sha1_conv4 and ripemd160_precomp4 have the context control of
  md5_s4 (the `s_tid` router, `hc_ctx_pad`, `hc_wave_sched`), which runs every test
  there; they meet Icarus with several tids in flight in their official files and in
  their Monte chains side by side (tests/test_filehash.py). Their runs took 97 s of CPU.
  (sha3_256_r1x3 and r1x4 are twins of sha3_256_r1x2: below.) What Icarus adds to Verilator
  is a four-state, event-driven reading of the control (flow control, errors, reset),
  which those cores show; a core of `shared_control` has the control of a core that
  runs everything there, and its datapath meets Icarus in its official vectors (the file
  bench: ShortMsg and part of LongMsg, or the known-answer files, under random stalls on
  both sides). Those cores are: the sha224 cores (their sha256 twins with another IV and
  a truncated digest, DIGEST_BITS=224); the SHA-256 generator cores but sha256_conv1
  and sha256_conv4 (their control with another operation block); the SHA-512 generator cores
  (the SHA-256 ones' RTL on 64-bit words); the MD5 points other than md5_v1 and md5_s4;
  the Luffa cores that share luffa256_conv's control (another DIGEST_BITS or the RAM
  S-boxes). Their official files run whole on Verilator under random stalls on both
  sides, and a width dealt to one of them (conftest.dealt_widths) runs every cocotb
  test there. The generator cores send fewer random messages on Icarus
  (`Tiers.icarus_messages`); the boundary-length, malformed-stream and reset tests do
  not depend on that count and run whole.
- Icarus, DATA_W=32, Luffa: every cocotb test on the Luffa-256 whole-round, step,
  pipelined, gated and negedge cores and the 8-stage multi-message pipeline
  (luffa256_pipe8): each has its own control timing, and the falling-edge register is
  where simulators' event order could differ. The Luffa-512 pipeline is its twin (w = 5,
  two blank rounds: Verilator at 32); the Luffa-224/384 and four-stage pipelines share
  their control (`shared_control`). Luffa cores send 10 random messages there
  (`icarus_messages`: the model is pure Python).
- Icarus, the other widths of WIDTHS: each on one single-context core (ICARUS_WIDTHS);
  the padding unit that the width changes is the same module in every core.
- The too-long test: one core per stream top, block size and context count
  (WIDTH_CORES), at one width of TOO_LONG_WIDTHS each, rotating: those with one context
  on Icarus (a build of under a second; Verilator's builds of them took 82 s of CPU
  between them), those with several on Verilator. The error is raised by the shared
  padding unit and passed on by the top; the datapath behind it plays no part, and the
  padding units alone meet it on both simulators (tests/test_pad.py).
- The DSP cores of paper 003 (`*_dsp_compact[_lut]`, 168 clocks per block): DATA_W=32
  only (the width changes only the padding unit, as for the Luffa variants); every cocotb
  test on Verilator for `Tiers.stream_verilator_full` (the compact DSP48E2 version through the simulation
  model and its plain-logic twin, and the four-message 1600-bit cores
  `sha3_256_dsp_1600_x4[_lut]`, whose control is their own: a few seconds each after the
  build), DIGEST_TESTS for the other SHA3-256 DSP cores (`stream_verilator_digests`); the
  other digest sizes (the same datapath at another rate, which the official vectors check
  on Verilator by default) slow; on Icarus none by default: their official ShortMsg
  file runs there (tests/test_nist.py, random stalls on both sides), 50 s of CPU on a
  compact DSP48E2 version, where the digest tests took 27 s. The too-long test: slow.
- Marked slow: SLOW_WIDTHS (128, 160, 1024) everywhere, and on Icarus every (core,
  width) pair not listed above.

A twin (`Tiers.twins`) runs DATA_W=32 on Verilator only; a twin named in
`Tiers.twin_protocol_slow` (the SHA-384 and SHA-512/t cores, the SHA-512 cores with
another IV and digest width) runs none of these tests by default: its official vectors
(tests/test_nist.py) show what sets it apart.

Which core takes which rule is data of its family's declaration (hashcores.families,
`registry.Tiers`: heavy, twins and the fields named above); a core added to a declaration
is picked up automatically; the extendable-output
cores (SHAKE: a stream out instead of m_digest) have their own bench,
tests/test_shake_cores.py.

Settings (environment):
    HASHCORES_MESSAGES  random messages per cocotb test (default 20; when set, it also
                        overrides ICARUS_MESSAGES)
    HASHCORES_SEED      replay a failure (every failure message prints its seed)
    HASHCORES_WAVES=1   dump waveforms into the build folder
Tests marked slow run with ``-m slow`` (or ``-m ""`` for everything).
"""

from __future__ import annotations

import os

import pytest

from hashcores import registry
from hashcores.sim import SIMULATORS, build, run
from hashcores.sim.clocked import stream_wrapper
from tests.conftest import dealt_widths, is_heavy, twin_of, width_cores, width_group

#: Input widths every core is tested at, with the TID_W used for each (TID_W varies so
#: that the default of 1 and wide tids are both covered). 96 is an odd ratio to the
#: block; 1024 carries several blocks per beat for 512-bit blocks. 32 and 96 take the
#: interleave tests' TID_W (tests/test_interleave.py), so a multi-context core that runs
#: both at one width builds once.
WIDTHS: dict[int, int] = {32: 8, 64: 1, 96: 5, 512: 4}
SLOW_WIDTHS: dict[int, int] = {128: 2, 160: 3, 1024: 6}

#: Byte-counter width of the too-long build: messages of 256 bytes or more are too long.
SMALL_MAX_BYTES_W = 8
TOO_LONG_WIDTHS = (32, 96, 512)

#: The cocotb tests of tb/cocotb_stream.py that check digests (the reduced set).
DIGEST_TESTS = (
    "random_messages_back_to_back",
    "random_messages_random_stalls",
    "every_boundary_length",
    "zero_length_and_empty_last_beat",
)



def _dsp_case(core: registry.Core, sim: str, w: int, t: int, cid: str) -> list:
    """The cases of a heavy (DSP) core (policy above): every cocotb test on Verilator at
    32 for `Tiers.stream_verilator_full`, DIGEST_TESTS at 32 for
    `stream_verilator_digests`; none on Icarus by default."""
    tiers = core.tiers
    if w != 32:
        return [pytest.param(core, sim, w, t, None, id=cid, marks=slow)]
    if sim == "verilator" and core.name in tiers.stream_verilator_full:
        return [pytest.param(core, sim, w, t, None, id=cid)]
    default = sim == "verilator" and core.name in tiers.stream_verilator_digests
    return [pytest.param(core, sim, w, t, DIGEST_TESTS, id=f"{cid}-digests",
                         marks=() if default else slow),
            pytest.param(core, sim, w, t, None, id=cid, marks=slow)]


#: The cores with the m_digest output this bench drives (the SHAKE cores: test_shake_cores.py).
DIGEST_CORES = [c for c in registry.cores() if not c.xof]
SINGLE = [c for c in DIGEST_CORES if c.contexts == 1 and not is_heavy(c)]


#: The core of each width_key that runs other widths of WIDTHS on Verilator by default
#: (not a DSP core or a larger Keccak ring: their own rules above).
WIDTH_CORES: dict[tuple[str, str, int, bool], str] = width_cores(DIGEST_CORES)
#: Which widths beside 32 each of them runs by default (dealt among the cores of one
#: padding unit and context count: conftest.width_group).
OTHER_WIDTHS: dict[str, tuple[int, ...]] = dealt_widths(WIDTH_CORES, [w for w in WIDTHS if w != 32])

#: Icarus widths other than 32 run by default, each on one single-context core.
ICARUS_WIDTHS: dict[int, str] = {
    w: SINGLE[(2 * i + 1) % len(SINGLE)].name for i, w in enumerate(w for w in WIDTHS if w != 32)
}

slow = pytest.mark.slow


def icarus_messages(core: registry.Core) -> int:
    """Random messages per cocotb test on Icarus (`Tiers.icarus_messages`; 20 for the
    iterative SHA-2 cores, 10 and 6 for the one- and four-stage generator cores, 8 for
    the Keccak cores (the 1600-bit state: about 1000 clocks/s on Icarus under cocotb), 4
    for the DSP ones (168 clocks per block), 10 for Luffa's (the Python model);
    HASHCORES_MESSAGES overrides it)."""
    return core.tiers.messages_on_icarus(core.name)


def _stream_cases() -> list:
    cases = []
    for core in DIGEST_CORES:
        for sim in SIMULATORS:
            for w, t in {**WIDTHS, **SLOW_WIDTHS}.items():
                cid = f"{core.name}-{sim}-w{w}"
                on_verilator = sim == "verilator" and (w == 32 or w in OTHER_WIDTHS.get(core.name, ()))
                if is_heavy(core):
                    cases += _dsp_case(core, sim, w, t, cid)
                elif w in SLOW_WIDTHS:
                    cases.append(pytest.param(core, sim, w, t, None, id=cid, marks=slow))
                elif twin_of(core) is not None and (sim != "verilator" or w != 32
                                                    or core.name in core.tiers.twin_protocol_slow):
                    cases.append(pytest.param(core, sim, w, t, None, id=cid, marks=slow))
                elif w == 32 and core.name in core.tiers.shared_control:
                    cases.append(pytest.param(core, sim, w, t, DIGEST_TESTS, id=f"{cid}-digests",
                                              marks=slow))
                    cases.append(pytest.param(core, sim, w, t, None, id=cid, marks=slow))
                elif on_verilator or (sim == "icarus" and ICARUS_WIDTHS.get(w) == core.name):
                    cases.append(pytest.param(core, sim, w, t, None, id=cid))
                elif w != 32 or core.name in core.tiers.icarus_stream_slow:
                    cases.append(pytest.param(core, sim, w, t, None, id=cid, marks=slow))
                else:
                    cases.append(pytest.param(core, sim, w, t, None, id=cid))
    return cases


def _build(core: registry.Core, sim: str, data_w: int, tid_w: int, **extra: int):
    params = {**core.params, "DATA_W": data_w, "TID_W": tid_w, **extra}
    return build(sim, core.family.sim_source_paths(), core.top, params,
                 wrapper=stream_wrapper(core, params))


def _env(core: registry.Core, sim: str) -> dict[str, str]:
    env = {"HASHCORES_CORE": core.name}
    if sim == "icarus" and not os.environ.get("HASHCORES_MESSAGES", "").strip():
        env["HASHCORES_MESSAGES"] = str(icarus_messages(core))
    return env


def test_default_run_checks_every_core_on_both_simulators() -> None:
    """The policy above, as the parameter list carries it: by default every core outside
    `Tiers.shared_control` runs every cocotb test at 32 on Verilator and (if not a twin)
    on Icarus, and the cores of `shared_control` none at 32; every stream top and context
    count meets 32, and each padding unit and context count every width of WIDTHS, on
    Verilator on one of its WIDTH_CORES; every cocotb
    test (flow control, errors, reset) runs on both simulators on some core of each
    stream top and context count, but on Icarus the tops whose multi-context cores are
    all in `Tiers.icarus_stream_slow` (their context control meets Icarus on md5_s4);
    every width of WIDTHS runs on Icarus on some core."""
    default = [
        p.values for p in _stream_cases() if not any(m.name == "slow" for m in p.marks)
    ]
    for core in filter(is_heavy, DIGEST_CORES):
        tiers = core.tiers
        if core.name in tiers.stream_verilator_full | tiers.stream_verilator_digests:
            tests = None if core.name in tiers.stream_verilator_full else DIGEST_TESTS
            assert (core, "verilator", 32, WIDTHS[32], tests) in default, core.name
        assert not any(c is core and s == "icarus" for c, s, _, _, _ in default), core.name
    for core in (c for c in DIGEST_CORES if not is_heavy(c)
                 and c.name not in c.tiers.twin_protocol_slow):
        shared = core.name in core.tiers.shared_control
        on_verilator = [tests for c, s, w, _, tests in default if (c, s, w) == (core, "verilator", 32)]
        assert on_verilator == ([] if shared else [None]), core.name
        if twin_of(core) is not None:
            continue
        on_icarus = [tests for c, s, w, _, tests in default if (c, s, w) == (core, "icarus", 32)]
        off_icarus = shared or core.name in core.tiers.icarus_stream_slow
        assert on_icarus == ([] if off_icarus else [None]), core.name
    for group in {width_group(key) for key in WIDTH_CORES}:
        peers = [registry.get_core(n) for key, n in WIDTH_CORES.items() if width_group(key) == group]
        for w in (w for w in WIDTHS if w != 32):  # 32: on every own-control core, below
            assert any((c, "verilator", w, WIDTHS[w], None) in default for c in peers), (group, w)
    for w in WIDTHS:
        assert any(s == "icarus" and dw == w for _, s, dw, _, _ in default), w
    for sim in SIMULATORS:
        full = {(c.top, c.contexts > 1) for c, s, w, _, tests in default
                if s == sim and w == 32 and tests is None}
        groups = {(c.top, c.contexts > 1) for c in DIGEST_CORES if not is_heavy(c)}
        exempt = {(c.top, c.contexts > 1) for c in DIGEST_CORES
                  if sim == "icarus" and c.name in c.tiers.icarus_stream_slow}
        assert groups - exempt <= full <= groups, sim
    # the context control every multi-context top of `icarus_stream_slow` shares meets Icarus
    # on a core that runs every test there: the wave scheduler's (md5_s4)
    on_icarus = {c.name for c, s, w, _, tests in default if s == "icarus" and w == 32 and tests is None}
    assert "md5_s4" in on_icarus


@pytest.mark.parametrize("core,sim,data_w,tid_w,tests", _stream_cases())
def test_stream_top(
    core: registry.Core, sim: str, data_w: int, tid_w: int, tests: tuple[str, ...] | None
) -> None:
    """The stream top hashes like hashlib under every stimulus of tb/cocotb_stream.py
    (all tests but the too-long one, which needs its own build), or under `tests`."""
    design = _build(core, sim, data_w, tid_w)
    run(design, "cocotb_stream", testcase=tests, env=_env(core, sim))


def _too_long_cases() -> list:
    """Each core x simulator at each width of TOO_LONG_WIDTHS. By default: the WIDTH_CORES
    cores (one per stream top, algorithm and context count) at one width each, rotating
    so that the default run still sees every width, the one-context ones on Icarus (a
    build of a second or less, where Verilator's took 5 to 12 s of CPU) and the
    multi-context ones on Verilator (a 4-stage core runs at about 240 clocks/s on Icarus);
    the rest of the matrix is marked slow. The padding units alone meet the error on
    Verilator too (tests/test_pad.py). The error is the shared
    padding unit's byte counter, passed on by the stream top as the final block's
    b_error: what tells two cores apart here is the top and its block size, never the
    datapath behind them (which the other malformed streams of test_stream_top meet on
    every core)."""
    cases = []
    chosen = set(WIDTH_CORES.values())
    combos = [(c.name, s) for c in DIGEST_CORES for s in SIMULATORS if c.name in chosen]
    rotation = {combo: i for i, combo in enumerate(combos)}
    for core in DIGEST_CORES:
        for sim in SIMULATORS:
            i = rotation.get((core.name, sim))
            for j, w in enumerate(TOO_LONG_WIDTHS):
                default = (i is not None and j == i % len(TOO_LONG_WIDTHS)
                           and (sim == "verilator") == (core.contexts > 1)
                           and core.name not in core.tiers.too_long_slow)
                cases.append(
                    pytest.param(core, sim, w, id=f"{core.name}-{sim}-w{w}",
                                 marks=() if default else slow)
                )
    return cases


def test_too_long_meets_every_stream_top_and_width() -> None:
    """The too-long policy above: by default the error is met (on Icarus with one
    context, on Verilator where several contexts route beats) for every block size and
    context count of the WIDTH_CORES cores, for every padding rule, and every width
    of TOO_LONG_WIDTHS is met on each simulator. The error is the padding unit's byte
    counter: a core whose block size, routing and padding rule other cores meet (md5_s4:
    md5_v1's rule, the SHA-256 four-stage cores' routing) may leave it to them."""
    default = [p.values for p in _too_long_cases() if not any(m.name == "slow" for m in p.marks)]
    for name in WIDTH_CORES.values():
        core = registry.get_core(name)
        multi = core.contexts > 1
        for sim in ("verilator",) if multi else ("icarus",):
            assert any(s == sim and c.algorithm.block_bits == core.algorithm.block_bits
                       and (c.contexts > 1) == multi for c, s, _ in default), (name, sim)
            assert any(c.algorithm.padding == core.algorithm.padding
                       for c, _, _ in default), name
    for sim in SIMULATORS:
        assert {w for _, s, w in default if s == sim} == set(TOO_LONG_WIDTHS), sim


@pytest.mark.parametrize("core,sim,data_w", _too_long_cases())
def test_stream_top_too_long(core: registry.Core, sim: str, data_w: int) -> None:
    """Built with MAX_BYTES_W=8: a 255-byte message hashes correctly, anything longer
    gives exactly one output with m_error=1, and the next message hashes correctly."""
    design = _build(core, sim, data_w, 2, MAX_BYTES_W=SMALL_MAX_BYTES_W)
    run(
        design,
        "cocotb_stream",
        testcase="error_message_too_long",
        env={**_env(core, sim), "HASHCORES_MAX_BYTES_W": str(SMALL_MAX_BYTES_W)},
    )
