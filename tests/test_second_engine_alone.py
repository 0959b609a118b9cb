"""What the second engine's reading is trusted for without Tesseract's agreeing (decision 0057):
a pen's date pair whose expiry is written and is the vaccination date and the term exactly, and a
tag Tesseract's words at the same place hold too; its run-together printed words set apart."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.office.documents import second_engine
from doglicense.office.documents.certificate_text import PageText, Segment
from doglicense.office.documents.layout.glued import spaced
from tests.wordpages import boxed


@pytest.mark.parametrize(
    ("read", "meant"),
    [
        ("DateVaccinated:", "Date Vaccinated:"),
        ("Owner'sname", "Owner's name"),
        ("Revaccinateby", "Revaccinate by"),
        ("Rabiestagno.", "Rabies tag no."),
        ("TaGNO.8867", "TaG NO. 8867"),
        ("Signatureofveterinarian", "Signature of veterinarian"),
        # What is not two label words stays as it was read: a name, a breed, a sentence.
        ("Tater", "Tater"),
        ("GermanShepherd", "GermanShepherd"),
        ("DOGWOOD", "DOGWOOD"),
        ("THANKYOU-PLEASEKEEPTHISCOPY", "THANKYOU-PLEASEKEEPTHISCOPY"),
    ],
)
def test_printed_words_run_together_are_set_apart(read: str, meant: str) -> None:
    assert spaced(read) == meant


# A county form as Tesseract read it: every label, the pen's figures misread and unsure.
TESSERACT = (
    boxed("Date of vaccination", 167, 1747, 367, 1776),
    boxed("9/21/26", 600, 1709, 1080, 1779, sure=0.41),
    boxed("Revaccinate by", 166, 1233, 323, 1267),
    boxed("4/24/21", 607, 1202, 970, 1274, sure=0.38),
    boxed("Rabies tag no.", 165, 1336, 313, 1368),
    boxed("#76870", 622, 1303, 907, 1374, sure=0.52),
)


def _rapid(vaccinated: str, expires: str, tag: str = "#76890") -> tuple[Segment, ...]:
    """RapidOCR's lines of the same form: labels run together, the pen's figures read."""
    return tuple(
        boxed(spaced(text), *box, sure=0.97)
        for text, box in (
            ("Dateofvaccination", (166, 1746, 366, 1777)),
            (vaccinated, (598, 1706, 1082, 1780)),
            ("Revaccinateby", (166, 1233, 323, 1267)),
            (expires, (605, 1201, 972, 1276)),
            ("Rabiestagno.", (165, 1336, 313, 1368)),
            (tag, (620, 1302, 909, 1375)),
        )
    )


def test_a_date_pair_the_term_vouches_for_is_proposed() -> None:
    assert second_engine.fields_of(PageText(TESSERACT, "ocr")).vaccinated is None
    read = second_engine.fields_of(PageText(TESSERACT, "ocr", _rapid("9/29/26", "9/29/27")))
    assert (read.vaccinated, read.expires) == (date(2026, 9, 29), date(2027, 9, 29))
    assert read.dates_evidence == "term"  # the clerk's "dates agree" knows how it was known


@pytest.mark.parametrize(
    "expires",
    [
        "9/29/28",  # two years: no term of a rabies vaccine
        "9/24/27",  # a day misread in one of the two
        "3 yrs",  # no expiry written: the term alone vouches for nothing
    ],
)
def test_a_date_pair_the_term_does_not_vouch_for_is_not_proposed(expires: str) -> None:
    read = second_engine.fields_of(PageText(TESSERACT, "ocr", _rapid("9/29/26", expires)))
    assert (read.vaccinated, read.expires) == (None, None)


def test_a_pair_against_a_date_tesseract_was_sure_of_is_not_proposed() -> None:
    sure = (*TESSERACT[:1], boxed("9/28/26", 600, 1709, 1080, 1779), *TESSERACT[2:])
    read = second_engine.fields_of(PageText(sure, "ocr", _rapid("9/29/26", "9/29/27")))
    assert read.vaccinated != date(2026, 9, 29)


def test_a_tag_both_engines_read_alike_is_proposed() -> None:
    alike = (*TESSERACT[:5], boxed("#76890", 622, 1303, 907, 1374, sure=0.52))
    read = second_engine.fields_of(PageText(alike, "ocr", _rapid("9/29/26", "9/29/27")))
    assert read.tag == "76890"


def test_a_tag_the_engines_read_apart_is_not_proposed() -> None:
    read = second_engine.fields_of(PageText(TESSERACT, "ocr", _rapid("9/29/26", "9/29/27")))
    assert read.tag is None  # Tesseract's '#76870' where RapidOCR reads '#76890'
    elsewhere = (*TESSERACT[:5], boxed("#76890", 622, 2303, 907, 2374, sure=0.52))
    moved = second_engine.fields_of(PageText(elsewhere, "ocr", _rapid("9/29/26", "9/29/27")))
    assert moved.tag is None  # the same figures on another line vouch for nothing


def test_a_date_the_second_engine_reads_otherwise_is_not_proposed() -> None:
    # Tesseract read the pen's 4/25/2026 as 4/15/2026 twice alike; RapidOCR reads 4/25/2026.
    tesseract = (
        boxed("DATE VACCINATED", 139, 1084, 367, 1102),
        boxed("4/15/2026", 130, 1158, 356, 1235),
    )
    alone = second_engine.fields_of(PageText(tesseract, "ocr"))
    assert alone.vaccinated == date(2026, 4, 15)
    rapid = (
        boxed("DATE VACCINATED", 137, 1081, 367, 1105),
        boxed("4/25/2026", 150, 1160, 361, 1209),
    )
    both = second_engine.fields_of(PageText(tesseract, "ocr", rapid))
    assert (both.vaccinated, both.expires) == (None, None)


def test_printed_terms_are_not_chosen_by_the_second_engine() -> None:
    # "[ ] 1 year  [X] 3 year": the tick read as nothing sure, RapidOCR losing the 3 ("year").
    tesseract = (
        boxed("DATE VACCINATED", 128, 1067, 356, 1084),
        boxed("2024-02-16", 139, 1165, 360, 1193),
        boxed("1 year", 764, 1148, 838, 1172),
        boxed("a 3 year", 917, 1125, 1049, 1188, sure=0.22),
    )
    rapid = (
        boxed("DATE VACCINATED", 124, 1061, 356, 1089),
        boxed("2024-02-16", 137, 1162, 362, 1195),
        boxed("1year", 770, 1141, 838, 1172),
        boxed("year", 983, 1141, 1051, 1172),
    )
    both = second_engine.fields_of(PageText(tesseract, "ocr", rapid))
    assert both.vaccinated == date(2024, 2, 16)
    assert both.expires is None  # never 2025-02-16, counted from the option RapidOCR kept
