"""CAVP Monte chains run inside the bench: the SHA-2/SHA-3 chain (digests at each
checkpoint, several chains side by side on a multi-context core) and the SHA3VS SHAKE
chain (output lengths and outputs at each checkpoint)."""

from __future__ import annotations

from collections.abc import Sequence

from hashcores.errors import BadInputError, ToolFailedError
from hashcores.registry import Core
from hashcores.sim.filehash.bench import (DEFAULT_OUT_W, DEFAULT_TID_W, XOF_OUTLEN_W, as_core,
                                          build)
from hashcores.sim.filehash.files import write_monte, write_xof_monte
from hashcores.sim.filehash.outputs import monte_digests, monte_outputs
from hashcores.sim.filehash.run import (DEFAULT_TIMEOUT_CYCLES, plusargs, run_bench, stall_arg,
                                        workdir)
from hashcores.vectors.cavp import monte_depth

#: The most Monte chains the bench runs side by side (tb/hc_stream_tb.v, MAX_CHAINS).
MAX_CHAINS = 16


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
    (found,) = run_monte_chains(
        core, [(seed, checkpoints)], sim=sim, data_w=data_w, stall=stall,
        stall_seed=stall_seed, steps=steps, depth=depth, tid_w=tid_w,
        timeout_cycles=timeout_cycles,
    )
    return found


def run_monte_chains(
    core: Core | str,
    chains: Sequence[tuple[bytes, int]],
    *,
    sim: str = "verilator",
    data_w: int = 32,
    stall: float = 0.0,
    stall_seed: int = 1,
    steps: int = 1000,
    depth: int | None = None,
    tid_w: int = DEFAULT_TID_W,
    timeout_cycles: int = DEFAULT_TIMEOUT_CYCLES,
) -> list[list[bytes]]:
    """The checkpoints of several CAVP Monte chains ((seed, checkpoints) each) run side by
    side in one bench run, chain c on s_tid c: a core with several message contexts hashes
    a message of each at a time, where one chain would leave all but one context idle.
    At most `core.contexts` chains (more tids than contexts deadlock a multi-context core,
    docs/sha256_generator.md)."""
    core = as_core(core)
    if core.xof:
        raise BadInputError(f"{core.name}: the SHAKE Monte procedure is not in the bench")
    if not 1 <= len(chains) <= min(core.contexts, MAX_CHAINS, 2**tid_w):
        raise BadInputError(f"{len(chains)} Monte chains: {core.name} runs 1 to "
                            f"{min(core.contexts, MAX_CHAINS, 2**tid_w)} side by side")
    digest_bytes = core.algorithm.digest_bits // 8
    for seed, checkpoints in chains:
        if len(seed) != digest_bytes:
            raise BadInputError(f"Monte seed has {len(seed)} bytes; {core.algorithm.title} wants {digest_bytes}")
        if checkpoints < 1:
            raise BadInputError("Monte needs at least one checkpoint of at least one step")
    if depth is None:
        depth = monte_depth(core.algorithm.name)
    if steps < 1:
        raise BadInputError("Monte needs at least one checkpoint of at least one step")
    stall_arg(stall, "input")
    bench = build(core, sim, data_w, tid_w)
    with workdir() as work:
        monte = write_monte(work, depth, steps, [(n, seed) for seed, n in chains])
        lines = run_bench(
            bench,
            work,
            [f"+monte={monte}", *plusargs(sim, stall_seed, stall, timeout_cycles)],
            f"{core.name} Monte on {sim}",
        )
    found = monte_digests(lines, len(chains))
    for c, ((_, checkpoints), got) in enumerate(zip(chains, found)):
        if len(got) != checkpoints:
            raise ToolFailedError(f"{core.name} Monte on {sim}: {len(got)} of {checkpoints} "
                                  f"checkpoints of chain {c} came out")
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

