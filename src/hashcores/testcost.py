"""What the test suite costs, per family and per core, from a pytest JUnit XML report.

    ./run.sh test --junitxml=build/junit.xml
    .venv/bin/python -m hashcores.testcost build/junit.xml [--wall SECONDS] \
        [--add md5:sha256_precomp1=7,multi=2 ...] [--record "what was run"]
    .venv/bin/python -m hashcores.testcost --render     # results/test_time.md again

The table it prints is the cost model of docs/verification.md ("Test time"): each test
is charged to the core whose name its parameter id carries (the longest catalogue name
that stands there as a whole word), and to the simulator named there; a test that names
no core is the toolflow's (parsers, report, CLI: a fixed cost). Seconds are CPU-seconds
of one pytest worker, so the wall time of `pytest -n W` is about their sum over W, times
the packing loss that `--wall` measures. `--add` projects the suite with families not yet
built: each planned core costs what the measured core (or the mean of the cost class) it
is like cost (`projection_table`). `--record` keeps the run (each test's seconds, the wall,
the plans) in results/test_time.json and writes results/test_time.md from it, as the
benchmark keeps its records: the figures docs/verification.md points to are rendered from
a measured run, never typed.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

from hashcores import registry
from hashcores.paths import RESULTS
from hashcores.sim.tools import SIMULATORS

#: The recorded run and its rendering (`--record`, `--render`).
RECORD_JSON = RESULTS / "test_time.json"
RECORD_MARKDOWN = RESULTS / "test_time.md"

#: Where a test that names no core is charged.
TOOLFLOW = "(toolflow)"


@dataclass(frozen=True)
class TestTime:
    """One test of the report: its id and the seconds it took."""

    name: str
    seconds: float


@dataclass
class Charge:
    """Seconds charged to one family: per simulator, per core, and the cores that got them."""

    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    cores: set[str] = field(default_factory=set)
    tests: int = 0
    per_core: dict[str, float] = field(default_factory=lambda: defaultdict(float))

    @property
    def total(self) -> float:
        return sum(self.seconds.values())


def read_junit(path: Path) -> list[TestTime]:
    """Every test case of a JUnit XML report (pytest's `--junitxml`)."""
    try:
        tree = ElementTree.parse(path)
    except (OSError, ElementTree.ParseError) as exc:
        raise SystemExit(f"testcost: cannot read {path}: {exc}") from None
    return [
        TestTime(f"{case.get('classname', '')}::{case.get('name', '?')}",
                 float(case.get("time", "0") or 0))
        for case in tree.iter("testcase")
    ]


def _pattern(names: Iterable[str]) -> re.Pattern[str]:
    """Core names as whole words of a test id, the longest first (so that
    `sha3_256_dsp_1600_x4_lut` wins over `sha3_256_dsp_1600`)."""
    ordered = sorted(names, key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(map(re.escape, ordered)) + r")(?![A-Za-z0-9_])")


def charge(tests: Sequence[TestTime], cores: Sequence[registry.Core]) -> dict[str, Charge]:
    """Family name (or TOOLFLOW) -> what its tests cost."""
    by_name = {c.name: c for c in cores}
    find = _pattern(by_name)
    sims = re.compile(r"(?<![A-Za-z0-9])(" + "|".join(SIMULATORS) + r")(?![A-Za-z0-9])")
    out: dict[str, Charge] = defaultdict(Charge)
    for test in tests:
        params = test.name.partition("[")[2]
        found = find.search(params)
        sim = sims.search(params)
        key = TOOLFLOW if found is None else by_name[found.group(1)].family.name
        entry = out[key]
        entry.seconds[sim.group(1) if sim else "-"] += test.seconds
        entry.tests += 1
        if found is not None:
            entry.cores.add(found.group(1))
            entry.per_core[found.group(1)] += test.seconds
    return dict(out)


def cost_class(core: registry.Core) -> str:
    """What a core runs by default, as its family's tiers say: "heavy" (a reduced rule of
    its own in each module), "reduced" (a twin, or another core's control: no cocotb
    stream test at DATA_W 32 by default), else
    "full" with one message context or "full, multi-context" with several."""
    tiers = core.tiers
    if core.name in tiers.heavy:
        return "heavy"
    if core.name in set(tiers.twins) | tiers.shared_control:
        return "reduced"
    return "full" if core.contexts == 1 else "full, multi-context"


#: The cost classes in table order, by the short names `--add` takes.
CLASS_KEYS = {"full": "full", "multi": "full, multi-context", "reduced": "reduced",
              "heavy": "heavy"}
#: `--add NAME:cpu=N`: a family measured elsewhere (on its branch) at N CPU seconds.
MEASURED = "cpu"


def core_seconds(charges: dict[str, Charge],
                 cores: Sequence[registry.Core]) -> list[tuple[registry.Core, float]]:
    """Each of `cores` the report charged, in their order, with its CPU seconds."""
    out = []
    for core in cores:
        charge_ = charges.get(core.family.name)
        if charge_ is not None and core.name in charge_.per_core:
            out.append((core, charge_.per_core[core.name]))
    return out


def class_seconds(charges: dict[str, Charge],
                  cores: Sequence[registry.Core]) -> dict[str, list[float]]:
    """Cost class -> the CPU seconds of each of its cores that the report charged."""
    seconds: dict[str, list[float]] = defaultdict(list)
    for core, spent in core_seconds(charges, cores):
        seconds[cost_class(core)].append(spent)
    return seconds


def class_table(charges: dict[str, Charge], cores: Sequence[registry.Core]) -> str:
    """Mean CPU minutes per core of each cost class: what one more core of that class
    adds to the suite (the cost model of docs/verification.md)."""
    seconds = class_seconds(charges, cores)
    lines = ["| class | cores | CPU min per core (mean) | min | max |", "|---|--:|--:|--:|--:|"]
    for name in CLASS_KEYS.values():
        got = seconds.get(name)
        if got:
            lines.append(f"| {name} | {len(got)} | {sum(got) / len(got) / 60:.2f} | "
                         f"{min(got) / 60:.2f} | {max(got) / 60:.2f} |")
    return "\n".join(lines)


def core_table(charges: dict[str, Charge], cores: Sequence[registry.Core]) -> str:
    """CPU seconds per core, in catalogue order, with its family and what it runs by
    default (a twin or heavy core runs a reduced set: `registry.Tiers`)."""
    lines = ["| core | family | class | CPU s |", "|---|---|---|--:|"]
    for core, spent in core_seconds(charges, cores):
        lines.append(f"| `{core.name}` | {core.family.name} | {cost_class(core)} | "
                     f"{spent:.0f} |")
    return "\n".join(lines)


@dataclass(frozen=True)
class PlannedFamily:
    """A family not built yet: how many cores it will have like each measured core or
    cost class (`md5:sha256_precomp1=7` costs seven cores at what `sha256_precomp1`
    measured), and a factor on their cost (a core of wider words simulates slower)."""

    name: str
    cores: dict[str, int]
    factor: float = 1.0


def parse_plan(text: str) -> PlannedFamily:
    """`md5:sha256_precomp1=7,multi=2@1.3`: NAME:LIKE=N[,LIKE=N...][@FACTOR], each LIKE a
    measured core's name or a cost class (CLASS_KEYS); `md5:cpu=600`: a family measured
    elsewhere at 600 CPU seconds (MEASURED)."""
    name, sep, rest = text.partition(":")
    rest, at, factor = rest.partition("@")
    if not sep or not name or not rest:
        raise ValueError(f"--add {text!r}: expected NAME:LIKE=N[,LIKE=N...][@FACTOR]")
    cores: dict[str, int] = {}
    for part in rest.split(","):
        key, eq, count = part.partition("=")
        if not eq or not key or not count.isdigit():
            raise ValueError(f"--add {text!r}: {part!r} is not LIKE=N (LIKE: a core or one of "
                             f"{', '.join(CLASS_KEYS)})")
        key = CLASS_KEYS.get(key, key)
        cores[key] = cores.get(key, 0) + int(count)
    try:
        scale = float(factor) if at else 1.0
    except ValueError:
        raise ValueError(f"--add {text!r}: factor {factor!r} is not a number") from None
    return PlannedFamily(name, cores, scale)


def class_means(charges: dict[str, Charge], cores: Sequence[registry.Core]) -> dict[str, float]:
    """Mean CPU seconds per core of each cost class, measured."""
    seconds = class_seconds(charges, cores)
    return {name: sum(got) / len(got) for name, got in seconds.items()}


def unit_seconds(charges: dict[str, Charge], cores: Sequence[registry.Core]) -> dict[str, float]:
    """What one planned core costs, by what it is like: each measured core's own CPU
    seconds, and each cost class's mean."""
    measured = {core.name: spent for core, spent in core_seconds(charges, cores)}
    return {**measured, **class_means(charges, cores), MEASURED: 1.0}


def packing_factor(charges: dict[str, Charge], workers: int, wall: float | None) -> float:
    """Measured wall x workers / charged CPU: how well the run packed its tests onto the
    workers (1.0 without a measured wall)."""
    total = sum(c.total for c in charges.values())
    return 1.0 if wall is None or total == 0 else wall * workers / total


def projection_table(charges: dict[str, Charge], cores: Sequence[registry.Core],
                     plans: Sequence[PlannedFamily], workers: int, wall: float) -> str:
    """The suite's wall time with the planned families: the measured wall plus each
    planned core at what the core or class it is like measured, spread over the workers
    with the measured packing factor."""
    units = unit_seconds(charges, cores)
    total = sum(c.total for c in charges.values())
    packing = packing_factor(charges, workers, wall)
    lines = ["| family (planned) | cores | like (measured CPU s each) | CPU min | wall min added |",
             "|---|--:|---|--:|--:|"]
    added = 0.0
    for plan in plans:
        missing = [name for name in plan.cores if name not in units]
        if missing:
            raise ValueError(f"{plan.name}: nothing measured like {', '.join(missing)} "
                             "(a core of the report or a cost class with a measured core)")
        cpu = sum(units[name] * count for name, count in plan.cores.items()) * plan.factor
        added += cpu
        like = ", ".join(f"measured elsewhere, {count} CPU s" if name == MEASURED
                         else f"{count} x {name} ({units[name]:.0f})"
                         for name, count in plan.cores.items())
        if plan.factor != 1.0:
            like += f"; x {plan.factor:g}"
        count = sum(n for name, n in plan.cores.items() if name != MEASURED) or "-"
        lines.append(f"| {plan.name} | {count} | {like} | {cpu / 60:.1f} | "
                     f"{cpu / 60 / workers * packing:.1f} |")
    lines.append(f"| today's suite (measured) | | | {total / 60:.1f} | {wall / 60:.1f} |")
    lines.append(f"| **all** | | | {(total + added) / 60:.1f} | "
                 f"**{(wall + added / workers * packing) / 60:.1f}** |")
    return "\n".join(lines)


def table(charges: dict[str, Charge], workers: int, wall: float | None) -> str:
    """The cost model as a Markdown table, families first, the toolflow last."""
    total = sum(c.total for c in charges.values())
    packing = packing_factor(charges, workers, wall)
    lines = [
        "| family | cores | tests | Verilator s | Icarus s | other s | CPU min | "
        "CPU min per core | wall min (of `-n "
        f"{workers}`) |",
        "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
    order = sorted((k for k in charges if k != TOOLFLOW)) + ([TOOLFLOW] if TOOLFLOW in charges else [])
    for key in order:
        c = charges[key]
        per_core = f"{c.total / 60 / len(c.cores):.2f}" if c.cores else "-"
        lines.append(
            f"| {key} | {len(c.cores) or '-'} | {c.tests} | {c.seconds.get('verilator', 0):.0f} | "
            f"{c.seconds.get('icarus', 0):.0f} | {c.seconds.get('-', 0):.0f} | {c.total / 60:.1f} | "
            f"{per_core} | {c.total / 60 / workers * packing:.1f} |"
        )
    lines.append(
        f"| all | {sum(len(c.cores) for c in charges.values())} | "
        f"{sum(c.tests for c in charges.values())} | | | | {total / 60:.1f} | | "
        f"{total / 60 / workers * packing:.1f} |"
    )
    if wall is not None:
        lines.append("")
        lines.append(f"Measured wall {wall / 60:.1f} min; packing factor {packing:.2f} "
                     f"(wall x workers / CPU).")
    return "\n".join(lines)


def report(charges: dict[str, Charge], cores: Sequence[registry.Core], workers: int,
           wall: float | None, plans: Sequence[PlannedFamily], per_core: bool) -> str:
    """Every table of the cost model, as the command prints them."""
    parts = [table(charges, workers, wall), class_table(charges, cores)]
    if per_core:
        parts.append(core_table(charges, cores))
    if plans and wall is not None:
        parts.append(projection_table(charges, cores, plans, workers, wall))
    return "\n\n".join(parts)


@dataclass(frozen=True)
class Recorded:
    """A measured run as `--record` keeps it (results/test_time.json): enough to render
    every table again."""

    run: str
    workers: int
    wall_seconds: float | None
    plans: tuple[str, ...]
    tests: tuple[TestTime, ...]

    def to_json(self) -> str:
        data = {"run": self.run, "workers": self.workers, "wall_seconds": self.wall_seconds,
                "plans": list(self.plans), "tests": {t.name: t.seconds for t in self.tests}}
        return json.dumps(data, indent=1, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Recorded:
        data = json.loads(text)
        wall = data.get("wall_seconds")
        return cls(str(data["run"]), int(data["workers"]), None if wall is None else float(wall),
                   tuple(str(p) for p in data.get("plans", [])),
                   tuple(TestTime(str(n), float(s)) for n, s in dict(data["tests"]).items()))


def render(record: Recorded) -> str:
    """results/test_time.md from a recorded run (results/test_time.json)."""
    cores = registry.cores()
    charges = charge(record.tests, cores)
    plans = [parse_plan(text) for text in record.plans]
    return "\n".join([
        "# Test time",
        "",
        "Written by `python -m hashcores.testcost --render` from results/test_time.json "
        f"(never by hand). The run: {record.run}. Each test is charged to the core its id "
        "names, that core's family and the simulator; seconds are CPU seconds of one pytest "
        "worker (docs/verification.md, \"Test time\", says how to read the tables).",
        "",
        report(charges, cores, record.workers, record.wall_seconds, plans, per_core=True),
        "",
    ])


def write_record(record: Recorded) -> None:
    """Keep `record` in results/test_time.json and render results/test_time.md from it."""
    RECORD_JSON.write_text(record.to_json())
    RECORD_MARKDOWN.write_text(render(record))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hashcores.testcost", description=__doc__.split("\n\n")[0])
    parser.add_argument("junit", type=Path, nargs="?", help="pytest --junitxml report")
    parser.add_argument("--workers", type=int, default=2, help="pytest-xdist workers (-n)")
    parser.add_argument("--wall", type=float, default=None, help="measured wall seconds of the run")
    parser.add_argument("--per-core", action="store_true", help="also print each core's seconds")
    parser.add_argument("--add", action="append", default=[], metavar="NAME:LIKE=N,...[@F]",
                        help="project a planned family: N cores like each measured core or "
                        "cost class (" + ", ".join(CLASS_KEYS) + "), times F; needs --wall")
    parser.add_argument("--record", metavar="RUN", default=None,
                        help="keep the run in results/test_time.json (RUN says what was run: "
                        "commit, machine, command) and write results/test_time.md from it")
    parser.add_argument("--render", action="store_true",
                        help="write results/test_time.md from results/test_time.json")
    args = parser.parse_args(argv)
    if args.render:
        try:
            record = Recorded.from_json(RECORD_JSON.read_text())
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"testcost: cannot read {RECORD_JSON}: {exc}", file=sys.stderr)
            return 2
        RECORD_MARKDOWN.write_text(render(record))
        print(f"wrote {RECORD_MARKDOWN}")
        return 0
    if args.junit is None:
        parser.error("a JUnit report is needed (or --render)")
    try:
        plans = [parse_plan(text) for text in args.add]
    except ValueError as exc:
        parser.error(str(exc))
    if plans and args.wall is None:
        parser.error("--add needs --wall (the measured wall seconds of the run)")
    tests = read_junit(args.junit)
    if not tests:
        print(f"testcost: {args.junit} holds no test case", file=sys.stderr)
        return 2
    charges = charge(tests, registry.cores())
    try:
        print(report(charges, registry.cores(), args.workers, args.wall, plans, args.per_core))
    except ValueError as exc:
        print(f"testcost: {exc}", file=sys.stderr)
        return 2
    if args.record is not None:
        write_record(Recorded(args.record, args.workers, args.wall, tuple(args.add), tuple(tests)))
        print(f"wrote {RECORD_JSON} and {RECORD_MARKDOWN}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
