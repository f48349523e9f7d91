"""The RIPEMD-160 cores against issue 22's lines (paper 000 says its pre-computation
applies to "RIPEMD (all versions)" and gives no RIPEMD figure). Every "ours" figure comes
from the benchmark records of one target; nothing here is typed in but the issue's
lines.
"""

from __future__ import annotations

from typing import Any

from hashcores.bench.papers import FASTEST, Claim, claims_section
from hashcores.registry import UnknownCoreError, get_core

CLAIMS: tuple[Claim, ...] = (
    Claim("fastest single-message RIPEMD-160 core, Gbit/s", FASTEST, None, "single_mbps",
          accept=0.5, aim=0.8),
    Claim("best multi-message RIPEMD-160 core, aggregate Gbit/s", FASTEST, None,
          "aggregate_mbps", accept=2.0, aim=3.0),
)


def design_levels(record: dict[str, Any]) -> str:
    """A step's adders in series (hc_ripemd_step): A + f + (X + K), the rotation, + E
    (3 CPA; RIPEMD-128/256 have no + E); pre-computed, f + (A + X + K), the rotation,
    + E (2 CPA); with two steps per clock, twice that."""
    try:
        core = get_core(record["core"])
    except UnknownCoreError:
        return "—"
    per_step = (1 if core.params.get("PRECOMPUTE") else 2) + (core.algorithm.digest_bits in (160, 320))
    steps = core.params.get("STEPS_PER_CLOCK", 1)
    if steps == 1:
        return f"{per_step} CPA, rotation after the sum"
    return f"{steps * per_step} CPA ({steps} steps of {per_step}), rotation after each sum"


#: The section the RIPEMD family declares (`registry.Family.report_sections`).
SECTION = claims_section({"ripemd160": CLAIMS}, design_levels)
