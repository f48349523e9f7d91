"""Simulation helpers: build a design on Verilator or Icarus and run cocotb test modules.

`runner` wraps cocotb's Python runner with per-parameter-set build folders (so repeated
runs reuse the build and parallel pytest workers never share files), clear errors for a
missing simulator, and a failed cocotb test turned into an exception that names the test,
its message and the seed that reproduces it. `tbkit` holds what the cocotb benches in tb/
share. The names below load cocotb's runner on first use only, so importing another
module of this package (e.g. `filehash`) stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hashcores.sim.runner import (
        SIMULATORS,
        Build,
        SimulationFailed,
        build,
        require_simulator,
        run,
    )

__all__ = ["SIMULATORS", "Build", "SimulationFailed", "build", "require_simulator", "run"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from hashcores.sim import runner

        return getattr(runner, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
