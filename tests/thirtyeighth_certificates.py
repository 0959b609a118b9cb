"""The thirty-eighth held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirty-seventh's shape). Printed: a
neighbouring town's dog license certificate, an airline's in-cabin pet booking with its pet travel
declaration, a county health department's rabies exposure order and a public housing authority's
annual pet registration. By pen: a veterinary technology program's volunteer patient consent, a
yoga studio's dog yoga release and a dog rescue's adoption application page of the household's
pets.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.thirtyeighth_adoption import adoption_application
from tests.thirtyeighth_airline import airline_booking
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_conditions import (
    CONDITIONS,
    IMAGE_PDFS,
    PHONE,
    SCANS,
    TEXT_PDFS,
    produce,
)
from tests.thirtyeighth_doga import doga_waiver
from tests.thirtyeighth_exposure import exposure_order
from tests.thirtyeighth_facts import DATE_STYLES, fmt_date
from tests.thirtyeighth_housing import housing_registration
from tests.thirtyeighth_license import town_license
from tests.thirtyeighth_vettech import vet_tech_consent

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtyeighth_set",
]

SEED = "issue-28-thirtyeighth-2026-12-08"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "other_town_dog_license": town_license,
    "airline_in_cabin_pet_booking": airline_booking,
    "county_rabies_exposure_order": exposure_order,
    "public_housing_pet_registration": housing_registration,
    "vet_tech_volunteer_patient_consent": vet_tech_consent,
    "dog_yoga_class_release": doga_waiver,
    "rescue_adoption_application_pets": adoption_application,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "vet_tech_volunteer_patient_consent",
    "dog_yoga_class_release",
    "rescue_adoption_application_pets",
)


BOOK = set_certificates.Book(
    "thirtyeighth",
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


def thirtyeighth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
