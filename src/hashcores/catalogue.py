"""What `hashcores list` prints: the catalogue as a table, or as one line per core.

The table (every column of the registry's summary) goes to a terminal wide enough to show
it without wrapping a cell. Anywhere else (a pipe, a file, a narrow terminal) each core is
one line, ``core  algorithm  architecture``: the first two columns padded to their longest
entry, the architecture last and whole. Nothing is truncated and nothing wraps, so a line
is longer than the terminal (or 80 columns) only when its architecture text is; `grep`,
`head` and `cut -c` see one core per line. `hashcores list --json` has every field.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table

from hashcores.hmac_cores import HmacCore
from hashcores.registry import Core

#: Columns of the one-line form, and the gap between them.
LINE_COLUMNS: tuple[str, ...] = ("core", "algorithm", "architecture")
GAP = "  "
#: A page width no table reaches (to measure a table's unwrapped width).
UNBOUNDED = 1 << 16


def table(cores: Sequence[Core], hmac_cores: Sequence[HmacCore] = ()) -> Table:
    """The catalogue as a rich table (the HMAC cores last)."""
    out = Table(title="hashcores")
    out.add_column("core", no_wrap=True)  # names stay whole on a narrow terminal
    for column in ("algorithm", "architecture", "in flight", "clocks/block", "paper"):
        out.add_column(column)
    for c in cores:
        out.add_row(
            c.name,
            c.algorithm.title,
            c.architecture,
            str(c.messages_in_flight),
            str(c.clocks_per_block),
            c.paper or "-",
        )
    for h in hmac_cores:
        out.add_row(h.name, h.title, h.architecture, "1", "-", "-")
    return out


def lines(cores: Sequence[Core], hmac_cores: Sequence[HmacCore] = ()) -> list[str]:
    """A header line, then one line per core: core, algorithm, architecture (the HMAC
    cores last)."""
    rows = ([LINE_COLUMNS] + [(c.name, c.algorithm.title, c.architecture) for c in cores]
            + [(h.name, h.title, h.architecture) for h in hmac_cores])
    widths = [max(len(row[i]) for row in rows) for i in range(len(LINE_COLUMNS) - 1)]
    return [GAP.join([*(cell.ljust(w) for cell, w in zip(row, widths)), row[-1]])
            for row in rows]


def fits(console: Console, renderable: Table) -> bool:
    """Whether `console` is a terminal that shows `renderable` without wrapping a cell."""
    if not console.is_terminal:
        return False
    # measured on a boundless page: the width it takes with no cell wrapped
    unbounded = console.options.update_width(UNBOUNDED)
    return console.measure(renderable, options=unbounded).maximum <= console.width


def show(console: Console, cores: Sequence[Core], hmac_cores: Sequence[HmacCore] = ()) -> None:
    """Print the catalogue on `console`: the table where it fits, else one line per core."""
    full = table(cores, hmac_cores)
    if fits(console, full):
        console.print(full)
        return
    for line in lines(cores, hmac_cores):
        # no markup, no highlighting, no wrapping: the text as it is
        console.print(line, markup=False, highlight=False, emoji=False, soft_wrap=True)
