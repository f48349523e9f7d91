"""cocotb tests for the padding unit `hc_stream_pad` alone, against hashcores.padding.

Environment (set by tests/test_pad.py):
    HASHCORES_PAD_PARAMS  the unit's padding parameters as a Python dict literal
                          (BLOCK_W, PAD_BYTE, LEN_W, LEN_LITTLE, PAD_LAST_BIT, MAX_BYTES_W),
                          exactly those the design was built with
    HASHCORES_PAD_RULE    a name for the log (sha256, md5, sha3_256, ...)
    HASHCORES_MESSAGES    number of random messages (default 20)
    RANDOM_SEED           cocotb's seed; every test derives its own generator from it

DATA_W and TID_W are read from the ports. A block leaves as b_data with the message's first
byte in the most significant byte; the model's block is that byte string.
"""

from __future__ import annotations

import ast
import os
import random
from collections.abc import Callable
from dataclasses import dataclass

import cocotb
from cocotb.clock import Clock
from cocotb.handle import SimHandleBase
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiStreamSource

from hashcores.padding import PadRule, block_count, pad
from hashcores.sim.tbkit import (
    CLOCK_NS,
    Beat,
    Handshake,
    HandshakeSink,
    axis_bus,
    boundary_lengths,
    frame,
    is_contiguous_from_lane0,
    message_beats,
    messages,
    never,
    random_length,
    seeded_rng,
    stalls,
)


def _rule() -> PadRule:
    text = os.environ.get("HASHCORES_PAD_PARAMS", "")
    if not text:
        raise RuntimeError("set HASHCORES_PAD_PARAMS to the padding parameters of the build")
    p = ast.literal_eval(text)
    return PadRule(
        block_w=p["BLOCK_W"],
        pad_byte=p["PAD_BYTE"],
        len_w=p["LEN_W"],
        len_little=bool(p["LEN_LITTLE"]),
        pad_last_bit=bool(p["PAD_LAST_BIT"]),
        max_bytes_w=p["MAX_BYTES_W"],
    )


@dataclass(frozen=True)
class Expected:
    """One message's blocks per the model.

    For a malformed message `blocks` is None and `prefix` holds the bytes before its first
    bad beat: the whole blocks of the prefix leave as ordinary blocks, then one block with
    b_last=1 and b_error=1 (docs/interface.md, "The padding unit").
    """

    blocks: list[bytes] | None
    tid: int
    what: str
    prefix: bytes = b""


def good_prefix(beats: list[Beat], lanes: int, max_bytes: int) -> bytes:
    """The message bytes the unit writes before the first malformed beat (which must
    exist).

    A beat is malformed when it is not the last and its keep is not all ones, when it is
    the last and its keep is not a run of ones from lane 0, or when its tid differs from
    the first beat's: it is dropped. A beat whose bytes take the message past `max_bytes`
    is malformed too, but written like a good one (docs/interface.md, "Errors"): its
    bytes end the prefix.
    """
    out = b""
    for i, beat in enumerate(beats):
        last = i == len(beats) - 1
        count = bin(beat.keep).count("1")
        dropped = (
            (not last and beat.keep != 2**lanes - 1)
            or (last and not is_contiguous_from_lane0(beat.keep))
            or beat.tid != beats[0].tid
        )
        if dropped:
            return out
        out += beat.data[:count]
        if len(out) > max_bytes:
            return out
    raise ValueError("the message has no malformed beat")


class PadBench:
    """hc_stream_pad with a stalling AXI4-Stream source and a stalling block sink."""

    def __init__(self, dut: SimHandleBase, rng: random.Random) -> None:
        self.dut = dut
        self.rng = rng
        self.rule = _rule()
        self.lanes = len(dut.s_tdata) // 8
        self.tid_w = len(dut.s_tid)
        self.block_bytes = self.rule.block_bytes
        #: the blocks of each message of the last expect(), as taken
        self.received: list[list[Handshake]] = []
        assert len(dut.b_data) == self.rule.block_w, (
            f"b_data is {len(dut.b_data)} bits, the rule says BLOCK_W={self.rule.block_w}"
        )
        cocotb.start_soon(Clock(dut.clk, CLOCK_NS, units="ns").start())
        self.source = AxiStreamSource(axis_bus(dut, "s"), dut.clk)
        self.sink = HandshakeSink(
            dut.clk,
            dut.rst_n,
            dut.b_valid,
            dut.b_ready,
            {
                "data": dut.b_data,
                "first": dut.b_first,
                "last": dut.b_last,
                "tid": dut.b_tid,
                "error": dut.b_error,
            },
        )
        dut.rst_n.value = 0
        dut._log.info(
            "padding rule %s: %s, DATA_W=%d TID_W=%d",
            os.environ.get("HASHCORES_PAD_RULE", "?"),
            self.rule,
            8 * self.lanes,
            self.tid_w,
        )

    def set_stalls(self, source: bool, sink: bool) -> None:
        self.source.set_pause_generator(stalls(self.rng) if source else never())
        self.sink.pattern = stalls(self.rng) if sink else never()

    async def reset(self, cycles: int = 2) -> None:
        self.source.clear()
        self.source.assert_reset(True)
        self.dut.rst_n.value = 0
        await ClockCycles(self.dut.clk, cycles)
        self.dut.rst_n.value = 1
        self.source.assert_reset(False)
        self.sink.take()
        await RisingEdge(self.dut.clk)
        assert self.dut.b_valid.value.is_resolvable and not int(self.dut.b_valid.value), (
            "b_valid is not 0 right after reset"
        )

    def random_tid(self) -> int:
        return self.rng.randrange(2**self.tid_w)

    def random_message(self, blocks: int = 4) -> bytes:
        n = min(random_length(self.rng, self.block_bytes, self.lanes, blocks), self.rule.max_bytes)
        return self.rng.randbytes(n)

    def send(self, message: bytes, tid: int, empty_last: bool = False) -> Expected:
        beats = message_beats(message, self.lanes, tid, self.rng, empty_last)
        self.source.send_nowait(frame(beats))
        return Expected(pad(message, self.rule), tid, f"{len(message)}-byte message")

    def send_bad(self, beats: list[Beat], tid: int, what: str) -> Expected:
        self.source.send_nowait(frame(beats))
        return Expected(None, tid, what, good_prefix(beats, self.lanes, self.rule.max_bytes))

    async def expect(self, expected: list[Expected]) -> None:
        """Collect the blocks of `expected` messages and check them against the model.

        Good message: exactly the model's blocks, b_first on the first only, b_last on
        the last only, b_error 0, b_tid the message's tid. Malformed message: its blocks
        end with one block with b_last=1 and b_error=1 (b_first on the first, b_tid
        right); data is not checked. Then nothing more may come out.
        """
        nblocks = sum(len(e.blocks) if e.blocks else 0 for e in expected)
        budget = 30 * (nblocks + 8 * len(expected) + 2) * max(1, self.block_bytes // self.lanes)
        budget += 2000
        got: list[list[Handshake]] = []
        current: list[Handshake] = []
        index = 0
        while index < len(expected):
            if not self.sink.transfers:
                ok = await self.sink.wait_for(1, budget, CLOCK_NS)
                if not ok:
                    raise AssertionError(
                        f"deadlock or lost block: message {index} ({expected[index].what}) "
                        f"has {len(current)} blocks after {budget} quiet cycles"
                    )
            t = self.sink.transfers.popleft()
            current.append(t)
            if t.values["last"] != 0:
                got.append(current)
                current = []
                index += 1
        await ClockCycles(self.dut.clk, 50 + 4 * max(1, self.block_bytes // self.lanes))
        extra = self.sink.take()
        assert not self.sink.violations, "AXI handshake violations:\n" + "\n".join(
            self.sink.violations[:10]
        )
        assert not extra, f"{len(extra)} blocks after the last expected message: {extra[:3]}"
        for i, (blocks, exp) in enumerate(zip(got, expected)):
            self._check_message(i, blocks, exp)
        self.received = got

    def _check_message(self, i: int, blocks: list[Handshake], exp: Expected) -> None:
        where = f"message {i} ({exp.what}, tid {exp.tid})"
        for k, t in enumerate(blocks):
            v = t.values
            at = f"{where}, block {k} at {t.time_ns} ns"
            for name in ("first", "last", "tid", "error"):
                assert v[name] is not None, f"{at}: b_{name} undefined"
            assert v["tid"] == exp.tid, f"{at}: b_tid {v['tid']}, expected {exp.tid}"
            assert v["first"] == (k == 0), f"{at}: b_first={v['first']}"
            if exp.blocks is None:
                assert v["error"] == (k == len(blocks) - 1), f"{at}: b_error={v['error']}"
                continue
            assert v["error"] == 0, f"{at}: b_error=1 for a well-formed message"
        if exp.blocks is None:
            bb = self.block_bytes
            whole = [exp.prefix[i : i + bb] for i in range(0, len(exp.prefix) - bb + 1, bb)]
            assert len(blocks) == len(whole) + 1, (
                f"{where}: {len(blocks)} blocks; expected {len(whole)} ordinary blocks "
                f"({len(exp.prefix)} good bytes before the bad beat) and one error block"
            )
            self._check_data(where, blocks, whole)
            return
        assert len(blocks) == len(exp.blocks), (
            f"{where}: {len(blocks)} blocks, the model pads to {len(exp.blocks)}"
        )
        self._check_data(where, blocks, exp.blocks)

    def _check_data(self, where: str, blocks: list[Handshake], want: list[bytes]) -> None:
        for k, (t, block) in enumerate(zip(blocks, want)):
            data = t.values["data"]
            assert data is not None, f"{where}, block {k}: b_data has X/Z bits"
            have = data.to_bytes(self.block_bytes, "big")
            assert have == block, (
                f"{where}, block {k} at {t.time_ns} ns:\n  got  {have.hex()}\n  want {block.hex()}"
            )


async def _bench(dut: SimHandleBase, name: str) -> PadBench:
    seed = cocotb.RANDOM_SEED
    dut._log.info("%s: RANDOM_SEED=%s (rerun with HASHCORES_SEED=%s)", name, seed, seed)
    tb = PadBench(dut, seeded_rng(seed, name))
    await tb.reset(cycles=3)
    return tb


# --- well-formed messages ----------------------------------------------------------------


@cocotb.test()
async def back_to_back_full_rate(dut: SimHandleBase) -> None:
    """Random messages back to back, no stalls: every block as the model pads it."""
    tb = await _bench(dut, "back_to_back_full_rate")
    tb.set_stalls(source=False, sink=False)
    n = max(1, messages() // 2)
    await tb.expect([tb.send(tb.random_message(), tb.random_tid()) for _ in range(n)])


def expected_clocks_per_block(block_bytes: int, lanes: int) -> int | None:
    """The unit's steady rate with full beats every clock and b_ready always high, where
    the widths divide: a block per beat-per-block (narrow input) or per clock (a beat
    brings one block or more: the output register is refilled as it is emptied); None
    when they do not divide (a beat crossing a block edge is written in pieces)."""
    if block_bytes % lanes == 0:
        return block_bytes // lanes
    if lanes % block_bytes == 0:
        return 1
    return None


@cocotb.test()
async def block_rate(dut: SimHandleBase) -> None:
    """One long message at full rate, b_ready always high: the steady-state clocks per
    block is what the input allows (one per clock when a beat holds a whole block), and
    never more than a beat crossing a block edge costs (one clock per block) above it."""
    tb = await _bench(dut, "block_rate")
    tb.set_stalls(source=False, sink=False)
    blocks = 24
    expected = [tb.send(tb.rng.randbytes(blocks * tb.block_bytes), tb.random_tid())]
    await tb.expect(expected)
    times = [t.time_ns for t in tb.received[0]]
    assert len(times) == blocks + 1, f"{len(times)} blocks recorded, expected {blocks + 1}"
    # the middle of the message: no start-up, no padding block
    steady = times[4 : blocks - 2]
    span = round((steady[-1] - steady[0]) / CLOCK_NS)  # clocks for len(steady) - 1 blocks
    clocks = span / (len(steady) - 1)
    exact = expected_clocks_per_block(tb.block_bytes, tb.lanes)
    dut._log.info("%.3f clocks per block (expected %s)", clocks, exact)
    if exact is not None:
        assert span == exact * (len(steady) - 1), (
            f"{clocks:.3f} clocks per block, the input allows {exact}"
        )
    else:
        bound = tb.block_bytes / tb.lanes + 1
        assert clocks <= bound, f"{clocks:.3f} clocks per block, more than {bound:.3f}"


@cocotb.test()
async def random_messages_random_stalls(dut: SimHandleBase) -> None:
    """Random messages under random s_tvalid and b_ready stalls: every block as the model
    pads it, framing and tid right, outputs held while not taken."""
    tb = await _bench(dut, "random_messages_random_stalls")
    tb.set_stalls(source=True, sink=True)
    n = messages()
    await tb.expect([tb.send(tb.random_message(), tb.random_tid()) for _ in range(n)])


@cocotb.test()
async def every_boundary_length(dut: SimHandleBase) -> None:
    """Every length where the pad byte, the length field or a beat meets a block edge."""
    tb = await _bench(dut, "every_boundary_length")
    tb.set_stalls(source=True, sink=True)
    lengths = [n for n in boundary_lengths(tb.block_bytes, tb.lanes, 3) if n <= tb.rule.max_bytes]
    await tb.expect([tb.send(tb.rng.randbytes(n), tb.random_tid()) for n in lengths])


@cocotb.test()
async def zero_length_and_empty_last_beat(dut: SimHandleBase) -> None:
    """keep=0 tlast beat = empty message; an empty tlast beat after full beats adds nothing."""
    tb = await _bench(dut, "zero_length_and_empty_last_beat")
    for stalled in (False, True):
        tb.set_stalls(source=stalled, sink=stalled)
        expected = [tb.send(b"", tb.random_tid())]
        beats_per_block = max(1, tb.block_bytes // tb.lanes)
        for beats in sorted({1, 2, beats_per_block, beats_per_block + 1, 3 * beats_per_block}):
            n = beats * tb.lanes
            if n <= tb.rule.max_bytes:
                expected.append(tb.send(tb.rng.randbytes(n), tb.random_tid(), empty_last=True))
        expected.append(tb.send(b"", tb.random_tid()))
        await tb.expect(expected)


# --- malformed streams ---------------------------------------------------------------------


def _keep_hole(tb: PadBench, tid: int) -> list[Beat]:
    full = 2**tb.lanes - 1
    beats = [Beat(tb.rng.randbytes(tb.lanes), full, tid) for _ in range(tb.rng.randint(0, 2))]
    while True:
        keep = tb.rng.randrange(1, 2**tb.lanes)
        if not is_contiguous_from_lane0(keep):
            break
    return beats + [Beat(tb.rng.randbytes(tb.lanes), keep, tid)]


def _partial_beat(tb: PadBench, tid: int) -> list[Beat]:
    full = 2**tb.lanes - 1
    # after a whole block of good beats sometimes, so a block leaves before the error
    before = tb.rng.choice([0, 1, max(1, tb.block_bytes // tb.lanes) + 1])
    beats = [Beat(tb.rng.randbytes(tb.lanes), full, tid) for _ in range(before)]
    beats.append(Beat(tb.rng.randbytes(tb.lanes), tb.rng.choice([0, 1, full >> 1]), tid))
    beats += [Beat(tb.rng.randbytes(tb.lanes), full, tid) for _ in range(tb.rng.randint(0, 2))]
    beats.append(Beat(tb.rng.randbytes(tb.lanes), tb.rng.randint(0, 1), tid))
    return beats


def _tid_change(tb: PadBench, tid: int) -> list[Beat]:
    other = (tid + tb.rng.randrange(1, 2**tb.tid_w)) % 2**tb.tid_w
    n = tb.rng.randint(tb.lanes + 1, tb.block_bytes + 2 * tb.lanes)
    beats = message_beats(tb.rng.randbytes(n), tb.lanes, tid, tb.rng)
    beats[tb.rng.randrange(1, len(beats))].tid = other
    return beats


MAKERS: dict[str, Callable[[PadBench, int], list[Beat]]] = {
    "keep hole on the last beat": _keep_hole,
    "partial beat without tlast": _partial_beat,
    "tid change mid-message": _tid_change,
}


@cocotb.test()
async def malformed_messages(dut: SimHandleBase) -> None:
    """Each malformed case ends its message with exactly one b_last block with b_error=1
    and the message after it pads correctly (random mix, random stalls)."""
    tb = await _bench(dut, "malformed_messages")
    tb.set_stalls(source=True, sink=True)
    expected: list[Expected] = []
    for _ in range(3):
        for what, make in MAKERS.items():
            tid = tb.random_tid()
            expected.append(tb.send_bad(make(tb, tid), tid, what))
            expected.append(tb.send(tb.random_message(blocks=2), tb.random_tid()))
    await tb.expect(expected)


@cocotb.test(skip=_rule().max_bytes_w > 16)
async def too_long(dut: SimHandleBase) -> None:
    """With a small MAX_BYTES_W: 2^W - 1 bytes pads normally, longer is an error, and the
    next message pads correctly."""
    tb = await _bench(dut, "too_long")
    tb.set_stalls(source=True, sink=True)
    limit = tb.rule.max_bytes
    expected = [tb.send(tb.rng.randbytes(limit), tb.random_tid())]
    for n in (limit + 1, limit + tb.lanes, tb.rng.randint(limit + 1, limit + 2 * tb.block_bytes)):
        tid = tb.random_tid()
        beats = message_beats(tb.rng.randbytes(n), tb.lanes, tid, tb.rng)
        expected.append(tb.send_bad(beats, tid, f"{n} bytes, too long"))
        expected.append(tb.send(tb.random_message(blocks=1), tb.random_tid()))
    await tb.expect(expected)


# --- reset ---------------------------------------------------------------------------------


@cocotb.test()
async def reset_mid_message(dut: SimHandleBase) -> None:
    """Reset at a random point of a message (input side, or with blocks waiting for
    b_ready) discards it: no block of it follows the reset, the next message pads right."""
    tb = await _bench(dut, "reset_mid_message")
    for _ in range(8):
        tb.set_stalls(source=True, sink=tb.rng.random() < 0.5)
        n = tb.rng.randint(tb.block_bytes // 2, min(4 * tb.block_bytes, tb.rule.max_bytes))
        tb.send(tb.rng.randbytes(n), tb.random_tid())
        span = 2 * block_count(n, tb.rule) * (tb.block_bytes // tb.lanes + 1)  # ~ its duration
        await ClockCycles(dut.clk, tb.rng.randint(1, span))
        await tb.reset(cycles=tb.rng.randint(1, 3))
        tb.set_stalls(source=True, sink=True)
        await tb.expect([tb.send(tb.random_message(blocks=2), tb.random_tid())])
