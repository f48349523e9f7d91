"""RIPEMD-128, RIPEMD-160, RIPEMD-256 and RIPEMD-320: the RIPEMD-160 paper (Dobbertin,
Bosselaers, Preneel, FSE 1996) and the RIPEMD page's definitions of the other sizes. The
family's one declaration.

The cores are points of one parameterised core (rtl/ripemd/hc_ripemd_core.v behind
rtl/ripemd/hc_ripemd_stream.v): both lines computed in parallel, one step of each line
per clock, the size (4 or 5 rounds and words per line, one or two chaining halves with
the word exchange after each round) and the pre-computation of 000_026659c184445444.txt
as parameters. hashlib has no RIPEMD-128/256/320 and its ripemd160 depends on the OpenSSL
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
    """A point of hc_ripemd_core: digest size and pre-computation."""

    bits: int = 160  # 128, 160, 256, 320
    pre: bool = False  # A + X + K registered a step ahead (000)

    def __post_init__(self) -> None:
        if self.bits not in _model.VERSIONS:
            raise ValueError(f"RIPEMD digest size must be 128, 160, 256 or 320, not {self.bits}")

    @property
    def rounds(self) -> int:
        return _model.VERSIONS[self.bits][0]

    @property
    def clocks_per_block(self) -> int:
        """16 steps per round, one clock to take the block and one for the chaining
        addition (hc_ripemd_core)."""
        return 16 * self.rounds + 2

    def params(self) -> dict[str, int]:
        return {"DIGEST_BITS": self.bits, "PRE": int(self.pre)}


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
    "ripemd128_iter": _iterative(128),
    "ripemd256_iter": _iterative(256),
    "ripemd320_iter": _iterative(320),
}

_CORES: tuple[Core, ...] = tuple(ripemd_core(name, point, arch, paper, what)
                                 for name, (point, arch, paper, what) in NAMED_POINTS.items())


def _size_twins(cores: tuple[Core, ...]) -> dict[str, str]:
    """Each core whose point differs from a RIPEMD-160 core's by the size alone -> that
    core: one RTL with another DIGEST_BITS (other step-table contents, one round fewer or
    two chaining halves with the exchange multiplexers; the same control and the same
    padding unit), as SHA-384 cores are twins of SHA-512 ones. Their official vectors on
    both simulators are what tells the sizes apart."""
    point = {name: p for name, (p, *_) in NAMED_POINTS.items()}
    twins = {}
    for core in cores:
        p = point[core.name]
        if p.bits != 160:
            twins[core.name] = next(c.name for c in cores
                                    if point[c.name] == RipemdPoint(160, pre=p.pre))
    return twins


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the RIPEMD cores (the test modules' docstrings say why).

    Every core has the same control (one block at a time: take, steps, chaining
    addition). The first core of each pre-computation setting at RIPEMD-160 runs every
    stream test on both simulators when it is the first (the control); the other
    RIPEMD-160 points (the pre-computation changes only the datapath between the
    registers) run the digest tests on Icarus with 4 messages. The other sizes are twins
    of the RIPEMD-160 core of their setting (_size_twins). The file bench runs on the
    control core only."""
    point = {name: p for name, (p, *_) in NAMED_POINTS.items()}
    twins = _size_twins(cores)
    control = next(c.name for c in cores if c.name not in twins)
    datapath_only = frozenset(c.name for c in cores if c.name not in twins and c.name != control)
    return Tiers(
        twins=twins,
        icarus_digest_only=datapath_only,
        icarus_messages={c.name: (20 if c.name == control else 4) for c in cores
                         if c.name not in twins},
        filehash_slow=frozenset(c.name for c in cores if c.name != control),
        too_long_slow=frozenset(n for n in datapath_only if point[n].pre),
    )


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES))
