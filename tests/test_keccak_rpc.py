"""hc_keccak_core at every rounds-per-clock setting (RPC divides 24), not only the
registry's points (1 and 2): random messages of random length (rate edges favoured)
against hashlib, with random stalls, through the file-driven benches on Verilator.

By default RPC 3 and 4 (the other settings the issue asks for), on SHA3 and SHAKE cores
of different rates; 6, 8, 12 and 24 are marked slow (each is one more Verilator build of
a larger design). The registry's points (RPC 1 and 2) run the full suites elsewhere.
"""

from __future__ import annotations

import random

import pytest

from hashcores import registry
from hashcores.sim import filehash

CASES = [
    ("sha3_512", 3, False), ("shake_128", 3, False),
    ("sha3_224", 4, False), ("shake_256", 4, False),
    ("sha3_384", 6, True), ("sha3_256", 8, True), ("shake_128", 12, True), ("sha3_256", 24, True),
]


@pytest.mark.parametrize(
    "algorithm,rpc",
    [pytest.param(a, r, id=f"{a}-rpc{r}", marks=(pytest.mark.slow,) if s else ()) for a, r, s in CASES],
)
def test_rounds_per_clock(algorithm: str, rpc: int) -> None:
    core = registry.keccak_core(algorithm, rpc)
    assert core.clocks_per_block == 24 // rpc
    rng = random.Random(f"{algorithm}-{rpc}")
    rate = core.algorithm.block_bits // 8
    lengths = [0, 1, rate - 1, rate, rate + 1, 2 * rate] + [rng.randrange(4 * rate) for _ in range(14)]
    messages = [rng.randbytes(n) for n in lengths]
    if core.xof:
        outlens = [rng.choice([0, 1, rate - 1, rate, rate + 1, 3 * rate + 5, rng.randrange(600)])
                   for _ in messages]
        outs = filehash.xof_messages(core, messages, outlens, data_w=96, out_w=32, stall=0.3)
        for m, n, o in zip(messages, outlens, outs):
            assert not o.problems and not o.error, (len(m), n, o.problems)
            assert o.data == core.algorithm.output(m, n), (len(m), n)
    else:
        outs2 = filehash.hash_messages(core, messages, data_w=96, stall=0.3)
        for m, o in zip(messages, outs2):
            assert not o.error and o.digest == core.algorithm.digest(m), len(m)
