"""General rules of the reader's third round (issue 28, decision 0050): the place the shot was
given beats the authority over it, a person's name cut where the reading stopped is not proposed,
a dotted line read as words is no value; and (0060) a label leading on to a place is no clinic,
a species printed as an option no dog's name."""

from __future__ import annotations

import io
from datetime import date

from doglicense.office.documents.certificate_text import Segment, read_words
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Page, Rule, Text, picture
from tests.wordpages import pdf_words, word_at


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
    assert read_fields(pdf_words(page)).clinic == "Onondaga County Rabies Clinic"
    # A clinic named only by what it does is the event's title, not a place: the department.
    event = [page[0], Text(36, 50, "Free Rabies Clinic", 11), *page[2:]]
    assert read_fields(pdf_words(event)).clinic == "Onondaga County Health Department"
    # Two places under the department and nothing to say which gave the shot: none proposed.
    page.insert(2, Text(300, 50, "Clay Animal Hospital", 11))
    assert read_fields(pdf_words(page)).clinic is None
    # A clinic's own letterhead is the clinic, whatever authority is named under it.
    clinic = [Text(36, 30, "Clay Veterinary Clinic", 15), Text(36, 50, "Health Department", 11)]
    assert read_fields(pdf_words([*clinic, *page[3:]])).clinic == "Clay Veterinary Clinic"


def test_a_person_s_name_read_as_one_word_is_not_proposed() -> None:
    # The owner's family name and the vet's were not read (a photo's shadow, a pen's stroke).
    words = [
        word_at("Owner:", 36, 100),
        word_at("EVELYN", 140, 100),
        word_at("Veterinarian:", 36, 130),
        word_at("MICH", 140, 130),
        word_at("Dog's Name:", 36, 160),
        word_at("KODA", 140, 160),
    ]
    reading = read_fields(words)
    assert (reading.owner, reading.veterinarian, reading.dog) == (None, None, "KODA")
    words[1], words[3] = word_at("EVELYN OKAFOR", 140, 100), word_at("Dr. Michael Chen", 140, 130)
    reading = read_fields(words)
    assert (reading.owner, reading.veterinarian) == ("EVELYN OKAFOR", "Michael Chen")


def test_a_dotted_line_read_as_words_is_not_the_value_beside_a_label() -> None:
    # A stub's dotted lines under its values, read by OCR as flat rows of 'nee cee' just
    # right of the label, nearer to it than the date printed over them.
    def dots(y: float) -> Segment:
        return Segment("naeenenconesenveennyseneesnq nesesnan", 220, y, 800, y + 3, (0.0, 0.0))

    words = [
        word_at("Date Given", 36, 100, 21),
        dots(122),
        word_at("8/31/2026", 240, 96, 21),
        word_at("Revaccinate by", 36, 160, 21),
        dots(182),
        word_at("8/31/2027", 240, 156, 21),
        word_at("Owner:", 36, 40, 21),
        word_at("EVELYN OKAFOR", 240, 40, 21),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2026, 8, 31), date(2027, 8, 31))


def test_a_dashed_line_under_the_values_is_taken_out_before_they_are_read() -> None:
    # A county stub scanned at 200 dpi: each value printed just over a dashed line that starts
    # left of it; left in, the line is read with the value as one line of noise.
    ops: list[Text | Rule] = []
    for y, label, value in (
        (60, "Owner:", "DMITRI KAUR"),
        (90, "Date Given:", "11/25/2026"),
        (120, "Revaccinate by:", "11/25/2027"),
    ):
        ops += [Text(36, y, label, 10), Text(130, y - 1, value, 11)]
        ops += [Rule(x, y + 2, x + 2.2, y + 2) for x in [125 + 3.2 * i for i in range(110)]]
    out = io.BytesIO()
    picture(Page(612, 160, "DejaVu Sans", tuple(ops)), 200).convert("L").save(out, format="PNG")
    reading = read_fields(read_words(out.getvalue(), "image/png", 50_000_000).segments)
    assert (reading.vaccinated, reading.expires) == (date(2026, 11, 25), date(2027, 11, 25))
    assert reading.owner == "DMITRI KAUR"


def test_a_label_whose_colon_was_read_as_a_stop_is_still_its_label() -> None:
    # A fax's "Date Administered:" read "Date Administered.": the date beside it is still its own.
    words = [
        word_at("Date Administered.", 36, 100),
        word_at("February 4, 2026", 160, 100),
        word_at("Expiration Date,", 36, 120),
        word_at("February 4, 2027", 160, 120),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2026, 2, 4), date(2027, 2, 4))


def test_a_label_whose_colon_was_read_as_a_semicolon_is_still_its_label() -> None:
    # A faint colon read as a semicolon, the value in the same run of words.
    words = [
        word_at("Date vaccinated; 05/21/2026", 36, 100),
        word_at("Valid through; 05/21/2027", 36, 120),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2026, 5, 21), date(2027, 5, 21))


def test_a_label_leading_on_to_a_place_is_not_the_clinic() -> None:
    # A county's free clinic: "Clinic held at" is a label, the fire station written after it.
    page = [
        Text(36, 30, "Tompkins County Health Department", 15, bold=True),
        Text(400, 30, "FREE RABIES CLINIC", 11),
        Text(36, 70, "Clinic held at", 9),
        Text(120, 68, "Utica Fire Station", 11),
        Text(36, 120, "Owner's name", 9),
        Text(36, 300, "Keep this certificate.", 9),
    ]
    assert read_fields(pdf_words(page)).clinic == "Tompkins County Health Department"


def test_a_species_printed_as_an_option_is_never_the_dog_s_name() -> None:
    # The animal's name is not read; "Dog" is one of the species' options, "Cat" the next one
    # (whose C, like the O of "Other", may be an empty box read before a word).
    page = [
        Text(36, 100, "Species:", 9),
        Text(80, 100, "X", 9),
        Text(97, 100, "Dog", 9),
        Text(139, 100, "Cat", 9),
        Text(220, 100, "Ferret", 9),
        Text(270, 100, "Other", 9),
    ]
    assert read_fields(pdf_words(page)).dog is None
