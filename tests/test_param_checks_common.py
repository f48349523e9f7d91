"""A bad parameter of a module in rtl/common stops elaboration on Verilator and on Icarus
with a message naming the parameter (the rule's error module, as rtl/sha3/hc_keccak_core.v
does), and the same module with its default parameters elaborates."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from hashcores.paths import RTL
from tests.conftest import require_tool

COMMON = sorted((RTL / "common").glob("*.v"))

#: (module, parameter, bad value): each is a rule of that module's own check.
BAD: tuple[tuple[str, str, int], ...] = (
    ("hc_stream_pad", "DATA_W", 48),
    ("hc_stream_pad", "BLOCK_W", 100),
    ("hc_stream_pad", "TID_W", 0),
    ("hc_stream_pad", "PAD_BYTE", 256),
    ("hc_stream_pad", "LEN_W", 12),
    ("hc_stream_pad", "LEN_LITTLE", 2),
    ("hc_stream_pad", "PAD_LAST_BIT", 2),
    ("hc_stream_pad", "MAX_BYTES_W", 0),
    ("hc_stream_pad", "OUT_REG", 2),
    ("hc_stream_pad", "KEEP_IN", 2),
    ("hc_stream_pad", "PREFIX_BIT", 1),
    ("hc_stream_pad", "TID_CHECK", 2),
    ("hc_ctx_pad", "DATA_W", 48),
    ("hc_ctx_pad", "TID_W", 0),
    ("hc_ctx_pad", "N_CTX", 0),
    ("hc_ctx_pad", "PREFIX_BIT", -2),
    ("hc_keep_decode", "DATA_W", 48),
    ("hc_pad_lanes", "DATA_W", 48),
    ("hc_pad_lanes", "UNIT_BYTES", 3),
    ("hc_pad_lanes", "PAD_BYTE", 300),
    ("hc_pad_lanes", "KEEP_IN", 2),
    ("hc_pad_byte_count", "DATA_W", 40),
    ("hc_pad_byte_count", "MAX_BYTES_W", 0),
    ("hc_pad_byte_count", "PREFIX_BYTES", 48),
    ("hc_pad_place", "DATA_W", 48),
    ("hc_pad_place", "BLOCK_W", 100),
    ("hc_pad_place", "UNIT_BYTES", 3),
    ("hc_pad_place", "LEN_W", 512),
    ("hc_pad_accumulator", "DATA_W", 48),
    ("hc_pad_accumulator", "BLOCK_W", 100),
    ("hc_pad_accumulator", "UNIT_BYTES", 3),
    ("hc_pad_accumulator", "PIECE_REG", 2),
    ("hc_pad_length", "BLOCK_W", 100),
    ("hc_pad_length", "LEN_W", 60),
    ("hc_pad_length", "LEN_LITTLE", 2),
    ("hc_pad_length", "PAD_LAST_BIT", 2),
    ("hc_pad_length", "MAX_BYTES_W", 0),
    ("hc_pad_output", "DATA_W", 48),
    ("hc_pad_output", "BLOCK_W", 100),
    ("hc_pad_output", "TID_W", 0),
    ("hc_pad_output", "OUT_REG", 2),
    ("hc_wave_sched", "STAGES", 0),
    ("hc_wave_sched", "WAVE_CLOCKS", 0),
    ("hc_wave_sched", "N_CTX", 0),
    ("hc_wave_sched", "TID_W", 0),
    ("hc_wave_sched", "PREP", 3),
)
MODULES = sorted({m for m, _, _ in BAD})
SIMULATORS = ("verilator", "icarus")


def _elaborate(sim: str, top: str, params: dict[str, int], folder: Path) -> tuple[int, str]:
    """Elaborate `top` from rtl/common; (exit status, everything the tool printed)."""
    if sim == "verilator":
        cmd = [require_tool("verilator"), "--lint-only", "-Wall", "--top-module", top]
        cmd += [f"-G{k}={v}" for k, v in params.items()]
    else:
        cmd = [require_tool("iverilog"), "-g2012", "-o", str(folder / "a.vvp"), "-s", top]
        cmd += [f"-P{top}.{k}={v}" for k, v in params.items()]
    run = subprocess.run(cmd + [str(p) for p in COMMON], capture_output=True, text=True)
    return run.returncode, run.stdout + run.stderr


@pytest.mark.parametrize("sim", SIMULATORS)
@pytest.mark.parametrize("module,param,value", BAD, ids=[f"{m}-{p}" for m, p, _ in BAD])
def test_bad_parameter_stops_elaboration_naming_it(
    sim: str, module: str, param: str, value: int, tmp_path: Path
) -> None:
    status, output = _elaborate(sim, module, {param: value}, tmp_path)
    assert status != 0, output
    assert f"hc_error_{param}_" in output, output


@pytest.mark.parametrize("sim", SIMULATORS)
@pytest.mark.parametrize("module", MODULES)
def test_default_parameters_elaborate(sim: str, module: str, tmp_path: Path) -> None:
    status, output = _elaborate(sim, module, {}, tmp_path)
    assert status == 0, output
    assert "hc_error_" not in output
