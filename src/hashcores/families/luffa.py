"""Luffa v2 (Luffa-224/256/384/512): the SHA-3 round-2 specification. The family's one
declaration.

hashlib has no Luffa: the reference is our model (hashcores.ref.luffa, checked against
vectors/luffa by tests/test_luffa_ref.py), and the official vectors are the
submission's known-answer files in the line format (vectors/README.md).
"""

from __future__ import annotations

from hashcores import padding
from hashcores.ref import luffa as _luffa
from hashcores.registry import (COMMON_SOURCES, Algorithm, Core, Family, PnrChoice, Tiers, VectorFile,
                                declare)
from hashcores.vectors.formats import KAT_LINES


def _algorithm(bits: int) -> Algorithm:
    """Luffa-<bits>: 256-bit message blocks; the message, 0x80, zeros to the block edge
    (no length field)."""
    kat = tuple(VectorFile(kind, f"vectors/luffa/luffa{bits}_{kind}.txt", KAT_LINES)
                for kind in ("basic", "pattern"))
    return Algorithm(f"luffa{bits}", f"Luffa-{bits}", 256, bits, None,
                     getattr(_luffa, f"luffa{bits}"), padding=padding.LUFFA, kat=kat)


ALGORITHMS: tuple[Algorithm, ...] = tuple(_algorithm(bits) for bits in (224, 256, 384, 512))
_BY_BITS = {a.digest_bits: a for a in ALGORITHMS}

_FAMILY = Family(
    "luffa",
    "Luffa v2 (Luffa-224/256/384/512) cores: SHA-3 round-2 specification",
    (
        *COMMON_SOURCES,
        "rtl/common/hc_ctx_pad.v",
        "rtl/common/hc_rr_arbiter.v",
        "rtl/common/hc_wave_sched.v",
        "rtl/luffa/hc_luffa_sbox.v",
        "rtl/luffa/hc_luffa_step.v",
        "rtl/luffa/hc_luffa_const.v",
        "rtl/luffa/hc_luffa_mi.v",
        "rtl/luffa/hc_luffa_tweak.v",
        "rtl/luffa/hc_luffa_stage.v",
        "rtl/luffa/hc_luffa_core.v",
        "rtl/luffa/hc_luffa_stream.v",
    ),
    order=30,
    algorithms=ALGORITHMS,
    doc="docs/luffa.md",
    # bad parameters its modules refuse, naming them (tests/test_param_checks.py)
    param_checks=(
        ("hc_luffa_stream", "MAX_BYTES_W", 62),
        ("hc_luffa_core", "STEPS", 3),
        ("hc_luffa_core", "STAGES", 3),
        ("hc_luffa_core", "N_CTX", 2),
        ("hc_luffa_mi", "W", 6),
        ("hc_luffa_tweak", "J", 5),
        ("hc_luffa_stage", "FIRST_STEP", 8),
    ),
    vectors="vectors/luffa",
    report_sections=("hashcores.bench.luffa:SECTION", "hashcores.bench.luffa:PIPE_SECTION"),
    bench_algorithm="luffa256",
    # The whole-round cores (about 37k LUT4, a round of 24 steps' rotations between two
    # registers) did not route with router1: 181k arcs were still unrouted after 20
    # minutes; router2 routed them in about 10 minutes after HeAP placement
    # (docs/benchmark.md). Not the step core: router2 gave it a lower Fmax than router1
    # (medians of 3 seeds), so it keeps nextpnr's default.
    pnr=(PnrChoice("ecp5", router="router2", applies=lambda p: p.get("STEPS") == 8),),
)

def wave_clocks(stages: int, steps: int) -> int:
    """Clocks a wave of an hc_luffa_core pipeline: a stage's share of a round's 8 steps,
    STEPS a clock (hc_luffa_core's WAVE)."""
    return 8 // (stages * steps)


def _waves_per_round(stages: int, steps: int) -> int:
    """Waves from a round's entry to its message's next round's entry in an hc_luffa_core
    pipeline: one per stage and one for the exit register's clock and the grant, two
    when a wave is two clocks (the grant takes the clock after the exit register's, and
    a second clock for the starting values: hc_wave_sched PREP; none is left to enter at
    that wave's end), three when it is one (the exit register, the grant's choice, the
    starting values: hc_luffa_core's AHEAD)."""
    wave = wave_clocks(stages, steps)
    return stages + (1 if wave >= 3 else 2 if wave == 2 else 3)


def pipe_contexts(stages: int, steps: int) -> int:
    """Message contexts that keep every wave of an hc_luffa_core pipeline busy: as many
    as a round of one message takes waves."""
    return _waves_per_round(stages, steps)


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
    # the multi-message pipelines (hc_luffa_core STAGES > 1): a round per clock in
    # aggregate with every context busy
    "pipe8": ({"STEPS": 1, "STAGES": 8, "N_CTX": pipe_contexts(8, 1)},
              f"8 stages of one step, {pipe_contexts(8, 1)} messages",
              "the 8 steps of each Q_j in 8 pipeline stages, a round of a different message "
              "in each", None),
    "pipe4": ({"STEPS": 2, "STAGES": 4, "N_CTX": pipe_contexts(4, 2)},
              f"4 stages of two steps, {pipe_contexts(4, 2)} messages",
              "the 8 steps of each Q_j in 4 pipeline stages of two steps, a round of a "
              "different message in each", None),
}


def clocks_per_round(params: dict[str, int]) -> int:
    """Clocks per block of one message alone, by design (hc_luffa_core's header): 8 /
    STEPS (+ 2 with PIPE's registers) in the single-message core; in a pipeline a round
    enters a wave after its previous one left (two waves when a wave is one or two
    clocks)."""
    steps, stages = params["STEPS"], params.get("STAGES", 1)
    if stages == 1:
        return 8 // steps + (2 if params.get("PIPE") else 0)
    return _waves_per_round(stages, steps) * wave_clocks(stages, steps)


def core_name(digest_bits: int, style: str) -> str:
    """The name of the Luffa-`digest_bits` core of architecture `style`."""
    return f"luffa{digest_bits}_{style}"


def luffa_core(digest_bits: int, style: str) -> Core:
    """The Luffa-`digest_bits` core of architecture `style` (a key of LUFFA_STYLES)."""
    params, architecture, what, paper = LUFFA_STYLES[style]
    return _luffa_point(digest_bits, params, core_name(digest_bits, style), architecture, what,
                        paper)


def _luffa_point(digest_bits: int, params: dict[str, int], name: str, architecture: str,
                 what: str, paper: str | None) -> Core:
    algorithm = _BY_BITS[digest_bits]
    clocks = clocks_per_round(params)
    stages, contexts = params.get("STAGES", 1), params.get("N_CTX", 1)
    blanks = 1 if digest_bits <= 256 else 2
    if contexts > 1:
        timing = (f"{contexts} message contexts interleaved by s_tid; {clocks} clocks per "
                  f"round of one message alone, {clocks / contexts:g} in aggregate with every "
                  f"context busy; {blanks} blank round(s) per message in the pipeline")
    else:
        timing = f"{clocks} clock(s) per block, {blanks} blank round(s) for the output"
    return Core(
        name,
        algorithm,
        _FAMILY,
        "hc_luffa_stream",
        {"DIGEST_BITS": digest_bits, **params},
        architecture,
        stages,
        clocks,
        paper,
        f"{algorithm.title}, w = {_luffa.CHAINS[digest_bits]}: {what}; {timing}.",
        n_contexts=contexts,
    )


#: The catalogued Luffa cores: every width as the conventional core, Luffa-256 also as the
#: small one-step-per-clock core and as the paper's four low-power variants (002). (Every
#: style works at every width: luffa_core(bits, style).)
LUFFA_CORES: tuple[tuple[int, str], ...] = (
    (224, "conv"), (256, "conv"), (384, "conv"), (512, "conv"), (256, "step"),
    (256, "pipelined"), (256, "gated"), (256, "negedge"), (256, "ram_sbox"),
    (256, "pipe8"), (256, "pipe4"), (224, "pipe8"), (384, "pipe8"), (512, "pipe8"),
)
_CORES: tuple[Core, ...] = tuple(luffa_core(bits, style) for bits, style in LUFFA_CORES)


#: Parameter points of hc_luffa_core outside the catalogue (the slow known-answer test
#: runs them on Verilator; docs/luffa.md claims every parameter works at every digest
#: size): the other steps per clock, the step core at w = 4 and 5, the variants at other
#: digest sizes, and options combined.
_OTHER_POINTS: tuple[tuple[int, dict[str, int]], ...] = (
    (256, {"STEPS": 2}), (256, {"STEPS": 4}), (384, {"STEPS": 1}), (512, {"STEPS": 1}),
    (512, {"STEPS": 8, "PIPE": 2}), (384, {"STEPS": 8, "NEGEDGE": 1}),
    (224, {"STEPS": 2, "PIPE": 1, "NEGEDGE": 1}),
    # the pipelines' other splits: two stages of four steps (one-clock waves), and waves
    # of two and four clocks (the scheduler's two-clock grant), at w = 3 and 5
    (256, {"STEPS": 4, "STAGES": 2, "N_CTX": pipe_contexts(2, 4)}),
    (256, {"STEPS": 1, "STAGES": 4, "N_CTX": pipe_contexts(4, 1)}),
    (512, {"STEPS": 1, "STAGES": 2, "N_CTX": pipe_contexts(2, 1)}),
)


def _other_point(bits: int, params: dict[str, int]) -> Core:
    name = f"luffa{bits}_" + "_".join(f"{k.lower()}{v}" for k, v in params.items())
    return _luffa_point(bits, params, name, "parameter point", "another parameter point", None)


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the Luffa cores (the test modules' docstrings say why)."""
    conv256 = core_name(256, "conv")
    variants = {core_name(256, s) for s in ("pipelined", "gated", "negedge", "ram_sbox")}
    # every cocotb test on Icarus: each of these has its own control timing (the
    # falling-edge register is where simulators' event order could differ); the others
    # share luffa256_conv's control (another DIGEST_BITS or another S-box circuit), and
    # their digests meet Icarus in their known-answer files
    full_on_icarus = {conv256, *(core_name(256, s) for s in ("step", "pipelined", "gated", "negedge"))}
    # The pipelines (several contexts): luffa256_pipe8 runs every cocotb test and the
    # interleaved streams on both simulators (its control: hc_wave_sched with one-clock
    # waves, the blank rounds as blocks, the contexts' bindings); the Luffa-512 pipeline
    # is its twin with two blank rounds (Z0 kept) and w = 5, every cocotb test on
    # Verilator; the Luffa-224/384 ones (another digest width or w of the same two) and the
    # four-stage one (the same scheduler with fewer stages) share their control: their
    # official files on both simulators under random stalls
    pipes = [c for c in cores if c.contexts > 1]
    pipe8 = core_name(256, "pipe8")
    twins = {core_name(512, "pipe8"): pipe8}
    full_on_icarus.add(pipe8)
    # the two control timings the file bench meets by default
    filehash = {conv256, core_name(256, "step")}
    return Tiers(
        twins=twins,
        shared_control=frozenset(c.name for c in cores
                                 if c.name not in full_on_icarus and c.name not in twins),
        icarus_messages={c.name: 10 for c in cores},  # the reference model is pure Python
        # (no interleave run on Icarus: the pipeline's contexts meet it in its Monte chains
        # side by side and its known-answer files; tests/test_interleave.py)
        too_long_slow=frozenset(variants | {c.name for c in pipes if c.name != pipe8}),
        filehash_slow=frozenset(c.name for c in cores if c.name not in filehash),
        # the Python model takes 30 s per MiB
        mebibyte_slow=frozenset(c.name for c in cores),
        # the pattern file on Icarus: every 32nd record on every core (10 of 305 messages,
        # 0 to 10000 bytes). The whole file took 60 s of CPU on luffa256_conv there, a
        # stride of 8 from 5 s (the step core) to 72 s (the memory S-boxes, slow to
        # simulate); every record of every core runs on Verilator, and the cores whose
        # control is their own meet every boundary length on Icarus in their cocotb
        # stream tests
        kat_icarus_stride={c.name: 32 for c in cores},
    )


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES), tuple(_other_point(b, p) for b, p in _OTHER_POINTS))
