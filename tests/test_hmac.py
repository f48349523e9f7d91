"""The HMAC cores (docs/hmac.md): the RFC test cases against our reference first, then
every HMAC core under cocotb on Verilator and Icarus (tb/cocotb_hmac.py): the RFC cases of
its hash (RFC 4231 and 4868, 2202 or 2286), random keys and messages on every key context
with key changes and wipes, malformed operations, reset in the middle, and clocks that do not
depend on the bytes.
"""

from __future__ import annotations

import pytest

from hashcores import registry
from hashcores.registry import HMAC_SOURCES
from hashcores.hmac_cores import HMAC_CORES, RFC_FILES, HmacCore, get_hmac_core, read_rfc_cases, rfc_cases, reference_mac
from hashcores.hmac_sim import hmac_wrapper
from hashcores.sim import build, run

SIMULATORS = ("verilator", "icarus")


def build_hmac(core: HmacCore, sim: str, data_w: int, tid_w: int = 4, mac_bits: int | None = None):
    params = core.parameters(data_w, tid_w, mac_bits)
    return build(sim, core.sources(), core.top, params, wrapper=hmac_wrapper(core, params))


@pytest.mark.parametrize("path", RFC_FILES, ids=[p.stem for p in RFC_FILES])
def test_reference_gives_every_rfc_mac(path) -> None:
    cases = read_rfc_cases(path)
    assert len(cases) >= 7
    for case in cases:
        algorithm = registry.ALGORITHMS[case.algorithm]
        mac = reference_mac(algorithm, case.key, case.data)
        assert mac[: len(case.mac)] == case.mac, f"{path.name} {case.algorithm} case {case.case}"


#: Hashes whose HMAC no RFC (2202, 2286, 4231, 4868) nor NIST example covers: their HMAC
#: cores are checked against Python's hmac over hashlib only (their hash cores pass CAVP;
#: the HMAC top is HMAC-SHA-512's RTL with another IV and digest width).
NO_RFC_CASES = ("sha512_224", "sha512_256")


def test_every_hmac_core_names_a_hash_core_and_is_found_by_both_names() -> None:
    for core in HMAC_CORES.values():
        assert core.slots == max(1, core.keys)
        sources = core.core.family.sources
        assert all(unit in sources for unit in HMAC_SOURCES), core.name
        assert any(s.endswith(f"/{core.top}.v") for s in sources), core.name
        assert core.core.algorithm.block_bits in (512, 1024)
        assert get_hmac_core(core.name) is core
        # a hash core's name finds the first HMAC core over it (the one with contexts)
        first = next(h for h in HMAC_CORES.values() if h.hash_core == core.hash_core)
        assert get_hmac_core(core.hash_core) is first
        # tb/cocotb_hmac.py runs the RFC cases of the core's hash: some file has them,
        # but for the hashes no RFC or NIST HMAC example covers
        assert bool(rfc_cases(core.algorithm.name)) != (core.algorithm.name in NO_RFC_CASES), \
            core.name


#: (core, simulator, DATA_W, MAC_BITS): every core on both simulators; truncated MACs
#: (RFC 4868) and wider streams beside.
#: The multi-message cores are one controller (hc_hmac_multi_front) in front of several
#: cores: hmac_sha256_uhs4 and one point of each other family (its padding rule and core)
#: run in the default tier, the other SHA-2 generator points (the same RTL with other
#: operation blocks or 64-bit words) only in the slow tier.
MULTI_DEFAULT = ("hmac_sha256_uhs4", "hmac_md5_s4", "hmac_sha1_precomp4",
                 "hmac_ripemd160_precomp4")
#: Icarus, by default: the first core of each HMAC top, block size, message scheme and key
#: scheme (`_icarus_key`), so every top's HMAC logic meets the event-driven simulator once;
#: the others are their RTL with another IV and digest width (SHA-224, SHA-512/t, SHA-384
#: beside SHA-512: 30 s of CPU between them) and run every test on Verilator. Not the SHA-2
#: generator's top: its 4-stage points simulate at about 240 clocks/s on Icarus
#: (hmac_sha256_uhs4's reduced set took 44 s), and its HMAC logic is hc_hmac_multi_front,
#: which the other families' multi-message tops run on Icarus.
ICARUS_VERILATOR_ONLY_TOPS = ("hc_hmac_sha2_gen_stream",)
#: The multi-message top that runs on Icarus by default, with the controller's stream-rule
#: tests (the cheapest there: 21 s of the 4 tests, against 30 s on hmac_sha1_precomp4 and
#: 40 s on hmac_ripemd160_precomp4, beside two proof jobs). The other families'
#: multi-message tops are slow there (33 s of CPU on a slow host): their HMAC logic is
#: this one's controller (hc_hmac_multi_front) in front of another core, whose top's
#: one-message HMAC core runs on Icarus (hmac_sha1_iter, hmac_ripemd160_iter), and they
#: run every test on Verilator.
ICARUS_STREAM_RULES_TOP = "hmac_md5_s4"
_SLOW = pytest.mark.slow


def _icarus_key(core: HmacCore) -> tuple:
    return (core.top, core.algorithm.block_bits, core.multi_message, core.keys > 0)


#: _icarus_key -> the first HMAC core with it (reversed: the first one written wins)
ICARUS_DEFAULT = {_icarus_key(c): c.name for c in reversed(HMAC_CORES.values())}


#: One-message points whose full set is slow on both simulators: SHA-512/256, SHA-512's
#: state truncated to four whole words as SHA-384's is to six (hmac_sha384_iter runs
#: everything; SHA-512/224, 3.5 words, stays), without RFC cases; its hash core's digests
#: meet their official vectors on both simulators.
SLOW_POINTS = ("hmac_sha512_256_iter",)


def _default(name: str, sim: str) -> bool:
    """Whether a point of POINTS' first list (32 bits, full MAC) runs by default."""
    core = HMAC_CORES[name]
    if name in SLOW_POINTS:
        return False
    return sim == "verilator" or (core.top not in ICARUS_VERILATOR_ONLY_TOPS
                                  and ICARUS_DEFAULT[_icarus_key(core)] == name
                                  and (not core.multi_message or name == ICARUS_STREAM_RULES_TOP))


POINTS = [
    *[pytest.param(name, sim, 32, None, marks=() if _default(name, sim) else _SLOW)
      for name in HMAC_CORES for sim in SIMULATORS
      if not HMAC_CORES[name].multi_message or name in MULTI_DEFAULT],
    ("hmac_sha256_iter", "verilator", 64, 128),
    # RFC 4868's truncations of the 64-bit MACs: the accelerator's ESP test MACs 200 packets
    # under each (SHA2-384-192, SHA2-512-256) on Verilator by default (tests/test_accel_esp.py),
    # and the width reaches the hash top's padding unit (tests/test_stream_cores.py): slow
    # here (22 s of CPU)
    pytest.param("hmac_sha384_iter", "verilator", 128, 192, marks=_SLOW),
    pytest.param("hmac_sha512_iter", "verilator", 64, 256, marks=_SLOW),
    ("hmac_sha256_iter_noctx", "icarus", 64, 128),
    pytest.param("hmac_sha256_uhs4", "verilator", 64, 128, marks=_SLOW),
    *[pytest.param(name, sim, 32, None, marks=_SLOW) for name, core in HMAC_CORES.items()
      for sim in SIMULATORS if core.multi_message and name not in MULTI_DEFAULT
      and (name, sim) != ("hmac_sha384_uhs4", "icarus")],
    pytest.param("hmac_sha384_uhs4", "icarus", 64, 192, marks=_SLOW),
    # the other families' multi-message tops at wider streams, RFC 2403/2404/2857 MACs
    pytest.param("hmac_md5_s4", "verilator", 128, 96, marks=_SLOW),
    pytest.param("hmac_sha1_precomp4", "icarus", 64, 96, marks=_SLOW),
    pytest.param("hmac_ripemd160_precomp4", "verilator", 64, 96, marks=_SLOW),
]


def _point_id(point) -> str:
    name, sim, data_w, mac_bits = point.values if hasattr(point, "values") else point
    return f"{name}-{sim}-{data_w}-{mac_bits or 'full'}"


@pytest.mark.parametrize("name,sim,data_w,mac_bits", POINTS, ids=[_point_id(p) for p in POINTS])
def test_hmac_core(name: str, sim: str, data_w: int, mac_bits: int | None) -> None:
    core = get_hmac_core(name)
    design = build_hmac(core, sim, data_w, mac_bits=mac_bits)
    messages = 40 if sim == "verilator" else 16
    testcase = None
    if core.multi_message and sim == "icarus":
        # a 4-stage core costs Icarus several times the iterative one (all the tests of
        # hmac_sha256_uhs4 took 9 minutes): there the RFC cases, the malformed operations
        # and the interleaved streams; every test on Verilator. The tests of the
        # controller's per-s_tid and key-context rules on Icarus on one top only: every
        # multi-message top has that controller (hc_hmac_multi_front), and each of them
        # runs those tests on Verilator
        messages = 10
        testcase = ["rfc_test_cases", "malformed_operations", "interleaved_messages"]
        if name == ICARUS_STREAM_RULES_TOP:
            testcase += ["one_tid_under_several_keys", "key_operations_beside_other_streams",
                         "operation_changed_inside_a_message", "random_streams"]
    run(design, "cocotb_hmac", testcase=testcase,
        env={"HASHCORES_HMAC_CORE": name, "HASHCORES_MESSAGES": str(messages)})


@pytest.mark.parametrize("name", ["sha256_iter", "hmac_sha256_uhs4", "hmac_md5_s4",
                                  *(pytest.param(n, marks=_SLOW) for n in
                                    ("hmac_sha1_precomp4", "hmac_ripemd160_precomp4"))])
def test_hmac_command_prints_a_mac_per_file(tmp_path, name: str) -> None:
    """`hashcores hmac` simulates the RTL: one sum line per file, Python's hmac truncated
    to --truncate, an empty file included; stdout holds only the sum lines (in the files'
    order on a multi-message core too). By default over a hash core and two multi-message
    HMAC cores (the SHA-2 generator's top and the other families' controller in front of
    MD5): the command and the file bench are one code for every core, and each HMAC core
    meets its tests in test_hmac_core; the SHA-1 and RIPEMD pipelines (28 s of CPU) slow."""
    from click.testing import CliRunner

    from hashcores.cli import main

    files = [tmp_path / "short", tmp_path / "packet", tmp_path / "empty"]
    files[0].write_bytes(b"abc")
    files[1].write_bytes(bytes(range(256)) * 6)
    files[2].write_bytes(b"")
    key = bytes(range(100))  # longer than the block: hashed in hardware
    result = CliRunner().invoke(
        main, ["hmac", "--core", name, "--key", key.hex(), "--truncate", "128",
               *map(str, files)])
    assert result.exit_code == 0, result.stderr
    core = get_hmac_core(name)
    assert result.stdout.splitlines() == [
        f"{core.mac(key, f.read_bytes(), 128).hex()}  {f}" for f in files]


@pytest.mark.parametrize("name", ["sha256_conv1", "ripemd128_iter"])
def test_hmac_command_over_a_hash_core_without_an_hmac_core(tmp_path, name: str) -> None:
    """A Merkle-Damgard hash core no HMAC core runs over (a SHA-2 generator point,
    RIPEMD-128): its own RTL computes the key's hash and both nested hashes; the MACs are
    Python's hmac over the algorithm (hashlib, or our checked RIPEMD model), a long key
    and an empty file included."""
    from click.testing import CliRunner

    from hashcores import registry
    from hashcores.cli import main
    from hashcores.hmac_cores import reference_mac

    algorithm = registry.get_core(name).algorithm
    with pytest.raises(Exception, match="no HMAC core"):
        get_hmac_core(name)
    files = [tmp_path / "text", tmp_path / "empty"]
    files[0].write_bytes(bytes(range(200)))
    files[1].write_bytes(b"")
    for key, truncate in ((bytes(range(70)), []), (b"Jefe", ["--truncate", "96"])):
        result = CliRunner().invoke(main, ["hmac", "--core", name, "--key", key.hex(),
                                           *truncate, *map(str, files)])
        assert result.exit_code == 0, result.stderr
        bits = int(truncate[1]) if truncate else algorithm.digest_bits
        assert result.stdout.splitlines() == [
            f"{reference_mac(algorithm, key, f.read_bytes())[: bits // 8].hex()}  {f}"
            for f in files]


@pytest.mark.parametrize("args,message", [
    (["--core", "no_such_core", "--key", "00"], "no HMAC core 'no_such_core'"),
    (["--core", "sha3_256_r1", "--key", "00"], "is not a Merkle-Damgard hash"),
    (["--core", "ripemd128_iter", "--key", "00", "--truncate", "136"], "from 32 to 128 bits"),
    (["--core", "sha256_iter", "--key", "0g"], "is not hex bytes"),
    (["--core", "sha256_iter", "--key", "00", "--truncate", "12"], "whole number of bytes"),
    (["--core", "sha256_iter", "--key", "00", "no-such-file"], "no-such-file: no such file"),
])
def test_hmac_command_refuses_bad_input_in_one_line(args: list[str], message: str) -> None:
    from click.testing import CliRunner

    from hashcores.cli import main

    result = CliRunner().invoke(main, ["hmac", *args])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("hashcores: error: ") and message in result.stderr
    assert result.stderr.count("\n") == 1


@pytest.mark.parametrize("name,data_w,mac_bits", [
    ("hmac_sha256_iter", 32, None), ("hmac_sha224_iter", 512, 112),
    ("hmac_sha384_iter", 64, 192), ("hmac_sha512_iter", 1024, None),
    ("hmac_sha512_224_iter", 64, 112), ("hmac_sha512_256_iter", 128, 128),
    ("hmac_sha256_iter_noctx", 32, 128),
    ("hmac_md5_v1", 512, 96),  # RFC 2403: HMAC-MD5-96
    ("hmac_sha1_iter", 64, 96),  # RFC 2404: HMAC-SHA-1-96
    ("hmac_ripemd160_iter", 128, 96),  # RFC 2857: HMAC-RIPEMD-160-96
    ("hmac_sha256_uhs4", 32, 128), ("hmac_sha384_uhs4", 512, 192),
    ("hmac_md5_s4", 64, 96), ("hmac_sha1_precomp4", 32, 96),
    ("hmac_ripemd160_precomp4", 128, 96)])
def test_hmac_top_is_lint_clean(name: str, data_w: int, mac_bits: int | None) -> None:
    """`verilator --lint-only -Wall` finds nothing in an HMAC top, narrow and wide."""
    import subprocess

    from hashcores.sim.tools import require_simulator

    require_simulator("verilator")
    core = get_hmac_core(name)
    params = core.parameters(data_w, 2, mac_bits)
    cmd = ["verilator", "--lint-only", "-Wall", "--top-module", core.top,
           *(f"-G{k}={v}" for k, v in params.items()), *core.sources()]
    run_ = subprocess.run(cmd, capture_output=True, text=True)
    assert run_.returncode == 0, run_.stderr
