"""The accelerator's driver overhead in the benchmark (hashcores.bench.accel): measured in
the co-simulation over HMAC-MD5-96 (the cheapest model to build), its figures hang
together (the driver's MACs are checked inside `measure`), the section of the report is
made from the record, and storing it keeps the other parts of bench.json."""

from __future__ import annotations

import json
from pathlib import Path

from hashcores.accel.hmac import get
from hashcores.bench import accel
from tests.conftest import require_tool


def test_measured_overhead_and_its_section(tmp_path: Path) -> None:
    require_tool("verilator")
    record = accel.measure(get("HMAC-MD5-96"), say=lambda _: None)
    for size in accel.PACKET_BYTES:
        entry = record["packets"][str(size)]
        core = entry["core_clocks"]
        for way in accel.WAYS:
            w = entry[way]
            # every DATA word is a bus cycle; the driver cannot beat the core alone
            assert w["bus_cycles"] >= size // 4
            assert w["clocks"] >= core and w["bus_clocks"] <= w["clocks"]
        # waiting for the interrupt costs no status polls
        assert entry["interrupt"]["bus_cycles"] <= entry["polled"]["bus_cycles"]
    big, small = (record["packets"][str(n)]["core_clocks"] for n in (1500, 64))
    assert big > small

    (tmp_path / "bench.json").write_text(json.dumps({"results": [], "other": {"x": 1}}))
    accel.store([record], tmp_path)
    data = json.loads((tmp_path / "bench.json").read_text())
    assert data["other"] == {"x": 1} and data["accel"]["HMAC-MD5-96"] == record
    lines = accel.report_lines(data)
    assert lines[0] == "## Accelerator driver overhead"
    rows = [line for line in lines if line.startswith("| HMAC-MD5-96")]
    assert len(rows) == len(accel.PACKET_BYTES) * len(accel.WAYS)
    assert f"| {record['packets']['64']['core_clocks']} |" in rows[0]
    assert "## Accelerator driver overhead" in (tmp_path / "bench.md").read_text()


def test_no_section_without_records() -> None:
    assert accel.report_lines({"results": []}) == []
