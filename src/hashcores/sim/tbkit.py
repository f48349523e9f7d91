"""Pieces the cocotb benches in tb/ share: seeded randomness, stall patterns, beats, and
a valid/ready sink with random stalls that checks the AXI4-Stream hold rule.

Imported by the benches inside cocotb (it needs a running simulator only for the sink).
"""

from __future__ import annotations

import os
import random
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import cocotb
from cocotb.handle import SimHandleBase
from cocotb.result import SimTimeoutError
from cocotb.triggers import Event, RisingEdge, with_timeout
from cocotb.utils import get_sim_time
from cocotbext.axi import AxiLiteBus, AxiStreamBus, AxiStreamFrame
from cocotbext.axi.axil_channels import AxiLiteARBus, AxiLiteAWBus, AxiLiteBBus, AxiLiteRBus, AxiLiteWBus

from hashcores import padding, registry
from hashcores.sim.clocked import CLOCK_NS  # the benches' clock period (ns), re-exported


def require_clocked(dut: SimHandleBase, wrapper: str) -> None:
    """The benches of the stream tops drive no clock: the toplevel must be the wrapper
    that makes it (hashcores.sim.clocked). A clear error, not a run that waits forever."""
    if dut._name != wrapper:
        raise RuntimeError(f"the toplevel is {dut._name}, not {wrapper}: build the core with "
                           "wrapper=hashcores.sim.clocked.stream_wrapper(core, parameters)")


def core_under_test() -> registry.Core:
    """The core named by HASHCORES_CORE (the test runner sets it for each build)."""
    name = os.environ.get("HASHCORES_CORE", "")
    if not name:
        raise RuntimeError("set HASHCORES_CORE to the name of the core under test")
    return registry.get_core(name)


def seeded_rng(seed: int | None, test_name: str) -> random.Random:
    """A generator for one test, fixed by cocotb's RANDOM_SEED and the test's name.

    Running one test alone (TESTCASE=...) with the same seed replays it exactly.
    """
    return random.Random(f"{seed}:{test_name}")


def env_int(name: str, default: int) -> int:
    """An integer from the environment (how pytest passes settings into cocotb)."""
    text = os.environ.get(name, "").strip()
    return int(text, 0) if text else default


def messages(default: int = 20) -> int:
    """How many random messages a test sends: ``HASHCORES_MESSAGES`` (CI sets it)."""
    return max(1, env_int("HASHCORES_MESSAGES", default))


def stalls(rng: random.Random, heavy: bool = True) -> Iterator[bool]:
    """An endless pause pattern (True = stall this cycle) that changes character.

    Runs of a few to a few hundred cycles each pick a stall probability: none (full rate,
    back-to-back), light, half, or (when `heavy`) nearly always stalled, so both the
    full-throughput paths and the long-hold paths get exercised.
    """
    levels = [0.0, 0.0, 0.1, 0.5] + ([0.9] if heavy else [])
    while True:
        p = rng.choice(levels)
        for _ in range(rng.randint(1, 200)):
            yield rng.random() < p


def never() -> Iterator[bool]:
    """A pause pattern that never stalls."""
    while True:
        yield False


def always() -> Iterator[bool]:
    """A pause pattern that always stalls."""
    while True:
        yield True


@dataclass
class Beat:
    """One AXI4-Stream beat: `data` has one byte per lane; `keep` is the lane mask."""

    data: bytes
    keep: int
    tid: int = 0


def contiguous_keep(nbytes: int) -> int:
    """The legal keep of a last beat carrying `nbytes` bytes: `nbytes` ones from lane 0."""
    return (1 << nbytes) - 1


def is_contiguous_from_lane0(keep: int) -> bool:
    return keep & (keep + 1) == 0


def message_beats(
    message: bytes,
    lanes: int,
    tid: int,
    rng: random.Random,
    empty_last: bool = False,
) -> list[Beat]:
    """The beats of a well-formed message (unused lanes filled with random junk).

    A zero-length message is one beat with keep 0. With `empty_last` (and a length that
    is a multiple of the beat), the message ends with an extra empty tlast beat.
    """
    beats: list[Beat] = []
    for start in range(0, len(message), lanes):
        chunk = message[start : start + lanes]
        junk = rng.randbytes(lanes - len(chunk))
        beats.append(Beat(chunk + junk, contiguous_keep(len(chunk)), tid))
    if not beats or empty_last:
        if empty_last and len(message) % lanes:
            raise ValueError("an empty last beat only follows full beats")
        beats.append(Beat(rng.randbytes(lanes), 0, tid))
    return beats


def frame(beats: Sequence[Beat], tuser: int | None = None) -> AxiStreamFrame:
    """A cocotbext-axi frame that the source sends as exactly these beats, tlast on the last
    (with `tuser` on every beat when given).

    The source takes per-byte keep and tid lists; every beat is a full set of lanes, so
    frame bytes map one-to-one onto beats (the tid of a beat is the tid of its bytes).
    """
    data = bytearray()
    keep: list[int] = []
    tids: list[int] = []
    for beat in beats:
        data += beat.data
        keep += [(beat.keep >> lane) & 1 for lane in range(len(beat.data))]
        tids += [beat.tid] * len(beat.data)
    return AxiStreamFrame(bytes(data), tkeep=keep, tid=tids, tuser=tuser)


#: The length fields of the padding rules (docs/interface.md), in bytes: 0 (SHA-3, Luffa),
#: 8 (SHA-256, MD5), 16 (SHA-512: the 112-byte edge of a 128-byte block).
LENGTH_FIELD_BYTES: tuple[int, ...] = tuple(sorted({r.len_w // 8 for r in padding.STYLES.values()}))


def boundary_lengths(block_bytes: int, lanes: int, blocks: int = 4) -> list[int]:
    """Message lengths where padding and beat splitting change behaviour.

    Around every block boundary up to `blocks` blocks: the block boundary itself, the
    last length whose padding still fits the block for the length field of every padding
    rule (LENGTH_FIELD_BYTES), and one either side of each; a beat either side of each
    block boundary; and the first few beat boundaries.
    """
    out: set[int] = set()
    for m in range(4):
        out.update({m * lanes - 1, m * lanes, m * lanes + 1})
    for k in range(1, blocks + 1):
        edge = k * block_bytes
        for field_bytes in LENGTH_FIELD_BYTES:
            fit = edge - field_bytes - 1  # longest message that pads within k blocks
            out.update({fit - 1, fit, fit + 1})
        out.update({edge - 1, edge, edge + 1, edge - lanes, edge + lanes})
    return sorted(n for n in out if 0 <= n <= blocks * block_bytes + lanes)


def random_length(rng: random.Random, block_bytes: int, lanes: int, blocks: int = 4) -> int:
    """A length in 0 .. about `blocks` blocks, half of the time on a boundary."""
    if rng.random() < 0.5:
        return rng.choice(boundary_lengths(block_bytes, lanes, blocks))
    return rng.randint(0, blocks * block_bytes)


# --- cocotb side ---------------------------------------------------------------------------


def named_bus(bus_class: Any, dut: SimHandleBase, prefix: str, first: str) -> Any:
    """The bus `bus_class` (a cocotb_bus Bus class: AxiStreamBus, AxiLiteAWBus, ...) made of
    the ports `<prefix>_<signal>` of `dut`, found by name; `first` is a signal it must have.

    `Bus.from_prefix` looks optional signals up with `dir(dut)`, which makes
    cocotb iterate over the whole design. On Verilator 5.006 (--public-flat-rw) the
    handles that iteration yields for the top's input ports do not drive the ports: values
    written through them are overwritten by the port's own (initial) value, so rst_n or
    s_tvalid silently keep a random start value. Looking each port up by name avoids it.
    """
    bus = bus_class.__new__(bus_class)
    bus._entity = dut
    bus._name = prefix
    bus._signals = {}
    for sig in [*bus_class._signals, *bus_class._optional_signals]:
        try:
            handle = getattr(dut, f"{prefix}_{sig}")
        except AttributeError:
            continue
        setattr(bus, sig, handle)
        bus._signals[sig] = handle
    if first not in bus._signals:
        raise AttributeError(f"{dut._name} has no {prefix}_{first}")
    return bus


def axis_bus(dut: SimHandleBase, prefix: str) -> AxiStreamBus:
    """The AXI4-Stream bus `<prefix>_tdata`, `<prefix>_tvalid`, ... of `dut` (`named_bus`)."""
    return named_bus(AxiStreamBus, dut, prefix, "tdata")


def axil_bus(dut: SimHandleBase, prefix: str) -> AxiLiteBus:
    """The AXI4-Lite slave bus `<prefix>_awaddr`, ... of `dut` (`named_bus`)."""
    return AxiLiteBus.from_channels(
        named_bus(AxiLiteAWBus, dut, prefix, "awaddr"), named_bus(AxiLiteWBus, dut, prefix, "wdata"),
        named_bus(AxiLiteBBus, dut, prefix, "bvalid"), named_bus(AxiLiteARBus, dut, prefix, "araddr"),
        named_bus(AxiLiteRBus, dut, prefix, "rdata"))


@dataclass(frozen=True)
class Handshake:
    """One valid/ready transfer: each field's value (None if it had X or Z bits)."""

    values: dict[str, int | None]
    time_ns: float


class HandshakeSink:
    """Drives a ready signal with a stall pattern and records every valid & ready transfer.

    Also checks the AXI4-Stream rule (docs/interface.md, "Flow control"): once valid is
    high with ready low, valid stays high and every field stays unchanged until the
    transfer. Violations are collected in `violations`; edges with rst_n low are ignored.
    """

    def __init__(
        self,
        clk: SimHandleBase,
        rst_n: SimHandleBase,
        valid: SimHandleBase,
        ready: SimHandleBase,
        fields: dict[str, SimHandleBase],
    ) -> None:
        self.clk, self.rst_n, self.valid, self.ready = clk, rst_n, valid, ready
        self.fields = fields
        self.transfers: deque[Handshake] = deque()
        self.violations: list[str] = []
        self.pattern: Iterator[bool] = never()
        self.arrived = Event()
        ready.value = 0
        self._task = cocotb.start_soon(self._run())

    def _raw(self) -> tuple[str, ...]:
        return tuple(str(h.value) for h in self.fields.values())

    async def _run(self) -> None:
        held: tuple[str, ...] | None = None
        while True:
            await RisingEdge(self.clk)
            now = get_sim_time("ns")
            rst = self.rst_n.value
            valid = self.valid.value
            if not (rst.is_resolvable and int(rst)):
                held = None
            elif not valid.is_resolvable:
                self.violations.append(f"{now} ns: {self.valid._name} undefined ({valid})")
                held = None
            else:
                raw = self._raw() if int(valid) else None
                if held is not None:
                    if raw is None:
                        self.violations.append(
                            f"{now} ns: {self.valid._name} dropped before {self.ready._name}"
                        )
                    elif raw != held:
                        self.violations.append(
                            f"{now} ns: outputs changed while {self.valid._name}=1 and "
                            f"{self.ready._name}=0: {held} -> {raw}"
                        )
                held = None
                if raw is not None:
                    if int(self.ready.value):
                        values = {
                            name: int(h.value) if h.value.is_resolvable else None
                            for name, h in self.fields.items()
                        }
                        self.transfers.append(Handshake(values, now))
                        self.arrived.set()
                    else:
                        held = raw
            self.ready.value = 0 if next(self.pattern) else 1

    async def wait_for(self, count: int, timeout_cycles: int, period_ns: int) -> bool:
        """Wait until `count` transfers are recorded; False on timeout."""

        async def until() -> None:
            while len(self.transfers) < count:
                self.arrived.clear()
                await self.arrived.wait()

        try:
            await with_timeout(until(), timeout_cycles * period_ns, "ns")
        except SimTimeoutError:
            return False
        return True

    def take(self) -> list[Handshake]:
        """All transfers recorded so far (and forget them)."""
        out = list(self.transfers)
        self.transfers.clear()
        return out
