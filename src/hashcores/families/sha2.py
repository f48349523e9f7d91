"""SHA-2 (SHA-224/256): FIPS 180-4. The family's one declaration.

The cores: the conventional iterative SHA-256/224 core (rtl/sha2/hc_sha256_core.v) and
the SHA-224/256 generator (rtl/sha2/hc_sha256_gen_*.v), whose named points are the
papers' designs; its other points are swept by the benchmark (`sweep_core`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hashcores import padding
from hashcores.registry import COMMON_SOURCES, Algorithm, Core, Family, Tiers, declare, hashlib_reference
from hashcores.vectors.cavp import SHAVS_MONTE_DEPTH

# FIPS 180-4 section 5.1.1: the message, 0x80, zeros, the length in bits as 64 bits.
SHA224 = Algorithm("sha224", "SHA-224", 512, 224, "SHA224", hashlib_reference("sha224"), "sha224sum",
                   padding=padding.SHA256, monte_depth=SHAVS_MONTE_DEPTH)
SHA256 = Algorithm("sha256", "SHA-256", 512, 256, "SHA256", hashlib_reference("sha256"), "sha256sum",
                   padding=padding.SHA256, monte_depth=SHAVS_MONTE_DEPTH)

_FAMILY = Family(
    "sha2",
    "SHA-2 (SHA-224/256) cores: FIPS 180-4",
    (
        *COMMON_SOURCES,
        "rtl/sha2/hc_sha2_param_check.v",
        "rtl/sha2/hc_sha2_iv.v",
        "rtl/sha2/hc_sha2_round_functions.v",
        "rtl/sha2/hc_sha2_schedule_functions.v",
        "rtl/sha2/hc_carry_save_adder.v",
        "rtl/sha2/hc_sha256_k.v",
        "rtl/sha2/hc_sha256_schedule.v",
        "rtl/sha2/hc_sha256_core.v",
        "rtl/sha2/hc_sha256_stream.v",
        "rtl/sha2/hc_sha256_gen_round.v",
        "rtl/sha2/hc_sha256_gen_stage.v",
        "rtl/sha2/hc_sha256_gen_core.v",
        "rtl/common/hc_ctx_pad.v",
        "rtl/common/hc_rr_arbiter.v",
        "rtl/sha2/hc_sha256_gen_stream.v",
    ),
    order=10,
    algorithms=(SHA224, SHA256),
    doc="docs/sha256_generator.md",
    vectors="vectors/nist",
    sweep=lambda name: sweep_core(name),
    report_sections=("hashcores.bench.papers:SECTION", "hashcores.bench.design_space:SECTION"),
    bench_algorithm="sha256",
    sweep_hint="generator points: sha256_s<stages>r<rounds per clock>_<operation block>, "
    "e.g. sha256_s8r2_uhs",
)


#: Operation blocks of the SHA-256 generator (rtl/sha2/hc_sha256_gen_round.v):
#: name -> (PRE, CSA, paper).
OPBLOCKS: dict[str, tuple[int, int, str | None]] = {
    "conv": (0, 0, None),  # textbook, 004 Fig. 2
    "conv_csa": (0, 1, None),
    "precomp": (1, 0, "000_026659c184445444.txt"),
    "precomp_csa": (1, 1, "000_026659c184445444.txt"),
    "spatial": (2, 0, "004_e1f17d10682e9c23.txt"),
    "uhs": (2, 1, "004_e1f17d10682e9c23.txt"),  # spatial pre-computation + CSA
}


@dataclass(frozen=True)
class GenPoint:
    """A point of the SHA-224/256 generator's design space (hc_sha256_gen_stream)."""

    stages: int  # pipeline stages = messages in flight: 1, 2, 4, 8, 16, 32, 64
    rounds_per_clock: int  # 1, 2, 4
    opblock: str  # a key of OPBLOCKS

    def __post_init__(self) -> None:
        if self.stages not in (1, 2, 4, 8, 16, 32, 64):
            raise ValueError(f"stages must be a power of two up to 64, not {self.stages}")
        if self.rounds_per_clock not in (1, 2, 4) or self.stages * self.rounds_per_clock > 64:
            raise ValueError(f"rounds per clock {self.rounds_per_clock} with {self.stages} stages")
        if self.opblock not in OPBLOCKS:
            raise ValueError(f"unknown operation block {self.opblock!r}")

    @property
    def contexts(self) -> int:
        """Message contexts: one spare beside the stages, so that every wave carries a
        block while a finished block's chaining addition runs (hc_sha256_gen_core)."""
        return 1 if self.stages == 1 else self.stages + 1

    @property
    def wave_clocks(self) -> int:
        return 64 // (self.stages * self.rounds_per_clock)

    @property
    def clocks_per_block(self) -> int:
        """Clocks per block of one message alone (hc_sha256_gen_core, "Scheduling"): one
        stage runs a block, then spends a clock on the chaining addition and one on
        granting the next block; with several stages a message's next block enters one
        wave after its previous block left (two waves when a wave is one clock)."""
        if self.stages == 1:
            return self.wave_clocks + 2
        if self.wave_clocks == 1:
            return self.stages + 2
        return (self.stages + 1) * self.wave_clocks

    @property
    def aggregate_clocks_per_block(self) -> float:
        """Clocks per block with every context busy: one block per wave (a wave of one
        clock loses one clock in stages + 2 to the chaining addition)."""
        if self.stages == 1:
            return float(self.clocks_per_block)
        if self.wave_clocks == 1:
            return (self.stages + 2) / self.contexts
        return float(self.wave_clocks)

    def adder_levels(self) -> dict[str, float | int]:
        """Critical path of the operation block for one clock, as the papers count it:
        carry-propagate adders (CPA) and carry-save levels (CSA) between registers on the
        way to a, times the rounds per clock (hc_sha256_gen_round.v)."""
        pre, csa, _ = OPBLOCKS[self.opblock]
        if csa:
            cpa, levels = 1, {0: 4, 1: 3, 2: 3}[pre]
        else:
            cpa, levels = {0: 5, 1: 3, 2: 3}[pre], 0
        r = self.rounds_per_clock
        return {"cpa": cpa * r, "csa": levels * r}

    def params(self) -> dict[str, int]:
        pre, csa, _ = OPBLOCKS[self.opblock]
        return {
            "STAGES": self.stages,
            "RPC": self.rounds_per_clock,
            "PRE": pre,
            "CSA": csa,
            "N_CTX": self.contexts,
        }

    def slug(self) -> str:
        return f"s{self.stages}r{self.rounds_per_clock}_{self.opblock}"


_OPBLOCK_TITLES = {
    "conv": "textbook operation block (004 Fig. 2)",
    "conv_csa": "textbook operation block with carry-save adders",
    "precomp": "pre-computation operation block (000)",
    "precomp_csa": "pre-computation operation block with carry-save adders",
    "spatial": "spatial pre-computation, W+K pre-fetch (004)",
    "uhs": "ultra-high-speed operation block (004): spatial pre-computation, W+K "
    "pre-fetch, carry-save adders",
}


def gen_core(point: GenPoint, digest_bits: int = 256, name: str | None = None) -> Core:
    """The core of the SHA-224/256 generator at `point` (named cores and sweep points)."""
    algorithm = SHA224 if digest_bits == 224 else SHA256
    _, _, paper = OPBLOCKS[point.opblock]
    stages = "1 stage" if point.stages == 1 else f"{point.stages} stages"
    return Core(
        name or f"{algorithm.name}_{point.slug()}",
        algorithm,
        _FAMILY,
        "hc_sha256_gen_stream",
        {"DIGEST_BITS": digest_bits, **point.params()},
        f"{stages}, {point.rounds_per_clock} round(s)/clock, {point.opblock}",
        point.stages,
        point.clocks_per_block,
        paper,
        f"{stages} x {64 // point.stages} rounds, {point.rounds_per_clock} per clock, "
        f"{_OPBLOCK_TITLES[point.opblock]}; {point.contexts} message context(s).",
        point,
    )


#: The named points of the generator: the papers' designs and their single-message
#: versions. The generator's other points are swept by the benchmark (bench/sweep.py).
NAMED_POINTS: dict[str, GenPoint] = {
    "conv1": GenPoint(1, 1, "conv"),
    "conv4": GenPoint(4, 1, "conv"),
    "precomp1": GenPoint(1, 1, "precomp"),
    "precomp4": GenPoint(4, 1, "precomp"),
    "uhs1": GenPoint(1, 2, "uhs"),
    "uhs4": GenPoint(4, 2, "uhs"),
}

#: The catalogued cores: the iterative core at both digest sizes, then every named point
#: of the generator at SHA-256 and at SHA-224.
_CORES: tuple[Core, ...] = (
    Core(
        "sha256_iter",
        SHA256,
        _FAMILY,
        "hc_sha256_stream",
        {"DIGEST_BITS": 256},
        "iterative, one round per clock",
        1,
        65,
        None,
        "Conventional iterative SHA-256: 64 rounds, then the chaining addition.",
    ),
    Core(
        "sha224_iter",
        SHA224,
        _FAMILY,
        "hc_sha256_stream",
        {"DIGEST_BITS": 224},
        "iterative, one round per clock",
        1,
        65,
        None,
        "SHA-224 on the SHA-256 datapath: other IV, digest truncated to 224 bits.",
    ),
    *(
        gen_core(point, bits, f"sha{bits}_{short}")
        for bits in (256, 224)
        for short, point in NAMED_POINTS.items()
    ),
)

_GEN_NAME = re.compile(r"sha(256|224)_s(\d+)r(\d+)_(\w+)")


def sweep_core(name: str) -> Core | None:
    """A generator point by its sweep name (`sha256_s8r2_uhs`: 8 stages, 2 rounds per
    clock, the uhs operation block; `GenPoint.slug`), or None when `name` is not one."""
    m = _GEN_NAME.fullmatch(name)
    if m is None:
        return None
    try:
        point = GenPoint(int(m.group(2)), int(m.group(3)), m.group(4))
    except ValueError:
        return None
    return gen_core(point, int(m.group(1)))


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the SHA-2 cores (the test modules' docstrings say why)."""
    sha256 = {(c.top, c.point) for c in cores if c.algorithm is SHA256}
    return Tiers(
        # 25 s of CPU for a LongMsg file on Icarus; the generator cores run a subset
        icarus_whole_long=frozenset(c.name for c in cores if c.point is None
                                    and c.algorithm is SHA256),
        icarus_monte_offsets={SHA256.name: 0},
        # a SHA-224 core is its SHA-256 twin (the same top at the same point) with another
        # IV and a truncated digest (DIGEST_BITS): only the digests can tell them apart
        icarus_digest_only=frozenset(c.name for c in cores if c.algorithm is SHA224
                                     and (c.top, c.point) in sha256),
        icarus_messages={c.name: 20 if c.point is None else 10 if c.contexts == 1 else 6
                         for c in cores},
        filehash_interleave=frozenset(c.name for c in cores if c.contexts > 1 and c.algorithm is SHA256),
        interleave_icarus=frozenset({"sha256_conv4", "sha224_precomp4"}),
    )


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES))
