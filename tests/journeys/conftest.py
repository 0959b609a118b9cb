"""Prints the explorer's figure line at the end of the pytest run, even under -q."""

from __future__ import annotations

from typing import Any

FIGURES: list[str] = []


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for line in FIGURES:
        terminalreporter.write_line(line)
