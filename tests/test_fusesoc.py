"""FuseSoC core files: generated from the registry, current, and usable by FuseSoC."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hashcores import fusesoc, registry
from hashcores.paths import ROOT

FUSESOC = Path(sys.executable).with_name("fusesoc")


def test_core_files_are_current() -> None:
    assert fusesoc.write_core_files(check=True) == [], "run `hashcores fusesoc`"


def test_core_file_lists_every_family_source() -> None:
    for family in registry.FAMILIES.values():
        text = fusesoc.core_file(family).read_text()
        for src in family.sources:
            assert f"- {src}" in text


@pytest.mark.parametrize("core", registry.cores(), ids=lambda c: c.name)
def test_fusesoc_runs_the_core_target(core: registry.Core, tmp_path: Path) -> None:
    """FuseSoC parses our core file and runs its per-core target (Verilator lint)."""
    if shutil.which("verilator") is None:
        pytest.fail("verilator is not installed: run scripts/bootstrap.sh")
    vlnv = fusesoc.core_vlnv(core.family)
    run = subprocess.run(
        [str(FUSESOC), "--cores-root", str(ROOT), "run", "--build-root", str(tmp_path),
         "--target", core.name, vlnv],
        capture_output=True, text=True, cwd=tmp_path,
    )
    assert run.returncode == 0, run.stdout + run.stderr
