"""The simulators the library runs on and the programs each one needs.

The one place that names them: the cocotb runner (`hashcores.sim.runner`), the
file-driven bench (`hashcores.sim.filehash`), the command line and the tests all read
`SIMULATORS` and call `require_simulator` from here.
"""

from __future__ import annotations

import functools
import shutil
import subprocess

from hashcores.errors import ToolMissingError

#: The simulators the library supports, in the order tests use them.
SIMULATORS: tuple[str, ...] = ("verilator", "icarus")

#: Programs each simulator needs on PATH. Verilator translates the design to C++ and
#: builds it with make and g++ (its verilated.mk sets CXX = g++).
EXECUTABLES: dict[str, tuple[str, ...]] = {
    "verilator": ("verilator", "make", "g++"),
    "icarus": ("iverilog", "vvp"),
}

#: The Debian/Ubuntu package that provides each program (what scripts/bootstrap.sh installs).
PACKAGES: dict[str, str] = {
    "verilator": "verilator",
    "make": "make",
    "g++": "g++",
    "iverilog": "iverilog",
    "vvp": "iverilog",
    "gcc": "gcc",
}

#: The command that prints a simulator's version (its first line goes into build keys).
_VERSION_COMMANDS: dict[str, tuple[str, ...]] = {
    "verilator": ("verilator", "--version"),
    "icarus": ("iverilog", "-V"),
}


def install_hint(executables: tuple[str, ...] | list[str]) -> str:
    """How to get `executables`: the bootstrap script, or the packages that hold them."""
    packages = dict.fromkeys(PACKAGES[exe] for exe in executables)
    return f"run scripts/bootstrap.sh (Debian/Ubuntu: apt-get install {' '.join(packages)})"


def require_simulator(sim: str) -> None:
    """Raise ToolMissingError (one line: what is missing, how to install it) unless `sim`
    is a simulator the library supports and every program it needs is on PATH."""
    if sim not in EXECUTABLES:
        raise ToolMissingError(f"unknown simulator {sim!r}; use one of: {', '.join(SIMULATORS)}")
    require_programs(EXECUTABLES[sim], f"simulator {sim}")


def require_programs(programs: tuple[str, ...], what: str) -> None:
    """Raise ToolMissingError (one line: what is missing, how to install it) unless every
    one of `programs` (names of PACKAGES) is on PATH; `what` names who needs them."""
    missing = [exe for exe in programs if shutil.which(exe) is None]
    if missing:
        raise ToolMissingError(
            f"{what} needs {', '.join(missing)}: not found on PATH; {install_hint(missing)}"
        )


@functools.lru_cache(maxsize=None)
def simulator_version(sim: str) -> str:
    """The first line `sim` prints about its version (the name alone if it prints nothing)."""
    require_simulator(sim)
    done = subprocess.run(_VERSION_COMMANDS[sim], capture_output=True, text=True, check=False)
    text = done.stdout or done.stderr
    return text.splitlines()[0] if text else sim


__all__ = ["EXECUTABLES", "PACKAGES", "SIMULATORS", "install_hint", "require_simulator",
           "simulator_version"]
