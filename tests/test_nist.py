"""Every core matches the NIST CAVP vectors of its algorithm, on Verilator and Icarus.

One test per core x simulator x suite. ShortMsg and LongMsg send all records of the file
through the stream top in one simulator run; Monte runs the SHAVS chain inside the bench
(tb/hc_file_tb.v). Random stalls on both sides of the stream are on, with a fixed seed
(hashcores.verify.DEFAULT_SEED) so a failure repeats.

Icarus runs the first hashcores.verify.MONTE_CHECKPOINTS["icarus"] Monte checkpoints by
default (all 100 take about 18 minutes of CPU per core); the full chain on Icarus is the
test marked slow.
"""

from __future__ import annotations

import pytest

from hashcores import registry, verify
from hashcores.sim.filehash import SIMULATORS


def _cases() -> list:
    return [
        pytest.param(core, sim, suite, id=f"{core.name}-{sim}-{suite}")
        for core in registry.cores()
        for sim in SIMULATORS
        for suite in verify.suites_for(core)
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


@pytest.mark.slow
@pytest.mark.parametrize("core", registry.cores(), ids=lambda c: c.name)
def test_nist_monte_full_on_icarus(core: registry.Core) -> None:
    """All 100 Monte checkpoints on Icarus as well (Verilator runs them by default)."""
    result = verify.run_suite(core, "Monte", "icarus", checkpoints=None)
    assert result.total == result.file_records == 100
    assert result.ok, _report(result)
