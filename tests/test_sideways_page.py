"""A page photographed on its side with no EXIF orientation (issue 28, decision 0067), or
scanned upside down (decision 0075): read turned upright; a page merely hard to read is kept as
it came; a log's column of names is no box's value."""

from __future__ import annotations

import io
from datetime import date

import pytest
from PIL import Image

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.prep.upright import upright
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text, sample
from tests.wordpages import pdf_words


@pytest.mark.parametrize("turn", [Image.Transpose.ROTATE_90, Image.Transpose.ROTATE_270])
def test_a_certificate_lying_on_its_side_is_read_upright(turn: Image.Transpose) -> None:
    drawn = sample("card", "clean", 0)
    sideways = io.BytesIO()
    Image.open(io.BytesIO(drawn.data)).transpose(turn).save(sideways, format="PNG")
    reading = read_fields(read_words(sideways.getvalue(), "image/png", 50_000_000).segments)
    assert (reading.vaccinated, reading.expires) == (drawn.truth.vaccinated, drawn.truth.expires)
    assert drawn.truth.vaccinated is not None


def test_a_certificate_scanned_upside_down_is_read_turned_round() -> None:
    drawn = sample("form51", "clean", 1)
    upside_down = io.BytesIO()
    Image.open(io.BytesIO(drawn.data)).transpose(Image.Transpose.ROTATE_180).save(
        upside_down, format="PNG"
    )
    reading = read_fields(read_words(upside_down.getvalue(), "image/png", 50_000_000).segments)
    assert (reading.vaccinated, reading.expires) == (drawn.truth.vaccinated, drawn.truth.expires)
    assert drawn.truth.vaccinated is not None


def test_a_page_that_reads_little_every_way_is_kept_as_it_came() -> None:
    page = Image.new("L", (40, 20), 255)
    letters_by_width = {40: 10, 20: 30}  # turned, it reads a little more, not many times more
    kept, words = upright(page, 40, lambda p: p.width, lambda w: letters_by_width[w], bool)
    assert kept is page and words == 40


def test_a_turn_that_reads_many_times_more_is_kept() -> None:
    page = Image.new("L", (40, 20), 255)
    reads = {40: 5, 20: 400}
    kept, words = upright(page, 40, lambda p: p.width, lambda w: reads[w], bool)
    assert kept.size == (20, 40) and words == 20


def _log(rows: int) -> list[Text]:
    """A rabies clinic's log sheet: one row of headings, a row per dog under it."""
    headings = ("#", "Owner's name", "Address", "Phone", "Dog's name", "Breed", "Age", "Tag no.")
    xs = (20, 40, 150, 260, 330, 400, 470, 510)
    page = [Text(20, 30, "RABIES VACCINATION CLINIC - LOG SHEET", 11, bold=True)]
    page += [Text(20, 50, "Clinic date 5/13/2026   Vaccine Rabvac 3", 9)]
    page += [Text(x, 80, h, 7) for x, h in zip(xs, headings, strict=True)]
    dogs = ("Chewie", "Ozzy", "Harley", "Nala", "Waffles", "Rocco")
    owners = ("Arjun Mehta", "Ozzie Lane", "Wes Thibodeau", "Denise Kowal", "Gary Pell", "Bo Cal")
    for n in range(rows):
        cells = (str(205 + n), owners[n], f"{4800 + n} Route 20", f"555-01{n:02d}", dogs[n],
                 "Lab mix", str(n + 2), f"71{80 + n}")  # fmt: skip
        page += [Text(x, 98 + 16 * n, c, 8) for x, c in zip(xs, cells, strict=True)]
    return page


def test_a_log_s_column_of_dogs_names_no_dog() -> None:
    # Which row is the resident's the heading cannot say: the first row's dog is not proposed.
    read = read_fields(pdf_words(_log(6)))
    assert read.dog is None and read.owner is None


def test_a_form_s_name_with_an_address_under_it_is_still_read() -> None:
    page = [
        Text(20, 30, "RABIES VACCINATION CERTIFICATE", 11, bold=True),
        *(
            Text(x, 60, h, 7)
            for x, h in ((20, "Owner's name"), (200, "Dog's name"), (330, "Breed"))
        ),
        Text(20, 74, "Wes Thibodeau", 9),
        Text(200, 74, "Harley", 9),
        Text(330, 74, "Collie", 9),
        Text(20, 88, "2021 Brookside Ln", 9),
        Text(20, 102, "Fabius, NY 13063", 9),
        Text(20, 130, "Date vaccinated", 7),
        Text(20, 144, "5/13/2026", 9),
        Text(200, 130, "Expires", 7),
        Text(200, 144, "5/13/2029", 9),
    ]
    read = read_fields(pdf_words(page))
    assert (read.dog, read.owner) == ("Harley", "Wes Thibodeau")
    assert (read.vaccinated, read.expires) == (date(2026, 5, 13), date(2029, 5, 13))


def test_a_card_s_date_column_with_a_misread_date_is_still_a_column() -> None:
    # A pet health card's rows, each a vial's sticker: "Date given" heads a column of dates,
    # one read "4 15/24" off a phone photo. Its first date is the first row's (a DHPP shot),
    # never the rabies shot's, which its own row gives.
    page = [Text(20, 30, "PET HEALTH RECORD", 12, bold=True)]
    page += [Text(20, 60, "Vaccine", 7), Text(200, 60, "Date given", 7)]
    page += [Text(300, 60, "Next due", 7)]
    rows = (
        ("Vanguard Plus 5 (DHPP)", "10/4/23", "10/4/24"),
        ("Bronchi-Shield III", "4 15/24", "4/15/25"),
        ("DEFENSOR 1 Rabies Vaccine", "10/6/24", "10/6/25"),
    )
    for n, (vaccine, given, due) in enumerate(rows):
        y = 80 + 30 * n
        page += [Text(20, y, vaccine, 8), Text(200, y, given, 9), Text(300, y, due, 9)]
    read = read_fields(pdf_words(page))
    assert read.vaccinated == date(2024, 10, 6)
