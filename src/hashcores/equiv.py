"""Formal equivalence of cores' stream tops with the same cores at an earlier commit.

    .venv/bin/python -m hashcores.equiv --against COMMIT [--rename NEW=OLD ...] CORE ...

For a change that must keep a core's logic (a refactor, a module renamed, a parameter
added): Yosys reads the RTL of `COMMIT` (from git) and today's, elaborates the core's
stream top in each at the core's parameters, flattens both, and proves them equivalent
(`equiv_make`, `equiv_simple -seq 4`, `equiv_induct -seq 4`, `equiv_status`: every
`$equiv` cell proven, or the exit status is 1).
`--rename NEW=OLD` names a module that was called OLD at that commit. The netlist digest
of the benchmark cannot show this: module names and the order the logic reaches ABC in
change the synthesised netlist without changing its function (docs/sha512.md).
"""

from __future__ import annotations

import argparse
import io
import re
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from hashcores import registry
from hashcores.bench.design import stage
from hashcores.bench.tools import find_tool, run_tool
from hashcores.errors import BadInputError, ToolMissingError
from hashcores.paths import ROOT, build_dir

#: Seconds one proof may take (a 4-stage SHA-256 core: about four minutes of CPU).
TIMEOUT_S = 3600.0


@dataclass(frozen=True)
class Proof:
    """What Yosys reported for one core."""

    core: str
    cells: int
    unproven: int
    log: Path

    @property
    def proven(self) -> bool:
        return self.cells > 0 and self.unproven == 0


def old_sources(commit: str, into: Path) -> list[Path]:
    """The RTL of `commit` (every Verilog file under rtl/ but the bench harness), written
    under `into` (paths relative to it)."""
    try:
        tar = subprocess.run(["git", "archive", commit, "rtl"], cwd=ROOT, capture_output=True,
                             check=True).stdout
    except (OSError, subprocess.CalledProcessError) as exc:
        raise BadInputError(f"cannot read the RTL of commit {commit!r} from git: {exc}") from None
    with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
        archive.extractall(into, filter="data")
    return sorted(p.relative_to(into) for p in (into / "rtl").rglob("*.v")
                  if p.parent.name != "bench")


def parameters(core: registry.Core) -> dict[str, int]:
    """The core's parameters, with an s_tid wide enough to name every context."""
    return {**core.params, "TID_W": max(1, core.contexts.bit_length())}


def script(core: registry.Core, old: Sequence[Path], new: Sequence[Path], old_top: str) -> str:
    chparams = " ".join(f"-chparam {k} {v}" for k, v in parameters(core).items())
    lines = []
    for name, files, top in (("gold", old, old_top), ("gate", new, core.top)):
        lines += [f"read_verilog -sv -defer {' '.join(map(str, files))}",
                  f"hierarchy -top {top} {chparams}",
                  "proc; memory; flatten; opt_clean", f"rename {top} {name}",
                  f"design -stash {name}"]
    lines += ["design -copy-from gold -as gold gold", "design -copy-from gate -as gate gate",
              "equiv_make gold gate equiv", "hierarchy -top equiv", "equiv_simple -seq 4",
              "equiv_induct -seq 4", "equiv_status"]
    return "\n".join(lines) + "\n"


def prove(core: registry.Core, commit: str, renames: Mapping[str, str], folder: Path) -> Proof:
    """Prove `core`'s stream top equivalent to its top in the RTL of `commit`. Both
    source trees are copied into `folder`: the YoWASP tools see only their working
    directory."""
    shutil.rmtree(folder, ignore_errors=True)
    old = [Path("old") / p for p in old_sources(commit, folder / "old")]
    new = [Path("new") / name
           for name in stage([Path(s) for s in core.family.source_paths()], folder / "new")]
    (folder / "equiv.ys").write_text(script(core, old, new, renames.get(core.top, core.top)))
    log = folder / "equiv.log"
    result = run_tool(find_tool("yosys"), ["-q", "-l", str(log), "-s", "equiv.ys"], folder,
                      folder / "equiv.out", TIMEOUT_S)
    text = log.read_text() if log.exists() else ""
    found = re.search(r"Found (\d+) \$equiv cells", text)
    unproven = re.search(r"(\d+) are unproven", text)
    if result.returncode != 0 or found is None:
        raise BadInputError(f"{core.name}: Yosys did not finish the proof (exit "
                            f"{result.returncode}); see {folder / 'equiv.out'}")
    return Proof(core.name, int(found.group(1)),
                 int(unproven.group(1)) if unproven else 0, log)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hashcores.equiv",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("cores", nargs="+", metavar="CORE")
    parser.add_argument("--against", required=True, metavar="COMMIT")
    parser.add_argument("--rename", action="append", default=[], metavar="NEW=OLD",
                        help="a module called OLD at COMMIT (repeatable)")
    args = parser.parse_args(argv)
    renames = dict(r.split("=", 1) for r in args.rename if "=" in r)
    if len(renames) != len(args.rename):
        parser.error("--rename takes NEW=OLD")
    try:
        cores = [registry.get_core(name) for name in args.cores]
        failed = 0
        for core in cores:
            proof = prove(core, args.against, renames, build_dir() / "equiv" / core.name)
            state = "proven" if proof.proven else f"{proof.unproven} UNPROVEN"
            print(f"{core.name}: {proof.cells} $equiv cells, {state} (log {proof.log})")
            failed += not proof.proven
    except (BadInputError, ToolMissingError) as exc:
        print(f"equiv: {exc}", file=sys.stderr)
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
