"""The arrows of DESIGN.md, read from the imports: law/ imports nothing of ours, flows/ only law/,
the Town's side (office/, payments/, storage/, mail/) nothing of the channels or of service/."""

from __future__ import annotations

from pathlib import Path

import pytest

import doglicense
from tests.test_payments_arrows import _imports

ROOT = Path(doglicense.__file__).parent
CHANNELS = ("doglicense.bot", "doglicense.web", "doglicense.terminal", "doglicense.cli")
ABOVE_THE_OFFICE = (*CHANNELS, "doglicense.service", "doglicense.chores")
ALLOWED_BELOW = {
    "law": ("doglicense.law",),
    "flows": ("doglicense.law", "doglicense.flows"),
}


def _ours(package: str) -> list[tuple[str, str]]:
    return [
        (str(path.relative_to(ROOT)), name)
        for path in sorted((ROOT / package).rglob("*.py"))
        for name in _imports(path)
        if name.startswith("doglicense")
    ]


@pytest.mark.parametrize("package", sorted(ALLOWED_BELOW))
def test_the_pure_packages_import_only_what_is_below_them(package: str) -> None:
    imported = _ours(package)
    assert imported, package
    wrong = [
        f"{path}: {name}" for path, name in imported if not name.startswith(ALLOWED_BELOW[package])
    ]
    assert wrong == []


@pytest.mark.parametrize("package", ["office", "payments", "storage", "mail"])
def test_the_towns_side_imports_no_channel_and_no_conversation(package: str) -> None:
    wrong = [
        f"{path}: {name}" for path, name in _ours(package) if name.startswith(ABOVE_THE_OFFICE)
    ]
    assert wrong == []


def test_no_package_but_the_channels_imports_a_channel() -> None:
    wrong = [
        f"{path}: {name}"
        for package in (
            "law",
            "flows",
            "office",
            "payments",
            "storage",
            "mail",
            "service",
            "templates",
        )
        for path, name in _ours(package)
        if name.startswith(("doglicense.bot", "doglicense.web"))
    ]
    assert wrong == []


def test_joining_two_residents_moves_every_column_that_names_a_resident() -> None:
    """A table added later with a resident's id must be in office/residents/joining.py's OWNED, or a
    join would fail (or lose its rows) when the second resident is deleted."""
    from doglicense.office.residents.joining import OWNED
    from doglicense.storage.models import Base

    naming = {
        (table.name, column.name)
        for table in Base.metadata.tables.values()
        for column in table.columns
        for key in column.foreign_keys
        if key.target_fullname == "residents.id"
    }
    moved = {(model.__tablename__, column.key) for model, column in OWNED}
    moved |= {("drafts", "resident_id"), ("reminder_requests", "resident_id")}  # each its own way
    assert naming - moved == set() and len(naming) >= 8
