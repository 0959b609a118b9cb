"""The fifteenth held-out set of rabies vaccination papers (issue 28), drawn blind: papers a New
York dog owner really has that no earlier set drew. Printed: a Puerto Rico practice's Spanish-only
"Certificado de Vacunación Antirrábica" (day-first dates), a Québec practice's French / English
certificate ("5 août 2025", 2025-08-05), a practice's two-page visit record whose second page is
the certificate, and a rescue's foster-to-adopt handover sheet with a medical history. By pen: a
doggy daycare's vaccination verification form the vet's front desk filled in, a page of a
practice's rabies clinic log with the resident's row highlighted, and a pocket health record
card with each vaccine's peel-off vial sticker and the dates written beside it.

Twelve pages a layout, most of them phone photos (tests/fifteenth_conditions.py); every random
draw comes from the page's own random.Random seeded with SEED and the page's index. A field the
paper does not print is None in its truth: reading anything there is wrong."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.fifteenth_abroad import certificado, quebec
from tests.fifteenth_card import sticker_card
from tests.fifteenth_conditions import CONDITIONS, PEN_CONDITIONS, extension, finish
from tests.fifteenth_draw import Sheet
from tests.fifteenth_facts import SEED, Facts, draw
from tests.fifteenth_log import clinic_log
from tests.fifteenth_pen import daycare
from tests.fifteenth_printed import foster_handover, visit_record
from tests.heldout_certificates import Heldout, Truth

Layout = Callable[[Facts, random.Random], tuple[list[Sheet], Truth]]
DRAWN: dict[str, tuple[str, Layout]] = {  # layout: (where the paper is from, how it is drawn)
    "certificado_pr": ("pr", certificado),
    "quebec_bilingual": ("qc", quebec),
    "visit_record_2p": ("ny", visit_record),
    "foster_handover": ("ny", foster_handover),
    "daycare_verification": ("ny", daycare),
    "clinic_log": ("ny", clinic_log),
    "sticker_card": ("ny", sticker_card),
}
LAYOUTS = tuple(DRAWN)
PEN_LAYOUTS = ("daycare_verification", "clinic_log", "sticker_card")
PAGES = 84
PHOTOS = CONDITIONS[5:]  # the eight phone-photo conditions
SCHEDULES = {  # each layout's twelve pages, in order: most of them phone photos
    layout: (
        (*PHOTOS, "phone_jpeg", "scan_colour_png", "scan_grey_jpeg", "scan_pdf")
        if layout in PEN_LAYOUTS
        else (*PHOTOS, "scan_colour_png" if n % 2 else "scan_grey_jpeg", *CONDITIONS[2:5])
    )
    for n, layout in enumerate(LAYOUTS)
}


def plan(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[tuple[int, str, str]]:
    """(index, layout, condition) of each page: page i is layout i mod 7, and the condition its
    schedule has next (turned by the layout, so that no condition keeps to a few indexes)."""
    pages = []
    for index in range(count):
        layout = LAYOUTS[index % len(LAYOUTS)]
        turn = LAYOUTS.index(layout) * 5
        condition = SCHEDULES[layout][(index // len(LAYOUTS) + turn) % 12]
        if layout in layouts and condition in conditions:
            pages.append((index, layout, condition))
    return pages


def _drawn(index: int, layout: str) -> tuple[list[Sheet], Truth]:
    rng = random.Random(f"{SEED}|{index}")
    region, how = DRAWN[layout]
    return how(draw(rng, region), rng)


def sketch(index: int, layout: str) -> tuple[Truth, list[str], tuple[str, ...]]:
    """The page's truth, every string written on it, and the printed labels among them."""
    sheets, truth = _drawn(index, layout)
    words = [w for sheet in sheets for w in sheet.words()]
    labels = tuple(dict.fromkeys(label for sheet in sheets for label in sheet.all_labels()))
    return truth, words, labels


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, list[str]]:
    if layout in PEN_LAYOUTS and condition not in PEN_CONDITIONS:
        raise ValueError(f"{layout} is written by hand: no {condition}")
    sheets, truth = _drawn(index, layout)
    data, content_type = finish(sheets, condition, random.Random(f"{SEED}|{index}|{condition}"))
    labels = tuple(dict.fromkeys(label for sheet in sheets for label in sheet.all_labels()))
    page = Heldout(
        name=f"fifteenth-{index:03d}-{layout}-{condition}.{extension(condition)}",
        layout=layout,
        condition=condition,
        data=data,
        content_type=content_type,
        truth=truth,
        labels=labels,
    )
    return page, [w for sheet in sheets for w in sheet.words()]


def fifteenth_set(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[Heldout]:
    return [page_at(i, layout, c)[0] for i, layout, c in plan(count, conditions, layouts)]
