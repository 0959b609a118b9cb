"""An invoice's or a medical record's rabies rows: those naming rabies, or its vaccine, with a date.

A row is the words level with one that names rabies; it is a guess, and no row, when two of its
dates stand one above the other or another row's date stands as close (a tilted photo).
"""

from __future__ import annotations

import itertools
import re
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    REMINDER,
    SURE,
    date_of,
    dates_in,
    product_in,
)
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.roles import OTHER_SHOTS


def rabies_rows(segments: list[Segment]) -> tuple[list[list[Segment]], list[list[Segment]]]:
    """An invoice's rows that name rabies and carry a date (never the tag's line): those of the
    services given, and those of its reminders (a row saying due, next or reminder)."""
    given: list[list[Segment]] = []
    due: list[list[Segment]] = []
    for segment in segments:
        if names_rabies(segment.text):
            row = sorted((s for s in segments if same_row(segment, s)), key=lambda s: s.x0)
            visit = _dated_visit(row)
            if _TAG_LINE.search(segment.text) and not visit:
                continue  # the tag's line, not a visit's note that ends with its tag
            dated = any(dates_in(s.text) for s in row)
            if dated and not _stacked(row) and not _crowded(row, segment, segments):
                reminder = any(REMINDER.search(s.text) for s in row) and not visit
                (due if reminder else given).append(row)
    return given, due


def _dated_visit(row: list[Segment]) -> bool:
    """A visit's row: its day in a cell of its own, and the shot's next due date in its note
    ("6/25/2026 | Dr. Kensington | Rabies due 6/25/2027 tag T93789"); a reminder's row has no
    such day, and a note without its own date is a column's heading ("Rabies next due")."""
    return any(
        dates_in(s.text) and not REMINDER.search(s.text) and s.x0 < first.x0
        for s in row
        for first in row
        if REMINDER.search(first.text) and names_rabies(first.text) and dates_in(first.text)
    )


def _crowded(row: list[Segment], anchor: Segment, segments: list[Segment]) -> bool:
    """Another date in the column of one of the row's dates, nearly as close to the row: on a
    tilted photo the row's line runs through two rows of dates, and which is its own is a guess."""
    low, high = anchor.y0 - 0.5 * anchor.height, anchor.y1 + 0.5 * anchor.height
    return any(
        other not in row
        and low <= (other.y0 + other.y1) / 2 <= high
        and other.x0 < mine.x1
        and mine.x0 < other.x1
        and dates_in(other.text)
        for mine in row
        if dates_in(mine.text)
        for other in segments
    )


def names_rabies(text: str) -> bool:
    """A row's words that make it the rabies row: the word, or a licensed rabies vaccine's name
    ("Rabvac 1" where a stamp over the row hides "Rabies")."""
    return _RABIES.search(text) is not None or product_in(text) is not None


# The tag's line ("Rabies tag: 25-1373", "Tag # R-2231 (rabies)"); never a service's description
# naming the tag in its brackets ("Rabies vaccine - Nobivac 3-Rabies CA (tag K837-98)").
_TAG_LINE = re.compile(r"tag(?![^(]*\))", re.I)


# "Rabies" with one letter misread after its R, as a pen's i is read j ("Rabjes - Imrab 1").
_RABIES = re.compile(r"rabies|\br(?:[a-z]bies|a[a-z]ies|ab[a-z]es|abi[a-z]s|abie[a-z])\b", re.I)


def another_shots(segments: list[Segment], value: Segment) -> bool:
    """A value on a table's row that names another vaccine ("Canine Distemper-Adenovirus"),
    and not rabies: a "Date given" column's first row, where the rabies row's pen dates went
    unread."""
    row = [s for s in segments if same_row(s, value)]
    named = any(OTHER_SHOTS.search(s.text) for s in row)
    return named and not any(names_rabies(s.text) for s in row)


def another_shots_section(segments: list[Segment], value: Segment) -> bool:
    """A value in a form's section headed by another vaccine's name alone ("DHPP" over its own
    "Date given" and "Next due"), the nearest such heading above it, left of it or over it."""
    headings = [
        s
        for s in segments
        if s.y1 <= value.y0
        and value.y0 - s.y1 < SECTION_REACH * value.height
        and s.x0 < value.x1
        and len(s.text.split()) <= 3
        and (OTHER_SHOTS.fullmatch(s.text.strip(" :.")) or names_rabies(s.text))
    ]
    if not headings:
        return False
    nearest = max(headings, key=lambda s: s.y1)
    return not names_rabies(nearest.text)


SECTION_REACH = 4  # value heights: a section's heading, its labels, then its values


def _stacked(row: list[Segment]) -> bool:
    """Two of a row's dates one above the other: a tilted photo's rows run together, and which
    date belongs to the rabies row is then a guess. (A stamp's words over the row are no date.)"""
    dated = [s for s in row if dates_in(s.text)]
    return any(a.x1 > b.x0 for a, b in itertools.pairwise(dated))


def sure_row_dates(row: list[Segment]) -> list[date]:
    """A row's dates, all of them, or none when one of them was read unsure."""
    sure = [
        day
        for segment in row
        for match in DATE_SHAPE.finditer(segment.text)
        if (day := date_of(match)) is not None
        and segment.confidence_of(match.start(), match.end()) >= SURE
    ]
    return sure if len(sure) == sum(len(dates_in(s.text)) for s in row) else []
