"""A campground's permit, a service desk's ticket, a microchip registry's record and a blood
bank's donor record (decision 0083): a colon standing alone between a label and its value is the
label's; "RABIES VACC DATE", "RABIES EXPIRES", "Rabies vaccine given on", "Rabies vaccination
valid until" and "Rabies expiration" name the shot's dates; the "Name" under "Primary contact" is
the owner's, never the one under "Alternate contact"; a donor is the dog, its number is not."""

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


def test_a_registry_s_primary_contact_and_rabies_expiration() -> None:
    record = [
        word_at("Primary contact", 329, 171, height=8),
        word_at("Name", 329, 190, height=5),
        word_at("Hollis Rizzo", 329, 199, height=7),
        word_at("Alternate contact", 328, 327, height=8),
        word_at("Name", 329, 346, height=5),
        word_at("Bridget Grabowski", 329, 355, height=7),
        word_at("Rabies vaccination date", 53, 457, height=5),
        word_at("08/07/2025", 53, 467, height=8),
        word_at("Rabies expiration", 53, 485, height=5),
        word_at("08/07/2028", 53, 495, height=8),
    ]
    reading = read_fields(record)
    assert reading.owner == "Hollis Rizzo"
    assert (reading.vaccinated, reading.expires) == (date(2025, 8, 7), date(2028, 8, 7))


def test_a_blood_bank_s_donor_is_the_dog() -> None:
    record = [
        word_at("Donor:", 108, 232, height=19),
        word_at("Kiwi", 307, 232, height=19),
        word_at("Donor no.:", 956, 234, height=19),
        word_at("BD-383E", 1154, 233, height=19),
    ]
    assert read_fields(record).dog == "Kiwi"
