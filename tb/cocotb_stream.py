"""cocotb tests for the stream top of any core in the registry (docs/interface.md).

Environment (set by tests/test_stream_cores.py through hashcores.sim.run):
    HASHCORES_CORE         core name in hashcores.registry (required)
    HASHCORES_MESSAGES     number of random messages in the random-message tests (20)
    HASHCORES_MAX_BYTES_W  the MAX_BYTES_W the design was built with, when it is small
                           enough to test the too-long error (the other tests then keep
                           their messages within it)
    RANDOM_SEED            cocotb's seed; every test derives its own generator from it

Widths (DATA_W, TID_W, the digest) are read from the design's ports, so one module serves
every parameter set. Expected digests come from the registry's reference (hashlib).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import cocotb
from cocotb.handle import SimHandleBase
from cocotb.triggers import ClockCycles, RisingEdge, with_timeout
from cocotbext.axi import AxiStreamSource

from hashcores.sim.clocked import STREAM_TB_TOP
from hashcores.sim.tbkit import (
    require_clocked,
    CLOCK_NS,
    core_under_test,
    Beat,
    Handshake,
    HandshakeSink,
    always,
    axis_bus,
    boundary_lengths,
    env_int,
    frame,
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
    """What one message must produce: its digest (None if malformed) and tid."""

    message: bytes | None
    tid: int
    what: str

    @property
    def error(self) -> bool:
        return self.message is None


class StreamBench:
    """The stream top under test with a stalling AXI4-Stream source and digest sink."""

    def __init__(self, dut: SimHandleBase, rng: random.Random) -> None:
        self.dut = dut
        self.rng = rng
        self.core = core_under_test()
        self.data_w = len(dut.s_tdata)
        self.lanes = self.data_w // 8
        self.tid_w = len(dut.s_tid)
        self.digest_bits = len(dut.m_digest)
        self.block_bytes = self.core.algorithm.block_bits // 8
        max_w = env_int("HASHCORES_MAX_BYTES_W", 0)
        #: Longest legal message of this build, if the build made it small.
        self.max_bytes: int | None = 2**max_w - 1 if max_w else None
        assert self.digest_bits == self.core.algorithm.digest_bits, (
            f"m_digest is {self.digest_bits} bits; {self.core.name} makes "
            f"{self.core.algorithm.digest_bits}"
        )
        # the clock: tb/hc_stream_tb.v makes it (hashcores.sim.clocked)
        require_clocked(dut, STREAM_TB_TOP)
        self.source = AxiStreamSource(axis_bus(dut, "s"), dut.clk)
        self.sink = HandshakeSink(
            dut.clk,
            dut.rst_n,
            dut.m_valid,
            dut.m_ready,
            {"digest": dut.m_digest, "tid": dut.m_tid, "error": dut.m_error},
        )
        dut.rst_n.value = 0
        dut._log.info(
            "core %s (%s): DATA_W=%d TID_W=%d digest %d bits, max message %s bytes",
            self.core.name,
            self.core.top,
            self.data_w,
            self.tid_w,
            self.digest_bits,
            self.max_bytes if self.max_bytes is not None else "2^61-1",
        )

    # --- control -------------------------------------------------------------------

    def set_stalls(self, source: bool, sink: bool) -> None:
        """Random stalls on s_tvalid and/or m_ready (False: full rate)."""
        self.source.set_pause_generator(stalls(self.rng) if source else never())
        self.sink.pattern = stalls(self.rng) if sink else never()

    async def reset(self, cycles: int = 2) -> None:
        """Synchronous reset: drop the source's frames, hold rst_n low, check m_valid=0."""
        self.source.clear()
        self.source.assert_reset(True)  # deasserts s_tvalid, abandons the current frame
        self.dut.rst_n.value = 0
        await ClockCycles(self.dut.clk, cycles)
        self.dut.rst_n.value = 1
        self.source.assert_reset(False)
        self.sink.take()  # outputs before the reset were legal; none may follow it
        await RisingEdge(self.dut.clk)
        assert self.dut.m_valid.value.is_resolvable and not int(self.dut.m_valid.value), (
            "m_valid is not 0 right after reset"
        )

    # --- stimulus ------------------------------------------------------------------

    def random_tid(self) -> int:
        return self.rng.randrange(2**self.tid_w)

    def random_message(self, blocks: int = 4) -> bytes:
        length = random_length(self.rng, self.block_bytes, self.lanes, blocks)
        if self.max_bytes is not None:
            length = min(length, self.max_bytes)
        return self.rng.randbytes(length)

    def send_beats(self, beats: list[Beat]) -> None:
        self.source.send_nowait(frame(beats))

    def send(self, message: bytes, tid: int, empty_last: bool = False) -> Expected:
        self.send_beats(message_beats(message, self.lanes, tid, self.rng, empty_last))
        return Expected(message, tid, f"{len(message)}-byte message")

    # --- checking ------------------------------------------------------------------

    def budget_cycles(self, expected: list[Expected], extra_bytes: int = 0) -> int:
        """A generous cycle bound for `expected` to come out (stalls can take 10x)."""
        total = extra_bytes
        for e in expected:
            total += len(e.message) if e.message is not None else 4 * self.block_bytes
        blocks = total // self.block_bytes + 2 * len(expected)
        beats = total // self.lanes + 2 * len(expected)
        return 20 * (blocks * max(self.core.clocks_per_block, 1) + beats) + 2000

    def in_output_order(self, outputs: list[Handshake], expected: list[Expected]) -> list[Expected]:
        """`expected` in the order the outputs must come in, matched to `outputs`.

        One context: message order. Several contexts: only the messages of one tid keep
        their order (each tid has its own context, and a digest leaves when its message
        is done), so each output is matched to the oldest unmatched message of its m_tid;
        an output whose m_tid has no message left is matched to the oldest message left,
        which makes the tid check below fail on it.
        """
        if self.core.contexts == 1:
            return list(expected)
        left = list(expected)
        order: list[Expected] = []
        for out in outputs[: len(expected)]:
            tid = out.values["tid"]
            exp = next((e for e in left if e.tid == tid), left[0])
            left.remove(exp)
            order.append(exp)
        return order

    async def expect(self, expected: list[Expected], extra_bytes: int = 0) -> None:
        """Wait for one output per expected message and check each, in order (per tid on
        a core with several contexts: see `in_output_order`).

        Fails on a wrong digest, tid or error flag, on X where a value is due, on a
        deadlock (nothing within a generous cycle budget), on an output nobody asked for,
        or on an AXI handshake violation.
        """
        budget = self.budget_cycles(expected, extra_bytes)
        if not await self.sink.wait_for(len(expected), budget, CLOCK_NS):
            got = len(self.sink.transfers)
            raise AssertionError(
                f"deadlock or lost message: {got} of {len(expected)} outputs within "
                f"{budget} cycles (next expected: {expected[got].what}, tid {expected[got].tid})"
            )
        # Quiet period: nothing more may come out.
        await ClockCycles(self.dut.clk, 4 * max(self.core.clocks_per_block, 1) + 20)
        outputs = self.sink.take()
        assert not self.sink.violations, "AXI handshake violations:\n" + "\n".join(
            self.sink.violations[:10]
        )
        assert len(outputs) == len(expected), (
            f"{len(outputs)} outputs for {len(expected)} messages "
            f"(extra: {outputs[len(expected):]})"
        )
        for i, (out, exp) in enumerate(zip(outputs, self.in_output_order(outputs, expected))):
            where = f"output {i} ({exp.what}, tid {exp.tid}) at {out.time_ns} ns"
            tid, error, digest = out.values["tid"], out.values["error"], out.values["digest"]
            assert tid is not None and error is not None, f"{where}: m_tid/m_error undefined"
            assert tid == exp.tid, f"{where}: m_tid {tid}, expected {exp.tid}"
            if exp.error:
                assert error, f"{where}: malformed message but m_error=0"
                continue
            assert exp.message is not None
            assert not error, f"{where}: m_error=1 for a well-formed message"
            assert digest is not None, f"{where}: m_digest has X/Z bits"
            got = digest.to_bytes(self.digest_bits // 8, "big")
            want = self.core.algorithm.digest(exp.message)
            assert got == want, (
                f"{where}: digest {got.hex()}, expected {want.hex()} "
                f"(message {exp.message.hex()})"
            )


async def _bench(dut: SimHandleBase, name: str) -> StreamBench:
    seed = cocotb.RANDOM_SEED
    rng = seeded_rng(seed, name)
    dut._log.info("%s: RANDOM_SEED=%s (rerun with HASHCORES_SEED=%s)", name, seed, seed)
    tb = StreamBench(dut, rng)
    await tb.reset(cycles=3)
    return tb


# --- well-formed messages ----------------------------------------------------------


@cocotb.test()
async def random_messages_back_to_back(dut: SimHandleBase) -> None:
    """Random messages sent back to back at full rate on both sides hash correctly.

    Proves the datapath and padding at every length class (0 .. ~4 blocks, boundary
    lengths favoured) with no bubble between messages or beats.
    """
    tb = await _bench(dut, "random_messages_back_to_back")
    tb.set_stalls(source=False, sink=False)
    n = max(1, messages() // 2)
    expected = [tb.send(tb.random_message(), tb.random_tid()) for _ in range(n)]
    await tb.expect(expected)


@cocotb.test()
async def random_messages_random_stalls(dut: SimHandleBase) -> None:
    """Random messages under random s_tvalid and m_ready stalls hash correctly, in order.

    Proves flow control: nothing lost or duplicated under back-pressure, outputs stable
    while not taken, no deadlock, tids returned in message order.
    """
    tb = await _bench(dut, "random_messages_random_stalls")
    tb.set_stalls(source=True, sink=True)
    n = messages()
    expected = [tb.send(tb.random_message(), tb.random_tid()) for _ in range(n)]
    await tb.expect(expected)


@cocotb.test()
async def every_boundary_length(dut: SimHandleBase) -> None:
    """Every boundary length (block edges, length-field edges, beat edges) hashes correctly.

    Random stalls on both sides; one message per length, back to back.
    """
    tb = await _bench(dut, "every_boundary_length")
    tb.set_stalls(source=True, sink=True)
    lengths = boundary_lengths(tb.block_bytes, tb.lanes, blocks=2)
    if tb.max_bytes is not None:
        lengths = [n for n in lengths if n <= tb.max_bytes]
    expected = [tb.send(tb.rng.randbytes(n), tb.random_tid()) for n in lengths]
    await tb.expect(expected)


@cocotb.test()
async def tid_round_trip(dut: SimHandleBase) -> None:
    """Each digest leaves with the s_tid of its message's first beat, in message order
    (per tid on a core with several contexts).

    Short messages with random tids (including all zeros and all ones) under stalls.
    """
    tb = await _bench(dut, "tid_round_trip")
    tb.set_stalls(source=True, sink=True)
    top = 2**tb.tid_w - 1
    tids = [0, top] + [tb.random_tid() for _ in range(max(6, messages()))]
    tb.rng.shuffle(tids)
    expected = [tb.send(tb.random_message(blocks=1), t) for t in tids]
    await tb.expect(expected)


@cocotb.test()
async def zero_length_and_empty_last_beat(dut: SimHandleBase) -> None:
    """A single tlast beat with tkeep=0 is the empty message; an empty tlast beat ending
    full beats adds no bytes. Both hash correctly, with and without stalls."""
    tb = await _bench(dut, "zero_length_and_empty_last_beat")
    for stalled in (False, True):
        tb.set_stalls(source=stalled, sink=stalled)
        expected = [tb.send(b"", tb.random_tid())]
        # whole beats: 1 beat, exactly one block, a block plus a beat, random counts
        beat_counts = {1, tb.block_bytes // tb.lanes, tb.block_bytes // tb.lanes + 1}
        beat_counts |= {tb.rng.randint(1, 4 * tb.block_bytes // tb.lanes + 1) for _ in range(3)}
        for beats in sorted(beat_counts):
            n = beats * tb.lanes
            if tb.max_bytes is not None and n > tb.max_bytes:
                continue
            expected.append(tb.send(tb.rng.randbytes(n), tb.random_tid(), empty_last=True))
        expected.append(tb.send(b"", tb.random_tid()))
        await tb.expect(expected)


# --- malformed streams (docs/interface.md, "Errors") -----------------------------


def _bad_keep_hole(tb: StreamBench) -> tuple[list[Beat], int]:
    """Full beats, then a last beat whose keep is not a run of ones from lane 0."""
    tid = tb.random_tid()
    beats = message_beats(tb.rng.randbytes(tb.rng.randint(0, 2) * tb.lanes), tb.lanes, tid, tb.rng)
    if beats[-1].keep == 0:  # zero-length: replace the empty beat
        beats = []
    while True:
        keep = tb.rng.randrange(1, 2**tb.lanes)
        if not is_contiguous_from_lane0(keep):
            break
    beats.append(Beat(tb.rng.randbytes(tb.lanes), keep, tid))
    return beats, tid


def _bad_partial_beat(tb: StreamBench) -> tuple[list[Beat], int]:
    """A beat without tlast whose keep is not all ones (partial or empty), mid-message."""
    tid = tb.random_tid()
    full = 2**tb.lanes - 1
    before = tb.rng.randint(0, 2)
    after = tb.rng.randint(0, 2)
    keep = tb.rng.choice(
        [0, 1, full >> 1, tb.rng.randrange(0, full)]  # empty, one byte, all but one, random
    )
    beats = [Beat(tb.rng.randbytes(tb.lanes), full, tid) for _ in range(before)]
    beats.append(Beat(tb.rng.randbytes(tb.lanes), keep, tid))
    beats += [Beat(tb.rng.randbytes(tb.lanes), full, tid) for _ in range(after)]
    last = tb.rng.randint(0, tb.lanes)
    beats.append(Beat(tb.rng.randbytes(tb.lanes), (1 << last) - 1, tid))
    return beats, tid


def _bad_tid_change(tb: StreamBench) -> tuple[list[Beat], int]:
    """A message whose s_tid changes on a beat after the first."""
    tid = tb.random_tid()
    other = (tid + tb.rng.randrange(1, 2**tb.tid_w)) % 2**tb.tid_w
    message = tb.rng.randbytes(tb.rng.randint(tb.lanes + 1, 3 * tb.lanes))
    beats = message_beats(message, tb.lanes, tid, tb.rng)
    at = tb.rng.randrange(1, len(beats))
    for i in range(at, len(beats) if tb.rng.random() < 0.5 else at + 1):
        beats[i].tid = other
    return beats, tid


Malformer = Callable[[StreamBench], tuple[list[Beat], int]]


async def _malformed(dut: SimHandleBase, name: str, make: Malformer, rounds: int = 6) -> None:
    tb = await _bench(dut, name)
    tb.set_stalls(source=True, sink=True)
    expected: list[Expected] = []
    for _ in range(rounds):
        beats, tid = make(tb)
        tb.send_beats(beats)
        expected.append(Expected(None, tid, f"malformed ({name}), {len(beats)} beats"))
        expected.append(tb.send(tb.random_message(blocks=2), tb.random_tid()))
    await tb.expect(expected, extra_bytes=rounds * 4 * tb.lanes)


@cocotb.test()
async def error_keep_hole_on_last_beat(dut: SimHandleBase) -> None:
    """A last beat whose keep has a hole gives exactly one m_error output; the next
    message hashes correctly (random stalls)."""
    await _malformed(dut, "error_keep_hole_on_last_beat", _bad_keep_hole)


@cocotb.test()
async def error_partial_beat_mid_message(dut: SimHandleBase) -> None:
    """A beat without tlast and with keep not all ones (incl. keep=0) gives exactly one
    m_error output; the next message hashes correctly (random stalls)."""
    await _malformed(dut, "error_partial_beat_mid_message", _bad_partial_beat)


@cocotb.test(skip=core_under_test().contexts != 1)
async def error_tid_change_mid_message(dut: SimHandleBase) -> None:
    """On a single-context core, a tid change mid-message gives exactly one m_error
    output, tagged with the first beat's tid; the next message hashes correctly.

    (With several contexts a beat of another tid belongs to another message: that is
    interleaving, tested by tb/cocotb_interleave.py.)"""
    await _malformed(dut, "error_tid_change_mid_message", _bad_tid_change)


@cocotb.test(skip=env_int("HASHCORES_MAX_BYTES_W", 0) == 0)
async def error_message_too_long(dut: SimHandleBase) -> None:
    """With a small MAX_BYTES_W, the longest legal message (2^W - 1 bytes) hashes
    correctly, and any longer one gives exactly one m_error output; the message after it
    hashes correctly (random stalls)."""
    tb = await _bench(dut, "error_message_too_long")
    assert tb.max_bytes is not None
    tb.set_stalls(source=True, sink=True)
    limit = tb.max_bytes
    expected = [tb.send(tb.rng.randbytes(limit), tb.random_tid())]
    longer = [limit + 1, limit + tb.lanes, limit + tb.block_bytes + 1]
    longer += [tb.rng.randint(limit + 1, limit + 3 * tb.block_bytes) for _ in range(3)]
    for n in longer:
        tid = tb.random_tid()
        tb.send_beats(message_beats(tb.rng.randbytes(n), tb.lanes, tid, tb.rng))
        expected.append(Expected(None, tid, f"{n}-byte message (too long)"))
        expected.append(tb.send(tb.random_message(blocks=2), tb.random_tid()))
    expected.append(tb.send(tb.rng.randbytes(limit), tb.random_tid()))
    await tb.expect(expected, extra_bytes=sum(longer))


@cocotb.test()
async def mixed_good_and_malformed(dut: SimHandleBase) -> None:
    """A random mix of good and malformed messages back to back under stalls: one output
    per message, errors exactly on the malformed ones, every good digest right."""
    tb = await _bench(dut, "mixed_good_and_malformed")
    tb.set_stalls(source=True, sink=True)
    makers: list[Malformer] = [_bad_keep_hole, _bad_partial_beat]
    if tb.core.contexts == 1:
        makers.append(_bad_tid_change)
    expected: list[Expected] = []
    for _ in range(max(8, messages() // 2)):
        if tb.rng.random() < 0.4:
            make = tb.rng.choice(makers)
            beats, tid = make(tb)
            tb.send_beats(beats)
            expected.append(Expected(None, tid, f"malformed ({make.__name__})"))
        else:
            expected.append(tb.send(tb.random_message(blocks=2), tb.random_tid()))
    await tb.expect(expected, extra_bytes=len(expected) * 4 * tb.lanes)


# --- reset ---------------------------------------------------------------------------


@cocotb.test()
async def reset_mid_message(dut: SimHandleBase) -> None:
    """Reset in the middle of a message (at a random cycle, under stalls) discards it:
    nothing from before the reset comes out, and the next message hashes correctly."""
    tb = await _bench(dut, "reset_mid_message")
    for _ in range(6):
        tb.set_stalls(source=True, sink=True)
        message = tb.rng.randbytes(tb.rng.randint(tb.block_bytes, 4 * tb.block_bytes))
        if tb.max_bytes is not None:
            message = message[: tb.max_bytes]
        tb.send(message, tb.random_tid())
        beats = -(-len(message) // tb.lanes)
        await ClockCycles(dut.clk, tb.rng.randint(1, max(2, beats)))
        await tb.reset(cycles=tb.rng.randint(1, 3))
        await ClockCycles(dut.clk, tb.rng.randint(0, 5))
        await tb.expect([tb.send(tb.random_message(blocks=2), tb.random_tid())])


@cocotb.test()
async def reset_while_hashing_or_digest_pending(dut: SimHandleBase) -> None:
    """Reset after a message is fully sent (while its blocks are being hashed, or while
    its digest waits for m_ready) discards it; the next message hashes correctly."""
    tb = await _bench(dut, "reset_while_hashing_or_digest_pending")
    for pending in (True, False, True, False):
        tb.set_stalls(source=True, sink=False)
        tb.sink.pattern = always()  # hold m_ready low: the digest stays pending
        tb.send(tb.random_message(blocks=2), tb.random_tid())
        if pending:
            cycles = 0
            while not int(dut.m_valid.value):
                await RisingEdge(dut.clk)
                cycles += 1
                assert cycles < tb.budget_cycles([]), "no digest before the reset"
            await ClockCycles(dut.clk, tb.rng.randint(0, 5))
        else:
            # all beats sent; the core is still hashing (or already holding the digest)
            await with_timeout(tb.source.wait(), tb.budget_cycles([]) * CLOCK_NS, "ns")
            await ClockCycles(dut.clk, tb.rng.randint(0, tb.core.clocks_per_block))
        await tb.reset(cycles=tb.rng.randint(1, 3))
        tb.set_stalls(source=True, sink=True)
        await tb.expect([tb.send(tb.random_message(blocks=2), tb.random_tid())])
