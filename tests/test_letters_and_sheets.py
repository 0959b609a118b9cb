"""Papers the seventeenth set showed (decision 0070): an owner's spreadsheet of shots ("DOV",
a birth date under the table, each row's own clinic), a county health department's letter
about a bite whose history names the practice, a year cut to two figures after an apostrophe,
and a practice's text message listing the shot line by line."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_words import dates_in
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words

_COLUMNS = (40, 110, 190, 260, 330, 400, 530)


def _sheet(born: str = "Born 5/30/2019") -> list[Text]:
    """A spreadsheet printed with its row numbers: an earlier rabies row, the latest, others."""
    headings = ("DOV", "Vaccine", "Lot", "Due", "Tag", "Clinic", "Dog")
    rows = [
        ("4/2/2021", "Rabvac 3", "R55120", "4/2/2024", "21-40411", "Lakeshore Pet Clinic"),
        ("4/9/2024", "Imrab 3", "K77341", "4/9/2027", "24-11873", "Fairmount Animal Hospital"),
        ("4/9/2024", "DHPP", "", "4/9/2025", "", "Fairmount Animal Hospital"),
    ]
    page = [
        Text(40, 40, "Vaccination history", 10, bold=True),
        Text(40, 60, "Owner: Delia Marchetti", 8),
        Text(24, 80, "3", 7),
        *(
            Text(x, 80, heading, 8, bold=True)
            for x, heading in zip(_COLUMNS, headings, strict=True)
        ),
    ]
    for n, cells in enumerate(rows):
        y = 100 + 20 * n
        page.append(Text(24, y, str(4 + n), 7))
        written = zip(_COLUMNS, (*cells, "Juniper"), strict=True)
        page += [Text(x, y, cell, 8) for x, cell in written if cell]
    page += [Text(24, 180, "8", 7), Text(40, 180, born, 8), Text(190, 180, "chip", 8)]
    return page


def test_a_spreadsheet_s_latest_rabies_row_under_dov_with_its_own_clinic() -> None:
    read = read_fields(pdf_words(_sheet()))
    assert (read.vaccinated, read.expires) == (date(2024, 4, 9), date(2027, 4, 9))
    assert (read.tag, read.lot) == ("24-11873", "K77341")
    assert read.clinic == "Fairmount Animal Hospital"  # the row's own, not the first row's
    assert read.dog == "Juniper"  # under the "Dog" heading, on the row read


def test_a_date_in_the_column_that_is_no_shot_s_leaves_the_rows_unknown() -> None:
    """'Born 5/30/2019' says what it is; a bare date under the table might be an unread shot."""
    assert read_fields(pdf_words(_sheet(born="5/30/2019"))).vaccinated is None


def test_a_year_cut_to_two_figures_after_its_apostrophe() -> None:
    assert dates_in("Aug. 3, '26") == [date(2026, 8, 3)]
    assert dates_in("Given March 14th, ’25") == [date(2025, 3, 14)]
    assert dates_in("Aug 3 26") == []  # no apostrophe: no year


def _letter(cc: str) -> list[Text]:
    return [
        Text(80, 40, "Cayuga County Health Department", 14, bold=True),
        Text(80, 58, "Environmental Health - Rabies Program", 8),
        Text(40, 100, "Dear Owen Larkspur:", 9),
        Text(40, 120, "Your dog Maple was observed for ten days after the bite of Oct 2, 2026.", 9),
        Text(40, 140, "Date given", 8),
        Text(160, 140, "Vaccine", 8),
        Text(300, 140, "Tag no.", 8),
        Text(40, 160, "Sep. 12, '22", 8),
        Text(160, 160, "Imrab 3", 8),
        Text(300, 160, "22-4410", 8),
        Text(40, 180, "Sep. 30, '25", 8),
        Text(160, 180, "Nobivac 3-Rabies", 8),
        Text(300, 180, "25-9027", 8),
        Text(40, 200, "Nobivac 3-Rabies - Merck Animal Health", 8),
        Text(40, 360, cc, 8),
    ]


def test_a_health_department_s_letter_is_not_where_the_shot_was_given() -> None:
    read = read_fields(pdf_words(_letter("cc: Owasco Lake Veterinary Hospital")))
    assert read.vaccinated == date(2025, 9, 30)  # the latest row, its year after an apostrophe
    assert read.clinic is None  # never "Cayuga County Health Department"
    # A department's own clinic, no practice named on its paper (a vaccine's maker is none), is
    # still the clinic.
    own = read_fields(pdf_words(_letter("Clinic held at the Town Hall, Saturday 9-12")))
    assert own.clinic == "Cayuga County Health Department"


def _texts(given: str) -> list[Text]:
    """A message bubble's lines, close together as a phone sets them."""
    return [
        Text(60, 40, "To: Brookfield Veterinary Clinic (315-555-0142)", 9),
        Text(60, 80, "Reminder: appt Oct 1, 2026 at 9:20 AM.", 9),
        Text(60, 120, "Thanks for coming in today! Pretzel's vaccines:", 9),
        Text(60, 133, "Rabies - Defensor 3 (lot 4T2277)", 9),
        Text(60, 146, given, 9),
        Text(60, 159, "Rabies tag 26-7731", 9),
        Text(60, 172, "Good until October 6th, 2029", 9),
        Text(60, 185, "Bordetella 9/2/2026, next due 9/2/2027", 9),
    ]


def test_a_text_message_s_lines_give_the_shot() -> None:
    read = read_fields(pdf_words(_texts("Given October 6th, 2026 by Dr. Ines Kowalczyk")))
    assert (read.vaccinated, read.expires) == (date(2026, 10, 6), date(2029, 10, 6))
    # its given date not said to be given: nothing is guessed
    unsaid = read_fields(pdf_words(_texts("October 6th, 2026 by Dr. Ines Kowalczyk")))
    assert unsaid.vaccinated is None
