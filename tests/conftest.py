"""Shared pytest fixtures for hashcores."""

from __future__ import annotations

import shutil

import pytest

from hashcores import registry


def pytest_report_header() -> list[str]:
    return [f"hashcores cores: {', '.join(c.name for c in registry.cores())}"]


def require_tool(name: str) -> str:
    """Path of an external tool; the test fails (not skips) when it is missing."""
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is not installed: run scripts/bootstrap.sh")
    return path


def sha256_twin(core: registry.Core) -> registry.Core | None:
    """For a SHA-224 core of the SHA-2 generator: the SHA-256 core at the same generator
    point. The two differ only in DIGEST_BITS (the IV and the truncated digest), so the
    test policy may run the twin's full protocol and vector set and a reduced one here."""
    if core.point is None or core.algorithm.name == "sha256":
        return None
    return next(
        (c for c in registry.cores() if c.point == core.point and c.algorithm.name == "sha256"),
        None,
    )


#: ARCH of hc_sha3_stream / hc_sha3_pipe_stream for the DSP datapaths of paper 003.
DSP_ARCHS = (1, 2)


def is_dsp(core: registry.Core) -> bool:
    """A core on a DSP datapath of paper 003 (ARCH 1 or 2 of hc_sha3_stream or
    hc_sha3_pipe_stream)."""
    return core.params.get("ARCH", 0) in DSP_ARCHS


def keccak_ring_twin(core: registry.Core) -> registry.Core | None:
    """For a Keccak ring core (hc_sha3_pipe_stream) other than the smallest ring of its
    algorithm: that smallest ring. The two are one RTL with another STAGES (more round
    units and contexts in the same ring and gate logic), so the test policy runs the
    small ring's default set and a reduced one here (Verilator at DATA_W=32, the
    ShortMsg and LongMsg files on Verilator; the rest marked slow)."""
    if core.top != "hc_sha3_pipe_stream" or core.params.get("ARCH", 0) != 0:
        return None
    rings = [c for c in registry.cores() if c.top == core.top
             and c.algorithm == core.algorithm and c.params.get("ARCH", 0) == 0]
    smallest = min(rings, key=lambda c: c.contexts)
    return None if smallest is core else smallest
