"""The `hashcores` command line: catalogue and clear errors for bad input."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from hashcores import registry
from hashcores.cli import main


def test_list_json_is_the_registry() -> None:
    result = CliRunner().invoke(main, ["list", "--json"])
    assert result.exit_code == 0
    listed = json.loads(result.output)
    assert [c["name"] for c in listed] == [c.name for c in registry.cores()]
    for entry, core in zip(listed, registry.cores()):
        assert entry == json.loads(json.dumps(core.as_dict()))


def test_list_table_names_every_core() -> None:
    result = CliRunner().invoke(main, ["list"])
    assert result.exit_code == 0
    for core in registry.cores():
        assert core.name in result.output


def test_unknown_core_is_a_clear_error(tmp_path: Path) -> None:
    msg = tmp_path / "m.bin"
    msg.write_bytes(b"abc")
    result = CliRunner().invoke(main, ["hash", "--core", "no_such_core", str(msg)])
    assert result.exit_code == 2
    assert "unknown core 'no_such_core'" in result.output
    assert "Traceback" not in result.output


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    core = registry.cores()[0].name
    result = CliRunner().invoke(main, ["hash", "--core", core, str(tmp_path / "absent")])
    assert result.exit_code == 2
    assert "no such file" in result.output


def test_sweep_options_need_sweep() -> None:
    result = CliRunner().invoke(main, ["bench", "--max-stages", "8"])
    assert result.exit_code == 2
    assert "--sweep" in result.output and "Traceback" not in result.output


def test_bad_sweep_option_is_a_clear_error() -> None:
    result = CliRunner().invoke(main, ["bench", "--sweep", "--opblock", "nope"])
    assert result.exit_code == 2
    assert "nope" in result.output and "Traceback" not in result.output


def test_bench_plans(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """What each form of `hashcores bench` hands to the benchmark (nothing is run)."""
    from hashcores.bench import api, sweep

    seen: list[list[tuple[str, str, str]]] = []

    def fake(**kwargs):  # type: ignore[no-untyped-def]
        seen.append([(c.name, t, o) for c, t, o in kwargs["plan"]])
        return True

    monkeypatch.setattr(api, "bench_command", fake)
    runner = CliRunner()
    assert runner.invoke(main, ["bench"]).exit_code == 0
    assert seen[-1] == [(c.name, t, o) for c, t, o in sweep.default_plan()]
    assert runner.invoke(main, ["bench", "--core", "sha256_conv1", "--target",
                                "ecp5-85f-6"]).exit_code == 0
    assert seen[-1] == [("sha256_conv1", "ecp5-85f-6", "core")]
    assert runner.invoke(main, ["bench", "--sweep", "--max-stages", "2", "--rpc", "1",
                                "--opblock", "uhs"]).exit_code == 0
    assert {o for _, _, o in seen[-1]} == {"sweep"}
    assert [n for n, _, _ in seen[-1]] == [sweep.core_for(p).name for p in
                                           sweep.sweep_points(max_stages=2, rounds_per_clock=[1],
                                                              opblocks=["uhs"])]
