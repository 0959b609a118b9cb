"""Papers from the twenty-ninth set's kinds, read by decision 0086's rules:
- a scanner's raw 16-bit grey PNG is read as the page it is, not as a white one, and the clerk's
  preview shows it;
- a page held up to a phone's front camera, saved mirrored, is read flipped back;
- a list's "Rabies (product): date, good until date" line, a sitter's care notes;
- a portal's labels over their boxed values: the next box's label beside one is no value
  ("Document uploaded"); a leaseholder, a student, a handler are the dog's owner;
- a team record's table row naming the vet and the practice in one cell; an intake form's
  "Rabies vaccine date" under its own label, never the intake's date carried down."""

from __future__ import annotations

import io
from datetime import date

import numpy as np
from PIL import Image

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.layout.roles import a_phrase
from doglicense.office.documents.names.practices import clinic_name
from doglicense.office.documents.pictures import eight_bit, make_preview
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import sample
from tests.wordpages import word_at


def _reading(data: bytes, content_type: str):  # type: ignore[no-untyped-def]
    return read_fields(read_words(data, content_type, 50_000_000).segments)


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def test_a_sixteen_bit_scan_is_read_as_its_page() -> None:
    page = sample("form51", "clean", 0)
    grey = np.asarray(Image.open(io.BytesIO(page.data)).convert("L"), dtype=np.uint16)
    wide = Image.fromarray((grey << 8) | 0x80)  # 12 bits and more shifted up, as SANE's
    assert Image.open(io.BytesIO(_png(wide))).mode == "I;16"
    assert _reading(_png(wide), "image/png").vaccinated == page.truth.vaccinated
    preview = Image.open(io.BytesIO(make_preview(_png(wide), "image/png", 50_000_000, 400)))
    assert np.asarray(preview.convert("L")).min() < 100  # its words, not a white page


def test_sixteen_bits_keep_their_top_and_twelve_bits_theirs() -> None:
    twelve = Image.fromarray(np.array([[0, 2048, 4095]], dtype=np.uint16))
    assert list(np.asarray(eight_bit(twelve))[0]) == [0, 128, 255]
    sixteen = Image.fromarray(np.array([[0, 32768, 65535]], dtype=np.uint16))
    assert list(np.asarray(eight_bit(sixteen))[0]) == [0, 128, 255]
    rgb = Image.new("RGB", (2, 2))
    assert eight_bit(rgb) is rgb


def test_a_mirrored_photo_is_read_flipped_back() -> None:
    page = sample("invoice", "clean", 1)
    as_came = _reading(page.data, "image/png")
    assert as_came.vaccinated == page.truth.vaccinated
    mirrored = Image.open(io.BytesIO(page.data)).transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    again = _reading(_png(mirrored), "image/png")
    assert (again.vaccinated, again.expires) == (as_came.vaccinated, as_came.expires)


def test_a_list_line_names_the_shot_and_its_end() -> None:
    words = [
        word_at("Vaccines (copies in the blue folder)", 72, 400),
        word_at("DHPP: 11/14/2025", 101, 421),
        word_at("Rabies (Imrab 1 TF): 05/21/2026, good until 05/21/2027", 101, 437),
        word_at("Bordetella: 12/04/2025", 101, 453),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2026, 5, 21), date(2027, 5, 21))
    due = read_fields([*words[:2], word_at("Rabies: due 05/21/2027", 101, 437)])
    assert due.vaccinated is None  # a date due is no shot's


def test_the_next_box_s_label_beside_a_label_is_no_value() -> None:
    words = [
        word_at("Leaseholder", 45, 36, height=6, certainty=1.0),
        word_at("Adrienne Tedesco", 44, 49, height=8, certainty=1.0),
        word_at("Rabies vaccination date", 45, 280, height=6, certainty=1.0),
        word_at("11/25/2026", 44, 293, height=9, certainty=1.0),
        word_at("Veterinary clinic", 44, 320, height=8, certainty=1.0),
        word_at("Document uploaded", 319, 320, height=8, certainty=1.0),
        word_at("Marcellus Animal Clinic", 45, 333, height=8, certainty=1.0),
        word_at("rabies_cert_clem.pdf", 319, 333, height=11, certainty=1.0),
    ]
    reading = read_fields(words)
    assert reading.clinic == "Marcellus Animal Clinic"
    assert reading.owner == "Adrienne Tedesco"


def test_a_phrase_is_no_name() -> None:
    assert a_phrase("Document uploaded") and a_phrase("Swab collected") and a_phrase("Lease term")
    for name in ("Marcellus Animal Clinic", "Maria de la Cruz", "Rex", "Animal Hospital of Clay"):
        assert not a_phrase(name)


def test_a_team_record_row_names_the_vet_and_the_practice() -> None:
    words = [
        word_at("K9", 421, 89, height=7, certainty=1.0),
        word_at("Wrigley (Standard Poodle, F)", 510, 89, height=9, certainty=1.0),
        word_at("Handler", 45, 89, height=7, certainty=1.0),
        word_at("Adrienne Kilbride", 134, 89, height=7, certainty=1.0),
        word_at("Vaccine / test", 48, 269, height=8, certainty=1.0),
        word_at("Given", 218, 269, height=7, certainty=1.0),
        word_at("Due", 319, 270, height=6, certainty=1.0),
        word_at("Vet / clinic", 418, 269, height=8, certainty=1.0),
        word_at("Bordetella", 49, 287, height=7, certainty=1.0),
        word_at("07/13/2024", 218, 287, height=8, certainty=1.0),
        word_at("07/13/2025", 318, 287, height=8, certainty=1.0),
        word_at("Tully Animal Hospital", 418, 287, height=9, certainty=1.0),
        word_at("Rabies", 49, 325, height=7, certainty=1.0),
        word_at("05/29/2024", 218, 325, height=8, certainty=1.0),
        word_at("05/29/2025", 318, 325, height=8, certainty=1.0),
        word_at("Dr. Alistair Chamberlain, Tully Animal Hospital", 419, 325, certainty=1.0),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2024, 5, 29), date(2025, 5, 29))
    assert reading.veterinarian == "Alistair Chamberlain"
    assert reading.clinic == "Tully Animal Hospital"
    assert (reading.dog, reading.owner) == ("Wrigley", "Adrienne Kilbride")


def test_an_intake_form_s_own_vaccination_label() -> None:
    words = [
        word_at("Intake date", 147, 473, height=15),
        word_at("6/9/2025", 160, 511, height=29),
        word_at("Owner / handler", 146, 567, height=16),
        word_at("Thaddeus Rinaldi", 161, 602, height=31),
        word_at("Rabies vaccine date", 147, 1016, height=16),
        word_at("1/17/2024", 161, 1056, height=29),
        word_at("Veterinarian / clinic", 146, 1112, height=15),
        word_at("Dr. Isadora Pemberton - Brewerton Animal Care", 159, 1146, height=32),
    ]
    reading = read_fields(words)
    assert reading.vaccinated == date(2024, 1, 17)
    assert (reading.veterinarian, reading.clinic) == ("Isadora Pemberton", "Brewerton Animal Care")
    assert reading.owner == "Thaddeus Rinaldi"


def test_a_student_or_a_handler_is_the_owner_only_on_a_page_naming_no_owner() -> None:
    # A vet school's record: its student examined the dog; the owner is the client.
    school = [
        word_at("Client: Fiona Szymanski", 40, 60, certainty=1.0),
        word_at("Student: Rosemary Ratajczak (Class of 2027)", 40, 80, certainty=1.0),
    ]
    assert read_fields(school).owner == "Fiona Szymanski"
    # A hunt test's entry whose owner's box was not read: its handler is no owner.
    entry = [
        word_at("HANDLER", 40, 60, certainty=1.0),
        word_at("Ignatius Oyelaran", 140, 60, certainty=1.0),
        word_at("Signature of owner or agent", 40, 200, certainty=1.0),
    ]
    assert read_fields(entry).owner is None
    assert read_fields(entry[:2]).owner == "Ignatius Oyelaran"  # a team's record: its handler


def test_a_practice_s_last_word_misread_by_a_letter_is_no_name() -> None:
    assert clinic_name("Kingston Veterinary Assoctates") is None  # both engines read it so
    assert clinic_name("Tully Animal Hospltal") is None
    assert clinic_name("Kingston Veterinary Associates") == "Kingston Veterinary Associates"
    assert clinic_name("VCA Animal Hospitals") == "VCA Animal Hospitals"
