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
from doglicense.office.documents.layout.rows import names_rabies
from doglicense.office.documents.layout.visits import visit_date

_TODAY = re.compile(r"\b(?:administered|given)\s+today\b|\btoday'?s\s+vaccines\b", re.I)
_UNDER = 3  # lines under the "today" line where the rabies vaccine is named


def given_today(words: list[Segment]) -> date | None:
    """The visit's date, where the page says the rabies vaccine was given that day: the one
    date its "visit" labels give (layout/visits.py reads them so), every one read surely."""
    if not any(_rabies_under(words, s) for s in words if _TODAY.search(s.text)):
        return None
    return visit_date(words)


def _rabies_under(words: list[Segment], today: Segment) -> bool:
    return names_rabies(today.text) or any(
        names_rabies(s.text) and 0 < s.y0 - today.y0 <= (_UNDER + 0.5) * today.height * 1.5
        for s in words
    )
