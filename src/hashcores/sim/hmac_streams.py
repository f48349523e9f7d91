"""Random operation streams for a multi-message HMAC top and what docs/hmac.md says each
MAC may come back as (tb/cocotb_hmac.py's `random_streams`).

An operation is its beats on one s_tid; the streams of several s_tid are interleaved beat
by beat, keeping the source's rules of "Multi-message cores" (no KEY started while another
is open; at most `open_limit` streams open at once, below the message contexts). The
model then walks the beats in the order sent: a KEY or WIPE acts on its context at its
last beat; a MAC is computed under the key its context holds at its first beat, or, when
a KEY or WIPE of its context overlaps it (its first beat before the MAC's last, its last
after the MAC's first), under any key the context held meanwhile, or comes back with
m_error; a malformed or reserved operation comes back with m_error.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from hashcores.hmac_cores import OP_KEY, OP_MAC, OP_RESERVED, OP_WIPE
from hashcores.sim.tbkit import Beat, message_beats


@dataclass
class Operation:
    """One operation: its s_tid, s_top, key context and bytes (a MAC's message or a KEY's
    key), whether it is malformed, and its beats (beat, s_tuser, ends the message)."""

    tid: int
    op: int
    key: int
    payload: bytes
    bad: bool
    beats: list[tuple[Beat, int, bool]]
    first: int = -1   # positions of its first and last beat in the order sent
    last: int = -1


@dataclass(frozen=True)
class Outcome:
    """A MAC operation's possible outputs: each a key (bytes: the MAC under it) or None
    (m_error)."""

    tid: int
    message: bytes
    keys: tuple[bytes | None, ...]
    what: str


@dataclass
class StreamPlan:
    """Operations of several s_tid and the order their beats are sent in."""

    operations: list[Operation] = field(default_factory=list)
    order: list[tuple[Beat, int, bool]] = field(default_factory=list)


def make_operation(rng: random.Random, lanes: int, block_bytes: int, tid: int, op: int,
                   key: int, keys: int) -> Operation:
    """A random operation of kind `op`; a MAC or KEY is malformed one time in five: a
    non-last beat with a lane not kept, or a later beat's s_top or s_tkey changed."""
    length = rng.choice([0, 1, block_bytes - 1, block_bytes, block_bytes + 1,
                         rng.randint(0, 3 * block_bytes)])
    if op == OP_WIPE:
        length = rng.choice([0, lanes + 1])
    payload = rng.randbytes(length)
    beats = message_beats(payload, lanes, tid, rng)
    items = [(b, (key << 2) | op, i == len(beats) - 1) for i, b in enumerate(beats)]
    bad = False
    if op in (OP_MAC, OP_KEY) and len(items) >= 3 and rng.random() < 0.2:
        bad = True
        beat, user, ends = items[1]
        if rng.random() < 0.5:
            items[1] = (Beat(beat.data, (1 << (lanes // 2)) - 1, tid), user, ends)
        else:
            other_op = rng.choice([o for o in (OP_MAC, OP_KEY, OP_WIPE, OP_RESERVED) if o != op])
            other_key = rng.choice([key, (key + 1) % keys])
            items[1] = (beat, (other_key << 2) | other_op, ends)
    return Operation(tid, op, key, payload, bad, items)


def interleave(rng: random.Random, streams: dict[int, list[Operation]],
               open_limit: int) -> StreamPlan:
    """The beats of every stream's operations in one order: at each step a beat of a
    random stream, keeping the source's rules (at most `open_limit` streams with an
    operation open; a KEY's first beat only while no other KEY is open)."""
    if open_limit < 1:
        raise ValueError(f"open_limit {open_limit}: at least one stream must be open")
    plan = StreamPlan()
    at = {tid: (0, 0) for tid in streams}   # (operation, beat) next per stream
    while True:
        live = [t for t, (o, _) in at.items() if o < len(streams[t])]
        if not live:
            return plan
        open_now = [t for t in live if at[t][1] > 0]
        key_open = any(streams[t][at[t][0]].op == OP_KEY for t in open_now)
        choices = [t for t in live if at[t][1] > 0 or (
            len(open_now) < open_limit
            and not (key_open and streams[t][at[t][0]].op == OP_KEY))]
        tid = rng.choice(choices)
        o, b = at[tid]
        operation = streams[tid][o]
        if b == 0:
            operation.first = len(plan.order)
            plan.operations.append(operation)
        plan.order.append(operation.beats[b])
        if b == len(operation.beats) - 1:
            operation.last = len(plan.order) - 1
            at[tid] = (o + 1, 0)
        else:
            at[tid] = (o, b + 1)


def outcomes(plan: StreamPlan, held: list[bytes | None],
             slot_of: Callable[[int], int | None]) -> tuple[list[Outcome], list[bytes | None]]:
    """What each MAC operation of `plan` may come back as, in the order of their last
    beats, from the keys the contexts hold before it (`held`, by slot); and the keys
    they hold after it."""
    keys = list(held)
    changes: list[tuple[Operation, bytes | None]] = []   # KEY and WIPE, by last beat
    for operation in sorted(plan.operations, key=lambda o: o.last):
        if operation.op in (OP_KEY, OP_WIPE):
            new = operation.payload if operation.op == OP_KEY and not operation.bad else None
            changes.append((operation, new))
    found = []
    macs = [o for o in plan.operations if o.op in (OP_MAC, OP_RESERVED)]
    for mac in sorted(macs, key=lambda o: o.last):
        what = f"{len(mac.payload)}-byte operation {mac.op} under context {mac.key}"
        slot = slot_of(mac.key)
        if mac.bad or mac.op == OP_RESERVED or slot is None:
            found.append(Outcome(mac.tid, mac.payload, (None,), what + " (malformed)"))
            continue
        state = held[slot]
        for change, new in changes:
            if change.last < mac.first and slot_of(change.key) == slot:
                state = new
        possible = [state]
        for change, new in changes:
            if (slot_of(change.key) == slot and change.last > mac.first
                    and change.first < mac.last):
                possible.append(new)
        if len(possible) > 1:
            possible.append(None)   # its two states of different keys: m_error
            what += " beside a key load or wipe of its context"
        found.append(Outcome(mac.tid, mac.payload, tuple(dict.fromkeys(possible)), what))
    for change, new in changes:
        slot = slot_of(change.key)
        if slot is not None:
            keys[slot] = new
    return found, keys
