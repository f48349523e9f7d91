"""What `hashcores bench` plans to run: the default set, the sweep, the stream widths."""

from __future__ import annotations

import pytest

from hashcores.bench import sweep, targets
from hashcores.bench.design import design_for, feed_width, input_clocks_per_block, input_period
from hashcores.errors import BadInputError
from hashcores.registry import CORES, NAMED_POINTS, GenPoint


def test_default_set() -> None:
    plan = sweep.default_plan()
    pairs = {(c.name, t) for c, t, _ in plan}
    assert {t for c, t in pairs if c == "sha256_iter"} == set(targets.DEFAULT_TARGETS)
    gen = {(c, t) for c, t in pairs if c != "sha256_iter"}
    assert gen == {(c, sweep.SWEEP_TARGET) for c in sweep.DEFAULT_GEN_CORES}
    assert all(c.algorithm is CORES["sha256_iter"].algorithm for c, _, _ in plan)
    assert {o for _, _, o in plan} == {"default"}
    # a target given: only the default set's items on it
    assert {(c.name, t) for c, t, _ in sweep.default_plan(["ecp5-85f-8"])} == {
        ("sha256_iter", "ecp5-85f-8")}


def test_paper_cores_are_the_named_points() -> None:
    assert {CORES[c].point for c in sweep.PAPER_CORES} == set(NAMED_POINTS.values())
    plan = sweep.papers_plan()
    assert {(c.name, t) for c, t, _ in plan} == {(c, sweep.SWEEP_TARGET) for c in sweep.PAPER_CORES}
    # the default set keeps the single-stage ones (the 4-stage cores are opt-in)
    assert {CORES[c].point.stages for c in sweep.DEFAULT_GEN_CORES} == {1}


def test_sweep_points_default() -> None:
    points = sweep.sweep_points()
    assert {p.stages for p in points} == {s for s in sweep.ALL_STAGES if s <= 16}
    assert {p.rounds_per_clock for p in points} == set(sweep.DEFAULT_RPC)
    assert {p.opblock for p in points} == set(sweep.DEFAULT_OPBLOCKS)
    assert all(p.stages * p.rounds_per_clock <= 64 for p in points)
    assert [p.stages for p in points] == sorted(p.stages for p in points)
    assert len(set(points)) == len(points)


def test_sweep_limits() -> None:
    small = sweep.sweep_points(max_stages=2, opblocks=["uhs"], rounds_per_clock=[2])
    assert small == [GenPoint(1, 2, "uhs"), GenPoint(2, 2, "uhs")]
    big = sweep.sweep_points(stages=[32, 64], opblocks=["conv"])
    assert {(p.stages, p.rounds_per_clock) for p in big} == {(32, 1), (32, 2), (64, 1)}
    assert {p.opblock for p in sweep.sweep_points(max_stages=1, opblocks=["all"])} == set(
        sweep.OPBLOCKS)


@pytest.mark.parametrize("kwargs", [
    {"stages": [3]}, {"rounds_per_clock": [8]}, {"opblocks": ["nope"]}, {"max_stages": 0},
])
def test_sweep_bad_options(kwargs: dict) -> None:
    with pytest.raises(BadInputError):
        sweep.sweep_points(**kwargs)


def test_sweep_plan_reuses_named_cores() -> None:
    plan = sweep.sweep_plan(sweep.sweep_points(max_stages=4, opblocks=["conv"]))
    names = {c.name for c, _, _ in plan}
    assert "sha256_conv4" in names and "sha256_conv1" in names  # the named points
    assert {t for _, t, _ in plan} == {sweep.SWEEP_TARGET}
    assert {o for _, _, o in plan} == {"sweep"}
    other = sweep.core_for(GenPoint(2, 2, "precomp"))
    assert other.point == GenPoint(2, 2, "precomp") and other.name not in CORES


@pytest.mark.parametrize("name", sorted(CORES))
def test_feed_width_feeds_the_aggregate_rate(name: str) -> None:
    """The benchmark's stream brings at least a block per input period (the aggregate
    period, halved for single-buffered padding units), and is the narrowest multiple of
    32 (at least the asked width) that does, or 32 bits more where that one is an odd
    number of 32-bit words that does not divide a block of 64-bit words (the padding
    unit then places its pieces in 64-bit units)."""
    core = CORES[name]
    width = feed_width(core, 32)
    assert width % 32 == 0 and width >= 32
    assert design_for(core, width).data_w == width
    period = input_period(core)
    assert period == core.aggregate_clocks_per_block / (
        2 if core.params.get("PAD_OUT_REG") == 0 else 1)
    assert input_clocks_per_block(core.algorithm.block_bits, width) <= period
    assert width * period >= core.algorithm.block_bits
    block = core.algorithm.block_bits

    def feeds(w: int) -> bool:
        return input_clocks_per_block(block, w) <= period

    narrowest = width
    if width > 32 and feeds(width - 32):
        # widened from an odd number of 32-bit words to the next multiple of 64
        narrowest = width - 32
        assert narrowest % 64 and block % narrowest and block % 64 == 0
    assert narrowest == 32 or not feeds(narrowest - 32)
    assert feed_width(core, 1024) == 1024
