"""Every Luffa core meets every vector of vectors/luffa/ on Verilator and Icarus.

The basic and pattern files of the core's digest size go through the stream top in one
run of the file-driven bench (tb/hc_file_tb.v, hashcores.sim.filehash), with random
stalls on both sides of the stream (25 %, fixed seed): the digest, m_error = 0 and the
s_tid sent returned on m_tid, for every line.

What runs by default (``-m "not slow"``), and why. Verilator runs every file whole on
every core, the 1,000,000-byte 'a' message included (a few seconds). Icarus simulates a
whole-round core at 450 (Luffa-512) to 1300 (Luffa-256) clocks/s:
- the pattern file (305 messages, 0 .. 10000 bytes, about 22,000 clocks) and the short
  basic lines: every core but luffa224_conv, 15 to 50 s each;
- luffa224_conv, luffa384_conv, luffa512_conv, luffa256_pipelined and luffa256_ram_sbox
  (ICARUS_SUBSET): the short basic lines and every PATTERN_STRIDE-th pattern line. The
  first is luffa256_conv with the digest cut to 224 bits (the same RTL, DIGEST_BITS =
  224); the next two are the same core at w = 4 and 5 (80 and 145 s of CPU for the whole
  file, on the 256-bit core's RTL with more sub-permutations); the fourth is
  luffa256_gated (whole file) with its clock enables always on, which makes Icarus
  evaluate the whole round every clock (90 s for the file); the fifth luffa256_conv
  with another circuit for the S-box (a memory per nibble, slow to simulate);
- marked slow: the million-'a' message on Icarus (250,000 beats at DATA_W = 32; run at
  DATA_W = 256 there, still minutes) and the whole pattern file of ICARUS_SUBSET.
"""

from __future__ import annotations

import dataclasses

import pytest

from hashcores import registry
from hashcores.sim import filehash
from hashcores.sim.tools import SIMULATORS
from hashcores.vectors.lines import LineRecord, luffa_files, parse_lines

STALL = 0.25
SEED = 1
PATTERN_STRIDE = 8
#: The cores that run a subset of the pattern file on Icarus (see the module docstring).
ICARUS_SUBSET = ("luffa224_conv", "luffa384_conv", "luffa512_conv", "luffa256_pipelined",
                 "luffa256_ram_sbox")

CORES = [c for c in registry.cores() if c.family.name == "luffa"]
slow = pytest.mark.slow


def _records(core: registry.Core, kind: str) -> list[LineRecord]:
    return parse_lines(luffa_files(core.algorithm.digest_bits)[kind])


def _cases() -> list:
    cases = []
    for core in CORES:
        for sim in SIMULATORS:
            cid = f"{core.name}-{sim}"
            if sim == "verilator":
                cases.append(pytest.param(core, sim, "basic", None, id=f"{cid}-basic"))
                cases.append(pytest.param(core, sim, "pattern", None, id=f"{cid}-pattern"))
                continue
            cases.append(pytest.param(core, sim, "basic", "short", id=f"{cid}-basic-short"))
            cases.append(pytest.param(core, sim, "basic", "big", id=f"{cid}-basic-big", marks=slow))
            if core.name in ICARUS_SUBSET:
                cases.append(pytest.param(core, sim, "pattern", "stride", id=f"{cid}-pattern-stride"))
                cases.append(pytest.param(core, sim, "pattern", None, id=f"{cid}-pattern", marks=slow))
            else:
                cases.append(pytest.param(core, sim, "pattern", None, id=f"{cid}-pattern"))
    return cases


def _select(records: list[LineRecord], part: str | None) -> list[LineRecord]:
    if part == "short":
        return [r for r in records if not r.big]
    if part == "big":
        return [r for r in records if r.big]
    if part == "stride":
        return records[::PATTERN_STRIDE]
    return records


def test_every_luffa_core_meets_every_vector_on_both_simulators() -> None:
    """The policy above, as the parameter list carries it: by default every core runs
    every file whole on Verilator, and on Icarus every short line and (at least part of)
    the pattern file."""
    assert {c.algorithm.digest_bits for c in CORES} == {224, 256, 384, 512}
    default = {(c.name, s, k, p) for c, s, k, p in
               (x.values for x in _cases() if not any(m.name == "slow" for m in x.marks))}
    for core in CORES:
        assert (core.name, "verilator", "basic", None) in default
        assert (core.name, "verilator", "pattern", None) in default
        assert (core.name, "icarus", "basic", "short") in default
        assert any((core.name, "icarus", "pattern", p) in default for p in (None, "stride"))


@pytest.mark.parametrize("core,sim,kind,part", _cases())
def test_luffa_vectors(core: registry.Core, sim: str, kind: str, part: str | None) -> None:
    """Every selected line gives its digest, m_error = 0, the s_tid sent back."""
    records = _select(_records(core, kind), part)
    assert records
    data_w = 256 if (sim == "icarus" and part == "big") else 32
    outs = filehash.hash_messages(core, [r.message for r in records], sim=sim, data_w=data_w,
                                  stall=STALL, seed=SEED)
    assert len(outs) == len(records)
    wrong = [
        f"line {r.line} ({len(r.message)} bytes): got {o.digest_hex}, want {r.digest.hex()}"
        for r, o in zip(records, outs) if o.digest != r.digest
    ]
    assert not wrong, f"{len(wrong)} of {len(records)} wrong:\n" + "\n".join(wrong[:5])
    assert not any(o.error for o in outs), "m_error set on a well-formed message"
    assert all(o.tid == o.sent_tid for o in outs), "m_tid is not the s_tid sent"


#: Parameter points of hc_luffa_core outside the catalogue: the other steps per clock, the
#: step core at w = 4 and 5, the variants at other digest sizes, and options combined.
OTHER_POINTS: tuple[tuple[int, dict[str, int]], ...] = (
    (256, {"STEPS": 2}), (256, {"STEPS": 4}), (384, {"STEPS": 1}), (512, {"STEPS": 1}),
    (512, {"STEPS": 8, "PIPE": 2}), (384, {"STEPS": 8, "NEGEDGE": 1}),
    (224, {"STEPS": 2, "PIPE": 1, "NEGEDGE": 1}),
)


@slow
@pytest.mark.parametrize(
    "bits,params", OTHER_POINTS,
    ids=[f"luffa{b}-" + "-".join(f"{k}{v}" for k, v in p.items()) for b, p in OTHER_POINTS],
)
def test_other_parameter_points(bits: int, params: dict[str, int]) -> None:
    """Every parameter of the block core works at every digest size, not only in the
    catalogued combinations: every short line of the basic and pattern files on
    Verilator (slow: seven more builds; docs/luffa.md claims it)."""
    base = registry.luffa_core(bits, "conv")
    name = f"luffa{bits}_" + "_".join(f"{k.lower()}{v}" for k, v in params.items())
    core = dataclasses.replace(base, name=name, params={"DIGEST_BITS": bits, **params})
    records = [r for kind in ("basic", "pattern") for r in _records(core, kind) if not r.big]
    outs = filehash.hash_messages(core, [r.message for r in records], sim="verilator",
                                  stall=STALL, seed=SEED)
    wrong = [r.line for r, o in zip(records, outs) if o.digest != r.digest or o.error]
    assert len(outs) == len(records) and not wrong, f"wrong on lines {wrong[:10]}"
