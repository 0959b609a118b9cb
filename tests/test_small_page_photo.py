"""A page photographed small on a mid-grey table (decision 0083): the table fills most of the
picture, so its shade is the picture's median and the page's white its brightest; the page found
on the table is paper, read dark on light, not turned over as an app's dark mode is."""

from __future__ import annotations

import io

from PIL import Image

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import draw, picture


def test_a_small_page_on_a_grey_table_is_read() -> None:
    drawn = draw("form51", 4)
    page = picture(drawn.page, 150).convert("RGB").rotate(2, expand=True, fillcolor=(150, 140, 120))
    table = Image.new("RGB", (page.width * 3 // 2, page.height * 3 // 2), (150, 140, 120))
    table.paste(page, (page.width // 4, page.height // 3))
    photo = io.BytesIO()
    table.save(photo, format="JPEG", quality=90)
    reading = read_fields(read_words(photo.getvalue(), "image/jpeg", 50_000_000).segments)
    assert (reading.vaccinated, reading.expires) == (drawn.truth.vaccinated, drawn.truth.expires)
