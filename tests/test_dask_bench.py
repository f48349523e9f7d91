"""The benchmark on a Dask cluster (`hashcores bench --scheduler`, `bench.dispatch`).

The cluster test starts a real one on this machine: `dask scheduler` and two
`dask worker` processes on localhost. A small bench (one core, one seed on iCE40, the
cheapest place and route of the library) runs here and then through the cluster, where
the worker that places and routes is killed mid-run: the run must still finish, with the
local run's netlist, cells, Fmax and utilisation, its records naming workers of the
cluster, the job run again on the other worker. (One cluster run, not a clean one and a
killed one: the killed run shows all the clean one did, and the test's CPU was 217 s.)
It is marked slow (``-m slow``): it places and routes four times beside its own cluster
(53 CPU seconds on a quiet machine, 293 s of wall time in a fresh-clone suite on the
2-core machine: a tenth of a worker's share of the CI budget). By default the jobs' own
logic runs: a job in its folder, a job shipped to a worker and back, the version check,
the local cluster's worker deadline and the bad scheduler's error.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hashcores.bench import dispatch, tools
from hashcores.bench.results import BenchResults
from hashcores.bench.runner import run_bench
from hashcores.cli import main
from hashcores.errors import BadInputError
from hashcores.registry import get_core

REPO = Path(__file__).resolve().parents[1]
#: The cheapest iCE40 place and route among the benchmark's records (13 to 18 s a seed in
#: results/bench.json; sha1_precomp1, which this test used before, 64 to 79 s): the test
#: places and routes it four times.
CORE, TARGET = "sha256_iter", "ice40-hx8k"
#: Seconds to wait for the cluster to come up, and for a run to finish.
START_S, RUN_S = 90, 900


def _dask(args: list[str], log: Path) -> subprocess.Popen[bytes]:
    """A `dask` command of this environment, in its own process group (so that killing it
    kills the tool it runs too), importing this checkout's package."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(REPO / "src"), *filter(None, [os.environ.get("PYTHONPATH")])])}
    with log.open("wb") as sink:
        return subprocess.Popen([str(Path(sys.executable).parent / "dask"), *args], env=env,
                                stdout=sink, stderr=subprocess.STDOUT, start_new_session=True)


def _until(what: str, check: Any, seconds: float) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def local_cluster(tmp_path: Path) -> Iterator[tuple[str, dict[str, subprocess.Popen[bytes]], Any]]:
    """(scheduler address, worker processes by name, a client) of a cluster on localhost."""
    from distributed import Client

    processes: list[subprocess.Popen[bytes]] = []
    info = tmp_path / "scheduler.json"
    try:
        processes.append(_dask(["scheduler", "--host", "127.0.0.1", "--port", "0",
                                "--no-dashboard", "--scheduler-file", str(info)],
                               tmp_path / "scheduler.log"))
        address = _until("the scheduler file", lambda: info.is_file() and info.stat().st_size
                         and json.loads(info.read_text())["address"], START_S)
        workers = {}
        for name in ("w1", "w2"):
            workers[name] = _dask(["worker", address, "--nthreads", "1", "--no-nanny",
                                   "--no-dashboard", "--name", name,
                                   "--local-directory", str(tmp_path / name)],
                                  tmp_path / f"{name}.log")
            processes.append(workers[name])
        with Client(address, timeout=START_S) as client:
            _until("two workers", lambda: len(client.scheduler_info()["workers"]) == 2, START_S)
            yield address, workers, client
    finally:
        for proc in processes:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait()


def _figures(result: BenchResults) -> dict[str, Any]:
    entry = result.entries[0]
    assert entry.synth is not None and entry.synth.status == "ok", entry.synth
    assert not entry.synth.cached
    assert [p.status for p in entry.pnr] == ["ok"], [p.message for p in entry.pnr]
    return {"netlist": entry.synth.netlist_digest, "cells": entry.synth.cells,
            "fmax": [p.fmax_mhz for p in entry.pnr],
            "utilization": [p.utilization for p in entry.pnr]}


def _workers(result: BenchResults) -> set[str]:
    entry = result.entries[0]
    assert entry.synth is not None
    return {entry.synth.worker, *(p.worker for p in entry.pnr)}


@pytest.mark.slow
def test_a_bench_on_a_cluster_equals_the_local_one_and_survives_a_dead_worker(
        local_cluster: tuple[str, dict[str, subprocess.Popen[bytes]], Any], tmp_path: Path) -> None:
    address, workers, client = local_cluster
    root = tmp_path / "build"
    core = get_core(CORE)

    def bench(scheduler: str | None) -> BenchResults:
        # the synthesis and place-and-route folders go; the cycle measurement stays cached
        shutil.rmtree(root / TARGET, ignore_errors=True)
        return run_bench([core], [TARGET], seeds=1, jobs=1, build_root=root, progress=False,
                         scheduler=scheduler)

    here = bench(None)
    assert _workers(here) == {dispatch.HERE}
    addresses = set(client.scheduler_info()["workers"])

    # through the cluster, and the worker that places and routes killed mid-run (one run
    # shows both: its figures are the local run's, and every job ran on a worker)
    box: dict[str, BenchResults] = {}
    thread = threading.Thread(target=lambda: box.setdefault("result", bench(address)))
    thread.start()

    def pnr_started() -> str | None:
        starts = [msg for _, msg in client.get_events(dispatch.EVENT_TOPIC)
                  if msg["label"].endswith("seed 1")]
        return starts[-1]["worker"] if starts else None

    victim = _until("the place and route to start", pnr_started, RUN_S)
    names = {addr: w["name"] for addr, w in client.scheduler_info()["workers"].items()}
    os.killpg(workers[names[victim]].pid, signal.SIGKILL)
    thread.join(RUN_S)
    assert not thread.is_alive(), "the run did not finish after a worker died"
    survived = box["result"]
    assert _figures(survived) == _figures(here)
    assert _workers(survived) <= addresses, (_workers(survived), addresses)
    assert survived.entries[0].pnr[0].worker not in ("", victim)
    attempts = [msg["worker"] for _, msg in client.get_events(dispatch.EVENT_TOPIC)
                if msg["label"].endswith("seed 1")]
    assert attempts[0] == victim and len(attempts) == 2, attempts


def test_a_worker_with_another_tool_version_refuses_the_job(tmp_path: Path) -> None:
    yosys = tools.find_tool("yosys")
    job = dispatch.ToolJob("yosys", yosys.version + " (other)", ("-V",), (), (), "out.txt", 60)
    with pytest.raises(BadInputError, match="the same version on every worker"):
        dispatch.execute(job, "id", {})


def test_a_job_outside_a_cluster_runs_in_its_folder(tmp_path: Path) -> None:
    yosys = tools.find_tool("yosys")
    (tmp_path / "script.ys").write_text("log hello from the folder\n")
    job = dispatch.ToolJob("yosys", yosys.version, ("-q", "-l", "run.log", "-s", "script.ys"),
                           ("script.ys",), ("run.log",), "out.txt", 120)
    outcome = dispatch.run(job, tmp_path)
    assert outcome.run.returncode == 0 and outcome.worker == dispatch.HERE
    assert "hello from the folder" in (tmp_path / "run.log").read_text()


def test_a_shipped_job_comes_back_into_its_folder(tmp_path: Path) -> None:
    """What a remote worker does (`execute`: the inputs in a folder of its own, the outputs
    sent back), and the client writing them into the build folder."""
    yosys = tools.find_tool("yosys")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "script.ys").write_text("log hello from a worker\n")
    job = dispatch.ToolJob("yosys", yosys.version,
                           ("-q", "-l", "sub/run.log", "-s", "sub/script.ys"),
                           ("sub/script.ys",), ("sub/run.log", "sub/never.json"), "sub/out.txt", 120)
    shipped = dispatch.execute(job, "id", {"sub/script.ys": (tmp_path / "sub" / "script.ys").read_bytes()})
    assert shipped.run.returncode == 0 and set(shipped.files) == {"sub/run.log", "sub/out.txt"}
    assert b"hello from a worker" in shipped.files["sub/run.log"]


def test_the_local_cluster_keeps_its_worker_through_a_pause() -> None:
    """A benchmark process stopped for longer than distributed's heartbeat deadline (a
    suspended machine) must not lose its in-process worker and the job it runs: the local
    cluster's scheduler has no worker deadline."""
    with dispatch.cluster(None, 1) as where:
        assert where.client.cluster.scheduler.worker_ttl is None


@pytest.mark.parametrize("address, message", [
    ("nowhere", "give the scheduler's address"),
    ("tcp://127.0.0.1:9", "no Dask scheduler answers at tcp://127.0.0.1:9"),
])
def test_a_bad_scheduler_is_a_clear_error(address: str, message: str,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # a port nobody listens on: the client retries until its timeout (10 s by default)
    monkeypatch.setattr(dispatch, "CONNECT_TIMEOUT_S", 2)
    result = CliRunner().invoke(main, ["bench", "--core", CORE, "--target", TARGET,
                                       "--seeds", "1", "--scheduler", address])
    assert result.exit_code != 0
    assert message in result.output, result.output
