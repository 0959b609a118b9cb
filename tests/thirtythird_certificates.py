"""The thirty-third held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirty-second's shape). Printed: a
breeder's stud service contract with the dam's health record, a veterinary college's clinical
trial enrollment and eligibility form, a pet custody and care agreement before a notary, and a
cruise line's service animal health form. By pen: a Canine Good Citizen test's evaluation form, a
practice's anesthesia and surgery consent with its staff box, and a summer dog camp's
registration.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.thirtythird_camp import camp_form
from tests.thirtythird_canvas import Sheet
from tests.thirtythird_cgc import cgc_form
from tests.thirtythird_conditions import (
    CONDITIONS,
    IMAGE_PDFS,
    PHONE,
    SCANS,
    TEXT_PDFS,
    produce,
)
from tests.thirtythird_consent import consent_form
from tests.thirtythird_cruise import cruise_form
from tests.thirtythird_custody import custody_agreement
from tests.thirtythird_facts import DATE_STYLES, fmt_date
from tests.thirtythird_stud import stud_contract
from tests.thirtythird_trial import trial_enrollment

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtythird_set",
]

SEED = "issue-28-thirtythird-2026-12-07"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "stud_service_contract": stud_contract,
    "clinical_trial_enrollment": trial_enrollment,
    "pet_custody_agreement": custody_agreement,
    "cruise_service_animal_form": cruise_form,
    "canine_good_citizen_test_form": cgc_form,
    "anesthesia_consent_form": consent_form,
    "dog_camp_registration": camp_form,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "canine_good_citizen_test_form",
    "anesthesia_consent_form",
    "dog_camp_registration",
)


BOOK = set_certificates.Book(
    "thirtythird",
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


def thirtythird_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
