"""Synthesis with Yosys: the script, the run, and reading its statistics.

Yosys can stop without statistics and still exit 0 (seen inside ABC9 under YoWASP), so a
result counts only when `stat -json` was written, parses, and lists real cells, and the
log reaches "End of script". Anything less is reported as *missing*, never as zero.
"""

from __future__ import annotations

import fnmatch
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hashcores.bench import cache, dispatch, tools
from hashcores.bench.design import HARNESS_TOP, Design, files_for, manifest, stage
from hashcores.bench.targets import CellSpec, Target

LOG = "synth.log"
#: Yosys' stdout and stderr (with -q: warnings and errors). The log proper is written by
#: Yosys itself (-l): under YoWASP, stdout stops at the first ABC call, so a log taken
#: from stdout looks like a run that died inside ABC even when it finished.
OUTPUT = "synth.out"
SCRIPT = "synth.ys"
STAT = "stat.json"
HARNESS_STAT = "harness_stat.json"
NETLIST = "netlist.json"

#: Cell types that are no hardware: Yosys' scope bookkeeping and black-box instances.
_NOT_HARDWARE = re.compile(r"^\$scopeinfo$|^\$paramod")
_END_OF_SCRIPT = "End of script."


@dataclass
class SynthResult:
    """What synthesis of one design for one target gave."""

    status: str  # "ok" | "failed" | "missing"
    folder: Path
    seconds: float | None = None
    cpu_seconds: float | None = None
    cached: bool = False
    message: str = ""
    #: Cell type -> count for the whole design (None when missing).
    cells: dict[str, int] | None = None
    #: Cell type -> count for the harness alone (targets with a harness).
    harness_cells: dict[str, int] | None = None
    version: str = ""
    key: str = ""
    #: `cache.netlist_digest` of the netlist ("" without one): what place and route and
    #: the fit check are keyed on.
    netlist_digest: str = ""
    #: The Dask worker that ran it (`dispatch`; "local": this machine, outside a cluster).
    worker: str = ""

    @property
    def log(self) -> Path:
        return self.folder / LOG

    @property
    def netlist(self) -> Path:
        return self.folder / NETLIST

    def as_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "seconds": self.seconds,
            "cpu_seconds": self.cpu_seconds,
            "message": self.message,
            "cells": self.cells,
            "harness_cells": self.harness_cells,
            "version": self.version,
            "key": self.key,
            "netlist": self.netlist_digest,
            "worker": self.worker,
        }


def script(design: Design, target: Target, files: list[str]) -> str:
    """The Yosys script for `design` on `target` (sources already in the folder)."""
    params = dict(design.params)
    read = "read_verilog -defer"
    if target.harness:
        read += f" -DHC_BENCH_DUT={design.top}"
    lines = [f"{read} {' '.join(files)}"]
    # Vendor primitives the RTL instantiates (the DSP48E2 of the DSP cores) come from the
    # synthesis tool's own cell library, read before `hierarchy -check` resolves them.
    lines += [f"read_verilog -lib {lib}" for lib in target.cell_libs]
    # Parameters go on the core module itself, so a harness around it needs to know
    # none of them but the port widths.
    lines += [f"chparam -set {k} {_value(v)} {design.top}" for k, v in design.params]
    synth = target.synth.format(top=HARNESS_TOP if target.harness else design.top)
    if target.harness:
        lines.append(
            f"hierarchy -check -top {HARNESS_TOP} -chparam DATA_W {params['DATA_W']}"
            f" -chparam TID_W {design.tid_w} -chparam DIGEST_BITS {design.digest_bits}"
        )
        # The harness alone: every module but the top becomes a black box.
        lines += [
            "design -save elaborated",
            "blackbox * A:top %d",
            f"hierarchy -top {HARNESS_TOP}",
            synth,
            f"tee -q -o {HARNESS_STAT} stat -json",
            "design -load elaborated",
        ]
    else:
        lines.append(f"hierarchy -check -top {design.top}")
    lines.append(synth + (f" -json {NETLIST}" if target.pnr is not None else ""))
    lines.append(f"tee -q -o {STAT} stat -json")
    return "\n".join(lines) + "\n"


def _value(value: int | str) -> str:
    """A parameter's value as chparam takes it: a string in double quotes."""
    return f'"{value}"' if isinstance(value, str) else str(value)


def parse_stat(path: Path) -> dict[str, int] | None:
    """Cell counts by type from a `stat -json` file; None when absent or empty.

    None (not an empty count) is the answer for a missing file, a file that does not
    parse, and a design with no hardware cells: all three mean synthesis gave no result.
    """
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    section = data.get("design")
    if not isinstance(section, dict):
        modules = data.get("modules")
        if not isinstance(modules, dict) or len(modules) != 1:
            return None
        section = next(iter(modules.values()))
    by_type = section.get("num_cells_by_type") if isinstance(section, dict) else None
    if not isinstance(by_type, dict):
        return None
    cells = {str(k): int(v) for k, v in by_type.items() if isinstance(v, (int, float))}
    if not any(n for t, n in cells.items() if not _NOT_HARDWARE.search(t)):
        return None
    return cells


def count(cells: dict[str, int], spec: CellSpec) -> float:
    """A figure from cell counts: the weighted sum of the cell types matching `spec`."""
    total = 0.0
    for pattern, weight in spec:
        total += weight * sum(n for t, n in cells.items() if fnmatch.fnmatchcase(t, pattern))
    return total


def version_from_log(text: str) -> str:
    """Yosys' version line from a log ("Yosys 0.70 (git sha1 ...)")."""
    m = re.search(r"^Yosys (\d[\w.+-]*)(?: \(git sha1 ([0-9a-f]+))?", text, re.MULTILINE)
    if m is None:
        return ""
    return f"Yosys {m.group(1)}" + (f" (git sha1 {m.group(2)})" if m.group(2) else "")


def first_error(text: str) -> str:
    """The first ERROR line of a tool log, or a WebAssembly crash, or ""."""
    m = re.search(r"^ERROR:.*$", text, re.MULTILINE)
    if m:
        return m.group(0).strip()
    m = re.search(r"wasm trap:.*$", text, re.MULTILINE)
    return f"crashed ({m.group(0).strip()})" if m else ""


def judge(folder: Path, returncode: int, timed_out: bool, need_netlist: bool,
          need_harness: bool) -> tuple[str, str, dict[str, int] | None, dict[str, int] | None]:
    """(status, message, cells, harness cells) of a finished Yosys run in `folder`."""
    text = "".join(
        p.read_text(errors="replace") for p in (folder / LOG, folder / OUTPUT) if p.exists()
    )
    if timed_out:
        return "failed", "Yosys timed out", None, None
    if returncode != 0:
        return "failed", first_error(text) or f"Yosys exited with status {returncode}", None, None
    cells = parse_stat(folder / STAT)
    harness = parse_stat(folder / HARNESS_STAT) if need_harness else None
    complete = _END_OF_SCRIPT in text
    netlist_ok = (not need_netlist) or (
        (folder / NETLIST).exists() and (folder / NETLIST).stat().st_size > 0
    )
    reasons = [
        reason
        for reason, bad in (
            ("no statistics", cells is None),
            ("log stops before 'End of script'", not complete),
            ("no netlist", not netlist_ok),
            ("no harness statistics", need_harness and harness is None),
        )
        if bad
    ]
    if reasons:
        return (
            "missing",
            f"Yosys exited with status 0 but left no complete result ({', '.join(reasons)}):"
            " a silent failure, reported as missing",
            None,
            None,
        )
    return "ok", "", cells, harness


def synth_key(design: Design, target: Target, yosys: tools.Tool) -> tuple[str, list[Path], str]:
    """(cache key, files, script) of a synthesis step."""
    files = files_for(design, target.harness)
    names = [n for n, _ in manifest(files)]
    text = script(design, target, [n for n in names if n.endswith(".v") or n.endswith(".sv")])
    return cache.key("synth", manifest(files), text, yosys.version), files, text


def synthesise(design: Design, target: Target, folder_root: Path) -> SynthResult:
    """Synthesise `design` for `target`, or reuse a cached result with the same key."""
    yosys = tools.find_tool("yosys")
    k, files, text = synth_key(design, target, yosys)
    folder = folder_root / target.name / design.name / f"synth-{k[:16]}"
    stored = cache.load(folder)
    if stored is not None:
        if "netlist" not in stored:  # stored before the digest existed: add it now
            stored["netlist"] = _digest(folder)
            cache.store(folder, stored)
        return SynthResult(
            cells=stored.get("cells"),
            harness_cells=stored.get("harness_cells"),
            version=stored.get("version", ""),
            netlist_digest=stored["netlist"],
            **cache.reused(stored, folder, k),
        )
    folder.mkdir(parents=True, exist_ok=True)
    for stale in (STAT, HARNESS_STAT, NETLIST, cache.RESULT_FILE):
        (folder / stale).unlink(missing_ok=True)
    staged = stage(files, folder)
    (folder / SCRIPT).write_text(text)
    (folder / LOG).unlink(missing_ok=True)
    outcome = dispatch.run(dispatch.ToolJob(
        "yosys", yosys.version, ("-q", "-l", LOG, "-s", SCRIPT), (*staged, SCRIPT),
        (LOG, STAT, HARNESS_STAT, NETLIST), OUTPUT, target.synth_timeout_s,
        f"{design.name} {target.name} synthesis"), folder)
    run = outcome.run
    status, message, cells, harness = judge(
        folder, run.returncode, run.timed_out, target.pnr is not None, target.harness
    )
    log_text = (folder / LOG).read_text(errors="replace") if (folder / LOG).exists() else ""
    result = SynthResult(
        status=status,
        folder=folder,
        **run.times(),
        message=message,
        cells=cells,
        harness_cells=harness,
        version=version_from_log(log_text) or yosys.version,
        key=k,
        netlist_digest=_digest(folder) if status == "ok" else "",
        worker=outcome.worker,
    )
    cache.store(folder, result.as_dict())
    return result


def _digest(folder: Path) -> str:
    """The netlist digest of a synthesis folder ("" when it has no netlist: a target
    without place and route)."""
    path = folder / NETLIST
    return cache.netlist_digest(path) if path.is_file() else ""
