"""The twenty-ninth held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the twenty-eighth's shape). Printed: the care
notes an owner writes for a pet sitter in a word processor, an apartment community's pet DNA
registration printed from its resident portal, a college's emotional support animal form with the
veterinarian's verification typed in, and a search and rescue team's K9 team record. By pen: a
guide dog school's puppy raiser monthly report, a practice's wellness report card and a county
emergency pet shelter's intake form.

The plan, the drawing and the pages are tests/set_certificates.py's (a Book), bound here."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests import set_certificates
from tests.heldout_certificates import Heldout, Truth
from tests.twentyninth_canvas import Sheet
from tests.twentyninth_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, TEXT_PDFS, produce
from tests.twentyninth_dna import dna_registration
from tests.twentyninth_esa import esa_form
from tests.twentyninth_facts import DATE_STYLES, fmt_date
from tests.twentyninth_intake import shelter_intake
from tests.twentyninth_raiser import raiser_report
from tests.twentyninth_report import report_card
from tests.twentyninth_sar import sar_record
from tests.twentyninth_sitter import sitter_sheet

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "twentyninth_set",
]

SEED = "issue-28-twentyninth-2026-12-06"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "sitter_care_sheet": sitter_sheet,
    "dog_dna_registration": dna_registration,
    "campus_esa_form": esa_form,
    "sar_k9_record": sar_record,
    "puppy_raiser_report": raiser_report,
    "wellness_report_card": report_card,
    "emergency_shelter_intake": shelter_intake,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "puppy_raiser_report",
    "wellness_report_card",
    "emergency_shelter_intake",
)


def _produce(
    sheet: Sheet, truth: Truth, condition: str, rng: random.Random, keep: set[str], layout: str
) -> tuple[bytes, str, str]:
    """produce, given too the written strings with the shot's date (ring)."""
    assert truth.vaccinated is not None
    shot = {fmt_date(truth.vaccinated, st) for st in DATE_STYLES}
    ring = {s for s in sheet.written if any(d in s for d in shot)}
    return produce(sheet, truth, condition, rng, keep, ring)


BOOK = set_certificates.Book(
    "twentyninth",
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


def twentyninth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return BOOK.pages(count, conditions, layouts)
