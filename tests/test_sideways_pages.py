"""A page that shows sideways, a browser's time stamp, a date read no way, a column's heading
(decision 0081): a text PDF whose words were drawn a quarter turn round is read upright, as a
person turns it; a date stamped with its time of day is the printing computer's, no evidence of
the page's own order; a visit's notes holding a date read no way give that visit no date; the
heading "Description" beside "Patient" is no dog's name."""

from __future__ import annotations

import io
from datetime import date

import pypdfium2 as pdfium
import pytest

from doglicense.office.documents.certificate_text import Segment, read_words
from doglicense.office.documents.layout.visits import latest_visit
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import draw, pdf_with_text
from tests.wordpages import word_at


def _placed(page: list[Segment]) -> list[tuple[str, int, int]]:
    return sorted((s.text, round(s.x0), round(s.y0)) for s in page)


@pytest.mark.parametrize("turn", [90, 270])
def test_a_page_drawn_on_its_side_and_shown_so_is_read_upright(turn: int) -> None:
    drawn = draw("form51", 2)
    upright = read_words(pdf_with_text(drawn.page), "application/pdf", 50_000_000).segments
    document = pdfium.PdfDocument(pdf_with_text(drawn.page, turn=turn))
    for page in document:
        page.set_rotation(0)  # no /Rotate: a viewer shows the words sideways
    sideways = io.BytesIO()
    document.save(sideways)
    read = read_words(sideways.getvalue(), "application/pdf", 50_000_000).segments
    assert _placed(list(read)) == _placed(list(upright))
    reading = read_fields(read)
    assert (reading.vaccinated, reading.owner) == (drawn.truth.vaccinated, drawn.truth.owner)


# A British platform's rabies card printed from a browser set to American dates.
PRINTED = [
    ("9/26/26, 5:28 AM", 20, 10),
    ("Northpaw Virtual Vet - Health records", 300, 10),
    ("Born 18/09/2020", 60, 60),
    ("Rabies (1 year)", 20, 120),
    ("Date given:", 30, 140),
    ("31/10/2025", 150, 140),
    ("Valid until:", 30, 160),
    ("31/10/2026", 150, 160),
]


def _words(lines: list[tuple[str, float, float]]) -> list[Segment]:
    return [word_at(text, x, y, certainty=0.95) for text, x, y in lines]


def test_a_browsers_stamp_says_nothing_of_the_pages_order() -> None:
    read = read_fields(_words(PRINTED))
    assert (read.vaccinated, read.expires) == (date(2025, 10, 31), date(2026, 10, 31))


def test_a_month_first_date_without_a_time_still_keeps_the_page_as_printed() -> None:
    page = [("Printed 9/26/2026", 20, 10) if line[1:] == (20, 10) else line for line in PRINTED]
    assert read_fields(_words(page)).vaccinated is None  # "31/10/2025" read no way


RECORD = [
    ("03/24/2026  Wellness exam", 20, 100),
    ("Rabies vaccine 1 yr given, right hind.", 40, 115),
    ("Tag 26-1180.", 40, 130),
]


def test_a_visits_date_is_the_shot_s_where_its_notes_hold_no_date_read_no_way() -> None:
    found = latest_visit(_words(RECORD))
    assert found is not None and found[0] == date(2026, 3, 24)
    odd = [*RECORD, ("Reviewed 31/10/2025.", 40, 145)]
    assert latest_visit(_words(odd)) is None


def test_a_column_heading_beside_patient_is_no_dogs_name() -> None:
    statement = [
        ("Date", 148, 663),
        ("Patient", 323, 665),
        ("Description", 526, 663),
        ("11.30.26", 165, 937),
        ("Gus", 342, 985),
        ("Rabies vaccine 1-year - Defensor 1", 543, 928),
    ]
    lines = [word_at(text, x, y, height=24, certainty=0.97) for text, x, y in statement]
    assert read_fields(lines).dog != "Description"


def test_a_footers_sentence_under_the_last_card_leaves_the_cards_dates() -> None:
    cards = [
        ("Lepto 4", 187, 940),
        ("Administered", 184, 988),
        ("10/31/2025", 452, 988),
        ("Expires", 185, 1028),
        ("10/31/2026", 451, 1027),
        ("Rabies (1 year)", 180, 1177),
        ("Administered", 177, 1227),
        ("10/31/2025", 445, 1227),
        ("Expires", 178, 1266),
        ("10/31/2026", 444, 1266),
        ("Product", 176, 1344),
        ("Rabvac 1", 443, 1343),
    ]
    footer = ("Records reviewed by Nikolai Quinlan, pharmacy technician, on 01/13/2026.", 134, 1456)
    lines = [word_at(text, x, y, height=24, certainty=0.96) for text, x, y in [*cards, footer]]
    read = read_fields(lines)
    assert (read.vaccinated, read.expires) == (date(2025, 10, 31), date(2026, 10, 31))
