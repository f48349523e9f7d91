"""The SHA-1 cores against paper 000's claims and issue 22's lines.

Paper 000_026659c184445444.txt reports its pre-computed four-stage SHA-1 at 97.8 MHz and
2.53 Gbit/s, "about 40%" faster than earlier implementations, with "an increase of
approximately 7.5%" in area. Issue 22 measured secworks/sha1 in this flow on the
ECP5-85F-6 (76.4 MHz, 2754 LUT4, 82 clocks per block: 0.173 Mbit/s per LUT4). Every
"ours" figure comes from the benchmark records of one target; nothing here is typed in
but the paper's figures and the issue's lines.
"""

from __future__ import annotations

from typing import Any

from hashcores.bench.papers import FASTEST, PAPER_000, Claim, claims_section
from hashcores.registry import UnknownCoreError, get_core

#: Issue 22: secworks/sha1 measured in this flow on the ECP5-85F-6, Mbit/s per LUT4.
SECWORKS_SHA1_MBPS_PER_LUT4 = 0.173

CLAIMS: tuple[Claim, ...] = (
    Claim("precomp4 / conv4, aggregate throughput", "sha1_precomp4", "sha1_conv4",
          "aggregate_mbps", (1.40, 1.40), f"{PAPER_000}: about +40% (against earlier work)",
          accept=1.25),
    Claim("precomp4 / conv4, LUT4 (area overhead)", "sha1_precomp4", "sha1_conv4", "LUT4",
          (1.075, 1.075), f"{PAPER_000}: about +7.5%"),
    Claim("fastest single-message SHA-1 core, Gbit/s", FASTEST, None, "single_mbps",
          accept=0.9, aim=1.2),
    Claim("best multi-message SHA-1 core, aggregate Gbit/s (000: 2.53 on its Virtex)",
          FASTEST, None, "aggregate_mbps", accept=3.0),
    Claim("iterative SHA-1, Mbit/s per LUT4 (1.5x secworks/sha1's "
          f"{SECWORKS_SHA1_MBPS_PER_LUT4:g})", "sha1_iter", None, "mbps_per_lut4",
          accept=1.5 * SECWORKS_SHA1_MBPS_PER_LUT4),
)


def design_levels(record: dict[str, Any]) -> str:
    """The round's adders in series per clock (hc_sha1_stage): the textbook round adds
    ROTL5(a), f, e, K and W (4 CPA); the pre-computed one (000 Eq. 3) ROTL5(a), e* and g
    (2 CPA); a second round in the clock adds one more, its other terms summed beside
    the first round."""
    try:
        params = get_core(record["core"]).params
    except UnknownCoreError:
        return "—"
    cpa = (2 if params.get("PRE") else 4) + params.get("RPC", 1) - 1
    return f"{cpa} CPA"


#: The section the SHA-1 family declares (`registry.Family.report_sections`).
SECTION = claims_section({"sha1": CLAIMS}, design_levels)
