"""The CAVP parser reads the real response files exactly, and rejects malformed ones.

These tests need no simulator: they pin down the Python side the NIST suites stand on.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hashcores import registry
from hashcores.errors import BadInputError
from hashcores.vectors import cavp

_ALL = sorted({c.algorithm.name: c.algorithm for c in registry.cores() if c.algorithm.cavp_prefix}.values(),
              key=lambda a: a.name)
ALGORITHMS = [a for a in _ALL if not a.xof]
XOF_ALGORITHMS = [a for a in _ALL if a.xof]


def _path(algorithm: registry.Algorithm, suite: str) -> Path:
    return cavp.cavp_path(algorithm.cavp_prefix or "", suite)


@pytest.mark.parametrize("algorithm", ALGORITHMS, ids=lambda a: a.name)
@pytest.mark.parametrize("suite", cavp.MSG_SUITES)
def test_message_files_parse_completely(algorithm: registry.Algorithm, suite: str) -> None:
    """Every record of the file is read (as many as its `Len =` lines, 65/64 as published),
    with the digest length of the header, and each parsed message hashes (hashlib) to its
    parsed MD: the parser took the right bytes, including `Len = 0` written `Msg = 00`."""
    path = _path(algorithm, suite)
    parsed = cavp.load(path)
    assert isinstance(parsed, cavp.MsgFile)
    raw_count = len(re.findall(r"^Len = ", path.read_text(), flags=re.M))
    assert len(parsed.records) == raw_count == algorithm.cavp_records[suite]
    assert parsed.digest_bytes == algorithm.digest_bits // 8
    for record in parsed.records:
        assert len(record.msg) * 8 == record.len_bits
        assert algorithm.digest(record.msg) == record.md, f"{path.name}:{record.line}"
    if suite == "ShortMsg":
        assert parsed.records[0].len_bits == 0 and parsed.records[0].msg == b""


@pytest.mark.parametrize("algorithm", ALGORITHMS, ids=lambda a: a.name)
def test_monte_file_and_procedure(algorithm: registry.Algorithm) -> None:
    """The Monte file gives a seed and 100 checkpoints (COUNT 0..99), and the chain of the
    procedure the declaration gives the algorithm (SHAVS or SHA3VS depth) in Python
    (hashlib) reaches every checkpoint: the procedure the bench repeats in hardware is
    the right one."""
    path = _path(algorithm, "Monte")
    parsed = cavp.load(path)
    assert isinstance(parsed, cavp.MonteFile)
    raw_count = len(re.findall(r"^COUNT = ", path.read_text(), flags=re.M))
    assert len(parsed.checkpoints) == raw_count == algorithm.cavp_records["Monte"]
    assert [c.count for c in parsed.checkpoints] == list(range(raw_count))
    assert len(parsed.seed) == algorithm.digest_bits // 8
    depth = cavp.monte_depth(algorithm.name)
    assert depth == algorithm.monte_depth in (cavp.SHAVS_MONTE_DEPTH, cavp.SHA3VS_MONTE_DEPTH)
    chain = list(cavp.monte_chain(algorithm.digest, parsed.seed, depth, len(parsed.checkpoints)))
    assert chain == [c.md for c in parsed.checkpoints]


@pytest.mark.parametrize("algorithm", XOF_ALGORITHMS, ids=lambda a: a.name)
@pytest.mark.parametrize("suite", cavp.MSG_SUITES + cavp.XOF_SUITES)
def test_shake_files_parse_completely(algorithm: registry.Algorithm, suite: str) -> None:
    """Every record of a SHAKE file is read, with its output length (the file's
    [Outputlen] or the record's), and hashlib's SHAKE of the parsed message gives the
    parsed output at that length."""
    path = _path(algorithm, suite)
    parsed = cavp.load(path)
    assert isinstance(parsed, cavp.XofFile)
    key = "COUNT" if suite in cavp.XOF_SUITES else "Len"
    raw_count = len(re.findall(rf"^{key} = ", path.read_text(), flags=re.M))
    assert len(parsed.records) == raw_count == algorithm.cavp_records[suite]
    for record in parsed.records:
        assert len(record.msg) * 8 == record.len_bits and len(record.output) * 8 == record.out_bits
        assert algorithm.output(record.msg, len(record.output)) == record.output, f"{path.name}:{record.line}"
    if suite in cavp.XOF_SUITES:
        assert len({r.out_bits for r in parsed.records}) > 100  # lengths really vary


@pytest.mark.parametrize("algorithm", XOF_ALGORITHMS, ids=lambda a: a.name)
def test_shake_monte_file_and_procedure(algorithm: registry.Algorithm) -> None:
    """The SHAKE Monte file gives a 16-byte seed, the output length range and 100
    checkpoints, and the SHA3VS variable-output chain in Python (hashlib) reaches every
    checkpoint with its length: the procedure the bench repeats in hardware."""
    path = _path(algorithm, "Monte")
    parsed = cavp.load(path)
    assert isinstance(parsed, cavp.XofMonteFile)
    raw_count = len(re.findall(r"^COUNT = ", path.read_text(), flags=re.M))
    assert len(parsed.checkpoints) == raw_count == algorithm.cavp_records["Monte"]
    lo, hi = parsed.min_bits // 8, parsed.max_bits // 8
    chain = list(cavp.shake_monte(algorithm.output, parsed.seed, lo, hi, len(parsed.checkpoints)))
    assert chain == [(c.out_bits // 8, c.output) for c in parsed.checkpoints]
    # a window seeded from the checkpoint before it continues the chain
    msg, n = cavp.shake_monte_next(parsed.checkpoints[49].output, lo, hi)
    rest = list(cavp.shake_monte(algorithm.output, msg, lo, hi, 3, outlen=n))
    assert rest == chain[50:53]


# --- malformed files ------------------------------------------------------------------------

_SHORT = """#  a header comment\r
\r
[L = 32]\r
\r
Len = 0\r
Msg = 00\r
MD = e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\r
\r
Len = 8\r
Msg = d3\r
MD = 28969cdfa74a12c82f3bad960b0b000aca2ac329deea5c2328ebc6f2ba9802c1\r
"""
# (the two records above are copied from SHA256ShortMsg.rsp)

_MONTE = """[L = 32]

Seed = 6d1e72ad03ddeb5de891e572e2396f8da015d899ef0e79503152d6010a3fe691

COUNT = 0
MD = e93c330ae5447738c8aa85d71a6c80f2a58381d05872d26bdd39f1fcd4f2b788

COUNT = 1
MD = 2e78f8c8772ea7c9331d41ed3f9cdf27d8f514a99342ee766ee3b8b0d0b121c0
"""
# (copied from SHA256Monte.rsp)

# (file kind, the text with one defect, the line the error must name)
_BROKEN = {
    "odd hex digits": ("ShortMsg", _SHORT.replace("Msg = d3", "Msg = d3f"), 10),
    "non-hex digits": ("ShortMsg", _SHORT.replace("Msg = d3", "Msg = zz"), 10),
    "Msg shorter than Len": ("ShortMsg", _SHORT.replace("Len = 8", "Len = 16"), 10),
    "Len not whole bytes": ("ShortMsg", _SHORT.replace("Len = 8", "Len = 7"), 9),
    "Len not a number": ("ShortMsg", _SHORT.replace("Len = 8", "Len = eight"), 9),
    "MD missing": ("ShortMsg", _SHORT.replace("MD = 2896", "XX = 2896"), 9),
    "MD of wrong length": ("ShortMsg", _SHORT.replace("MD = 28969c", "MD = 2896"), 11),
    "key twice": ("ShortMsg", _SHORT.replace("Msg = d3", "Len = 8\r\nMsg = d3"), 10),
    "garbage line": ("ShortMsg", _SHORT.replace("Msg = d3", "Msg d3"), 10),
    "no records": ("ShortMsg", "# only a comment\n", None),
    "Monte without seed": ("Monte", _MONTE.replace("Seed = ", "Sead = "), 3),
    "Monte COUNT out of order": ("Monte", _MONTE.replace("COUNT = 1", "COUNT = 2"), 8),
    "Monte MD of wrong length": ("Monte", _MONTE.replace("MD = e93c33", "MD = e9"), 6),
    "Monte without checkpoints": ("Monte", _MONTE.split("COUNT = 0")[0], None),
}


@pytest.mark.parametrize("case", sorted(_BROKEN))
def test_malformed_file_names_file_and_line(tmp_path: Path, case: str) -> None:
    """Each kind of defect raises BadInputError naming the file and the offending line."""
    suite, text, line = _BROKEN[case]
    path = tmp_path / f"BROKEN{suite}.rsp"
    path.write_bytes(text.encode())
    with pytest.raises(BadInputError) as caught:
        cavp.load(path)
    message = str(caught.value)
    assert str(path) in message
    if line is not None:
        assert f"{path}:{line}:" in message


def test_unbroken_samples_parse(tmp_path: Path) -> None:
    """The samples the malformed cases start from are themselves accepted (so each case
    fails for its one defect)."""
    short = tmp_path / "OKShortMsg.rsp"
    short.write_bytes(_SHORT.encode())
    monte = tmp_path / "OKMonte.rsp"
    monte.write_text(_MONTE)
    assert len(cavp.parse_msg(short).records) == 2
    assert len(cavp.parse_monte(monte).checkpoints) == 2


def test_missing_file_is_bad_input(tmp_path: Path) -> None:
    """An unreadable file is a BadInputError, not an OSError traceback."""
    with pytest.raises(BadInputError, match="cannot read"):
        cavp.load(tmp_path / "SHA256ShortMsg.rsp")
