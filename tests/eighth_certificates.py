"""The eighth held-out certificate set (issue 28): papers a Central New York resident hands in.

Written without looking at the reader or the other sets: a Spanish-speaking practice's
bilingual certificate, a neighbouring state's landscape form (PA, NJ, VT, MA), a word
processor's e-mailed certificate, one page of a shelter's adoption packet, a mobile clinic's
thermal receipt, and two forms filled by hand (a pad certificate in block capitals, the owner's
carbonless copy in two hands). Each page is drawn on the fly from SEED and its index, so the
same seed gives the same bytes and nothing is stored. The truth is what the page carries: no
tag or lot where none is written; the expiry printed, or the vaccination day plus the ticked
duration where the page prints none.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.eighth_conditions import CONDITIONS, deliver
from tests.eighth_facts import SEED, Facts
from tests.eighth_forms import bilingual, letter, out_of_state
from tests.eighth_papers import receipt, shelter_packet
from tests.eighth_pen import carbon_copy, pad_form
from tests.eighth_sheet import Sheet
from tests.heldout_certificates import Heldout

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "eighth_set",
    "page_at",
    "plan",
    "sketch",
]

DRAWERS: dict[str, Callable[[random.Random], tuple[Sheet, Facts]]] = {
    "bilingual": bilingual,
    "out_of_state": out_of_state,
    "letter": letter,
    "shelter_packet": shelter_packet,
    "receipt": receipt,
    "pad_form": pad_form,
    "carbon_copy": carbon_copy,
}
LAYOUTS = tuple(DRAWERS)
PEN_LAYOUTS = ("pad_form", "carbon_copy")
PAPER_ONLY = tuple(c for c in CONDITIONS if c != "text_pdf")
BORN_DIGITAL = (*CONDITIONS[:5], "text_pdf", *CONDITIONS[5:])  # e-mailed: text PDF twice as often
LAYOUT_CONDITIONS = {  # a receipt or a pen's page never was a text PDF
    layout: PAPER_ONLY if layout in (*PEN_LAYOUTS, "receipt") else BORN_DIGITAL
    for layout in LAYOUTS
}
PAGES = 84  # 12 of each layout; 24 by hand


def condition_of(layout: str, turn: int, conditions: tuple[str, ...]) -> str | None:
    """The layout's turn-th page goes the next of its ways, each layout starting elsewhere."""
    ways = [c for c in LAYOUT_CONDITIONS[layout] if c in conditions]
    if not ways:
        return None
    return ways[(turn + 3 * LAYOUTS.index(layout)) % len(ways)]


def plan(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS
) -> list[tuple[int, str, str]]:
    """Which layout and condition each page index has: layouts in turn, conditions in turn."""
    pages = []
    for index in range(count):
        layout = LAYOUTS[index % len(LAYOUTS)]
        condition = condition_of(layout, index // len(LAYOUTS), conditions)
        if condition is not None:
            pages.append((index, layout, condition))
    return pages


def sketch(index: int, layout: str) -> tuple[random.Random, Sheet, Facts]:
    """The page's drawing steps and facts, before any scanner or phone (cheap)."""
    rng = random.Random(f"{SEED}-{index}")
    sheet, facts = DRAWERS[layout](rng)
    return rng, sheet, facts


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, tuple[str, ...]]:
    """One page, and every word drawn on it (printed or by pen) to check its truth against."""
    rng, sheet, facts = sketch(index, layout)
    data, content_type, marks = deliver(sheet, condition, rng)
    page = Heldout(
        name=f"eighth-{index:03d}-{layout}-{condition}-{marks}",
        layout=layout,
        condition=condition,
        data=data,
        content_type=content_type,
        truth=facts.truth(),
        labels=tuple(sheet.labels),
    )
    return page, sheet.drawn()


def eighth_set(count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS) -> list[Heldout]:
    return [page_at(*planned)[0] for planned in plan(count, conditions)]
