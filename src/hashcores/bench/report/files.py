"""Writing the report's files: bench.json (merged under a lock), bench.md and the files
the families' sections write beside it (the design-space plot)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from hashcores.bench import store
from hashcores.bench.report.document import markdown
from hashcores.bench.report.record import Data
from hashcores.bench.report.sections import family_files
from hashcores.bench.results import BenchResults
from hashcores.bench.sweep import SWEEP_TARGET
from hashcores.locks import locked
from hashcores.paths import RESULTS

JSON_NAME = "bench.json"
MARKDOWN_NAME = "bench.md"
#: Held while a run merges into bench.json (ignored by git).
LOCK_NAME = ".bench.lock"


def _write(path: Path, text: str) -> None:
    """Write `text` to `path` whole or not at all (a reader never sees half a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def _dump(data: Data) -> str:
    return json.dumps(data, indent=2) + "\n"


def write_json(results: BenchResults, path: Path | None = None) -> Path:
    """Write one run's figures as JSON (no merge); returns the path."""
    path = path or RESULTS / JSON_NAME
    _write(path, _dump(results.as_dict()))
    return path


def write_markdown(results: BenchResults | Data, path: Path | None = None) -> Path:
    """Write the Markdown tables; returns the path."""
    path = path or RESULTS / MARKDOWN_NAME
    _write(path, markdown(results))
    return path


def write_results(results: BenchResults, folder: Path | None = None, *,
                  fresh: bool = False) -> list[Path]:
    """Merge the run into `folder`/bench.json (default: results/; `fresh`: replace it),
    then write bench.md and the sections' files from the merged data."""
    folder = folder or RESULTS
    json_path = folder / JSON_NAME
    # Two bench runs that end together (one core each, side by side) must not merge into
    # the same old file and lose one run's records.
    with locked(folder / LOCK_NAME):
        merged = store.merge(None if fresh else store.load(json_path), results.as_dict())
        _write(json_path, _dump(merged))
        return [json_path, *write_views(merged, folder)]


def store_part(part: str, entries: dict[str, Any], folder: Path | None = None) -> list[Path]:
    """Merge `entries` (key -> record) into bench.json's `part` (e.g. "hmac", "accel"; the
    hash cores' records under "results" are left as they are) and write the views again."""
    folder = folder or RESULTS
    path = folder / JSON_NAME
    with locked(folder / LOCK_NAME):
        data = json.loads(path.read_text()) if path.exists() else {"results": []}
        data.setdefault(part, {}).update(entries)
        _write(path, _dump(data))
        return [path, *write_views(data, folder)]


def write_views(merged: dict[str, Any], folder: Path) -> list[Path]:
    """The sections' files (of the sweep target) and bench.md of the merged data."""
    return [*family_files(merged, SWEEP_TARGET, folder),
            write_markdown(merged, folder / MARKDOWN_NAME)]
