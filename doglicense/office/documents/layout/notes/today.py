"""A visit's receipt that says the rabies vaccine was given that day: its "Visit date" is the
shot's.

A practice's receipt, e-mailed or handed over, heads the visit with its date ("Visit date:
01/29/2025") and lists what was done, then the vaccines "administered today" with the rabies
vaccine's product and lot under that line. No date stands on the rabies line itself, so no rule
of rows or labels dates the shot; the words "administered today" say it was the visit's day.
Taken only where the page has one visit date, read surely, and a line naming rabies comes within
five lines under the "today" line (a spay clinic lists DHPP, Bordetella and Lepto first).

A pet insurer's claim form bills what was done under its one "Date(s) of service", the day the
vet certifies it was done: a rabies vaccine billed there, its price on its row and no date on any
line naming rabies, was given that day (`billed_at_visit`). A reminder's or a history's line has
no price.
"""

from __future__ import annotations

import re
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import DATE_SHAPE
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.rows import names_rabies
from doglicense.office.documents.layout.visits import visit_date

_TODAY = re.compile(r"\b(?:administered|given|done)\s+today\b|\btoday'?s\s+vaccines\b", re.I)
_UNDER = 5  # lines under the "today" line where the rabies vaccine is named (DHPP, Lepto...)
_PRICE = re.compile(r"\$ ?\d{1,4}[.,] ?\d\d|\d{1,4}\.\d\d")  # "$24.50", read "$24. 50"
_SERVICE = re.compile(r"\bdate(?:\(s\)|s)? of service\b|\bservice date\b", re.I)


def given_today(words: list[Segment]) -> date | None:
    """The visit's date, where the page says the rabies vaccine was given that day: the one
    date its "visit" labels give (layout/visits.py reads them so), every one read surely."""
    if not any(_rabies_under(words, s) for s in words if _TODAY.search(s.text)):
        return None
    return visit_date(words)


def _rabies_under(words: list[Segment], today: Segment) -> bool:
    """The "today" line names rabies, or one of the _UNDER lines under it does."""
    if names_rabies(today.text):
        return True
    tops = sorted(s.y0 for s in words if s.y0 > today.y0 + today.height / 2)
    lines = [y for n, y in enumerate(tops) if n == 0 or y - tops[n - 1] > today.height / 2]
    under = lines[:_UNDER]
    return any(
        names_rabies(s.text) and under and today.y0 < s.y0 < under[-1] + today.height / 2
        for s in words
    )


def billed_at_visit(words: list[Segment]) -> date | None:
    """The one date of service where the page bills one rabies line, its price on its row, and
    no line naming rabies has a date. A receipt's "Visit date" says no more than when the bill
    was made: its vaccines may be "on file"."""
    if not any(_SERVICE.search(s.text) for s in words):
        return None
    rows = [
        [t for t in words if same_row(s, t)]
        for s in words
        if names_rabies(s.text) and "tag" not in s.text.lower()
    ]
    if not rows or any(DATE_SHAPE.search(t.text) for row in rows for t in row):
        return None
    priced = {id(row[0]) for row in rows if any(_PRICE.fullmatch(t.text.strip()) for t in row)}
    return visit_date(words) if len(priced) == 1 else None
