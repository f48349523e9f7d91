"""SHA-1: FIPS 180-4 section 6.1. The family's one declaration.

The cores are points of one parameterised core (rtl/sha1/hc_sha1_core.v behind
rtl/sha1/hc_sha1_stream.v): the iterative textbook round, one or two rounds per clock;
the pre-computed round of 000_026659c184445444.txt (its Eq. 3: e* = e + W + K and
g = f(b, c, d) registered a round ahead, a = ROTL5(a) + e* + g); and 000's four-stage
multi-message frame (20 rounds per stage, one message per stage), with either round.
docs/sha1.md describes them.
"""

from __future__ import annotations

from dataclasses import dataclass

from hashcores import padding
from hashcores.registry import COMMON_SOURCES, Algorithm, Core, Family, Tiers, declare, hashlib_reference
from hashcores.vectors.cavp import SHAVS_MONTE_DEPTH

# FIPS 180-4 section 5.1.1: the message, 0x80, zeros, the length in bits as 64 bits,
# big-endian (SHA-256's rule); words and digest big-endian (sections 5.2.1, 6.1.2).
SHA1 = Algorithm("sha1", "SHA-1", 512, 160, "SHA1", hashlib_reference("sha1"), "sha1sum",
                 padding=padding.SHA256, byte_order="big", monte_depth=SHAVS_MONTE_DEPTH)

_P000 = "000_026659c184445444.txt"

_FAMILY = Family(
    "sha1",
    "SHA-1 cores: FIPS 180-4",
    (
        *COMMON_SOURCES,
        "rtl/common/hc_ctx_pad.v",
        "rtl/common/hc_rr_arbiter.v",
        "rtl/common/hc_wave_sched.v",
        "rtl/common/hc_wave_chain.v",
        "rtl/common/hc_block_seq.v",
        "rtl/sha1/hc_sha1_param_check.v",
        "rtl/sha1/hc_sha1_functions.v",
        "rtl/sha1/hc_sha1_schedule.v",
        "rtl/sha1/hc_sha1_round.v",
        "rtl/sha1/hc_sha1_stage.v",
        "rtl/sha1/hc_sha1_core.v",
        "rtl/sha1/hc_sha1_stream.v",
    ),
    order=50,
    algorithms=(SHA1,),
    doc="docs/sha1.md",
    vectors="vectors/nist",
)


@dataclass(frozen=True)
class Sha1Point:
    """A parameter set of hc_sha1_core (ROUNDS_PER_CLOCK, PRE, STAGES; N_CTX follows)."""

    rounds_per_clock: int = 1  # 1, 2, 4: each divides the 20 rounds of a stage
    pre: bool = False  # the round of 000's Eq. 3
    stages: int = 1  # 1, or 4 in 000's multi-message frame

    def __post_init__(self) -> None:
        if self.rounds_per_clock not in (1, 2, 4):
            raise ValueError(f"rounds per clock must be 1, 2 or 4, not {self.rounds_per_clock}")
        if self.stages not in (1, 4):
            raise ValueError(f"stages must be 1 or 4, not {self.stages}")

    @property
    def contexts(self) -> int:
        """Messages in flight: one alone; in the pipeline, a message per stage plus one
        whose block waits in the exit register for its chaining addition (hc_wave_chain)."""
        return self.stages + 1 if self.stages > 1 else 1

    @property
    def clocks_per_block(self) -> int:
        """By design, for one message alone: 80 rounds at rounds_per_clock a clock (the
        chaining addition rides in the last clock; only a message's first block adds a
        load clock). In the pipeline a stage's wave is 20 rounds, and a message's next
        block can only enter the wave after its block left: every fifth wave."""
        clocks = 80 // self.rounds_per_clock
        return clocks if self.stages == 1 else clocks // self.stages * (self.stages + 1)

    def params(self) -> dict[str, int]:
        return {"ROUNDS_PER_CLOCK": self.rounds_per_clock, "PRE": int(self.pre),
                "STAGES": self.stages, "N_CTX": self.contexts}

    def core(self, name: str, architecture: str, paper: str | None, description: str) -> Core:
        """This point catalogued as a SHA-1 core behind hc_sha1_stream."""
        return Core(name, SHA1, _FAMILY, "hc_sha1_stream", self.params(), architecture,
                    self.stages, self.clocks_per_block, paper, description,
                    n_contexts=self.contexts)


# short name -> (point, architecture, paper, what it is)
NAMED_POINTS: dict[str, tuple[Sha1Point, str, str | None, str]] = {
    "iter": (Sha1Point(1), "iterative, one round per clock", None,
             "The textbook round of FIPS 180-4 section 6.1.2, one per clock, W + K registered "
             "a clock ahead; 80 clocks per block, the chaining addition in the last."),
    "pre": (Sha1Point(1, pre=True), "iterative, pre-computed round", _P000,
            "One round per clock in 000's Eq. 3: e* = e + W + K and g = f(b, c, d) "
            "registered a round ahead, a = ROTL5(a) + e* + g; 80 clocks per block."),
    "x2": (Sha1Point(2), "2 rounds per clock", None,
           "Two textbook rounds per clock; 40 clocks per block."),
    "x2_pre": (Sha1Point(2, pre=True), "2 rounds per clock, pre-computed", _P000,
               "Two rounds per clock, the first in Eq. 3 from registers, the second adding "
               "its e* + g (from the clock's registers) to ROTL5(a); 40 clocks per block."),
    "conv4": (Sha1Point(1, stages=4), "4 stages, one message per stage", _P000,
              "000's conventional frame: four stages of 20 rounds (one f and one K each), "
              "one round per clock, 5 message contexts; a block per 20 clocks in aggregate."),
    "precomp4": (Sha1Point(1, pre=True, stages=4), "4 stages, pre-computed", _P000,
                 "000's design: the four-stage frame with the pre-computed round (Eq. 3)."),
}

_CORES: tuple[Core, ...] = tuple(point.core(f"sha1_{short}", arch, paper, what)
                                 for short, (point, arch, paper, what) in NAMED_POINTS.items())


def _points(cores: tuple[Core, ...]) -> dict[str, Sha1Point]:
    by_name = {f"sha1_{short}": p for short, (p, *_) in NAMED_POINTS.items()}
    return {c.name: by_name[c.name] for c in cores}


def _unrolled_twins(cores: tuple[Core, ...]) -> dict[str, str]:
    """Each core of several rounds per clock -> the one-round core of the same round form
    and stages: the same RTL with another ROUNDS_PER_CLOCK (more copies of the round
    between the same registers, the same control), so the one-round core runs the full
    set in its place."""
    point = _points(cores)
    twins = {}
    for core in cores:
        p = point[core.name]
        if p.rounds_per_clock > 1:
            base = [c.name for c in cores if point[c.name] == Sha1Point(1, p.pre, p.stages)]
            if base:
                twins[core.name] = base[0]
    return twins


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the SHA-1 cores (the test modules' docstrings say why).

    hc_sha1_core's control comes in two timings: one stage (every single-message core:
    ROUNDS_PER_CLOCK and PRE change only the datapath between the registers) and four
    stages with contexts (hc_wave_sched, hc_ctx_pad). The first core of each timing runs
    every stream test (malformed streams, reset) on both simulators, the multi-context
    one also the interleaved streams on Icarus. Cores of several rounds per clock are
    twins of the one-round core (_unrolled_twins). The other points (the pre-computed
    round), whose datapath only digests tell apart, run the digest tests on Icarus with
    4 messages; every core runs the CAVP files and every stream test on Verilator. The
    file bench runs on the single-stage control core (per-core tests slow on the others).
    The four-stage control core's too-long test is slow: the error is the padding
    unit's, checked with this length rule on the single-stage core and with several
    contexts on the SHA-256 and MD5 four-stage cores (the same hc_ctx_pad)."""
    point = _points(cores)
    first: dict[int, str] = {}
    for c in cores:
        first.setdefault(point[c.name].stages, c.name)
    control = set(first.values())
    twins = _unrolled_twins(cores)
    multi = {n for n in control if point[n].stages > 1}

    def messages(name: str) -> int:
        if name in control:
            return 10 if name in multi else 20
        return 4

    return Tiers(
        twins=twins,
        icarus_digest_only=frozenset(c.name for c in cores
                                     if c.name not in control and c.name not in twins),
        icarus_messages={c.name: messages(c.name) for c in cores},
        filehash_slow=frozenset(c.name for c in cores if c.name not in control or c.name in multi),
        too_long_slow=frozenset(multi),
        interleave_icarus=frozenset(multi),
    )


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES))
