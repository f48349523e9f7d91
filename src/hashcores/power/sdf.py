"""nextpnr's SDF, folded for the timed simulation: each cell path's delay plus the routed
wire (INTERCONNECT) delay into its input pin, as transport delays of the cell models.

Why not `$sdf_annotate` onto specify paths: Icarus ignores INTERCONNECT entries, and its
specify path delays are inertial: a pulse shorter than the path delay never reaches the
output (checked: a 100 ps pulse through a 500 ps path gives no output change). With the
wire delays folded into the paths (0.5-1.5 ns), every glitch of the design was swallowed
and the timed toggle counts came out equal to the zero-delay ones. So each wire delay
(source pin to sink pin) is added to every path of the sink cell starting at that pin, and
the sums become parameters of the cell models (ecp5_cells.v), which delay each input by
them as transport delays (a nonblocking assignment with an intra-assignment delay keeps
every pulse). A sink pin with no path through its cell (a register's data input) keeps no
delay: the register samples at the clock edge, so a later arrival changes no toggle count
(timing itself is checked by nextpnr, not here).

The slow corner (the third value of each triple) is used throughout: it is what nextpnr's
Fmax is computed from, so the timed simulation at a clock below Fmax settles every cycle.
"""

from __future__ import annotations

import re
from collections import defaultdict
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


def folded(delays: Delays) -> dict[str, dict[tuple[str, str], float]]:
    """instance -> (input, output) -> cell delay plus the wire delay into the input."""
    out: dict[str, dict[tuple[str, str], float]] = defaultdict(dict)
    for inst, paths in delays.paths.items():
        for (pin_in, pin_out), d in paths.items():
            out[inst][(pin_in, pin_out)] = d + delays.wires.get((inst, pin_in), 0.0)
    return dict(out)


#: (cell type, input pin, output pin) -> the model parameter holding that path's delay.
def _parameter(celltype: str, pin_in: str, pin_out: str) -> str | None:
    if celltype == "TRELLIS_COMB" and pin_out in ("F", "FCO", "OFX"):
        allowed = {"F": ("A", "B", "C", "D", "FCI"), "FCO": ("A", "B", "C", "D", "FCI"),
                   "OFX": ("A", "B", "C", "D", "M", "F1", "FXA", "FXB")}[pin_out]
        return f"D_{pin_in}_{pin_out}" if pin_in in allowed else None
    if celltype == "TRELLIS_FF" and (pin_in, pin_out) == ("CLK", "Q"):
        return "D_CLK_Q"
    return None


#: The module holding the defparams (one more top module of the timed bench).
DELAYS_TOP = "hc_power_delays"


def write_defparams(delays: Delays, path: Path, scope: str) -> int:
    """Write the folded delays (ps, rounded) as defparams of the instances under `scope`
    (the routed netlist's instance in the bench), in module DELAYS_TOP; the number of
    parameters written."""
    lines = ["// Folded nextpnr delays (hashcores.power.sdf): cell path + wire into the pin, ps.",
             f"module {DELAYS_TOP};"]
    for inst, paths in sorted(folded(delays).items()):
        celltype = delays.types.get(inst, "")
        for (pin_in, pin_out), d in sorted(paths.items()):
            param = _parameter(celltype, pin_in, pin_out)
            if inst and param is not None:
                lines.append(f"defparam {scope}.\\{inst} .{param} = {round(d)};")
    lines.append("endmodule")
    path.write_text("\n".join(lines) + "\n")
    return len(lines) - 3
