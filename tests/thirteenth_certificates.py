"""The thirteenth held-out set of rabies certificates (issue 28): papers from somewhere else,
certificates that did not come from a Central New York clinic's own printer.

Drawn blind, without looking at the reader or at the other sets' generators, and never tuned
against the reader. Seven layouts, twelve pages each, in turn:

- state_form: another state's official certificate in numbered boxes ("1. OWNER", "7. DATE
  VACCINATED", "10. RABIES TAG #"), species and 1 yr / 3 yr boxes crossed, dates as Mar 4, 2026,
  the expiry the day before the anniversary; a red certificate number, a date of birth, the
  lot's own expiration, a previous tag and the form's revision date.
- military_vtf: a base veterinary treatment facility's certificate in DD-style block capitals,
  dates as 04 MAR 2026, the sponsor's grade and DSN phone, the due date the same day (left blank
  on some: the duration gives it), other immunizations, the form's edition date.
- invoice: a practice's statement of account: visits by ISO date, the rabies vaccine one line
  item with its lot, tag and next due date in a note (each left out on some; "(3 yr)" in the
  item's name on some, nothing on others), exams, other vaccines, tax and totals.
- booklet: a pet passport's rabies page: the vial's peel-off sticker (product, lot, the LOT's
  expiry), the date by a purple date stamp or pen, "valid until" the day before by pen, the
  practice's rubber stamp; an older, expired entry above it on half.
- shelter: a rescue's adoption or transfer record: intake and outcome dates, an animal ID, the
  rabies row in a medical history table (dates as 04-Mar-2026), the due date a field on some.
- by pen, carbon_pad: a travelling mobile clinic's carbon pad filled in capitals, off its
  lines, the term crossed by hand; expiry written on some.
- by pen, notebook: a rural vet's certificate in cursive on a ruled notebook leaf under the
  practice's rubber stamp, the facts in sentences, "Good until" the day before (or "3 year").

Truth rules (`Truth(vaccinated, expires, tag, veterinarian, clinic, dog, owner, product, lot)`):
- vaccinated is the day of this rabies shot (a booklet's newest entry); expires the day the page
  gives (its own convention), else vaccinated + the term printed as a value ("3 YR", "(3 yr)",
  "3 year vaccine", a crossed box) on the same month and day; None where neither is printed.
- Values as written: veterinarian without "Dr." or "DVM" (a military form's "LAST, FIRST"), the
  clinic as the page names it (capitals where printed so), owner as written ("Last, First" on a
  state form), the product's name alone, tag and lot without "#"; None where the page has none.
- A lot's expiry, birth, intake, outcome, statement and form revision dates, other vaccines'
  dates, a certificate or animal number, a microchip and a previous tag are never the truth.
- Every truth value is printed on its page once as its field's value, and none consists only of
  label words (tests/test_thirteenth_set.py checks both).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.thirteenth_conditions import CONDITIONS, EXTENSIONS, PEN_CONDITIONS, finish
from tests.thirteenth_draw import Sheet
from tests.thirteenth_facts import SEED, Facts, draw_facts
from tests.thirteenth_forms import military_vtf, state_form
from tests.thirteenth_papers import booklet, invoice, shelter
from tests.thirteenth_pen import carbon_pad, notebook

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_CONDITIONS",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirteenth_set",
]

Layout = Callable[[Facts, random.Random], tuple[Sheet, Truth]]
DRAW: dict[str, Layout] = {
    "state_form": state_form,
    "military_vtf": military_vtf,
    "invoice": invoice,
    "booklet": booklet,
    "shelter": shelter,
    "carbon_pad": carbon_pad,
    "notebook": notebook,
}
LAYOUTS = tuple(DRAW)
PEN_LAYOUTS = ("carbon_pad", "notebook")
PAPER_LAYOUTS = ("booklet",)  # a passport page: only ever scanned or photographed
PAGES = 84
_PHONES = ("phone_jpeg", "phone_heic", "chat_jpeg")
# twelve pages of each layout, by the conditions such a page really arrives in
CYCLES: dict[str, tuple[str, ...]] = {
    "state_form": ("scan_colour_png", "scan_grey_jpeg", "text_pdf", "searchable_pdf", "text_pdf",
                   "scan_pdf", "fax_pdf", *_PHONES, "sleeve_glare_jpeg", "copy_of_copy_png"),
    "military_vtf": ("scan_colour_png", "copy_of_copy_png", "text_pdf", "searchable_pdf",
                     "scan_pdf", "fax_pdf", "fax_pdf", *_PHONES, "folded_jpeg", "scan_grey_jpeg"),
    "invoice": ("text_pdf", "text_pdf", "text_pdf", "searchable_pdf", "scan_grey_jpeg", "scan_pdf",
                "fax_pdf", *_PHONES, "folded_jpeg", "scan_colour_png"),
    "booklet": ("scan_colour_png", "scan_grey_jpeg", "scan_pdf", *_PHONES, "sleeve_glare_jpeg",
                "phone_jpeg", "sleeve_glare_jpeg", "phone_heic", "chat_jpeg", "copy_of_copy_png"),
    "shelter": ("text_pdf", "searchable_pdf", "text_pdf", "scan_colour_png", "copy_of_copy_png",
                "scan_pdf", "fax_pdf", *_PHONES, "folded_jpeg", "sleeve_glare_jpeg"),
    "carbon_pad": ("scan_colour_png", "scan_grey_jpeg", *_PHONES, "folded_jpeg", "scan_pdf",
                   "fax_pdf", "phone_jpeg", "copy_of_copy_png", "chat_jpeg", "sleeve_glare_jpeg"),
    "notebook": ("scan_colour_png", "scan_grey_jpeg", *_PHONES, "folded_jpeg", "scan_pdf",
                 "fax_pdf", "phone_jpeg", "sleeve_glare_jpeg", "phone_heic", "scan_pdf"),
}  # fmt: skip
assert all(len(cycle) == 12 for cycle in CYCLES.values())
assert all(set(CYCLES[layout]) <= set(PEN_CONDITIONS) for layout in (*PEN_LAYOUTS, *PAPER_LAYOUTS))


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
    header = f"NOV 30 2026 14:{index % 60:02d}  FAX 570 341 {index:04d}  P. 1/1"
    data, content_type = finish(sheet, condition, rng, header)
    name = f"thirteenth-{index:03d}-{layout}-{condition}.{EXTENSIONS[content_type]}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, sheet.words()


def thirteenth_set(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[Heldout]:
    return [page_at(i, layout, c)[0] for i, layout, c in plan(count, conditions, layouts)]
