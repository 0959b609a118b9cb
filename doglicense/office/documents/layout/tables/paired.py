"""Two dogs side by side, a column each under its role ("STUD" and "DAM", "SIRE" and "DAM"): a
stud service contract's table of the dogs it breeds, a puppy's papers naming its parents, their
registered and call names, breeds and numbers row by row under labels at the left.

A box's label reads the value beside it, which is the first column's: the stud's call name
would be read as the dog's. The rabies record on such a page is one dog's, and says whose
("DAM'S HEALTH RECORD"): the table is read as that dog's column alone, the other's left out.
Where no record names one of the two (a puppy's, naming neither parent), both columns are left
out: neither is the dog (decision 0091).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.tables.animals import animals_table, lines_below, parted

_ROLE = re.compile(r"^\W*(stud|sire|dam|bitch)\W*$", re.I)
# A record named for one of them: "Dam's health record", "Sire's vaccinations".
_WHOSE = re.compile(
    r"\b(stud|sire|dam|bitch)(?:'s|’s|s')?\s+(?:health|vaccinations?|vaccines?|rabies|medical)\b",
    re.I,
)


def paired_dogs(segments: list[Segment]) -> list[Segment]:
    """The page, a table of two dogs under their roles read as the one whose record the page
    holds (or as neither's): the other column's words left out, the labels kept."""
    heads = [s for s in segments if _ROLE.match(s.text)]
    pair = next(
        (
            (a, b)
            for a, b in itertools.combinations(heads, 2)
            if same_row(a, b) and _role(a) != _role(b)
        ),
        None,
    )
    if pair is None:
        return segments
    left, right = sorted(pair, key=lambda s: s.x0)
    named = {m.group(1).lower() for s in segments for m in _WHOSE.finditer(s.text)}
    kept = next((h for h in (left, right) if named == {_role(h)}), None)
    rows = _rows(segments, left, right)
    table = {id(s) for line, _ in rows for s in line}
    edges = (left.x0 - left.height, right.x0 - right.height)
    # the labels at the left, and the kept dog's column
    keep = (edges[0], edges[1]) if kept is left else (edges[1], float("inf")) if kept else None
    cells = [
        cell
        for _, row in rows
        for cell in row
        if cell.x0 < edges[0] or (keep is not None and keep[0] <= cell.x0 < keep[1])
    ]
    if kept is right:  # the second dog's column moved to where the first's stood
        cells = [_moved(c, left.x0 - right.x0) if c.x0 >= edges[0] else c for c in cells]
    return [s for s in segments if id(s) not in table] + cells


def _moved(cell: Segment, dx: float) -> Segment:
    return replace(cell, x0=cell.x0 + dx, x1=cell.x1 + dx)


def _role(heading: Segment) -> str:
    found = _ROLE.match(heading.text)
    return found.group(1).lower() if found else ""


def _rows(
    segments: list[Segment], left: Segment, right: Segment
) -> list[tuple[list[Segment], list[Segment]]]:
    """The lines under the two headings, each as read and parted into its cells, down to the
    first that runs across the second column's edge (the contract's next clause) or holds
    nothing under either heading."""
    edge = right.x0 - 0.5 * right.height
    rows = []
    for line in lines_below(segments, left.y1 - 0.2 * left.height):
        cells = [cell for s in line for cell in parted(s, [left.x0, right.x0])]
        if any(c.x0 < edge < c.x1 - c.height for c in cells):
            break
        if not any(c.x0 >= left.x0 - left.height for c in cells):
            break
        rows.append((line, cells))
    return rows


def animals_tables(segments: list[Segment]) -> list[Segment]:
    """The page, each table of animals on it read as the dog's: a household's pets, a row
    each (tables/animals.py), and two dogs side by side."""
    return paired_dogs(animals_table(segments))
