"""Which of a table row's dates is the vaccination's: the one its column's heading says.

A practice's table puts the rabies shot's date given, its next due date, its lot's expiry and a
print date on one row; only the heading over each column tells them apart, so a date under no
heading, or under a lot's, a print's or a birth's, is never proposed as the vaccination.
"""

from __future__ import annotations

import re
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    LOT_SHAPE,
    SURE,
    code_of,
    date_of,
    years_after,
)
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.roles import OTHER_SHOTS, date_role

HEADING_REACH = 15  # row heights: a heading stands over every row of its table
ROW_REACH = 5  # row heights: the next value up a column of a table, when its heading is farther
MAX_ROWS = 40  # values climbed up one column


def row_dates(row: list[Segment], words: list[Segment]) -> tuple[date | None, date | None]:
    """The vaccination date and the next one a table row holds, each by its column's heading;
    none when a date of the row was read unsure, or a heading names two of one kind."""
    dated: list[tuple[str | None, date]] = []
    for segment in row:
        start = 0
        for match in DATE_SHAPE.finditer(segment.text):
            day = date_of(match)
            if day is None or segment.confidence_of(match.start(), match.end()) < SURE:
                return None, None  # a date misread ("68/30/2626") may be the one we want
            # A sentence's own words say what its date is ("given Jun 29, 2026, good through
            # Jun 29, 2027"), before the words over it (a letter's line above, not a heading).
            role = date_role(segment.text[start : match.start()])
            start = match.end()
            if role is None:
                where = segment.part(match.start(), match.end())
                heading = column_heading(words, where)
                role = date_role(_words_over(heading, where)) if heading is not None else None
            dated.append((role, day))
    return given_and_due(dated)


def given_and_due(dated: list[tuple[str | None, date]]) -> tuple[date | None, date | None]:
    """Dates by their role, a table row's or a card's: the vaccination date and the next due
    date, at most one of each, else none (two of a kind: a guess)."""
    given = [day for role, day in dated if role == "vaccinated"]
    due = [day for role, day in dated if role == "expires"]
    # A reminder's "Previous" date is the shot given when its row says when the next one is due:
    # a log's "Prev rabies" beside the day's shot, with no next due, is an earlier shot.
    if not given and len(due) == 1:
        given = [day for role, day in dated if role == "previous"]
    if len(given) > 1 or len(due) > 1 or not (given or due):
        return None, None
    if given and not due:
        # A date under no heading read (a photo's stripes over "Due") a year or three after the
        # shot: its expiry, the clinic's day before included.
        due = [day for role, day in dated if role is None and a_term_after(given[0], day)]
        due = due if len(due) == 1 else []
    # A due date alone (a visit's table of shots given that day) is only checked against the
    # visit's date: no vaccination date is ever counted back from it.
    return given[0] if given else None, due[0] if due else None


def a_term_after(given: date, day: date) -> bool:
    """One or three years after the day given, or a day either side of it."""
    return any(abs((day - years_after(given, n)).days) <= 1 for n in (1, 3))


def column_heading(words: list[Segment], value: Segment) -> Segment | None:
    """The nearest words without figures above a value, over its column; in a long table, over
    the column of values with figures the value stands at the foot of (a puppy's record of
    eight shots and dewormings, dated down the left under "Date")."""
    current = value
    for _ in range(MAX_ROWS):
        above = [
            s
            for s in words
            if s.y1 <= current.y0 + 0.2 * current.height
            and current.y0 - s.y1 < HEADING_REACH * value.height
            and s.x0 < value.x1
            and value.x0 < s.x1
        ]
        # no figures, and no cell of another shot's row ("Lyme (recombinant)   declined")
        headings = [
            s for s in above if not any(c.isdigit() for c in s.text) and not _shots_cell(s, words)
        ]
        if headings:
            return max(headings, key=lambda s: s.y1)
        # Out of reach: the column's next value up, when one stands within a row's reach.
        up = [s for s in above if current.y0 - s.y1 < ROW_REACH * value.height]
        if not up:
            return None
        current = max(up, key=lambda s: s.y1)
    return None


def _shots_cell(cell: Segment, words: list[Segment]) -> bool:
    """Words on a row led by another vaccine's name: that row's cell, no column's heading."""
    return any(
        w is not cell and w.x1 <= cell.x0 and same_row(w, cell) and OTHER_SHOTS.search(w.text)
        for w in words
    )


def headed(row: list[Segment], words: list[Segment]) -> bool:
    """A row of a table of shots: one of its dates stands under a heading of dates given or due,
    or a cell's own word says it is one ("Performed 7/19/2026" in a plan's status column; a
    sentence's words are prose's, layout/notes/prose.py); a title beside its print date is no
    such row."""
    for segment in row:
        for match in DATE_SHAPE.finditer(segment.text):
            own = segment.text[: match.start()]
            if len(own.split()) == 1 and date_role(own) == "vaccinated":  # no card's "Exp"
                return True
            where = segment.part(match.start(), match.end())
            heading = column_heading(words, where)
            if heading is not None and date_role(_words_over(heading, where)) in (
                "vaccinated",
                "expires",
            ):
                return True
    return False


def _words_over(heading: Segment, value: Segment) -> str:
    """The words of a heading that stand over a value: two columns' headings read as one run
    ("Vacc. Date Revaccinate by") each keep their own column."""
    width = (heading.x1 - heading.x0) / max(1, len(heading.text))
    over, position = [], 0
    for word in heading.text.split(" "):
        x0 = heading.x0 + position * width
        x1 = x0 + len(word) * width
        if x0 < value.x1 and value.x0 < x1:
            over.append(word)
        position += len(word) + 1
    return " ".join(over) or heading.text


def row_lot(description: Segment) -> str | None:
    """The lot a rabies row's description names ("... Lot 20S7612"), read with confidence."""
    lot = re.search(r"\blot\s*[:#]?\s*([A-Z0-9-]{4,15})\b", description.text, re.I)
    if lot is None or description.confidence_of(lot.start(1), lot.end(1)) < SURE:
        return None
    return code_of(lot.group(1), LOT_SHAPE)
