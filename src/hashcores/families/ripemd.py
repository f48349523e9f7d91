"""RIPEMD-128, RIPEMD-160, RIPEMD-256 and RIPEMD-320 (Dobbertin, Bosselaers, Preneel,
FSE 1996, and A. Bosselaers' RIPEMD pages). The family's one declaration.

hashlib's ripemd160 depends on the OpenSSL build and it has no other size, so the
reference is our model (hashcores.ref.ripemd, checked against vectors/ripemd by
tests/test_ripemd_ref.py); the official vectors are the RIPEMD pages' test tables and a
RIPEMD-160 pattern file, in the line format (vectors/README.md).

Every core is a point of one parameterised core (rtl/ripemd/hc_ripemd_core.v behind
rtl/ripemd/hc_ripemd_stream.v): one step of each line per clock; DIGEST_BITS sets the
rounds and words per line (4 for 128 and 256, 5 for 160 and 320) and whether each line
keeps its own chaining value with a word exchanged after every round (256, 320);
PRECOMPUTE registers the step's selections and A + X + K a step ahead
(000_026659c184445444.txt's pre-computation); STAGES = 4 with N_CTX = 5 is the
four-stage multi-message pipeline in the frame of 000 (one message per stage), and
STAGES = 5 with N_CTX = 6 (RIPEMD-160/320) the same frame with one round per stage, whose
functions and constants are fixed.
docs/ripemd.md describes it.
"""

from __future__ import annotations

from hashcores import padding
from hashcores.ref import ripemd as _ripemd
from hashcores.registry import COMMON_SOURCES, HMAC_SOURCES, Algorithm, Core, Family, Tiers, VectorFile, declare
from hashcores.vectors.cavp import SHA3VS_MONTE_DEPTH
from hashcores.vectors.formats import KAT_LINES

#: Each size's known-answer files in vectors/ripemd (kind -> file).
_KAT: dict[int, tuple[str, ...]] = {128: ("official",), 160: ("official", "pattern"),
                                    256: ("official",), 320: ("official",)}


def _algorithm(bits: int) -> Algorithm:
    """RIPEMD-<bits>: 512-bit blocks padded as MD4/MD5 (0x80, zeros, the 64-bit length
    low byte first), words and digest little-endian. No official Monte file: the chain
    MD = H(MD) (depth 1) runs against the model from a random start
    (tests/test_filehash.py, test_own_chain_matches_reference)."""
    kat = tuple(VectorFile(kind, f"vectors/ripemd/ripemd{bits}_{kind}.txt", KAT_LINES)
                for kind in _KAT[bits])
    # no coreutils tool has RIPEMD (sum_tool None): `hashcores hash` prints the lines of
    # the sha1sum family's format all the same (digest hex, two spaces, name)
    return Algorithm(f"ripemd{bits}", f"RIPEMD-{bits}", 512, bits, None,
                     getattr(_ripemd, f"ripemd{bits}"), None, padding=padding.MD5,
                     byte_order="little", monte_depth=SHA3VS_MONTE_DEPTH, kat=kat)


ALGORITHMS: tuple[Algorithm, ...] = tuple(_algorithm(bits) for bits in (128, 160, 256, 320))
_BY_BITS = {a.digest_bits: a for a in ALGORITHMS}

_FAMILY = Family(
    "ripemd",
    "RIPEMD cores (RIPEMD-128/160/256/320): Dobbertin, Bosselaers, Preneel, FSE 1996",
    (
        *COMMON_SOURCES,
        "rtl/common/hc_ctx_pad.v",
        "rtl/common/hc_rr_arbiter.v",
        "rtl/common/hc_wave_sched.v",
        "rtl/ripemd/hc_ripemd_param_check.v",
        "rtl/ripemd/hc_ripemd_select.v",
        "rtl/ripemd/hc_ripemd_step.v",
        "rtl/ripemd/hc_ripemd_stage.v",
        "rtl/ripemd/hc_ripemd_core.v",
        "rtl/common/hc_state_resume.v",
        "rtl/ripemd/hc_ripemd_state_stream.v",
        "rtl/ripemd/hc_ripemd_stream.v",
        # HMAC over the one-stage core (hashcores.hmac_cores, docs/hmac.md)
        *HMAC_SOURCES,
        "rtl/ripemd/hc_hmac_ripemd_state_stream.v",
        "rtl/ripemd/hc_hmac_ripemd_stream.v",
    ),
    order=50,
    algorithms=ALGORITHMS,
    doc="docs/ripemd.md",
    vectors="vectors/ripemd",
    report_sections=("hashcores.bench.ripemd:SECTION",),
    bench_algorithm="ripemd160",
    param_checks=(
        ("hc_ripemd_stream", "DIGEST_BITS", 224),
        ("hc_ripemd_stream", "MAX_BYTES_W", 62),
        ("hc_ripemd_core", "DIGEST_BITS", 512),
        ("hc_ripemd_core", "TID_W", 0),
        ("hc_ripemd_core", "PRECOMPUTE", 3),
        ("hc_ripemd_core", "STEPS_PER_CLOCK", 3),
        ("hc_ripemd_core", "STAGES", 2),
        ("hc_ripemd_core", "N_CTX", 0),
        ("hc_ripemd_stage", "SPAN", 2),
        ("hc_ripemd_stage", "DOUBLE", 2),
        ("hc_ripemd_stage", "CNT_W", 3),
        ("hc_ripemd_step", "WORDS", 6),
        ("hc_ripemd_select", "RIGHT", 2),
        ("hc_ripemd_core", "CV_IN", 2),
        ("hc_hmac_ripemd_stream", "KEYS", 3),
        ("hc_hmac_ripemd_state_stream", "RESUME", 2),
        ("hc_ripemd_state_stream", "RESUME", 2),
        ("hc_hmac_ripemd_stream", "DIGEST_BITS", 224),
        ("hc_hmac_ripemd_stream", "N_CTX", 0),
    ),
)


_P000 = "000_026659c184445444.txt"


def ripemd_core(bits: int, precompute: int = 0, stages: int = 1, steps_per_clock: int = 1) -> Core:
    """The RIPEMD-`bits` core of hc_ripemd_core with `steps_per_clock` steps (1 or 2) of
    each line per clock in each of `stages` stages (1, 4, or 5 with 5 rounds: one round per
    stage), the step's selections and A + X + K registered a step ahead if `precompute`
    (paper 000's pre-computation), with `precompute` = 2 also the function's two halves
    (f = B ? P : Q, hc_ripemd_step)."""
    algorithm = _BY_BITS[bits]
    words = _ripemd.VARIANTS[bits][0]
    double = _ripemd.VARIANTS[bits][1]
    steps = 16 * words
    params = {"DIGEST_BITS": bits}
    if precompute:
        params["PRECOMPUTE"] = int(precompute)
    if steps_per_clock != 1:
        params["STEPS_PER_CLOCK"] = steps_per_clock
    step_clocks = steps // steps_per_clock  # a block's steps, in clocks
    per_clock = "one step" if steps_per_clock == 1 else f"{steps_per_clock} steps"
    suffix = "" if steps_per_clock == 1 else f"x{steps_per_clock}"
    # a pipeline's architecture names the steps per clock only when there are two
    pipe_clock = "" if steps_per_clock == 1 else f", {per_clock} per clock"
    contexts = 1
    if stages == 1 and steps_per_clock == 1:
        clocks = step_clocks + 2
        timing = f"{clocks} clocks per block (take, {steps} steps, chaining addition)"
    elif stages == 1:
        # the next block of a message is taken in the chaining addition's clock
        clocks = step_clocks + 1
        timing = (f"{clocks} clocks per block within a message ({step_clocks} of steps, "
                  "the next block taken in the chaining addition's clock)")
    else:
        # one context per stage and a spare (a wave carries a block while a finished
        # one's chaining addition runs): a message alone moves one wave per stage and
        # waits one
        params.update(STAGES=stages, N_CTX=stages + 1)
        wave = step_clocks // stages
        contexts = stages + 1
        clocks = contexts * wave
        timing = (f"{stages} stages of {steps // stages} steps, {contexts} message contexts; a block "
                  f"per {wave} clocks in aggregate, {clocks} clocks per block of one message")
    # a stage per round: each stage's functions and K are constants (hc_ripemd_stage)
    per_round = ", one round per stage" if stages == words else ""
    halves = precompute == 2
    if precompute:
        name, paper = f"ripemd{bits}_precomp{'fn' if halves else ''}{stages}{suffix}", _P000
        step = "pre-computed step" + (" and function halves" if halves else "")
        architecture = (f"{step}, {per_clock} of each line per clock" if stages == 1 else
                        f"{stages} stages, one message per stage{per_round}, {step}{pipe_clock}")
    elif stages == 1:
        name = f"ripemd{bits}_iter{suffix}"
        architecture, paper = f"iterative, {per_clock} of each line per clock", None
    else:
        name, paper = f"ripemd{bits}_s{stages}{suffix}", _P000
        architecture = f"{stages} stages, one message per stage{per_round}{pipe_clock}"
    return Core(
        name, algorithm, _FAMILY, "hc_ripemd_stream", params, architecture, stages, clocks,
        paper,
        f"{algorithm.title}: {words} rounds of 16 steps on {words} words per line, both "
        f"lines side by side"
        + (", a chaining value per line and a word exchanged after each round" if double else "")
        + ("; A + X[r] + K, the function and the rotation registered a step ahead" if precompute
           else "")
        + ("; f as its halves by B (B ? P : Q, P and Q of C and D), registered a step ahead"
           if halves else "")
        + ("; each stage one round, its functions and K constants" if per_round else "")
        + ("" if steps_per_clock == 1 else
           f"; {steps_per_clock} steps of each line chained per clock, the later step's "
           "selections, A + X + K and f's halves formed beside the first")
        + f"; {timing}.",
        n_contexts=contexts)


#: The catalogued sizes of the iterative core.
SIZES: tuple[int, ...] = (128, 160, 256, 320)
_CORES: tuple[Core, ...] = (*(ripemd_core(bits) for bits in SIZES),
                            ripemd_core(160, precompute=True),
                            ripemd_core(160, precompute=True, stages=4),
                            ripemd_core(160, precompute=True, stages=5),
                            ripemd_core(160, precompute=2),
                            ripemd_core(160, precompute=2, steps_per_clock=2))


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the RIPEMD cores (the test modules' docstrings say why).

    The control of hc_ripemd_core comes in three timings: one stage (DIGEST_BITS and
    PRECOMPUTE change only the datapath between the same registers and handshakes), one
    stage with two steps per clock (below) and four stages with contexts
    (hc_wave_sched). ripemd160_iter and the four-stage core run
    every stream test on both simulators, the four-stage core also the interleaved
    streams on Icarus. The other sizes are twins of ripemd160_iter (every cocotb test on
    Verilator at DATA_W = 32, their official tables on both simulators). The pre-computed
    single-stage core shares ripemd160_iter's control: only the digests tell its datapath
    apart, so it runs its official tables on both simulators (the file bench, random
    stalls on both sides) and no cocotb stream test by default; so do the other
    pre-computed single-stage points (function halves ahead) and the five-stage
    pipeline, whose control is the four-stage one's (hc_wave_sched with five stages and
    six contexts): its interleaved streams are slow, the four-stage core runs them on
    both simulators. Two steps per clock take a message's next block in the chaining
    addition's clock, a third timing: that core runs every stream test on both
    simulators. The RIPEMD-160 pattern file (305 messages, 0 .. 10000 bytes) runs whole
    on Verilator and every 8th record on Icarus (39 messages; 2 s instead of 9.4 s of
    CPU), every 32nd on the pipelines (10 messages of 0 to 288 bytes, up to five blocks:
    every 8th, with its 10,000-byte message, took 75 and 102 s of CPU on the four- and
    five-stage cores; Verilator runs the whole file on them). The four-stage core's
    file-bench tests and its too-long test are slow (the error is the padding unit's,
    checked on ripemd160_iter and with several contexts on the MD5 and SHA-2 pipelines)."""
    base = next(c.name for c in cores if c.algorithm.digest_bits == 160)
    multi = frozenset(c.name for c in cores if c.contexts > 1)
    pipe = next(c.name for c in cores if c.contexts > 1)
    shared = frozenset(c.name for c in cores if c.name != pipe and c.params.get("PRECOMPUTE")
                       and "STEPS_PER_CLOCK" not in c.params)
    # the other sizes of the iterative core (nothing but DIGEST_BITS set)
    sizes = {c.name: base for c in cores if c.name != base and set(c.params) == {"DIGEST_BITS"}}
    return Tiers(
        twins=sizes,
        shared_control=shared,
        icarus_messages={c.name: 10 for c in cores},  # the reference model is pure Python
        kat_icarus_stride={c.name: 32 if c.contexts > 1 else 8 for c in cores
                           if any(v.kind == "pattern" for v in c.algorithm.kat)},
        filehash_slow=shared | multi,
        too_long_slow=multi,
        # the four-stage core's stream tests on Icarus (34 s of CPU): its control is
        # hc_wave_sched and hc_ctx_pad, which md5_s4 runs there (tests/test_stream_cores.py)
        icarus_stream_slow=frozenset({pipe}),
        # (no interleave run on Icarus: md5_s4 runs it on the same context control;
        # tests/test_interleave.py)
    )


#: The other combinations of the core's parameters (every size with PRECOMPUTE and
#: STAGES, the pipelines without pre-computation, the function halves at every size, two
#: steps per clock at every size, pre-computation and stage count): their short
#: known-answer records on Verilator in the slow tier (tests/test_kat_vectors.py,
#: test_other_parameter_points).
_OTHER_POINTS: tuple[Core, ...] = (
    *(ripemd_core(bits, precompute=True, stages=stages)
      for bits in SIZES if bits != 160 for stages in (1, 4)),
    *(ripemd_core(bits, stages=4) for bits in SIZES),
    ripemd_core(160, stages=5),
    *(ripemd_core(320, precompute=precompute, stages=5) for precompute in (0, 1)),
    *(ripemd_core(bits, precompute=2) for bits in SIZES if bits != 160),
    *(ripemd_core(bits, precompute=2, steps_per_clock=2) for bits in SIZES if bits != 160),
    *(ripemd_core(160, precompute=precompute, steps_per_clock=2) for precompute in (0, 1)),
    ripemd_core(160, precompute=2, stages=5, steps_per_clock=2),
    ripemd_core(256, precompute=1, stages=4, steps_per_clock=2),
    ripemd_core(320, stages=4, steps_per_clock=2),
)

FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES), _OTHER_POINTS)
