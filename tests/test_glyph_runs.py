"""A report writer's PDF that draws every letter as its own text object (decision 0084): its
letters are joined again into words and runs, so its labels and values read as a PDF's whose
words are drawn whole; letters drawn alone far apart stay apart."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from fpdf import FPDF

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.rabies_fields import read_fields

_FONT = Path("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf")

_LINES = (
    (40, 60, "Shelter Medicine Partners of Macon, Macon GA"),
    (40, 110, "RABIES VACCINATION DATE"),
    (40, 124, "Sep. 19, 2026"),
    (200, 110, "RABIES EXPIRATION"),
    (200, 124, "Sep. 19, 2027"),
    (40, 160, "Dog's name: Rocket"),
    (40, 180, "Rabies tag no.: GA-7397880"),
    (40, 200, "Vaccinating veterinarian: Dr. Corinne Ingersoll"),
)


def _pdf(*, letter_by_letter: bool, ticks: tuple[tuple[float, float], ...] = ()) -> bytes:
    pdf = FPDF(unit="pt", format=(612, 300))
    pdf.set_auto_page_break(False)
    pdf.add_font("body", "", str(_FONT))
    pdf.add_page()
    pdf.set_font("body", "", 9)
    for x, y, text in _LINES:
        if not letter_by_letter:
            pdf.text(x, y, text)
            continue
        for char in text:  # one text object a letter, as the report writer draws them
            if not char.isspace():
                pdf.text(x, y, char)
            x += pdf.get_string_width(char)
    for x, y in ticks:
        pdf.text(x, y, "X")
    return bytes(pdf.output())


def _runs(data: bytes) -> list[str]:
    return [s.text for s in read_words(data, "application/pdf", 50_000_000).segments]


def test_letters_drawn_alone_read_as_words() -> None:
    whole = _runs(_pdf(letter_by_letter=False))
    assert _runs(_pdf(letter_by_letter=True)) == whole
    reading = read_fields(
        read_words(_pdf(letter_by_letter=True), "application/pdf", 10**8).segments
    )
    assert (reading.vaccinated, reading.expires) == (date(2026, 9, 19), date(2027, 9, 19))
    assert (reading.dog, reading.tag) == ("Rocket", "GA-7397880")
    assert reading.veterinarian == "Corinne Ingersoll"


def test_letters_drawn_alone_far_apart_stay_apart() -> None:
    runs = _runs(_pdf(letter_by_letter=True, ticks=((300, 250), (400, 250), (300, 270))))
    assert runs[-3:] == ["X", "X", "X"]  # ticks in three boxes: no word
