"""A practice's tables as residents hand them in (issue 28): a heading printed white on a dark
band, a visit summary's shots given that day with only their due dates, and a date the two OCR
engines read alike but for a letter Tesseract took for a figure."""

from __future__ import annotations

import io
from datetime import date

from PIL import Image, ImageDraw, ImageFont

from doglicense.office.documents.certificate_text import PageText, Segment, read_words
from doglicense.office.documents.certificate_words import SURE
from doglicense.office.documents.prep.page import light_bands
from doglicense.office.documents.rabies_fields import read_fields
from doglicense.office.documents.second_engine import fields_of
from doglicense.office.documents.two_readings.agreement import agreed
from tests.certificate_set import Text
from tests.wordpages import boxed, pdf_words, word_at

SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"

HEADINGS = [
    ("Vaccine", 60),
    ("Lot #", 620),
    ("Lot Exp", 840),
    ("Date Given", 1060),
    ("Next Due", 1300),
]
ROWS = [
    ("DHPP (Vanguard Plus 5)", "106120B", "", "02/23/2026", "02/18/2027"),
    ("Rabies 1 Year (Rabvac 1)", "139350", "06/19/2027", "02/23/2026", "02/23/2027"),
    ("Lyme (Vanguard crLyme)", "441455X", "", "10/26/2025", "10/21/2026"),
]


def _printout(band: tuple[int, int, int]) -> bytes:
    """A practice system's certificate at 200 dpi: the patient, then a table of shots whose
    heading is printed in white on a band of ``band``'s colour, as a scanned PNG."""
    page = Image.new("RGB", (1700, 1400), "white")
    pen = ImageDraw.Draw(page)
    font = ImageFont.truetype(SERIF, 30)
    pen.text((60, 80), "Vaccination Certificate", fill="black", font=ImageFont.truetype(SERIF, 48))
    pen.text((60, 200), "Patient: Maple", fill="black", font=font)
    pen.text((60, 250), "Client: Tomasz Nowak", fill="black", font=font)
    pen.rectangle((40, 400, 1500, 460), fill=band)
    for heading, x in HEADINGS:
        pen.text((x, 412), heading, fill="white", font=font)
    for n, row in enumerate(ROWS):
        y = 500 + 70 * n
        for (_, x), cell in zip(HEADINGS, row, strict=True):
            pen.text((x, y), cell, fill="black", font=font)
    out = io.BytesIO()
    page.save(out, format="PNG")
    return out.getvalue()


def test_a_heading_white_on_a_dark_band_names_its_columns() -> None:
    words = read_words(_printout((44, 62, 92)), "image/png", 50_000_000).segments
    read = read_fields(words)
    assert any("Given" in s.text for s in words), [s.text for s in words]
    assert (read.vaccinated, read.expires) == (date(2026, 2, 23), date(2027, 2, 23))


def test_a_page_without_a_dark_band_is_left_as_it_was() -> None:
    page = Image.open(io.BytesIO(_printout((255, 255, 255)))).convert("L")
    assert light_bands(page).tobytes() == page.tobytes()


def _visit(visited: str, shot: str, due: str) -> list[Text]:
    """A visit summary: the visit's date at the top, a table of the shots given that day with
    each one's next due date, none with a date given of its own."""
    return [
        Text(40, 40, "Visit Summary", 12, bold=True),
        Text(40, 60, f"Visit date: {visited}", 9),
        Text(40, 76, "Patient: Gus", 9),
        Text(40, 120, "Vaccines given today", 9, bold=True),
        Text(40, 136, "Vaccine", 8),
        Text(160, 136, "Product", 8),
        Text(260, 136, "Lot", 8),
        Text(360, 136, "Next due", 8),
        Text(40, 152, "DHPP", 8),
        Text(160, 152, "Vanguard Plus 5", 8),
        Text(260, 152, "420436X", 8),
        Text(360, 152, "September 15, 2027", 8),
        Text(40, 168, shot, 8),
        Text(160, 168, "Defensor 1" if "1" in shot else "Defensor 3", 8),
        Text(260, 168, "L319160", 8),
        Text(360, 168, due, 8),
    ]


def test_a_visit_s_shot_is_dated_by_the_visit_when_its_due_date_is_the_term_after() -> None:
    read = read_fields(pdf_words(_visit("September 20, 2026", "Rabies 1 yr", "September 20, 2027")))
    assert (read.vaccinated, read.expires) == (date(2026, 9, 20), date(2027, 9, 20))


def test_a_shot_from_an_earlier_visit_never_takes_this_visit_s_date() -> None:
    # Rabies given a year before this visit, due three years after it: the due date is not
    # the visit's plus the term, so no vaccination date is counted.
    page = _visit("June 1, 2026", "Rabies 3 yr", "June 1, 2028")
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (None, None)


def test_a_figure_read_as_a_letter_by_tesseract_still_agrees() -> None:
    second = [word_at("04-10-2025", 120, 816, 20, certainty=1.0)]
    assert agreed(second, [word_at("Q4-10-2025", 121, 816, 20, 0.85)])[0].confidence >= SURE
    assert agreed(second, [word_at("84-10-2025", 121, 816, 20, 0.85)])[0].confidence < SURE
    # A word of letters beside the date keeps its letters: 'DOB' is no figure.
    label = [word_at("DOB 04-10-2025", 60, 816, 20, certainty=1.0)]
    assert agreed(label, [word_at("DOB Q4-10-2025", 60, 816, 20)])[0].confidence >= SURE


def _letterhead(clinic: str) -> tuple[Segment, ...]:
    return (
        word_at(clinic, 360, 180, 24),
        word_at("Owner: Linh Vo", 60, 300, 20),
        word_at("Dog's name: Sadie", 60, 340, 20),
    )


def test_a_name_the_second_engine_reads_otherwise_is_proposed_by_neither() -> None:
    tesseract = _letterhead("Cortland Animal Hespital")
    alike = fields_of(PageText(tesseract, "ocr", _letterhead("CortlandAnimalHespital")))
    # read alike, yet its last word is no practice's end spelt right: no name (decision 0086)
    assert (alike.clinic, alike.owner) == (None, "Linh Vo")
    other = fields_of(PageText(tesseract, "ocr", _letterhead("Cortland Animal Hospital")))
    assert (other.clinic, other.owner, other.dog) == (None, "Linh Vo", "Sadie")


def shelter_record(rabies_row: list[Segment]) -> list[Segment]:
    """A shelter's medical record: a table of treatments, the rabies one under a stamp."""
    return [
        word_at("Date", 40, 100),
        word_at("Treatment", 200, 100),
        word_at("Product", 420, 100),
        word_at("Lot", 640, 100),
        word_at("January 8, 2026", 40, 130),
        word_at("DHPP", 200, 130),
        word_at("Vanguard Plus 5", 420, 130),
        word_at("162849", 640, 130),
        *rabies_row,
        word_at("Duration: 1 year", 40, 260),
    ]


def test_a_row_naming_a_rabies_vaccine_is_the_rabies_row_when_a_stamp_hides_the_word() -> None:
    # "VACCINE GIVEN" stamped over the row: "Rabies" is read as "-R" and "abies", a line apart,
    # the stamp's words among them; the product and the date are read whole.
    stamped = [
        word_at("January 28, 2026-R", 40, 160),
        word_at("~VENE GIVE", 205, 157, certainty=0.4),
        word_at("abies", 203, 165, certainty=0.67),
        word_at("Rabvac 1", 420, 160),
        word_at("81-270X", 640, 160),
    ]
    reading = read_fields(shelter_record(stamped))
    assert (reading.vaccinated, reading.expires) == (date(2026, 1, 28), date(2027, 1, 28))
    # Two dates one above the other in the row are still a guess, and nothing is proposed.
    tilted = [*stamped, word_at("January 29, 2026", 60, 166)]
    assert read_fields(shelter_record(tilted)).vaccinated is None


def test_a_heading_over_a_first_row_run_into_its_neighbour_gives_no_later_rows_date() -> None:
    # A 150-dpi scan of a printout, as both engines read it: the rabies row's lot expiry and
    # date given run together under "Date Given", and the next row's date stands right under
    # the heading's left edge. That date is another shot's, never the rabies one.
    page = [
        boxed("Vaccine", 118, 654, 210, 680, sure=0.97),
        boxed("Date Given", 897, 654, 1000, 680, sure=0.97),
        boxed("Next Due", 1032, 654, 1139, 680, sure=0.97),
        boxed("Rabies 1 Year (Defensor 1)", 116, 700, 320, 726, sure=0.97),
        boxed("2026-11-22 2026-04-07", 779, 700, 1004, 726, sure=0.97),
        boxed("2027-04-07", 1032, 700, 1139, 726, sure=0.97),
        boxed("2026-03-24", 897, 740, 1006, 766, sure=0.97),
        boxed("2027-03-19", 1031, 740, 1140, 766, sure=0.97),
    ]
    assert read_fields(page).vaccinated != date(2026, 3, 24)


def test_a_date_under_its_own_heading_not_the_next_columns_a_hair_higher() -> None:
    # A renewal notice's table, small in a PDF viewer's screenshot: the expiry under "Expires"
    # stands three pixels higher than the date under "Date Given", within reach of both.
    words = [
        boxed("Date Given", 766, 553, 833, 579, sure=0.98),
        boxed("Expires", 861, 558, 910, 580, sure=0.98),
        boxed("Vaccine", 1043, 554, 1094, 580, sure=0.98),
        boxed("2/27/2025", 768, 582, 830, 603, sure=0.98),
        boxed("2/27/2028", 860, 579, 926, 605, sure=0.98),
        boxed("Imrab 3 TF", 1046, 579, 1114, 605, sure=0.98),
    ]
    read = read_fields(words)
    assert (read.vaccinated, read.expires) == (date(2025, 2, 27), date(2028, 2, 27))
