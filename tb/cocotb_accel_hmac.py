"""cocotb test of the accelerator in HMAC mode (rtl/accel/hc_accel_top.v at an ESP parameter
set of hashcores.accel.hmac, docs/accelerator.md), driven through a cocotbext-axi
AXI4-Lite master as tb/cocotb_accel.py drives the hash mode (its AccelBench, the clock made
here): the short Icarus run of issue 25's ESP co-simulation, whose full run is the C
driver on Verilator (tests/test_accel_esp.py).

Environment (set by tests/test_accel_esp.py through hashcores.sim.run):
    HASHCORES_CORE             the hash core under the HMAC top (AccelBench reads it)
    HASHCORES_ACCEL_ALGORITHM  the parameter set (hashcores.accel.hmac), e.g. SHA2-256-128
    HASHCORES_PACKETS          ESP packets (4), payloads of 0 to HASHCORES_PAYLOAD bytes (300)
    RANDOM_SEED                cocotb's seed

Scapy builds the packets (hashcores.accel.esp); each MAC must be the packet's ICV. Over a
parameter set that saves (SAVE_RESTORE = 1), test_save_and_restore yields MAC messages.
"""

from __future__ import annotations

import os

import cocotb
from cocotb.handle import SimHandleBase
from cocotbext.axi import AxiResp

from cocotb_accel import (AccelBench, Saved, TEST_TIMEOUT_US, block_bytes, command,
                          message_frame, restore, save, send_beats)
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


@cocotb.test(timeout_time=10 * TEST_TIMEOUT_US, timeout_unit="us")
async def test_save_and_restore(dut: SimHandleBase) -> None:
    """MAC messages yield to others. Two keys (one longer than the block) in two slots; two
    messages under them alternate in random pieces through the window or the DMA port, each
    saved after a piece (LENGTH must be the bytes of the whole blocks written; DIGEST keeps
    the last MAC, the saved message's is discarded), restored by software writes of CV and
    LENGTH, and finished: its MAC must be Python's HMAC. A key load between a save and its
    restore must leave CV as it was (a key's states never show in CV)."""
    bench = HmacBench(dut, "hmac save")
    await bench.reset()
    bench.bus_stalls()
    block = await block_bytes(bench)
    assert block == bench.core.algorithm.block_bits // 8, f"INFO.SAVE_BLOCK_BYTES {block}"
    keys = [bench.rng.randbytes(bench.rng.randrange(1, 40)),
            bench.rng.randbytes(block + bench.rng.randrange(1, 40))]
    for slot, key in enumerate(keys):
        await bench.operation(MODE_KEY, slot, key, interrupt=False)
    for n in range(env_int("HASHCORES_PACKETS", 4)):
        interrupt = bool(n % 2)
        await bench.write("INT_ENABLE", bench.bits("INT_ENABLE.DONE") if interrupt else 0)
        texts = [bench.rng.randbytes(bench.rng.choice([5, block, 3 * block + 7])) for _ in range(2)]
        saved = [Saved(0, [0] * 16), Saved(0, [0] * 16)]
        done = [False, False]
        last_mac = None
        while not all(done):
            which = bench.rng.choice([i for i in range(2) if not done[i]])
            text, state = texts[which], saved[which]
            end = bench.rng.choice([len(text), bench.rng.randrange(state.length, len(text) + 1)])
            piece = text[state.length:end]
            last = end == len(text) and bench.rng.random() < 0.6
            dma = bench.rng.random() < 0.3 and (last or len(piece) % 4 == 0)
            source = bench.bits("CTRL.SRC") if dma else 0
            await restore(bench, state, bench.settings(MODE_HMAC, which) | source)
            await bench.write("INT_STATUS", bench.bits("INT_STATUS.DONE"))
            if dma and last:
                await bench.stream.send(message_frame(piece))
            elif dma:
                await send_beats(bench, piece)
            else:
                await bench.write_bytes(piece)
            if last:
                if not dma:
                    await command(bench, "CTRL.FINISH")
                await bench.wait_done(interrupt)
                got = await bench.mac()
                want = bench.accel.mac(keys[which], text)
                assert got == want, f"round {n} message {which}: {got.hex()} != {want.hex()}"
                done[which], last_mac = True, got
                continue
            new = await save(bench, interrupt)
            hashed = end - (end - state.length) % block
            assert new.length == hashed, (f"round {n} message {which}: LENGTH {new.length}, "
                                          f"{end} bytes written, {hashed} in whole blocks")
            if last_mac is not None:
                assert await bench.mac() == last_mac, "a save changed DIGEST"
            if bench.rng.random() < 0.3:
                # a key load in between: CV must not change (then the same key again)
                await bench.operation(MODE_KEY, which, keys[which], interrupt=False)
                cv = [await bench.read("CV", index=i) for i in range(16)]
                assert cv == new.cv, f"round {n}: CV changed by a key load"
                await bench.write("INT_ENABLE", bench.bits("INT_ENABLE.DONE") if interrupt else 0)
            saved[which] = new
            await bench.write("CTRL", 0)
