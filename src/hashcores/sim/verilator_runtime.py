"""Verilator's run-time library, compiled once and shared by every build that can use it.

Every Verilator build compiles the same run-time library (verilated.cpp, and
verilated_vpi.cpp for cocotb or verilated_threads.cpp and verilated_timing.cpp for a
`--timing` bench): about 8 s of CPU, most of a build's time for our small designs. Those
objects depend only on Verilator's headers and the compiler flags, not on the design, so
the first build stores them in a cache keyed by Verilator's version and the flags, and
later builds start with a copy. (The generated makefile lists them as depending on
itself, and Verilator has just rewritten it, so the copies are touched after the Verilator
step; make then links them as they are.)

The cache also holds a precompiled header of the library's headers (`PCH_HEADER`). Each
file of a model starts by parsing verilated.h (and verilated_timing.h under `--timing`),
about 1 s of CPU per file: a file bench's model is about ten files, so the parsing was
most of its compile. Every compile of a later build includes the header first
(`pch_variables`), and g++ takes the precompiled form whose flags match (`FORMS`: the
model's fast files, its slow files, a large model's unoptimised ones), the text
otherwise. The objects are the same either way: measured on sha256_conv4's file bench,
15.0 s of compile CPU without it and 8.4 s with it, byte-identical objects.

Used by the cocotb runner (hashcores.sim.runner) and the file-driven bench
(hashcores.sim.filehash.bench).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from hashcores.paths import build_dir
from hashcores.sim import verilator_make
from hashcores.sim.tools import simulator_version

#: verilated.o, verilated_vpi.o, verilated_timing.o, ... and their .d files
RUNTIME_GLOB = "verilated*.[od]"

#: The header every model compile includes first; its precompiled forms are in the
#: folder of the same name plus ".gch", one per set of optimisation flags (g++ picks the
#: one whose flags match, and reads the text when none does).
PCH_HEADER = "hc_verilated_pch.h"

#: The precompiled forms, by the optimisation flags they are made with: the model's fast
#: files', its slow files', and unoptimised (a large model: hashcores.sim.verilator_make).
FORMS = {"fast": verilator_make.FAST_OPT, "slow": "$(OPT_SLOW)", "unoptimised": "-O0"}

#: Bumped when the cache's contents change, so that an older cache is not taken for one.
CACHE_FORMAT = 3


def runtime_flags(args: Sequence[str]) -> tuple[str, ...]:
    """The arguments of a Verilator command that can change the run-time library: all
    but the design's defines and include folders (-D..., -I...), which only the design's
    own C++ sees. (Keyed on the defines, every wrapped build, whose defines name its core,
    compiled the library again: about 8 s of CPU each.)"""
    return tuple(a for a in args if not a.startswith(("-D", "-I", "+define+", "+incdir+")))


def cache_folder(flags: Sequence[str]) -> Path:
    """The cache of run-time objects built with `flags` (everything of the Verilator
    command that is not the design) by this machine's Verilator."""
    key = repr((CACHE_FORMAT, simulator_version("verilator"), tuple(flags)))
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


def pch_variables(cache: Path) -> list[str]:
    """make's variables that put the cached precompiled header in front of every compile
    (none until the cache exists)."""
    header = cache / PCH_HEADER
    return [f"USER_CPPFLAGS=-include {header}"] if header.is_file() else []


def make_variables(cache: Path, folder: Path, cocotb: bool = False) -> list[str]:
    """make's variables for the model in `folder` built with `cache`: its optimisation
    (hashcores.sim.verilator_make; `cocotb`: a cocotb bench's model) and the precompiled
    header."""
    return [*verilator_make.make_variables(folder, cocotb), *pch_variables(cache)]


def _pch_text(folder: Path) -> str:
    """The headers to precompile for the model in `folder`: those its files include from
    the run-time library."""
    timing = any("VM_TIMING = 1" in mk.read_text() for mk in folder.glob("*_classes.mk"))
    headers = ["verilated.h", "verilated_dpi.h", *(["verilated_timing.h"] if timing else [])]
    return ("// Written by hashcores.sim.verilator_runtime: the run-time library's headers,\n"
            "// precompiled once for every build with the same flags.\n"
            + "".join(f'#include "{h}"\n' for h in headers))


def _precompile(staging: Path, folder: Path, makefile: str) -> None:
    """Precompile `PCH_HEADER` into `staging` with the compiler and flags of `makefile`
    (the model's, in `folder`), in each of the `FORMS`. A failure leaves the cache
    without it (the builds then parse the text)."""
    header = staging / PCH_HEADER
    header.write_text(_pch_text(folder))
    forms = staging / (PCH_HEADER + ".gch")
    rules = staging / "precompile.mk"
    rules.write_text("".join(
        f"{forms}/{name}.gch: {header}\n"
        f"\tmkdir -p $(@D)\n"
        f"\t$(CXX) $(CXXFLAGS) $(CPPFLAGS) {opt} -x c++-header -o $@ $<\n"
        for name, opt in FORMS.items()))
    targets = [f"{forms}/{name}.gch" for name in FORMS]
    done = subprocess.run(["make", "-C", str(folder), "-f", makefile, "-f", str(rules), *targets],
                          capture_output=True, check=False)
    rules.unlink()
    for stray in forms.glob("*.d"):  # the compiler's dependency lists (-MMD)
        stray.unlink()
    if done.returncode != 0 or not all(Path(t).is_file() for t in targets):
        shutil.rmtree(forms, ignore_errors=True)
        header.unlink()


def store(cache: Path, folder: Path, makefile: str) -> None:
    """Keep `folder`'s run-time objects, and the run-time headers precompiled with the
    flags of `makefile`, as the cache, unless there is one already."""
    if cache.is_dir():
        return
    objects = list(folder.glob(RUNTIME_GLOB))
    if not any(o.suffix == ".o" for o in objects):
        return
    staging = Path(tempfile.mkdtemp(prefix=cache.name + ".", dir=cache.parent))
    for item in objects:
        shutil.copyfile(item, staging / item.name)
    _precompile(staging, folder, makefile)
    try:
        staging.rename(cache)  # atomic; another worker may have won the race
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
