"""The toplevel the benches of the stream tops drive: the core's stream top inside
tb/hc_stream_tb.v (tb/hc_cocotb_xof_tb.v for an extendable-output top), which makes the
clock. tb/hc_stream_tb.v is the file-driven bench too (its file mode; hashcores.sim.filehash
compiles it with its own options), so both benches have one module, one clock and one set
of defines (`stream_defines`).

A clock toggled from Python wakes cocotb twice a cycle (a timer callback per half period):
about a third of a stream test's run on Verilator, where the design itself costs next to
nothing (docs/verification.md, "Simulation speed"). In the wrapper the clock is a process
of the simulator, and the benches only wait for its edges. `Wrapper` says how to build a
module around a top (hashcores.sim.runner.build takes one); `stream_wrapper` is that for
a core of the registry.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from hashcores import registry
from hashcores.paths import TB

#: The benches' clock period in ns (the wrapper's clock; the benches' cycle budgets).
CLOCK_NS = 10

#: The wrapper of the stream tops with an m_digest output, its module, and the header of
#: defines it includes (shared with the file bench); the same for the extendable-output
#: tops (s_outlen in, a stream of output beats out).
STREAM_TB = TB / "hc_stream_tb.v"
STREAM_TB_TOP = "hc_stream_tb"
STREAM_TB_DEFINES = TB / "hc_stream_top_defines.vh"
#: What the file mode of the bench includes (shared with tb/hc_xof_file_tb.v).
FILE_TB_COMMON = TB / "hc_file_tb_common.vh"
XOF_TB = TB / "hc_cocotb_xof_tb.v"
XOF_TB_TOP = "hc_cocotb_xof_tb"
XOF_TB_DEFINES = TB / "hc_xof_top_defines.vh"


@dataclass(frozen=True)
class Wrapper:
    """A bench module simulated around the top: its file, its module name, the defines
    that tell it the top, the top's parameters and its port widths, and the headers it
    includes (from its own folder; a build depends on their contents too)."""

    file: Path
    module: str
    defines: Mapping[str, str]
    headers: tuple[Path, ...] = ()

    def args(self, sim: str) -> tuple[str, ...]:
        """Its defines as simulator arguments; Verilator also gets --timing, which the
        wrapper's clock process (a delay) needs."""
        defines = tuple(f"-D{k}={v}" for k, v in sorted(self.defines.items()))
        include = (f"-I{self.file.parent}",)  # the benches' shared headers
        return defines + include + (("--timing",) if sim == "verilator" else ())


def top_defines(top: str, parameters: Mapping[str, int]) -> dict[str, str]:
    """The defines every bench wrapper takes: the top, its DATA_W and TID_W, its parameter
    list and the clock's half period (tb/hc_stream_top_defines.vh, tb/hc_hmac_tb.v)."""
    if CLOCK_NS % 2:
        raise ValueError(f"CLOCK_NS = {CLOCK_NS}: the wrapper's half period must be whole ns")
    return {
        "HC_TOP": top,
        "HC_DATA_W": str(parameters["DATA_W"]),
        "HC_TID_W": str(parameters["TID_W"]),
        "HC_PARAMS": ", ".join(f".{k}({v})" for k, v in parameters.items()),
        "HC_HALF_PERIOD": str(CLOCK_NS // 2),
    }


def stream_defines(core: registry.Core, parameters: Mapping[str, int]) -> dict[str, str]:
    """The defines that tell a bench `core`'s stream top built with `parameters` (DATA_W
    and TID_W among them; OUT_W and OUTLEN_W too for an extendable-output core), as
    tb/hc_stream_top_defines.vh and tb/hc_xof_top_defines.vh name them."""
    defines = top_defines(core.top, parameters)
    if core.xof:
        return defines | {"HC_OUT_W": str(parameters["OUT_W"]),
                          "HC_OUTLEN_W": str(parameters["OUTLEN_W"])}
    return defines | {"HC_DIGEST_BITS": str(core.algorithm.digest_bits)}


def stream_wrapper(core: registry.Core, parameters: Mapping[str, int]) -> Wrapper:
    """The wrapper around `core`'s stream top built with `parameters`: tb/hc_stream_tb.v,
    or tb/hc_cocotb_xof_tb.v for an extendable-output core."""
    defines = stream_defines(core, parameters)
    if core.xof:
        return Wrapper(XOF_TB, XOF_TB_TOP, defines, (XOF_TB_DEFINES,))
    return Wrapper(STREAM_TB, STREAM_TB_TOP, defines, (STREAM_TB_DEFINES, FILE_TB_COMMON))
