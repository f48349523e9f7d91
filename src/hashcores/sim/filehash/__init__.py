"""Hash messages on a core in simulation through the file-driven bench (tb/hc_stream_tb.v,
tb/hc_xof_file_tb.v for the extendable-output cores).

Three uses:
- :func:`hash_messages`: digests of many messages in one simulator run (`hashcores hash`,
  the NIST message suites), with optional random stalls on both sides of the stream, the
  messages sent one after the other or interleaved beat by beat (`interleave`);
  :func:`xof_messages`: the output frames of an extendable-output core;
- :func:`run_monte`, :func:`run_xof_monte`: a CAVP Monte chain run inside the bench (the
  checkpoints); :func:`run_monte_chains`: several, side by side on a multi-context core;
- :func:`stream_cycles`: clocks per block at the stream level (the benchmark): one
  message alone, and in aggregate with every message context of the core busy.

One job per module: `bench` compiles the bench for a core (and caches the build),
`files` writes what the bench reads, `run` runs it and checks how it ended, `outputs`
reads back what it printed; `messages`, `monte` and `cycles` are the three uses above.
The names below are the package's API.
"""

from __future__ import annotations

from hashcores.sim.filehash.bench import DEFAULT_TID_W, TB_COMMON, TB_FILE, TB_TOP, Bench, build
from hashcores.sim.filehash.cycles import CycleReport, stream_cycles
from hashcores.sim.filehash.messages import hash_messages, xof_messages
from hashcores.sim.filehash.monte import MAX_CHAINS, run_monte, run_monte_chains, run_xof_monte
from hashcores.sim.filehash.outputs import StreamOutput, XofOutput
from hashcores.sim.filehash.run import DEFAULT_TIMEOUT_CYCLES

__all__ = [
    "DEFAULT_TID_W",
    "DEFAULT_TIMEOUT_CYCLES",
    "MAX_CHAINS",
    "TB_COMMON",
    "TB_FILE",
    "TB_TOP",
    "Bench",
    "CycleReport",
    "StreamOutput",
    "XofOutput",
    "build",
    "hash_messages",
    "run_monte",
    "run_monte_chains",
    "run_xof_monte",
    "stream_cycles",
    "xof_messages",
]
