"""The power estimate of a core (real message traffic) or of a small circuit (the tests):
route, simulate zero-delay and timed, count toggles, apply the model.

Traffic for a core: `messages` random messages of `message_bytes` bytes each (Python's
`random.Random(seed)`), sent back to back through the file-driven stream bench at full
speed; the digests the routed netlist gives are checked against the Python reference, so
a netlist that simulates wrongly gives an error, not a figure. The window is from just
after reset release to just after the last digest is taken (latency included, the
bench's idle tail left out).
"""

from __future__ import annotations

import math
import random
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hashcores.bench import cache
from hashcores.bench.design import Design, design_for
from hashcores.bench.targets import DEFAULT_PLACER, DEFAULT_ROUTER, Target, get_target
from hashcores.errors import BadInputError, HashcoresError, ToolFailedError
from hashcores.power import activity, layout, model, sdf, simulate
from hashcores.registry import Core
from hashcores.sim.filehash.bench import TB_FILE, TB_TOP
from hashcores.sim.filehash.files import write_messages
from hashcores.sim.filehash.outputs import match_outputs
from hashcores.sim.filehash.run import DEFAULT_TIMEOUT_CYCLES, plusargs

#: The bench target of the estimate (the issue: ECP5-85F).
DEFAULT_TARGET = "ecp5-85f-6"
MESSAGES = 2
MESSAGE_BYTES = 128
SEED = 1
#: Clock period margin over 1/Fmax for the simulations (timed runs must settle).
PERIOD_MARGIN = 1.25


@dataclass
class Estimate:
    """A power estimate: the zero-delay and (when run) the timed figures."""

    name: str
    target: str
    fmax_mhz: float | None
    #: The clock of the simulations (ns); power is stated at `clock_mhz`.
    period_ns: float
    clock_mhz: float
    zero_delay: model.PowerFigures
    timed: model.PowerFigures | None = None
    model: str = model.MODEL_NAME
    traffic: str = ""
    #: The timed run's delay model (`sdf.DELAY_MODEL`).
    delays: str = sdf.DELAY_MODEL
    zero_delay_toggles: dict[int, int] = field(default_factory=dict, repr=False)
    timed_toggles: dict[int, int] | None = field(default=None, repr=False)

    @property
    def glitch_share(self) -> float | None:
        """(timed - zero-delay) / timed switched logic energy; None without a timed run."""
        if self.timed is None or self.timed.energy_per_cycle_j <= 0:
            return None
        t, z = self.timed.energy_per_cycle_j, self.zero_delay.energy_per_cycle_j
        return (t - z) / t

    def as_dict(self) -> dict[str, Any]:
        def figs(f: model.PowerFigures | None) -> dict[str, Any] | None:
            if f is None:
                return None
            return {"cycles": f.cycles, "toggles": f.toggles,
                    "energy_per_cycle_j": f.energy_per_cycle_j,
                    "clock_energy_per_cycle_j": f.clock_energy_per_cycle_j,
                    "hashed_bits": f.hashed_bits, "energy_per_bit_j": f.energy_per_bit_j,
                    "power_w": f.power_w(self.clock_mhz * 1e6)}
        return {"name": self.name, "target": self.target, "fmax_mhz": self.fmax_mhz,
                "period_ns": self.period_ns, "clock_mhz": self.clock_mhz,
                "zero_delay": figs(self.zero_delay), "timed": figs(self.timed),
                "glitch_share": self.glitch_share, "model": self.model,
                "traffic": self.traffic,
                "timed_delays": self.delays if self.timed is not None else None}


def _period_ns(fmax_mhz: float | None) -> float:
    """A whole-ns clock period at least PERIOD_MARGIN x 1/Fmax (and at least 10 ns)."""
    if fmax_mhz is None:
        return 10.0
    return float(max(10, math.ceil(PERIOD_MARGIN * 1000.0 / fmax_mhz)))


def _stated_clock(clock_mhz: float | None, lay: layout.Layout, period_ns: float) -> float:
    """The clock power is stated at: the one asked for, else Fmax, else the simulation's."""
    return clock_mhz or lay.fmax_mhz or 1000.0 / period_ns


def _netlist(lay: layout.Layout) -> tuple[dict[str, Any], dict[int, model.Net],
                                          dict[tuple[str, int], int], model.Net | None]:
    netlist = lay.netlist
    nets, names = model.nets_of(netlist)
    return netlist, nets, names, model.clock_capacitance(netlist, names)


def _delays(lay: layout.Layout, work: Path, scope: str) -> Path:
    """The routed design's delays (`sdf.write_defparams`) as defparams under `scope`."""
    out = work / "delays.v"
    written = sdf.write_defparams(sdf.parse(lay.sdf.read_text()), out, scope)
    if written == 0:
        raise ToolFailedError(f"the SDF of {lay.folder} gave no cell delays")
    return out


def _workdir(lay: layout.Layout, label: str) -> Path:
    """A fresh folder for one simulation (parallel estimates never share one)."""
    return Path(tempfile.mkdtemp(prefix=f"{label}-", dir=lay.folder))


def _counted(vcd: Path, names: dict[tuple[str, int], int],
             nets: dict[int, model.Net]) -> activity.Activity:
    """The toggles of the cell-driven nets (`nets`) in a VCD, which is then deleted (a
    large core's VCD is gigabytes)."""
    try:
        act = activity.count(vcd, names)
    finally:
        vcd.unlink(missing_ok=True)
    # Only cell-driven nets: primary inputs (the clock among them) come from outside.
    act.toggles = {b: n for b, n in act.toggles.items() if b in nets}
    return act


def _runs(timed: bool) -> list[bool]:
    return [False, True] if timed else [False]


def estimate_circuit(design: Design, inputs: list[tuple[str, int]], vectors: list[int],
                     *, timed: bool = False, target: str = DEFAULT_TARGET,
                     root: Path | None = None, clock_mhz: float | None = None) -> Estimate:
    """The estimate of a small circuit with ports clk, rst_n and `inputs` (name, width),
    driven by one vector per clock (the inputs concatenated, the first most significant).
    """
    if not vectors:
        raise BadInputError("a power estimate needs at least one input vector")
    tgt: Target = get_target(target)
    lay = layout.route(design, tgt, root or cache.bench_root())
    _, nets, names, clock = _netlist(lay)
    period = _period_ns(lay.fmax_mhz)
    width = sum(w for _, w in inputs)
    digits = max(1, -(-width // 4))
    results: dict[bool, tuple[model.PowerFigures, dict[int, int]]] = {}
    for is_timed in _runs(timed):
        work = _workdir(lay, "vector-timed" if is_timed else "vector-zero")
        tb = work / "vector_tb.v"
        simulate.write_vector_bench(tb, layout.DUT_MODULE, inputs, len(vectors), period / 2)
        stim = work / "stim.hex"
        stim.write_text("".join(f"{v:0{digits}x}\n" for v in vectors))
        vvp = simulate.compile_bench(
            work, [tb, lay.verilog], [simulate.VECTOR_TB_TOP],
            {"HC_POWER_DUT": f"{simulate.VECTOR_TB_TOP}.dut",
             "HC_POWER_START": f"{simulate.VECTOR_TB_TOP}.rst_n",
             "HC_POWER_CLOCK": f"{simulate.VECTOR_TB_TOP}.clk"},
            _delays(lay, work, f"{simulate.VECTOR_TB_TOP}.dut") if is_timed else None)
        vcd = simulate.run_bench(vvp, work, [f"+stim={stim}"])
        act = _counted(vcd, names, nets)
        cycles = act.seconds / (period * 1e-9)
        results[is_timed] = (model.figures(act.toggles, nets, cycles, clock), act.toggles)
    zero, zero_toggles = results[False]
    timed_figs, timed_toggles = results.get(True, (None, None))
    return Estimate(design.name, target, lay.fmax_mhz, period,
                    _stated_clock(clock_mhz, lay, period),
                    zero, timed_figs, traffic=f"{len(vectors)} input vectors, one per clock",
                    zero_delay_toggles=zero_toggles, timed_toggles=timed_toggles)


def random_messages(count: int, nbytes: int, seed: int) -> list[bytes]:
    """`count` random messages of `nbytes` bytes from a seeded generator."""
    rng = random.Random(seed)
    return [bytes(rng.getrandbits(8) for _ in range(nbytes)) for _ in range(count)]


def _port_width(netlist: dict[str, Any], port: str, name: str) -> int:
    ports = next(iter(netlist["modules"].values())).get("ports", {})
    if port not in ports:
        raise BadInputError(f"{name}: the routed netlist has no port {port}: not a stream top")
    return len(ports[port]["bits"])


def estimate_core(core: Core, *, data_w: int = 32, timed: bool = False,
                  target: str = DEFAULT_TARGET, root: Path | None = None,
                  messages: int = MESSAGES, message_bytes: int = MESSAGE_BYTES,
                  seed: int = SEED, clock_mhz: float | None = None,
                  placer: str | None = None) -> Estimate:
    """The estimate of `core`'s stream top at `data_w` on `target`, hashing `messages`
    random messages of `message_bytes` bytes (seed `seed`); power stated at `clock_mhz`
    (default: the routed design's Fmax); placed with `placer` (default: the target's
    placer for the core's family, as the benchmark's place and route) and routed with the
    target's router for the core; the routed design is the benchmark's seed 1."""
    if core.xof:
        raise BadInputError(f"{core.name}: the power estimate drives m_digest cores only "
                            "(not the extendable-output stream)")
    if messages < 1 or message_bytes < 0:
        raise BadInputError("the power estimate needs at least one message")
    tgt = get_target(target)
    design = design_for(core, data_w)
    if placer is None:
        placer = tgt.pnr.placer_for(core) if tgt.pnr is not None else DEFAULT_PLACER
    router = tgt.pnr.router_for(core) if tgt.pnr is not None else DEFAULT_ROUTER
    lay = layout.route(design, tgt, root or cache.bench_root(), placer=placer, router=router)
    netlist, nets, names, clock = _netlist(lay)
    period = _period_ns(lay.fmax_mhz)
    width = _port_width(netlist, "s_tdata", core.name)
    tid_w = _port_width(netlist, "s_tid", core.name)
    digest_bits = _port_width(netlist, "m_digest", core.name)
    data = random_messages(messages, message_bytes, seed)
    tids = [i % (1 << tid_w) for i in range(len(data))]
    hashed_bits = 8 * message_bytes * messages
    defines = {"HC_TOP": layout.DUT_MODULE, "HC_DATA_W": str(width), "HC_TID_W": str(tid_w),
               "HC_DIGEST_BITS": str(digest_bits), "HC_PARAMS": "",
               "HC_HALF_PERIOD": f"{period / 2:g}",
               "HC_POWER_DUT": f"{TB_TOP}.dut",
               "HC_POWER_START": f"{TB_TOP}.file_rst_n",
               "HC_POWER_CLOCK": f"{TB_TOP}.clk",
               "HC_POWER_DONE": f"({TB_TOP}.dut_m_valid&&{TB_TOP}.m_ready_q)"}
    results: dict[bool, tuple[model.PowerFigures, dict[int, int]]] = {}
    for is_timed in _runs(timed):
        work = _workdir(lay, f"stream-{'timed' if is_timed else 'zero'}-"
                             f"{messages}x{message_bytes}-s{seed}")
        write_messages(work, data, tids, width // 8)
        vvp = simulate.compile_bench(work, [TB_FILE, lay.verilog],
                                     [TB_TOP], defines,
                                     _delays(lay, work, f"{TB_TOP}.dut")
                                     if is_timed else None)
        out = work / "out.txt"
        vcd = simulate.run_bench(vvp, work, [
            # Relative to the run's folder (its working directory): the bench keeps a
            # path in 128 characters, which a build folder's absolute paths can pass.
            f"+out={out.name}", "+list=list.txt", "+data=data.bin",
            f"+power_done={messages}",
            *plusargs("icarus", seed, 0.0, DEFAULT_TIMEOUT_CYCLES)])
        _check_digests(core, data, tids, out, is_timed)
        act = _counted(vcd, names, nets)
        cycles = act.seconds / (period * 1e-9)
        results[is_timed] = (model.figures(act.toggles, nets, cycles, clock, hashed_bits),
                             act.toggles)
    zero, zero_toggles = results[False]
    timed_figs, timed_toggles = results.get(True, (None, None))
    return Estimate(core.name, target, lay.fmax_mhz, period,
                    _stated_clock(clock_mhz, lay, period),
                    zero, timed_figs,
                    traffic=(f"{messages} random messages of {message_bytes} bytes (seed "
                             f"{seed}), back to back, DATA_W {width}"),
                    zero_delay_toggles=zero_toggles, timed_toggles=timed_toggles)


def _check_digests(core: Core, data: list[bytes], tids: list[int], out: Path,
                   timed: bool) -> None:
    """ToolFailedError unless the routed netlist gave the right digest for every message."""
    lines = out.read_text().splitlines() if out.is_file() else []
    label = f"{core.name} routed netlist ({'timed' if timed else 'zero-delay'})"
    if not lines or not lines[-1].startswith("END"):
        raise ToolFailedError(f"{label}: the bench did not finish; see {out}")
    outputs = match_outputs(lines, tids, label, out)
    wrong = [o.index for o in outputs if o.digest != core.algorithm.digest(data[o.index])]
    if wrong:
        raise ToolFailedError(f"{label}: wrong digest for message(s) {wrong}; see {out}")


def for_bench(core: Core, target: str, data_w: int, clock_mhz: float | None,
              timed: bool = True, placer: str | None = None) -> dict[str, Any]:
    """The estimate as `hashcores bench --power` records it: `Estimate.as_dict()` with
    status "ok", or status "failed" and the reason (a tool failure or a cell the models do
    not cover is a result of the run, not an exception). Power is stated at `clock_mhz`
    (the bench's median Fmax), else at the routed design's own Fmax."""
    try:
        est = estimate_core(core, data_w=data_w, timed=timed, target=target,
                            clock_mhz=clock_mhz, placer=placer)
    except (HashcoresError, OSError) as exc:
        return {"status": "failed", "message": str(exc)}
    return {"status": "ok", **est.as_dict()}
