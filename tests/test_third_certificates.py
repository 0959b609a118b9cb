"""The third certificate set is the same on every run and its truths are certificates that could be.

Not a test of the reader: bench/third.py measures that. These check the measuring stick itself.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pypdfium2 as pdfium
import pytest

from tests.third_certificates import (
    CONDITIONS,
    DATE_STYLES,
    DRAWN_ON,
    LAYOUTS,
    drawn,
    plus_years,
    third,
    third_set,
    written,
)

PARSE = {  # each printed style, read back by the standard library
    "mm/dd/yyyy": "%m/%d/%Y",
    "m/d/yy": "%m/%d/%y",
    "Month d, yyyy": "%B %d, %Y",
    "dd-MON-yyyy": "%d-%b-%Y",
}


@pytest.mark.parametrize(
    ("layout", "condition"),
    [(layout, CONDITIONS[(i + j) % 5]) for i, layout in enumerate(LAYOUTS) for j in (0, 2)],
)
def test_a_certificate_is_the_same_bytes_on_every_run(layout: str, condition: str) -> None:
    first, again = third(layout, condition, 7), third(layout, condition, 7)
    assert first.data == again.data
    assert first.truth == again.truth and first.labels == again.labels
    assert third(layout, condition, 8).data != first.data


def test_the_seed_is_frozen_so_figures_from_different_days_are_of_the_same_set() -> None:
    first = [drawn(layout, 100 * i)[0] for i, layout in enumerate(LAYOUTS)]
    assert [(t.vaccinated, t.tag, t.dog) for t in first] == [
        (date(2024, 9, 10), "24-38106", "Rocco"),
        (date(2026, 10, 31), "R879335", "Olive"),
        (date(2026, 6, 27), "R914581", "Bruno"),
        (date(2026, 7, 3), "26-20625", "Pippa"),
    ]


def test_the_default_set_is_sixty_different_certificates_each_with_its_layout_and_condition() -> (
    None
):
    truths = [
        drawn(layout, 100 * i + 10 * c + n)
        for i, layout in enumerate(LAYOUTS)
        for c in range(5)
        for n in range(3)
    ]
    assert len(truths) == 60
    assert len({(t.tag, t.vaccinated) for t, _ in truths}) == 60
    pages = third_set(1, ("pdf_text",))
    assert [(p.layout, p.condition) for p in pages] == [(layout, "pdf_text") for layout in LAYOUTS]
    assert all(p.content_type == "application/pdf" for p in pages)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_truth_is_a_certificate_that_could_be(layout: str) -> None:
    lapsed = 0
    for n in range(60):
        truth, words = drawn(layout, n)
        assert truth.vaccinated is not None and truth.expires is not None
        assert DRAWN_ON - timedelta(days=3 * 365 + 400) <= truth.vaccinated < DRAWN_ON
        lapsed += truth.expires < DRAWN_ON
        assert words.years in (1, 3)
        latest = plus_years(truth.vaccinated, words.years)
        assert latest - timedelta(days=1) <= truth.expires <= latest, (layout, n)
        for name in ("tag", "veterinarian", "clinic", "dog", "owner", "lot"):
            assert (getattr(truth, name) or "").strip(), (layout, n, name)
        assert (truth.product is None) == (layout == "tag_card")
        if words.expires:  # a printed expiry reads back as the truth
            assert _read(words.expires) == truth.expires
        assert _read(words.vaccinated) == truth.vaccinated
        assert _read(words.printed_on) <= DRAWN_ON  # a letter is not printed in the future
    assert 1 <= lapsed <= 15, (
        lapsed
    )  # residents bring current certificates, now and then a lapsed one


def test_every_date_style_reads_back_as_the_day_it_was_written_from() -> None:
    for day in (date(2024, 2, 29), date(2025, 6, 6), date(2026, 12, 1), date(2023, 9, 30)):
        for style in DATE_STYLES:
            assert _read(written(day, style)) == day, style
    assert plus_years(date(2024, 2, 29), 3) == date(2027, 2, 28)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_the_text_pdf_prints_every_truth_and_no_label_is_a_value(layout: str) -> None:
    page = third(layout, "pdf_text", 5)
    document = pdfium.PdfDocument(page.data)
    text = document[0].get_textpage().get_text_range()
    document.close()
    truth = page.truth
    for value in (
        truth.tag,
        truth.veterinarian,
        truth.clinic,
        truth.dog,
        truth.owner,
        truth.product,
        truth.lot,
    ):
        assert value is None or value in text, (layout, value)
    labels = {label.casefold() for label in page.labels}
    assert labels, layout
    for value in (truth.tag, truth.veterinarian, truth.dog, truth.owner, truth.product, truth.lot):
        assert value is None or value.casefold() not in labels


def _read(text: str) -> date:
    for pattern in (*PARSE.values(), "%b. %d, %Y", "%b %d, %Y"):
        try:
            return datetime.strptime(text, pattern).date()
        except ValueError:
            continue
    raise AssertionError(f"not a date: {text!r}")
