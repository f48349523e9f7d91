"""The SHA-3 (Keccak) part of the benchmark report: issue 4's and issue 27's acceptance
lines and the reference line, computed from the records (tests.bench_fakes entries),
never typed in."""

from __future__ import annotations

import pytest

from hashcores.bench import keccak, report

from tests.bench_fakes import fake_entry, fake_results, family_part


def _records(r1_fmax: float, p4_fmax: float, r1_luts: int = 6000) -> list[dict]:
    entries = [
        fake_entry("sha3_256_r1", luts=r1_luts, fmax=(r1_fmax,), cpb=24.0),
        fake_entry("sha3_256_p4", luts=4 * r1_luts, fmax=(p4_fmax,), cpb=24.0, aggregate=6.0),
        fake_entry("sha256_iter", luts=2000, fmax=(100.0,), cpb=65.0),
    ]
    return fake_results(entries).as_dict()["results"]


def _status(rows: list[list[str]], start: str) -> str:
    return next(r[3] for r in rows if r[0].startswith(start))


def test_throughput_counts_the_rate() -> None:
    recs = _records(100.0, 90.0)
    r1 = next(r for r in recs if r["core"] == "sha3_256_r1")
    assert r1["block_bits"] == 1600 - 2 * 256
    assert r1["throughput"]["single_mbps"] == pytest.approx(r1["block_bits"] * 100.0 / 24.0)
    p4 = next(r for r in recs if r["core"] == "sha3_256_p4")
    assert p4["contexts"] == 4 and p4["aggregate_clocks_per_block_design"] == 6.0
    assert p4["throughput"]["aggregate_mbps"] == pytest.approx(p4["block_bits"] * 90.0 / 6.0)


@pytest.mark.parametrize("fmax", [60.0, 110.0])
def test_acceptance_lines_follow_the_records(fmax: float) -> None:
    recs = _records(fmax, fmax)
    part = family_part(recs, "sha3_256_r1")
    rows = keccak.check_rows(part.compared())
    r1 = next(r for r in recs if r["core"] == "sha3_256_r1")
    p4 = next(r for r in recs if r["core"] == "sha3_256_p4")
    per_lut = r1["throughput"]["mbps_per_lut4"]
    assert _status(rows, "`sha3_256_r1` clocks").startswith("**PASS**")
    assert _status(rows, "`sha3_256_r1` Mbit/s").startswith(
        "**PASS**" if per_lut > keccak.REFERENCE_MBPS_PER_LUT4 else "below")
    single = r1["throughput"]["single_mbps"] / 1000.0
    assert _status(rows, "fastest single").startswith("**PASS**" if single >= 4.5 else "below")
    aggregate = p4["throughput"]["aggregate_mbps"] / 1000.0
    assert _status(rows, "fastest multi").startswith("**PASS**" if aggregate >= 8.0 else "below")
    # issue 27's line on the same record: 10.9 Gbit/s at 60 MHz is below it, 19.9 passes
    assert _status(rows, "fastest multi-message SHA3-256 core, aggregate (issue 27").startswith(
        "**PASS**" if aggregate >= 12.0 else "below")
    # the SHA-256 record is not a Keccak core: not among the SHA-3 family's records
    assert [r[0] for r in keccak.core_rows(part.records)] == ["`sha3_256_r1`", "`sha3_256_p4`"]


def test_missing_records_are_missing() -> None:
    """Without SHA3-256 records every line is missing: a faster SHA3-224 core or a
    SHA-256 core does not stand in for them."""
    recs = _records(100.0, 100.0)
    others = [r for r in recs if r["core"] == "sha256_iter"] + fake_results(
        [fake_entry("sha3_224_r1", fmax=(500.0,), cpb=24.0)]).as_dict()["results"]
    part = family_part(others, "sha3_256_r1")
    assert [r["core"] for r in part.records] == ["sha3_224_r1"]
    assert all(row[3] == "missing" for row in keccak.check_rows(part.compared()))
    text = report.markdown({"results": others, "targets": {}, "date": "d", "tools": {}})
    section = text.split("## SHA-3 (Keccak) cores", 1)[1].split("\n## ", 1)[0]
    assert "| `sha3_224_r1` |" in section and "`sha256_iter`" not in section
    assert "missing" in section


def test_report_has_the_keccak_section_with_the_reference() -> None:
    entries = [fake_entry("sha3_256_r1", luts=6000, fmax=(100.0,), cpb=24.0)]
    text = report.markdown(fake_results(entries))
    assert "## SHA-3 (Keccak) cores" in text
    assert f"{keccak.REFERENCE_MBPS_PER_LUT4} Mbit/s per LUT4" in text
    per_lut = fake_results(entries).as_dict()["results"][0]["throughput"]["mbps_per_lut4"]
    assert f"{per_lut / keccak.REFERENCE_MBPS_PER_LUT4:.2f}x" in text
