"""The RIPEMD reference model (hashcores.ref.ripemd) against every vector of vectors/ripemd.

hashlib's ripemd160 depends on the OpenSSL build, and nothing in the standard library has
RIPEMD-128, -256 or -320, so the random-message tests of the RIPEMD cores compare the RTL
with this model; here the model itself meets the published values: every line of the
RIPEMD pages' test tables (the nine messages, million-'a' included, for each of the four
sizes: about 1 s each here) and of the RIPEMD-160 pattern file (every length from 0 to
300 bytes and 1000, 4095, 4096, 10000). The files are the ones the RIPEMD declaration
names (`Algorithm.kat`, hashcores.families.ripemd).
"""

from __future__ import annotations

import hashlib
import random

import pytest

from hashcores import registry
from hashcores.ref import ripemd

#: The algorithms this model is the reference of, by digest size.
MODELLED = {a.digest_bits: a for a in registry.ALGORITHMS.values()
            if getattr(a.reference, "__module__", None) == ripemd.__name__}
FILES = [(bits, v.kind) for bits, a in sorted(MODELLED.items()) for v in a.kat]


def test_every_size_is_modelled() -> None:
    assert sorted(MODELLED) == sorted(ripemd.VARIANTS)


@pytest.mark.parametrize("bits,kind", FILES, ids=[f"ripemd{b}-{k}" for b, k in FILES])
def test_model_meets_vectors(bits: int, kind: str) -> None:
    """Every line of ripemd<bits>_<kind>.txt."""
    records = MODELLED[bits].kat_file(kind).read()
    assert len(records) == (9 if kind == "official" else 305)
    wrong = [r.line for r in records if ripemd.ripemd(r.message, bits) != r.digest]
    assert not wrong, f"RIPEMD-{bits}: wrong digest on lines {wrong[:10]}"


def _other_ripemd160() -> object | None:
    """An independent RIPEMD-160: hashlib's where the OpenSSL build has it, else
    pycryptodome's; None when neither is here."""
    try:
        hashlib.new("ripemd160")
        return lambda m: hashlib.new("ripemd160", m).digest()
    except ValueError:
        pass
    try:
        from Crypto.Hash import RIPEMD160  # type: ignore[import-not-found]
    except ImportError:
        return None
    return lambda m: RIPEMD160.new(m).digest()


def test_ripemd160_matches_another_implementation_on_random_messages() -> None:
    """RIPEMD-160 of 200 random messages of 0 .. 300 bytes, against hashlib or
    pycryptodome (skipped when neither has RIPEMD-160)."""
    other = _other_ripemd160()
    if other is None:
        pytest.skip("neither hashlib (this OpenSSL build) nor pycryptodome has RIPEMD-160")
    rnd = random.Random(160)
    for _ in range(200):
        message = rnd.randbytes(rnd.randrange(301))
        assert ripemd.ripemd160(message) == other(message), message.hex()  # type: ignore[operator]


def test_double_width_is_not_two_single_lines() -> None:
    """RIPEMD-256 and -320 are not RIPEMD-128 and -160 twice: the word exchange after
    every round mixes the lines (spot check on the empty message)."""
    assert ripemd.ripemd256(b"")[:16] != ripemd.ripemd128(b"")
    assert ripemd.ripemd320(b"")[:20] != ripemd.ripemd160(b"")


def test_model_refuses_other_sizes() -> None:
    with pytest.raises(ValueError, match="128, 160, 256 or 320"):
        ripemd.ripemd(b"", 224)
