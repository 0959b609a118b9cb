"""The thirty-fourth held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirty-third's shape). Printed: a
veterinary behaviorist's consultation report, an estate lawyer's pet trust schedule, a wedding
venue's dog-in-the-ceremony agreement and a guide dog school's annual veterinary report. By pen: a
canine rehabilitation centre's intake, a marina's slip-holder pet registration and a horse
boarding barn's dog registration.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.thirtyfourth_barn import barn_form
from tests.thirtyfourth_behavior import behavior_report
from tests.thirtyfourth_canvas import Sheet
from tests.thirtyfourth_conditions import (
    CONDITIONS,
    IMAGE_PDFS,
    PHONE,
    SCANS,
    TEXT_PDFS,
    produce,
)
from tests.thirtyfourth_facts import DATE_STYLES, fmt_date
from tests.thirtyfourth_guide import guide_report
from tests.thirtyfourth_marina import marina_form
from tests.thirtyfourth_rehab import rehab_intake
from tests.thirtyfourth_trust import trust_schedule
from tests.thirtyfourth_wedding import wedding_form

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtyfourth_set",
]

SEED = "issue-28-thirtyfourth-2026-12-07"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "behaviorist_consult_report": behavior_report,
    "pet_trust_schedule": trust_schedule,
    "wedding_venue_dog_agreement": wedding_form,
    "guide_dog_annual_vet_report": guide_report,
    "canine_rehab_intake": rehab_intake,
    "marina_slip_pet_registration": marina_form,
    "horse_barn_dog_registration": barn_form,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "canine_rehab_intake",
    "marina_slip_pet_registration",
    "horse_barn_dog_registration",
)


BOOK = set_certificates.Book(
    "thirtyfourth",
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


def thirtyfourth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
