"""Which of a note's dates are dates at all, and which sentences give one after "rabies"."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_words import DATE_SHAPE, MONTHS
from doglicense.office.documents.layout.notes.giver import rabies_before


def dated(sentence: str, prose_words: int) -> bool:
    """A sentence with a date, never "Rabies tag 26-8783" (no month "tag"); a form's short
    line (under `prose_words` words besides its dates) with its date only before "rabies" says
    nothing of the shot ("02/17/2027" over its caption "Rabies valid through", read as one line
    with it)."""
    dates = [m for m in DATE_SHAPE.finditer(sentence) if not no_month(m)]
    prose = len(DATE_SHAPE.sub("", sentence).split()) >= prose_words  # "Sept. 24, 2027" aside
    return any(prose or rabies_before(sentence[: m.start()]) for m in dates)


def no_month(match: re.Match[str]) -> bool:
    """A word where a date's month stands that is no month's name: "tag 26-8783"."""
    named = match.group("mn") or match.group("ms") or match.group("mm")
    return named is not None and named[:3].lower() not in MONTHS
