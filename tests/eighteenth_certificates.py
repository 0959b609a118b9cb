"""The eighteenth held-out certificate set (issue 28): papers a New York dog owner has and uploads
as "proof of rabies vaccination" that no earlier set drew, most of them photographed with a phone,
written blind (without looking at the reader or at any earlier set's generator).

Printed: a low-cost vaccine clinic's thermal till receipt, a dog-training school's registration
with the vet's vaccination section, an apartment lease's pet addendum, and a boarding kennel's
confirmation letter listing the vaccines on file. By pen: a dog park's membership application
in comb boxes, a breeder's spiral notebook page, and a vet tech's cursive on a lined index card.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.eighteenth_canvas import Sheet
from tests.eighteenth_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, produce
from tests.eighteenth_forms import lease_addendum, training_form
from tests.eighteenth_notes import breeder_notebook, index_card
from tests.eighteenth_pen import comb_form
from tests.eighteenth_printed import kennel_letter, thermal_receipt
from tests.heldout_certificates import Heldout, Truth

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "eighteenth_set",
    "page_at",
    "plan",
    "sketch",
]

SEED = "issue-28-eighteenth-2026-12-05"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "thermal_receipt": thermal_receipt,
    "training_class_form": training_form,
    "lease_pet_addendum": lease_addendum,
    "kennel_confirmation": kennel_letter,
    "dog_park_comb_form": comb_form,
    "breeder_notebook": breeder_notebook,
    "vet_tech_index_card": index_card,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = ("dog_park_comb_form", "breeder_notebook", "vet_tech_index_card")
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
    name = f"eighteenth-{index:03d}-{layout}-{condition}.{ext}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, list(sheet.written)


def eighteenth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [page_at(i, lay, cond)[0] for i, lay, cond in plan(count, conditions, layouts)]
