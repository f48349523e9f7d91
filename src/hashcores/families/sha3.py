"""SHA-3 (SHA3-224/256/384/512) and SHAKE128/256: FIPS 202. The family's one declaration.

The cores: the iterative Keccak-f[1600] core (rtl/sha3/hc_keccak_core.v, `keccak_core`),
the DSP datapaths of paper 003 (`dsp_core`), and the multi-message ring and parallel
cores (`keccak_pipe_core`), behind hc_sha3_stream, hc_shake_stream and
hc_sha3_pipe_stream.
"""

from __future__ import annotations

from hashcores.padding import PadRule
from hashcores.registry import (
    COMMON_SOURCES,
    Algorithm,
    Core,
    Family,
    PnrChoice,
    Tiers,
    declare,
    hashlib_reference,
    hashlib_xof,
)
from hashcores.vectors.cavp import SHA3VS_MONTE_DEPTH


def _sha3(bits: int, short_records: int) -> Algorithm:
    """SHA3-<bits> (FIPS 202 section 6.1): rate 1600 - 2 * bits; pad10*1 after the
    domain bits 01 (the byte 0x06, section B.2). Its CAVP ShortMsg file has
    `short_records` records (one per length up to the rate), LongMsg and Monte 100."""
    name = f"sha3_{bits}"
    rate = 1600 - 2 * bits
    return Algorithm(name, f"SHA3-{bits}", rate, bits, f"SHA3_{bits}", hashlib_reference(name),
                     f"sha3sum -a {bits}",
                     padding=PadRule(rate, pad_byte=0x06, len_w=0, pad_last_bit=True),
                     byte_order="little", monte_depth=SHA3VS_MONTE_DEPTH,
                     cavp_records={"ShortMsg": short_records, "LongMsg": 100, "Monte": 100})


def _shake_algorithm(strength: int, short_records: int, variable_records: int) -> Algorithm:
    """SHAKE<strength> (FIPS 202 section 6.2): rate 1600 - 2 * strength, domain bits 1111
    (the byte 0x1F); `hashcores hash` prints 2 * strength output bits, as
    `sha3sum -a 128000/256000` does by default. Its Monte chain is the variable-output
    one (hashcores.vectors.cavp.shake_monte), not a digest chain. Its CAVP files hold
    `short_records` (ShortMsg) and `variable_records` (VariableOut) records, LongMsg and
    Monte 100."""
    name = f"shake_{strength}"
    rate = 1600 - 2 * strength
    shake = hashlib_xof(name)
    return Algorithm(name, f"SHAKE{strength}", rate, 2 * strength,
                     f"SHAKE{strength}", lambda m: shake(m, strength // 4), None, True, shake,
                     padding=PadRule(rate, pad_byte=0x1F, len_w=0, pad_last_bit=True),
                     byte_order="little",
                     cavp_records={"ShortMsg": short_records, "LongMsg": 100,
                                   "VariableOut": variable_records, "Monte": 100})


# CAVP ShortMsg records (vectors/README.md): one per byte length 0 .. rate / 8
ALGORITHMS: tuple[Algorithm, ...] = (
    *(_sha3(bits, short) for bits, short in ((224, 145), (256, 137), (384, 105), (512, 73))),
    *(_shake_algorithm(s, short, variable) for s, short, variable in ((128, 337, 1126), (256, 273, 1246))),
)
_ALGORITHMS = {a.name: a for a in ALGORITHMS}

_FAMILY = Family(
    "sha3",
    "SHA-3 (SHA3-224/256/384/512) and SHAKE128/256 cores: FIPS 202",
    (
        *COMMON_SOURCES,
        "rtl/sha3/hc_keccak_param_check.v",
        "rtl/sha3/hc_keccak_rc.v",
        "rtl/sha3/hc_keccak_bytes.v",
        "rtl/sha3/hc_keccak_round.v",
        "rtl/sha3/hc_keccak_lu.v",
        "rtl/sha3/hc_keccak_core.v",
        "rtl/sha3/hc_keccak_dsp_theta.v",
        "rtl/sha3/hc_keccak_rho.v",
        "rtl/sha3/hc_keccak_columns.v",
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
    order=20,
    algorithms=ALGORITHMS,
    doc="docs/sha3.md",
    # bad parameters its modules refuse, naming them (tests/test_param_checks.py)
    param_checks=(
        ("hc_sha3_stream", "DIGEST_BITS", 300),
        ("hc_shake_stream", "SHAKE", 64),
        ("hc_keccak_bytes", "WIDTH", 12),
        ("hc_sha3_pipe_stream", "ARCH", 1),
        ("hc_keccak_core", "RPC", 5),
        ("hc_keccak_core", "RATE", 1000),
        ("hc_keccak_par_core", "CTX", 0),
        ("hc_keccak_pipe_core", "TAG_W", 0),
        ("hc_keccak_lu", "OP", 3),
    ),
    vectors="vectors/nist",
    report_sections=("hashcores.bench.keccak:SECTION",),
    bench_algorithm="sha3_256",
    # HeAP (nextpnr's default placer) packs a round's theta and rho/pi wiring so tightly
    # that router1 spends most of a run on its last congested arcs (tens of minutes per
    # seed, some seeds never finish); the electrostatic placer spreads it, and the same
    # netlists route in minutes at a higher Fmax (docs/benchmark.md).
    pnr=(PnrChoice("ecp5", placer="static"),),
)


def keccak_core(algorithm: str, rpc: int = 1) -> Core:
    """A SHA-3 or SHAKE core on hc_keccak_core, `rpc` rounds per clock (divides 24)."""
    if 24 % rpc:
        raise ValueError(f"rounds per clock {rpc} does not divide 24")
    alg = _ALGORITHMS[algorithm]
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
        _FAMILY,
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
    alg = _ALGORITHMS[algorithm]
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
        _FAMILY,
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
    alg = _ALGORITHMS[algorithm]
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
        name, alg, _FAMILY, "hc_sha3_pipe_stream", params, arch, stages, clocks, None,
        f"{alg.title}; {what}, messages interleaved by s_tid ({clocks} clocks per block per "
        f"message, {stages} blocks in flight).",
        n_contexts=stages,
    )


#: The catalogued cores.
_CORES: tuple[Core, ...] = (
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
    keccak_pipe_core("sha3_256", 4, parallel=True),
)

#: ARCH of hc_sha3_stream / hc_sha3_pipe_stream for the DSP datapaths of paper 003.
_DSP_ARCH_NUMBERS = frozenset(number for number, *_ in DSP_ARCHS.values())


def _ring_twins(cores: tuple[Core, ...]) -> dict[str, str]:
    """Each Keccak ring (hc_sha3_pipe_stream, ARCH 0) and each parallel core (ARCH 3) but
    the smallest of its algorithm and kind -> that smallest one: one RTL with another
    STAGES (more round units and contexts in the same ring and gate logic; more copies
    of the one-message datapath behind the same round-robin output arbiter), so the
    tests run the small core's default set and a reduced one on the larger (the ShortMsg
    and LongMsg files on Verilator, and but for `twin_protocol_slow` every cocotb test at
    DATA_W=32 and the interleaved streams on Verilator; the rest marked slow:
    sha3_256_r1x3's and r1x4's Monte files on Verilator, their Icarus stream tests and
    official records took 89 s of CPU)."""
    multi = [c for c in cores if c.top == "hc_sha3_pipe_stream" and c.params.get("ARCH", 0) in (0, 3)]
    twins = {}
    for core in multi:
        kind = core.params.get("ARCH", 0)
        smallest = min((c for c in multi if c.algorithm is core.algorithm
                        and c.params.get("ARCH", 0) == kind), key=lambda c: c.contexts)
        if smallest is not core:
            twins[core.name] = smallest.name
    return twins


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the SHA-3 cores (the test modules' docstrings say why)."""
    dsp = [c for c in cores if c.params.get("ARCH", 0) in _DSP_ARCH_NUMBERS]
    compact = "sha3_256_dsp_compact"
    return Tiers(
        # 168 clocks per block (compact) or 96 (1600-bit): each test module's DSP rule
        heavy=frozenset(c.name for c in dsp),
        twins=_ring_twins(cores),
        # the four-context ring and four-copy core: their cocotb stream and interleave
        # tests (43 s of interleaving on Verilator, their builds included) slow, as for the
        # SHA-512 twins. The two-context ones run every test on both simulators, the
        # three-copy core those on Verilator (the round-robin's wrap at 3); what four
        # contexts change (the counters' and tids' widths at a power of two) meets the
        # official files on Verilator, which give consecutive messages different tids
        twin_protocol_slow=frozenset({"sha3_256_p4", "sha3_256_r1x4"}),
        # the four-message version (its own control: slot ring, park memory). The compact
        # one's Monte file took 104 s of CPU (168 clocks per block, 100 000 blocks), 2 % of
        # the suite: its datapath meets every ShortMsg and LongMsg record on Verilator and
        # ShortMsg on Icarus, and the Monte chaining is the bench's, the same on every core
        verilator_monte=frozenset({"sha3_256_dsp_1600_x4"}),
        icarus_messages={c.name: 4 if c in dsp else 8 for c in cores},
        stream_verilator_full=frozenset({compact, "sha3_256_dsp_compact_lut", "sha3_256_dsp_1600_x4",
                                         "sha3_256_dsp_1600_x4_lut"}),
        # the other digest sizes: the same datapath at another rate (slow)
        stream_verilator_digests=frozenset(c.name for c in dsp if c.algorithm is _ALGORITHMS["sha3_256"]),
        filehash_slow=frozenset(c.name for c in dsp if c.name != compact),
        mebibyte_slow=frozenset(c.name for c in dsp),
        interleave_icarus=frozenset({"sha3_256_p2", "sha3_256_r1x2"}),
        # 448 divides only SHAKE128's rate (1344), 1088 is SHAKE256's
        xof_wide_out={"shake_128": (128, 448, 3), "shake_256": (128, 1088, 3)},
        xof_icarus_extra={"shake128_r1": (96, 32, 5)},
        # LongMsg on Icarus: the first record of each core's subset (the cores of one
        # algorithm read different records), a multi-block official message on every core
        # there, as on the SHA-2 cores. Subsets of 6 to 7 records took 11 to 33 s of CPU
        # per core (sha3_256_r1x3), about 200 s over the ten Keccak cores; every record
        # runs on Verilator, and the absorbing over many blocks is the same RTL at every
        # length.
        icarus_long_records={c.name: 1 for c in cores if c not in dsp},
        # ShortMsg on Icarus: every n-th record from each DSP core's own offset, n the
        # number of DSP cores of its algorithm (6 or 2), so that they read the whole
        # file between them, and on every one the records either side of the rate's edge
        # (tests/test_nist.py, short_subset). They are one logic unit (hc_keccak_lu and
        # the DSP48E2 model) in two datapaths, and each reads every record on Verilator;
        # the whole file took 20 to 112 s of CPU per core on Icarus, 504 s for the twelve.
        icarus_short_stride={c.name: sum(d.algorithm is c.algorithm for d in dsp) for c in dsp},
    )


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES))
