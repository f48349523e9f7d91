"""Where the benchmark's tool runs happen: here, or on the workers of a Dask cluster.

A tool run (one synthesis, one place-and-route seed, one fit check) is a `ToolJob`: the
tool, its arguments, the files it reads and the files it writes, all relative to the
step's build folder. `run` executes it:

- outside a `cluster` block, or on the local cluster (its worker is a thread of this
  process): here, in the build folder itself;
- on a remote cluster (`dask.distributed`): the job's input files travel with the task;
  the worker runs the tool in a temporary folder of its own (the YoWASP tools see only
  their working directory anyway) and sends back the files the tool wrote and its log,
  which land in the build folder here. So the cache and results/bench.json stay with the
  client, and a run resumed on another cluster reuses what is done. Workers need only
  `pip install` of this project.

`cluster(None, ...)` starts a local cluster in this process (threads, nothing to set up:
the benchmark's behaviour and speed without a scheduler); `cluster("tcp://host:8786")`
connects to a running scheduler (`dask scheduler` and `dask worker`, or dask-jobqueue on
Slurm, PBS or LSF: docs/benchmark.md).

Fault tolerance is the scheduler's: a task whose worker dies is run again on another
(`distributed.scheduler.allowed-failures` times). Each attempt logs a start event
(`EVENT_TOPIC`) naming its worker, so the client can tell which jobs ran more than once
(`Cluster.retried`) and which worker ran each (`JobOutcome.worker`, kept in the step's
record).
"""

from __future__ import annotations

import contextlib
import socket
import tempfile
import uuid
import warnings
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hashcores.bench import tools
from hashcores.errors import BadInputError

#: The Dask event topic of job starts ({"job", "label", "worker", "host"}).
EVENT_TOPIC = "hashcores-job"
#: The worker name of a run made here, outside a cluster.
HERE = "local"
#: Seconds to wait for a scheduler to answer.
CONNECT_TIMEOUT_S = 10


@dataclass(frozen=True)
class ToolJob:
    """One tool run, everything relative to its build folder."""

    tool: str                      # "yosys", "nextpnr-ecp5", ...
    version: str                   # the version the client resolved (part of cache keys)
    args: tuple[str, ...]
    inputs: tuple[str, ...]        # files the tool reads
    outputs: tuple[str, ...]       # files it may write (brought back when written)
    sink: str                      # its stdout and stderr
    timeout_s: float
    label: str = ""                # for the progress line and the events


@dataclass(frozen=True)
class JobOutcome:
    """What a tool run gave back: the run, the worker that made it, the files it wrote."""

    run: tools.ToolRun
    worker: str
    files: dict[str, bytes] = field(default_factory=dict)


def _worker_name() -> tuple[str, Any]:
    """(this worker's address, the worker) inside a Dask task; (HERE, None) elsewhere."""
    try:
        from distributed import get_worker

        worker = get_worker()
    except (ImportError, ValueError):
        return HERE, None
    return str(worker.address), worker


def execute(job: ToolJob, job_id: str, inputs: dict[str, bytes]) -> JobOutcome:
    """Run `job` in a temporary folder holding `inputs` (the task a worker runs)."""
    name, worker = _worker_name()
    if worker is not None:
        worker.log_event(EVENT_TOPIC, {"job": job_id, "label": job.label, "worker": name,
                                       "host": socket.gethostname()})
    tool = tools.find_tool(job.tool)
    if tool.version != job.version:
        raise BadInputError(f"worker {name} has {tool.version}, the client {job.version}: "
                            "a result would be cached under the wrong tool version; install "
                            "the same version on every worker")
    with tempfile.TemporaryDirectory(prefix="hashcores-job-") as tmp:
        folder = Path(tmp)
        for rel, data in inputs.items():
            path = folder / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        for rel in (*job.outputs, job.sink):
            (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        run = tools.run_tool(tool, list(job.args), folder, folder / job.sink, job.timeout_s)
        files = {rel: (folder / rel).read_bytes()
                 for rel in dict.fromkeys((*job.outputs, job.sink)) if (folder / rel).is_file()}
    return JobOutcome(run, name, files)


class Cluster:
    """A Dask client the benchmark's jobs go to while it is active (`cluster`)."""

    def __init__(self, client: Any, address: str, local: bool) -> None:
        self.client = client
        self.address = address
        self.local = local
        #: The jobs this client sent (a shared scheduler also logs other clients' jobs).
        self.sent: set[str] = set()

    def threads(self) -> int:
        """Worker threads of the cluster (how many jobs can run at once)."""
        info = self.client.scheduler_info()
        return sum(int(w.get("nthreads", 1)) for w in info.get("workers", {}).values())

    def status(self) -> str:
        """One line: the jobs running on each worker."""
        processing = self.client.processing()
        running = ", ".join(f"{w.split('://')[-1]} {len(t)}" for w, t in sorted(processing.items()))
        return f"{len(processing)} worker(s), running: {running or 'none'}"

    def starts(self) -> list[dict[str, str]]:
        """The start events of every attempt of this client's jobs so far, oldest first."""
        return [msg for _, msg in self.client.get_events(EVENT_TOPIC) if msg["job"] in self.sent]

    def retried(self) -> dict[str, int]:
        """Jobs started more than once (label -> attempts): their worker died or left."""
        starts = self.starts()
        counts = Counter(msg["job"] for msg in starts)
        labels = {msg["job"]: msg.get("label", msg["job"]) for msg in starts}
        return {labels[j]: n for j, n in counts.items() if n > 1}

    def per_worker(self) -> dict[str, int]:
        """Job attempts started per worker."""
        return dict(Counter(msg["worker"] for msg in self.starts()))


_active: Cluster | None = None


@contextlib.contextmanager
def cluster(scheduler: str | None, threads: int) -> Iterator[Cluster]:
    """Send tool runs to a Dask cluster while the block runs: the scheduler at
    `scheduler`, or a local cluster of `threads` threads in this process."""
    global _active
    try:
        import dask
        from distributed import Client, LocalCluster
    except ImportError as exc:  # pragma: no cover - a dependency of the package
        raise BadInputError("the benchmark needs dask.distributed: pip install "
                            "'dask[distributed]'") from exc
    with contextlib.ExitStack() as stack:
        if scheduler is None:
            # the local worker is a thread of this process: no heartbeat deadline, so a
            # process stopped for a while (a suspended machine, SIGSTOP) keeps its worker
            # and the job it runs (distributed removes a worker silent for 5 minutes)
            stack.enter_context(dask.config.set({"distributed.scheduler.worker-ttl": None}))
            local = stack.enter_context(LocalCluster(
                n_workers=1, threads_per_worker=max(1, threads), processes=False,
                # any free port: two benchmarks (or test workers) at once do not collide
                dashboard_address=":0"))
            client = stack.enter_context(Client(local))
            address = "local"
        else:
            try:
                client = stack.enter_context(Client(scheduler, timeout=CONNECT_TIMEOUT_S))
            except (OSError, TimeoutError) as exc:
                raise BadInputError(f"no Dask scheduler answers at {scheduler}: {exc}") from exc
            address = scheduler
        previous, _active = _active, Cluster(client, address, scheduler is None)
        try:
            yield _active
        finally:
            _active = previous


#: A remote job's inputs go in the task itself, not scattered ahead (client.scatter):
#: data scattered to a worker is lost with it, and the task could then not run again
#: elsewhere. So the client's warning about a large task graph (a netlist of tens of MB
#: in a place-and-route job) is expected, and not shown.
_LARGE_GRAPH = "Sending large graph"
warnings.filterwarnings("ignore", message=_LARGE_GRAPH, category=UserWarning)


def active() -> Cluster | None:
    """The cluster tool runs go to now (None: they run here)."""
    return _active


def _in_place(job: ToolJob, folder: Path) -> JobOutcome:
    """Run `job` in its build folder itself (this machine's file system)."""
    tool = tools.find_tool(job.tool)
    return JobOutcome(tools.run_tool(tool, list(job.args), folder, folder / job.sink,
                                     job.timeout_s), HERE)


def run(job: ToolJob, folder: Path) -> JobOutcome:
    """Run `job` for the build folder `folder`: here, or on the active cluster. A local
    cluster's worker shares this file system and runs the tool in `folder`; a remote one
    gets the inputs and sends back the outputs, which are written into `folder`. Never
    raises for the tool's own failure, nor for the cluster's: a job that could not run
    is a failed tool run whose log says why."""
    target = _active
    if target is None:
        return _in_place(job, folder)
    job_id = uuid.uuid4().hex
    target.sent.add(job_id)
    if target.local:
        future = target.client.submit(_in_place, job, folder, pure=False,
                                      key=f"{job.tool}-{job_id}")
    else:
        inputs = {rel: (folder / rel).read_bytes() for rel in job.inputs}
        # (in the task itself: see _LARGE_GRAPH)
        future = target.client.submit(execute, job, job_id, inputs, pure=False,
                                      key=f"{job.tool}-{job_id}")
    try:
        outcome: JobOutcome = future.result()
    except Exception as exc:  # the task's own error or the cluster's (KilledWorker, ...)
        # the step judges this like a tool that failed: the log says why
        sink = folder / job.sink
        sink.parent.mkdir(parents=True, exist_ok=True)
        sink.write_text(f"ERROR: the Dask job of {job.tool} failed on {target.address}: "
                        f"{type(exc).__name__}: {exc}\n")
        return JobOutcome(tools.ToolRun(-1, 0.0, False), "")
    for rel, data in outcome.files.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return JobOutcome(outcome.run, outcome.worker)


def check_scheduler(address: str) -> None:
    """BadInputError unless `address` looks like a scheduler address."""
    if "://" not in address and ":" not in address:
        raise BadInputError(f"--scheduler {address!r}: give the scheduler's address, "
                            "e.g. tcp://host:8786")
