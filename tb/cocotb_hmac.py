"""cocotb tests for the HMAC stream tops (docs/hmac.md), inside tb/hc_hmac_tb.v.

Environment (set by tests/test_hmac.py through hashcores.sim.run):
    HASHCORES_HMAC_CORE  HMAC core name in hashcores.hmac_cores (required)
    HASHCORES_MESSAGES   operations in the random test (40)
    RANDOM_SEED          cocotb's seed; every test derives its own generator from it

The bench keeps a model of the key contexts (which key each holds, or none) and expects,
for every MAC operation, Python's `hmac` of the context's key truncated to m_mac's width,
or m_error when the message is malformed or its context holds no key. Widths are read
from the ports. s_tuser of the bench is {s_tkey, s_top}.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from dataclasses import dataclass

import cocotb
from cocotb.handle import SimHandleBase
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiStreamSource

from hashcores.hmac_sim import HMAC_TB_TOP
from hashcores.hmac_cores import OP_KEY, OP_MAC, OP_RESERVED, OP_WIPE, get_hmac_core, rfc_cases
from hashcores.sim.hmac_streams import Operation, interleave, make_operation, outcomes
from hashcores.sim.spacing import aggregate_spacing
from hashcores.sim.tbkit import (
    CLOCK_NS,
    Beat,
    Handshake,
    HandshakeSink,
    axis_bus,
    env_int,
    frame,
    message_beats,
    never,
    random_length,
    require_clocked,
    seeded_rng,
    stalls,
)

@dataclass(frozen=True)
class Expected:
    """One MAC operation's output: its MAC (None: m_error expected) and tid; `also`, other
    outputs it may have instead (a MAC beside a key load of its context)."""

    mac: bytes | None
    tid: int
    what: str
    also: tuple[bytes | None, ...] = ()


class HmacBench:
    """The HMAC top with a stalling operation source, a MAC sink and a key-context model."""

    def __init__(self, dut: SimHandleBase, rng: random.Random) -> None:
        require_clocked(dut, HMAC_TB_TOP)
        self.dut = dut
        self.rng = rng
        self.core = get_hmac_core(os.environ["HASHCORES_HMAC_CORE"])
        self.lanes = len(dut.s_tdata) // 8
        self.tid_w = len(dut.s_tid)
        self.key_w = len(dut.s_tuser) - 2
        self.mac_bits = len(dut.m_mac)
        self.block_bytes = self.core.algorithm.block_bits // 8
        #: the model: the key of each slot (context), None when it holds none
        self.keys: list[bytes | None] = [None] * self.core.slots
        self.source = AxiStreamSource(axis_bus(dut, "s"), dut.clk)
        self.sink = HandshakeSink(dut.clk, dut.rst_n, dut.m_valid, dut.m_ready,
                                  {"mac": dut.m_mac, "tid": dut.m_tid, "error": dut.m_error})
        dut.rst_n.value = 0

    # --- control -----------------------------------------------------------------------

    def set_stalls(self, source: bool, sink: bool) -> None:
        self.source.set_pause_generator(stalls(self.rng) if source else never())
        self.sink.pattern = stalls(self.rng) if sink else never()

    async def reset(self, cycles: int = 2) -> None:
        """Reset: every context forgets its key (the model too)."""
        self.source.clear()
        self.source.assert_reset(True)
        self.dut.rst_n.value = 0
        await ClockCycles(self.dut.clk, cycles)
        self.dut.rst_n.value = 1
        self.source.assert_reset(False)
        self.sink.take()
        self.keys = [None] * self.core.slots
        await RisingEdge(self.dut.clk)
        assert self.dut.m_valid.value.is_resolvable and not int(self.dut.m_valid.value), (
            "m_valid is not 0 right after reset")

    # --- operations --------------------------------------------------------------------

    def _send(self, beats: list[Beat], op: int, key: int) -> None:
        """An operation's beats, s_tuser = {s_tkey, s_top} on each."""
        self.source.send_nowait(frame(beats, tuser=(key << 2) | op))

    def _set(self, key: int, secret: bytes | None) -> None:
        slot = self.core.slot(key)
        if slot is not None:
            self.keys[slot] = secret

    def load_key(self, key: int, secret: bytes) -> None:
        self._send(message_beats(secret, self.lanes, 0, self.rng), OP_KEY, key)
        self._set(key, secret)

    def wipe(self, key: int) -> None:
        self._send(message_beats(b"", self.lanes, 0, self.rng), OP_WIPE, key)
        self._set(key, None)

    def mac(self, key: int, message: bytes, tid: int) -> Expected:
        self._send(message_beats(message, self.lanes, tid, self.rng), OP_MAC, key)
        return self.expected_mac(key, message, tid)

    def expected_mac(self, key: int, message: bytes, tid: int) -> Expected:
        """What a MAC operation must give (the caller sends it)."""
        what = f"{len(message)}-byte MAC under context {key}"
        slot = self.core.slot(key)
        if slot is None or self.keys[slot] is None:
            return Expected(None, tid, what + " (no key)")
        return Expected(self.core.mac(self.keys[slot], message, self.mac_bits), tid, what)

    def malformed(self, op: int, key: int, tid: int) -> Expected | None:
        """An operation whose second beat has a partial tkeep without tlast."""
        beats = message_beats(self.rng.randbytes(3 * self.lanes), self.lanes, tid, self.rng)
        beats[1] = Beat(beats[1].data, (1 << (self.lanes // 2)) - 1 if self.lanes > 1 else 0, tid)
        self._send(beats, op, key)
        if op == OP_KEY:
            self._set(key, None)   # a malformed key load wipes the context
            return None
        return Expected(None, tid, f"malformed operation {op}")

    def random_tid(self) -> int:
        return self.rng.randrange(2**self.tid_w)

    def random_key_index(self) -> int:
        """A context; without contexts any s_tkey (it is ignored)."""
        return self.rng.randrange(self.core.keys or 2**self.key_w)

    def random_secret(self) -> bytes:
        """A key of 0 to 3 blocks (half of the time around the block size)."""
        if self.rng.random() < 0.5:
            n = self.rng.choice([0, 1, self.block_bytes - 1, self.block_bytes,
                                 self.block_bytes + 1, 2 * self.block_bytes])
        else:
            n = self.rng.randint(0, 3 * self.block_bytes)
        return self.rng.randbytes(n)

    # --- checking ----------------------------------------------------------------------

    async def expect(self, expected: list[Expected], blocks: int) -> list[float]:
        """Wait for one output per MAC operation and check each in order; returns the
        times they were taken. `blocks` bounds the work sent (for the time budget)."""
        budget = 40 * (blocks + 4 * len(expected)) * (self.block_bytes + 20) + 5000
        if not await self.sink.wait_for(len(expected), budget, CLOCK_NS):
            got = len(self.sink.transfers)
            raise AssertionError(f"deadlock or lost MAC: {got} of {len(expected)} outputs within "
                                 f"{budget} cycles (next: {expected[got].what})")
        await ClockCycles(self.dut.clk, 4 * self.block_bytes + 200)
        outputs = self.sink.take()
        assert not self.sink.violations, "AXI handshake violations:\n" + "\n".join(self.sink.violations[:10])
        assert len(outputs) == len(expected), (
            f"{len(outputs)} outputs for {len(expected)} MAC operations: m_tid, m_error "
            f"{[(o.values['tid'], o.values['error']) for o in outputs]}, expected tids "
            f"{[e.tid for e in expected]}")
        if self.core.multi_message:
            # messages of different s_tid leave as they finish, of one s_tid in order
            outputs = in_expected_order(outputs, expected)
        for i, (out, exp) in enumerate(zip(outputs, expected)):
            where = f"output {i} ({exp.what}, tid {exp.tid})"
            assert out.values["tid"] == exp.tid, f"{where}: m_tid {out.values['tid']}"
            # "m_error", or the MAC's value (None: undefined bits, never allowed)
            got = "m_error" if out.values["error"] else out.values["mac"]
            allowed = ["m_error" if m is None else int.from_bytes(m, "big")
                       for m in (exp.mac, *exp.also)]
            assert got in allowed, (
                f"{where}: {_shown(got, self.mac_bits)}, expected "
                f"{' or '.join(_shown(a, self.mac_bits) for a in allowed)}")
        return [out.time_ns for out in outputs]


def _shown(output: str | int | None, mac_bits: int) -> str:
    """An output as a failure message shows it."""
    if output is None:
        return "MAC with undefined bits"
    if isinstance(output, str):
        return output
    return f"MAC {output:0{mac_bits // 4}x}"


def in_expected_order(outputs: list[Handshake], expected: list[Expected]) -> list[Handshake]:
    """The outputs of a multi-message core put in the order of `expected`. MACs of one
    s_tid leave in the order they were sent, whatever their key contexts and operations
    (docs/hmac.md, "Multi-message cores"), those of different s_tid as they finish: so
    an expected MAC is answered by the next output of its m_tid."""
    left: dict[int, list[Handshake]] = {}
    for out in outputs:
        left.setdefault(out.values["tid"], []).append(out)
    ordered = []
    for exp in expected:
        queue = left.get(exp.tid, [])
        assert queue, f"no output left with m_tid {exp.tid} for {exp.what}"
        ordered.append(queue.pop(0))
    return ordered


def _bench(dut: SimHandleBase, name: str) -> HmacBench:
    return HmacBench(dut, seeded_rng(cocotb.RANDOM_SEED, name))


async def _multi_bench(dut: SimHandleBase, name: str, keyed: bool) -> HmacBench | None:
    """The bench of a multi-message test, reset, random stalls on both sides and, when
    `keyed`, a random key in every context; None on the other cores (which skip it)."""
    tb = _bench(dut, name)
    if not tb.core.multi_message:
        return None
    await tb.reset()
    tb.set_stalls(source=True, sink=True)
    if keyed:
        for context in range(tb.core.slots):
            tb.load_key(context, tb.random_secret())
    return tb


def _no_rfc_cases() -> bool:
    """No RFC file has a case for the core's hash (SHA-512/224 and SHA-512/256: no RFC or
    NIST HMAC example covers them; tests/test_hmac.py names them)."""
    name = os.environ.get("HASHCORES_HMAC_CORE")
    return name is not None and not rfc_cases(get_hmac_core(name).algorithm.name)


@cocotb.test(skip=_no_rfc_cases())
async def rfc_test_cases(dut: SimHandleBase) -> None:
    """Every RFC case of the core's hash (RFC 4231 and 4868 for SHA-2, RFC 2202 for MD5
    and SHA-1, RFC 2286 for RIPEMD-160: the lines that name the algorithm), each under its
    own key context in turn; a truncated case's MAC is its leading bits."""
    tb = _bench(dut, "rfc_test_cases")
    await tb.reset()
    tb.set_stalls(source=True, sink=True)
    cases = rfc_cases(tb.core.algorithm.name)
    assert cases, f"no RFC file has a case for {tb.core.algorithm.name}"
    expected = []
    for i, (_, case) in enumerate(cases):
        context = i % tb.core.slots
        tb.load_key(context, case.key)
        expected.append(tb.mac(context, case.data, i % 2**tb.tid_w))
    await tb.expect(expected, blocks=40)
    # the RFC's own MACs, beside Python's hmac (which the test module checks against them)
    for (path, case), exp in zip(cases, expected):
        assert exp.mac is not None
        n = min(len(case.mac), len(exp.mac))
        assert exp.mac[:n] == case.mac[:n], f"{path.name} case {case.case}: the model disagrees"


@cocotb.test()
async def random_operations(dut: SimHandleBase) -> None:
    """Random keys (0 to 3 blocks) and messages on random contexts, key changes, wipes
    and messages to empty contexts, under random stalls on both sides."""
    tb = _bench(dut, "random_operations")
    await tb.reset()
    tb.set_stalls(source=True, sink=True)
    expected: list[Expected] = []
    blocks = 0
    for _ in range(env_int("HASHCORES_MESSAGES", 40)):
        roll = tb.rng.random()
        context = tb.random_key_index()
        if roll < 0.25:
            secret = tb.random_secret()
            tb.load_key(context, secret)
            blocks += len(secret) // tb.block_bytes + 4
        elif roll < 0.32:
            tb.wipe(context)
            blocks += 1
        else:
            message = tb.rng.randbytes(random_length(tb.rng, tb.block_bytes, tb.lanes, 3))
            expected.append(tb.mac(context, message, tb.random_tid()))
            blocks += len(message) // tb.block_bytes + 3
    await tb.expect(expected, blocks)


@cocotb.test()
async def malformed_operations(dut: SimHandleBase) -> None:
    """A malformed MAC comes back with m_error; a malformed key load leaves its context
    without a key; a reserved operation comes back with m_error; the next operations
    hash correctly."""
    tb = _bench(dut, "malformed_operations")
    await tb.reset()
    tb.set_stalls(source=True, sink=True)
    secret = tb.rng.randbytes(20)
    tb.load_key(0, secret)
    expected = [tb.mac(0, b"first", 1)]
    bad = tb.malformed(OP_MAC, 0, 2)
    assert bad is not None
    expected += [bad, tb.mac(0, tb.rng.randbytes(100), 3)]
    tb._send(message_beats(b"reserved", tb.lanes, 4, tb.rng), OP_RESERVED, 0)
    expected.append(Expected(None, 4, "reserved operation"))
    tb.malformed(OP_KEY, 0, 0)
    expected.append(tb.mac(0, b"after a bad key", 5))
    assert expected[-1].mac is None
    tb.load_key(0, secret)
    expected.append(tb.mac(0, b"key again", 6))
    await tb.expect(expected, blocks=40)


@cocotb.test()
async def reset_in_the_middle(dut: SimHandleBase) -> None:
    """Reset in the middle of a key load and of a message: afterwards every context is
    empty (a MAC comes back with m_error) and a new key works."""
    tb = _bench(dut, "reset_in_the_middle")
    await tb.reset()
    tb.set_stalls(source=False, sink=False)
    for phase in ("key", "message"):
        tb.load_key(0, tb.rng.randbytes(40))
        if phase == "key":
            tb.load_key(1 % tb.core.slots, tb.rng.randbytes(3 * tb.block_bytes))
        else:
            tb.mac(0, tb.rng.randbytes(5 * tb.block_bytes), 1)
        await ClockCycles(dut.clk, tb.rng.randint(100, 400))
        await tb.reset()
        expected = [tb.mac(c, b"after reset", c % 2**tb.tid_w) for c in range(tb.core.slots)]
        assert all(e.mac is None for e in expected)
        secret = tb.rng.randbytes(tb.block_bytes + 7)
        tb.load_key(0, secret)
        expected.append(tb.mac(0, b"new key", 0))
        await tb.expect(expected, blocks=20)


@cocotb.test()
async def clocks_do_not_depend_on_the_bytes(dut: SimHandleBase) -> None:
    """With no stalls, the clocks from one MAC to the next depend on the message length
    only: not on the key's bytes or the message's bytes (keys of one length class)."""
    tb = _bench(dut, "clocks_do_not_depend_on_the_bytes")
    await tb.reset()
    tb.set_stalls(source=False, sink=False)
    for length in (0, 64, 200):
        spacings = set()
        for _trial in range(3):
            for context in range(tb.core.slots):
                tb.load_key(context, tb.rng.randbytes(tb.rng.randint(1, tb.block_bytes)))
            expected = [tb.mac(c % tb.core.slots, tb.rng.randbytes(length), 0) for c in range(4)]
            times = await tb.expect(expected, blocks=40)
            spacings.add(tuple(round((b - a) / CLOCK_NS) for a, b in zip(times, times[1:])))
        assert len(spacings) == 1, f"{length}-byte MACs: clocks between MACs differ: {spacings}"


@cocotb.test()
async def interleaved_messages(dut: SimHandleBase) -> None:
    """Multi-message cores: every message context busy with MACs whose beats interleave
    beat by beat (one stream per s_tid, each under its own key context), under random
    stalls; every MAC against Python's hmac. The other cores take one message at a time
    and skip this test."""
    tb = await _multi_bench(dut, "interleaved_messages", keyed=True)
    if tb is None:
        return
    streams = min(tb.core.params["N_CTX"], 2**tb.tid_w)
    # per stream, in order: (beat, s_tuser, the beat ends its message)
    pending: list[list[tuple[Beat, int, bool]]] = []
    expected: list[Expected] = []
    blocks = 0
    for tid in range(streams):
        key = tid % tb.core.slots
        beats: list[tuple[Beat, int, bool]] = []
        for _ in range(max(1, env_int("HASHCORES_MESSAGES", 40) // (2 * streams))):
            message = tb.rng.randbytes(random_length(tb.rng, tb.block_bytes, tb.lanes, 3))
            expected.append(tb.expected_mac(key, message, tid))
            blocks += len(message) // tb.block_bytes + 3
            message_run = message_beats(message, tb.lanes, tid, tb.rng)
            beats += [(b, (key << 2) | OP_MAC, i == len(message_run) - 1)
                      for i, b in enumerate(message_run)]
        pending.append(beats)
    send_interleaved(tb, pending, lambda live: tb.rng.choice(live))
    await tb.expect(expected, blocks)


def send_interleaved(tb: HmacBench, pending: list[list[tuple[Beat, int, bool]]],
                     choose: Callable[[list[list[tuple[Beat, int, bool]]]], list[tuple[Beat, int, bool]]]) -> None:
    """Send the streams' beats (beat, s_tuser, it ends its message) interleaved, the next
    beat from the stream `choose` picks."""
    beats = []
    while any(pending):
        beats.append(choose([p for p in pending if p]).pop(0))
    send_beats(tb, beats)


def send_beats(tb: HmacBench, beats: list[tuple[Beat, int, bool]]) -> None:
    """Send beats (beat, s_tuser, it ends its message) in this order, as frames cut
    after every beat that ends a message (a frame's tlast is on its last beat only)."""
    run: list[tuple[Beat, int]] = []
    for beat, user, ends in beats:
        run.append((beat, user))
        if ends:
            whole = frame([b for b, _ in run])
            whole.tuser = [u for b, u in run for _ in range(len(b.data))]
            tb.source.send_nowait(whole)
            run = []
    assert not run, "the last beat sent does not end its message"


def operation_beats(tb: HmacBench, message: bytes, op: int, key: int,
                    tid: int) -> list[tuple[Beat, int, bool]]:
    """An operation's beats for `send_beats`."""
    beats = message_beats(message, tb.lanes, tid, tb.rng)
    return [(b, (key << 2) | op, i == len(beats) - 1) for i, b in enumerate(beats)]


@cocotb.test()
async def key_operations_beside_other_streams(dut: SimHandleBase) -> None:
    """Multi-message cores: a key load whose beats interleave with a wipe of another
    context and with a MAC of a third (each on its own s_tid) loads its own context, the
    wipe empties its own, the MAC uses its context's key; a MAC of the key's own context
    beside them comes under the old key, under the new one, or with m_error, never under
    a mix of both; then MACs on every context see the result. The other cores skip this
    test."""
    tb = await _multi_bench(dut, "key_operations_beside_other_streams", keyed=False)
    if tb is None:
        return
    assert tb.core.slots >= 3 and 2**tb.tid_w >= 4, "the test needs 3 contexts and 4 s_tid"
    loaded, wiped, other = 0, 1, 2
    for context in (wiped, other):
        tb.load_key(context, tb.random_secret())
    expected = [tb.mac(wiped, b"under the key before the wipe", 3)]
    for long_key in (False, True):
        secret = tb.rng.randbytes(tb.block_bytes + 9 if long_key else 3 * tb.lanes + 1)
        key = operation_beats(tb, secret, OP_KEY, loaded, 0)
        wipe = operation_beats(tb, tb.rng.randbytes(2 * tb.lanes), OP_WIPE, wiped, 1)
        message = tb.rng.randbytes(tb.block_bytes + 5)
        mac = operation_beats(tb, message, OP_MAC, other, 2)
        expected.append(tb.expected_mac(other, message, 2))
        # a MAC of the key's context: its first beat ahead of the key's, its last after
        mixed = tb.rng.randbytes(2 * tb.block_bytes + 3)
        before = tb.expected_mac(loaded, mixed, 4)
        same = operation_beats(tb, mixed, OP_MAC, loaded, 4)
        # the MAC's first beats, the key's first beat, the other MAC's, the wipe, the
        # rest of the three interleaved, the MAC's last beats after the key's
        rest = [b for triple in zip(same[2:], key[1:], mac[1:]) for b in triple]
        n = len(rest) // 3
        send_beats(tb, same[:2] + key[:1] + mac[:1] + wipe + rest + key[1 + n:]
                   + mac[1 + n:] + same[2 + n:])
        tb._set(loaded, secret)
        after = tb.expected_mac(loaded, mixed, 4)
        expected.append(Expected(before.mac, 4, "MAC beside a key load of its context",
                                     also=(after.mac, None)))
        tb._set(wiped, None)
        expected += [tb.mac(c, tb.rng.randbytes(20), 3) for c in (loaded, wiped, other)]
        tb.load_key(wiped, tb.random_secret())
    await tb.expect(expected, blocks=60)


@cocotb.test()
async def one_tid_under_several_keys(dut: SimHandleBase) -> None:
    """Multi-message cores: MACs of one s_tid under different key contexts, a reserved
    operation among them, leave in the order they were sent (m_tid alone tells the
    source which MAC is which), a long one ahead of short ones; other s_tid beside. The
    other cores take one message at a time and skip this test."""
    tb = await _multi_bench(dut, "one_tid_under_several_keys", keyed=True)
    if tb is None:
        return
    pending: list[list[tuple[Beat, int, bool]]] = [[], []]
    expected: list[Expected] = []
    for i in range(8):
        tid = i % 2
        key = tb.rng.randrange(tb.core.slots)
        length = 3 * tb.block_bytes + 1 if i < 2 else tb.rng.choice([0, 1, tb.block_bytes])
        message = tb.rng.randbytes(length)
        if i == 4:
            pending[tid] += operation_beats(tb, message, OP_RESERVED, key, tid)
            expected.append(Expected(None, tid, "reserved operation"))
        else:
            pending[tid] += operation_beats(tb, message, OP_MAC, key, tid)
            expected.append(tb.expected_mac(key, message, tid))
    send_interleaved(tb, pending, lambda live: tb.rng.choice(live))
    await tb.expect(expected, blocks=40)


@cocotb.test()
async def operation_changed_inside_a_message(dut: SimHandleBase) -> None:
    """Multi-message cores: a beat whose s_top or s_tkey is not its message's first
    beat's belongs to that message and makes it malformed (m_error; a key load so
    broken leaves its context without a key), more of them than there are message
    contexts; no key is loaded or wiped by such a beat, and every s_tid hashes correctly
    afterwards. The other cores skip this test (tb/cocotb_hmac.py's malformed operations
    cover them)."""
    tb = await _multi_bench(dut, "operation_changed_inside_a_message", keyed=True)
    if tb is None:
        return
    expected: list[Expected] = []
    changes = [(OP_MAC, 1), (OP_KEY, 0), (OP_WIPE, 0), (OP_RESERVED, 0)]
    streams = min(2**tb.tid_w, 4)
    pending: list[list[tuple[Beat, int, bool]]] = [[] for _ in range(streams)]
    for i in range(tb.core.params["N_CTX"] + 3):
        tid = i % streams
        key = i % tb.core.slots
        beats = operation_beats(tb, tb.rng.randbytes(3 * tb.lanes + 2), OP_MAC, key, tid)
        op, other_key = changes[i % len(changes)]
        beat, _, ends = beats[1]
        beats[1] = (beat, (((key + other_key) % tb.core.slots) << 2) | op, ends)
        pending[tid] += beats
        expected.append(Expected(None, tid, f"MAC whose second beat says operation {op}"))
    # a key load whose second beat says MAC: malformed, its context left without a key
    broken_key = operation_beats(tb, tb.rng.randbytes(3 * tb.lanes), OP_KEY, 0, 0)
    beat, _, ends = broken_key[1]
    broken_key[1] = (beat, OP_MAC, ends)
    send_interleaved(tb, pending, lambda live: tb.rng.choice(live))
    send_beats(tb, broken_key)
    tb._set(0, None)
    expected += [tb.mac(c % tb.core.slots, tb.rng.randbytes(30), c % streams)
                 for c in range(tb.core.slots + streams)]
    await tb.expect(expected, blocks=80)


@cocotb.test()
async def random_streams(dut: SimHandleBase) -> None:
    """Multi-message cores: random operations (MACs, key loads, wipes, the reserved
    operation, malformed MACs and keys: a lane not kept, or a beat's s_top or s_tkey
    changed inside the message) on four s_tid, interleaved beat by beat under random
    stalls, against hashcores.sim.hmac_streams's model of docs/hmac.md: each MAC in its
    s_tid's order, under the key its context holds when it is sent, beside a key load or
    wipe of its context under the key before or after it or with m_error. The other
    cores skip this test."""
    tb = await _multi_bench(dut, "random_streams", keyed=False)
    if tb is None:
        return
    tids = min(4, 2**tb.tid_w)
    rounds = max(1, env_int("HASHCORES_MESSAGES", 40) // 20)
    for _ in range(rounds):
        streams: dict[int, list[Operation]] = {tid: [] for tid in range(tids)}
        for _ in range(20):
            tid = tb.rng.randrange(tids)
            op = tb.rng.choices([OP_MAC, OP_KEY, OP_WIPE, OP_RESERVED], [12, 4, 2, 1])[0]
            streams[tid].append(make_operation(tb.rng, tb.lanes, tb.block_bytes, tid, op,
                                               tb.random_key_index(), tb.core.slots))
        # streams open at once: below the message contexts (a key load takes one more)
        open_limit = max(1, min(3, tb.core.params["N_CTX"] - 2))
        plan = interleave(tb.rng, streams, open_limit)
        found, tb.keys = outcomes(plan, tb.keys, tb.core.slot)
        send_beats(tb, plan.order)
        expected = []
        for outcome in found:
            macs = [None if k is None else tb.core.mac(k, outcome.message, tb.mac_bits)
                    for k in outcome.keys]
            expected.append(Expected(macs[0], outcome.tid, outcome.what, tuple(macs[1:])))
        blocks = sum(len(o.payload) // tb.block_bytes + 4 for o in plan.operations)
        await tb.expect(expected, blocks)


@cocotb.test(skip="HASHCORES_HMAC_JOB" not in os.environ)
async def mac_files(dut: SimHandleBase) -> None:
    """`hashcores hmac`: load the job's key into context 0, MAC each of its files in
    order, write the MACs (hex) and error flags to the job's output file. Runs only when
    HASHCORES_HMAC_JOB names a job (hashcores.hmac_files writes it)."""
    import json
    from pathlib import Path

    job = json.loads(Path(os.environ["HASHCORES_HMAC_JOB"]).read_text())
    tb = _bench(dut, "mac_files")
    await tb.reset()
    tb.set_stalls(source=False, sink=False)
    tb.load_key(0, bytes.fromhex(job["key"]))
    expected = []
    total = 0
    for i, path in enumerate(job["files"]):
        message = Path(path).read_bytes()
        total += len(message)
        # one s_tid on a multi-message core, whose MACs of different s_tid may leave out
        # of order: the files' MACs are written in the order they come
        expected.append(tb.mac(0, message, 0 if tb.core.multi_message else i % 2**tb.tid_w))
    budget = 40 * (total // tb.block_bytes + 4 * len(expected) + 8) * (tb.block_bytes + 20) + 5000
    assert await tb.sink.wait_for(len(expected), budget, CLOCK_NS), "the core gave no MAC in time"
    outputs = tb.sink.take()
    Path(job["output"]).write_text(json.dumps([
        {"mac": f"{o.values['mac']:0{tb.mac_bits // 4}x}", "error": bool(o.values["error"])}
        for o in outputs]))


@cocotb.test(skip="HASHCORES_HMAC_PACKETS" not in os.environ)
async def packet_clocks(dut: SimHandleBase) -> None:
    """The benchmark's clocks per packet (hashcores.bench.hmac): with no stalls, a key in
    context 0, then for each length of the job a run of packets under it; the clocks
    between the last MACs of a run are the steady-state clocks per packet. Runs only when
    HASHCORES_HMAC_PACKETS names a job file."""
    import json
    from pathlib import Path

    job = json.loads(Path(os.environ["HASHCORES_HMAC_PACKETS"]).read_text())
    tb = _bench(dut, "packet_clocks")
    await tb.reset()
    tb.set_stalls(source=False, sink=False)
    tb.load_key(0, tb.rng.randbytes(32))
    clocks: dict[str, float] = {}
    # a multi-message core takes its packets on every message context in turn (s_tid
    # round-robin) and is measured in aggregate: its MACs leave in bursts (one per
    # context), so the clocks per packet are taken over whole bursts at the end of the
    # run (hashcores.sim.spacing)
    streams = min(tb.core.params["N_CTX"], 2**tb.tid_w) if tb.core.multi_message else 1
    for length in job["lengths"]:
        if streams == 1:
            expected = [tb.mac(0, tb.rng.randbytes(length), 0) for _ in range(job["packets"])]
        else:
            # the packets of each s_tid one after another, the s_tid beat by beat in turn
            pending: list[list[tuple[Beat, int, bool]]] = [[] for _ in range(streams)]
            expected = []
            for i in range(job["packets"]):
                message = tb.rng.randbytes(length)
                expected.append(tb.expected_mac(0, message, i % streams))
                beats = message_beats(message, tb.lanes, i % streams, tb.rng)
                pending[i % streams] += [(b, OP_MAC, k == len(beats) - 1)
                                         for k, b in enumerate(beats)]
            turn = iter(range(1 << 30))
            send_interleaved(tb, pending, lambda live: live[next(turn) % len(live)])
        times = await tb.expect(expected, blocks=job["packets"] * (length // tb.block_bytes + 3))
        if streams > 1:
            clocks[str(length)] = aggregate_spacing([t / CLOCK_NS for t in times], streams)
            continue
        gaps = [round((b - a) / CLOCK_NS) for a, b in zip(times, times[1:])]
        steady = gaps[len(gaps) // 2:]
        assert len(set(steady)) == 1, f"{length}-byte packets: no steady state: {gaps}"
        clocks[str(length)] = steady[0]
    Path(job["output"]).write_text(json.dumps(clocks))
