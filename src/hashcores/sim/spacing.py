"""Clocks per message of a multi-message run, measured from its finishing clocks.

A core with several messages in flight finishes them in bursts (one per message context
in a round), so a mean over an arbitrary window of finishes over- or under-counts by up to
a burst. Both the HMAC bench (tb/cocotb_hmac.py) and the benchmark (hashcores.bench.hmac)
measure with this one rule.
"""

from __future__ import annotations

from collections.abc import Sequence


def aggregate_spacing(ends: Sequence[float], streams: int) -> float:
    """Clocks per message of a run whose messages finished at `ends` (clocks), `streams`
    of them in flight: the span of whole bursts at the end of the run (the most multiples
    of `streams` finishes that fit in its second half, back from the last finish: a window
    of whole periods whatever the bursts' phase) over the messages in it."""
    if streams < 1:
        raise ValueError(f"streams must be at least 1, not {streams}")
    done = sorted(ends)
    span = streams * (len(done) // 2 // streams)
    if span < 1:
        raise ValueError(f"too few messages ({len(done)}) to measure {streams} in flight")
    return round((done[-1] - done[-1 - span]) / span, 2)
