"""nextpnr's critical path report: the parser, its cache, and "missing" when absent.

tests/data/nextpnr_ecp5_critical_path.log is the end of a real nextpnr-ecp5 log (ECP5-85F
speed 6, seed 1) of this small design, made once for these tests:

    module hc_snip_stream #(parameter DATA_W = 32, parameter TID_W = 1,
                            parameter DIGEST_BITS = 8) (
        input wire clk, input wire [7:0] a, input wire [7:0] b, output reg [7:0] y_q);
        reg [7:0] a_q, b_q, c_q;
        always @(posedge clk) begin
            a_q <= a;
            b_q <= b;
            c_q <= a_q ^ b_q;
            y_q <= ((a_q + b_q) ^ {c_q[3:0], c_q[7:4]}) + (c_q & b_q);
        end
    endmodule

Expected values are structural (two additions in series, an XOR between them, registers
named in the RTL) or read from another part of the same log (the Fmax line).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from hashcores.bench import cache, critpath, nextpnr

from tests.bench_fakes import SNIPPET


def test_snippet_summary() -> None:
    text = SNIPPET.read_text()
    path = critpath.parse_critical_path(text)
    assert path is not None
    # the path starts at an input register and ends at y_q's D input
    assert path.source in ("a_q", "b_q", "c_q") and path.sink == "y_q"
    assert path.sink_pin == "DI"
    # through both additions (two carry chains) and the XOR between them (a LUT)
    assert path.carry_chains == 2 and path.lut_levels >= 1
    assert path.carry_cells >= path.carry_chains
    cells = len(re.findall(r"^Info:\s+logic\s", text, re.MULTILINE))
    assert path.lut_levels + path.carry_cells == cells
    # the delay is nextpnr's own split, and matches the Fmax it printed
    fmax = float(re.findall(r"Max frequency for clock '[^']+': ([\d.]+) MHz", text)[-1])
    assert path.total_ns == pytest.approx(path.logic_ns + path.routing_ns)
    assert path.total_ns == pytest.approx(1000.0 / fmax, abs=0.01)
    assert "y_q" in path.summary() and "2 chain" in path.summary()
    assert critpath.CriticalPath.from_dict({**path.as_dict(), "seed": 1}) == path


def test_last_report_wins() -> None:
    text = SNIPPET.read_text()
    first = critpath.parse_critical_path(text)
    assert first is not None
    renamed = text.replace("y_q_TRELLIS_FF_Q_7.DI", "z_q_TRELLIS_FF_Q_7.DI")
    both = text + "\n" + renamed
    last = critpath.parse_critical_path(both)
    assert last is not None and last.sink == "z_q"


@pytest.mark.parametrize("text", [
    "",
    "Info: Program finished normally.\n",
    # a report cut off before its summary line
    "Info: Critical path report for clock 'clk' (posedge -> posedge):\n"
    "Info:   clk-to-q  0.52  0.52 Source x_q_TRELLIS_FF_Q.Q\n",
])
def test_no_report_is_none(text: str) -> None:
    assert critpath.parse_critical_path(text) is None


def test_register_names() -> None:
    assert critpath.register_name("u_pad.acc_first_q_TRELLIS_FF_Q") == "u_pad.acc_first_q"
    assert critpath.register_name("g_pad[0].u_pad.len_q_TRELLIS_FF_Q_12") == "g_pad[0].u_pad.len_q"
    assert critpath.register_name("dut.u_pad.pad_pend_q_SB_DFFESR_Q_D_SB_LUT4_O_LC") == \
        "dut.u_pad.pad_pend_q"
    assert critpath.register_name("plain") == "plain"


def test_cached_result_gets_its_path_from_the_log(tmp_path: Path) -> None:
    """A result stored before the summary existed is completed from its log, and the
    completed result is stored (parsed once)."""
    (tmp_path / nextpnr.LOG).write_text(SNIPPET.read_text())
    stored = {"status": "ok", "fmax_mhz": 184.1, "utilization": {}, "seed": 1}
    cache.store(tmp_path, stored)
    loaded = cache.load(tmp_path)
    assert loaded is not None
    result = nextpnr._from_cache(loaded, tmp_path, 1, "k")
    assert result.critical_path is not None and result.critical_path["sink"] == "y_q"
    again = json.loads((tmp_path / cache.RESULT_FILE).read_text())
    assert again["critical_path"] == result.critical_path


def test_cached_result_without_log_is_missing(tmp_path: Path) -> None:
    stored = {"status": "ok", "fmax_mhz": 184.1, "utilization": {}}
    result = nextpnr._from_cache(stored, tmp_path, 1, "k")
    assert result.critical_path is None
