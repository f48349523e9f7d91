"""The routed design a power estimate simulates: synthesis (the bench's cached step),
one place-and-route run writing the routed netlist and its SDF, and that netlist as
Verilog (plus the JSON of the same netlist, which names every net bit of the Verilog).

Each step is cached under the synthesis folder like the bench's own steps; a run that
leaves no routed netlist, no SDF or no Fmax report is an error, never a result.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hashcores.bench import cache, nextpnr, tools, yosys
from hashcores.bench.design import Design
from hashcores.bench.targets import DEFAULT_PLACER, PnrSpec, Target
from hashcores.errors import BadInputError, ToolFailedError
from hashcores.locks import locked
from hashcores.power.model import CELL_OUTPUTS

ROUTED_JSON = "routed.json"
ROUTED_SDF = "routed.sdf"
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

    @property
    def verilog(self) -> Path:
        return self.folder / NETLIST_V

    @property
    def netlist_json(self) -> Path:
        return self.folder / NETLIST_JSON

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
    # A TRELLIS_COMB in a RAM mode is refused in `check_modes`.


def check_modes(netlist: dict[str, Any], name: str) -> None:
    """BadInputError when a TRELLIS_COMB is used as distributed RAM (not modelled)."""
    for module in netlist.get("modules", {}).values():
        for cname, cell in module.get("cells", {}).items():
            mode = str(cell.get("parameters", {}).get("MODE", "LOGIC")).strip()
            if cell["type"] == "TRELLIS_COMB" and mode not in ("LOGIC", "CCU2"):
                raise BadInputError(f"{name}: cell {cname} is a TRELLIS_COMB in mode {mode}, "
                                    "which the power estimate does not model")


def route(design: Design, target: Target, root: Path, seed: int = 1,
          placer: str = DEFAULT_PLACER) -> Layout:
    """Synthesise `design` (cached), place and route it once with `placer` and the routed
    netlist and SDF written (cached), and convert the netlist to Verilog. ToolFailedError
    when a step gives no result."""
    if target.pnr is None or target.pnr.tool != "nextpnr-ecp5":
        raise BadInputError(f"the power estimate needs an ECP5 target, not {target.name}")
    synth = yosys.synthesise(design, target, root)
    if synth.status != "ok":
        raise ToolFailedError(f"{design.name}: synthesis gave no netlist ({synth.status}: "
                              f"{synth.message}); see {synth.log}")
    spec = target.pnr
    tool = tools.find_tool(spec.tool)
    yosys_tool = tools.find_tool("yosys")
    probe = nextpnr.arguments(spec, design.top, seed, "SUB", placer)
    k = cache.key("power-route", synth.key, probe, tool.version, yosys_tool.version,
                  DUT_MODULE)
    sub = f"power-{k[:12]}"
    folder = synth.folder / sub
    with locked(synth.folder / f"{sub}.lock"):
        stored = _route_once(design, spec, tool, yosys_tool, synth.folder, sub, seed, placer)
    cells = stored["cells"]
    _check_modelled(cells, design.name)
    fmax = stored.get("fmax_mhz")
    return Layout(folder, None if fmax is None else float(fmax), cells)


def _route_once(design: Design, spec: PnrSpec, tool: tools.Tool, yosys_tool: tools.Tool,
                synth_folder: Path, sub: str, seed: int, placer: str) -> dict[str, Any]:
    """The stored result of the routing step in `synth_folder / sub`, run when missing."""
    folder = synth_folder / sub
    stored = cache.load(folder)
    if stored is None:
        folder.mkdir(parents=True, exist_ok=True)
        for stale in (ROUTED_JSON, ROUTED_SDF, NETLIST_V, NETLIST_JSON, cache.RESULT_FILE):
            (folder / stale).unlink(missing_ok=True)
        args = [*nextpnr.arguments(spec, design.top, seed, sub, placer),
                "--write", f"{sub}/{ROUTED_JSON}", "--sdf", f"{sub}/{ROUTED_SDF}"]
        run = tools.run_tool(tool, args, synth_folder, folder / nextpnr.LOG, spec.timeout_s)
        fmax, _ = nextpnr.parse_report(folder / nextpnr.REPORT)
        if run.returncode != 0 or run.timed_out or not (folder / nextpnr.REPORT).is_file() \
                or not (folder / ROUTED_JSON).is_file() or not (folder / ROUTED_SDF).is_file():
            raise ToolFailedError(f"{design.name}: place and route left no routed netlist, "
                                  f"SDF or report; see {folder / nextpnr.LOG}")
        _converted(yosys_tool, folder)
        cells = _cell_counts(json.loads((folder / ROUTED_JSON).read_text()))
        stored = {"status": "ok", "fmax_mhz": fmax, "cells": cells, **run.times()}
        cache.store(folder, stored)
    _converted(yosys_tool, folder)
    return stored


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
