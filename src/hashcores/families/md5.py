"""MD5: RFC 1321. The family's one declaration.

The cores are points of one parameterised core (rtl/md5/hc_md5_core.v behind
rtl/md5/hc_md5_stream.v): the single-message architectures of 001_686471d651669b5d.txt
(v1 one step per clock, v2 unrolled 2, 4 or 8 steps per clock, v3 the functional
description RF1..RF4), the pre-computation of 000_026659c184445444.txt applied to MD5, and
four-stage multi-message pipelines (one round of 16 steps per stage, one message per
stage, in the frame of 000). docs/md5.md describes them.
"""

from __future__ import annotations

from dataclasses import dataclass

from hashcores import padding
from hashcores.registry import (COMMON_SOURCES, HMAC_SOURCES, Algorithm, Core, Family, PnrChoice, Tiers,
                                VectorFile, declare, hashlib_reference)
from hashcores.vectors.cavp import SHA3VS_MONTE_DEPTH
from hashcores.vectors.formats import KAT_LINES

# RFC 1321 sections 3.1, 3.2: the message, 0x80, zeros, the length in bits as 64 bits,
# low-order byte first; words and digest little-endian (section 3.4, 3.5). No official
# Monte file: the chain MD = MD5(MD) (depth 1, as SHA3VS) runs against hashlib from a
# random start (tests/test_filehash.py, test_own_chain_matches_reference).
MD5 = Algorithm("md5", "MD5", 512, 128, None, hashlib_reference("md5"), "md5sum",
                padding=padding.MD5, byte_order="little", monte_depth=SHA3VS_MONTE_DEPTH,
                kat=(VectorFile("rfc1321", "vectors/md5/rfc1321.txt", KAT_LINES),))

_P000 = "000_026659c184445444.txt"
_P001 = "001_686471d651669b5d.txt"

_FAMILY = Family(
    "md5",
    "MD5 cores: RFC 1321",
    (
        *COMMON_SOURCES,
        "rtl/common/hc_ctx_pad.v",
        "rtl/common/hc_rr_arbiter.v",
        "rtl/common/hc_wave_sched.v",
        "rtl/md5/hc_md5_param_check.v",
        "rtl/md5/hc_md5_t.v",
        "rtl/md5/hc_md5_word_index.v",
        "rtl/md5/hc_md5_load_xt.v",
        "rtl/md5/hc_md5_step.v",
        "rtl/md5/hc_md5_stage.v",
        "rtl/md5/hc_md5_core.v",
        "rtl/common/hc_state_resume.v",
        "rtl/md5/hc_md5_state_stream.v",
        "rtl/md5/hc_md5_stream.v",
        # HMAC over the one-stage core and the pipeline (hashcores.hmac_cores, docs/hmac.md)
        *HMAC_SOURCES,
        "rtl/md5/hc_hmac_md5_state_stream.v",
        "rtl/md5/hc_hmac_md5_stream.v",
    ),
    order=40,
    algorithms=(MD5,),
    doc="docs/md5.md",
    # bad parameters its modules refuse, naming them (tests/test_param_checks.py)
    param_checks=(
        ("hc_md5_stream", "STEPS", 3),
        ("hc_md5_stream", "PRE", 2),
        ("hc_md5_core", "STAGES", 2),
        ("hc_md5_core", "N_CTX", 2),
        ("hc_md5_core", "SPECIAL", 2),
        ("hc_md5_stage", "ROUND", 5),
        ("hc_md5_stage", "XT_LOADED", 1),
        ("hc_md5_step", "POS", 5),
        ("hc_md5_t", "SYNC", 2),
        ("hc_md5_load_xt", "STEPS", 3),
        ("hc_md5_load_xt", "FIRST", 8),
        ("hc_md5_core", "CV_IN", 2),
        ("hc_hmac_md5_stream", "KEYS", 3),
        ("hc_hmac_md5_state_stream", "RESUME", 2),
        ("hc_md5_state_stream", "RESUME", 2),
        ("hc_hmac_md5_stream", "MAC_BITS", 136),
        ("hc_hmac_md5_stream", "N_CTX", 2),
        ("hc_hmac_multi_front", "LEN_W", 32),
        ("hc_hmac_multi_front", "TID_W", 9),
        ("hc_hmac_k0", "INDEX_W", 0),
    ),
    vectors="vectors/md5",
    report_sections=("hashcores.bench.md5:SECTION",),
    bench_algorithm="md5",
    # The four-steps-per-clock single-message cores fill 76% of the iCE40 HX8K's logic
    # cells: router1 did not finish them (md5_v3_pre, seeds 1 and 2: 13.4k and 7.4k wires
    # still overused after 35 minutes of routing), router2 routed seed 1 in 7.5 minutes
    # (docs/md5.md).
    pnr=(PnrChoice("ice40", router="router2",
                   applies=lambda p: p.get("STEPS") == 4 and p.get("STAGES", 1) == 1),),
)


@dataclass(frozen=True)
class Md5Point:
    """A point of hc_md5_core: steps per clock, specialised round-function blocks,
    pre-computation, pipeline stages."""

    steps: int = 1  # steps per clock: 1, 2, 4, 8
    special: bool = False  # RF1..RF4 (001 v3), one stage only
    pre: bool = False  # a + X[k] + T[i] a step ahead (000)
    stages: int = 1  # 1 or 4

    def __post_init__(self) -> None:
        if self.steps not in (1, 2, 4, 8):
            raise ValueError(f"steps per clock must be 1, 2, 4 or 8, not {self.steps}")
        if self.stages not in (1, 4):
            raise ValueError(f"stages must be 1 or 4, not {self.stages}")
        if self.special and self.stages != 1:
            raise ValueError("specialised round functions need one stage")

    @property
    def contexts(self) -> int:
        """Message contexts: one per stage and a spare, so that a wave carries a block
        while a finished block's chaining addition runs (hc_md5_core)."""
        return 1 if self.stages == 1 else self.stages + 1

    @property
    def wave_clocks(self) -> int:
        return 64 // (self.stages * self.steps)

    @property
    def clocks_per_block(self) -> int:
        """Clocks per block of one message alone: one stage runs a block in 64 / steps
        clocks, the chaining addition inside the last (a message's first block takes one
        clock more, to start from the IV); with four stages a message's next block enters
        one wave after the previous one left, five waves per block."""
        if self.stages == 1:
            return self.wave_clocks
        return (self.stages + 1) * self.wave_clocks

    def params(self) -> dict[str, int]:
        return {"STEPS": self.steps, "SPECIAL": int(self.special), "PRE": int(self.pre),
                "STAGES": self.stages, "N_CTX": self.contexts}


def md5_core(name: str, point: Md5Point, architecture: str, paper: str | None,
             description: str) -> Core:
    """The MD5 core `name` at `point` of hc_md5_core."""
    return Core(name, MD5, _FAMILY, "hc_md5_stream", point.params(), architecture, point.stages,
                point.clocks_per_block, paper, description, n_contexts=point.contexts)


#: The catalogued points: short name -> (point, architecture, paper, description).
NAMED_POINTS: dict[str, tuple[Md5Point, str, str | None, str]] = {
    "v1": (Md5Point(1), "v1, one step per clock", _P001,
           "001's basic architecture: one textbook step per clock, function and rotation "
           "selected per step; 64 clocks per block."),
    "v2x2": (Md5Point(2), "v2, 2 steps per clock", _P001,
             "001's partially unrolled architecture, 2 steps per clock; 32 clocks per block."),
    "v2x4": (Md5Point(4), "v2, 4 steps per clock", _P001,
             "001's partially unrolled architecture, 4 steps per clock; 16 clocks per block."),
    "v2x8": (Md5Point(8), "v2, 8 steps per clock", _P001,
             "001's partially unrolled architecture, 8 steps per clock; 8 clocks per block."),
    "v3": (Md5Point(4, special=True), "v3, RF1..RF4, 4 steps per clock", _P001,
           "001's functional description: four fixed-function blocks of 4 steps, the "
           "round's selected; 16 clocks per block."),
    "v1_pre": (Md5Point(1, pre=True), "v1 with pre-computation", _P000,
               "One step per clock with a + X[k] + T[i] registered a step ahead (000 "
               "applied to MD5); 64 clocks per block."),
    "v3_pre": (Md5Point(4, special=True, pre=True), "v3 with pre-computation", _P000,
               "v3 with the first step's a + X[k] + T[i] registered a clock ahead; 16 clocks "
               "per block."),
    "s4": (Md5Point(1, stages=4), "4 stages, one message per stage", _P000,
           "Four stages of 16 steps (one round each, so one function), one step per clock, "
           "5 message contexts; a block per 16 clocks in aggregate."),
    "s4_pre": (Md5Point(1, pre=True, stages=4), "4 stages, pre-computed", _P000,
               "The four-stage pipeline with a + X[k] + T[i] registered a step ahead."),
    "s4x2_pre": (Md5Point(2, pre=True, stages=4), "4 stages, 2 steps per clock, pre-computed",
                 _P000,
                 "The pre-computed four-stage pipeline at two steps per clock (a round of 16 "
                 "steps in 8 clocks per stage); a block per 8 clocks in aggregate."),
}

_CORES: tuple[Core, ...] = tuple(md5_core(f"md5_{short}", point, arch, paper, what)
                                 for short, (point, arch, paper, what) in NAMED_POINTS.items())


def _unrolled_twins(cores: tuple[Core, ...]) -> dict[str, str]:
    """Each plain unrolling (v2: STEPS 2, 4, 8, nothing else changed; the pipeline at two
    steps per clock) -> the one-step core of the same point (v1, s4_pre): one RTL with
    another STEPS (more copies of the same step between the same registers, the same
    control with a shorter wave), as the larger Keccak rings are twins of the smallest. The twin runs the reduced set (every cocotb test on
    Verilator at DATA_W = 32, the RFC 1321 suite on both simulators); v1 runs the rest."""
    point = {f"md5_{short}": p for short, (p, *_) in NAMED_POINTS.items()}
    twins = {}
    for core in cores:
        p = point[core.name]
        if p.steps > 1 and not p.special:
            base = next(c.name for c in cores
                        if point[c.name] == Md5Point(1, pre=p.pre, stages=p.stages))
            twins[core.name] = base
    return twins


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the MD5 cores (the test modules' docstrings say why).

    The control of hc_md5_core comes in two timings: one stage (every single-message
    core: STEPS, SPECIAL and PRE change only the datapath between the registers) and four
    stages with contexts (hc_wave_sched). The first core of each timing (md5_v1, md5_s4)
    runs every stream test (malformed streams, reset) on both simulators; md5_s4 also
    the interleaved streams on Icarus. The unrolled cores are twins of md5_v1
    (_unrolled_twins). The other points (pre-computation, RF1..RF4, the pre-computed
    pipeline), whose datapath only the digests can tell apart, meet Icarus in the RFC
    1321 suite (the file bench, random stalls on both sides) and run no cocotb stream
    test there by default. Every core runs the RFC 1321 suite on both simulators and
    every stream test, random stalls included, on Verilator. The file bench runs on
    md5_v1 (its per-core tests on the others are slow; the own-chain test runs on
    Verilator on every core but the twins). md5_s4's too-long test is slow: the error
    is the padding unit's, checked with MD5's length rule on md5_v1 (both simulators)
    and with several contexts on the SHA-256 four-stage cores (the same hc_ctx_pad)."""
    point = {f"md5_{short}": p for short, (p, *_) in NAMED_POINTS.items()}
    first: dict[int, str] = {}
    for c in cores:
        first.setdefault(point[c.name].stages, c.name)
    control = set(first.values())
    twins = _unrolled_twins(cores)
    multi = {n for n in control if point[n].stages > 1}

    def messages(name: str) -> int:
        if name in control:
            return 20 if name not in multi else 10
        return 4

    return Tiers(
        twins=twins,
        shared_control=frozenset(c.name for c in cores
                                     if c.name not in control and c.name not in twins),
        icarus_messages={c.name: messages(c.name) for c in cores},
        filehash_slow=frozenset(c.name for c in cores if c.name not in control or c.name in multi),
        too_long_slow=frozenset(multi),
        interleave_icarus=frozenset(multi),
    )


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES))
