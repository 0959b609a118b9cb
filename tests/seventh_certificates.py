"""The seventh rabies-certificate set (issue 28): what a New York resident has at hand in 2026
when asked for "the rabies certificate", drawn on the fly from a frozen seed.

A Form 51 typed by a practice system or filled by pen, a practice-management printout, a
two-page visit summary, a low-cost clinic's wallet card, a pet portal's screenshot; each as the
files it really arrives as (tests/seventh_conditions.py). Written without looking at the reader
or the other sets' generators; never tuned against the reader. Page i is the same page whatever
else is asked for: its own random stream, its layout and condition from a fixed cycle.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout
from tests.seventh_conditions import CONTENT_TYPES, arrive
from tests.seventh_facts import Facts, draw_facts
from tests.seventh_forms import Drawn, form51, wallet_card
from tests.seventh_portal import portal
from tests.seventh_printouts import pms_printout, visit_summary

SEED = "issue-28-seventh-2026-12-03"  # frozen: changing it makes another set
PAGES = 80
LAYOUTS: dict[str, Callable[[Facts, random.Random], Drawn]] = {
    "form51_typed": lambda facts, rng: form51(facts, rng, by_pen=False),
    "form51_pen": lambda facts, rng: form51(facts, rng, by_pen=True),
    "pms_printout": pms_printout,
    "visit_summary": visit_summary,
    "wallet_card": wallet_card,
    "portal": portal,
}
PEN_LAYOUTS = ("form51_pen", "wallet_card")
PAPER = ("scan300", "scan150", "pdf_text", "pdf_image", "photo_jpeg", "photo_heic")
CELLS = (  # every way each kind of paper really arrives; pen pages have no text PDF
    *(("form51_typed", c) for c in PAPER),
    *(("form51_pen", c) for c in PAPER if c != "pdf_text"),
    *(("pms_printout", c) for c in PAPER),
    *(("visit_summary", c) for c in ("pdf_text", "pdf_image")),
    *(("wallet_card", c) for c in ("scan300", "photo_jpeg", "photo_heic")),
    ("portal", "screenshot"),
    ("portal", "screenshot"),
)  # fmt: skip
CONDITIONS = tuple(dict.fromkeys(condition for _, condition in CELLS))


def drawn(number: int) -> tuple[str, str, Drawn, random.Random]:
    """Page `number`'s layout, condition and drawing, and its stream, ready for its file."""
    layout, condition = CELLS[number % len(CELLS)]
    rng = random.Random(f"{SEED}-{number}")
    return layout, condition, LAYOUTS[layout](draw_facts(rng), rng), rng


def seventh_page(number: int) -> Heldout:
    layout, condition, page, rng = drawn(number)
    return Heldout(
        name=f"seventh-{number:02d}-{layout}-{condition}",
        layout=layout,
        condition=condition,
        data=arrive(page.pages, condition, rng),
        content_type=CONTENT_TYPES[condition],
        truth=page.truth,
        labels=page.labels,
    )


def seventh_set(pages: int = PAGES, conditions: tuple[str, ...] = CONDITIONS) -> list[Heldout]:
    """The first `pages` pages, those of `conditions` only (a page keeps its number)."""
    return [
        seventh_page(number)
        for number in range(pages)
        if CELLS[number % len(CELLS)][1] in conditions
    ]
