"""What `hashcores bench` runs: the default set, the design-space sweep, or named cores.

* The default set (`./run.sh bench`, about 10 minutes on 2 cores): the iterative
  baseline `sha256_iter` on every default target, and the single-stage named generator
  cores (conv1, precomp1, uhs1) on the ECP5-85F speed 6 only. The `sha224_*` cores share
  their datapath and are not benched by default.
* The papers' comparison (`--papers`, opt-in: the 4-stage cores take 5 to 20 minutes of
  CPU per seed in place and route): the six named generator cores (conv1, precomp1, uhs1,
  conv4, precomp4, uhs4) on the ECP5-85F speed 6.
* The sweep (`--sweep`, opt-in: big pipelines take tens of minutes per seed): points of
  the SHA-256 generator (`registry.GenPoint`) on the ECP5-85F speed 6, stages 1..16 (32
  and 64 only when asked: they do not fit), 1, 2 or 4 rounds per clock, the conv, precomp
  and uhs operation blocks (the others when asked). Every step is cached as it finishes,
  so an interrupted sweep resumes when run again with the same options.
* `--core`: the cores named, on the targets named (default: the default targets).
"""

from __future__ import annotations

from collections.abc import Sequence

from hashcores.bench.runner import Planned
from hashcores.bench.targets import DEFAULT_TARGETS
from hashcores.errors import BadInputError
from hashcores.registry import CORES, NAMED_POINTS, OPBLOCKS, Core, GenPoint, gen_core

#: The target of the generator cores and of the sweep (the papers' comparison).
SWEEP_TARGET = "ecp5-85f-6"
#: The baseline benched on every default target.
BASELINE_CORES: tuple[str, ...] = ("sha256_iter",)
#: The named generator cores of the papers' comparison, in the papers' order.
PAPER_CORES: tuple[str, ...] = tuple(
    f"sha256_{n}" for n in ("conv1", "precomp1", "uhs1", "conv4", "precomp4", "uhs4")
)
#: Those of the default set: the single-stage ones (the 4-stage cores' place and route
#: would take the default run well past its budget of about 20 minutes).
DEFAULT_GEN_CORES: tuple[str, ...] = PAPER_CORES[:3]
ALL_STAGES: tuple[int, ...] = (1, 2, 4, 8, 16, 32, 64)
DEFAULT_MAX_STAGES = 16
DEFAULT_RPC: tuple[int, ...] = (1, 2, 4)
DEFAULT_OPBLOCKS: tuple[str, ...] = ("conv", "precomp", "uhs")


def default_plan(targets: Sequence[str] | None = None) -> list[Planned]:
    """The default set; with `targets`, only its items on those targets."""
    wanted = list(targets) if targets else list(DEFAULT_TARGETS)
    plan: list[Planned] = [(CORES[c], t, "default") for t in wanted for c in BASELINE_CORES]
    if SWEEP_TARGET in wanted:
        plan += [(CORES[c], SWEEP_TARGET, "default") for c in DEFAULT_GEN_CORES]
    return plan


def papers_plan() -> list[Planned]:
    """The six named generator cores on the papers' target."""
    return [(CORES[c], SWEEP_TARGET, "papers") for c in PAPER_CORES]


def core_plan(cores: Sequence[Core], targets: Sequence[str] | None = None) -> list[Planned]:
    """The cores named on the targets named (default: the default targets)."""
    return [(c, t, "core") for t in (list(targets) if targets else DEFAULT_TARGETS) for c in cores]


def sweep_points(
    stages: Sequence[int] | None = None,
    max_stages: int = DEFAULT_MAX_STAGES,
    rounds_per_clock: Sequence[int] | None = None,
    opblocks: Sequence[str] | None = None,
) -> list[GenPoint]:
    """The generator points of a sweep, by stages.

    `stages` (default: powers of two up to `max_stages`), `rounds_per_clock` (default
    1, 2, 4) and `opblocks` (default conv, precomp, uhs; "all" for every one) span the
    points; combinations the generator does not have (stages x rounds per clock > 64)
    are left out. BadInputError for a value the generator does not have.
    """
    if max_stages < 1:
        raise BadInputError(f"--max-stages {max_stages}: must be at least 1")
    chosen_stages = list(stages) if stages else [s for s in ALL_STAGES if s <= max_stages]
    bad = [s for s in chosen_stages if s not in ALL_STAGES]
    if bad:
        raise BadInputError(f"--stages {bad[0]}: use one of {_listed(ALL_STAGES)}")
    rpcs = list(rounds_per_clock) if rounds_per_clock else list(DEFAULT_RPC)
    bad = [r for r in rpcs if r not in DEFAULT_RPC]
    if bad:
        raise BadInputError(f"--rpc {bad[0]}: use one of {_listed(DEFAULT_RPC)}")
    blocks = list(opblocks) if opblocks else list(DEFAULT_OPBLOCKS)
    if "all" in blocks:
        blocks = list(OPBLOCKS)
    bad_blocks = [b for b in blocks if b not in OPBLOCKS]
    if bad_blocks:
        raise BadInputError(f"--opblock {bad_blocks[0]!r}: use one of {', '.join(OPBLOCKS)}, all")
    points = [
        GenPoint(s, r, b)
        for s in sorted(set(chosen_stages))
        for r in sorted(set(rpcs))
        for b in dict.fromkeys(blocks)
        if s * r <= 64
    ]
    if not points:
        raise BadInputError("the sweep options leave no point of the generator")
    return points


def core_for(point: GenPoint) -> Core:
    """The SHA-256 core of a point: the named one when the point has a name (so the
    default set's builds are reused), else `gen_core`'s."""
    for short, named in NAMED_POINTS.items():
        if named == point:
            return CORES[f"sha256_{short}"]
    return gen_core(point)


def sweep_plan(points: Sequence[GenPoint], targets: Sequence[str] | None = None) -> list[Planned]:
    """The sweep's points on `targets` (default: the ECP5-85F speed 6)."""
    return [(core_for(p), t, "sweep") for t in (list(targets) if targets else [SWEEP_TARGET])
            for p in points]


def _listed(values: Sequence[int]) -> str:
    return ", ".join(map(str, values))
