"""The one catalogue of cores, and the types a family declares itself with.

A family (its RTL, algorithms, vectors, cores and test tiers) is one declaration: a module
of `hashcores.families` that builds a `Family` (see CONTRIBUTING.md, "Adding a family").
This module finds every declaration (pkgutil over the package) and builds the catalogue
from them: `FAMILIES`, `ALGORITHMS`, `CORES` and the look-ups (`get_core`, `cores`,
`sweep_core`). Tests, the benchmark, the docs and the FuseSoC core files all read this
module, so a core exists for the library exactly when a declaration lists it; the tests
and the vector readers choose no family by its name.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from hashcores.errors import HashcoresError
from hashcores.padding import PadRule
from hashcores.paths import ROOT
from hashcores.vectors.formats import VectorFormat
from hashcores.vectors.lines import LineRecord

if TYPE_CHECKING:
    from hashcores.families.sha2 import GenPoint


#: RTL every family's stream top instantiates (the stream padding unit and its lane
#: decoder): the first sources of every declaration.
COMMON_SOURCES: tuple[str, ...] = (
    "rtl/common/hc_pad_check.v",
    "rtl/common/hc_keep_decode.v",
    "rtl/common/hc_pad_lanes.v",
    "rtl/common/hc_pad_byte_count.v",
    "rtl/common/hc_pad_place.v",
    "rtl/common/hc_pad_accumulator.v",
    "rtl/common/hc_pad_length.v",
    "rtl/common/hc_pad_output.v",
    "rtl/common/hc_stream_pad.v",
    "rtl/common/hc_stream_param_check.v",
)


#: The family-independent HMAC units (docs/hmac.md): a family with an HMAC top lists them
#: before its top (hashcores.hmac_cores runs the tops).
HMAC_SOURCES: tuple[str, ...] = (
    "rtl/common/hc_hmac_key_shift.v",
    "rtl/common/hc_hmac_state_mem.v",
    "rtl/common/hc_hmac_word_select.v",
    "rtl/common/hc_hmac_k0.v",
    "rtl/common/hc_hmac_ctrl.v",
    "rtl/common/hc_axis_slice.v",
    "rtl/common/hc_hmac_front.v",
    # the multi-message cores' (over hc_ctx_pad and hc_rr_arbiter, which the families list)
    "rtl/common/hc_hmac_multi_front.v",
    "rtl/common/hc_hmac_ctx_front.v",
)


class UnknownCoreError(HashcoresError):
    """Raised for a core name that is not in the catalogue."""


@dataclass(frozen=True)
class VectorFile:
    """One file of official known answers and the format it is written in."""

    #: What the file holds, as the tests name it ("basic", "pattern").
    kind: str
    #: Relative to the repository root (vectors/<family>/...).
    path: str
    format: VectorFormat

    @property
    def full_path(self) -> Path:
        return ROOT / self.path

    def read(self) -> list[LineRecord]:
        """The file's records, in file order, through its format's reader."""
        return self.format.read(self.full_path)


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
    #: The padding rule of the standard (hashcores.padding; the stream top's hc_stream_pad
    #: parameters). Its BLOCK_W is `block_bits`.
    padding: PadRule | None = None
    #: Byte order of the words the message is read in and the digest written from:
    #: "big" (SHA-1, SHA-2, Luffa) or "little" (MD5, RIPEMD, the Keccak lanes).
    byte_order: str = "big"
    #: CAVP Monte procedure: digests per message of the chain (hashcores.vectors.cavp:
    #: SHAVS_MONTE_DEPTH for SHA-1/SHA-2, SHA3VS_MONTE_DEPTH for SHA-3), None for none.
    monte_depth: int | None = None
    #: Known-answer files other than CAVP's (the Luffa submission's, RFC lists), each with
    #: the format that reads it.
    kat: tuple[VectorFile, ...] = ()
    #: Records of each of its CAVP files (suite -> count) as NIST publishes them
    #: (vectors/README.md): tests/test_cavp_parser.py checks the parser reads them all.
    cavp_records: Mapping[str, int] = field(default_factory=dict, compare=False)

    def digest(self, message: bytes) -> bytes:
        return self.reference(message)

    def kat_file(self, kind: str) -> VectorFile:
        """The known-answer file of that kind ("basic", "pattern", ...)."""
        for vectors in self.kat:
            if vectors.kind == kind:
                return vectors
        raise KeyError(f"{self.title} has no {kind!r} vector file")

    def output(self, message: bytes, nbytes: int) -> bytes:
        """The first `nbytes` output bytes of an XOF (SHAKE) for `message`."""
        if self.xof_reference is None:
            raise ValueError(f"{self.title} is not an extendable-output function")
        return self.xof_reference(message, nbytes)


def hashlib_reference(name: str) -> Callable[[bytes], bytes]:
    """The digest of hashlib's algorithm `name`, as an `Algorithm.reference`."""
    def reference(message: bytes) -> bytes:
        return hashlib.new(name, message).digest()

    reference.__name__ = f"hashlib_{name}"
    return reference


def hashlib_xof(name: str) -> Callable[[bytes, int], bytes]:
    """hashlib's extendable-output function `name`, as an `Algorithm.xof_reference`."""
    def reference(message: bytes, nbytes: int) -> bytes:
        return hashlib.new(name, message).digest(nbytes)

    reference.__name__ = f"hashlib_{name}"
    return reference


def _names() -> frozenset[str]:
    return frozenset()


@dataclass(frozen=True)
class Tiers:
    """What the tests run of a family's cores by default (``-m "not slow"``), as data.

    Every test module runs every core of every family; these sets of core names say which
    of a family's cores take a reduced default set (the rest of their matrix is marked
    slow). Each test module's docstring says why its rule is what it is; a core named
    nowhere here runs the common default set. The declaration computes the sets from its
    cores, so a new core of an existing kind lands in the right tier by itself.
    """

    # --- roles shared by every test module -----------------------------------------------
    #: Cores whose datapath takes many more clocks per block than the others (the DSP
    #: datapaths of paper 003): each module gives them a rule of their own, named below.
    heavy: frozenset[str] = field(default_factory=_names)
    #: A core that is another core's RTL with another size parameter -> that core, which
    #: runs the full set in its place (the larger Keccak rings -> the smallest ring).
    twins: Mapping[str, str] = field(default_factory=dict)

    # --- official vectors (tests/test_nist.py, tests/test_kat_vectors.py) -----------------
    #: Cores that run the whole CAVP LongMsg file on Icarus by default (the others a
    #: subset of records).
    icarus_whole_long: frozenset[str] = field(default_factory=_names)
    #: Cores that run only the first n records of their LongMsg subset on Icarus by
    #: default (core -> n; the rest of the subset is slow).
    icarus_long_records: Mapping[str, int] = field(default_factory=dict)
    #: Cores that run the whole Monte file on Icarus by default.
    icarus_full_monte: frozenset[str] = field(default_factory=_names)
    #: Where the short default Icarus Monte window of an algorithm's cores starts (by
    #: algorithm name; others: `icarus_monte_offset`).
    icarus_monte_offsets: Mapping[str, int] = field(default_factory=dict)
    icarus_monte_offset: int = 50
    #: Heavy cores that run the Monte file on Verilator by default.
    verilator_monte: frozenset[str] = field(default_factory=_names)
    #: Other cores whose Monte file on Verilator is slow: a core of their algorithm with
    #: their number of contexts runs it (`chain_leaders`), and their datapath meets every
    #: ShortMsg and LongMsg record there (tests/test_nist.py says why).
    verilator_monte_slow: frozenset[str] = field(default_factory=_names)
    #: Cores that run every n-th record of a known-answer file on Icarus by default
    #: (core -> n; the whole file slow); the others run the whole file.
    kat_icarus_stride: Mapping[str, int] = field(default_factory=dict)
    #: Twins whose cocotb protocol tests (tests/test_stream_cores.py and
    #: tests/test_interleave.py) are slow on both simulators: the core they stand for
    #: runs them, and what sets the twin apart (IV, digest width) shows in its official
    #: vectors. Other twins run those tests at DATA_W 32 on Verilator.
    twin_protocol_slow: frozenset[str] = field(default_factory=_names)
    #: Cores that read every n-th record of the CAVP ShortMsg file on Icarus by default
    #: (core -> n), and the records at the edge where the padding needs one more block;
    #: the whole file is slow. A twin named here reads these records on Icarus (the
    #: digests are what tells it from the core it stands for); other twins run nothing
    #: on Icarus by default.
    icarus_short_stride: Mapping[str, int] = field(default_factory=dict)

    # --- stream tops under cocotb (tests/test_stream_cores.py) ------------------------------
    #: Cores whose control is another core's: their cocotb stream and interleave tests
    #: at DATA_W 32 are slow on both simulators. A core of the same stream top and
    #: context count runs every one of them on both (its control: flow control, errors,
    #: reset), and the core's datapath meets both simulators in its official vectors, sent
    #: through the file bench under random stalls on both sides. (A width another width of
    #: its top is dealt to it still runs: conftest.dealt_widths.)
    shared_control: frozenset[str] = field(default_factory=_names)
    #: Cores with several contexts whose cocotb stream tests at DATA_W 32 are slow on
    #: Icarus (they run on Verilator): their context control (the `s_tid` router,
    #: `hc_ctx_pad`, the wave scheduler) is the RTL of a core that runs every one of them
    #: on Icarus (md5_s4), and the core meets Icarus with several tids in flight in its
    #: official vectors and Monte chains.
    icarus_stream_slow: frozenset[str] = field(default_factory=_names)
    #: Random messages per cocotb test on Icarus, by core (others: `icarus_messages_default`).
    icarus_messages: Mapping[str, int] = field(default_factory=dict)
    icarus_messages_default: int = 20
    #: Heavy cores with every cocotb test on Verilator by default.
    stream_verilator_full: frozenset[str] = field(default_factory=_names)
    #: Heavy cores with the digest tests on Verilator by default (on Icarus a heavy core
    #: runs none by default: its official ShortMsg file runs there).
    stream_verilator_digests: frozenset[str] = field(default_factory=_names)
    #: Cores whose too-long test is slow (beside the heavy cores and the twins).
    too_long_slow: frozenset[str] = field(default_factory=_names)

    # --- the file bench (tests/test_filehash.py) -------------------------------------------
    #: Cores whose per-core file-bench tests are slow (beside the twins).
    filehash_slow: frozenset[str] = field(default_factory=_names)
    #: Cores whose 1 MiB file test is slow on Verilator too (slow reference or datapath).
    mebibyte_slow: frozenset[str] = field(default_factory=_names)
    #: Cores whose interleaved file-bench test runs (one per operation block).
    filehash_interleave: frozenset[str] = field(default_factory=_names)

    # --- interleaved streams (tests/test_interleave.py) -------------------------------------
    #: Multi-context cores that run on Icarus by default (the rule: tests/test_interleave.py).
    interleave_icarus: frozenset[str] = field(default_factory=_names)

    # --- extendable output (tests/test_shake_cores.py) --------------------------------------
    #: Algorithm -> its own (DATA_W, OUT_W, TID_W): an output width that divides only
    #: its rate.
    xof_wide_out: Mapping[str, tuple[int, int, int]] = field(default_factory=dict)
    #: Core -> a configuration it runs on Icarus by default beside the common one.
    xof_icarus_extra: Mapping[str, tuple[int, int, int]] = field(default_factory=dict)

    def messages_on_icarus(self, core: str) -> int:
        return self.icarus_messages.get(core, self.icarus_messages_default)

    def monte_offset(self, algorithm: str) -> int:
        return self.icarus_monte_offsets.get(algorithm, self.icarus_monte_offset)

    def names(self) -> set[str]:
        """Every core name the tiers mention (the declaration checks they exist)."""
        named: set[str] = set(self.twins) | set(self.twins.values())
        named |= set(self.icarus_messages) | set(self.xof_icarus_extra)
        named |= set(self.icarus_short_stride) | set(self.icarus_long_records)
        named |= set(self.kat_icarus_stride)
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, frozenset):
                named |= value
        return named


def chain_leaders(cores: tuple[Core, ...]) -> frozenset[str]:
    """The first of `cores` of each algorithm, and the first of each algorithm with
    several contexts: the cores whose Monte chains stand for the others' control
    (`Tiers.verilator_monte_slow`)."""
    first: dict[tuple[str, bool], str] = {}
    for core in cores:
        first.setdefault((core.algorithm.name, False), core.name)
        if core.contexts > 1:
            first.setdefault((core.algorithm.name, True), core.name)
    return frozenset(first.values())


@dataclass(frozen=True)
class PnrChoice:
    """A nextpnr option the benchmark measured to do better than nextpnr's default for
    (some of) a family's cores on one nextpnr architecture (`Family.pnr`)."""

    #: nextpnr architecture, as in the tool's name nextpnr-<arch>: "ecp5", "ice40".
    arch: str
    #: `--placer` for the cores it applies to (None: the target's placer).
    placer: str | None = None
    #: `--router` for the cores it applies to (None: nextpnr's default router).
    router: str | None = None
    #: Which of the family's cores it applies to, from their parameters (`Core.params`);
    #: None: every core of the family.
    applies: Callable[[Mapping[str, int]], bool] | None = field(default=None, compare=False)

    def applies_to(self, params: Mapping[str, int]) -> bool:
        return self.applies is None or self.applies(params)


@dataclass(frozen=True, eq=False)
class Family:
    """A family's declaration: cores that share RTL sources (one folder of rtl/ plus
    rtl/common), their algorithms, vectors and test tiers. Written once, in
    src/hashcores/families/<name>.py; compared by identity."""

    name: str
    description: str
    #: RTL files, relative to the repository root, in dependency order.
    sources: tuple[str, ...]
    #: Simulation-only models of vendor primitives the RTL instantiates (never synthesised:
    #: the synthesis tool maps the primitive itself), relative to the repository root.
    sim_sources: tuple[str, ...] = ()
    #: Place in the catalogue (lists, test ids, the report follow it): a new family takes
    #: the next number.
    order: int = 100
    #: The algorithms its cores implement.
    algorithms: tuple[Algorithm, ...] = ()
    #: What the tests run of its cores by default.
    tiers: Tiers = field(default_factory=Tiers)
    #: Parameter points of its cores outside the catalogue that the slow tests check
    #: against the known-answer files (other combinations of the core's parameters).
    other_points: tuple[Core, ...] = ()
    #: Cores outside the catalogue found by name (the SHA-2 generator's sweep points):
    #: name -> core, or None when the name is not one; `sweep_hint` says how they are named.
    sweep: Callable[[str], Core | None] | None = field(default=None, repr=False)
    sweep_hint: str = ""
    #: Its page (docs/<family>.md) and its vectors folder (vectors/<family>/, or the
    #: shared vectors/nist), with their provenance.
    doc: str | None = None
    vectors: str | None = None
    #: The family's sections of the benchmark report (results/bench.md), in order:
    #: "module:attribute" paths of `hashcores.bench.report.sections.Section` objects,
    #: imported only when a report is written (the benchmark reads this module, so this
    #: module does not import the benchmark). Each is given the family's records of the
    #: sweep target; families' sections follow the catalogue's order.
    report_sections: tuple[str, ...] = ()
    #: The algorithm (a key of ALGORITHMS) the family's report sections compare: the one
    #: the papers' claims and the issues' acceptance lines are stated for (None: none).
    bench_algorithm: str | None = None
    #: nextpnr settings measured to do better than the defaults for the family's cores,
    #: per nextpnr architecture (`PnrSpec.placer_for`, `PnrSpec.router_for`).
    pnr: tuple[PnrChoice, ...] = ()
    #: Bad parameter values its modules must refuse, naming the parameter (CONTRIBUTING.md,
    #: RTL rules): (module, parameter, value), one per rule worth a case;
    #: tests/test_param_checks.py elaborates each with that value and with the defaults.
    param_checks: tuple[tuple[str, str, int], ...] = ()
    #: Its cores, in catalogue order (given by `declare`).
    cores: tuple[Core, ...] = ()

    def source_paths(self) -> list[str]:
        """The RTL, for synthesis."""
        return [str(ROOT / s) for s in self.sources]

    def sim_source_paths(self) -> list[str]:
        """The RTL plus the simulation models, for simulation and lint."""
        return [str(ROOT / s) for s in self.sim_sources + self.sources]

    def hash_sources(self) -> tuple[str, ...]:
        """The RTL of its hash tops: `sources` without the HMAC tops' files (HMAC_SOURCES
        and the family's hc_hmac_* tops, which no hash top instantiates). What a proof of
        a hash top reads, so that a change to the HMAC logic leaves its records current."""
        return tuple(s for s in self.sources
                     if s not in HMAC_SOURCES and not Path(s).name.startswith("hc_hmac_"))


def declare(family: Family, cores: tuple[Core, ...], tiers: Tiers | None = None,
            other_points: tuple[Core, ...] = ()) -> Family:
    """The family with its cores, its test tiers and its other parameter points (which
    the declaration builds from its cores): the last step of a declaration, done once. Checks that each core belongs to
    it, that core names are unique, that its algorithms are declared and their padding
    rules fit their blocks, and that its tiers name only its own cores."""
    if family.cores:
        raise ValueError(f"family {family.name} is declared twice")
    # The cores name the family, so these fields are filled in once the cores exist.
    if tiers is not None:
        object.__setattr__(family, "tiers", tiers)
    if other_points:
        object.__setattr__(family, "other_points", tuple(other_points))
    names = [c.name for c in cores]
    if len(set(names)) != len(names):
        raise ValueError(f"family {family.name}: a core name is given twice")
    for core in cores + family.other_points:
        if core.family is not family:
            raise ValueError(f"family {family.name}: core {core.name} names another family")
        if core.algorithm not in family.algorithms:
            raise ValueError(f"family {family.name}: {core.name}'s algorithm is not declared")
    for algorithm in family.algorithms:
        if algorithm.padding is not None and algorithm.padding.block_w != algorithm.block_bits:
            raise ValueError(f"{algorithm.title}: padding rule of another block size")
    unknown = family.tiers.names() - set(names)
    if unknown:
        raise ValueError(f"family {family.name}: tiers name unknown cores {sorted(unknown)}")
    object.__setattr__(family, "cores", tuple(cores))
    return family


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
    #: The generator point, for cores of hc_sha2_gen_stream (hashcores.families.sha2).
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
    def tiers(self) -> Tiers:
        """What the tests run of this core by default: its family's test tiers."""
        return self.family.tiers

    @property
    def xof(self) -> bool:
        """The core's output is a stream of any length (hc_shake_stream: s_outlen in,
        m_tdata/m_tkeep/m_tlast out) instead of m_digest."""
        return self.algorithm.xof


def _discover() -> list[Family]:
    """Every declaration of hashcores.families (a module defining FAMILY), in order."""
    import hashcores.families as package

    found = []
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        family = getattr(module, "FAMILY", None)
        if isinstance(family, Family):
            found.append(family)
    orders = [f.order for f in found]
    if len(set(orders)) != len(orders):
        taken = sorted(f"{f.name}={f.order}" for f in found if orders.count(f.order) > 1)
        raise ValueError(f"two families take the same catalogue order: {', '.join(taken)}")
    return sorted(found, key=lambda f: f.order)


FAMILIES: dict[str, Family] = {f.name: f for f in _discover()}
ALGORITHMS: dict[str, Algorithm] = {a.name: a for f in FAMILIES.values() for a in f.algorithms}
CORES: dict[str, Core] = {c.name: c for f in FAMILIES.values() for c in f.cores}
if len(CORES) != sum(len(f.cores) for f in FAMILIES.values()):
    raise ValueError("two families declare a core of the same name")
if len(ALGORITHMS) != sum(len(f.algorithms) for f in FAMILIES.values()):
    raise ValueError("two families declare an algorithm of the same name")


def sweep_core(name: str) -> Core | None:
    """A core outside the catalogue by its sweep name (the SHA-2 generator's points:
    `sha256_s8r2_uhs`, `GenPoint.slug`), or None when `name` is not one."""
    for family in FAMILIES.values():
        if family.sweep is not None and (core := family.sweep(name)) is not None:
            return core
    return None


def get_core(name: str) -> Core:
    """The core called `name` (a catalogue core, or a sweep point by its name), or
    UnknownCoreError naming the known ones."""
    core = CORES.get(name) or sweep_core(name)
    if core is None:
        known = ", ".join(sorted(CORES))
        hints = "; ".join(f.sweep_hint for f in FAMILIES.values() if f.sweep_hint)
        raise UnknownCoreError(f"unknown core {name!r}; known cores: {known}" + (f"; {hints}" if hints else ""))
    return core


def cores(names: list[str] | None = None) -> list[Core]:
    """The cores named (all when `names` is empty or None), in catalogue order."""
    if not names:
        return list(CORES.values())
    return [get_core(n) for n in names]


# The family-specific constructors and tables, where callers of the catalogue found them
# before each family became one declaration (the bench, the tests of one core's RTL).
from hashcores.families.luffa import LUFFA_CORES, LUFFA_STYLES, luffa_core  # noqa: E402
from hashcores.families.sha2 import NAMED_POINTS, OPBLOCKS, GenPoint, gen_core  # noqa: E402,F811
from hashcores.families.sha3 import DSP_ARCHS, dsp_core, keccak_core, keccak_pipe_core  # noqa: E402
