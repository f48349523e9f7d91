"""Digests of many messages in one simulator run (`hashcores hash`, the NIST message
suites), with optional random stalls on both sides of the stream, the messages sent one
after the other or interleaved beat by beat (`interleave`); and the output frames of the
extendable-output cores for messages of given output lengths."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from hashcores.errors import BadInputError
from hashcores.registry import Core
from hashcores.sim.filehash.bench import (DEFAULT_OUT_W, DEFAULT_TID_W, XOF_OUTLEN_W, as_core,
                                          build)
from hashcores.sim.filehash.files import read_message, write_beats, write_messages, write_xof_messages
from hashcores.sim.filehash.outputs import StreamOutput, XofOutput, match_outputs, xof_frames
from hashcores.sim.filehash.run import (DEFAULT_TIMEOUT_CYCLES, plusargs, run_bench, stall_arg,
                                        workdir)


def hash_messages(
    core: Core | str,
    messages: Sequence[bytes | Path | str],
    *,
    sim: str = "verilator",
    data_w: int = 32,
    stall: float = 0.0,
    seed: int = 1,
    tid_w: int = DEFAULT_TID_W,
    timeout_cycles: int = DEFAULT_TIMEOUT_CYCLES,
    interleave: int = 1,
) -> list[StreamOutput]:
    """Digests of `messages` (bytes, or paths of files to read) on `core`, in one run.

    `stall` is the probability of a gap in s_tvalid and of m_ready low in each cycle
    (0: full speed); `seed` seeds the bench's stall generator. Message i is sent with
    s_tid = i mod 2**tid_w. Digests are matched to messages by m_tid (oldest first), so a
    core with several messages in flight may answer out of order.

    `interleave` > 1 sends the beats of up to that many messages interleaved beat by beat
    (round-robin, `hashcores.sim.beats`), for cores that take beats of different s_tid in
    any order (`Core.contexts` > 1); it must not exceed 2**tid_w, and a message opens only
    when no open message has its s_tid (messages of one s_tid never interleave).
    """
    core = as_core(core)
    stall_arg(stall, "input")
    if core.xof:
        if interleave != 1:
            raise BadInputError(f"{core.name} takes one message at a time (interleave 1)")
        nbytes = core.algorithm.digest_bits // 8
        outs = xof_messages(core, messages, [nbytes] * len(messages), sim=sim, data_w=data_w,
                            stall=stall, seed=seed, tid_w=tid_w, timeout_cycles=timeout_cycles)
        return [
            StreamOutput(o.index, b"" if o.problems else o.data,
                         "(bad frame: " + "; ".join(o.problems) + ")" if o.problems else o.data.hex(),
                         o.tid, o.sent_tid, o.error, o.first_beat_cycle, o.out_cycle)
            for o in outs
        ]
    if not 1 <= interleave <= 1 << tid_w:
        raise BadInputError(f"interleave {interleave}: must be 1 .. 2**TID_W = {1 << tid_w}")
    data = [read_message(m) for m in messages]
    bench = build(core, sim, data_w, tid_w)
    kb = data_w // 8
    tids = [i % (1 << tid_w) for i in range(len(data))]
    with workdir() as work:
        if interleave == 1:
            mode = f"+list={work / 'list.txt'}"
            write_messages(work, data, tids, kb)
        else:
            mode = f"+beats={work / 'beats.txt'}"
            write_beats(work, data, tids, kb, interleave)
        del data
        lines = run_bench(
            bench,
            work,
            [mode, f"+data={work / 'data.bin'}",
             *plusargs(sim, seed, stall, timeout_cycles)],
            f"{core.name} on {sim}",
        )
        return match_outputs(lines, tids, f"{core.name} on {sim}", work / "out.txt")


def xof_messages(
    core: Core | str,
    messages: Sequence[bytes | Path | str],
    outlens: Sequence[int],
    *,
    sim: str = "verilator",
    data_w: int = 32,
    out_w: int = DEFAULT_OUT_W,
    stall: float = 0.0,
    seed: int = 1,
    tid_w: int = DEFAULT_TID_W,
    timeout_cycles: int = DEFAULT_TIMEOUT_CYCLES,
) -> list[XofOutput]:
    """Output frames of an extendable-output core (SHAKE) for `messages`, message i asking
    for outlens[i] bytes (s_outlen), in one run; stalls and tids as `hash_messages`.

    The frames come back as the core sent them, with what is wrong with their shape in
    `problems`; the caller compares the bytes with the reference."""
    core = as_core(core)
    if not core.xof:
        raise BadInputError(f"{core.name} is not an extendable-output core")
    stall_arg(stall, "input")
    if len(outlens) != len(messages):
        raise BadInputError("one output length per message")
    if any(not 0 <= n < 1 << XOF_OUTLEN_W for n in outlens):
        raise BadInputError(f"output lengths must be 0 .. {(1 << XOF_OUTLEN_W) - 1} bytes")
    data = [read_message(m) for m in messages]
    bench = build(core, sim, data_w, tid_w, out_w)
    kb = data_w // 8
    tids = [i % (1 << tid_w) for i in range(len(data))]
    label = f"{core.name} on {sim}"
    with workdir() as work:
        write_xof_messages(work, data, tids, outlens, kb)
        del data
        lines = run_bench(
            bench, work,
            [f"+list={work / 'list.txt'}", f"+data={work / 'data.bin'}",
             *plusargs(sim, seed, stall, timeout_cycles)],
            label,
        )
        return xof_frames(lines, tids, out_w // 8, label, work / "out.txt")

