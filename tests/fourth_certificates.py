"""The fourth rabies-certificate set (issue 28): five layouts drawn from an idea of real US ones.

Written without opening the reader or the other sets' layouts, and never tuned against: a
typewritten NASPHV Form 51 grid (small-caps labels above the values), a pet-store clinic's
invoice (rabies one row of a table of shots with lots and next-due dates), a county clinic's
stub with a tear-off (the same fields twice, often a duration and no expiry), a vet's
letterhead filled in ballpoint with a stamp over the date, and a practice system's export (its
text objects out of reading order). Each reaches the clerk as a scan, a phone photo, a 200-dpi
fax, an image PDF or a text PDF. Pages are drawn on the fly from a frozen seed; the truths are
shaped as tests/heldout_certificates.py's, so bench/heldout.py scores them (bench/fourth.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.fourth_conditions import CONDITIONS, delivered
from tests.fourth_facts import Facts, drawn
from tests.fourth_forms import Drawn, form51, store_clinic
from tests.fourth_papers import letterhead, practice_export, town_stub
from tests.heldout_certificates import Heldout

Layout = Callable[[Facts, random.Random], Drawn]
LAYOUTS: dict[str, Layout] = {
    "form51": form51,
    "store_clinic": store_clinic,
    "town_stub": town_stub,
    "letterhead": letterhead,
    "practice_export": practice_export,
}
PAGES = 60  # 5 layouts x 5 conditions: every layout and every condition 12 times
SEED = 28_004


def fourth_sheet(n: int, conditions: tuple[str, ...] = CONDITIONS) -> tuple[str, str, Drawn]:
    """Page n drawn, before it is delivered: its layout, its condition, the sheet, truth, labels."""
    layout, condition, drawing, _ = _drawing(n, conditions)
    return layout, condition, drawing


def fourth_page(n: int, conditions: tuple[str, ...] = CONDITIONS) -> Heldout:
    """Page n as the file a resident uploads."""
    layout, condition, (sheet, truth, labels), rng = _drawing(n, conditions)
    data, content_type = delivered(sheet, condition, rng)
    name = f"fourth-{n:02d}-{layout}-{condition}"
    return Heldout(name, layout, condition, data, content_type, truth, labels)


def _drawing(n: int, conditions: tuple[str, ...]) -> tuple[str, str, Drawn, random.Random]:
    # the layout turns with n, the condition with n and n // 5: every five pages meet all five
    rng = random.Random(SEED * 1000 + n)
    layout = tuple(LAYOUTS)[n % len(LAYOUTS)]
    condition = conditions[(n + n // len(LAYOUTS)) % len(conditions)]
    return layout, condition, LAYOUTS[layout](drawn(rng), rng), rng


def fourth_set(pages: int = PAGES, conditions: tuple[str, ...] = CONDITIONS) -> list[Heldout]:
    return [fourth_page(n, conditions) for n in range(pages)]


__all__ = ["CONDITIONS", "LAYOUTS", "PAGES", "fourth_page", "fourth_set", "fourth_sheet"]
