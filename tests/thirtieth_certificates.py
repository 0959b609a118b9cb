"""The thirtieth held-out certificate set (issue 28): papers a New York dog owner has and uploads
as "proof of rabies vaccination" that no earlier set drew, written blind (without looking at the
reader or at any earlier set's generator but the twenty-ninth's shape). Printed: a pet screening
service's profile report printed for a landlord, a hospital's personal pet visit request with the
veterinarian's attestation typed in, a homeowner's insurance agency's canine liability
questionnaire, and the household animals page of a county's foster and adoptive home study. By
pen: a practice's new client registration form, a county's pet emergency information sheet for a
go-bag, and a spay and neuter program's voucher completed by the practice.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.thirtieth_canvas import Sheet
from tests.thirtieth_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, TEXT_PDFS, produce
from tests.thirtieth_facts import DATE_STYLES, fmt_date
from tests.thirtieth_homestudy import home_study
from tests.thirtieth_liability import liability_form
from tests.thirtieth_newclient import new_client
from tests.thirtieth_readykit import ready_sheet
from tests.thirtieth_screening import screening_profile
from tests.thirtieth_visit import visit_request
from tests.thirtieth_voucher import voucher

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtieth_set",
]

SEED = "issue-28-thirtieth-2026-12-06"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "pet_screening_profile": screening_profile,
    "hospital_pet_visit_request": visit_request,
    "canine_liability_questionnaire": liability_form,
    "home_study_pet_page": home_study,
    "new_client_registration": new_client,
    "pet_emergency_info_sheet": ready_sheet,
    "spay_neuter_voucher": voucher,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "new_client_registration",
    "pet_emergency_info_sheet",
    "spay_neuter_voucher",
)


def _produce(
    sheet: Sheet, truth: Truth, condition: str, rng: random.Random, keep: set[str], layout: str
) -> tuple[bytes, str, str]:
    """produce, which does not ask for the layout."""
    return produce(sheet, truth, condition, rng, keep)


BOOK = set_certificates.Book(
    "thirtieth",
    SEED,
    PAGES,
    DRAW,
    PEN_LAYOUTS,
    conditions=CONDITIONS,
    text_pdfs=TEXT_PDFS,
    scans=SCANS,
    image_pdfs=IMAGE_PDFS,
    phone=PHONE,
    produce=_produce,
    fmt_date=fmt_date,
    date_styles=DATE_STYLES,
)
plan = BOOK.plan
_draw = BOOK.draw
sketch = BOOK.sketch
page_at = BOOK.page_at


def thirtieth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
