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
