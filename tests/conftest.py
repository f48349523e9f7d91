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
