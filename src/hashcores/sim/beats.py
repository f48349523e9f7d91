"""The order of beats when several messages are sent interleaved beat by beat.

A stream top with several message contexts takes beats of different `s_tid` in any
order (docs/interface.md). The file-driven bench sends them in a fixed order that this
module computes: round-robin over up to `open_at_once` open messages, a finished message
making room for the next one of the list (which joins at the end of the round). The
order does not depend on stalls: a beat that is not taken is held, as AXI4-Stream wants.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Beat:
    """One beat: which message it belongs to and what it carries."""

    message: int  # index in the list of messages
    index: int  # beat of the message, from 0
    nbytes: int  # message bytes the beat carries (0 .. bytes per beat)
    first: bool
    last: bool


def beat_count(length: int, beat_bytes: int) -> int:
    """Beats of a message of `length` bytes: at least one (a zero-length message is one
    empty beat with s_tlast)."""
    return max(1, -(-length // beat_bytes))


def _beats_of(message: int, length: int, beat_bytes: int) -> list[Beat]:
    n = beat_count(length, beat_bytes)
    return [
        Beat(message, i, min(beat_bytes, max(0, length - i * beat_bytes)), i == 0, i == n - 1)
        for i in range(n)
    ]


def round_robin(lengths: Sequence[int], beat_bytes: int, open_at_once: int,
                keys: Sequence[int] | None = None) -> Iterator[Beat]:
    """Beats of messages of `lengths` bytes, interleaved over `open_at_once` messages.

    `open_at_once` = 1 sends every message's beats together, in list order. `keys` (one
    per message: its s_tid): the next message of the list opens only when no open message
    has its key, so two open messages never share a s_tid (their beats would be one
    malformed message to the core) and a key's messages go in list order; meanwhile fewer
    than `open_at_once` may be open.
    """
    if open_at_once < 1:
        raise ValueError(f"open_at_once must be at least 1, not {open_at_once}")
    if keys is not None and len(keys) != len(lengths):
        raise ValueError(f"{len(keys)} keys for {len(lengths)} messages")
    waiting = deque(range(len(lengths)))
    active: deque[tuple[int, Iterator[Beat]]] = deque()
    while waiting or active:
        while waiting and len(active) < open_at_once and (
                keys is None or all(keys[m] != keys[waiting[0]] for m, _ in active)):
            m = waiting.popleft()
            active.append((m, iter(_beats_of(m, lengths[m], beat_bytes))))
        message, current = active.popleft()
        beat = next(current)
        yield beat
        if not beat.last:
            active.append((message, current))
