"""The thirty-sixth held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirty-fifth's shape). Printed: a senior
living community's resident pet agreement, a veterinary payment plan agreement, a clinic's vaccine
consent and declination form and a pet shipper's live-animal crate label. By pen: a county fair's
open-class dog show entry card, a brewery's taproom pup club card and a pet store's
photos-with-Santa sign-up.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.thirtysixth_brewery import pup_club
from tests.thirtysixth_canvas import Sheet
from tests.thirtysixth_conditions import (
    CONDITIONS,
    IMAGE_PDFS,
    PHONE,
    SCANS,
    TEXT_PDFS,
    produce,
)
from tests.thirtysixth_consent import consent_form
from tests.thirtysixth_crate import crate_label
from tests.thirtysixth_facts import DATE_STYLES, fmt_date
from tests.thirtysixth_fair import fair_entry
from tests.thirtysixth_plan import plan_agreement
from tests.thirtysixth_santa import santa_signup
from tests.thirtysixth_senior import senior_agreement

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtysixth_set",
]

SEED = "issue-28-thirtysixth-2026-12-07"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "senior_living_pet_agreement": senior_agreement,
    "vet_payment_plan_agreement": plan_agreement,
    "vaccine_consent_declination_form": consent_form,
    "live_animal_crate_label": crate_label,
    "county_fair_dog_show_entry": fair_entry,
    "brewery_pup_club_card": pup_club,
    "santa_photo_signup": santa_signup,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "county_fair_dog_show_entry",
    "brewery_pup_club_card",
    "santa_photo_signup",
)


BOOK = set_certificates.Book(
    "thirtysixth",
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


def thirtysixth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
