"""RIPEMD-128, RIPEMD-160, RIPEMD-256 and RIPEMD-320 (Dobbertin, Bosselaers, Preneel,
FSE 1996, and A. Bosselaers' RIPEMD pages). The family's one declaration.

hashlib's ripemd160 depends on the OpenSSL build and it has no other size, so the
reference is our model (hashcores.ref.ripemd, checked against vectors/ripemd by
tests/test_ripemd_ref.py); the official vectors are the RIPEMD pages' test tables and a
RIPEMD-160 pattern file, in the line format (vectors/README.md).

Every core is a point of one parameterised core (rtl/ripemd/hc_ripemd_core.v behind
rtl/ripemd/hc_ripemd_stream.v): one step of each line per clock; DIGEST_BITS sets the
rounds and words per line (4 for 128 and 256, 5 for 160 and 320) and whether each line
keeps its own chaining value with a word exchanged after every round (256, 320).
docs/ripemd.md describes it.
"""

from __future__ import annotations

from hashcores import padding
from hashcores.ref import ripemd as _ripemd
from hashcores.registry import COMMON_SOURCES, Algorithm, Core, Family, Tiers, VectorFile, declare
from hashcores.vectors.cavp import SHA3VS_MONTE_DEPTH
from hashcores.vectors.formats import KAT_LINES

#: Each size's known-answer files in vectors/ripemd (kind -> file).
_KAT: dict[int, tuple[str, ...]] = {128: ("official",), 160: ("official", "pattern"),
                                    256: ("official",), 320: ("official",)}


def _algorithm(bits: int) -> Algorithm:
    """RIPEMD-<bits>: 512-bit blocks padded as MD4/MD5 (0x80, zeros, the 64-bit length
    low byte first), words and digest little-endian. No official Monte file: the chain
    MD = H(MD) (depth 1) runs against the model from a random start
    (tests/test_filehash.py, test_own_chain_matches_reference)."""
    kat = tuple(VectorFile(kind, f"vectors/ripemd/ripemd{bits}_{kind}.txt", KAT_LINES)
                for kind in _KAT[bits])
    # no coreutils tool has RIPEMD (sum_tool None): `hashcores hash` prints the lines of
    # the sha1sum family's format all the same (digest hex, two spaces, name)
    return Algorithm(f"ripemd{bits}", f"RIPEMD-{bits}", 512, bits, None,
                     getattr(_ripemd, f"ripemd{bits}"), None, padding=padding.MD5,
                     byte_order="little", monte_depth=SHA3VS_MONTE_DEPTH, kat=kat)


ALGORITHMS: tuple[Algorithm, ...] = tuple(_algorithm(bits) for bits in (128, 160, 256, 320))
_BY_BITS = {a.digest_bits: a for a in ALGORITHMS}

_FAMILY = Family(
    "ripemd",
    "RIPEMD cores (RIPEMD-128/160/256/320): Dobbertin, Bosselaers, Preneel, FSE 1996",
    (
        *COMMON_SOURCES,
        "rtl/ripemd/hc_ripemd_param_check.v",
        "rtl/ripemd/hc_ripemd_step.v",
        "rtl/ripemd/hc_ripemd_core.v",
        "rtl/ripemd/hc_ripemd_stream.v",
    ),
    order=50,
    algorithms=ALGORITHMS,
    doc="docs/ripemd.md",
    vectors="vectors/ripemd",
    param_checks=(
        ("hc_ripemd_stream", "DIGEST_BITS", 224),
        ("hc_ripemd_stream", "MAX_BYTES_W", 62),
        ("hc_ripemd_core", "DIGEST_BITS", 512),
        ("hc_ripemd_core", "TID_W", 0),
        ("hc_ripemd_step", "WORDS", 6),
        ("hc_ripemd_step", "RIGHT", 2),
    ),
)


def ripemd_core(bits: int) -> Core:
    """The iterative RIPEMD-`bits` core: one step of each line per clock."""
    algorithm = _BY_BITS[bits]
    words = _ripemd.VARIANTS[bits][0]
    double = _ripemd.VARIANTS[bits][1]
    clocks = 16 * words + 2
    return Core(
        f"ripemd{bits}_iter", algorithm, _FAMILY, "hc_ripemd_stream", {"DIGEST_BITS": bits},
        "iterative, one step of each line per clock", 1, clocks, None,
        f"{algorithm.title}: {words} rounds of 16 steps on {words} words per line, both "
        f"lines side by side"
        + (", a chaining value per line and a word exchanged after each round" if double else "")
        + f"; {clocks} clocks per block (take, {16 * words} steps, chaining addition).")


#: The catalogued sizes.
SIZES: tuple[int, ...] = (128, 160, 256, 320)
_CORES: tuple[Core, ...] = tuple(ripemd_core(bits) for bits in SIZES)


def _tiers(cores: tuple[Core, ...]) -> Tiers:
    """The test tiers of the RIPEMD cores (the test modules' docstrings say why).

    One RTL, one control: DIGEST_BITS changes only the datapath (rounds, words per line,
    the word exchange), never the handshakes. ripemd160_iter runs every test; the other
    sizes are its twins (every cocotb test on Verilator at DATA_W = 32, their official
    tables on both simulators). The RIPEMD-160 pattern file (305 messages, 0 .. 10000
    bytes) runs whole on Verilator and every 8th record on Icarus (39 messages, 0 to
    10000 bytes; 2 s instead of 9.4 s of CPU): ripemd160_iter meets every boundary
    length on Icarus in its cocotb stream tests."""
    base = next(c.name for c in cores if c.algorithm.digest_bits == 160)
    return Tiers(
        twins={c.name: base for c in cores if c.name != base},
        icarus_messages={c.name: 10 for c in cores},  # the reference model is pure Python
        kat_icarus_stride=frozenset(c.name for c in cores if any(v.kind == "pattern"
                                                                  for v in c.algorithm.kat)),
        kat_stride=8,
    )


FAMILY = declare(_FAMILY, _CORES, _tiers(_CORES))
