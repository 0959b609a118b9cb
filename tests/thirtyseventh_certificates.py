"""The thirty-seventh held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirty-sixth's shape). Printed: a CDC
certification of U.S.-issued rabies vaccination, a rabies antibody (FAVN) titer report, a county
park's off-leash dog park permit and a dog daycare's incident report. By pen: a barn hunt trial's
entry form, a church's blessing of the animals card and a puppy memory book's vet visits page.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.thirtyseventh_barnhunt import barn_hunt_entry
from tests.thirtyseventh_blessing import blessing_card
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_cdc import cdc_certification
from tests.thirtyseventh_conditions import (
    CONDITIONS,
    IMAGE_PDFS,
    PHONE,
    SCANS,
    TEXT_PDFS,
    produce,
)
from tests.thirtyseventh_daycare import incident_report
from tests.thirtyseventh_facts import DATE_STYLES, fmt_date
from tests.thirtyseventh_memory import memory_book
from tests.thirtyseventh_park import park_permit
from tests.thirtyseventh_titer import titer_report

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtyseventh_set",
]

SEED = "issue-28-thirtyseventh-2026-12-07"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "cdc_us_rabies_certification": cdc_certification,
    "rabies_titer_lab_report": titer_report,
    "county_dog_park_permit": park_permit,
    "daycare_incident_report": incident_report,
    "barn_hunt_trial_entry": barn_hunt_entry,
    "blessing_of_animals_card": blessing_card,
    "puppy_memory_book_page": memory_book,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "barn_hunt_trial_entry",
    "blessing_of_animals_card",
    "puppy_memory_book_page",
)


BOOK = set_certificates.Book(
    "thirtyseventh",
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


def thirtyseventh_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
