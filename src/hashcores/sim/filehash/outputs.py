"""What the bench printed (out.txt), read back: digests matched to the messages sent,
the output frames of the extendable-output cores, and their shape checked.

Lines: "I <message> <cycle>" when a message's first beat is taken; "O <digest> <tid>
<error> <cycle>" per digest; "B <data> <keep> <last> <tid> <error> <cycle>" per output
beat of an extendable-output core; "C ..." per Monte checkpoint (its beats before it as
"K <data> <keep> <error>").
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from pathlib import Path

from hashcores.errors import ToolFailedError


@dataclass(frozen=True)
class StreamOutput:
    """The digest the core gave for one message, and when."""

    #: Index of the message in the list given.
    index: int
    #: Digest bytes (empty when the simulator printed unknown bits: see `digest_hex`).
    digest: bytes
    #: The digest as the bench printed it (x/z digits possible on Icarus).
    digest_hex: str
    #: m_tid returned with the digest, and the s_tid the bench sent (index mod 2**TID_W).
    tid: int
    sent_tid: int
    error: bool
    #: Clock edge (from reset release) at which the message's first beat was taken.
    first_beat_cycle: int
    #: Clock edge at which the digest was taken (m_valid and m_ready).
    out_cycle: int

    @property
    def latency(self) -> int:
        return self.out_cycle - self.first_beat_cycle


@dataclass(frozen=True)
class XofOutput:
    """The output frame an extendable-output core gave for one message."""

    index: int
    #: Output bytes (the kept lanes of the frame's beats, in order).
    data: bytes
    #: m_tid of the frame's beats (-1 if they disagree or hold unknown bits), and s_tid sent.
    tid: int
    sent_tid: int
    #: m_error (on the frame's last beat).
    error: bool
    #: What is wrong with the frame's shape: a beat with m_tkeep not all ones before the
    #: last, a last m_tkeep that is not a run of ones from lane 0, unknown bits, m_tid or
    #: m_error changing inside the frame (empty when none).
    problems: tuple[str, ...]
    beats: int
    first_beat_cycle: int
    #: Clock edge at which the frame's last beat was taken.
    out_cycle: int


def parse_digest(text: str) -> bytes:
    """A digest the bench printed in hex; empty when it holds unknown bits."""
    try:
        return bytes.fromhex(text)
    except ValueError:  # x or z digits
        return b""


def int_or(text: str, default: int) -> int:
    """A decimal the bench printed, or `default` when it holds unknown bits (Icarus: x)."""
    try:
        return int(text)
    except ValueError:
        return default


def match_outputs(lines: list[str], tids: list[int], label: str, out: Path) -> list[StreamOutput]:
    """The digest of each message sent (tids[i]: message i's s_tid), from the I and O lines;
    ToolFailedError when a message got none or the core gave more digests than messages."""
    first: dict[int, int] = {}
    pending: deque[int] = deque()
    results: dict[int, StreamOutput] = {}
    extra = 0
    for line in lines:
        fields = line.split()
        if fields[0] == "I":
            index, cycle = int(fields[1]), int(fields[2])
            first[index] = cycle
            pending.append(index)
        elif fields[0] == "O":
            hex_digest, tid, err, cycle = fields[1], int_or(fields[2], -1), fields[3], int(fields[4])
            # The oldest message in flight with this tid; else the oldest one (a wrong tid).
            index = next((i for i in pending if tids[i] == tid), pending[0] if pending else None)
            if index is None:
                extra += 1
                continue
            pending.remove(index)
            results[index] = StreamOutput(
                index=index,
                digest=parse_digest(hex_digest),
                digest_hex=hex_digest,
                tid=tid,
                sent_tid=tids[index],
                error=err != "0",
                first_beat_cycle=first[index],
                out_cycle=cycle,
            )
    if extra:
        raise ToolFailedError(f"{label}: the core gave {extra} digest(s) more than messages sent; see {out}")
    if len(results) != len(tids):
        raise ToolFailedError(f"{label}: {len(tids) - len(results)} message(s) without a digest; see {out}")
    return [results[i] for i in range(len(tids))]


def xof_frames(lines: list[str], tids: list[int], ob: int, label: str, out: Path) -> list[XofOutput]:
    """Frames of the B lines, in order (one message in flight: message order)."""
    first: dict[int, int] = {}
    frames: list[XofOutput] = []
    beats: list[list[str]] = []
    for line in lines:
        fields = line.split()
        if fields[0] == "I":
            first[int(fields[1])] = int(fields[2])
        elif fields[0] == "B":
            beats.append(fields[1:])
            if fields[3] == "1":
                frames.append(xof_frame(len(frames), beats, tids, ob, first))
                beats = []
    if len(frames) > len(tids) or beats:
        raise ToolFailedError(f"{label}: the core gave more output than messages sent; see {out}")
    if len(frames) != len(tids):
        raise ToolFailedError(f"{label}: {len(tids) - len(frames)} message(s) without output; see {out}")
    return frames


def xof_frame(index: int, beats: list[list[str]], tids: list[int], ob: int,
               first: dict[int, int]) -> XofOutput:
    problems: list[str] = []
    data = bytearray()
    full = (1 << ob) - 1
    for n, (hex_data, hex_keep, last, _tid, _err, _cycle) in enumerate(beats):
        try:
            keep = int(hex_keep, 16)
            lanes = bytes.fromhex(hex_data)[::-1]  # lane 0 is the lowest byte
        except ValueError:
            problems.append(f"beat {n}: unknown bits")
            continue
        if last == "0" and keep != full:
            problems.append(f"beat {n}: m_tkeep {hex_keep} before the last beat")
        if last == "1" and keep & (keep + 1):
            problems.append(f"beat {n}: last m_tkeep {hex_keep} is not a run from lane 0")
        data += lanes[: bin(keep).count("1")]
    tid_set = {b[3] for b in beats}
    err_set = {b[4] for b in beats}
    if len(tid_set) > 1:
        problems.append("m_tid changes inside the frame")
    if len(err_set) > 1:
        problems.append("m_error changes inside the frame")
    last = beats[-1]
    return XofOutput(
        index=index,
        data=bytes(data),
        tid=int_or(last[3], -1) if len(tid_set) == 1 else -1,
        sent_tid=tids[index] if index < len(tids) else -1,
        error=last[4] != "0",
        problems=tuple(problems),
        beats=len(beats),
        first_beat_cycle=first.get(index, -1),
        out_cycle=int(last[5]),
    )


def monte_digests(lines: list[str], chains: int) -> list[list[bytes]]:
    """The digest bench's Monte checkpoints ("C <chain> <checkpoint> <digest>"), per chain
    in order; empty for a digest with unknown bits."""
    found: list[list[bytes]] = [[] for _ in range(chains)]
    for line in lines:
        if line.startswith("C "):
            _, chain, _, digest = line.split()
            found[int(chain)].append(parse_digest(digest))
    return found


def monte_outputs(lines: list[str], ob: int) -> list[tuple[int, bytes]]:
    """The SHAKE Monte checkpoints: (output length, output) per "C <checkpoint> <outlen>"
    line, the output from the "K" beats before it; empty when that frame was malformed or
    flagged m_error. `ob` is the output beat's width in bytes."""
    found: list[tuple[int, bytes]] = []
    beats: list[list[str]] = []
    for line in lines:
        fields = line.split()
        if fields[0] == "K":
            beats.append(fields[1:])
        elif fields[0] == "C":
            frame = xof_frame(0, [[d, k, "1" if i == len(beats) - 1 else "0", "0", e, "0"]
                                  for i, (d, k, e) in enumerate(beats)], [0], ob, {})
            ok = not frame.problems and not frame.error
            found.append((int(fields[2]), frame.data if ok else b""))
            beats = []
    return found
