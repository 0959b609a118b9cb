"""The arrows of DESIGN.md, read from the imports: law/ imports nothing of ours, flows/ only law/,
the Town's side (office/, payments/, storage/, mail/) nothing of the channels or of service/;
office/'s rooms import one another only down the table below (decision 0043), and no module
imports one that imports it back."""

from __future__ import annotations

import ast
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
    from doglicense.storage.schema import metadata

    naming = {
        (table.name, column.name)
        for table in metadata.tables.values()
        for column in table.columns
        for key in column.foreign_keys
        if key.target_fullname == "residents.id"
    }
    moved = {(model.__tablename__, column.key) for model, column in OWNED}
    moved |= {("drafts", "resident_id"), ("reminder_requests", "resident_id")}  # each its own way
    assert naming - moved == set() and len(naming) >= 8


# office/'s rooms, each with the rooms it may import ("" is office/ itself: lifecycle.py and
# outbox.py, which every room uses). Read bottom up: a room imports only rooms above it here.
ROOMS: dict[str, set[str]] = {
    "": set(),
    "staff": {""},
    "money": {""},
    "notices": {""},
    "documents": {""},
    "reports": {"", "staff"},
    "seizures": {"", "documents", "money", "notices", "reports", "staff"},
    "residents": {"", "money", "reports", "seizures", "staff"},
    "tickets": {"", "residents", "staff"},
    "records": {"", "documents", "reports", "residents"},
    "desk": {"", "documents", "money", "records", "reports", "seizures", "staff"},
}


def _room(path: Path) -> str:
    parts = path.relative_to(ROOT / "office").parts
    return parts[0] if len(parts) > 1 else ""


def test_office_rooms_import_only_down_the_table() -> None:
    office = ROOT / "office"
    rooms = {p.name for p in office.iterdir() if (p / "__init__.py").exists()}
    assert rooms == set(ROOMS) - {""}, "a new room needs its line in ROOMS"
    wrong = []
    for path in sorted(office.rglob("*.py")):
        for name in _imports(path):
            parts = name.split(".")
            if parts[:2] != ["doglicense", "office"] or len(parts) < 3:
                continue
            target = parts[2] if parts[2] in rooms else ""
            if target != _room(path) and target not in ROOMS[_room(path)]:
                wrong.append(f"{path.relative_to(ROOT)}: {name}")
    assert wrong == []


def test_the_rooms_table_reads_one_way() -> None:
    placed: list[str] = []
    while len(placed) < len(ROOMS):
        ready = [r for r in ROOMS if r not in placed and ROOMS[r] <= set(placed)]
        assert ready, f"a circle among {sorted(set(ROOMS) - set(placed))}"
        placed.extend(ready)


def _module(path: Path) -> str:
    parts = ["doglicense", *path.relative_to(ROOT).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported_modules(path: Path) -> set[str]:
    """What a file imports, where "from a.b import c" counts a.b.c when c is a module."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
    return names


def test_no_module_imports_one_that_imports_it_back() -> None:
    """Not even inside a function: a circle means two files that are one job, or one too many."""
    paths = [p for p in ROOT.rglob("*.py") if "migrations" not in p.parts]
    modules = {_module(p): p for p in paths}
    arrows = {
        name: {t for t in _imported_modules(path) if t in modules and t != name}
        for name, path in modules.items()
    }
    circles = []
    for start in arrows:
        seen, todo = set(), list(arrows[start])
        while todo:
            current = todo.pop()
            if current == start:
                circles.append(start)
                break
            if current not in seen:
                seen.add(current)
                todo.extend(arrows[current])
    assert sorted(circles) == []


def test_no_file_over_300_lines_and_no_package_over_2500() -> None:
    """Issue 30's measure, held: a file past 300 lines holds two jobs; a package's own files past
    2,500 lines are two rooms (a room's sub-packages count as rooms of their own)."""
    files = [p for p in ROOT.rglob("*.py") if "migrations" not in p.parts]
    sizes = {p: len(p.read_text().splitlines()) for p in files}
    long_files = sorted(f"{p.relative_to(ROOT)}: {n}" for p, n in sizes.items() if n > 300)
    packages: dict[Path, int] = {}
    for path, lines in sizes.items():
        packages[path.parent] = packages.get(path.parent, 0) + lines
    big = sorted(f"{p.relative_to(ROOT)}: {n}" for p, n in packages.items() if n > 2500)
    assert long_files == [] and big == []
