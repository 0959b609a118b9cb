"""A visit summary's rabies shot given that day: the visit's date, when the shot's due date is
exactly the vaccine's term after it.

A visit summary names its shots in a table of what was given that day, with each one's next due
date and no date given of its own: the page's "Visit date" is the shot's. It is taken only when
the due date is the visit's date plus the vaccine's term to the day, or the day before (a shot
"valid until" the eve of its anniversary), so a shot from an earlier visit, listed with its own
due date, is never given this visit's date.

A clinic's till receipt prints the visit only as its own date and time at the head ("07/08/2026
14:51"), under no label: that date is the shot's when it is the one date on the page that the
booster's due date is exactly the term after (`dated_by_due`).
"""

from __future__ import annotations

from datetime import date, timedelta

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    SURE,
    date_of,
    parse_date,
    years_after,
)
from doglicense.office.documents.layout.label_layout import labelled, only_one


def given_at_visit(words: list[Segment], due: date | None, years: int | None) -> date | None:
    """The visit's date when ``due`` is ``years`` after it to the day, or a day less; else None."""
    if due is None or years is None:
        return None
    found = labelled(words, "visit")
    if any(f.confidence < SURE for f in found):
        return None
    visit = only_one(day for day in (parse_date(f.text) for f in found) if day is not None)
    if visit is None:
        return None
    return visit if _due_after(visit, years, due) else None


def _due_after(day: date, years: int, due: date) -> bool:
    """``due`` is ``years`` after ``day`` to the day, or the day before (a shot "valid until"
    the eve of its anniversary)."""
    term = years_after(day, years)
    return due in (term, term - timedelta(days=1))


def dated_by_due(words: list[Segment], due: date | None, years: int | None) -> date | None:
    """The one date anywhere on the page that ``due`` is ``years`` after to the day, or a day
    less, read surely; None where there is none, or more than one, sure or not (a shelter's
    "21-MAY-2026" read unsure above a spay's "22-MAY-2026")."""
    if due is None or years is None:
        return None
    found = {
        (day, s.confidence_of(match.start(), match.end()) >= SURE)
        for s in words
        for match in DATE_SHAPE.finditer(s.text)
        if (day := date_of(match)) is not None and _due_after(day, years, due)
    }
    if len(found) != 1:
        return None
    day, sure = found.pop()
    return day if sure else None
