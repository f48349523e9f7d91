"""The padding unit `hc_stream_pad` alone, against the Python model (hashcores.padding).

Two parts:

1. The model itself is checked against hashlib: padding a message with the model and
   running the bare compression function (written here from the standards, constants
   derived from their definitions) must give hashlib's digest. That proves the model's
   SHA-256 / SHA-512 / MD5 / SHA3-256 rules, so the RTL is compared with a trusted model.
2. The RTL (tb/cocotb_pad.py) on Verilator and Icarus, for the padding rule of every
   style in docs/interface.md (padding.STYLES) and several input widths: every block, b_first,
   b_last, b_tid and b_error against the model, with random stalls on both sides.

Settings (environment): HASHCORES_MESSAGES, HASHCORES_SEED, HASHCORES_WAVES (see
tests/test_stream_cores.py).
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import random
import struct

import pytest

from hashcores import padding, registry
from hashcores.padding import PadRule
from hashcores.paths import ROOT
from hashcores.sim import SIMULATORS, build, run

# --- 1. the model against hashlib -------------------------------------------------------


def _primes(n: int) -> list[int]:
    found: list[int] = []
    k = 2
    while len(found) < n:
        if all(k % p for p in found if p * p <= k):
            found.append(k)
        k += 1
    return found


def _iroot(x: int, k: int) -> int:
    """floor(x ** (1/k)) for integers of any size."""
    lo, hi = 0, 1 << (x.bit_length() // k + 1)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid**k <= x:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _frac_bits(p: int, k: int, bits: int) -> int:
    """The first `bits` bits of the fractional part of p ** (1/k) (FIPS 180-4 4.2, 5.3)."""
    return _iroot(p << (k * bits), k) & ((1 << bits) - 1)


_SHA2_SHAPE = {
    # word bits, rounds, Sigma0, Sigma1, sigma0, sigma1 (FIPS 180-4 4.1.2, 4.1.3)
    32: (64, (2, 13, 22), (6, 11, 25), (7, 18, 3), (17, 19, 10)),
    64: (80, (28, 34, 39), (14, 18, 41), (1, 8, 7), (19, 61, 6)),
}


def _sha2(blocks: list[bytes], word: int) -> bytes:
    """SHA-256 (word=32) or SHA-512 (word=64) over already padded blocks."""
    rounds, big0, big1, small0, small1 = _SHA2_SHAPE[word]
    mask = (1 << word) - 1
    primes = _primes(rounds)
    k = [_frac_bits(p, 3, word) for p in primes]
    h = [_frac_bits(p, 2, word) for p in primes[:8]]

    def rotr(x: int, n: int) -> int:
        return ((x >> n) | (x << (word - n))) & mask

    for block in blocks:
        step = word // 8
        w = [int.from_bytes(block[i : i + step], "big") for i in range(0, len(block), step)]
        for t in range(16, rounds):
            s0 = rotr(w[t - 15], small0[0]) ^ rotr(w[t - 15], small0[1]) ^ (w[t - 15] >> small0[2])
            s1 = rotr(w[t - 2], small1[0]) ^ rotr(w[t - 2], small1[1]) ^ (w[t - 2] >> small1[2])
            w.append((w[t - 16] + s0 + w[t - 7] + s1) & mask)
        a, b, c, d, e, f, g, hh = h
        for t in range(rounds):
            t1 = hh + (rotr(e, big1[0]) ^ rotr(e, big1[1]) ^ rotr(e, big1[2]))
            t1 = (t1 + ((e & f) ^ (~e & g)) + k[t] + w[t]) & mask
            t2 = rotr(a, big0[0]) ^ rotr(a, big0[1]) ^ rotr(a, big0[2])
            t2 += (a & b) ^ (a & c) ^ (b & c)
            a, b, c, d, e, f, g, hh = (t1 + t2) & mask, a, b, c, (d + t1) & mask, e, f, g
        h = [(x + y) & mask for x, y in zip(h, (a, b, c, d, e, f, g, hh))]
    return b"".join(x.to_bytes(word // 8, "big") for x in h)


def _md5(blocks: list[bytes]) -> bytes:
    """MD5 over already padded blocks (RFC 1321 section 3.4)."""
    k = [int(abs(math.sin(i + 1)) * 2**32) & 0xFFFFFFFF for i in range(64)]
    shifts = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
    state = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476]  # RFC 1321 3.3
    for block in blocks:
        m = struct.unpack("<16I", block)
        a, b, c, d = state
        for i in range(64):
            if i < 16:
                f, g = (b & c) | (~b & d), i
            elif i < 32:
                f, g = (d & b) | (~d & c), (5 * i + 1) % 16
            elif i < 48:
                f, g = b ^ c ^ d, (3 * i + 5) % 16
            else:
                f, g = c ^ (b | ~d), (7 * i) % 16
            x = (a + f + k[i] + m[g]) & 0xFFFFFFFF
            a, d, c = d, c, b
            b = (b + ((x << shifts[i]) | (x >> (32 - shifts[i])))) & 0xFFFFFFFF
        state = [(s + v) & 0xFFFFFFFF for s, v in zip(state, (a, b, c, d))]
    return struct.pack("<4I", *state)


def _keccak_f1600(lanes: list[list[int]]) -> None:
    """Keccak-f[1600] in place on lanes[x][y] (FIPS 202 section 3.3, 3.2)."""
    mask = (1 << 64) - 1

    def rc_bit(t: int) -> int:  # FIPS 202 Algorithm 5
        r = 1
        for _ in range(t % 255):
            r <<= 1
            if r & 0x100:
                r ^= 0x171
        return r & 1

    offsets = [[0] * 5 for _ in range(5)]
    x, y = 1, 0
    for t in range(24):  # FIPS 202 Algorithm 2
        offsets[x][y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5

    def rot(v: int, n: int) -> int:
        return ((v << n) | (v >> (64 - n))) & mask if n else v

    for ir in range(24):
        c = [lanes[x][0] ^ lanes[x][1] ^ lanes[x][2] ^ lanes[x][3] ^ lanes[x][4] for x in range(5)]
        d = [c[(x - 1) % 5] ^ rot(c[(x + 1) % 5], 1) for x in range(5)]
        a = [[lanes[x][y] ^ d[x] for y in range(5)] for x in range(5)]
        b = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                b[y][(2 * x + 3 * y) % 5] = rot(a[x][y], offsets[x][y])
        for x in range(5):
            for y in range(5):
                lanes[x][y] = b[x][y] ^ (~b[(x + 1) % 5][y] & b[(x + 2) % 5][y])
        rc = sum(rc_bit(j + 7 * ir) << ((1 << j) - 1) for j in range(7))
        lanes[0][0] ^= rc


def _sha3(blocks: list[bytes], digest_bytes: int) -> bytes:
    """The SHA-3 sponge over already padded blocks (FIPS 202 section 4)."""
    lanes = [[0] * 5 for _ in range(5)]
    for block in blocks:
        for i in range(len(block) // 8):
            lanes[i % 5][i // 5] ^= int.from_bytes(block[8 * i : 8 * i + 8], "little")
        _keccak_f1600(lanes)
    out = b"".join(lanes[i % 5][i // 5].to_bytes(8, "little") for i in range(25))
    return out[:digest_bytes]


MODEL_CHECKS = {
    "sha256": (padding.SHA256, lambda blocks: _sha2(blocks, 32)),
    "sha512": (padding.SHA512, lambda blocks: _sha2(blocks, 64)),
    "md5": (padding.MD5, _md5),
    "sha3_256": (padding.SHA3_256, lambda blocks: _sha3(blocks, 32)),
}


@pytest.mark.parametrize("algorithm", list(MODEL_CHECKS))
def test_padding_model_matches_hashlib(algorithm: str) -> None:
    """Model padding + bare compression == hashlib, at every boundary length up to
    three blocks and some random ones: the model pads exactly as the standard says."""
    rule, compress = MODEL_CHECKS[algorithm]
    rng = random.Random(algorithm)
    block = rule.block_bytes
    lengths = sorted(
        {n for k in range(4) for n in range(k * block - 20, k * block + 3) if n >= 0}
        | {rng.randrange(4 * block) for _ in range(5)}
    )
    for n in lengths:
        message = rng.randbytes(n)
        blocks = padding.pad(message, rule)
        assert len(blocks) == padding.block_count(n, rule)
        assert all(len(b) == block for b in blocks)
        assert compress(blocks) == hashlib.new(algorithm, message).digest(), n


def test_luffa_padding_rule() -> None:
    """Luffa (no length field): the message, 0x80, then zeros to the next block edge;
    a message filling whole blocks gets a whole block of padding."""
    rule = padding.LUFFA
    for n in range(0, 3 * rule.block_bytes + 1):
        message = random.Random(n).randbytes(n)
        padded = b"".join(padding.pad(message, rule))
        assert padded[:n] == message
        assert padded[n] == 0x80
        assert not any(padded[n + 1 :])
        assert len(padded) == (n // rule.block_bytes + 1) * rule.block_bytes


# --- 2. the RTL against the model -------------------------------------------------------

#: The padding unit and its parts, as every family lists them first (registry.COMMON_SOURCES).
PAD_SOURCES = [ROOT / source for source in registry.COMMON_SOURCES]

#: The input widths each rule of docs/interface.md (padding.STYLES) is run at on Icarus.
#: 1024 bits carries four 256-bit Luffa blocks per beat, 256 exactly one (a block per clock);
#: 96 is an odd ratio to every block; at 128 a SHA3-256 beat is two of a block's 17 units (the
#: width sha3_256_r1x2 is benchmarked at).
WIDTHS: dict[PadRule, tuple[int, ...]] = {
    padding.SHA256: (32, 64, 96, 512),
    padding.MD5: (32, 96),
    padding.SHA512: (64, 96, 512),
    padding.SHA3_256: (32, 96, 128, 512),
    padding.LUFFA: (32, 96, 256, 512, 1024),
}
#: Verilator builds cost more than Icarus ones, so by default Verilator runs each style at
#: one width (the unit also runs on Verilator inside every stream-top test); ``-m slow``
#: adds the other widths, and the extra ones below, on both simulators.
VERILATOR_DEFAULT: dict[PadRule, int] = {
    padding.SHA256: 96,
    padding.MD5: 32,
    padding.SHA512: 512,
    padding.SHA3_256: 96,
    padding.LUFFA: 1024,
}
SLOW_WIDTHS: dict[PadRule, tuple[int, ...]] = {
    padding.SHA256: (128, 1024),
    padding.MD5: (64, 512),
    padding.SHA512: (32, 1024),
    padding.SHA3_256: (64, 1024),
    padding.LUFFA: (64,),
}
TID_W = 3
SMALL_MAX_BYTES_W = 8


def _pad_cases() -> list:
    cases = []
    for name, rule in padding.STYLES.items():
        widths = WIDTHS[rule]
        for sim in SIMULATORS:
            for w in widths + SLOW_WIDTHS[rule]:
                default = w in widths and (sim == "icarus" or w == VERILATOR_DEFAULT[rule])
                marks = () if default else (pytest.mark.slow,)
                case_id = f"{name}-{sim}-w{w}"
                cases.append(pytest.param(name, rule, sim, w, id=case_id, marks=marks))
    return cases


def _env(name: str, rule: PadRule) -> dict[str, str]:
    return {"HASHCORES_PAD_RULE": name, "HASHCORES_PAD_PARAMS": repr(rule.parameters())}


@pytest.mark.parametrize("name,rule,sim,data_w", _pad_cases())
def test_pad_unit(name: str, rule: PadRule, sim: str, data_w: int) -> None:
    """hc_stream_pad emits exactly the model's blocks with the right b_first/b_last/b_tid,
    flags malformed messages on b_error, and survives reset, under random stalls."""
    params = {**rule.verilog_parameters(), "DATA_W": data_w, "TID_W": TID_W}
    design = build(sim, PAD_SOURCES, "hc_stream_pad", params)
    run(design, "cocotb_pad", env=_env(name, rule))


def _too_long_cases() -> list:
    """SHA-256 and SHA3-256 styles at 32 and 96 bits; Verilator at 96 is marked slow."""
    cases = []
    for name, rule in (("sha256", padding.SHA256), ("sha3_256", padding.SHA3_256)):
        for sim in SIMULATORS:
            for w in (32, 96):
                marks = (pytest.mark.slow,) if (sim, w) == ("verilator", 96) else ()
                cases.append(pytest.param(name, rule, sim, w, id=f"{name}-{sim}-w{w}", marks=marks))
    return cases


@pytest.mark.parametrize("name,rule,sim,data_w", _too_long_cases())
def test_pad_unit_too_long(name: str, rule: PadRule, sim: str, data_w: int) -> None:
    """With MAX_BYTES_W=8, a 255-byte message pads normally and a longer one is flagged."""
    small = dataclasses.replace(rule, max_bytes_w=SMALL_MAX_BYTES_W)
    params = {**small.verilog_parameters(), "DATA_W": data_w, "TID_W": TID_W}
    design = build(sim, PAD_SOURCES, "hc_stream_pad", params)
    run(design, "cocotb_pad", testcase="too_long", env=_env(name, small))
