"""`hashcores hmac`: MACs of files by simulating an HMAC core's RTL (tb/cocotb_hmac.py,
test `mac_files`), printed the way `sha256sum` prints digests.

A Merkle-Damgard hash core that no HMAC core runs over (a point of the SHA-2 generator, a
multi-message MD5 pipeline, ...) computes the MACs on its own RTL: RFC 2104's key
preparation and the two nested hashes each go through the core as messages (K = H(K)
when longer than the block, then H(K0 ^ ipad || text) for every file, then
H(K0 ^ opad || inner)), only the XOR with the pads and the concatenation in Python."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from hashcores import registry
from hashcores.errors import BadInputError
from hashcores.hashfiles import input_files, malformed, sum_line
from hashcores.hmac_cores import HmacCore, UnknownHmacCoreError, get_hmac_core

#: RFC 2104 section 2: the inner and outer pad bytes.
IPAD, OPAD = 0x36, 0x5C


def parse_key(text: str) -> bytes:
    """A key given in hex (any length, an even number of digits; "" is the empty key)."""
    try:
        return bytes.fromhex(text)
    except ValueError:
        raise BadInputError(f"--key {text!r} is not hex bytes (an even number of hex digits)") from None


def check_truncation(core: HmacCore | registry.Core, bits: int | None) -> int:
    """The MAC width: the core's (an HMAC core's MAC_BITS, a hash core's digest), or `bits`
    when it is whole bytes from 32 up to the digest."""
    digest_bits = core.algorithm.digest_bits
    if bits is None:
        return core.mac_bits if isinstance(core, HmacCore) else digest_bits
    if bits % 8 or not 32 <= bits <= digest_bits:
        raise BadInputError(f"--truncate {bits}: a MAC of {core.algorithm.title} is a whole "
                            f"number of bytes from 32 to {digest_bits} bits")
    return bits


def merkle_damgard(core: registry.Core) -> bool:
    """HMAC (RFC 2104) is defined over an iterated hash with a length-strengthened padding:
    the MD5, SHA-1, RIPEMD and SHA-2 cores (not SHA-3's sponge, nor Luffa)."""
    rule = core.algorithm.padding
    return rule is not None and rule.len_w > 0 and not core.algorithm.xof


def _hmac_or_hash_core(name: str) -> HmacCore | registry.Core:
    """The HMAC core `name` names (or the one over the hash core `name`), else the
    Merkle-Damgard hash core `name`, whose RTL then computes both hashes."""
    try:
        return get_hmac_core(name)
    except UnknownHmacCoreError as no_hmac:
        try:
            core = registry.get_core(name)
        except registry.UnknownCoreError:
            raise no_hmac from None
        if not merkle_damgard(core):
            raise BadInputError(f"{name} ({core.algorithm.title}) is not a Merkle-Damgard hash: "
                                "HMAC (RFC 2104) runs over MD5, SHA-1, RIPEMD and SHA-2 cores") from None
        return core


def _core_macs(core: registry.Core, key: bytes, names: Sequence[str], paths: Sequence[Path],
               sim: str, data_w: int) -> list[bytes]:
    """RFC 2104 on `core`'s RTL: each hash (the long key's, the inner and the outer ones)
    is a message through the core, in three simulator runs at most."""
    from hashcores.sim.filehash.messages import hash_messages

    block = core.algorithm.block_bits // 8

    def digests(messages: Sequence[bytes], what: Sequence[str]) -> list[bytes]:
        outputs = hash_messages(core, list(messages), sim=sim, data_w=data_w)
        for name, out in zip(what, outputs):
            if out.error:
                raise malformed(name)
        return [out.digest for out in outputs]

    if len(key) > block:  # RFC 2104 section 2, step 1: K = H(K)
        key = digests([key], ["the key"])[0]
    k0 = key.ljust(block, b"\0")
    ipad = bytes(b ^ IPAD for b in k0)
    opad = bytes(b ^ OPAD for b in k0)
    inner = digests([ipad + path.read_bytes() for path in paths], names)
    return digests([opad + digest for digest in inner], names)


def mac_lines(core_name: str, key_hex: str, files: Sequence[Path], stdin: BinaryIO, *,
              truncate: int | None, sim: str, data_w: int) -> Iterator[str]:
    """One sum line per file (standard input when there are none): the MAC in hex, two
    spaces, the name. All in one simulator run."""
    from hashcores.hmac_sim import run_job

    core = _hmac_or_hash_core(core_name)
    key = parse_key(key_hex)
    mac_bits = check_truncation(core, truncate)
    if isinstance(core, registry.Core):
        with tempfile.TemporaryDirectory(prefix="hashcores-hmac-") as tmp:
            names, paths = input_files(files, stdin, Path(tmp))
            macs = _core_macs(core, key, names, paths, sim, data_w)
        for name, mac in zip(names, macs):
            yield sum_line(mac[: mac_bits // 8], name)
        return
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
