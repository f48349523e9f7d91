"""The `hashcores` command line: catalogue and clear errors for bad input."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from hashcores import catalogue, cli, hashfiles, registry
from hashcores.cli import main
from hashcores.hmac_cores import HMAC_CORES
from hashcores.sim.filehash.outputs import StreamOutput


def _listed() -> list[tuple[str, str, str]]:
    """What `hashcores list` lists, in order: (core, algorithm, architecture) of every
    core of the registry, then of every HMAC core."""
    return ([(c.name, c.algorithm.title, c.architecture) for c in registry.cores()]
            + [(h.name, h.title, h.architecture) for h in HMAC_CORES.values()])


def test_list_json_is_the_registry() -> None:
    result = CliRunner().invoke(main, ["list", "--json"])
    assert result.exit_code == 0
    listed = json.loads(result.output)
    assert [c["name"] for c in listed] == [name for name, _, _ in _listed()]
    for entry, core in zip(listed, [*registry.cores(), *HMAC_CORES.values()]):
        assert entry == json.loads(json.dumps(core.as_dict()))


def test_list_table_names_every_core() -> None:
    result = CliRunner().invoke(main, ["list"])
    assert result.exit_code == 0
    for core in registry.cores():
        assert core.name in result.output


#: Columns the one-line form may spend before the architecture text (which is never cut):
#: about half of an 80-column line, so a line is longer than 80 only for a long
#: architecture: the longest core name (24) and the longest algorithm, HMAC-SHA-512/224
#: (16), each with its two-space gap.
LINE_PREFIX_LIMIT = 44


def _terminal(width: int) -> Console:
    """A console that says it is a terminal `width` columns wide, writing to a buffer."""
    return Console(file=io.StringIO(), force_terminal=True, width=width, color_system=None)


def _check_one_line_per_core(text: str) -> None:
    lines = text.splitlines()
    cores = _listed()
    assert len(lines) - len(cores) in (0, 1), "one line per core, at most one header"
    header, body = lines[: len(lines) - len(cores)], lines[len(lines) - len(cores):]
    assert all(len(h) <= 80 for h in header)
    for line, (name, title, architecture) in zip(body, cores):
        assert line.split()[0] == name
        assert title in line
        assert line.endswith(architecture), "the architecture is last and whole"
        assert len(line) - len(architecture) <= LINE_PREFIX_LIMIT


def test_list_piped_is_one_line_per_core() -> None:
    """Not a terminal (a pipe): one line per core, every core, no line wrapped; the core
    and algorithm columns line up."""
    result = CliRunner().invoke(main, ["list"])
    assert result.exit_code == 0
    _check_one_line_per_core(result.output)
    starts = {line.index(title)
              for line, (_, title, _) in zip(result.output.splitlines()[-len(_listed()):], _listed())}
    assert len(starts) == 1


def test_list_not_a_terminal_is_lines_at_any_width(monkeypatch: pytest.MonkeyPatch) -> None:
    """However wide the page, output that is not a terminal (a file) gets the lines."""
    page = Console(file=io.StringIO(), width=catalogue.UNBOUNDED)
    monkeypatch.setattr(cli, "console", page)
    assert CliRunner().invoke(main, ["list"]).exit_code == 0
    _check_one_line_per_core(page.file.getvalue())


def test_list_on_a_narrow_terminal_is_one_line_per_core(monkeypatch: pytest.MonkeyPatch) -> None:
    """A terminal narrower than the table: the one-line form too, not a wrapped table."""
    term = _terminal(80)
    monkeypatch.setattr(cli, "console", term)
    assert CliRunner().invoke(main, ["list"]).exit_code == 0
    _check_one_line_per_core(term.file.getvalue())


def test_list_on_a_wide_terminal_is_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """A terminal wide enough: the table, each core on one row (no cell wrapped)."""
    term = _terminal(catalogue.UNBOUNDED)
    monkeypatch.setattr(cli, "console", term)
    assert CliRunner().invoke(main, ["list"]).exit_code == 0
    rows = [line for line in term.file.getvalue().splitlines() if line.startswith("│")]
    assert len(rows) == len(_listed())
    for row, entry in zip(rows, _listed()):
        cells = [cell.strip() for cell in row.strip("│").split("│")]
        assert cells[:3] == list(entry)


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

    hmac_runs: list[tuple[str, ...]] = []
    hmac_choices: list[tuple[tuple[str, ...], bool]] = []

    def fake_hmac(targets, cores=(), quick=False, **_):  # type: ignore[no-untyped-def]
        hmac_runs.append(tuple(targets))
        hmac_choices.append((tuple(cores), quick))

    monkeypatch.setattr(api, "bench_command", fake)
    monkeypatch.setattr(api, "hmac_command", fake_hmac)
    accel_runs: list[bool] = []
    monkeypatch.setattr(api, "accel_command",
                        lambda cosim=True, **_: accel_runs.append(cosim))
    runner = CliRunner()
    assert runner.invoke(main, ["bench"]).exit_code == 0
    assert seen[-1] == [(c.name, t, o) for c, t, o in sweep.default_plan()]
    # the default set includes the quick HMAC points
    assert hmac_runs == [("ecp5-85f-6",)] and hmac_choices == [((), True)]
    assert len(accel_runs) == 1  # and the accelerator's driver overhead
    assert runner.invoke(main, ["bench", "--hmac"]).exit_code == 0
    assert hmac_runs[-1] == ("ecp5-85f-6",) and len(seen) == 1
    assert hmac_choices[-1] == ((), False)  # every point
    assert runner.invoke(main, ["bench", "--hmac", "--core", "hmac_sha256_uhs4"]).exit_code == 0
    assert hmac_choices[-1] == (("hmac_sha256_uhs4",), False) and len(seen) == 1
    # a name that is no HMAC point is refused before anything runs
    assert runner.invoke(main, ["bench", "--hmac", "--core", "sha256_iter"]).exit_code == 2
    assert runner.invoke(main, ["bench", "--hmac", "--papers"]).exit_code == 2
    assert len(hmac_runs) == 3
    assert runner.invoke(main, ["bench", "--accel"]).exit_code == 0
    assert len(accel_runs) == 2 and len(seen) == 1 and len(hmac_runs) == 3
    assert runner.invoke(main, ["bench", "--accel", "--core", "sha256_iter"]).exit_code == 2
    # the place and route alone: no co-simulation
    assert runner.invoke(main, ["bench", "--accel-pnr", "--jobs", "1"]).exit_code == 0
    assert accel_runs == [True, True, False] and len(seen) == 1 and len(hmac_runs) == 3
    assert runner.invoke(main, ["bench", "--accel-pnr", "--target", "xc7"]).exit_code == 2
    assert runner.invoke(main, ["bench", "--core", "sha256_conv1", "--target",
                                "ecp5-85f-6"]).exit_code == 0
    assert seen[-1] == [("sha256_conv1", "ecp5-85f-6", "core")]
    assert len(hmac_runs) == 3 and len(accel_runs) == 3  # a named core does not bring them
    assert runner.invoke(main, ["bench", "--sweep", "--max-stages", "2", "--rpc", "1",
                                "--opblock", "uhs"]).exit_code == 0
    assert {o for _, _, o in seen[-1]} == {"sweep"}
    assert [n for n, _, _ in seen[-1]] == [sweep.core_for(p).name for p in
                                           sweep.sweep_points(max_stages=2, rounds_per_clock=[1],
                                                              opblocks=["uhs"])]


def test_fit_only_needs_a_plan_and_nextpnr() -> None:
    alone = CliRunner().invoke(main, ["bench", "--fit-only"])
    assert alone.exit_code == 2 and "--fit-only goes with" in alone.output
    xc7 = CliRunner().invoke(main, ["bench", "--core", "sha256_conv1", "--fit-only",
                                    "--target", "xc7"])
    assert xc7.exit_code == 2
    assert "--fit-only" in xc7.output and "xc7" in xc7.output
    assert "Traceback" not in xc7.output


def test_fit_only_plans(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """--fit-only reaches the benchmark, on ecp5-85f-6 unless targets are named."""
    from hashcores.bench import api, sweep

    seen: list[dict] = []
    monkeypatch.setattr(api, "bench_command", lambda **kw: seen.append(kw) or True)
    runner = CliRunner()
    assert runner.invoke(main, ["bench", "--core", "sha256_conv4", "--fit-only"]).exit_code == 0
    assert seen[-1]["fit_only"] is True
    assert [(c.name, t) for c, t, _ in seen[-1]["plan"]] == [("sha256_conv4", sweep.SWEEP_TARGET)]
    assert runner.invoke(main, ["bench", "--sweep", "--stages", "32", "--rpc", "1",
                                "--opblock", "conv", "--fit-only"]).exit_code == 0
    assert seen[-1]["fit_only"] is True
    assert {t for _, t, _ in seen[-1]["plan"]} == {sweep.SWEEP_TARGET}
    assert runner.invoke(main, ["bench", "--core", "sha256_conv1"]).exit_code == 0
    assert seen[-1]["fit_only"] is False


def test_pnr_timeout_is_minutes(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """--pnr-timeout reaches the benchmark in seconds; a limit under a minute is refused
    with a clear message, before anything runs."""
    from hashcores.bench import api

    seen: list[dict] = []
    monkeypatch.setattr(api, "bench_command", lambda **kw: seen.append(kw) or True)
    runner = CliRunner()
    assert runner.invoke(main, ["bench", "--core", "sha3_256_r1", "--pnr-timeout",
                                "150"]).exit_code == 0
    assert seen[-1]["pnr_timeout_s"] == 150 * 60
    assert runner.invoke(main, ["bench", "--core", "sha3_256_r1"]).exit_code == 0
    assert seen[-1]["pnr_timeout_s"] is None
    bad = runner.invoke(main, ["bench", "--core", "sha3_256_r1", "--pnr-timeout", "0"])
    assert bad.exit_code == 2 and "--pnr-timeout" in bad.output and len(seen) == 2


def test_hmac_bench_takes_pnr_timeout_and_placer(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """--hmac hands --pnr-timeout (in seconds) and --placer to the HMAC points' place and
    route, instead of running them at the default limit (an hour) without a word."""
    from hashcores.bench import api

    seen: list[dict] = []
    monkeypatch.setattr(api, "hmac_command", lambda targets, **kw: seen.append(kw))
    runner = CliRunner()
    assert runner.invoke(main, ["bench", "--hmac", "--core", "hmac_sha256_uhs4",
                                "--pnr-timeout", "150", "--placer", "static"]).exit_code == 0
    assert seen[-1]["pnr_timeout_s"] == 150 * 60 and seen[-1]["placer"] == "static"
    assert runner.invoke(main, ["bench", "--hmac", "--core", "hmac_sha256_uhs4"]).exit_code == 0
    assert seen[-1]["pnr_timeout_s"] is None and seen[-1]["placer"] is None


def test_placer_option(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """--placer reaches the benchmark (None without it: the target's choice per family);
    a placer nextpnr does not have is refused with the known ones, before anything runs."""
    from hashcores.bench import api

    seen: list[dict] = []
    monkeypatch.setattr(api, "bench_command", lambda **kw: seen.append(kw) or True)
    runner = CliRunner()
    assert runner.invoke(main, ["bench", "--core", "sha3_256_r1", "--placer",
                                "heap"]).exit_code == 0
    assert seen[-1]["placer"] == "heap"
    assert runner.invoke(main, ["bench", "--core", "sha3_256_r1"]).exit_code == 0
    assert seen[-1]["placer"] is None
    bad = runner.invoke(main, ["bench", "--core", "sha3_256_r1", "--placer", "annealing"])
    assert bad.exit_code == 2 and "static" in bad.output and len(seen) == 2


def test_hash_prints_what_sha256sum_prints(tmp_path: Path) -> None:
    """`hashcores hash` on files (one named with a backslash, which sha256sum escapes) and
    on standard input prints the lines coreutils' sha256sum prints for them."""
    sha256sum = shutil.which("sha256sum")
    assert sha256sum is not None, "coreutils' sha256sum is the reference here"
    files = [tmp_path / "empty.bin", tmp_path / "back\\slash.bin", tmp_path / "block.bin"]
    for n, path in enumerate(files):
        path.write_bytes(bytes(range(n * 40)))
    names = [str(p) for p in files]
    runner = CliRunner()
    got = runner.invoke(main, ["hash", "--core", "sha256_iter", "--sim", "icarus", *names])
    assert got.exit_code == 0, got.output
    want = subprocess.run([sha256sum, *names], capture_output=True, text=True, check=True)
    assert got.output == want.stdout
    message = b"abc" * 30
    piped = runner.invoke(main, ["hash", "--core", "sha256_iter", "--sim", "icarus"],
                          input=message)
    want = subprocess.run([sha256sum], input=message, capture_output=True, check=True)
    assert piped.exit_code == 0 and piped.output == want.stdout.decode()


#: One core of each algorithm with a digest output (the catalogue's first).
_SUM_CORES = {c.algorithm.name: c for c in reversed(registry.cores()) if not c.xof}


@pytest.mark.parametrize("core", sorted(_SUM_CORES.values(), key=lambda c: c.name),
                         ids=lambda c: c.algorithm.name)
def test_hash_prints_sum_lines_for_every_algorithm(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   core: registry.Core) -> None:
    """For every algorithm, `hashcores hash` prints one line per file: the digest in hex
    (digest_bits / 4 digits), two spaces, the name, as the sha1sum family of tools does;
    where the algorithm's `sum_tool` is installed, exactly what it prints. The digests
    here are the algorithm's reference (no simulation: the RTL's digests are what
    tests/test_filehash.py checks), so this is the command's format for each digest size."""
    def reference_outputs(core_: registry.Core, paths: list[Path], **_: object) -> list[StreamOutput]:
        outs = []
        for i, path in enumerate(paths):
            digest = core_.algorithm.digest(Path(path).read_bytes())
            outs.append(StreamOutput(i, digest, digest.hex(), i, i, False, 0, 1))
        return outs

    monkeypatch.setattr(hashfiles, "hash_messages", reference_outputs)
    files = [tmp_path / "empty.bin", tmp_path / "two blocks.bin"]
    for n, path in enumerate(files):
        path.write_bytes(bytes(range(n * 100)))
    names = [str(p) for p in files]
    got = CliRunner().invoke(main, ["hash", "--core", core.name, *names])
    assert got.exit_code == 0, got.output
    lines = got.output.splitlines()
    assert lines == [f"{core.algorithm.digest(p.read_bytes()).hex()}  {p}" for p in files]
    assert all(len(line.split("  ")[0]) == core.algorithm.digest_bits // 4 for line in lines)
    tool = core.algorithm.sum_tool and shutil.which(core.algorithm.sum_tool)
    if tool:
        want = subprocess.run([tool, *names], capture_output=True, text=True, check=True)
        assert got.output == want.stdout
