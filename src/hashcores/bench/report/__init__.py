"""Writers for the benchmark results: ``results/bench.json``, ``bench.md`` and the files
beside it (the design-space plot).

The JSON holds every figure (per-seed Fmax, step times, tool versions, cache hits,
critical paths). A run is merged into the stored JSON by (core, target) (`store`), and
the Markdown and the plot are written from the merged JSON alone, so a subset run never
hides what earlier runs measured. The Markdown has each family's sections of the sweep
target, as its declaration names them (`registry.Family.report_sections`: the
papers-vs-ours table and the design-space plot with its Pareto front, the Keccak and
Luffa acceptance lines), one table per target with the headline columns, the critical
paths, and notes for whatever is missing or failed: the tables in docs can be pasted
from it and are never typed in.

Modules, one job each: `markdown` (cells and tables), `record` (a record's steps),
`target` (the targets covered), `cells` and `table` (a target's table), `notes` and
`power_note` (the notes under it), `critical_paths`, `sections` (the families' sections
from their declarations), `document` (the whole Markdown), `files` (writing them).
"""

from hashcores.bench.report.cells import FIT_ONLY_FMAX, POWER_COLUMNS
from hashcores.bench.report.document import markdown
from hashcores.bench.report.files import (JSON_NAME, LOCK_NAME, MARKDOWN_NAME, write_json,
                                          write_markdown, write_results, write_views)
from hashcores.bench.report.markdown import MISSING

__all__ = [
    "FIT_ONLY_FMAX",
    "JSON_NAME",
    "LOCK_NAME",
    "MARKDOWN_NAME",
    "MISSING",
    "POWER_COLUMNS",
    "markdown",
    "write_json",
    "write_markdown",
    "write_results",
    "write_views",
]
