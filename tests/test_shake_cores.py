"""The SHAKE stream tops (hc_shake_stream) on Verilator and Icarus against hashlib
(tb/cocotb_shake.py): random messages with random output lengths (beat and rate edges
favoured), random stalls on both sides, zero-length messages and outputs, outputs of
many rate blocks, every malformed-stream case (plus an s_outlen change inside a message)
followed by a good message, reset mid-message and mid-output; and the too-long error
with a small MAX_BYTES_W. The core runs inside tb/hc_cocotb_xof_tb.v, which makes the
clock (hashcores.sim.clocked).

What runs by default (``-m "not slow"``), and why. Verilator runs every case in
seconds (its cost is the build, 15 to 35 s of CPU at the wide widths): each core runs
DATA_W 32 and its algorithm's own wide output, and the other configurations are dealt
out between the cores (`dealt_configs`), which are one RTL at two rates, so that every
configuration runs on one of them (the rest is slow). Icarus simulates the Keccak core
at a few thousand clocks per second under cocotb, so it runs one configuration per core
(DATA_W 32, OUT_W 64) with ICARUS_MESSAGES random messages, and the odd widths (DATA_W 96
with OUT_W 8) on one core; the rest of the Icarus matrix is marked slow. The output side
is the same RTL at every width but for the beat multiplexer, which every OUT_W still meets
on Verilator.

Settings (environment): HASHCORES_MESSAGES, HASHCORES_SEED, HASHCORES_WAVES as for
tests/test_stream_cores.py.
"""

from __future__ import annotations

import os

import pytest

from hashcores import registry
from hashcores.sim import SIMULATORS, build, run
from hashcores.sim.clocked import stream_wrapper

SHAKE_CORES = [c for c in registry.cores() if c.xof]

#: (DATA_W, OUT_W, TID_W): input and output widths, the tid width. 64 out divides every
#: rate; 8 is byte by byte; 448 and 1088 divide only SHAKE128's / SHAKE256's rate.
CONFIGS: list[tuple[int, int, int]] = [(32, 64, 4), (64, 8, 1), (96, 32, 5), (512, 64, 8)]
#: The Icarus configurations run by default (the others are marked slow), beside each
#: core's own (`Tiers.xof_icarus_extra`: the odd widths on one core).
ICARUS_DEFAULT = {(32, 64, 4)}
ICARUS_MESSAGES = 8
#: s_outlen width of the builds (outputs up to 64 KiB - 1).
OUTLEN_W = 16
SMALL_MAX_BYTES_W = 8

slow = pytest.mark.slow


def _configs(core: registry.Core) -> list[tuple[int, int, int]]:
    """CONFIGS and the algorithm's own wide output (`Tiers.xof_wide_out`: an OUT_W that
    divides only its rate)."""
    return [*CONFIGS, core.tiers.xof_wide_out[core.algorithm.name]]


def dealt_configs(core: registry.Core) -> set[tuple[int, int, int]]:
    """The configurations `core` runs on Verilator by default: the first of CONFIGS
    (DATA_W 32), its algorithm's wide output, and the other CONFIGS dealt out in turn
    among the SHAKE cores."""
    dealt = {cfg for i, cfg in enumerate(CONFIGS[1:])
             if SHAKE_CORES[i % len(SHAKE_CORES)] is core}
    return {CONFIGS[0], core.tiers.xof_wide_out[core.algorithm.name], *dealt}


def _cases() -> list:
    cases = []
    for core in SHAKE_CORES:
        for sim in SIMULATORS:
            for cfg in _configs(core):
                cid = f"{core.name}-{sim}-w{cfg[0]}-o{cfg[1]}"
                default = (cfg in dealt_configs(core) if sim == "verilator" else
                           cfg in ICARUS_DEFAULT
                           or core.tiers.xof_icarus_extra.get(core.name) == cfg)
                cases.append(pytest.param(core, sim, cfg, id=cid, marks=() if default else slow))
    return cases


def _build(core: registry.Core, sim: str, cfg: tuple[int, int, int], **extra: int):
    data_w, out_w, tid_w = cfg
    params = {**core.params, "DATA_W": data_w, "OUT_W": out_w, "TID_W": tid_w,
              "OUTLEN_W": OUTLEN_W, **extra}
    return build(sim, core.family.sim_source_paths(), core.top, params,
                 wrapper=stream_wrapper(core, params))


def _env(core: registry.Core, sim: str) -> dict[str, str]:
    env = {"HASHCORES_CORE": core.name}
    if sim == "icarus" and not os.environ.get("HASHCORES_MESSAGES", "").strip():
        env["HASHCORES_MESSAGES"] = str(ICARUS_MESSAGES)
    return env


def test_default_run_checks_every_shake_core_on_both_simulators() -> None:
    """The policy above as the parameter list carries it: every SHAKE core runs DATA_W 32
    and its own wide output on Verilator and one configuration on Icarus by default, and
    every configuration runs on Verilator on some core."""
    assert SHAKE_CORES, "no SHAKE core in the registry"
    default = [p.values for p in _cases() if not any(m.name == "slow" for m in p.marks)]
    for core in SHAKE_CORES:
        assert (core, "verilator", CONFIGS[0]) in default, core.name
        assert (core, "verilator", core.tiers.xof_wide_out[core.algorithm.name]) in default
        assert any(c is core and s == "icarus" for c, s, _ in default), core.name
    for cfg in CONFIGS:
        assert any(s == "verilator" and c == cfg for _, s, c in default), cfg


@pytest.mark.parametrize("core,sim,cfg", _cases())
def test_shake_stream_top(core: registry.Core, sim: str, cfg: tuple[int, int, int]) -> None:
    """Every cocotb test of tb/cocotb_shake.py but the too-long one."""
    run(_build(core, sim, cfg), "cocotb_shake", env=_env(core, sim))


@pytest.mark.parametrize(
    "core,sim",
    [pytest.param(c, s, id=f"{c.name}-{s}") for c in SHAKE_CORES for s in SIMULATORS],
)
def test_shake_stream_top_too_long(core: registry.Core, sim: str) -> None:
    """Built with MAX_BYTES_W=8: 255 bytes come out right, longer gives one error beat."""
    design = _build(core, sim, (32, 64, 2), MAX_BYTES_W=SMALL_MAX_BYTES_W)
    run(design, "cocotb_shake", testcase="error_message_too_long",
        env={**_env(core, sim), "HASHCORES_MAX_BYTES_W": str(SMALL_MAX_BYTES_W)})
