"""Where things live in a hashcores checkout."""

from __future__ import annotations

import os
from pathlib import Path

#: The repository root (this file is src/hashcores/paths.py).
ROOT: Path = Path(__file__).resolve().parents[2]
RTL: Path = ROOT / "rtl"
TB: Path = ROOT / "tb"
VECTORS: Path = ROOT / "vectors"
DOCS: Path = ROOT / "docs"
RESULTS: Path = ROOT / "results"


def build_dir() -> Path:
    """Scratch space for simulator and FPGA builds (ignored by git).

    ``HASHCORES_BUILD`` moves it, e.g. to keep caches between clones.
    """
    path = Path(os.environ.get("HASHCORES_BUILD", ROOT / "build"))
    path.mkdir(parents=True, exist_ok=True)
    return path
