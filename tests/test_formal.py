"""The SymbiYosys proofs (hashcores.formal, docs/verification.md "Proofs"): every proof
holds at the test suite's depth (its full depth is slow), and every mutant, a broken copy
of the unit, fails at the property that is about its fault: each property is shown able
to fail. Bad requests (an unknown proof, a mutant whose text is not in its file) are
clear errors that run nothing."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any
from pathlib import Path

import pytest

from hashcores.errors import BadInputError
from hashcores.formal import proofs, report, sby
from hashcores.formal.proofs import PROOFS, Mutant, Proof
from hashcores.paths import ROOT, build_dir

MUTANTS = [(p, m) for p in PROOFS for m in p.mutants]


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


@pytest.mark.parametrize("proof", _cases(list(PROOFS), lambda p: p.ci), ids=lambda p: p.name)
def test_proof_holds(proof: Proof) -> None:
    outcome = sby.run(proof, _folder(proof.name))
    assert outcome.status == ("bounded" if proof.mode == "bmc" else "proved"), outcome.log


@pytest.mark.slow
@pytest.mark.parametrize("proof", PROOFS, ids=lambda p: p.name)
def test_proof_holds_at_full_depth(proof: Proof) -> None:
    outcome = sby.run(proof, _folder(f"{proof.name}-full"), depth=proof.full_depth)
    assert outcome.status == ("bounded" if proof.mode == "bmc" else "proved"), outcome.log


def _lead_mutant(proof: Proof) -> Mutant | None:
    """The first of a default-suite proof's mutants the suite may run; None for none."""
    return next((m for m in proof.mutants if m.ci), None) if proof.ci else None


def _first_mutant(pair: tuple[Proof, Mutant]) -> bool:
    """By default each proof that runs shows one of its properties able to fail: its lead
    mutant; a fault of a unit that several proofs share (the same mutant of the same
    file: the HMAC controllers' `mac_dropped`) on the first of them only. A property file
    changes seldom and every mutant of it runs with -m slow (all of them took 104 s of
    CPU, the first of each proof 74 s)."""
    proof, mutant = pair
    if mutant is not _lead_mutant(proof):
        return False
    fault = (mutant.name, mutant.path)
    return proof is next(p for p in PROOFS
                         if (lead := _lead_mutant(p)) and (lead.name, lead.path) == fault)


@pytest.mark.parametrize("proof,mutant", _cases(MUTANTS, _first_mutant), ids=lambda x: x.name)
def test_mutant_fails_where_its_fault_is(proof: Proof, mutant: Mutant) -> None:
    outcome = sby.run(proof, _folder(f"{proof.name}-{mutant.name}"), mutant=mutant)
    assert report.seen(outcome), outcome.log
    assert outcome.assertion is not None
    hit = re.match(r"(\S+?):(\d+)\.", outcome.assertion)
    allowed = {_line_of(proof, text) for text in (mutant.fails, *mutant.also_fails)}
    assert hit and (hit.group(1), int(hit.group(2))) in allowed, (outcome.assertion, allowed)
    assert outcome.trace is not None and outcome.trace.is_file()
    assert report.verdict(outcome).startswith("fault seen")


def test_every_mutant_names_a_property_line() -> None:
    for proof, mutant in MUTANTS:
        assert mutant.fails, mutant.name
        for text in (mutant.fails, *mutant.also_fails):
            _line_of(proof, text)
        assert mutant.path in proof.sources


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


def test_report_tells_a_mutant_not_seen_from_one_seen() -> None:
    seen = sby.Outcome("rr_arbiter", "m", "bmc", 12, "failed", 1.0, "f.sv:3.1-3.2")
    missed = sby.Outcome("rr_arbiter", "m", "bmc", 12, "bounded", 1.0)
    held = sby.Outcome("rr_arbiter", None, "bmc", 12, "bounded", 1.0)
    assert report.ok([held, seen]) and not report.ok([held, missed])
    assert report.verdict(missed) == "fault NOT seen (bounded)"
    assert "bounded to depth 12" in report.markdown([held, seen, missed])


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


def test_prove_command_refuses_an_unknown_proof_and_runs_nothing(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from hashcores.cli import main

    monkeypatch.setenv("HASHCORES_BUILD", str(tmp_path))
    result = CliRunner().invoke(main, ["prove", "--proof", "nope"])
    assert result.exit_code != 0
    assert "unknown proof 'nope'" in result.output
    assert not (tmp_path / "formal").exists()
