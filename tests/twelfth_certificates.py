"""The twelfth held-out set of rabies certificates (issue 28): forms filled in by machines and
people who did not line up with them, and screens.

Drawn blind, without looking at the reader or at the other sets' generators, and never tuned
against the reader. Seven layouts, twelve pages each, in turn:

- typed_form51: the NASPHV Form 51 "Rabies Vaccination Certificate" filled on a typewriter whose
  letters sit high and to the right of the boxes, over the rules and partly over the labels; the
  term, species and sex are boxes crossed with "X"; the vaccine's manufacturer, serial (lot) no.
  and the lot's own expiration date, a date of birth, a microchip and the previous tag no.
- ncr_dotmatrix: the pink or yellow carbonless copy of a practice's certificate an impact printer
  filled in: faint carbon dots, doubled strokes, values off their rules; "Next Due" is the expiry,
  "PRINTED" and "Lot Exp" dates are not.
- clinic_stub: a municipal or low-cost rabies clinic's half-sheet: "Vacc.", "Exp.", "Tag#",
  "Vet:", dates like 3/7/26, a receipt and fee, and a tear-off stub repeating tag and date.
- emailed: an email printed from a mail client (From/To/Date/Subject: the email's date is not
  the vaccination date) with the certificate in its body.
- client_app: a screenshot of a clinic's client app on a phone, light or dark mode, a status bar
  with clock and battery, the rabies card among other vaccines' cards with "Given"/"Due" dates.
- by pen, county_card: a county clinic's pre-printed card filled by a volunteer in a hurry, high
  on the lines and past their ends, a term box crossed by hand.
- by pen, vet_form51: Form 51 filled by a vet's ballpoint, boxes crossed by hand, the practice's
  rubber stamp, the signature written over the vet's printed name.

Truth rules (`Truth(vaccinated, expires, tag, veterinarian, clinic, dog, owner, product, lot)`):
- vaccinated and expires are the days the page means for this rabies shot. Where no expiry or
  due date is printed, expires = vaccinated + the printed term in years (a crossed box, "3 yr",
  "3-year vaccine"), same month and day (29 Feb gives 28 Feb); where neither is printed, None. A
  product's name ("Imrab 3", "Nobivac 3-Rabies") is not a term. The lot's expiry, a birth date,
  the email's date, a print date and other vaccines' dates are never the truth.
- veterinarian: the name as written without "Dr." or "DVM"; clinic: the practice as the page
  names it in full (a municipal clinic's name as printed; a rubber stamp's capitals as stamped);
  None where none. owner and dog as written (owner may be "Last, First", or in capitals as the
  printer wrote it; None where a screen shows no owner). product: the product's name alone. tag
  and lot as written without "No." or "#"; None where none ("N/A" typed in the tag box is no tag).
  A microchip number, a previous tag or certificate number is not a tag.
- Every truth value appears on the page as drawn, and none consists only of label words
  (tests/test_twelfth_set.py checks both).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.twelfth_conditions import (
    CONDITIONS,
    EXTENSIONS,
    PEN_CONDITIONS,
    SCREEN_CONDITIONS,
    finish,
)
from tests.twelfth_draw import Sheet
from tests.twelfth_facts import SEED, Facts, draw_facts
from tests.twelfth_pen import county_card, vet_form51
from tests.twelfth_printed import clinic_stub, emailed, ncr_dotmatrix, typed_form51
from tests.twelfth_screens import client_app

__all__ = ["CONDITIONS", "LAYOUTS", "PAGES", "PEN_CONDITIONS", "PEN_LAYOUTS", "twelfth_set"]

Layout = Callable[[Facts, random.Random], tuple[Sheet, Truth]]
DRAW: dict[str, Layout] = {
    "typed_form51": typed_form51,
    "ncr_dotmatrix": ncr_dotmatrix,
    "clinic_stub": clinic_stub,
    "emailed": emailed,
    "client_app": client_app,
    "county_card": county_card,
    "vet_form51": vet_form51,
}
LAYOUTS = tuple(DRAW)
PEN_LAYOUTS = ("county_card", "vet_form51")
SCREEN_LAYOUTS = ("client_app",)
PAGES = 84
_CLEAN = ("scan_colour_png", "scan_grey_jpeg")
_IMAGE = ("scan_pdf", "fax_pdf", "scan_pdf")
# twelve pages of each layout, by the conditions such a page really arrives in
CYCLES: dict[str, tuple[str, ...]] = {
    "typed_form51": (
        *_CLEAN,
        "text_pdf",
        "searchable_pdf",
        "text_pdf",
        *_IMAGE,
        "phone_jpeg",
        "phone_heic",
        "chat_jpeg",
        "phone_jpeg",
    ),
    "ncr_dotmatrix": (
        *_CLEAN,
        "searchable_pdf",
        "searchable_pdf",
        *_IMAGE,
        "phone_jpeg",
        "phone_heic",
        "chat_jpeg",
        "phone_jpeg",
        "phone_heic",
    ),
    "clinic_stub": (
        *_CLEAN,
        "text_pdf",
        "text_pdf",
        "searchable_pdf",
        "fax_pdf",
        "scan_pdf",
        "fax_pdf",
        "phone_jpeg",
        "chat_jpeg",
        "phone_heic",
        "chat_jpeg",
    ),
    "emailed": (
        *_CLEAN,
        "text_pdf",
        "text_pdf",
        "text_pdf",
        "searchable_pdf",
        "scan_pdf",
        "fax_pdf",
        "phone_jpeg",
        "phone_heic",
        "chat_jpeg",
        "phone_jpeg",
    ),
    "client_app": ("screenshot_png", "chat_jpeg") * 6,
    "county_card": (*PEN_CONDITIONS, *PEN_CONDITIONS[:3], "phone_jpeg", "chat_jpeg"),
    "vet_form51": (*PEN_CONDITIONS, "phone_jpeg", "phone_heic", "scan_pdf", "fax_pdf", "chat_jpeg"),
}
assert all(len(cycle) == 12 for cycle in CYCLES.values())
assert set(CYCLES["client_app"]) <= set(SCREEN_CONDITIONS)
assert all(set(CYCLES[layout]) <= set(PEN_CONDITIONS) for layout in PEN_LAYOUTS)


def plan(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[tuple[int, str, str]]:
    """(index, layout, condition) of each page: layouts in turn, each through its own cycle."""
    pages = []
    for index in range(count):
        layout = LAYOUTS[index % len(LAYOUTS)]
        nth = index // len(LAYOUTS)
        condition = CYCLES[layout][(nth * 5 + LAYOUTS.index(layout)) % 12]
        if layout in layouts and condition in conditions:
            pages.append((index, layout, condition))
    return pages


def _drawn(index: int, layout: str) -> tuple[Sheet, Truth, random.Random]:
    rng = random.Random(f"{SEED}-{index}")
    facts = draw_facts(rng)
    sheet, truth = DRAW[layout](facts, rng)
    return sheet, truth, rng


def sketch(index: int, layout: str) -> tuple[Truth, list[str], tuple[str, ...]]:
    """The page's truth, every word drawn on it and every label printed on it; nothing rendered."""
    sheet, truth, _ = _drawn(index, layout)
    return truth, sheet.words(), tuple(sheet.labels)


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, list[str]]:
    sheet, truth, rng = _drawn(index, layout)
    stamp = f"DEC 01 2026 09:{index % 60:02d}  FROM 315 652 {index:04d}  P.01|{truth.dog}"
    data, content_type = finish(sheet, condition, rng, stamp)
    name = f"twelfth-{index:03d}-{layout}-{condition}.{EXTENSIONS[content_type]}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, sheet.words()


def twelfth_set(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[Heldout]:
    return [page_at(i, layout, c)[0] for i, layout, c in plan(count, conditions, layouts)]
