"""The seventh certificate set builds: each page says its truth, draws the same from its seed, and
arrives as the kind of file its condition claims."""

from __future__ import annotations

import io
import re
from collections import Counter
from datetime import date

import pypdfium2
import pytest
from PIL import Image

from bench.heldout import is_label, plain
from tests.heldout_certificates import FIELD_NAMES
from tests.seventh_certificates import (
    CELLS,
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    drawn,
    seventh_page,
)
from tests.seventh_conditions import CONTENT_TYPES, upright
from tests.seventh_facts import DATE_STYLES, TODAY, written, years_after

ONE_OF_EACH = {condition: CELLS.index(cell) for cell in CELLS for condition in [cell[1]]}
MAGIC = {"image/jpeg": b"\xff\xd8\xff", "image/png": b"\x89PNG", "application/pdf": b"%PDF"}


def _says_date(shown: str, truth: date, vaccinated: date) -> bool:
    """The date as a clinic writes it, or (an expiry) the duration checked beside no due date."""
    duration = re.fullmatch(r"([13]) (?:yr|year)", shown)
    if duration:
        return truth == years_after(vaccinated, int(duration.group(1)))
    return any(written(truth, style) == shown for style in DATE_STYLES)


@pytest.mark.parametrize("number", range(PAGES))
def test_every_page_says_its_truth_and_no_label_is_a_truth(number: int) -> None:
    _, _, page, _ = drawn(number)
    said = "\n".join(sheet.said() for sheet in page.pages).casefold()
    truth = page.truth
    for name in FIELD_NAMES:
        value, shown = getattr(truth, name), page.shown.get(name, "")
        if value is None:
            assert not shown, name  # a field the page does not carry has no truth
            continue
        assert shown and shown.casefold() in said, (name, shown)
        if isinstance(value, date):
            assert truth.vaccinated is not None
            assert _says_date(shown, value, truth.vaccinated), (name, value, shown)
        else:
            assert plain(value) in plain(shown), (name, value, shown)
            assert not is_label(value, page.labels), (name, value)


def test_a_certificate_number_is_never_the_tag() -> None:
    for number in range(PAGES):
        _, _, page, _ = drawn(number)
        assert page.truth.tag is None or page.truth.tag in page.shown["tag"]
        assert page.truth.tag is None or "Certificate No." not in page.shown["tag"]


def test_the_set_is_balanced_over_layouts_conditions_pen_and_lapsed_certificates() -> None:
    cells = Counter(CELLS[number % len(CELLS)] for number in range(PAGES))
    assert set(layout for layout, _ in cells) == set(LAYOUTS)
    assert min(cells.values()) >= 3
    conditions = Counter(condition for _, condition in cells.elements())
    assert set(conditions) == set(CONDITIONS) and min(conditions.values()) >= 6
    pen = sum(count for (layout, _), count in cells.items() if layout in PEN_LAYOUTS)
    assert pen >= 20
    lapsed = [n for n in range(PAGES) if (drawn(n)[2].truth.expires or TODAY) < TODAY]
    assert 4 <= len(lapsed) <= 16, len(lapsed)  # about one in ten


def test_the_visit_summary_has_rabies_on_either_page() -> None:
    pages = [drawn(n)[2] for n in range(PAGES) if drawn(n)[0] == "visit_summary"]
    carrying = Counter(
        next(i for i, sheet in enumerate(p.pages) if p.shown["tag"] in sheet.said()) for p in pages
    )
    assert all(len(p.pages) == 2 for p in pages)
    assert set(carrying) == {0, 1}


@pytest.mark.parametrize("condition", CONDITIONS)
def test_each_condition_arrives_as_the_file_it_claims(condition: str) -> None:
    page = seventh_page(ONE_OF_EACH[condition])
    assert page.condition == condition and page.content_type == CONTENT_TYPES[condition]
    if page.content_type == "image/heic":
        assert page.data[4:12] == b"ftypheic"
    else:
        assert page.data.startswith(MAGIC[page.content_type])
    if page.content_type == "application/pdf":
        document = pypdfium2.PdfDocument(page.data)
        text = "".join(p.get_textpage().get_text_range() for p in document)
        if condition == "pdf_text":
            assert page.truth.dog is not None and page.truth.dog in text
        else:
            assert text.strip() == ""  # a scanner's PDF: pictures only
        return
    picture = upright(page.data)
    if condition.startswith("photo"):
        assert max(picture.size) == 4032 and min(picture.size) == 3024
    if condition == "photo_jpeg":  # this one was held sideways: the EXIF turns it back
        stored = Image.open(io.BytesIO(page.data))
        assert stored.getexif().get(0x0112) == 6
        assert stored.size == picture.size[::-1]
    if condition == "screenshot":
        assert picture.size == (1170, 2532)


@pytest.mark.parametrize("condition", ("pdf_text", "pdf_image", "scan150", "photo_heic"))
def test_a_frozen_seed_gives_the_same_bytes(condition: str) -> None:
    number = ONE_OF_EACH[condition]
    assert seventh_page(number).data == seventh_page(number).data
