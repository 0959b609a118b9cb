"""A state's or a base veterinary clinic's form in numbered boxes ("7. DATE VACCINATED"): the
box's number is no part of its label; an authority's heading names no clinic."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at

_BOXES = [
    ("1. SPONSOR NAME (Last, First)", "OKAFOR, LUCAS"),
    ("6. ANIMAL NAME", "CHIEF"),
    ("13. DATE VACCINATED", "11 JAN 2025"),
    ("14. DURATION", "3 YR"),
    ("15. DATE DUE", "11 JAN 2028"),
    ("16. RABIES TAG NO.", "71451"),
    ("19. LOT NUMBER", "118F44"),
    ("23. FACILITY", "WEST POINT VETERINARY TREATMENT FACILITY"),
]


def _form(boxes: list[tuple[str, str]]) -> list[Text]:
    page = [
        Text(40, 30, "DEPARTMENT OF DEFENSE VETERINARY SERVICES", 13, bold=True),
        Text(40, 50, "RABIES VACCINATION CERTIFICATE", 11),
    ]
    for n, (label, value) in enumerate(boxes):
        x, y = 40 + (n % 2) * 280, 90 + (n // 2) * 40
        page += [Text(x, y, label, 6), Text(x + 4, y + 16, value, 9)]
    return page


def test_a_numbered_box_s_label_without_its_number() -> None:
    read = read_fields(pdf_words(_form(_BOXES)))
    assert (read.vaccinated, read.expires) == (date(2025, 1, 11), date(2028, 1, 11))
    assert (read.owner, read.dog, read.tag, read.lot) == (
        "OKAFOR, LUCAS",
        "CHIEF",
        "71451",
        "118F44",
    )
    assert read.clinic == "WEST POINT VETERINARY TREATMENT FACILITY"


def test_an_authority_s_heading_is_no_clinic() -> None:
    read = read_fields(pdf_words(_form([b for b in _BOXES if "FACILITY" not in b[0]])))
    assert read.clinic is None


def test_a_numbered_sentence_is_no_label() -> None:
    page = [Text(40, 40, "3. Keep this certificate with the dog's records", 8)]
    page += [Text(40, 60, "Date Vaccinated: 03/04/2026", 8)]
    page += [Text(40, 80, "Expires: 03/04/2027", 8)]
    assert read_fields(pdf_words(page)).vaccinated == date(2026, 3, 4)


def test_a_photo_s_misread_date_label_still_labels_a_sure_date() -> None:
    page = [
        Text(40, 40, "7. DATE VACONATED", 6),
        Text(44, 56, "Nov 10, 2026", 9),
        Text(240, 40, "9, DATE EXPIRES.", 6),
        Text(244, 56, "Nov 10, 2029", 9),
        Text(40, 90, "LOT EXPIRATION DATE", 6),  # another box's label, however alike
        Text(44, 106, "Apr 27, 2027", 9),
    ]
    read = read_fields(pdf_words(page))
    assert (read.vaccinated, read.expires) == (date(2026, 11, 10), date(2029, 11, 10))


def test_a_photo_s_box_numbers_read_without_their_stops() -> None:
    # A state form photographed from afar: the boxes' stops too small to keep ("9 DATE EXPIRES",
    # "6 BREED"), and the next box's label read far beside each ("10 RABIES TAG #" misread).
    words = [
        word_at("4 ANIMAL'S NAME", 140, 480, 16),
        word_at("6 BREED", 720, 488, 16),
        word_at("Juno", 144, 538, 24),
        word_at("Beagle", 722, 541, 24),
        word_at("7 DATE VACCINATED", 144, 680, 16),
        word_at("9 DATE EXPIRES", 722, 680, 16),
        word_at("WO RABIES TAG @", 1273, 680, 16, certainty=0.43),
        word_at("Mar 3, 2026", 149, 730, 24),
        word_at("Mar 2, 2027", 718, 730, 24),
        word_at("11 PRODUCT NAME", 145, 790, 16),
        word_at("12 MANUFACTURER", 723, 790, 16),
        word_at("Rabvac 1", 144, 835, 24),
        word_at("Elanco", 741, 835, 24),
    ]
    read = read_fields(words)
    assert (read.vaccinated, read.expires, read.dog) == (date(2026, 3, 3), date(2027, 3, 2), "Juno")


def test_a_table_s_heading_beside_another_is_no_box_label() -> None:
    # A vaccines table: under "Vacc. Date", the rabies row's date; the row says which is which,
    # its revaccination date too (the day before the anniversary, not counted from the term).
    words = [
        word_at("Vaccine", 160, 737, 18),
        word_at("Serial", 864, 737, 18),
        word_at("Vacc. Date", 1026, 737, 18),
        word_at("Revaccinate by", 1203, 737, 18),
        word_at("Rabies (3 yr)", 158, 784, 18),
        word_at("L95450", 864, 785, 18),
        word_at("08-MAY-2026", 1026, 785, 18),
        word_at("07-MAY-2029", 1204, 785, 18),
    ]
    read = read_fields(words)
    assert (read.vaccinated, read.expires) == (date(2026, 5, 8), date(2029, 5, 7))
