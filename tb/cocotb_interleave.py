"""cocotb tests of interleaved messages on a stream top with several contexts.

A core with `Core.contexts` > 1 takes beats of different `s_tid` interleaved beat by beat
(rtl/sha2/hc_sha2_gen_stream.v): each s_tid is bound to a context while it has anything
in the core, at most `contexts` distinct s_tid are open at once (a beat of one more waits
with s_tready low), the messages of one s_tid are hashed and answered in order, and the
digests of different tids leave as their messages finish, tagged with m_tid.

The bench drives s_* itself, one beat per clock at most, from several independent message
streams: each clock it either stalls (a random pattern) or puts the next beat of a randomly
chosen stream on the bus, and holds it (data, keep, last, tid) until s_tready takes it, as
AXI4-Stream requires. It never opens more than `contexts` tids at once unless a test means
to (a tid is open from its first beat taken until its last output is taken), so a stream
in the middle of a message can always go on. m_ready follows a random pattern too.

Every output is matched to the oldest message of its m_tid still in the core, and checked
against the registry's reference (hashlib): digest, m_error (exactly on the malformed
messages of docs/interface.md, "Errors"), and that an output comes for every message and
for nothing else.

Environment (set by tests/test_interleave.py through hashcores.sim.run):
    HASHCORES_CORE      core name in hashcores.registry (required; contexts > 1)
    HASHCORES_MESSAGES  about how many messages a test sends over all streams (20)
    RANDOM_SEED         cocotb's seed; every test derives its own generator from it

The design needs TID_W with 2**TID_W > contexts (tests that open one tid too many).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

import cocotb
from cocotb.handle import SimHandleBase
from cocotb.triggers import ClockCycles, RisingEdge

from hashcores.sim.clocked import STREAM_TB_TOP
from hashcores.sim.tbkit import (
    require_clocked,
    CLOCK_NS,
    core_under_test,
    Beat,
    HandshakeSink,
    always,
    is_contiguous_from_lane0,
    message_beats,
    messages,
    never,
    random_length,
    seeded_rng,
    stalls,
)


@dataclass(eq=False)
class Message:
    """One message of a stream: its beats, and what the core must answer for it."""

    #: The bytes hashed, or None for a malformed message (the answer is m_error = 1).
    content: bytes | None
    beats: list[Beat]
    what: str
    #: Its s_tid: given by the stream, or chosen when its first beat goes on the bus.
    tid: int | None = None
    #: Beats the core has taken.
    sent: int = 0
    #: Its output has been taken and checked.
    answered: bool = False

    @property
    def malformed(self) -> bool:
        return self.content is None

    @property
    def all_in(self) -> bool:
        return self.sent == len(self.beats)

    def set_tid(self, tid: int) -> None:
        self.tid = tid
        for beat in self.beats:
            beat.tid = tid

    def describe(self) -> str:
        return f"{self.what} (tid {self.tid}, {self.sent}/{len(self.beats)} beats in)"


@dataclass(eq=False)
class Stream:
    """An independent run of messages, sent in order, interleaved with other streams.

    With `tid` given, every message of the stream has that tid; without, each message
    takes a tid when its first beat is due: the stream's previous one or a free one.
    """

    name: str
    queue: deque[Message]
    tid: int | None = None
    weight: float = 1.0
    fixed: bool = field(init=False)

    def __post_init__(self) -> None:
        self.fixed = self.tid is not None


class InterleaveBench:
    """The stream top under test, driven beat by beat from several streams."""

    def __init__(self, dut: SimHandleBase, rng: random.Random) -> None:
        self.dut = dut
        self.rng = rng
        self.core = core_under_test()
        self.contexts = self.core.contexts
        self.data_w = len(dut.s_tdata)
        self.lanes = self.data_w // 8
        self.tid_w = len(dut.s_tid)
        self.digest_bits = len(dut.m_digest)
        self.block_bytes = self.core.algorithm.block_bits // 8
        assert self.contexts > 1, f"{self.core.name} has one context: nothing interleaves"
        assert 2**self.tid_w > self.contexts, (
            f"TID_W={self.tid_w} gives {2**self.tid_w} tids; the tests need more than "
            f"{self.contexts} (the contexts of {self.core.name})"
        )
        assert self.digest_bits == self.core.algorithm.digest_bits
        # the clock: tb/hc_stream_tb.v makes it (hashcores.sim.clocked)
        require_clocked(dut, STREAM_TB_TOP)
        dut.rst_n.value = 0
        self._idle()
        self.sink = HandshakeSink(
            dut.clk,
            dut.rst_n,
            dut.m_valid,
            dut.m_ready,
            {"digest": dut.m_digest, "tid": dut.m_tid, "error": dut.m_error},
        )
        self.in_stalls: Iterator[bool] = never()
        #: Messages whose first beat went in and that are not both all in and answered.
        self.live: list[Message] = []
        #: Per tid, the messages in the core not answered yet, oldest first.
        self.unanswered: dict[int, deque[Message]] = {}
        self.answers = 0
        #: Clocks in which a stream could not start a message: every context was bound.
        self.held_back = 0
        self.most_open = 0
        dut._log.info(
            "core %s (%s): DATA_W=%d TID_W=%d, %d contexts",
            self.core.name, self.core.top, self.data_w, self.tid_w, self.contexts,
        )

    # --- control -------------------------------------------------------------------

    def set_stalls(self, source: bool, sink: bool) -> None:
        """Random stalls on s_tvalid and/or m_ready (False: full rate)."""
        self.in_stalls = stalls(self.rng) if source else never()
        self.sink.pattern = stalls(self.rng) if sink else never()

    def _idle(self) -> None:
        self.dut.s_tvalid.value = 0
        self.dut.s_tlast.value = 0
        self.dut.s_tkeep.value = 0
        self.dut.s_tdata.value = 0
        self.dut.s_tid.value = 0

    def _present(self, msg: Message) -> None:
        """Put the next beat of `msg` on the bus (s_tlast on its last beat)."""
        beat = msg.beats[msg.sent]
        self.dut.s_tdata.value = int.from_bytes(beat.data, "little")  # lane 0 = byte 0
        self.dut.s_tkeep.value = beat.keep
        self.dut.s_tlast.value = int(msg.sent == len(msg.beats) - 1)
        self.dut.s_tid.value = beat.tid
        self.dut.s_tvalid.value = 1

    async def reset(self, cycles: int = 2) -> None:
        """Synchronous reset: forget everything in flight; m_valid must be 0 after it."""
        self._idle()
        self.dut.rst_n.value = 0
        await ClockCycles(self.dut.clk, cycles)
        self.dut.rst_n.value = 1
        self.live.clear()
        self.unanswered.clear()
        self.sink.take()  # outputs before the reset were legal; none may follow it
        await RisingEdge(self.dut.clk)
        assert self.dut.m_valid.value.is_resolvable and not int(self.dut.m_valid.value), (
            "m_valid is not 0 right after reset"
        )

    # --- stimulus ------------------------------------------------------------------

    def good(self, length: int | None = None, blocks: int = 3) -> Message:
        if length is None:
            length = random_length(self.rng, self.block_bytes, self.lanes, blocks)
        content = self.rng.randbytes(length)
        empty_last = length % self.lanes == 0 and length > 0 and self.rng.random() < 0.2
        beats = message_beats(content, self.lanes, 0, self.rng, empty_last)
        return Message(content, beats, f"{length}-byte message")

    def _prefix_beats(self) -> int:
        """Full beats before a malformed beat: none, around one block, up to two."""
        per_block = max(1, self.block_bytes // self.lanes)
        return self.rng.choice(
            [0, 1, per_block - 1, per_block, per_block + 1, self.rng.randint(0, 2 * per_block)]
        )

    def keep_hole(self) -> Message:
        """Full beats, then a last beat whose keep is not a run of ones from lane 0."""
        full = 2**self.lanes - 1
        beats = [Beat(self.rng.randbytes(self.lanes), full) for _ in range(self._prefix_beats())]
        while True:
            keep = self.rng.randrange(1, full + 1)
            if not is_contiguous_from_lane0(keep):
                break
        beats.append(Beat(self.rng.randbytes(self.lanes), keep))
        return Message(None, beats, f"malformed: keep {keep:#x} on the last of {len(beats)} beats")

    def partial_beat(self) -> Message:
        """A beat without tlast whose keep is not all ones, then more beats to tlast."""
        full = 2**self.lanes - 1
        beats = [Beat(self.rng.randbytes(self.lanes), full) for _ in range(self._prefix_beats())]
        keep = self.rng.choice([0, 1, full >> 1, self.rng.randrange(0, full)])
        at = len(beats)
        beats.append(Beat(self.rng.randbytes(self.lanes), keep))
        beats += [Beat(self.rng.randbytes(self.lanes), full) for _ in range(self.rng.randint(0, 3))]
        last = self.rng.randint(0, self.lanes)
        beats.append(Beat(self.rng.randbytes(self.lanes), (1 << last) - 1))
        return Message(None, beats, f"malformed: keep {keep:#x} on beat {at} of {len(beats)}")

    def malformed(self) -> Message:
        return self.keep_hole() if self.rng.random() < 0.5 else self.partial_beat()

    def stream_messages(self, count: int, bad_share: float = 0.0, blocks: int = 3) -> list[Message]:
        """`count` good messages, some replaced by a malformed one followed by a good one
        (so that the message after an error, of the same stream, is checked too)."""
        out: list[Message] = []
        while len(out) < count:
            if self.rng.random() < bad_share:
                out += [self.malformed(), self.good(blocks=blocks)]
            else:
                out.append(self.good(blocks=blocks))
        return out

    def streams(
        self,
        count: int,
        per_stream: int,
        *,
        fixed_tids: bool = True,
        bad_share: float = 0.0,
    ) -> list[Stream]:
        """`count` streams of about `per_stream` messages each (one distinct tid per
        stream, or tids from the whole tid space), with an empty message, a multi-block
        one and (with `bad_share`) one of each malformed kind somewhere among them."""
        tids = self.rng.sample(range(2**self.tid_w), count) if fixed_tids else [None] * count
        queues = [self.stream_messages(per_stream, bad_share) for _ in range(count)]
        extra = [self.good(0), self.good(self.rng.randint(2 * self.block_bytes, 4 * self.block_bytes))]
        if bad_share:
            extra += [self.keep_hole(), self.good(), self.partial_beat(), self.good()]
        for i in range(0, len(extra), 2):
            q = self.rng.choice(queues)
            at = self.rng.randint(0, len(q))
            q[at:at] = extra[i : i + 2]
        return [
            Stream(f"stream {i}", deque(q), tid)
            for i, (q, tid) in enumerate(zip(queues, tids))
        ]

    # --- the driver ----------------------------------------------------------------

    def open_tids(self) -> set[int]:
        return {m.tid for m in self.live if m.tid is not None}

    def _tid_for(self, stream: Stream, streams: Sequence[Stream], open_now: set[int]) -> int | None:
        """The tid the stream's next message may start with now, or None (it waits)."""
        room = len(open_now) < self.contexts
        if stream.fixed:
            return stream.tid if (stream.tid in open_now or room) else None
        # a tid another stream holds would merge two messages into one: never share
        taken = {s.tid for s in streams if s is not stream and s.tid is not None}
        free = [t for t in range(2**self.tid_w) if t not in taken and (t in open_now or room)]
        if not free:
            return None
        if stream.tid in free and self.rng.random() < 0.5:
            return stream.tid
        return self.rng.choice(free)

    def _pick(self, streams: Sequence[Stream]) -> tuple[Stream, Message] | None:
        """The next beat to put on the bus: of a random stream that may send now."""
        open_now = self.open_tids()
        options: list[tuple[Stream, int]] = []
        for stream in streams:
            if not stream.queue:
                continue
            msg = stream.queue[0]
            if msg.sent:  # mid-message: its tid is bound, it can always go on
                assert msg.tid is not None
                options.append((stream, msg.tid))
                continue
            tid = self._tid_for(stream, streams, open_now)
            if tid is None:
                self.held_back += 1
            else:
                options.append((stream, tid))
        if not options:
            return None
        stream, tid = self.rng.choices(options, weights=[s.weight for s, _ in options])[0]
        msg = stream.queue[0]
        if not msg.sent:
            msg.set_tid(tid)
            stream.tid = tid
        return stream, msg

    def _taken(self) -> bool:
        """The beat on the bus went in at this clock edge."""
        ready = self.dut.s_tready.value
        assert ready.is_resolvable, f"s_tready undefined ({ready}) with s_tvalid high"
        return bool(int(ready))

    def _went_in(self, msg: Message) -> None:
        if msg.sent == 0:
            assert msg.tid is not None
            open_now = self.open_tids()
            assert msg.tid in open_now or len(open_now) < self.contexts, (
                f"the first beat of {msg.describe()} went in while {len(open_now)} other "
                f"tids {sorted(open_now)} were open: only {self.contexts} contexts"
            )
            self.live.append(msg)
            self.unanswered.setdefault(msg.tid, deque()).append(msg)
            self.most_open = max(self.most_open, len(open_now) + (msg.tid not in open_now))
        msg.sent += 1
        if msg.all_in and msg.answered:
            self.live.remove(msg)

    def collect(self) -> None:
        """Check the outputs taken so far, each against the oldest message of its m_tid."""
        for out in self.sink.take():
            tid, error, digest = out.values["tid"], out.values["error"], out.values["digest"]
            where = f"output at {out.time_ns} ns"
            assert tid is not None and error is not None, f"{where}: m_tid/m_error undefined"
            waiting = self.unanswered.get(tid)
            assert waiting, (
                f"{where}: m_tid {tid}, but no message of tid {tid} is in the core "
                f"(tids in the core: {sorted(t for t, q in self.unanswered.items() if q)})"
            )
            msg = waiting.popleft()
            where += f" for {msg.describe()}"
            msg.answered = True
            self.answers += 1
            if msg.all_in:
                self.live.remove(msg)
            if msg.malformed:
                assert error, f"{where}: malformed message but m_error=0"
                continue
            assert msg.content is not None
            assert msg.all_in, f"{where}: a digest before the message's last beat went in"
            assert not error, f"{where}: m_error=1 for a well-formed message"
            assert digest is not None, f"{where}: m_digest has X/Z bits"
            got = digest.to_bytes(self.digest_bits // 8, "big")
            want = self.core.algorithm.digest(msg.content)
            assert got == want, (
                f"{where}: digest {got.hex()}, expected {want.hex()} "
                f"(message {msg.content.hex()})"
            )

    def budget_cycles(self, msgs: Sequence[Message]) -> int:
        """A generous bound on the clocks `msgs` need (stalls can take 10x)."""
        beats = sum(len(m.beats) for m in msgs) + 2 * len(msgs)
        blocks = sum(len(m.beats) * self.lanes // self.block_bytes + 2 for m in msgs)
        return 20 * (blocks * max(self.core.clocks_per_block, 1) + beats) + 2000

    async def offer(self, msg: Message, limit: int) -> int:
        """Put the next beat of `msg` on the bus and hold it until it goes in; the
        clocks it waited. Fails after `limit` clocks."""
        self._present(msg)
        waited = 0
        while True:
            await RisingEdge(self.dut.clk)
            self.collect()
            if self._taken():
                self._went_in(msg)
                self._idle()
                return waited
            waited += 1
            assert waited <= limit, (
                f"s_tready low for {limit} clocks with the next beat of {msg.describe()} "
                f"(open tids: {sorted(self.open_tids())})"
            )

    async def run(self, streams: Sequence[Stream]) -> None:
        """Send every message of `streams`, interleaved beat by beat, with the input
        stall pattern; outputs are checked as they come."""
        queued = [m for s in streams for m in s.queue]
        done = [m.describe() for m in queued if m.all_in]
        assert not done, f"bench error: messages queued with no beat left to send: {done}"
        limit = self.budget_cycles(queued)
        current: tuple[Stream, Message] | None = None
        waited = 0
        while current is not None or any(s.queue for s in streams):
            await RisingEdge(self.dut.clk)
            self.collect()
            if current is not None:
                stream, msg = current
                if not self._taken():
                    waited += 1
                    assert waited <= limit, (
                        f"s_tready low for {limit} clocks with the next beat of "
                        f"{msg.describe()} of {stream.name} (open tids: "
                        f"{sorted(self.open_tids())}): deadlock"
                    )
                    continue  # AXI4-Stream: hold the beat until it goes in
                self._went_in(msg)
                if msg.all_in:
                    stream.queue.popleft()
                current = None
            if next(self.in_stalls):
                self._idle()
                continue
            current = self._pick(streams)
            if current is None:
                self._idle()
                continue
            waited = 0
            self._present(current[1])
        self._idle()

    async def finish(self, sent: Sequence[Message]) -> None:
        """Wait for the output of every message still in the core, then a quiet period:
        nothing more may come out. Checks the handshake rule on m_*."""
        limit = self.budget_cycles(sent)
        for _ in range(limit):
            if not any(self.unanswered.values()):
                break
            await RisingEdge(self.dut.clk)
            self.collect()
        left = [m.describe() for q in self.unanswered.values() for m in q]
        assert not left, f"deadlock or lost message: no output within {limit} clocks for {left}"
        await ClockCycles(self.dut.clk, 4 * max(self.core.clocks_per_block, 1) + 20)
        self.collect()
        missing = [m.describe() for m in sent if not m.answered]
        assert not missing, f"messages without an output: {missing}"
        assert not self.sink.violations, "AXI handshake violations on m_*:\n" + "\n".join(
            self.sink.violations[:10]
        )


def _all(streams: Sequence[Stream]) -> list[Message]:
    return [m for s in streams for m in s.queue]


def _per_stream(streams: int) -> int:
    return max(2, -(-messages() // streams))


async def _bench(dut: SimHandleBase, name: str) -> InterleaveBench:
    seed = cocotb.RANDOM_SEED
    rng = seeded_rng(seed, name)
    dut._log.info("%s: RANDOM_SEED=%s (rerun with HASHCORES_SEED=%s)", name, seed, seed)
    tb = InterleaveBench(dut, rng)
    await tb.reset(cycles=3)
    return tb


async def _run_and_check(tb: InterleaveBench, streams: list[Stream]) -> None:
    sent = _all(streams)
    await tb.run(streams)
    await tb.finish(sent)
    bad = sum(m.malformed for m in sent)
    tb.dut._log.info(
        "%d messages (%d malformed) from %d streams: all answered; at most %d tids open, "
        "%d stream-clocks held back for a free context",
        len(sent), bad, len(streams), tb.most_open, tb.held_back,
    )


# --- tests -----------------------------------------------------------------------------


@cocotb.test()
async def interleaved_streams(dut: SimHandleBase) -> None:
    """`contexts` streams, one distinct tid each, of random messages (0 bytes to a few
    blocks, block and beat edges favoured), interleaved beat by beat in random order
    under random s_tvalid and m_ready stalls: every digest right, tagged with its tid,
    the messages of each tid answered in order."""
    tb = await _bench(dut, "interleaved_streams")
    tb.set_stalls(source=True, sink=True)
    streams = tb.streams(tb.contexts, _per_stream(tb.contexts))
    await _run_and_check(tb, streams)
    assert tb.most_open > 1, "the streams never had two messages in the core at once"


@cocotb.test()
async def interleaved_with_malformed(dut: SimHandleBase) -> None:
    """As interleaved_streams, with malformed messages (a partial beat mid-message, a
    hole in the last keep) among them: exactly one output with m_error=1 for each, and
    the other streams' digests and the next message of the same tid are right."""
    tb = await _bench(dut, "interleaved_with_malformed")
    tb.set_stalls(source=True, sink=True)
    streams = tb.streams(tb.contexts, _per_stream(tb.contexts), bad_share=0.3)
    await _run_and_check(tb, streams)


@cocotb.test()
async def same_tid_back_to_back(dut: SimHandleBase) -> None:
    """One stream sends many short messages (and one malformed) of one tid back to back,
    each going in while the one before is still in the core, answered in order, while
    the other streams send long messages, all interleaved, under random stalls."""
    tb = await _bench(dut, "same_tid_back_to_back")
    tb.set_stalls(source=True, sink=True)
    tids = tb.rng.sample(range(2**tb.tid_w), tb.contexts)
    burst = [tb.good(blocks=1) for _ in range(max(6, messages() // 2))]
    burst.insert(tb.rng.randrange(len(burst)), tb.malformed())
    streams = [Stream("burst", deque(burst), tids[0], weight=4.0)]
    for i, tid in enumerate(tids[1:]):
        longs = [
            tb.good(tb.rng.randint(2 * tb.block_bytes, 4 * tb.block_bytes))
            for _ in range(2)
        ]
        streams.append(Stream(f"long {i}", deque(longs), tid))
    await _run_and_check(tb, streams)


@cocotb.test()
async def more_tids_than_contexts(dut: SimHandleBase) -> None:
    """contexts + 1 streams whose messages take tids from the whole tid space (a stream
    keeps its tid or moves to a free one): contexts are bound, freed and bound again to
    other tids; a stream starts a message of a new tid only while a context is free.
    Random stalls and malformed messages as above."""
    tb = await _bench(dut, "more_tids_than_contexts")
    tb.set_stalls(source=True, sink=True)
    count = tb.contexts + 1
    streams = tb.streams(count, _per_stream(count), fixed_tids=False, bad_share=0.2)
    await _run_and_check(tb, streams)


@cocotb.test()
async def extra_tid_waits_for_a_free_context(dut: SimHandleBase) -> None:
    """With every context bound (contexts - 1 messages half sent, one sent whole with its
    output held by m_ready low), a beat of one more tid waits with s_tready low; it goes
    in only after that output is taken, and then everything hashes correctly.

    Round 0 is the minimal case: one full beat of each of contexts - 1 messages, then a
    zero-length message, then the zero-length message of one more tid; no input stalls.
    Rounds 1 and 2: random lengths, the freeing message well-formed, then malformed."""
    tb = await _bench(dut, "extra_tid_waits_for_a_free_context")
    for round_ in range(3):
        tb.set_stalls(source=False, sink=False)
        tb.sink.pattern = always()  # m_ready low: the freeing output stays in the core
        tids = tb.rng.sample(range(2**tb.tid_w), tb.contexts + 1)
        minimal = round_ == 0
        holders = []
        for tid in tids[: tb.contexts - 1]:
            # more than a beat (so its first beat is not its last), up to 3 blocks, or up
            # to two beats where a beat holds more (Luffa's 32-byte blocks at DATA_W 1024)
            msg = tb.good(tb.rng.randint(tb.lanes + 1, max(3 * tb.block_bytes, 2 * tb.lanes)))
            msg.set_tid(tid)
            holders.append(msg)
        freeing = tb.good(0) if minimal else tb.malformed() if round_ == 2 else tb.good(blocks=1)
        freeing.set_tid(tids[-2])
        extra = tb.good(0) if minimal else tb.good(blocks=2)
        extra.set_tid(tids[-1])
        limit = tb.budget_cycles([*holders, freeing, extra])

        # first beats of the holders (interleaved, never the last), then all of freeing
        order = [
            m for m in holders for _ in range(1 if minimal else tb.rng.randint(1, len(m.beats) - 1))
        ]
        tb.rng.shuffle(order)
        for msg in order + [freeing] * len(freeing.beats):
            await tb.offer(msg, limit)
        assert tb.open_tids() == set(tids[:-1]), f"open tids {sorted(tb.open_tids())}"
        dut._log.info(
            "round %d: holders %s, freeing %s, extra %s",
            round_, [m.describe() for m in holders], freeing.describe(), extra.describe(),
        )

        # the extra tid's first beat waits while the freeing output is pending
        tb._present(extra)
        held, pending_for = 0, 0
        while pending_for < 20 + tb.rng.randint(0, 20):
            await RisingEdge(dut.clk)
            tb.collect()
            assert not tb._taken(), (
                f"round {round_}: the first beat of tid {tids[-1]} went in after {held} "
                f"clocks, while the output of {freeing.describe()} was "
                f"{'on m_* (m_valid=1) for ' + str(pending_for) + ' clocks, not taken' if pending_for else 'not out yet'} "
                f"(open tids: {sorted(tb.open_tids())}, {tb.contexts} contexts)"
            )
            held += 1
            pending_for += int(dut.m_valid.value.is_resolvable and int(dut.m_valid.value))
            assert held <= limit, f"round {round_}: no output for {freeing.describe()}"
        # take the output: the beat must go in now (the check that its tid found a free
        # context is in _went_in: freeing has been answered by then)
        tb.sink.pattern = stalls(tb.rng)
        waited = 0
        while True:
            await RisingEdge(dut.clk)
            tb.collect()
            if tb._taken():
                tb._went_in(extra)
                break
            waited += 1
            assert waited <= limit, (
                f"round {round_}: the beat of tid {tids[-1]} still waits {limit} clocks "
                f"after m_ready went up (answered: {freeing.answered})"
            )
        tb._idle()
        assert freeing.answered, f"round {round_}: the freeing message has no output"
        dut._log.info("round %d: the extra tid's beat waited %d + %d clocks", round_, held, waited)

        # the rest, interleaved, under stalls. A stream queues only messages with beats
        # left: the extra message is all in already when it has one beat (round 0).
        tb.set_stalls(source=True, sink=True)
        streams = [Stream(f"holder {i}", deque([m]), m.tid) for i, m in enumerate(holders)]
        after_extra = [extra] if not extra.all_in else []
        streams.append(Stream("extra", deque([*after_extra, tb.good()]), extra.tid))
        rest = _all(streams)
        await tb.run(streams)
        await tb.finish([freeing, *([] if after_extra else [extra]), *rest])


@cocotb.test()
async def reset_mid_interleaved_traffic(dut: SimHandleBase) -> None:
    """Reset at a random clock in the middle of interleaved traffic (messages half sent,
    blocks in the pipeline, digests pending) discards all of it: nothing from before
    comes out after the reset, and the interleaved traffic after it hashes correctly."""
    tb = await _bench(dut, "reset_mid_interleaved_traffic")
    for round_ in range(3):
        tb.set_stalls(source=True, sink=True)
        before = tb.streams(tb.contexts, 2, fixed_tids=round_ != 1, bad_share=0.2)
        task = cocotb.start_soon(tb.run(before))
        beats = sum(len(m.beats) for m in _all(before))
        await ClockCycles(dut.clk, tb.rng.randint(1, 2 * beats))
        if task.done():
            task.result()  # a failure before the reset surfaces here
        task.kill()
        await tb.reset(cycles=tb.rng.randint(1, 3))
        after = tb.streams(tb.contexts, 2, fixed_tids=round_ != 2, bad_share=0.1)
        await _run_and_check(tb, after)
