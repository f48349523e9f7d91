"""Running a structural proof (`Proof.mode` "cone"): Yosys on the whole top, then the
proof's script of `select -assert-*` checks on the flattened one-bit netlist
(formal/hc_data_cone.ys: no control output in the fan-out cone of the message bytes).

Yosys stops at the first check that fails and names the script line; the selection the
claim is about is listed first (`reached.txt`, the job's "trace": which control outputs
the bytes reach). The answer holds for every input sequence: there is no depth.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from hashcores.bench import tools
from hashcores.formal.proofs import Mutant, Proof
from hashcores.formal.sby import Outcome, blackbox_lines, chparam_line, copy_inputs
from hashcores.paths import ROOT

#: Longest a job may run.
TIMEOUT_S = 1800.0
#: The list of reached control outputs the script writes before its last check.
REACHED = "reached.txt"
_FAILED = re.compile(r"^ERROR: Assertion failed: selection is (not )?empty", re.M)


def _named(name: str, ports: tuple[str, ...]) -> str:
    """Yosys commands naming the selection of `ports` (@name in the proof's script), each
    port checked to exist first: a misspelt control output would leave the claim empty."""
    return ("".join(f"select -assert-count 1 w:{port}\n" for port in ports)
            + f"select -set {name} " + " ".join(f"w:{port}" for port in ports) + "\n")


def job_script(proof: Proof) -> str:
    """Read the blackboxes' ports and the RTL, set the top's parameters, elaborate and
    flatten, name the ports the checks speak of, map to one-bit cells, run the checks."""
    rtl = " ".join(Path(f).name for f in proof.sources)
    top = proof.wrapper
    ports = proof.cone_ports
    return (blackbox_lines(proof) + f"read_verilog {rtl}\n"
            + chparam_line(top, proof.unit_params)
            + f"hierarchy -check -top {top}\n"
            "proc\n"
            "flatten\n"
            f"hierarchy -top {top}\n"  # drop the flattened modules
            + _named("secret", ports.secret)
            + _named("data", ports.data)
            + _named("control", ports.control)
            # one-bit cells (and one-bit wires where a bus mixes control and data: a
            # select expands whole wires), memories as registers
            + "memory\nopt_clean\ntechmap\n"
            + ("splitnets\n" if ports.split_wires else "")
            + "opt_clean\n"
            + f"script {Path(proof.properties).name}\n")


def _failed_line(proof: Proof, log: str) -> str | None:
    """file:line of the proof script's check that failed: Yosys's error names the
    selection ("selection is not empty: <selection>" for -assert-none)."""
    hit = _FAILED.search(log)
    if hit is None:
        return None
    kind = "-assert-any" if hit.group(1) is None else "-assert-none"
    selection = log[hit.end():].split("\n", 1)[0].lstrip(": ").strip()
    for number, text in enumerate((ROOT / proof.properties).read_text().splitlines(), 1):
        command = text.split("#")[0].strip()
        if command == f"select {kind} {selection}":
            return f"{Path(proof.properties).name}:{number}.1-{number}.{len(text) + 1}"
    return None


def run(proof: Proof, folder: Path, inputs: dict[str, bytes],
        mutant: Mutant | None = None, timeout_s: float | None = None) -> Outcome:
    """Run the structural proof in `folder` (emptied first) on its files `inputs`
    (`sby.read_inputs`: `mutant`'s broken copy when given), stopped after `timeout_s`
    seconds (default TIMEOUT_S)."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    copy_inputs(folder, inputs)
    (folder / "job.ys").write_text(job_script(proof))
    log = folder / "yosys.log"
    ran = tools.run_tool(tools.find_tool("yosys"), ["-s", "job.ys"], folder, log,
                         TIMEOUT_S if timeout_s is None else timeout_s)
    name = None if mutant is None else mutant.name
    if ran.timed_out:
        return Outcome(proof.name, name, "cone", 1, "timeout", ran.seconds, log=log)
    text = log.read_text(errors="replace") if log.is_file() else ""
    if ran.returncode == 0 and "End of script." in text:
        return Outcome(proof.name, name, "cone", 1, "proved", ran.seconds, log=log)
    if _FAILED.search(text):
        reached = folder / REACHED
        return Outcome(proof.name, name, "cone", 1, "failed", ran.seconds,
                       _failed_line(proof, text), reached if reached.is_file() else None, log)
    return Outcome(proof.name, name, "cone", 1, "error", ran.seconds, log=log)
