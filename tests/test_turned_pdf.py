"""A PDF page stored on its side and marked to be shown turned (/Rotate 90 or 270), as a
printer driver's landscape page or a scanner's is: its text layer's words stand where a viewer
shows them, so its labels and values are read as the upright page's are (decision 0076)."""

from __future__ import annotations

import pytest

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import draw, pdf_with_text


@pytest.mark.parametrize("turn", [90, 270])
def test_a_page_stored_on_its_side_is_read_as_shown(turn: int) -> None:
    drawn = draw("form51", 2)
    upright = read_words(pdf_with_text(drawn.page), "application/pdf", 50_000_000).segments
    turned = read_words(pdf_with_text(drawn.page, turn=turn), "application/pdf", 50_000_000)
    assert [(s.text, round(s.x0), round(s.y0)) for s in turned.segments] == [
        (s.text, round(s.x0), round(s.y0)) for s in upright
    ]
    reading = read_fields(turned.segments)
    assert (reading.vaccinated, reading.owner) == (drawn.truth.vaccinated, drawn.truth.owner)
