"""hashcores.sim.runner: clear errors, one build folder per parameter set, failures that
name the failed cocotb test and the seed that replays it."""

from __future__ import annotations

from pathlib import Path

import pytest

from hashcores import padding
from hashcores.errors import ToolMissingError
from hashcores.sim import SimulationFailed, build, require_simulator, run
from tests.test_pad import PAD_SOURCES


def test_missing_simulator_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """With nothing on PATH, asking for a simulator names what is missing."""
    monkeypatch.setenv("PATH", "")
    with pytest.raises(ToolMissingError, match="iverilog"):
        require_simulator("icarus")
    with pytest.raises(ToolMissingError, match="unknown simulator"):
        require_simulator("modelsim")


def test_build_folders_are_per_parameter_set() -> None:
    """Different parameters build into different folders; the same ones reuse a folder."""
    params = padding.SHA256.verilog_parameters()
    a = build("icarus", PAD_SOURCES, "hc_stream_pad", {**params, "DATA_W": 32})
    b = build("icarus", PAD_SOURCES, "hc_stream_pad", {**params, "DATA_W": 64})
    again = build("icarus", PAD_SOURCES, "hc_stream_pad", {**params, "DATA_W": 32})
    assert a.folder != b.folder
    assert again.folder == a.folder
    assert (a.folder / "sim.vvp").is_file()


def test_failed_cocotb_test_names_test_and_seed() -> None:
    """A bench that fails (here: told the wrong length byte order) raises SimulationFailed
    naming the cocotb test, the seed and the log, and the log holds the assertion."""
    rule = padding.SHA256
    design = build("icarus", PAD_SOURCES, "hc_stream_pad", {**rule.verilog_parameters(), "DATA_W": 32})
    wrong = {**rule.parameters(), "LEN_LITTLE": 1}
    env = {"HASHCORES_PAD_RULE": "wrong", "HASHCORES_PAD_PARAMS": repr(wrong)}
    with pytest.raises(SimulationFailed) as failure:
        run(design, "cocotb_pad", testcase="back_to_back_full_rate", env=env, seed=12345)
    text = str(failure.value)
    assert "back_to_back_full_rate" in text
    assert "HASHCORES_SEED=12345" in text
    assert "AssertionError" in text
    log = Path(text.split("log ", 1)[1].split()[0])
    assert log.is_file()
