"""CAVP Monte chains run inside the bench: the SHA-2/SHA-3 chain (digests at each
checkpoint) and the SHA3VS SHAKE chain (output lengths and outputs at each checkpoint)."""

from __future__ import annotations

from hashcores.errors import BadInputError, ToolFailedError
from hashcores.registry import Core
from hashcores.sim.filehash.bench import (DEFAULT_OUT_W, DEFAULT_TID_W, XOF_OUTLEN_W, as_core,
                                          build)
from hashcores.sim.filehash.files import write_monte, write_xof_monte
from hashcores.sim.filehash.outputs import monte_digests, monte_outputs
from hashcores.sim.filehash.run import (DEFAULT_TIMEOUT_CYCLES, plusargs, run_bench, stall_arg,
                                        workdir)
from hashcores.vectors.cavp import monte_depth


def run_monte(
    core: Core | str,
    seed: bytes,
    *,
    sim: str = "verilator",
    data_w: int = 32,
    stall: float = 0.0,
    stall_seed: int = 1,
    checkpoints: int = 100,
    steps: int = 1000,
    depth: int | None = None,
    tid_w: int = DEFAULT_TID_W,
    timeout_cycles: int = DEFAULT_TIMEOUT_CYCLES,
) -> list[bytes]:
    """Checkpoints of the CAVP Monte chain from `seed`, the whole chain run in the bench.

    `depth` is the number of digests per message (default: the algorithm's CAVP procedure,
    3 for SHA-2). A checkpoint the simulator printed with unknown bits comes back empty.
    """
    core = as_core(core)
    if core.xof:
        raise BadInputError(f"{core.name}: the SHAKE Monte procedure is not in the bench")
    digest_bytes = core.algorithm.digest_bits // 8
    if len(seed) != digest_bytes:
        raise BadInputError(f"Monte seed has {len(seed)} bytes; {core.algorithm.title} wants {digest_bytes}")
    if depth is None:
        depth = monte_depth(core.algorithm.name)
    if checkpoints < 1 or steps < 1:
        raise BadInputError("Monte needs at least one checkpoint of at least one step")
    stall_arg(stall, "input")
    bench = build(core, sim, data_w, tid_w)
    with workdir() as work:
        monte = write_monte(work, depth, checkpoints, steps, seed)
        lines = run_bench(
            bench,
            work,
            [f"+monte={monte}", *plusargs(sim, stall_seed, stall, timeout_cycles)],
            f"{core.name} Monte on {sim}",
        )
    found = monte_digests(lines)
    if len(found) != checkpoints:
        raise ToolFailedError(f"{core.name} Monte on {sim}: {len(found)} of {checkpoints} checkpoints came out")
    return found


def run_xof_monte(
    core: Core | str,
    seed: bytes,
    outlen: int,
    min_bytes: int,
    max_bytes: int,
    *,
    sim: str = "verilator",
    data_w: int = 32,
    out_w: int = DEFAULT_OUT_W,
    stall: float = 0.0,
    stall_seed: int = 1,
    checkpoints: int = 100,
    steps: int = 1000,
    tid_w: int = DEFAULT_TID_W,
    timeout_cycles: int = DEFAULT_TIMEOUT_CYCLES,
) -> list[tuple[int, bytes]]:
    """Checkpoints (output length in bytes, output) of the SHA3VS SHAKE Monte chain
    (:func:`hashcores.vectors.cavp.shake_monte`) from the 16-byte `seed` with a first
    output length of `outlen` bytes, the whole chain run in the bench. A checkpoint whose
    frame was malformed or flagged m_error comes back with empty output."""
    core = as_core(core)
    if not core.xof:
        raise BadInputError(f"{core.name} is not an extendable-output core")
    if len(seed) != 16:
        raise BadInputError(f"SHAKE Monte seed has {len(seed)} bytes; it has 16")
    if not 0 <= min_bytes <= outlen <= max_bytes < 1 << XOF_OUTLEN_W:
        raise BadInputError(f"SHAKE Monte lengths {min_bytes} <= {outlen} <= {max_bytes} do not hold")
    if checkpoints < 1 or steps < 1:
        raise BadInputError("Monte needs at least one checkpoint of at least one step")
    stall_arg(stall, "input")
    bench = build(core, sim, data_w, tid_w, out_w)
    label = f"{core.name} Monte on {sim}"
    with workdir() as work:
        monte = write_xof_monte(work, checkpoints, steps, min_bytes, max_bytes, outlen, seed)
        lines = run_bench(bench, work,
                          [f"+monte={monte}", *plusargs(sim, stall_seed, stall, timeout_cycles)],
                          label)
    found = monte_outputs(lines, out_w // 8)
    if len(found) != checkpoints:
        raise ToolFailedError(f"{label}: {len(found)} of {checkpoints} checkpoints came out")
    return found

