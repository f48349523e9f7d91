"""RIPEMD-128, RIPEMD-160, RIPEMD-256 and RIPEMD-320 (H. Dobbertin, A. Bosselaers,
B. Preneel, "RIPEMD-160: A Strengthened Version of RIPEMD", FSE 1996, and the RIPEMD
pages of A. Bosselaers for the 128-, 256- and 320-bit variants), byte-oriented.

Written from the paper's tables (its Appendix A: the functions f1..f5, the constants, the
word orders r and r', the rotations s and s'), not from any implementation; checked
against every line of vectors/ripemd/ by tests/test_ripemd_ref.py. hashlib's ripemd160
depends on the OpenSSL build, so this model is the reference of the RIPEMD cores' tests.

Each function is one operation of the paper, so the model reads side by side with the RTL
(rtl/ripemd/): a block runs two lines (left and right) of 16 steps per round side by
side; RIPEMD-128 and -256 have 4 rounds on 4 words per line, RIPEMD-160 and -320 5 rounds
on 5 words. The double-width variants (256, 320) keep a chaining value per line and swap
one word between the lines after each round.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence

MASK = 0xFFFFFFFF
BLOCK_BYTES = 64

#: Word orders of the left (r) and right (r') lines, step j = 0 .. 79 (the paper's
#: rho and pi permutations written out); RIPEMD-128/256 use the first 64.
R_LEFT: tuple[int, ...] = (
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8,
    3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12,
    1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2,
    4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13,
)
R_RIGHT: tuple[int, ...] = (
    5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12,
    6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2,
    15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13,
    8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14,
    12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11,
)
#: Left rotations of the left (s) and right (s') lines.
S_LEFT: tuple[int, ...] = (
    11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8,
    7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12,
    11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5,
    11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12,
    9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6,
)
S_RIGHT: tuple[int, ...] = (
    8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6,
    9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11,
    9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5,
    15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8,
    8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11,
)
#: Round constants of the left line, round 1 .. 5 (the integer parts of 2^30 times the
#: square roots of 0, 2, 3, 5, 7).
K_LEFT: tuple[int, ...] = (0x00000000, 0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xA953FD4E)
#: Round constants of the right line (cube roots of 2, 3, 5, 7), then 0: the last round's
#: constant is 0 for 4 and for 5 rounds.
K_RIGHT: tuple[int, ...] = (0x50A28BE6, 0x5C4DD124, 0x6D703EF3, 0x7A6D76E9)
#: Chaining value of the left line (h0 .. h4; RIPEMD-128 takes the first four) and of the
#: right line of the double-width variants (h4 .. h7 of RIPEMD-256, h5 .. h9 of -320).
IV_LEFT: tuple[int, ...] = (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0)
IV_RIGHT: tuple[int, ...] = (0x76543210, 0xFEDCBA98, 0x89ABCDEF, 0x01234567, 0x3C2D1E0F)
#: The word the double-width variants swap between the lines after round i (0 = A).
SWAP: dict[int, tuple[int, ...]] = {4: (0, 1, 2, 3), 5: (1, 3, 0, 2, 4)}

#: Digest bits -> (words per line, double width).
VARIANTS: dict[int, tuple[int, bool]] = {128: (4, False), 160: (5, False), 256: (4, True),
                                         320: (5, True)}


def rotl(x: int, n: int) -> int:
    return ((x << n) | (x >> (32 - n))) & MASK


#: f1 .. f5 (the paper's f(j) for rounds 1 .. 5).
FUNCTIONS: tuple[Callable[[int, int, int], int], ...] = (
    lambda x, y, z: x ^ y ^ z,
    lambda x, y, z: (x & y) | (~x & z),
    lambda x, y, z: (x | ~y & MASK) ^ z,
    lambda x, y, z: (x & z) | (y & ~z),
    lambda x, y, z: x ^ (y | ~z & MASK),
)


def step(words: Sequence[int], f: int, k: int, x: int, s: int) -> list[int]:
    """One step of one line on (A, B, C, D[, E]): with five words
    T = rol(A + f(B, C, D) + X + K, s) + E, then (A, B, C, D, E) = (E, T, B, rol(C, 10), D);
    with four, T = rol(A + f(B, C, D) + X + K, s), then (A, B, C, D) = (D, T, B, C)."""
    t = rotl((words[0] + FUNCTIONS[f](words[1], words[2], words[3]) + x + k) & MASK, s)
    if len(words) == 5:
        a, b, c, d, e = words
        return [e, (t + e) & MASK, b, rotl(c, 10), d]
    a, b, c, d = words
    return [d, t, b, c]


def compress(h: Sequence[int], block: bytes, bits: int) -> list[int]:
    """The chaining value after one 64-byte block."""
    n, double = VARIANTS[bits]
    rounds = n
    x = struct.unpack("<16I", block)
    left = list(h[:n])
    right = list(h[n:] if double else h[:n])
    for j in range(16 * rounds):
        i = j // 16
        left = step(left, i, K_LEFT[i], x[R_LEFT[j]], S_LEFT[j])
        k_right = K_RIGHT[i] if i < rounds - 1 else 0
        right = step(right, rounds - 1 - i, k_right, x[R_RIGHT[j]], S_RIGHT[j])
        if double and j % 16 == 15:
            w = SWAP[n][i]
            left[w], right[w] = right[w], left[w]
    if double:
        return [(a + b) & MASK for a, b in zip(h, left + right)]
    # the paper's combination: h_i' = h_{i+1} + left_{i+2} + right_{i+3} (indices mod n)
    return [(h[(i + 1) % n] + left[(i + 2) % n] + right[(i + 3) % n]) & MASK for i in range(n)]


def pad(message: bytes) -> bytes:
    """MD4/MD5 padding: 0x80, zeros, the bit length as 64 bits, low byte first."""
    zeros = -(len(message) + 9) % BLOCK_BYTES
    return message + b"\x80" + bytes(zeros) + struct.pack("<Q", (8 * len(message)) % 2**64)


def ripemd(message: bytes, bits: int) -> bytes:
    """RIPEMD-`bits` of `message` (bits 128, 160, 256 or 320)."""
    if bits not in VARIANTS:
        raise ValueError(f"RIPEMD digests are 128, 160, 256 or 320 bits, not {bits}")
    n, double = VARIANTS[bits]
    h = list(IV_LEFT[:n]) + (list(IV_RIGHT[:n]) if double else [])
    padded = pad(message)
    for i in range(0, len(padded), BLOCK_BYTES):
        h = compress(h, padded[i : i + BLOCK_BYTES], bits)
    return struct.pack(f"<{len(h)}I", *h)


def ripemd128(message: bytes) -> bytes:
    return ripemd(message, 128)


def ripemd160(message: bytes) -> bytes:
    return ripemd(message, 160)


def ripemd256(message: bytes) -> bytes:
    return ripemd(message, 256)


def ripemd320(message: bytes) -> bytes:
    return ripemd(message, 320)
