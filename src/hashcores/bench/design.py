"""What the benchmark synthesises: a core's stream top at a stream width, and its files.

The YoWASP tools only see their working directory, so a step folder gets a copy of the
sources (keeping their paths under the repository, so `include directives keep working)
plus any Verilog headers next to them.
"""

from __future__ import annotations

import math
import shutil
from dataclasses import dataclass
from pathlib import Path

from hashcores.bench import cache
from hashcores.paths import ROOT, RTL
from hashcores.registry import Core

#: The pin harness for targets with too few pins (see the file's header).
HARNESS: Path = RTL / "bench" / "hc_bench_harness.v"
HARNESS_TOP = "hc_bench_harness"
_HEADER_SUFFIXES: tuple[str, ...] = (".vh", ".svh")


@dataclass(frozen=True)
class Design:
    """A stream top with all its parameters fixed."""

    name: str
    top: str
    #: Every parameter set on the top, DATA_W included (when the top has one), in a
    #: stable order; a str is a string parameter (hc_accel_top's FAMILY).
    params: tuple[tuple[str, int | str], ...]
    #: RTL files in dependency order (absolute paths).
    sources: tuple[Path, ...]
    digest_bits: int
    tid_w: int = 1

    @property
    def data_w(self) -> int:
        return int(dict(self.params)["DATA_W"])


def design_for(core: Core, data_w: int) -> Design:
    """The core's stream top with DATA_W = `data_w` (padding included); a core with
    several message contexts gets a TID_W that can name each of them (else its aggregate
    throughput could not be used)."""
    params = {**core.params, "DATA_W": data_w}
    if core.contexts > 1 and "TID_W" not in params:
        params["TID_W"] = (core.contexts - 1).bit_length()
    tid_w = int(params.get("TID_W", 1))
    return Design(
        name=core.name,
        top=core.top,
        params=tuple(sorted(params.items())),
        sources=tuple(Path(p) for p in core.family.source_paths()),
        digest_bits=int(params.get("DIGEST_BITS", core.algorithm.digest_bits)),
        tid_w=tid_w,
    )


def input_clocks_per_block(block_bits: int, width: int) -> int:
    """Clocks a padding unit takes to collect one block from full beats of `width` bits:
    one per beat, plus one for each beat that straddles a block edge (hc_stream_pad
    writes it in two pieces, s_tready low in the first)."""
    beats = math.ceil(block_bits / width)
    return beats + (1 if block_bits % width else 0)


def input_period(core: Core) -> float:
    """Clocks the stream has to bring a block in, so that every context stays busy: the
    aggregate clocks per block (design value), halved for a core whose padding units hold
    one block each (`PAD_OUT_REG` = 0). Such a unit takes no beat while its block waits
    for the grant, and a source sending its messages round-robin waits on it
    (docs/sha512.md: `sha512_uhs4` measured 12 clocks per block instead of 10 at 128
    bits, 10 from 192 bits)."""
    period = core.aggregate_clocks_per_block
    return period / 2 if int(core.params.get("PAD_OUT_REG", 1)) == 0 else period


def feed_width(core: Core, data_w: int) -> int:
    """The stream width the benchmark gives `core`: `data_w`, widened (in steps of 32
    bits) until one beat per clock brings a block per `input_period`, so that the input
    keeps every context busy; then, where that width does not divide a block of 64-bit
    words and is an odd number of 32-bit words, 32 bits more.

    A 32-bit stream brings a 512-bit block in 16 clocks: enough for the textbook 4-stage
    core (a block per 16-clock wave) but not for 2 rounds per clock (a block per 8-clock
    wave), which a narrow input would starve, measuring the input rather than the core;
    nor a 1088-bit SHA3-256 rate block every 24 clocks (34 beats of 32 bits). A width
    that does not divide the block costs a clock per straddling beat (a 4-context SHA3-256
    ring needs a block every 6 clocks: 192 bits would take 7, 224 bits take 6).

    The last step is for the padding unit: it writes a beat that does not divide the
    block in units of their greatest common divisor (hc_stream_pad, UNIT_BYTES), so an
    odd number of 32-bit words against a block of 64-bit words places its pieces in
    32-bit units, twice as many positions as 32 bits more would give, with a deeper
    control in front of the accumulator's enables. Measured on `sha3_256_r1x3` (ECP5-85F
    speed 6, seed 1, docs/sha3.md): 60.0 MHz at 160 bits, 69.9 at 192. (Of the
    catalogued cores it widens only Keccak ones: `sha3_256_r1x3`, `sha3_256_r1x4` and
    the ring `sha3_256_p4`.)
    """
    period = input_period(core)
    block = core.algorithm.block_bits
    width = max(32, 32 * math.ceil(data_w / 32))
    while width < 1024 and input_clocks_per_block(block, width) > period:
        width += 32
    if block % width and block % 64 == 0 and width % 64:
        width += 32
    return max(data_w, width)


def _relative(path: Path) -> str:
    """Where a source lives inside a step folder."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return f"ext/{path.name}"


def files_for(design: Design, harness: bool) -> list[Path]:
    """Every file a step needs: the sources, the harness if asked, and nearby headers."""
    files = list(design.sources) + ([HARNESS] if harness else [])
    headers: list[Path] = []
    for folder in dict.fromkeys(p.parent for p in files):
        if folder.is_dir():
            headers += sorted(p for p in folder.iterdir() if p.suffix in _HEADER_SUFFIXES)
    return files + [h for h in headers if h not in files]


def manifest(files: list[Path]) -> list[tuple[str, str]]:
    """(path in the step folder, content hash) of each file, for cache keys."""
    return [(_relative(p), cache.file_digest(p)) for p in files]


def stage(files: list[Path], folder: Path) -> list[str]:
    """Copy `files` into `folder`; their relative names, in order."""
    names: list[str] = []
    for src in files:
        rel = _relative(src)
        dst = folder / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
        names.append(rel)
    return names
