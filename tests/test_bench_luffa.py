"""The Luffa-256 part of the benchmark report: issue 5's lines and each low-power variant
against conventional next to paper 002's ratios, computed from the records
(tests.bench_fakes entries with power estimates attached), never typed in."""

from __future__ import annotations

import pytest

from hashcores.bench import luffa, report
from hashcores.bench.report.power_note import power_note
from hashcores.registry import get_core

from tests.bench_fakes import fake_entry, fake_results


def _power(joules_per_bit: float, share: float = 0.5) -> dict:
    def part(j: float) -> dict:
        return {"energy_per_bit_j": j, "power_w": j * 1e9}
    return {"status": "ok", "zero_delay": part(joules_per_bit * (1 - share)),
            "timed": part(joules_per_bit), "glitch_share": share}


def _entry(core: str, cpb: float, joules: float | None, fmax: float = 30.0, luts: int = 5000):
    entry = fake_entry(core, luts=luts, fmax=(fmax,), cpb=cpb)
    if joules is not None:
        entry.power = _power(joules)
    return entry


def _records(entries: list) -> list[dict]:
    return fake_results(entries).as_dict()["results"]


GATED = next(v for v in luffa.VARIANTS if v.core == "luffa256_gated")
PIPELINED = next(v for v in luffa.VARIANTS if v.core == "luffa256_pipelined")


def test_savings_split_into_energy_per_bit_and_clocks_per_block() -> None:
    conv = 4e-11
    # gated: the paper's ratio made of 0.87 per bit x 10 clocks per block
    gated_j = conv / (GATED.paper_ratio / 10)
    recs = _records([
        _entry("luffa256_conv", 1.0, conv),
        _entry("luffa256_gated", 10.0, gated_j),
        _entry("luffa256_pipelined", 10.0, conv / 2),
    ])
    got = luffa.ratios(next(r for r in recs if r["core"] == "luffa256_pipelined"),
                       next(r for r in recs if r["core"] == "luffa256_conv"))
    assert got.energy_per_bit == pytest.approx(2.0)
    assert got.clocks_per_block == pytest.approx(10.0)
    assert got.power_at_one_clock == pytest.approx(20.0)
    lines = luffa.explanations(recs)
    gated = next(line for line in lines if line.startswith("`luffa256_gated`"))
    assert "(agrees)" in gated and f"{GATED.paper_ratio:.1f}x" in gated
    pipelined = next(line for line in lines if line.startswith("`luffa256_pipelined`"))
    assert "(differs)" in pipelined and "20.00x" in pipelined and "2.00x" in pipelined
    rows = {row[0]: row for row in luffa.variant_rows(recs)}
    assert list(rows)[0] == "`luffa256_conv`"
    assert rows["`luffa256_pipelined`"][-3:-1] == ["2.00x", "20.00x"]
    assert rows["`luffa256_pipelined`"][-1].startswith(f"{PIPELINED.paper_ratio:.1f}x")


def test_missing_estimates_are_named_not_zero() -> None:
    recs = _records([_entry("luffa256_conv", 1.0, None), _entry("luffa256_negedge", 1.0, 1e-11)])
    lines = luffa.explanations(recs)
    negedge = next(line for line in lines if line.startswith("`luffa256_negedge`"))
    assert "no ratio yet" in negedge and "`luffa256_conv`" in negedge
    assert "`luffa256_negedge`" not in negedge.split("for ", 1)[1]
    assert all("no ratio yet" in line for line in lines)
    row = next(r for r in luffa.variant_rows(recs) if r[0] == "`luffa256_negedge`")
    assert row[-3:-1] == ["—", "—"]


def test_zero_delay_saving_where_a_core_has_no_glitch_aware_estimate() -> None:
    """A core without a glitch-aware estimate (its timed simulation not run) is compared
    by zero-delay energy on both sides, never one kind against the other, and the row and
    the explanation say so; with both estimates on both sides the glitch-aware one
    counts."""
    conv = _entry("luffa256_conv", 1.0, 4e-11)
    conv.power = {**conv.power, "timed": None, "glitch_share": None}
    recs = _records([conv, _entry("luffa256_gated", 3.0, 1e-11)])
    got = luffa.ratios(next(r for r in recs if r["core"] == "luffa256_gated"),
                       next(r for r in recs if r["core"] == "luffa256_conv"))
    # zero-delay: conv 4e-11 x (1 - 0.5) against gated 1e-11 x (1 - 0.5)
    assert got.basis == "zero-delay" and got.energy_per_bit == pytest.approx(4.0)
    row = next(r for r in luffa.variant_rows(recs) if r[0] == "`luffa256_gated`")
    assert row[-3:-1] == ["4.00x (zero-delay)", "12.00x (zero-delay)"]
    line = next(x for x in luffa.explanations(recs) if x.startswith("`luffa256_gated`"))
    assert "zero-delay estimates" in line and "12.00x" in line
    both = _records([_entry("luffa256_conv", 1.0, 4e-11), _entry("luffa256_gated", 3.0, 2e-11)])
    assert luffa.ratios(both[1] if both[1]["core"] == "luffa256_gated" else both[0],
                        both[0] if both[0]["core"] == "luffa256_conv" else both[1]
                        ).basis == "glitch-aware"


def test_glitch_aware_savings_only_within_one_delay_model() -> None:
    """Glitch-aware estimates made with different timed delay models are not compared: the
    saving falls back to zero-delay on both sides (the same model on both: glitch-aware),
    and the report's power note names which rows each model covers."""
    conv = _entry("luffa256_conv", 1.0, 4e-11)
    gated = _entry("luffa256_gated", 3.0, 1e-11)
    conv.power = {**conv.power, "name": "luffa256_conv", "timed_delays": "model A"}
    gated.power = {**gated.power, "name": "luffa256_gated", "timed_delays": "model B"}
    recs = _records([conv, gated])
    by_core = {r["core"]: r for r in recs}
    got = luffa.ratios(by_core["luffa256_gated"], by_core["luffa256_conv"])
    assert got.basis == "zero-delay"
    note = power_note(recs)
    assert "model A (`luffa256_conv`)" in note and "model B (`luffa256_gated`)" in note
    gated.power = {**gated.power, "timed_delays": "model A"}
    recs = _records([conv, gated])
    by_core = {r["core"]: r for r in recs}
    got = luffa.ratios(by_core["luffa256_gated"], by_core["luffa256_conv"])
    assert got.basis == "glitch-aware"
    assert "delays: model A" in power_note(recs)


@pytest.mark.parametrize("fmax", [20.0, 40.0])
def test_acceptance_lines_follow_the_records(fmax: float) -> None:
    recs = _records([_entry("luffa256_conv", 1.0, None, fmax=fmax, luts=37000),
                     _entry("luffa256_step", 8.0, None, fmax=fmax, luts=5000)])
    rows = {row[0]: row for row in luffa.check_rows(recs)}
    conv = next(r for r in recs if r["core"] == "luffa256_conv")
    gbps = conv["throughput"]["single_mbps"] / 1000.0
    assert conv["throughput"]["single_mbps"] == pytest.approx(256 * fmax)
    assert rows[luffa.CHECKS[0].label][3] == ("**PASS**" if gbps >= 8.0 else "below")
    step = next(r for r in recs if r["core"] == "luffa256_step")
    per_lut = step["throughput"]["mbps_per_lut4"]
    assert rows[luffa.CHECKS[1].label][3] == (
        "**PASS**" if per_lut > luffa.REFERENCE_STEP_MBPS_PER_LUT4 else "below")


def test_report_has_the_luffa_section_with_the_papers_figures() -> None:
    text = report.markdown(fake_results([_entry("luffa256_conv", 1.0, 4e-11),
                                         _entry("luffa256_ram_sbox", 1.0, 1e-11)]))
    assert "## Luffa-256 cores and the low-power variants" in text
    for v in luffa.VARIANTS:
        assert f"{v.paper_name} {v.paper_mw:g} mW" in text
    assert "`luffa256_ram_sbox` (Luffa_RAM): 4.00x" in text
    assert "## Luffa-256" not in report.markdown(fake_results([fake_entry("sha256_iter")]))


def test_pipeline_section_reads_the_measured_aggregate() -> None:
    """The pipelines' table and issue 27's line come from the records: the aggregate
    throughput of a placed and routed pipeline (a block per measured aggregate period at
    its Fmax), a fit check listed with its packed LUT4 and no figures it cannot have."""
    recs = _records([
        fake_entry("luffa256_pipe8", luts=36000, fmax=(80.0,), cpb=10.0, aggregate=1.0),
        fake_entry("luffa512_pipe8", luts=50000, fit_only=True),
        fake_entry("luffa256_step", luts=6000, fmax=(80.0,), cpb=8.0),
    ])
    rows = {row[0]: row for row in luffa.pipeline_rows(recs)}
    assert set(rows) == {"`luffa256_pipe8`", "`luffa512_pipe8`"}
    pipe8 = rows["`luffa256_pipe8`"]
    # stages and contexts from the catalogue's declaration of the core
    core = get_core("luffa256_pipe8")
    assert pipe8[2:4] == [str(core.params["STAGES"]), str(core.contexts)]
    assert pipe8[7:9] == ["10.0", "1.00"]
    assert pipe8[9] == f"{256 * 80.0 / 1.0 / 1000:.2f}"
    fit = rows["`luffa512_pipe8`"]
    assert fit[4] == "50000 (packed)" and fit[6] == fit[9] == "—"
    routed = [r for r in recs if not r.get("fit_only")]
    (line,) = luffa._check_rows(luffa.PIPE_CHECKS, [r for r in routed if r["algorithm"] == "Luffa-256"])
    assert "`luffa256_pipe8`" in line[1] and line[3].startswith("**PASS**")


def test_pipeline_energy_per_bit_stands_next_to_the_conventional_cores() -> None:
    """A pipeline's energy per bit, the conventional core's of its digest size beside it,
    and the saving (conventional / pipeline), from the records' power estimates; none
    where a record has no estimate."""
    pipe = fake_entry("luffa256_pipe8", luts=33000, fmax=(60.0,), cpb=11.0, aggregate=1.0)
    pipe.power = _power(1e-11)
    recs = _records([_entry("luffa256_conv", 1.0, 3e-11),
                     pipe,
                     fake_entry("luffa512_pipe8", luts=50000, fmax=(50.0,), cpb=11.0,
                                aggregate=1.0)])
    rows = {row[0]: row for row in luffa.pipeline_rows(recs)}
    assert rows["`luffa256_pipe8`"][10:] == ["0.0100", "`luffa256_conv` 0.0300", "3.00x"]
    assert rows["`luffa512_pipe8`"][10:] == ["—", "—", "—"]
