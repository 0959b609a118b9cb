"""Papers the sixteenth set showed (decision 0069): a practice's e-mailed reminder ("Service |
Previous | Next due"), a pet store clinic's printout ("Clinic date:" and each pet's "Next due"),
a breeder's puppy record (a long table dated down its left, a note of the booster due), and the
words a message puts before the practice's name."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.names.practices import clinic_name
from doglicense.office.documents.rabies_fields import read_fields
from doglicense.office.documents.rabies_terms import checked_dates
from tests.certificate_set import Text
from tests.wordpages import pdf_words


def _reminder(rabies_row: str, heading: str = "Previous") -> list[Text]:
    return [
        Text(40, 40, "Reminder from Stony Brook Road Animal Clinic", 12, bold=True),
        Text(40, 70, "Our records show that Pepper is due for the following services.", 9),
        Text(40, 100, "Service", 8),
        Text(220, 100, heading, 8),
        Text(320, 100, "Next due", 8),
        Text(40, 120, "Annual Exam", 8),
        Text(220, 120, "03/22/2026", 8),
        Text(320, 120, "03/22/2027", 8),
        Text(40, 140, rabies_row, 8),
        Text(220, 140, "11/23/2025", 8),
        Text(320, 140, "11/23/2028", 8),
        Text(40, 160, "Bordetella", 8),
        Text(220, 160, "02/02/2025", 8),
        Text(320, 160, "02/02/2026", 8),
    ]


def test_a_reminder_s_previous_date_beside_its_next_due_is_the_shot_given() -> None:
    read = read_fields(pdf_words(_reminder("Rabies Canine 3 Year")))
    assert (read.vaccinated, read.expires) == (date(2025, 11, 23), date(2028, 11, 23))
    assert read.clinic == "Stony Brook Road Animal Clinic"


def test_a_previous_date_with_no_next_due_is_an_earlier_shot() -> None:
    """A clinic log's "Prev rabies": the shot before the day's, never the day's own."""
    page = [t for t in _reminder("Rabies Canine 3 Year") if t.x != 320]
    assert read_fields(pdf_words(page)).vaccinated is None


def test_a_pet_store_clinic_s_date_is_the_shot_s_when_its_next_due_is_the_term_after() -> None:
    def printout(due: str) -> list[Text]:
        return [
            Text(40, 40, "PAWSUP VACCINE CLINIC", 12, bold=True),
            Text(40, 70, "Clinic date:", 8),
            Text(120, 70, "02-23-2025", 8),
            Text(40, 90, "Patient: Nala", 8),
            Text(160, 90, "Canine · Beagle · 4 yrs", 8),
            Text(40, 110, "Service", 8),
            Text(160, 110, "Product", 8),
            Text(300, 110, "Tag #", 8),
            Text(400, 110, "Next due", 8),
            Text(40, 125, "Rabies 3 yr", 8),
            Text(160, 125, "Imrab 3 TF", 8),
            Text(300, 125, "R68032", 8),
            Text(400, 125, due, 8),
        ]

    # valid until the eve of the anniversary, as the clinic prints it
    read = read_fields(pdf_words(printout("02-22-2028")))
    assert (read.vaccinated, read.expires) == (date(2025, 2, 23), date(2028, 2, 22))
    # due a week before the term's end: no shot of that day, and no date proposed
    assert read_fields(pdf_words(printout("02-16-2028"))).vaccinated is None


def _puppy_record(note: str) -> list[Text]:
    shots = [
        ("11/5/2025", "Pyrantel dewormer", "Breeder"),
        ("11/21/2025", "Pyrantel dewormer", "Breeder"),
        ("12/4/2025", "Nobivac Puppy-DPv", "Breeder"),
        ("12/18/2025", "Panacur (3 days)", "Breeder"),
        ("12/24/2025", "Nobivac Canine 1-DAPPv", "Breeder"),
        ("1/14/2026", "Nobivac Canine 1-DAPPv", "Breeder"),
        ("1/28/2026", "Nobivac Canine 1-DAPPv", "Breeder"),
        ("2/11/2026", "Panacur (3 days)", "Breeder"),
        ("2/24/2026", "Rabies - Rabvac 1", "Dr. Laura Brandt"),
    ]
    page = [
        Text(40, 40, "Puppy Health Record", 12, bold=True),
        Text(40, 55, "Call name:", 7),
        Text(100, 55, "Koda", 7),
        Text(220, 55, "New family:", 7),
        Text(280, 55, "Thomas Castellano", 7),
        Text(40, 70, "Date", 7),
        Text(130, 70, "Vaccine / treatment", 7),
        Text(300, 70, "Given by", 7),
    ]
    for n, (day, what, who) in enumerate(shots):
        y = 90 + 14 * n
        page += [Text(40, y, day, 7), Text(130, y, what, 7), Text(300, y, who, 7)]
    return [*page, Text(40, 240, note, 7)]


def test_a_long_table_s_date_column_is_headed_from_its_top() -> None:
    """The rabies row is the ninth, fifteen rows' reach and more below "Date"; the booster due
    in the note is no later shot, and the boosters' term after it is not this shot's."""
    read = read_fields(
        pdf_words(_puppy_record("Rabies booster due 2/24/2027, then every 3 years."))
    )
    assert (read.vaccinated, read.expires) == (date(2026, 2, 24), date(2027, 2, 24))
    assert read.veterinarian == "Laura Brandt"
    assert (read.dog, read.owner) == ("Koda", "Thomas Castellano")  # a breeder's labels


def test_a_note_under_the_table_gives_the_shot_s_lot_and_tag() -> None:
    """ "Rabies lot 645056PS, tag no. 2026-9905.": the row's codes, written in the record's note;
    a code whose end was read apart ("7781204 KT") is no code."""
    read = read_fields(pdf_words(_puppy_record("Rabies lot 7781204KT, tag no. 2026-4410.")))
    assert (read.vaccinated, read.lot, read.tag) == (date(2026, 2, 24), "7781204KT", "2026-4410")
    split = read_fields(pdf_words(_puppy_record("Rabies lot 7781204 KT, tag no. 2026-4410.")))
    assert (split.lot, split.tag) == (None, "2026-4410")


def test_a_later_rabies_booster_given_in_the_date_column_leaves_the_row_to_the_resident() -> None:
    read = read_fields(pdf_words(_puppy_record("3/1/2027 Rabies booster given, Dr. Brandt.")))
    assert read.vaccinated is None


def test_a_message_s_words_before_a_practice_s_name_are_not_its_name() -> None:
    assert clinic_name("A message from Twin Maples Veterinary Practice") == (
        "Twin Maples Veterinary Practice"
    )
    assert clinic_name("Far from Home Animal Clinic") == "Far from Home Animal Clinic"


def test_a_portal_s_rows_of_two_lines_are_climbed_to_their_heading() -> None:
    """A pet portal's vaccines, each row a name and its product under it: rows four lines
    apart, the rabies row the fifth, under "Given" and "Next due"."""
    page = [
        Text(40, 40, "Stony Brook Road Animal Clinic", 12, bold=True),
        Text(40, 80, "Vaccine", 7),
        Text(200, 80, "Given", 7),
        Text(290, 80, "Next due", 7),
    ]
    shots = [
        ("Leptospirosis 4-way", "Vanguard L4", "Sep 10, 2026", "Sep 10, 2027"),
        ("DHPP (Distemper/Parvo)", "Nobivac Canine 1-DAPPv", "Mar 17, 2025", "Mar 17, 2028"),
        ("Bordetella, intranasal", "Bronchi-Shield III", "Dec 27, 2025", "Dec 27, 2026"),
        ("Lyme (Borrelia)", "Duramune Lyme", "Jul 12, 2026", "Jul 12, 2027"),
        ("Rabies (Canine)", "Rabvac 3", "Feb 27, 2026", "Feb 26, 2029"),
    ]
    for n, (name, product, given, due) in enumerate(shots):
        y = 104 + 34 * n
        page += [Text(40, y, name, 7), Text(40, y + 12, product, 6)]
        page += [Text(200, y, given, 7), Text(290, y, due, 7)]
    read = read_fields(pdf_words(page, height=500))
    assert (read.vaccinated, read.expires) == (date(2026, 2, 27), date(2029, 2, 26))


def test_an_expiry_three_days_short_of_a_term_is_no_term_s_end() -> None:
    """A clinic slip's pen 10/28/28 read 10/28/26 by both engines: a year less three days after
    the shot of 10/31/25. A term's end, its eve or a leap day's day after is kept."""
    shot = date(2025, 10, 31)
    assert checked_dates(shot, date(2026, 10, 28), None, 3) == (None, None)
    assert checked_dates(shot, date(2026, 10, 30), None, 3) == (shot, date(2026, 10, 30))
    assert checked_dates(shot, date(2028, 10, 31), None, 3) == (shot, date(2028, 10, 31))
    leap = date(2023, 3, 1)
    assert checked_dates(leap, date(2024, 3, 1), None, 1) == (leap, date(2024, 3, 1))
