"""FuseSoC core files: generated from the registry, current, and usable by FuseSoC."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hashcores import fusesoc, registry
from hashcores.paths import ROOT
from tests.conftest import first_cores

FUSESOC = Path(sys.executable).with_name("fusesoc")

#: The cores whose FuseSoC target runs by default: the first of each stream top. Every
#: core's target is written by the same generator (test_core_files_are_current checks the
#: files are its output) and differs from the others of its top only in parameter values,
#: which Verilator lints on every core at three widths (tests/test_rtl_rules.py); a FuseSoC
#: start costs about 1.3 s of CPU, so the other targets are slow.
TARGET_CORES = set(first_cores(registry.cores(), lambda c: c.top).values())


def _target_cases() -> list:
    return [pytest.param(c, id=c.name, marks=() if c.name in TARGET_CORES else pytest.mark.slow)
            for c in registry.cores()]


def test_core_files_are_current() -> None:
    assert fusesoc.write_core_files(check=True) == [], "run `hashcores fusesoc`"


def test_core_file_lists_every_family_source() -> None:
    for family in registry.FAMILIES.values():
        text = fusesoc.core_file(family).read_text()
        for src in family.sources:
            assert f"- {src}" in text


def test_every_stream_top_runs_its_target_by_default() -> None:
    assert {c.top for c in registry.cores()} == {registry.get_core(n).top for n in TARGET_CORES}


@pytest.mark.parametrize("core", _target_cases())
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


def test_fusesoc_lints_the_accelerator(tmp_path: Path) -> None:
    """The accelerator's core file (over the SHA-2 family's, which it depends on) runs its
    lint target in FuseSoC: the dependency resolves and Verilator -Wall finds nothing."""
    if shutil.which("verilator") is None:
        pytest.fail("verilator is not installed: run scripts/bootstrap.sh")
    run = subprocess.run(
        [str(FUSESOC), "--cores-root", str(ROOT), "run", "--build-root", str(tmp_path),
         "--target", "lint", fusesoc.ACCEL_VLNV],
        capture_output=True, text=True, cwd=tmp_path,
    )
    assert run.returncode == 0, run.stdout + run.stderr
