"""Hash messages on a core in simulation through the file-driven bench (tb/hc_file_tb.v).

The bench is compiled once per (simulator, core, DATA_W, TID_W, parameters, sources) into
``build_dir()/filetb/<sim>-<core>-w<DATA_W>-<key>``; the key hashes the source contents and
every option, so a changed RTL file means a new build and an unchanged one is reused. Builds
of the same folder by concurrent processes (pytest-xdist) are serialised by a file lock and
land by an atomic rename.

Three uses:
- :func:`hash_messages`: digests of many messages in one simulator run (`hashcores hash`,
  the NIST message suites), with optional random stalls on both sides of the stream, the
  messages sent one after the other or interleaved beat by beat (`interleave`);
- :func:`run_monte`: a CAVP Monte chain run inside the bench (the checkpoints);
- :func:`stream_cycles`: clocks per block at the stream level (the benchmark): one
  message alone, and in aggregate with every message context of the core busy.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
from collections import deque
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from hashcores import registry
from hashcores.errors import BadInputError, ToolFailedError
from hashcores.locks import locked
from hashcores.paths import ROOT, TB, build_dir
from hashcores.registry import Core
from hashcores.sim.beats import round_robin
from hashcores.sim.tools import SIMULATORS, require_simulator, simulator_version
from hashcores.vectors.cavp import monte_depth

TB_FILE: Path = TB / "hc_file_tb.v"
TB_TOP = "hc_file_tb"
#: The bench of the extendable-output cores (`Core.xof`: s_outlen in, a stream out).
XOF_TB_FILE: Path = TB / "hc_xof_file_tb.v"
XOF_TB_TOP = "hc_xof_file_tb"
#: What both benches include (`include "hc_file_tb_common.vh"`, found through -I tb/).
TB_COMMON: Path = TB / "hc_file_tb_common.vh"
DEFAULT_TID_W = 8
#: Output beat width (OUT_W) of the extendable-output cores in the bench, and s_outlen's.
DEFAULT_OUT_W = 64
XOF_OUTLEN_W = 24
#: Cycles without any transfer on either side before the bench gives up.
DEFAULT_TIMEOUT_CYCLES = 200_000
#: Wall-clock limit of one simulator run, seconds.
RUN_LIMIT_S = 4 * 3600

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


@dataclass(frozen=True)
class Bench:
    """A compiled bench: how to run it."""

    sim: str
    folder: Path
    command: tuple[str, ...]


# --- tools and builds -----------------------------------------------------------------------


def _as_core(core: Core | str) -> Core:
    return core if isinstance(core, Core) else registry.get_core(core)


def _tb(core: Core) -> tuple[Path, str]:
    """The bench file and top of `core`: hc_xof_file_tb for the extendable-output cores."""
    return (XOF_TB_FILE, XOF_TB_TOP) if core.xof else (TB_FILE, TB_TOP)


def _defines(core: Core, data_w: int, tid_w: int, out_w: int = DEFAULT_OUT_W) -> dict[str, str]:
    params = {**core.params, "DATA_W": data_w, "TID_W": tid_w}
    if core.xof:
        params.update({"OUT_W": out_w, "OUTLEN_W": XOF_OUTLEN_W})
        return {
            "HC_TOP": core.top,
            "HC_DATA_W": str(data_w),
            "HC_TID_W": str(tid_w),
            "HC_OUT_W": str(out_w),
            "HC_OUTLEN_W": str(XOF_OUTLEN_W),
            "HC_PARAMS": ", ".join(f".{k}({v})" for k, v in params.items()),
        }
    return {
        "HC_TOP": core.top,
        "HC_DATA_W": str(data_w),
        "HC_TID_W": str(tid_w),
        "HC_DIGEST_BITS": str(core.algorithm.digest_bits),
        "HC_PARAMS": ", ".join(f".{k}({v})" for k, v in params.items()),
    }


def _check_width(data_w: int, tid_w: int) -> None:
    if data_w % 32 or not 32 <= data_w <= 1024:
        raise BadInputError(f"DATA_W = {data_w}: must be a multiple of 32 from 32 to 1024")
    if not 1 <= tid_w <= 31:
        raise BadInputError(f"TID_W = {tid_w}: must be 1 .. 31")


def _compile_commands(
    sim: str, defines: dict[str, str], sources: list[str], out: Path,
    tb: tuple[Path, str] = (TB_FILE, TB_TOP),
) -> list[list[str]]:
    tb_file, tb_top = tb
    # the defines, and the benches' folder for their shared include (TB_COMMON)
    dflags = [f"-D{k}={v}" for k, v in defines.items()] + [f"-I{tb_file.parent}"]
    if sim == "icarus":
        return [["iverilog", "-g2012", "-s", tb_top, "-o", str(out / "tb.vvp"), *dflags, str(tb_file), *sources]]
    return [
        [
            "verilator", "--binary", "--timing", "-O3", "--top-module", tb_top,
            "-Wno-fatal", "-Wno-lint", "-Wno-style",
            "--x-assign", "unique", "--x-initial", "unique",
            "-CFLAGS", "-O2", "-j", "2",
            "-Mdir", str(out / "obj"), "-o", "Vtb",
            *dflags, str(tb_file), *sources,
        ]
    ]


def _run_command(sim: str, folder: Path) -> tuple[str, ...]:
    if sim == "icarus":
        return ("vvp", "-n", str(folder / "tb.vvp"))
    return (str(folder / "obj" / "Vtb"),)


def build(
    core: Core | str, sim: str = "verilator", data_w: int = 32, tid_w: int = DEFAULT_TID_W,
    out_w: int = DEFAULT_OUT_W,
) -> Bench:
    """The bench for `core` on `sim`, compiled now or reused from an earlier build.
    `out_w` is the output beat width of an extendable-output core (ignored otherwise)."""
    core = _as_core(core)
    require_simulator(sim)
    _check_width(data_w, tid_w)
    if core.xof and (out_w % 8 or core.algorithm.block_bits % out_w):
        raise BadInputError(f"OUT_W = {out_w}: must be a multiple of 8 that divides the rate "
                            f"({core.algorithm.block_bits} bits)")
    sources = core.family.sim_source_paths()
    missing = [s for s in sources if not Path(s).is_file()]
    if missing:
        names = ", ".join(os.path.relpath(m, ROOT) if m.startswith(str(ROOT)) else m for m in missing)
        raise ToolFailedError(f"RTL of {core.name} is incomplete: missing {names}")
    defines = _defines(core, data_w, tid_w, out_w)
    tb = _tb(core)
    key = hashlib.sha256()
    for path in [str(tb[0]), str(TB_COMMON), *sources]:
        key.update(path.encode() + b"\0" + Path(path).read_bytes() + b"\0")
    key.update(repr((sim, simulator_version(sim), sorted(defines.items()))).encode())
    key.update(repr(_compile_commands(sim, {}, [], Path("."))).encode())
    root = build_dir() / "filetb"
    root.mkdir(parents=True, exist_ok=True)
    ow = f"-o{out_w}" if core.xof else ""
    folder = root / f"{sim}-{core.name}-w{data_w}-t{tid_w}{ow}-{key.hexdigest()[:12]}"
    stamp = folder / "built"
    if stamp.is_file():
        return Bench(sim, folder, _run_command(sim, folder))
    with locked(root / f"{folder.name}.lock"):
        if not stamp.is_file():
            tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=root))
            log = tmp / "compile.log"
            with open(log, "w") as out:
                for cmd in _compile_commands(sim, defines, sources, tmp, tb):
                    out.write("$ " + " ".join(cmd) + "\n")
                    out.flush()
                    done = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, cwd=tmp, check=False)
                    if done.returncode != 0:
                        failed = root / f"{folder.name}.failed"
                        shutil.rmtree(failed, ignore_errors=True)
                        os.rename(tmp, failed)
                        raise ToolFailedError(
                            f"{sim} could not compile {core.name} (DATA_W={data_w}): "
                            f"see {failed / 'compile.log'}"
                        )
            (tmp / "built").write_text(" ".join(f"{k}={v}" for k, v in defines.items()) + "\n")
            if folder.exists():  # a stale half-made folder (e.g. a killed build)
                shutil.rmtree(folder)
            os.rename(tmp, folder)
    return Bench(sim, folder, _run_command(sim, folder))


# --- running ------------------------------------------------------------------------------


def _stall_arg(p: float, side: str) -> int:
    if not 0.0 <= p < 1.0:
        raise BadInputError(f"{side} stall probability {p}: must be at least 0 and below 1")
    return min(65535, round(p * 65536))


def _run(bench: Bench, workdir: Path, plusargs: list[str], label: str) -> list[str]:
    """Run the bench; the output log's lines. Raises ToolFailedError unless it ended well."""
    out = workdir / "out.txt"
    log = workdir / "sim.log"
    cmd = [*bench.command, f"+out={out}", *plusargs]
    with open(log, "w") as handle:
        handle.write("$ " + " ".join(cmd) + "\n")
        handle.flush()
        try:
            done = subprocess.run(
                cmd, stdout=handle, stderr=subprocess.STDOUT, cwd=workdir, timeout=RUN_LIMIT_S, check=False
            )
        except subprocess.TimeoutExpired:
            raise ToolFailedError(f"{label}: {bench.sim} ran over {RUN_LIMIT_S} s; see {log}") from None
    lines = out.read_text().splitlines() if out.is_file() else []
    last = lines[-1] if lines else ""
    if last.startswith("END "):
        if done.returncode != 0:
            raise ToolFailedError(f"{label}: {bench.sim} exited with {done.returncode}; see {log}")
        return lines
    if last.startswith("TIMEOUT"):
        _, cycle, started, answered = last.split()
        raise ToolFailedError(
            f"{label}: the core stopped at cycle {cycle} ({started} messages started, "
            f"{answered} digests out, nothing moved for a while); see {out}"
        )
    if last.startswith("FAIL"):
        raise ToolFailedError(f"{label}: bench: {last[5:]}; see {out}")
    raise ToolFailedError(f"{label}: {bench.sim} stopped without a result (exit {done.returncode}); see {log}")


@contextmanager
def _workdir(keep_on_error: bool = True) -> Iterator[Path]:
    root = build_dir() / "filetb" / "runs"
    root.mkdir(parents=True, exist_ok=True)
    path = Path(tempfile.mkdtemp(dir=root))
    try:
        yield path
    except BaseException:
        if not keep_on_error:
            shutil.rmtree(path, ignore_errors=True)
        raise
    shutil.rmtree(path, ignore_errors=True)


def _lanes(message: bytes, kb: int) -> bytes:
    """The message as bench beats: max(1, ceil(n/kb)) beats, each stored lane kb-1 first."""
    beats = max(1, -(-len(message) // kb))
    padded = message + bytes(beats * kb - len(message))
    out = bytearray(len(padded))
    for lane in range(kb):
        out[kb - 1 - lane :: kb] = padded[lane::kb]
    return bytes(out)


def _read_message(item: bytes | bytearray | memoryview | Path | str) -> bytes:
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


def _parse_digest(text: str) -> bytes:
    try:
        return bytes.fromhex(text)
    except ValueError:  # x or z digits
        return b""


def _sim_plusargs(sim: str, seed: int, stall: float, timeout_cycles: int) -> list[str]:
    args = [
        f"+seed={seed & 0xFFFFFFFF or 1}",
        f"+in_stall={_stall_arg(stall, 'input')}",
        f"+out_stall={_stall_arg(stall, 'output')}",
        f"+timeout={timeout_cycles}",
    ]
    if sim == "verilator":
        # Registers without a reset start random, as on silicon (Icarus starts them at x).
        args += ["+verilator+rand+reset+2", f"+verilator+seed+{(seed & 0x7FFFFFFF) or 1}"]
    return args


def _write_messages(work: Path, data: list[bytes], tids: list[int], kb: int) -> None:
    """MESSAGE mode files: list.txt ("<bytes> <tid>" per message) and data.bin."""
    with open(work / "list.txt", "w") as lst, open(work / "data.bin", "wb") as dat:
        for msg, tid in zip(data, tids):
            lst.write(f"{len(msg)} {tid}\n")
            dat.write(_lanes(msg, kb))


def _write_beats(work: Path, data: list[bytes], tids: list[int], kb: int, interleave: int) -> None:
    """BEATS mode files: beats.txt (one line per beat, in the order sent) and data.bin."""
    lanes = [_lanes(msg, kb) for msg in data]
    with open(work / "beats.txt", "w") as lst, open(work / "data.bin", "wb") as dat:
        for beat in round_robin([len(m) for m in data], kb, interleave, tids):
            m = beat.message
            lst.write(f"{m} {tids[m]} {beat.nbytes} {int(beat.first)} {int(beat.last)}\n")
            dat.write(lanes[m][beat.index * kb : (beat.index + 1) * kb])


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
    core = _as_core(core)
    _stall_arg(stall, "input")
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
    data = [_read_message(m) for m in messages]
    bench = build(core, sim, data_w, tid_w)
    kb = data_w // 8
    tids = [i % (1 << tid_w) for i in range(len(data))]
    with _workdir() as work:
        if interleave == 1:
            mode = f"+list={work / 'list.txt'}"
            _write_messages(work, data, tids, kb)
        else:
            mode = f"+beats={work / 'beats.txt'}"
            _write_beats(work, data, tids, kb, interleave)
        del data
        lines = _run(
            bench,
            work,
            [mode, f"+data={work / 'data.bin'}",
             *_sim_plusargs(sim, seed, stall, timeout_cycles)],
            f"{core.name} on {sim}",
        )
        return _match_outputs(lines, tids, f"{core.name} on {sim}", work / "out.txt")


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
    core = _as_core(core)
    if not core.xof:
        raise BadInputError(f"{core.name} is not an extendable-output core")
    _stall_arg(stall, "input")
    if len(outlens) != len(messages):
        raise BadInputError("one output length per message")
    if any(not 0 <= n < 1 << XOF_OUTLEN_W for n in outlens):
        raise BadInputError(f"output lengths must be 0 .. {(1 << XOF_OUTLEN_W) - 1} bytes")
    data = [_read_message(m) for m in messages]
    bench = build(core, sim, data_w, tid_w, out_w)
    kb = data_w // 8
    tids = [i % (1 << tid_w) for i in range(len(data))]
    label = f"{core.name} on {sim}"
    with _workdir() as work:
        with open(work / "list.txt", "w") as lst, open(work / "data.bin", "wb") as dat:
            for msg, tid, n in zip(data, tids, outlens):
                lst.write(f"{len(msg)} {tid} {n}\n")
                dat.write(_lanes(msg, kb))
        del data
        lines = _run(
            bench, work,
            [f"+list={work / 'list.txt'}", f"+data={work / 'data.bin'}",
             *_sim_plusargs(sim, seed, stall, timeout_cycles)],
            label,
        )
        return _xof_frames(lines, tids, out_w // 8, label, work / "out.txt")


def run_xof_monte(
    core: Core | str,
    seed: bytes,
    outlen: int,
    min_bytes: int,
    max_bytes: int,
    *,
    sim: str = "verilator",
    data_w: int = 32,
    out_w: int = DEFAULT_OUT_W,
    stall: float = 0.0,
    stall_seed: int = 1,
    checkpoints: int = 100,
    steps: int = 1000,
    tid_w: int = DEFAULT_TID_W,
    timeout_cycles: int = DEFAULT_TIMEOUT_CYCLES,
) -> list[tuple[int, bytes]]:
    """Checkpoints (output length in bytes, output) of the SHA3VS SHAKE Monte chain
    (:func:`hashcores.vectors.cavp.shake_monte`) from the 16-byte `seed` with a first
    output length of `outlen` bytes, the whole chain run in the bench. A checkpoint whose
    frame was malformed or flagged m_error comes back with empty output."""
    core = _as_core(core)
    if not core.xof:
        raise BadInputError(f"{core.name} is not an extendable-output core")
    if len(seed) != 16:
        raise BadInputError(f"SHAKE Monte seed has {len(seed)} bytes; it has 16")
    if not 0 <= min_bytes <= outlen <= max_bytes < 1 << XOF_OUTLEN_W:
        raise BadInputError(f"SHAKE Monte lengths {min_bytes} <= {outlen} <= {max_bytes} do not hold")
    if checkpoints < 1 or steps < 1:
        raise BadInputError("Monte needs at least one checkpoint of at least one step")
    _stall_arg(stall, "input")
    bench = build(core, sim, data_w, tid_w, out_w)
    label = f"{core.name} Monte on {sim}"
    with _workdir() as work:
        (work / "monte.txt").write_text(
            f"{checkpoints} {steps} {min_bytes} {max_bytes} {outlen} 0 {seed.hex()}\n")
        lines = _run(bench, work,
                     [f"+monte={work / 'monte.txt'}", *_sim_plusargs(sim, stall_seed, stall, timeout_cycles)],
                     label)
    found: list[tuple[int, bytes]] = []
    beats: list[list[str]] = []
    for line in lines:
        fields = line.split()
        if fields[0] == "K":
            beats.append(fields[1:])
        elif fields[0] == "C":
            frame = _xof_frame(0, [[d, k, "1" if i == len(beats) - 1 else "0", "0", e, "0"]
                                   for i, (d, k, e) in enumerate(beats)], [0], out_w // 8, {})
            ok = not frame.problems and not frame.error
            found.append((int(fields[2]), frame.data if ok else b""))
            beats = []
    if len(found) != checkpoints:
        raise ToolFailedError(f"{label}: {len(found)} of {checkpoints} checkpoints came out")
    return found


def _xof_frames(lines: list[str], tids: list[int], ob: int, label: str, out: Path) -> list[XofOutput]:
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
                frames.append(_xof_frame(len(frames), beats, tids, ob, first))
                beats = []
    if len(frames) > len(tids) or beats:
        raise ToolFailedError(f"{label}: the core gave more output than messages sent; see {out}")
    if len(frames) != len(tids):
        raise ToolFailedError(f"{label}: {len(tids) - len(frames)} message(s) without output; see {out}")
    return frames


def _xof_frame(index: int, beats: list[list[str]], tids: list[int], ob: int,
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
        tid=_int_or(last[3], -1) if len(tid_set) == 1 else -1,
        sent_tid=tids[index] if index < len(tids) else -1,
        error=last[4] != "0",
        problems=tuple(problems),
        beats=len(beats),
        first_beat_cycle=first.get(index, -1),
        out_cycle=int(last[5]),
    )


def _int_or(text: str, default: int) -> int:
    """A decimal the bench printed, or `default` when it holds unknown bits (Icarus: x)."""
    try:
        return int(text)
    except ValueError:
        return default


def _match_outputs(lines: list[str], tids: list[int], label: str, out: Path) -> list[StreamOutput]:
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
            hex_digest, tid, err, cycle = fields[1], _int_or(fields[2], -1), fields[3], int(fields[4])
            # The oldest message in flight with this tid; else the oldest one (a wrong tid).
            index = next((i for i in pending if tids[i] == tid), pending[0] if pending else None)
            if index is None:
                extra += 1
                continue
            pending.remove(index)
            results[index] = StreamOutput(
                index=index,
                digest=_parse_digest(hex_digest),
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


def run_monte(
    core: Core | str,
    seed: bytes,
    *,
    sim: str = "verilator",
    data_w: int = 32,
    stall: float = 0.0,
    stall_seed: int = 1,
    checkpoints: int = 100,
    steps: int = 1000,
    depth: int | None = None,
    tid_w: int = DEFAULT_TID_W,
    timeout_cycles: int = DEFAULT_TIMEOUT_CYCLES,
) -> list[bytes]:
    """Checkpoints of the CAVP Monte chain from `seed`, the whole chain run in the bench.

    `depth` is the number of digests per message (default: the algorithm's CAVP procedure,
    3 for SHA-2). A checkpoint the simulator printed with unknown bits comes back empty.
    """
    core = _as_core(core)
    if core.xof:
        raise BadInputError(f"{core.name}: the SHAKE Monte procedure is not in the bench")
    digest_bytes = core.algorithm.digest_bits // 8
    if len(seed) != digest_bytes:
        raise BadInputError(f"Monte seed has {len(seed)} bytes; {core.algorithm.title} wants {digest_bytes}")
    if depth is None:
        depth = monte_depth(core.algorithm.name)
    if checkpoints < 1 or steps < 1:
        raise BadInputError("Monte needs at least one checkpoint of at least one step")
    _stall_arg(stall, "input")
    bench = build(core, sim, data_w, tid_w)
    with _workdir() as work:
        (work / "monte.txt").write_text(f"{depth} {checkpoints} {steps} 0 {seed.hex()}\n")
        lines = _run(
            bench,
            work,
            [f"+monte={work / 'monte.txt'}", *_sim_plusargs(sim, stall_seed, stall, timeout_cycles)],
            f"{core.name} Monte on {sim}",
        )
    found = [_parse_digest(line.split()[2]) for line in lines if line.startswith("C ")]
    if len(found) != checkpoints:
        raise ToolFailedError(f"{core.name} Monte on {sim}: {len(found)} of {checkpoints} checkpoints came out")
    return found


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
    core = _as_core(core)
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


__all__ = [
    "SIMULATORS",
    "Bench",
    "CycleReport",
    "StreamOutput",
    "build",
    "XofOutput",
    "hash_messages",
    "run_monte",
    "run_xof_monte",
    "xof_messages",
    "stream_cycles",
]
