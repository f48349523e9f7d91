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
from hashcores.paths import RTL
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

CASES = (
    # stream tops: the shared stream parameters (hc_stream_param_check) and their own
    Case("hc_sha2_stream", "sha2", "DATA_W", 48),
    Case("hc_sha2_stream", "sha2", "DIGEST_BITS", 384),
    Case("hc_sha2_gen_stream", "sha2", "STAGES", 3),
    Case("hc_sha2_gen_stream", "sha2", "RPC", 3),
    Case("hc_sha2_gen_stream", "sha2", "WORD_BITS", 48),
    Case("hc_sha2_stream", "sha2", "WORD_BITS", 128),
    Case("hc_sha3_stream", "sha3", "DIGEST_BITS", 300),
    Case("hc_shake_stream", "sha3", "SHAKE", 64),
    Case("hc_sha3_pipe_stream", "sha3", "ARCH", 1),
    Case("hc_luffa_stream", "luffa", "MAX_BYTES_W", 62),
    Case("hc_md5_stream", "md5", "STEPS", 3),
    Case("hc_md5_stream", "md5", "PRE", 2),
    # block cores
    Case("hc_sha2_core", "sha2", "DIGEST_BITS", 160),
    Case("hc_sha2_gen_core", "sha2", "N_CTX", 0),
    Case("hc_keccak_core", "sha3", "RPC", 5),
    Case("hc_keccak_core", "sha3", "RATE", 1000),
    Case("hc_keccak_par_core", "sha3", "CTX", 0),
    Case("hc_keccak_pipe_core", "sha3", "TAG_W", 0),
    Case("hc_luffa_core", "luffa", "STEPS", 3),
    Case("hc_md5_core", "md5", "STAGES", 2),
    Case("hc_md5_core", "md5", "N_CTX", 2),
    Case("hc_md5_core", "md5", "SPECIAL", 2),
    # operation blocks and shared primitives
    Case("hc_sha2_gen_round", "sha2", "PRE", 3),
    Case("hc_sha2_round_functions", "sha2", "WORD_BITS", 16),
    Case("hc_sha2_k", "sha2", "WORD_BITS", 16),
    Case("hc_sha2_iv", "sha2", "DIGEST_BITS", 384),
    Case("hc_rr_arbiter", "sha2", "N", 0),
    Case("hc_keccak_lu", "sha3", "OP", 3),
    Case("hc_luffa_mi", "luffa", "W", 6),
    Case("hc_md5_stage", "md5", "ROUND", 5),
    Case("hc_md5_stage", "md5", "XT_LOADED", 1),
    Case("hc_md5_step", "md5", "POS", 5),
    Case("hc_md5_t", "md5", "SYNC", 2),
    Case("hc_md5_load_xt", "md5", "STEPS", 3),
    Case("hc_md5_load_xt", "md5", "FIRST", 8),
    # the benchmark's pin harness
    Case("hc_bench_harness", "sha2", "DATA_W", 12, (HARNESS,)),
    # the rules the declarations name (`Family.param_checks`)
    *(Case(top, f.name, parameter, bad) for f in registry.FAMILIES.values()
      for top, parameter, bad in f.param_checks),
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
