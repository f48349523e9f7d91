"""How `make` compiles a Verilator model: at -O1, or unoptimised when the generated C++ is
large.

Verilator's makefile compiles the model's fast code with -Os (OPT_FAST) and the rest with
the -CFLAGS given (-O1 here). -O1 for the fast code too compiles faster and runs no
slower (CPU seconds on the 2-core machine, file bench build, then its Monte file):
sha256_iter 2.9 s + 9.4 s at -Os, 2.5 s + 7.4 s at -O1; sha512_conv4 14.6 + 21.1 and
11.0 + 21.5; sha3_256_r1 4.5 + 14.9 and 3.6 + 12.9; shake256_r1 4.0 + 30.5 and
3.1 + 27.3; the suite builds about 230 Verilator models.

On the largest models g++'s optimiser takes minutes, where -O0 takes a fraction of it,
and the tests run them for a few thousand clocks, where the slower code costs seconds.
Measured (CPU seconds, the 2-core machine):

- luffa256_ram_sbox (1536 S-box memories), file bench, 19 MB of C++: 228 s to compile
  with -Os and 6 s to run its known-answer file; 25 s and 29 s with -O0.
- luffa256_ram_sbox, cocotb build, 6.6 MB: 77 s for the stream tests, 30 s with -O0.
- md5_s4 at DATA_W = 512 (five padding contexts), cocotb build, 22 MB: 50 s, 46 s.
- luffa512_conv, file bench, 5.4 MB: 13 s with -Os, 31 s with -O0 (its million-`a`
  line runs tens of thousands of blocks): below the threshold, as is every bench that
  runs a Monte file (at most 3 MB).

Used through hashcores.sim.verilator_runtime.make_variables, by the cocotb runner and the
file-driven bench between the Verilator step and make.
"""

from __future__ import annotations

from pathlib import Path

#: Generated C++ above this size is compiled without optimisation.
LARGE_CPP_BYTES = 6_000_000

#: The optimisation of every other model's fast code (its slow code gets -O1 from -CFLAGS).
FAST_OPT = "-O1"
OPTIMISED = (f"OPT_FAST={FAST_OPT}",)

#: make's variables for such a model: the model's own files (fast and slow code) at
#: -O0; Verilator's run-time library (OPT_GLOBAL) comes from a cache and is left alone.
UNOPTIMISED = ("OPT_FAST=-O0", "OPT_SLOW=-O0")


def generated_bytes(folder: Path) -> int:
    """The size of the C++ Verilator wrote into `folder` (its -Mdir)."""
    return sum(p.stat().st_size for p in folder.glob("*.cpp"))


def make_variables(folder: Path) -> list[str]:
    """The variables to add to make's command line for the model in `folder`."""
    return list(UNOPTIMISED if generated_bytes(folder) > LARGE_CPP_BYTES else OPTIMISED)
