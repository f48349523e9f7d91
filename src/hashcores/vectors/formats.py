"""Formats of known-answer vector files, and the reader of each.

A family's declaration names its vector files and, for each, its format
(`hashcores.registry.VectorFile`): the tests read every file through the format's reader
and never ask which family it belongs to. Every reader gives the same records
(`LineRecord`: line, message, digest), so one test runs them all. The NIST CAVP response
files are not listed here: they have suites of their own (Monte, SHAKE outputs), read by
`hashcores.vectors.cavp` for every algorithm with a CAVP prefix.

A new format (e.g. the RFC 1321 / RFC 2104 test lists MD5, RIPEMD and HMAC will bring) is a
reader returning `LineRecord`s and one `VectorFormat` line below.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from hashcores.vectors.lines import LineRecord, parse_lines


@dataclass(frozen=True)
class VectorFormat:
    """A file format of known answers and its reader."""

    name: str
    read: Callable[[Path], list[LineRecord]] = field(compare=False, repr=False)


#: ``len_bytes msg_hex digest_hex`` per line (vectors/README.md; the Luffa files).
KAT_LINES = VectorFormat("kat-lines", parse_lines)
