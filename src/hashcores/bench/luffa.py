"""The Luffa-256 cores against issue 5's lines and the low-power paper's power ratios.

Paper 002 (Kitsos, Sklavos, Skodras) reports XPower figures for a one-round-per-clock
Luffa-256 core and four low-power variants of it: conventional 7.8 mW, pipeline
registers ("positive") 1.1, the same registers clock-gated 0.9, negative-edge registers
6.3, S-boxes in RAM 1.2; that is 7.1x, 8.7x, 1.2x and 6.5x less than conventional. Ours
come from the power estimate (`hashcores bench --power`) of the records of one target:

- energy per hashed bit, zero-delay and glitch-aware;
- power while hashing back to back at one common clock, relative to conventional: the
  energy per bit ratio times the clocks-per-block ratio (a variant that takes k times
  as many clocks per block draws about 1/k of the power at the same clock for the same
  energy per bit). This is the paper's kind of figure (power, not energy), so its ratio
  stands next to the paper's; the energy-per-bit ratio says what a user pays per hash.

Nothing here is typed in but the paper's mW figures and the issue's lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hashcores.bench.acceptance import (Check, best, check_rows as _check_rows, fmt, gbps, named,
                                       throughput)
from hashcores.bench.report.markdown import acceptance_table, table
from hashcores.bench.report.record import fit_only
from hashcores.bench.report.sections import FamilyPart, Section

Record = dict[str, Any]

BASELINE = "luffa256_conv"
STEP_CORE = "luffa256_step"
PAPER = "002_705417c863456be5.txt"
PAPER_CONV_MW = 7.8
#: Issue 5: the open one-step-per-clock Luffa-256 core measured in this flow.
REFERENCE_STEP_MBPS_PER_LUT4 = 0.24
#: A ratio within this factor of the paper's counts as agreeing.
AGREE = 1.25


@dataclass(frozen=True)
class Variant:
    """A low-power variant of the conventional core and the paper's figure for it."""

    core: str
    paper_name: str
    paper_mw: float

    @property
    def paper_ratio(self) -> float:
        return PAPER_CONV_MW / self.paper_mw


VARIANTS: tuple[Variant, ...] = (
    Variant("luffa256_pipelined", "Luffa_positive", 1.1),
    Variant("luffa256_gated", "Luffa_gating", 0.9),
    Variant("luffa256_negedge", "Luffa_negative", 6.3),
    Variant("luffa256_ram_sbox", "Luffa_RAM", 1.2),
)

CHECKS: tuple[Check, ...] = (
    Check(f"`{BASELINE}` throughput (256 bits per clock x Fmax)",
          named(BASELINE, gbps("single_mbps")), 8.0, unit="Gbit/s"),
    Check(f"`{STEP_CORE}` Mbit/s per LUT4 vs the open one-step core",
          named(STEP_CORE, lambda r: throughput(r, "mbps_per_lut4")),
          REFERENCE_STEP_MBPS_PER_LUT4, strict=True, unit="Mbit/s per LUT4"),
)


def _power(record: Record | None) -> dict[str, Any]:
    power = (record or {}).get("power") or {}
    return power if power.get("status") == "ok" else {}


def energy_per_bit(record: Record | None, timed: bool = True) -> float | None:
    """Joules per hashed bit: glitch-aware (`timed`) or zero-delay."""
    part = _power(record).get("timed" if timed else "zero_delay") or {}
    value = part.get("energy_per_bit_j")
    return None if value is None else float(value)


def _cpb(record: Record | None) -> float | None:
    value = (record or {}).get("clocks_per_block")
    return None if value is None else float(value)


@dataclass(frozen=True)
class Ratios:
    """A variant against conventional (conventional / variant: > 1 is a saving)."""

    energy_per_bit: float | None
    clocks_per_block: float | None  # variant / conventional
    #: The estimate the energy ratio compares: "glitch-aware" when both cores have it,
    #: else "zero-delay" when both have that (None: no ratio).
    basis: str | None = None

    @property
    def power_at_one_clock(self) -> float | None:
        if self.energy_per_bit is None or self.clocks_per_block is None:
            return None
        return self.energy_per_bit * self.clocks_per_block


def ratios(variant: Record | None, baseline: Record | None) -> Ratios:
    """The variant's savings against the baseline, from glitch-aware energy per bit where
    both have it from the same delay model, else from zero-delay energy per bit; never
    one of each."""
    c_var, c_base = _cpb(variant), _cpb(baseline)
    cpb = None if c_var is None or not c_base else c_var / c_base
    # Glitch-aware figures compare only under one delay model (docs/power.md).
    same_delays = _power(variant).get("timed_delays") == _power(baseline).get("timed_delays")
    for timed, basis in ((True, "glitch-aware"), (False, "zero-delay")):
        if timed and not same_delays:
            continue
        e_var, e_base = energy_per_bit(variant, timed), energy_per_bit(baseline, timed)
        if e_var and e_base is not None:
            return Ratios(e_base / e_var, cpb, basis)
    return Ratios(None, cpb)


def check_rows(records: Sequence[Record]) -> list[list[str]]:
    """[line, ours (core), acceptance, status] for each of issue 5's lines (`records`: as
    for `variant_rows`)."""
    return _check_rows(CHECKS, records)


def _nj(value: float | None) -> str:
    return "—" if value is None else f"{value * 1e9:.4f}"


def _x(value: float | None, basis: str | None = None) -> str:
    if value is None:
        return "—"
    return f"{value:.2f}x" + (" (zero-delay)" if basis == "zero-delay" else "")


def variant_rows(records: Sequence[Record]) -> list[list[str]]:
    """One row per core of `records` (one target's records of the Luffa family's bench
    algorithm, Luffa-256: `FamilyPart.compared`): conventional first, then the paper's
    variants, then the others (step)."""
    by_core = {r["core"]: r for r in records}
    base = by_core.get(BASELINE)
    papers = {v.core: v for v in VARIANTS}
    order = [BASELINE, *papers] + sorted(set(by_core) - {BASELINE, *papers})
    rows = []
    for core in (c for c in order if c in by_core):
        r = by_core[core]
        variant = papers.get(core)
        share = _power(r).get("glitch_share")
        saving = ratios(r, base) if core != BASELINE else Ratios(None, None)
        rows.append([
            f"`{core}`",
            "conventional" if core == BASELINE else (variant.paper_name if variant else "—"),
            fmt((r.get("area") or {}).get("LUT4"), 0),
            fmt((r.get("area") or {}).get("FF"), 0),
            fmt(r.get("fmax_mhz"), 1),
            fmt(_cpb(r), 0),
            fmt(gbps("single_mbps")(r)),
            _nj(energy_per_bit(r, timed=False)),
            _nj(energy_per_bit(r)),
            "—" if share is None else f"{share:.0%}",
            _x(saving.energy_per_bit, saving.basis),
            _x(saving.power_at_one_clock, saving.basis),
            f"1x ({PAPER_CONV_MW:g} mW)" if core == BASELINE else (
                f"{variant.paper_ratio:.1f}x ({variant.paper_mw:g} mW)" if variant else "—"),
        ])
    return rows


def explanations(records: Sequence[Record]) -> list[str]:
    """Per paper variant: ours against the paper's ratio, and the measured split that
    says why they differ (or what is missing); `records` as for `variant_rows`."""
    by_core = {r["core"]: r for r in records}
    base = by_core.get(BASELINE)
    lines = []
    for v in VARIANTS:
        rec = by_core.get(v.core)
        got = ratios(rec, base)
        if got.power_at_one_clock is None:
            # both named when each has an estimate but the energies give no ratio
            missing = [name for name, r in ((BASELINE, base), (v.core, rec))
                       if energy_per_bit(r, timed=False) is None or _cpb(r) is None
                       ] or [BASELINE, v.core]
            lines.append(f"`{v.core}` ({v.paper_name}, paper {v.paper_ratio:.1f}x): no ratio yet, "
                         "no power estimate with clocks per block for "
                         + ", ".join(f"`{m}`" for m in missing)
                         + f" (`hashcores bench --core {' --core '.join(missing)} --power`).")
            continue
        ours = got.power_at_one_clock
        agree = 1 / AGREE <= ours / v.paper_ratio <= AGREE
        share = _power(rec).get("glitch_share")
        base_share = _power(base).get("glitch_share")
        glitch = ("" if share is None or base_share is None else
                  f"; glitch share {share:.0%} against {base_share:.0%} for conventional")
        basis = ("" if got.basis == "glitch-aware" else
                 " (zero-delay estimates: no glitches counted, so a variant's saving from "
                 "stopping glitches is not in it)")
        lines.append(
            f"`{v.core}` ({v.paper_name}): {ours:.2f}x at one clock against the paper's "
            f"{v.paper_ratio:.1f}x ({'agrees' if agree else 'differs'}): energy per bit "
            f"{got.energy_per_bit:.2f}x times clocks per block {got.clocks_per_block:.2f}x"
            f"{glitch}{basis}.")
    return lines


def section_lines(part: FamilyPart) -> list[str]:
    """The Luffa-256 cores: issue 5's lines, and each low-power variant against
    conventional next to paper 002's ratios, with the measured split behind ours
    (nothing when the family has no placed and routed record of its bench algorithm)."""
    recs = [r for r in part.compared() if not fit_only(r)]
    if not recs or part.algorithm is None:
        return []
    out = [f"## {part.algorithm.title} cores and the low-power variants ({part.title})", "",
           f"Paper {PAPER} reports XPower figures: conventional {PAPER_CONV_MW:g} mW, "
           + ", ".join(f"{v.paper_name} {v.paper_mw:g} mW" for v in VARIANTS)
           + ". Ours are estimates (`hashcores bench --power`). A saving compares "
           "glitch-aware estimates where both cores have one from the same delay model, "
           "else zero-delay ones (marked). Savings are conventional / variant: per hashed "
           "bit, and "
           "in power while hashing back to back at one common clock (energy per bit "
           "ratio x clocks-per-block ratio), the paper's kind of figure. The mechanisms "
           "behind each difference: docs/luffa.md, \"Why our savings are not the "
           "paper's\".", ""]
    out += acceptance_table(check_rows(recs))
    out += table(["Core", "Paper's name", "LUT4", "FF", "Fmax MHz", "Clocks/block",
                  "Gbit/s", "nJ/bit (zero-delay)", "nJ/bit (glitch-aware)", "Glitch share",
                  "Saving per bit", "Saving in power at one clock", "Paper's saving"],
                 variant_rows(recs), text_columns=2)
    return out + ["", *(f"- {line}" for line in explanations(recs)), ""]


#: The section the Luffa family declares (`registry.Family.report_sections`).
SECTION = Section(section_lines)


#: Issue 27: the multi-message Luffa-256 pipeline against the paper's throughput (002).
PIPE_LINE_GBPS = 12.2


def _is_pipeline(record: Record) -> bool:
    return int(record.get("contexts") or 1) > 1


def pipeline_rows(records: Sequence[Record]) -> list[list[str]]:
    """One row per multi-message pipeline record (`records`: the family's records of one
    target, fit checks included): stages, contexts, area, Fmax, the clocks per block the
    simulation measured for one message alone and with every context busy (none for a fit
    check, which simulates nothing), the aggregate throughput, and the energy per bit
    next to the conventional core's of the same digest size (`<algorithm>_conv`, the
    whole round between registers) with the saving (conventional / pipeline, as for the
    paper's variants: `ratios`)."""
    by_core = {r["core"]: r for r in records}
    rows = []
    for r in sorted((r for r in records if _is_pipeline(r)), key=lambda r: r["core"]):
        area = r.get("area") or {}
        conv_name = f"{r.get('algorithm_name', '')}_conv"
        conv = by_core.get(conv_name)
        saving = ratios(r, conv)
        timed = saving.basis != "zero-delay"
        rows.append([
            f"`{r['core']}`",
            str(r.get("algorithm", "")),
            str(r.get("messages_in_flight", "—")),
            str(r.get("contexts", "—")),
            fmt(area.get("LUT4"), 0) + (" (packed)" if fit_only(r) else ""),
            fmt(area.get("FF"), 0),
            fmt(r.get("fmax_mhz"), 1),
            fmt(r.get("clocks_per_block"), 1),
            fmt(r.get("aggregate_clocks_per_block"), 2),
            fmt(gbps("aggregate_mbps")(r)),
            _nj(energy_per_bit(r, timed)),
            f"`{conv_name}` {_nj(energy_per_bit(conv, timed))}" if conv else "—",
            _x(saving.energy_per_bit, saving.basis),
        ])
    return rows


PIPE_CHECKS: tuple[Check, ...] = (
    Check("Multi-message Luffa-256 aggregate throughput (issue 27; paper 002's figure)",
          best(lambda r: _is_pipeline(r) and not fit_only(r), gbps("aggregate_mbps")),
          PIPE_LINE_GBPS, unit="Gbit/s", aim=20.0),
)


def pipeline_lines(part: FamilyPart) -> list[str]:
    """The multi-message pipelines (hc_luffa_core STAGES > 1) of the part's target: issue
    27's line (from placed and routed Luffa-256 records) and a row per pipeline record,
    fit checks included (nothing without a pipeline record)."""
    if not any(_is_pipeline(r) for r in part.records):
        return []
    routed = [r for r in part.compared() if not fit_only(r)]
    return ([f"## Luffa multi-message pipelines ({part.title})", "",
             "The 8 steps of each Q_j in pipeline stages, a round of a different message in "
             "each (docs/luffa.md, \"The multi-message pipeline\"). Clocks per block measured "
             "in simulation at the stream level: one long message alone, and every context "
             "busy with messages interleaved by s_tid; a fit check (packed LUT4) has no "
             "Fmax and no simulation. Energy per bit: glitch-aware where both cores have "
             "it (else zero-delay), from the power estimate's traffic (each record's "
             "`power.traffic`), against the conventional core of the same digest size.", ""]
            + acceptance_table(_check_rows(PIPE_CHECKS, routed))
            + table(["Core", "Algorithm", "Stages", "Contexts", "LUT4", "FF", "Fmax MHz",
                     "Clocks/block (one message)", "Clocks/block (all contexts)",
                     "Aggregate Gbit/s", "nJ/bit", "Conventional nJ/bit",
                     "Saving per bit"], pipeline_rows(part.records), text_columns=2)
            + [""])


#: The pipelines' section (`registry.Family.report_sections`).
PIPE_SECTION = Section(pipeline_lines)
