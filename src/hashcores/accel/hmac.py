"""The accelerator in HMAC mode (rtl/accel/hc_accel_top.v, docs/accelerator.md): one
parameter set per IPsec integrity algorithm, each over an HMAC core of the catalogue
(hashcores.hmac_cores) with its key contexts as key slots and the algorithm's truncation
as MAC_BITS. The names are those of the algorithms in Scapy's ESP (scapy.layers.ipsec
AUTH_ALGOS), which the co-simulation's packets come from."""

from __future__ import annotations

from dataclasses import dataclass

from hashcores.hmac_cores import HmacCore, get_hmac_core

#: the FAMILY parameter of hc_accel_top for each family's HMAC top
FAMILY_OF_TOP = {
    "hc_hmac_sha2_stream": "sha2",
    "hc_hmac_sha1_stream": "sha1",
    "hc_hmac_md5_stream": "md5",
    "hc_hmac_ripemd_stream": "ripemd",
}


@dataclass(frozen=True)
class AccelHmac:
    """The accelerator over `hmac_core` with `key_slots` slots and a `mac_bits` MAC; with
    `save_restore`, MAC messages can be saved and restored (SAVE_RESTORE = 1: the family's
    HMAC state top)."""

    #: the ESP integrity algorithm (Scapy's name; RFC 4868, 2404, 2403)
    algorithm: str
    hmac_core: str
    mac_bits: int
    key_slots: int = 4
    save_restore: bool = False

    @property
    def name(self) -> str:
        return self.algorithm.lower().replace("-", "_") + ("_save" if self.save_restore else "")

    @property
    def hmac(self) -> HmacCore:
        return get_hmac_core(self.hmac_core)

    def parameters(self) -> dict[str, int | str]:
        """hc_accel_top's parameters."""
        core = self.hmac
        return {"FAMILY": FAMILY_OF_TOP[core.top], **core.params, "MAC_BITS": self.mac_bits,
                "KEYS": self.key_slots, **({"SAVE_RESTORE": 1} if self.save_restore else {})}

    def mac(self, key: bytes, message: bytes) -> bytes:
        """The expected MAC (Python's hmac, truncated)."""
        return self.hmac.mac(key, message, self.mac_bits)


#: The five ESP integrity algorithms of issue 25's acceptance, each built so that a MAC
#: message can also be saved and restored (the co-simulation yields in the middle of some).
ESP_ALGORITHMS: tuple[AccelHmac, ...] = (
    AccelHmac("SHA2-256-128", "hmac_sha256_iter", 128, save_restore=True),
    AccelHmac("SHA2-384-192", "hmac_sha384_iter", 192, save_restore=True),
    AccelHmac("SHA2-512-256", "hmac_sha512_iter", 256, save_restore=True),
    AccelHmac("HMAC-SHA1-96", "hmac_sha1_iter", 96, save_restore=True),
    AccelHmac("HMAC-MD5-96", "hmac_md5_v1", 96, save_restore=True),
)


#: Parameter sets beyond Scapy's ESP algorithms, which the Icarus bench's save and restore
#: test runs on (no ESP packets of them): HMAC-RIPEMD-160-96 (RFC 2857), whose HMAC top
#: is the RIPEMD family's.
OTHER_SETS: tuple[AccelHmac, ...] = (
    AccelHmac("HMAC-RIPEMD160-96", "hmac_ripemd160_iter", 96, save_restore=True),
)


def get(algorithm: str) -> AccelHmac:
    return next(a for a in ESP_ALGORITHMS + OTHER_SETS if a.algorithm == algorithm)
