"""SHA-1: FIPS 180-4 section 6.1. The family's one declaration.

The cores are points of one parameterised core (rtl/sha1/hc_sha1_core.v behind
rtl/sha1/hc_sha1_stream.v): the iterative core (one or two rounds per clock), and the four-stage
frame of 000_026659c184445444.txt (20 rounds per stage, one message per stage, four in
flight) with the textbook round or the paper's pre-computed one (Eq. 3). docs/sha1.md
describes them.
"""

from __future__ import annotations

from dataclasses import dataclass

from hashcores import padding
from hashcores.registry import (COMMON_SOURCES, HMAC_SOURCES, Algorithm, Core, Family, Tiers, declare,
                                chain_leaders, hashlib_reference)
from hashcores.vectors.cavp import SHAVS_MONTE_DEPTH

# FIPS 180-4 section 5.1.1: SHA-1 pads as SHA-256 (0x80, zeros, the 64-bit length in bits,
# big-endian) on 512-bit blocks; the CAVP files are SHA1*.rsp (as many records as
# SHA-256's, vectors/README.md), its Monte chain SHAVS's.
SHA1 = Algorithm("sha1", "SHA-1", 512, 160, "SHA1", hashlib_reference("sha1"), "sha1sum",
                 padding=padding.SHA256, monte_depth=SHAVS_MONTE_DEPTH,
                 cavp_records={"ShortMsg": 65, "LongMsg": 64, "Monte": 100})

_P000 = "000_026659c184445444.txt"

#: The four-stage and two-rounds-per-clock cores read every n-th ShortMsg record on Icarus
#: by default (_tiers).
ICARUS_SHORT_STRIDE = 8

_FAMILY = Family(
    "sha1",
    "SHA-1 cores: FIPS 180-4",
    (
        *COMMON_SOURCES,
        "rtl/common/hc_ctx_pad.v",
        "rtl/common/hc_rr_arbiter.v",
        "rtl/common/hc_wave_sched.v",
        "rtl/sha1/hc_sha1_param_check.v",
        "rtl/sha1/hc_sha1_functions.v",
        "rtl/sha1/hc_sha1_stage.v",
        "rtl/sha1/hc_sha1_core.v",
        "rtl/common/hc_state_resume.v",
        "rtl/sha1/hc_sha1_state_stream.v",
        "rtl/sha1/hc_sha1_stream.v",
        # HMAC over the iterative core and the pipeline (hashcores.hmac_cores, docs/hmac.md)
        *HMAC_SOURCES,
        "rtl/sha1/hc_hmac_sha1_state_stream.v",
        "rtl/sha1/hc_hmac_sha1_stream.v",
    ),
    order=60,
    algorithms=(SHA1,),
    doc="docs/sha1.md",
    vectors="vectors/nist",
    report_sections=("hashcores.bench.sha1:SECTION",),
    bench_algorithm="sha1",
    param_checks=(
        ("hc_sha1_stream", "DATA_W", 48),
        ("hc_sha1_stream", "STAGES", 2),
        ("hc_sha1_stream", "PRE", 2),
        ("hc_sha1_stream", "RPC", 3),
        ("hc_sha1_core", "N_CTX", 0),
        ("hc_sha1_core", "TID_W", 0),
        ("hc_sha1_stage", "STAGE", 4),
        ("hc_sha1_stage", "CNT_W", 4),
        ("hc_sha1_core", "CV_IN", 2),
        ("hc_hmac_sha1_stream", "KEYS", 3),
        ("hc_hmac_sha1_state_stream", "RESUME", 2),
        ("hc_sha1_state_stream", "RESUME", 2),
        ("hc_state_resume", "LEN_W", 12),
        ("hc_hmac_sha1_stream", "RPC", 3),
        ("hc_hmac_sha1_stream", "N_CTX", 0),
    ),
)


@dataclass(frozen=True)
class Sha1Point:
    """A point of hc_sha1_core: pipeline stages, the operation block, rounds per clock."""

    stages: int = 1  # 1 (iterative) or 4 (000's frame, 20 rounds per stage)
    pre: bool = False  # 000's pre-computed round (Eq. 3)
    rpc: int = 1  # rounds per clock: 1 or 2

    def __post_init__(self) -> None:
        if self.stages not in (1, 4):
            raise ValueError(f"stages must be 1 or 4, not {self.stages}")
        if self.rpc not in (1, 2):
            raise ValueError(f"rpc must be 1 or 2, not {self.rpc}")

    @property
    def contexts(self) -> int:
        """Message contexts: one per stage and a spare, so that a wave carries a block
        while a finished block's chaining addition runs (hc_wave_sched)."""
        return 1 if self.stages == 1 else self.stages + 1

    @property
    def clocks_per_block(self) -> int:
        """Clocks per block of one message alone: one stage runs 80 rounds in 80 / rpc
        clocks, then the chaining addition and the next grant (two clocks); with four
        stages a message's next block enters one wave (20 clocks) after its previous one
        left, five waves per block."""
        if self.stages == 1:
            return 80 // self.rpc + 2
        return (self.stages + 1) * (80 // (self.stages * self.rpc))

    def params(self) -> dict[str, int]:
        """The core's parameters; RPC only where it is not the default 1."""
        rpc = {"RPC": self.rpc} if self.rpc != 1 else {}
        return {"STAGES": self.stages, "PRE": int(self.pre), **rpc, "N_CTX": self.contexts}


def sha1_core(name: str, point: Sha1Point, architecture: str, paper: str | None,
              description: str) -> Core:
    """The SHA-1 core `name` at `point` of hc_sha1_core."""
    return Core(name, SHA1, _FAMILY, "hc_sha1_stream", point.params(), architecture, point.stages,
                point.clocks_per_block, paper, description, n_contexts=point.contexts)


#: The catalogued points: short name -> (point, architecture, paper, description).
NAMED_POINTS: dict[str, tuple[Sha1Point, str, str | None, str]] = {
    "iter": (Sha1Point(1), "iterative, one round per clock", None,
             "The textbook round (FIPS 180-4 section 6.1.2), one per clock; 82 clocks per "
             "block."),
    "precomp1": (Sha1Point(1, pre=True), "iterative, pre-computed", _P000,
                 "One round per clock with e* = e + W + K and g = f(b, c, d) registered a "
                 "round ahead (000 Eq. 3); 82 clocks per block."),
    "precomp1x2": (Sha1Point(1, pre=True, rpc=2), "iterative, pre-computed, 2 rounds per clock",
                   _P000,
                   "Two pre-computed rounds (000 Eq. 3) chained per clock: the second round's "
                   "e* and g come from the registers beside the first; 42 clocks per block."),
    "conv4": (Sha1Point(4), "4 stages, textbook round", _P000,
              "000's conventional frame: four stages of 20 rounds, one message per stage, "
              "5 message contexts; a block per 20 clocks in aggregate."),
    "precomp4": (Sha1Point(4, pre=True), "4 stages, pre-computed", _P000,
                 "000's architecture: the four-stage frame with the pre-computed round "
                 "(Eq. 3: a = ROTL5(a) + e* + g)."),
    "precomp4x2": (Sha1Point(4, pre=True, rpc=2), "4 stages, pre-computed, 2 rounds per clock",
                   _P000,
                   "The pre-computed four-stage frame at two rounds per clock (a stage's 20 "
                   "rounds in 10 clocks); a block per 10 clocks in aggregate."),
}

_CORES: tuple[Core, ...] = tuple(sha1_core(f"sha1_{short}", point, arch, paper, what)
                                 for short, (point, arch, paper, what) in NAMED_POINTS.items())


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the SHA-1 cores (the test modules' docstrings say why).

    hc_sha1_core's control comes in two timings: one stage and four stages with contexts
    (hc_wave_sched, hc_ctx_pad); PRE changes only the datapath between the same registers,
    RPC = 2 the datapath and the wave scheduler's count (40 clocks instead of 80), with the
    same handshakes, so sha1_precomp1x2 shares sha1_iter's control tests too, and
    sha1_precomp4x2 sha1_conv4's (a wave of 10 clocks instead of 20).
    The first core of each timing (sha1_iter, sha1_conv4) runs every stream test
    (malformed streams, reset) on both simulators, sha1_conv4 also the interleaved
    streams on Icarus; the pre-computed points (shared_control) run no cocotb test by
    default and meet both simulators in their official vectors (the file bench, random
    stalls on both sides). Every
    core runs every CAVP record and Monte checkpoint on Verilator. On Icarus the four-stage
    cores read every ICARUS_SHORT_STRIDE-th ShortMsg record and the padding edge (they
    hash one message at a time there, 100 clocks per block), and so does the
    two-rounds-per-clock core (every record runs all 80 rounds through both chained
    rounds, so fewer records lose no datapath), every core one LongMsg
    record of its own. The file bench runs on the two control cores (the others' per-core
    tests are slow); the too-long error of the four-stage cores is the padding unit's,
    which sha1_iter checks with the same rule on both simulators."""
    point = {f"sha1_{short}": p for short, (p, *_) in NAMED_POINTS.items()}
    first: dict[int, str] = {}
    for c in cores:
        first.setdefault(point[c.name].stages, c.name)
    control = set(first.values())
    multi = {c.name for c in cores if point[c.name].stages > 1}
    paired = {c.name for c in cores if point[c.name].rpc > 1}

    def messages(name: str) -> int:
        if name in control:
            return 20 if name not in multi else 10
        return 4

    return Tiers(
        shared_control=frozenset(c.name for c in cores if c.name not in control),
        icarus_short_stride={name: ICARUS_SHORT_STRIDE for name in sorted(multi | paired)},
        icarus_long_records={c.name: 1 for c in cores},
        icarus_messages={c.name: messages(c.name) for c in cores},
        filehash_slow=frozenset(c.name for c in cores if c.name not in control),
        too_long_slow=frozenset(multi),
        # the four-stage core's stream tests on Icarus (15 s of CPU): its control is
        # hc_wave_sched and hc_ctx_pad, which md5_s4 runs there (tests/test_stream_cores.py)
        icarus_stream_slow=frozenset(multi) & frozenset(control),
        verilator_monte_slow=frozenset(c.name for c in cores) - chain_leaders(cores),
        # (no interleave run on Icarus: md5_s4 runs it on the same context control;
        # tests/test_interleave.py)
    )


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES))
