"""The bench toplevel around an HMAC core (tb/hc_hmac_tb.v) and its defines."""

from __future__ import annotations

from collections.abc import Mapping

from hashcores.hmac_cores import HmacCore
from hashcores.paths import TB
from hashcores.sim.clocked import CLOCK_NS, Wrapper

HMAC_TB = TB / "hc_hmac_tb.v"
HMAC_TB_TOP = "hc_hmac_tb"


def hmac_wrapper(core: HmacCore, parameters: Mapping[str, int]) -> Wrapper:
    """tb/hc_hmac_tb.v around `core`'s top built with `parameters` (DATA_W, TID_W and
    MAC_BITS among them)."""
    defines = {
        "HC_TOP": core.top,
        "HC_DATA_W": str(parameters["DATA_W"]),
        "HC_TID_W": str(parameters["TID_W"]),
        "HC_KEY_W": str(core.key_w),
        "HC_MAC_BITS": str(parameters["MAC_BITS"]),
        "HC_PARAMS": ", ".join(f".{k}({v})" for k, v in parameters.items()),
        "HC_HALF_PERIOD": str(CLOCK_NS // 2),
    }
    return Wrapper(HMAC_TB, HMAC_TB_TOP, defines)
