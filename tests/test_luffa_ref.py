"""The Luffa v2 reference model (hashcores.ref.luffa) against every vector of vectors/luffa.

hashlib has no Luffa, so the random-message tests of the Luffa cores compare the RTL with
this model; here the model itself meets the published digests: every line of the basic
and pattern files of Luffa-224/256/384/512 (the pattern files cover every length from 0
to 300 bytes and 1000, 4095, 4096, 10000). The four 1,000,000-byte 'a' messages take
about 25 to 45 s each in pure Python: marked slow (the RTL meets them by default on
Verilator, tests/test_kat_vectors.py). The files are the ones the Luffa declaration names
(`Algorithm.kat`, hashcores.families.luffa).
"""

from __future__ import annotations

import pytest

from hashcores import registry
from hashcores.errors import BadInputError
from hashcores.ref import luffa
from hashcores.vectors.lines import LineRecord, parse_lines

#: The algorithms this model is the reference of, by digest size.
MODELLED = {a.digest_bits: a for a in registry.ALGORITHMS.values()
            if getattr(a.reference, "__module__", None) == luffa.__name__}
BITS = tuple(sorted(MODELLED))


def _records(bits: int, kind: str) -> list[LineRecord]:
    return MODELLED[bits].kat_file(kind).read()


def _check(bits: int, records: list[LineRecord]) -> None:
    assert records
    wrong = [r.line for r in records if luffa.luffa(r.message, bits) != r.digest]
    assert not wrong, f"Luffa-{bits}: wrong digest on lines {wrong[:10]}"


@pytest.mark.parametrize("kind", ("basic", "pattern"))
@pytest.mark.parametrize("bits", BITS)
def test_model_meets_vectors(bits: int, kind: str) -> None:
    """Every line of luffa<bits>_<kind>.txt but the million-'a' one."""
    records = [r for r in _records(bits, kind) if not r.big]
    assert len(records) == (3 if kind == "basic" else 305)
    _check(bits, records)


@pytest.mark.slow
@pytest.mark.parametrize("bits", BITS)
def test_model_meets_million_a(bits: int) -> None:
    (record,) = [r for r in _records(bits, "basic") if r.big]
    assert record.message == b"a" * 1_000_000
    _check(bits, [record])


def test_first_constants() -> None:
    """The constant generator's first outputs as vectors/README.md quotes them (a spot
    check of the LFSR definition the RTL's hc_luffa_const computes its table from)."""
    assert luffa.constants(0)[0] == (0x303994A6, 0xE0337818)


def test_luffa224_is_luffa256_truncated() -> None:
    """Luffa-224 is the first 28 bytes of Luffa-256 (same IV, w = 3)."""
    for message in (b"", b"abc", bytes(range(100))):
        assert luffa.luffa224(message) == luffa.luffa256(message)[:28]


def test_model_refuses_other_sizes() -> None:
    with pytest.raises(ValueError, match="224, 256, 384 or 512"):
        luffa.luffa(b"", 160)


@pytest.mark.parametrize(
    "line",
    ("3 6162 00", "1 zz 00", "x 61 00", "1 61", "2 a*3 00", "1 61 0g"),
)
def test_parser_refuses_malformed_lines(tmp_path, line: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(line + "\n")
    with pytest.raises(BadInputError, match="bad.txt:1"):
        parse_lines(path)
