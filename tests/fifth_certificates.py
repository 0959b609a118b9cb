"""The fifth held-out rabies certificate set (issue 28): five kinds of upload, every way they come.

Page n is layout n % 5 in that layout's condition (n // 5) % 5, drawn from the frozen seed
"fifth-n": every 25 pages meet every cell once. A screenshot is never a scan or a PDF, so its
cells are the ways a screenshot arrives; a handwritten pad is never a text PDF, so its fourth
cell is a photo in low light. The handwritten pages are the layout `handwritten_pad`.
`python -m bench.fifth [--misses]` measures the reader on it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.fifth_conditions import CONDITIONS as ARRIVALS
from tests.fifth_facts import draw_facts
from tests.fifth_hand import app_screen, hand_pad
from tests.fifth_paper import Drawn, carbon, hospital, multi_pet
from tests.heldout_certificates import Heldout

PAPER = ("scan", "photo", "pdf_image", "pdf_text", "crumpled")
CELLS: dict[str, tuple[str, ...]] = {
    "hospital": PAPER,
    "app_screen": ("screenshot", "cropped", "shared", "rephoto", "rephoto_dim"),
    "carbon_card": PAPER,
    "multi_pet": PAPER,
    "handwritten_pad": ("scan", "photo", "pdf_image", "low_light", "crumpled"),
}
DRAWERS: dict[str, Callable[..., Drawn]] = {
    "hospital": hospital,
    "app_screen": app_screen,
    "carbon_card": carbon,
    "multi_pet": multi_pet,
    "handwritten_pad": hand_pad,
}
LAYOUTS = tuple(CELLS)
CONDITIONS = tuple(dict.fromkeys(c for cells in CELLS.values() for c in cells))
PAGES = 75  # 5 layouts x 5 cells x 3; 15 handwritten


def fifth_sheet(n: int) -> tuple[str, str, Drawn]:
    """Page n's layout, condition and drawing (page, truth, printed labels)."""
    layout = LAYOUTS[n % len(LAYOUTS)]
    condition = CELLS[layout][(n // len(LAYOUTS)) % 5]
    rng = random.Random(f"fifth-{n}")
    facts = draw_facts(rng, low_cost=layout == "carbon_card")
    return layout, condition, DRAWERS[layout](facts, rng)


def fifth_page(n: int) -> Heldout:
    """Page n as the upload a resident sends: its bytes, content type and truth."""
    layout, condition, (page, truth, labels) = fifth_sheet(n)
    data, content_type = ARRIVALS[condition](page, random.Random(f"fifth-{n}-{condition}"))
    return Heldout(
        name=f"fifth-{n:02d}-{layout}-{condition}",
        layout=layout,
        condition=condition,
        data=data,
        content_type=content_type,
        truth=truth,
        labels=labels,
    )


def fifth_set(pages: int = PAGES, conditions: tuple[str, ...] = CONDITIONS) -> list[Heldout]:
    """The first `pages` pages whose condition is one of `conditions`, drawn on the fly."""
    wanted = [n for n in range(pages) if fifth_sheet_cell(n)[1] in conditions]
    return [fifth_page(n) for n in wanted]


def fifth_sheet_cell(n: int) -> tuple[str, str]:
    """Page n's layout and condition, without drawing it."""
    layout = LAYOUTS[n % len(LAYOUTS)]
    return layout, CELLS[layout][(n // len(LAYOUTS)) % 5]
