"""nextpnr's critical path, summarised from its log.

After routing, nextpnr prints the worst register-to-register path of each clock:

    Info: Critical path report for clock 'clk' (posedge -> posedge):
    Info:       type curr  total name
    Info:   clk-to-q  0.52  0.52 Source u.x_q_TRELLIS_FF_Q.Q
    Info:    routing  0.51  1.03 Net n (37,13) -> (37,13)
    Info:                          Sink u.y_LUT4_Z.A
    Info:      logic  0.24  1.27 Source u.y_LUT4_Z.F
    ...
    Info:      setup  0.42 12.53 Source u.z_q_TRELLIS_FF_Q.LSR
    Info: 5.60 ns logic, 6.93 ns routing

The summary counts the cells the path goes through, split into carry-chain cells (ECP5:
the halves of a CCU2C, `$CCU2_COMB0/1`; iCE40: a cell left through its carry output) and
the other logic cells (LUTs and the LUT5-7 multiplexers: the LUT levels), the carry chains
it enters (a carry cell reached other than through its carry input), its source and sink
registers, and the delay split into logic and routing. A log without a report gives None:
the figures are then missing, never zero.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any

_HEADER = re.compile(r"^Info: Critical path report for clock '([^']*)' \(([^)]*)\):\s*$",
                     re.MULTILINE)
_STEP = re.compile(
    r"^Info:\s+(clk-to-q|routing|logic|setup)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(Source|Net)\s+(\S+)"
)
_SINK = re.compile(r"^Info:\s+Sink\s+(\S+)")
_SPLIT = re.compile(r"^Info: (-?[\d.]+) ns logic, (-?[\d.]+) ns routing", re.MULTILINE)
#: Yosys names a flip-flop after the signal it drives, "<signal>_TRELLIS_FF_Q[_<n>]"
#: (iCE40: "<signal>_SB_DFF..._Q..." inside a logic cell "..._LC"/"..._DFFLC").
_FF_MARK = re.compile(r"_(?:TRELLIS_FF|SB_DFF)")
_CARRY_IN_PINS = ("FCI", "CIN")
_CARRY_OUT_PINS = ("FCO", "COUT")


@dataclass(frozen=True)
class CriticalPath:
    """One clock's critical path as nextpnr reported it."""

    clock: str
    total_ns: float
    logic_ns: float  # cell delays, clock-to-out and setup included (nextpnr's split)
    routing_ns: float
    lut_levels: int  # logic cells that are not carry cells
    carry_cells: int
    carry_chains: int
    source: str  # register the path starts from
    sink: str  # register it ends at
    sink_pin: str  # the sink's input: D/DI, CE, LSR (reset), ...

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CriticalPath:
        return cls(**{k: data[k] for k in cls.__dataclass_fields__})

    def summary(self) -> str:
        """One line: delay and its split, the cells, the registers."""
        return (
            f"{self.total_ns:.2f} ns ({self.logic_ns:.2f} logic + {self.routing_ns:.2f} "
            f"routing): {self.lut_levels} LUT level(s), {self.carry_cells} carry cell(s) in "
            f"{self.carry_chains} chain(s); {self.source} → {self.sink} ({self.sink_pin})"
        )


def _cell_pin(name: str) -> tuple[str, str]:
    """("cell", "pin") of "cell.pin" (cell names contain dots of the hierarchy)."""
    cell, _, pin = name.rpartition(".")
    return (cell, pin) if cell else (name, "")


def register_name(cell: str) -> str:
    """The register's signal name from its flip-flop cell's name."""
    m = _FF_MARK.search(cell)
    return cell[: m.start()] if m else cell


def _is_carry(cell: str, pin: str) -> bool:
    return "$CCU2_COMB" in cell or pin in _CARRY_OUT_PINS


def _last_report(text: str) -> tuple[str, str] | None:
    """(clock, the report's lines) of the last critical path report in a log."""
    headers = list(_HEADER.finditer(text))
    if not headers:
        return None
    last = headers[-1]
    body = text[last.end():]
    end = _SPLIT.search(body)
    return last.group(1), body[: end.end()] if end else body


def parse_critical_path(text: str) -> CriticalPath | None:
    """The summary of the last critical path report in a nextpnr log, or None."""
    found = _last_report(text)
    if found is None:
        return None
    clock, body = found
    source = sink = sink_pin = ""
    luts = carries = chains = 0
    last_sink_pin = ""
    total: float | None = None
    for line in body.splitlines():
        m = _STEP.match(line)
        if m is None:
            s = _SINK.match(line)
            if s:
                last_sink_pin = _cell_pin(s.group(1))[1]
            continue
        kind, total = m.group(1), float(m.group(3))
        if kind == "routing":
            continue
        cell, pin = _cell_pin(m.group(5))
        if kind == "clk-to-q":
            source = register_name(cell)
        elif kind == "setup":
            sink, sink_pin = register_name(cell), pin
        elif _is_carry(cell, pin):
            carries += 1
            if last_sink_pin not in _CARRY_IN_PINS:
                chains += 1
        else:
            luts += 1
    split = _SPLIT.search(body)
    if total is None or not source or not sink or split is None:
        return None
    logic, routing = float(split.group(1)), float(split.group(2))
    return CriticalPath(
        clock=clock,
        total_ns=round(logic + routing, 3),
        logic_ns=logic,
        routing_ns=routing,
        lut_levels=luts,
        carry_cells=carries,
        carry_chains=chains,
        source=source,
        sink=sink,
        sink_pin=sink_pin,
    )
