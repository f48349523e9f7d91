"""Benchmark targets as data: one `Target` entry per device and flow.

A new target is one more entry in `TARGETS`: the Yosys synthesis command, which cells
make each area figure, and (optionally) the nextpnr invocation and which of its
utilisation counters replace the synthesis estimates. Nothing else in the flow names a
device. A family's own nextpnr settings (placer, router) are part of its declaration
(`registry.Family.pnr`), per nextpnr architecture.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from hashcores.errors import BadInputError
from hashcores.registry import Core, PnrChoice

#: (cell type glob, weight): a cell type's count times its weight adds to a figure.
CellSpec = tuple[tuple[str, float], ...]


#: Wall-clock seconds one place and route may take by default.
PNR_TIMEOUT_S = 3600.0
#: nextpnr's own default placer (HeAP): naming it adds no argument to the command line.
DEFAULT_PLACER = "heap"
#: nextpnr-ecp5's own default router (router1): naming it adds no argument either.
DEFAULT_ROUTER = "router1"


@dataclass(frozen=True)
class PnrSpec:
    """Place and route of a target with nextpnr."""

    #: Tool name as `tools.find_tool` knows it ("nextpnr-ecp5").
    tool: str
    #: Device and flow arguments (no --json/--top/--seed/--report: the flow adds those).
    args: tuple[str, ...]
    #: Target clock for timing-driven placement (MHz); the achieved Fmax is what counts.
    freq_mhz: float
    #: Area figure -> nextpnr utilisation counter; these replace the synthesis figures.
    utilization: dict[str, str] = field(default_factory=dict)
    #: Seconds before a run counts as failed (`hashcores bench --pnr-timeout` overrides it).
    timeout_s: float = PNR_TIMEOUT_S
    #: nextpnr placer (`--placer`) for every core whose family declares none here.
    placer: str = DEFAULT_PLACER
    #: Place each core with the placer its family declares for this architecture
    #: (`Family.pnr`), where it declares one; False (`hashcores bench --placer`): every
    #: core with `placer`.
    family_placers: bool = True

    @property
    def arch(self) -> str:
        """nextpnr's architecture: the tool is nextpnr-<arch>."""
        return self.tool.removeprefix("nextpnr-")

    def _choices(self, core: Core) -> list[PnrChoice]:
        """What the core's family declares for this architecture and applies to it."""
        return [c for c in core.family.pnr if c.arch == self.arch and c.applies_to(core.params)]

    def placer_for(self, core: Core) -> str:
        """The placer `core` is placed with."""
        declared = [c.placer for c in self._choices(core) if c.placer]
        return declared[0] if declared and self.family_placers else self.placer

    def router_for(self, core: Core) -> str:
        """The router `core` is routed with (nextpnr's default unless its family declares
        another for this architecture)."""
        return next((c.router for c in self._choices(core) if c.router), DEFAULT_ROUTER)


@dataclass(frozen=True)
class Target:
    """One device (and flow) the benchmark reports on."""

    name: str
    title: str
    #: Yosys synthesis command; "{top}" is the design's top module.
    synth: str
    #: Area figure -> cells counted from Yosys `stat` (after synthesis).
    area: dict[str, CellSpec]
    #: Area figures shown in the Markdown table, in order.
    columns: tuple[str, ...]
    #: None: area only (no place and route).
    pnr: PnrSpec | None = None
    #: Wrap the stream top in rtl/bench/hc_bench_harness.v (few pins, see that file).
    harness: bool = False
    #: Part of `hashcores bench` without --target.
    default: bool = False
    #: Sentences for the Markdown notes under the target's table.
    notes: tuple[str, ...] = ()
    #: Seconds before synthesis counts as failed.
    synth_timeout_s: float = 3600.0
    #: Yosys cell libraries read (as -lib) before elaboration, for primitives the RTL
    #: instantiates by name.
    cell_libs: tuple[str, ...] = ()

    @property
    def has_fmax(self) -> bool:
        return self.pnr is not None


_ECP5_AREA: dict[str, CellSpec] = {
    "LUT4": (("LUT4", 1), ("CCU2C", 2), ("TRELLIS_DPR16X4", 2)),
    "FF": (("TRELLIS_FF", 1),),
    "EBR": (("DP16KD", 1),),
    "DSP": (("MULT18X18D", 1),),
}
_ECP5_UTIL: dict[str, str] = {
    "LUT4": "TRELLIS_COMB",
    "FF": "TRELLIS_FF",
    "EBR": "DP16KD",
    "DSP": "MULT18X18D",
}
_ECP5_NOTES: tuple[str, ...] = (
    "LFE5U-85F (CABGA381), out-of-context place and route (nextpnr `--out-of-context`: "
    "no I/O buffers, ports unconstrained), so Fmax is the register-to-register clock of "
    "the core; LUT4 and FF are nextpnr's TRELLIS_COMB / TRELLIS_FF counts (a carry cell "
    "counts as two LUT4s).",
)


def _ecp5(speed: int, freq_mhz: float, default: bool) -> Target:
    return Target(
        name=f"ecp5-85f-{speed}",
        title=f"Lattice ECP5 LFE5U-85F, speed grade {speed}",
        synth="synth_ecp5 -top {top}",
        area=_ECP5_AREA,
        columns=("LUT4", "FF"),
        pnr=PnrSpec(
            tool="nextpnr-ecp5",
            args=("--85k", "--package", "CABGA381", "--speed", str(speed), "--out-of-context"),
            freq_mhz=freq_mhz,
            utilization=_ECP5_UTIL,
        ),
        default=default,
        notes=_ECP5_NOTES,
    )


TARGETS: dict[str, Target] = {
    t.name: t
    for t in (
        _ecp5(6, 150.0, default=True),
        _ecp5(8, 200.0, default=True),
        Target(
            name="xc7",
            default=True,
            title="Xilinx 7 series (area only)",
            synth="synth_xilinx -family xc7 -top {top} -flatten -noiopad -noclkbuf",
            area={
                "LUT": (("LUT[1-6]", 1), ("INV", 1)),
                "FF": (("FD*", 1),),
                "CARRY4": (("CARRY4", 1),),
                "SRL/LUTRAM": (("SRL*", 1), ("RAM32*", 1), ("RAM64*", 1), ("RAM128*", 1),
                               ("RAM256*", 1)),
                "DSP": (("DSP48E1", 1),),
                "BRAM36": (("RAMB36E1", 1), ("RAMB18E1", 0.5)),
            },
            columns=("LUT", "FF", "CARRY4", "SRL/LUTRAM", "DSP", "BRAM36"),
            notes=(
                "Yosys `synth_xilinx -family xc7` cell counts (LUT: LUT1-6 and INV), no I/O "
                "or clock buffers, no place and route (no open P&R for 7 series here): no "
                "Fmax. BRAM36 counts a RAMB18E1 as half.",
            ),
        ),
        Target(
            name="xcu",
            title="Xilinx UltraScale (area only)",
            synth="synth_xilinx -family xcu -top {top} -flatten -noiopad -noclkbuf",
            cell_libs=("+/xilinx/cells_sim.v", "+/xilinx/cells_xtra.v"),
            area={
                "LUT": (("LUT[1-6]", 1), ("INV", 1)),
                "FF": (("FD*", 1),),
                # Yosys 0.70 maps carry chains for xcu to CARRY4 cells: two make a CARRY8
                "CARRY8": (("CARRY8", 1), ("CARRY4", 0.5)),
                "SRL/LUTRAM": (("SRL*", 1), ("RAM32*", 1), ("RAM64*", 1), ("RAM128*", 1),
                               ("RAM256*", 1), ("RAM512*", 1)),
                "DSP48E2": (("DSP48E2", 1),),
                "BRAM36": (("RAMB36E2", 1), ("RAMB18E2", 0.5)),
            },
            columns=("LUT", "FF", "CARRY8", "SRL/LUTRAM", "DSP48E2", "BRAM36"),
            notes=(
                "Yosys `synth_xilinx -family xcu` cell counts (LUT: LUT1-6 and INV), no I/O "
                "or clock buffers, no place and route (no open P&R for UltraScale): no Fmax. "
                "SRL/LUTRAM counts shift-register and distributed-RAM cells (a RAM32M is "
                "four LUTs of a SLICEM, a RAM64M8 eight), which the LUT column does not. "
                "CARRY8 counts a CARRY4 (what Yosys maps carry chains to here) as half. "
                "The DSP cores of paper 003 instantiate DSP48E2 slices directly; their timing "
                "is described by the cascade depth between registers (docs/sha3.md), not "
                "measured.",
            ),
        ),
        Target(
            name="ice40-hx8k",
            default=True,
            title="Lattice iCE40 HX8K",
            synth="synth_ice40 -top {top}",
            area={
                "LUT4": (("SB_LUT4", 1),),
                "FF": (("SB_DFF*", 1),),
                "BRAM": (("SB_RAM40_4K*", 1),),
            },
            columns=("LUT4", "FF", "LC"),
            pnr=PnrSpec(
                tool="nextpnr-ice40",
                args=("--hx8k", "--package", "ct256", "--pcf-allow-unconstrained"),
                freq_mhz=100.0,
                utilization={"LC": "ICESTORM_LC", "BRAM": "ICESTORM_RAM"},
            ),
            harness=True,
            notes=(
                "iCE40 HX8K (CT256). nextpnr-ice40 has no out-of-context mode and the stream "
                "top has more ports than the package has pins, so the measured design is the "
                "core inside `rtl/bench/hc_bench_harness.v` (4 pins: every core input from a "
                "shift register, every output XOR-reduced into one registered pin). LUT4, FF "
                "and LC (logic cells, of 7680) include the harness; the Harness column is "
                "the harness alone (synthesised with the core as a black box). Fmax includes "
                "the core's input and output paths, which are registered by the harness.",
            ),
        ),
    )
}

#: What `hashcores bench` runs without --target.
DEFAULT_TARGETS: tuple[str, ...] = tuple(t.name for t in TARGETS.values() if t.default)


def get_target(name: str) -> Target:
    """The target called `name`, or BadInputError naming the known ones."""
    try:
        return TARGETS[name]
    except KeyError:
        known = ", ".join(TARGETS)
        raise BadInputError(f"unknown bench target {name!r}; known targets: {known}") from None


def with_pnr_timeout(target: Target, seconds: float) -> Target:
    """`target` with its place and route allowed `seconds` of wall clock (unchanged when it
    has none). The timeout is not part of any cache key: a result does not depend on it."""
    if target.pnr is None:
        return target
    return replace(target, pnr=replace(target.pnr, timeout_s=seconds))


#: The placers `hashcores bench --placer` accepts (nextpnr's names).
PLACERS: tuple[str, ...] = (DEFAULT_PLACER, "static", "sa")


def with_placer(target: Target, placer: str) -> Target:
    """`target` placing every core with `placer` (unchanged when it has no place and
    route). The placer is part of the place-and-route cache key."""
    if placer not in PLACERS:
        raise BadInputError(f"unknown placer {placer!r}; known placers: {', '.join(PLACERS)}")
    if target.pnr is None:
        return target
    return replace(target, pnr=replace(target.pnr, placer=placer, family_placers=False))


def with_run_options(target: Target, pnr_timeout_s: float | None = None,
                     placer: str | None = None) -> Target:
    """`target` with a run's `--pnr-timeout` (seconds, positive) and `--placer` applied,
    each only when given (`with_pnr_timeout`, `with_placer`)."""
    if pnr_timeout_s is not None:
        if pnr_timeout_s <= 0:
            raise BadInputError("the place-and-route timeout must be positive")
        target = with_pnr_timeout(target, pnr_timeout_s)
    return target if placer is None else with_placer(target, placer)


def get_targets(names: list[str] | tuple[str, ...] | None) -> list[Target]:
    """The targets named, in the order given (the default ones when none are named)."""
    chosen = list(names) if names else list(DEFAULT_TARGETS)
    seen: list[Target] = []
    for n in chosen:
        t = get_target(n)
        if t not in seen:
            seen.append(t)
    return seen
