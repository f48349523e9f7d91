"""Formal equivalence of cores' stream tops with the same cores at an earlier commit.

    .venv/bin/python -m hashcores.equiv --against COMMIT [--rename NEW=OLD ...] CORE ...

A CORE is a stream core of the catalogue or an HMAC core (hashcores.hmac_cores: its HMAC
top at its key contexts and MAC width).

For a change that must keep a core's logic (a refactor, a module renamed, a parameter
added): Yosys reads the RTL of `COMMIT` (from git) and today's, elaborates the core's
stream top in each at the core's parameters, flattens both, and proves them equivalent
(`equiv_make`, `equiv_simple -seq 4`, `equiv_induct -seq 4`, `equiv_status`: every
`$equiv` cell proven, or the exit status is 1).
`--rename NEW=OLD` names a module that was called OLD at that commit. `--inline INSTANCE`
matches the signals of today's instance INSTANCE as if its logic were still written in
its parent (logic moved into a shared module keeps its names there: `u_core.u_sched.j_q`
is paired with the old `u_core.j_q`; a name the parent already has keeps its prefix).
Names only pair signals for the proof: a wrong pairing leaves cells unproven, never a
false proof. The netlist digest
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


@dataclass(frozen=True)
class HmacTop:
    """An HMAC core as the proof sees a stream core: its top, parameters and family."""

    name: str
    top: str
    params: dict[str, int]
    family: registry.Family
    contexts: int = 1

    @classmethod
    def of(cls, name: str) -> HmacTop:
        from hashcores.hmac_cores import get_hmac_core

        hmac = get_hmac_core(name)
        return cls(hmac.name, hmac.top,
                   {**hmac.params, "KEYS": hmac.keys, "MAC_BITS": hmac.mac_bits},
                   hmac.core.family, max(1, hmac.params.get("N_CTX", 1)))


def unit(name: str) -> registry.Core | HmacTop:
    """The stream core or HMAC core called `name`."""
    from hashcores.hmac_cores import HMAC_CORES

    return HmacTop.of(name) if name in HMAC_CORES else registry.get_core(name)


def parameters(core: registry.Core | HmacTop) -> dict[str, int]:
    """The core's parameters, with an s_tid wide enough to name every context."""
    return {**core.params, "TID_W": max(1, core.contexts.bit_length())}


def elaborate_script(core: registry.Core | HmacTop, old: Sequence[Path], new: Sequence[Path],
                     old_top: str) -> str:
    """Yosys commands that elaborate the old and today's top at the core's parameters,
    flatten them and write them as gold.il and gate.il."""
    chparams = " ".join(f"-chparam {k} {v}" for k, v in parameters(core).items())
    # keep_hierarchy (a synthesis hint, e.g. on the steps of hc_luffa_core with several
    # steps per clock) would keep those submodules out of the flattening, and both
    # netlists would then define them: gold.il and gate.il could not be read together
    unkeep = "setattr -unset keep_hierarchy; setattr -mod -unset keep_hierarchy"
    lines = []
    for name, files, top in (("gold", old, old_top), ("gate", new, core.top)):
        lines += ["design -reset", f"read_verilog -sv -defer {' '.join(map(str, files))}",
                  f"hierarchy -top {top} {chparams}",
                  f"proc; memory; {unkeep}; flatten; opt_clean", f"rename {top} {name}",
                  f"hierarchy -top {name}", f"write_rtlil {name}.il"]
    return "\n".join(lines) + "\n"


def prove_script() -> str:
    """Yosys commands that prove gate.il equivalent to gold.il."""
    lines = ["read_rtlil gold.il", "read_rtlil gate.il", "equiv_make gold gate equiv",
             "hierarchy -top equiv", "equiv_simple -seq 4", "equiv_induct -seq 4",
             "equiv_status"]
    return "\n".join(lines) + "\n"


#: A public RTLIL name: a token that starts with a backslash (internal names start with $,
#: and may hold public ones, which stay as they are).
PUBLIC_NAME = re.compile(r"(?<!\S)\\\S+")


def inline_names(rtlil: str, instances: Sequence[str]) -> str:
    """`rtlil` with the public names under each of `instances` renamed as if the
    instance's logic were in its parent, where the parent has no such name already."""
    names = set(PUBLIC_NAME.findall(rtlil))
    prefixes = [re.compile(rf"(?<=[\\.]){re.escape(instance)}\.") for instance in instances]
    mapping: dict[str, str] = {}
    taken = set(names)  # a flattened netlist has tens of thousands of names: a set, not a scan
    for name in sorted(names):
        short = name
        for prefix in prefixes:
            short = prefix.sub("", short)
        if short not in taken:
            mapping[name] = short
            taken.add(short)
    if not mapping:
        return rtlil
    return PUBLIC_NAME.sub(lambda m: mapping.get(m.group(0), m.group(0)), rtlil)


def yosys(folder: Path, name: str, commands: str) -> None:
    """Run `commands` as folder/name.ys; a clear error if Yosys stops."""
    (folder / f"{name}.ys").write_text(commands)
    result = run_tool(find_tool("yosys"), ["-q", "-l", f"{name}.log", "-s", f"{name}.ys"],
                      folder, folder / f"{name}.out", TIMEOUT_S)
    if result.returncode != 0:
        raise BadInputError(f"Yosys stopped in {name} (exit {result.returncode}); see "
                            f"{folder / (name + '.out')}")


def prove(core: registry.Core | HmacTop, commit: str, renames: Mapping[str, str],
          inline: Sequence[str], folder: Path) -> Proof:
    """Prove `core`'s stream top equivalent to its top in the RTL of `commit`. Both
    source trees are copied into `folder`: the YoWASP tools see only their working
    directory."""
    shutil.rmtree(folder, ignore_errors=True)
    old = [Path("old") / p for p in old_sources(commit, folder / "old")]
    new = [Path("new") / name
           for name in stage([Path(s) for s in core.family.source_paths()], folder / "new")]
    try:
        yosys(folder, "elaborate",
              elaborate_script(core, old, new, renames.get(core.top, core.top)))
        gate = folder / "gate.il"
        gate.write_text(inline_names(gate.read_text(), inline))
        yosys(folder, "equiv", prove_script())
    except BadInputError as exc:
        raise BadInputError(f"{core.name}: {exc}") from None
    log = folder / "equiv.log"
    text = log.read_text()
    found = re.search(r"Found (\d+) \$equiv cells", text)
    unproven = re.search(r"(\d+) are unproven", text)
    if found is None:
        raise BadInputError(f"{core.name}: Yosys reported no $equiv cells; see {log}")
    return Proof(core.name, int(found.group(1)),
                 int(unproven.group(1)) if unproven else 0, log)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hashcores.equiv",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("cores", nargs="+", metavar="CORE")
    parser.add_argument("--against", required=True, metavar="COMMIT")
    parser.add_argument("--rename", action="append", default=[], metavar="NEW=OLD",
                        help="a module called OLD at COMMIT (repeatable)")
    parser.add_argument("--inline", action="append", default=[], metavar="INSTANCE",
                        help="today's instance whose logic was written in its parent at "
                             "COMMIT (repeatable)")
    args = parser.parse_args(argv)
    renames = dict(r.split("=", 1) for r in args.rename if "=" in r)
    if len(renames) != len(args.rename):
        parser.error("--rename takes NEW=OLD")
    try:
        cores = [unit(name) for name in args.cores]
        failed = 0
        for core in cores:
            folder = build_dir() / "equiv" / core.name
            proof = prove(core, args.against, renames, args.inline, folder)
            state = "proven" if proof.proven else f"{proof.unproven} UNPROVEN"
            print(f"{core.name}: {proof.cells} $equiv cells, {state} (log {proof.log})")
            failed += not proof.proven
    except (BadInputError, ToolMissingError) as exc:
        print(f"equiv: {exc}", file=sys.stderr)
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
