"""A small, typed wrapper over the cocotb 1.9 runner (Verilator and Icarus).

    from hashcores.sim import build, run
    from hashcores.sim.clocked import stream_wrapper
    params = {**core.params, "DATA_W": 64, "TID_W": 1}
    b = build("verilator", sources, core.top, params, wrapper=stream_wrapper(core, params))
    run(b, "cocotb_stream", env={"HASHCORES_CORE": core.name})

* Builds land in ``build_dir()/sim/<sim>/<top>/<parameters>-<hash>``: one folder per
  simulator, top and parameter set (plus sources and flags, through the hash), so a second
  run reuses the build: a finished build records the contents of its sources
  (``built.key``), and a call that finds the same record asks no tool at all; after an
  edit the tools run again (``make`` recompiles only what changed). A lock file
  around the build lets parallel pytest-xdist workers share a folder safely. Verilator's
  run-time library objects are compiled once and shared by all builds with the same flags.
  Only the top level's signals are public to VPI (`public_top_only`): the benches drive
  and read ports only.
* Each run executes in its own folder under the build folder (``runs/<name>``), so two
  runs of the same build never write the same results or log file.
* Seeds: ``HASHCORES_SEED`` (or the ``seed`` argument) fixes cocotb's ``RANDOM_SEED``;
  otherwise a fresh one is drawn. Every failure message repeats the seed. With Verilator
  the same seed also randomises the initial value of every register, so state that is
  not reset shows up as a failure.
* Waveforms are off unless ``HASHCORES_WAVES=1``; they stay under build/ (the messages
  name the file).
* A missing simulator raises `ToolMissingError`; a failed build or crashed simulator
  raises `ToolFailedError`; a failed cocotb test raises `SimulationFailed` (a
  `ToolFailedError`), which pytest reports as a failed test with the cocotb message.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import sys
import warnings
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

with warnings.catch_warnings():  # "Python runners ... are an experimental feature"
    warnings.simplefilter("ignore", UserWarning)
    from cocotb.runner import Simulator, Verilator, get_runner

from hashcores.errors import ToolFailedError
from hashcores.locks import locked
from hashcores.paths import TB, build_dir
from hashcores.sim import verilator_runtime
from hashcores.sim.clocked import Wrapper
from hashcores.sim.tools import require_simulator, simulator_version

#: cocotb's clock uses ns; both simulators get the same time unit and precision.
TIMESCALE: tuple[str, str] = ("1ns", "1ps")

#: Verilator flags. No --timing: the benches are cocotb-driven and RTL has no delays.
#: Warnings stay fatal: the RTL is lint clean (CONTRIBUTING.md) at every legal parameter.
_VERILATOR_ARGS: tuple[str, ...] = (
    "--timescale",
    "/".join(TIMESCALE),
    "--x-assign",
    "unique",  # X assignments become random values under +verilator+rand+reset+2
    "--x-initial",
    "unique",  # ... and so do registers without a reset
    # Loops of more than 16 iterations stay loops in the C++: at DATA_W 512 the padding
    # unit's loops over 64 byte lanes, unrolled (Verilator's default count is 64), made
    # 29 MB of C++ for sha256_conv4 and its stream test took 36 s of CPU; 2.6 MB and 9.5
    # s with them kept as loops. At 32 the tests take as long either way (sha3_256_r1,
    # luffa256_conv: 17.6 s against 16.6 s, within the machine's noise).
    "--unroll-count",
    "16",
    "-CFLAGS",
    "-O1",  # the models are small: compile time dominates, -O1 is a good trade
)

_ICARUS_ARGS: tuple[str, ...] = ("-Wall", "-Wno-timescale")


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() not in ("", "0", "no", "false", "off")


@dataclass(frozen=True)
class Build:
    """A built design: what `run` needs to simulate it."""

    sim: str
    top: str
    sources: tuple[str, ...]
    parameters: tuple[tuple[str, int | str], ...]
    waves: bool
    folder: Path
    build_args: tuple[str, ...] = field(default=())
    #: The module simulated around `top` when there is one (a `Wrapper`'s), else "".
    wrapper: str = ""

    @property
    def parameter_dict(self) -> dict[str, int | str]:
        return dict(self.parameters)

    @property
    def toplevel(self) -> str:
        """The module the simulator starts from: the wrapper, or `top` itself."""
        return self.wrapper or self.top

    @property
    def toplevel_parameters(self) -> dict[str, int | str]:
        """What the simulator sets on `toplevel` (a wrapper takes `top`'s as defines)."""
        return {} if self.wrapper else self.parameter_dict

    def describe(self) -> str:
        params = ", ".join(f"{k}={v}" for k, v in self.parameters)
        return f"{self.top}({params}) on {self.sim}"


def _folder_name(parameters: Sequence[tuple[str, int | str]], key: str) -> str:
    """Readable parameter string plus a short hash of everything that shapes the build."""
    digest = hashlib.sha256(key.encode()).hexdigest()[:10]
    readable = ",".join(f"{k}={v}" for k, v in parameters)
    readable = re.sub(r"[^A-Za-z0-9_=,.-]", "_", readable)
    if not readable or len(readable) > 120:
        return digest
    return f"{readable}-{digest}"


def _tail(path: Path, lines: int = 40) -> str:
    try:
        text = path.read_text(errors="replace").splitlines()
    except OSError:
        return "(no log)"
    return "\n".join(text[-lines:])


def _runner(sim: str) -> Simulator:
    require_simulator(sim)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        return get_runner(sim)


# --- Verilator: only the top level's signals are public ------------------------------------
#
# cocotb builds with --public-flat-rw, which makes every signal of the design readable and
# writable through VPI: Verilator then keeps each one as it is written (no inlining, no
# splitting) and emits access tables for all of them, which makes the C++ far larger. Our
# cocotb benches touch the top level's ports only, so the build gets a configuration file
# that makes just those public: a Luffa whole-round core then compiles in about 60 % of
# the CPU time, and the split_var metacomments of the RTL take effect in these builds too.

PUBLIC_TOP_VLT = "hc_public_top.vlt"

_PORT = re.compile(r"^\s*(?:input|output|inout)\b.*?\b([A-Za-z_]\w*)\s*,?\s*$")


def top_ports(sources: Sequence[str], top: str) -> list[str]:
    """The port names of module `top` (ANSI-style header, one port a line, as every
    module of the library is written), from the first of `sources` that declares it;
    empty when none does."""
    start = re.compile(rf"^\s*module\s+{re.escape(top)}\b")
    for source in sources:
        try:
            lines = Path(source).read_text(errors="replace").splitlines()
        except OSError:
            continue
        for i, line in enumerate(lines):
            if start.match(line):
                ports = []
                for text in lines[i + 1:]:
                    if text.strip().startswith(");"):
                        return ports
                    m = _PORT.match(text.split("//", 1)[0])
                    if m:
                        ports.append(m.group(1))
                return ports
    return []


def public_top_only(command: list[str]) -> list[str]:
    """The Verilator command of a cocotb build with `--public-flat-rw` replaced by a
    configuration file (written into the build folder, `-Mdir`) that makes only the top
    module's ports public. (Not `-var "*"`: Verilator 5.006 then emits accessors for a
    function's loop variables that it has optimised away, and the C++ does not compile.)
    Left as it is when the top's ports cannot be read from the sources."""
    if "--public-flat-rw" not in command:
        return command
    top = command[command.index("--top-module") + 1]
    ports = top_ports([a for a in command if a.endswith((".v", ".sv"))], top)
    if not ports:
        return command
    vlt = Path(command[command.index("-Mdir") + 1]) / PUBLIC_TOP_VLT
    vlt.write_text("`verilator_config\n"
                   + "".join(f'public_flat_rw -module "{top}" -var "{p}"\n' for p in ports))
    return [str(vlt) if arg == "--public-flat-rw" else arg for arg in command]


class _VerilatorSharedRuntime(Verilator):  # type: ignore[misc]
    """cocotb's Verilator runner, with only the top level public (`public_top_only`) and
    the run-time library objects taken from a cache (hashcores.sim.verilator_runtime)."""

    runtime_cache: Path | None = None

    def _execute(self, cmds: Sequence[list[str]], cwd: os.PathLike[str] | str) -> None:
        __tracebackhide__ = True
        is_build = len(cmds) == 2 and "Vtop.mk" in cmds[1]
        if not is_build:
            return super()._execute(cmds, cwd)
        cmds = [public_top_only(list(cmds[0])), *cmds[1:]]
        if self.runtime_cache is None:
            return super()._execute(cmds, cwd)
        super()._execute(cmds[:1], cwd)  # verilator: C++ sources and Vtop.mk
        verilator_runtime.restore(self.runtime_cache, Path(cwd), "Vtop.mk")
        make = [*cmds[1], *verilator_runtime.make_variables(self.runtime_cache, Path(cwd),
                                                                  cocotb=True)]
        super()._execute([make], cwd)
        verilator_runtime.store(self.runtime_cache, Path(cwd), "Vtop.mk")


def _build_runner(sim: str, args: Sequence[str], waves: bool) -> Simulator:
    if sim != "verilator":
        return _runner(sim)
    require_simulator(sim)
    runner = _VerilatorSharedRuntime()
    runner.runtime_cache = runtime_cache_folder(args, waves)
    return runner


def runtime_cache_folder(args: Sequence[str], waves: bool) -> Path:
    """The run-time library's cache (hashcores.sim.verilator_runtime) of the Verilator
    builds made with `args` and `waves`."""
    return verilator_runtime.cache_folder((*verilator_runtime.runtime_flags(args), f"waves={waves}"))


def build(
    sim: str,
    sources: Sequence[str | os.PathLike[str]],
    top: str,
    parameters: Mapping[str, int | str] | None = None,
    *,
    build_args: Sequence[str] = (),
    waves: bool | None = None,
    wrapper: Wrapper | None = None,
) -> Build:
    """Build `top` from `sources` with `parameters` on `sim` (reusing an earlier build),
    inside `wrapper` when given (its defines carry `top` and `parameters`).

    `waves` defaults to the ``HASHCORES_WAVES`` environment variable.
    """
    __tracebackhide__ = True
    if wrapper is not None:
        sources = [*sources, wrapper.file]
        build_args = (*wrapper.args(sim), *build_args)
    srcs = tuple(str(Path(s).resolve()) for s in sources)
    for src in srcs:
        if not Path(src).is_file():
            raise ToolFailedError(f"cannot build {top}: source {src} does not exist")
    params = tuple(sorted((parameters or {}).items()))
    waves = _env_flag("HASHCORES_WAVES") if waves is None else waves
    default_args = _VERILATOR_ARGS if sim == "verilator" else _ICARUS_ARGS
    args = tuple(default_args) + tuple(build_args)
    key = repr((sim, top, srcs, params, args, waves))
    folder = build_dir() / "sim" / sim / top / _folder_name(params, key)
    result = Build(sim, top, srcs, params, waves, folder, args,
                   wrapper.module if wrapper is not None else "")
    runner = _build_runner(sim, args, waves)

    log = folder / "build.log"
    stamp = folder / BUILT_STAMP
    headers = tuple(str(h) for h in wrapper.headers) if wrapper is not None else ()
    contents = _contents_key(sim, srcs + headers, key)
    if _stamp_matches(stamp, contents):
        return result
    with locked(folder.with_name(folder.name + ".lock")):
        if _stamp_matches(stamp, contents):  # another worker built it while we waited
            return result
        stamp.unlink(missing_ok=True)
        folder.mkdir(parents=True, exist_ok=True)
        # What this folder holds, for people looking at build/ (not read back).
        about = {"sim": sim, "top": top, "parameters": dict(params), "sources": srcs, "args": args}
        (folder / "build.json").write_text(json.dumps(about, indent=2) + "\n")
        try:
            # cocotb's runner prints each command on stdout, which is `hashcores hash`'s
            # result: they go to a file of the build folder instead.
            with open(folder / "commands.log", "w") as commands, redirect_stdout(commands):
                runner.build(
                    sources=list(srcs),
                    hdl_toplevel=result.toplevel,
                    parameters=result.toplevel_parameters,
                    build_args=list(args),
                    build_dir=folder,
                    timescale=TIMESCALE,
                    waves=waves,
                    log_file=log,
                )
        except SystemExit as exc:  # cocotb reports a failed tool with SystemExit
            raise ToolFailedError(
                f"building {result.describe()} failed ({exc}); log {log}:\n{_tail(log)}"
            ) from None
        stamp.write_text(contents + "\n")
    return result


# --- Builds reused without asking the tools ------------------------------------------------
#
# cocotb's runner runs Verilator again for every build call, even when nothing changed:
# Verilator re-reads every source and rewrites the C++ (about 3.5 s of CPU for a SHA-256
# core), then make finds nothing to do. The suite asks for the same build many times (each
# test module, each cocotb test set), so a folder whose build finished records what it was
# built from: the build key and the contents of every source and the simulator's version.
# A later call with the same record returns at once; any edit to a source changes the
# record and builds again.

BUILT_STAMP = "built.key"


def _contents_key(sim: str, sources: Sequence[str], key: str) -> str:
    """A digest of what a build depends on: its key, its sources' bytes, the simulator."""
    digest = hashlib.sha256(key.encode() + b"\0" + simulator_version(sim).encode())
    for src in sources:
        digest.update(b"\0" + src.encode() + b"\0" + Path(src).read_bytes())
    return digest.hexdigest()


def _stamp_matches(stamp: Path, contents: str) -> bool:
    try:
        return stamp.read_text().strip() == contents
    except OSError:
        return False


def _seed(seed: int | None) -> int:
    if seed is not None:
        return seed
    env = os.environ.get("HASHCORES_SEED", "").strip()
    if env:
        try:
            return int(env, 0)
        except ValueError:
            raise ToolFailedError(f"HASHCORES_SEED={env!r} is not an integer") from None
    return secrets.randbelow(2**31 - 1) + 1


_LOG_LINE = re.compile(r"^\s*\d+(\.\d+)?\w*\s+(INFO|WARNING|ERROR|DEBUG|CRITICAL)\s")
_FAILED_LINE = re.compile(r"cocotb\.regression\s+\S+ failed")


def _failure_excerpts(log: Path, limit: int = 60) -> str:
    """The log lines cocotb printed for each failed test (its traceback and message)."""
    try:
        lines = log.read_text(errors="replace").splitlines()
    except OSError:
        return "(no log)"
    out: list[str] = []
    i = 0
    while i < len(lines):
        if _FAILED_LINE.search(lines[i]):
            block = [lines[i]]
            i += 1
            while i < len(lines) and not _LOG_LINE.match(lines[i]):
                block.append(lines[i])
                i += 1
            out.extend(block[:limit] + ([" ..."] if len(block) > limit else []))
        else:
            i += 1
    return "\n".join(out) if out else _tail(log)


def _results(xml: Path) -> tuple[list[str], list[str]]:
    """(all test names, failed test names) from a cocotb results file."""
    tree = ElementTree.parse(xml)
    names: list[str] = []
    failed: list[str] = []
    for case in tree.iter("testcase"):
        name = case.get("name", "?")
        names.append(name)
        if case.find("failure") is not None or case.find("error") is not None:
            failed.append(name)
    return names, failed


@contextmanager
def _patched_environ(values: Mapping[str, str], unset: Sequence[str] = ()) -> Iterator[None]:
    """Set `values` and remove `unset` in os.environ for the duration, then restore."""
    names = set(values) | set(unset)
    saved = {n: os.environ.get(n) for n in names}
    try:
        for n in unset:
            os.environ.pop(n, None)
        os.environ.update(values)
        yield
    finally:
        for n, v in saved.items():
            if v is None:
                os.environ.pop(n, None)
            else:
                os.environ[n] = v


@contextmanager
def _on_sys_path(folder: Path) -> Iterator[None]:
    """Put `folder` first on sys.path (cocotb passes sys.path to the simulator)."""
    entry = str(folder)
    added = entry not in sys.path
    if added:
        sys.path.insert(0, entry)
    try:
        yield
    finally:
        if added and entry in sys.path:
            sys.path.remove(entry)


class SimulationFailed(ToolFailedError):
    """A cocotb test failed (or the simulation ended without results)."""


def _safe_name(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.=-]+", "_", text).strip("_")[:120] or "run"


def run(
    design: Build,
    test_module: str,
    *,
    testcase: str | Sequence[str] | None = None,
    env: Mapping[str, str] | None = None,
    plusargs: Sequence[str] = (),
    seed: int | None = None,
    name: str | None = None,
    test_dir: Path | None = None,
) -> Path:
    """Run cocotb test module `test_module` (a module in tb/) on a built design.

    `env` adds environment variables for the test module; `name` names the run folder
    (default: the module, the test cases and the environment). Returns the results file;
    raises SimulationFailed naming each failed test and the seed.
    """
    __tracebackhide__ = True
    runner = _runner(design.sim)
    seed = _seed(seed)
    extra_env = {k: str(v) for k, v in (env or {}).items()}
    extra_env["RANDOM_SEED"] = str(seed)
    args = list(plusargs)
    if design.sim == "verilator":
        # Randomise uninitialised state: register bits not reset start as random values.
        args += ["+verilator+rand+reset+2", f"+verilator+seed+{seed % (2**31 - 1) + 1}"]

    if test_dir is None:
        cases = testcase if isinstance(testcase, str) else ",".join(testcase or ())
        env_key = repr(sorted((env or {}).items())).encode()
        env_hash = hashlib.sha256(env_key).hexdigest()[:8] if env else ""
        label = name or "-".join(filter(None, [test_module, cases, env_hash]))
        test_dir = design.folder / "runs" / _safe_name(label)
    test_dir.mkdir(parents=True, exist_ok=True)
    xml = test_dir / "results.xml"
    log = test_dir / "sim.log"
    xml.unlink(missing_ok=True)

    # cocotb's runner copies os.environ over `extra_env` and sets PYTHONPATH from sys.path,
    # so the variables go through os.environ (and tb/ through sys.path) for the call. Its
    # pytest integration (PYTEST_CURRENT_TEST) renames the results file and raises
    # SystemExit; hide it so that runs inside and outside pytest behave the same.
    with _patched_environ(extra_env, unset=("PYTEST_CURRENT_TEST",)), _on_sys_path(TB):
        try:
            runner.test(
                test_module=test_module,
                hdl_toplevel=design.toplevel,
                hdl_toplevel_lang="verilog",
                testcase=testcase,
                seed=seed,
                plusargs=args,
                extra_env=extra_env,
                waves=design.waves,
                parameters=design.toplevel_parameters,
                build_dir=design.folder,
                test_dir=test_dir,
                results_xml=str(xml),
                timescale=TIMESCALE,
                log_file=log,
            )
            crashed = None
        except SystemExit as exc:
            crashed = str(exc)

    reproduce = f"HASHCORES_SEED={seed}"
    where = f"{test_module} on {design.describe()}"
    logref = f"log {log}"
    if design.waves:  # Verilator writes them into the run folder, Icarus next to its build
        vcd, fst = test_dir / "dump.vcd", design.folder / f"{design.toplevel}.fst"
        logref += f", waves {vcd if design.sim == 'verilator' else fst}"
    if not xml.is_file():
        raise SimulationFailed(
            f"{where}: simulation ended without results ({crashed or 'no results file'}); "
            f"{reproduce}; {logref}:\n{_tail(log)}"
        )
    names, failed = _results(xml)
    if not names:
        raise SimulationFailed(f"{where}: no cocotb test ran ({reproduce}); {logref}")
    if failed or crashed:
        raise SimulationFailed(
            f"{where}: {len(failed)} of {len(names)} cocotb tests failed "
            f"({', '.join(failed) or crashed}); reproduce with {reproduce}; {logref}\n"
            f"{_failure_excerpts(log)}"
        )
    print(f"{where}: {len(names)} cocotb tests passed (seed {seed}); {logref}")
    return xml
