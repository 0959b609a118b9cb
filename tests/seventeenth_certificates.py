"""The seventeenth held-out certificate set (issue 28): papers a New York dog owner uploads that no
earlier set drew, most of them photographed with a phone, written blind (without looking at the
reader or at any earlier set's generator).

Printed: a text-message thread with the clinic printed from the Messages app, a pet-sitting app's
vaccine record with its summary table, the county health department's letter closing a bite
report's observation with the dog's rabies history, and an owner's vaccination-history spreadsheet
printed from Excel. By pen: a house-call vet's duplicate receipt book page, a clinic's appointment
card with today's shots noted, and a rescue transport's intake and health checklist.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.seventeenth_canvas import Sheet
from tests.seventeenth_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, produce
from tests.seventeenth_papers import excel_sheet, health_letter
from tests.seventeenth_pen import appointment_card, receipt_book
from tests.seventeenth_rescue import rescue_checklist
from tests.seventeenth_screens import sitter_app, sms_thread

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "seventeenth_set",
    "sketch",
]

SEED = "issue-28-seventeenth-2026-12-05"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "sms_thread": sms_thread,
    "sitter_app_record": sitter_app,
    "health_dept_letter": health_letter,
    "excel_history": excel_sheet,
    "house_call_receipt": receipt_book,
    "appointment_card": appointment_card,
    "rescue_checklist": rescue_checklist,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = ("house_call_receipt", "appointment_card", "rescue_checklist")
PRINTED = tuple(lay for lay in LAYOUTS if lay not in PEN_LAYOUTS)


def _slots(layout: str, layouts: tuple[str, ...]) -> list[str]:
    """A layout's twelve conditions: printed papers get the text PDFs, no paper by pen does;
    the phone conditions turn round so that each is used six times over the set."""
    if layout in PEN_LAYOUTS:
        k = PEN_LAYOUTS.index(layout)
        return [
            *SCANS,
            *IMAGE_PDFS,
            *IMAGE_PDFS,
            *(PHONE[(k * 3 + j) % len(PHONE)] for j in range(8)),
        ]
    k = PRINTED.index(layout) if layout in PRINTED else layouts.index(layout)
    phone = [PHONE[(2 * k + j) % len(PHONE)] for j in range(6)]
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
    name = f"seventeenth-{index:03d}-{layout}-{condition}.{ext}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, list(sheet.written)


def seventeenth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [page_at(i, lay, cond)[0] for i, lay, cond in plan(count, conditions, layouts)]
