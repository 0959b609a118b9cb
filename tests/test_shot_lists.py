"""A list of shots with no heading (layout/tables/shot_list.py): a shelter's kennel card lists
"DHPP 9/15/2025", "BORD 9/15/2025", "RABIES 10/2/2025", the names printed, the dates by pen.
The rabies row's date is the day it was given only in such a list, never on a line alone, never
under a "Next due" heading, never beside other words than the vaccine's name or term."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def _card(rows: list[tuple[str, str]], heading: str = "VACCINES") -> list[Segment]:
    """A kennel card: its printed fields, then the list of shots, each name beside its date."""
    words = [
        word_at("North Country Dog Rescue & Shelter", 200, 100, 30),
        word_at("NAME", 100, 260, 18),
        word_at("Waffles", 330, 245, 34),
        word_at("INTAKE", 100, 440, 18),
        word_at("9/15/2025", 330, 425, 34),
        word_at(heading, 100, 810, 18),
    ]
    for n, (name, day) in enumerate(rows):
        y = 890 + 88 * n
        words += [word_at(name, 100, y, 18), word_at(day, 330, y - 16, 34)]
    return [*words, word_at("ADOPTED BY", 100, 1356, 18), word_at("Angela DeLuca", 340, 1338, 34)]


_LIST = [("DHPP", "9/15/2025"), ("BORD", "9/15/2025"), ("RABIES", "10/2/2025")]


def test_a_kennel_card_s_list_gives_the_rabies_shot_s_day() -> None:
    assert read_fields(_card(_LIST)).vaccinated == date(2025, 10, 2)


def test_the_vaccine_s_name_or_term_may_follow_its_date() -> None:
    rows = [("DHPP", "6-12-24"), ("RABIES", "6-20-24 Nobivac 3-Rabies")]
    assert read_fields(_card(rows)).vaccinated == date(2024, 6, 20)
    rows = [("DHPP", "4/8/26"), ("RABIES", "4/16/26 3 yr")]
    assert read_fields(_card(rows)).vaccinated == date(2026, 4, 16)


def test_a_rabies_line_alone_is_not_a_list() -> None:
    assert read_fields(_card([("RABIES", "10/2/2025")])).vaccinated is None


def test_a_list_of_what_is_due_is_not_what_was_given() -> None:
    assert read_fields(_card(_LIST, heading="NEXT DUE")).vaccinated is None


def test_other_words_beside_the_date_leave_it_unread() -> None:
    rows = [("DHPP", "9/15/2025"), ("RABIES", "10/2/2025 declined, owner to bring proof")]
    assert read_fields(_card(rows)).vaccinated is None


def test_a_date_read_unsure_is_not_proposed() -> None:
    words = _card(_LIST)
    unsure = [
        word_at(s.text, s.x0, s.y0, s.height, certainty=0.4) if s.text == "10/2/2025" else s
        for s in words
    ]
    assert read_fields(unsure).vaccinated is None
