"""The benchmark cache: content keys and per-step result files.

A step (synthesis of a design for a target, place and route of one seed, one cycle
measurement) runs in its own folder under ``build_dir()/bench``, named after a key that
hashes everything the result depends on: the RTL contents, the top and its parameters,
the exact tool script and arguments, the seed and the tool versions. The step writes
``result.json`` last; a later run that finds a successful ``result.json`` under the same
key reuses it instead of running the tool. Failed steps are not reused: they
run again (a tool that failed once, e.g. silently in ABC9, may not fail twice).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

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
    status, folder, times, message, key, and cached=True."""
    return {
        "status": stored["status"],
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
