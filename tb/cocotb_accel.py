"""cocotb tests of the accelerator (rtl/accel/hc_accel.v, docs/accelerator.md) inside
tb/hc_accel_tb.v, driven as a CPU would: a cocotbext-axi AXI4-Lite master on the register
map read from its SystemRDL description (hashcores.accel.regs), and an AXI4-Stream
source for the DMA port.

Environment (set by tests/test_accel.py through hashcores.sim.run):
    HASHCORES_CORE         the core behind the accelerator, any with an m_digest output
    HASHCORES_MESSAGES     random messages in test_random_messages (12)
    HASHCORES_NIST_STRIDE  every n-th ShortMsg record in test_nist_vectors (8)
    RANDOM_SEED            cocotb's seed; every test derives its own generator from it

Every digest is checked against the core's reference (hashlib) or NIST's value; every
refused access must answer SLVERR, raise INT_STATUS.ERROR, and leave the next message
hashing correctly.
"""

from __future__ import annotations

import logging
import random

import cocotb
from cocotb.handle import SimHandleBase
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiLiteMaster, AxiResp, AxiStreamFrame, AxiStreamSource

from hashcores.accel.design import ACCEL_TB_TOP
from hashcores.accel.regs import register_map
from hashcores.sim.tbkit import (
    axil_bus,
    axis_bus,
    core_under_test,
    env_int,
    messages,
    never,
    require_clocked,
    seeded_rng,
    stalls,
)
from hashcores.vectors.cavp import cavp_path, parse_msg

#: clocks a digest may take after FINISH before the bench gives up (a never-hang check:
#: a few blocks of the slowest core through the FIFO)
DONE_BOUND = 2000
#: simulated time a test may take: a bus access that is never answered fails the test
TEST_TIMEOUT_US = 2000
#: an address no register has (inside the 8-bit map)
UNMAPPED = 0x30


class AccelBench:
    def __init__(self, dut: SimHandleBase, rng: random.Random, make_clock: bool = False) -> None:
        """`make_clock`: the toplevel is the accelerator itself (hc_accel_top, on Icarus),
        not tb/hc_accel_tb.v, which makes its clock."""
        if make_clock:
            cocotb.start_soon(Clock(dut.clk, 10, "ns").start())
        else:
            require_clocked(dut, ACCEL_TB_TOP)
        self.dut = dut
        self.rng = rng
        self.core = core_under_test()
        self.map = register_map()
        self.bus = AxiLiteMaster(axil_bus(dut, "s_axil"), dut.clk, dut.rst_n,
                                 reset_active_level=False)
        self.stream = AxiStreamSource(axis_bus(dut, "s_axis"), dut.clk, dut.rst_n,
                                      reset_active_level=False)
        for log in (self.bus.write_if.log, self.bus.read_if.log, self.stream.log):
            log.setLevel(logging.INFO)
        dut.rst_n.value = 0
        # Verilator 5.006: with only cocotbext-axi's processes waiting on the clock, a bus
        # read sometimes never resumed (seed-dependent, waves on or off changed it); a process
        # that follows every edge keeps them going. It counts the clocks, for the messages.
        self.clocks = 0
        cocotb.start_soon(self._follow_clock())

    async def _follow_clock(self) -> None:
        while True:
            await RisingEdge(self.dut.clk)
            self.clocks += 1

    def bus_stalls(self) -> None:
        """Random pauses on all five AXI4-Lite channels: address and data of a write come
        apart, responses wait for their ready (the slave must hold them)."""
        write, read = self.bus.write_if, self.bus.read_if
        for channel in (write.aw_channel, write.w_channel, write.b_channel, read.ar_channel,
                        read.r_channel):
            channel.set_pause_generator(stalls(self.rng))

    def addr(self, reg: str, index: int = 0) -> int:
        return self.map.address[reg] + 4 * index

    async def reset(self) -> None:
        self.dut.rst_n.value = 0
        await ClockCycles(self.dut.clk, 3)
        self.dut.rst_n.value = 1
        await ClockCycles(self.dut.clk, 2)

    # --- bus accesses ---------------------------------------------------------------

    async def write(self, reg: str, value: int, ok: bool = True, index: int = 0) -> None:
        resp = await self.bus.write(self.addr(reg, index), value.to_bytes(4, "little"))
        want = AxiResp.OKAY if ok else AxiResp.SLVERR
        assert resp.resp == want, f"write {reg}={value:#x}: {resp.resp}, expected {want}"

    async def read(self, reg: str, ok: bool = True, index: int = 0) -> int:
        resp = await self.bus.read(self.addr(reg, index), 4)
        want = AxiResp.OKAY if ok else AxiResp.SLVERR
        assert resp.resp == want, f"read {reg}: {resp.resp}, expected {want}"
        return int.from_bytes(resp.data, "little")

    def bits(self, *names: str) -> int:
        value = 0
        for name in names:
            value |= self.map.mask(name)
        return value

    async def write_bytes(self, message: bytes, window: str = "DATA") -> None:
        """The message through the DATA window (or the KEY window) in a random mix of byte,
        half-word and word writes, each at a random legal lane offset (its bytes on the
        lanes it strobes)."""
        pos = 0
        base = self.addr(window)
        while pos < len(message):
            size = self.rng.choice([s for s in (1, 2, 4) if s <= len(message) - pos])
            offset = self.rng.randrange(0, 4, size)
            resp = await self.bus.write(base + offset, message[pos:pos + size])
            assert resp.resp == AxiResp.OKAY, f"{window} write at byte {pos}: {resp.resp}"
            pos += size

    # --- a message ------------------------------------------------------------------

    async def wait_done(self, interrupt: bool) -> None:
        """Until STATUS.DONE (polled) or the irq output (INT_ENABLE.DONE set), bounded."""
        if interrupt:
            for _ in range(DONE_BOUND):
                await RisingEdge(self.dut.clk)
                if self.dut.irq.value == 1:
                    break
            else:
                raise AssertionError(f"no interrupt within {DONE_BOUND} clocks (clock {self.clocks})")
            status = await self.read("INT_STATUS")
            assert status & self.bits("INT_STATUS.DONE"), f"irq without DONE: {status:#x}"
            await self.write("INT_STATUS", self.bits("INT_STATUS.DONE"))  # write 1 to clear
            await ClockCycles(self.dut.clk, 2)
            assert self.dut.irq.value == 0, "irq still high after INT_STATUS.DONE was cleared"
            return
        for _ in range(DONE_BOUND // 8):
            if await self.read("STATUS") & self.bits("STATUS.DONE"):
                return
        raise AssertionError(f"STATUS.DONE never rose (clock {self.clocks})")

    async def digest(self) -> bytes:
        nbytes = self.map.get("INFO.DIGEST_BYTES", await self.read("INFO"))
        assert nbytes == self.core.algorithm.digest_bits // 8
        words = [await self.read("DIGEST", index=i) for i in range(nbytes // 4)]
        return b"".join(w.to_bytes(4, "little") for w in words)

    async def hash(self, message: bytes, interrupt: bool = False) -> bytes:
        """Hash through the DATA window and return DIGEST."""
        done = self.bits("INT_ENABLE.DONE")
        enabled = await self.read("INT_ENABLE")
        await self.write("INT_ENABLE", enabled | done if interrupt else enabled & ~done)
        await self.write("INT_STATUS", self.bits("INT_STATUS.DONE"))  # an old event
        await self.write("CTRL", self.bits("CTRL.START"))
        await self.write_bytes(message)
        await self.write("CTRL", self.bits("CTRL.FINISH"))
        await self.wait_done(interrupt)
        status = await self.read("STATUS")
        assert not status & self.bits("STATUS.BUSY", "STATUS.ERROR"), f"STATUS {status:#x}"
        return await self.digest()

    async def check(self, message: bytes, interrupt: bool = False, what: str = "") -> None:
        got = await self.hash(message, interrupt)
        want = self.core.algorithm.digest(message)
        assert got == want, f"{what} {len(message)} bytes: {got.hex()} != {want.hex()}"

    async def hash_stream(self, message: bytes) -> bytes:
        """Hash through the AXI4-Stream port (CTRL.SRC = 1), as a DMA engine would."""
        await self.write("CTRL", self.bits("CTRL.SRC"))
        await self.write("CTRL", self.bits("CTRL.SRC", "CTRL.START"))
        await self.stream.send(message_frame(message))
        await self.wait_done(False)
        got = await self.digest()
        await self.write("CTRL", 0)  # back to the DATA window
        return got

    async def clear_error(self) -> None:
        """INT_STATUS.ERROR must be set (a refused access); clear it."""
        status = await self.read("INT_STATUS")
        assert status & self.bits("INT_STATUS.ERROR"), f"INT_STATUS {status:#x}: no ERROR"
        await self.write("INT_STATUS", self.bits("INT_STATUS.ERROR"))
        assert not await self.read("INT_STATUS") & self.bits("INT_STATUS.ERROR")


async def started(dut: SimHandleBase, name: str) -> AccelBench:
    bench = AccelBench(dut, seeded_rng(cocotb.RANDOM_SEED, name))
    await bench.reset()
    return bench


@cocotb.test(timeout_time=TEST_TIMEOUT_US, timeout_unit="us")
async def test_nist_vectors(dut: SimHandleBase) -> None:
    """Every n-th ShortMsg record (and the empty message) of the core's algorithm."""
    bench = await started(dut, "nist")
    records = parse_msg(cavp_path(bench.core.algorithm.cavp_prefix, "ShortMsg")).records
    stride = env_int("HASHCORES_NIST_STRIDE", 8)
    for record in records[::stride]:
        got = await bench.hash(record.msg)
        assert got == record.md, f"Len = {record.len_bits}: {got.hex()} != {record.md.hex()}"


@cocotb.test(timeout_time=TEST_TIMEOUT_US, timeout_unit="us")
async def test_random_messages(dut: SimHandleBase) -> None:
    """Random messages of 0 to 300 bytes in random write mixes, polled and by interrupt,
    with random pauses on every bus channel."""
    bench = await started(dut, "random")
    bench.bus_stalls()
    for n in range(messages(12)):
        length = bench.rng.choice([0, bench.rng.randrange(301)])
        message = bench.rng.randbytes(length)
        await bench.check(message, interrupt=bool(n % 2), what=f"message {n}")


@cocotb.test(timeout_time=TEST_TIMEOUT_US, timeout_unit="us")
async def test_fifo_fills_and_writes_wait(dut: SimHandleBase) -> None:
    """Word writes queued back to back (the master overlaps them) outrun a core slower than
    the bus (tests/test_accel.py picks one), so the FIFO runs full and the writes wait:
    none is lost and the digest is right. STATUS reads go in between writes (the slave
    alternates reads and writes that both wait); a write waiting for room holds the bus,
    so a read sees at most one beat less than full."""
    bench = await started(dut, "fifo")
    depth = bench.map.get("INFO.FIFO_DEPTH", await bench.read("INFO"))
    message = bench.rng.randbytes(4 * 96)
    await bench.write("CTRL", bench.bits("CTRL.START"))
    writes = [bench.bus.init_write(bench.addr("DATA"), message[i:i + 4])
              for i in range(0, len(message), 4)]
    highest = 0
    await ClockCycles(dut.clk, 150)  # writes alone for a while
    while not writes[-1].is_set():
        status = await bench.read("STATUS")
        highest = max(highest, bench.map.get("STATUS.FIFO_LEVEL", status))
    assert all(w.data.resp == AxiResp.OKAY for w in writes)
    assert highest >= depth - 1, f"FIFO of {depth} beats: highest level {highest}"
    await bench.write("CTRL", bench.bits("CTRL.FINISH"))
    await bench.wait_done(False)
    assert await bench.digest() == bench.core.algorithm.digest(message)


@cocotb.test(timeout_time=TEST_TIMEOUT_US, timeout_unit="us")
async def test_stream_port(dut: SimHandleBase) -> None:
    """Messages through the AXI4-Stream port with stalls, the empty one among them, and
    the DATA window again after it."""
    bench = await started(dut, "stream")
    bench.stream.set_pause_generator(stalls(bench.rng))
    for length in (0, 4, 55, 64, bench.rng.randrange(1, 200)):
        message = bench.rng.randbytes(length)
        got = await bench.hash_stream(message)
        assert got == bench.core.algorithm.digest(message), f"stream {length} bytes"
    bench.stream.set_pause_generator(never())
    await bench.check(bench.rng.randbytes(70), what="window after stream")


@cocotb.test(timeout_time=TEST_TIMEOUT_US, timeout_unit="us")
async def test_bad_accesses(dut: SimHandleBase) -> None:
    """Each refused access answers SLVERR, raises the error interrupt, and the next
    message hashes correctly."""
    bench = await started(dut, "bad")
    await bench.write("INT_ENABLE", bench.bits("INT_ENABLE.ERROR"))
    message = bench.rng.randbytes(37)
    data = bench.addr("DATA")

    async def refused_in_open_message(action: str) -> None:
        await bench.write("CTRL", bench.bits("CTRL.START"))
        await bench.write_bytes(message[:9])
        if action == "start":
            await bench.write("CTRL", bench.bits("CTRL.START"), ok=False)
        elif action == "source":
            await bench.write("CTRL", bench.bits("CTRL.SRC"), ok=False)
        elif action == "slot":
            await bench.write("CTRL", bench.bits("CTRL.SLOT"), ok=False)
        await bench.write_bytes(message[9:])
        await bench.write("CTRL", bench.bits("CTRL.FINISH"))
        await bench.wait_done(False)
        assert await bench.digest() == bench.core.algorithm.digest(message), action

    cases = {
        "unmapped write": lambda: bench.bus.write(UNMAPPED, b"\1\2\3\4"),
        "unmapped read": lambda: bench.bus.read(UNMAPPED, 4),
        "write STATUS": lambda: bench.bus.write(bench.addr("STATUS"), b"\xff" * 4),
        "write INFO": lambda: bench.bus.write(bench.addr("INFO"), b"\xff" * 4),
        "write DIGEST": lambda: bench.bus.write(bench.addr("DIGEST", 3), b"\xff" * 4),
        "read DATA": lambda: bench.bus.read(data, 4),
        "DATA without a message": lambda: bench.bus.write(data, b"\xaa"),
        "FINISH without a message": lambda: bench.bus.write(
            bench.addr("CTRL"), bench.bits("CTRL.FINISH").to_bytes(4, "little")),
        # a hash core has no key slots: the key window and the HMAC modes are refused
        "read KEY": lambda: bench.bus.read(bench.addr("KEY"), 4),
        "KEY without a KEY operation": lambda: bench.bus.write(bench.addr("KEY"), b"\1\2"),
        "START of a key mode on a hash core": lambda: bench.bus.write(
            bench.addr("CTRL"), bench.bits("CTRL.START", "CTRL.MODE").to_bytes(4, "little")),
    }
    for what, access in cases.items():
        resp = await access()
        assert resp.resp == AxiResp.SLVERR, f"{what}: {resp.resp}"
        await ClockCycles(dut.clk, 2)
        assert dut.irq.value == 1, f"{what}: no error interrupt"
        await bench.clear_error()
        await bench.check(message, what=f"after {what}")
    for action in ("start", "source", "slot"):
        await refused_in_open_message(action)
        await bench.clear_error()
    # DATA writes while the stream port is selected
    await bench.write("CTRL", bench.bits("CTRL.SRC"))
    await bench.write("CTRL", bench.bits("CTRL.SRC", "CTRL.START"))
    resp = await bench.bus.write(data, b"\1\2\3\4")
    assert resp.resp == AxiResp.SLVERR, "DATA write with SRC = 1"
    await bench.write("CTRL", bench.bits("CTRL.SRC", "CTRL.ABORT"))
    await bench.write("CTRL", 0)
    await bench.clear_error()
    await bench.check(message, what="after a DATA write with SRC = 1")


@cocotb.test(timeout_time=TEST_TIMEOUT_US, timeout_unit="us")
async def test_reset_and_abort_mid_message(dut: SimHandleBase) -> None:
    """A reset, and CTRL.ABORT, in the middle of a message (window and stream) or while it
    is hashed drop it: no digest of it, and the next message hashes correctly."""
    bench = await started(dut, "abort")
    for how in ("reset", "abort", "stream abort"):
        message = bench.rng.randbytes(bench.rng.randrange(70, 200))
        if how == "stream abort":
            await bench.write("CTRL", bench.bits("CTRL.SRC"))
            await bench.write("CTRL", bench.bits("CTRL.SRC", "CTRL.START"))
            await bench.stream.send(AxiStreamFrame(message[:64], tkeep=[1] * 64))
            await bench.stream.wait()
            bench.stream.clear()
        else:
            await bench.write("CTRL", bench.bits("CTRL.START"))
            await bench.write_bytes(message[: len(message) // 2])
        if how == "reset":
            await bench.reset()
        else:
            await bench.write("CTRL", bench.bits("CTRL.ABORT"))
            status = await bench.read("STATUS")
            assert not status & bench.bits("STATUS.BUSY", "STATUS.DONE"), f"{how}: {status:#x}"
            await bench.write("CTRL", 0)
        await bench.check(message, interrupt=True, what=f"after {how}")
    # ABORT while the closed message is being hashed: no digest, no DONE event, later
    await bench.write("CTRL", bench.bits("CTRL.START"))
    await bench.write_bytes(bench.rng.randbytes(100))
    await bench.write("CTRL", bench.bits("CTRL.FINISH"))
    await bench.write("CTRL", bench.bits("CTRL.ABORT"))
    await ClockCycles(dut.clk, DONE_BOUND // 4)
    assert not await bench.read("STATUS") & bench.bits("STATUS.DONE", "STATUS.BUSY")
    assert not await bench.read("INT_STATUS") & bench.bits("INT_STATUS.DONE")
    await bench.check(bench.rng.randbytes(33), what="after an abort mid-hash")


# --- save and restore (CTRL.SAVE, CTRL.RESUME, CV, LENGTH) ------------------------------

class Saved:
    """A message saved by CTRL.SAVE, as software keeps it: LENGTH and the CV words."""

    def __init__(self, length: int, cv: list[int]) -> None:
        self.length = length
        self.cv = cv


async def block_bytes(bench: AccelBench) -> int:
    """INFO.SAVE_BLOCK_BYTES: the hash's block length, 0 when the accelerator cannot save."""
    return bench.map.get("INFO.SAVE_BLOCK_BYTES", await bench.read("INFO"))


async def command(bench: AccelBench, *names: str) -> None:
    """A CTRL command (FINISH, SAVE) with the settings kept: CTRL's lane 0 carries SRC,
    MODE and RESUME too, and a change of them in an open message is refused."""
    settings = await bench.read("CTRL")  # the commands read as 0
    await bench.write("CTRL", settings | bench.bits(*names))


async def save(bench: AccelBench, interrupt: bool = False) -> Saved:
    """CTRL.SAVE of the open message: wait for DONE, then read LENGTH and CV (all 16 words:
    those past the state must read 0)."""
    await bench.write("INT_STATUS", bench.bits("INT_STATUS.DONE"))
    await command(bench, "CTRL.SAVE")
    await bench.wait_done(interrupt)
    status = await bench.read("STATUS")
    assert not status & bench.bits("STATUS.BUSY", "STATUS.ERROR"), f"STATUS {status:#x}"
    length = await bench.read("LENGTH_LO") | await bench.read("LENGTH_HI") << 32
    cv = [await bench.read("CV", index=i) for i in range(16)]
    state_words = 2 * bench.core.params.get("WORD_BITS", 32) // 4
    assert not any(cv[state_words:]), f"CV words past the state: {cv[state_words:]}"
    return Saved(length, cv)


async def restore(bench: AccelBench, saved: Saved, settings: int = 0) -> None:
    """Write CV and LENGTH back (the core may have hashed other messages since) and open
    the message again with CTRL.RESUME and `settings` (CTRL's SRC, MODE and SLOT bits);
    its bytes from LENGTH on follow."""
    for i, word in enumerate(saved.cv):
        await bench.write("CV", word, index=i)
    await bench.write("LENGTH_LO", saved.length & 0xFFFFFFFF)
    await bench.write("LENGTH_HI", saved.length >> 32)
    await bench.write("CTRL", bench.bits("CTRL.RESUME") | settings)
    await bench.write("CTRL", bench.bits("CTRL.RESUME", "CTRL.START") | settings)


def message_frame(message: bytes) -> AxiStreamFrame:
    """`message` as one AXI4-Stream frame of 32-bit beats ending with tlast: full beats,
    then a last beat of 0 to 4 bytes keeping only their lanes (docs/interface.md)."""
    beats = -(-len(message) // 4) or 1
    return AxiStreamFrame(message.ljust(4 * beats, b"\0"),
                          tkeep=[1] * len(message) + [0] * (4 * beats - len(message)))


async def send_beats(bench: AccelBench, data: bytes) -> None:
    """Beats on the stream port without tlast (a DMA transfer that stops inside a message:
    cocotbext-axi's source ends every frame with tlast), with random pauses; a last beat of
    fewer than 4 bytes keeps only their lanes (a beat that breaks the stream rules). The
    source is idle meanwhile, so these signals are ours."""
    dut = bench.dut
    for i in range(0, len(data), 4):
        beat = data[i:i + 4]
        while bench.rng.random() < 0.3:
            dut.s_axis_tvalid.value = 0
            await RisingEdge(dut.clk)
        dut.s_axis_tdata.value = int.from_bytes(beat, "little")
        dut.s_axis_tkeep.value = (1 << len(beat)) - 1
        dut.s_axis_tlast.value = 0
        dut.s_axis_tvalid.value = 1
        for _ in range(DONE_BOUND):
            await RisingEdge(dut.clk)
            if dut.s_axis_tready.value == 1:
                break
        else:
            raise AssertionError("a stream beat was never taken")
    dut.s_axis_tvalid.value = 0


@cocotb.test(timeout_time=4 * TEST_TIMEOUT_US, timeout_unit="us")
async def test_save_and_restore(dut: SimHandleBase) -> None:
    """Long messages yield to others. Two messages alternate: each is written in random
    pieces through the window (random write mixes) or the DMA port, saved after a piece
    (LENGTH must be the bytes of the whole blocks written: the bytes after them are written
    again after the restore), and restored by software writes of CV and LENGTH after the
    other ran; the last piece finishes it, and its digest must equal the reference's.
    Pieces may be empty or shorter than a block (LENGTH 0 restores from the IV, or the
    message opens plainly), a save may follow a restore at once; saves are polled or by
    interrupt, with random pauses on every bus channel. A plain message afterwards."""
    bench = await started(dut, "save")
    bench.bus_stalls()
    bench.stream.set_pause_generator(stalls(bench.rng))
    block = await block_bytes(bench)
    assert block == bench.core.algorithm.block_bits // 8, f"INFO.SAVE_BLOCK_BYTES {block}"
    for n in range(messages(3)):
        interrupt = bool(n % 2)
        await bench.write("INT_ENABLE", bench.bits("INT_ENABLE.DONE") if interrupt else 0)
        sizes = [0, 5, block, 3 * block + 7, bench.rng.randrange(2 * block, 6 * block)]
        texts = [bench.rng.randbytes(bench.rng.choice(sizes)) for _ in range(2)]
        saved = [Saved(0, [0] * 16), Saved(0, [0] * 16)]
        done = [False, False]
        while not all(done):
            which = bench.rng.choice([i for i in range(2) if not done[i]])
            text, state = texts[which], saved[which]
            end = bench.rng.choice([len(text), bench.rng.randrange(state.length, len(text) + 1)])
            piece = text[state.length:end]
            last = end == len(text) and bench.rng.random() < 0.6
            dma = bench.rng.random() < 0.3 and (last or len(piece) % 4 == 0)
            source = bench.bits("CTRL.SRC") if dma else 0
            if state.length == 0 and bench.rng.random() < 0.3:
                await bench.write("CTRL", source)
                await bench.write("CTRL", bench.bits("CTRL.START") | source)
            else:
                await restore(bench, state, source)
            await bench.write("INT_STATUS", bench.bits("INT_STATUS.DONE"))
            if last:
                if dma:
                    await bench.stream.send(message_frame(piece))
                else:
                    await bench.write_bytes(piece)
                    await command(bench, "CTRL.FINISH")
                await bench.wait_done(interrupt)
                got = await bench.digest()
                want = bench.core.algorithm.digest(text)
                assert got == want, f"round {n} message {which}: {got.hex()} != {want.hex()}"
                done[which] = True
            else:
                if dma:
                    await send_beats(bench, piece)
                else:
                    await bench.write_bytes(piece)
                new = await save(bench, interrupt)
                hashed = end - (end - state.length) % block
                assert new.length == hashed, (f"round {n} message {which}: LENGTH {new.length}, "
                                              f"{end} bytes written, {hashed} in whole blocks")
                saved[which] = new
            await bench.write("CTRL", 0)
        await bench.check(bench.rng.randbytes(bench.rng.randrange(200)), what=f"round {n}")


@cocotb.test(timeout_time=TEST_TIMEOUT_US, timeout_unit="us")
async def test_save_refusals(dut: SimHandleBase) -> None:
    """What save and restore refuse answers SLVERR, raises INT_STATUS.ERROR and loses
    nothing: SAVE with no message open or beside FINISH, a CV or LENGTH write while a
    message is open, START with RESUME when LENGTH is not whole blocks, SAVE of a DMA
    message one of whose beats broke the stream rules (then ABORT). The open message
    still hashes right after each. An accelerator that cannot save (INFO.SAVE_BLOCK_BYTES
    = 0) refuses SAVE, RESUME and CV and LENGTH writes, and reads them as 0."""
    bench = await started(dut, "save refusals")
    await bench.write("INT_ENABLE", bench.bits("INT_ENABLE.ERROR"))
    block = await block_bytes(bench)
    message = bench.rng.randbytes(150)

    async def refused(what: str, reg: str, value: int, index: int = 0) -> None:
        await bench.write(reg, value, ok=False, index=index)
        await ClockCycles(dut.clk, 2)
        assert dut.irq.value == 1, f"{what}: no error interrupt"
        await bench.clear_error()

    await refused("SAVE without a message", "CTRL", bench.bits("CTRL.SAVE"))
    if block == 0:
        await refused("START with RESUME", "CTRL", bench.bits("CTRL.START", "CTRL.RESUME"))
        await refused("a CV write", "CV", 0x12345678, index=1)
        await refused("a LENGTH write", "LENGTH_LO", 64)
        assert await bench.read("CV", index=1) == 0 and await bench.read("LENGTH_LO") == 0
        await bench.write("CTRL", 0)
        await bench.check(message, what="after the refusals")
        return
    # LENGTH not whole blocks: START with RESUME refused, a plain START still works
    await bench.write("LENGTH_LO", block + 4)
    await refused("RESUME with LENGTH not whole blocks", "CTRL",
                  bench.bits("CTRL.START", "CTRL.RESUME"))
    await bench.write("CTRL", 0)
    await bench.check(message, what="after a refused RESUME")
    # in an open message: CV and LENGTH writes, SAVE beside FINISH; then it finishes right
    await bench.write("CTRL", bench.bits("CTRL.START"))
    await bench.write_bytes(message[:70])
    await refused("a CV write while open", "CV", 0xFFFFFFFF, index=0)
    await refused("a LENGTH write while open", "LENGTH_HI", 1)
    await refused("SAVE with FINISH", "CTRL", bench.bits("CTRL.SAVE", "CTRL.FINISH"))
    await bench.write_bytes(message[70:])
    await bench.write("CTRL", bench.bits("CTRL.FINISH"))
    await bench.wait_done(False)
    assert await bench.digest() == bench.core.algorithm.digest(message), "after refusals"
    # a DMA beat of 3 bytes before the end breaks the message: SAVE refused, ABORT drops it
    await bench.write("CTRL", bench.bits("CTRL.SRC"))
    await bench.write("CTRL", bench.bits("CTRL.SRC", "CTRL.START"))
    await send_beats(bench, message[:11])
    await refused("SAVE of a broken DMA message", "CTRL", bench.bits("CTRL.SRC", "CTRL.SAVE"))
    await bench.write("CTRL", bench.bits("CTRL.SRC", "CTRL.ABORT"))
    await bench.write("CTRL", 0)
    await bench.check(message, what="after a broken DMA message")
