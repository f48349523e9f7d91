"""The HMAC cores (RFC 2104, FIPS 198-1): an HMAC stream top over a hash core of the
catalogue, with key contexts and a truncated MAC (docs/hmac.md).

An HMAC core is not a `registry.Core`: its stream carries operations (s_top, s_tkey) and
its output is m_mac, so the hash cores' test modules do not run it; tests/test_hmac.py,
the benchmark and `hashcores hmac` read this catalogue instead.
"""

from __future__ import annotations

import hashlib
import hmac as python_hmac
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from hashcores import registry
from hashcores.errors import HashcoresError
from hashcores.paths import ROOT

#: The operations of s_top (docs/hmac.md, "Operations").
OP_MAC, OP_KEY, OP_WIPE, OP_RESERVED = 0, 1, 2, 3

#: RFC test-case files (vectors/hmac/, provenance in vectors/README.md).
RFC4231 = ROOT / "vectors/hmac/rfc4231.txt"
RFC2202 = ROOT / "vectors/hmac/rfc2202.txt"
RFC2286 = ROOT / "vectors/hmac/rfc2286.txt"
RFC4868 = ROOT / "vectors/hmac/rfc4868.txt"
#: Every RFC file; a core's cases are the lines that name its algorithm.
RFC_FILES: tuple[Path, ...] = (RFC4231, RFC2202, RFC2286, RFC4868)


class UnknownHmacCoreError(HashcoresError):
    """Raised for a name that is neither an HMAC core nor a hash core HMAC runs over."""


@dataclass(frozen=True)
class HmacCore:
    """One HMAC core: an HMAC top over a hash core, with fixed parameters."""

    name: str
    #: The hash core of the catalogue whose block core it runs on.
    hash_core: str
    top: str
    #: The top's parameters besides DATA_W and TID_W (WORD_BITS, DIGEST_BITS, ...).
    params: dict[str, int]
    #: Key contexts (security associations) it keeps; 0: none (one key, whose blocks
    #: K0 ^ ipad and K0 ^ opad are hashed again for every message).
    keys: int
    #: The MAC's width by default (the digest; RFC 4868's truncation is MAC_BITS).
    mac_bits: int

    @property
    def multi_message(self) -> bool:
        """Messages of different s_tid in flight at once (the generator's multi-message
        points): their MACs leave as they finish, in order per s_tid."""
        return self.params.get("N_CTX", 1) > 1

    @property
    def core(self) -> registry.Core:
        return registry.get_core(self.hash_core)

    @property
    def algorithm(self) -> registry.Algorithm:
        return self.core.algorithm

    @property
    def key_w(self) -> int:
        return max(1, (self.keys - 1).bit_length())

    @property
    def title(self) -> str:
        return f"HMAC-{self.algorithm.title}"

    @property
    def slots(self) -> int:
        """Keys it holds at once: its contexts, or the one key without contexts."""
        return max(1, self.keys)

    def slot(self, key_index: int) -> int | None:
        """Where a key of s_tkey = `key_index` goes (None: no such context). Without
        contexts s_tkey is ignored: there is one key."""
        if self.keys == 0:
            return 0
        return key_index if key_index < self.keys else None

    @property
    def architecture(self) -> str:
        if self.keys == 0:
            return f"HMAC over {self.hash_core}, no key contexts (key blocks hashed per message)"
        if self.multi_message:
            return (f"HMAC over {self.hash_core}, {self.keys} key contexts, "
                    f"{self.params['N_CTX']} messages in flight")
        return f"HMAC over {self.hash_core}, {self.keys} key contexts"

    def as_dict(self) -> dict[str, object]:
        return {"name": self.name, "algorithm": self.title, "family": "hmac",
                "architecture": self.architecture, "hash_core": self.hash_core,
                "top": self.top, "params": dict(self.params), "key_contexts": self.keys,
                "mac_bits": self.mac_bits, "block_bits": self.algorithm.block_bits,
                "digest_bits": self.algorithm.digest_bits}

    def sources(self) -> list[str]:
        """RTL for simulation and synthesis: the hash family's, which holds the HMAC units
        and the family's HMAC top (tests/test_hmac.py checks it)."""
        return self.core.family.sim_source_paths()

    def parameters(self, data_w: int, tid_w: int, mac_bits: int | None = None) -> dict[str, int]:
        return {**self.params, "DATA_W": data_w, "TID_W": tid_w, "KEYS": self.keys,
                "MAC_BITS": self.mac_bits if mac_bits is None else mac_bits}

    def mac(self, key: bytes, message: bytes, mac_bits: int | None = None) -> bytes:
        """The expected MAC: Python's `hmac` over the hash, truncated (RFC 2104 section 5)."""
        bits = self.mac_bits if mac_bits is None else mac_bits
        return reference_mac(self.algorithm, key, message)[: bits // 8]


class _ModelHash:
    """A hash object for Python's `hmac` (digestmod) over a reference model: it keeps the
    bytes and hashes them whole when asked for the digest."""

    def __init__(self, algorithm: registry.Algorithm, data: bytes = b"") -> None:
        self._algorithm = algorithm
        self._data = bytes(data)
        self.digest_size = algorithm.digest_bits // 8
        self.block_size = algorithm.block_bits // 8

    def update(self, data: bytes) -> None:
        self._data += data

    def copy(self) -> _ModelHash:
        return _ModelHash(self._algorithm, self._data)

    def digest(self) -> bytes:
        return self._algorithm.reference(self._data)


def _digestmod(algorithm: registry.Algorithm) -> str | Callable[..., _ModelHash]:
    """hashlib's name where every Python has it, else our reference model (RIPEMD-160:
    hashlib has it only with some OpenSSL builds)."""
    if algorithm.name in hashlib.algorithms_guaranteed:
        return algorithm.name
    return lambda data=b"": _ModelHash(algorithm, data)


def reference_mac(algorithm: registry.Algorithm, key: bytes, message: bytes) -> bytes:
    """HMAC over `algorithm` by Python's `hmac` (RFC 2104): hashlib's hash of that name,
    or the algorithm's reference model."""
    return python_hmac.new(key, message, _digestmod(algorithm)).digest()


def _sha2(name: str, hash_core: str, word_bits: int, digest_bits: int, keys: int) -> HmacCore:
    return HmacCore(
        name, hash_core, "hc_hmac_sha2_stream",
        {"WORD_BITS": word_bits, "DIGEST_BITS": digest_bits},
        keys=keys, mac_bits=digest_bits,
    )


def _sha2_gen(name: str, hash_core: str, keys: int) -> HmacCore:
    """HMAC over a multi-message point of the SHA-2 generator: its parameters are the hash
    core's (rtl/sha2/hc_hmac_sha2_gen_stream.v)."""
    core = registry.get_core(hash_core)
    word_bits = 64 if core.algorithm.block_bits == 1024 else 32
    # the HMAC front's padding units keep both block buffers (hc_hmac_multi_front)
    params = {k: v for k, v in core.params.items() if k != "PAD_OUT_REG"}
    return HmacCore(
        name, hash_core, "hc_hmac_sha2_gen_stream",
        {"WORD_BITS": word_bits, **params},
        keys=keys, mac_bits=core.algorithm.digest_bits,
    )


def _multi(name: str, hash_core: str, top: str, keys: int) -> HmacCore:
    """HMAC over a multi-message core of the MD5, SHA-1 or RIPEMD family: the family's
    HMAC top at the hash core's parameters (hc_hmac_multi_front in front of the core)."""
    core = registry.get_core(hash_core)
    return HmacCore(name, hash_core, top, dict(core.params), keys=keys,
                    mac_bits=core.algorithm.digest_bits)


#: The catalogue, in the order `hashcores list` shows it.
HMAC_CORES: dict[str, HmacCore] = {c.name: c for c in (
    _sha2("hmac_sha256_iter", "sha256_iter", 32, 256, 4),
    _sha2("hmac_sha224_iter", "sha224_iter", 32, 224, 4),
    _sha2("hmac_sha384_iter", "sha384_iter", 64, 384, 4),
    _sha2("hmac_sha512_iter", "sha512_iter", 64, 512, 4),
    _sha2("hmac_sha512_224_iter", "sha512_224_iter", 64, 224, 4),
    _sha2("hmac_sha512_256_iter", "sha512_256_iter", 64, 256, 4),
    HmacCore("hmac_md5_v1", "md5_v1", "hc_hmac_md5_stream", {}, keys=4, mac_bits=128),
    HmacCore("hmac_sha1_iter", "sha1_iter", "hc_hmac_sha1_stream", {}, keys=4, mac_bits=160),
    HmacCore("hmac_ripemd160_iter", "ripemd160_iter", "hc_hmac_ripemd_stream",
             {"DIGEST_BITS": 160}, keys=4, mac_bits=160),
    _sha2("hmac_sha256_iter_noctx", "sha256_iter", 32, 256, 0),
    _sha2_gen("hmac_sha256_uhs4", "sha256_uhs4", 4),
    _sha2_gen("hmac_sha256_conv4", "sha256_conv4", 4),
    _sha2_gen("hmac_sha256_precomp4", "sha256_precomp4", 4),
    _sha2_gen("hmac_sha384_uhs4", "sha384_uhs4", 4),
    _multi("hmac_md5_s4", "md5_s4", "hc_hmac_md5_stream", 4),
    _multi("hmac_sha1_precomp4", "sha1_precomp4", "hc_hmac_sha1_stream", 4),
    _multi("hmac_ripemd160_precomp4", "ripemd160_precomp4", "hc_hmac_ripemd_stream", 4),
    # the family tops at the other multi-message points (tests/test_hmac.py: slow tier)
    _multi("hmac_md5_s4_pre", "md5_s4_pre", "hc_hmac_md5_stream", 4),
    _multi("hmac_md5_s4x2_pre", "md5_s4x2_pre", "hc_hmac_md5_stream", 4),
    _multi("hmac_sha1_conv4", "sha1_conv4", "hc_hmac_sha1_stream", 4),
    _multi("hmac_sha1_precomp4x2", "sha1_precomp4x2", "hc_hmac_sha1_stream", 4),
)}


def get_hmac_core(name: str) -> HmacCore:
    """The HMAC core called `name`, or the one over the hash core called `name`."""
    if name in HMAC_CORES:
        return HMAC_CORES[name]
    for core in HMAC_CORES.values():
        if core.hash_core == name:
            return core
    known = ", ".join([*HMAC_CORES, *(c.hash_core for c in HMAC_CORES.values())])
    raise UnknownHmacCoreError(f"no HMAC core {name!r}; HMAC runs as (or over): {known}")


@dataclass(frozen=True)
class RfcCase:
    """One RFC test case: the MAC may be truncated (RFC 4231 case 5, RFC 4868's IPsec
    MACs)."""

    algorithm: str
    case: int
    key: bytes
    data: bytes
    mac: bytes


def read_rfc_cases(path: Path) -> list[RfcCase]:
    """The cases of an RFC file of vectors/hmac/ (`algorithm case key data mac`, hex)."""
    cases = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        fields = text.split()
        if len(fields) != 5:
            raise ValueError(f"{path}:{number}: expected 5 fields, found {len(fields)}")
        algorithm, case, key, data, mac = fields
        cases.append(RfcCase(algorithm, int(case), bytes.fromhex(key), bytes.fromhex(data),
                             bytes.fromhex(mac)))
    return cases


def rfc_cases(algorithm: str) -> list[tuple[Path, RfcCase]]:
    """Every RFC case for `algorithm` (its name in the vector lines), with its file: the
    RFC that covers a hash is found by the lines that name it, not by its family."""
    return [(path, case) for path in RFC_FILES for case in read_rfc_cases(path)
            if case.algorithm == algorithm]
