"""Interleaved messages on every core with several contexts (tb/cocotb_interleave.py).

For each core with `Core.contexts` > 1, on Verilator and Icarus: `contexts` independent
random message streams of distinct tids interleaved beat by beat under random stalls on
both sides, with malformed messages among them; one tid's messages back to back while
the others run; more tids than contexts (a beat of one tid too many waits for a free
context); reset in the middle of interleaved traffic. Every output is checked against
hashlib, its m_tid and m_error, and the order of each tid's messages.

Matrix (provisional, not yet timed against the CI budget): every such core at DATA_W=32
on both simulators; DATA_W=96 (a width that does not divide the block) on Verilator for
every core and on Icarus for the first core only, the other (core, Icarus) pairs at 96
marked slow. Icarus simulates these cores at a few hundred clocks per second under
cocotb, Verilator about a hundred times faster.

Settings (environment) as for tests/test_stream_cores.py: HASHCORES_MESSAGES (about the
number of messages per cocotb test, default 20), HASHCORES_SEED, HASHCORES_WAVES=1.
"""

from __future__ import annotations

import pytest

from hashcores import registry
from hashcores.sim import SIMULATORS, build, run

#: The cores whose stream top interleaves messages.
CORES = [c for c in registry.cores() if c.contexts > 1]

#: DATA_W -> TID_W. The tests need more tids than contexts (2**TID_W > contexts).
WIDTHS: dict[int, int] = {32: 4, 96: 3}


def _cases() -> list:
    cases = []
    for i, core in enumerate(CORES):
        for sim in SIMULATORS:
            for w, t in WIDTHS.items():
                slow = w != 32 and sim == "icarus" and i % len(CORES) != 0
                marks = (pytest.mark.slow,) if slow else ()
                cases.append(pytest.param(core, sim, w, t, id=f"{core.name}-{sim}-w{w}", marks=marks))
    return cases


def test_some_core_interleaves() -> None:
    """The registry has cores with several contexts (else this module tests nothing)."""
    assert CORES, "no core with contexts > 1 in the registry"
    for core in CORES:
        assert 2 ** WIDTHS[32] > core.contexts, core.name


@pytest.mark.parametrize("core,sim,data_w,tid_w", _cases())
def test_interleaved_streams(core: registry.Core, sim: str, data_w: int, tid_w: int) -> None:
    """Every cocotb test of tb/cocotb_interleave.py passes."""
    params = {**core.params, "DATA_W": data_w, "TID_W": tid_w}
    design = build(sim, core.family.source_paths(), core.top, params)
    run(design, "cocotb_interleave", env={"HASHCORES_CORE": core.name})
