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
    ("hc_accel", "STATE_PAIRS", 2),
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


#: The stream tops whose state versions (RESUME = 1) let the accelerator save and restore
#: a message: stream top -> (state top, its state goes as SHA-2's word pairs). The state
#: tops other than SHA-2's take one message context.
SAVE_TOPS: dict[str, tuple[str, bool]] = {
    "hc_sha2_stream": ("hc_sha2_state_stream", True),
    "hc_sha1_stream": ("hc_sha1_state_stream", False),
    "hc_md5_stream": ("hc_md5_state_stream", False),
    "hc_ripemd_stream": ("hc_ripemd_state_stream", False),
}


def saves(core: registry.Core) -> bool:
    """The accelerator over `core` saves and restores messages (CTRL.SAVE, CV, LENGTH)."""
    return core.top in SAVE_TOPS and (SAVE_TOPS[core.top][1] or core.n_contexts == 1)


def state_bits(core: registry.Core) -> int:
    """The chaining value's bits of a core that saves: SHA-2's eight words (more than the
    digest for SHA-224, SHA-384, SHA-512/t), else the digest (SHA-1, MD5, RIPEMD)."""
    if SAVE_TOPS[core.top][1]:
        return 8 * core.params.get("WORD_BITS", 32)
    return core.algorithm.digest_bits


def accel_wrapper(core: registry.Core, fifo_depth: int) -> Wrapper:
    """tb/hc_accel_tb.v around `core`'s stream top, with a FIFO of `fifo_depth` beats; over
    a SHA-2 stream top, its state-port version, which saves and restores messages."""
    if core.xof:
        raise ValueError(f"{core.name}: the accelerator takes cores with an m_digest output")
    defines = {**stream_defines(core, parameters(core)), "HC_FIFO_DEPTH": str(fifo_depth)}
    if saves(core):
        top, pairs = SAVE_TOPS[core.top]
        defines |= {"HC_SAVE_TOP": top, "HC_SAVE_STATE_BITS": str(state_bits(core)),
                    "HC_SAVE_BLOCK_BYTES": str(core.algorithm.block_bits // 8),
                    **({"HC_SAVE_PAIRS": "1"} if pairs else {})}
    return Wrapper(ACCEL_TB, ACCEL_TB_TOP, defines, (STREAM_TB_DEFINES,))


def build(core: registry.Core, sim: str, fifo_depth: int = 16):  # type: ignore[no-untyped-def]
    """The bench's design built on `sim` (hashcores.sim.build)."""
    from hashcores.sim import build as build_design

    params = parameters(core)
    return build_design(sim, source_paths(core), core.top, params,
                        wrapper=accel_wrapper(core, fifo_depth))
