"""RIPEMD-128, RIPEMD-160, RIPEMD-256 and RIPEMD-320 (Dobbertin, Bosselaers, Preneel,
"RIPEMD-160: A Strengthened Version of RIPEMD", FSE 1996, and the RIPEMD page's
definitions of the 128-, 256- and 320-bit versions).

Written from the paper's definitions: the word orders come from the permutations rho and
pi, the rotation amounts from the paper's table of shifts per round and message word, the
constants from the square and cube roots of 2, 3, 5 and 7. Checked against every official
value of vectors/ripemd/ by tests/test_ripemd_ref.py. Pure Python: slow, but each
function is one operation of the paper, so it reads beside the RTL (rtl/ripemd/).

Words are 32-bit integers; a block is 16 words read little-endian (as MD4 and MD5), the
message is padded as MD5's (hashcores.padding.MD5), and the digest is the chaining words
written little-endian, first word first.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable, Sequence

MASK = 0xFFFFFFFF

#: The paper's permutation rho of the message words (section 2, "Message words").
RHO: tuple[int, ...] = (7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8)
#: The paper's permutation pi(i) = 9i + 5 mod 16 (the right line's first round).
PI: tuple[int, ...] = tuple((9 * i + 5) % 16 for i in range(16))

#: The paper's shifts: SHIFTS[round][k] rotates the step that reads word X[k] in that
#: round, on either line.
SHIFTS: tuple[tuple[int, ...], ...] = (
    (11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8),
    (12, 13, 11, 15, 6, 9, 9, 7, 12, 15, 11, 13, 7, 8, 7, 7),
    (13, 15, 14, 11, 7, 7, 6, 8, 13, 14, 13, 12, 5, 5, 6, 9),
    (14, 11, 12, 14, 8, 6, 5, 5, 15, 12, 15, 14, 9, 9, 8, 6),
    (15, 12, 13, 13, 9, 5, 8, 6, 14, 11, 12, 11, 8, 6, 5, 5),
)

#: Initial chaining values: the left line's (MD4's, and E for RIPEMD-160) and the right
#: line's of the double-width versions.
IV_LEFT: tuple[int, ...] = (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0)
IV_RIGHT: tuple[int, ...] = (0x76543210, 0xFEDCBA98, 0x89ABCDEF, 0x01234567, 0x3C2D1E0F)

#: Versions: digest bits -> (rounds, words per line, double width).
VERSIONS: dict[int, tuple[int, int, bool]] = {
    128: (4, 4, False),
    160: (5, 5, False),
    256: (4, 4, True),
    320: (5, 5, True),
}

#: The double-width versions' word exchange: after round j the lines swap word SWAP[w][j]
#: (0 = A, 1 = B, ...), w the words per line (RIPEMD-256: A, B, C, D; RIPEMD-320: B, D,
#: A, C, E).
SWAP: dict[int, tuple[int, ...]] = {4: (0, 1, 2, 3), 5: (1, 3, 0, 2, 4)}

#: The left line's round j uses function FUNCS[j], the right line's FUNCS[rounds - 1 - j].
Func = Callable[[int, int, int], int]
FUNCS: tuple[Func, ...] = (
    lambda x, y, z: x ^ y ^ z,
    lambda x, y, z: (x & y) | (~x & z),
    lambda x, y, z: (x | ~y) ^ z,
    lambda x, y, z: (x & z) | (y & ~z),
    lambda x, y, z: x ^ (y | ~z),
)


def _icbrt(n: int) -> int:
    """floor(n ** (1/3)) for n >= 0, exactly."""
    root = int(round(n ** (1 / 3)))
    while root ** 3 > n:
        root -= 1
    while (root + 1) ** 3 <= n:
        root += 1
    return root


#: The constants: the integer parts of 2^30 times the square roots (left) and the cube
#: roots (right) of 2, 3, 5, 7; the left line's first round and the right line's last
#: add 0.
K_ROOTS: tuple[int, ...] = tuple(math.isqrt(p << 60) for p in (2, 3, 5, 7))
K_CUBES: tuple[int, ...] = tuple(_icbrt(p << 90) for p in (2, 3, 5, 7))


def constants(rounds: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(left, right) constants of rounds 1 .. `rounds` (4 or 5)."""
    left = (0,) + K_ROOTS[:rounds - 1]
    right = K_CUBES[:rounds - 1] + (0,)
    return left, right


def word_orders(rounds: int) -> tuple[list[int], list[int]]:
    """(left, right) word index of every step: the left line reads X[rho^j(i)] in step
    i of round j, the right line X[rho^j(pi(i))]."""
    left: list[int] = []
    right: list[int] = []
    order = list(range(16))
    for _ in range(rounds):
        left += order
        right += [order[PI[i]] for i in range(16)]
        order = [RHO[k] for k in order]
    return left, right


def rotl(x: int, n: int) -> int:
    return ((x << n) | (x >> (32 - n))) & MASK


def step(state: Sequence[int], f: Func, x: int, k: int, s: int) -> list[int]:
    """One step on one line: 4 words (A, B, C, D: MD4's step) or 5 (A, B, C, D, E:
    RIPEMD-160's, with C rotated by 10 and E added after the rotation)."""
    if len(state) == 4:
        a, b, c, d = state
        t = rotl((a + (f(b, c, d) & MASK) + x + k) & MASK, s)
        return [d, t, b, c]
    a, b, c, d, e = state
    t = (rotl((a + (f(b, c, d) & MASK) + x + k) & MASK, s) + e) & MASK
    return [e, t, b, rotl(c, 10), d]


def compress(h: Sequence[int], block: bytes, bits: int) -> list[int]:
    """The chaining value after one 64-byte block."""
    rounds, words, double = VERSIONS[bits]
    x = struct.unpack("<16I", block)
    k_left, k_right = constants(rounds)
    r_left, r_right = word_orders(rounds)
    left = list(h[:words])
    right = list(h[words:]) if double else list(h)
    for j in range(rounds):
        for i in range(16):
            n = 16 * j + i
            left = step(left, FUNCS[j], x[r_left[n]], k_left[j], SHIFTS[j][r_left[n]])
            right = step(right, FUNCS[rounds - 1 - j], x[r_right[n]], k_right[j],
                         SHIFTS[j][r_right[n]])
        if double:
            w = SWAP[words][j]
            left[w], right[w] = right[w], left[w]
    if double:
        return [(a + b) & MASK for a, b in zip(h, left + right)]
    # the single-width combination: word i takes h[i+1], left C.. and right D.. (the
    # paper's "T = h1 + C + D'; h1 = h2 + D + E'; ..."), the words rotated by one
    return [(h[(i + 1) % words] + left[(i + 2) % words] + right[(i + 3) % words]) & MASK
            for i in range(words)]


def initial(bits: int) -> list[int]:
    """The initial chaining value of RIPEMD-`bits`."""
    _, words, double = VERSIONS[bits]
    return list(IV_LEFT[:words]) + (list(IV_RIGHT[:words]) if double else [])


def pad(message: bytes) -> bytes:
    """MD4's padding (as MD5's): 0x80, zeros to 56 mod 64, the bit length as 64 bits
    little-endian."""
    tail = b"\x80" + b"\x00" * ((55 - len(message)) % 64)
    return message + tail + struct.pack("<Q", (8 * len(message)) & (2 ** 64 - 1))


def ripemd(message: bytes, bits: int) -> bytes:
    """The RIPEMD-`bits` digest of `message` (bits: 128, 160, 256 or 320)."""
    if bits not in VERSIONS:
        raise ValueError(f"RIPEMD digest size must be 128, 160, 256 or 320, not {bits}")
    h = initial(bits)
    padded = pad(message)
    for offset in range(0, len(padded), 64):
        h = compress(h, padded[offset:offset + 64], bits)
    return struct.pack(f"<{len(h)}I", *h)


def ripemd128(message: bytes) -> bytes:
    return ripemd(message, 128)


def ripemd160(message: bytes) -> bytes:
    return ripemd(message, 160)


def ripemd256(message: bytes) -> bytes:
    return ripemd(message, 256)


def ripemd320(message: bytes) -> bytes:
    return ripemd(message, 320)
