"""Shared pytest fixtures for hashcores."""

from __future__ import annotations

import functools
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from hashcores import registry
from hashcores.bench import tools
from hashcores.paths import RTL


def pytest_report_header() -> list[str]:
    return [f"hashcores cores: {', '.join(c.name for c in registry.cores())}"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Icarus tests first, each group in collection order. The Icarus simulations are
    the suite's longest tests (minutes on a multi-stage core, where a Verilator test is
    seconds after its build); handed to the pytest-xdist workers first, they no longer
    land at the end of a run where one worker would finish them alone."""
    items.sort(key=lambda item: "icarus" not in item.nodeid)


def processes_in(folder: Path) -> list[str]:
    """The command lines of this machine's processes whose working directory is `folder`
    or inside it (a tool runs in its job's folder), but those that have ended and wait to
    be reaped (zombies: they take no CPU)."""
    found = []
    for proc in Path("/proc").iterdir():
        try:
            if (proc.name.isdigit()
                    and (proc / "cwd").resolve().is_relative_to(folder.resolve())
                    and tools.process_state(int(proc.name)) not in (None, "Z")):
                found.append((proc / "cmdline").read_text().replace("\0", " "))
        except OSError:   # gone, or not ours to read
            continue
    return found


def require_tool(name: str) -> str:
    """Path of an external tool; the test fails (not skips) when it is missing."""
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is not installed: run scripts/bootstrap.sh")
    return path


def is_heavy(core: registry.Core) -> bool:
    """A core its family's tiers call heavy (many more clocks per block: the DSP
    datapaths of paper 003); each test module gives these a rule of its own."""
    return core.name in core.tiers.heavy


def twin_of(core: registry.Core) -> registry.Core | None:
    """The core that runs the full test set in this one's place, when its family's tiers
    name one (the larger Keccak rings: the smallest ring of their algorithm), so that
    the test policy runs a reduced set here."""
    twin = core.tiers.twins.get(core.name)
    return None if twin is None else registry.get_core(twin)


#: A module instantiation of a padding unit: `hc_stream_pad #(` or `hc_ctx_pad #(`.
_PADDING_UNIT_RE = re.compile(r"^\s*(hc_stream_pad|hc_ctx_pad)\s*#\s*\(", re.MULTILINE)
#: A stream top made of another one (hc_sha2_stream of hc_sha2_state_stream).
_INNER_TOP_RE = re.compile(r"^\s*(hc_\w+_stream)\s*#\s*\(", re.MULTILINE)


def top_source(top: str) -> str:
    """The RTL text of stream top `top` (rtl/<family>/<top>.v)."""
    return next(RTL.rglob(f"{top}.v")).read_text()


@functools.cache
def padding_unit(top: str, multi: bool) -> str:
    """The padding unit a stream top puts in front of its core (`hc_stream_pad`, or
    `hc_ctx_pad`: one per context and the s_tid router), read from the top's RTL, for its
    cores with several contexts (`multi`) or one. It is the only module the top's input
    width reaches (tests/test_rtl_rules.py::test_input_width_reaches_only_the_padding_unit).
    A top with both (hc_luffa_stream: the single-message cores keep `hc_stream_pad`, the
    pipelines have `hc_ctx_pad`, in generate branches) puts `hc_ctx_pad` in front of the
    multi-context cores."""
    text = top_source(top)
    units = set(_PADDING_UNIT_RE.findall(text))
    inner = set(_INNER_TOP_RE.findall(text))
    if not units and len(inner) == 1:
        return padding_unit(inner.pop(), multi)
    if units == {"hc_stream_pad", "hc_ctx_pad"}:
        return "hc_ctx_pad" if multi else "hc_stream_pad"
    assert len(units) == 1, f"{top}: padding units {sorted(units)}"
    return units.pop()


def width_key(core: registry.Core) -> tuple[str, str, int, bool]:
    """What the input width can change: the padding unit in front of the core, the
    stream top that instantiates it, its block size and whether it routes beats to
    several contexts (two algorithms of one block size, SHA-224 and SHA-256, have the
    same padding unit and routing)."""
    multi = core.contexts > 1
    return (padding_unit(core.top, multi), core.top, core.algorithm.block_bits, multi)


def width_group(key: tuple[str, str, int, bool]) -> tuple[str, bool]:
    """The width_keys that share the other input widths (dealt_widths): one padding
    unit and context count. The input width reaches a stream top's padding unit and no
    other module of the top (test_input_width_reaches_only_the_padding_unit), so a
    width met by one top through a padding unit is met by that unit for all of them;
    each padding rule meets several widths in the unit alone (tests/test_pad.py)."""
    unit, _, _, multi = key
    return (unit, multi)


K = TypeVar("K")


def first_cores(cores: list[registry.Core], key: Callable[[registry.Core], K]) -> dict[K, str]:
    """The first of `cores` of each `key` that is neither a twin nor heavy: the core that
    stands for the others of its key where a test runs on one of them."""
    first: dict[K, str] = {}
    for core in cores:
        if not is_heavy(core) and twin_of(core) is None:
            first.setdefault(key(core), core.name)
    return first


def chain_cores(cores: list[registry.Core]) -> list[registry.Core]:
    """The first multi-context core of each stream top (neither heavy nor extendable
    output): it runs its top's Monte chains side by side, one per context, on both
    simulators (tests/test_filehash.py), so its top's interleaving meets Icarus."""
    first: dict[str, registry.Core] = {}
    for core in cores:
        if core.contexts > 1 and not is_heavy(core) and not core.xof:
            first.setdefault(core.top, core)
    return list(first.values())


def width_cores(cores: list[registry.Core]) -> dict[tuple[str, str, int, bool], str]:
    """The first core of each width_key (first_cores): the core that runs the other input
    widths in the others' place, its share of them as dealt_widths deals them
    (tests/test_stream_cores.py, tests/test_interleave.py)."""
    return first_cores(cores, width_key)


def dealt_widths(chosen: dict[tuple[str, str, int, bool], str], widths: list[int]) -> dict[str, tuple[int, ...]]:
    """The input widths of `widths` each width core (`chosen`: width_cores) runs by
    default beside 32: dealt out in turn among the width cores of one width_group (a
    padding unit and context count), so that each padding unit meets every width in a
    whole stream top, once per context count. What a width changes is that unit (the
    top passes the width to it and to nothing else), which also meets several widths of
    each padding rule alone (tests/test_pad.py); every top meets 32 on every core."""
    groups: dict[tuple[str, bool], list[str]] = {}
    for key, name in chosen.items():
        groups.setdefault(width_group(key), []).append(name)
    dealt: dict[str, list[int]] = {name: [] for name in chosen.values()}
    for names in groups.values():
        for i, width in enumerate(widths):
            dealt[names[i % len(names)]].append(width)
    return {name: tuple(ws) for name, ws in dealt.items()}
