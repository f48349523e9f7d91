"""The families' sections of the report, as their declarations name them.

A family declares its sections (`registry.Family.report_sections`) as "module:attribute"
paths of `Section` objects, imported here when a report is written. Each section is given
the family's records of one target (`FamilyPart`); families follow the catalogue's order,
each family's sections the order it declares.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from hashcores.bench.records import algorithm_of, of_family
from hashcores.bench.report.record import Data, Record
from hashcores.bench.report.target import target_info
from hashcores.registry import ALGORITHMS, FAMILIES, Algorithm, Family


@dataclass(frozen=True)
class FamilyPart:
    """What a family's section is given: the family's records of one target."""

    family: Family
    #: The family's records on the target, in the report's order (maybe none).
    records: list[Record]
    #: The target's title, for headings.
    title: str

    @property
    def algorithm(self) -> Algorithm | None:
        """The algorithm the family's sections compare (`Family.bench_algorithm`)."""
        name = self.family.bench_algorithm
        return None if name is None else ALGORITHMS[name]

    def compared(self, records: list[Record] | None = None) -> list[Record]:
        """Those of `records` (default: the part's) whose algorithm is `algorithm`."""
        algorithm = self.algorithm
        return [r for r in (self.records if records is None else records)
                if algorithm is not None and algorithm_of(r) == algorithm]


@dataclass(frozen=True)
class Section:
    """A family's section of the report."""

    #: Its Markdown lines for a part ([]: nothing to show).
    lines: Callable[[FamilyPart], list[str]]
    #: The files it writes beside bench.md into a folder (a plot), returning those
    #: written; None: it writes none.
    files: Callable[[FamilyPart, Path], list[Path]] | None = None


def resolve(path: str) -> Section:
    """The `Section` a declaration names as "module:attribute"."""
    module, _, attribute = path.partition(":")
    found = getattr(importlib.import_module(module), attribute)
    if not isinstance(found, Section):
        raise TypeError(f"{path} is not a report Section")
    return found


def parts(data: Data, target: str) -> list[FamilyPart]:
    """Each catalogued family's records of `target`, in catalogue order."""
    records = [r for r in data.get("results", []) if r["target"] == target]
    title = str(target_info(data, target)["title"])
    return [FamilyPart(f, of_family(records, f), title) for f in FAMILIES.values()]


def sections(part: FamilyPart) -> list[Section]:
    """The sections `part`'s family declares, in its order."""
    return [resolve(path) for path in part.family.report_sections]


def family_lines(data: Data, target: str) -> list[str]:
    """Every family's sections of `target`, in catalogue order."""
    return [line for part in parts(data, target) for section in sections(part)
            for line in section.lines(part)]


def family_files(data: Data, target: str, folder: Path) -> list[Path]:
    """The files every family's sections write of `target` into `folder`."""
    return [path for part in parts(data, target) for section in sections(part)
            if section.files is not None for path in section.files(part, folder)]
