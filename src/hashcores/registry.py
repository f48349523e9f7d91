"""The one catalogue of cores.

Tests, the benchmark, the docs and the FuseSoC core files all read this module, so a core
exists for the library exactly when it is listed here.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Callable

from hashcores.errors import HashcoresError
from hashcores.paths import ROOT
from hashcores.ref import luffa as _luffa


class UnknownCoreError(HashcoresError):
    """Raised for a core name that is not in the catalogue."""


@dataclass(frozen=True)
class Algorithm:
    """A hash algorithm as the cores implement it."""

    name: str  # "sha256"
    title: str  # "SHA-256"
    block_bits: int
    digest_bits: int
    #: Name of the CAVP response files' prefix in vectors/nist ("SHA256"), if any.
    cavp_prefix: str | None
    #: Python reference: bytes -> digest bytes.
    reference: Callable[[bytes], bytes] = field(compare=False, repr=False)
    #: Shell tool that prints digests the way `hashcores hash` does.
    sum_tool: str | None = None
    #: Extendable-output function (SHAKE): the output length is chosen per message and
    #: the output leaves as a stream (hc_shake_stream), not on m_digest. `digest_bits` is
    #: then the default output length of `digest` (the one `hashcores hash` prints).
    xof: bool = False
    #: XOF reference: (message, output bytes) -> output bytes.
    xof_reference: Callable[[bytes, int], bytes] | None = field(default=None, compare=False, repr=False)

    def digest(self, message: bytes) -> bytes:
        return self.reference(message)

    def output(self, message: bytes, nbytes: int) -> bytes:
        """The first `nbytes` output bytes of an XOF (SHAKE) for `message`."""
        if self.xof_reference is None:
            raise ValueError(f"{self.title} is not an extendable-output function")
        return self.xof_reference(message, nbytes)


def _hashlib(name: str) -> Callable[[bytes], bytes]:
    def reference(message: bytes) -> bytes:
        return hashlib.new(name, message).digest()

    reference.__name__ = f"hashlib_{name}"
    return reference


def _shake(name: str) -> Callable[[bytes, int], bytes]:
    def reference(message: bytes, nbytes: int) -> bytes:
        return hashlib.new(name, message).digest(nbytes)

    reference.__name__ = f"hashlib_{name}"
    return reference


def _sha3(bits: int) -> Algorithm:
    """SHA3-<bits> (FIPS 202 section 6.1): rate 1600 - 2 * bits."""
    name = f"sha3_{bits}"
    return Algorithm(name, f"SHA3-{bits}", 1600 - 2 * bits, bits, f"SHA3_{bits}", _hashlib(name),
                     f"sha3sum -a {bits}")


def _shake_algorithm(strength: int) -> Algorithm:
    """SHAKE<strength> (FIPS 202 section 6.2): rate 1600 - 2 * strength; `hashcores hash`
    prints 2 * strength output bits, as `sha3sum -a 128000/256000` does by default."""
    name = f"shake_{strength}"
    shake = _shake(name)
    return Algorithm(name, f"SHAKE{strength}", 1600 - 2 * strength, 2 * strength,
                     f"SHAKE{strength}", lambda m: shake(m, strength // 4), None, True, shake)


ALGORITHMS: dict[str, Algorithm] = {
    a.name: a
    for a in (
        Algorithm("sha224", "SHA-224", 512, 224, "SHA224", _hashlib("sha224"), "sha224sum"),
        Algorithm("sha256", "SHA-256", 512, 256, "SHA256", _hashlib("sha256"), "sha256sum"),
        *(_sha3(bits) for bits in (224, 256, 384, 512)),
        *(_shake_algorithm(s) for s in (128, 256)),
        # No hashlib and no CAVP files: the reference is our model (hashcores.ref.luffa,
        # checked against vectors/luffa by tests/test_luffa_ref.py).
        Algorithm("luffa224", "Luffa-224", 256, 224, None, _luffa.luffa224),
        Algorithm("luffa256", "Luffa-256", 256, 256, None, _luffa.luffa256),
        Algorithm("luffa384", "Luffa-384", 256, 384, None, _luffa.luffa384),
        Algorithm("luffa512", "Luffa-512", 256, 512, None, _luffa.luffa512),
    )
}


@dataclass(frozen=True)
class Family:
    """Cores that share RTL sources (one folder of rtl/ plus rtl/common)."""

    name: str
    description: str
    #: RTL files, relative to the repository root, in dependency order.
    sources: tuple[str, ...]
    #: Simulation-only models of vendor primitives the RTL instantiates (never synthesised:
    #: the synthesis tool maps the primitive itself), relative to the repository root.
    sim_sources: tuple[str, ...] = ()

    def source_paths(self) -> list[str]:
        """The RTL, for synthesis."""
        return [str(ROOT / s) for s in self.sources]

    def sim_source_paths(self) -> list[str]:
        """The RTL plus the simulation models, for simulation and lint."""
        return [str(ROOT / s) for s in self.sim_sources + self.sources]


FAMILIES: dict[str, Family] = {
    f.name: f
    for f in (
        Family(
            "sha2",
            "SHA-2 (SHA-224/256) cores: FIPS 180-4",
            (
                "rtl/common/hc_keep_decode.v",
                "rtl/common/hc_stream_pad.v",
                "rtl/common/hc_stream_param_check.v",
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
        ),
        Family(
            "sha3",
            "SHA-3 (SHA3-224/256/384/512) and SHAKE128/256 cores: FIPS 202",
            (
                "rtl/common/hc_keep_decode.v",
                "rtl/common/hc_stream_pad.v",
                "rtl/common/hc_stream_param_check.v",
                "rtl/sha3/hc_keccak_param_check.v",
                "rtl/sha3/hc_keccak_rc.v",
                "rtl/sha3/hc_keccak_round.v",
                "rtl/sha3/hc_keccak_lu.v",
                "rtl/sha3/hc_keccak_core.v",
                "rtl/sha3/hc_keccak_dsp_theta.v",
                "rtl/sha3/hc_keccak_rho.v",
                "rtl/sha3/hc_keccak_dsp_compact.v",
                "rtl/sha3/hc_keccak_dsp_1600.v",
                "rtl/sha3/hc_sha3_stream.v",
                "rtl/sha3/hc_shake_stream.v",
                "rtl/common/hc_ctx_pad.v",
                "rtl/common/hc_rr_arbiter.v",
                "rtl/sha3/hc_keccak_pipe_core.v",
                "rtl/sha3/hc_keccak_par_core.v",
                "rtl/sha3/hc_sha3_pipe_stream.v",
            ),
            # the DSP cores' DSP48E2 (rtl/sha3/hc_keccak_lu.v with USE_DSP = 1)
            ("sim/xilinx/DSP48E2.v",),
        ),
        Family(
            "luffa",
            "Luffa v2 (Luffa-224/256/384/512) cores: SHA-3 round-2 specification",
            (
                "rtl/common/hc_keep_decode.v",
                "rtl/common/hc_stream_pad.v",
                "rtl/common/hc_stream_param_check.v",
                "rtl/luffa/hc_luffa_sbox.v",
                "rtl/luffa/hc_luffa_step.v",
                "rtl/luffa/hc_luffa_const.v",
                "rtl/luffa/hc_luffa_mi.v",
                "rtl/luffa/hc_luffa_core.v",
                "rtl/luffa/hc_luffa_stream.v",
            ),
        ),
    )
}


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


@dataclass(frozen=True)
class Core:
    """One core of the library: a stream top with fixed parameters."""

    name: str
    algorithm: Algorithm
    family: Family
    #: Stream top module (shares the port list of docs/interface.md).
    top: str
    #: Parameters that make this core (DATA_W, TID_W are the user's to choose).
    params: dict[str, int]
    architecture: str
    messages_in_flight: int
    #: Clock cycles per block of the core, by design. The benchmark measures the real
    #: figure in simulation and reports that one.
    clocks_per_block: int
    #: Paper the architecture follows (file in shared seeds) or None for the textbook one.
    paper: str | None = None
    description: str = ""
    #: The generator point, for cores of hc_sha256_gen_stream.
    point: GenPoint | None = None
    #: Message contexts of a core that is not a generator point (interleaved messages).
    n_contexts: int = 1

    def as_dict(self) -> dict[str, object]:
        return {
            "name": self.name,
            "algorithm": self.algorithm.title,
            "family": self.family.name,
            "architecture": self.architecture,
            "messages_in_flight": self.messages_in_flight,
            "clocks_per_block": self.clocks_per_block,
            "paper": self.paper,
            "top": self.top,
            "params": dict(self.params),
            "block_bits": self.algorithm.block_bits,
            "digest_bits": self.algorithm.digest_bits,
            "xof": self.algorithm.xof,
            "generator": None if self.point is None else {
                "stages": self.point.stages,
                "rounds_per_clock": self.point.rounds_per_clock,
                "opblock": self.point.opblock,
                "contexts": self.point.contexts,
                "adder_levels": self.point.adder_levels(),
            },
        }

    @property
    def contexts(self) -> int:
        """Messages the stream top takes interleaved (beats of different s_tid)."""
        return self.n_contexts if self.point is None else self.point.contexts

    @property
    def aggregate_clocks_per_block(self) -> float:
        """Clocks per block by design with every message context busy."""
        if self.point is not None:
            return self.point.aggregate_clocks_per_block
        return self.clocks_per_block / self.contexts

    @property
    def xof(self) -> bool:
        """The core's output is a stream of any length (hc_shake_stream: s_outlen in,
        m_tdata/m_tkeep/m_tlast out) instead of m_digest."""
        return self.algorithm.xof


_SHA2 = FAMILIES["sha2"]
_SHA3 = FAMILIES["sha3"]


def keccak_core(algorithm: str, rpc: int = 1) -> Core:
    """A SHA-3 or SHAKE core on hc_keccak_core, `rpc` rounds per clock (divides 24)."""
    if 24 % rpc:
        raise ValueError(f"rounds per clock {rpc} does not divide 24")
    alg = ALGORITHMS[algorithm]
    clocks = 24 // rpc
    rounds = "one round" if rpc == 1 else f"{rpc} rounds"
    if alg.xof:
        strength = 256 if alg.name == "shake_256" else 128
        top, params = "hc_shake_stream", {"SHAKE": strength, "RPC": rpc}
        what = f"{alg.title}: any output length (s_outlen), output as a {64}-bit AXI4-Stream"
    else:
        top, params = "hc_sha3_stream", {"DIGEST_BITS": alg.digest_bits, "RPC": rpc}
        what = f"{alg.title}"
    short = alg.name.replace("_", "") if alg.xof else alg.name
    return Core(
        f"{short}_r{rpc}",
        alg,
        _SHA3,
        top,
        params,
        f"iterative Keccak-f[1600], {rounds} per clock",
        1,
        clocks,
        None,
        f"{what}; Keccak-f[1600] {rounds} per clock, each block XORed in behind the last "
        f"round group of the permutation before it ({clocks} clocks per block).",
    )

_P003 = "003_00700f2ac2a40c5a.txt"


#: The DSP datapaths of paper 003: name -> (ARCH of hc_sha3_stream, logic units,
#: clocks per block, what it is).
DSP_ARCHS: dict[str, tuple[int, int, int, str]] = {
    "compact": (1, 42, 168, "compact DSP datapath (003): three pipeline stages, one row of "
                "the state per clock, 7 clocks per round"),
    "1600": (2, 130, 96, "1600-bit DSP datapath (003): a whole round in four pipeline "
             "stages, 4 clocks per round, one message at a time"),
}


def dsp_core(algorithm: str, arch: str, use_dsp: bool = True, contexts: int = 1) -> Core:
    """A SHA-3 core on a DSP datapath of paper 003 (`arch`: a key of DSP_ARCHS), with
    DSP48E2 slices (`use_dsp`) or the same datapath in plain logic (name suffix `_lut`).
    `contexts` = 4 (the 1600-bit datapath only, name suffix `_x4`): the paper's four
    messages in flight, one per pipeline stage, interleaved by s_tid (hc_sha3_pipe_stream
    on hc_keccak_dsp_1600 with CTX = 4)."""
    if arch not in DSP_ARCHS:
        raise ValueError(f"unknown DSP architecture {arch!r}")
    if contexts not in (1, 4) or (contexts == 4 and arch != "1600"):
        raise ValueError(f"{contexts} contexts on the {arch} DSP datapath (1, or 4 on 1600)")
    number, units, clocks, what = DSP_ARCHS[arch]
    alg = ALGORITHMS[algorithm]
    kind = "DSP48E2 slices" if use_dsp else "plain logic in place of the DSP48E2 slices"
    name = f"{alg.name}_dsp_{arch}" + ("" if contexts == 1 else f"_x{contexts}")
    if contexts == 1:
        top = "hc_sha3_stream"
        params = {"DIGEST_BITS": alg.digest_bits, "ARCH": number, "USE_DSP": int(use_dsp)}
        flight = ""
    else:
        top = "hc_sha3_pipe_stream"
        params = {"DIGEST_BITS": alg.digest_bits, "STAGES": contexts, "RPC": 1,
                  "ARCH": number, "USE_DSP": int(use_dsp)}
        what = what.replace("one message at a time", f"{contexts} messages in flight")
        flight = (f", {contexts} messages interleaved by s_tid, one per pipeline stage "
                  f"({clocks // contexts} clocks per block in aggregate)")
    return Core(
        name + ("" if use_dsp else "_lut"),
        alg,
        _SHA3,
        top,
        params,
        f"{arch} DSP datapath (003), {units} logic units, {kind}"
        + ("" if contexts == 1 else f", {contexts} messages interleaved"),
        contexts,
        clocks,
        _P003,
        f"{alg.title}; the {what}; Keccak-f[1600] on {units} 48-bit logic units ({kind}), "
        f"{clocks} clocks per block{flight}.",
        n_contexts=contexts,
    )


def keccak_pipe_core(algorithm: str, stages: int, rpc: int = 1, parallel: bool = False
                     ) -> Core:
    """A SHA3 core with `stages` message contexts and as many Keccak round units of `rpc`
    rounds (hc_sha3_pipe_stream): in a ring, one context per stage (hc_keccak_pipe_core,
    stages * rpc divides 24; name suffix `_p{stages}`), or with `parallel` side by side,
    one single-message datapath per context (hc_keccak_par_core, ARCH 3; name suffix
    `_r{rpc}x{stages}`)."""
    if stages < 1 or rpc < 1 or 24 % (rpc if parallel else stages * rpc):
        raise ValueError(f"stages x rounds per clock {stages} x {rpc} does not divide 24")
    if parallel and stages < 2:
        raise ValueError("a parallel Keccak core has 2 or more datapaths")
    alg = ALGORITHMS[algorithm]
    if alg.xof:
        raise ValueError(f"{alg.title}: the pipelined Keccak core gives digests only")
    clocks = 24 // rpc
    rounds = "one round" if rpc == 1 else f"{rpc} rounds"
    params = {"DIGEST_BITS": alg.digest_bits, "STAGES": stages, "RPC": rpc}
    if parallel:
        name = f"{alg.name}_r{rpc}x{stages}"
        params["ARCH"] = 3
        arch = (f"{stages} Keccak-f[1600] datapaths of {rounds} per clock, {stages} "
                "messages interleaved")
        what = (f"{stages} datapaths of {rounds} per clock side by side (each as the "
                "single-message core), one message context each")
    else:
        name = f"{alg.name}_p{stages}" + ("" if rpc == 1 else f"r{rpc}")
        arch = f"Keccak-f[1600] ring of {stages} stages x {rounds}, {stages} messages interleaved"
        what = f"{stages} Keccak round units ({rounds} each) in a ring, one message context per stage"
    return Core(
        name, alg, _SHA3, "hc_sha3_pipe_stream", params, arch, stages, clocks, None,
        f"{alg.title}; {what}, messages interleaved by s_tid ({clocks} clocks per block per "
        f"message, {stages} blocks in flight).",
        n_contexts=stages,
    )


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
    algorithm = ALGORITHMS["sha224" if digest_bits == 224 else "sha256"]
    _, _, paper = OPBLOCKS[point.opblock]
    stages = "1 stage" if point.stages == 1 else f"{point.stages} stages"
    return Core(
        name or f"{algorithm.name}_{point.slug()}",
        algorithm,
        _SHA2,
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

CORES: dict[str, Core] = {
    c.name: c
    for c in (
        Core(
            "sha256_iter",
            ALGORITHMS["sha256"],
            _SHA2,
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
            ALGORITHMS["sha224"],
            _SHA2,
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
        *(keccak_core(a) for a in ("sha3_224", "sha3_256", "sha3_384", "sha3_512",
                                     "shake_128", "shake_256")),
        keccak_core("sha3_256", 2),
        *(dsp_core(a, "compact", dsp) for a in ("sha3_224", "sha3_256", "sha3_384", "sha3_512")
          for dsp in (True, False)),
        *(dsp_core("sha3_256", "1600", dsp) for dsp in (True, False)),
        *(dsp_core("sha3_256", "1600", dsp, contexts=4) for dsp in (True, False)),
        keccak_pipe_core("sha3_256", 4),
        keccak_pipe_core("sha3_256", 2),
        keccak_pipe_core("sha3_256", 2, parallel=True),
        keccak_pipe_core("sha3_256", 3, parallel=True),
    )
}


_LUFFA = FAMILIES["luffa"]

#: The Luffa cores' architectures (rtl/luffa/hc_luffa_core.v): short name ->
#: (parameters, architecture, what it is, paper).
_P002 = "002_705417c863456be5.txt"
LUFFA_STYLES: dict[str, tuple[dict[str, int], str, str, str | None]] = {
    "conv": ({"STEPS": 8}, "conventional, one round per clock",
             "MI, tweak and all 8 steps combinational between two registers (002)", _P002),
    "step": ({"STEPS": 1}, "one step per clock",
             "MI, tweak and step 0 in the first clock, steps 1..7 in the next 7", None),
    # the paper's low-power variants of the conventional core (002)
    "pipelined": ({"STEPS": 8, "PIPE": 1}, "pipelined (002 Luffa_positive)",
                  "registers after MI and after the tweak: MI, tweak, 8 steps in 3 clocks",
                  _P002),
    "gated": ({"STEPS": 8, "PIPE": 2}, "gated (002 Luffa_gating)",
              "the pipelined core with its registers behind clock enables", _P002),
    "negedge": ({"STEPS": 8, "NEGEDGE": 1}, "negedge (002 Luffa_negative)",
                "a falling-edge register between steps 3 and 4, one round per clock", _P002),
    "ram_sbox": ({"STEPS": 8, "SBOX_RAM": 1}, "RAM S-boxes (002 Luffa_RAM)",
                 "the conventional core with SubCrumb's S-boxes as 16 x 4 memories", _P002),
}


def luffa_core(digest_bits: int, style: str) -> Core:
    """The Luffa-`digest_bits` core of architecture `style` (a key of LUFFA_STYLES)."""
    params, architecture, what, paper = LUFFA_STYLES[style]
    algorithm = ALGORITHMS[f"luffa{digest_bits}"]
    clocks = 8 // params["STEPS"] + (2 if params.get("PIPE") else 0)
    return Core(
        f"luffa{digest_bits}_{style}",
        algorithm,
        _LUFFA,
        "hc_luffa_stream",
        {"DIGEST_BITS": digest_bits, **params},
        architecture,
        1,
        clocks,
        paper,
        f"{algorithm.title}, w = {_luffa.CHAINS[digest_bits]}: {what}; {clocks} clock(s) per "
        f"block, {1 if digest_bits <= 256 else 2} blank round(s) for the output.",
    )


#: The catalogued Luffa cores: every width as the conventional core, Luffa-256 also as the
#: small one-step-per-clock core and as the paper's four low-power variants (002). (Every
#: style works at every width: luffa_core(bits, style).)
LUFFA_CORES: tuple[tuple[int, str], ...] = (
    (224, "conv"), (256, "conv"), (384, "conv"), (512, "conv"), (256, "step"),
    (256, "pipelined"), (256, "gated"), (256, "negedge"), (256, "ram_sbox"),
)
CORES.update({c.name: c for c in (luffa_core(bits, style) for bits, style in LUFFA_CORES)})


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


def get_core(name: str) -> Core:
    """The core called `name` (a catalogue core, or a generator point by its sweep name),
    or UnknownCoreError naming the known ones."""
    core = CORES.get(name) or sweep_core(name)
    if core is None:
        known = ", ".join(sorted(CORES))
        raise UnknownCoreError(
            f"unknown core {name!r}; known cores: {known}; generator points: "
            "sha256_s<stages>r<rounds per clock>_<operation block>, e.g. sha256_s8r2_uhs"
        )
    return core


def cores(names: list[str] | None = None) -> list[Core]:
    """The cores named (all when `names` is empty or None), in catalogue order."""
    if not names:
        return list(CORES.values())
    return [get_core(n) for n in names]
