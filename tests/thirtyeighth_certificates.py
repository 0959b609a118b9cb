"""The thirty-eighth held-out certificate set (issue 28): papers a New York dog owner has and
uploads as "proof of rabies vaccination" that no earlier set drew, written blind (without looking
at the reader or at any earlier set's generator but the thirty-seventh's shape). Printed: a
neighbouring town's dog license certificate, an airline's in-cabin pet booking with its pet travel
declaration, a county health department's rabies exposure order and a public housing authority's
annual pet registration. By pen: a veterinary technology program's volunteer patient consent, a
yoga studio's dog yoga release and a dog rescue's adoption application page of the household's
pets."""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.thirtyeighth_adoption import adoption_application
from tests.thirtyeighth_airline import airline_booking
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_conditions import (
    CONDITIONS,
    IMAGE_PDFS,
    PHONE,
    SCANS,
    TEXT_PDFS,
    produce,
)
from tests.thirtyeighth_doga import doga_waiver
from tests.thirtyeighth_exposure import exposure_order
from tests.thirtyeighth_facts import DATE_STYLES, fmt_date
from tests.thirtyeighth_housing import housing_registration
from tests.thirtyeighth_license import town_license
from tests.thirtyeighth_vettech import vet_tech_consent

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "thirtyeighth_set",
]

SEED = "issue-28-thirtyeighth-2026-12-08"
PAGES = 84
DRAW: dict[str, Callable[[random.Random], tuple[Sheet, Truth]]] = {
    "other_town_dog_license": town_license,
    "airline_in_cabin_pet_booking": airline_booking,
    "county_rabies_exposure_order": exposure_order,
    "public_housing_pet_registration": housing_registration,
    "vet_tech_volunteer_patient_consent": vet_tech_consent,
    "dog_yoga_class_release": doga_waiver,
    "rescue_adoption_application_pets": adoption_application,
}
LAYOUTS: tuple[str, ...] = tuple(DRAW)
PEN_LAYOUTS: tuple[str, ...] = (
    "vet_tech_volunteer_patient_consent",
    "dog_yoga_class_release",
    "rescue_adoption_application_pets",
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
    name = f"thirtyeighth-{index:03d}-{layout}-{condition}.{ext}"
    page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
    return page, list(sheet.written)


def thirtyeighth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [page_at(i, lay, cond)[0] for i, lay, cond in plan(count, conditions, layouts)]
