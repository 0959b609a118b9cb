"""A monospaced permit as OCR reads it (decision 0084): a dotted leader read in one run with
its label ("RABIES VACC DATE ....... 01/22/26"), or read as flat letters of no certainty
("wees eenee"); "Dr." read apart from the doctor's name by the typewriter's wide spaces;
"VET CLINIC" naming the practice; and a campground's "CAMPER" and a service desk's "Requested for",
the owner."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def _row(label: str, value: str, y: float, *, leader: str = "") -> list[Segment]:
    value_run = word_at(value, 1140, y, height=18)
    if leader:
        return [word_at(f"{label} {leader}", 811, y, height=18, certainty=0.64), value_run]
    return [word_at(label, 811, y, height=18), value_run]


def test_a_leader_read_with_its_label() -> None:
    page = [
        word_at("SENECA BLUFFS STATE PARK CAMPGROUND", 89, 80, height=22),
        *_row("RABIES VACC DATE", "01/22/26", 280, leader="......."),
        *_row("RABIES EXPIRES", "01/22/27", 319, leader="............"),
    ]
    reading = read_fields(page)
    assert (reading.vaccinated, reading.expires) == (date(2026, 1, 22), date(2027, 1, 22))


def test_a_leader_read_as_letters_and_a_title_apart() -> None:
    page = [
        word_at("SENECA BLUFFS STATE PARK CAMPGROUND", 89, 80, height=22),
        *_row("RABIES VACC DATE", "01/22/26", 280),
        word_at("VACCINATING VET", 811, 397, height=18, certainty=0.94),
        word_at("wees", 1043, 413, height=2, certainty=0.0),
        word_at("eenee", 1074, 413, height=2, certainty=0.0),
        word_at("Dr.", 1140, 397, height=18),
        word_at("Emmett Fairweather", 1203, 395, height=20),
        *_row("VET CLINIC", "Cedar Hollow Veterinary Care", 435),
    ]
    reading = read_fields(page)
    assert reading.veterinarian == "Emmett Fairweather"
    assert reading.clinic == "Cedar Hollow Veterinary Care"


def test_a_title_alone_stays_no_name() -> None:
    page = [
        *_row("RABIES VACC DATE", "01/22/26", 280),
        word_at("VACCINATING VET", 811, 397, height=18),
        word_at("Dr.", 1140, 397, height=18),
        word_at("RABIES TAG", 811, 435, height=18),
        word_at("NOT ON COLLAR", 1140, 435, height=18),
    ]
    assert read_fields(page).veterinarian is None


def test_a_camper_and_a_ticket_s_requester_are_the_owner() -> None:
    permit = [*_row("CAMPER", "Zoltan Ilardo", 357), *_row("RABIES VACC DATE", "01/22/26", 280)]
    assert read_fields(permit).owner == "Zoltan Ilardo"
    ticket = [
        word_at("Requested for", 43, 126, certainty=1.0),
        word_at("Kieran Hennessey", 230, 124, certainty=1.0),
        word_at("Rabies vaccine given on", 43, 226, certainty=1.0),
        word_at("11/23/2024", 230, 224, certainty=1.0),
    ]
    assert read_fields(ticket).owner == "Kieran Hennessey"
