"""NIST CAVP response files (.rsp) as typed records, and the Monte Carlo procedures.

A response file is a header of ``#`` comments, ``[name = value]`` section lines, and
paragraphs of ``Key = value`` lines separated by blank lines. Two layouts are read:

- message files (``ShortMsg``, ``LongMsg``): paragraphs ``Len``/``Msg``/``MD``. Lengths are
  in bits; byte-oriented files only use multiples of 8. ``Len = 0`` is written with
  ``Msg = 00``: the message is the first Len/8 bytes of ``Msg``.
- Monte files: one ``Seed`` then paragraphs ``COUNT``/``MD``, the 100 checkpoints of a
  chain (:func:`monte_chain`). SHA-1, SHA-2 and SHA-3 share this layout and differ only in
  how many previous digests make the next message (SHAVS: three; SHA3VS: one).

SHAKE files (extendable output, FIPS 202 section 6.2) are read by :func:`parse_xof`:
``ShortMsg``/``LongMsg`` paragraphs ``Len``/``Msg``/``Output`` under one
``[Outputlen = ...]`` section, ``VariableOut`` paragraphs ``COUNT``/``Outputlen``/``Msg``/
``Output``; output lengths are in bits (whole bytes in the byte-oriented files). Their
Monte file (:func:`parse_xof_monte`) gives a 16-byte ``Msg``, the minimum and maximum
output length, and 100 checkpoints ``COUNT``/``Outputlen``/``Output`` of the SHA3VS
variable-output chain (:func:`shake_monte`).

Any malformed line or paragraph raises :class:`BadInputError` naming the file and line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from hashcores.errors import BadInputError
from hashcores.paths import VECTORS

#: Suites a message file or a Monte file can be, by the file name's suffix.
MSG_SUITES = ("ShortMsg", "LongMsg")
MONTE_SUITES = ("Monte",)
#: Suites only extendable-output functions have.
XOF_SUITES = ("VariableOut",)
SUITES = MSG_SUITES + MONTE_SUITES + XOF_SUITES

_SECTION = re.compile(r"^\[\s*([^=\]]+?)\s*(?:=\s*([^\]]*?)\s*)?\]$")
_FIELD = re.compile(r"^([A-Za-z][A-Za-z0-9_ ()]*?)\s*=\s*(.*?)$")
_HEX = re.compile(r"^[0-9a-fA-F]*$")


# --- typed records --------------------------------------------------------------------


@dataclass(frozen=True)
class MsgRecord:
    """One known answer: digest `md` of `msg` (`len_bits` = 8 * len(msg))."""

    len_bits: int
    msg: bytes
    md: bytes
    #: Line of the paragraph's first field in the file (for messages about the record).
    line: int


@dataclass(frozen=True)
class MsgFile:
    """A ShortMsg or LongMsg file."""

    path: Path
    suite: str
    #: Sections of the header, e.g. {"L": "32"} (digest length in bytes).
    sections: dict[str, str]
    records: list[MsgRecord]

    @property
    def digest_bytes(self) -> int | None:
        return _digest_len(self.path, self.sections)


@dataclass(frozen=True)
class MonteCheckpoint:
    """Checkpoint `count` of a Monte chain: the digest `md` it must reach."""

    count: int
    md: bytes
    line: int


@dataclass(frozen=True)
class MonteFile:
    """A Monte file: the seed and the checkpoints, in order (COUNT 0, 1, ...)."""

    path: Path
    sections: dict[str, str]
    seed: bytes
    checkpoints: list[MonteCheckpoint]

    @property
    def digest_bytes(self) -> int | None:
        return _digest_len(self.path, self.sections)


@dataclass(frozen=True)
class XofRecord:
    """One known answer of an extendable-output function: the first `out_bits` bits of
    the output for `msg` are `output`."""

    len_bits: int
    msg: bytes
    out_bits: int
    output: bytes
    line: int


@dataclass(frozen=True)
class XofFile:
    """A SHAKE ShortMsg, LongMsg or VariableOut file."""

    path: Path
    suite: str
    sections: dict[str, str]
    records: list[XofRecord]


@dataclass(frozen=True)
class XofMonteCheckpoint:
    count: int
    out_bits: int
    output: bytes
    line: int


@dataclass(frozen=True)
class XofMonteFile:
    """A SHAKE Monte file: the seed message, the output length range and the checkpoints."""

    path: Path
    sections: dict[str, str]
    seed: bytes
    min_bits: int
    max_bits: int
    checkpoints: list[XofMonteCheckpoint]


# --- generic scanner ------------------------------------------------------------------


@dataclass(frozen=True)
class _Field:
    key: str
    value: str
    line: int


@dataclass(frozen=True)
class _Paragraph:
    fields: list[_Field]
    #: Sections in force where the paragraph starts.
    sections: dict[str, str]

    @property
    def line(self) -> int:
        return self.fields[0].line

    def keys(self) -> list[str]:
        return [f.key for f in self.fields]


def _bad(path: Path, line: int | None, what: str) -> BadInputError:
    where = f"{path}:{line}" if line is not None else str(path)
    return BadInputError(f"{where}: {what}")


def _read_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise BadInputError(f"{path}: cannot read CAVP file: {exc.strerror or exc}") from None
    try:
        return data.decode("ascii")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise _bad(path, line, "not an ASCII CAVP response file") from None


def _scan(path: Path, text: str) -> list[_Paragraph]:
    """Paragraphs of `Key = value` fields, with the sections in force for each."""
    paragraphs: list[_Paragraph] = []
    sections: dict[str, str] = {}
    current: list[_Field] = []

    def close() -> None:
        if current:
            paragraphs.append(_Paragraph(list(current), dict(sections)))
            current.clear()

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            close()
            continue
        if line.startswith("#"):
            continue
        section = _SECTION.match(line)
        if section:
            close()
            sections[section.group(1)] = section.group(2) if section.group(2) is not None else ""
            continue
        field = _FIELD.match(line)
        if not field:
            raise _bad(path, number, f"not a 'Key = value' line: {line[:60]!r}")
        key = field.group(1).strip()
        if any(f.key == key for f in current):
            raise _bad(path, number, f"{key} given twice in one record")
        current.append(_Field(key, field.group(2), number))
    close()
    return paragraphs


def _hex(path: Path, field: _Field) -> bytes:
    value = field.value
    if not _HEX.match(value) or len(value) % 2:
        raise _bad(path, field.line, f"{field.key} is not an even number of hex digits")
    return bytes.fromhex(value)


def _int(path: Path, field: _Field) -> int:
    try:
        value = int(field.value, 10)
    except ValueError:
        raise _bad(path, field.line, f"{field.key} is not a decimal integer") from None
    if value < 0:
        raise _bad(path, field.line, f"{field.key} is negative")
    return value


def _expect_keys(path: Path, para: _Paragraph, keys: tuple[str, ...]) -> dict[str, _Field]:
    got = {f.key: f for f in para.fields}
    missing = [k for k in keys if k not in got]
    extra = [k for k in got if k not in keys]
    if missing or extra:
        parts = []
        if missing:
            parts.append("missing " + ", ".join(missing))
        if extra:
            parts.append("unexpected " + ", ".join(extra))
        raise _bad(path, para.line, f"record {'; '.join(parts)} (want {', '.join(keys)})")
    return got


def _digest_len(path: Path, sections: dict[str, str]) -> int | None:
    """Digest bytes of the header's [L = ...]: bytes in SHAVS files (SHA-1/SHA-2), bits
    in SHA3VS files (SHA3_*.rsp, "Length values represented in bits")."""
    if "L" not in sections:
        return None
    try:
        value = int(sections["L"])
    except ValueError:
        raise _bad(path, None, f"section [L = {sections['L']}] is not a length") from None
    if path.name.upper().startswith("SHA3_"):
        if value % 8:
            raise _bad(path, None, f"section [L = {value}] is not whole bytes")
        return value // 8
    return value


def _check_md(path: Path, field: _Field, md: bytes, want: int | None) -> None:
    if want is not None and len(md) != want:
        raise _bad(path, field.line, f"{field.key} has {len(md)} bytes, [L = ...] says {want}")


# --- message files --------------------------------------------------------------------


def parse_msg(path: Path | str, suite: str | None = None) -> MsgFile:
    """Read a ShortMsg/LongMsg file (byte-oriented: every Len a multiple of 8)."""
    path = Path(path)
    suite = suite or _suite_of(path)
    paragraphs = _scan(path, _read_text(path))
    if not paragraphs:
        raise _bad(path, None, "no records")
    records: list[MsgRecord] = []
    for para in paragraphs:
        fields = _expect_keys(path, para, ("Len", "Msg", "MD"))
        len_bits = _int(path, fields["Len"])
        if len_bits % 8:
            raise _bad(path, fields["Len"].line, f"Len = {len_bits} is not whole bytes")
        msg = _hex(path, fields["Msg"])
        nbytes = len_bits // 8
        # Len = 0 is written "Msg = 00": the message is the first Len/8 bytes only.
        if len(msg) != nbytes and not (nbytes == 0 and len(msg) <= 1):
            raise _bad(
                path, fields["Msg"].line, f"Msg has {len(msg)} bytes, Len = {len_bits} says {nbytes}"
            )
        md = _hex(path, fields["MD"])
        _check_md(path, fields["MD"], md, _digest_len(path, para.sections))
        records.append(MsgRecord(len_bits, msg[:nbytes], md, para.line))
    return MsgFile(path, suite, paragraphs[0].sections, records)


# --- extendable-output (SHAKE) files -------------------------------------------------


def is_xof_file(path: Path | str) -> bool:
    """A SHAKE response file (by name: SHAKE128ShortMsg.rsp, ...)."""
    return Path(path).name.upper().startswith("SHAKE")


def parse_xof(path: Path | str, suite: str | None = None) -> XofFile:
    """Read a SHAKE ShortMsg, LongMsg or VariableOut file (byte-oriented)."""
    path = Path(path)
    suite = suite or _suite_of(path)
    if suite in MONTE_SUITES:
        raise _bad(path, None, "a SHAKE Monte file: read it with parse_xof_monte")
    paragraphs = _scan(path, _read_text(path))
    records: list[XofRecord] = []
    for para in paragraphs:
        if suite in XOF_SUITES:
            fields = _expect_keys(path, para, ("COUNT", "Outputlen", "Msg", "Output"))
            count = _int(path, fields["COUNT"])
            if count != len(records):
                raise _bad(path, para.line, f"COUNT = {count} out of order (want {len(records)})")
            out_field = fields["Outputlen"]
            out_bits = _int(path, out_field)
            msg = _hex(path, fields["Msg"])
            len_bits = 8 * len(msg)
        else:
            fields = _expect_keys(path, para, ("Len", "Msg", "Output"))
            out_text = para.sections.get("Outputlen")
            if out_text is None:
                raise _bad(path, para.line, "no [Outputlen = ...] section before the record")
            out_field = _Field("Outputlen", out_text, para.line)
            out_bits = _int(path, out_field)
            len_bits = _int(path, fields["Len"])
            if len_bits % 8:
                raise _bad(path, fields["Len"].line, f"Len = {len_bits} is not whole bytes")
            msg = _hex(path, fields["Msg"])
            nbytes = len_bits // 8
            if len(msg) != nbytes and not (nbytes == 0 and len(msg) <= 1):
                raise _bad(path, fields["Msg"].line,
                           f"Msg has {len(msg)} bytes, Len = {len_bits} says {nbytes}")
            msg = msg[:nbytes]
        if out_bits % 8:
            raise _bad(path, out_field.line, f"Outputlen = {out_bits} is not whole bytes")
        output = _hex(path, fields["Output"])
        if 8 * len(output) != out_bits:
            raise _bad(path, fields["Output"].line,
                       f"Output has {len(output)} bytes, Outputlen = {out_bits} says {out_bits // 8}")
        records.append(XofRecord(len_bits, msg, out_bits, output, para.line))
    if not records:
        raise _bad(path, None, "no records")
    return XofFile(path, suite, paragraphs[0].sections, records)


def parse_xof_monte(path: Path | str) -> XofMonteFile:
    """Read a SHAKE Monte file (SHA3VS variable-output Monte)."""
    path = Path(path)
    paragraphs = _scan(path, _read_text(path))
    if not paragraphs or paragraphs[0].keys() != ["Msg"]:
        raise _bad(path, paragraphs[0].line if paragraphs else None,
                   "a SHAKE Monte file starts with one 'Msg = ...' line")
    head = paragraphs[0]
    lengths = []
    for key in ("Minimum Output Length (bits)", "Maximum Output Length (bits)"):
        if key not in head.sections:
            raise _bad(path, head.line, f"no [{key} = ...] section")
        value = _int(path, _Field(key, head.sections[key], head.line))
        if value % 8:
            raise _bad(path, head.line, f"{key} = {value} is not whole bytes")
        lengths.append(value)
    seed = _hex(path, head.fields[0])
    if len(seed) != 16:
        raise _bad(path, head.line, f"Msg has {len(seed)} bytes; the SHAKE Monte seed has 16")
    checkpoints: list[XofMonteCheckpoint] = []
    for para in paragraphs[1:]:
        fields = _expect_keys(path, para, ("COUNT", "Outputlen", "Output"))
        count = _int(path, fields["COUNT"])
        if count != len(checkpoints):
            raise _bad(path, para.line, f"COUNT = {count} out of order (want {len(checkpoints)})")
        out_bits = _int(path, fields["Outputlen"])
        output = _hex(path, fields["Output"])
        if 8 * len(output) != out_bits:
            raise _bad(path, fields["Output"].line, f"Output has {len(output)} bytes, Outputlen = {out_bits}")
        checkpoints.append(XofMonteCheckpoint(count, out_bits, output, para.line))
    if not checkpoints:
        raise _bad(path, None, "Msg but no checkpoints")
    return XofMonteFile(path, head.sections, seed, lengths[0], lengths[1], checkpoints)


def shake_monte_next(output: bytes, min_bytes: int, max_bytes: int) -> tuple[bytes, int]:
    """The next message and output length of the SHAKE Monte chain after `output`: its
    first 16 bytes (zero-filled when shorter) and min + (its last two bytes, big-endian)
    mod (max - min + 1)."""
    msg = (output[:16] + bytes(16))[:16]
    right = int.from_bytes(output[-2:], "big") if len(output) >= 2 else int.from_bytes(output, "big")
    return msg, min_bytes + right % (max_bytes - min_bytes + 1)


def shake_monte(
    xof_fn: Callable[[bytes, int], bytes], seed: bytes, min_bytes: int, max_bytes: int,
    checkpoints: int = 100, steps: int = 1000, outlen: int | None = None,
) -> Iterator[tuple[int, bytes]]:
    """SHA3VS Monte for SHAKE (variable output length): (output bytes, output) of each
    checkpoint. Output_0 = seed; each step hashes Msg_i = the first 128 bits of
    Output_{i-1} with the current length, then takes the next length from the output's
    rightmost 16 bits; the first length is the maximum (or `outlen`, to start mid-file)."""
    length = max_bytes if outlen is None else outlen
    output = seed
    for _ in range(checkpoints):
        for _ in range(steps):
            msg = (output[:16] + bytes(16))[:16]
            used = length
            output = xof_fn(msg, used)
            _, length = shake_monte_next(output, min_bytes, max_bytes)
        yield used, output


# --- Monte files ----------------------------------------------------------------------


def parse_monte(path: Path | str) -> MonteFile:
    """Read a Monte file of the Seed + COUNT/MD layout (SHA-1, SHA-2, SHA-3)."""
    path = Path(path)
    paragraphs = _scan(path, _read_text(path))
    if not paragraphs:
        raise _bad(path, None, "no records")
    head = paragraphs[0]
    if head.keys() != ["Seed"]:
        raise _bad(path, head.line, "a Monte file starts with one 'Seed = ...' line")
    sections = head.sections
    want = _digest_len(path, sections)
    seed_field = head.fields[0]
    seed = _hex(path, seed_field)
    _check_md(path, seed_field, seed, want)
    checkpoints: list[MonteCheckpoint] = []
    for para in paragraphs[1:]:
        fields = _expect_keys(path, para, ("COUNT", "MD"))
        count = _int(path, fields["COUNT"])
        if count != len(checkpoints):
            raise _bad(path, para.line, f"COUNT = {count} out of order (want {len(checkpoints)})")
        md = _hex(path, fields["MD"])
        _check_md(path, fields["MD"], md, want)
        checkpoints.append(MonteCheckpoint(count, md, para.line))
    if not checkpoints:
        raise _bad(path, None, "Seed but no COUNT/MD checkpoints")
    return MonteFile(path, sections, seed, checkpoints)


# --- files of an algorithm ------------------------------------------------------------


def _suite_of(path: Path) -> str:
    for suite in SUITES:
        if path.stem.endswith(suite):
            return suite
    raise BadInputError(f"{path}: cannot tell the suite from the name (want *{'/*'.join(SUITES)})")


def cavp_path(cavp_prefix: str, suite: str) -> Path:
    """vectors/nist/<prefix><suite>.rsp, e.g. SHA256ShortMsg.rsp."""
    return VECTORS / "nist" / f"{cavp_prefix}{suite}.rsp"


def load(path: Path | str) -> MsgFile | MonteFile | XofFile | XofMonteFile:
    """Parse a response file, its layout chosen by its name."""
    path = Path(path)
    suite = _suite_of(path)
    if is_xof_file(path):
        return parse_xof_monte(path) if suite in MONTE_SUITES else parse_xof(path, suite)
    if suite in XOF_SUITES:
        raise _bad(path, None, f"{suite} files are SHAKE files (SHAKE128{suite}.rsp, ...)")
    return parse_monte(path) if suite in MONTE_SUITES else parse_msg(path, suite)


# --- Monte procedures -----------------------------------------------------------------

Hash = Callable[[bytes], bytes]


def monte_chain(
    hash_fn: Hash, seed: bytes, depth: int, checkpoints: int = 100, steps: int = 1000
) -> Iterator[bytes]:
    """The checkpoints of a CAVP Monte chain in which each message is the last `depth`
    digests concatenated (oldest first).

    Each checkpoint starts with MD[0] = ... = MD[depth-1] = seed, hashes `steps` times
    (MD[i] = H(MD[i-depth] || ... || MD[i-1])) and yields the last digest, which seeds the
    next checkpoint. depth = 3 is SHAVS (SHA-1/SHA-2), depth = 1 is SHA3VS.
    """
    if depth < 1:
        raise ValueError("depth must be at least 1")
    for _ in range(checkpoints):
        window = [seed] * depth
        for _ in range(steps):
            window = window[1:] + [hash_fn(b"".join(window))]
        seed = window[-1]
        yield seed


#: Digests per message of the Monte chain: SHAVS (SHA-1, SHA-2), SHA3VS (SHA3-224 .. 512).
#: A family's declaration gives each algorithm its procedure (`Algorithm.monte_depth`).
SHAVS_MONTE_DEPTH = 3
SHA3VS_MONTE_DEPTH = 1


def sha2_monte(hash_fn: Hash, seed: bytes, checkpoints: int = 100, steps: int = 1000) -> Iterator[bytes]:
    """SHAVS Monte (SHA-1, SHA-2): M_i = MD[i-3] || MD[i-2] || MD[i-1], i = 3 .. 1002."""
    return monte_chain(hash_fn, seed, SHAVS_MONTE_DEPTH, checkpoints, steps)


def sha3_monte(hash_fn: Hash, seed: bytes, checkpoints: int = 100, steps: int = 1000) -> Iterator[bytes]:
    """SHA3VS Monte (SHA3-224 .. SHA3-512): M_i = MD[i-1], i = 1 .. 1000."""
    return monte_chain(hash_fn, seed, SHA3VS_MONTE_DEPTH, checkpoints, steps)


def monte_depth(algorithm: str) -> int:
    """Digests per Monte message for a registry algorithm name, as its family declares it
    (`Algorithm.monte_depth`: 3 for SHA-2, 1 for SHA-3)."""
    from hashcores import registry  # the declarations import this module

    declared = registry.ALGORITHMS.get(algorithm)
    if declared is None or declared.monte_depth is None:
        raise BadInputError(f"no CAVP Monte procedure known for {algorithm!r}")
    return declared.monte_depth
