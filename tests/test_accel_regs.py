"""The accelerator's register description (rtl/accel/hc_accel.rdl) and what it generates:
the committed decode, C header and register page are current (regenerated into a
temporary folder and compared), and the generated decode and the accelerator (hash mode
over hc_sha2_stream and the other families' stream tops, HMAC mode at each ESP
algorithm's parameter set) are accepted by the three tools the RTL rules name: Icarus 11 (-g2012), Verilator 5 (--lint-only -Wall) and
Yosys."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from hashcores.accel import regs, verilog
from hashcores.accel.design import ALL_SOURCES, TOP
from hashcores.accel.hmac import ESP_ALGORITHMS, AccelHmac
from hashcores.accel.hmac import get as get_algorithm
from hashcores.paths import ROOT
from tests.conftest import require_tool


def test_generated_files_are_current(tmp_path: Path) -> None:
    fresh = regs.generate(tmp_path)
    for key, committed in regs.OUTPUTS.items():
        assert committed.is_file(), f"{committed} is missing: run `hashcores regs`"
        assert committed.read_text() == fresh[key].read_text(), (
            f"{committed} is stale: run `hashcores regs` and commit it")


def test_header_page_and_decode_agree_on_every_register(tmp_path: Path) -> None:
    """Every register of the map is in the C header's struct, on the page, and decoded."""
    paths = regs.generate(tmp_path)
    header, page, decode = (paths[k].read_text() for k in ("header", "page", "decode"))
    # the decode's word addresses: the map's byte-address bits less the two byte bits
    word_w = verilog.map_bits(verilog.registers(regs.elaborate())) - 2
    for name, address in regs.register_map().address.items():
        assert f" {name}" in header, name
        assert f"| 0x{address:02X} |" in page, name
        assert f"localparam [{word_w - 1}:0] {name}_WORD = {word_w}'d{address // 4};" in decode


def test_regs_command_check_finds_nothing_stale() -> None:
    from click.testing import CliRunner

    from hashcores.cli import main

    result = CliRunner().invoke(main, ["regs", "--check"])
    assert result.exit_code == 0, result.output
    assert result.output == ""


def _accel_sources() -> list[str]:
    from hashcores import registry

    return registry.get_core("sha256_iter").family.sim_source_paths() + [
        str(ROOT / s) for s in ALL_SOURCES]


def _yosys_accepts(sources: list[str], top: str, params: dict[str, int] | None = None) -> None:
    """Yosys elaborates `top` from `sources` (with integer `params`) and `check -assert`
    finds nothing. A YoWASP Yosys sees only its working directory: it runs in the checkout,
    on relative paths."""
    from hashcores.bench.tools import find_tool

    names = " ".join(os.path.relpath(source, ROOT) for source in sources)
    chparams = "".join(f" -chparam {k} {v}" for k, v in (params or {}).items())
    script = f"read_verilog {names}; hierarchy -check -top {top}{chparams}; proc; check -assert"
    run = subprocess.run([find_tool("yosys").path, "-q", "-p", script], cwd=ROOT,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_decode_alone_is_accepted_by_icarus_verilator_and_yosys(tmp_path: Path) -> None:
    decode = str(regs.OUTPUTS["decode"])
    run = subprocess.run([require_tool("iverilog"), "-g2012", "-Wall", "-o", str(tmp_path / "a.vvp"),
                          "-s", regs.DECODE_MODULE, decode], capture_output=True, text=True)
    assert run.returncode == 0 and "warning" not in run.stderr.lower(), run.stderr
    run = subprocess.run([require_tool("verilator"), "--lint-only", "-Wall", decode],
                         capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr
    _yosys_accepts([decode], regs.DECODE_MODULE)


@pytest.mark.parametrize("digest_bits", [256, 224])
def test_accelerator_is_lint_clean(digest_bits: int) -> None:
    """`verilator --lint-only -Wall` finds nothing in the accelerator over hc_sha2_stream."""
    cmd = [require_tool("verilator"), "--lint-only", "-Wall", "--top-module", TOP,
           f"-GDIGEST_BITS={digest_bits}", "-GADDR_W=12", *_accel_sources()]
    run = subprocess.run(cmd, capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr


#: hash mode over the other families' stream tops: (core, FAMILY, DIGEST_BITS)
OTHER_HASH_FAMILIES = [("sha1_iter", "sha1", 160), ("md5_v1", "md5", 128),
                       ("ripemd160_iter", "ripemd", 160), ("ripemd320_iter", "ripemd", 320)]


@pytest.mark.parametrize("core,family,digest_bits", OTHER_HASH_FAMILIES,
                         ids=[c for c, _, _ in OTHER_HASH_FAMILIES])
@pytest.mark.parametrize("save_restore", [1, 0])
def test_hash_accelerator_over_other_families_is_lint_clean(
        core: str, family: str, digest_bits: int, save_restore: int, tmp_path: Path) -> None:
    """`verilator --lint-only -Wall` finds nothing, and Icarus elaborates, the hash mode
    over the SHA-1, MD5 and RIPEMD stream tops, with and without their state tops."""
    from hashcores import registry

    sources = registry.get_core(core).family.sim_source_paths() + [
        str(ROOT / s) for s in ALL_SOURCES]
    params = {"FAMILY": family, "DIGEST_BITS": digest_bits, "SAVE_RESTORE": save_restore}
    generics = [f'-G{k}="{v}"' if isinstance(v, str) else f"-G{k}={v}" for k, v in params.items()]
    run = subprocess.run([require_tool("verilator"), "--lint-only", "-Wall", "--top-module", TOP,
                          *generics, *sources], capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr
    defines = [f'-P{TOP}.{k}="{v}"' if isinstance(v, str) else f"-P{TOP}.{k}={v}"
               for k, v in params.items()]
    run = subprocess.run([require_tool("iverilog"), "-g2012", "-Wall", "-o",
                          str(tmp_path / "a.vvp"), "-s", TOP, *defines, *sources],
                         capture_output=True, text=True)
    assert run.returncode == 0 and "warning" not in run.stderr.lower(), run.stderr


def test_accelerator_elaborates_on_icarus_and_yosys(tmp_path: Path) -> None:
    run = subprocess.run([require_tool("iverilog"), "-g2012", "-Wall", "-o", str(tmp_path / "a.vvp"),
                          "-s", TOP, *_accel_sources()], capture_output=True, text=True)
    assert run.returncode == 0 and "warning" not in run.stderr.lower(), run.stderr
    _yosys_accepts(_accel_sources(), TOP)


def _hmac_sources(algorithm: AccelHmac) -> list[str]:
    return algorithm.hmac.sources() + [str(ROOT / s) for s in ALL_SOURCES]


@pytest.mark.parametrize("algorithm", ESP_ALGORITHMS, ids=lambda a: a.algorithm)
def test_hmac_accelerator_is_lint_clean(algorithm: AccelHmac) -> None:
    """`verilator --lint-only -Wall` finds nothing in each HMAC parameter set."""
    generics = [f'-G{k}="{v}"' if isinstance(v, str) else f"-G{k}={v}"
                for k, v in algorithm.parameters().items()]
    cmd = [require_tool("verilator"), "--lint-only", "-Wall", "--top-module", TOP,
           *generics, *_hmac_sources(algorithm)]
    run = subprocess.run(cmd, capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr


def test_hmac_accelerator_elaborates_on_icarus_and_yosys(tmp_path: Path) -> None:
    """HMAC-SHA-256-128 and HMAC-MD5-96 (the FAMILY string parameter chooses another top)
    on Icarus; HMAC-SHA-256-128 on Yosys."""
    for name in ("SHA2-256-128", "HMAC-MD5-96"):
        algorithm = get_algorithm(name)
        params = [f'-P{TOP}.{k}="{v}"' if isinstance(v, str) else f"-P{TOP}.{k}={v}"
                  for k, v in algorithm.parameters().items()]
        run = subprocess.run([require_tool("iverilog"), "-g2012", "-Wall", "-o",
                              str(tmp_path / "a.vvp"), "-s", TOP, *params,
                              *_hmac_sources(algorithm)], capture_output=True, text=True)
        assert run.returncode == 0 and "warning" not in run.stderr.lower(), run.stderr
    sha256 = get_algorithm("SHA2-256-128")
    _yosys_accepts(_hmac_sources(sha256), TOP,
                   {k: v for k, v in sha256.parameters().items() if isinstance(v, int)})
