"""The one catalogue of cores.

Tests, the benchmark, the docs and the FuseSoC core files all read this module, so a core
exists for the library exactly when it is listed here.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Callable

from hashcores.errors import HashcoresError
from hashcores.paths import ROOT


class UnknownCoreError(HashcoresError):
    """Raised for a core name that is not in the catalogue."""


@dataclass(frozen=True)
class Algorithm:
    """A hash algorithm as the cores implement it."""

    name: str  # "sha256"
    title: str  # "SHA-256"
    block_bits: int
    digest_bits: int
    #: Name of the CAVP response files' prefix in vectors/nist ("SHA256"), if any.
    cavp_prefix: str | None
    #: Python reference: bytes -> digest bytes.
    reference: Callable[[bytes], bytes] = field(compare=False, repr=False)
    #: Shell tool that prints digests the way `hashcores hash` does.
    sum_tool: str | None = None

    def digest(self, message: bytes) -> bytes:
        return self.reference(message)


def _hashlib(name: str) -> Callable[[bytes], bytes]:
    def reference(message: bytes) -> bytes:
        return hashlib.new(name, message).digest()

    reference.__name__ = f"hashlib_{name}"
    return reference


ALGORITHMS: dict[str, Algorithm] = {
    a.name: a
    for a in (
        Algorithm("sha224", "SHA-224", 512, 224, "SHA224", _hashlib("sha224"), "sha224sum"),
        Algorithm("sha256", "SHA-256", 512, 256, "SHA256", _hashlib("sha256"), "sha256sum"),
    )
}


@dataclass(frozen=True)
class Family:
    """Cores that share RTL sources (one folder of rtl/ plus rtl/common)."""

    name: str
    description: str
    #: RTL files, relative to the repository root, in dependency order.
    sources: tuple[str, ...]

    def source_paths(self) -> list[str]:
        return [str(ROOT / s) for s in self.sources]


FAMILIES: dict[str, Family] = {
    f.name: f
    for f in (
        Family(
            "sha2",
            "SHA-2 (SHA-224/256) cores: FIPS 180-4",
            (
                "rtl/common/hc_stream_pad.v",
                "rtl/sha2/hc_sha256_k.v",
                "rtl/sha2/hc_sha256_schedule.v",
                "rtl/sha2/hc_sha256_round.v",
                "rtl/sha2/hc_sha256_core.v",
                "rtl/sha2/hc_sha256_stream.v",
            ),
        ),
    )
}


@dataclass(frozen=True)
class Core:
    """One core of the library: a stream top with fixed parameters."""

    name: str
    algorithm: Algorithm
    family: Family
    #: Stream top module (shares the port list of docs/interface.md).
    top: str
    #: Parameters that make this core (DATA_W, TID_W are the user's to choose).
    params: dict[str, int]
    architecture: str
    messages_in_flight: int
    #: Clock cycles per block of the core, by design. The benchmark measures the real
    #: figure in simulation and reports that one.
    clocks_per_block: int
    #: Paper the architecture follows (file in shared seeds) or None for the textbook one.
    paper: str | None = None
    description: str = ""

    def as_dict(self) -> dict[str, object]:
        return {
            "name": self.name,
            "algorithm": self.algorithm.title,
            "family": self.family.name,
            "architecture": self.architecture,
            "messages_in_flight": self.messages_in_flight,
            "clocks_per_block": self.clocks_per_block,
            "paper": self.paper,
            "top": self.top,
            "params": dict(self.params),
            "block_bits": self.algorithm.block_bits,
            "digest_bits": self.algorithm.digest_bits,
        }


_SHA2 = FAMILIES["sha2"]

CORES: dict[str, Core] = {
    c.name: c
    for c in (
        Core(
            "sha256_iter",
            ALGORITHMS["sha256"],
            _SHA2,
            "hc_sha256_stream",
            {"DIGEST_BITS": 256},
            "iterative, one round per clock",
            1,
            65,
            None,
            "Conventional iterative SHA-256: 64 rounds, then the chaining addition.",
        ),
        Core(
            "sha224_iter",
            ALGORITHMS["sha224"],
            _SHA2,
            "hc_sha256_stream",
            {"DIGEST_BITS": 224},
            "iterative, one round per clock",
            1,
            65,
            None,
            "SHA-224 on the SHA-256 datapath: other IV, digest truncated to 224 bits.",
        ),
    )
}


def get_core(name: str) -> Core:
    """The core called `name`, or UnknownCoreError naming the known ones."""
    try:
        return CORES[name]
    except KeyError:
        known = ", ".join(sorted(CORES))
        raise UnknownCoreError(f"unknown core {name!r}; known cores: {known}") from None


def cores(names: list[str] | None = None) -> list[Core]:
    """The cores named (all when `names` is empty or None), in catalogue order."""
    if not names:
        return list(CORES.values())
    return [get_core(n) for n in names]
