"""hashcores.sim.runner: clear errors, one build folder per parameter set, failures that
name the failed cocotb test and the seed that replays it."""

from __future__ import annotations

from pathlib import Path

import pytest

from hashcores import padding
from hashcores.errors import ToolMissingError
from hashcores.sim import SimulationFailed, build, require_simulator, run
from hashcores.sim.tools import EXECUTABLES, PACKAGES
from tests.test_pad import PAD_SOURCES


def test_missing_simulator_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """With nothing on PATH, asking for a simulator names what is missing."""
    monkeypatch.setenv("PATH", "")
    with pytest.raises(ToolMissingError, match="iverilog"):
        require_simulator("icarus")
    with pytest.raises(ToolMissingError, match="unknown simulator"):
        require_simulator("modelsim")


def test_missing_program_is_named_on_one_line(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Each program a simulator needs is checked: with all but one on PATH, the error is
    one line naming that one and how to install it."""
    for sim, programs in EXECUTABLES.items():
        for absent in programs:
            folder = tmp_path / f"{sim}-without-{absent}"
            folder.mkdir()
            for program in programs:
                if program != absent:
                    (folder / program).symlink_to("/bin/true")
            monkeypatch.setenv("PATH", str(folder))
            with pytest.raises(ToolMissingError) as caught:
                require_simulator(sim)
            message = str(caught.value)
            assert "\n" not in message
            assert f"simulator {sim} needs {absent}:" in message and "bootstrap" in message
            assert PACKAGES[absent] in message.split("apt-get install")[1]


def test_build_folders_are_per_parameter_set() -> None:
    """Different parameters build into different folders; the same ones reuse a folder."""
    params = padding.SHA256.verilog_parameters()
    a = build("icarus", PAD_SOURCES, "hc_stream_pad", {**params, "DATA_W": 32})
    b = build("icarus", PAD_SOURCES, "hc_stream_pad", {**params, "DATA_W": 64})
    again = build("icarus", PAD_SOURCES, "hc_stream_pad", {**params, "DATA_W": 32})
    assert a.folder != b.folder
    assert again.folder == a.folder
    assert (a.folder / "sim.vvp").is_file()


def test_failed_cocotb_test_names_test_and_seed() -> None:
    """A bench that fails (here: told the wrong length byte order) raises SimulationFailed
    naming the cocotb test, the seed and the log, and the log holds the assertion."""
    rule = padding.SHA256
    design = build("icarus", PAD_SOURCES, "hc_stream_pad", {**rule.verilog_parameters(), "DATA_W": 32})
    wrong = {**rule.parameters(), "LEN_LITTLE": 1}
    env = {"HASHCORES_PAD_RULE": "wrong", "HASHCORES_PAD_PARAMS": repr(wrong)}
    with pytest.raises(SimulationFailed) as failure:
        run(design, "cocotb_pad", testcase="back_to_back_full_rate", env=env, seed=12345)
    text = str(failure.value)
    assert "back_to_back_full_rate" in text
    assert "HASHCORES_SEED=12345" in text
    assert "AssertionError" in text
    log = Path(text.split("log ", 1)[1].split()[0])
    assert log.is_file()


def test_verilator_builds_make_only_the_top_public(tmp_path: Path) -> None:
    """cocotb's --public-flat-rw becomes a configuration file in the build folder that
    makes only the top module's ports public (read from its ANSI header, comments and
    widths with '/' included); without a readable header, or for other commands, the
    command is unchanged."""
    from hashcores.sim.runner import PUBLIC_TOP_VLT, public_top_only

    rtl = tmp_path / "x.v"
    rtl.write_text("module hc_other (input wire q);\nendmodule\n"
                   "module hc_x_stream #(\n    parameter DATA_W = 32  // input width\n) (\n"
                   "    input  wire                clk,\n"
                   "    input  wire [DATA_W/8-1:0] s_tkeep,   // lanes, input or not\n"
                   "    output reg  [7:0]          m_digest\n);\n"
                   "    integer i;\nendmodule\n")
    cmd = ["perl", "verilator", "-cc", "-Mdir", str(tmp_path), "--top-module", "hc_x_stream",
           "--vpi", "--public-flat-rw", "--prefix", "Vtop", str(rtl)]
    got = public_top_only(cmd)
    vlt = tmp_path / PUBLIC_TOP_VLT
    assert "--public-flat-rw" not in got and got[cmd.index("--public-flat-rw")] == str(vlt)
    assert got[:8] == cmd[:8] and got[9:] == cmd[9:]
    assert vlt.read_text().splitlines() == ["`verilator_config"] + [
        f'public_flat_rw -module "hc_x_stream" -var "{port}"' for port in ("clk", "s_tkeep", "m_digest")]
    unknown = [*cmd[:6], "hc_missing", *cmd[7:]]
    assert public_top_only(unknown) == unknown
    make = ["make", "-C", str(tmp_path), "-f", "Vtop.mk"]
    assert public_top_only(make) == make


def test_large_models_compile_unoptimised(tmp_path: Path) -> None:
    """make gets -O0 for the model's code of a cocotb bench, and of a file bench exactly
    when Verilator wrote more C++ than LARGE_CPP_BYTES (hashcores.sim.verilator_make);
    other files in the folder do not count."""
    from hashcores.sim import verilator_make

    (tmp_path / "Vtop.cpp").write_bytes(b"x" * (verilator_make.LARGE_CPP_BYTES // 2))
    (tmp_path / "Vtop.o").write_bytes(b"x" * verilator_make.LARGE_CPP_BYTES)
    assert verilator_make.make_variables(tmp_path) == list(verilator_make.OPTIMISED)
    assert verilator_make.make_variables(tmp_path, cocotb=True) == ["OPT_FAST=-O0", "OPT_SLOW=-O0"]
    (tmp_path / "Vtop__1.cpp").write_bytes(b"x" * (verilator_make.LARGE_CPP_BYTES // 2 + 1))
    assert verilator_make.make_variables(tmp_path) == ["OPT_FAST=-O0", "OPT_SLOW=-O0"]


def test_precompiled_runtime_headers_leave_objects_unchanged(tmp_path: Path) -> None:
    """A Verilator build leaves the run-time headers precompiled in the shared cache, in
    every form (hashcores.sim.verilator_runtime.FORMS), and a model file compiled with them
    is byte for byte the object compiled from the text."""
    import shutil
    import subprocess

    from hashcores.sim import verilator_make, verilator_runtime
    from hashcores.sim.runner import runtime_cache_folder

    params = {**padding.SHA256.verilog_parameters(), "DATA_W": 32}
    design = build("verilator", PAD_SOURCES, "hc_stream_pad", params)
    cache = runtime_cache_folder(design.build_args, design.waves)
    forms = cache / (verilator_runtime.PCH_HEADER + ".gch")
    assert sorted(p.stem for p in forms.iterdir()) == sorted(verilator_runtime.FORMS)
    include = verilator_runtime.pch_variables(cache)
    assert include == [f"USER_CPPFLAGS=-include {cache / verilator_runtime.PCH_HEADER}"]

    model = tmp_path / "model"
    shutil.copytree(design.folder, model, ignore=shutil.ignore_patterns("runs"))
    target = "Vtop__ALL.o" if (model / "Vtop__ALL.cpp").exists() else "Vtop.o"
    objects, used = [], []
    optimisation = verilator_make.make_variables(model)  # as the runner builds it
    for variables in ([include[0] + " -H"], []):  # -H: g++ names each header, "!" a used PCH
        done = subprocess.run(["make", "-s", "-B", "-C", str(model), "-f", "Vtop.mk", target,
                               *optimisation, *variables],
                              check=True, capture_output=True, text=True)
        objects.append((model / target).read_bytes())
        used.append([line for line in done.stderr.splitlines() if line.startswith(f"! {forms}/")])
    assert len(used[0]) == 1 and not used[1]
    assert objects[0] == objects[1]
