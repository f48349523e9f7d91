"""The co-simulation of the C driver (sw/) with the Verilated accelerator: over sha256_iter's
stream top (rtl/accel/hc_accel_top.v, hash mode) or over an HMAC top (the same module
at a parameter set of hashcores.accel.hmac). tb/hc_accel_cosim.cpp
carries out the driver's MMIO calls as AXI4-Lite bus cycles and plays the interrupt
controller. The driver is compiled as C99 (gcc) and linked in; Verilator builds the rest
(--cc --exe --build)."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from hashcores import registry
from hashcores.accel.design import ALL_SOURCES, TOP
from hashcores.errors import ToolFailedError
from hashcores.locks import locked
from hashcores.paths import ROOT, TB, build_dir
from hashcores.sim.tools import EXECUTABLES, require_programs

if TYPE_CHECKING:
    from hashcores.accel.hmac import AccelHmac

SW = ROOT / "sw"
DRIVER_SOURCES = (SW / "hc_accel.c", SW / "hc_mmio_soc.c")
HARNESS = TB / "hc_accel_cosim.cpp"
#: the C the driver must compile warning-free with (docs/accelerator.md)
C_FLAGS = ("-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-O1")


#: The harness's operations (tb/hc_accel_cosim.cpp): hash, MAC, load key, wipe key, and a
#: MAC (or hash) through the AXI4-Stream port at one beat a clock, a read of the KEY window
#: (which the accelerator must refuse), a raw register write past the driver (`slot` is
#: the byte offset, `chunk_seed` the value), and a hash that yields to another message
#: now and then (hc_accel_save, a hash, hc_accel_restore).
HASH, MAC, KEY, WIPE, STREAM, READ_KEY, RAW_WRITE, YIELD = "h", "m", "k", "w", "d", "x", "r", "y"


@dataclass(frozen=True)
class Message:
    """One operation of a run: its bytes, interrupt-driven or polled, the seed of its split
    into hc_accel_update calls, and for HMAC operations the key slot."""

    data: bytes
    interrupt: bool
    chunk_seed: int
    op: str = HASH
    slot: int = 0

    def line(self) -> str:
        return (f"{self.op} {'i' if self.interrupt else 'p'} {self.slot} {self.chunk_seed} "
                f"{self.data.hex() or '-'}\n")


@dataclass(frozen=True)
class Result:
    """What the harness printed for one operation: the digest or MAC (empty for a key load
    or wipe), its clocks, its AXI4-Lite transactions and the clocks they took; `answer` is
    the printed word when it is not a digest ("ok", "slverr", "error4", ...)."""

    digest: bytes
    clocks: int
    bus_cycles: int
    bus_clocks: int
    answer: str = ""

    @classmethod
    def parse(cls, line: str) -> Result:
        first, clocks, bus_cycles, bus_clocks = line.split()
        counts = (int(clocks), int(bus_cycles), int(bus_clocks))
        if first in ("ok", "okay", "slverr") or first.startswith(("error", "read")):
            return cls(b"", *counts, answer=first)
        return cls(bytes.fromhex(first), *counts)


def _run(cmd: list[str], what: str, cwd: Path | None = None) -> None:
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
    if done.returncode != 0:
        raise ToolFailedError(f"{what} failed:\n{done.stdout}{done.stderr}"[-4000:])


def build(folder: Path | None = None, accel: AccelHmac | None = None) -> Path:
    """Compile the driver and build the harness with the model (the hash-mode accelerator
    over sha256_iter, or `accel`); returns the program."""
    require_programs(("gcc", *EXECUTABLES["verilator"]), "the accelerator's co-simulation")
    name = "accel_cosim" if accel is None else f"accel_cosim_{accel.name}"
    folder = folder or build_dir() / name
    folder.mkdir(parents=True, exist_ok=True)
    with locked(folder.with_name(folder.name + ".lock")):
        # the model's make does not know the driver's objects: link again every time
        (folder / "obj" / "hc_accel_cosim").unlink(missing_ok=True)
        objects = []
        for source in DRIVER_SOURCES:
            obj = folder / (source.stem + ".o")
            _run(["gcc", *C_FLAGS, f"-I{SW}", "-c", str(source), "-o", str(obj)],
                 f"compiling {source.name}")
            objects.append(str(obj))
        if accel is None:
            params: dict[str, int | str] = {}
            rtl = registry.get_core("sha256_iter").family.source_paths()
        else:
            params = accel.parameters()
            rtl = accel.hmac.sources()
        rtl += [str(ROOT / s) for s in ALL_SOURCES]
        generics = [f'-G{k}="{v}"' if isinstance(v, str) else f"-G{k}={v}"
                    for k, v in params.items()]
        _run(["verilator", "--cc", "--exe", "--build", "-j", "1", "--top-module", TOP,
              "--prefix", "Vhc_accel", *generics,
              "-Mdir", str(folder / "obj"), "-o", "hc_accel_cosim", "-CFLAGS", "-O1",
              "-CFLAGS", f"-I{SW}", "-LDFLAGS", " ".join(objects), *rtl, str(HARNESS)],
             "building the co-simulation")
    return folder / "obj" / "hc_accel_cosim"


def run(program: Path, messages: list[Message], folder: Path) -> list[bytes]:
    """The digests the driver read for `messages` (empty for key loads and wipes)."""
    return [r.digest for r in run_measured(program, messages, folder)]


def run_measured(program: Path, messages: list[Message], folder: Path) -> list[Result]:
    """What the harness printed for each of `messages`."""
    listing = folder / "messages.txt"
    listing.write_text("".join(m.line() for m in messages))
    done = subprocess.run([str(program), str(listing)], capture_output=True, text=True)
    lines = done.stdout.splitlines()
    failed = [line for line in lines if line.startswith("FAIL")]
    if done.returncode != 0 or failed:
        raise ToolFailedError(f"co-simulation failed: {' '.join(failed) or done.stderr[-2000:]}")
    return [Result.parse(line) for line in lines]
