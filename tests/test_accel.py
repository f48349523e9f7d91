"""The accelerator (rtl/accel/, docs/accelerator.md) under cocotb (tb/cocotb_accel.py): an
AXI4-Lite master and an AXI4-Stream source drive it on Verilator and Icarus: NIST ShortMsg
records, random messages in random byte/half-word/word write mixes, polled and
interrupt-driven, the DMA port, every refused access followed by a correct hash, and a
reset or abort in the middle of a message, over sha256_iter's stream top; the save and
restore of messages over SHA-384 and the SHA-1, MD5 and RIPEMD state tops. Over another
core, sha3_512_dsp_compact_lut (SHA3-512, 16 digest words, slower per word than the bus),
the DATA writes outrun the core and wait for room in the FIFO."""

from __future__ import annotations

import pytest

from hashcores import registry
from hashcores.accel import design
from hashcores.sim import run

EVERY = ("test_nist_vectors", "test_random_messages", "test_stream_port", "test_bad_accesses",
         "test_reset_and_abort_mid_message", "test_save_and_restore", "test_save_refusals")
#: (core, simulator, FIFO depth, random messages, cocotb tests)
POINTS = [
    ("sha256_iter", "verilator", 16, 24, EVERY),
    ("sha256_iter", "icarus", 4, 12, EVERY),
    # 64-bit words: a 512-bit state behind a 384-bit digest, 128-byte blocks
    ("sha384_iter", "verilator", 8, 6, ("test_save_and_restore", "test_save_refusals")),
    # the whole-state tops (hc_sha1_state_stream, ...): SHA-1's big-endian length field,
    # MD5's and RIPEMD's little-endian one, RIPEMD-320's ten-word state
    ("sha1_iter", "verilator", 8, 4, ("test_save_and_restore", "test_save_refusals")),
    ("md5_v1", "icarus", 8, 4, ("test_save_and_restore",)),
    ("ripemd160_iter", "verilator", 8, 4, ("test_save_and_restore",)),
    ("ripemd320_iter", "icarus", 8, 4, ("test_save_and_restore",)),
    ("sha3_512_dsp_compact_lut", "verilator", 4, 4,
     ("test_fifo_fills_and_writes_wait", "test_nist_vectors", "test_random_messages",
      "test_save_refusals")),
    ("sha3_512_dsp_compact_lut", "icarus", 4, 2, ("test_fifo_fills_and_writes_wait",)),
]


@pytest.mark.parametrize("name,sim,fifo_depth,messages,tests", POINTS,
                         ids=[f"{n}-{s}-fifo{d}" for n, s, d, _, _ in POINTS])
def test_accelerator(name: str, sim: str, fifo_depth: int, messages: int,
                     tests: tuple[str, ...]) -> None:
    core = registry.get_core(name)
    built = design.build(core, sim, fifo_depth)
    run(built, "cocotb_accel", testcase=list(tests),
        env={"HASHCORES_CORE": core.name, "HASHCORES_MESSAGES": str(messages)})
