"""The drawn rabies certificates are what they claim: every layout in every condition opens, its
true fields are printed on it, and a text PDF carries them as text while a scanned one does not."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest
from PIL import Image

from tests.certificate_set import CONDITIONS, LAYOUTS, draw, sample, written, years_after


def _text_layer(data: bytes) -> str:
    document = pdfium.PdfDocument(data)
    try:
        return str(document[0].get_textpage().get_text_range())
    finally:
        document.close()


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_field_is_printed_on_the_page(layout: str) -> None:
    for n in range(4):
        drawn = draw(layout, n)
        printed = " ".join(op.text for op in drawn.page.ops if hasattr(op, "text"))
        truth = drawn.truth
        for value in (truth.tag, truth.veterinarian, truth.dog, truth.owner, truth.lot):
            assert value in printed, (layout, n, value)
        assert truth.product in printed and truth.clinic in printed
        assert any(
            written(truth.vaccinated, s) in printed
            for s in ("03/14/2025", "3/14/25", "March 14, 2025", "14-MAR-2025")
        )
        assert truth.expires in (years_after(truth.vaccinated, 1), years_after(truth.vaccinated, 3))


def test_layouts_vary_date_style_duration_and_font() -> None:
    drawn = [draw("card", n) for n in range(12)]
    assert len({d.page.family for d in drawn}) >= 3
    assert {d.truth.expires.year - d.truth.vaccinated.year for d in drawn} == {1, 3}
    printed = [" ".join(op.text for op in d.page.ops if hasattr(op, "text")) for d in drawn]
    assert sum("Expires:" not in p for p in printed) >= 3  # only the duration printed


@pytest.mark.parametrize("condition", CONDITIONS)
def test_each_condition_opens_as_what_it_says(condition: str) -> None:
    made = sample("card", condition, 1)
    if made.content_type == "application/pdf":
        text = _text_layer(made.data)
        if condition == "pdf_text":
            assert made.truth.tag in text and made.truth.owner in text
        else:
            assert text.strip() == ""  # a picture in a PDF: nothing to read but by OCR
        return
    with Image.open(io.BytesIO(made.data)) as picture:
        picture.load()
        assert picture.format == {"image/png": "PNG", "image/jpeg": "JPEG"}[made.content_type]
        assert (picture.width >= 1000) == (condition != "lowres")


def test_a_sample_is_the_same_every_time() -> None:
    assert sample("invoice", "phone", 2).data == sample("invoice", "phone", 2).data
