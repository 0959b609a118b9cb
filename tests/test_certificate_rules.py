"""General rules of the reader's third round (issue 28, decision 0050): the place the shot was
given beats the authority over it, a person's name cut where the reading stopped is not proposed,
a dotted line read as words is no value."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.test_certificate_roles import _at, _text_pdf


def test_the_clinic_named_under_a_health_department_s_heading_is_the_clinic() -> None:
    # A county's stub: the department's name is the heading, the clinic it ran printed smaller.
    page = [
        Text(36, 30, "Onondaga County Health Department", 15, bold=True),
        Text(36, 50, "Onondaga County Rabies Clinic", 11),
        Text(36, 66, "Held at Clay Town Hall, 4401 State Route 31", 9),
        Text(36, 120, "Owner:", 10),
        Text(140, 120, "Dmitri Kaur", 10),
        Text(36, 300, "Bring this copy to your Town Clerk", 9),
    ]
    assert read_fields(_text_pdf(page)).clinic == "Onondaga County Rabies Clinic"
    # Two places under the department and nothing to say which gave the shot: none proposed.
    page.insert(2, Text(300, 50, "Clay Animal Hospital", 11))
    assert read_fields(_text_pdf(page)).clinic is None
    # A clinic's own letterhead is the clinic, whatever authority is named under it.
    clinic = [Text(36, 30, "Clay Veterinary Clinic", 15), Text(36, 50, "Health Department", 11)]
    assert read_fields(_text_pdf([*clinic, *page[3:]])).clinic == "Clay Veterinary Clinic"


def test_a_person_s_name_read_as_one_word_is_not_proposed() -> None:
    # The owner's family name and the vet's were not read (a photo's shadow, a pen's stroke).
    words = [
        _at("Owner:", 36, 100),
        _at("EVELYN", 140, 100),
        _at("Veterinarian:", 36, 130),
        _at("MICH", 140, 130),
        _at("Dog's Name:", 36, 160),
        _at("KODA", 140, 160),
    ]
    reading = read_fields(words)
    assert (reading.owner, reading.veterinarian, reading.dog) == (None, None, "KODA")
    words[1], words[3] = _at("EVELYN OKAFOR", 140, 100), _at("Dr. Michael Chen", 140, 130)
    reading = read_fields(words)
    assert (reading.owner, reading.veterinarian) == ("EVELYN OKAFOR", "Michael Chen")


def test_a_dotted_line_read_as_words_is_not_the_value_beside_a_label() -> None:
    # A stub's dotted lines under its values, read by OCR as flat rows of 'nee cee' just
    # right of the label, nearer to it than the date printed over them.
    def dots(y: float) -> Segment:
        return Segment("naeenenconesenveennyseneesnq nesesnan", 220, y, 800, y + 3, (0.0, 0.0))

    words = [
        _at("Date Given", 36, 100, 21),
        dots(122),
        _at("8/31/2026", 240, 96, 21),
        _at("Revaccinate by", 36, 160, 21),
        dots(182),
        _at("8/31/2027", 240, 156, 21),
        _at("Owner:", 36, 40, 21),
        _at("EVELYN OKAFOR", 240, 40, 21),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2026, 8, 31), date(2027, 8, 31))
