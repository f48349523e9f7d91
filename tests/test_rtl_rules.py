"""The RTL rules of CONTRIBUTING.md, checked on every file and every core."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from hashcores import registry
from hashcores.paths import ROOT, RTL
from tests.conftest import require_tool, top_source, width_cores

RTL_FILES = sorted(RTL.rglob("*.v"))
MODULE_RE = re.compile(r"^\s*module\s+(\w+)", re.MULTILINE)


def test_rtl_exists() -> None:
    assert RTL_FILES, "no RTL found under rtl/"


@pytest.mark.parametrize("path", RTL_FILES, ids=lambda p: str(p.relative_to(RTL)))
def test_one_module_per_file_named_as_file(path: Path) -> None:
    text = path.read_text()
    assert MODULE_RE.findall(text) == [path.stem]
    assert path.stem.startswith("hc_")


@pytest.mark.parametrize("path", RTL_FILES, ids=lambda p: str(p.relative_to(RTL)))
def test_default_nettype_none(path: Path) -> None:
    text = path.read_text()
    first_code = text.index("module ")
    assert "`default_nettype none" in text[:first_code]
    assert text.rstrip().endswith("`default_nettype wire")


def test_every_rtl_file_belongs_to_a_family() -> None:
    """Every file of rtl/ is a family's source, the benchmark's harness, or the
    accelerator's (hashcores.accel.design, not a family: it runs over any of them)."""
    from hashcores.accel.design import ALL_SOURCES

    listed = {ROOT / s for f in registry.FAMILIES.values() for s in f.sources}
    bench_only = {p for p in RTL_FILES if p.parent.name == "bench"}
    accel = {ROOT / s for s in ALL_SOURCES}
    assert set(RTL_FILES) - bench_only - accel == listed
    assert accel <= set(RTL_FILES)


LINT_WIDTHS = (32, 96, 512)


def _lint_cases() -> list:
    """Every core at 32; the other widths of LINT_WIDTHS on the first core of each stream
    top, block size and context count (conftest.width_cores): the width reaches only the
    top's padding unit (test_input_width_reaches_only_the_padding_unit), so each top is
    linted at every width once. The other cores' other widths are marked slow."""
    wide = set(width_cores(registry.cores()).values())
    return [pytest.param(c, w, id=f"{c.name}-w{w}",
                         marks=() if w == 32 or c.name in wide else (pytest.mark.slow,))
            for c in registry.cores() for w in LINT_WIDTHS]


@pytest.mark.parametrize("core,data_w", _lint_cases())
def test_verilator_lint_clean(core: registry.Core, data_w: int) -> None:
    verilator = require_tool("verilator")
    params = {**core.params, "DATA_W": data_w}
    cmd = [verilator, "--lint-only", "-Wall", "--top-module", core.top]
    cmd += [f"-G{k}={v}" for k, v in params.items()]
    cmd += core.family.sim_source_paths()
    run = subprocess.run(cmd, capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr


@pytest.mark.parametrize("core", registry.cores(), ids=lambda c: c.name)
def test_icarus_compiles(core: registry.Core, tmp_path: Path) -> None:
    iverilog = require_tool("iverilog")
    cmd = [iverilog, "-g2012", "-Wall", "-o", str(tmp_path / "a.vvp"), "-s", core.top]
    cmd += [f"-P{core.top}.{k}={v}" for k, v in core.params.items()]
    cmd += core.family.sim_source_paths()
    run = subprocess.run(cmd, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    # Icarus warns about timescale inheritance only when files disagree; nothing else.
    assert "warning" not in run.stderr.lower(), run.stderr


#: The modules a stream top may pass its input width to: its padding unit and the
#: check of the stream parameters.
_WIDTH_TAKERS_RE = re.compile(r"^\s*(hc_stream_pad|hc_ctx_pad|hc_stream_param_check)\s*#\s*\(", re.MULTILINE)
#: A stream top made of another (hc_sha2_stream of hc_sha2_state_stream): the inner top
#: takes the width, and the rule holds in it too.
_INNER_TOP_RE = re.compile(r"^\s*(hc_\w+_stream)\s*#\s*\(", re.MULTILINE)
#: A port or parameter declaration sized by (or declaring) the input width.
_WIDTH_DECLARATION_RE = re.compile(
    r"^\s*(parameter\s+DATA_W\b.*|(input|output)\s+wire\s*\[DATA_W(/8)?-1:0\]\s*\w+\s*,?)\s*$")


def _instance_span(text: str, start: int) -> tuple[int, int]:
    """From the start of `name #( ... ) instance ( ... );`, the span up to its `;`."""
    depth, closed = 0, 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                closed += 1
                if closed == 2:  # the parameter list, then the port list
                    return start, text.index(";", i) + 1
    raise AssertionError(f"unterminated instance at {start}")


def _without_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group()), text, flags=re.DOTALL)
    return re.sub(r"//[^\n]*", "", text)


@pytest.mark.parametrize("top", sorted({c.top for c in registry.cores()}))
def test_input_width_reaches_only_the_padding_unit(top: str) -> None:
    """A stream top uses DATA_W only to size s_tdata and s_tkeep and to pass it to its
    padding unit (and the parameter check): so what an input width changes is the
    padding unit alone, and the test modules deal the widths out per padding unit
    (tests/conftest.py, width_group) instead of running each on every top."""
    text = _without_comments(top_source(top))
    inner = [m.group(1) for m in _INNER_TOP_RE.finditer(text)]
    takers = [*_WIDTH_TAKERS_RE.finditer(text), *_INNER_TOP_RE.finditer(text)]
    spans = [_instance_span(text, m.start(1)) for m in takers]
    assert spans, f"{top}: no padding unit instantiated"
    for use in re.finditer(r"\bDATA_W\b", text):
        if any(a <= use.start() < b for a, b in spans):
            continue
        line = text[text.rfind("\n", 0, use.start()) + 1:text.find("\n", use.start())]
        assert _WIDTH_DECLARATION_RE.match(line), f"{top}: DATA_W used outside the padding unit: {line.strip()}"
    for name in inner:
        test_input_width_reaches_only_the_padding_unit(name)
