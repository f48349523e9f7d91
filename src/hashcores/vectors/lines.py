"""Vector files of one message per line: ``len_bytes msg_hex digest_hex``.

The format of vectors/luffa/ (vectors/README.md; `hashcores.vectors.formats.KAT_LINES`,
which a family's declaration names for its files): ``msg_hex`` is ``-`` for the empty
message and ``a*1000000`` for 1,000,000 bytes of ``a`` (any ``<hex byte char>*<count>``
is read the same way: the ASCII character repeated); digests are lowercase hex in output
byte order. Any malformed line raises :class:`BadInputError` naming the file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from hashcores.errors import BadInputError

_REPEAT = re.compile(r"^(.)\*([0-9]+)$")
_HEX = re.compile(r"^(?:[0-9a-f]{2})*$")


@dataclass(frozen=True)
class LineRecord:
    """One message and its digest."""

    #: Line number in the file (from 1).
    line: int
    message: bytes
    digest: bytes

    @property
    def big(self) -> bool:
        """A message written as a repetition (the million-'a' kind)."""
        return len(self.message) >= 100_000


def _message(text: str, length: int, where: str) -> bytes:
    if text == "-":
        message = b""
    elif (rep := _REPEAT.match(text)) is not None:
        message = rep.group(1).encode("ascii") * int(rep.group(2))
    elif _HEX.match(text):
        message = bytes.fromhex(text)
    else:
        raise BadInputError(f"{where}: message {text[:20]!r} is not hex, '-' or c*count")
    if len(message) != length:
        raise BadInputError(f"{where}: length {length} but the message has {len(message)} bytes")
    return message


def parse_lines(path: Path | str) -> list[LineRecord]:
    """The records of a line-format vector file, in file order."""
    path = Path(path)
    try:
        text = path.read_text()
    except OSError as exc:
        raise BadInputError(f"cannot read vector file {path}: {exc.strerror}") from None
    records = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{path}:{number}"
        fields = line.split()
        if len(fields) != 3 or not fields[0].isdigit() or not _HEX.match(fields[2]) or not fields[2]:
            raise BadInputError(f"{where}: want 'len_bytes msg_hex digest_hex', got {line[:60]!r}")
        message = _message(fields[1], int(fields[0]), where)
        records.append(LineRecord(number, message, bytes.fromhex(fields[2])))
    if not records:
        raise BadInputError(f"{path}: no vectors")
    return records
