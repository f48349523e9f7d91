"""The proofs' results: results/proofs.json (every job's answer) and results/proofs.md (a
table per proof), written by `hashcores prove` from what the jobs answered."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path

from hashcores.formal.proofs import PROOFS, get_proof
from hashcores.formal.sby import Outcome

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
    path = folder / JSON_NAME
    try:
        kept = [Outcome.from_dict(j) for j in json.loads(path.read_text())["jobs"]]
    except (OSError, ValueError, KeyError, TypeError):
        kept = []
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
