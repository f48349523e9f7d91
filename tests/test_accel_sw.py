"""The accelerator's C driver (sw/): it compiles warning-free as C99 with the generated
register header, and, linked with the Verilated accelerator over sha256_iter
(hashcores.accel.cosim, tb/hc_accel_cosim.cpp), hashes random messages of 0 to 300 bytes,
written in random update() splits, polled and interrupt-driven, to hashlib's digests."""

from __future__ import annotations

import hashlib
import random
import subprocess
from pathlib import Path

from hashcores.accel import cosim
from tests.conftest import require_tool


def test_driver_compiles_warning_free_as_c99(tmp_path: Path) -> None:
    gcc = require_tool("gcc")
    for source in cosim.DRIVER_SOURCES:
        run = subprocess.run([gcc, *cosim.C_FLAGS, f"-I{cosim.SW}", "-c", str(source), "-o",
                              str(tmp_path / (source.stem + ".o"))], capture_output=True, text=True)
        assert run.returncode == 0 and run.stderr == "", run.stderr


def test_driver_on_the_verilated_accelerator(tmp_path: Path) -> None:
    require_tool("verilator")
    rng = random.Random(25)
    lengths = [0, 1, 2, 3, 4, 55, 56, 64, 300] + [rng.randrange(301) for _ in range(31)]
    messages = [cosim.Message(rng.randbytes(n), interrupt=bool(i % 2), chunk_seed=rng.randrange(2**32))
                for i, n in enumerate(lengths)]
    digests = cosim.run(cosim.build(), messages, tmp_path)
    assert digests == [hashlib.sha256(m.data).digest() for m in messages]


def test_driver_saves_and_restores(tmp_path: Path) -> None:
    """Long messages through the driver yield to others: hc_accel_save after some update()
    calls (any alignment: the driver writes the unhashed bytes again), a whole other hash,
    hc_accel_restore, and on; polled and interrupt-driven. Each digest is hashlib's."""
    require_tool("verilator")
    rng = random.Random(2503)
    lengths = [0, 63, 64, 65, 200] + [rng.randrange(100, 700) for _ in range(11)]
    messages = [cosim.Message(rng.randbytes(n), interrupt=bool(i % 2),
                              chunk_seed=rng.randrange(2**32), op=cosim.YIELD)
                for i, n in enumerate(lengths)]
    digests = cosim.run(cosim.build(), messages, tmp_path)
    assert digests == [hashlib.sha256(m.data).digest() for m in messages]


def test_example_of_the_page_compiles(tmp_path: Path) -> None:
    """docs/accelerator.md's driver example is C99 the driver's header accepts."""
    from hashcores.paths import DOCS

    text = (DOCS / "accelerator.md").read_text()
    example = text.split("```c\n", 1)[1].split("```", 1)[0]
    source = tmp_path / "example.c"
    source.write_text(example)
    run = subprocess.run([require_tool("gcc"), *cosim.C_FLAGS, f"-I{cosim.SW}", "-c", str(source),
                          "-o", str(tmp_path / "example.o")], capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr == "", run.stderr
