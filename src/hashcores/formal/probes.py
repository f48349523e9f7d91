"""The widths of a proof's probes (`Proof.probes`), checked before its job runs.

A probe is a wrapper wire the flow connects to registers of the flattened design with
Yosys's `connect -set`, which takes a signal of another width without a word: a wrapper
wire wider than its registers would hold bits no register drives, a narrower one would
drop some, and the invariants read on it would slice the wrong bits (a PRE 1 register
whose constant top word Yosys had dropped was found so). So each wire's width is compared
with the sum of its registers' widths, read from the design elaborated and flattened as
the job's own script does, before any `connect`.
"""

from __future__ import annotations

import json
from pathlib import Path

from hashcores.bench import tools
from hashcores.errors import BadInputError
from hashcores.formal.proofs import Proof

#: Longest the elaboration may take.
TIMEOUT_S = 600.0
#: The design's netlist the check reads, in the job's folder.
NETLIST = "probes.json"


def mismatches(proof: Proof, widths: dict[str, int]) -> list[str]:
    """Each probe of `proof` whose wire's width (in `widths`, a net's name -> its bits)
    is not its registers' sum, or which names a wire or register the design lacks."""
    found = []
    for wire, regs in proof.probes.items():
        missing = [name for name in (wire, *regs) if name not in widths]
        if missing:
            found.append(f"{wire}: no net {', '.join(missing)}")
            continue
        total = sum(widths[name] for name in regs)
        if widths[wire] != total:
            found.append(f"{wire} is {widths[wire]} bits, its registers "
                         f"{', '.join(regs)} {total}")
    return found


def check(proof: Proof, folder: Path, script: str) -> None:
    """Elaborate `proof`'s design in `folder` (which holds the job's files) by `script`
    (the job's Yosys commands without the probes' `connect`) and compare the widths;
    BadInputError names every probe that differs."""
    (folder / "probes.ys").write_text(f"{script}write_json -compat-int {NETLIST}\n")
    log = folder / "probes.log"
    ran = tools.run_tool(tools.find_tool("yosys"), ["-q", "-s", "probes.ys"], folder, log,
                         TIMEOUT_S)
    netlist = folder / NETLIST
    if ran.timed_out or ran.returncode != 0 or not netlist.is_file():
        raise BadInputError(f"proof {proof.name}: its design did not elaborate for the "
                            f"probes' widths (see {log})")
    module = json.loads(netlist.read_text())["modules"].get(proof.wrapper)
    if module is None:
        raise BadInputError(f"proof {proof.name}: no module {proof.wrapper} in {netlist}")
    widths = {name: len(net["bits"]) for name, net in module["netnames"].items()}
    bad = mismatches(proof, widths)
    if bad:
        raise BadInputError(f"proof {proof.name}: probe widths differ: " + "; ".join(bad))
