"""Icarus runs of a routed netlist for the power estimate: compile (zero-delay, or timed
with the folded delays as defparams, see `sdf`), run, and return the VCD of the window.

Two benches drive the netlist: the file-driven stream bench (tb/hc_stream_tb.v) for cores,
with real messages; and `write_vector_bench`, a generated bench applying one input vector
per clock to a small circuit (the estimator's tests).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from hashcores.errors import ToolFailedError
from hashcores.power.sdf import DELAYS_TOP
from hashcores.sim.tools import require_simulator

PROBE = Path(__file__).with_name("hc_power_probe.v")
CELLS = Path(__file__).with_name("ecp5_cells.v")
PROBE_TOP = "hc_power_probe"
VECTOR_TB_TOP = "hc_power_vector_tb"
#: Wall-clock limit of one simulation (seconds).
RUN_LIMIT_S = 6 * 3600


def compile_bench(folder: Path, sources: list[Path], tops: list[str],
                  defines: dict[str, str], delays: Path | None) -> Path:
    """Compile `sources` plus the cell models and the probe; timed when `delays` (the
    defparam file of `sdf.write_defparams`) is given."""
    require_simulator("icarus")  # the estimate simulates the netlist on Icarus
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / "sim.vvp"
    flags = [f"-D{k}={v}" for k, v in defines.items()]
    # an `include is looked up beside the sources (the stream bench's common part)
    flags += [f"-I{d}" for d in dict.fromkeys(Path(s).parent for s in sources)]
    extra = [delays] if delays is not None else []
    tops = [*tops, *([DELAYS_TOP] if delays is not None else [])]
    cmd = ["iverilog", "-g2012", "-o", str(out), *[f"-s{t}" for t in (*tops, PROBE_TOP)],
           *flags, str(CELLS), str(PROBE), *map(str, [*sources, *extra])]
    log = folder / "compile.log"
    with open(log, "w") as handle:
        handle.write("$ " + " ".join(cmd) + "\n")
        handle.flush()
        done = subprocess.run(cmd, stdout=handle, stderr=subprocess.STDOUT, check=False)
    if done.returncode != 0:
        raise ToolFailedError(f"Icarus could not compile the routed netlist; see {log}")
    return out


def run_bench(vvp: Path, folder: Path, plusargs: list[str]) -> Path:
    """Run a compiled bench; the VCD it wrote. ToolFailedError when there is none. The
    compiled program (tens of MB for a large core) is deleted after a good run."""
    vcd = folder / "power.vcd"
    vcd.unlink(missing_ok=True)
    log = folder / "sim.log"
    cmd = ["vvp", "-n", str(vvp), f"+vcd={vcd}", *plusargs]
    with open(log, "w") as handle:
        handle.write("$ " + " ".join(cmd) + "\n")
        handle.flush()
        try:
            done = subprocess.run(cmd, stdout=handle, stderr=subprocess.STDOUT, cwd=folder,
                                  timeout=RUN_LIMIT_S, check=False)
        except subprocess.TimeoutExpired:
            raise ToolFailedError(f"the power simulation ran over {RUN_LIMIT_S} s; see {log}"
                                  ) from None
    if done.returncode != 0 or not vcd.is_file():
        raise ToolFailedError(f"the power simulation failed (exit {done.returncode}) or "
                              f"wrote no VCD; see {log}")
    vvp.unlink(missing_ok=True)
    return vcd


def write_vector_bench(path: Path, dut: str, inputs: list[tuple[str, int]], vectors: int,
                       half_period_ns: float) -> None:
    """A bench for a small circuit with ports clk, rst_n and `inputs` (name, width): it
    holds reset for two clocks, then applies line i of +stim=<file> (hex, the inputs
    concatenated in the order given, first input most significant) 1 ns after rising edge
    i, for `vectors` clocks, and finishes half a clock after the second edge after the last
    vector (every change has settled). Outputs are left open."""
    width = sum(w for _, w in inputs)
    lines = [
        "`timescale 1ns / 1ps",
        f"module {VECTOR_TB_TOP};",
        "    reg clk = 1'b0;",
        f"    always #{half_period_ns:g} clk = ~clk;",
        "    reg rst_n = 1'b0;",
        f"    reg [{width - 1}:0] stim_mem [0:{vectors - 1}];",
        f"    reg [{width - 1}:0] vec_q = {width}'d0;",
        "    reg [8*1024-1:0] stim_file;",
        "    integer i;",
    ]
    ports = [".clk(clk)", ".rst_n(rst_n)"]
    hi = width
    for name, w in inputs:
        ports.append(f".{name}(vec_q[{hi - 1}:{hi - w}])")
        hi -= w
    lines += [
        f"    {dut} dut ({', '.join(ports)});",
        "    initial begin",
        '        if (!$value$plusargs("stim=%s", stim_file)) $fatal(1, "no +stim");',
        "        $readmemh(stim_file, stim_mem);",
        "        repeat (2) @(posedge clk);",
        "        #1 rst_n = 1'b1;",
        f"        for (i = 0; i < {vectors}; i = i + 1) begin",
        "            @(posedge clk);",
        "            #1 vec_q = stim_mem[i];",
        "        end",
        "        @(posedge clk);",
        "        @(posedge clk);",
        # Half a clock later, so the last edge's changes settle inside the window.
        f"        #{half_period_ns:g} $finish;",
        "    end",
        "endmodule",
    ]
    path.write_text("\n".join(lines) + "\n")
