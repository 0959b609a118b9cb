"""Papers read by decision 0087's rules:
- a raiser's report's visit row: its day in the Date column, the shot's next due date and its
  tag in the pen's note ("Rabies due 6/25/2027 tag T93789"); a tag's own line is still no row;
- a college form's labels with a word misread ("Date of mast recent rabies vaccination") and
  its expiry's "Rabies vaccination valid through"."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.layout.rows import rabies_rows
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def _visits(note: str) -> list:  # type: ignore[type-arg]
    return [
        word_at("Veterinary visits this month", 129, 814, certainty=1.0),
        word_at("Date", 145, 863, certainty=1.0),
        word_at("Veterinarian / clinic", 342, 858, certainty=1.0),
        word_at("Reason / vaccines given", 840, 868, certainty=1.0),
        word_at("6/25/2026", 150, 912, certainty=1.0),
        word_at("Dr. Kensington", 351, 912, certainty=1.0),
        word_at(note, 843, 911, certainty=1.0),
        word_at("7/3/2026", 156, 967, certainty=1.0),
        word_at("Dr. Kensington", 357, 967, certainty=1.0),
        word_at("HW test neg", 845, 973, certainty=1.0),
    ]


def test_a_visit_row_s_day_is_the_shot_its_note_the_next_due() -> None:
    reading = read_fields(_visits("Rabies due 6/25/2027 tag T93789"))
    assert (reading.vaccinated, reading.expires) == (date(2026, 6, 25), date(2027, 6, 25))
    plain = read_fields(_visits("Rabies due 6/25/2027"))
    assert (plain.vaccinated, plain.expires) == (date(2026, 6, 25), date(2027, 6, 25))


def test_a_tag_s_line_and_a_reminder_s_row_stay_what_they_were() -> None:
    tag_line = [word_at("Rabies tag 24-1187 issued 6/2/2025", 40, 300, certainty=1.0)]
    assert rabies_rows(tag_line) == ([], [])
    # A tear-off card's column heading "Rabies next due" beside the visit's day: no note's date.
    card = [
        word_at("4/29/24", 40, 200, certainty=1.0),
        word_at("Vivienne Costigan", 300, 200, certainty=1.0),
        word_at("Rabies next due", 700, 200, certainty=1.0),
    ]
    given, due = rabies_rows(card)
    assert (len(given), len(due)) == (0, 1)
    # A reminder's row: the next due date in its note, no day of a visit before it.
    reminder = [word_at("Rabies booster due 6/25/2027", 40, 200, certainty=1.0)]
    assert len(rabies_rows(reminder)[1]) == 1


def test_a_form_s_labels_with_a_word_misread() -> None:
    words = [
        word_at("Date of mast recent rabies vaccination", 146, 928, height=25, certainty=1.0),
        word_at("9/21/2024", 697, 928, height=25, certainty=1.0),
        word_at("Rabies vaccination valid through", 144, 982, height=25, certainty=1.0),
        word_at("9/21/2027", 695, 981, height=25, certainty=1.0),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2024, 9, 21), date(2027, 9, 21))
