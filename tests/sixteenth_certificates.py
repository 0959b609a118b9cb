"""The sixteenth held-out certificate set (issue 28): papers a New York dog owner uploads that no
earlier set drew, most of them photographed with a phone, written blind (without looking at the
reader or at any earlier set).

Printed: a practice's patient portal vaccine page printed from a browser, a pet store mobile
vaccine clinic's household printout (the dog among the family's cats), a practice's e-mailed
reminder printed from webmail, and a breeder's puppy health record with the first rabies shot.
By pen: a town's free rabies clinic slip (some with the shot date struck out and rewritten), a
boarding kennel's intake form the vet's office completed, and a vet's note on a prescription pad.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.sixteenth_canvas import Sheet
from tests.sixteenth_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, produce
from tests.sixteenth_mail import email, puppy
from tests.sixteenth_pen import kennel, slip
from tests.sixteenth_printed import portal, store_clinic
from tests.sixteenth_rx import rx_pad

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sixteenth_set",
    "sketch",
]

SEED = "issue-28-sixteenth-2026-12-04"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "portal_print": portal,
    "store_clinic": store_clinic,
    "email_reminder": email,
    "puppy_packet": puppy,
    "rabies_clinic_slip": slip,
    "kennel_intake": kennel,
    "rx_pad_note": rx_pad,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = ("rabies_clinic_slip", "kennel_intake", "rx_pad_note")
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


def sketch(index: int, layout: str) -> tuple[Truth, list[str], tuple[str, ...]]:
    """The page's truth, every string written on it, and the printed labels among them."""
    sheet, truth = DRAW[layout](random.Random(f"{SEED}|{index}"))
    return truth, list(sheet.written), tuple(sheet.labels)


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, list[str]]:
    sheet, truth = DRAW[layout](random.Random(f"{SEED}|{index}"))
    data, content_type, ext = produce(
        sheet, condition, random.Random(f"{SEED}|{index}|{condition}")
    )
    name = f"sixteenth-{index:03d}-{layout}-{condition}.{ext}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, list(sheet.written)


def sixteenth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [page_at(i, lay, cond)[0] for i, lay, cond in plan(count, conditions, layouts)]
