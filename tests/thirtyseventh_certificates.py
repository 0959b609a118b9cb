"""The thirty-seventh held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirty-sixth's shape). Printed: a CDC
certification of U.S.-issued rabies vaccination, a rabies antibody (FAVN) titer report, a county
park's off-leash dog park permit and a dog daycare's incident report. By pen: a barn hunt trial's
entry form, a church's blessing of the animals card and a puppy memory book's vet visits page."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.thirtyseventh_barnhunt import barn_hunt_entry
from tests.thirtyseventh_blessing import blessing_card
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_cdc import cdc_certification
from tests.thirtyseventh_conditions import (
    CONDITIONS,
    IMAGE_PDFS,
    PHONE,
    SCANS,
    TEXT_PDFS,
    produce,
)
from tests.thirtyseventh_daycare import incident_report
from tests.thirtyseventh_facts import DATE_STYLES, fmt_date
from tests.thirtyseventh_memory import memory_book
from tests.thirtyseventh_park import park_permit
from tests.thirtyseventh_titer import titer_report

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtyseventh_set",
]

SEED = "issue-28-thirtyseventh-2026-12-07"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "cdc_us_rabies_certification": cdc_certification,
    "rabies_titer_lab_report": titer_report,
    "county_dog_park_permit": park_permit,
    "daycare_incident_report": incident_report,
    "barn_hunt_trial_entry": barn_hunt_entry,
    "blessing_of_animals_card": blessing_card,
    "puppy_memory_book_page": memory_book,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "barn_hunt_trial_entry",
    "blessing_of_animals_card",
    "puppy_memory_book_page",
)
PRINTED = tuple(lay for lay in LAYOUTS if lay not in PEN_LAYOUTS)


def _slots(layout: str, layouts: tuple[str, ...]) -> list[str]:
    """A layout's twelve conditions: a printed paper gets both text PDFs and one of them again
    and five of the six phone pictures (the one left out turning round the set); a paper by pen
    no text PDF (its words are a picture) but every phone picture, and one scan and one image
    PDF again."""
    if layout in PEN_LAYOUTS:
        k = PEN_LAYOUTS.index(layout)
        return [*SCANS, *IMAGE_PDFS, *PHONE, SCANS[k % 2], IMAGE_PDFS[(k + 1) % 2]]
    k = PRINTED.index(layout) if layout in PRINTED else layouts.index(layout)
    phone = [PHONE[(5 * k + j) % len(PHONE)] for j in range(5)]
    return [*TEXT_PDFS, TEXT_PDFS[k % 2], *SCANS, *IMAGE_PDFS, *phone]


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
    """The layout drawn from the page's seed; drawn again (the generator going on) in the rare case
    a tag or lot also turns up inside another string, or a value is also a label."""
    rng = random.Random(f"{SEED}|{index}")
    for _ in range(50):
        sheet, truth = DRAW[layout](rng)
        once = all(
            v is None or sum(s.count(v) for s in sheet.written) == 1 for v in (truth.tag, truth.lot)
        )
        if once and not any(v in sheet.labels for v in _values(truth)):
            return sheet, truth
    raise AssertionError(f"{layout} {index}: a truth value is not written once")


def _dates(truth: Truth) -> set[str]:
    days = [d for d in (truth.vaccinated, truth.expires) if d is not None]
    return {fmt_date(d, st) for d in days for st in DATE_STYLES}


def _keep(truth: Truth, written: list[str]) -> set[str]:
    """The written strings that carry a truth value: nothing laid on the page may cover them."""
    marks = [*_values(truth), *_dates(truth), "yr", "year", "Rabies", "RABIES", "rabies"]
    return {s for s in written if any(m in s for m in marks)}


def sketch(index: int, layout: str) -> tuple[Truth, list[str], tuple[str, ...]]:
    """The page's truth, every string written on it, and the printed labels among them."""
    sheet, truth = _draw(index, layout)
    return truth, list(sheet.written), tuple(sheet.labels)


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, list[str]]:
    sheet, truth = _draw(index, layout)
    keep = _keep(truth, sheet.written)
    rng = random.Random(f"{SEED}|{index}|{condition}")
    data, content_type, ext = produce(sheet, truth, condition, rng, keep, layout)
    name = f"thirtyseventh-{index:03d}-{layout}-{condition}.{ext}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, list(sheet.written)


def thirtyseventh_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [page_at(i, lay, cond)[0] for i, lay, cond in plan(count, conditions, layouts)]
