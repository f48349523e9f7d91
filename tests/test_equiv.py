"""Formal equivalence with an earlier commit (hashcores.equiv): the script it gives Yosys,
a clear error for a commit git does not know, and (slow) a real proof."""

from __future__ import annotations

from pathlib import Path

import pytest

from hashcores import equiv, registry


def test_scripts_prove_the_core_at_its_parameters_against_the_old_top() -> None:
    core = registry.get_core("sha256_conv4")
    text = equiv.elaborate_script(core, [Path("old/rtl/a.v")], [Path("new/rtl/b.v")],
                                  "hc_old_top")
    lines = text.splitlines()
    assert lines[1] == "read_verilog -sv -defer old/rtl/a.v"
    assert lines[2].startswith("hierarchy -top hc_old_top ")
    assert "read_verilog -sv -defer new/rtl/b.v" in lines
    assert f"hierarchy -top {core.top} " in text
    for key, value in {**core.params, "TID_W": 3}.items():  # 5 contexts need 3 tid bits
        assert text.count(f"-chparam {key} {value}") == 2, key
    assert "write_rtlil gold.il" in lines and "write_rtlil gate.il" in lines
    assert equiv.prove_script().splitlines()[-3:] == ["equiv_simple -seq 4",
                                                      "equiv_induct -seq 4", "equiv_status"]


def test_inline_pairs_a_moved_signal_with_its_old_name_unless_the_parent_has_it() -> None:
    rtlil = ("wire width 4 \\u_core.u_sched.j_q\n"
             "wire \\u_core.u_sched.enter\n"
             "wire \\u_core.enter\n"
             "connect \\u_core.enter \\u_core.u_sched.enter\n"
             "cell $dff $flatten\\u_core.\\u_sched.$procdff$1\n"
             "  connect \\Q \\u_core.u_sched.j_q [3:0]\n")
    out = equiv.inline_names(rtlil, ["u_sched"])
    assert "wire width 4 \\u_core.j_q\n" in out
    assert "connect \\Q \\u_core.j_q [3:0]" in out
    # the parent's own name stays; the moved one keeps its prefix rather than collide
    assert "connect \\u_core.enter \\u_core.u_sched.enter" in out
    # internal ($) names are not public names: untouched
    assert "$flatten\\u_core.\\u_sched.$procdff$1" in out
    assert equiv.inline_names(rtlil, []) == rtlil


def test_unknown_commit_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert equiv.main(["--against", "no-such-commit-xyz", "sha256_iter"]) == 2
    assert "cannot read the RTL of commit 'no-such-commit-xyz'" in capsys.readouterr().err


def test_bad_rename_is_refused() -> None:
    with pytest.raises(SystemExit):
        equiv.main(["--against", "HEAD", "--rename", "oops", "sha256_iter"])


@pytest.mark.slow
def test_a_core_is_equivalent_to_itself_at_head() -> None:
    """The flow proves what must hold (about 10 s of CPU for sha256_iter)."""
    assert equiv.main(["--against", "HEAD", "sha256_iter"]) == 0
