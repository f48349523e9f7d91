"""Every core whose algorithm has known-answer files (beside NIST's CAVP, which
tests/test_nist.py runs) meets every vector of them on Verilator and Icarus.

A family's declaration names the files and their format (`Algorithm.kat`: the Luffa
submission's basic and pattern files in the line format, vectors/luffa; RFC lists for
families to come), and the format's reader gives the records. Each file goes through the
stream top in one run of the file-driven bench (tb/hc_stream_tb.v, hashcores.sim.filehash),
with random stalls on both sides of the stream (25 %, fixed seed): the digest,
m_error = 0 and the s_tid sent returned on m_tid, for every record.

What runs by default (``-m "not slow"``), and why. Verilator runs every file whole on
every core whose control is its own and on the first core of each algorithm, the
1,000,000-byte 'a' message included (under a second to 11 s). The other cores, whose
control is another core's (`Tiers.shared_control`) or twins, run the big records
(100,000 bytes or more) on Verilator slow and every other record by default: the byte
count and the long run of blocks are the control's (the padding unit, the scheduler),
which the core it shares runs with them, and the datapath's chaining from block to
block is the same RTL at every length, met by every multi-block record. On the Luffa
cores (CPU, the benches built) the million-'a' record took 61 s on the five cores that
now run it slow (luffa256_ram_sbox 27 s, the Luffa-224/384/512 pipelines 6 to 15 s).
Icarus simulates a whole-round Luffa core at 450 (Luffa-512) to 1300 (Luffa-256)
clocks/s:
- a file with big records (100,000 bytes or more: the million-'a' message of the basic
  files): its short records by default, the big ones marked slow (250,000 beats at
  DATA_W = 32; run at DATA_W = 256 there, still minutes);
- any other file (the pattern files: 305 messages, 0 .. 10000 bytes, about 22,000
  clocks): whole, 15 to 50 s per core; on the cores of `Tiers.kat_icarus_stride` every
  n-th record by default (its stride) and the whole file slow. For Luffa that is every
  core at a stride of 32 (10 messages of 0 to 10000 bytes): the whole file took 60 s of
  CPU on luffa256_conv, every 8th record 5 s on the step core and 72 s on
  luffa256_ram_sbox (a memory per S-box nibble, slow to simulate); luffa384_conv and
  luffa512_conv are the same RTL with more sub-permutations (80 and 145 s for the whole
  file). The cores whose control is their own meet every boundary length on Icarus in
  their cocotb stream tests, and every record of every core runs on Verilator.
"""

from __future__ import annotations

import functools

import pytest

from hashcores import registry
from hashcores.sim import filehash
from hashcores.sim.tools import SIMULATORS
from hashcores.vectors.lines import LineRecord
from tests.conftest import twin_of

STALL = 0.25
SEED = 1

#: The cores with known-answer files, in catalogue order.
CORES = [c for c in registry.cores() if c.algorithm.kat]
slow = pytest.mark.slow


@functools.cache
def _read(vectors: registry.VectorFile) -> list[LineRecord]:
    return vectors.read()


def _records(core: registry.Core, kind: str) -> list[LineRecord]:
    return _read(core.algorithm.kat_file(kind))


def _has_big(core: registry.Core, kind: str) -> bool:
    return any(r.big for r in _records(core, kind))


def _control_elsewhere(core: registry.Core) -> bool:
    """Another core runs this one's control: a twin, or a shared-control core."""
    return twin_of(core) is not None or core.name in core.tiers.shared_control


def _big_on_verilator(core: registry.Core) -> bool:
    """Whether `core` runs its files' big records on Verilator by default: a core of its
    own control, and the first core of its algorithm (so that every big record, an
    official digest, runs by default on some core)."""
    first = next(c for c in CORES if c.algorithm is core.algorithm)
    return not _control_elsewhere(core) or core is first


def _cases() -> list:
    cases = []
    for core in CORES:
        for sim in SIMULATORS:
            cid = f"{core.name}-{sim}"
            for vectors in core.algorithm.kat:
                kind = vectors.kind
                if sim == "verilator" and (_big_on_verilator(core) or not _has_big(core, kind)):
                    cases.append(pytest.param(core, sim, kind, None, id=f"{cid}-{kind}"))
                elif _has_big(core, kind):
                    cases.append(pytest.param(core, sim, kind, "short", id=f"{cid}-{kind}-short"))
                    cases.append(pytest.param(core, sim, kind, "big", id=f"{cid}-{kind}-big", marks=slow))
                elif core.name in core.tiers.kat_icarus_stride:
                    cases.append(pytest.param(core, sim, kind, "stride", id=f"{cid}-{kind}-stride"))
                    cases.append(pytest.param(core, sim, kind, None, id=f"{cid}-{kind}", marks=slow))
                else:
                    cases.append(pytest.param(core, sim, kind, None, id=f"{cid}-{kind}"))
    return cases


def _select(core: registry.Core, records: list[LineRecord], part: str | None) -> list[LineRecord]:
    if part == "short":
        return [r for r in records if not r.big]
    if part == "big":
        return [r for r in records if r.big]
    if part == "stride":
        return records[::core.tiers.kat_icarus_stride[core.name]]
    return records


def test_every_kat_core_meets_every_vector_on_both_simulators() -> None:
    """The policy above, as the parameter list carries it: every algorithm with
    known-answer files has cores; by default every such core runs every file whole on
    Verilator (a twin or shared-control core, but the first of its algorithm, every short
    record, the big ones slow), and on Icarus every short record of each file and (at least part
    of) every file without big records."""
    declared = {a.name for a in registry.ALGORITHMS.values() if a.kat}
    assert declared and {c.algorithm.name for c in CORES} == declared
    cases = [x.values for x in _cases()]
    default = {(c.name, s, k, p) for c, s, k, p in
               (x.values for x in _cases() if not any(m.name == "slow" for m in x.marks))}
    assert len(cases) == len({(c.name, s, k, p) for c, s, k, p in cases})
    for core in CORES:
        for vectors in core.algorithm.kat:
            kind = vectors.kind
            if _has_big(core, kind) and not _big_on_verilator(core):
                assert _control_elsewhere(core)
                assert (core.name, "verilator", kind, "short") in default
                assert (core.name, "verilator", kind, "big") not in default
                continue
            assert (core.name, "verilator", kind, None) in default
            parts = ("short",) if _has_big(core, kind) else (None, "stride")
            assert any((core.name, "icarus", kind, p) in default for p in parts)


@pytest.mark.parametrize("core,sim,kind,part", _cases())
def test_kat_vectors(core: registry.Core, sim: str, kind: str, part: str | None) -> None:
    """Every selected record gives its digest, m_error = 0, the s_tid sent back."""
    records = _select(core, _records(core, kind), part)
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


#: Parameter points outside the catalogue, as the declarations give them
#: (`Family.other_points`: for Luffa, the other steps per clock, the step core at w = 4
#: and 5, the variants at other digest sizes, and options combined).
OTHER_POINTS = [p for f in registry.FAMILIES.values() for p in f.other_points if p.algorithm.kat]


def _point_id(core: registry.Core) -> str:
    """The algorithm and the parameters that make the point (DIGEST_BITS is the
    algorithm's): luffa256-STEPS2."""
    params = (f"{k}{v}" for k, v in core.params.items() if k != "DIGEST_BITS")
    return "-".join((core.algorithm.name, *params))


@slow
@pytest.mark.parametrize("core", OTHER_POINTS, ids=_point_id)
def test_other_parameter_points(core: registry.Core) -> None:
    """Every parameter of the block core works at every digest size, not only in the
    catalogued combinations: every short record of every known-answer file on
    Verilator (slow: one more build per point; docs/luffa.md claims it)."""
    records = [r for v in core.algorithm.kat for r in _records(core, v.kind) if not r.big]
    outs = filehash.hash_messages(core, [r.message for r in records], sim="verilator",
                                  stall=STALL, seed=SEED)
    wrong = [r.line for r, o in zip(records, outs) if o.digest != r.digest or o.error]
    assert len(outs) == len(records) and not wrong, f"wrong on lines {wrong[:10]}"
