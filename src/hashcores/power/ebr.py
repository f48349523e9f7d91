"""The block RAM configurations the DP16KD simulation model covers (ecp5_cells.v), checked
on the routed netlist before any simulation: a DP16KD cell with a parameter or a value the
model does not implement is refused with a message naming the cell and the parameter,
rather than simulated wrongly.

Covered (Lattice TN1264; the cells Yosys's synth_ecp5 writes and nextpnr-ecp5 packs):
DATA_WIDTH_A/B 1, 2, 4, 9, 18, and 36 as the pseudo dual port (DATA_WIDTH_A 36: port A
writes, port B reads); REGMODE NOREG / OUTREG; WRITEMODE NORMAL / WRITETHROUGH /
READBEFOREWRITE; RESETMODE SYNC / ASYNC; CSDECODE with the chip selects; the pin muxes
nextpnr writes (constants and inversions); INITVAL_00..3F as 320-bit vectors.
"""

from __future__ import annotations

import re
from typing import Any

from hashcores.errors import BadInputError

CELL = "DP16KD"
WIDTHS = frozenset({1, 2, 4, 9, 18, 36})
#: Parameters with a fixed set of values, and each one's allowed values.
CHOICES: dict[str, frozenset[str]] = {
    "REGMODE_A": frozenset({"NOREG", "OUTREG"}),
    "REGMODE_B": frozenset({"NOREG", "OUTREG"}),
    "WRITEMODE_A": frozenset({"NORMAL", "WRITETHROUGH", "READBEFOREWRITE"}),
    "WRITEMODE_B": frozenset({"NORMAL", "WRITETHROUGH", "READBEFOREWRITE"}),
    "RESETMODE": frozenset({"SYNC", "ASYNC"}),
    "ASYNC_RESET_RELEASE": frozenset({"SYNC", "ASYNC"}),
    # No GSR cell is modelled (one in the netlist is refused as a cell type), so GSR only
    # means the outputs start at 0.
    "GSR": frozenset({"ENABLED", "DISABLED", "AUTO"}),
    # "DYNAMIC" contents (loaded at run time by the configuration logic) are not modelled.
    "INIT_DATA": frozenset({"STATIC"}),
}
#: The pins behind a mux tied high in the routing: clock, enables, reset, chip selects.
CONTROL_PINS = tuple([f"{p}{s}" for s in "AB" for p in ("CLK", "CE", "OCE", "WE", "RST")]
                     + [f"CS{s}{i}" for s in "AB" for i in range(3)])
#: Address and data pins, whose mux holds a constant.
DATA_PINS = tuple([f"AD{s}{i}" for s in "AB" for i in range(14)]
                  + [f"DI{s}{i}" for s in "AB" for i in range(18)])
INITVALS = tuple(f"INITVAL_{i:02X}" for i in range(64))
INITVAL_BITS = 320
_CSDECODE = re.compile(r"0b[01]{3}")


def _text(value: Any) -> str:
    """A parameter as text (Yosys's JSON marks a string that looks like bits with a
    trailing space)."""
    return str(value).strip()


def _int(value: Any) -> int | None:
    """An integer parameter (a bit string or a number in the JSON); None if not one."""
    text = _text(value)
    if re.fullmatch(r"[01]+", text):
        return int(text, 2)
    return int(text) if re.fullmatch(r"\d+", text) else None


def _widths(cname: str, params: dict[str, Any], name: str) -> None:
    widths = {}
    for p in ("DATA_WIDTH_A", "DATA_WIDTH_B"):
        w = _int(params.get(p, 18))
        if w not in WIDTHS:
            raise BadInputError(f"{name}: DP16KD cell {cname} has {p} {_text(params[p])}, "
                                f"which the power estimate does not model (widths "
                                f"{', '.join(map(str, sorted(WIDTHS)))})")
        widths[p] = w
    if widths["DATA_WIDTH_B"] == 36 and widths["DATA_WIDTH_A"] != 36:
        raise BadInputError(f"{name}: DP16KD cell {cname} has DATA_WIDTH_B 36 with "
                            f"DATA_WIDTH_A {widths['DATA_WIDTH_A']}: a 36-bit read is only "
                            "modelled in the pseudo dual port (DATA_WIDTH_A 36)")


def _refusal(param: str, value: Any) -> str | None:
    """Why the model cannot take `param` = `value` (None when it can)."""
    text = _text(value)
    if param in ("DATA_WIDTH_A", "DATA_WIDTH_B", "WID"):
        return None if _int(value) is not None else "not an integer"
    if param in CHOICES:
        allowed = CHOICES[param]
        return None if text in allowed else f"not one of {', '.join(sorted(allowed))}"
    if param in ("CSDECODE_A", "CSDECODE_B"):
        return None if _CSDECODE.fullmatch(text) else "not of the form 0bXYZ"
    if param.endswith("MUX") and param[:-3] in CONTROL_PINS:
        allowed = {param[:-3], "INV", "0", "1"}
        return None if text in allowed else f"not one of {', '.join(sorted(allowed))}"
    if param.endswith("MUX") and param[:-3] in DATA_PINS:
        # The model reads a constant (an 8-bit parameter: "0" or "1"), nothing else.
        return None if text in ("0", "1") else "not 0 or 1"
    if param in INITVALS:
        bits = re.fullmatch(rf"[01xz]{{{INITVAL_BITS}}}", text)
        return None if bits else f"not a {INITVAL_BITS}-bit vector"
    return "a parameter the model does not have"


def check(netlist: dict[str, Any], name: str) -> None:
    """BadInputError naming the cell and parameter when a DP16KD of `netlist` (Yosys JSON
    of the routed design) is in a configuration the model does not cover."""
    for module in netlist.get("modules", {}).values():
        for cname, cell in module.get("cells", {}).items():
            if cell["type"] != CELL:
                continue
            params = cell.get("parameters", {})
            for param, value in sorted(params.items()):
                why = _refusal(param, value)
                if why is not None:
                    raise BadInputError(
                        f"{name}: DP16KD cell {cname} has {param} = {_text(value)[:40]!r}: "
                        f"{why}, which the power estimate does not model")
            _widths(cname, params, name)
