"""The accelerator's place and route in the benchmark (hashcores.bench.accel_area): what is
synthesised, the table and issue 25's lines made from fake records against the bare core's
record, the records stored beside the others and kept by a merge of hash-core records.
No tool runs here."""

from __future__ import annotations

import json
from pathlib import Path

from hashcores.bench import accel_area, store, yosys
from hashcores.bench.report.document import markdown
from hashcores.bench.targets import get_target

BARE_LUT4, BARE_FMAX = 2000, 100.0


def _record(lut4: int, fmax: float) -> dict:
    return {"name": "SHA2-256-128", "core": "hmac_sha256_iter", "hash_core": "sha256_iter",
            "key_slots": 4, "mac_bits": 128, "target": "ecp5-85f-6",
            "area": {"LUT4": lut4, "FF": 4000, "EBR": 8, "DSP": 0}, "fmax_mhz": fmax,
            "fmax_mhz_by_seed": [fmax - 1, fmax, None]}


def _data(record: dict, accel: bool = True) -> dict:
    bare = {"core": "sha256_iter", "target": "ecp5-85f-6", "fmax_mhz": BARE_FMAX,
            "fmax_mhz_by_seed": {"1": BARE_FMAX, "2": BARE_FMAX + 1, "3": BARE_FMAX - 1},
            "area": {"LUT4": BARE_LUT4, "FF": 2100, "EBR": 0}}
    return {"results": [bare], "accel_area": {accel_area.key(record): record},
            **({"accel": {"SHA2-256-128": {}}} if accel else {})}


def _checks(lines: list[str]) -> list[str]:
    return lines[lines.index("Issue 25's lines:"):]


def test_the_design_is_the_issues_parameter_set_over_the_hmac_sources() -> None:
    design = accel_area.design(accel_area.POINTS[0])
    params = dict(design.params)
    assert design.top == "hc_accel_top"
    assert params["FAMILY"] == "sha2" and params["KEYS"] == 4 and params["MAC_BITS"] == 128
    assert params["DIGEST_BITS"] == 256 and params["WORD_BITS"] == 32
    names = [p.name for p in design.sources]
    assert names[-1] == "hc_accel_top.v" and "hc_hmac_sha2_stream.v" in names
    assert "hc_sha2_core.v" in names and "hc_accel_fifo.v" in names
    # a string parameter goes to Yosys in double quotes
    text = yosys.script(design, get_target("ecp5-85f-6"), [p.name for p in design.sources])
    assert 'chparam -set FAMILY "sha2" hc_accel_top' in text
    assert "chparam -set KEYS 4 hc_accel_top" in text


def test_table_and_lines_pass_within_the_bounds() -> None:
    # 1.55x the LUT4 and 95% of the Fmax: both lines hold
    lines = accel_area.report_lines(_data(_record(3100, 95.0)))
    text = "\n".join(lines)
    assert lines[0] == "### Area and Fmax"
    assert "| accelerator SHA2-256-128 (`hmac_sha256_iter`, 4 key slots) | ecp5-85f-6 | 3100 | 4000 | 8 | 95.0 | 94.0, 95.0, — |" in text
    assert "| `sha256_iter` bare | ecp5-85f-6 | 2000 | 2100 | 0 | 100.0 | 100.0, 101.0, 99.0 |" in text
    checks = _checks(lines)
    assert [line.count("**PASS**") for line in checks if line.startswith("| ")][-2:] == [1, 1]
    assert any("3100 / 2000 = 1.55x" in line for line in checks)
    assert any("95.0 / 100.0 MHz = 0.950 (-5.0%)" in line for line in checks)


def test_the_hmac_core_alone_is_shown_when_measured() -> None:
    hmac = {"name": "hmac_sha256_iter_128", "core": "hmac_sha256_iter", "mac_bits": 128,
            "key_contexts": 4, "target": "ecp5-85f-6", "area": {"LUT4": 3000, "FF": 3600,
            "EBR": 8}, "fmax_mhz": 97.0, "fmax_mhz_by_seed": [96.0, 97.0, 98.0]}
    other_width = {**hmac, "mac_bits": 256, "fmax_mhz": 1.0}
    lines = accel_area.report_lines({**_data(_record(3100, 95.0)),
                                     "hmac": {"a": other_width, "b": hmac}})
    rows = [line for line in lines if line.startswith("| `hmac_sha256_iter` alone")]
    assert rows == ["| `hmac_sha256_iter` alone (HMAC core, 4 key contexts) | ecp5-85f-6 | 3000 "
                    "| 3600 | 8 | 97.0 | 96.0, 97.0, 98.0 |"]


def test_lines_fail_above_the_bounds() -> None:
    lines = accel_area.report_lines(_data(_record(3300, 89.0)))
    rows = [line for line in _checks(lines) if line.startswith("| ") and "x" in line]
    assert any("1.65x" in r and r.endswith("| below |") for r in rows)
    assert any("-11.0%" in r and r.endswith("| below |") for r in rows)


def test_without_the_bare_record_the_line_is_missing() -> None:
    data = {**_data(_record(3100, 95.0)), "results": []}
    assert any(line.endswith("| missing |") for line in accel_area.report_lines(data))


def test_its_own_section_without_the_driver_overhead_and_none_without_records() -> None:
    lines = accel_area.report_lines(_data(_record(3100, 95.0), accel=False))
    assert lines[0] == "## Accelerator area and Fmax"
    assert accel_area.report_lines({"results": []}) == []
    assert "Area and Fmax" not in markdown({"results": [], "targets": {}})


def test_store_keeps_the_other_parts_and_a_merge_keeps_the_records(tmp_path: Path) -> None:
    record = _record(3100, 95.0)
    (tmp_path / "bench.json").write_text(json.dumps({**_data(record, accel=False),
                                                     "other": {"h": {"x": 1}}}))
    accel_area.store([{**record, "fmax_mhz": 96.0}], tmp_path)
    data = json.loads((tmp_path / "bench.json").read_text())
    assert data["other"] == {"h": {"x": 1}} and data["results"][0]["core"] == "sha256_iter"
    assert data["accel_area"]["SHA2-256-128 on ecp5-85f-6"]["fmax_mhz"] == 96.0
    assert "## Accelerator area and Fmax" in (tmp_path / "bench.md").read_text()
    merged = store.merge(data, {"results": [], "targets": {}})
    assert merged["accel_area"] == data["accel_area"]


def test_measure_takes_the_figures_of_the_hmac_place_and_route(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    seen = []

    def fake(design, target, seeds, jobs, say):  # type: ignore[no-untyped-def]
        seen.append((design.top, target.name, seeds, jobs))
        return {"area": {"LUT4": 1}, "fmax_mhz": 2.0, "fmax_mhz_by_seed": [2.0], "netlist": "n"}

    monkeypatch.setattr(accel_area, "placed", fake)
    record = accel_area.measure(accel_area.POINTS[0], "ecp5-85f-6", 3, 1, say=lambda _: None)
    assert seen == [("hc_accel_top", "ecp5-85f-6", 3, 1)]
    assert record["name"] == "SHA2-256-128" and record["hash_core"] == "sha256_iter"
    assert record["fmax_mhz"] == 2.0 and record["params"]["KEYS"] == 4



def test_the_saving_point_is_measured_beside_the_issues_set_and_judged_apart() -> None:
    assert [p.save_restore for p in accel_area.POINTS] == [False, True]
    assert dict(accel_area.design(accel_area.POINTS[1]).params)["SAVE_RESTORE"] == 1
    assert "SAVE_RESTORE" not in dict(accel_area.design(accel_area.POINTS[0]).params)
    plain, saving = _record(3100, 95.0), {**_record(4400, 80.0), "save_restore": True}
    data = _data(plain)
    data["accel_area"][accel_area.key(saving)] = saving
    assert len(data["accel_area"]) == 2  # two keys: the saving point does not replace the other
    lines = accel_area.report_lines(data)
    rows = [line for line in lines if line.startswith("| accelerator SHA2-256-128")]
    assert rows[1].startswith("| accelerator SHA2-256-128 (`hmac_sha256_iter`, 4 key slots, "
                              "save and restore) | ecp5-85f-6 | 4400 |")
    checks = [line for line in _checks(lines) if line.startswith("| ")]
    # the issue's lines judge only the issue's set; the saving point shows its cost
    assert sum("**PASS**" in line for line in checks) == 2
    assert any("+1300 LUT4 (+41.9%), -15.0 MHz" in line and line.endswith("| measured |")
               for line in checks)
