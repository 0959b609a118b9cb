"""A practice system's printouts (issue 28, decision 0057): dates in ISO order, a form's small
capital labels with the values printed larger under them. Drawn as text PDFs and read as an
upload is."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.office.documents.certificate_words import dates_in, parse_date
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("2026-05-09", date(2026, 5, 9)),
        ("Given 2026-5-9 at 10:40", date(2026, 5, 9)),
        ("2026-13-01", None),  # no thirteenth month
        ("Tag 2026-0417", None),  # a year-and-number tag is no date
        ("Rabies Tag 2026-8584", None),
    ],
)
def test_a_date_in_iso_order_is_a_date(text: str, day: date | None) -> None:
    assert parse_date(text) == day
    assert dates_in(text) == ([day] if day else [])


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("vaccinated on January 18th, 2025 with", date(2025, 1, 18)),  # a letter's ordinal day
        ("on March 4th, 2026", date(2026, 3, 4)),
        ("1st June 2026", date(2026, 6, 1)),
        ("15-AUG-25", date(2025, 8, 15)),  # a two-figure year after a hyphen
        ("04-Mar-26", date(2026, 3, 4)),
        ("15 AUG 25", date(2025, 8, 15)),  # a dental card's note: "given 14 Sep 26" (0093)
        ("on 15 Aug 25 mg twice daily", None),  # after a space, two figures of a dose
        ("at 1 Dec 25:30", None),
        ("1st Ave 2025", None),  # no month
    ],
)
def test_a_date_as_letters_and_forms_write_it(text: str, day: date | None) -> None:
    assert dates_in(text) == ([day] if day else [])


def _form_51(vaccinated: str, due: str) -> list[Text]:
    """A Form 51 from a practice system: labels in 5-point capitals, values in 9 points."""
    return [
        Text(23, 24, "RABIES VACCINATION CERTIFICATE", 11, bold=True),
        Text(425, 40, "Tag No. 28776", 8),
        Text(25, 113, "ANIMAL'S NAME", 5),
        Text(32, 132, "Bruno", 9),
        Text(25, 153, "PRODUCT NAME", 5),
        Text(33, 172, "Imrab 3", 9),
        Text(25, 193, "DATE VACCINATED", 5),
        Text(224, 193, "NEXT VACCINATION DUE BY", 5),
        Text(33, 212, vaccinated, 9),
        Text(231, 212, due, 9),
    ]


@pytest.mark.parametrize("style", ["{:%Y-%m-%d}", "{:%m/%d/%Y}"])
def test_dates_under_small_labels_are_read(style: str) -> None:
    page = _form_51(style.format(date(2026, 5, 9)), style.format(date(2027, 5, 9)))
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (date(2026, 5, 9), date(2027, 5, 9))
    assert read.tag == "28776"


def test_a_blank_box_under_a_small_label_takes_nothing_from_the_row_below() -> None:
    page = _form_51("", "")
    page.append(Text(25, 233, "VETERINARIAN", 5))
    page.append(Text(33, 252, "2026-05-09", 9))  # another box's figures, a row further down
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (None, None)


def test_a_lot_column_s_first_row_is_not_the_rabies_lot() -> None:
    # A practice system's table of shots, rows three lines apart: under "Lot #" stands the
    # first shot's lot, not rabies'; which row is ours is not the heading's to say.
    rows = [
        ("Bordetella intranasal", "470542B", "2025-05-10"),
        ("DHPP (Vanguard Plus 5)", "747703A", "2026-03-06"),
        ("Rabies 3 Year (Rabvac 3)", "20S7612", "2026-03-06"),
    ]
    page = [
        Text(57, 322, "Vaccine", 6),
        Text(313, 322, "Lot #", 6),
        Text(432, 322, "Date Given", 6),
    ]
    for n, (shot, lot, given) in enumerate(rows):
        y = 336 + 20 * n
        page += [Text(58, y, shot, 6), Text(313, y, lot, 6), Text(432, y, given, 6)]
    assert read_fields(pdf_words(page, height=500)).lot != "470542B"


def test_form_51_s_own_wording_labels_its_boxes() -> None:
    # NASPHV Form 51's boxes: a name's hint after its label, a species row of options, the vet's
    # "(print)", the lot's "SERIAL (LOT) NO."
    page = [
        Text(32, 61, "OWNER'S NAME: Last, First, M.I.", 5),
        Text(41, 87, "Nowak Tomasz", 9),
        Text(32, 146, "ANIMAL'S NAME", 5),
        Text(191, 146, "SPECIES", 5),
        Text(197, 169, "X", 8),
        Text(203, 169, "Dog", 7),
        Text(237, 167, "Cat", 7),
        Text(272, 167, "Ferret", 7),
        Text(41, 171, "Kodiak", 9),
        Text(335, 234, "SERIAL (LOT) NO.", 5),
        Text(343, 258, "7346-47", 9),
        Text(32, 321, "VETERINARIAN'S NAME (print)", 5),
        Text(41, 346, "Colleen Brophy", 9),
    ]
    read = read_fields(pdf_words(page))
    assert (read.owner, read.dog) == ("Nowak Tomasz", "Kodiak")
    assert (read.lot, read.veterinarian) == ("7346-47", "Colleen Brophy")
    # With the dog's own box left blank, no species option is taken for its name.
    assert read_fields(pdf_words([t for t in page if t.text != "Kodiak"])).dog is None
