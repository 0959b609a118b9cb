"""Forms filled by machines that did not line up with them (issue 28, decision 0062): a
typewriter's values typed over the form's labels, touching their foot; a clinic's stub with its
abbreviations; a practice named with its address after it. Each page is a real PDF read back."""

from __future__ import annotations

import io
from datetime import date
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from doglicense.office.documents.certificate_text import _sure_dates, read_prepared, read_words
from doglicense.office.documents.names.practices import clinic_name
from doglicense.office.documents.prep.page import prepared
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words

# label, value, how far right of the label's start the typewriter put the value
_TYPED = [
    ("OWNER'S NAME: Last, First, M.I.", "Okafor, Tyrell", 23),
    ("Animal's Name", "Waylon", 23),
    ("Date of Vaccination", "10-02-2024", 24),
    ("Revaccination Due", "10-02-2025", 24),
    ("Rabies Tag No.", "9640", 23),
    ("Serial (Lot) Number", "J720P", 24),
]


def _typed(lift: float = 0) -> list[Text]:
    page = [Text(30, 30, "RABIES VACCINATION CERTIFICATE", 14, bold=True)]
    for n, (label, value, right) in enumerate(_TYPED):
        page += [Text(33, 70 + 34 * n, label, 6), Text(33 + right, 70 + 34 * n - lift, value, 8)]
    return page


def test_values_typed_over_their_labels_are_their_own_words_and_values() -> None:
    words = pdf_words(_typed())
    texts = [s.text for s in words]
    # each text the PDF draws stays whole, where it overlaps another
    assert "Okafor, Tyrell" in texts and "Date of Vaccination" in texts and "9640" in texts
    read = read_fields(words)
    assert (read.vaccinated, read.expires) == (date(2024, 10, 2), date(2025, 10, 2))
    assert (read.owner, read.dog, read.tag, read.lot) == (
        "Okafor, Tyrell",
        "Waylon",
        "9640",
        "J720P",
    )


def test_a_value_typed_on_the_rule_touching_its_label_s_foot() -> None:
    page = [Text(33, 100, "Clinic / Hospital", 6)]
    page += [Text(41, 107, "Northern Onondaga Mobile Vet Services, PO Box 118, Clay NY 13041", 8)]
    assert read_fields(pdf_words(page)).clinic == "Northern Onondaga Mobile Vet Services"


def test_a_practice_s_name_before_its_address_and_not_a_name_run_into_figures() -> None:
    assert clinic_name("Moyers Corners Animal Hospital, 7990 Oswego Rd, Baldwinsville NY") == (
        "Moyers Corners Animal Hospital"
    )
    assert clinic_name("Clay Veterinary Clinic, P.O. Box 12, Clay NY") == "Clay Veterinary Clinic"
    # a comma without an address after it, or a name that does not end as a practice's: left
    assert clinic_name("Moyers Corners Animal Hospital, Clay") is None
    assert clinic_name("Doe, 12 Main St") is None


def test_a_clinic_stub_s_abbreviated_labels() -> None:
    cells = [("Own:", "Kowalczyk, Hélène"), ("Pet:", "Ziggy"), ("Vacc.", "8/5/24")]
    cells += [("Exp.", "8/5/25"), ("Tag#", "R-17835")]
    page = [Text(30, 30, "Onondaga County Health Department Free Rabies Clinic", 12)]
    for n, (label, value) in enumerate(cells):
        page += [Text(30, 60 + 19 * n, label, 7), Text(77, 60 + 19 * n, value, 8)]
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (date(2024, 8, 5), date(2025, 8, 5))
    assert (read.owner, read.dog, read.tag) == ("Kowalczyk, Hélène", "Ziggy", "R-17835")


DOTS = Path("/usr/share/fonts/truetype/glasstty/Glass_TTY_VT220.ttf")  # scripts/test.sh installs


def _carbon_copy() -> Image.Image:
    """A pink carbon copy: the form printed in red, the values by an impact printer's dots,
    each stroke doubled by the carbon a little off its own."""
    red = (150, 40, 50)
    image = Image.new("RGB", (1700, 1100), (247, 214, 222))
    draw = ImageDraw.Draw(image)
    draw.text((80, 40), "LAKESHORE COMPANION ANIMAL CLINIC", font=_font("DejaVuSans", 40), fill=red)
    rows = [("Client", "Belanger, Dmitri"), ("Vaccination Date", "10-26-2026")]
    rows += [("Next Due", "10-26-2029"), ("Vaccine", "Defensor 3")]
    for n, (label, value) in enumerate(rows):
        y = 150 + 100 * n
        draw.text((80, y), label, font=_font("DejaVuSans", 22), fill=red)
        draw.line((80, y + 50, 900, y + 50), fill=red, width=2)
        for dx, dy, shade in ((3, 2, (170, 150, 190)), (0, 0, (55, 45, 105))):
            draw.text((380 + dx, y - 8 + dy), value, font=ImageFont.truetype(DOTS, 38), fill=shade)
    return image


def _font(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(f"{name}.ttf", size)


@pytest.mark.skipif(not DOTS.exists(), reason="fonts-glasstty missing (scripts/test.sh)")
def test_an_impact_printer_s_dots_read_once_blurred_together() -> None:
    page = _carbon_copy()
    # as the page is, Tesseract reads the dotted figures as other figures, unsure
    assert _sure_dates(read_prepared(prepared(page))) == 0
    data = io.BytesIO()
    page.save(data, "PNG")
    read = read_fields(read_words(data.getvalue(), "image/png", 50_000_000).segments)
    assert (read.vaccinated, read.expires) == (date(2026, 10, 26), date(2029, 10, 26))
