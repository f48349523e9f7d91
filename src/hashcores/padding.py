"""Reference model of the stream padding unit (`hc_stream_pad`), from docs/interface.md.

A pure function: message bytes and a padding rule in, the padded blocks out, each block a
byte string with the message's first byte first (the hardware puts byte 0 in the block's
most significant byte). One rule covers every family through the unit's parameters:

* the message, then `pad_byte`, then zero bytes, then (when `len_bits` > 0) the message
  length in bits as a `len_bits`-bit number, big-endian or little-endian (`len_little`),
  ending on a block boundary, using as few blocks as possible (Merkle-Damgard: FIPS 180-4
  section 5.1, RFC 1321 section 3.1-3.2);
* when `pad_last_bit` is set, 0x80 is ORed into the last byte of the final block (the
  Keccak pad10*1 rule, FIPS 202 section 5.1 and B.2: with one byte of room, 0x06|0x80=0x86).

Messages longer than ``2**max_bytes_w - 1`` bytes are malformed (`too_long`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PadRule:
    """The padding-unit parameters (names as in the RTL, lower case)."""

    block_w: int  # BLOCK_W: block (rate) in bits
    pad_byte: int = 0x80  # PAD_BYTE
    len_w: int = 64  # LEN_W: bits of the length field, 0 for none
    len_little: bool = False  # LEN_LITTLE
    pad_last_bit: bool = False  # PAD_LAST_BIT
    max_bytes_w: int = 61  # MAX_BYTES_W

    def __post_init__(self) -> None:
        if self.block_w % 8 or self.block_w <= 0:
            raise ValueError(f"BLOCK_W={self.block_w} is not a positive number of bytes")
        if self.len_w % 8 or not 0 <= self.len_w < self.block_w:
            raise ValueError(f"LEN_W={self.len_w} does not fit a {self.block_w}-bit block")

    @property
    def block_bytes(self) -> int:
        return self.block_w // 8

    @property
    def max_bytes(self) -> int:
        """Longest message allowed, in bytes."""
        return 2**self.max_bytes_w - 1

    def parameters(self) -> dict[str, int]:
        """The rule as Verilog parameters of hc_stream_pad."""
        return {
            "BLOCK_W": self.block_w,
            "PAD_BYTE": self.pad_byte,
            "LEN_W": self.len_w,
            "LEN_LITTLE": int(self.len_little),
            "PAD_LAST_BIT": int(self.pad_last_bit),
            "MAX_BYTES_W": self.max_bytes_w,
        }

    def verilog_parameters(self) -> dict[str, int | str]:
        """`parameters()` as the simulators' -G/-P options take them: PAD_BYTE is a
        sized literal (8'hXX), since the RTL declares it `parameter [7:0]` and a bare
        number would be a 32-bit value (a Verilator WIDTH warning)."""
        return {**self.parameters(), "PAD_BYTE": f"8'h{self.pad_byte:02x}"}

    def too_long(self, length: int) -> bool:
        return length > self.max_bytes


#: The rules of the table in docs/interface.md, by family style.
SHA256 = PadRule(512)
SHA512 = PadRule(1024, len_w=128)
MD5 = PadRule(512, len_little=True)
SHA3_256 = PadRule(1088, pad_byte=0x06, len_w=0, pad_last_bit=True)
LUFFA = PadRule(256, len_w=0)

#: The table of docs/interface.md: style name -> rule. A family's algorithms name their
#: rule in its declaration (`Algorithm.padding`).
STYLES: dict[str, PadRule] = {
    "sha256": SHA256,
    "md5": MD5,
    "sha512": SHA512,
    "sha3_256": SHA3_256,
    "luffa": LUFFA,
}


def pad(message: bytes, rule: PadRule) -> list[bytes]:
    """The blocks the padding unit emits for `message` (a well-formed one)."""
    block = rule.block_bytes
    length_field = b""
    if rule.len_w:
        bits = (len(message) * 8) % 2**rule.len_w
        length_field = bits.to_bytes(rule.len_w // 8, "little" if rule.len_little else "big")
    used = len(message) + 1 + len(length_field)  # message, pad byte, length
    zeros = -used % block
    padded = bytearray(message + bytes([rule.pad_byte]) + bytes(zeros) + length_field)
    if rule.pad_last_bit:
        padded[-1] |= 0x80
    assert len(padded) % block == 0
    return [bytes(padded[i : i + block]) for i in range(0, len(padded), block)]


def block_count(length: int, rule: PadRule) -> int:
    """Number of blocks a message of `length` bytes pads to."""
    return -(-(length + 1 + rule.len_w // 8) // rule.block_bytes)
