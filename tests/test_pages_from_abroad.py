"""A certificate from continental Europe, or its certified English translation under it: its
figures' dates are day first (decision 0075); a page in English or French keeps them as printed; a
passport's numbered boxes read without the space after their number."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at


def _translated(original: list[Text]) -> list[Text]:
    return [
        *original,
        Text(200, 370, "CERTIFIED ENGLISH TRANSLATION", 10, bold=True),
        Text(60, 410, "Name of animal:", 8),
        Text(200, 410, "Nele", 8),
        Text(60, 430, "Owner:", 8),
        Text(200, 430, "Chidi Kaczmarek", 8),
        Text(60, 450, "Date of vaccination:", 8),
        Text(200, 450, "03/08/2024", 8),
        Text(60, 470, "Valid until:", 8),
        Text(200, 470, "03/08/2027", 8),
        Text(60, 490, "Vaccine / manufacturer:", 8),
        Text(200, 490, "Versiguard Rabies, Zoetis", 8),
    ]


GERMAN = [
    Text(215, 35, "Tierarztpraxis am Stadtpark", 12, bold=True),
    Text(225, 77, "Tollwut-Impfbescheinigung", 10),
    Text(60, 105, "Name des Tieres:", 8),
    Text(230, 105, "Nele", 8),
    Text(60, 160, "Impfdatum:", 8),
    Text(230, 160, "03.08.2024", 8),
    Text(60, 180, "Gültig bis:", 8),
    Text(230, 180, "03.08.2027", 8),
]
ITALIAN = [
    Text(215, 35, "Ambulatorio Veterinario San Marco", 12, bold=True),
    Text(200, 77, "Certificato di vaccinazione antirabbica", 10),
    Text(60, 160, "Data di vaccinazione:", 8),
    Text(230, 160, "03/08/2024", 8),
]


def test_a_german_certificate_s_translation_reads_its_dates_day_first() -> None:
    read = read_fields(pdf_words(_translated(GERMAN), height=800))
    assert (read.vaccinated, read.expires) == (date(2024, 8, 3), date(2027, 8, 3))


def test_an_italian_certificate_s_translation_reads_its_dates_day_first() -> None:
    read = read_fields(pdf_words(_translated(ITALIAN), height=800))
    assert (read.vaccinated, read.expires) == (date(2024, 8, 3), date(2027, 8, 3))


def test_an_english_or_french_page_keeps_its_dates_as_printed() -> None:
    french = [
        Text(200, 77, "Certificat de vaccination antirabique", 10),
        Text(60, 160, "Date de vaccination:", 8),
    ]
    for original in ([], french):
        read = read_fields(pdf_words(_translated(original), height=800))
        assert (read.vaccinated, read.expires) == (date(2024, 3, 8), date(2027, 3, 8))


def test_a_passport_s_numbered_boxes_read_without_their_space() -> None:
    # As a phone photo's second engine reads a pet passport's rabies page: "3.Vaccination date",
    # "5. until", the dates under them day first as the labels say.
    words = [
        word_at("V. VACCINATION AGAINST RABIES", 60, 40, 14),
        word_at("3.Vaccination date (dd/mm/yyyy)", 60, 120, 12),
        word_at("16.08.2024", 60, 140, 14),
        word_at("4. Valid from (dd/mm/yyyy)", 300, 120, 12),
        word_at("06.09.2024", 300, 140, 14),
        word_at("5. until (dd/mm/yyyy)", 520, 120, 12),
        word_at("16.08.2027", 520, 140, 14),
    ]
    read = read_fields(words)
    assert (read.vaccinated, read.expires) == (date(2024, 8, 16), date(2027, 8, 16))
