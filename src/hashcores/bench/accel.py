"""The accelerator's driver overhead in the benchmark (issue 25; docs/accelerator.md).

For each ESP parameter set of the accelerator (hashcores.accel.hmac), the co-simulation
(hashcores.accel.cosim: the C driver linked with the Verilated accelerator) MACs packets
of 64 and 1500 bytes under a loaded key three ways:

- through the AXI4-Stream port at one beat a clock, as a DMA would: the clocks from the
  first beat to the done interrupt are the core's own clocks per packet (with the FIFO's);
- with the driver, polled (hc_accel_hmac: CTRL, DATA writes, STATUS polls, DIGEST reads);
- with the driver, interrupt-driven (the wait is the interrupt's, the handler's reads and
  writes are counted).

For the driver's two ways the harness counts the AXI4-Lite transactions (bus cycles) and
the clocks they took, and the clocks from the first bus cycle to the driver's return. The
records live in results/bench.json under "accel"; `report_lines` makes the report's
section from them. Nothing here is typed in.
"""

from __future__ import annotations

import datetime
import random
import statistics
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from hashcores.accel import cosim
from hashcores.accel.hmac import ESP_ALGORITHMS, AccelHmac
from hashcores.bench.report.markdown import table

Record = dict[str, Any]

#: Packet sizes (bytes) and packets measured per size and way (the median is kept).
PACKET_BYTES: tuple[int, ...] = (64, 1500)
REPEATS = 3
#: the driver's two ways: name -> interrupt-driven
WAYS: dict[str, bool] = {"polled": False, "interrupt": True}


def _median(values: Sequence[int]) -> int:
    return int(statistics.median_low(values))


def measure(algorithm: AccelHmac, say: Callable[[str], None] = print) -> Record:
    """One parameter set's record: by packet size, the core's clocks (stream port) and the
    driver's clocks, bus cycles and clocks on the bus, polled and interrupt-driven."""
    rng = random.Random(f"accel-bench-{algorithm.algorithm}")
    key = rng.randbytes(algorithm.hmac.algorithm.digest_bits // 8)
    operations = [cosim.Message(key, False, 0, cosim.KEY, 0)]
    plan: list[tuple[int, str]] = []
    for size in PACKET_BYTES:
        for _ in range(REPEATS):
            packet = rng.randbytes(size)
            operations.append(cosim.Message(packet, False, 0, cosim.STREAM, 0))
            plan.append((size, "core"))
            for way, interrupt in WAYS.items():
                # one update() call per packet, as hc_accel_hmac makes it
                operations.append(cosim.Message(packet, interrupt, 0, cosim.MAC, 0))
                plan.append((size, way))
    with tempfile.TemporaryDirectory(prefix="hashcores-accel-bench-") as tmp:
        results = cosim.run_measured(cosim.build(accel=algorithm), operations, Path(tmp))
    macs = results[1:]
    expected = [algorithm.mac(key, m.data) for m in operations[1:]]
    wrong = [i for i, (r, e) in enumerate(zip(macs, expected)) if r.digest != e]
    if wrong:
        raise RuntimeError(f"{algorithm.algorithm}: wrong MACs in the measured run: {wrong}")
    sizes: dict[str, Any] = {}
    for size in PACKET_BYTES:
        def of(way: str, size: int = size) -> list[cosim.Result]:
            return [r for (n, w), r in zip(plan, macs) if n == size and w == way]
        entry: dict[str, Any] = {"core_clocks": _median([r.clocks for r in of("core")])}
        for way in WAYS:
            entry[way] = {"clocks": _median([r.clocks for r in of(way)]),
                          "bus_cycles": _median([r.bus_cycles for r in of(way)]),
                          "bus_clocks": _median([r.bus_clocks for r in of(way)])}
        sizes[str(size)] = entry
        say(f"{algorithm.algorithm} {size}-byte packets: {entry}")
    return {"name": algorithm.algorithm, "core": algorithm.hmac_core,
            "mac_bits": algorithm.mac_bits, "key_slots": algorithm.key_slots,
            "sim": "verilator", "packets": sizes, "date": datetime.date.today().isoformat()}


def store(records: Sequence[Record], folder: Path | None = None) -> list[Path]:
    """Merge the records into bench.json's "accel" part and write the report again."""
    from hashcores.bench.report.files import store_part

    return store_part("accel", {r["name"]: r for r in records}, folder)


def run(say: Callable[[str], None] = print,
        algorithms: Sequence[AccelHmac] = ESP_ALGORITHMS) -> list[Path]:
    """Measure every parameter set and store the records."""
    return store([measure(a, say) for a in algorithms])


def report_lines(data: dict[str, Any]) -> list[str]:
    """The accelerator's section of the report: [] when nothing was measured."""
    records = list((data.get("accel") or {}).values())
    if not records:
        return []
    lines = ["## Accelerator driver overhead", "",
             "`hashcores bench --accel` (docs/accelerator.md): the C driver linked with the "
             "Verilated accelerator (HMAC mode, a key loaded once) MACs one packet with "
             "`hc_accel_hmac`. *core clocks*: the packet through the AXI4-Stream port at one "
             "beat a clock, first beat to the done interrupt (the core and the FIFO alone). "
             "*bus cycles*: the driver's AXI4-Lite transactions for the packet (CTRL, DATA, "
             "STATUS or the interrupt handler's INT_STATUS, DIGEST), and the clocks they "
             "took on the bus; *driver clocks*: from its first bus cycle to its return "
             "(the harness's bus answers at once; a real interconnect adds its latency per "
             "transaction).", ""]
    rows = []
    for r in sorted(records, key=lambda r: r["name"]):
        for size in map(str, PACKET_BYTES):
            entry = r["packets"].get(size)
            if entry is None:
                continue
            for way in WAYS:
                w = entry[way]
                rows.append([f"{r['name']} (`{r['core']}`)", size, way,
                             str(entry["core_clocks"]), str(w["bus_cycles"]),
                             str(w["bus_clocks"]), str(w["clocks"]),
                             f"{w['clocks'] / entry['core_clocks']:.2f}"])
    lines += table(["algorithm", "packet bytes", "driver", "core clocks", "bus cycles",
                    "clocks on the bus", "driver clocks", "driver / core"], rows)
    lines.append("")
    return lines
