"""The thirty-second held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirty-first's shape). Printed: a
minor-league ballpark's "Bark in the Park" dog ticket waiver with its vaccination attestation, a
pet store's animal history certificate for a puppy, a practice's vaccine adverse event report, and
a homeowners association's annual pet registration. By pen: a school district's request to bring
an animal into a classroom, a charity 5K's entry form for runners with dogs, and a town festival's
pet parade and costume contest entry.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.thirtysecond_ballpark import ballpark_waiver
from tests.thirtysecond_canvas import Sheet
from tests.thirtysecond_classroom import classroom_form
from tests.thirtysecond_conditions import (
    CONDITIONS,
    IMAGE_PDFS,
    PHONE,
    SCANS,
    TEXT_PDFS,
    produce,
)
from tests.thirtysecond_dealer import dealer_certificate
from tests.thirtysecond_facts import DATE_STYLES, fmt_date
from tests.thirtysecond_hoa import hoa_registration
from tests.thirtysecond_parade import parade_entry
from tests.thirtysecond_race import race_entry
from tests.thirtysecond_reaction import reaction_report

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtysecond_set",
]

SEED = "issue-28-thirtysecond-2026-12-07"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "ballpark_dog_ticket_waiver": ballpark_waiver,
    "pet_dealer_animal_history_certificate": dealer_certificate,
    "vaccine_adverse_event_report": reaction_report,
    "hoa_pet_registration": hoa_registration,
    "classroom_animal_visit_request": classroom_form,
    "dog_5k_race_entry": race_entry,
    "pet_parade_entry": parade_entry,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "classroom_animal_visit_request",
    "dog_5k_race_entry",
    "pet_parade_entry",
)


BOOK = set_certificates.Book(
    "thirtysecond",
    SEED,
    PAGES,
    DRAW,
    PEN_LAYOUTS,
    conditions=CONDITIONS,
    text_pdfs=TEXT_PDFS,
    scans=SCANS,
    image_pdfs=IMAGE_PDFS,
    phone=PHONE,
    produce=produce,
    fmt_date=fmt_date,
    date_styles=DATE_STYLES,
)
plan = BOOK.plan
_draw = BOOK.draw
sketch = BOOK.sketch
page_at = BOOK.page_at


def thirtysecond_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
