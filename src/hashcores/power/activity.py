"""Toggles per net bit from a VCD (pyvcd's streaming tokenizer: the file is never held
in memory).

A toggle is a change between 0 and 1 from one simulation time to the next: several
changes of a net within one time step (delta cycles of a zero-delay run) count as the
value it ends the step with, so a zero-delay run has no glitches by construction. Changes
to or from x and z are not counted (they are the simulator's start-up, not switching). Each VCD variable bit is mapped to a net
bit of the netlist (`names`: variable name and bit -> net bit id), so that a net known by
several names (Yosys writes aliases as `assign`s) is counted once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from vcd.reader import TokenKind, tokenize

from hashcores.errors import ToolFailedError


@dataclass
class Activity:
    """Toggle counts of a simulation window."""

    #: Net bit id -> 0/1 changes in the window.
    toggles: dict[int, int] = field(default_factory=dict)
    #: First and last VCD time of the window (timescale units of the VCD, see `unit_ps`).
    start: int = 0
    end: int = 0
    #: Picoseconds per VCD time unit.
    unit_ps: float = 1.0

    @property
    def seconds(self) -> float:
        return (self.end - self.start) * self.unit_ps * 1e-12

    @property
    def total(self) -> int:
        return sum(self.toggles.values())


def _clean(reference: str) -> str:
    """A VCD variable name as the netlist names it (Icarus keeps escaped names' "\\")."""
    return reference[1:] if reference.startswith("\\") else reference


_UNITS_PS = {"s": 1e12, "ms": 1e9, "us": 1e6, "ns": 1e3, "ps": 1.0, "fs": 1e-3}


def count(path: Path, names: dict[tuple[str, int], int]) -> Activity:
    """Toggles per net bit in the VCD at `path`, for the variables `names` maps (name,
    bit index -> net bit id; a scalar has bit index 0). Variables not in `names` are
    skipped; a net bit reached by several variables is counted from the first one."""
    if not path.is_file():
        raise ToolFailedError(f"the simulation wrote no VCD ({path})")
    # id code -> list of net bit ids, LSB first (None: not counted).
    codes: dict[str, list[int | None]] = {}
    claimed: set[int] = set()
    # Per id code: the value at the end of the last time step, and within this one.
    committed: dict[str, str] = {}
    current: dict[str, str] = {}
    act = Activity()
    first_time: int | None = None
    time = 0

    def end_of_step() -> None:
        for code, new in current.items():
            old = committed.get(code)
            committed[code] = new
            if old is None or old == new:
                continue
            bits = codes[code]
            width = len(bits)
            for i in range(width):
                o = old[width - 1 - i]
                n = new[width - 1 - i]
                if o != n and o in "01" and n in "01":
                    b = bits[i]
                    if b is not None:
                        act.toggles[b] += 1
        current.clear()

    with open(path, "rb") as stream:
        for tok in tokenize(stream):
            kind = tok.kind
            if kind is TokenKind.CHANGE_SCALAR or kind is TokenKind.CHANGE_VECTOR:
                code = tok.data.id_code
                bits = codes.get(code)
                if bits is None:
                    continue
                new = tok.data.value
                new = str(new) if kind is TokenKind.CHANGE_SCALAR else (
                    format(new, "b") if isinstance(new, int) else str(new))
                width = len(bits)
                current[code] = new.rjust(width, "0" if new[0] in "01" else new[0])[-width:]
            elif kind is TokenKind.DUMPOFF:
                # The window ends here (the bench's work is done); the x values of
                # $dumpoff and anything later are not part of it.
                current.clear()
                break
            elif kind is TokenKind.CHANGE_TIME:
                end_of_step()
                time = int(tok.data)
                if first_time is None:
                    first_time = time
            elif kind is TokenKind.VAR:
                var = tok.data
                name = _clean(var.reference)
                if var.id_code in codes:
                    continue
                width = var.size
                low = 0
                if var.bit_index is not None:
                    index = var.bit_index
                    low = min(index) if isinstance(index, tuple) else index
                mapped: list[int | None] = []
                for i in range(width):
                    b = names.get((name, low + i))
                    if b is not None and b in claimed:
                        b = None
                    if b is not None:
                        claimed.add(b)
                        act.toggles.setdefault(b, 0)
                    mapped.append(b)
                if any(b is not None for b in mapped):
                    codes[var.id_code] = mapped
            elif kind is TokenKind.TIMESCALE:
                ts = tok.data
                magnitude = getattr(ts.magnitude, "value", ts.magnitude)
                act.unit_ps = float(magnitude) * _UNITS_PS[str(getattr(ts.unit, "value", ts.unit))]
    end_of_step()
    act.start = first_time or 0
    act.end = time
    return act
