"""A visit summary's rabies shot given that day: the visit's date, when the shot's due date is
exactly the vaccine's term after it.

A visit summary names its shots in a table of what was given that day, with each one's next due
date and no date given of its own: the page's "Visit date" is the shot's. It is taken only when
the due date is the visit's date plus the vaccine's term to the day, or the day before (a shot
"valid until" the eve of its anniversary), so a shot from an earlier visit, listed with its own
due date, is never given this visit's date.
"""

from __future__ import annotations

from datetime import date, timedelta

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import SURE, parse_date, years_after
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
    term = years_after(visit, years)
    return visit if due in (term, term - timedelta(days=1)) else None
