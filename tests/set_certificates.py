"""The drawing of a held-out certificate set shared by the sets from the twenty-ninth on: which
layout in which condition each page is (the plan), a page's papers drawn from its seed (drawn again
when a tag or lot is not written exactly once or a value is also a label), the written strings no
mark may cover, and the page made in its condition. A set's certificates module
(tests/<set>_certificates.py) keeps its own seed, page count, layouts (which draw each paper) and
which of them are by pen, and binds a Book made of them and of its conditions module:
`BOOK = Book("<set>", SEED, DRAW, ...)`, then `plan = BOOK.plan`, `_draw = BOOK.draw`,
`sketch = BOOK.sketch`, `page_at = BOOK.page_at` and `<set>_set` returning `BOOK.pages(...)`."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date
from typing import Generic, TypeVar

from tests.heldout_certificates import Heldout, Truth
from tests.set_canvas import Sheet

S = TypeVar("S", bound=Sheet)
# the page in a condition: (sheet, truth, condition, rng, keep, layout) -> bytes, type, extension
Produce = Callable[[S, Truth, str, random.Random, set[str], str], tuple[bytes, str, str]]


class Book(Generic[S]):
    """A set's pages: its name (the pages' names begin with it), seed, page count, layouts (a
    layout's name: what draws its paper), the layouts by pen, its conditions (all, the text PDFs,
    scans, image PDFs and phone pictures), how a page is made in a condition, and how its dates
    are written (fmt_date in each of date_styles)."""

    def __init__(
        self,
        name: str,
        seed: str,
        pages: int,
        draw: dict[str, Callable[[random.Random], tuple[S, Truth]]],
        pen_layouts: tuple[str, ...],
        *,
        conditions: tuple[str, ...],
        text_pdfs: tuple[str, ...],
        scans: tuple[str, ...],
        image_pdfs: tuple[str, ...],
        phone: tuple[str, ...],
        produce: Produce[S],
        fmt_date: Callable[[date, int], str],
        date_styles: tuple[int, ...],
    ) -> None:
        self.name, self.seed, self.count, self.DRAW = name, seed, pages, draw
        self.LAYOUTS: tuple[str, ...] = tuple(draw)
        self.PEN_LAYOUTS = pen_layouts
        self.PRINTED = tuple(lay for lay in self.LAYOUTS if lay not in pen_layouts)
        self.CONDITIONS, self.TEXT_PDFS, self.SCANS = conditions, text_pdfs, scans
        self.IMAGE_PDFS, self.PHONE = image_pdfs, phone
        self.produce, self.fmt_date, self.date_styles = produce, fmt_date, date_styles

    def _slots(self, layout: str, layouts: tuple[str, ...]) -> list[str]:
        """A layout's twelve conditions: a printed paper gets both text PDFs and one of them again
        and five of the six phone pictures (the one left out turning round the set); a paper by pen
        no text PDF (its words are a picture) but every phone picture, and one scan and one image
        PDF again."""
        SCANS, IMAGE_PDFS, PHONE, TEXT_PDFS = (
            self.SCANS,
            self.IMAGE_PDFS,
            self.PHONE,
            self.TEXT_PDFS,
        )
        if layout in self.PEN_LAYOUTS:
            k = self.PEN_LAYOUTS.index(layout)
            return [*SCANS, *IMAGE_PDFS, *PHONE, SCANS[k % 2], IMAGE_PDFS[(k + 1) % 2]]
        k = self.PRINTED.index(layout) if layout in self.PRINTED else layouts.index(layout)
        phone = [PHONE[(5 * k + j) % len(PHONE)] for j in range(5)]
        return [*TEXT_PDFS, TEXT_PDFS[k % 2], *SCANS, *IMAGE_PDFS, *phone]

    def plan(
        self,
        count: int | None = None,
        conditions: tuple[str, ...] | None = None,
        layouts: tuple[str, ...] | None = None,
    ) -> list[tuple[int, str, str]]:
        """(index, layout, condition) for each page: the layouts in turn, each with its own slots
        shuffled once; conditions outside the ones asked for are left out. count, conditions and
        layouts are the set's unless given."""
        count = self.count if count is None else count
        conditions = self.CONDITIONS if conditions is None else conditions
        layouts = self.LAYOUTS if layouts is None else layouts
        rng = random.Random(f"{self.seed}|plan")
        slots = {lay: self._slots(lay, layouts) for lay in layouts}
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

    @staticmethod
    def _values(truth: Truth) -> list[str]:
        names = ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot")
        return [v for v in (getattr(truth, n) for n in names) if v]

    def draw(self, index: int, layout: str) -> tuple[S, Truth]:
        """The layout drawn from the page's seed; drawn again (the generator going on) in the rare
        case a tag or lot also turns up inside another string, or a value is also a label."""
        rng = random.Random(f"{self.seed}|{index}")
        for _ in range(50):
            sheet, truth = self.DRAW[layout](rng)
            once = all(
                v is None or sum(s.count(v) for s in sheet.written) == 1
                for v in (truth.tag, truth.lot)
            )
            if once and not any(v in sheet.labels for v in self._values(truth)):
                return sheet, truth
        raise AssertionError(f"{layout} {index}: a truth value is not written once")

    def _dates(self, truth: Truth) -> set[str]:
        days = [d for d in (truth.vaccinated, truth.expires) if d is not None]
        return {self.fmt_date(d, st) for d in days for st in self.date_styles}

    def keep(self, truth: Truth, written: list[str]) -> set[str]:
        """The written strings that carry a truth value: nothing laid on the page may cover them."""
        words = ("yr", "year", "Rabies", "RABIES", "rabies")
        marks = [*self._values(truth), *self._dates(truth), *words]
        return {s for s in written if any(m in s for m in marks)}

    def sketch(self, index: int, layout: str) -> tuple[Truth, list[str], tuple[str, ...]]:
        """The page's truth, every string written on it, and the printed labels among them."""
        sheet, truth = self.draw(index, layout)
        return truth, list(sheet.written), tuple(sheet.labels)

    def page_at(self, index: int, layout: str, condition: str) -> tuple[Heldout, list[str]]:
        """The page index (its layout in its condition), and every string written on it."""
        sheet, truth = self.draw(index, layout)
        keep = self.keep(truth, sheet.written)
        rng = random.Random(f"{self.seed}|{index}|{condition}")
        data, content_type, ext = self.produce(sheet, truth, condition, rng, keep, layout)
        name = f"{self.name}-{index:03d}-{layout}-{condition}.{ext}"
        page = Heldout(name, layout, condition, data, content_type, truth, tuple(sheet.labels))
        return page, list(sheet.written)

    def pages(
        self,
        count: int | None = None,
        conditions: tuple[str, ...] | None = None,
        layouts: tuple[str, ...] | None = None,
    ) -> list[Heldout]:
        """The set's pages as plan lays them out."""
        return [
            self.page_at(i, lay, cond)[0] for i, lay, cond in self.plan(count, conditions, layouts)
        ]
