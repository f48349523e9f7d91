"""The accelerator in HMAC mode authenticating real ESP packets (issue 25's acceptance):
Scapy's SecurityAssociation builds them (hashcores.accel.esp), the C driver linked with the
Verilated accelerator (hashcores.accel.cosim) loads three security associations' keys into
three key slots and MACs 200 packets of random payload sizes 0 to 1500 bytes, polled and
interrupt-driven in turn, and each MAC must be the ICV Scapy appended; every parameter set
saves and restores MAC messages, so every third packet yields in the middle now and then
(saved, another MAC, restored) and must still give its ICV. The same program
then checks the key slots' protection: a read of the KEY window is refused (SLVERR), a
wiped slot's MAC fails (HC_ACCEL_EDEVICE) while the other slots keep their keys, and a
packet through the AXI4-Stream port gets the same ICV; and, by register writes past the
driver, every refusal of docs/accelerator.md that only an HMAC core makes (SLVERR), then
an empty key loaded by hand and a MAC under it. One compiled program run per
algorithm, over each of the five algorithms' parameter sets of one accelerator."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from hashcores.accel import cosim, esp, regs
from hashcores.accel.hmac import ESP_ALGORITHMS, OTHER_SETS, AccelHmac
from tests.conftest import require_tool

PACKETS = 200
SECURITY_ASSOCIATIONS = 3


@pytest.mark.parametrize("algorithm", ESP_ALGORITHMS, ids=lambda a: a.algorithm)
def test_esp_packets_through_the_driver(algorithm: AccelHmac, tmp_path: Path) -> None:
    pytest.importorskip("cryptography", reason="Scapy's ESP encryption needs cryptography")
    require_tool("verilator")
    rng = random.Random(f"esp-{algorithm.algorithm}")
    sas = esp.associations(algorithm, SECURITY_ASSOCIATIONS, rng)
    sizes = [0, 1500] + [rng.randrange(1501) for _ in range(PACKETS - 2)]
    found = esp.packets(algorithm, sas, sizes, rng)
    operations = esp.operations(sas, found, rng)
    if algorithm.save_restore:
        # every third packet yields now and then: saved, a MAC of other bytes under its
        # slot, restored (the co-simulation's yield operation); its ICV must not change
        operations = [replace(m, op=cosim.YIELD) if m.op == cosim.MAC and i % 3 == 0 else m
                      for i, m in enumerate(operations)]
    # then: a key read, a packet through the stream port, a wipe and MACs after it
    stream_packet = found[-1]
    other = (stream_packet.slot + 1) % SECURITY_ASSOCIATIONS
    other_packet = next(p for p in found if p.slot == other)
    operations += [
        cosim.Message(b"", False, 0, cosim.READ_KEY),
        cosim.Message(stream_packet.authenticated, False, 0, cosim.STREAM, stream_packet.slot),
        cosim.Message(b"", True, 0, cosim.WIPE, stream_packet.slot),
        cosim.Message(stream_packet.authenticated, True, 1, cosim.MAC, stream_packet.slot),
        cosim.Message(other_packet.authenticated, False, 2, cosim.MAC, other),
    ]
    refusals = _refusals(algorithm.key_slots)
    operations += [cosim.Message(b"", False, value, cosim.RAW_WRITE, offset)
                   for offset, value, _ in refusals]
    operations.append(cosim.Message(other_packet.authenticated, False, 3, cosim.MAC, 0))
    results = cosim.run_measured(cosim.build(accel=algorithm), operations, tmp_path)
    refused, empty_key_mac = results[-len(refusals) - 1:-1], results[-1]
    results = results[:-len(refusals) - 1]

    keys, macs = results[:SECURITY_ASSOCIATIONS], results[SECURITY_ASSOCIATIONS:][:PACKETS]
    assert [r.answer for r in keys] == ["ok"] * SECURITY_ASSOCIATIONS
    wrong = [i for i, (r, p) in enumerate(zip(macs, found)) if r.digest != p.icv]
    assert not wrong, f"ICV differs for packets {wrong[:10]} (sizes {[sizes[i] for i in wrong[:10]]})"
    assert len(macs) == PACKETS
    key_read, streamed, wiped, after_wipe, other_slot = results[SECURITY_ASSOCIATIONS + PACKETS:]
    assert key_read.answer == "slverr"
    assert streamed.digest == stream_packet.icv
    assert wiped.answer == "ok"
    assert after_wipe.answer == "error4"  # HC_ACCEL_EDEVICE: the slot holds no key
    assert other_slot.digest == other_packet.icv
    assert [r.answer for r in refused] == [answer for _, _, answer in refusals], refusals
    assert empty_key_mac.digest == algorithm.mac(b"", other_packet.authenticated)


def _refusals(key_slots: int) -> list[tuple[int, int, str]]:
    """(offset, value, answer) of raw writes: what an HMAC core refuses, then slot 0's key
    load opened by hand, refused writes in it, and the empty key it loads."""
    rmap = regs.register_map()

    def ctrl(*fields: str, mode: int, slot: int = 0) -> int:
        value = sum(rmap.mask(f"CTRL.{f}") for f in fields)
        return value | mode << rmap.fields["CTRL.MODE"][0] | slot << rmap.fields["CTRL.SLOT"][0]

    at = rmap.address
    hash_, hmac, key = 0, 1, 2  # CTRL.MODE (rtl/accel/hc_accel.rdl)
    return [
        (at["CTRL"], ctrl("START", mode=hash_), "slverr"),  # an HMAC core does not hash
        (at["CTRL"], ctrl("START", mode=hmac, slot=key_slots), "slverr"),  # no such slot
        (at["CTRL"], ctrl("START", "SRC", mode=key), "slverr"),  # keys only through KEY
        (at["KEY"], 0x01020304, "slverr"),  # no KEY operation open
        (at["CTRL"], ctrl("SAVE", mode=hmac), "slverr"),  # no message open to save
        (at["CTRL"], ctrl("START", "RESUME", mode=key), "slverr"),  # a key load never resumes
        (at["CTRL"], ctrl("START", mode=key), "okay"),
        (at["DATA"], 0x01020304, "slverr"),  # message bytes in a key load
        (at["CTRL"], ctrl("SAVE", mode=key), "slverr"),  # a key load is not saved
        (at["CTRL"], ctrl("FINISH", mode=hmac), "slverr"),  # MODE changed mid-operation
        (at["CTRL"], ctrl("FINISH", mode=key), "okay"),  # slot 0 now holds the empty key
    ]


#: the short Icarus run through cocotbext-axi (tb/cocotb_accel_hmac.py): one algorithm in
#: the default tier, the others marked slow
ICARUS_DEFAULT = "SHA2-256-128"


@pytest.mark.parametrize("algorithm", [
    pytest.param(a, marks=() if a.algorithm == ICARUS_DEFAULT else (pytest.mark.slow,))
    for a in ESP_ALGORITHMS], ids=lambda a: a.algorithm)
def test_esp_packets_on_icarus(algorithm: AccelHmac) -> None:
    pytest.importorskip("cryptography", reason="Scapy's ESP encryption needs cryptography")
    _icarus(algorithm, ["test_esp_packets",
                        *(["test_save_and_restore"] if algorithm.save_restore else [])])


def _icarus(algorithm: AccelHmac, tests: list[str]) -> None:
    """tb/cocotb_accel_hmac.py's `tests` on Icarus over `algorithm`'s accelerator."""
    from hashcores.accel.design import ALL_SOURCES, TOP
    from hashcores.paths import ROOT
    from hashcores.sim import build, run

    # cocotb's Icarus runner writes -P<top>.<name>=<value> as given: a string in quotes
    params = {k: f'"{v}"' if isinstance(v, str) else v for k, v in algorithm.parameters().items()}
    built = build("icarus", algorithm.hmac.sources() + [str(ROOT / s) for s in ALL_SOURCES],
                  TOP, params)
    run(built, "cocotb_accel_hmac", testcase=tests,
        env={"HASHCORES_CORE": algorithm.hmac.hash_core,
             "HASHCORES_ACCEL_ALGORITHM": algorithm.algorithm})


@pytest.mark.parametrize("algorithm", OTHER_SETS, ids=lambda a: a.algorithm)
def test_save_and_restore_on_icarus(algorithm: AccelHmac) -> None:
    """The save and restore of MAC messages over the HMAC tops outside the ESP sets (the
    RIPEMD family's), on Icarus through cocotbext-axi."""
    _icarus(algorithm, ["test_save_and_restore"])
