"""The fourteenth held-out set of rabies certificates (issue 28): the rabies facts as other papers
a resident of a New York town has at hand carry them, none of them a practice's certificate form
from Central New York.

Drawn blind, without looking at the reader or at the other sets' generators, and never tuned
against the reader. Seven layouts, twelve pages each, in turn:

- renewal_notice: a town clerk's mail-merged dog license renewal notice: the owner's address in
  the envelope window (capitals on half), the dog on file (birth date, microchip, license tag),
  the rabies vaccination on file as one row under column headers (Date Given, Expires or
  Duration, Rabies Tag, Vaccine with its lot on some, Veterinarian / Clinic); notice, license
  expiry and renew-by dates, the license number, fees and a tear-off stub.
- quarantine_release: a county health department's letter releasing a dog from ten-day
  observation after a bite: letter, bite and confinement dates, a case number, and a block
  "RABIES VACCINATION VERIFIED" of labels beside values, dates as March 4th, 2026, "Valid
  until" or a duration; the owner as "D. Kowalski" on some; a "RELEASED" stamp on some.
- reminder_postcard: a practice's 6 x 4.25 inch reminder self-mailer: "Service / Last given /
  Due" for rabies and other services (03/04/2026 or 3/4/2026), PAST DUE in red; the last given
  date is the vaccination, its due date the expiry; the owner's address, postage indicia and a
  barcode; no tag or lot, the vet and product on some.
- vet_letter: a practice's typed letter "To Whom It May Concern": the facts in sentences (the
  vaccination as March 4th, 2026, "valid through 3/4/2029", or "a 3-year vaccine", or neither),
  the dog's birth date, the owner (left out on some), the previous vaccination and its tag, a
  microchip, the letter's date, a signature over the typed name.
- russian_bilingual: a Brooklyn practice's English / Russian certificate in boxes (the Russian
  label under the English), dates as 4-MAR-26 (04-MAR-2026 on some), the 1 yr / 3 yr boxes
  crossed, "Next vaccination due" on some (the day before the anniversary on a few), a red
  certificate number, the lot's expiry, date of birth, microchip and the vet's license number.
- by pen, puppy_record: a breeder's puppy health record, a printed grid filled in felt-tip block
  letters: wormers and puppy shots, the rabies shot last by "Dr. Lastname" with its lot and
  "Next due" a year on (or "Rabies 1 yr", or neither); the whelping date, sire and dam, the
  practice's purple stamp and the tag in the notes on some.
- by pen, license_application: a town's dog license application the owner filled in cursive on
  lines with captions beneath: the owner as "Last, First", the rabies facts copied from the
  certificate with some left blank; a license number and tag from the town the owner moved
  from, the application date, and the clerk's license number, fee and RECEIVED stamp.

Conditions (tests/fourteenth_conditions.py): the thirteenth's twelve and four of this set's own,
a dim-room phone photo, a steep-angle phone photo, a PDF viewer's screenshot and a scanned PDF of
a hole-punched, coffee-ringed page.

Truth rules (`Truth(vaccinated, expires, tag, veterinarian, clinic, dog, owner, product, lot)`):
- vaccinated is the day of this rabies shot (a postcard's "Last given"); expires the day the page
  gives (its own convention: "Due", "Next due", "Valid through", "Expiration date"), else
  vaccinated + the term printed as a value ("3 yr", "3 YEARS", "a 3-year vaccine", "Rabies 1 yr",
  a crossed box) on the same month and day; None where neither is printed. A puppy's first
  rabies shot is good for one year whatever the product.
- Values as written: veterinarian without "Dr." or "DVM" (a puppy record's "Dr. Marchetti" is
  "Marchetti"), the clinic as the page names it (a stamp's capitals; None where only a breeder,
  a town or a health department is named), owner as written ("KOWALSKI, Dana", "D. Kowalski",
  capitals), the product's name alone, tag and lot without "#"; None where the page has none.
- Notice, license, renewal, letter, bite, confinement, mailing, application, received, birth,
  whelping and lot expiry dates, other services' dates, a previous vaccination, license and case
  numbers, a previous tag, a town license tag and a microchip are never the truth.
- Every truth value is printed on its page once as its field's value, and none consists only of
  label words (tests/test_fourteenth_set.py checks both).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.fourteenth_bilingual import russian_bilingual
from tests.fourteenth_conditions import CONDITIONS, EXTENSIONS, PEN_CONDITIONS, finish
from tests.fourteenth_draw import Page
from tests.fourteenth_facts import SEED, Facts, draw_facts
from tests.fourteenth_mail import reminder_postcard, vet_letter
from tests.fourteenth_pen import license_application, puppy_record
from tests.fourteenth_town import quarantine_release, renewal_notice
from tests.heldout_certificates import Heldout, Truth

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_CONDITIONS",
    "PEN_LAYOUTS",
    "SEED",
    "fourteenth_set",
    "page_at",
    "plan",
    "sketch",
]

Layout = Callable[[Facts, random.Random], tuple[Page, Truth]]
DRAW: dict[str, Layout] = {
    "renewal_notice": renewal_notice,
    "quarantine_release": quarantine_release,
    "reminder_postcard": reminder_postcard,
    "vet_letter": vet_letter,
    "russian_bilingual": russian_bilingual,
    "puppy_record": puppy_record,
    "license_application": license_application,
}
LAYOUTS = tuple(DRAW)
PEN_LAYOUTS = ("puppy_record", "license_application")
PAPER_LAYOUTS = ("reminder_postcard",)  # a mailed card: only ever scanned or photographed
PAGES = 84
_PHONES = ("phone_jpeg", "phone_heic", "chat_jpeg")
# twelve pages of each layout, by the conditions such a page really arrives in
CYCLES: dict[str, tuple[str, ...]] = {
    "renewal_notice": ("scan_colour_png", "text_pdf", "searchable_pdf", "text_pdf", "scan_pdf",
                       "fax_pdf", *_PHONES, "folded_jpeg", "low_light_jpeg",
                       "viewer_screenshot_png"),
    "quarantine_release": ("text_pdf", "searchable_pdf", "scan_grey_jpeg", "viewer_screenshot_png",
                           "fax_pdf", "punched_stained_pdf", "scan_pdf", "phone_jpeg",
                           "chat_jpeg", "steep_angle_jpeg", "folded_jpeg", "text_pdf"),
    "reminder_postcard": ("scan_colour_png", "scan_grey_jpeg", "copy_of_copy_png", "scan_pdf",
                          *_PHONES, "sleeve_glare_jpeg", "low_light_jpeg", "steep_angle_jpeg",
                          "phone_jpeg", "scan_pdf"),
    "vet_letter": ("text_pdf", "text_pdf", "searchable_pdf", "viewer_screenshot_png",
                   "scan_colour_png", "punched_stained_pdf", "fax_pdf", "scan_pdf", "phone_jpeg",
                   "folded_jpeg", "low_light_jpeg", "chat_jpeg"),
    "russian_bilingual": ("text_pdf", "searchable_pdf", "scan_colour_png", "copy_of_copy_png",
                          "viewer_screenshot_png", "scan_pdf", "fax_pdf", "punched_stained_pdf",
                          "phone_heic", "sleeve_glare_jpeg", "steep_angle_jpeg", "phone_jpeg"),
    "puppy_record": ("scan_colour_png", "scan_grey_jpeg", "copy_of_copy_png", "scan_pdf",
                     "fax_pdf", "punched_stained_pdf", *_PHONES, "sleeve_glare_jpeg",
                     "low_light_jpeg", "steep_angle_jpeg"),
    "license_application": ("scan_colour_png", "scan_grey_jpeg", "scan_pdf", "fax_pdf",
                            "punched_stained_pdf", *_PHONES, "folded_jpeg", "low_light_jpeg",
                            "steep_angle_jpeg", "copy_of_copy_png"),
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


def _drawn(index: int, layout: str) -> tuple[Page, Truth, random.Random]:
    rng = random.Random(f"{SEED}-{index}")
    facts = draw_facts(rng)
    page, truth = DRAW[layout](facts, rng)
    return page, truth, rng


def sketch(index: int, layout: str) -> tuple[Truth, list[str], tuple[str, ...]]:
    """The page's truth, every word drawn on it and every label printed on it; nothing rendered."""
    page, truth, _ = _drawn(index, layout)
    return truth, page.words(), tuple(page.labels)


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, list[str]]:
    page, truth, rng = _drawn(index, layout)
    header = f"DEC 03 2026 09:{index % 60:02d}  FROM 315 637 {index:04d}  P.01"
    data, content_type = finish(page, condition, rng, header)
    name = f"fourteenth-{index:03d}-{layout}-{condition}.{EXTENSIONS[content_type]}"
    heldout = Heldout(name, layout, condition, data, content_type, truth, tuple(page.labels))
    return heldout, page.words()


def fourteenth_set(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[Heldout]:
    return [page_at(i, layout, c)[0] for i, layout, c in plan(count, conditions, layouts)]
