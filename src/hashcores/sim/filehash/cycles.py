"""Clocks per block at the stream level (the benchmark): one message alone, and in
aggregate with every message context of the core busy."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from hashcores.errors import ToolFailedError
from hashcores.registry import Core
from hashcores.sim.filehash.bench import as_core
from hashcores.sim.filehash.messages import hash_messages


@dataclass(frozen=True)
class CycleReport:
    """Clocks per block at the stream level, input at full width and no stalls."""

    core: str
    sim: str
    data_w: int
    #: Steady state of one long message: extra clocks per extra block, between a message of
    #: `long_blocks[0]` blocks and one of `long_blocks[1]` blocks (padding cancels out).
    clocks_per_block: float
    #: Back-to-back one-block messages: median clocks between successive digests.
    clocks_per_message_short: float
    #: First beat to digest for one one-block message.
    latency_one_block: int
    long_blocks: tuple[int, int]
    short_bytes: int
    #: Message contexts of the stream top (messages it takes interleaved).
    contexts: int
    #: Steady state with every context busy: `contexts` messages of distinct s_tid sent
    #: interleaved beat by beat (round-robin, no gaps), extra clocks (first beat to last
    #: digest) per extra block between `long_blocks[0]` and `long_blocks[1]` blocks per
    #: message. Equal to `clocks_per_block` for a one-context core.
    aggregate_clocks_per_block: float


def stream_cycles(
    core: Core | str,
    *,
    sim: str = "verilator",
    data_w: int = 32,
    long_blocks: tuple[int, int] = (8, 72),
    short_messages: int = 24,
) -> CycleReport:
    """Measured clocks per block at the stream level, input at full width, no stalls.

    Long messages of exactly `long_blocks` blocks give the steady state of one message
    (T(n2) - T(n1)) / (n2 - n1), T = digest cycle - first beat cycle; padding adds the
    same to both and cancels. Back-to-back messages of half a block (one block once
    padded, for every padding rule in the library) give the clocks between digests.

    A core with several message contexts (`Core.contexts` > 1) is also measured with all
    of them busy: `contexts` messages of the same length and distinct s_tid, interleaved
    beat by beat (round-robin, no gaps); T = last digest cycle - first beat cycle, and the
    aggregate clocks per block is (T(n2) - T(n1)) / (contexts * (n2 - n1)). Those digests
    are checked against the reference: a throughput of wrong digests is no throughput.
    """
    core = as_core(core)
    block = core.algorithm.block_bits // 8
    n1, n2 = long_blocks
    short = block // 2
    pattern = bytes(range(256))

    def msg(n: int) -> bytes:
        return (pattern * (n // 256 + 1))[:n]

    # Separate runs, so each long message starts on an idle core.
    run = functools.partial(hash_messages, core, sim=sim, data_w=data_w, stall=0.0)
    long1, long2 = run([msg(n1 * block)])[0], run([msg(n2 * block)])[0]
    shorts = run([msg(short)] * short_messages)
    cpb = (long2.latency - long1.latency) / (n2 - n1)
    gaps = sorted(b.out_cycle - a.out_cycle for a, b in zip(shorts[4:], shorts[5:]))
    median = float(gaps[len(gaps) // 2]) if gaps else float("nan")
    aggregate = cpb
    if core.contexts > 1:
        # distinct messages (first byte = index), so a mixed-up context shows in the digests
        spans = [_interleaved_span(core, [bytes([i % 256]) + msg(n * block)[1:]
                                          for i in range(core.contexts)], sim, data_w)
                 for n in (n1, n2)]
        aggregate = (spans[1] - spans[0]) / (core.contexts * (n2 - n1))
    return CycleReport(
        core=core.name,
        sim=sim,
        data_w=data_w,
        clocks_per_block=cpb,
        clocks_per_message_short=median,
        latency_one_block=shorts[0].latency,
        long_blocks=(n1, n2),
        short_bytes=short,
        contexts=core.contexts,
        aggregate_clocks_per_block=aggregate,
    )


def _interleaved_span(core: Core, messages: list[bytes], sim: str, data_w: int) -> int:
    """Clocks from the first beat to the last digest of `messages` sent interleaved beat by
    beat over all of them, at full width with no stalls; the digests must be right."""
    outs = hash_messages(core, messages, sim=sim, data_w=data_w, stall=0.0,
                         interleave=len(messages))
    wrong = [o.index for o, m in zip(outs, messages)
             if o.error or o.digest != core.algorithm.digest(m)]
    if wrong:
        raise ToolFailedError(
            f"{core.name} on {sim}: wrong digest for message(s) {wrong} of "
            f"{len(messages)} sent interleaved"
        )
    return max(o.out_cycle for o in outs) - min(o.first_beat_cycle for o in outs)

