"""The test-suite cost model (hashcores.testcost): each test is charged to the core its
id names (the longest such name), to its family and its simulator."""

from __future__ import annotations

from pathlib import Path

import pytest

from hashcores import registry, testcost

JUNIT = """<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest">
<testcase classname="tests.test_nist" name="test_nist_suite[sha3_256_dsp_1600_x4_lut-icarus-ShortMsg]" time="30.0"/>
<testcase classname="tests.test_nist" name="test_nist_suite[sha3_256_dsp_1600-verilator-LongMsg]" time="10.0"/>
<testcase classname="tests.test_stream_cores" name="test_stream_top[sha256_iter-icarus-w32]" time="4.5"/>
<testcase classname="tests.test_stream_cores" name="test_stream_top[sha224_iter-verilator-w32]" time="1.5"/>
<testcase classname="tests.test_cli" name="test_list" time="2.0"/>
</testsuite></testsuites>
"""


@pytest.fixture
def junit(tmp_path: Path) -> Path:
    path = tmp_path / "junit.xml"
    path.write_text(JUNIT)
    return path


def test_charges_go_to_the_longest_core_name_and_its_simulator(junit: Path) -> None:
    charges = testcost.charge(testcost.read_junit(junit), registry.cores())
    sha3 = registry.get_core("sha3_256_dsp_1600").family.name
    sha2 = registry.get_core("sha256_iter").family.name
    assert charges[sha3].cores == {"sha3_256_dsp_1600_x4_lut", "sha3_256_dsp_1600"}
    assert charges[sha3].seconds["icarus"] == 30.0 and charges[sha3].seconds["verilator"] == 10.0
    assert charges[sha2].cores == {"sha256_iter", "sha224_iter"}
    assert charges[sha2].total == 6.0
    assert charges[testcost.TOOLFLOW].total == 2.0 and not charges[testcost.TOOLFLOW].cores


def test_table_sums_and_scales_by_the_measured_wall(junit: Path) -> None:
    charges = testcost.charge(testcost.read_junit(junit), registry.cores())
    text = testcost.table(charges, workers=2, wall=48.0)
    total = sum(c.total for c in charges.values())
    assert total == 48.0
    last = [line for line in text.splitlines() if line.startswith("| all |")][0]
    # 48 s of CPU on 2 workers in 48 s of wall: a packing factor of 2, so wall = CPU here
    assert last.split("|")[-2].strip() == f"{48.0 / 60:.1f}"
    assert "packing factor 2.00" in text


def test_a_bad_report_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.xml"
    bad.write_text("<testsuites><testcase")
    with pytest.raises(SystemExit, match="cannot read"):
        testcost.read_junit(bad)


def test_per_core_seconds(junit: Path) -> None:
    charges = testcost.charge(testcost.read_junit(junit), registry.cores())
    text = testcost.core_table(charges, registry.cores())
    assert "| `sha256_iter` | sha2 | full | 4 |" in text  # 4.5 s, to the nearest even second
    rows = [line for line in text.splitlines() if line.startswith("| `")]
    assert [r.split("`")[1] for r in rows] == ["sha256_iter", "sha224_iter", "sha3_256_dsp_1600",
                                                "sha3_256_dsp_1600_x4_lut"]


def test_cost_classes_follow_the_tiers(junit: Path) -> None:
    """A core's class comes from its family's tiers; the class table averages per core."""
    for core in registry.cores():
        kind = testcost.cost_class(core)
        assert (kind == "heavy") == (core.name in core.tiers.heavy), core.name
        if kind == "full, multi-context":
            assert core.contexts > 1
    charges = testcost.charge(testcost.read_junit(junit), registry.cores())
    text = testcost.class_table(charges, registry.cores())
    # sha256_iter runs the full set; sha224_iter, its RTL with another digest size, no
    # cocotb stream test on Icarus (the SHA-2 declaration's shared_control)
    assert testcost.cost_class(registry.get_core("sha256_iter")) == "full"
    assert testcost.cost_class(registry.get_core("sha224_iter")) == "reduced"
    row = next(line for line in text.splitlines() if line.startswith("| full |"))
    assert row.split("|")[2].strip() == "1" and row.split("|")[3].strip() == f"{4.5 / 60:.2f}"


def test_a_plan_is_parsed_or_refused() -> None:
    plan = testcost.parse_plan("hmac:full=7,multi=2,sha256_iter=1@2")
    assert plan.name == "hmac" and plan.factor == 2.0
    assert plan.cores == {"full": 7, "full, multi-context": 2, "sha256_iter": 1}
    for bad in ("md5", "md5:", "md5:full", "md5:full=x", "md5:=3", "md5:full=3@two"):
        with pytest.raises(ValueError, match="--add"):
            testcost.parse_plan(bad)


def test_projection_adds_each_planned_core_at_what_it_is_like(junit: Path) -> None:
    charges = testcost.charge(testcost.read_junit(junit), registry.cores())
    means = testcost.class_means(charges, registry.cores())
    plan = testcost.parse_plan("new:full=4,sha256_iter=2@2")
    text = testcost.projection_table(charges, registry.cores(), [plan], workers=2, wall=48.0)
    row = next(line for line in text.splitlines() if line.startswith("| new |"))
    added = (means["full"] * 4 + 4.5 * 2) * 2  # sha256_iter measured 4.5 s in the report
    assert row.split("|")[4].strip() == f"{added / 60:.1f}"
    # packing factor 2 (48 s of CPU in 48 s of wall on 2 workers): wall added = CPU added
    total = next(line for line in text.splitlines() if line.startswith("| **all**"))
    assert total.split("|")[-2].strip() == f"**{(48.0 + added / 2 * 2) / 60:.1f}**"
    for unknown in ("x:md5_v1=1", "x:" + next(k for k, name in testcost.CLASS_KEYS.items()
                                               if name not in means) + "=1"):
        with pytest.raises(ValueError, match="nothing measured like"):
            testcost.projection_table(charges, registry.cores(), [testcost.parse_plan(unknown)],
                                      workers=2, wall=48.0)


def test_a_recorded_run_renders_the_same_tables_as_the_junit_report(
        junit: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--record keeps each test's seconds, the wall and the plans; --render rebuilds the
    same tables from that record alone, so results/test_time.md is never typed."""
    monkeypatch.setattr(testcost, "RECORD_JSON", tmp_path / "test_time.json")
    monkeypatch.setattr(testcost, "RECORD_MARKDOWN", tmp_path / "test_time.md")
    assert testcost.main([str(junit), "--wall", "40", "--add", "x:sha256_iter=2",
                          "--record", "a test run"]) == 0
    markdown = (tmp_path / "test_time.md").read_text()
    tests = testcost.read_junit(junit)
    charges = testcost.charge(tests, registry.cores())
    expected = testcost.report(charges, registry.cores(), 2, 40.0,
                               [testcost.parse_plan("x:sha256_iter=2")], per_core=True)
    assert expected in markdown and "a test run" in markdown
    (tmp_path / "test_time.md").write_text("stale")
    assert testcost.main(["--render"]) == 0
    assert (tmp_path / "test_time.md").read_text() == markdown


def test_render_of_a_bad_record_is_a_clear_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(testcost, "RECORD_JSON", tmp_path / "test_time.json")
    monkeypatch.setattr(testcost, "RECORD_MARKDOWN", tmp_path / "test_time.md")
    (tmp_path / "test_time.json").write_text('{"run": "x"}')
    assert testcost.main(["--render"]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert not (tmp_path / "test_time.md").exists()


def test_committed_test_time_is_what_the_committed_record_renders() -> None:
    """results/test_time.md is the render of results/test_time.json (when a run has been
    recorded): a change to the registry's tiers that moves a core to another cost class
    shows here, as the benchmark's report test does for bench.md."""
    if not testcost.RECORD_JSON.exists():
        pytest.skip("no run recorded yet")
    record = testcost.Recorded.from_json(testcost.RECORD_JSON.read_text())
    assert testcost.render(record) == testcost.RECORD_MARKDOWN.read_text()


def test_a_family_measured_elsewhere_adds_its_cpu_seconds(junit: Path) -> None:
    charges = testcost.charge(testcost.read_junit(junit), registry.cores())
    table = testcost.projection_table(charges, registry.cores(),
                                      [testcost.parse_plan("md5:cpu=120")], 2, 40.0)
    row = next(line for line in table.splitlines() if line.startswith("| md5 |"))
    assert "measured elsewhere, 120 CPU s" in row and "| 2.0 |" in row  # 120 s = 2.0 CPU min
