"""The power model: a capacitance proxy per net and the dynamic power it gives.

An estimate, not a measurement. Each net bit driven by a cell of the routed netlist gets
a capacitance proxy from the routed design itself:

    C_net = C_PIN_F * (fan-out + 1)   (cell input pins it drives, and the driving pin)
          + C_WIRE_F * routed wire segments (programmable switches, "pips", on its route)

and every 0/1 change of a net costs C_net * V^2 / 2 (half of C V^2 is drawn per charge,
none per discharge). Dynamic power at a clock f is that energy per cycle times f:

    P = sum over nets of (toggles / cycles) * C_net * V^2 / 2 * f

The clock net is counted apart (two changes per cycle into every register's clock pin).
Block RAM (DP16KD) counts by its nets too: its outputs as cell-driven nets, its inputs in
their drivers' fan-out. The energy inside the EBR (its array, sense amplifiers, latches)
is not counted: no open source gives an ECP5 EBR's energy per access, and no constant is
made up; designs that keep the same tables in block RAM compare by ratio as the rest,
while a table in block RAM is favoured against one in LUTs by that internal energy.
The constants are a proxy, not a calibration: no open tool models ECP5 capacitances.
What is meaningful is the ratio between designs estimated with the same model (the paper
reports its Luffa figures as ratios to the conventional design too).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: ECP5 core supply voltage (VCC, Lattice DS1044: 1.1 V nominal).
VCC_V = 1.1
#: Capacitance proxy per driven cell input pin (farads).
C_PIN_F = 5e-15
#: Capacitance proxy per routed wire segment (one pip) of a net (farads).
C_WIRE_F = 10e-15
MODEL_NAME = (f"toggle count x ((fan-out + 1) x {C_PIN_F * 1e15:g} fF + routed wire segments x "
              f"{C_WIRE_F * 1e15:g} fF) x {VCC_V} V^2 / 2")


@dataclass(frozen=True)
class Net:
    """A net bit of the routed netlist with its capacitance proxy."""

    bit: int
    name: str
    fanout: int
    wires: int

    @property
    def capacitance_f(self) -> float:
        return C_PIN_F * (self.fanout + 1) + C_WIRE_F * self.wires


def _wire_segments(routing: str) -> int:
    """Wire segments of a nextpnr ROUTING attribute ("wire;pip;strength;..." triples):
    the hops through a programmable switch (triples with a pip)."""
    parts = routing.split(";")
    return sum(1 for i in range(1, len(parts), 3) if parts[i].strip())


#: Output ports of the routed netlist's cells (Yosys writes no port directions for cells
#: it has no module of).
CELL_OUTPUTS: dict[str, frozenset[str]] = {
    "TRELLIS_COMB": frozenset({"F", "FCO", "OFX"}),
    "TRELLIS_FF": frozenset({"Q"}),
    "TRELLIS_RAMW": frozenset({"WDO0", "WDO1", "WDO2", "WDO3",
                               "WADO0", "WADO1", "WADO2", "WADO3"}),
    "DP16KD": frozenset({f"DO{port}{i}" for port in "AB" for i in range(18)}),
    "DCCA": frozenset({"CLKO"}),
    "VLO": frozenset({"Z"}),
    "VHI": frozenset({"Z"}),
}


def _is_output(cell: dict[str, Any], port: str) -> bool:
    dirs = cell.get("port_directions")
    if dirs:
        return dirs.get(port) == "output"
    return port in CELL_OUTPUTS.get(cell["type"], frozenset())


def nets_of(netlist: dict[str, Any]) -> tuple[dict[int, Net], dict[tuple[str, int], int]]:
    """(net bit id -> Net for bits driven by a cell output, (name, bit index) -> net bit id
    for every named bit) of a Yosys JSON netlist with one module (the routed design)."""
    modules = netlist.get("modules", {})
    if len(modules) != 1:
        raise ValueError(f"expected one module in the routed netlist, found {len(modules)}")
    module = next(iter(modules.values()))
    driven: set[int] = set()
    fanout: dict[int, int] = {}
    for cell in module.get("cells", {}).values():
        for port, bits in cell.get("connections", {}).items():
            out = _is_output(cell, port)
            for b in bits:
                if not isinstance(b, int):
                    continue
                if out:
                    driven.add(b)
                else:
                    fanout[b] = fanout.get(b, 0) + 1
    names: dict[tuple[str, int], int] = {}
    wires: dict[int, int] = {}
    label: dict[int, str] = {}
    for name, info in module.get("netnames", {}).items():
        offset = int(info.get("offset", 0))
        bits = info.get("bits", [])
        upto = bool(info.get("upto", 0))
        routing = str(info.get("attributes", {}).get("ROUTING", ""))
        for i, b in enumerate(bits):
            if not isinstance(b, int):
                continue
            index = offset + (len(bits) - 1 - i if upto else i)
            names[(name, index)] = b
            label.setdefault(b, name if len(bits) == 1 else f"{name}[{index}]")
            if routing and len(bits) == 1:
                wires[b] = max(wires.get(b, 0), _wire_segments(routing))
    nets = {b: Net(b, label.get(b, f"bit{b}"), fanout.get(b, 0), wires.get(b, 0))
            for b in driven}
    return nets, names


def clock_capacitance(netlist: dict[str, Any], nets_named: dict[tuple[str, int], int],
                      clock: str = "clk") -> Net | None:
    """The clock input's net with its capacitance proxy (None when there is no `clock`)."""
    bit = nets_named.get((clock, 0))
    if bit is None:
        return None
    module = next(iter(netlist["modules"].values()))
    fan = sum(1 for c in module["cells"].values() for p, bs in c["connections"].items()
              if bit in bs and not _is_output(c, p))
    routing = ""
    for name, info in module["netnames"].items():
        if info.get("bits") == [bit] and "ROUTING" in info.get("attributes", {}):
            routing = str(info["attributes"]["ROUTING"])
    return Net(bit, clock, fan, _wire_segments(routing))


@dataclass(frozen=True)
class PowerFigures:
    """The figures of one simulation (zero-delay or timed) under the model."""

    cycles: float
    toggles: int
    #: Switched energy of the logic nets per clock cycle (joules).
    energy_per_cycle_j: float
    #: Of the clock net per cycle (joules).
    clock_energy_per_cycle_j: float
    #: Message bits hashed in the window (0 when not a hashing run).
    hashed_bits: int

    def power_w(self, f_hz: float) -> float:
        """Dynamic power (logic + clock) at clock `f_hz`."""
        return (self.energy_per_cycle_j + self.clock_energy_per_cycle_j) * f_hz

    @property
    def energy_per_bit_j(self) -> float | None:
        """Energy (logic + clock) per hashed message bit; None without hashed bits."""
        if not self.hashed_bits:
            return None
        total = (self.energy_per_cycle_j + self.clock_energy_per_cycle_j) * self.cycles
        return total / self.hashed_bits


def figures(toggles: dict[int, int], nets: dict[int, Net], cycles: float,
            clock: Net | None, hashed_bits: int = 0) -> PowerFigures:
    """The model's figures for `toggles` (net bit -> changes) over `cycles` clock cycles.
    Only cell-driven nets count (primary inputs and the clock are driven from outside;
    the clock is added apart)."""
    if cycles <= 0:
        raise ValueError("a power estimate needs a window of at least one clock cycle")
    half_v2 = VCC_V * VCC_V / 2
    energy = sum(n * nets[b].capacitance_f for b, n in toggles.items() if b in nets) * half_v2
    counted = sum(n for b, n in toggles.items() if b in nets)
    clock_energy = 2 * clock.capacitance_f * half_v2 if clock is not None else 0.0
    return PowerFigures(cycles, counted, energy / cycles, clock_energy, hashed_bits)
