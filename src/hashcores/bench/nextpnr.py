"""Place and route with nextpnr: one seed per run, and reading its JSON report.

nextpnr writes ``--report`` (Fmax per clock, utilisation per resource) only when it
finishes; a run without a report or without an Fmax has no result, whatever its exit
code. A design larger than the device is told apart from a failure ("nofit"). The
critical path report of the log is summarised (`critpath`) and stored with the result;
a cached result from before that summary existed gets it from its log when loaded.

The fit check (`check_fit`, `hashcores bench --fit-only`) is one nextpnr run with
``--pack-only``: no seed, no placement. Its log's "Device utilisation" block (printed
after packing) gives the packed resource counts, and the design fits when no resource is
used beyond what the device has. A log without that block is an error, never a "fits".
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hashcores.bench import cache, dispatch, tools
from hashcores.bench.critpath import parse_critical_path
from hashcores.bench.design import HARNESS_TOP
from hashcores.bench.targets import DEFAULT_PLACER, DEFAULT_ROUTER, PnrSpec, Target
from hashcores.bench.yosys import NETLIST, SynthResult, first_error

LOG = "pnr.log"
REPORT = "report.json"
FIT_LOG = "pack.log"

_UTIL_LINE = re.compile(r"^Info:\s+(\w+):\s+(\d+)/\s*(\d+)\s+\d+%", re.MULTILINE)
_NOFIT = re.compile(r"no BELs remaining|not enough|exceeds|too many", re.IGNORECASE)


@dataclass
class PnrResult:
    """What one seed of place and route gave."""

    seed: int
    status: str  # "ok" | "failed" | "missing" | "nofit" | "skipped"
    folder: Path | None
    seconds: float | None = None
    cpu_seconds: float | None = None
    cached: bool = False
    message: str = ""
    fmax_mhz: float | None = None
    utilization: dict[str, dict[str, int]] | None = None
    key: str = ""
    #: `critpath.CriticalPath.as_dict()` of the log's report; None when there is none.
    critical_path: dict[str, Any] | None = None
    #: The Dask worker that ran it (`dispatch`; "local": this machine, outside a cluster).
    worker: str = ""

    @property
    def log(self) -> Path | None:
        return self.folder / LOG if self.folder else None

    def as_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "status": self.status,
            "seconds": self.seconds,
            "cpu_seconds": self.cpu_seconds,
            "message": self.message,
            "fmax_mhz": self.fmax_mhz,
            "utilization": self.utilization,
            "key": self.key,
            "critical_path": self.critical_path,
            "worker": self.worker,
        }


def parse_report(path: Path) -> tuple[float | None, dict[str, dict[str, int]] | None]:
    """(Fmax in MHz, utilisation) from a nextpnr ``--report`` file.

    Fmax is the slowest clock's achieved frequency (the benchmark's designs have one
    clock). Either part is None when the report is absent or lacks it.
    """
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None, None
    if not isinstance(data, dict):
        return None, None
    fmax: float | None = None
    clocks = data.get("fmax")
    if isinstance(clocks, dict):
        achieved = [
            float(c["achieved"])
            for c in clocks.values()
            if isinstance(c, dict) and isinstance(c.get("achieved"), (int, float))
        ]
        fmax = min(achieved) if achieved else None
    util: dict[str, dict[str, int]] | None = None
    raw = data.get("utilization")
    if isinstance(raw, dict):
        util = {
            str(k): {"used": int(v["used"]), "available": int(v["available"])}
            for k, v in raw.items()
            if isinstance(v, dict) and "used" in v and "available" in v
        }
    return fmax, util


def parse_log_utilization(text: str) -> dict[str, dict[str, int]]:
    """The "Device utilisation" block of a nextpnr log (printed before placement)."""
    return {
        m.group(1): {"used": int(m.group(2)), "available": int(m.group(3))}
        for m in _UTIL_LINE.finditer(text)
    }


def does_not_fit(text: str) -> str:
    """Why the design is larger than the device, from a nextpnr log ("" when it fits)."""
    over = [f"{name} {u['used']}/{u['available']}"
            for name, u in parse_log_utilization(text).items() if u["used"] > u["available"]]
    if over:
        return "uses " + ", ".join(over)
    error = first_error(text)
    return error if _NOFIT.search(error) else ""


def arguments(spec: PnrSpec, top: str, seed: int, subdir: str,
              placer: str = DEFAULT_PLACER, router: str = DEFAULT_ROUTER) -> list[str]:
    """nextpnr's command line for one seed (paths relative to the synthesis folder). The
    default placer and router add no argument, so the cache keys of runs made before
    they could be chosen still hold."""
    return [
        *spec.args,
        *([] if placer == DEFAULT_PLACER else ["--placer", placer]),
        *([] if router == DEFAULT_ROUTER else ["--router", router]),
        "--json",
        NETLIST,
        "--top",
        top,
        "--seed",
        str(seed),
        "--freq",
        f"{spec.freq_mhz:g}",
        "--timing-allow-fail",
        "--report",
        f"{subdir}/{REPORT}",
    ]


def _ended_early(text: str, returncode: int, timed_out: bool, tool: str
                 ) -> tuple[str, str] | None:
    """(status, message) of a nextpnr run that did not get to its end, from its log:
    timed out, larger than the device ("nofit"), or failed; None when it ran through (a
    place-and-route run or a fit check then judges its own result)."""
    if timed_out:
        return "failed", f"{tool} timed out"
    over = does_not_fit(text)
    if over:
        return "nofit", f"does not fit the device: {over}"
    if returncode != 0:
        return "failed", first_error(text) or f"{tool} exited with status {returncode}"
    return None


def _read_log(path: Path) -> str:
    """A tool log's text ("" when the tool wrote none)."""
    return path.read_text(errors="replace") if path.exists() else ""


def critical_path_of(log: Path) -> dict[str, Any] | None:
    """The critical path summary of a nextpnr log file (None: no log or no report)."""
    try:
        text = log.read_text(errors="replace")
    except OSError:
        return None
    found = parse_critical_path(text)
    return None if found is None else found.as_dict()


def _from_cache(stored: dict[str, Any], folder: Path, seed: int, k: str) -> PnrResult:
    result = PnrResult(
        seed=seed,
        fmax_mhz=stored.get("fmax_mhz"),
        utilization=stored.get("utilization"),
        critical_path=stored.get("critical_path"),
        **cache.reused(stored, folder, k),
    )
    if "critical_path" not in stored:  # stored before the summary existed: add it now
        result.critical_path = critical_path_of(folder / LOG)
        cache.store(folder, {**stored, "critical_path": result.critical_path})
    return result


#: What a run that keeps its routed design writes besides its report (`--write`, `--sdf`):
#: the power estimate simulates them (`hashcores.power.layout`).
ROUTED_JSON = "routed.json"
ROUTED_SDF = "routed.sdf"
#: The seed whose routed design the power estimate simulates.
POWER_SEED = 1


def has_routed(folder: Path) -> bool:
    """Whether a seed folder holds its routed netlist and SDF."""
    return (folder / ROUTED_JSON).is_file() and (folder / ROUTED_SDF).is_file()


def place_and_route(synth: SynthResult, target: Target, top: str, seed: int,
                    placer: str = DEFAULT_PLACER, router: str = DEFAULT_ROUTER,
                    keep_routed: bool = False) -> PnrResult:
    """Place and route a synthesised design with one seed, `placer` and `router`, or reuse
    a cached result of the same netlist (`cache.netlist_digest`), also one made from an
    earlier synthesis folder of the design. `keep_routed`: the run also writes its
    routed netlist and SDF into its folder (`has_routed`; the caller checks they are
    there), and a cached result without them is run again. Writing them changes nothing
    nextpnr decides, so they are not part of the cache key: the power estimate's seed is
    the benchmark's own run, not a second place and route."""
    spec = target.pnr
    assert spec is not None, f"{target.name} has no place and route"
    nextpnr = tools.find_tool(spec.tool)
    top = HARNESS_TOP if target.harness else top
    probe = arguments(spec, top, seed, "SUB", placer, router)
    k = cache.key("pnr", synth.netlist_digest, probe, nextpnr.version)
    subdir = f"seed{seed}-{k[:12]}"
    folder = synth.folder / subdir
    cache.reuse_sibling(folder, lambda f: not keep_routed or has_routed(f))
    stored = cache.load(folder)
    # a run that got to its end ("missing": no Fmax, e.g. no register-to-register path)
    # but kept nothing runs again when asked to keep its routed design
    if stored is not None and not (keep_routed and stored.get("status") in ("ok", "missing")
                                   and not has_routed(folder)):
        return _from_cache(stored, folder, seed, k)
    folder.mkdir(parents=True, exist_ok=True)
    for stale in (REPORT, cache.RESULT_FILE, ROUTED_JSON, ROUTED_SDF):
        (folder / stale).unlink(missing_ok=True)
    outputs = ["--write", f"{subdir}/{ROUTED_JSON}", "--sdf", f"{subdir}/{ROUTED_SDF}"]
    outcome = dispatch.run(dispatch.ToolJob(
        spec.tool, nextpnr.version,
        (*arguments(spec, top, seed, subdir, placer, router), *(outputs if keep_routed else [])),
        (NETLIST,), tuple(f"{subdir}/{name}" for name in (REPORT, ROUTED_JSON, ROUTED_SDF)),
        f"{subdir}/{LOG}", spec.timeout_s, f"{folder.parent.parent.name} seed {seed}"),
        synth.folder)
    run = outcome.run
    text = _read_log(folder / LOG)
    fmax, util = parse_report(folder / REPORT)
    result = PnrResult(
        seed=seed,
        status="ok",
        folder=folder,
        **run.times(),
        fmax_mhz=fmax,
        utilization=util,
        key=k,
        critical_path=critical_path_of(folder / LOG),
        worker=outcome.worker,
    )
    ended = _ended_early(text, run.returncode, run.timed_out, spec.tool)
    if ended is not None:
        result.status, result.message = ended
        if result.status == "nofit":
            result.utilization = util or parse_log_utilization(text)
    elif fmax is None or util is None:
        result.status = "missing"
        result.message = f"{spec.tool} exited with status 0 but wrote no Fmax report"
    cache.store(folder, result.as_dict())
    return result


# -- fit check (packing only) -----------------------------------------------------------


@dataclass
class FitResult:
    """What one pack-only nextpnr run gave: the packed utilisation and whether it fits."""

    status: str  # "ok" (fits) | "nofit" | "failed" | "missing" | "skipped"
    folder: Path | None
    seconds: float | None = None
    cpu_seconds: float | None = None
    cached: bool = False
    message: str = ""
    #: The log's "Device utilisation" block: resource -> used / available.
    utilization: dict[str, dict[str, int]] | None = None
    key: str = ""
    #: The Dask worker that ran it (`dispatch`).
    worker: str = ""

    @property
    def log(self) -> Path | None:
        return self.folder / FIT_LOG if self.folder else None

    @property
    def fits(self) -> bool | None:
        """True/False when the check gave an answer, None when it failed."""
        return {"ok": True, "nofit": False}.get(self.status)

    def as_dict(self) -> dict[str, Any]:
        """What the cache and bench.json store (not the folder, not whether it was cached)."""
        return {name: getattr(self, name)
                for name in ("status", "seconds", "cpu_seconds", "message", "utilization", "key",
                             "worker")}


def pack_arguments(spec: PnrSpec, top: str) -> list[str]:
    """nextpnr's command line for the fit check: pack, report the utilisation, stop."""
    return [*spec.args, "--json", NETLIST, "--top", top, "--pack-only"]


def judge_fit(text: str, returncode: int, timed_out: bool, tool: str
              ) -> tuple[str, str, dict[str, dict[str, int]] | None]:
    """(status, message, utilisation) of a finished pack-only run from its log."""
    util = parse_log_utilization(text) or None
    ended = _ended_early(text, returncode, timed_out, tool)
    if ended is not None:
        return (*ended, util)
    if util is None:
        return ("missing", f"{tool} exited with status 0 but its log has no Device "
                "utilisation block: fit unknown", None)
    return "ok", "", util


def _fit_from_cache(stored: dict[str, Any], folder: Path, k: str) -> FitResult:
    return FitResult(utilization=stored.get("utilization"), **cache.reused(stored, folder, k))


def check_fit(synth: SynthResult, target: Target, top: str) -> FitResult:
    """Pack a synthesised design (nextpnr ``--pack-only``) and tell whether it fits the
    device, or reuse a cached result."""
    spec = target.pnr
    assert spec is not None, f"{target.name} has no place and route"
    nextpnr = tools.find_tool(spec.tool)
    args = pack_arguments(spec, HARNESS_TOP if target.harness else top)
    k = cache.key("pack", synth.netlist_digest, args, nextpnr.version)
    folder = synth.folder / f"pack-{k[:12]}"
    cache.reuse_sibling(folder)
    stored = cache.load(folder)
    if stored is not None:
        return _fit_from_cache(stored, folder, k)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / cache.RESULT_FILE).unlink(missing_ok=True)
    outcome = dispatch.run(dispatch.ToolJob(
        spec.tool, nextpnr.version, tuple(args), (NETLIST,), (), f"{folder.name}/{FIT_LOG}",
        spec.timeout_s, f"{synth.folder.parent.name} fit check"), synth.folder)
    run = outcome.run
    text = _read_log(folder / FIT_LOG)
    status, message, util = judge_fit(text, run.returncode, run.timed_out, spec.tool)
    result = FitResult(status, folder, message=message, utilization=util, key=k,
                       worker=outcome.worker, **run.times())
    cache.store(folder, result.as_dict())
    return result
