"""The fourth certificate set builds: every page draws, prints the truth it claims, and decodes."""

from __future__ import annotations

import io
import random
from collections import Counter

import numpy as np
import pypdfium2
from PIL import Image

from bench import fourth, heldout
from bench.heldout import is_label, plain
from tests.fourth_certificates import CONDITIONS, LAYOUTS, PAGES, fourth_page, fourth_sheet
from tests.fourth_draw import Sheet, Stamp, Text, render
from tests.fourth_facts import TODAY, duration_words, plus_years, us_date


def _printed(sheet: Sheet) -> str:
    words = [m.text for m in sheet.marks if isinstance(m, Text)]
    words += [line for m in sheet.marks if isinstance(m, Stamp) for line in m.lines]
    return "\n".join(words)


def test_every_page_prints_the_truth_it_claims_and_no_label_is_a_value() -> None:
    for n in range(PAGES):
        layout, _, (sheet, truth, labels) = fourth_sheet(n)
        text = _printed(sheet)
        flat = f" {plain(text)} "
        assert truth.vaccinated is not None and truth.expires is not None
        for value in (truth.tag, truth.dog, truth.clinic, truth.product, truth.lot):
            if value is not None:
                assert f" {plain(value)} " in flat, (n, layout, value)
        for name in (truth.owner, truth.veterinarian):
            assert name is not None and all(f" {plain(w)} " in flat for w in name.split()), (
                n,
                name,
            )
        assert any(us_date(truth.vaccinated, style) in text for style in range(8)), (n, layout)
        years = truth.expires.year - truth.vaccinated.year
        assert years in (1, 3) and truth.expires == plus_years(truth.vaccinated, years)
        written = any(us_date(truth.expires, style) in text for style in range(8))
        durations = {duration_words(years, style).casefold() for style in range(6)}
        assert written or any(d in text.casefold() for d in durations), (n, layout)
        for label in labels:
            assert plain(label) in plain(text), (n, label)
        for value in (truth.tag, truth.dog, truth.clinic, truth.owner, truth.veterinarian):
            assert not is_label(value, labels), (n, value)


def test_every_layout_meets_every_condition_and_some_certificates_have_lapsed() -> None:
    drawn = [fourth_sheet(n) for n in range(PAGES)]
    assert Counter(layout for layout, _, _ in drawn) == {name: 12 for name in LAYOUTS}
    assert Counter(condition for _, condition, _ in drawn) == {name: 12 for name in CONDITIONS}
    cells = Counter((layout, condition) for layout, condition, _ in drawn)
    assert len(cells) == 25 and min(cells.values()) == 2
    lapsed = sum(1 for _, _, (_, truth, _) in drawn if truth.expires and truth.expires < TODAY)
    assert 2 <= lapsed <= 12  # about one in ten, as a town's uploads would be


def test_every_sheet_draws_and_five_pages_arrive_as_the_files_they_claim() -> None:
    for n in range(PAGES):  # at a small size, to be quick
        _, _, (sheet, _, _) = fourth_sheet(n)
        drawing = render(sheet, 24, random.Random(n)).convert("L")
        assert int(np.asarray(drawing).min()) < 100  # the ink landed on the paper
    for n in range(5):  # one of each layout, one of each condition
        page = fourth_page(n)
        if page.content_type == "application/pdf":
            document = pypdfium2.PdfDocument(page.data)
            text = document[0].get_textpage().get_text_range()
            assert (page.truth.tag in text) == (page.condition == "pdf_text"), page.name
        else:
            picture = Image.open(io.BytesIO(page.data))
            assert picture.width > 1000 and picture.height > 600, page.name
            assert (picture.mode == "1") == (page.condition == "fax"), page.name
    assert fourth_page(7).data == fourth_page(7).data  # a frozen seed: the same bytes each run


def test_the_fourth_bench_scores_the_set_with_the_held_out_tally() -> None:
    report = fourth.report(5, ("pdf_text",))  # five text PDFs, one of each layout: seconds
    assert len(report.seconds) == 5
    assert {
        name.removeprefix("layout ") for name in report.tallies if name.startswith("layout ")
    } == set(LAYOUTS)
    assert (
        report.tallies["all"].counted >= 5 * 8
    )  # a field left off a page is counted only if proposed
    assert any(line.startswith("Labels proposed as values:") for line in heldout.table(report))
