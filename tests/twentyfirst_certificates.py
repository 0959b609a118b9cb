"""The twenty-first held-out certificate set (issue 28): papers a New York dog owner has and uploads
as "proof of rabies vaccination" that no earlier set drew, written blind (without looking at the
reader or at any earlier set's generator).

Printed: an animal shelter's adoption agreement with the rabies row in its medical-care table, a
veterinary teaching hospital's discharge summary stating the shot in a sentence, a house-call
vet's certificate made and signed on a tablet, and a pet insurer's claim form with the treating
vet's statement. By pen: a grooming salon's intake card, a clinic's hand-addressed reminder
postcard, and a prescription-pad note written when the certificate was lost.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.twentyfirst_canvas import Sheet
from tests.twentyfirst_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, produce
from tests.twentyfirst_digital import insurance_claim, mobile_vet_pdf
from tests.twentyfirst_pen import groomer_intake, reminder_postcard, rx_pad_note
from tests.twentyfirst_printed import adoption_contract, teaching_discharge

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "twentyfirst_set",
]

SEED = "issue-28-twentyfirst-2026-12-05"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "adoption_contract": adoption_contract,
    "teaching_discharge": teaching_discharge,
    "mobile_vet_pdf": mobile_vet_pdf,
    "insurance_claim": insurance_claim,
    "groomer_intake": groomer_intake,
    "reminder_postcard": reminder_postcard,
    "rx_pad_note": rx_pad_note,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "groomer_intake",
    "reminder_postcard",
    "rx_pad_note",
)
PRINTED = tuple(lay for lay in LAYOUTS if lay not in PEN_LAYOUTS)


def _slots(layout: str, layouts: tuple[str, ...]) -> list[str]:
    """A layout's twelve conditions: printed papers get two text PDFs and one printed from a
    browser, no paper by pen gets any; the phone conditions turn round the set so that each is
    used five or six times."""
    if layout in PEN_LAYOUTS:
        k = PEN_LAYOUTS.index(layout)
        return [*SCANS, *IMAGE_PDFS, *(PHONE[(20 + 8 * k + j) % len(PHONE)] for j in range(8))]
    k = PRINTED.index(layout) if layout in PRINTED else layouts.index(layout)
    phone = [PHONE[(5 * k + j) % len(PHONE)] for j in range(5)]
    return ["text_pdf", "text_pdf", "browser_print_pdf", *SCANS, *IMAGE_PDFS, *phone]


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
    name = f"twentyfirst-{index:03d}-{layout}-{condition}.{ext}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, list(sheet.written)


def twentyfirst_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [page_at(i, lay, cond)[0] for i, lay, cond in plan(count, conditions, layouts)]
