"""A list of shots with no heading: each vaccine's name in one column, the day it was given in
the next ("RABIES   10/2/2025" under "DHPP   9/15/2025" on a shelter's kennel card).

A vaccine's name beside one date, its own cell's only words, is the day that shot was given only
where another vaccine's row stands in the same two columns: a list of what the dog was given.
A rabies line alone beside a date could be anything (a reminder's due date, a tag's issue day);
a list's words saying due, next or reminder make it one of what is due, and it is not read.
"""

from __future__ import annotations

import re
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    REMINDER,
    SURE,
    date_of,
    product_in,
)
from doglicense.office.documents.layout.beside import same_row, shares_width
from doglicense.office.documents.layout.marks import TERM
from doglicense.office.documents.layout.roles import OTHER_SHOTS

# The name cell: the vaccine's name alone, a colon after it at most.
_RABIES_NAME = re.compile(r"rabies\s*:?", re.I)
_OTHER_NAME = re.compile(rf"(?:{OTHER_SHOTS.pattern})(?:\s*[/+&]\s*\w+)*\s*:?", re.I)


def listed_shot(rows: list[list[Segment]], words: list[Segment]) -> date | None:
    """The day the rabies shot was given, as a list of shots with no heading says it; None
    unless the list has exactly one rabies row, its one date read surely, and another vaccine's
    row in the same two columns."""
    if len(rows) != 1:
        return None
    row = rows[0]
    names = [s for s in row if _RABIES_NAME.fullmatch(s.text.strip())]
    cells = [s for s in row if DATE_SHAPE.search(s.text)]
    if len(names) != 1 or len(cells) != 1 or len(row) != 2:
        return None
    name, cell = names[0], cells[0]
    day = _one_date(cell)
    if day is None or cell.x0 <= name.x1:
        return None
    siblings = [
        other
        for other in words
        if other is not name
        and shares_width(other, name)
        and _OTHER_NAME.fullmatch(other.text.strip())
        and any(_beside_in(other, s, cell) for s in words)
    ]
    listed = [name, cell, *siblings]
    if not siblings or any(REMINDER.search(s.text) for s in listed):
        return None
    if any(REMINDER.search(s.text) for s in _above(words, listed)):
        return None  # "Next due" over the list: what is due, not what was given
    return day


def _one_date(cell: Segment) -> date | None:
    """The cell's one date, read surely, first of its words: after it at most the vaccine's
    name or its term ("9/6/2026 Imrab 1", "4/16/26 3 yr")."""
    matches = list(DATE_SHAPE.finditer(cell.text))
    if len(matches) != 1 or cell.text[: matches[0].start()].strip():
        return None
    match = matches[0]
    rest = cell.text[match.end() :].strip()
    if rest and not (TERM.fullmatch(rest) or (product_in(rest) and len(rest.split()) <= 5)):
        return None
    if cell.confidence_of(match.start(), match.end()) < SURE:
        return None
    return date_of(match)


def _beside_in(name: Segment, value: Segment, column: Segment) -> bool:
    """Another vaccine's date: on its name's row, in the rabies date's column, a date alone."""
    return (
        value is not name
        and same_row(name, value)
        and shares_width(value, column)
        and DATE_SHAPE.match(value.text.strip()) is not None
    )


def _above(words: list[Segment], listed: list[Segment]) -> list[Segment]:
    """The words just over the list, within two of its rows' height: its heading, if any."""
    top = min(s.y0 for s in listed)
    reach = 2 * max(s.height for s in listed)
    left, right = min(s.x0 for s in listed), max(s.x1 for s in listed)
    return [s for s in words if 0 <= top - s.y1 < reach and s.x0 < right and left < s.x1]
