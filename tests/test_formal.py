"""The SymbiYosys proofs (hashcores.formal, docs/verification.md "Proofs"): every proof
holds at the test suite's depth (its full depth is slow), and every mutant, a broken copy
of the unit, fails at the property that is about its fault: each property is shown able
to fail. Bad requests (an unknown proof, a mutant whose text is not in its file) are
clear errors that run nothing.

By default the suite runs a few jobs of each kind (`SMOKE`), and for every proof of the
default tier (`Proof.ci`) checks the answers `hashcores prove` recorded: each job, the
proof's and every mutant's, recorded, current (it read the files and declaration the
checkout holds: `sby.inputs_digest`) and with the right answer, and the cover job of a
proof whose property file has cover statements (`Proof.cover_depth`: every one reached,
so the assertions do not hold only because the case they speak of never happens; the
first such proof's cover job runs by default, a few seconds). The jobs themselves run
with -m slow (the tier's took 611 s of CPU in the suite, a tenth of it: docs/verification.md,
"What runs by default")."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any
from pathlib import Path

import pytest

from hashcores.errors import BadInputError
from hashcores.formal import cone, probes, proofs, report, sby
from hashcores.formal.proofs import PROOFS, ConePorts, Mutant, Proof
from hashcores.hmac_cores import HMAC_CORES
from hashcores.paths import RESULTS, ROOT, build_dir
from hashcores.registry import CORES
from tests.conftest import processes_in

MUTANTS = [(p, m) for p in PROOFS for m in p.mutants]


def _first_of_each_mode() -> tuple[str, ...]:
    """The first default-tier proof of each mode (bounded, k-induction, fan-out cone):
    every tool of the flow, end to end, in seconds."""
    first: dict[str, str] = {}
    for proof in PROOFS:
        if proof.ci:
            first.setdefault(proof.mode, proof.name)
    return tuple(first.values())


#: The proofs whose jobs (the proof and its lead mutant) run by default.
SMOKE = _first_of_each_mode()


def _cases(items: list, ci: Callable[[Any], bool]) -> list:
    """pytest params, those that take minutes marked slow (`ci` False)."""
    return [pytest.param(*(item if isinstance(item, tuple) else (item,)),
                         marks=() if ci(item) else (pytest.mark.slow,)) for item in items]


def _folder(name: str) -> Path:
    return build_dir() / "formal-tests" / name


def _line_of(proof: Proof, text: str) -> tuple[str, int]:
    """The property file and line holding `text` (exactly one among the proof's; an
    invariant the RTL asserts under FORMAL counts as one)."""
    found = [(Path(f).name, n) for f in (*proof.property_files(), *proof.sources)
             for n, line in enumerate((ROOT / f).read_text().splitlines(), 1) if text in line]
    assert len(found) == 1, (text, found)
    return found[0]


@pytest.mark.parametrize("proof", _cases(list(PROOFS), lambda p: p.name in SMOKE),
                         ids=lambda p: p.name)
def test_proof_holds(proof: Proof) -> None:
    outcome = sby.run(proof, _folder(proof.name))
    assert outcome.status == ("bounded" if proof.mode == "bmc" else "proved"), outcome.log


@pytest.mark.slow
@pytest.mark.parametrize("proof", PROOFS, ids=lambda p: p.name)
def test_proof_holds_at_full_depth(proof: Proof) -> None:
    outcome = sby.run(proof, _folder(f"{proof.name}-full"), depth=proof.full_depth)
    assert outcome.status == ("bounded" if proof.mode == "bmc" else "proved"), outcome.log


def _lead_mutant(proof: Proof) -> Mutant | None:
    """The first of a smoke proof's mutants the suite may run; None for none."""
    return next((m for m in proof.mutants if m.ci), None) if proof.name in SMOKE else None


def _first_mutant(pair: tuple[Proof, Mutant]) -> bool:
    """By default each smoke proof shows one of its properties able to fail: its lead
    mutant. Every mutant runs with -m slow; the default suite checks their recorded
    answers (test_recorded_answers_are_current)."""
    proof, mutant = pair
    return mutant is _lead_mutant(proof)


def _check_seen_where_its_fault_is(proof: Proof, mutant: Mutant, outcome: sby.Outcome) -> None:
    """The mutant's fault is seen, at a line of the property its declaration names."""
    assert report.seen(outcome), outcome.log
    assert outcome.assertion is not None
    hit = re.match(r"(\S+?):(\d+)\.", outcome.assertion)
    allowed = {_line_of(proof, text) for text in (mutant.fails, *mutant.also_fails)}
    assert hit and (hit.group(1), int(hit.group(2))) in allowed, (outcome.assertion, allowed)
    assert report.verdict(outcome).startswith("fault seen")


@pytest.mark.parametrize("proof,mutant", _cases(MUTANTS, _first_mutant), ids=lambda x: x.name)
def test_mutant_fails_where_its_fault_is(proof: Proof, mutant: Mutant) -> None:
    outcome = sby.run(proof, _folder(f"{proof.name}-{mutant.name}"), mutant=mutant)
    _check_seen_where_its_fault_is(proof, mutant, outcome)
    assert outcome.trace is not None and outcome.trace.is_file()


@pytest.mark.parametrize("proof", [p for p in PROOFS if p.ci], ids=lambda p: p.name)
def test_recorded_answers_are_current(proof: Proof) -> None:
    """results/proofs.json holds every job of the proof, its own and each mutant's, each
    current (what it read is what the checkout holds) and answered as it must be: the
    proof holds at least to the suite's depth, each mutant's fault is seen where its
    declaration says. A changed file or declaration makes the record stale: `hashcores
    prove --stale` runs the jobs again."""
    jobs = {o.key: o for o in report.recorded(RESULTS)}
    rerun = f"run `hashcores prove --stale` (or --proof {proof.name})"
    if proof.cover_depth:
        cover = jobs.get((proof.name, None, True))
        assert cover is not None, f"{proof.name}: no recorded cover job; run `hashcores " \
            f"prove --covers-only --proof {proof.name}`"
        assert report.current(cover), f"{proof.name} cover: the record is stale; {rerun}"
        assert cover.status == "covered", cover
    for mutant in (None, *proof.mutants):
        name = None if mutant is None else mutant.name
        outcome = jobs.get((proof.name, name, False))
        assert outcome is not None, f"{proof.name} {name or ''}: no recorded answer; {rerun}"
        assert report.current(outcome), f"{proof.name} {name or ''}: the record is stale; {rerun}"
        if mutant is None:
            assert outcome.status == ("bounded" if proof.mode == "bmc" else "proved"), outcome
            assert proof.mode == "cone" or outcome.depth >= proof.depth, outcome
        else:
            _check_seen_where_its_fault_is(proof, mutant, outcome)


def test_a_record_is_current_only_for_the_files_it_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The digest of a job's inputs changes with a property file's text, a parameter, the
    depth and a mutant, and a record from before digests were kept is never current."""
    proof = PROOFS[0]
    digest = sby.inputs_digest(proof)
    assert digest == sby.inputs_digest(proof, depth=proof.depth)
    assert digest != sby.inputs_digest(proof, depth=proof.depth + 1)
    assert digest != sby.inputs_digest(replace(proof, params={**proof.params, "N": 3}))
    assert digest != sby.inputs_digest(proof, proof.mutants[0])
    record = sby.Outcome(proof.name, None, proof.mode, proof.depth, "bounded", 1.0,
                         inputs=digest)
    assert report.current(record)
    assert not report.current(replace(record, inputs=None))
    assert not report.current(replace(record, depth=proof.depth + 1))
    assert not report.current(replace(record, mutant="no_such_mutant"))
    # a record written and read back keeps its digest
    report.write([record], tmp_path)
    assert report.recorded(tmp_path) == [record]
    # one byte more in the property file
    copy = tmp_path / "checkout"
    for rel in proof.files():
        (copy / rel).parent.mkdir(parents=True, exist_ok=True)
        (copy / rel).write_bytes((ROOT / rel).read_bytes())
    monkeypatch.setattr(sby, "ROOT", copy)
    assert sby.inputs_digest(proof) == digest
    with (copy / proof.properties).open("a") as properties:
        properties.write("\n")
    assert sby.inputs_digest(proof) != digest and not report.current(record)


def test_a_hash_top_proof_reads_no_hmac_file() -> None:
    """A proof of a hash top reads its family's RTL without the HMAC tops' files
    (`Family.hash_sources`), which none of its modules instantiates: a change to the HMAC
    logic leaves the hash tops' records current. The HMAC proofs read every file."""
    from hashcores.registry import FAMILIES, HMAC_SOURCES

    defined = re.compile(r"^\s*module\s+(\w+)", re.M)
    for family in FAMILIES.values():
        kept = family.hash_sources()
        dropped = [s for s in family.sources if s not in kept]
        assert set(dropped) <= set(HMAC_SOURCES) | {s for s in family.sources
                                                    if Path(s).name.startswith("hc_hmac_")}
        hmac_modules = {m for s in dropped for m in defined.findall((ROOT / s).read_text())}
        for source in kept:
            text = (ROOT / source).read_text()
            used = [m for m in hmac_modules if re.search(rf"^\s*{m}\b", text, re.M)]
            assert not used, f"{source} instantiates {used}: a hash top needs an HMAC file"
    for proof in PROOFS:
        if proof.unit.startswith("hc_hmac_"):
            assert any("hc_hmac_multi_front" in s for s in proof.sources), proof.name
        elif proof.name.endswith(("_contract", "_messages", "_messages_ind", "_timing")):
            assert not any(s in HMAC_SOURCES for s in proof.sources), proof.name


def test_every_mutant_names_a_property_line() -> None:
    """... and its fault is in its file once (an edit of the RTL can move the text a
    mutant replaces: a mutant that no longer applies is an error, not a job)."""
    for proof, mutant in MUTANTS:
        assert mutant.fails, mutant.name
        for text in (mutant.fails, *mutant.also_fails):
            _line_of(proof, text)
        assert mutant.path in proof.sources
        assert (ROOT / mutant.path).read_text().count(mutant.old) == 1, (proof.name, mutant.name)


def test_unknown_proof_is_a_clear_error() -> None:
    with pytest.raises(BadInputError, match="unknown proof 'nope'; known: rr_arbiter"):
        proofs.get_proof("nope")


def test_mutant_text_must_be_in_its_file_once(tmp_path: Path) -> None:
    proof = PROOFS[0]
    bad = Mutant("absent", proof.sources[0], "no such text", "x", "nothing")
    broken = Proof(**{**proof.__dict__, "mutants": (bad,)})
    with pytest.raises(BadInputError, match="its text is 0 times"):
        sby.run(broken, tmp_path / "job", mutant=bad)


def test_a_bad_declaration_is_refused() -> None:
    with pytest.raises(BadInputError, match="mode 'induct'"):
        Proof("p", "u", ("rtl/common/hc_rr_arbiter.v",), "formal/x.sv", "w", mode="induct")
    with pytest.raises(BadInputError, match="1 <= depth <= full depth"):
        Proof("p", "u", ("rtl/common/hc_rr_arbiter.v",), "formal/x.sv", "w", depth=30,
              full_depth=20)
    with pytest.raises(BadInputError, match="blackboxes are read in mode cone, or with flatten"):
        Proof("p", "u", ("rtl/common/hc_rr_arbiter.v",), "formal/x.sv", "w",
              blackboxes=("+/xilinx/cells_xtra.v",))
    with pytest.raises(BadInputError, match="probes need flatten"):
        Proof("p", "u", ("rtl/common/hc_rr_arbiter.v",), "formal/x.sv", "w",
              probes={"busy_a": ("u_a.busy_q",)})
    with pytest.raises(BadInputError, match="map_memories needs flatten"):
        Proof("p", "u", ("rtl/common/hc_rr_arbiter.v",), "formal/x.sv", "w",
              map_memories=True)


def test_a_rom_is_constant_where_memories_are_mapped() -> None:
    """A proof that maps its units' memories to flip-flops (`Proof.map_memories`, so a
    probe can name one word) runs opt_dff after memory_map: a ROM's words (MD5's T table)
    become the constants they are, not flip-flops that k-induction would start with any
    contents. Without the flag the script is unchanged (the other proofs' records stay
    current)."""
    mapped = next(p for p in PROOFS if p.map_memories)
    plain = next(p for p in PROOFS if p.flatten and not p.map_memories)
    assert "memory_map\nopt_dff\nflatten\n" in sby._sby_text(mapped, "prove", 2)
    assert "memory_map" not in sby._sby_text(plain, "prove", 2)


def test_a_cut_names_its_cells_and_checks_it_finds_one(tmp_path: Path) -> None:
    """Cells a proof needs no value of become free after elaboration (`Proof.cutpoints`:
    the DSP cores' slices, Luffa's falling-edge register), each selection first checked to
    name a cell: a cut that found none would run the design uncut, or prove nothing about
    the cells meant. Without cuts the script is unchanged (the other records stay current)."""
    cut = proofs.get_proof("luffa256_negedge_contract")
    script = sby._sby_text(cut, "prove", 4)
    assert (f"prep -top hc_stream_top_props\nselect -assert-min 1 {proofs.NEGEDGE_REGISTERS}\n"
            f"cutpoint {proofs.NEGEDGE_REGISTERS}\n") in script
    assert "cutpoint" not in sby._sby_text(proofs.get_proof("luffa256_step_contract"), "prove", 4)
    # a top with no falling-edge register: the cut finds no cell and the job stops
    missing = replace(proofs.get_proof("luffa256_step_contract"), mutants=(),
                      cutpoints=(proofs.NEGEDGE_REGISTERS,))
    outcome = sby.run(missing, tmp_path / "job")
    assert outcome.status == "error"
    assert "less than the minimum number 1" in outcome.log.read_text()


def test_every_core_has_its_contract_proved() -> None:
    """The stream contract (issue 26 item 1) for every catalogued core and HMAC top at its
    own parameters (a SHAKE top's output is a stream: `_shake_contract`'s)."""
    names = {p.name for p in PROOFS}
    missing = [n for n, c in CORES.items() if f"{n}_contract" not in names
               and c.top != "hc_shake_stream"]
    missing += [n for n in HMAC_CORES if f"{n}_contract" not in names]
    assert not missing


def test_every_core_has_its_timing_proved() -> None:
    """Data-independent timing (issue 26 item 4) for every catalogued core and HMAC top,
    each at its own parameters: the check is structural, so none is too large for it."""
    names = {p.name for p in PROOFS}
    missing = [n for n in (*CORES, *HMAC_CORES) if f"{n}_timing" not in names]
    assert not missing


def test_a_cone_job_names_its_ports_and_checks_each_exists() -> None:
    """The claim's three selections are named for the top, each port checked first (a
    misspelt control output would leave the claim empty), and the DSP cores' Xilinx
    primitives are read from Yosys's library as blackboxes."""
    mac = cone.job_script(proofs.get_proof("hmac_sha256_iter_timing"))
    assert "select -assert-count 1 w:m_mac\nselect -set data w:m_mac\n" in mac
    assert "select -set control w:s_tready w:m_valid w:m_tid w:m_error\n" in mac
    shake = cone.job_script(proofs.get_proof("shake128_r1_timing"))
    assert "select -set control w:s_tready w:m_tvalid w:m_tkeep w:m_tlast" in shake
    dsp = cone.job_script(proofs.get_proof("sha3_256_dsp_1600_timing"))
    assert dsp.startswith("read_verilog -lib +/xilinx/cells_xtra.v\n")


def test_a_cone_check_of_a_port_the_top_lacks_is_an_error(tmp_path: Path) -> None:
    good = proofs.get_proof("sha256_iter_timing")
    typo = replace(good, cone_ports=ConePorts(control=("s_tready", "m_vaild")), mutants=())
    outcome = sby.run(typo, tmp_path / "job")
    assert outcome.status == "error"
    assert "w:m_vaild" in outcome.log.read_text()


def test_a_probe_whose_width_differs_from_its_registers_is_named() -> None:
    """Yosys's `connect -set` takes a signal of another width without a word, so the flow
    compares each probe's wire with its registers' widths: a wire wider or narrower than
    the sum, or a name the design lacks, is reported by name."""
    proof = replace(proofs.get_proof("sha2_core_isolation_w32"),
                    probes={"work_a_a": ("u_a.a_q",), "pair": ("u_b.h_q", "u_a.h_q"),
                            "gone_a": ("u_a.nothing_q",)})
    widths = {"work_a_a": 32, "u_a.a_q": 32, "pair": 64, "u_b.h_q": 32, "u_a.h_q": 31,
              "gone_a": 32}
    found = probes.mismatches(proof, widths)
    assert found == ["pair is 64 bits, its registers u_b.h_q, u_a.h_q 63",
                     "gone_a: no net u_a.nothing_q"]
    assert probes.mismatches(replace(proof, probes={"work_a_a": ("u_a.a_q",)}), widths) == []


def test_a_job_with_a_probe_of_the_wrong_width_does_not_run(tmp_path: Path) -> None:
    """The widths are read from the design as the job elaborates it (Yosys, a few
    seconds): the declared proof's probes match, and with the wrapper's wire made wider
    than its registers the job stops with an error naming the probe, before any solver
    runs."""
    proof = proofs.get_proof("sha2_gen_core_ctx_isolation_w32_conv4_c5")
    folder = tmp_path / "good"
    folder.mkdir()
    sby.copy_inputs(folder, sby.read_inputs(proof, None))
    probes.check(proof, folder, sby._yosys_script(proof, to_probes=True))
    # (bounded to one step: were the width not caught, the job would take seconds)
    wide = replace(proof, params={**proof.params, "STAGED_W": 800}, mutants=(),
                   mode="bmc", depth=1, full_depth=1)
    outcome = sby.run(wide, tmp_path / "wide")
    assert outcome.status == "error"
    assert "probe widths differ" in (outcome.assertion or "")
    assert not (tmp_path / "wide" / "job").exists()


def test_probes_are_connected_to_the_flattened_registers() -> None:
    """A probe is an undriven wire of the wrapper that the job's script connects to the
    register it names, in the wrapper, after flattening and before opt_clean."""
    proof = proofs.get_proof("sha2_core_isolation_w32")
    script = sby._sby_text(proof, "prove", proof.depth)
    flat = script[script.index("flatten\n"):script.index("opt_clean")]
    assert flat.startswith(f"flatten\ncd {proof.wrapper}\n")
    for wire, names in proof.probes.items():
        registers = ",".join("\\" + name for name in names)  # (Yosys: a,b is {a, b})
        assert f"connect -set {wire} {registers}\n" in flat


def test_a_probe_of_a_register_the_unit_lacks_is_an_error(tmp_path: Path) -> None:
    good = proofs.get_proof("sha2_core_isolation_w32")
    typo = replace(good, probes={**good.probes, "busy_a": ("u_a.bussy_q",)}, mutants=())
    outcome = sby.run(typo, tmp_path / "job")
    assert outcome.status == "error"
    assert "u_a.bussy_q" in outcome.log.read_text()


def test_report_tells_a_mutant_not_seen_from_one_seen() -> None:
    seen = sby.Outcome("rr_arbiter", "m", "bmc", 12, "failed", 1.0, "f.sv:3.1-3.2")
    missed = sby.Outcome("rr_arbiter", "m", "bmc", 12, "bounded", 1.0)
    held = sby.Outcome("rr_arbiter", None, "bmc", 12, "bounded", 1.0)
    assert report.ok([held, seen]) and not report.ok([held, missed])
    assert report.verdict(missed) == "fault NOT seen (bounded)"
    assert "bounded to depth 12" in report.markdown([held, seen, missed])


#: The proofs with cover statements, and the first of the default tier (its cover job runs
#: by default: a few seconds).
COVERED = [p for p in PROOFS if p.cover_depth]
SMOKE_COVER = next(p.name for p in COVERED if p.ci)


def test_every_cover_statement_has_a_cover_job() -> None:
    """A proof whose property files hold a `cover` statement declares a cover job, and only
    such a proof: a cover statement nobody runs shows nothing."""
    for proof in PROOFS:
        text = "".join((ROOT / f).read_text() for f in proof.property_files())
        has_cover = re.search(r"\bcover\s*\(", re.sub(r"//[^\n]*", "", text)) is not None
        assert bool(proof.cover_depth) == has_cover, proof.name


@pytest.mark.parametrize("proof", _cases(COVERED, lambda p: p.name == SMOKE_COVER),
                         ids=lambda p: p.name)
def test_cover_statements_are_reached(proof: Proof) -> None:
    outcome = sby.run(proof, _folder(f"{proof.name}-cover"), cover=True)
    assert outcome.status == "covered", report.verdict(outcome)
    assert outcome.trace is not None and outcome.trace.is_file()


def test_a_cover_job_too_short_is_not_reached(tmp_path: Path) -> None:
    """The cover job's answer can fail: the smoke proof's cover at a depth too short for
    its case (two messages need more clocks) is reported unreached, at its statement."""
    proof = replace(proofs.get_proof(SMOKE_COVER), cover_depth=2)
    outcome = sby.run(proof, tmp_path / "job", cover=True)
    assert outcome.status == "unreached" and not report.ok([outcome])
    assert outcome.assertion is not None and outcome.assertion.startswith(Path(proof.properties).name)
    assert report.verdict(outcome).startswith("NOT reached at ")


def test_a_cover_job_is_its_own_row() -> None:
    """A proof's cover job is recorded beside its own job, keyed apart, and a cover
    record of a proof without one is never current."""
    proof = proofs.get_proof(SMOKE_COVER)
    own = sby.Outcome(proof.name, None, proof.mode, proof.depth, "bounded", 1.0)
    cover = sby.Outcome(proof.name, None, sby.COVER, proof.cover_depth, "covered", 1.0,
                        inputs=sby.inputs_digest(proof, cover=True))
    assert own.key != cover.key and report.ok([own, cover])
    assert report.current(cover)
    assert not report.current(replace(cover, depth=proof.cover_depth + 1, inputs="0"))
    assert not report.current(replace(cover, proof=PROOFS[0].name))
    assert "| cover | cover |" in report.markdown([own, cover])
    with pytest.raises(BadInputError, match="has no cover job"):
        sby.inputs_digest(PROOFS[0], cover=True)


def test_a_run_of_some_proofs_keeps_the_others_rows(tmp_path: Path) -> None:
    first, second = PROOFS[0], PROOFS[1]
    old = [sby.Outcome(second.name, None, "prove", 4, "proved", 1.0),
           sby.Outcome(first.name, None, "bmc", 12, "bounded", 2.0)]
    report.write(old, tmp_path)
    recorded = tmp_path / report.JSON_NAME
    data = json.loads(recorded.read_text())
    data["jobs"].append({**data["jobs"][0], "proof": "a_proof_since_removed"})
    recorded.write_text(json.dumps(data))
    new = [sby.Outcome(first.name, None, "bmc", 12, "failed", 3.0, "x.sv:1.1-1.2")]
    jobs = report.merged(new, tmp_path)
    assert [(o.proof, o.status) for o in jobs] == [(first.name, "failed"), (second.name, "proved")]
    assert not report.ok(jobs)


@pytest.mark.parametrize("args,message", [
    (["--proof", "nope"], "unknown proof 'nope'"),
    (["--core", "sha257"], "unknown core 'sha257'"),
], ids=["proof", "core"])
def test_prove_command_refuses_an_unknown_name_and_runs_nothing(
        args: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from hashcores.cli import main

    monkeypatch.setenv("HASHCORES_BUILD", str(tmp_path))
    result = CliRunner().invoke(main, ["prove", *args])
    assert result.exit_code != 0
    assert message in result.output
    assert not (tmp_path / "formal").exists()


def test_prove_stale_runs_nothing_when_every_record_is_current(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The committed records are current (test_recorded_answers_are_current), so
    `hashcores prove --stale` has no job to run and says so. (Checked first: with stale
    records the command would run their proofs, minutes, and write the checkout's
    results.)"""
    from click.testing import CliRunner

    stale = [p.name for p in report.stale(RESULTS)]
    assert not stale, f"stale records ({', '.join(stale)}): run `hashcores prove --stale`"

    from hashcores.cli import main

    monkeypatch.setenv("HASHCORES_BUILD", str(tmp_path))
    result = CliRunner().invoke(main, ["prove", "--stale"])
    assert result.exit_code == 0, result.output
    assert "every recorded answer is current" in result.output
    assert not (tmp_path / "formal").exists()


def test_a_cores_proofs_are_those_of_its_whole_top() -> None:
    names = [p.name for p in proofs.proofs_of_core("sha256_iter")]
    assert names == ["sha256_iter_contract", "sha256_iter_messages_ind", "sha256_iter_timing"]
    # a name that begins another core's (hmac_sha256_iter_noctx) is not taken for it
    assert [p.name for p in proofs.proofs_of_core("hmac_sha256_iter")] == [
        "hmac_sha256_iter_contract", "hmac_sha256_iter_messages_ind", "hmac_sha256_iter_timing"]
    with pytest.raises(BadInputError, match="unknown core 'sha257'"):
        proofs.proofs_of_core("sha257")


@pytest.mark.parametrize("name", ["rr_arbiter", "sha256_iter_timing"],
                         ids=["solver", "structural"])
def test_a_job_past_its_timeout_is_stopped_whole_and_says_so(name: str, tmp_path: Path) -> None:
    """A job still running at its timeout answers "timeout", and none of the processes
    it started (SymbiYosys's Yosys, yosys-smtbmc and the solver; the structural check's
    Yosys) is left running: a stopped proof does not go on taking a core."""
    proof = proofs.get_proof(name)
    outcome = sby.run(proof, tmp_path / "job", timeout_s=0.5)
    assert outcome.status == "timeout"
    assert outcome.seconds < 30
    assert processes_in(tmp_path) == []


def test_a_timeout_that_is_not_positive_is_refused(tmp_path: Path) -> None:
    with pytest.raises(BadInputError, match="timeout must be positive"):
        sby.run(proofs.get_proof("rr_arbiter"), tmp_path / "job", timeout_s=0)
    assert not (tmp_path / "job").exists()


def test_prove_timeout_names_its_defaults_and_refuses_less_than_a_minute(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from hashcores.cli import main

    monkeypatch.setenv("HASHCORES_BUILD", str(tmp_path))
    shown = CliRunner().invoke(main, ["prove", "--help"], terminal_width=400).output
    assert f"(default {sby.TIMEOUT_S / 60:g}; a structural check {cone.TIMEOUT_S / 60:g})" in \
        " ".join(shown.split())
    result = CliRunner().invoke(main, ["prove", "--proof", "rr_arbiter", "--timeout", "0.5"])
    assert result.exit_code != 0
    assert "--timeout" in result.output
    assert not (tmp_path / "formal").exists()
