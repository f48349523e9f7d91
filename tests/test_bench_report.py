"""The benchmark's report side without any tool: merging runs, the Pareto front, the
papers-vs-ours table, the plot, and missing figures shown as missing (never zero).

Records come from `tests.bench_fakes` (entries as a run leaves them); expected ratios are
computed from the records themselves, and the Pareto front is checked against a
brute-force dominance check.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path

import pytest

from hashcores.bench import papers, report, store
from hashcores.bench.design_space import PLOT_NAME
from hashcores.bench.pareto import pareto_front
from hashcores.bench.plot import write_pareto_plot
from hashcores.bench.report.sections import Section, resolve
from hashcores.bench.sweep import SWEEP_TARGET, core_for
from hashcores.registry import FAMILIES, GenPoint

from tests.bench_fakes import fake_entry, fake_results, family_part

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _paper_records() -> list[dict]:
    entries = [
        fake_entry("sha256_iter", luts=2000, fmax=(90.0,), cpb=65.0),
        fake_entry("sha256_conv1", luts=2800, fmax=(80.0,), cpb=65.0),
        fake_entry("sha256_uhs1", luts=4200, fmax=(65.0,), cpb=33.0),
        fake_entry("sha256_conv4", luts=9000, fmax=(75.0,), cpb=80.0, aggregate=16.0),
        fake_entry("sha256_precomp4", luts=9900, fmax=(70.0,), cpb=80.0, aggregate=16.0),
        fake_entry("sha256_uhs4", luts=12000, fmax=(60.0,), cpb=40.0, aggregate=8.0),
    ]
    return fake_results(entries).as_dict()["results"]


# -- aggregate, merge -----------------------------------------------------------------


def test_record_carries_measured_aggregate_and_path() -> None:
    (rec,) = fake_results([fake_entry("sha256_uhs4", cpb=40.0, aggregate=8.0)]).as_dict()["results"]
    assert rec["aggregate_clocks_per_block"] == 8.0 and rec["clocks_per_block"] == 40.0
    fmax = rec["fmax_mhz"]
    assert rec["throughput"]["aggregate_mbps"] == pytest.approx(512 * fmax / 8.0)
    assert rec["throughput"]["single_mbps"] == pytest.approx(512 * fmax / 40.0)
    assert rec["contexts"] == 5 and rec["generator"]["stages"] == 4
    # the median seed's path: seeds 1..3 at 100, 102, 98 MHz -> seed 1
    assert rec["critical_path"]["seed"] == 1 and rec["critical_path"]["fmax_mhz"] == 100.0


def test_merge_replaces_by_core_and_target_and_keeps_the_rest() -> None:
    old = fake_results([fake_entry("sha256_iter", fmax=(1.0,)),
                        fake_entry("sha256_conv1", fmax=(2.0,))], "2026-01-01 00:00 UTC").as_dict()
    new = fake_results([fake_entry("sha256_conv1", fmax=(3.0,)),
                        fake_entry("sha256_iter", "ecp5-85f-8", fmax=(4.0,))],
                       "2026-01-02 00:00 UTC").as_dict()
    merged = store.merge(old, new)
    got = {(r["core"], r["target"]): r["fmax_mhz"] for r in merged["results"]}
    assert got == {("sha256_iter", "ecp5-85f-6"): 1.0, ("sha256_conv1", "ecp5-85f-6"): 3.0,
                   ("sha256_iter", "ecp5-85f-8"): 4.0}
    assert [r["date"] for r in merged["results"] if r["core"] == "sha256_iter"] == [
        "2026-01-01 00:00 UTC", "2026-01-02 00:00 UTC"]
    assert merged["date"] == new["date"] and len(merged["runs"]) == 2
    assert set(merged["targets"]) == {"ecp5-85f-6", "ecp5-85f-8"}
    # targets in catalogue order, the catalogue's cores first
    assert [r["target"] for r in merged["results"]] == ["ecp5-85f-6", "ecp5-85f-6", "ecp5-85f-8"]
    assert store.merge(None, new)["results"] == sorted(new["results"], key=store._sort_key)


def test_merge_names_the_tools_of_every_run() -> None:
    old = {**fake_results([fake_entry("sha256_iter", "ice40-hx8k")]).as_dict(),
           "tools": {"yosys": "Yosys A", "nextpnr-ice40": "nextpnr-ice40 A"}}
    new = {**fake_results([fake_entry("sha256_conv1")]).as_dict(),
           "tools": {"yosys": "Yosys B", "nextpnr-ecp5": "nextpnr-ecp5 B"}}
    tools = store.merge(old, new)["tools"]
    assert tools == {"yosys": "Yosys B", "nextpnr-ice40": "nextpnr-ice40 A",
                     "nextpnr-ecp5": "nextpnr-ecp5 B"}


def test_older_records_are_left_out_and_said_so() -> None:
    """A record of an older format (figures made another way) is not merged with new ones;
    the report names it, unless the new run measured the same pair again."""
    old = fake_results([fake_entry("sha256_iter"), fake_entry("sha256_conv1")]).as_dict()
    for record in old["results"]:
        del record["format"]
    new = fake_results([fake_entry("sha256_conv1")]).as_dict()
    merged = store.merge(old, new)
    assert [r["core"] for r in merged["results"]] == ["sha256_conv1"]
    assert merged["dropped"] == ["sha256_iter on ecp5-85f-6"]
    md = report.markdown(merged)
    assert "Left out" in md and "`sha256_iter on ecp5-85f-6`" in md


def test_write_results_merges_and_fresh_starts_over(tmp_path: Path) -> None:
    report.write_results(fake_results([fake_entry("sha256_conv1")]), tmp_path)
    report.write_results(fake_results([fake_entry("sha256_uhs1")]), tmp_path)
    data = json.loads((tmp_path / report.JSON_NAME).read_text())
    assert {r["core"] for r in data["results"]} == {"sha256_conv1", "sha256_uhs1"}
    md = (tmp_path / report.MARKDOWN_NAME).read_text()
    assert "| `sha256_conv1` |" in md and "| `sha256_uhs1` |" in md
    assert (tmp_path / PLOT_NAME).read_bytes().startswith(PNG_MAGIC)
    report.write_results(fake_results([fake_entry("sha256_uhs1")]), tmp_path, fresh=True)
    data = json.loads((tmp_path / report.JSON_NAME).read_text())
    assert [r["core"] for r in data["results"]] == ["sha256_uhs1"]


def test_broken_stored_json_is_not_merged(tmp_path: Path) -> None:
    (tmp_path / report.JSON_NAME).write_text("{ half a file")
    assert store.load(tmp_path / report.JSON_NAME) is None
    report.write_results(fake_results([fake_entry("sha256_conv1")]), tmp_path)
    assert json.loads((tmp_path / report.JSON_NAME).read_text())["results"]


# -- Pareto ---------------------------------------------------------------------------


def _dominated(p: tuple[float, float], q: tuple[float, float]) -> bool:
    """q dominates p: no more cost, no less value, better in one."""
    return q[0] <= p[0] and q[1] >= p[1] and (q[0] < p[0] or q[1] > p[1])


@pytest.mark.parametrize("seed", range(5))
def test_pareto_front_is_the_undominated_set(seed: int) -> None:
    rnd = random.Random(seed)
    points = [(float(rnd.randint(1, 20)), float(rnd.randint(1, 20))) for _ in range(40)]
    front = pareto_front(points)
    undominated = {i for i, p in enumerate(points)
                   if not any(_dominated(p, q) for q in points)}
    distinct = {points[i] for i in undominated}
    assert {points[i] for i in front} == distinct and len(front) == len(distinct)
    assert [points[i][0] for i in front] == sorted(points[i][0] for i in front)


def test_pareto_front_edge_cases() -> None:
    assert pareto_front([]) == []
    assert pareto_front([(1.0, 1.0)]) == [0]
    assert pareto_front([(1.0, 1.0), (1.0, 1.0)]) == [0]


# -- papers ---------------------------------------------------------------------------


def test_papers_ratios_are_ours_over_baseline() -> None:
    records = _paper_records()
    by_core = {r["core"]: r for r in records}
    lines = papers.evaluate(records)
    assert [line.claim for line in lines] == list(papers.CLAIMS)
    for line in lines:
        c = line.claim
        if c.absolute:
            if c.numerator == papers.FASTEST:
                best = max(records, key=lambda r: papers.metric(r, c.metric) or 0)
                assert line.cores == (best["core"],)
                want = papers.metric(best, c.metric) / 1000
            else:
                want = papers.metric(by_core[c.numerator], c.metric) / 1000
        else:
            want = (papers.metric(by_core[c.numerator], c.metric)
                    / papers.metric(by_core[c.denominator], c.metric))
            assert line.cores == (c.numerator, c.denominator)
        assert line.ours == pytest.approx(want)
        if c.accept is None:
            assert line.status == ""
        else:
            assert line.status == ("PASS" if want >= c.accept else "below")
        if line.status == "below" or line.below_paper:
            assert "critical path" in line.why and "Fmax" in line.why


def test_papers_missing_core_is_missing() -> None:
    records = [r for r in _paper_records() if r["core"] != "sha256_uhs4"]
    lines = {line.claim.label: line for line in papers.evaluate(records)}
    for label, line in lines.items():
        if "uhs4" in label:
            assert line.ours is None
            assert line.status == ("missing" if line.claim.accept is not None else "")
    md = report.markdown({"results": records, "targets": {}, "date": "d", "tools": {}})
    row = next(x for x in md.splitlines() if x.startswith("| uhs4 / conv4, aggregate"))
    assert "missing" in row and not re.search(r"\|\s*0(\.0+)?x?\s*\|", row)


def test_papers_compare_the_family_bench_algorithm_only() -> None:
    """The papers' table takes the SHA-2 family's records of its bench algorithm (the
    declaration's): a faster core of another algorithm of the family (SHA-224), or of
    another family, is not "the fastest" and its records are in no ratio."""
    records = _paper_records()
    fastest = max(records, key=lambda r: papers.metric(r, "single_mbps") or 0)
    others = fake_results([fake_entry("sha224_uhs1", fmax=(400.0,), cpb=33.0),
                           fake_entry("sha3_256_r1", fmax=(400.0,), cpb=24.0)]).as_dict()
    mixed = records + others["results"]
    assert all(papers.metric(r, "single_mbps") > papers.metric(fastest, "single_mbps")
               for r in others["results"])
    part = family_part(mixed, "sha256_iter")
    assert [r["core"] for r in part.records] == [r["core"] for r in mixed[:-1]]
    assert part.compared() == records
    md = report.markdown({"results": mixed, "targets": {}, "date": "d", "tools": {}})
    row = next(x for x in md.splitlines() if x.startswith("| fastest single-message"))
    assert f"(`{fastest['core']}`)" in row


_SECTION = Section(lambda part: [f"## Section of {part.family.name}: "
                                 + ", ".join(r["core"] for r in part.records), ""])


def test_family_sections_come_from_the_declarations(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each family's declared sections are rendered, in catalogue order, each given its
    own family's records of the sweep target."""
    for name, family in FAMILIES.items():
        monkeypatch.setitem(FAMILIES, name, dataclasses.replace(
            family, report_sections=(f"{__name__}:_SECTION",)))
    entries = [fake_entry("luffa256_conv"), fake_entry("sha3_256_r1"), fake_entry("sha256_iter"),
               fake_entry("sha224_iter"), fake_entry("sha256_iter", "ecp5-85f-8")]
    md = report.markdown(fake_results(entries))
    got = [x for x in md.splitlines() if x.startswith("## Section of")]
    cores = {name: ", ".join(e.core.name for e in entries
                             if e.core.family.name == name and e.target.name == SWEEP_TARGET)
             for name in FAMILIES}
    assert got == [f"## Section of {name}: {cores[name]}" for name in FAMILIES]
    assert "## Papers vs ours" not in md
    with pytest.raises(TypeError, match="not a report Section"):
        resolve(f"{__name__}:_paper_records")


def test_papers_section_in_the_report() -> None:
    md = report.markdown({"results": _paper_records(), "targets": {}, "date": "d", "tools": {}})
    assert "## Papers vs ours" in md
    for claim in papers.CLAIMS:
        assert claim.label in md
    assert "PASS" in md or "below" in md


# -- missing figures, deepest pipeline ---------------------------------------------------


def test_missing_figures_are_missing_not_zero() -> None:
    entries = [fake_entry("sha256_conv1", with_path=False),
               fake_entry("sha256_uhs1", cpb=None)]
    md = report.markdown(fake_results(entries))
    rows = [x for x in md.splitlines() if x.startswith("| `sha256_conv1`")]
    assert rows and all("missing" in x for x in rows)  # the table's and the path table's
    uhs = next(x for x in md.splitlines() if x.startswith("| `sha256_uhs1`"))
    assert "missing" in uhs
    for row in rows + [uhs]:
        assert not re.search(r"\|\s*0(\.0+)?\s*\|", row)


def test_deepest_pipeline_not_swept() -> None:
    md = report.markdown(fake_results([fake_entry("sha256_conv4")]))
    assert "not swept" in md


def test_deepest_pipeline_from_the_sweep() -> None:
    fits = core_for(GenPoint(8, 1, "conv"))
    too_big = core_for(GenPoint(16, 1, "conv"))
    entries = [fake_entry("sha256_conv4", origin="sweep"),
               fake_entry(fits, luts=60000, origin="sweep"),
               fake_entry(too_big, luts=120000, nofit=True, origin="sweep")]
    md = report.markdown(fake_results(entries))
    line = next(x for x in md.splitlines() if x.startswith("**Deepest pipeline"))
    assert f"`{fits.name}`" in line and "8 stages" in line
    assert f"`{too_big.name}`" in line and "does not fit" in line
    row = next(x for x in md.splitlines() if x.startswith(f"| `{too_big.name}`"))
    assert "does not fit" in row


def test_plot_needs_figures(tmp_path: Path) -> None:
    records = _paper_records()
    path = write_pareto_plot(records, tmp_path / "p.png", "test")
    assert path is not None and path.read_bytes().startswith(PNG_MAGIC)
    empty = fake_results([fake_entry("sha256_conv1", cpb=None)]).as_dict()["results"]
    assert write_pareto_plot(empty, tmp_path / "none.png", "test") is None
    assert not (tmp_path / "none.png").exists()


# -- fit-only records (hashcores bench --fit-only) ---------------------------------------


def _one(entry) -> dict:  # type: ignore[no-untyped-def]
    return fake_results([entry]).as_dict()


def test_fit_record_does_not_replace_a_full_record() -> None:
    full = _one(fake_entry("sha256_conv4", fmax=(70.0,)))
    fit = _one(fake_entry("sha256_conv4", luts=5000, fit_only=True))
    merged = store.merge(full, fit)
    (rec,) = merged["results"]
    assert rec["fmax_mhz"] == 70.0 and not rec["fit_only"]
    assert merged["kept"] == ["sha256_conv4 on ecp5-85f-6"]
    # a full record that does not fit is an answer too: kept
    nofit = _one(fake_entry("sha256_conv4", nofit=True))
    assert not store.merge(nofit, fit)["results"][0]["fit_only"]


def test_full_record_replaces_a_fit_record_and_fit_replaces_fit() -> None:
    fit = _one(fake_entry("sha256_conv4", luts=5000, fit_only=True))
    later_fit = _one(fake_entry("sha256_conv4", luts=5100, fit_only=True))
    (rec,) = store.merge(fit, later_fit)["results"]
    assert rec["fit_only"] and rec["area"]["LUT4"] == 5100
    full = _one(fake_entry("sha256_conv4", fmax=(70.0,)))
    merged = store.merge(fit, full)
    (rec,) = merged["results"]
    assert rec["fmax_mhz"] == 70.0 and not rec["fit_only"] and merged["kept"] == []


def test_fit_record_replaces_a_full_record_without_any_place_and_route_result() -> None:
    broken = fake_entry("sha256_conv4")
    for seed in broken.pnr:
        seed.status, seed.fmax_mhz = "failed", None
    fit = _one(fake_entry("sha256_conv4", luts=5000, fit_only=True))
    (rec,) = store.merge(_one(broken), fit)["results"]
    assert rec["fit_only"] and rec["fits"] is True


def test_fit_only_row_has_no_fmax() -> None:
    entries = [fake_entry("sha256_conv4", luts=9000, fit_only=True),
               fake_entry("sha256_uhs4", luts=90000, fit_only=True, nofit=True)]
    md = report.markdown(fake_results(entries))
    row = next(x for x in md.splitlines() if x.startswith("| `sha256_conv4`"))
    assert report.FIT_ONLY_FMAX in row and "| 9000 |" in row
    assert not re.search(r"\|\s*0(\.0+)?\s*\|", row) and "missing" not in row
    big = next(x for x in md.splitlines() if x.startswith("| `sha256_uhs4`"))
    assert "does not fit" in big
    note = next(x for x in md.splitlines() if x.startswith("- Fit check only"))
    assert "`sha256_conv4`" in note and "`sha256_uhs4`" in note
    assert "clocks per block missing" not in md  # no cycles are measured in a fit check
    assert not any(x.startswith("Critical paths") for x in md.splitlines())


def test_deepest_pipeline_from_fit_records() -> None:
    fits = core_for(GenPoint(8, 1, "conv"))
    too_big = core_for(GenPoint(16, 1, "conv"))
    bigger = core_for(GenPoint(16, 2, "conv"))
    entries = [fake_entry("sha256_conv4", luts=9000, origin="sweep"),
               fake_entry(fits, luts=60000, origin="sweep", fit_only=True),
               fake_entry(bigger, luts=130000, origin="sweep", fit_only=True, nofit=True),
               fake_entry(too_big, luts=110000, origin="sweep", fit_only=True, nofit=True)]
    md = report.markdown(fake_results(entries))
    line = next(x for x in md.splitlines() if x.startswith("**Deepest pipeline"))
    deepest, smallest = line.split("Smallest")
    assert f"`{fits.name}`" in deepest and "8 stages" in deepest
    assert "60000 LUT4 of 83640" in deepest and "packing only" in deepest
    assert f"`{too_big.name}`" in smallest and "110000 LUT4 of 83640" in smallest
    assert "packing only" in smallest and "TRELLIS_COMB 110000/83640" in smallest
    assert "Device capacity: 83640" in line


def test_deepest_pipeline_says_place_and_route_when_it_told() -> None:
    fits = core_for(GenPoint(8, 1, "conv"))
    entries = [fake_entry(fits, luts=60000, origin="sweep"),
               fake_entry(core_for(GenPoint(16, 1, "conv")), luts=110000, origin="sweep",
                          fit_only=True, nofit=True)]
    md = report.markdown(fake_results(entries))
    line = next(x for x in md.splitlines() if x.startswith("**Deepest pipeline"))
    deepest, smallest = line.split("Smallest")
    assert "place and route" in deepest and "packing only" not in deepest
    assert "packing only" in smallest


# -- power columns (hashcores bench --power) ---------------------------------------------


def _power(zero_j: float, timed_j: float | None) -> dict:
    def figs(j: float) -> dict:
        return {"energy_per_bit_j": j, "power_w": j * 1e9}
    return {"status": "ok", "zero_delay": figs(zero_j),
            "timed": None if timed_j is None else figs(timed_j),
            "glitch_share": None if timed_j is None else (timed_j - zero_j) / timed_j,
            "model": "a model", "traffic": "some messages"}


def test_power_columns_appear_with_an_estimate_and_say_failed_when_it_failed() -> None:
    with_power = fake_entry("sha256_iter")
    with_power.power = _power(2e-9, 3e-9)
    failed = fake_entry("sha256_conv1")
    failed.power = {"status": "failed", "message": "no model for DP16KD"}
    md = report.markdown(fake_results([with_power, failed, fake_entry("sha256_uhs1")]))
    head = next(x for x in md.splitlines() if x.startswith("| Core"))
    for column in report.POWER_COLUMNS:
        assert column in head
    iter_row = next(x for x in md.splitlines() if x.startswith("| `sha256_iter`"))
    assert f"| {2e-9 * 1e9:.3g} | {3e-9 * 1e9:.3g} | {100 * (1 - 2 / 3):.0f}% |" in iter_row
    conv_row = next(x for x in md.splitlines() if x.startswith("| `sha256_conv1`"))
    assert "| failed |" in conv_row and "no model for DP16KD" in md
    uhs_row = next(x for x in md.splitlines() if x.startswith("| `sha256_uhs1`"))
    assert uhs_row.rstrip(" |").endswith("—")
    assert "an estimate, not a measurement" in md
    # Without any estimate the columns are not there.
    plain = report.markdown(fake_results([fake_entry("sha256_iter")]))
    assert report.POWER_COLUMNS[0] not in plain


def test_a_run_without_power_keeps_the_estimate_of_the_same_netlist() -> None:
    """The same netlist: the same digest, whatever the synthesis key (an edit that moved
    source lines only); a record stored before digests existed goes by its key."""
    def entry(key: str, digest: str = ""):  # type: ignore[no-untyped-def]
        e = fake_entry("sha256_iter")
        assert e.synth is not None
        e.synth.key, e.synth.netlist_digest = key, digest
        return e

    def kept(old: dict, new: dict) -> bool:  # type: ignore[type-arg]
        power = store.merge(old, new)["results"][0]["power"]
        assert power in (None, estimated.power)
        return power is not None

    estimated = entry("sources a")
    estimated.power = _power(2e-9, None)
    old = _one(estimated)
    assert kept(old, _one(entry("sources a"))) and not kept(old, _one(entry("sources b")))
    estimated.synth.netlist_digest = "netlist a"  # type: ignore[union-attr]
    old = _one(estimated)
    assert kept(old, _one(entry("sources b", "netlist a")))
    assert not kept(old, _one(entry("sources a", "netlist b")))


@pytest.mark.parametrize("option,other,core,plain_core", [
    ("--placer", "static", "sha3_256_r1", "sha256_iter"),
    ("--router", "router2", "luffa256_conv", "sha256_iter"),
])
def test_placer_and_router_notes_name_the_cores_placed_or_routed_otherwise(
        option: str, other: str, core: str, plain_core: str) -> None:
    """The target's notes name the cores nextpnr placed with another placer than HeAP or
    routed with another router than router1 (from each record's placer and router), and
    say nothing when every core used nextpnr's defaults."""
    md = report.markdown(fake_results([fake_entry(core), fake_entry(plain_core)]))
    note = next(x for x in md.splitlines() if f"{option} {other}" in x)
    assert f"`{core}`" in note and f"`{plain_core}`" not in note
    plain = report.markdown(fake_results([fake_entry(plain_core)]))
    assert option not in plain


def test_seed_note_names_the_cores_run_with_other_seeds() -> None:
    """Fmax is a median over the most common seed set; a record merged from a run with
    fewer seeds is named with its seeds, and nothing is named when all share one set."""
    full = _one(fake_entry("sha256_iter"))
    single = fake_results([fake_entry("luffa256_step", fmax=(77.0,))])
    single.seeds = [1]
    merged = store.merge(store.merge(None, full), single.as_dict())
    note = next(x for x in report.markdown(merged).splitlines() if "Fmax: median over" in x)
    assert "median over seeds 1, 2, 3 (seed 1 only for `luffa256_step`)" in note
    assert "`sha256_iter`" not in note
    plain = next(x for x in report.markdown(full).splitlines() if "Fmax: median over" in x)
    assert "median over seeds 1, 2, 3 of nextpnr" in plain


def test_power_note_states_the_traffic_once_at_each_rows_width() -> None:
    """Rows whose estimates differ only in the stream width share one traffic sentence
    (the width is the row's DATA_W), not one sentence per width."""
    narrow, wide = fake_entry("sha256_iter"), fake_entry("sha3_256_r1")
    narrow.power = {**_power(2e-9, 3e-9), "traffic": "2 random messages, DATA_W 32"}
    wide.power = {**_power(2e-9, 3e-9), "traffic": "2 random messages, DATA_W 64"}
    note = next(x for x in report.markdown(fake_results([narrow, wide])).splitlines()
                if "an estimate, not a measurement" in x)
    assert note.count("2 random messages") == 1 and "at the row's DATA_W" in note
    assert "DATA_W 32" not in note and "DATA_W 64" not in note


def test_committed_report_is_what_the_committed_records_render() -> None:
    """results/bench.md is written from results/bench.json alone (never by hand): the
    committed Markdown is exactly what the committed records render to today, so a change
    to the report code or to a family's declared sections that alters a figure shows here."""
    from hashcores.paths import RESULTS

    records = json.loads((RESULTS / report.JSON_NAME).read_text())
    assert report.markdown(records) == (RESULTS / report.MARKDOWN_NAME).read_text()
