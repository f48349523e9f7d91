"""The power estimator (hashcores.power) on small circuits whose answer is known.

Three properties, each on a circuit of a few dozen cells placed and routed on the bench's
ECP5-85F target (a second or two of nextpnr, cached in the build folder) and simulated on
Icarus, zero-delay and timed:
- a bank of clock-enabled registers held idle (enable low, data moving) toggles nothing;
- doubling the input activity of a register bank doubles the estimate;
- a chain of logic whose inputs all change at one clock edge glitches in the timed
  simulation, and the zero-delay one shows no glitch: no net changes more than once per
  clock, and per net the timed count is the zero-delay count plus pairs of extra changes.

No expected figure is typed in: the tests compare the estimator with itself (idle vs
moving, double vs single activity, timed vs zero-delay). All run by default (Icarus only:
the power flow simulates with Icarus; a few seconds in all once nextpnr's runs are cached).
"""

from __future__ import annotations

import random

import pytest

from hashcores.bench.design import Design
from hashcores.paths import ROOT
from hashcores.power import estimate
from tests.conftest import require_tool

WIDTH = 16
VECTORS = 400
DATA = ROOT / "tests" / "data" / "power"


def _design(name: str) -> Design:
    return Design(name=name, top=name, params=(("WIDTH", WIDTH),),
                  sources=(DATA / f"{name}.v",), digest_bits=0)


@pytest.fixture(autouse=True)
def _icarus() -> None:
    require_tool("iverilog")
    require_tool("vvp")


def _regbank(enable: int, data: list[int], timed: bool) -> estimate.Estimate:
    """The register bank with en_i = `enable` throughout and d_i = `data`, one per clock."""
    vectors = [(enable << WIDTH) | d for d in data]
    return estimate.estimate_circuit(_design("hc_pw_regbank"), [("en_i", 1), ("d_i", WIDTH)],
                                     vectors, timed=timed)


def test_idle_register_bank_toggles_nothing() -> None:
    rng = random.Random(1)
    data = [rng.getrandbits(WIDTH) for _ in range(VECTORS)]
    idle = _regbank(0, data, timed=True)
    busy = _regbank(1, data, timed=False)
    # The same data with the enable high does toggle (so the count can see the bank).
    assert busy.zero_delay.toggles > 0
    assert busy.zero_delay.energy_per_cycle_j > 0
    for figures in (idle.zero_delay, idle.timed):
        assert figures is not None
        assert figures.toggles == 0
        assert figures.energy_per_cycle_j == 0


def test_double_input_activity_doubles_the_estimate() -> None:
    ones = (1 << WIDTH) - 1
    # Every bit changes every clock, or every second clock: twice the activity.
    every_clock = [ones if i % 2 else 0 for i in range(VECTORS)]
    every_second = [ones if (i // 2) % 2 else 0 for i in range(VECTORS)]
    for timed in (False, True):
        double = _regbank(1, every_clock, timed)
        single = _regbank(1, every_second, timed)
        d = double.timed if timed else double.zero_delay
        s = single.timed if timed else single.zero_delay
        assert d is not None and s is not None
        assert s.toggles > 0
        # A window edge may cut one change per bit: 1 in VECTORS / 2 at most.
        assert d.energy_per_cycle_j / s.energy_per_cycle_j == pytest.approx(2.0, rel=4 / VECTORS)
        assert d.toggles / s.toggles == pytest.approx(2.0, rel=4 / VECTORS)


def test_glitchy_chain_glitches_timed_and_not_zero_delay() -> None:
    rng = random.Random(2)
    vectors = [rng.getrandbits(2 * WIDTH) for _ in range(VECTORS)]
    est = estimate.estimate_circuit(_design("hc_pw_xorchain"),
                                    [("a_i", WIDTH), ("b_i", WIDTH)], vectors, timed=True)
    assert est.timed is not None and est.timed_toggles is not None
    zero, timed = est.zero_delay_toggles, est.timed_toggles
    # Zero-delay: at most one change per net per clock.
    assert max(zero.values()) <= est.zero_delay.cycles
    assert sum(zero.values()) > 0
    # Timed: every zero-delay change is there, plus glitches (pairs of extra changes).
    for bit, n in zero.items():
        assert timed.get(bit, 0) >= n
        assert (timed.get(bit, 0) - n) % 2 == 0
    assert est.timed.toggles > est.zero_delay.toggles
    assert est.glitch_share is not None and 0 < est.glitch_share < 1
