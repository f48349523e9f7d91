"""The routed design a power estimate simulates: synthesis (the bench's cached step),
one seed's place and route (the bench's own run of it) writing the routed netlist and its
SDF, and that netlist as Verilog (plus the JSON of the same netlist, which names every net
bit of the Verilog).

Each step is cached under the synthesis folder like the bench's own steps; a run that
leaves no routed netlist, no SDF or no Fmax report is an error, never a result.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hashcores.bench import cache, nextpnr, tools, yosys
from hashcores.bench.design import Design
from hashcores.bench.targets import DEFAULT_PLACER, DEFAULT_ROUTER, Target
from hashcores.errors import BadInputError, ToolFailedError
from hashcores.locks import locked
from hashcores.power import ebr
from hashcores.power.model import CELL_OUTPUTS

ROUTED_JSON = nextpnr.ROUTED_JSON
ROUTED_SDF = nextpnr.ROUTED_SDF
NETLIST_V = "routed.v"
NETLIST_JSON = "routed_sim.json"
CONVERT_SCRIPT = "to_verilog.ys"
#: The routed top's module name in the Verilog (nextpnr names it "top").
DUT_MODULE = "hc_power_dut"
#: Cell types the simulation models cover (ecp5_cells.v).
MODELLED: frozenset[str] = frozenset(CELL_OUTPUTS)


@dataclass(frozen=True)
class Layout:
    """A routed design ready to simulate."""

    folder: Path
    #: None when the design has no register-to-register path (nothing to time).
    fmax_mhz: float | None
    #: Cell counts by type of the routed netlist.
    cells: dict[str, int]
    #: The routed netlist as Yosys JSON (NETLIST_JSON, read once here).
    netlist: dict[str, Any] = field(repr=False, compare=False)

    @property
    def verilog(self) -> Path:
        return self.folder / NETLIST_V

    @property
    def sdf(self) -> Path:
        return self.folder / ROUTED_SDF


def _cell_counts(netlist: dict[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for module in netlist.get("modules", {}).values():
        for cell in module.get("cells", {}).values():
            counts[cell["type"]] = counts.get(cell["type"], 0) + 1
    return counts


def _check_modelled(cells: dict[str, int], name: str) -> None:
    unknown = sorted(set(cells) - MODELLED)
    if unknown:
        raise BadInputError(
            f"{name}: the power estimate has no simulation model for {', '.join(unknown)} "
            f"(modelled: {', '.join(sorted(MODELLED))})")
    # A TRELLIS_COMB in a mode without a model is refused in `check_modes`, a block RAM
    # configuration in `ebr.check`.


def check_modes(netlist: dict[str, Any], name: str) -> None:
    """BadInputError when a TRELLIS_COMB is in a mode the models do not cover (they cover
    logic, carry and distributed RAM)."""
    for module in netlist.get("modules", {}).values():
        for cname, cell in module.get("cells", {}).items():
            mode = str(cell.get("parameters", {}).get("MODE", "LOGIC")).strip()
            # RAMW_BLOCK: the placeholders of the RAM write slice's two LUTs, connected
            # to nothing (the slice is the TRELLIS_RAMW)
            if cell["type"] == "TRELLIS_COMB" and mode not in ("LOGIC", "CCU2", "DPRAM",
                                                                  "RAMW_BLOCK"):
                raise BadInputError(f"{name}: cell {cname} is a TRELLIS_COMB in mode {mode}, "
                                    "which the power estimate does not model")


def route(design: Design, target: Target, root: Path, seed: int = nextpnr.POWER_SEED,
          placer: str = DEFAULT_PLACER, router: str = DEFAULT_ROUTER) -> Layout:
    """Synthesise `design` (cached), place and route it with `seed`, `placer` and `router`
    keeping the routed netlist and SDF (the benchmark's own run of that seed, cached), and
    convert the netlist to Verilog. ToolFailedError when a step gives no result."""
    if target.pnr is None or target.pnr.tool != "nextpnr-ecp5":
        raise BadInputError(f"the power estimate needs an ECP5 target, not {target.name}")
    synth = yosys.synthesise(design, target, root)
    if synth.status != "ok":
        raise ToolFailedError(f"{design.name}: synthesis gave no netlist ({synth.status}: "
                              f"{synth.message}); see {synth.log}")
    yosys_tool = tools.find_tool("yosys")
    with locked(synth.folder / f"seed{seed}-routed.lock"):
        pnr = nextpnr.place_and_route(synth, target, design.top, seed, placer, router,
                                      keep_routed=True)
        # "missing" with its report: no register-to-register path, so no Fmax to state
        # power at; the routed design is still there to simulate
        if pnr.status not in ("ok", "missing") or pnr.folder is None \
                or not nextpnr.has_routed(pnr.folder) \
                or not (pnr.folder / nextpnr.REPORT).is_file():
            raise ToolFailedError(f"{design.name}: place and route left no routed netlist, "
                                  f"SDF or report ({pnr.status}: {pnr.message}); see "
                                  f"{pnr.log}")
        _converted(yosys_tool, pnr.folder)
    netlist = json.loads((pnr.folder / NETLIST_JSON).read_text())
    cells = _cell_counts(netlist)
    _check_modelled(cells, design.name)
    ebr.check(netlist, design.name)
    return Layout(pnr.folder, pnr.fmax_mhz, cells, netlist)


#: Yosys script turning the routed netlist into Verilog and JSON. `-norename` keeps the
#: names nextpnr gave its own cells ("$nextpnr_CCU2C_0$CCU2_COMB0"), which the SDF uses.
CONVERT = (f"read_json {ROUTED_JSON}\n"
           f"rename top {DUT_MODULE}\n"
           f"write_verilog -noattr -norename {NETLIST_V}\n"
           f"write_json {NETLIST_JSON}\n")
#: Which conversion made the folder's Verilog (redone when CONVERT changes).
CONVERT_STAMP = "to_verilog.key"


def _converted(tool: tools.Tool, folder: Path) -> None:
    """Convert the routed netlist unless the folder holds this script's conversion."""
    k = cache.key("power-convert", CONVERT, tool.version)
    stamp = folder / CONVERT_STAMP
    if stamp.is_file() and stamp.read_text() == k and (folder / NETLIST_V).is_file():
        return
    stamp.unlink(missing_ok=True)
    _to_verilog(tool, folder)
    stamp.write_text(k)


def _to_verilog(tool: tools.Tool, folder: Path) -> None:
    """routed.json -> routed.v and routed_sim.json (same names), top renamed DUT_MODULE."""
    (folder / CONVERT_SCRIPT).write_text(CONVERT)
    run = tools.run_tool(tool, ["-q", "-s", CONVERT_SCRIPT], folder, folder / "to_verilog.log",
                         600.0)
    if run.returncode != 0 or not (folder / NETLIST_V).is_file() or not (
            folder / NETLIST_JSON).is_file():
        raise ToolFailedError(f"Yosys could not write the routed netlist as Verilog; see "
                              f"{folder / 'to_verilog.log'}")
    check_modes(json.loads((folder / NETLIST_JSON).read_text()), folder.name)
