"""The proofs' results: results/proofs.json (every job's answer) and results/proofs.md (a
table per proof), written by `hashcores prove` from what the jobs answered; which of them
are current (their job read what the checkout holds: `sby.inputs_digest`)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path

from hashcores.errors import BadInputError
from hashcores.formal.proofs import PROOFS, Proof, get_proof
from hashcores.formal.sby import COVER, Outcome, inputs_digest

JSON_NAME = "proofs.json"
MARKDOWN_NAME = "proofs.md"

#: A mutant's job must end so: its fault seen.
MUTANT_SEEN = "failed"


def verdict(outcome: Outcome) -> str:
    """One line for a job: the proof's answer, whether a mutant's fault was seen, or
    whether the cover job reached its statements."""
    if outcome.mode == COVER:
        if outcome.status == "covered":
            return f"reached ({outcome.assertion})" if outcome.assertion else "reached"
        where = f" at {outcome.assertion}" if outcome.assertion else ""
        return f"NOT reached{where} ({outcome.status})"
    if outcome.mutant is None:
        if outcome.status == "proved":
            return "proved (fan-out cone, every input)" if outcome.mode == "cone" else "proved (k-induction)"
        if outcome.status == "bounded":
            return f"bounded to depth {outcome.depth}"
        where = f" at {outcome.assertion}" if outcome.assertion else ""
        return f"{outcome.status}{where}"
    if seen(outcome):
        how = " by induction" if outcome.status != MUTANT_SEEN else ""
        return f"fault seen{how} at {outcome.assertion}"
    return f"fault NOT seen ({outcome.status})"


def seen(outcome: Outcome) -> bool:
    """A mutant's fault is seen: a trace from reset breaks an assertion, or (a mutant run
    by k-induction, where a trace from reset would be too long to find) the induction
    step breaks one."""
    return outcome.status == MUTANT_SEEN or (outcome.mode == "prove" and outcome.status == "unknown"
                                             and outcome.assertion is not None)


def holds(outcome: Outcome) -> bool:
    """The job answered as it must: the proof proved or bounded, the mutant's fault seen,
    every cover statement reached."""
    if outcome.mode == COVER:
        return outcome.status == "covered"
    return outcome.status in ("proved", "bounded") if outcome.mutant is None else seen(outcome)


def ok(outcomes: Sequence[Outcome]) -> bool:
    """Every proof holds (proved or bounded), every mutant's fault is seen and every
    cover job reached its statements."""
    return all(holds(o) for o in outcomes)


def jobs_of(proof: Proof) -> list[tuple[str, str | None, bool]]:
    """The jobs `proof` declares, as `Outcome.key`s: its own, each mutant's, its cover job."""
    return [(proof.name, None, False), *((proof.name, m.name, False) for m in proof.mutants),
            *([(proof.name, None, True)] if proof.cover_depth else [])]


def markdown(outcomes: Sequence[Outcome]) -> str:
    lines = ["# Proofs", "",
             "Written by `hashcores prove` from SymbiYosys's answers (never by hand); "
             "docs/verification.md, \"Proofs\", says what each property means.", ""]
    for name in dict.fromkeys(o.proof for o in outcomes):
        proof = get_proof(name)
        lines += [f"## `{proof.unit}` ({proof.properties})", "",
                  f"Covers {proof.covers}." if proof.covers else "",
                  "", "| job | mode | depth | answer | seconds | solver |",
                  "|---|---|--:|---|--:|---|"]
        for o in (o for o in outcomes if o.proof == name):
            job = ("cover" if o.mode == COVER else "the unit" if o.mutant is None
                   else f"mutant `{o.mutant}`")
            lines.append(f"| {job} | {o.mode} | {o.depth} | {verdict(o)} | {o.seconds:.1f} "
                         f"| {o.solver or '—'} |")
        lines.append("")
    return "\n".join(lines)


def merged(outcomes: Sequence[Outcome], folder: Path) -> list[Outcome]:
    """This run's jobs with the recorded jobs it did not run (a run of some proofs,
    `hashcores prove --proof`, or of their cover jobs alone, `--covers-only`, updates only
    theirs), in the order of the proofs' declaration and of each proof's jobs; jobs no
    longer declared are dropped."""
    ran = {o.key for o in outcomes}
    order = {key: i for i, key in enumerate(k for p in PROOFS for k in jobs_of(p))}
    every = [o for o in recorded(folder) if o.key not in ran and o.key in order] + list(outcomes)
    return sorted(every, key=lambda o: order.get(o.key, len(order)))


def write(outcomes: Sequence[Outcome], folder: Path) -> list[Path]:
    """results/proofs.json and results/proofs.md of these jobs."""
    folder.mkdir(parents=True, exist_ok=True)
    data = {"date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "ok": ok(outcomes),
            "jobs": [o.as_dict() for o in outcomes]}
    json_path, md_path = folder / JSON_NAME, folder / MARKDOWN_NAME
    json_path.write_text(json.dumps(data, indent=2) + "\n")
    md_path.write_text(markdown(outcomes) + "\n")
    return [json_path, md_path]


def recorded(folder: Path) -> list[Outcome]:
    """The jobs results/proofs.json in `folder` holds (none when it is absent or not
    readable)."""
    try:
        return [Outcome.from_dict(j) for j in json.loads((folder / JSON_NAME).read_text())["jobs"]]
    except (OSError, ValueError, KeyError, TypeError):
        return []


def current(outcome: Outcome) -> bool:
    """The recorded job read what the checkout holds now (its inputs' digest is that of
    the declared proof's job at the recorded depth), so its answer is the job's answer
    today. False for a record without a digest, or of a proof or mutant no longer
    declared."""
    if outcome.inputs is None:
        return False
    try:
        proof = get_proof(outcome.proof)
    except BadInputError:
        return False
    if outcome.key not in jobs_of(proof):
        return False
    mutant = next((m for m in proof.mutants if m.name == outcome.mutant), None)
    cover = outcome.mode == COVER
    return outcome.inputs == inputs_digest(proof, mutant, None if cover else outcome.depth,
                                           cover=cover)


def stale(folder: Path) -> list[Proof]:
    """The proofs to run again for the records in `folder` to be current: each of the
    default suite's (`Proof.ci`) whose jobs, the proof's, every mutant's and the cover
    job, are not all recorded and current, and each other proof with a job recorded with
    its digest and no longer current."""
    jobs = {o.key: o for o in recorded(folder)}
    found = []
    for proof in PROOFS:
        mine = [jobs.get(key) for key in jobs_of(proof)]
        if proof.ci:
            if not all(o is not None and current(o) for o in mine):
                found.append(proof)
        elif any(o is not None and o.inputs is not None and not current(o) for o in mine):
            found.append(proof)
    return found
