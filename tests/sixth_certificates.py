"""The sixth certificate set (issue 28): pen-filled cards, carbon receipts and forms, odd printouts.

Written apart from the reader and the other sets. 84 pages from a frozen seed: four pen kinds in
five conditions, three pages each (60 handwritten pages, layouts named hand_*), and four printed
kinds in six conditions, one page each. Drawn on the fly; nothing is stored.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.heldout_certificates import Heldout, Truth
from tests.sixth_conditions import CONDITIONS as WAYS
from tests.sixth_conditions import PEN_CONDITIONS
from tests.sixth_facts import facts
from tests.sixth_hand_forms import carbon_receipt, clinic_card
from tests.sixth_hand_forms2 import county_form, printed_blanks
from tests.sixth_print_forms import chain_record, email_printout, form_51, shelter_page
from tests.sixth_sheet import Sheet

Kind = Callable[..., tuple[Sheet, Truth]]
KINDS: dict[str, Kind] = {
    "hand_clinic_card": clinic_card, "hand_carbon_receipt": carbon_receipt,
    "hand_printed_blanks": printed_blanks, "hand_county_form": county_form,
    "chain_record": chain_record, "form_51": form_51, "shelter_page": shelter_page,
    "email_printout": email_printout,
}  # fmt: skip
LAYOUTS = tuple(KINDS)
CONDITIONS = tuple(WAYS)


def _cells() -> list[tuple[str, str]]:
    pen = [(k, c) for k in LAYOUTS if k.startswith("hand_") for c in PEN_CONDITIONS]
    printed = [(k, c) for k in LAYOUTS if not k.startswith("hand_") for c in CONDITIONS]
    cells = pen * 3 + printed
    random.Random("sixth set order").shuffle(cells)
    return cells


CELLS = _cells()
PAGES = len(CELLS)


def sixth_sheet(n: int) -> tuple[str, str, Sheet, Truth]:
    """Page n's layout, condition, drawing and truth (no pixels yet)."""
    layout, condition = CELLS[n]
    rng = random.Random(f"sixth-{n}")
    sheet, truth = KINDS[layout](facts(rng), rng)
    return layout, condition, sheet, truth


def sixth_page(n: int) -> Heldout:
    layout, condition, sheet, truth = sixth_sheet(n)
    data, content_type = WAYS[condition](sheet, random.Random(f"sixth-{n}-{condition}"))
    return Heldout(
        f"sixth-{n:02d}-{layout}-{condition}",
        layout,
        condition,
        data,
        content_type,
        truth,
        sheet.labels,
    )


def sixth_set(pages: int = PAGES, conditions: tuple[str, ...] = CONDITIONS) -> list[Heldout]:
    """The first `pages` pages in the given conditions, in the set's frozen order."""
    wanted = [n for n in range(PAGES) if CELLS[n][1] in conditions][:pages]
    return [sixth_page(n) for n in wanted]
