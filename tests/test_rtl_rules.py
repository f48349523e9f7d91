"""The RTL rules of CONTRIBUTING.md, checked on every file and every core."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from hashcores import registry
from hashcores.paths import ROOT, RTL
from tests.conftest import require_tool

RTL_FILES = sorted(RTL.rglob("*.v"))
MODULE_RE = re.compile(r"^\s*module\s+(\w+)", re.MULTILINE)


def test_rtl_exists() -> None:
    assert RTL_FILES, "no RTL found under rtl/"


@pytest.mark.parametrize("path", RTL_FILES, ids=lambda p: str(p.relative_to(RTL)))
def test_one_module_per_file_named_as_file(path: Path) -> None:
    text = path.read_text()
    assert MODULE_RE.findall(text) == [path.stem]
    assert path.stem.startswith("hc_")


@pytest.mark.parametrize("path", RTL_FILES, ids=lambda p: str(p.relative_to(RTL)))
def test_default_nettype_none(path: Path) -> None:
    text = path.read_text()
    first_code = text.index("module ")
    assert "`default_nettype none" in text[:first_code]
    assert text.rstrip().endswith("`default_nettype wire")


def test_every_rtl_file_belongs_to_a_family() -> None:
    listed = {ROOT / s for f in registry.FAMILIES.values() for s in f.sources}
    bench_only = {p for p in RTL_FILES if p.parent.name == "bench"}
    assert set(RTL_FILES) - bench_only == listed


LINT_WIDTHS = (32, 96, 512)


def _lint_cases() -> list[tuple[registry.Core, int]]:
    return [(c, w) for c in registry.cores() for w in LINT_WIDTHS]


@pytest.mark.parametrize(
    "core,data_w", _lint_cases(), ids=[f"{c.name}-w{w}" for c, w in _lint_cases()]
)
def test_verilator_lint_clean(core: registry.Core, data_w: int) -> None:
    verilator = require_tool("verilator")
    params = {**core.params, "DATA_W": data_w}
    cmd = [verilator, "--lint-only", "-Wall", "--top-module", core.top]
    cmd += [f"-G{k}={v}" for k, v in params.items()]
    cmd += core.family.sim_source_paths()
    run = subprocess.run(cmd, capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr


@pytest.mark.parametrize("core", registry.cores(), ids=lambda c: c.name)
def test_icarus_compiles(core: registry.Core, tmp_path: Path) -> None:
    iverilog = require_tool("iverilog")
    cmd = [iverilog, "-g2012", "-Wall", "-o", str(tmp_path / "a.vvp"), "-s", core.top]
    cmd += [f"-P{core.top}.{k}={v}" for k, v in core.params.items()]
    cmd += core.family.sim_source_paths()
    run = subprocess.run(cmd, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    # Icarus warns about timescale inheritance only when files disagree; nothing else.
    assert "warning" not in run.stderr.lower(), run.stderr
