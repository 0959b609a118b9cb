"""Who gave the shot (decision 0082): on a pet pharmacy's or a portal's record, each vaccine's card
says "Given by"; the rabies card's doctor is the vet, never another card's, nor a practice, nor a
name read unsure. "Dr. Eamon Ellsworth, Saratoga Springs Pet Wellness Center" names both. A titer
report's "Submitted by: Dr. …" is the vet too; a table's "Given by" heading names no one."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.names.people import vet_name
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at

PRACTICE = "Saratoga Springs Pet Wellness Center"


def _card(title: str, y: int, given: str, by: str, sure: float = 0.96) -> list[Segment]:
    return [
        word_at(title, 20, y),
        word_at("Administered", 20, y + 30),
        word_at(given, 200, y + 30),
        word_at("Given by", 20, y + 50),
        word_at(by, 200, y + 50, certainty=sure),
    ]


def _record(rabies_by: str, lepto_by: str = PRACTICE, sure: float = 0.96) -> list[Segment]:
    return [
        word_at("Kibble & Co. Pet Pharmacy - Health records", 200, 10),
        word_at("Vaccinations", 20, 60),
        *_card("Lepto 4", 100, "January 21, 2026", lepto_by),
        *_card("Rabies (1 yr)", 200, "January 21, 2026", rabies_by, sure),
        *_card("Parvo booster", 300, "December 12, 2025", PRACTICE),
    ]


def test_the_rabies_card_s_doctor_is_the_vet() -> None:
    reading = read_fields(_record(f"Dr. Eamon Ellsworth, {PRACTICE}"))
    assert reading.veterinarian == "Eamon Ellsworth"
    assert reading.vaccinated == date(2026, 1, 21)


def test_another_card_s_doctor_is_not_the_rabies_vet() -> None:
    assert read_fields(_record(PRACTICE, lepto_by="Dr. Horatio Petrakis")).veterinarian is None


def test_a_technician_or_a_name_read_unsure_gives_no_vet() -> None:
    assert read_fields(_record("Horatio Petrakis, pharmacy technician")).veterinarian is None
    assert read_fields(_record("Dr. Smith")).veterinarian is None  # a name cut short
    unsure = _record(f"Dr. Eamon Ellsworth, {PRACTICE}", sure=0.6)
    assert read_fields(unsure).veterinarian is None


def test_a_doctor_before_the_practice_s_name() -> None:
    assert vet_name(f"Dr. Eamon Ellsworth, {PRACTICE}") == "Eamon Ellsworth"
    assert vet_name("Dr. Lavinia Ellsworth, DVM") == "Lavinia Ellsworth"
    assert vet_name(PRACTICE) is None
    assert vet_name(f"Eamon Ellsworth, {PRACTICE}") is None  # no doctor: perhaps the practice's


def test_a_titer_report_s_submitting_doctor_is_the_vet() -> None:
    report = [
        word_at("FAVN TEST REPORT", 40, 90),
        word_at("Submitted by:", 40, 135),
        word_at("Dr. Priya Thistlewood", 120, 135),
        word_at("Practice:", 40, 150),
        word_at("Fayetteville Animal Hospital", 120, 150),
        word_at("Date of last rabies vaccination:", 40, 290),
        word_at("6/7/2025", 250, 290),
    ]
    assert read_fields(report).veterinarian == "Priya Thistlewood"


def test_a_table_s_given_by_heading_names_no_vet() -> None:
    history = [
        word_at("Date", 20, 100),
        word_at("Vaccine", 120, 100),
        word_at("Given by", 300, 100),
        word_at("Lot", 450, 100),
        word_at("8/17/2026", 20, 130),
        word_at("DHPP", 120, 130),
        word_at("Dr. Tobias Lindqvist", 300, 130),
        word_at("8/17/2026", 20, 160),
        word_at("Rabies (3 yr)", 120, 160),
        word_at("Cazenovia Road Veterinary", 300, 160),
    ]
    assert read_fields(history).veterinarian is None
