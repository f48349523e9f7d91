"""The note under a table with power columns: what the estimate is and how it was made."""

from __future__ import annotations

import re
from typing import Any

from hashcores.bench.report.markdown import names_by_value
from hashcores.bench.report.record import Record

#: What a record with a timed run but no `timed_delays` was simulated with.
_EARLIER_DELAYS = "transport delays only (the first model: no pulse filtered)"


def _delay_models(done: list[dict[str, Any]]) -> str:
    """The timed runs' delay model; with more than one, which cores each covers (a
    glitch-aware figure is comparable only with one from the same model)."""
    cores = names_by_value((str(power.get("timed_delays") or _EARLIER_DELAYS),
                            str(power.get("name")))
                           for power in done if power.get("timed") is not None)
    if len(cores) <= 1:
        return f"delays: {next(iter(cores), '—')}"
    return "delays differ between rows, compare glitch-aware figures only within one: " + \
        "; ".join(f"{model} ({', '.join(names)})" for model, names in sorted(cores.items()))


def power_note(records: list[Record]) -> str:
    """What the power columns are: the model, the traffic, the clock (an estimate)."""
    done = [r["power"] for r in records if (r.get("power") or {}).get("status") == "ok"]
    models = sorted({str(p.get("model")) for p in done})
    # The same messages at each row's stream width: say the width once, not per row.
    widths = [re.search(r", DATA_W \d+$", str(p.get("traffic"))) for p in done]
    traffic = sorted({str(p.get("traffic"))[:m.start()] if m else str(p.get("traffic"))
                      for p, m in zip(done, widths)})
    if any(widths):
        traffic = [f"{t}, at the row's DATA_W" for t in traffic]
    return (
        "Power (`hashcores bench --power`): an estimate, not a measurement. The routed "
        "netlist (nextpnr `--write`, one seed) simulated on Icarus zero-delay and with "
        f"nextpnr's cell and wire delays (`--sdf`: glitch-aware; {_delay_models(done)}); "
        "energy = sum over nets of toggles x capacitance proxy x V^2 / 2, model "
        f"{'; '.join(models) or '—'}; the clock net counted apart; per hashed message bit "
        f"over {'; '.join(traffic) or '—'}, window from just after reset release to just "
        "after the last digest. Power at the row's median Fmax. Glitch share: (glitch-aware - zero-delay) "
        "/ glitch-aware logic energy. Compare designs by ratio: the capacitances are a "
        "proxy, not a calibration."
    )
