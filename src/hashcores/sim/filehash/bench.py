"""The file-driven bench (the file mode of tb/hc_stream_tb.v; tb/hc_xof_file_tb.v)
compiled for one core.

The bench is compiled once per (simulator, core, DATA_W, TID_W, parameters, sources) into
``build_dir()/filetb/<sim>-<core>-w<DATA_W>-<key>``; the key hashes the source contents and
every option, so a changed RTL file means a new build and an unchanged one is reused. Builds
of the same folder by concurrent processes (pytest-xdist) are serialised by a file lock and
land by an atomic rename.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from hashcores import registry
from hashcores.errors import BadInputError, ToolFailedError
from hashcores.locks import locked
from hashcores.paths import ROOT, TB, build_dir
from hashcores.registry import Core
from hashcores.sim import verilator_runtime
from hashcores.sim.clocked import (FILE_TB_COMMON, STREAM_TB, STREAM_TB_DEFINES, STREAM_TB_TOP,
                                   XOF_TB_DEFINES, stream_defines)
from hashcores.sim.tools import require_simulator, simulator_version

#: The bench of the m_digest cores: the module the cocotb benches drive, in its file mode.
TB_FILE: Path = STREAM_TB
TB_TOP = STREAM_TB_TOP
#: The bench of the extendable-output cores (`Core.xof`: s_outlen in, a stream out).
XOF_TB_FILE: Path = TB / "hc_xof_file_tb.v"
XOF_TB_TOP = "hc_xof_file_tb"
#: What both benches include (`include "hc_file_tb_common.vh"`, found through -I tb/).
TB_COMMON: Path = FILE_TB_COMMON
#: The defines naming the stream top, with their defaults (the two benches include them).
TB_DEFINES: tuple[Path, ...] = (STREAM_TB_DEFINES, XOF_TB_DEFINES)
DEFAULT_TID_W = 8
#: Output beat width (OUT_W) of the extendable-output cores in the bench, and s_outlen's.
DEFAULT_OUT_W = 64
XOF_OUTLEN_W = 24


@dataclass(frozen=True)
class Bench:
    """A compiled bench: how to run it."""

    sim: str
    folder: Path
    command: tuple[str, ...]


def as_core(core: Core | str) -> Core:
    """`core`, or the registry's core of that name."""
    return core if isinstance(core, Core) else registry.get_core(core)


def _tb(core: Core) -> tuple[Path, str]:
    """The bench file and top of `core`: hc_xof_file_tb for the extendable-output cores."""
    return (XOF_TB_FILE, XOF_TB_TOP) if core.xof else (TB_FILE, TB_TOP)


def _parameters(core: Core, data_w: int, tid_w: int, out_w: int = DEFAULT_OUT_W) -> dict[str, int]:
    params = {**core.params, "DATA_W": data_w, "TID_W": tid_w}
    if core.xof:
        params.update({"OUT_W": out_w, "OUTLEN_W": XOF_OUTLEN_W})
    return params


def _defines(core: Core, data_w: int, tid_w: int, out_w: int = DEFAULT_OUT_W) -> dict[str, str]:
    return stream_defines(core, _parameters(core, data_w, tid_w, out_w))


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
    # the clock's half period for TB_MAIN, as the bench would use it on Icarus
    half_period = ["-CFLAGS", f"-DHC_HALF_PERIOD={defines['HC_HALF_PERIOD']}"] if defines else []
    return [
        [
            "verilator", *VERILATOR_FLAGS, *half_period, "--top-module", tb_top,
            "-Mdir", str(out / "obj"), "-o", "Vtb",
            *dflags, str(TB_MAIN), str(tb_file), *sources,
        ],
        # the run-time library is copied in between these two steps (_compile)
        ["make", "-C", str(out / "obj"), "-f", "Vtb.mk", "-j", "2"],
    ]


#: The C++ main of the benches on Verilator: it toggles their clock (HC_EXTERNAL_CLOCK).
TB_MAIN: Path = TB / "hc_file_tb_main.cpp"

#: Verilator's flags for a bench: a model (`--cc`) with our main (`--exe`, TB_MAIN), the
#: bench built with its clock as an input so that it has no delay and needs no `--timing`
#: (the coroutine scheduler costs compile and run time: tb/hc_file_tb_main.cpp), and the
#: build left to `make` so that the run-time library comes from the shared cache
#: (hashcores.sim.verilator_runtime) instead of being compiled for every bench.
VERILATOR_FLAGS: tuple[str, ...] = (
    "--cc", "--exe", "--prefix", "Vtb", "-DHC_EXTERNAL_CLOCK", "-O3",
    "-Wno-fatal", "-Wno-lint", "-Wno-style",
    "--x-assign", "unique", "--x-initial", "unique",
    # -O1: a fifth less compile CPU than -O2 (sha512_conv4: 14.7 s against 17.8 s), and
    # its Monte file runs no slower; the suite builds about 180 benches
    "-CFLAGS", "-O1",
)


def _compile(sim: str, commands: list[list[str]], tmp: Path, log: IO[str]) -> bool:
    """Run the compile `commands` in `tmp`, logging to `log`; False when one fails. On
    Verilator the run-time library is restored from the cache before make and kept in it
    after."""
    cache = verilator_runtime.cache_folder(VERILATOR_FLAGS) if sim == "verilator" else None
    for cmd in commands:
        if cache is not None and cmd[0] == "make":
            makefile = cmd[cmd.index("-f") + 1]
            verilator_runtime.restore(cache, tmp / "obj", makefile)
            cmd = [*cmd, *verilator_runtime.make_variables(cache, tmp / "obj")]
        log.write("$ " + " ".join(cmd) + "\n")
        log.flush()
        done = subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT, cwd=tmp, check=False)
        if done.returncode != 0:
            return False
        if cache is not None and cmd[0] == "make":
            verilator_runtime.store(cache, tmp / "obj", makefile)
    return True


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
    core = as_core(core)
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
    for path in [str(tb[0]), str(TB_COMMON), str(TB_MAIN), *map(str, TB_DEFINES), *sources]:
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
                compiled = _compile(sim, _compile_commands(sim, defines, sources, tmp, tb), tmp, out)
            if not compiled:
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

