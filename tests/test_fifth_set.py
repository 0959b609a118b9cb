"""The fifth certificate set builds: every page draws, prints the truth it claims, and decodes."""

from __future__ import annotations

import io
from collections import Counter

import numpy as np
import pypdfium2
from PIL import Image

from bench import fifth, heldout
from bench.heldout import is_label, plain
from tests.fifth_certificates import CELLS, CONDITIONS, LAYOUTS, PAGES, fifth_page, fifth_sheet
from tests.fifth_facts import MONTHS, TODAY, duration_words, plus_years, us_date


def _said(day: object) -> set[str]:
    """Every way the set writes a date, printed or by hand."""
    assert hasattr(day, "year")
    m, d, y = day.month, day.day, day.year  # type: ignore[attr-defined]
    hand = {
        f"{m}/{d}/{y % 100:02d}",
        f"{m}-{d}-{y}",
        f"{MONTHS[m - 1]} {d} {y}",
        f"{m:02d}/{d:02d}/{y}",
    }
    app = {f"{MONTHS[m - 1][:3]} {d}, {y}", f"{m}/{d}/{y}"}
    return {us_date(day, style) for style in range(10)} | hand | app  # type: ignore[arg-type]


def test_every_page_carries_the_truth_it_claims_and_no_label_is_a_value() -> None:
    for n in range(PAGES):
        layout, _, (page, truth, labels) = fifth_sheet(n)
        text = "\n".join([p.text for p in page.printed] + page.written)
        flat = f" {plain(text)} "
        assert truth.vaccinated is not None and truth.expires is not None
        for value in (truth.tag, truth.dog, truth.clinic, truth.product, truth.lot, truth.owner):
            assert value is not None and f" {plain(value)} " in flat, (n, layout, value)
        assert truth.veterinarian and all(
            f" {plain(w)} " in flat for w in truth.veterinarian.split()
        )
        assert any(said in text for said in _said(truth.vaccinated)), (n, layout)
        years = truth.expires.year - truth.vaccinated.year
        assert years in (1, 3) and truth.expires == plus_years(truth.vaccinated, years)
        durations = {duration_words(years, style).casefold() for style in range(6)}
        written = any(said in text for said in _said(truth.expires))
        assert written or any(d in text.casefold() for d in durations), (n, layout)
        for label in labels:
            assert plain(label) in plain(text), (n, label)
        for value in (truth.tag, truth.dog, truth.clinic, truth.owner, truth.veterinarian):
            assert not is_label(value, labels), (n, value)
        if layout == "handwritten_pad":  # the values are ink, not print: a reader must read a hand
            assert not any(truth.tag == p.text for p in page.printed), n


def test_every_layout_meets_each_of_its_cells_and_some_certificates_have_lapsed() -> None:
    drawn = [fifth_sheet(n) for n in range(PAGES)]
    assert Counter(layout for layout, _, _ in drawn) == {name: 15 for name in LAYOUTS}
    cells = Counter((layout, condition) for layout, condition, _ in drawn)
    assert len(cells) == 25 and set(cells.values()) == {3}
    assert {c for _, c in cells} == set(CONDITIONS)
    assert "pdf_text" not in CELLS["app_screen"] + CELLS["handwritten_pad"]
    lapsed = sum(1 for _, _, (_, truth, _) in drawn if truth.expires and truth.expires < TODAY)
    assert 2 <= lapsed <= 15, lapsed  # about one in ten, as a town's uploads would be


def test_every_way_a_page_arrives_decodes_as_the_file_it_claims() -> None:
    first = {}
    for n in range(25):  # the first page of each condition
        first.setdefault(fifth_sheet(n)[1], n)
    assert set(first) == set(CONDITIONS)
    for condition, n in first.items():
        page = fifth_page(n)
        if page.content_type == "application/pdf":
            document = pypdfium2.PdfDocument(page.data)
            text = document[0].get_textpage().get_text_range()
            assert (page.truth.tag in text) == (condition == "pdf_text"), page.name
            picture = document[0].render(scale=1).to_pil()
        else:
            picture = Image.open(io.BytesIO(page.data))
            assert picture.format == {"image/png": "PNG", "image/jpeg": "JPEG"}[page.content_type]
            assert max(picture.size) >= 1000, page.name
        grey = np.asarray(picture.convert("L"))
        assert int(grey.max()) - int(grey.min()) > 100, (
            page.name
        )  # ink on paper, or light on a screen
    assert fifth_page(1).data == fifth_page(1).data  # a frozen seed: the same bytes each run


def test_the_fifth_bench_scores_the_set_with_the_held_out_tally() -> None:
    report = fifth.report(20, ("pdf_text",))  # the three text PDFs among the first 20: seconds
    assert len(report.seconds) == 3
    assert {n.removeprefix("layout ") for n in report.tallies if n.startswith("layout ")} == {
        "hospital", "carbon_card", "multi_pet",
    }  # fmt: skip
    assert report.tallies["all"].counted >= 3 * 9
    assert any(line.startswith("Labels proposed as values:") for line in heldout.table(report))
