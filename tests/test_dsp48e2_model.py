"""The DSP48E2 simulation model (sim/xilinx/DSP48E2.v) against a Python model of UG579.

The DSP SHA-3 cores (rtl/sha3/hc_keccak_lu.v with USE_DSP = 1) instantiate the real
DSP48E2 primitive; simulation uses our model of its logic-unit modes. This suite checks
that model on both simulators (tb/cocotb_dsp48e2.py): random A, B, C, PCIN at every
clock, the three modes the cores use with every enable on, then every supported OPMODE x
ALUMODE combination with random clock enables and synchronous resets, for three register
configurations (all combinational; the cores' AREG = BREG = 1, PREG = 1; two A/B stages,
C, P, OPMODE and ALUMODE registers). A mode or attribute outside the model must stop the
simulation instead of computing a value. All cheap (a few seconds each): all default.
"""

from __future__ import annotations

import pytest

from hashcores.paths import ROOT, TB
from hashcores.sim import SIMULATORS, build, run
from hashcores.sim import SimulationFailed

MODEL = ROOT / "sim" / "xilinx" / "DSP48E2.v"
WRAPPER = TB / "hc_dsp48e2_tb.v"

#: Register configurations: name -> attributes of hc_dsp48e2_tb.
CONFIGS: dict[str, dict[str, int]] = {
    "comb": {"AREG": 0, "BREG": 0, "CREG": 0, "PREG": 0, "OPMODEREG": 0, "ALUMODEREG": 0},
    "core": {"AREG": 1, "BREG": 1, "CREG": 0, "PREG": 1, "OPMODEREG": 0, "ALUMODEREG": 0},
    "full": {"AREG": 2, "BREG": 2, "CREG": 1, "PREG": 1, "OPMODEREG": 1, "ALUMODEREG": 1},
}


@pytest.mark.parametrize("sim", SIMULATORS)
@pytest.mark.parametrize("config", list(CONFIGS))
def test_model_matches_ug579(config: str, sim: str) -> None:
    regs = CONFIGS[config]
    design = build(sim, [MODEL, WRAPPER], "hc_dsp48e2_tb", regs)
    run(design, "cocotb_dsp48e2", env={"HASHCORES_DSP_REGS": repr(regs)},
        testcase=["test_core_modes", "test_all_logic_modes_with_enables_and_resets"])


#: Modes outside the model: an arithmetic ALUMODE, the multiplier on X, W = P, a shifted Z.
BAD_MODES = {
    "add": "000110011,0000",
    "mult_x": "000110001,0100",
    "w_p": "010110011,0100",
    "z_shift": "001010011,0100",
}


@pytest.mark.parametrize("sim", SIMULATORS)
@pytest.mark.parametrize("mode", list(BAD_MODES))
def test_unsupported_mode_stops(mode: str, sim: str) -> None:
    regs = CONFIGS["comb"]
    design = build(sim, [MODEL, WRAPPER], "hc_dsp48e2_tb", regs)
    with pytest.raises(SimulationFailed):
        run(design, "cocotb_dsp48e2", env={"HASHCORES_DSP_REGS": repr(regs),
                                           "HASHCORES_DSP_MODE": BAD_MODES[mode]},
            testcase="test_bad_mode_stops")


@pytest.mark.parametrize("sim", SIMULATORS)
def test_unsupported_attribute_stops(sim: str) -> None:
    regs = {**CONFIGS["comb"], "BAD": 1}
    design = build(sim, [MODEL, WRAPPER], "hc_dsp48e2_tb", regs)
    with pytest.raises(SimulationFailed):
        run(design, "cocotb_dsp48e2", env={"HASHCORES_DSP_REGS": repr(regs)},
            testcase="test_core_modes")
