"""The twenty-second held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator).

Printed: a practice's QR-coded digital certificate, a low-cost spay/neuter clinic's discharge
form with the day's vaccines ticked, a European certificate with a certified English translation
typed below it, and a city shelter's redemption receipt for a dog vaccinated at release. By pen:
an EU pet passport open at its rabies page (stickers, stamps, day-first dates), a boarding
kennel's check-in checklist, and a note on the back of a vet's business card.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.twentysecond_canvas import Sheet
from tests.twentysecond_conditions import CONDITIONS, IMAGE_PDFS, PHONE, SCANS, produce
from tests.twentysecond_facts import DATE_STYLES, fmt_date
from tests.twentysecond_papers import impound_redemption, translated_certificate
from tests.twentysecond_pen import business_card_note, eu_passport, kennel_checklist
from tests.twentysecond_printed import qr_certificate, spay_discharge

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "twentysecond_set",
]

SEED = "issue-28-twentysecond-2026-12-05"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "qr_certificate": qr_certificate,
    "spay_discharge": spay_discharge,
    "translated_certificate": translated_certificate,
    "impound_redemption": impound_redemption,
    "eu_passport": eu_passport,
    "kennel_checklist": kennel_checklist,
    "business_card_note": business_card_note,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = ("eu_passport", "kennel_checklist", "business_card_note")
PRINTED = tuple(lay for lay in LAYOUTS if lay not in PEN_LAYOUTS)


def _slots(layout: str, layouts: tuple[str, ...]) -> list[str]:
    """A layout's twelve conditions: printed papers get two text PDFs and one records bundle, no
    paper by pen gets any; the phone conditions turn round the set so that each is used five or
    six times."""
    if layout in PEN_LAYOUTS:
        k = PEN_LAYOUTS.index(layout)
        return [*SCANS, *IMAGE_PDFS, *(PHONE[(20 + 8 * k + j) % len(PHONE)] for j in range(8))]
    k = PRINTED.index(layout) if layout in PRINTED else layouts.index(layout)
    phone = [PHONE[(5 * k + j) % len(PHONE)] for j in range(5)]
    return ["text_pdf", "text_pdf", "records_bundle_pdf", *SCANS, *IMAGE_PDFS, *phone]


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


def _values(truth: Truth) -> list[str]:
    names = ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot")
    return [v for v in (getattr(truth, n) for n in names) if v]


def _draw(index: int, layout: str) -> tuple[Sheet, Truth]:
    """The layout drawn from the page's seed; drawn again (the same generator going on) in the rare
    case a tag or lot also turns up inside another string, or a value is also a label."""
    rng = random.Random(f"{SEED}|{index}")
    while True:
        sheet, truth = DRAW[layout](rng)
        once = all(
            v is None or sum(s.count(v) for s in sheet.written) == 1 for v in (truth.tag, truth.lot)
        )
        if once and not any(v in sheet.labels for v in _values(truth)):
            return sheet, truth


def _dates(truth: Truth) -> set[str]:
    days = [d for d in (truth.vaccinated, truth.expires) if d is not None]
    return {fmt_date(d, st) for d in days for st in DATE_STYLES}


def _keep(truth: Truth, written: list[str]) -> set[str]:
    """The written strings that carry a truth value: nothing laid on the page may cover them."""
    marks = [*_values(truth), *_dates(truth), "yr", "year"]
    return {s for s in written if any(m in s for m in marks)}


def sketch(index: int, layout: str) -> tuple[Truth, list[str], tuple[str, ...]]:
    """The page's truth, every string written on it, and the printed labels among them."""
    sheet, truth = _draw(index, layout)
    return truth, list(sheet.written), tuple(sheet.labels)


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, list[str]]:
    sheet, truth = _draw(index, layout)
    keep = _keep(truth, sheet.written)
    data, content_type, ext = produce(
        sheet, condition, random.Random(f"{SEED}|{index}|{condition}"), keep, _dates(truth)
    )
    name = f"twentysecond-{index:03d}-{layout}-{condition}.{ext}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, list(sheet.written)


def twentysecond_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [page_at(i, lay, cond)[0] for i, lay, cond in plan(count, conditions, layouts)]
