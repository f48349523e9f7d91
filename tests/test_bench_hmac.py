"""The HMAC part of the benchmark (hashcores.bench.hmac): packets per second from clocks
and Fmax, the report's section and its acceptance lines, and that a merge of hash-core
records keeps the HMAC records. No tool runs here."""

from __future__ import annotations

from hashcores.bench import hmac as hmac_bench
from hashcores.bench import store
from hashcores.bench.report.document import markdown


def _hmac_record(clocks_with: dict[str, int], fmax: float, lut4: int) -> dict:
    return {"name": "hmac_sha256_iter_128", "core": "hmac_sha256_iter", "hash_core": "sha256_iter",
            "title": "HMAC-SHA-256-128", "mac_bits": 128, "key_contexts": 4,
            "target": "ecp5-85f-6", "area": {"LUT4": lut4, "EBR": 8}, "fmax_mhz": fmax,
            "clocks_with_context": clocks_with,
            "clocks_without_context": {"64": 325, "576": 845, "1500": 1755}}


def _data(record: dict) -> dict:
    base = {"core": "sha256_iter", "target": "ecp5-85f-6", "fmax_mhz": 100.0,
            "area": {"LUT4": 2000, "EBR": 0}}
    return {"results": [base], "hmac": {"x": record}}


def test_packets_per_second_is_fmax_over_clocks_and_imix_is_the_mix() -> None:
    pps = hmac_bench.packets_per_second({64: 200, 576: 700, 1500: 1600}, 100.0)
    assert pps["64"] == 0.5
    assert abs(pps["1500"] - 100.0 / 1600) < 1e-12
    # 12 packets of the 7:4:1 mix take 7*200 + 4*700 + 1600 clocks
    assert abs(pps["IMIX"] - 100.0 * 12 / (7 * 200 + 4 * 700 + 1600)) < 1e-12


def test_report_section_shows_both_rows_and_judges_each_line() -> None:
    lines = hmac_bench.report_lines(_data(_hmac_record({"64": 200, "576": 720, "1500": 1630},
                                                       95.0, 2500)))
    text = "\n".join(lines)
    assert "| `hmac_sha256_iter` (HMAC-SHA-256-128, 4 key contexts) |" in text
    assert "| `sha256_iter` alone, no key context |" in text
    checks = {line.split("|")[1].strip(): line.split("|")[-2].strip() for line in lines
              if line.startswith("| ") and line.rstrip().endswith(("yes |", "no |"))}
    assert checks["a key context cuts the clocks per 64-byte packet by >= 1.6x"] == "yes"  # 1.625
    assert checks["best HMAC-SHA-256-128 >= 2 million 64-byte packets per second"] == "no"
    assert checks["HMAC over `sha256_iter` <= 1.3x its LUT4"] == "yes"  # 1.25
    assert checks["... and its Fmax within 10%"] == "yes"  # -5%


def test_report_lines_fail_where_the_figures_miss() -> None:
    lines = hmac_bench.report_lines(_data(_hmac_record({"64": 211, "576": 731, "1500": 1641},
                                                       85.0, 3200)))
    verdicts = [line.rstrip(" |").rsplit("|", 1)[1].strip() for line in lines
                if line.rstrip().endswith(("yes |", "no |"))]
    assert verdicts == ["no", "no", "no", "no"]  # cut, area, Fmax, then the best rate


def test_the_context_cut_is_measured_against_the_core_without_contexts() -> None:
    with_ctx = _hmac_record({"64": 209, "576": 729, "1500": 1639}, 96.0, 3000)
    without = {**_hmac_record({"64": 340, "576": 860, "1500": 1770}, 100.0, 2300),
               "name": "hmac_sha256_iter_noctx_128", "core": "hmac_sha256_iter_noctx",
               "key_contexts": 0}
    data = {**_data(with_ctx), "hmac": {"a": with_ctx, "b": without}}
    lines = hmac_bench.report_lines(data)
    cut = [line for line in lines if line.startswith("| a key context cuts")]
    assert len(cut) == 1  # only the core with contexts is judged on it
    assert "340 (hmac_sha256_iter_noctx) / 209 (hmac_sha256_iter) = 1.63x" in cut[0]
    assert cut[0].rstrip().endswith("| yes |")
    assert sum("| `sha256_iter` alone" in line for line in lines) == 1


def test_no_hmac_records_no_section() -> None:
    assert hmac_bench.report_lines({"results": []}) == []
    assert "## HMAC" not in markdown({"results": [], "targets": {}})


def test_merge_of_a_hash_core_run_keeps_the_hmac_records() -> None:
    old = {"results": [], "hmac": {"hmac_sha256_iter_128 on ecp5-85f-6": {"name": "kept"}}}
    merged = store.merge(old, {"results": [], "targets": {}})
    assert merged["hmac"] == old["hmac"]
