"""Running a compiled bench: its options (seed, stalls, timeout), a scratch folder per
run, and the end of the run checked (a result, a stopped core, a failed bench)."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hashcores.errors import BadInputError, ToolFailedError
from hashcores.paths import build_dir
from hashcores.sim.filehash.bench import Bench

#: Cycles without any transfer on either side before the bench gives up.
DEFAULT_TIMEOUT_CYCLES = 200_000
#: Wall-clock limit of one simulator run, seconds.
RUN_LIMIT_S = 4 * 3600


def stall_arg(p: float, side: str) -> int:
    """The bench's stall threshold (of 65536) for probability `p` on `side`."""
    if not 0.0 <= p < 1.0:
        raise BadInputError(f"{side} stall probability {p}: must be at least 0 and below 1")
    return min(65535, round(p * 65536))


def plusargs(sim: str, seed: int, stall: float, timeout_cycles: int) -> list[str]:
    """The run options: stall generator seed and thresholds, timeout, and on Verilator
    random initial values for registers without a reset."""
    args = [
        f"+seed={seed & 0xFFFFFFFF or 1}",
        f"+in_stall={stall_arg(stall, 'input')}",
        f"+out_stall={stall_arg(stall, 'output')}",
        f"+timeout={timeout_cycles}",
    ]
    if sim == "verilator":
        # Registers without a reset start random, as on silicon (Icarus starts them at x).
        args += ["+verilator+rand+reset+2", f"+verilator+seed+{(seed & 0x7FFFFFFF) or 1}"]
    return args


def run_bench(bench: Bench, work: Path, args: list[str], label: str) -> list[str]:
    """Run the bench in `work` with plusargs `args`; the output log's lines. Raises
    ToolFailedError, naming `label`, unless it ended well."""
    out = work / "out.txt"
    log = work / "sim.log"
    cmd = [*bench.command, f"+out={out}", *args]
    with open(log, "w") as handle:
        handle.write("$ " + " ".join(cmd) + "\n")
        handle.flush()
        try:
            done = subprocess.run(
                cmd, stdout=handle, stderr=subprocess.STDOUT, cwd=work, timeout=RUN_LIMIT_S, check=False
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
def workdir(keep_on_error: bool = True) -> Iterator[Path]:
    """A fresh folder for one run, removed afterwards (kept after an error, to read)."""
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

