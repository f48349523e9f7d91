"""Which family and algorithm a benchmark record's core belongs to.

A record says so itself ("family", "algorithm_name": the catalogue's names, written by
`results.Entry.as_dict`). For a record written before it did, the catalogue's core of the
record's name tells (a generator point by its sweep name). A record of a core or family
the catalogue no longer has belongs to none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hashcores.registry import ALGORITHMS, CORES, FAMILIES, Algorithm, Core, Family, sweep_core

Record = dict[str, Any]


def _catalogued(record: Record) -> Core | None:
    name = str(record.get("core", ""))
    return CORES.get(name) or sweep_core(name)


def family_of(record: Record) -> Family | None:
    """The declaration of the record's family (None: not in the catalogue)."""
    if record.get("family") is not None:
        return FAMILIES.get(str(record["family"]))
    core = _catalogued(record)
    return None if core is None else core.family


def algorithm_of(record: Record) -> Algorithm | None:
    """The algorithm of the record's core (None: not in the catalogue)."""
    if record.get("algorithm_name") is not None:
        return ALGORITHMS.get(str(record["algorithm_name"]))
    core = _catalogued(record)
    return None if core is None else core.algorithm


def of_family(records: Sequence[Record], family: Family) -> list[Record]:
    """The records of `family`'s cores, in their order."""
    return [r for r in records if family_of(r) == family]
