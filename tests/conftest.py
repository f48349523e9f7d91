"""Shared pytest fixtures for hashcores."""

from __future__ import annotations

import shutil

import pytest

from hashcores import registry

SIMULATORS = ("verilator", "icarus")


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
