"""Verilator's run-time library, compiled once and shared by every build that can use it.

Every Verilator build compiles the same run-time library (verilated.cpp, and
verilated_vpi.cpp for cocotb or verilated_threads.cpp and verilated_timing.cpp for a
`--timing` bench): about 8 s of CPU, most of a build's time for our small designs. Those
objects depend only on Verilator's headers and the compiler flags, not on the design, so
the first build stores them in a cache keyed by Verilator's version and the flags, and
later builds start with a copy. (The generated makefile lists them as depending on
itself, and Verilator has just rewritten it, so the copies are touched after the Verilator
step; make then links them as they are.)

Used by the cocotb runner (hashcores.sim.runner) and the file-driven bench
(hashcores.sim.filehash.bench).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from hashcores.paths import build_dir
from hashcores.sim.tools import simulator_version

#: verilated.o, verilated_vpi.o, verilated_timing.o, ... and their .d files
RUNTIME_GLOB = "verilated*.[od]"


def runtime_flags(args: Sequence[str]) -> tuple[str, ...]:
    """The arguments of a Verilator command that can change the run-time library: all
    but the design's defines and include folders (-D..., -I...), which only the design's
    own C++ sees. (Keyed on the defines, every wrapped build, whose defines name its core,
    compiled the library again: about 8 s of CPU each.)"""
    return tuple(a for a in args if not a.startswith(("-D", "-I", "+define+", "+incdir+")))


def cache_folder(flags: Sequence[str]) -> Path:
    """The cache of run-time objects built with `flags` (everything of the Verilator
    command that is not the design) by this machine's Verilator."""
    key = repr((simulator_version("verilator"), tuple(flags)))
    digest = hashlib.sha256(key.encode()).hexdigest()[:12]
    folder = build_dir() / "sim" / "verilator" / f"_runtime-{digest}"
    folder.parent.mkdir(parents=True, exist_ok=True)
    return folder


def restore(cache: Path, folder: Path, makefile: str) -> None:
    """Copy the cached run-time objects into `folder` unless its own are newer than
    `makefile` (a name in `folder`) already."""
    if not cache.is_dir():
        return
    own, mk = folder / "verilated.o", folder / makefile
    if own.exists() and mk.exists() and own.stat().st_mtime >= mk.stat().st_mtime:
        return
    now = time.time()
    for item in cache.glob(RUNTIME_GLOB):
        target = folder / item.name
        shutil.copyfile(item, target)
        os.utime(target, (now, now))


def store(cache: Path, folder: Path) -> None:
    """Keep `folder`'s run-time objects as the cache, unless there is one already."""
    if cache.is_dir():
        return
    objects = list(folder.glob(RUNTIME_GLOB))
    if not any(o.suffix == ".o" for o in objects):
        return
    staging = Path(tempfile.mkdtemp(prefix=cache.name + ".", dir=cache.parent))
    for item in objects:
        shutil.copyfile(item, staging / item.name)
    try:
        staging.rename(cache)  # atomic; another worker may have won the race
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
