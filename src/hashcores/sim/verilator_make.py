"""How `make` compiles a Verilator model: a cocotb bench's model unoptimised, a file
bench's at -O1, or unoptimised when its generated C++ is large.

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

A cocotb bench's model is always compiled at -O0: there the run's time is cocotb's
Python, waiting on the clock and moving beats, and the design costs next to nothing
("Simulation speed" in docs/verification.md). Measured (CPU seconds, the 2-core machine,
a slow host): the stream builds of eight cores (sha256_iter, sha256_conv4, sha3_256_r1,
luffa256_conv, md5_s4, sha512_iter, ripemd160_precomp4, sha1_iter) at DATA_W 32 took
47.5 s at -O1 and 32.4 s at -O0, and their stream tests after the builds 36.6 and 39.7 s
at -O1 against 39.7 and 41.3 s at -O0, two runs each (the host's noise between two runs
reached 15 %); the heavier
runs (sha256_iter's accelerator, the 16-stage generator point, two interleave runs) took
93.5 s built and run at -O1 and 97.7 s at -O0. In a fresh clone of the whole suite (5788212)
the cocotb tests on Verilator took 2.5 % less CPU than in the run before this change
(856ec2b), where the file benches' Verilator tests (unchanged) took 4 % more: a gain of
about 6 % there, no more than the host's noise lets one see.

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


def make_variables(folder: Path, cocotb: bool = False) -> list[str]:
    """The variables to add to make's command line for the model in `folder` (`cocotb`:
    a cocotb bench's model, always unoptimised)."""
    large = generated_bytes(folder) > LARGE_CPP_BYTES
    return list(UNOPTIMISED if cocotb or large else OPTIMISED)
