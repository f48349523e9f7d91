"""ESP packets for the accelerator's co-simulation, built by an IPsec implementation we did
not write: Scapy's `SecurityAssociation` (scapy.layers.ipsec, with `cryptography`), AES-CBC
encryption and one of the five integrity algorithms of hashcores.accel.hmac. A packet's
authenticated bytes are its ESP header through the end of the encrypted payload and
trailer (RFC 4303 section 3.3.4); its ICV is the MAC Scapy appended, which the accelerator
must reproduce."""

from __future__ import annotations

import random
from dataclasses import dataclass

from hashcores.accel import cosim
from hashcores.accel.hmac import AccelHmac


@dataclass(frozen=True)
class EspPacket:
    """One packet of a security association: its key slot, authenticated bytes and ICV."""

    slot: int
    authenticated: bytes
    icv: bytes


@dataclass(frozen=True)
class Association:
    spi: int
    auth_key: bytes
    crypt_key: bytes


def associations(algorithm: AccelHmac, count: int, rng: random.Random) -> list[Association]:
    """`count` security associations with random keys; the integrity key is as long as the
    hash's output (RFC 4868 section 2.1.1, RFC 2404 section 3, RFC 2403 section 3)."""
    key_bytes = algorithm.hmac.algorithm.digest_bits // 8
    return [Association(0x1000 + i, rng.randbytes(key_bytes), rng.randbytes(16))
            for i in range(count)]


def packets(algorithm: AccelHmac, sas: list[Association], sizes: list[int],
            rng: random.Random) -> list[EspPacket]:
    """One ESP packet per payload size, each of a random association (its index is the
    key slot), UDP over IPv4 in tunnel-less transport mode."""
    from scapy.layers.inet import IP, UDP
    from scapy.layers.ipsec import AUTH_ALGOS, ESP, SecurityAssociation

    icv_bytes = AUTH_ALGOS[algorithm.algorithm].icv_size
    built = [SecurityAssociation(ESP, spi=sa.spi, crypt_algo="AES-CBC", crypt_key=sa.crypt_key,
                                 auth_algo=algorithm.algorithm, auth_key=sa.auth_key)
             for sa in sas]
    found = []
    for size in sizes:
        slot = rng.randrange(len(sas))
        inner = IP(src="192.0.2.1", dst="198.51.100.2") / UDP(sport=4500, dport=4500) / (
            rng.randbytes(size))
        esp = bytes(built[slot].encrypt(inner)[ESP])
        found.append(EspPacket(slot, esp[:-icv_bytes], esp[-icv_bytes:]))
    return found


def operations(sas: list[Association], found: list[EspPacket], rng: random.Random,
               interrupt: bool | None = None) -> list[cosim.Message]:
    """The co-simulation's operations: each association's key into its slot, then every
    packet's authenticated bytes MACed under its slot, polled and interrupt-driven in turn
    (or all one way)."""
    keys = [cosim.Message(sa.auth_key, False, 0, cosim.KEY, slot) for slot, sa in enumerate(sas)]
    macs = [cosim.Message(p.authenticated, bool(i % 2) if interrupt is None else interrupt,
                          rng.randrange(2**32), cosim.MAC, p.slot)
            for i, p in enumerate(found)]
    return keys + macs
