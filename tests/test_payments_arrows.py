"""Payments report, the office decides: payments/ imports nothing of office/, bot/, web/, flows/."""

from __future__ import annotations

import ast
from pathlib import Path

import doglicense.payments

FORBIDDEN = ("doglicense.office", "doglicense.bot", "doglicense.web", "doglicense.flows")


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
        elif isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
    return names


def test_payments_imports_no_package_above_it() -> None:
    package = Path(doglicense.payments.__file__).parent
    modules = sorted(package.glob("*.py"))
    assert len(modules) >= 5
    wrong = [
        f"{path.name}: {name}"
        for path in modules
        for name in _imports(path)
        if name.startswith(FORBIDDEN)
    ]
    assert wrong == []
