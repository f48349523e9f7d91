"""SHA-2 (SHA-224/256, SHA-384/512, SHA-512/224, SHA-512/256): FIPS 180-4. The family's
one declaration.

The cores: the conventional iterative core (rtl/sha2/hc_sha2_core.v) and the SHA-2
generator (rtl/sha2/hc_sha2_gen_*.v), whose named points are the papers' designs; its
other points are swept by the benchmark (`sweep_core`). Both take the word size as a
parameter (WORD_BITS): 32-bit words and 64 rounds for SHA-224/256, 64-bit words and 80
rounds for the SHA-512 algorithms, one RTL for the whole family.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from hashcores import padding
from hashcores.registry import (COMMON_SOURCES, HMAC_SOURCES, Algorithm, Core, Family, PnrChoice, Tiers, declare,
                                chain_leaders, hashlib_reference)
from hashcores.vectors.cavp import SHAVS_MONTE_DEPTH

#: Records of the CAVP byte-oriented files as NIST publishes them (vectors/README.md),
#: by block size.
CAVP_RECORDS_512 = {"ShortMsg": 65, "LongMsg": 64, "Monte": 100}
CAVP_RECORDS_1024 = {"ShortMsg": 129, "LongMsg": 128, "Monte": 100}
# FIPS 180-4 section 5.1.1: the message, 0x80, zeros, the length in bits as 64 bits.
SHA224 = Algorithm("sha224", "SHA-224", 512, 224, "SHA224", hashlib_reference("sha224"), "sha224sum",
                   padding=padding.SHA256, monte_depth=SHAVS_MONTE_DEPTH,
                   cavp_records=CAVP_RECORDS_512)
SHA256 = Algorithm("sha256", "SHA-256", 512, 256, "SHA256", hashlib_reference("sha256"), "sha256sum",
                   padding=padding.SHA256, monte_depth=SHAVS_MONTE_DEPTH,
                   cavp_records=CAVP_RECORDS_512)
# FIPS 180-4 section 5.1.2: the message, 0x80, zeros, the length in bits as 128 bits;
# SHA-512/t (section 6.7) has no coreutils tool.
SHA384 = Algorithm("sha384", "SHA-384", 1024, 384, "SHA384", hashlib_reference("sha384"), "sha384sum",
                   padding=padding.SHA512, monte_depth=SHAVS_MONTE_DEPTH,
                   cavp_records=CAVP_RECORDS_1024)
SHA512 = Algorithm("sha512", "SHA-512", 1024, 512, "SHA512", hashlib_reference("sha512"), "sha512sum",
                   padding=padding.SHA512, monte_depth=SHAVS_MONTE_DEPTH,
                   cavp_records=CAVP_RECORDS_1024)
SHA512_224 = Algorithm("sha512_224", "SHA-512/224", 1024, 224, "SHA512_224", hashlib_reference("sha512_224"),
                       None, padding=padding.SHA512, monte_depth=SHAVS_MONTE_DEPTH,
                       cavp_records=CAVP_RECORDS_1024)
SHA512_256 = Algorithm("sha512_256", "SHA-512/256", 1024, 256, "SHA512_256", hashlib_reference("sha512_256"),
                       None, padding=padding.SHA512, monte_depth=SHAVS_MONTE_DEPTH,
                       cavp_records=CAVP_RECORDS_1024)

#: The algorithms on 64-bit words (FIPS 180-4 section 6.4 .. 6.7).
WORD64 = (SHA384, SHA512, SHA512_224, SHA512_256)


def word_bits(algorithm: Algorithm) -> int:
    """The SHA-2 word size of an algorithm: 64 for the SHA-512 ones, else 32."""
    return 64 if algorithm in WORD64 else 32

_FAMILY = Family(
    "sha2",
    "SHA-2 (SHA-224/256, SHA-384/512, SHA-512/224, SHA-512/256) cores: FIPS 180-4",
    (
        *COMMON_SOURCES,
        "rtl/sha2/hc_sha2_param_check.v",
        "rtl/sha2/hc_sha2_iv.v",
        "rtl/sha2/hc_sha2_round_functions.v",
        "rtl/sha2/hc_sha2_schedule_functions.v",
        "rtl/sha2/hc_carry_save_adder.v",
        "rtl/sha2/hc_sha2_k.v",
        "rtl/sha2/hc_sha2_schedule.v",
        "rtl/sha2/hc_sha2_core.v",
        "rtl/sha2/hc_sha2_state_stream.v",
        "rtl/sha2/hc_sha2_stream.v",
        "rtl/sha2/hc_sha2_gen_round.v",
        "rtl/sha2/hc_sha2_gen_stage.v",
        "rtl/common/hc_wave_sched.v",
        "rtl/sha2/hc_sha2_gen_core.v",
        "rtl/common/hc_ctx_pad.v",
        "rtl/common/hc_rr_arbiter.v",
        "rtl/sha2/hc_sha2_gen_stream.v",
        # HMAC over the iterative core (hashcores.hmac_cores, docs/hmac.md)
        *HMAC_SOURCES,
        "rtl/sha2/hc_hmac_sha2_state_stream.v",
        "rtl/sha2/hc_hmac_sha2_stream.v",
        # ... and over the generator's multi-message points
        "rtl/sha2/hc_hmac_sha2_gen_stream.v",
    ),
    order=10,
    algorithms=(SHA224, SHA256, SHA384, SHA512, SHA512_224, SHA512_256),
    doc="docs/sha256_generator.md",
    # The multi-stage points on 64-bit words (about 21k to 31k LUT4 on ECP5): after HeAP,
    # router1 still had 92k arcs to route after 56 minutes on sha512_uhs4 and router2
    # diverged; after the static placer router1 works through them (docs/benchmark.md).
    pnr=(PnrChoice("ecp5", placer="static",
                   applies=lambda p: p.get("WORD_BITS") == 64 and p.get("STAGES", 1) > 1),),
    # bad parameters its modules refuse, naming them (tests/test_param_checks.py)
    param_checks=(
        ("hc_sha2_stream", "DATA_W", 48),
        ("hc_sha2_stream", "DIGEST_BITS", 384),
        ("hc_sha2_gen_stream", "STAGES", 3),
        ("hc_sha2_gen_stream", "RPC", 3),
        ("hc_sha2_gen_stream", "WORD_BITS", 48),
        ("hc_sha2_stream", "WORD_BITS", 128),
        ("hc_sha2_state_stream", "RESUME", 2),
        ("hc_sha2_core", "DIGEST_BITS", 160),
        ("hc_sha2_gen_core", "N_CTX", 0),
        ("hc_sha2_gen_round", "PRE", 3),
        ("hc_sha2_round_functions", "WORD_BITS", 16),
        ("hc_sha2_k", "WORD_BITS", 16),
        ("hc_sha2_iv", "DIGEST_BITS", 384),
        ("hc_rr_arbiter", "N", 0),
        ("hc_sha2_core", "CV_IN", 2),
        ("hc_hmac_sha2_stream", "KEYS", 3),
        ("hc_hmac_sha2_state_stream", "RESUME", 2),
        ("hc_hmac_sha2_stream", "MAC_BITS", 100),
        ("hc_hmac_sha2_stream", "DATA_W", 96),
        ("hc_hmac_sha2_gen_stream", "KEYS", 0),
        ("hc_hmac_sha2_gen_stream", "N_CTX", 1),
        ("hc_sha2_gen_core", "CV_IN", 2),
        ("hc_hmac_ctrl", "DIGEST_BITS", 512),
        ("hc_hmac_key_shift", "DATA_W", 48),
        ("hc_hmac_state_mem", "KEY_W", 0),
        ("hc_hmac_state_mem", "PARTS", 2),
        ("hc_hmac_ctrl", "STATE_PAIRS", 2),
        ("hc_axis_slice", "WIDTH", 0),
        ("hc_hmac_word_select", "INDEX_W", 1),
    ),
    vectors="vectors/nist",
    sweep=lambda name: sweep_core(name),
    report_sections=("hashcores.bench.papers:SECTION", "hashcores.bench.design_space:SECTION"),
    bench_algorithm="sha256",
    sweep_hint="generator points: <algorithm>_s<stages>r<rounds per clock>_<operation block>, "
    "e.g. sha256_s8r2_uhs, sha512_s5r2_uhs",
)


#: Operation blocks of the SHA-2 generator (rtl/sha2/hc_sha2_gen_round.v):
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
    """A point of the SHA-2 generator's design space (hc_sha2_gen_stream)."""

    stages: int  # pipeline stages = messages in flight: a divisor of the rounds
    rounds_per_clock: int  # 1, 2, 4, dividing the rounds per stage
    opblock: str  # a key of OPBLOCKS
    #: 32 (SHA-224/256: 64 rounds) or 64 (the SHA-512 algorithms: 80 rounds)
    word_bits: int = 32

    def __post_init__(self) -> None:
        if self.word_bits not in (32, 64):
            raise ValueError(f"word size must be 32 or 64 bits, not {self.word_bits}")
        if self.stages < 1 or self.rounds % self.stages:
            raise ValueError(f"stages must divide the {self.rounds} rounds, not {self.stages}")
        if self.rounds_per_clock not in (1, 2, 4) or (self.rounds // self.stages) % self.rounds_per_clock:
            raise ValueError(f"rounds per clock {self.rounds_per_clock} with {self.stages} stages")
        if self.opblock not in OPBLOCKS:
            raise ValueError(f"unknown operation block {self.opblock!r}")

    @property
    def rounds(self) -> int:
        """Rounds per block: FIPS 180-4 section 6.2.2 (64) and 6.4.2 (80)."""
        return 80 if self.word_bits == 64 else 64

    @property
    def contexts(self) -> int:
        """Message contexts: one spare beside the stages, so that every wave carries a
        block while a finished block's chaining addition runs (hc_sha2_gen_core)."""
        return 1 if self.stages == 1 else self.stages + 1

    @property
    def wave_clocks(self) -> int:
        return self.rounds // (self.stages * self.rounds_per_clock)

    @property
    def clocks_per_block(self) -> int:
        """Clocks per block of one message alone (hc_sha2_gen_core, "Scheduling"): one
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
        way to a, times the rounds per clock (hc_sha2_gen_round.v)."""
        pre, csa, _ = OPBLOCKS[self.opblock]
        if csa:
            cpa, levels = 1, {0: 4, 1: 3, 2: 3}[pre]
        else:
            cpa, levels = {0: 5, 1: 3, 2: 3}[pre], 0
        r = self.rounds_per_clock
        return {"cpa": cpa * r, "csa": levels * r}

    @property
    def single_buffered(self) -> bool:
        """The padding units hold one block each (`PAD_OUT_REG` = 0): 64-bit words on
        several stages, where the core registers the granted block (hc_sha2_gen_core,
        ENTRY_REG) and hands it back at once. Their second buffers (five 1024-bit
        registers on the 4-stage points) crowded the region where the pipeline's entry
        and exit meet, and the router could not finish those points on the ECP5
        (docs/sha512.md); the stream must then be wider (`bench.design.input_period`)."""
        return self.word_bits == 64 and self.stages > 1 and self.wave_clocks > 1

    def params(self) -> dict[str, int]:
        """The generator's parameters (WORD_BITS only when not its default, 32)."""
        pre, csa, _ = OPBLOCKS[self.opblock]
        return {
            **({"WORD_BITS": self.word_bits} if self.word_bits != 32 else {}),
            "STAGES": self.stages,
            "RPC": self.rounds_per_clock,
            "PRE": pre,
            "CSA": csa,
            "N_CTX": self.contexts,
            **({"PAD_OUT_REG": 0} if self.single_buffered else {}),
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


def gen_core(point: GenPoint, algorithm: Algorithm = SHA256, name: str | None = None) -> Core:
    """The core of the SHA-2 generator at `point` for `algorithm` (named cores and sweep
    points); the point's word size follows the algorithm."""
    point = replace(point, word_bits=word_bits(algorithm))
    _, _, paper = OPBLOCKS[point.opblock]
    stages = "1 stage" if point.stages == 1 else f"{point.stages} stages"
    return Core(
        name or f"{algorithm.name}_{point.slug()}",
        algorithm,
        _FAMILY,
        "hc_sha2_gen_stream",
        {"DIGEST_BITS": algorithm.digest_bits, **point.params()},
        f"{stages}, {point.rounds_per_clock} round(s)/clock, {point.opblock}",
        point.stages,
        point.clocks_per_block,
        paper,
        f"{stages} x {point.rounds // point.stages} rounds, {point.rounds_per_clock} per clock, "
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

#: The named points of the SHA-512 algorithms (64-bit words): the papers' designs and the
#: single-stage points (the iterative core stands for the one-stage textbook block).
NAMED_POINTS_64: tuple[str, ...] = ("precomp1", "uhs1", "conv4", "precomp4", "uhs4")


def iterative_core(algorithm: Algorithm) -> Core:
    """The conventional iterative core (hc_sha2_stream) for `algorithm`: one round per
    clock, the rounds then the clock that starts the next block."""
    bits = word_bits(algorithm)
    rounds = 80 if bits == 64 else 64
    params = {"DIGEST_BITS": algorithm.digest_bits, **({"WORD_BITS": bits} if bits != 32 else {})}
    if algorithm in (SHA256, SHA512):
        description = (f"Conventional iterative {algorithm.title}: {rounds} rounds, then the "
                       "chaining addition.")
    else:
        base = SHA256 if bits == 32 else SHA512
        description = (f"{algorithm.title} on the {base.title} datapath: other IV, digest "
                       f"truncated to {algorithm.digest_bits} bits.")
    return Core(f"{algorithm.name}_iter", algorithm, _FAMILY, "hc_sha2_stream", params,
                "iterative, one round per clock", 1, rounds + 1, None, description)


#: The catalogued cores: the iterative core at both 32-bit digest sizes, every named point
#: of the generator at SHA-256 and at SHA-224, then for each SHA-512 algorithm its
#: iterative core and the named points of NAMED_POINTS_64.
_CORES: tuple[Core, ...] = (
    iterative_core(SHA256),
    iterative_core(SHA224),
    *(
        gen_core(point, algorithm, f"{algorithm.name}_{short}")
        for algorithm in (SHA256, SHA224)
        for short, point in NAMED_POINTS.items()
    ),
    *(
        core
        for algorithm in (SHA512, SHA384, SHA512_224, SHA512_256)
        for core in (
            iterative_core(algorithm),
            *(gen_core(NAMED_POINTS[short], algorithm, f"{algorithm.name}_{short}")
              for short in NAMED_POINTS_64),
        )
    ),
)

_GEN_NAME = re.compile(
    "(" + "|".join(a.name for a in _FAMILY.algorithms) + r")_s(\d+)r(\d+)_(\w+)")


def sweep_core(name: str) -> Core | None:
    """A generator point by its sweep name (`sha256_s8r2_uhs`: 8 stages, 2 rounds per
    clock, the uhs operation block; `GenPoint.slug`), or None when `name` is not one."""
    m = _GEN_NAME.fullmatch(name)
    if m is None:
        return None
    algorithm = next(a for a in _FAMILY.algorithms if a.name == m.group(1))
    try:
        point = GenPoint(int(m.group(2)), int(m.group(3)), m.group(4), word_bits(algorithm))
    except ValueError:
        return None
    return gen_core(point, algorithm)


def _sha512_twins(cores: tuple[Core, ...]) -> dict[str, str]:
    """SHA-384, SHA-512/224 and SHA-512/256 core -> the SHA-512 core of the same RTL and
    point: they differ only in the IV and the digest's width (DIGEST_BITS)."""
    sha512 = {(c.top, c.point): c.name for c in cores if c.algorithm is SHA512}
    return {c.name: sha512[(c.top, c.point)] for c in cores
            if c.algorithm in WORD64 and c.algorithm is not SHA512}


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the SHA-2 cores (the test modules' docstrings say why)."""
    sha256 = {(c.top, c.point) for c in cores if c.algorithm is SHA256}
    twins64 = _sha512_twins(cores)
    multi256 = [c for c in cores if c.algorithm is SHA256 and c.contexts > 1]
    single256 = [c for c in cores if c.algorithm is SHA256 and c.point is not None and c.contexts == 1]
    return Tiers(
        # a SHA-384 or SHA-512/t core is the SHA-512 core of its point with another IV
        # and digest width (DIGEST_BITS): the SHA-512 core runs the full set in its place
        twins=twins64,
        # their cocotb protocol tests too: the SHA-512 core runs them; the IV and the
        # digest width show in the official vectors, which every twin runs on Verilator
        twin_protocol_slow=frozenset(twins64),
        # ... and on Icarus the twins read official ShortMsg records, the digests being
        # what tells them apart: every 4th on the one-stage cores, every 16th on the
        # 4-stage ones (Icarus simulates those at a few hundred clocks per second). The
        # SHA-512 generator cores read every 4th (from different records, so that they
        # read the whole file between them) and the padding edge: the whole file took
        # 102 s of CPU on sha512_uhs4, 38 s on sha512_uhs1; every record runs on
        # Verilator, and the cores' datapaths are the SHA-256 ones on 64-bit words
        icarus_short_stride={c.name: 16 if c.contexts > 1 else 4
                             for c in cores if c.name in twins64}
        | {c.name: 4 for c in cores if c.algorithm is SHA512 and c.point is not None}
        # The SHA-224 cores, SHA-256 RTL with another IV and digest width, likewise read
        # every 4th record and the padding edge (the whole file took 6 to 19 s of CPU per
        # core, sha224_uhs4 the most; the seven cores read the whole file between them)
        | {c.name: 4 for c in cores if c.algorithm is SHA224},
        # LongMsg on Icarus: the first record of each core's subset (the cores of one
        # algorithm read different records; the first SHA-256 ones are 3 to 15 blocks, the
        # SHA-512 ones up to 13): a multi-block official message on every core there.
        # Subsets of 4 records took 5 to 39 s of CPU (sha256_conv4), the whole file 41 s
        # on sha256_iter; every record runs on Verilator, and the chaining over many
        # blocks is the same RTL at every length.
        icarus_long_records={c.name: 1 for c in cores},
        icarus_monte_offsets={SHA256.name: 0},
        # the Monte chains on Verilator: the first core of each algorithm and the first
        # with several contexts (the others' control is theirs at other constants)
        verilator_monte_slow=frozenset(c.name for c in cores) - chain_leaders(cores),
        # a SHA-224 core is its SHA-256 twin (the same top at the same point) with another
        # IV and a truncated digest (DIGEST_BITS): only the digests can tell them apart.
        # The SHA-512 generator cores are the SHA-256 ones of their point on 64-bit words:
        # their flow control, errors and reset are the same RTL (hc_ctx_pad, the
        # generator's control), which the SHA-256 cores check on Icarus; what the word
        # size changes shows in the digests (sha512_uhs4's full set took 280 s on Icarus)
        # The SHA-256 generator cores of one depth share their control (hc_wave_sched,
        # hc_ctx_pad, the stage counters: PRE and CSA change only the operation block
        # and the registers it reads, hc_sha2_gen_stage.v) and differ in the operation
        # block: the first of each depth (sha256_conv1, sha256_conv4) runs everything on
        # both simulators, the others' digests meet Icarus and Verilator in their
        # official vectors under random stalls (sha256_uhs4's digest tests took 33 s of
        # CPU on Icarus, its full set 104 s; sha256_uhs1's full set 42 s). The SHA-224 cores: the digests, all that tells them from their
        # SHA-256 twins, meet Icarus in their official ShortMsg and LongMsg records (the
        # digest tests took 15 to 34 s of CPU on each 4-stage SHA-224 core there)
        shared_control=frozenset(c.name for c in cores if c.algorithm is SHA512 and c.point is not None)
        | frozenset(c.name for c in multi256[1:]) | frozenset(c.name for c in single256[1:])
        | frozenset(c.name for c in cores if c.algorithm is SHA224 and (c.top, c.point) in sha256),
        # 64-bit generator cores: 4 and 3 (sha512_uhs1's 10 took 47 s of CPU on Icarus;
        # the boundary-length, malformed and reset tests run whole regardless)
        icarus_messages={c.name: 20 if c.point is None else
                         (10 if c.contexts == 1 else 6) if c.algorithm not in WORD64 else
                         (4 if c.contexts == 1 else 3)
                         for c in cores},
        filehash_interleave=frozenset(c.name for c in cores if c.contexts > 1 and c.algorithm is SHA256),
        # sha256_conv4's stream tests on Icarus (48 s of CPU, 240 clocks/s there): its
        # control is hc_wave_sched and hc_ctx_pad, which md5_s4 runs there
        # (tests/test_stream_cores.py); it runs every one of them on Verilator
        icarus_stream_slow=frozenset(c.name for c in multi256[:1]),
        # no interleaved-stream run on Icarus (sha256_conv4's took 55 s of CPU,
        # sha512_conv4's 112 s): hc_ctx_pad and the generator's control are one RTL for
        # every algorithm and word size, which Verilator interleaves on every such core
        # and width and md5_s4 on Icarus; sha256_conv4 runs its Monte chains side by side
        # there, and the 4-stage cores meet Icarus with several tids in flight in their
        # digest tests and ShortMsg (tests/test_interleave.py)
    )


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES))
