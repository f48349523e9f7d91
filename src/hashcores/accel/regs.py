"""The accelerator's one register description (rtl/accel/hc_accel.rdl, SystemRDL) and the
three files generated from it, so that they cannot disagree: the register decode
(Verilog, `hashcores.accel.verilog`), the C header (peakrdl-cheader) and the register page
(peakrdl-markdown). `hashcores regs` writes them; tests/test_accel_regs.py regenerates them
into a temporary folder and compares."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from hashcores.errors import HashcoresError
from hashcores.paths import DOCS, ROOT, RTL

DESCRIPTION = RTL / "accel" / "hc_accel.rdl"
DECODE_MODULE = "hc_accel_regs"
#: generated file -> its place in the repository
OUTPUTS: dict[str, Path] = {
    "decode": RTL / "accel" / f"{DECODE_MODULE}.v",
    "header": ROOT / "sw" / "hc_accel_regs.h",
    "page": DOCS / "accelerator_regs.md",
}


class RegisterDescriptionError(HashcoresError):
    """The SystemRDL description does not compile."""


def elaborate():  # type: ignore[no-untyped-def]
    """The description compiled and elaborated: its top address map (systemrdl's node)."""
    from systemrdl import RDLCompileError, RDLCompiler

    compiler = RDLCompiler()
    try:
        compiler.compile_file(str(DESCRIPTION))
        return compiler.elaborate().top
    except RDLCompileError as exc:
        raise RegisterDescriptionError(f"{DESCRIPTION}: {exc}") from None


@dataclass(frozen=True)
class RegisterMap:
    """What a test bench needs of the map: each register's byte address (an array's first
    element) and each field's (lsb, width), keyed "REG.FIELD"."""

    address: dict[str, int]
    fields: dict[str, tuple[int, int]]

    def mask(self, name: str) -> int:
        lsb, width = self.fields[name]
        return ((1 << width) - 1) << lsb

    def get(self, name: str, value: int) -> int:
        lsb, width = self.fields[name]
        return (value >> lsb) & ((1 << width) - 1)


def register_map() -> RegisterMap:
    """The description's addresses and fields (read by tb/cocotb_accel.py)."""
    from systemrdl.node import RegNode

    top = elaborate()
    address: dict[str, int] = {}
    fields: dict[str, tuple[int, int]] = {}
    for node in top.children(unroll=False):
        if isinstance(node, RegNode):
            address[node.inst_name] = node.raw_address_offset
            for f in node.fields():
                fields[f"{node.inst_name}.{f.inst_name}"] = (f.lsb, f.width)
    return RegisterMap(address, fields)


def generate(folder: Path | None = None) -> dict[str, Path]:
    """Write the three files from the description, into `folder` (same file names) or,
    by default, to their places in the repository. Returns what was written."""
    from peakrdl_cheader.c_standards import CStandard
    from peakrdl_cheader.exporter import CHeaderExporter
    from peakrdl_markdown import MarkdownExporter

    from hashcores.accel.verilog import module

    top = elaborate()
    paths = {k: (p if folder is None else folder / p.name) for k, p in OUTPUTS.items()}
    for path in paths.values():
        path.parent.mkdir(parents=True, exist_ok=True)
    source = str(DESCRIPTION.relative_to(ROOT))
    paths["decode"].write_text(module(top, DECODE_MODULE, source))
    CHeaderExporter().export(top, str(paths["header"]), std=CStandard.gnu99)
    # the exporter names the description's full path: keep the page the same on every checkout
    MarkdownExporter().export(top, str(paths["page"]), input_files=[source])
    return paths


def stale() -> list[Path]:
    """The generated files of the repository that differ from a fresh generation."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        fresh = generate(Path(tmp))
        return [path for key, path in OUTPUTS.items()
                if not path.is_file() or path.read_bytes() != fresh[key].read_bytes()]
