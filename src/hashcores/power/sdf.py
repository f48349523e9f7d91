"""nextpnr's SDF, made into the timed simulation's delays: each cell path's delay plus the
routed wire (INTERCONNECT) delay into its input pin, as parameters of the cell models.

Each path's total (wire into the pin + cell path) is split in two:
- an inertial stage per cell output holding the cell's fastest path to that output (a
  pulse shorter than the cell's own delay does not pass the cell, as on the device);
- a transport delay per (input pin, output) holding the rest: the wire into the pin and
  the path's excess over that fastest path (a nonblocking assignment with an
  intra-assignment delay keeps every pulse, so a pulse shorter than a wire still reaches
  the cell and is judged there).

Why not `$sdf_annotate` onto specify paths: Icarus ignores INTERCONNECT entries, and its
specify path delays are inertial over the whole path: with the wire delays folded into
the paths (0.5-1.5 ns) every pulse shorter than the wire was swallowed and the timed
toggle counts came out equal to the zero-delay ones. Why not transport delays throughout
(this flow's first model): no pulse is ever filtered, so in deep XOR logic every input
change reaches every output and the events multiply level by level; the whole-round Luffa
cores (24 XOR levels between two registers) never finished their timed run. A sink pin
with no path through its cell (a register's data input) keeps no delay: the register
samples at the clock edge, so a later arrival changes no toggle count (timing itself is
checked by nextpnr, not here). Block RAM (DP16KD) likewise keeps only its clock-to-output
delay, one per output bus (the IOPATH from the port clock plus the wire into that clock
pin), with no inertial stage: its outputs are registered.

The slow corner (the third value of each triple) is used throughout: it is what nextpnr's
Fmax is computed from, so the timed simulation at a clock below Fmax settles every cycle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from hashcores.errors import ToolFailedError

_CELL = re.compile(r"\(CELL\s*\(CELLTYPE\s+\"([^\"]*)\"\)\s*\(INSTANCE\s*([^)]*)\)")
_IOPATH = re.compile(r"\(IOPATH\s+(\S+)\s+(\S+)\s+\(([-\d.:]+)\)")
_INTERCONNECT = re.compile(r"\(INTERCONNECT\s+(\S+)\s+(\S+)\s+\(([-\d.:]+)\)")
_TIMESCALE = re.compile(r"\(TIMESCALE\s+(\d+)\s*(ps|ns)\)")


@dataclass
class Delays:
    """Cell path delays and wire delays of a routed design, in picoseconds."""

    #: instance -> (input pin, output pin) -> delay.
    paths: dict[str, dict[tuple[str, str], float]] = field(default_factory=dict)
    #: instance -> cell type.
    types: dict[str, str] = field(default_factory=dict)
    #: (sink instance, sink pin) -> wire delay.
    wires: dict[tuple[str, str], float] = field(default_factory=dict)


def _slow(triple: str) -> float:
    """The slow-corner value of an SDF "(min:typ:max)" triple (or a single value)."""
    return float(triple.split(":")[-1])


def _unescape(name: str) -> str:
    """An SDF identifier as the netlist names it (backslash escapes removed)."""
    return re.sub(r"\\(.)", r"\1", name)


def _split_pin(ref: str) -> tuple[str, str]:
    """("instance", "pin") of an SDF port reference "instance/pin"."""
    inst, _, pin = re.split(r"(?<!\\)(/)(?=[^/]*$)", ref) if "/" in ref else (ref, "", "")
    return _unescape(inst), pin


def parse(text: str) -> Delays:
    """The delays of a nextpnr SDF file's text (ps)."""
    scale = 1.0
    m = _TIMESCALE.search(text)
    if m:
        scale = float(m.group(1)) * (1000.0 if m.group(2) == "ns" else 1.0)
    delays = Delays()
    starts = [(m.start(), m.group(1), _unescape(m.group(2).strip())) for m in _CELL.finditer(text)]
    if not starts:
        raise ToolFailedError("the SDF file has no CELL entries: not a nextpnr SDF")
    for i, (start, celltype, inst) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
        body = text[start:end]
        delays.types[inst] = celltype
        paths = delays.paths.setdefault(inst, {})
        for pin_in, pin_out, value in _IOPATH.findall(body):
            paths[(pin_in, pin_out)] = _slow(value) * scale
        for _src, dst, value in _INTERCONNECT.findall(body):
            sink = _split_pin(dst)
            delays.wires[sink] = max(delays.wires.get(sink, 0.0), _slow(value) * scale)
    return delays


@dataclass
class Split:
    """One cell's delays as the models take them (ps)."""

    #: (input, output) -> transport delay: wire into the input + path - inertial(output).
    transport: dict[tuple[str, str], float]
    #: output -> inertial delay: the cell's fastest path to it (no wire).
    inertial: dict[str, float]


def split(delays: Delays, inst: str) -> Split:
    """`inst`'s folded delays split into transport delays per input and an inertial stage
    per output (the module docstring says why); only the paths the models carry."""
    celltype = delays.types.get(inst, "")
    paths = {k: d for k, d in delays.paths.get(inst, {}).items()
             if _parameter(celltype, *k) is not None}
    inertial: dict[str, float] = {}
    if celltype in _INERTIAL:
        for (_pin_in, pin_out), d in paths.items():
            inertial[pin_out] = min(d, inertial.get(pin_out, d))
    transport = {(pin_in, pin_out): d + delays.wires.get((inst, pin_in), 0.0)
                 - inertial.get(pin_out, 0.0) for (pin_in, pin_out), d in paths.items()}
    return Split(transport, inertial)


#: (cell type, input pin, output pin) -> the model parameter holding that path's delay.
def _parameter(celltype: str, pin_in: str, pin_out: str) -> str | None:
    if celltype == "TRELLIS_COMB" and pin_out in ("F", "FCO", "OFX"):
        allowed = {"F": ("A", "B", "C", "D", "FCI"), "FCO": ("A", "B", "C", "D", "FCI"),
                   "OFX": ("A", "B", "C", "D", "M", "F1", "FXA", "FXB")}[pin_out]
        return f"D_{pin_in}_{pin_out}" if pin_in in allowed else None
    if celltype == "TRELLIS_FF" and (pin_in, pin_out) == ("CLK", "Q"):
        return "D_CLK_Q"
    # Block RAM: one clock-to-output delay per output bus, from whichever port clock times
    # it (nextpnr arch.cc: CLKB for every output of a pseudo dual port). nextpnr writes one
    # IOPATH per pin, all from the same timing entry of the bus.
    if celltype == "DP16KD" and pin_in in ("CLKA", "CLKB"):
        bus = re.fullmatch(r"(DOA|DOB)\d+", pin_out)
        return f"D_CLK_{bus.group(1)}" if bus else None
    return None


#: The timed run's delay model, as the records and the report name it.
DELAY_MODEL = ("nextpnr SDF, slow corner: wire + path beyond the cell's fastest as transport "
               "delays per input pin, the cell's fastest path as an inertial stage per output")

#: Cell types whose outputs have an inertial stage in the models.
_INERTIAL = ("TRELLIS_COMB",)


def _transport_parameters(celltype: str, cell: Split) -> dict[str, float]:
    """The model parameter of each transport delay of `cell`. Where several paths share a
    parameter (a block RAM bus's pins), the slowest: the bus settles when its last pin
    does."""
    params: dict[str, float] = {}
    for (pin_in, pin_out), d in cell.transport.items():
        param = _parameter(celltype, pin_in, pin_out)
        if param is not None:
            params[param] = max(d, params.get(param, d))
    return params


#: The module holding the defparams (one more top module of the timed bench).
DELAYS_TOP = "hc_power_delays"


def write_defparams(delays: Delays, path: Path, scope: str) -> int:
    """Write the delays (ps, rounded; see `split`) as defparams of the instances under
    `scope` (the routed netlist's instance in the bench), in module DELAYS_TOP; the number
    of parameters written."""
    lines = ["// nextpnr delays for the cell models (hashcores.power.sdf), ps: transport",
             "// (wire into the pin + path beyond the output's inertial stage), inertial.",
             f"module {DELAYS_TOP};"]
    for inst in sorted(delays.paths):
        if not inst:
            continue
        cell = split(delays, inst)
        for param, d in sorted(_transport_parameters(delays.types.get(inst, ""),
                                                     cell).items()):
            lines.append(f"defparam {scope}.\\{inst} .{param} = {round(d)};")
        for pin_out, d in sorted(cell.inertial.items()):
            lines.append(f"defparam {scope}.\\{inst} .I_{pin_out} = {round(d)};")
    lines.append("endmodule")
    path.write_text("\n".join(lines) + "\n")
    return len(lines) - 4
