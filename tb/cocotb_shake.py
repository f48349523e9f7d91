"""cocotb tests for the extendable-output stream tops (hc_shake_stream; docs/sha3.md).

The message goes in on s_* with its output length on s_outlen (held for the whole
message); the output comes back as an AXI4-Stream frame of m_tdata/m_tkeep/m_tlast beats
with m_tid and m_error. Every frame is checked against hashlib's SHAKE at the length asked
for: bytes, beat shape (full beats but the last, the last beat's m_tkeep a run from lane
0, one empty beat for a zero-length output), m_tid on every beat, and the AXI4-Stream hold
rule under random m_tready stalls.

Environment (set by tests/test_shake_cores.py through hashcores.sim.run):
    HASHCORES_CORE         core name in hashcores.registry (required)
    HASHCORES_MESSAGES     random messages per random test (20)
    HASHCORES_MAX_BYTES_W  the MAX_BYTES_W of the build, when small (too-long test)
    RANDOM_SEED            cocotb's seed; every test derives its own generator from it

Widths (DATA_W, OUT_W, TID_W, OUTLEN_W) are read from the design's ports.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import cocotb
from cocotb.handle import SimHandleBase
from cocotb.triggers import ClockCycles, RisingEdge

from hashcores.sim.clocked import XOF_TB_TOP
from hashcores.sim.tbkit import (
    require_clocked,
    CLOCK_NS,
    core_under_test,
    Beat,
    HandshakeSink,
    Handshake,
    boundary_lengths,
    env_int,
    is_contiguous_from_lane0,
    message_beats,
    messages,
    never,
    random_length,
    seeded_rng,
    stalls,
)


@dataclass(frozen=True)
class Expected:
    """One output frame: the message (None if malformed), output bytes asked, tid."""

    message: bytes | None
    outlen: int
    tid: int
    what: str


class BeatDriver:
    """Drives s_* beat by beat (with s_outlen), random gaps between beats, AXI4-Stream
    rules: a beat shown stays until taken."""

    def __init__(self, dut: SimHandleBase) -> None:
        self.dut = dut
        self.queue: deque[tuple[Beat, bool, int]] = deque()  # (beat, last, outlen)
        self.pause: Iterator[bool] = never()
        self.showing = False
        dut.s_tvalid.value = 0
        self._task = cocotb.start_soon(self._run())

    def send(self, beats: list[Beat], outlen: int | list[int]) -> None:
        lens = outlen if isinstance(outlen, list) else [outlen] * len(beats)
        for i, (beat, n) in enumerate(zip(beats, lens)):
            self.queue.append((beat, i == len(beats) - 1, n))

    def clear(self) -> None:
        self.queue.clear()

    @property
    def idle(self) -> bool:
        return not self.queue and not self.showing

    async def _run(self) -> None:
        dut = self.dut
        while True:
            await RisingEdge(dut.clk)
            rst = dut.rst_n.value
            if not (rst.is_resolvable and int(rst)):
                self.showing = False
                dut.s_tvalid.value = 0
                continue
            if self.showing and int(dut.s_tready.value):
                self.showing = False
            if not self.showing:
                if self.queue and not next(self.pause):
                    beat, last, outlen = self.queue.popleft()
                    dut.s_tdata.value = int.from_bytes(beat.data, "little")
                    dut.s_tkeep.value = beat.keep
                    dut.s_tlast.value = int(last)
                    dut.s_tid.value = beat.tid
                    dut.s_outlen.value = outlen
                    dut.s_tvalid.value = 1
                    self.showing = True
                else:
                    dut.s_tvalid.value = 0


class ShakeBench:
    def __init__(self, dut: SimHandleBase, rng: random.Random) -> None:
        self.dut = dut
        self.rng = rng
        self.core = core_under_test()
        assert self.core.xof, f"{self.core.name} is not a SHAKE core"
        self.lanes = len(dut.s_tdata) // 8
        self.out_lanes = len(dut.m_tdata) // 8
        self.tid_w = len(dut.s_tid)
        self.outlen_w = len(dut.s_outlen)
        self.rate = self.core.algorithm.block_bits // 8
        max_w = env_int("HASHCORES_MAX_BYTES_W", 0)
        self.max_bytes: int | None = 2**max_w - 1 if max_w else None
        # the clock: tb/hc_cocotb_xof_tb.v makes it (hashcores.sim.clocked)
        require_clocked(dut, XOF_TB_TOP)
        dut.rst_n.value = 0
        self.driver = BeatDriver(dut)
        self.sink = HandshakeSink(
            dut.clk, dut.rst_n, dut.m_tvalid, dut.m_tready,
            {"data": dut.m_tdata, "keep": dut.m_tkeep, "last": dut.m_tlast,
             "tid": dut.m_tid, "error": dut.m_error},
        )

    def set_stalls(self, source: bool, sink: bool) -> None:
        self.driver.pause = stalls(self.rng) if source else never()
        self.sink.pattern = stalls(self.rng) if sink else never()

    async def reset(self, cycles: int = 2) -> None:
        self.driver.clear()
        self.dut.rst_n.value = 0
        await ClockCycles(self.dut.clk, cycles)
        self.dut.rst_n.value = 1
        self.sink.take()
        await RisingEdge(self.dut.clk)
        assert int(self.dut.m_tvalid.value) == 0, "m_tvalid is not 0 right after reset"

    # --- stimulus ------------------------------------------------------------------

    def tid(self) -> int:
        return self.rng.randrange(2**self.tid_w)

    def outlen(self) -> int:
        """Output lengths around beat and rate edges, or anything up to four rate blocks."""
        r, o = self.rate, self.out_lanes
        edges = [0, 1, o - 1, o, o + 1, r - 1, r, r + 1, 2 * r, 2 * r + o, 3 * r - 1]
        n = self.rng.choice(edges) if self.rng.random() < 0.5 else self.rng.randint(0, 4 * r)
        return max(0, min(n, 2**self.outlen_w - 1))

    def message(self, blocks: int = 3) -> bytes:
        n = random_length(self.rng, self.rate, self.lanes, blocks)
        if self.max_bytes is not None:
            n = min(n, self.max_bytes)
        return self.rng.randbytes(n)

    def send(self, message: bytes, outlen: int | None = None, tid: int | None = None,
             empty_last: bool = False) -> Expected:
        tid = self.tid() if tid is None else tid
        outlen = self.outlen() if outlen is None else outlen
        self.driver.send(message_beats(message, self.lanes, tid, self.rng, empty_last), outlen)
        return Expected(message, outlen, tid, f"{len(message)}-byte message, {outlen} bytes out")

    def send_bad(self, beats: list[Beat], tid: int, outlen: int | list[int], what: str) -> Expected:
        self.driver.send(beats, outlen)
        return Expected(None, 0, tid, f"malformed ({what}), {len(beats)} beats")

    # --- checking ------------------------------------------------------------------

    def budget(self, expected: list[Expected]) -> int:
        total_in = sum(len(e.message) if e.message is not None else 8 * self.lanes for e in expected)
        total_out = sum(e.outlen for e in expected)
        blocks = (total_in + total_out) // self.rate + 2 * len(expected)
        beats = total_in // self.lanes + total_out // self.out_lanes + 2 * len(expected)
        return 20 * (blocks * self.core.clocks_per_block + beats) + 2000

    def frames(self, beats: list[Handshake]) -> list[list[Handshake]]:
        out: list[list[Handshake]] = []
        cur: list[Handshake] = []
        for b in beats:
            cur.append(b)
            if b.values["last"]:
                out.append(cur)
                cur = []
        if cur:
            out.append(cur)
        return out

    async def expect(self, expected: list[Expected]) -> None:
        budget = self.budget(expected)
        waited = 0
        while len([b for b in self.sink.transfers if b.values["last"]]) < len(expected):
            await RisingEdge(self.dut.clk)
            waited += 1
            if waited > budget:
                got = len(self.frames(list(self.sink.transfers)))
                raise AssertionError(
                    f"deadlock or lost output: {got} of {len(expected)} frames within {budget} "
                    f"cycles (next expected: {expected[min(got, len(expected) - 1)].what})")
        await ClockCycles(self.dut.clk, 4 * self.core.clocks_per_block + 20)
        beats = self.sink.take()
        assert not self.sink.violations, "AXI handshake violations:\n" + "\n".join(self.sink.violations[:10])
        frames = self.frames(beats)
        assert len(frames) == len(expected), f"{len(frames)} frames for {len(expected)} messages"
        full = 2**self.out_lanes - 1
        for i, (frame, exp) in enumerate(zip(frames, expected)):
            where = f"frame {i} ({exp.what}, tid {exp.tid}) at {frame[0].time_ns} ns"
            for b in frame:
                for k in ("keep", "last", "tid", "error"):
                    assert b.values[k] is not None, f"{where}: m_{k} undefined"
                assert b.values["tid"] == exp.tid, f"{where}: m_tid {b.values['tid']}"
            if exp.message is None:
                assert len(frame) == 1, f"{where}: malformed message gave {len(frame)} beats"
                (b,) = frame
                assert b.values["error"] == 1 and b.values["keep"] == 0, (
                    f"{where}: want one beat with m_error=1, m_tkeep=0; got {b.values}")
                continue
            data = bytearray()
            for n, b in enumerate(frame):
                assert b.values["error"] == 0, f"{where}: m_error=1 on beat {n}"
                keep = b.values["keep"]
                if n < len(frame) - 1:
                    assert keep == full, f"{where}: beat {n} m_tkeep {keep:#x} before the last"
                else:
                    assert is_contiguous_from_lane0(keep), f"{where}: last m_tkeep {keep:#x}"
                nk = bin(keep).count("1")
                if nk:
                    assert b.values["data"] is not None, f"{where}: m_tdata has X/Z on beat {n}"
                    data += b.values["data"].to_bytes(self.out_lanes, "little")[:nk]
            beats_want = max(1, -(-exp.outlen // self.out_lanes))
            assert len(frame) == beats_want, f"{where}: {len(frame)} beats, want {beats_want}"
            want = self.core.algorithm.output(exp.message, exp.outlen)
            assert bytes(data) == want, (
                f"{where}: output {bytes(data).hex()}, expected {want.hex()} "
                f"(message {exp.message.hex()})")


async def _bench(dut: SimHandleBase, name: str) -> ShakeBench:
    seed = cocotb.RANDOM_SEED
    dut._log.info("%s: RANDOM_SEED=%s (rerun with HASHCORES_SEED=%s)", name, seed, seed)
    tb = ShakeBench(dut, seeded_rng(seed, name))
    await tb.reset(cycles=3)
    return tb


# --- well-formed messages ------------------------------------------------------------


@cocotb.test()
async def random_outputs_back_to_back(dut: SimHandleBase) -> None:
    """Random messages with random output lengths (beat and rate edges favoured) at full
    rate on both sides."""
    tb = await _bench(dut, "random_outputs_back_to_back")
    tb.set_stalls(source=False, sink=False)
    await tb.expect([tb.send(tb.message()) for _ in range(max(1, messages() // 2))])


@cocotb.test()
async def random_outputs_random_stalls(dut: SimHandleBase) -> None:
    """Random messages and output lengths under random s_tvalid and m_tready stalls:
    nothing lost, duplicated or changed while held; frames in message order."""
    tb = await _bench(dut, "random_outputs_random_stalls")
    tb.set_stalls(source=True, sink=True)
    await tb.expect([tb.send(tb.message()) for _ in range(messages())])


@cocotb.test()
async def every_boundary_length(dut: SimHandleBase) -> None:
    """Every boundary message length (rate and beat edges), each with an output length
    from the edges, under stalls."""
    tb = await _bench(dut, "every_boundary_length")
    tb.set_stalls(source=True, sink=True)
    lengths = boundary_lengths(tb.rate, tb.lanes, blocks=2)
    if tb.max_bytes is not None:
        lengths = [n for n in lengths if n <= tb.max_bytes]
    await tb.expect([tb.send(tb.rng.randbytes(n)) for n in lengths])


@cocotb.test()
async def zero_length_and_empty_outputs(dut: SimHandleBase) -> None:
    """Zero-length messages, empty last beats, and zero-length outputs (one empty beat
    with m_tlast), with and without stalls."""
    tb = await _bench(dut, "zero_length_and_empty_outputs")
    for stalled in (False, True):
        tb.set_stalls(source=stalled, sink=stalled)
        expected = [tb.send(b"", 0), tb.send(b"", tb.outlen()), tb.send(tb.message(), 0)]
        for beats in (1, tb.rate // tb.lanes, tb.rate // tb.lanes + 1):
            n = beats * tb.lanes
            if tb.max_bytes is None or n <= tb.max_bytes:
                expected.append(tb.send(tb.rng.randbytes(n), tb.outlen(), empty_last=True))
        expected.append(tb.send(b"", tb.rng.choice([1, tb.out_lanes, tb.rate])))
        await tb.expect(expected)


@cocotb.test()
async def long_output(dut: SimHandleBase) -> None:
    """Outputs of many rate blocks (a permutation between each), with m_tready stalls."""
    tb = await _bench(dut, "long_output")
    tb.set_stalls(source=True, sink=True)
    longest = min(2**tb.outlen_w - 1, 12 * tb.rate + 3)
    await tb.expect([tb.send(tb.message(1), longest), tb.send(tb.message(1), 5 * tb.rate)])


# --- malformed streams (docs/interface.md, "Errors") -----------------------------------


def _bad_keep_hole(tb: ShakeBench) -> Expected:
    tid, n = tb.tid(), tb.outlen()
    beats = message_beats(tb.rng.randbytes(tb.rng.randint(0, 2) * tb.lanes), tb.lanes, tid, tb.rng)
    if beats[-1].keep == 0:
        beats = []
    while True:
        keep = tb.rng.randrange(1, 2**tb.lanes)
        if not is_contiguous_from_lane0(keep):
            break
    beats.append(Beat(tb.rng.randbytes(tb.lanes), keep, tid))
    return tb.send_bad(beats, tid, n, "keep hole")


def _bad_partial_beat(tb: ShakeBench) -> Expected:
    tid, full = tb.tid(), 2**tb.lanes - 1
    keep = tb.rng.choice([0, 1, full >> 1, tb.rng.randrange(0, full)])
    beats = [Beat(tb.rng.randbytes(tb.lanes), full, tid) for _ in range(tb.rng.randint(0, 2))]
    beats.append(Beat(tb.rng.randbytes(tb.lanes), keep, tid))
    beats += [Beat(tb.rng.randbytes(tb.lanes), full, tid) for _ in range(tb.rng.randint(0, 2))]
    beats.append(Beat(tb.rng.randbytes(tb.lanes), (1 << tb.rng.randint(0, tb.lanes)) - 1, tid))
    return tb.send_bad(beats, tid, tb.outlen(), "partial beat")


def _bad_tid_change(tb: ShakeBench) -> Expected:
    tid = tb.tid()
    if tb.tid_w == 0:
        return _bad_partial_beat(tb)
    other = (tid + tb.rng.randrange(1, 2**tb.tid_w)) % 2**tb.tid_w if tb.tid_w else tid
    beats = message_beats(tb.rng.randbytes(tb.rng.randint(tb.lanes + 1, 3 * tb.lanes)), tb.lanes, tid, tb.rng)
    at = tb.rng.randrange(1, len(beats))
    beats[at].tid = other
    return tb.send_bad(beats, tid, tb.outlen(), "tid change")


def _bad_outlen_change(tb: ShakeBench) -> Expected:
    """s_outlen changes inside the message: malformed, like a tid change."""
    tid, n = tb.tid(), tb.outlen()
    beats = message_beats(tb.rng.randbytes(tb.rng.randint(tb.lanes + 1, 3 * tb.lanes)), tb.lanes, tid, tb.rng)
    at = tb.rng.randrange(1, len(beats))
    other = (n + tb.rng.randrange(1, 2**tb.outlen_w)) % 2**tb.outlen_w
    lens = [n] * len(beats)
    lens[at] = other
    return tb.send_bad(beats, tid, lens, "s_outlen change")


Malformer = Callable[[ShakeBench], Expected]
MALFORMERS: list[Malformer] = [_bad_keep_hole, _bad_partial_beat, _bad_tid_change, _bad_outlen_change]


@cocotb.test()
async def malformed_then_good(dut: SimHandleBase) -> None:
    """Every malformed-stream case (keep hole, partial beat mid-message, s_tid change,
    s_outlen change) gives exactly one beat with m_error=1, m_tkeep=0, m_tlast=1 and the
    first beat's tid; the message after it comes out right (random stalls)."""
    tb = await _bench(dut, "malformed_then_good")
    tb.set_stalls(source=True, sink=True)
    expected: list[Expected] = []
    for make in MALFORMERS * 2:
        expected.append(make(tb))
        expected.append(tb.send(tb.message(2)))
    for _ in range(max(8, messages() // 2)):
        if tb.rng.random() < 0.4:
            expected.append(tb.rng.choice(MALFORMERS)(tb))
        else:
            expected.append(tb.send(tb.message(2)))
    await tb.expect(expected)


@cocotb.test(skip=env_int("HASHCORES_MAX_BYTES_W", 0) == 0)
async def error_message_too_long(dut: SimHandleBase) -> None:
    """With a small MAX_BYTES_W the longest legal message comes out right, a longer one
    gives one error beat, and the next message comes out right."""
    tb = await _bench(dut, "error_message_too_long")
    assert tb.max_bytes is not None
    tb.set_stalls(source=True, sink=True)
    limit = tb.max_bytes
    expected = [tb.send(tb.rng.randbytes(limit))]
    for n in (limit + 1, limit + tb.lanes, limit + tb.rate + 1):
        tid = tb.tid()
        beats = message_beats(tb.rng.randbytes(n), tb.lanes, tid, tb.rng)
        expected.append(tb.send_bad(beats, tid, tb.outlen(), f"{n} bytes, too long"))
        expected.append(tb.send(tb.message(1)))
    await tb.expect(expected)


# --- reset ---------------------------------------------------------------------------


@cocotb.test()
async def reset_mid_message_or_output(dut: SimHandleBase) -> None:
    """Reset mid-message, mid-permutation or in the middle of a long output frame
    discards it; the next message comes out right."""
    tb = await _bench(dut, "reset_mid_message_or_output")
    for _ in range(6):
        tb.set_stalls(source=True, sink=True)
        tb.send(tb.message(2), tb.rng.randint(0, 6 * tb.rate))
        await ClockCycles(dut.clk, tb.rng.randint(1, 8 * tb.core.clocks_per_block))
        await tb.reset(cycles=tb.rng.randint(1, 3))
        await ClockCycles(dut.clk, tb.rng.randint(0, 5))
        await tb.expect([tb.send(tb.message(2))])
