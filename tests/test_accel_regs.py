"""The accelerator's register description (rtl/accel/hc_accel.rdl) and what it generates:
the committed decode, C header and register page are current (regenerated into a
temporary folder and compared), and the generated decode is accepted by the three tools
the RTL rules name: Icarus 11 (-g2012), Verilator 5 (--lint-only -Wall) and Yosys."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from hashcores.accel import regs
from hashcores.accel.design import SHA2_SOURCES, SHA2_TOP
from hashcores.paths import ROOT
from tests.conftest import require_tool


def test_generated_files_are_current(tmp_path: Path) -> None:
    fresh = regs.generate(tmp_path)
    for key, committed in regs.OUTPUTS.items():
        assert committed.is_file(), f"{committed} is missing: run `hashcores regs`"
        assert committed.read_text() == fresh[key].read_text(), (
            f"{committed} is stale: run `hashcores regs` and commit it")


def test_header_page_and_decode_agree_on_every_register(tmp_path: Path) -> None:
    """Every register of the map is in the C header's struct, on the page, and decoded."""
    paths = regs.generate(tmp_path)
    header, page, decode = (paths[k].read_text() for k in ("header", "page", "decode"))
    for name, address in regs.register_map().address.items():
        assert f" {name}" in header, name
        assert f"| 0x{address:02X} |" in page, name
        assert f"localparam [4:0] {name}_WORD = 5'd{address // 4};" in decode


def test_regs_command_check_finds_nothing_stale() -> None:
    from click.testing import CliRunner

    from hashcores.cli import main

    result = CliRunner().invoke(main, ["regs", "--check"])
    assert result.exit_code == 0, result.output
    assert result.output == ""


def _accel_sources() -> list[str]:
    from hashcores import registry

    return registry.get_core("sha256_iter").family.sim_source_paths() + [
        str(ROOT / s) for s in SHA2_SOURCES]


def _yosys_accepts(sources: list[str], top: str) -> None:
    """Yosys elaborates `top` from `sources` and `check -assert` finds nothing. A YoWASP
    Yosys sees only its working directory: it runs in the checkout, on relative paths."""
    from hashcores.bench.tools import find_tool

    names = " ".join(os.path.relpath(source, ROOT) for source in sources)
    script = f"read_verilog {names}; hierarchy -check -top {top}; proc; check -assert"
    run = subprocess.run([find_tool("yosys").path, "-q", "-p", script], cwd=ROOT,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_decode_alone_is_accepted_by_icarus_verilator_and_yosys(tmp_path: Path) -> None:
    decode = str(regs.OUTPUTS["decode"])
    run = subprocess.run([require_tool("iverilog"), "-g2012", "-Wall", "-o", str(tmp_path / "a.vvp"),
                          "-s", regs.DECODE_MODULE, decode], capture_output=True, text=True)
    assert run.returncode == 0 and "warning" not in run.stderr.lower(), run.stderr
    run = subprocess.run([require_tool("verilator"), "--lint-only", "-Wall", decode],
                         capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr
    _yosys_accepts([decode], regs.DECODE_MODULE)


@pytest.mark.parametrize("digest_bits", [256, 224])
def test_accelerator_is_lint_clean(digest_bits: int) -> None:
    """`verilator --lint-only -Wall` finds nothing in the accelerator over hc_sha2_stream."""
    cmd = [require_tool("verilator"), "--lint-only", "-Wall", "--top-module", SHA2_TOP,
           f"-GDIGEST_BITS={digest_bits}", "-GADDR_W=12", *_accel_sources()]
    run = subprocess.run(cmd, capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr


def test_accelerator_elaborates_on_icarus_and_yosys(tmp_path: Path) -> None:
    run = subprocess.run([require_tool("iverilog"), "-g2012", "-Wall", "-o", str(tmp_path / "a.vvp"),
                          "-s", SHA2_TOP, *_accel_sources()], capture_output=True, text=True)
    assert run.returncode == 0 and "warning" not in run.stderr.lower(), run.stderr
    _yosys_accepts(_accel_sources(), SHA2_TOP)
