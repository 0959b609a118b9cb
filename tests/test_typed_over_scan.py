"""Decision 0090: a scanned form with its answers typed over it (Acrobat's Fill & Sign) is read
as the picture it is, its form's labels and the typed answers together; a searchable scan (its
words drawn invisible) and a letterhead's picture under typed text keep their text layer. And a
till's eight-figure date, year first ("20260331"), is a date."""

from __future__ import annotations

import io
from datetime import date
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import TextMode
from PIL import Image, ImageDraw, ImageFont

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.certificate_words import dates_in
from doglicense.office.documents.rabies_fields import read_fields

FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
WIDTH, HEIGHT = 612, 396  # points: a half letter page
DPI = 200
LABELS = [  # the form's printed words, in the scan: (x, y) in points
    ("Pet Registration - Maple Ridge Homeowners Association", 40, 40),
    ("Owner:", 40, 100),
    ("Dog's name:", 40, 140),
    ("Rabies vaccination date:", 40, 180),
    ("Rabies expires:", 320, 180),
    ("Rabies tag no.:", 40, 220),
    ("Veterinarian:", 320, 220),
]
ANSWERS = [  # what the resident typed over it, in the PDF's text layer
    ("Xiomara Falcone", 110, 100),
    ("Nala", 140, 140),
    ("06/24/2026", 200, 180),
    ("06/24/2027", 420, 180),
    ("T44431", 140, 220),
    ("Dr. Hollis Kettering", 410, 220),
]


def _scan(words: list[tuple[str, int, int]]) -> bytes:
    """A grey scan of the page with these words printed on it, as a PNG."""
    scale = DPI / 72
    page = Image.new("L", (round(WIDTH * scale), round(HEIGHT * scale)), 250)
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype(str(FONT), round(11 * scale))
    for text, x, y in words:
        draw.text((x * scale, (y - 10) * scale), text, fill=30, font=font)
    data = io.BytesIO()
    page.save(data, "PNG")
    return data.getvalue()


def _pdf(scan: bytes, typed: list[tuple[str, int, int]], *, seen: bool = True) -> bytes:
    pdf = FPDF(unit="pt", format=(WIDTH, HEIGHT))
    pdf.set_auto_page_break(False)
    pdf.add_page()
    pdf.image(io.BytesIO(scan), 0, 0, WIDTH, HEIGHT)
    pdf.set_font("helvetica", "", 11)
    if not seen:
        pdf.text_mode = TextMode.INVISIBLE  # a scanner's OCR layer
    for text, x, y in typed:
        pdf.text(x, y, text)
    return bytes(pdf.output())


def test_a_form_filled_in_over_its_scan_is_read_with_its_labels() -> None:
    words = read_words(_pdf(_scan(LABELS), ANSWERS), "application/pdf", 50_000_000)
    assert words.source == "ocr"
    read = read_fields(list(words.segments))
    assert (read.vaccinated, read.expires) == (date(2026, 6, 24), date(2027, 6, 24))
    assert (read.owner, read.dog, read.tag) == ("Xiomara Falcone", "Nala", "T44431")
    assert read.veterinarian == "Hollis Kettering"


def test_a_searchable_scan_keeps_its_text_layer() -> None:
    everything = LABELS + ANSWERS
    pdf = _pdf(_scan(everything), everything, seen=False)
    words = read_words(pdf, "application/pdf", 50_000_000)
    assert words.source == "text layer"
    assert read_fields(list(words.segments)).tag == "T44431"


def test_typed_text_over_a_letterhead_s_picture_keeps_its_text_layer() -> None:
    # A practice's letterhead printed as one page-sized picture (its name, a rule), the
    # certificate typed over it in full: the picture adds a line, not the form's words.
    letterhead = _scan([("Brewerton Road Veterinary Clinic", 40, 30)])
    words = read_words(_pdf(letterhead, LABELS + ANSWERS), "application/pdf", 50_000_000)
    assert words.source == "text layer"
    assert read_fields(list(words.segments)).vaccinated == date(2026, 6, 24)


def test_a_till_s_eight_figure_date() -> None:
    assert dates_in("Rabies 20260331 Defensor 1") == [date(2026, 3, 31)]
    assert dates_in("Invoice 20260331-0042") == []  # a number's first part
    assert dates_in("Microchip 985141000331214") == []
    assert dates_in("20261331") == []  # no thirteenth month
