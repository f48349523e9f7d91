"""The accelerator's RTL (rtl/accel/) and its cocotb bench's toplevel (tb/hc_accel_tb.v)
around a core of the catalogue."""

from __future__ import annotations

from hashcores import registry
from hashcores.paths import ROOT, TB
from hashcores.sim.clocked import STREAM_TB_DEFINES, Wrapper, stream_defines

#: The accelerator's own RTL, in dependency order (the generated decode first); it runs
#: over any stream top of the catalogue, whose family brings its sources.
SOURCES: tuple[str, ...] = (
    "rtl/accel/hc_accel_regs.v",
    "rtl/accel/hc_accel_fifo.v",
    "rtl/accel/hc_accel_pack.v",
    "rtl/accel/hc_accel.v",
)
#: The accelerator with its core, one module for every parameter set: hash mode over
#: hc_sha2_stream (KEYS = 0: sha256_iter, SHA-224 beside it), HMAC mode over a family's
#: HMAC top (KEYS > 0, FAMILY; hashcores.accel.hmac names the sets). The core's family
#: brings its sources.
TOP = "hc_accel_top"
#: Every file of rtl/accel/.
ALL_SOURCES: tuple[str, ...] = (*SOURCES, "rtl/accel/hc_accel_top.v")
#: Bad parameter values each module refuses, naming the parameter (tests/test_param_checks.py).
PARAM_CHECKS: tuple[tuple[str, str, int], ...] = (
    ("hc_accel_regs", "ADDR_W", 6),
    ("hc_accel_fifo", "DEPTH", 12),
    ("hc_accel", "DIGEST_BITS", 100),
    ("hc_accel", "KEY_SLOTS", 17),
    ("hc_accel", "STATE_BITS", 128),
    ("hc_accel", "BLOCK_BYTES", 32),
    ("hc_accel_top", "SAVE_RESTORE", 2),
    ("hc_accel_top", "FIFO_DEPTH", 3),
    ("hc_accel_top", "KEYS", 3),
)

ACCEL_TB = TB / "hc_accel_tb.v"
ACCEL_TB_TOP = "hc_accel_tb"


def source_paths(core: registry.Core) -> list[str]:
    """The RTL of the accelerator over `core` (its family's, then the accelerator's)."""
    return core.family.sim_source_paths() + [str(ROOT / s) for s in SOURCES]


def parameters(core: registry.Core) -> dict[str, int]:
    """`core`'s stream top as the accelerator takes it: a 32-bit stream, one tag bit."""
    return {**core.params, "DATA_W": 32, "TID_W": 1}


#: The stream top whose state ports let the accelerator save and restore a message
#: (hc_sha2_state_stream with RESUME = 1, in place of hc_sha2_stream).
SAVE_TOP = "hc_sha2_stream"


def saves(core: registry.Core) -> bool:
    """The accelerator over `core` saves and restores messages (CTRL.SAVE, CV, LENGTH)."""
    return core.top == SAVE_TOP


def accel_wrapper(core: registry.Core, fifo_depth: int) -> Wrapper:
    """tb/hc_accel_tb.v around `core`'s stream top, with a FIFO of `fifo_depth` beats; over
    a SHA-2 stream top, its state-port version, which saves and restores messages."""
    if core.xof:
        raise ValueError(f"{core.name}: the accelerator takes cores with an m_digest output")
    defines = {**stream_defines(core, parameters(core)), "HC_FIFO_DEPTH": str(fifo_depth)}
    if saves(core):
        word_bits = core.params.get("WORD_BITS", 32)
        defines |= {"HC_SAVE_CORE": "1", "HC_SAVE_STATE_BITS": str(8 * word_bits),
                    "HC_SAVE_BLOCK_BYTES": str(2 * word_bits)}
    return Wrapper(ACCEL_TB, ACCEL_TB_TOP, defines, (STREAM_TB_DEFINES,))


def build(core: registry.Core, sim: str, fifo_depth: int = 16):  # type: ignore[no-untyped-def]
    """The bench's design built on `sim` (hashcores.sim.build)."""
    from hashcores.sim import build as build_design

    params = parameters(core)
    return build_design(sim, source_paths(core), core.top, params,
                        wrapper=accel_wrapper(core, fifo_depth))
