"""hashcores.sim.hmac_streams, the model tb/cocotb_hmac.py's `random_streams` checks the
multi-message HMAC tops against: the interleaving keeps the source's rules of docs/hmac.md
("Multi-message cores"), and the outcomes follow its rules on hand-made orders."""

from __future__ import annotations

import random

import pytest

from hashcores.hmac_cores import OP_KEY, OP_MAC, OP_RESERVED, OP_WIPE
from hashcores.sim.hmac_streams import Operation, StreamPlan, interleave, make_operation, outcomes
from hashcores.sim.tbkit import Beat

LANES = 4


def _operation(tid: int, op: int, key: int, payload: bytes, bad: bool = False) -> Operation:
    beats = [(Beat(payload[:LANES].ljust(LANES, b"\0"), 0xF, tid), (key << 2) | op, True)]
    return Operation(tid, op, key, payload, bad, beats)


def _plan(spans: list[tuple[Operation, int, int]]) -> StreamPlan:
    """A plan whose operations' first and last beats are at the given positions."""
    plan = StreamPlan()
    for operation, first, last in spans:
        operation.first, operation.last = first, last
        plan.operations.append(operation)
    return plan


def test_interleave_keeps_the_source_rules() -> None:
    rng = random.Random(7)
    for trial in range(30):
        streams = {tid: [make_operation(rng, LANES, 64, tid,
                                        rng.choice([OP_MAC, OP_KEY, OP_WIPE, OP_RESERVED]),
                                        rng.randrange(4), 4) for _ in range(5)]
                   for tid in range(4)}
        plan = interleave(rng, streams, open_limit=2)
        # every beat once, each stream's in its own order
        assert len(plan.order) == sum(len(o.beats) for ops in streams.values() for o in ops)
        for tid, ops in streams.items():
            mine = [item for item in plan.order if item[0].tid == tid]
            assert mine == [b for o in ops for b in o.beats], (trial, tid)
        # spans: at most two operations open at once, never two KEYs
        for position in range(len(plan.order)):
            open_now = [o for o in plan.operations if o.first <= position <= o.last]
            assert len(open_now) <= 2, (trial, position)
            assert sum(o.op == OP_KEY for o in open_now) <= 1, (trial, position)


def test_outcomes_follow_the_stream_order_and_the_overlap_rule() -> None:
    old, new = b"old key", b"new key"
    before = _operation(0, OP_MAC, 1, b"before")
    key = _operation(1, OP_KEY, 1, new)
    beside = _operation(2, OP_MAC, 1, b"beside")
    after = _operation(0, OP_MAC, 1, b"after")
    other = _operation(3, OP_MAC, 2, b"other context")
    broken = _operation(3, OP_MAC, 1, b"malformed", bad=True)
    reserved = _operation(2, OP_RESERVED, 1, b"reserved")
    wipe = _operation(1, OP_WIPE, 2, b"")
    late = _operation(3, OP_MAC, 2, b"after the wipe")
    plan = _plan([(before, 0, 1), (key, 2, 6), (beside, 4, 9), (after, 7, 8),
                  (other, 10, 10), (broken, 11, 12), (reserved, 13, 13), (wipe, 14, 14),
                  (late, 15, 15)])
    found, keys = outcomes(plan, [None, old, old, None], lambda k: k)
    by_message = {o.message: o for o in found}
    assert [o.message for o in found] == [b"before", b"after", b"beside", b"other context",
                                          b"malformed", b"reserved", b"after the wipe"]
    assert by_message[b"before"].keys == (old,)
    assert by_message[b"after"].keys == (new,)
    assert by_message[b"beside"].keys == (old, new, None)
    assert by_message[b"other context"].keys == (old,)
    assert by_message[b"malformed"].keys == (None,)
    assert by_message[b"reserved"].keys == (None,)
    assert by_message[b"after the wipe"].keys == (None,)
    assert keys == [None, new, None, None]


def test_a_malformed_key_leaves_its_context_without_a_key() -> None:
    key = _operation(0, OP_KEY, 0, b"k", bad=True)
    mac = _operation(1, OP_MAC, 0, b"m")
    found, keys = outcomes(_plan([(key, 0, 0), (mac, 1, 1)]), [b"old"], lambda k: k)
    assert found[0].keys == (None,) and keys == [None]


def test_interleave_refuses_no_open_stream() -> None:
    with pytest.raises(ValueError, match="open_limit 0"):
        interleave(random.Random(1), {0: []}, open_limit=0)
