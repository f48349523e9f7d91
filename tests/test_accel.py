"""The accelerator (rtl/accel/, docs/accelerator.md) under cocotb (tb/cocotb_accel.py): an
AXI4-Lite master and an AXI4-Stream source drive it over sha256_iter's stream top: NIST
ShortMsg records, random messages in random byte/half-word/word write mixes, polled and
interrupt-driven, the DMA port, every refused access followed by a correct hash, and a
reset or abort in the middle of a message. A FIFO of 4 beats makes DATA writes wait."""

from __future__ import annotations

import pytest

from hashcores import registry
from hashcores.accel import design
from hashcores.sim import run

#: (simulator, FIFO depth, random messages)
POINTS = [("icarus", 4, 12)]


@pytest.mark.parametrize("sim,fifo_depth,messages", POINTS,
                         ids=[f"sha256_iter-{s}-fifo{d}" for s, d, _ in POINTS])
def test_accelerator(sim: str, fifo_depth: int, messages: int) -> None:
    core = registry.get_core("sha256_iter")
    built = design.build(core, sim, fifo_depth)
    run(built, "cocotb_accel", env={"HASHCORES_CORE": core.name,
                                    "HASHCORES_MESSAGES": str(messages)})
