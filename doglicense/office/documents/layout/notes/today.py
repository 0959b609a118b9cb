"""A visit's receipt that says the rabies vaccine was given that day: its "Visit date" is the
shot's.

A practice's receipt, e-mailed or handed over, heads the visit with its date ("Visit date:
01/29/2025") and lists what was done, then the vaccines "administered today" with the rabies
vaccine's product and lot under that line. No date stands on the rabies line itself, so no rule
of rows or labels dates the shot; the words "administered today" say it was the visit's day.
Taken only where the page has one visit date, read surely, and a line naming rabies comes within
three lines under the "today" line.
"""

from __future__ import annotations

import re
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import DATE_SHAPE, SURE, date_of
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.rows import names_rabies

_VISIT = re.compile(r"^(?:visit|service)\s+date\b|^date\s+of\s+(?:visit|service)\b", re.I)
_TODAY = re.compile(r"\b(?:administered|given)\s+today\b|\btoday'?s\s+vaccines\b", re.I)
_UNDER = 3  # lines under the "today" line where the rabies vaccine is named


def given_today(words: list[Segment]) -> date | None:
    """The visit's date, where the page says the rabies vaccine was given that day."""
    if not any(_rabies_under(words, s) for s in words if _TODAY.search(s.text)):
        return None
    days = {day for s in words if _VISIT.search(s.text) for day in _visit_days(words, s)}
    return days.pop() if len(days) == 1 else None


def _rabies_under(words: list[Segment], today: Segment) -> bool:
    return names_rabies(today.text) or any(
        names_rabies(s.text) and 0 < s.y0 - today.y0 <= (_UNDER + 0.5) * today.height * 1.5
        for s in words
    )


def _visit_days(words: list[Segment], label: Segment) -> list[date | None]:
    """The date after the label on its line, or beside it on its row; None if read unsure."""
    found = []
    for segment in [label, *(s for s in words if s is not label and same_row(label, s))]:
        for match in DATE_SHAPE.finditer(segment.text):
            if segment is not label and segment.x0 < label.x1:
                continue
            sure = segment.confidence_of(match.start(), match.end()) >= SURE
            found.append(date_of(match) if sure else None)
    return found[:1]
