"""cocotb test of the DSP48E2 simulation model (sim/xilinx/DSP48E2.v) through
tb/hc_dsp48e2_tb.v, against a Python model written from UG579.

Environment (set by tests/test_dsp48e2_model.py):
    HASHCORES_DSP_REGS   the build's register attributes as a Python dict literal
                         (AREG, BREG, CREG, PREG, OPMODEREG, ALUMODEREG)
    HASHCORES_DSP_CLOCKS clocks of random stimulus (default 400)
    HASHCORES_DSP_MODE   for test_bad_mode_stops: "OPMODE,ALUMODE" (binary) of a mode
                         the model must refuse
    RANDOM_SEED          cocotb's seed
"""

from __future__ import annotations

import ast
import os
import random
from dataclasses import dataclass, field

import cocotb
from cocotb.clock import Clock
from cocotb.handle import SimHandleBase
from cocotb.triggers import FallingEdge, RisingEdge, Timer

CLOCK_NS = 10
ONES = (1 << 48) - 1

#: The logic-unit modes the DSP SHA-3 cores use (rtl/sha3/hc_keccak_lu.v), as
#: (OPMODE, ALUMODE): XOR3, XOR2, ANDN.
CORE_MODES = ((0b00_001_11_11, 0b0100), (0b00_000_11_11, 0b0100), (0b00_011_00_11, 0b1101))
#: Every other supported combination: W = 00, X in {00, 10, 11}, Y in {00, 10, 11},
#: Z in {000, 001, 010, 011}, ALUMODE one of the eight logic codes (UG579 Table 2-14).
LOGIC_ALUMODES = (0b0100, 0b0101, 0b0110, 0b0111, 0b1100, 0b1101, 0b1110, 0b1111)
ALL_MODES = tuple(
    ((z << 4) | (y << 2) | x, alu)
    for x in (0b00, 0b10, 0b11)
    for y in (0b00, 0b10, 0b11)
    for z in (0b000, 0b001, 0b010, 0b011)
    for alu in LOGIC_ALUMODES
)


def logic_unit(x: int, y: int, z: int, alumode: int) -> int:
    """UG579 Table 2-14, read as the table states it per OPMODE[3:2] column.

    Y = 0 (column 00) and Y = all ones (column 10) are the table's two-input functions of
    X and Z; Y = C adds C as a third input to the XOR row (X XOR Y XOR Z) and as the
    third input of the carry (majority) for the AND/OR rows, the form the slice's
    first-stage adder computes."""
    if alumode == 0b0000:  # the adder, Z + W + X + Y + CIN (W = 0, CIN = 0): the reset state
        return (x + y + z) & ONES
    if y == 0:
        table = {
            0b0100: x ^ z, 0b0111: x ^ z, 0b0101: ~(x ^ z), 0b0110: ~(x ^ z),
            0b1100: x & z, 0b1101: x & ~z, 0b1110: ~(x & z), 0b1111: ~x | z,
        }
        return table[alumode] & ONES
    if y == ONES:
        table = {
            0b0100: ~(x ^ z), 0b0111: ~(x ^ z), 0b0101: x ^ z, 0b0110: x ^ z,
            0b1100: x | z, 0b1101: x | ~z, 0b1110: ~(x | z), 0b1111: ~x & z,
        }
        return table[alumode] & ONES
    zz = z ^ (ONES if alumode & 1 else 0)
    r = (x ^ y ^ zz) if not alumode & 0b1000 else ((x & y) | (x & zz) | (y & zz))
    return (r ^ (ONES if alumode & 0b0010 else 0)) & ONES


@dataclass
class Model:
    """The slice's registers (UG579 Table 2-1, Figure 2-8) around the logic unit."""

    areg: int
    breg: int
    creg: int
    preg: int
    opmodereg: int
    alumodereg: int
    a1: int = 0
    a2: int = 0
    b1: int = 0
    b2: int = 0
    c: int = 0
    p: int = 0
    opmode: int = 0
    alumode: int = 0
    log: list[str] = field(default_factory=list)

    def modes(self, inp: dict[str, int]) -> tuple[int, int]:
        opmode = self.opmode if self.opmodereg else inp["opmode"]
        alumode = self.alumode if self.alumodereg else inp["alumode"]
        return opmode, alumode

    def alu(self, inp: dict[str, int]) -> int:
        a = self.a2 if self.areg else inp["a"]
        b = self.b2 if self.breg else inp["b"]
        c = self.c if self.creg else inp["c"]
        opmode, alumode = self.modes(inp)
        x = {0b00: 0, 0b10: self.p, 0b11: (a << 18) | b}[opmode & 3]
        y = {0b00: 0, 0b10: ONES, 0b11: c}[(opmode >> 2) & 3]
        z = {0: 0, 1: inp["pcin"], 2: self.p, 3: c}[(opmode >> 4) & 7]
        return logic_unit(x, y, z, alumode)

    def out(self, inp: dict[str, int]) -> int:
        return self.p if self.preg else self.alu(inp)

    def clock(self, inp: dict[str, int]) -> None:
        alu = self.alu(inp)
        a1, b1 = self.a1, self.b1
        if inp["rsta"]:
            self.a1 = self.a2 = 0
        else:
            if inp["cea1"]:
                self.a1 = inp["a"]
            if inp["cea2"]:
                self.a2 = a1 if self.areg == 2 else inp["a"]
        if inp["rstb"]:
            self.b1 = self.b2 = 0
        else:
            if inp["ceb1"]:
                self.b1 = inp["b"]
            if inp["ceb2"]:
                self.b2 = b1 if self.breg == 2 else inp["b"]
        if inp["rstc"]:
            self.c = 0
        elif inp["cec"]:
            self.c = inp["c"]
        if inp["rstctrl"]:
            self.opmode = 0
        elif inp["cectrl"]:
            self.opmode = inp["opmode"]
        if inp["rstalumode"]:
            self.alumode = 0
        elif inp["cealumode"]:
            self.alumode = inp["alumode"]
        if inp["rstp"]:
            self.p = 0
        elif inp["cep"] and self.preg:  # without PREG the register never loads
            self.p = alu


def _regs() -> dict[str, int]:
    text = os.environ.get("HASHCORES_DSP_REGS", "")
    if not text:
        raise RuntimeError("set HASHCORES_DSP_REGS to the build's register attributes")
    return ast.literal_eval(text)


def _wide(rng: random.Random, bits: int) -> int:
    """Random words, with all-zero and all-one words favoured (edges of the logic)."""
    pick = rng.random()
    if pick < 0.1:
        return 0
    if pick < 0.2:
        return (1 << bits) - 1
    return rng.getrandbits(bits)


def _stimulus(rng: random.Random, modes: tuple[tuple[int, int], ...], control: bool) -> dict[str, int]:
    opmode, alumode = rng.choice(modes)
    inp = {
        "a": _wide(rng, 30), "b": _wide(rng, 18), "c": _wide(rng, 48), "pcin": _wide(rng, 48),
        "opmode": opmode, "alumode": alumode,
    }
    for ce in ("cea1", "cea2", "ceb1", "ceb2", "cec", "cep"):
        inp[ce] = int(rng.random() < (0.8 if control else 1.0))
    # the mode registers load every clock unless the test exercises them
    inp["cectrl"] = int(rng.random() < (0.7 if control else 1.0))
    inp["cealumode"] = int(rng.random() < (0.7 if control else 1.0))
    for rst in ("rsta", "rstb", "rstc", "rstp"):
        inp[rst] = int(control and rng.random() < 0.05)
    inp["rstctrl"] = inp["rstalumode"] = 0  # a reset mode register reads 0: not a logic mode
    return inp


async def _drive(dut: SimHandleBase, inp: dict[str, int]) -> None:
    for name, value in inp.items():
        getattr(dut, name).value = value


async def _run(dut: SimHandleBase, modes: tuple[tuple[int, int], ...], control: bool) -> None:
    regs = _regs()
    rng = random.Random(f"{os.environ.get('RANDOM_SEED', '1')}-{control}-{len(modes)}")
    model = Model(regs["AREG"], regs["BREG"], regs["CREG"], regs["PREG"], regs["OPMODEREG"],
                  regs["ALUMODEREG"])
    # One clock that resets the data registers (the tests share one simulation) and loads
    # the mode registers with a legal mode before the first checked clock; driven before
    # the clock starts (low), so that no edge sees undriven inputs.
    first = _stimulus(rng, modes, False)
    first.update(rsta=1, rstb=1, rstc=1, rstp=1)
    await _drive(dut, first)
    clock = cocotb.start_soon(Clock(dut.clk, CLOCK_NS, units="ns").start(start_high=False))
    await RisingEdge(dut.clk)
    model.clock(first)
    clocks = int(os.environ.get("HASHCORES_DSP_CLOCKS", "400"))
    for n in range(clocks):
        await FallingEdge(dut.clk)
        inp = _stimulus(rng, modes, control)
        await _drive(dut, inp)
        await Timer(1, units="ns")
        want = model.out(inp)
        got = int(dut.p.value)
        mode = model.modes(inp)
        assert got == want, (
            f"clock {n}: OPMODE {mode[0]:09b} ALUMODE {mode[1]:04b} inputs {inp}: "
            f"P {got:012x}, UG579 model {want:012x}"
        )
        assert int(dut.pcout.value) == got, f"clock {n}: PCOUT differs from P"
        await RisingEdge(dut.clk)
        model.clock(inp)
    clock.kill()


@cocotb.test()
async def test_core_modes(dut: SimHandleBase) -> None:
    """The three modes of hc_keccak_lu, every clock enable on."""
    await _run(dut, CORE_MODES, False)


@cocotb.test()
async def test_all_logic_modes_with_enables_and_resets(dut: SimHandleBase) -> None:
    """Every supported OPMODE x ALUMODE, random clock enables and synchronous resets."""
    await _run(dut, ALL_MODES, True)


@cocotb.test(skip=os.environ.get("HASHCORES_DSP_MODE") is None)
async def test_bad_mode_stops(dut: SimHandleBase) -> None:
    """A mode outside the model (HASHCORES_DSP_MODE) must end the simulation; reaching
    the end of this test means it did not."""
    opmode, alumode = (int(v, 2) for v in os.environ["HASHCORES_DSP_MODE"].split(","))
    inp = _stimulus(random.Random(1), CORE_MODES, False)
    inp.update(opmode=opmode, alumode=alumode)
    await _drive(dut, inp)
    cocotb.start_soon(Clock(dut.clk, CLOCK_NS, units="ns").start(start_high=False))
    for _ in range(4):
        await RisingEdge(dut.clk)
    raise AssertionError(f"the model computed with OPMODE {opmode:09b} ALUMODE {alumode:04b}")
