"""RIPEMD-128, RIPEMD-160, RIPEMD-256 and RIPEMD-320: the RIPEMD-160 paper (Dobbertin,
Bosselaers, Preneel, FSE 1996) and the RIPEMD page's definitions of the other sizes. The
family's one declaration.

The cores are points of one parameterised core (rtl/ripemd/hc_ripemd_core.v behind
rtl/ripemd/hc_ripemd_stream.v): both lines computed in parallel, one step of each line
per clock or two, the size (4 or 5 rounds and words per line, one or two chaining halves
with the word exchange after each round) and the pre-computation of
000_026659c184445444.txt as parameters. hashlib has no RIPEMD-128/256/320 and its ripemd160 depends on the OpenSSL
build: the reference is our model (hashcores.ref.ripemd, checked against vectors/ripemd
by tests/test_ripemd_ref.py). docs/ripemd.md describes the cores.
"""

from __future__ import annotations

from dataclasses import dataclass

from hashcores import padding
from hashcores.ref import ripemd as _model
from hashcores.registry import COMMON_SOURCES, Algorithm, Core, Family, Tiers, VectorFile, declare
from hashcores.vectors.cavp import SHA3VS_MONTE_DEPTH
from hashcores.vectors.formats import KAT_LINES


def _algorithm(bits: int) -> Algorithm:
    """RIPEMD-<bits>: MD4's padding and byte order (the message, 0x80, zeros, the 64-bit
    length in bits low byte first; little-endian words and digest, as MD5: padding.MD5).
    No official Monte file: the chain MD = RIPEMD(MD) (depth 1, as SHA3VS) runs against
    the model from a random start (tests/test_filehash.py). No shell tool prints RIPEMD
    digests the way `hashcores hash` does (coreutils has none)."""
    kinds = ("official", "pattern") if bits == 160 else ("official",)
    kat = tuple(VectorFile(kind, f"vectors/ripemd/ripemd{bits}_{kind}.txt", KAT_LINES)
                for kind in kinds)
    return Algorithm(f"ripemd{bits}", f"RIPEMD-{bits}", 512, bits, None,
                     getattr(_model, f"ripemd{bits}"), None, padding=padding.MD5,
                     byte_order="little", monte_depth=SHA3VS_MONTE_DEPTH, kat=kat)


ALGORITHMS: tuple[Algorithm, ...] = tuple(_algorithm(bits) for bits in (128, 160, 256, 320))
_BY_BITS = {a.digest_bits: a for a in ALGORITHMS}

_P000 = "000_026659c184445444.txt"

_FAMILY = Family(
    "ripemd",
    "RIPEMD-128/160/256/320 cores: the RIPEMD-160 paper (Dobbertin, Bosselaers, Preneel)",
    (
        *COMMON_SOURCES,
        "rtl/common/hc_ctx_pad.v",
        "rtl/common/hc_rr_arbiter.v",
        "rtl/ripemd/hc_ripemd_param_check.v",
        "rtl/ripemd/hc_ripemd_step_table.v",
        "rtl/ripemd/hc_ripemd_step.v",
        "rtl/ripemd/hc_ripemd_core.v",
        "rtl/ripemd/hc_ripemd_stream.v",
    ),
    order=50,
    algorithms=ALGORITHMS,
    doc="docs/ripemd.md",
    vectors="vectors/ripemd",
)


@dataclass(frozen=True)
class RipemdPoint:
    """A point of hc_ripemd_core: digest size, steps per clock and pre-computation."""

    bits: int = 160  # 128, 160, 256, 320
    pre: bool = False  # A + X + K registered a step ahead (000)
    steps: int = 1  # steps of each line per clock: 1 or 2

    def __post_init__(self) -> None:
        if self.bits not in _model.VERSIONS:
            raise ValueError(f"RIPEMD digest size must be 128, 160, 256 or 320, not {self.bits}")
        if self.steps not in (1, 2):
            raise ValueError(f"steps per clock must be 1 or 2, not {self.steps}")

    @property
    def rounds(self) -> int:
        return _model.VERSIONS[self.bits][0]

    @property
    def clocks_per_block(self) -> int:
        """16 steps per round, `steps` of them per clock, one clock to take the block and
        one for the chaining addition (hc_ripemd_core)."""
        return 16 * self.rounds // self.steps + 2

    def params(self) -> dict[str, int]:
        return {"DIGEST_BITS": self.bits, "STEPS": self.steps, "PRE": int(self.pre)}


def ripemd_core(name: str, point: RipemdPoint, architecture: str, paper: str | None,
                description: str) -> Core:
    """The RIPEMD core `name` at `point` of hc_ripemd_core."""
    return Core(name, _BY_BITS[point.bits], _FAMILY, "hc_ripemd_stream", point.params(),
                architecture, 1, point.clocks_per_block, paper, description)


def _iterative(bits: int) -> tuple[RipemdPoint, str, str | None, str]:
    point = RipemdPoint(bits)
    return (point, "both lines in parallel, one step each per clock", None,
            f"RIPEMD-{bits}: one step of the left and of the right line per clock, "
            f"function and rotation selected per step; {point.clocks_per_block} clocks "
            "per block.")


#: The catalogued points: name -> (point, architecture, paper, description).
NAMED_POINTS: dict[str, tuple[RipemdPoint, str, str | None, str]] = {
    "ripemd160_iter": _iterative(160),
    "ripemd160_iter_pre": (RipemdPoint(160, pre=True), "both lines, one step per clock, "
                           "pre-computed", _P000,
                           "RIPEMD-160 with each line's A + X + K registered a step ahead "
                           "(000's pre-computation); 82 clocks per block."),
    "ripemd160_x2": (RipemdPoint(160, steps=2), "both lines, 2 steps per clock", None,
                     "RIPEMD-160 with two steps of each line chained per clock; 42 clocks "
                     "per block."),
    "ripemd160_x2_pre": (RipemdPoint(160, pre=True, steps=2), "both lines, 2 steps per "
                         "clock, pre-computed", _P000,
                         "Two steps of each line per clock, both steps' A + X + K "
                         "registered a clock ahead (each step's A is a word of the state "
                         "at the clock's start); 42 clocks per block."),
    "ripemd128_iter": _iterative(128),
    "ripemd256_iter": _iterative(256),
    "ripemd320_iter": _iterative(320),
}

_CORES: tuple[Core, ...] = tuple(ripemd_core(name, point, arch, paper, what)
                                 for name, (point, arch, paper, what) in NAMED_POINTS.items())


def _twins(cores: tuple[Core, ...]) -> dict[str, str]:
    """Each core whose point differs from a one-step RIPEMD-160 core's by the size or the
    steps per clock alone -> that core: one RTL with another DIGEST_BITS (other
    step-table contents, one round fewer or two chaining halves with the exchange
    multiplexers), as SHA-384 cores are twins of SHA-512 ones, or another STEPS (two
    copies of the same step between the same registers, the same control timing), as
    the unrolled MD5 cores are twins of md5_v1. Their official vectors on both
    simulators are what tells them apart."""
    point = {name: p for name, (p, *_) in NAMED_POINTS.items()}
    twins = {}
    for core in cores:
        p = point[core.name]
        if p.bits != 160 or p.steps != 1:
            twins[core.name] = next(c.name for c in cores
                                    if point[c.name] == RipemdPoint(160, pre=p.pre))
    return twins


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the RIPEMD cores (the test modules' docstrings say why).

    Every core has the same control (one block at a time: take, steps, chaining
    addition), so the first core that is nobody's twin (the control) runs every stream
    test on both simulators, and the file bench. The other such cores (the
    pre-computation changes only the datapath between the registers) run every stream
    test on Verilator, none on Icarus (their datapath meets Icarus in the official
    vectors). The other sizes and the two-step cores are twins of the one-step
    RIPEMD-160 core of their setting (_twins) and run no stream test by default: their
    official vectors, whole on Verilator, are what tells them apart. Every core with a
    file without big records (the RIPEMD-160 pattern file: 305 messages, about 1,400
    blocks of 66 to 82 clocks) reads every `kat_stride`-th record of it on Icarus by
    default, the whole file on Verilator."""
    twins = _twins(cores)
    control = next(c.name for c in cores if c.name not in twins)
    return Tiers(
        twins=twins,
        twin_protocol_slow=frozenset(twins),
        icarus_stream_slow=frozenset(c.name for c in cores
                                     if c.name not in twins and c.name != control),
        filehash_slow=frozenset(c.name for c in cores if c.name != control),
        kat_icarus_stride=frozenset(c.name for c in cores),
    )


def _other_points() -> tuple[Core, ...]:
    """Every point of hc_ripemd_core outside the catalogue (each size with each setting
    of STEPS and PRE), for the slow known-answer test on Verilator: docs/ripemd.md claims
    every parameter works at every size, and the pre-computation across an exchange of A
    (RIPEMD-256 after round 1, RIPEMD-320 after round 3) is only in these."""
    catalogued = {p for p, *_ in NAMED_POINTS.values()}
    points = (RipemdPoint(bits, pre, steps) for bits in _model.VERSIONS
              for steps in (1, 2) for pre in (False, True))
    return tuple(ripemd_core(f"ripemd{p.bits}_steps{p.steps}_pre{int(p.pre)}", p,
                             "parameter point", None, "")
                 for p in points if p not in catalogued)


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES), _other_points())
