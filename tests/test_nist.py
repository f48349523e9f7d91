"""Every core matches the NIST CAVP vectors of its algorithm, on Verilator and Icarus.

One test per core x simulator x suite. ShortMsg and LongMsg send all records of the file
through the stream top in one simulator run; Monte runs the SHAVS chain inside the bench
(tb/hc_file_tb.v). Random stalls on both sides of the stream are on, with a fixed seed
(hashcores.verify.DEFAULT_SEED) so a failure repeats.

Icarus is slow on the Monte chain (about 10 s of CPU per checkpoint), so on Icarus the
file is split into windows of MONTE_WINDOW checkpoints that run in parallel, each seeded
with the official checkpoint before it: together they check all 100.
"""

from __future__ import annotations

import pytest

from hashcores import registry, verify
from hashcores.sim.filehash import SIMULATORS
from hashcores.vectors.cavp import cavp_path, parse_monte


MONTE_WINDOW = 10


def _monte_checkpoints(core: registry.Core) -> int:
    prefix = core.algorithm.cavp_prefix or ""
    return len(parse_monte(cavp_path(prefix, "Monte")).checkpoints)


def _cases() -> list:
    return [
        pytest.param(core, sim, suite, id=f"{core.name}-{sim}-{suite}")
        for core in registry.cores()
        for sim in SIMULATORS
        for suite in verify.suites_for(core)
        if not (sim == "icarus" and suite == "Monte")
    ]


def _monte_windows() -> list:
    return [
        pytest.param(core, start, id=f"{core.name}-icarus-Monte-{start}")
        for core in registry.cores()
        if "Monte" in verify.suites_for(core)
        for start in range(0, _monte_checkpoints(core), MONTE_WINDOW)
    ]


def _report(result: verify.SuiteResult) -> str:
    lines = [result.summary()] + [m.describe() for m in result.mismatches]
    if result.failed > len(result.mismatches):
        lines.append(f"... and {result.failed - len(result.mismatches)} more")
    return "\n".join(lines)


def test_every_core_has_vectors() -> None:
    """No core goes unchecked: each one's algorithm has all three CAVP suites."""
    for core in registry.cores():
        assert verify.suites_for(core) == ["ShortMsg", "LongMsg", "Monte"], core.name


@pytest.mark.parametrize("core,sim,suite", _cases())
def test_nist_suite(core: registry.Core, sim: str, suite: str) -> None:
    """Every record of the suite gives the official digest, with m_error = 0 and the
    s_tid sent returned on m_tid, under random stalls."""
    result = verify.run_suite(core, suite, sim)
    assert result.total > 0
    assert result.ok, _report(result)


@pytest.mark.parametrize("core,start", _monte_windows())
def test_nist_monte_on_icarus(core: registry.Core, start: int) -> None:
    """Monte checkpoints start .. start + MONTE_WINDOW - 1 on Icarus, from the official
    checkpoint before them; the windows together cover the whole file."""
    result = verify.run_suite(core, "Monte", "icarus", checkpoints=MONTE_WINDOW, start=start)
    assert result.total == min(MONTE_WINDOW, result.file_records - start)
    assert result.ok, _report(result)
