"""The nineteenth held-out certificate set (issue 28): papers a New York dog owner has and uploads
as "proof of rabies vaccination" that no earlier set drew, most of them photographed with a phone,
written blind (without looking at the reader or at any earlier set's generator).

Printed: an interstate certificate of veterinary inspection for one dog, a practice's medical
record printout with SOAP notes (an earlier visit's shot below), a vaccine history faxed to a
boarding kennel under the fax machine's header line, and a wellness plan's statement of services
used. By pen: a shelter's kennel card in felt marker, a free rabies clinic's consent form (the
owner's cursive, the clinic's print), and a 4-H dog project's health record filled in by a child.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.nineteenth_canvas import Sheet
from tests.nineteenth_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, produce
from tests.nineteenth_office import fax_history, wellness_plan
from tests.nineteenth_pen import consent_form, four_h_record, kennel_card
from tests.nineteenth_printed import cvi, soap_record

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "nineteenth_set",
    "page_at",
    "plan",
    "sketch",
]

SEED = "issue-28-nineteenth-2026-12-05"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "interstate_cvi": cvi,
    "medical_record_soap": soap_record,
    "faxed_vaccine_history": fax_history,
    "wellness_plan_statement": wellness_plan,
    "shelter_kennel_card": kennel_card,
    "rabies_clinic_consent": consent_form,
    "four_h_health_record": four_h_record,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "shelter_kennel_card",
    "rabies_clinic_consent",
    "four_h_health_record",
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
    name = f"nineteenth-{index:03d}-{layout}-{condition}.{ext}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, list(sheet.written)


def nineteenth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [page_at(i, lay, cond)[0] for i, lay, cond in plan(count, conditions, layouts)]
