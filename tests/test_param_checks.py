"""A bad parameter stops elaboration, naming the parameter (CONTRIBUTING.md, RTL rules).

Every parameterised module checks its parameters in a generate branch that instantiates a
module named after the rule (`hc_error_<PARAMETER>_...`), which does not exist: both
simulators then refuse to elaborate and print that name. One case per module class; each
case is elaborated twice, with the bad value (must fail, naming the parameter) and with
the module's default (must pass), so a failure for another reason cannot pass the test.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from hashcores import registry
from hashcores.accel.design import PARAM_CHECKS as ACCEL_PARAM_CHECKS
from hashcores.accel.design import ALL_SOURCES
from hashcores.paths import ROOT, RTL
from tests.conftest import require_tool


@dataclass(frozen=True)
class Case:
    top: str
    family: str
    parameter: str
    bad: int
    extra: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return f"{self.top}-{self.parameter}={self.bad}"

    def sources(self) -> list[str]:
        return registry.FAMILIES[self.family].sim_source_paths() + list(self.extra)


HARNESS = str(RTL / "bench" / "hc_bench_harness.v")

def _harness_family() -> str:
    """The family of the harness's default core (HC_BENCH_DUT, hc_sha2_stream)."""
    return next(f.name for f in registry.FAMILIES.values()
                if any(Path(s).stem == "hc_sha2_stream" for s in f.sources))


CASES = (
    # the cases each family's declaration lists (`Family.param_checks`): its stream tops,
    # block cores, operation blocks and the shared primitives it checks
    *(Case(top, family.name, parameter, bad)
      for family in registry.FAMILIES.values() for top, parameter, bad in family.param_checks),
    # the benchmark's pin harness
    Case("hc_bench_harness", _harness_family(), "DATA_W", 12, (HARNESS,)),
    # the accelerator's modules (hashcores.accel.design), over the SHA-2 family's top
    *(Case(top, _harness_family(), parameter, bad, tuple(str(ROOT / s) for s in ALL_SOURCES))
      for top, parameter, bad in ACCEL_PARAM_CHECKS),
)


def _verilator(case: Case, params: dict[str, int]) -> subprocess.CompletedProcess[str]:
    cmd = [require_tool("verilator"), "--lint-only", "-Wall", "--top-module", case.top]
    cmd += [f"-G{k}={v}" for k, v in params.items()] + case.sources()
    return subprocess.run(cmd, capture_output=True, text=True)


def _icarus(case: Case, params: dict[str, int], out: Path) -> subprocess.CompletedProcess[str]:
    cmd = [require_tool("iverilog"), "-g2012", "-o", str(out), "-s", case.top]
    cmd += [f"-P{case.top}.{k}={v}" for k, v in params.items()] + case.sources()
    return subprocess.run(cmd, capture_output=True, text=True)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_bad_parameter_stops_verilator(case: Case) -> None:
    assert _verilator(case, {}).returncode == 0
    run = _verilator(case, {case.parameter: case.bad})
    assert run.returncode != 0
    assert f"hc_error_{case.parameter}_" in run.stderr, run.stderr


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_bad_parameter_stops_icarus(case: Case, tmp_path: Path) -> None:
    assert _icarus(case, {}, tmp_path / "good.vvp").returncode == 0
    run = _icarus(case, {case.parameter: case.bad}, tmp_path / "bad.vvp")
    assert run.returncode != 0
    assert f"hc_error_{case.parameter}_" in run.stdout + run.stderr, run.stdout + run.stderr
