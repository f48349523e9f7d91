"""The HMAC cores in the benchmark (issue 24; docs/hmac.md).

For each point (an HMAC core and its MAC width): synthesis and place and route on a target
(the median Fmax of its seeds, the area nextpnr reports), and the clocks per packet
measured in simulation for 64, 576 and 1500-byte packets:

- with a key context: the HMAC core with a key loaded once (tb/cocotb_hmac.py,
  `packet_clocks`): steady-state clocks from one MAC to the next;
- without one: the hash core alone computing both hashes of RFC 2104 from the key block,
  H(K0 ^ ipad || packet) and H(K0 ^ opad || inner), sent back to back (the file bench),
  which is what a user of the bare core (or an HMAC that hashes the key blocks for every
  message) pays.

A multi-message core (several messages in flight, `HmacCore.multi_message`) is measured in
aggregate: its packets go round-robin over every message context (s_tid), and the clocks
per packet are the mean spacing of the MACs (digests) over the second half of the run, so
they need not be whole clocks. Its stream is as wide as the hash core's in the benchmark
(`design.feed_width`: a beat per clock brings a block per aggregate clocks per block), so
the input does not starve the contexts. Without a key context each packet's outer hash is
sent right after its inner one (the digest it would carry is not waited for), the better
of two ways of driving the bare core: the pipeline's occupancy at its best, which favours
the row without contexts.

Packets per second are Fmax / clocks per packet (the hash core's Fmax for the row without
contexts), IMIX the 7:4:1 mix of the three sizes. The records live in results/bench.json
under "hmac" (the hash cores' records are under "results"); `report_lines` makes the
report's section from them. Nothing here is typed in but the issue's lines.
"""

from __future__ import annotations

import datetime
import json
import statistics
import tempfile
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hashcores.bench import dispatch, nextpnr, yosys
from hashcores.bench.cache import bench_root
from hashcores.bench.design import Design, feed_width
from hashcores.bench.report.markdown import table
from hashcores.bench.targets import DEFAULT_ROUTER, Target, get_target, with_run_options
from hashcores.hmac_cores import HmacCore, get_hmac_core
from hashcores.registry import Core
from hashcores.sim.spacing import aggregate_spacing

Record = dict[str, Any]

#: Packet sizes of the table (bytes) and the IMIX mix of them (size -> packets in the mix).
PACKET_BYTES: tuple[int, ...] = (64, 576, 1500)
IMIX: dict[int, int] = {64: 7, 576: 4, 1500: 1}
#: Packets per size in a measured run (the steady state is the second half's spacing),
#: per message context on a multi-message core.
PACKETS_PER_RUN = 6
#: Stream width of the measured points (a multi-message point gets its hash core's
#: `feed_width` of it).
DATA_W = 32
#: Issue 24's lines.
CONTEXT_CUT_64 = 1.6          # clocks per 64-byte packet, without over with a key context
BEST_MPPS_64 = 2.0            # million 64-byte packets per second, best core
AREA_RATIO = 1.3              # LUT4 over the hash core's
FMAX_LOSS = 0.10              # Fmax within 10% of the hash core's
#: The hash core the area and Fmax lines speak of.
AREA_BASE = "sha256_iter"


@dataclass(frozen=True)
class HmacPoint:
    """An HMAC core at one MAC width, as the benchmark measures it."""

    core: str
    mac_bits: int

    @property
    def hmac(self) -> HmacCore:
        return get_hmac_core(self.core)

    @property
    def name(self) -> str:
        return f"{self.core}_{self.mac_bits}"

    @property
    def title(self) -> str:
        return f"{self.hmac.title}-{self.mac_bits}"

    @property
    def data_w(self) -> int:
        """The stream width: DATA_W, or what keeps a multi-message core's contexts fed."""
        return feed_width(self.hmac.core, DATA_W) if self.hmac.multi_message else DATA_W

    @property
    def tid_w(self) -> int:
        """An s_tid that can name every message context (1 for one context)."""
        return max(1, (self.hmac.core.contexts - 1).bit_length())

    @property
    def streams(self) -> int:
        """Packets in flight in a measured run: one per message context."""
        return min(self.hmac.core.contexts, 1 << self.tid_w) if self.hmac.multi_message else 1

    @property
    def packets(self) -> int:
        """Packets per size in a measured run."""
        return PACKETS_PER_RUN * self.streams

    def parameters(self) -> dict[str, int]:
        return self.hmac.parameters(self.data_w, self.tid_w, self.mac_bits)

    def design(self) -> Design:
        return Design(name=self.name, top=self.hmac.top,
                      params=tuple(sorted(self.parameters().items())),
                      sources=tuple(Path(p) for p in self.hmac.sources()),
                      digest_bits=self.mac_bits, tid_w=self.tid_w)


#: The measured points: HMAC-SHA-256-128, the IPsec MAC (RFC 4868), with key contexts and
#: without (the key blocks hashed for every message), iterative; and over the fastest
#: multi-message SHA-256 point (sha256_uhs4, 004's operation block in 000's four-stage
#: frame), which takes tens of minutes per seed to place and route, so only `--hmac` runs
#: it (QUICK_POINTS are the default set's).
QUICK_POINTS: tuple[HmacPoint, ...] = (HmacPoint("hmac_sha256_iter", 128),
                                       HmacPoint("hmac_sha256_iter_noctx", 128))
POINTS: tuple[HmacPoint, ...] = (*QUICK_POINTS, HmacPoint("hmac_sha256_uhs4", 128))


def points(names: Sequence[str] = ()) -> tuple[HmacPoint, ...]:
    """The points of the HMAC cores called `names` (every point when empty)."""
    if not names:
        return POINTS
    known = {p.core: p for p in POINTS}
    unknown = [n for n in names if n not in known]
    if unknown:
        from hashcores.errors import BadInputError
        raise BadInputError(f"no HMAC benchmark point {', '.join(map(repr, unknown))}; "
                            f"the points: {', '.join(known)}")
    return tuple(known[n] for n in dict.fromkeys(names))


# --- clocks per packet ------------------------------------------------------------------

def _steady(gaps: Sequence[int], what: str) -> int:
    steady = list(gaps[len(gaps) // 2:])
    if not steady or len(set(steady)) != 1:
        raise RuntimeError(f"{what}: no steady state in the spacing {list(gaps)}")
    return steady[0]


def context_clocks(point: HmacPoint, sim: str = "verilator") -> dict[int, float]:
    """Clocks per packet with a key context, by size (tb/cocotb_hmac.py `packet_clocks`);
    a multi-message core's in aggregate."""
    from hashcores.hmac_sim import run_job

    core = point.hmac
    with tempfile.TemporaryDirectory(prefix="hashcores-hmac-bench-") as tmp:
        job, output = Path(tmp) / "job.json", Path(tmp) / "clocks.json"
        job.write_text(json.dumps({"lengths": list(PACKET_BYTES), "packets": point.packets,
                                   "output": str(output)}))
        run_job(core, point.parameters(), sim, "packet_clocks",
                {"HASHCORES_HMAC_PACKETS": str(job)})
        measured = json.loads(output.read_text())
    return {int(k): v for k, v in measured.items()}


def plain_clocks(point: HmacPoint, sim: str = "verilator") -> dict[int, float]:
    """Clocks per packet of the hash core alone: both hashes from the key block, back to
    back, by size; a multi-message core's in aggregate, as many packets in flight as it
    has contexts."""
    from hashcores.sim.filehash.messages import hash_messages

    core = point.hmac.core
    block = core.algorithm.block_bits // 8
    inner = core.algorithm.digest_bits // 8
    streams = point.streams
    out: dict[int, float] = {}
    for length in PACKET_BYTES:
        what = f"{core.name}, {length}-byte packets"
        if streams == 1:
            messages = [m for _ in range(PACKETS_PER_RUN)
                        for m in (bytes(block + length), bytes(block + inner))]
            outputs = hash_messages(core, messages, sim=sim, data_w=point.data_w)
            ends = [o.out_cycle for o in outputs][1::2]
            out[length] = _steady([b - a for a, b in zip(ends, ends[1:])], what)
            continue
        # each packet's inner hash then its outer one, driven the better of two ways:
        # beat by beat over as many open messages as the core has contexts (what long
        # packets need: one open message alone gets a block a round), or whole messages
        # back to back (what short packets need: no wait for a slot of the round-robin)
        messages = [bytes(block + (length if kind == 0 else inner))
                    for _ in range(point.packets) for kind in (0, 1)]
        out[length] = min(
            aggregate_spacing([o.out_cycle for o in hash_messages(
                core, messages, sim=sim, data_w=point.data_w, tid_w=point.tid_w,
                interleave=interleave)][1::2], streams)
            for interleave in (1, streams))
    return out


# --- place and route ----------------------------------------------------------------------

def _place(design: Design, target: Target, seeds: int, jobs: int,
           core: Core | None = None) -> tuple[yosys.SynthResult, list[nextpnr.PnrResult]]:
    synth = yosys.synthesise(design, target, bench_root())
    if synth.status != "ok":
        raise RuntimeError(f"{design.name}: synthesis {synth.status}: {synth.message}")
    assert target.pnr is not None
    # the placer and router of the hash core's family on this target, or the run's
    # --placer (PnrSpec.placer_for); nextpnr's defaults without a core
    placer = target.pnr.placer_for(core) if core is not None else target.pnr.placer
    router = target.pnr.router_for(core) if core is not None else DEFAULT_ROUTER

    def one(seed: int) -> nextpnr.PnrResult:
        return nextpnr.place_and_route(synth, target, design.top, seed, placer, router)

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        runs = list(pool.map(one, range(1, seeds + 1)))
    return synth, runs


def placed(design: Design, target: Target, seeds: int = 3, jobs: int = 2,
           say: Callable[[str], None] = print, core: Core | None = None) -> Record:
    """`design` synthesised and placed and routed on `target` with `seeds` seeds (with the
    placer and router of `core`'s family, when given): the median Fmax, the Fmax of each
    seed, the area nextpnr reports for the median seed and the netlist's digest."""
    synth, runs = _place(design, target, seeds, jobs, core)
    fmax = [r.fmax_mhz for r in runs]
    for run in runs:
        say(f"{design.name} {target.name} seed {run.seed}: {run.status} "
            f"{'' if run.fmax_mhz is None else f'{run.fmax_mhz:.1f} MHz'}")
    done = [f for f in fmax if f is not None]
    if not done:
        raise RuntimeError(f"{design.name}: no seed placed and routed: "
                           + "; ".join(r.message for r in runs))
    median_run = sorted((r for r in runs if r.fmax_mhz is not None), key=lambda r: r.fmax_mhz or 0)[len(done) // 2]
    assert target.pnr is not None
    area = {figure: (median_run.utilization or {}).get(counter, {}).get("used")
            for figure, counter in target.pnr.utilization.items()}
    return {"area": area, "fmax_mhz": statistics.median(done), "fmax_mhz_by_seed": fmax,
            "netlist": synth.netlist_digest}


def measure(point: HmacPoint, target: Target, seeds: int = 3, jobs: int = 2,
            sim: str = "verilator", say: Callable[[str], None] = print) -> Record:
    """One point's record on `target`."""
    figures = placed(point.design(), target, seeds, jobs, say, point.hmac.core)
    with_ctx = context_clocks(point, sim)
    say(f"{point.name} clocks per packet with a key context: {with_ctx}")
    without = plain_clocks(point, sim)
    say(f"{point.hmac.hash_core} clocks per packet without one: {without}")
    return {
        "name": point.name, "core": point.core, "hash_core": point.hmac.hash_core,
        "title": point.title, "mac_bits": point.mac_bits, "key_contexts": point.hmac.keys,
        "target": target.name, "data_w": point.data_w, "tid_w": point.tid_w,
        "messages_in_flight": point.streams, **figures,
        # by packet size, as JSON keys are (strings)
        "clocks_with_context": {str(n): c for n, c in with_ctx.items()},
        "clocks_without_context": {str(n): c for n, c in without.items()}, "sim": sim,
        "date": datetime.date.today().isoformat(),
    }


def store(records: Sequence[Record], folder: Path | None = None) -> list[Path]:
    """Merge the records into bench.json's "hmac" part and write the report again."""
    from hashcores.bench.report.files import store_part

    return store_part("hmac", {f"{r['name']} on {r['target']}": r for r in records}, folder)


def run(targets: Sequence[str] = ("ecp5-85f-6",), seeds: int = 3, jobs: int = 2,
        say: Callable[[str], None] = print, scheduler: str | None = None,
        chosen: Sequence[HmacPoint] = POINTS, pnr_timeout_s: float | None = None,
        placer: str | None = None) -> list[Path]:
    """Measure the `chosen` points on `targets` and store them; the tool runs on the Dask
    cluster at `scheduler`, or a local one (`dispatch.cluster`). `pnr_timeout_s` and
    `placer` as for the core benchmark (`hashcores.bench.runner.run`)."""
    places = [with_run_options(get_target(t), pnr_timeout_s, placer) for t in targets]
    with dispatch.cluster(scheduler, jobs) as where:
        if scheduler is not None:
            jobs = max(jobs, where.threads())
        records = [measure(p, t, seeds, jobs, say=say) for t in places for p in chosen]
    return store(records)


# --- the report ------------------------------------------------------------------------------

def packets_per_second(clocks: dict[int, float], fmax_mhz: float) -> dict[str, float]:
    """Million packets per second by size, and for the IMIX mix."""
    out = {str(n): fmax_mhz / clocks[n] for n in PACKET_BYTES}
    mix = sum(IMIX.values())
    out["IMIX"] = fmax_mhz * mix / sum(clocks[n] * k for n, k in IMIX.items())
    return out


def _hash_record(data: dict[str, Any], core: str, target: str) -> Record | None:
    for r in data.get("results", []):
        if r.get("core") == core and r.get("target") == target and r.get("fmax_mhz"):
            return r
    return None


def _lut4(record: Record) -> float | None:
    area = record.get("area") or {}
    value = area.get("LUT4")
    return float(value) if value is not None else None


def report_lines(data: dict[str, Any]) -> list[str]:
    """The HMAC section of the report: [] when no HMAC point was measured."""
    records = sorted((data.get("hmac") or {}).values(), key=lambda r: (r["target"], r["name"]))
    if not records:
        return []
    lines = ["## HMAC", "",
             "`hashcores bench --hmac` (docs/hmac.md): the HMAC cores placed and routed, clocks "
             "per packet measured in simulation (with a key context: the HMAC core with its "
             "key loaded once; without: the hash core alone computing H(K0 ^ ipad || packet) "
             "and H(K0 ^ opad || inner) back to back; a multi-message core in aggregate, a packet "
             "in flight per message context), packets per second = Fmax / clocks per "
             "packet (IMIX: 64, 576 and 1500-byte packets 7:4:1).", ""]
    rows = []
    checks = []
    bases_shown: set[tuple[str, str]] = set()
    best: tuple[float, str] = (0.0, "")
    for r in records:
        base = _hash_record(data, r["hash_core"], r["target"])
        with_pps = packets_per_second({int(k): v for k, v in r["clocks_with_context"].items()}, r["fmax_mhz"])
        contexts = f"{r['key_contexts']} key contexts" if r["key_contexts"] else "no key contexts"
        if r.get("messages_in_flight", 1) > 1:
            contexts += f", {r['messages_in_flight']} packets in flight"
        rows.append([f"`{r['core']}` ({r['title']}, {contexts})", r["target"],
                     _fmt(_lut4(r)), _fmt((r.get("area") or {}).get("EBR")), f"{r['fmax_mhz']:.1f}",
                     *[str(r["clocks_with_context"][str(n)]) for n in PACKET_BYTES],
                     *[f"{with_pps[k]:.3f}" for k in (*map(str, PACKET_BYTES), "IMIX")]])
        without = {int(k): v for k, v in r["clocks_without_context"].items()}
        if base is not None and (r["hash_core"], r["target"]) not in bases_shown:
            bases_shown.add((r["hash_core"], r["target"]))
            base_pps = packets_per_second(without, base["fmax_mhz"])
            rows.append([f"`{r['hash_core']}` alone, no key context", r["target"],
                         _fmt(_lut4(base)), _fmt((base.get("area") or {}).get("EBR")),
                         f"{base['fmax_mhz']:.1f}", *[str(without[n]) for n in PACKET_BYTES],
                         *[f"{base_pps[k]:.3f}" for k in (*map(str, PACKET_BYTES), "IMIX")]])
        checks += _checks(r, base, _no_context(records, r))
        best = max(best, (with_pps["64"], r["core"]))
    lines += table(["core", "target", "LUT4", "EBR", "Fmax MHz", "clocks 64 B", "clocks 576 B",
                    "clocks 1500 B", "Mpps 64 B", "Mpps 576 B", "Mpps 1500 B", "Mpps IMIX"], rows)
    checks.append([f"best HMAC-SHA-256-128 >= {BEST_MPPS_64:g} million 64-byte packets per second",
                   f"{best[0]:.3f} ({best[1]})", _yes(best[0] >= BEST_MPPS_64)])
    lines += ["", "Issue 24's lines:", ""]
    lines += table(["line", "measured", "holds"], checks)
    lines.append("")
    return lines


def _fmt(value: Any) -> str:
    return "—" if value is None else f"{float(value):.0f}"


def _no_context(records: Sequence[Record], r: Record) -> Record | None:
    """The record of the same hash core and target without key contexts (when `r` has
    them and one was measured)."""
    if not r["key_contexts"]:
        return None
    return next((o for o in records if o["hash_core"] == r["hash_core"] and o["target"] == r["target"]
                 and not o["key_contexts"] and o["mac_bits"] == r["mac_bits"]), None)


def _checks(r: Record, base: Record | None, no_context: Record | None) -> list[list[str]]:
    out = []
    if r["key_contexts"]:
        c64_with = r["clocks_with_context"]["64"]
        # against the same HMAC without contexts when measured, else the bare hash core
        if no_context is not None:
            c64_without, against = no_context["clocks_with_context"]["64"], no_context["core"]
        else:
            c64_without, against = r["clocks_without_context"]["64"], f"{r['hash_core']} alone"
        cut = c64_without / c64_with
        out.append([f"a key context cuts the clocks per 64-byte packet by >= {CONTEXT_CUT_64}x",
                    f"{c64_without} ({against}) / {c64_with} ({r['core']}) = {cut:.2f}x",
                    _yes(cut >= CONTEXT_CUT_64)])
    if base is not None and r["hash_core"] == AREA_BASE and _lut4(base) and _lut4(r):
        area = _lut4(r) / _lut4(base)
        loss = 1 - r["fmax_mhz"] / base["fmax_mhz"]
        out += [[f"HMAC over `{r['hash_core']}` <= {AREA_RATIO}x its LUT4",
                 f"{_lut4(r):.0f} ({r['core']}) / {_lut4(base):.0f} = {area:.2f}x",
                 _yes(area <= AREA_RATIO)],
                [f"... and its Fmax within {FMAX_LOSS:.0%}",
                 f"{r['fmax_mhz']:.1f} / {base['fmax_mhz']:.1f} MHz ({-loss:+.1%})",
                 _yes(loss <= FMAX_LOSS)]]
    return out


def _yes(ok: bool) -> str:
    return "yes" if ok else "no"
