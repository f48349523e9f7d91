"""What `hashcores hash` does: digest files (or standard input) on a core's RTL in
simulation and give the lines `sha256sum` would print."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from hashcores import registry
from hashcores.errors import BadInputError, HashcoresError
from hashcores.sim.filehash import hash_messages

#: The name coreutils prints for standard input.
STDIN_NAME = "-"


def sum_line(digest: bytes, name: str) -> str:
    """One line exactly as coreutils' sha256sum prints it (text mode)."""
    if "\\" in name or "\n" in name:
        escaped = name.replace("\\", "\\\\").replace("\n", "\\n")
        return f"\\{digest.hex()}  {escaped}"
    return f"{digest.hex()}  {name}"


def input_files(files: Sequence[Path], stdin: BinaryIO, folder: Path) -> tuple[list[str], list[Path]]:
    """The names to print and the files to read: `files`, or standard input copied into
    `folder` when there are none. BadInputError for a file that is not there."""
    for path in files:
        if not path.is_file():
            raise BadInputError(f"{path}: no such file")
    if files:
        return [str(p) for p in files], list(files)
    stdin_copy = folder / "stdin"
    stdin_copy.write_bytes(stdin.read())
    return [STDIN_NAME], [stdin_copy]


def malformed(name: str) -> HashcoresError:
    """The error for an input the core flagged as malformed."""
    return HashcoresError(f"{name}: the core flagged the stream as malformed")


def sum_lines(core_name: str, files: Sequence[Path], stdin: BinaryIO, *, sim: str,
              data_w: int) -> Iterator[str]:
    """The sum line of each of `files` (of `stdin` when there are none) in order, all
    hashed in one simulator run of `core_name`'s RTL. Raises HashcoresError at the first
    message the core flagged as malformed (the lines before it have been given)."""
    core = registry.get_core(core_name)
    with tempfile.TemporaryDirectory(prefix="hashcores-stdin-") as tmp:
        names, paths = input_files(files, stdin, Path(tmp))
        outputs = hash_messages(core, paths, sim=sim, data_w=data_w)
    for name, out in zip(names, outputs):
        if out.error:
            raise malformed(name)
        yield sum_line(out.digest, name)
