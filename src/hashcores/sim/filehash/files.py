"""The files the bench reads: the message list, the message bytes as beats, the beat
order of interleaved messages and the Monte chain's start.

MESSAGE mode: list.txt holds "<bytes> <tid>" per message ("<bytes> <tid> <outlen>" for an
extendable-output core) and data.bin each message's beats, one after the other. BEATS
mode: beats.txt holds one line per beat in the order sent, data.bin the beats in that
order. Monte: monte.txt holds the chain's shape and seed on one line.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from hashcores.errors import BadInputError
from hashcores.sim.beats import round_robin


def lanes(message: bytes, kb: int) -> bytes:
    """The message as bench beats: max(1, ceil(n/kb)) beats, each stored lane kb-1 first."""
    beats = max(1, -(-len(message) // kb))
    padded = message + bytes(beats * kb - len(message))
    out = bytearray(len(padded))
    for lane in range(kb):
        out[kb - 1 - lane :: kb] = padded[lane::kb]
    return bytes(out)


def read_message(item: bytes | bytearray | memoryview | Path | str) -> bytes:
    """A message given as bytes, or the contents of the file at a path (BadInputError
    when it cannot be read)."""
    if isinstance(item, (bytes, bytearray, memoryview)):
        return bytes(item)
    path = Path(item)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise BadInputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise BadInputError(f"{path}: is a directory, not a file") from None
    except OSError as exc:
        raise BadInputError(f"{path}: cannot read: {exc.strerror or exc}") from None


def write_messages(work: Path, data: list[bytes], tids: list[int], kb: int) -> None:
    """MESSAGE mode files: list.txt ("<bytes> <tid>" per message) and data.bin."""
    with open(work / "list.txt", "w") as lst, open(work / "data.bin", "wb") as dat:
        for msg, tid in zip(data, tids):
            lst.write(f"{len(msg)} {tid}\n")
            dat.write(lanes(msg, kb))


def write_beats(work: Path, data: list[bytes], tids: list[int], kb: int, interleave: int) -> None:
    """BEATS mode files: beats.txt (one line per beat, in the order sent) and data.bin."""
    packed = [lanes(msg, kb) for msg in data]
    with open(work / "beats.txt", "w") as lst, open(work / "data.bin", "wb") as dat:
        for beat in round_robin([len(m) for m in data], kb, interleave, tids):
            m = beat.message
            lst.write(f"{m} {tids[m]} {beat.nbytes} {int(beat.first)} {int(beat.last)}\n")
            dat.write(packed[m][beat.index * kb : (beat.index + 1) * kb])


def write_xof_messages(work: Path, data: list[bytes], tids: list[int], outlens: Sequence[int],
                       kb: int) -> None:
    """MESSAGE mode files of the extendable-output bench: list.txt ("<bytes> <tid>
    <outlen>" per message) and data.bin."""
    with open(work / "list.txt", "w") as lst, open(work / "data.bin", "wb") as dat:
        for msg, tid, n in zip(data, tids, outlens):
            lst.write(f"{len(msg)} {tid} {n}\n")
            dat.write(lanes(msg, kb))


def write_monte(work: Path, depth: int, steps: int, chains: Sequence[tuple[int, bytes]]) -> Path:
    """monte.txt of the digest bench's Monte chains: their shape on one line, then each
    chain's checkpoints and seed (`chains`: (checkpoints, seed) per chain)."""
    path = work / "monte.txt"
    lines = [f"{depth} {len(chains)} {steps} 0"] + [f"{n} {seed.hex()}" for n, seed in chains]
    path.write_text("\n".join(lines) + "\n")
    return path


def write_xof_monte(work: Path, checkpoints: int, steps: int, min_bytes: int, max_bytes: int,
                    outlen: int, seed: bytes) -> Path:
    """monte.txt of the SHAKE Monte chain: its shape, output lengths and seed on one line."""
    path = work / "monte.txt"
    path.write_text(f"{checkpoints} {steps} {min_bytes} {max_bytes} {outlen} 0 {seed.hex()}\n")
    return path
