"""Words one engine misread, taken from the other's reading at the same place (decision 0065):
a month Tesseract misspelt, a column heading the second engine misread, and a passport's "valid
until" the day before the anniversary, read by both."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.office.documents import second_engine
from doglicense.office.documents.certificate_text import PageText
from doglicense.office.documents.certificate_words import SURE
from doglicense.office.documents.two_readings.misread_words import mended, nearest_month, relabelled
from tests.wordpages import boxed


@pytest.mark.parametrize(
    ("word", "month"),
    [
        ("Jume", 6),
        ("Deo", 12),
        ("Septernber", 9),
        ("Auq", 8),
        ("Juiy", 7),
        ("diciembrc", 12),
        ("Jum", None),  # June or July: a letter from each
        ("Mav", None),  # March or May
        ("Xyzzy", None),  # no month within a letter
    ],
)
def test_a_misspelt_month_is_the_one_month_a_letter_away(word: str, month: int | None) -> None:
    assert nearest_month(word) == month


def test_a_misspelt_month_is_spelt_as_the_second_engine_reads_it() -> None:
    tesseract = [boxed("Given 21 Jume 2025 by", 600, 560, 1000, 600, sure=0.5)]
    spelt = mended(tesseract, [boxed("21 June 2025", 640, 553, 920, 617)])
    assert spelt[0].text == "Given 21 June 2025 by"
    assert spelt[0].certainty == (0.5, SURE, SURE, SURE, 0.5)


@pytest.mark.parametrize(
    "second",
    [
        "21 June 2026",  # a figure read otherwise: which is right, neither reading says
        "21 July 2025",  # a month farther from 'Jume' than June is
        "21 Jum 2025",  # no date in the second reading either
    ],
)
def test_a_month_is_not_spelt_without_agreement(second: str) -> None:
    tesseract = [boxed("21 Jume 2025", 657, 567, 911, 607)]
    assert mended(tesseract, [boxed(second, 645, 553, 922, 617)]) == tesseract


def test_a_misread_heading_is_tesseracts_label_but_a_value_stays_the_second_engines() -> None:
    tesseract = [
        boxed("Valid until", 1000, 377, 1161, 403),
        boxed("Teléfono / Phone", 100, 900, 400, 930),
        boxed("Provider: Dr. Grace Liu", 100, 1000, 600, 1030),
    ]
    second = [
        boxed("iun pia", 993, 365, 1171, 415),
        boxed("Telefono/Phone", 98, 898, 402, 932),  # the same label, spelt otherwise
        boxed("Grace Liu", 380, 998, 602, 1032),  # the value alone, beside its label
    ]
    assert [s.text for s in relabelled(second, tesseract)] == [
        "Valid until",
        "Telefono/Phone",
        "Grace Liu",
    ]


# A pet passport's rabies page: a table's headings, the vial's sticker under the first, the
# dates far under theirs (the sticker's height), and the vet's column.
HEADINGS = (
    boxed("Vaccine (sticker)", 111, 376, 356, 409),
    boxed("Vaccinated on", 660, 377, 867, 402),
    boxed("Valid until", 1000, 377, 1161, 403),
    boxed("Veterinarian", 1271, 377, 1459, 403),
)
SECOND_HEADINGS = (
    boxed("Vaccine (sticker)", 107, 366, 361, 415, sure=0.99),
    boxed("Vaccinated on", 654, 366, 874, 412, sure=0.99),
    boxed("iun pia", 993, 366, 1171, 415, sure=0.56),  # "Valid until", in italics
    boxed("Veterinarian", 1265, 367, 1465, 414, sure=0.99),
)


def test_a_passports_date_is_read_where_tesseract_misspelt_its_month() -> None:
    tesseract = (
        *HEADINGS,
        boxed("Imrab 1", 129, 480, 277, 514),
        boxed("21 Jume 2025", 657, 567, 911, 607, sure=0.82),
        boxed("20 Jur 2026", 997, 564, 1234, 605, sure=0.18),
    )
    second = (
        *SECOND_HEADINGS,
        boxed("Imrab 1", 120, 471, 289, 524, sure=0.99),
        boxed("21 June 2025", 645, 554, 922, 617, sure=0.98),
        boxed("20 Jum 2026", 989, 553, 1241, 612, sure=0.94),
    )
    assert second_engine.fields_of(PageText(tesseract, "ocr")).vaccinated is None
    read = second_engine.fields_of(PageText(tesseract, "ocr", second))
    assert read.vaccinated == date(2025, 6, 21)
    # "Valid until" is printed and its date read by neither: none is counted from the term
    assert read.expires is None
    assert read.dates_evidence == "two_engines"


def _stamped(valid_until: str, tesseracts: str | None, stamp: str | None = None) -> PageText:
    """A passport whose date stamp's ink Tesseract does not read, or in part; 'valid until' by
    pen."""
    tesseract = [*HEADINGS, boxed("Defensor 1", 129, 480, 300, 514)]
    if tesseracts is not None:
        tesseract.append(boxed(tesseracts, 997, 564, 1234, 605))
    if stamp is not None:
        tesseract.append(boxed(stamp, 667, 565, 805, 600))
    second = (
        *SECOND_HEADINGS,
        boxed("Defensor 1", 120, 471, 310, 524, sure=0.99),
        boxed("11 DEC 2025", 650, 560, 840, 612, sure=0.97),
        boxed(valid_until, 989, 560, 1241, 612, sure=0.99),
    )
    return PageText(tuple(tesseract), "ocr", second)


def test_a_stamped_date_is_read_when_both_engines_read_the_day_before_its_anniversary() -> None:
    read = second_engine.fields_of(_stamped("10 Dec 2026", "10 Dec 2026"))
    assert (read.vaccinated, read.expires) == (date(2025, 12, 11), date(2026, 12, 10))
    assert read.dates_evidence == "term"
    # Tesseract's month misspelt, its figures alike: still read twice over
    read = second_engine.fields_of(_stamped("10 Dec 2026", "10 Deo 2026"))
    assert (read.vaccinated, read.expires) == (date(2025, 12, 11), date(2026, 12, 10))
    # the stamp read in part by Tesseract, its figures the start of the second engine's
    read = second_engine.fields_of(_stamped("10 Dec 2026", "10 Dec 2026", stamp="11 DEC 20"))
    assert (read.vaccinated, read.expires) == (date(2025, 12, 11), date(2026, 12, 10))


@pytest.mark.parametrize(
    ("valid_until", "tesseracts", "stamp"),
    [
        ("10 Dec 2026", None, None),  # the day before, read by the second engine alone
        ("10 Dec 2026", "16 Dec 2026", None),  # Tesseract reads another day
        ("9 Dec 2026", "9 Dec 2026", None),  # two days before: not the term, however read
        ("10 Dec 2026", "10 Dec 2026", "17 DEC 2025"),  # the stamp's day read otherwise
    ],
)
def test_a_stamped_date_is_not_read_without_both_readings_of_the_day_before(
    valid_until: str, tesseracts: str | None, stamp: str | None
) -> None:
    read = second_engine.fields_of(_stamped(valid_until, tesseracts, stamp))
    assert (read.vaccinated, read.expires) == (None, None)
