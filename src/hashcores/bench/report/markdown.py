"""Markdown pieces every part of the report uses: number cells and tables."""

from __future__ import annotations

from collections.abc import Iterable

#: The cell of a figure that could not be measured (never 0).
MISSING = "missing"


def num(value: float | None, digits: int = 1) -> str:
    """A figure: "—" when there is none, an integer without decimals (digits <= 1)."""
    if value is None:
        return "—"
    if float(value).is_integer() and digits <= 1:
        return f"{int(value)}"
    return f"{value:.{digits}f}"


def clocks(value: float | None) -> str:
    """Clocks per block: whole numbers as such, else two decimals; MISSING when none."""
    if value is None:
        return MISSING
    return num(value) if float(value).is_integer() else f"{value:.2f}"


def table(head: list[str], rows: list[list[str]], text_columns: int = 2) -> list[str]:
    """A Markdown table: the first `text_columns` columns left-aligned, the rest right."""
    lines = [
        "| " + " | ".join(head) + " |",
        "|" + "|".join("---" if i < text_columns else "--:" for i in range(len(head))) + "|",
    ]
    return lines + ["| " + " | ".join(r) + " |" for r in rows]


def acceptance_table(rows: list[list[str]]) -> list[str]:
    """An issue's acceptance lines: [line, ours, acceptance, status] rows."""
    return table(["Acceptance line", "Ours (this data)", "Acceptance", "Status"], rows,
                 text_columns=4) + [""]


def names_by_value(pairs: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """(value, core name) pairs grouped by value, each name as `code`, in order."""
    grouped: dict[str, list[str]] = {}
    for value, name in pairs:
        grouped.setdefault(value, []).append(f"`{name}`")
    return grouped
