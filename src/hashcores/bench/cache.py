"""The benchmark cache: content keys and per-step result files.

A step (synthesis of a design for a target, place and route of one seed, one cycle
measurement) runs in its own folder under ``build_dir()/bench``, named after a key that
hashes everything the result depends on: the RTL contents, the top and its parameters,
the exact tool script and arguments, the seed and the tool versions. Place and route
and the fit check are keyed on the netlist they read (`netlist_digest`), not on the
sources: an edit that changes no logic (a comment) synthesises again but reuses them,
from the earlier synthesis folder of the same design (`reuse_sibling`). The step writes
``result.json`` last; a later run that finds a successful ``result.json`` under the same
key reuses it instead of running the tool. Failed steps are not reused: they
run again (a tool that failed once, e.g. silently in ABC9, may not fail twice).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable

from hashcores.paths import build_dir

#: Bump when the flow changes in a way the keys cannot see.
FLOW_VERSION = 1

RESULT_FILE = "result.json"


def key(*parts: Any) -> str:
    """A stable hex key of JSON-serialisable parts."""
    blob = json.dumps([FLOW_VERSION, *parts], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()


def file_digest(path: Path) -> str:
    """SHA-256 of a file's contents."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def is_provenance(attribute: str) -> bool:
    """Whether a Yosys attribute says at which source line something was written: `src`,
    and `module_src` and `cell_src` on the `$scopeinfo` cells of flattened modules."""
    return attribute == "src" or attribute.endswith("_src")


def _without_provenance(node: Any) -> Any:
    """A Yosys JSON netlist (or part of it) without its provenance attributes."""
    if isinstance(node, list):
        return [_without_provenance(item) for item in node]
    if not isinstance(node, dict):
        return node
    return {name: ({k: v for k, v in value.items() if not is_provenance(k)}
                   if name == "attributes" and isinstance(value, dict)
                   else _without_provenance(value))
            for name, value in node.items()}


def netlist_digest(path: Path) -> str:
    """SHA-256 of a Yosys JSON netlist as nextpnr sees it: everything but the provenance
    attributes (`is_provenance`), which say at which source line a cell or net was
    written. Those change with every line an edit adds or removes above them, and
    nextpnr gives the same placement, routing, SDF and report for netlists that differ
    only there (measured: docs/benchmark.md, "The cache")."""
    data = json.loads(path.read_text())
    blob = json.dumps(_without_provenance(data), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()


def reuse_sibling(folder: Path, usable: Callable[[Path], bool] = lambda _: True) -> bool:
    """When `folder` (a step under a synthesis folder) has no reusable result and a
    sibling synthesis folder of the same design and target holds one under the same
    step name (the same key), and `usable` says that one will do (e.g. it kept the
    files the caller needs), copy it here; whether one was copied. nextpnr reads its
    netlist from the synthesis folder, so each one keeps its own steps."""
    if load(folder) is not None and usable(folder):
        return False
    for other in sorted(folder.parent.parent.glob(f"synth-*/{folder.name}")):
        if other != folder and load(other) is not None and usable(other):
            shutil.rmtree(folder, ignore_errors=True)
            shutil.copytree(other, folder)
            return True
    return False


def bench_root() -> Path:
    """Where the benchmark keeps its step folders."""
    return build_dir() / "bench"


#: Step outcomes worth reusing: a success, and a design that does not fit the device.
REUSABLE: tuple[str, ...] = ("ok", "nofit")


def load(folder: Path) -> dict[str, Any] | None:
    """The stored result of a step folder when it is reusable, else None (run it again)."""
    path = folder / RESULT_FILE
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("status") not in REUSABLE:
        return None
    return data


def reused(stored: dict[str, Any], folder: Path, k: str) -> dict[str, Any]:
    """The fields every step's result takes from its stored result (as keyword arguments):
    status, folder, times, message, key, the worker that ran it, and cached=True."""
    return {
        "status": stored["status"],
        "worker": stored.get("worker", ""),
        "folder": folder,
        "seconds": stored.get("seconds"),
        "cpu_seconds": stored.get("cpu_seconds"),
        "cached": True,
        "message": stored.get("message", ""),
        "key": k,
    }


def store(folder: Path, data: dict[str, Any]) -> None:
    """Write a step's result atomically (a reader never sees half a file)."""
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".result-", suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
    os.replace(tmp, folder / RESULT_FILE)
