"""A campground's permit and a service desk's ticket (decision 0083): a colon standing alone
between a label and its value is the label's, and "RABIES VACC DATE", "RABIES EXPIRES", "Rabies
vaccine given on" and "Rabies vaccination valid until" name the shot's dates."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def _permit(colon: str = ":") -> list[Segment]:
    rows = [
        ("PET NAME", "Dory"),
        ("RABIES VACC DATE", "04/26/24"),
        ("RABIES EXPIRES", "04/26/25"),
        ("RABIES TAG", "2024-3553"),
        ("VACCINATING VET", "Dr. Priya Stiles"),
    ]
    words = [word_at("TUG HILL PINES FAMILY CAMPGROUND", 30, 26)]
    for i, (label, value) in enumerate(rows):
        y = 70 + 14 * i
        words += [word_at(label, 290, y, height=7, certainty=1.0)]
        words += [word_at(colon, 402, y, height=7, certainty=1.0)] if colon else []
        words += [word_at(value, 406, y - 2, height=9, certainty=1.0)]
    return words


def test_a_permit_s_values_after_their_colons() -> None:
    reading = read_fields(_permit())
    assert (reading.vaccinated, reading.expires) == (date(2024, 4, 26), date(2025, 4, 26))
    assert (reading.tag, reading.veterinarian, reading.dog) == ("2024-3553", "Priya Stiles", "Dory")
    assert read_fields(_permit(colon="")) == reading  # as if the colons were not there
    assert read_fields(_permit(colon="......")).vaccinated == date(2024, 4, 26)  # a leader


def test_a_service_desk_s_rabies_dates() -> None:
    ticket = [
        word_at("Rabies vaccine given on", 43, 226, certainty=1.0),
        word_at("11/23/2024", 230, 224, certainty=1.0),
        word_at("Rabies vaccination valid until", 43, 246, certainty=1.0),
        word_at("11/23/2027", 230, 244, certainty=1.0),
    ]
    reading = read_fields(ticket)
    assert (reading.vaccinated, reading.expires) == (date(2024, 11, 23), date(2027, 11, 23))
