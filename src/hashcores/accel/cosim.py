"""The co-simulation of the C driver (sw/) with the Verilated accelerator over sha256_iter's
stream top: tb/hc_accel_cosim.cpp carries out the driver's MMIO calls as AXI4-Lite bus
cycles on rtl/accel/hc_accel_sha2.v and plays the interrupt controller. The driver is
compiled as C99 (gcc) and linked in; Verilator builds the rest (--cc --exe --build)."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

from hashcores import registry
from hashcores.accel.design import SHA2_SOURCES, SHA2_TOP
from hashcores.errors import ToolFailedError
from hashcores.locks import locked
from hashcores.paths import ROOT, TB, build_dir
from hashcores.sim.tools import EXECUTABLES, require_programs

SW = ROOT / "sw"
DRIVER_SOURCES = (SW / "hc_accel.c", SW / "hc_mmio_soc.c")
HARNESS = TB / "hc_accel_cosim.cpp"
#: the C the driver must compile warning-free with (docs/accelerator.md)
C_FLAGS = ("-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-O1")


@dataclass(frozen=True)
class Message:
    """One message of a run: its bytes, interrupt-driven or polled, and the seed of its
    split into hc_accel_update calls."""

    data: bytes
    interrupt: bool
    chunk_seed: int

    def line(self) -> str:
        return f"{'i' if self.interrupt else 'p'} {self.chunk_seed} {self.data.hex() or '-'}\n"


def _run(cmd: list[str], what: str, cwd: Path | None = None) -> None:
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
    if done.returncode != 0:
        raise ToolFailedError(f"{what} failed:\n{done.stdout}{done.stderr}"[-4000:])


def build(folder: Path | None = None) -> Path:
    """Compile the driver and build the harness with the model; returns the program."""
    require_programs(("gcc", *EXECUTABLES["verilator"]), "the accelerator's co-simulation")
    folder = folder or build_dir() / "accel_cosim"
    folder.mkdir(parents=True, exist_ok=True)
    with locked(folder.with_name(folder.name + ".lock")):
        objects = []
        for source in DRIVER_SOURCES:
            obj = folder / (source.stem + ".o")
            _run(["gcc", *C_FLAGS, f"-I{SW}", "-c", str(source), "-o", str(obj)],
                 f"compiling {source.name}")
            objects.append(str(obj))
        rtl = registry.get_core("sha256_iter").family.source_paths() + [
            str(ROOT / s) for s in SHA2_SOURCES]
        _run(["verilator", "--cc", "--exe", "--build", "-j", "1", "--top-module", SHA2_TOP,
              "-Mdir", str(folder / "obj"), "-o", "hc_accel_cosim", "-CFLAGS", "-O1",
              "-CFLAGS", f"-I{SW}", "-LDFLAGS", " ".join(objects), *rtl, str(HARNESS)],
             "building the co-simulation")
    return folder / "obj" / "hc_accel_cosim"


def run(program: Path, messages: list[Message], folder: Path) -> list[bytes]:
    """The digests the driver read for `messages`."""
    listing = folder / "messages.txt"
    listing.write_text("".join(m.line() for m in messages))
    done = subprocess.run([str(program), str(listing)], capture_output=True, text=True)
    lines = done.stdout.splitlines()
    failed = [line for line in lines if line.startswith("FAIL")]
    if done.returncode != 0 or failed:
        raise ToolFailedError(f"co-simulation failed: {' '.join(failed) or done.stderr[-2000:]}")
    return [bytes.fromhex(line) for line in lines]
