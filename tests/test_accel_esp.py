"""The accelerator in HMAC mode authenticating real ESP packets (issue 25's acceptance):
Scapy's SecurityAssociation builds them (hashcores.accel.esp), the C driver linked with the
Verilated accelerator (hashcores.accel.cosim) loads three security associations' keys into
three key slots and MACs 200 packets of random payload sizes 0 to 1500 bytes, polled and
interrupt-driven in turn, and each MAC must be the ICV Scapy appended. The same program
then checks the key slots' protection: a read of the KEY window is refused (SLVERR), a
wiped slot's MAC fails (HC_ACCEL_EDEVICE) while the other slots keep their keys, and a
packet through the AXI4-Stream port gets the same ICV. One compiled program run per
algorithm, over each of the five algorithms' parameter sets of one accelerator."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hashcores.accel import cosim, esp
from hashcores.accel.hmac import ESP_ALGORITHMS, AccelHmac
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
    results = cosim.run_measured(cosim.build(accel=algorithm), operations, tmp_path)

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
