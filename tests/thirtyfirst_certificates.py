"""The thirty-first held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirtieth's shape). Printed: a rail
carrier's pet travel confirmation with its release agreement and the passenger's vaccination
self-certification, a specialty hospital's referral form typed in by the family practice, a pet
insurer's explanation of benefits for a wellness claim, and a rescue transport's manifest with the
adopter's row highlighted. By pen: a county health department's animal bite report, a pet food
pantry's client enrollment form, and an emergency hospital's triage sheet.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.thirtyfirst_bite import bite_report
from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, TEXT_PDFS, produce
from tests.thirtyfirst_eob import insurance_eob
from tests.thirtyfirst_facts import DATE_STYLES, fmt_date
from tests.thirtyfirst_manifest import transport_manifest
from tests.thirtyfirst_pantry import pantry_form
from tests.thirtyfirst_rail import rail_agreement
from tests.thirtyfirst_referral import referral_form
from tests.thirtyfirst_triage import triage_sheet

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtyfirst_set",
]

SEED = "issue-28-thirtyfirst-2026-12-07"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "rail_pet_travel_agreement": rail_agreement,
    "specialist_referral_form": referral_form,
    "pet_insurance_eob": insurance_eob,
    "rescue_transport_manifest": transport_manifest,
    "animal_bite_report": bite_report,
    "pet_food_pantry_enrollment": pantry_form,
    "emergency_triage_sheet": triage_sheet,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "animal_bite_report",
    "pet_food_pantry_enrollment",
    "emergency_triage_sheet",
)


BOOK = set_certificates.Book(
    "thirtyfirst",
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


def thirtyfirst_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
