"""Every core's stream top, on Verilator and Icarus, against hashlib (tb/cocotb_stream.py).

One pytest test per core x simulator x input width runs all cocotb tests of the bench:
random messages (boundary lengths favoured) with and without random stalls, tid round
trips, zero-length and empty-last-beat messages, every malformed-stream case of
docs/interface.md, and reset mid-message / mid-hash / with a digest pending. A second
test builds each core with a small MAX_BYTES_W to check the too-long error.

A core added to hashcores.registry is picked up automatically.

Settings (environment):
    HASHCORES_MESSAGES  random messages per cocotb test (default 20)
    HASHCORES_SEED      replay a failure (every failure message prints its seed)
    HASHCORES_WAVES=1   dump waveforms into the build folder
Widths marked slow run with ``-m slow`` (or ``-m ""`` for everything).
"""

from __future__ import annotations

import pytest

from hashcores import registry
from hashcores.sim import SIMULATORS, build, run

#: Input widths every core is tested at, with the TID_W used for each (TID_W varies so
#: that the default of 1 and wide tids are both covered). 96 is an odd ratio to the
#: block; 1024 carries several blocks per beat for 512-bit blocks.
WIDTHS: dict[int, int] = {32: 4, 64: 1, 96: 5, 512: 8}
SLOW_WIDTHS: dict[int, int] = {128: 2, 160: 3, 1024: 6}

#: Byte-counter width of the too-long build: messages of 256 bytes or more are too long.
SMALL_MAX_BYTES_W = 8
TOO_LONG_WIDTHS = (32, 96, 512)


def _cases(widths: dict[int, int], marks: tuple[pytest.MarkDecorator, ...] = ()) -> list:
    return [
        pytest.param(core, sim, w, t, id=f"{core.name}-{sim}-w{w}", marks=marks)
        for core in registry.cores()
        for sim in SIMULATORS
        for w, t in widths.items()
    ]


def _build(core: registry.Core, sim: str, data_w: int, tid_w: int, **extra: int):
    params = {**core.params, "DATA_W": data_w, "TID_W": tid_w, **extra}
    return build(sim, core.family.source_paths(), core.top, params)


@pytest.mark.parametrize(
    "core,sim,data_w,tid_w", _cases(WIDTHS) + _cases(SLOW_WIDTHS, (pytest.mark.slow,))
)
def test_stream_top(core: registry.Core, sim: str, data_w: int, tid_w: int) -> None:
    """The stream top hashes like hashlib under every stimulus of tb/cocotb_stream.py
    (all tests but the too-long one, which needs its own build)."""
    design = _build(core, sim, data_w, tid_w)
    run(design, "cocotb_stream", env={"HASHCORES_CORE": core.name})


def _too_long_cases() -> list:
    """Each core x simulator at one width of TOO_LONG_WIDTHS, rotating so that the
    default run still sees every width; the rest of the matrix is marked slow."""
    cases = []
    combos = [(c, s) for c in registry.cores() for s in SIMULATORS]
    for i, (core, sim) in enumerate(combos):
        for j, w in enumerate(TOO_LONG_WIDTHS):
            marks = () if j == i % len(TOO_LONG_WIDTHS) else (pytest.mark.slow,)
            cases.append(pytest.param(core, sim, w, id=f"{core.name}-{sim}-w{w}", marks=marks))
    return cases


@pytest.mark.parametrize("core,sim,data_w", _too_long_cases())
def test_stream_top_too_long(core: registry.Core, sim: str, data_w: int) -> None:
    """Built with MAX_BYTES_W=8: a 255-byte message hashes correctly, anything longer
    gives exactly one output with m_error=1, and the next message hashes correctly."""
    design = _build(core, sim, data_w, 2, MAX_BYTES_W=SMALL_MAX_BYTES_W)
    run(
        design,
        "cocotb_stream",
        testcase="error_message_too_long",
        env={"HASHCORES_CORE": core.name, "HASHCORES_MAX_BYTES_W": str(SMALL_MAX_BYTES_W)},
    )
