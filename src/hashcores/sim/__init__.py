"""Simulation helpers: build a design on Verilator or Icarus and run cocotb test modules.

`tools` names the simulators and the programs each needs (`SIMULATORS`,
`require_simulator`). `runner` wraps cocotb's Python runner with per-parameter-set build
folders (so repeated runs reuse the build and parallel pytest workers never share files)
and a failed cocotb test turned into an exception that names the test, its message and
the seed that reproduces it. `tbkit` holds what the cocotb benches in tb/ share;
`filehash` drives the file-driven Verilog benches. The runner's names below load
cocotb's runner on first use only, so importing another module of this package (e.g.
`filehash`) stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hashcores.sim.tools import SIMULATORS, require_simulator

if TYPE_CHECKING:
    from hashcores.sim.runner import Build, SimulationFailed, build, run

__all__ = ["SIMULATORS", "Build", "SimulationFailed", "build", "require_simulator", "run"]
_RUNNER_NAMES = ("Build", "SimulationFailed", "build", "run")


def __getattr__(name: str) -> Any:
    if name in _RUNNER_NAMES:
        from hashcores.sim import runner

        return getattr(runner, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
