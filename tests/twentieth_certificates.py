"""The twentieth held-out certificate set (issue 28): papers a New York dog owner has and uploads
as "proof of rabies vaccination" that no earlier set drew in this form, most of them photographed
with a phone, written blind (without looking at the reader or at any earlier set's generator).

Printed: a practice's patient portal's vaccine page as a phone's screenshot (light or dark mode,
"Given" and "Due"), a Canadian practice's certificate whose form states its dates day first, a
community clinic's English / Spanish certificate, and a practice's e-mailed receipt printed from
webmail. By pen: a county rabies clinic's carbonless bottom copy, a pet health booklet's page with
the vial's peel-off sticker (its EXP is the vial's), and a rescue's foster medical record.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.twentieth_canvas import Sheet
from tests.twentieth_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, produce
from tests.twentieth_pen import booklet_sticker, ncr_copy, rescue_record
from tests.twentieth_printed import bilingual_certificate, dayfirst_certificate
from tests.twentieth_screen import emailed_receipt, portal_screenshot

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "twentieth_set",
]

SEED = "issue-28-twentieth-2026-12-05"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "portal_screenshot": portal_screenshot,
    "dayfirst_certificate": dayfirst_certificate,
    "bilingual_certificate": bilingual_certificate,
    "emailed_receipt": emailed_receipt,
    "carbonless_copy": ncr_copy,
    "booklet_sticker": booklet_sticker,
    "foster_record": rescue_record,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "carbonless_copy",
    "booklet_sticker",
    "foster_record",
)
PRINTED = tuple(lay for lay in LAYOUTS if lay not in PEN_LAYOUTS)


def _slots(layout: str, layouts: tuple[str, ...]) -> list[str]:
    """A layout's twelve conditions: printed papers get two text PDFs and a searchable one, no
    paper by pen gets any; the phone conditions turn round the set so that each is used five or
    six times."""
    if layout in PEN_LAYOUTS:
        k = PEN_LAYOUTS.index(layout)
        return [*SCANS, *IMAGE_PDFS, *(PHONE[(20 + 8 * k + j) % len(PHONE)] for j in range(8))]
    k = PRINTED.index(layout) if layout in PRINTED else layouts.index(layout)
    phone = [PHONE[(5 * k + j) % len(PHONE)] for j in range(5)]
    return ["text_pdf", "text_pdf", "searchable_pdf", *SCANS, *IMAGE_PDFS, *phone]


def plan(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[tuple[int, str, str]]:
    """(index, layout, condition) for each page: the layouts in turn, each with its own slots
    shuffled once; conditions outside the ones asked for are left out."""
    rng = random.Random(f"{SEED}|plan")
    slots = {lay: _slots(lay, layouts) for lay in layouts}
    for lay in layouts:
        rng.shuffle(slots[lay])
    out: list[tuple[int, str, str]] = []
    turn = 0
    while len(out) < count and turn < 12 * len(layouts) * 4:
        lay = layouts[turn % len(layouts)]
        cond = slots[lay][(turn // len(layouts)) % len(slots[lay])]
        turn += 1
        if cond in conditions:
            out.append((len(out), lay, cond))
    return out


def _draw(index: int, layout: str) -> tuple[Sheet, Truth]:
    """The layout drawn from the page's seed; drawn again (the same generator going on) in the rare
    case a tag or lot also turns up inside another string, or a value is also a label."""
    rng = random.Random(f"{SEED}|{index}")
    while True:
        sheet, truth = DRAW[layout](rng)
        once = all(
            v is None or sum(s.count(v) for s in sheet.written) == 1 for v in (truth.tag, truth.lot)
        )
        values = (
            truth.tag,
            truth.veterinarian,
            truth.clinic,
            truth.dog,
            truth.owner,
            truth.product,
        )
        if once and not any(v in sheet.labels for v in (*values, truth.lot) if v):
            return sheet, truth


def sketch(index: int, layout: str) -> tuple[Truth, list[str], tuple[str, ...]]:
    """The page's truth, every string written on it, and the printed labels among them."""
    sheet, truth = _draw(index, layout)
    return truth, list(sheet.written), tuple(sheet.labels)


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, list[str]]:
    sheet, truth = _draw(index, layout)
    data, content_type, ext = produce(
        sheet, condition, random.Random(f"{SEED}|{index}|{condition}")
    )
    name = f"twentieth-{index:03d}-{layout}-{condition}.{ext}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, list(sheet.written)


def twentieth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [page_at(i, lay, cond)[0] for i, lay, cond in plan(count, conditions, layouts)]
