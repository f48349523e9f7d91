"""`hashcores hmac`: MACs of files by simulating an HMAC core's RTL (tb/cocotb_hmac.py,
test `mac_files`), printed the way `sha256sum` prints digests."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from hashcores.errors import BadInputError
from hashcores.hashfiles import input_files, malformed, sum_line
from hashcores.hmac_cores import HmacCore, get_hmac_core


def parse_key(text: str) -> bytes:
    """A key given in hex (any length, an even number of digits; "" is the empty key)."""
    try:
        return bytes.fromhex(text)
    except ValueError:
        raise BadInputError(f"--key {text!r} is not hex bytes (an even number of hex digits)") from None


def check_truncation(core: HmacCore, bits: int | None) -> int:
    """The MAC width: the digest's, or `bits` when it is whole bytes from 32 up to it."""
    digest_bits = core.algorithm.digest_bits
    if bits is None:
        return core.mac_bits
    if bits % 8 or not 32 <= bits <= digest_bits:
        raise BadInputError(f"--truncate {bits}: a MAC of {core.algorithm.title} is a whole "
                            f"number of bytes from 32 to {digest_bits} bits")
    return bits


def mac_lines(core_name: str, key_hex: str, files: Sequence[Path], stdin: BinaryIO, *,
              truncate: int | None, sim: str, data_w: int) -> Iterator[str]:
    """One sum line per file (standard input when there are none): the MAC in hex, two
    spaces, the name. All in one simulator run."""
    from hashcores.hmac_sim import run_job

    core = get_hmac_core(core_name)
    key = parse_key(key_hex)
    mac_bits = check_truncation(core, truncate)
    with tempfile.TemporaryDirectory(prefix="hashcores-hmac-") as tmp:
        names, paths = input_files(files, stdin, Path(tmp))
        output = Path(tmp) / "macs.json"
        job = Path(tmp) / "job.json"
        job.write_text(json.dumps({"key": key.hex(), "files": [str(p.resolve()) for p in paths],
                                   "output": str(output)}))
        run_job(core, core.parameters(data_w, 4, mac_bits), sim, "mac_files",
                {"HASHCORES_HMAC_JOB": str(job)})
        results = json.loads(output.read_text())
    for name, result in zip(names, results):
        if result["error"]:
            raise malformed(name)
        yield sum_line(bytes.fromhex(result["mac"]), name)
