"""The thirty-fifth held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirty-fourth's shape). Printed: a dog
trainer's board-and-train agreement, a veterinary dental report card, a pet fence dealer's
installation work order and a pet waste removal service's agreement. By pen: a sheep farm's
herding lesson release, a library's read-to-a-dog team application and a self-serve dog wash's
membership form.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.thirtyfifth_canvas import Sheet
from tests.thirtyfifth_conditions import (
    CONDITIONS,
    IMAGE_PDFS,
    PHONE,
    SCANS,
    TEXT_PDFS,
    produce,
)
from tests.thirtyfifth_dental import dental_card
from tests.thirtyfifth_facts import DATE_STYLES, fmt_date
from tests.thirtyfifth_fence import fence_order
from tests.thirtyfifth_herding import herding_release
from tests.thirtyfifth_library import library_application
from tests.thirtyfifth_scoop import scoop_agreement
from tests.thirtyfifth_train import train_contract
from tests.thirtyfifth_wash import wash_membership

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtyfifth_set",
]

SEED = "issue-28-thirtyfifth-2026-12-07"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "board_and_train_contract": train_contract,
    "dental_report_card": dental_card,
    "pet_fence_work_order": fence_order,
    "pet_waste_service_agreement": scoop_agreement,
    "herding_lesson_release": herding_release,
    "library_read_to_dog_application": library_application,
    "dog_wash_membership_form": wash_membership,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "herding_lesson_release",
    "library_read_to_dog_application",
    "dog_wash_membership_form",
)


BOOK = set_certificates.Book(
    "thirtyfifth",
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


def thirtyfifth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
