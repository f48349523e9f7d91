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
from hashcores.formal.sby import Outcome, inputs_digest

JSON_NAME = "proofs.json"
MARKDOWN_NAME = "proofs.md"

#: A mutant's job must end so: its fault seen.
MUTANT_SEEN = "failed"


def verdict(outcome: Outcome) -> str:
    """One line for a job: the proof's answer, or whether a mutant's fault was seen."""
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


def ok(outcomes: Sequence[Outcome]) -> bool:
    """Every proof holds (proved or bounded) and every mutant's fault is seen."""
    return all((o.status in ("proved", "bounded")) if o.mutant is None else seen(o)
               for o in outcomes)


def markdown(outcomes: Sequence[Outcome]) -> str:
    lines = ["# Proofs", "",
             "Written by `hashcores prove` from SymbiYosys's answers (never by hand); "
             "docs/verification.md, \"Proofs\", says what each property means.", ""]
    for name in dict.fromkeys(o.proof for o in outcomes):
        proof = get_proof(name)
        lines += [f"## `{proof.unit}` ({proof.properties})", "",
                  f"Covers {proof.covers}." if proof.covers else "",
                  "", "| job | mode | depth | answer | seconds |", "|---|---|--:|---|--:|"]
        for o in (o for o in outcomes if o.proof == name):
            job = "the unit" if o.mutant is None else f"mutant `{o.mutant}`"
            lines.append(f"| {job} | {o.mode} | {o.depth} | {verdict(o)} | {o.seconds:.1f} |")
        lines.append("")
    return "\n".join(lines)


def merged(outcomes: Sequence[Outcome], folder: Path) -> list[Outcome]:
    """This run's jobs with the recorded jobs of the proofs it did not run (results of a
    run of some proofs, `hashcores prove --proof`, update only theirs), in the order of
    the proofs' declaration; jobs of proofs no longer declared are dropped."""
    kept = recorded(folder)
    ran = {o.proof for o in outcomes}
    order = {p.name: i for i, p in enumerate(PROOFS)}
    every = [o for o in kept if o.proof not in ran and o.proof in order] + list(outcomes)
    return sorted(every, key=lambda o: order.get(o.proof, len(order)))


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
    mutant = next((m for m in proof.mutants if m.name == outcome.mutant), None)
    if outcome.mutant is not None and mutant is None:
        return False
    return outcome.inputs == inputs_digest(proof, mutant, outcome.depth)


def stale(folder: Path) -> list[Proof]:
    """The proofs to run again for the records in `folder` to be current: each of the
    default suite's (`Proof.ci`) whose jobs, the proof's and every mutant's, are not all
    recorded and current, and each other proof with a job recorded with its digest and no
    longer current."""
    jobs = {(o.proof, o.mutant): o for o in recorded(folder)}
    found = []
    for proof in PROOFS:
        mine = [jobs.get((proof.name, name)) for name in (None, *(m.name for m in proof.mutants))]
        if proof.ci:
            if not all(o is not None and current(o) for o in mine):
                found.append(proof)
        elif any(o is not None and o.inputs is not None and not current(o) for o in mine):
            found.append(proof)
    return found
