"""Luffa v2 (the SHA-3 round-2 specification, Ver. 2.0, 15 Sep 2009), byte-oriented.

Written from the parameter summary in the shared vectors README (the spec's sections 3 and
4 in short), not from any implementation; checked against every line of vectors/luffa/ by
tests/test_luffa_ref.py. Slow (pure Python) but plain: each function is one operation of
the specification, so it reads side by side with the RTL (rtl/luffa/).

Words are 32-bit integers; a 256-bit value is a list of 8 words, word 0 first (word 0
holds the block's first 4 bytes, big-endian).
"""

from __future__ import annotations

from collections.abc import Sequence

MASK = 0xFFFFFFFF

#: Initial values V_0..V_4 (spec 3.4); Luffa with w chains uses V_0..V_{w-1}.
IV: tuple[tuple[int, ...], ...] = (
    (0x6D251E69, 0x44B051E0, 0x4EAA6FB4, 0xDBF78465, 0x6E292011, 0x90152DF4, 0xEE058139, 0xDEF610BB),
    (0xC3B44B95, 0xD9D2F256, 0x70EEE9A0, 0xDE099FA3, 0x5D9B0557, 0x8FC944B3, 0xCF1CCF0E, 0x746CD581),
    (0xF7EFC89D, 0x5DBA5781, 0x04016CE5, 0xAD659C05, 0x0306194F, 0x666D1836, 0x24AA230A, 0x8B264AE7),
    (0x858075D5, 0x36D79CCE, 0xE571F7D7, 0x204B1F67, 0x35870C6A, 0x57E9E923, 0x14BCB808, 0x7CDE72CE),
    (0x6C68E9BE, 0x5EC41E22, 0xC825B7C7, 0xAFFB4363, 0xF5DF3999, 0x0FC688F1, 0xB07224CC, 0x03E86CEA),
)

#: SubCrumb's S-box (v2); nibble bit 0 comes from the first argument.
SBOX: tuple[int, ...] = (13, 14, 0, 1, 5, 10, 7, 6, 11, 3, 9, 12, 15, 8, 2, 4)

#: Start values of the constant generator of Q_0..Q_4 (64 bits: c_L || c_R).
CONST_START: tuple[int, ...] = (
    0x181CCA53380CDE06,
    0x5B6F0876F16F8594,
    0x7E106CE938979CB0,
    0xBB62F36492E93C29,
    0x9A025047CFF2A940,
)
#: Feedback of the 64-bit constant LFSR.
CONST_POLY = 0xC4D6496C55C61C8D

STEPS = 8
BLOCK_BYTES = 32

#: Luffa variant (digest bits) -> number of chains w.
CHAINS: dict[int, int] = {224: 3, 256: 3, 384: 4, 512: 5}


def rotl(x: int, n: int) -> int:
    n %= 32
    return ((x << n) | (x >> (32 - n))) & MASK if n else x


def times2(a: Sequence[int]) -> list[int]:
    """x . a: multiply by x in GF(2^8)/(x^8+x^4+x^3+x+1), bit-sliced over the 8 words:
    (a0..a7) -> (a7, a0^a7, a1, a2^a7, a3^a7, a4, a5, a6)."""
    return [a[7], a[0] ^ a[7], a[1], a[2] ^ a[7], a[3] ^ a[7], a[4], a[5], a[6]]


def xor(a: Sequence[int], b: Sequence[int]) -> list[int]:
    return [x ^ y for x, y in zip(a, b)]


def message_injection(h: list[list[int]], m: Sequence[int]) -> list[list[int]]:
    """MI of the round (spec 3.2, the w = 3, 4, 5 circuits)."""
    w = len(h)
    t = [0] * 8
    for hj in h:
        t = xor(t, hj)
    t = times2(t)
    h = [xor(hj, t) for hj in h]
    if w == 4:
        t4 = h
        h = [xor(times2(t4[j]), t4[(j - 1) % 4]) for j in range(4)]
    elif w == 5:
        t5 = h
        h = [xor(times2(t5[j]), t5[(j + 1) % 5]) for j in range(5)]
        t5 = h
        h = [xor(times2(t5[j]), t5[(j - 1) % 5]) for j in range(5)]
    out = []
    mj = list(m)
    for hj in h:
        out.append(xor(hj, mj))
        mj = times2(mj)  # x^j . M for the next chain
    return out


def sub_crumb(a: Sequence[int], idx: tuple[int, int, int, int]) -> list[int]:
    """SubCrumb on words a[idx[0]] (nibble bit 0) .. a[idx[3]] (bit 3): S applied at every
    bit position. Computed bit-sliced (the same function, 32 positions at once): for each
    input nibble value v, the mask of positions holding v; output word k collects the
    masks of the v whose S[v] has bit k set."""
    out = list(a)
    ins = [a[i] for i in idx]
    new = [0, 0, 0, 0]
    for v, s in enumerate(SBOX):
        mask = MASK
        for k in range(4):
            mask &= ins[k] if (v >> k) & 1 else ~ins[k]
        for k in range(4):
            if (s >> k) & 1:
                new[k] |= mask
    for k in range(4):
        out[idx[k]] = new[k] & MASK
    return out


def mix_word(left: int, right: int) -> tuple[int, int]:
    right ^= left
    left = rotl(left, 2) ^ right
    right = rotl(right, 14) ^ left
    left = rotl(left, 10) ^ right
    right = rotl(right, 1)
    return left, right


def constants(j: int) -> list[tuple[int, int]]:
    """(c_{j,r,0}, c_{j,r,1}) of Q_j for steps r = 0..7, from the 64-bit LFSR."""
    v = CONST_START[j]
    outs = []
    for _ in range(2 * STEPS):
        carry = v >> 63
        v = (v << 1) & 0xFFFFFFFFFFFFFFFF
        if carry:
            v ^= CONST_POLY
        outs.append(v >> 32)
        v = ((v & MASK) << 32) | (v >> 32)
    return [(outs[2 * r], outs[2 * r + 1]) for r in range(STEPS)]


def step(a: Sequence[int], c0: int, c1: int) -> list[int]:
    """One step of Q_j: SubCrumb, MixWord, AddConstant."""
    a = sub_crumb(a, (0, 1, 2, 3))
    a = sub_crumb(a, (5, 6, 7, 4))
    for k in range(4):
        a[k], a[k + 4] = mix_word(a[k], a[k + 4])
    a[0] ^= c0
    a[4] ^= c1
    return a


def tweak(a: Sequence[int], j: int) -> list[int]:
    """Q_j's tweak: words 4..7 rotated left by j bits."""
    return list(a[:4]) + [rotl(x, j) for x in a[4:]]


def permutation(a: Sequence[int], j: int) -> list[int]:
    """Q_j: the tweak, then 8 steps."""
    a = tweak(a, j)
    for c0, c1 in constants(j):
        a = step(a, c0, c1)
    return a


def round_function(h: list[list[int]], m: Sequence[int]) -> list[list[int]]:
    """One round: MI, then Q_0..Q_{w-1} on the chains in parallel."""
    h = message_injection(h, m)
    return [permutation(hj, j) for j, hj in enumerate(h)]


def pad(message: bytes) -> bytes:
    """A 1 bit and the fewest 0 bits to a multiple of 256 bits; always applied."""
    padded = message + b"\x80"
    return padded + bytes(-len(padded) % BLOCK_BYTES)


def block_words(block: bytes) -> list[int]:
    return [int.from_bytes(block[4 * i : 4 * i + 4], "big") for i in range(8)]


def chains_after(message: bytes, w: int) -> list[list[int]]:
    """The chaining value after the message's last padded block."""
    h = [list(v) for v in IV[:w]]
    padded = pad(message)
    for i in range(0, len(padded), BLOCK_BYTES):
        h = round_function(h, block_words(padded[i : i + BLOCK_BYTES]))
    return h


def output(h: list[list[int]]) -> tuple[list[list[int]], bytes]:
    """One output step of the finalisation: a blank round (M = 0), then Z = XOR of the
    chains as 32 bytes. Returns the new chaining value and Z."""
    h = round_function(h, [0] * 8)
    z = [0] * 8
    for hj in h:
        z = xor(z, hj)
    return h, b"".join(x.to_bytes(4, "big") for x in z)


def luffa(message: bytes, digest_bits: int = 256) -> bytes:
    """Luffa-224/256/384/512 of a byte string."""
    if digest_bits not in CHAINS:
        raise ValueError(f"Luffa has 224, 256, 384 or 512 bits, not {digest_bits}")
    h = chains_after(message, CHAINS[digest_bits])
    out = b""
    while len(out) * 8 < digest_bits:
        h, z = output(h)
        out += z
    return out[: digest_bits // 8]


def luffa224(message: bytes) -> bytes:
    return luffa(message, 224)


def luffa256(message: bytes) -> bytes:
    return luffa(message, 256)


def luffa384(message: bytes) -> bytes:
    return luffa(message, 384)


def luffa512(message: bytes) -> bytes:
    return luffa(message, 512)
