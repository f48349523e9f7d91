"""cocotb test of the accelerator in HMAC mode (rtl/accel/hc_accel_top.v at an ESP parameter
set of hashcores.accel.hmac, docs/accelerator.md), driven through a cocotbext-axi
AXI4-Lite master as tb/cocotb_accel.py drives the hash mode (its AccelBench, the clock made
here): the short Icarus run of issue 25's ESP co-simulation, whose full run is the C
driver on Verilator (tests/test_accel_esp.py).

Environment (set by tests/test_accel_esp.py through hashcores.sim.run):
    HASHCORES_CORE             the hash core under the HMAC top (AccelBench reads it)
    HASHCORES_ACCEL_ALGORITHM  the ESP algorithm (hashcores.accel.hmac), e.g. SHA2-256-128
    HASHCORES_PACKETS          ESP packets (4), payloads of 0 to HASHCORES_PAYLOAD bytes (300)
    RANDOM_SEED                cocotb's seed

Scapy builds the packets (hashcores.accel.esp); each MAC must be the packet's ICV.
"""

from __future__ import annotations

import os

import cocotb
from cocotb.handle import SimHandleBase
from cocotbext.axi import AxiResp

from cocotb_accel import AccelBench, TEST_TIMEOUT_US
from hashcores.accel import esp
from hashcores.accel.hmac import AccelHmac, get
from hashcores.sim.tbkit import env_int, seeded_rng

#: CTRL.MODE values (rtl/accel/hc_accel.rdl)
MODE_HMAC, MODE_KEY = 1, 2


class HmacBench(AccelBench):
    def __init__(self, dut: SimHandleBase, name: str) -> None:
        super().__init__(dut, seeded_rng(cocotb.RANDOM_SEED, name), make_clock=True)
        self.accel: AccelHmac = get(os.environ["HASHCORES_ACCEL_ALGORITHM"])

    def settings(self, mode: int, slot: int) -> int:
        return (mode << self.map.fields["CTRL.MODE"][0]) | (slot << self.map.fields["CTRL.SLOT"][0])

    async def operation(self, mode: int, slot: int, data: bytes, interrupt: bool) -> None:
        """One operation through its window (KEY for a key load, DATA for a MAC), until
        STATUS.DONE or the done interrupt."""
        done = self.bits("INT_ENABLE.DONE")
        await self.write("INT_ENABLE", done if interrupt else 0)
        await self.write("INT_STATUS", self.bits("INT_STATUS.DONE"))  # an old event
        settings = self.settings(mode, slot)
        await self.write("CTRL", self.bits("CTRL.START") | settings)
        await self.write_bytes(data, "KEY" if mode == MODE_KEY else "DATA")
        await self.write("CTRL", self.bits("CTRL.FINISH") | settings)
        await self.wait_done(interrupt)
        status = await self.read("STATUS")
        assert not status & self.bits("STATUS.BUSY", "STATUS.ERROR"), f"STATUS {status:#x}"

    async def mac(self) -> bytes:
        nbytes = self.map.get("INFO.DIGEST_BYTES", await self.read("INFO"))
        assert nbytes == self.accel.mac_bits // 8
        words = [await self.read("DIGEST", index=i) for i in range(nbytes // 4)]
        return b"".join(w.to_bytes(4, "little") for w in words)


@cocotb.test(timeout_time=10 * TEST_TIMEOUT_US, timeout_unit="us")
async def test_esp_packets(dut: SimHandleBase) -> None:
    """Three security associations' keys into three slots, then ESP packets MACed under
    them, polled and by interrupt in turn, with random pauses on every bus channel; a read
    of the KEY window answers SLVERR."""
    bench = HmacBench(dut, "esp")
    await bench.reset()
    bench.bus_stalls()
    sas = esp.associations(bench.accel, 3, bench.rng)
    payload = env_int("HASHCORES_PAYLOAD", 300)
    sizes = [bench.rng.randrange(payload + 1) for _ in range(env_int("HASHCORES_PACKETS", 4))]
    for slot, sa in enumerate(sas):
        await bench.operation(MODE_KEY, slot, sa.auth_key, interrupt=False)
    for n, packet in enumerate(esp.packets(bench.accel, sas, sizes, bench.rng)):
        await bench.operation(MODE_HMAC, packet.slot, packet.authenticated, interrupt=bool(n % 2))
        got = await bench.mac()
        assert got == packet.icv, f"packet {n} ({len(packet.authenticated)} bytes): {got.hex()}"
    resp = await bench.bus.read(bench.addr("KEY"), 4)
    assert resp.resp == AxiResp.SLVERR, f"KEY read: {resp.resp}"
