"""The bench toplevel around an HMAC core (tb/hc_hmac_tb.v), its defines, and a run of one
of tb/cocotb_hmac.py's job tests (`run_job`)."""

from __future__ import annotations

import io
from collections.abc import Mapping
from contextlib import redirect_stdout

from hashcores.hmac_cores import HmacCore
from hashcores.paths import TB
from hashcores.sim.clocked import Wrapper, top_defines

HMAC_TB = TB / "hc_hmac_tb.v"
HMAC_TB_TOP = "hc_hmac_tb"


def hmac_wrapper(core: HmacCore, parameters: Mapping[str, int]) -> Wrapper:
    """tb/hc_hmac_tb.v around `core`'s top built with `parameters` (DATA_W, TID_W and
    MAC_BITS among them)."""
    defines = {**top_defines(core.top, parameters), "HC_KEY_W": str(core.key_w),
               "HC_MAC_BITS": str(parameters["MAC_BITS"])}
    return Wrapper(HMAC_TB, HMAC_TB_TOP, defines)


def run_job(core: HmacCore, parameters: Mapping[str, int], sim: str, testcase: str,
            env: Mapping[str, str]) -> None:
    """Build `core` with `parameters` and run one test of tb/cocotb_hmac.py with `env`
    (its job file); the runner's progress lines stay off stdout."""
    from hashcores.sim.runner import build, run

    with redirect_stdout(io.StringIO()):
        design = build(sim, core.sources(), core.top, parameters,
                       wrapper=hmac_wrapper(core, parameters))
        run(design, "cocotb_hmac", testcase=testcase,
            env={"HASHCORES_HMAC_CORE": core.name, **env})
