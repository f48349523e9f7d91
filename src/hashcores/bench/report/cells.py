"""The cells of one record in the report's tables: status, Fmax, paths, adders, power."""

from __future__ import annotations

from typing import Any

from hashcores.bench.report.markdown import MISSING
from hashcores.bench.report.record import Record, fit_only, fit_step, pnr_steps, seed_fmax, steps

#: The Fmax cell of a record that was only packed (`hashcores bench --fit-only`).
FIT_ONLY_FMAX = "— (fit check only)"

#: The power estimate's columns (`hashcores bench --power`), after the others.
POWER_COLUMNS: tuple[str, ...] = (
    "nJ/bit (zero-delay)",
    "nJ/bit (glitch-aware)",
    "Glitch share",
    "mW at Fmax (glitch-aware, else zero-delay)",
)


def status_cell(record: Record, has_fmax: bool) -> str | None:
    """What to print instead of figures when a whole record has none."""
    synth = steps(record).get("synth")
    if synth is None:
        return "not run"
    if synth.get("status") != "ok":
        return str(synth.get("status"))
    if has_fmax:
        if fit_only(record) and fit_step(record).get("status") not in ("ok", "nofit"):
            return str(fit_step(record).get("status", "not run"))
        if record.get("fits") is False:
            return "does not fit"
        if fit_only(record):
            return None
        pnr = pnr_steps(record)
        if not any(r.get("status") == "ok" for r in pnr):
            bad = [r.get("status") for r in pnr if r.get("status") != "ok"]
            return str(bad[0]) if bad else "not run"
    return None


def fmax_cell(record: Record) -> str:
    """The median Fmax, with how many seeds gave one when not all did."""
    fmax = record.get("fmax_mhz")
    if fmax is None:
        return "—"
    cell = f"{fmax:.1f}"
    done, ran = len(seed_fmax(record)), len(pnr_steps(record))
    if done < ran:
        cell += f" ({done}/{ran} seeds)"
    return cell


def path_cell(record: Record) -> str:
    """The critical path: total (logic + routing) ns."""
    path = record.get("critical_path")
    if not path:
        return MISSING
    return f"{path['total_ns']:.2f} ({path['logic_ns']:.2f} + {path['routing_ns']:.2f})"


def adder_summary(record: Record) -> str:
    """The design's critical path in adder levels ("5 CPA", "2 CPA + 6 CSA"), or "—"."""
    levels = (record.get("generator") or {}).get("adder_levels")
    if not levels:
        return "—"
    cpa, csa = levels.get("cpa", 0), levels.get("csa", 0)
    return f"{cpa} CPA" + (f" + {csa} CSA" if csa else "")


def power_cells(record: Record) -> list[str]:
    """The power estimate's cells of a record ("—" where there is none)."""
    power = record.get("power") or {}
    if power.get("status") != "ok":
        cell = "failed" if power.get("status") else "—"
        return [cell] + ["—"] * (len(POWER_COLUMNS) - 1)
    zero = power.get("zero_delay") or {}
    timed = power.get("timed") or {}
    share = power.get("glitch_share")
    watts = (timed or zero).get("power_w")

    def nj(figures: dict[str, Any]) -> str:
        value = figures.get("energy_per_bit_j")
        return "—" if value is None else f"{value * 1e9:.3g}"

    return [nj(zero), nj(timed), "—" if share is None else f"{100 * share:.0f}%",
            "—" if watts is None else f"{watts * 1e3:.3g}"]
