"""The RIPEMD reference model (hashcores.ref.ripemd) against every vector of vectors/ripemd.

No standard Python library has RIPEMD-128/256/320, and hashlib's ripemd160 depends on the
OpenSSL build, so the random-message tests of the RIPEMD cores compare the RTL with this
model; here the model itself meets the published digests: every line of the official
files of the four sizes and of the RIPEMD-160 pattern file (every length from 0 to 300
bytes and 1000, 4095, 4096, 10000). The 1,000,000-byte 'a' messages take seconds each in
pure Python: marked slow (the RTL meets them by default on Verilator,
tests/test_kat_vectors.py). The files are the ones the RIPEMD declaration names
(`Algorithm.kat`, hashcores.families.ripemd).
"""

from __future__ import annotations

import pytest

from hashcores import registry
from hashcores.ref import ripemd
from hashcores.registry import Algorithm
from hashcores.vectors.lines import LineRecord

#: The algorithms this model is the reference of, by digest size.
MODELLED: dict[int, Algorithm] = {a.digest_bits: a for a in registry.ALGORITHMS.values()
                                  if getattr(a.reference, "__module__", None) == ripemd.__name__}
#: (digest bits, kind) of every known-answer file of those algorithms.
FILES: tuple[tuple[int, str], ...] = tuple(sorted((bits, f.kind) for bits, a in MODELLED.items()
                                                  for f in a.kat))


def _records(bits: int, kind: str) -> list[LineRecord]:
    return MODELLED[bits].kat_file(kind).read()


def _check(bits: int, records: list[LineRecord]) -> None:
    assert records
    wrong = [r.line for r in records if ripemd.ripemd(r.message, bits) != r.digest]
    assert not wrong, f"RIPEMD-{bits}: wrong digest on lines {wrong[:10]}"


def test_every_size_is_modelled() -> None:
    assert sorted(MODELLED) == [128, 160, 256, 320]
    assert (160, "pattern") in FILES


@pytest.mark.parametrize(("bits", "kind"), FILES)
def test_model_meets_vectors(bits: int, kind: str) -> None:
    """Every line of the file but the million-'a' one."""
    records = [r for r in _records(bits, kind) if not r.big]
    assert len(records) == (8 if kind == "official" else 305)
    _check(bits, records)


@pytest.mark.slow
@pytest.mark.parametrize("bits", (128, 160, 256, 320))
def test_model_meets_million_a(bits: int) -> None:
    (record,) = [r for r in _records(bits, "official") if r.big]
    assert record.message == b"a" * 1_000_000
    _check(bits, [record])


def test_constants_are_the_papers() -> None:
    """The constants computed from the roots are the ones the paper prints (a spot
    check of the definition the RTL's constant table is written from)."""
    left, right = ripemd.constants(5)
    assert left == (0x00000000, 0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xA953FD4E)
    assert right == (0x50A28BE6, 0x5C4DD124, 0x6D703EF3, 0x7A6D76E9, 0x00000000)


def test_word_orders_are_permutations() -> None:
    left, right = ripemd.word_orders(5)
    for j in range(5):
        assert sorted(left[16 * j:16 * j + 16]) == list(range(16))
        assert sorted(right[16 * j:16 * j + 16]) == list(range(16))
    assert right[:4] == [5, 14, 7, 0]


def test_model_refuses_other_sizes() -> None:
    with pytest.raises(ValueError, match="128, 160, 256 or 320"):
        ripemd.ripemd(b"", 224)
