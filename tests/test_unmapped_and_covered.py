"""Papers from the twenty-eighth set's kinds, read by decision 0085's rules:
- a printer driver's PDF whose fonts carry no map to letters: its text layer is glyph numbers,
  so the page is read as a picture;
- a PDF corrected in an online editor: the word under the white box is not read, the one typed
  over it is; a street blacked out is a bar, and the address block is still one;
- a Korean hospital's certificate: each label in Korean over its English, a section's number
  before its Korean heading, names romanised in brackets;
- a recreation department's receipt, its questions over the answers ("Billed to", "Rabies
  vaccination expiration date", "Veterinarian / clinic that gave the vaccine");
- a talent agency's profile: "Rabies vaccination" beside its date, never a title's or an earlier
  shot's;
- a pet résumé: a practice written where the vet's name goes is the clinic; a "Pet Health
  Record" title read apart at its "Pet" names no dog."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from fpdf import FPDF

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.pdf.text_layer import unmapped
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at

_FONT = Path("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf")

_RECEIPT = (
    (40, 60, "Village of Baldwinsville Recreation"),
    (40, 100, "Billed to"),
    (140, 100, "Nikhil McNamara"),
    (40, 140, "Dog's name"),
    (40, 156, "Winston"),
    (40, 190, "Date of most recent rabies vaccination"),
    (40, 206, "09-22-2025"),
    (40, 240, "Rabies vaccination expiration date"),
    (40, 256, "09-22-2028"),
    (40, 278, "Rabies tag number"),
    (40, 294, "T14244"),
    (40, 316, "Veterinarian / clinic that gave the vaccine"),
    (40, 332, "Dr. Adelaide Everly, Cicero Animal Clinic"),
)


def _receipt(*, maps: bool = True) -> bytes:
    pdf = FPDF(unit="pt", format=(612, 380))
    pdf.set_auto_page_break(False)
    pdf.add_font("body", "", str(_FONT))
    pdf.add_page()
    pdf.set_font("body", "", 11)
    for x, y, text in _RECEIPT:
        pdf.text(x, y, text)
    data = bytes(pdf.output())
    if maps:
        return data
    # a printer driver's file: the same page, each font's ToUnicode reference blanked in place
    return re.sub(rb"/ToUnicode \d+ 0 R", lambda m: b" " * len(m.group(0)), data)


def _reading(data: bytes):  # type: ignore[no-untyped-def]
    return read_fields(read_words(data, "application/pdf", 50_000_000).segments)


def test_questions_over_their_answers() -> None:
    reading = _reading(_receipt())
    assert (reading.vaccinated, reading.expires) == (date(2025, 9, 22), date(2028, 9, 22))
    assert (reading.owner, reading.dog) == ("Nikhil McNamara", "Winston")
    # the tag's answer stands between its question and the vet's: the vet's question is no
    # answer in the tag's box
    assert (reading.tag, reading.veterinarian) == ("T14244", "Adelaide Everly")


def test_a_pdf_without_letters_is_read_as_a_picture() -> None:
    words = read_words(_receipt(maps=False), "application/pdf", 50_000_000)
    assert words.source == "ocr"  # its layer's glyph numbers are no words
    assert any("McNamara" in s.text for s in words.segments)
    reading = read_fields(words.segments)
    assert (reading.vaccinated, reading.expires) == (date(2025, 9, 22), date(2028, 9, 22))
    assert read_words(_receipt(), "application/pdf", 50_000_000).source == "text layer"


def test_glyph_numbers_are_no_letters() -> None:
    assert unmapped("\x01\x04\x05\x06\x05Hello")
    assert unmapped("\ue001\ue002\ue003 Dr")  # private use: a font's own glyphs
    assert not unmapped("Date of vaccination 09-22-2025 · Dr. Everly — ñandú 접종")
    assert not unmapped("")


def _corrected(*, opacity: float = 1.0, box_first: bool = False) -> bytes:
    pdf = FPDF(unit="pt", format=(612, 200))
    pdf.set_auto_page_break(False)
    pdf.add_font("body", "", str(_FONT))
    pdf.add_page()
    pdf.set_font("body", "", 11)
    pdf.text(40, 60, "Owner / handler")
    pdf.set_fill_color(255, 255, 255)
    if box_first:
        pdf.rect(138, 48, 90, 16, style="F")
    pdf.text(140, 60, "Valentina Knga")
    if not box_first:
        with pdf.local_context(fill_opacity=opacity):
            pdf.rect(138, 48, 90, 16, style="F")
        pdf.text(140, 60, "Valentina Kang")
    return bytes(pdf.output())


def _texts(data: bytes) -> list[str]:
    return [s.text for s in read_words(data, "application/pdf", 50_000_000).segments]


def test_a_word_under_a_white_box_is_not_read() -> None:
    assert _texts(_corrected()) == ["Owner / handler", "Valentina Kang"]
    assert _reading(_corrected()).owner == "Valentina Kang"


def _redacted_letter() -> bytes:
    pdf = FPDF(unit="pt", format=(612, 300))
    pdf.set_auto_page_break(False)
    pdf.add_font("body", "", str(_FONT))
    pdf.add_page()
    pdf.set_font("body", "", 11)
    pdf.text(40, 40, "Town of Lysander, Office of the Dog Control Officer")
    pdf.text(40, 100, "Ezekiel Iverson")
    pdf.text(40, 114, "1925 Wetzel Rd")
    pdf.text(40, 128, "North Syracuse, NY 13212")
    pdf.set_fill_color(0, 0, 0)
    pdf.rect(38, 104, 90, 13, style="F")  # the street blacked out before the letter was shared
    pdf.text(40, 170, "Date of vaccination: May 8, 2026")
    return bytes(pdf.output())


def test_a_blacked_out_street_leaves_its_bar() -> None:
    texts = _texts(_redacted_letter())
    assert "1925 Wetzel Rd" not in texts and "█" in texts  # a bar where the words stood
    reading = _reading(_redacted_letter())
    assert (reading.owner, reading.vaccinated) == ("Ezekiel Iverson", date(2026, 5, 8))


def test_a_word_under_a_see_through_box_or_drawn_over_one_is_read() -> None:
    assert "Valentina Knga" in _texts(_corrected(opacity=0.3))  # a highlighter's colour
    assert _texts(_corrected(box_first=True)) == ["Owner / handler", "Valentina Knga"]


def test_a_korean_certificate() -> None:
    page = [
        word_at("1. 소유자 Owner", 41, 120, height=10, certainty=1.0),
        word_at("성명", 46, 138, height=8, certainty=1.0),
        word_at("Name", 47, 150, height=5, certainty=1.0),
        word_at("Yasmin Kang", 138, 144, height=9, certainty=1.0),
        word_at("2. 동물 Animal", 41, 228, height=10, certainty=1.0),
        word_at("이름", 47, 246, height=8, certainty=1.0),
        word_at("Name", 47, 258, height=5, certainty=1.0),
        word_at("Kiwi", 139, 251, height=8, certainty=1.0),
        word_at("광견병 Rabies", 44, 459, height=8, certainty=1.0),
        word_at("2026.06.21", 145, 459, height=7, certainty=1.0),
        word_at("Rabisin (Boehringer Ingelheim)", 233, 459, height=8, certainty=1.0),
        word_at("동물병원 명칭 Hospital", 150, 584, height=10, certainty=1.0),
        word_at("튼튼동물병원 (Teunteun Animal Hospital)", 300, 584, height=10, certainty=1.0),
        word_at("수의사 Veterinarian", 150, 660, height=9, certainty=1.0),
        word_at("한소희 (Han So-hee)", 300, 660, height=10, certainty=1.0),
    ]
    reading = read_fields(page)
    assert (reading.owner, reading.dog) == ("Yasmin Kang", "Kiwi")
    assert (reading.veterinarian, reading.clinic) == ("Han So-hee", "Teunteun Animal Hospital")
    # the Korean over each English label is what lets its value, level with neither, be read
    english_only = [w for w in page if w.text not in ("성명", "이름")]
    assert read_fields(english_only).owner is None


def test_rabies_vaccination_beside_its_date() -> None:
    profile = [
        word_at("PAPERWORK ON FILE", 369, 287, height=7, certainty=1.0),
        word_at("Rabies vaccination", 369, 309, height=7, certainty=1.0),
        word_at("Apr 23, 2026", 496, 309, height=9, certainty=1.0),
        word_at("Rabies tag", 369, 332, height=9, certainty=1.0),
        word_at("#236053", 497, 332, height=7, certainty=1.0),
    ]
    reading = read_fields(profile)
    assert (reading.vaccinated, reading.tag) == (date(2026, 4, 23), "236053")
    # a certificate's title, and an earlier shot's line, name no vaccination date
    certificate = [
        word_at("RABIES VACCINATION", 41, 64, height=28, certainty=1.0),
        word_at("Issued Dec 20, 2025", 497, 70, height=7, certainty=1.0),
        word_at("Previous rabies vaccination", 40, 580, height=6, certainty=1.0),
        word_at("Nov 10, 2024 (Rabvac 1)", 180, 580, height=8, certainty=1.0),
    ]
    assert read_fields(certificate).vaccinated is None


def test_a_practice_where_the_vet_goes() -> None:
    resume = [
        word_at("Health & vaccinations", 233, 198, height=10, certainty=1.0),
        word_at("Veterinarian:", 232, 222, height=8, certainty=1.0),
        word_at("Paws & Claws Veterinary of Liverpool · (315) 575-5911", 296, 222, height=10),
        word_at("Vaccine", 232, 241, height=7, certainty=1.0),
        word_at("Date given", 363, 241, height=9, certainty=1.0),
        word_at("Rabies", 233, 279, height=7, certainty=1.0),
        word_at("January 31, 2025", 362, 279, height=9, certainty=1.0),
    ]
    reading = read_fields(resume)
    assert (reading.clinic, reading.veterinarian) == ("Paws & Claws Veterinary of Liverpool", None)
    doctor = [*resume[:1], word_at("Veterinarian: Dr. Benedict Blackwood", 232, 222, height=10)]
    assert read_fields(doctor).clinic is None  # a person, no practice


def test_a_health_record_title_read_apart_names_no_dog() -> None:
    tracker = [
        word_at("Pet", 796, 820, height=29, certainty=0.97),
        word_at("Health Recond", 854, 792, height=51, certainty=0.93),
    ]
    assert read_fields(tracker).dog is None
