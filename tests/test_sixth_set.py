"""The sixth certificate set builds: each page says its truth, draws, arrives as its kind."""

from __future__ import annotations

import io
import random
from collections import Counter

import numpy as np
import pypdfium2
from PIL import Image

from bench import heldout, sixth
from bench.heldout import is_label, plain
from tests.sixth_certificates import CELLS, CONDITIONS, LAYOUTS, PAGES, sixth_page, sixth_sheet
from tests.sixth_conditions import PEN_CONDITIONS
from tests.sixth_facts import TODAY, plus_years, us_date
from tests.sixth_sheet import Pen, Print, Scrawl, Tick, render


def _years_shown(sheet: object, years: int) -> bool:
    """A tick next to the printed '1 YR' / '3 YEAR' box that matches the duration."""
    ticks = [m for m in sheet.marks if isinstance(m, Tick)]  # type: ignore[attr-defined]
    boxes = [m for m in sheet.marks if isinstance(m, Print) and m.label and "Y" in m.text[2:3]]  # type: ignore[attr-defined]
    if len(ticks) != 1 or not boxes:
        return False
    nearest = min(boxes, key=lambda b: abs(b.x - ticks[0].x - 4.5) + abs(b.y - ticks[0].y))
    return nearest.text.startswith(str(years))


def test_every_page_says_the_truth_it_claims_and_no_label_is_a_value() -> None:
    for n in range(PAGES):
        layout, _, sheet, truth = sixth_sheet(n)
        text = sheet.text()
        flat = f" {plain(text)} "
        assert truth.vaccinated is not None and truth.expires is not None
        for value in (
            truth.tag,
            truth.dog,
            truth.clinic,
            truth.product,
            truth.lot,
            truth.owner,
            truth.veterinarian,
        ):
            assert value is not None and f" {plain(value)} " in flat, (n, layout, value)
        assert any(us_date(truth.vaccinated, style) in text for style in range(10)), (n, layout)
        years = truth.expires.year - truth.vaccinated.year
        assert years in (1, 3) and truth.expires == plus_years(truth.vaccinated, years)
        written = any(us_date(truth.expires, style) in text for style in range(10))
        said = any(f" {years} {unit} " in flat for unit in ("yr", "yrs", "year", "years"))
        assert written or said or _years_shown(sheet, years), (n, layout)
        for label in sheet.labels:
            assert not is_label(truth.tag, (label,)) and not is_label(truth.dog, (label,)), (
                n,
                label,
            )
        struck = [m for m in sheet.marks if isinstance(m, Pen) and m.struck]
        for m in struck:  # a crossed-out figure is never the truth, and the right one follows it
            assert plain(m.text) not in {
                plain(truth.tag),
                *(plain(us_date(truth.vaccinated, s)) for s in range(10)),
            }


def test_sixty_pages_are_handwritten_and_every_kind_meets_every_condition_it_fits() -> None:
    assert PAGES == len(CELLS) >= 72
    layouts = Counter(layout for layout, _ in CELLS)
    assert sum(count for layout, count in layouts.items() if layout.startswith("hand_")) >= 40
    assert set(layouts) == set(LAYOUTS) and set(condition for _, condition in CELLS) == set(
        CONDITIONS
    )
    for layout in LAYOUTS:
        fits = PEN_CONDITIONS if layout.startswith("hand_") else CONDITIONS
        assert {c for lay, c in CELLS if lay == layout} == set(fits), layout
    lapsed = sum(1 for n in range(PAGES) if sixth_sheet(n)[3].expires < TODAY)  # type: ignore[operator]
    assert 3 <= lapsed <= 20  # about one in ten, as a town's uploads would be


def test_every_sheet_draws_its_pen_on_the_paper() -> None:
    for n in range(PAGES):  # small, to be quick: whether the ink lands, not how it reads
        layout, _, sheet, _ = sixth_sheet(n)
        drawing = np.asarray(render(sheet, 2.5, random.Random(n)).convert("L"))
        assert int(drawing.min()) < 110, (n, layout)
        if any(isinstance(m, Pen | Tick | Scrawl) for m in sheet.marks):
            assert sheet.hand is not None, (n, layout)  # else the pen marks are never drawn
        if layout.startswith("hand_"):
            assert 0 < sheet.widest <= sheet.width - 1, (n, layout, sheet.widest)


def test_one_page_of_each_condition_arrives_as_the_file_it_claims() -> None:
    firsts = {
        condition: CELLS.index(next(cell for cell in CELLS if cell[1] == condition))
        for condition in CONDITIONS
    }
    for condition, n in firsts.items():
        page = sixth_page(n)
        assert page.condition == condition and page.truth == sixth_sheet(n)[3]
        if page.content_type == "application/pdf":
            document = pypdfium2.PdfDocument(page.data)
            text = document[0].get_textpage().get_text_range()
            assert (page.truth.tag in text) == (condition == "pdf_text"), page.name  # type: ignore[operator]
        else:
            picture = Image.open(io.BytesIO(page.data))
            assert picture.width > 1000 and picture.height > 1000, page.name
            assert (picture.mode == "1") == (condition == "fax"), page.name
    assert sixth_page(firsts["photo"]).data == sixth_page(firsts["photo"]).data  # a frozen seed


def test_the_sixth_bench_scores_with_the_held_out_tally_and_splits_the_pen_pages() -> None:
    pen = next(n for n, (layout, _) in enumerate(CELLS) if layout == "hand_printed_blanks")
    printed = next(n for n, (_, condition) in enumerate(CELLS) if condition == "pdf_text")
    report = sixth.measure([sixth_page(pen), sixth_page(printed)])  # two pages: seconds
    assert len(report.seconds) == 2 and report.tallies["all"].counted >= 2 * 7
    assert report.tallies["field vaccinated"].counted == 2
    assert report.tallies["field vaccinated, handwritten"].counted == 1
    assert report.tallies["field tag, handwritten"].counted == 1
    assert set(report.layout_seconds) == {CELLS[pen][0], CELLS[printed][0]}
    assert any(line.startswith("Labels proposed as values:") for line in heldout.table(report))
