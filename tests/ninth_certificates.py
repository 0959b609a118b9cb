"""The ninth held-out certificate set (issue 28): papers that have been handled, and the ways people
in a hurry get them to the Town Clerk. Written without looking at the reader or at the other sets.

Seven layouts, twelve pages each: the national standard certificate overprinted by a drifting
practice printer (`compendium_form`), a county free clinic's certificate by a volunteer's pen with
a rubber-stamped date (`county_clinic`, by hand), a rural vet's or rescue's index card in pencil
with crossed-out values (`pencil_card`, by hand), a practice certificate copied twice
(`photocopy`), a vet portal photographed off a laptop (`screen_photo`), a practice certificate,
often behind its invoice, through a phone scanner app (`scanner_app`), and a laminated wallet card
with glare and a thumb (`wallet_card`). Most papers were folded, crumpled, ringed by a cup or
dog-eared first (tests/ninth_paper.py). A page is drawn on the fly from
`random.Random(f"{SEED}-{index}")`: nothing is stored, and the same seed gives the same bytes.

The truth, as this set states it:
- vaccinated and expires: the days the page means; where no expiry is printed, the vaccination day
  plus the duration the page marks, same month and day (29 February gives 28 February).
- veterinarian: the name without "Dr." or "DVM"; owner and dog as written on the page (a form
  that asks "Last, First" has them so); product: the product's name alone, not its maker.
- clinic: the name of the practice, county department or rescue whose imprint, letterhead,
  banner or rubber stamp the page carries; None on an index card with no stamp.
- tag and lot: as written, without "No." or "#"; None where the page has none ("none issued"
  is not a tag). On a corrected card the value written again, not the one crossed out.
- a wallet card's front alone carries no product, lot or veterinarian.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout
from tests.ninth_cards import portal, practice_certificate, wallet_card
from tests.ninth_conditions import CONDITIONS, deliver
from tests.ninth_facts import SEED, Facts, facts_at
from tests.ninth_forms import clinic_table, compendium_form
from tests.ninth_pen import county_clinic, pencil_card
from tests.ninth_sheet import Paper

DRAWERS: dict[str, Callable[[random.Random, Facts], Paper]] = {
    "compendium_form": compendium_form,
    "county_clinic": county_clinic,
    "pencil_card": pencil_card,
    "photocopy": clinic_table,
    "screen_photo": portal,
    "scanner_app": practice_certificate,
    "wallet_card": wallet_card,
}
LAYOUTS = tuple(DRAWERS)
PEN_LAYOUTS = ("county_clinic", "pencil_card")
# Each layout's ways to the Clerk, taken in turn (a way named twice comes twice as often).
LAYOUT_CONDITIONS: dict[str, tuple[str, ...]] = {
    "compendium_form": (
        "text_pdf",
        "scan_grey",
        "phone_jpeg",
        "text_pdf",
        "copier_pdf",
        "phone_flash",
    ),
    "county_clinic": (
        "scan_colour",
        "phone_jpeg",
        "copier_pdf",
        "scan_grey",
        "phone_heic",
        "phone_flash",
    ),
    "pencil_card": (
        "scan_grey",
        "phone_jpeg",
        "app_pdf",
        "scan_colour",
        "phone_heic",
        "message_jpeg",
    ),
    "photocopy": (
        "scan_grey",
        "copier_pdf",
        "phone_jpeg",
        "scan_colour",
        "app_pdf",
        "message_jpeg",
    ),
    "screen_photo": ("phone_jpeg", "phone_heic", "message_jpeg", "app_pdf"),
    "scanner_app": ("app_pdf", "app_jpeg", "searchable_pdf"),
    "wallet_card": (
        "phone_flash",
        "text_pdf",
        "phone_heic",
        "message_jpeg",
        "phone_jpeg",
        "scan_colour",
    ),
}
PAGES = 84  # 12 of each layout; 24 by hand


def condition_of(layout: str, turn: int, conditions: tuple[str, ...]) -> str | None:
    """The layout's turn-th page goes the next of its ways, each layout starting elsewhere."""
    ways = [c for c in LAYOUT_CONDITIONS[layout] if c in conditions]
    if not ways:
        return None
    return ways[(turn + 2 * LAYOUTS.index(layout)) % len(ways)]


def plan(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[tuple[int, str, str]]:
    """Which layout and condition each page index has: layouts in turn, conditions in turn."""
    pages = []
    for index in range(count):
        layout = LAYOUTS[index % len(LAYOUTS)]
        condition = condition_of(layout, index // len(LAYOUTS), conditions)
        if condition is not None and layout in layouts:
            pages.append((index, layout, condition))
    return pages


def sketch(index: int, layout: str) -> tuple[random.Random, Paper, Facts]:
    """A page's facts and what it puts on paper, without drawing it (cheap)."""
    rng = random.Random(f"{SEED}-{index}")
    facts = facts_at(index, rng)
    return rng, DRAWERS[layout](rng, facts), facts


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, tuple[str, ...]]:
    """The page made, and the words it draws."""
    rng, paper, _ = sketch(index, layout)
    data, content_type, suffix = deliver(paper, condition, rng)
    name = f"ninth-{index:03d}-{layout}-{condition}{suffix}"
    page = Heldout(name, layout, condition, data, content_type, paper.truth, tuple(paper.labels))
    return page, paper.drawn()


def ninth_set(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[Heldout]:
    return [page_at(*planned)[0] for planned in plan(count, conditions, layouts)]
