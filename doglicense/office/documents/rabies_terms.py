"""A rabies shot's term and product, and dates checked against them: pure functions, no I/O.

A certificate's vaccination date, expiry, printed duration and licensed product must agree (a
1-year product never lasts three years); where they disagree, both dates are left to the resident.
"""

from __future__ import annotations

import re
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    PRODUCTS,
    SURE,
    is_label,
    product_in,
    years_after,
)
from doglicense.office.documents.layout.label_layout import labelled
from doglicense.office.documents.layout.marks import TERM, term_years, ticked_term


def product_term(product: str | None) -> int | None:
    """The years a licensed product's label gives (Imrab 3: 3), None when none was read."""
    found = re.search(r"\b([13])\b", product or "")
    return int(found.group(1)) if found else None


_LATER = re.compile(r"\b(?:then|thereafter|after that)\W+(?:every\W+)?$", re.I)


def duration(words: list[Segment]) -> int | None:
    """1 or 3 years, when the certificate prints it (a duration box, 'Rabies 3 Year', '3 yr')."""
    options, ticked = ticked_term(words)
    if options:  # "[X] 1 yr  [ ] 3 yrs": only the tick says which
        return ticked
    found: set[int] = set()
    unsure = False
    for segment in words:
        label = is_label(segment.text, "duration")
        if not (label or "rabies" in segment.text.lower()):
            continue
        for match in TERM.finditer(segment.text):
            if _LATER.search(segment.text[: match.start()]):
                continue  # "booster due 2/24/2027, then every 3 years": the later shots' term
            found.add(term_years(match))
            unsure |= segment.confidence_of(match.start(), match.end()) < SURE
    for value in labelled(words, "duration"):
        for match in TERM.finditer(value.text):
            found.add(term_years(match))
            unsure |= value.confidence < SURE
    return found.pop() if len(found) == 1 and not unsure else None


# A term's end, or the day before or after it (a leap day; "valid until" its eve). A pen's
# 10/28/28 read 10/28/26, a year less three days after the shot, is no such end (decision 0069).
SLACK_DAYS = 1


def checked_dates(
    vaccinated: date | None,
    expires: date | None,
    years: int | None,
    product_years: int | None,
    *,
    derive: bool = True,
) -> tuple[date | None, date | None]:
    """Dates that agree with each other, the duration and the product; a disagreement leaves
    both empty. A 3-year product may be given for one year (a first dose), a 1-year one never
    lasts three, so only a 1-year product gives an expiry by itself."""
    if vaccinated is None:
        return None, None  # an expiry alone cannot be checked against anything
    if years is not None and product_years == 1 and years != 1:
        return None, None
    years = years or (1 if product_years == 1 else None)
    if expires is None:
        return vaccinated, years_after(vaccinated, years) if years and derive else None
    gap = (expires - vaccinated).days
    if product_years == 1 and abs(gap - 365) > SLACK_DAYS:
        return None, None
    if years is not None:
        if abs((expires - years_after(vaccinated, years)).days) <= SLACK_DAYS:
            return vaccinated, expires
        return None, None
    if any(abs(gap - 365 * n) <= SLACK_DAYS for n in (1, 3)):
        return vaccinated, expires
    return None, None


def counted_term(vaccinated: date | None, printed: date | None, expires: date | None) -> int | None:
    """The years an expiry was counted from (checked_dates, no expiry read on the page): the
    clerk is told the expiry was counted, not read."""
    if vaccinated is None or expires is None or printed is not None:
        return None
    return expires.year - vaccinated.year


def product_of(words: list[Segment]) -> str | None:
    """The one licensed product named anywhere, every mention of it read with confidence."""
    found = set()
    for segment in words:
        for pattern, _ in PRODUCTS:
            for match in re.finditer(pattern, segment.text.lower()):
                if segment.confidence_of(match.start(), match.end()) < SURE:
                    return None
                found.add(product_in(match.group(0)))
    return found.pop() if len(found) == 1 else None
