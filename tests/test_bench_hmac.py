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


def test_aggregate_spacing_takes_whole_bursts() -> None:
    """Finishes in bursts of 5 one clock apart every 40 clocks: 8 clocks per message, from
    whatever window of whole bursts at the end of the run (a window inside a burst would
    say 1, one across a gap much more)."""
    from hashcores.sim.spacing import aggregate_spacing

    ends = [100 + 40 * burst + k for burst in range(6) for k in range(5)]
    assert aggregate_spacing(ends, 5) == 8.0
    assert aggregate_spacing(list(reversed(ends)), 5) == 8.0
    assert aggregate_spacing([10, 19, 28, 37], 1) == 9.0


def test_aggregate_spacing_refuses_a_run_too_short() -> None:
    import pytest

    from hashcores.sim.spacing import aggregate_spacing

    with pytest.raises(ValueError, match="too few"):
        aggregate_spacing([1, 2, 3], 5)


def test_points_name_the_hmac_cores_and_refuse_others() -> None:
    import pytest

    from hashcores.errors import BadInputError

    assert [p.core for p in hmac_bench.points(["hmac_sha256_uhs4"])] == ["hmac_sha256_uhs4"]
    assert hmac_bench.points() == hmac_bench.POINTS
    assert set(hmac_bench.QUICK_POINTS) < set(hmac_bench.POINTS)
    with pytest.raises(BadInputError, match="no HMAC benchmark point 'sha256_iter'"):
        hmac_bench.points(["sha256_iter"])


def test_a_multi_message_point_gets_a_tid_per_context_and_a_fed_stream() -> None:
    """hmac_sha256_uhs4: an s_tid that names each of sha256_uhs4's contexts, a stream as
    wide as the hash core's in the benchmark, a packet in flight per context."""
    from hashcores.bench.design import feed_width

    point = hmac_bench.points(["hmac_sha256_uhs4"])[0]
    core = point.hmac.core
    assert 2 ** point.tid_w >= core.contexts > 2 ** (point.tid_w - 1)
    assert point.data_w == feed_width(core, hmac_bench.DATA_W) > hmac_bench.DATA_W
    assert point.streams == core.contexts
    assert point.parameters()["TID_W"] == point.tid_w


def test_area_lines_speak_of_the_iterative_core_only() -> None:
    """The issue's area and Fmax lines are about HMAC over sha256_iter: a multi-message
    point is not judged against them."""
    record = {**_hmac_record({"64": 24.0, "576": 88.0, "1500": 200.0}, 60.0, 18000),
              "name": "hmac_sha256_uhs4_128", "core": "hmac_sha256_uhs4",
              "hash_core": "sha256_uhs4", "messages_in_flight": 5}
    data = {"results": [{"core": "sha256_uhs4", "target": "ecp5-85f-6", "fmax_mhz": 61.6,
                         "area": {"LUT4": 17046, "EBR": 0}}], "hmac": {"x": record}}
    text = "\n".join(hmac_bench.report_lines(data))
    assert "its LUT4" not in text
    assert "5 packets in flight" in text
    assert "| 24.0 | 88.0 | 200.0 |" in text
    assert "2.500 (hmac_sha256_uhs4) | yes" in text


def test_run_places_with_the_timeout_and_placer_given(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """hmac.run applies `pnr_timeout_s` and `placer` to every target it measures on, as
    the core benchmark does; without them the target keeps its own."""
    from contextlib import contextmanager

    from hashcores.bench import dispatch, hmac, targets

    @contextmanager
    def local(scheduler, jobs):  # type: ignore[no-untyped-def]
        yield None

    seen: list[targets.Target] = []
    monkeypatch.setattr(dispatch, "cluster", local)
    monkeypatch.setattr(hmac, "measure", lambda point, target, *a, **kw: seen.append(target) or {})
    monkeypatch.setattr(hmac, "store", lambda records: [])
    point = hmac.points(["hmac_sha256_iter"])[:1]
    hmac.run(("ecp5-85f-6",), chosen=point, pnr_timeout_s=9000.0, placer="static")
    own = targets.get_target("ecp5-85f-6")
    assert seen[-1] == targets.with_placer(targets.with_pnr_timeout(own, 9000.0), "static")
    assert seen[-1].pnr is not None and seen[-1].pnr.timeout_s == 9000.0
    hmac.run(("ecp5-85f-6",), chosen=point)
    assert seen[-1] == own


def test_place_runs_nextpnr_with_the_placer_and_router_chosen(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The HMAC point's seeds are placed with the run's --placer, or its hash core's
    family's choice on the target, and routed with the family's router: what the core
    benchmark passes nextpnr, not nextpnr's defaults whatever was asked."""
    from types import SimpleNamespace

    from hashcores.bench import hmac, nextpnr, targets, yosys

    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(yosys, "synthesise",
                        lambda design, target, root: SimpleNamespace(status="ok"))
    monkeypatch.setattr(nextpnr, "place_and_route",
                        lambda synth, target, top, seed, placer, router: seen.append((placer, router)))
    point = hmac.points(["hmac_sha256_uhs4"])[0]
    own = targets.get_target("ecp5-85f-6")
    assert own.pnr is not None
    hmac._place(point.design(), targets.with_placer(own, "static"), 1, 1, point.hmac.core)
    assert seen[-1] == ("static", own.pnr.router_for(point.hmac.core))
    hmac._place(point.design(), own, 1, 1, point.hmac.core)
    assert seen[-1] == (own.pnr.placer_for(point.hmac.core), own.pnr.router_for(point.hmac.core))
