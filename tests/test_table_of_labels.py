"""A certificate printed as a table of labels and values inside another paper (an e-mailed
record under its mail header): each label's value is far right of it in the values' column, the
next row's label under it is no value; the practice is named on the line under the title."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.office.documents.layout.roles import bare_label
from doglicense.office.documents.names.practices import clinic_name
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at

_ROWS = [
    ("Client", "Okafor, Anne-Sophie"),
    ("Patient", "Sir Wigglesworth"),
    ("Microchip", "985133490297078"),
    ("Birth Date", "02/03/2018"),
    ("Date of Vaccination", "09/29/2026"),
    ("Next Due", "09/29/2027"),
    ("Lot", "262831C"),
]


def _emailed() -> list[Text]:
    page = [
        Text(40, 30, "From:", 8),
        Text(92, 30, "Oak Orchard Veterinary Associates <records@frontdesk-mail.net>", 8),
        Text(40, 60, "Below is the rabies certificate for Sir Wigglesworth. Keep it.", 8),
        Text(53, 110, "RABIES VACCINATION CERTIFICATE", 10, bold=True),
        Text(52, 124, "Oak Orchard Veterinary Associates | 7421 Oswego Rd, Liverpool NY 13090", 7),
    ]
    for n, (label, value) in enumerate(_ROWS):
        page += [Text(53, 150 + 19 * n, label, 7), Text(190, 150 + 19 * n, value, 8)]
    return page


def test_a_table_s_row_label_is_no_value_of_the_row_above() -> None:
    read = read_fields(pdf_words(_emailed()))
    assert (read.owner, read.dog) == ("Okafor, Anne-Sophie", "Sir Wigglesworth")


def test_the_practice_on_the_line_under_the_certificate_s_title() -> None:
    assert read_fields(pdf_words(_emailed())).clinic == "Oak Orchard Veterinary Associates"


def test_a_sentence_naming_the_certificate_is_no_title() -> None:
    page = [t for t in _emailed() if "RABIES" not in t.text]
    assert read_fields(pdf_words(page)).clinic is None


@pytest.mark.parametrize(
    ("line", "name"),
    [
        (
            "Oak Orchard Veterinary Associates | 7421 Oswego Rd, Liverpool",
            "Oak Orchard Veterinary Associates",
        ),
        ("Brewerton Pet Care Center 9606 Brewerton Rd, Brewerton NY", "Brewerton Pet Care Center"),
        ("Cicero Vet Clinic · 8 State Route 31", "Cicero Vet Clinic"),
        ("Animal Hospital 24 Hours", None),  # hours, not an address: left to the resident
    ],
)
def test_a_practice_s_name_before_its_address(line: str, name: str | None) -> None:
    assert clinic_name(line) == name


def _history() -> list[Text]:
    page = [Text(40, 40, "Adopter", 7), Text(40, 50, "Bronwyn Tran", 9)]
    page += [Text(40, 90, "MEDICAL HISTORY", 10, bold=True)]
    heads = ((44, "Date"), (120, "Treatment"), (240, "Product"), (350, "Lot"), (420, "Given by"))
    page += [Text(x, 110, head, 8, bold=True) for x, head in heads]
    rows = [
        ("08-Sep-2024", "Canine Influenza", "-", "18296", "tech"),
        ("05-Dec-2024", "Dewormer", "Pyrantel", "-", "shelter staff"),
        ("12-Dec-2024", "Rabies (3 year)", "Rabvac 3", "340F34", "Dr. Beatrix Holm"),
        ("17-Feb-2025", "Lyme", "-", "18837", "tech"),
    ]
    for n, row in enumerate(rows):
        page += [Text(x, 128 + 16 * n, cell, 8) for (x, _), cell in zip(heads, row, strict=True)]
    return page


def test_a_history_s_rabies_row_gives_its_own_lot_and_vet_not_the_column_s_first() -> None:
    read = read_fields(pdf_words(_history()))
    assert (read.vaccinated, read.expires) == (date(2024, 12, 12), date(2027, 12, 12))
    assert (read.lot, read.veterinarian, read.owner) == ("340F34", "Beatrix Holm", "Bronwyn Tran")


def test_a_vet_written_last_name_first_as_the_form_asks() -> None:
    page = [Text(40, 40, "21. VETERINARIAN (Last, First)", 6), Text(44, 56, "FONTAINE, LYLE", 9)]
    assert read_fields(pdf_words(page)).veterinarian == "FONTAINE, LYLE"


def _statement() -> list[Text]:
    page = [Text(40, 30, "Lakeshore Animal Clinic", 12, bold=True)]
    heads = ((45, "Date"), (120, "Description"), (420, "Qty"), (470, "Price"))
    page += [Text(x, 80, head, 7, bold=True) for x, head in heads]
    lines = [
        ("2025-05-06", "Office visit / exam", "64.50"),
        ("", "Bordetella vaccine", "28.00"),
        ("2025-11-18", "Office visit / exam", "72.00"),
        ("", "Rabies vaccine - Imrab 1 (1 yr)", "34.00"),
    ]
    for n, (day, what, price) in enumerate(lines):
        y = 98 + 13 * n
        page += [Text(45, y, day, 7)] if day else []
        page += [Text(120, y, what, 7), Text(486, y, price, 7)]
    page += [Text(400, 170, "Balance due", 7), Text(481, 170, "0.00", 7)]
    page += [Text(40, 200, "Rabies certificates are available on request. Thank you!", 7)]
    return page


def test_a_visit_s_date_written_once_is_its_rabies_line_s() -> None:
    read = read_fields(pdf_words(_statement()))
    assert (read.vaccinated, read.expires) == (date(2025, 11, 18), date(2026, 11, 18))


def test_a_balance_due_is_no_expiry_s_label() -> None:
    assert not bare_label("Balance due", "expires") and not bare_label("Amount due", "expires")
    assert bare_label("Booster due", "expires")


def test_a_bilingual_grid_s_label_beside_is_no_value() -> None:
    page = [
        Text(61, 192, "Nombre del dueño / Owner's name", 6),
        Text(63, 205, "Kevin O'Brien", 8),
        Text(310, 192, "Teléfono / Phone", 6),
        Text(312, 205, "(315) 585-7941", 8),
    ]
    for n, (left, right) in enumerate([("Raza / Breed", "Color / Color"), ("Sexo / Sex", "Tag")]):
        page += [Text(61, 224 + 31 * n, left, 6), Text(310, 224 + 31 * n, right, 6)]
        page += [Text(63, 236 + 31 * n, "Beagle", 8), Text(312, 236 + 31 * n, "Tan", 8)]
    assert read_fields(pdf_words(page)).owner == "Kevin O'Brien"


def test_a_photo_s_visit_date_carried_down_with_its_line_s_note_of_the_next() -> None:
    # a photo's words (not a PDF's text): the carried date needs the line's own next date
    words = [
        word_at("Date", 45, 80),
        word_at("Description", 120, 80),
        word_at("2025-09-19", 45, 100),
        word_at("Office visit / exam", 120, 100),
        word_at("Lyme vaccine", 120, 114),
        word_at("2026-06-07", 45, 140),
        word_at("Office visit / exam", 120, 140),
        word_at("Rabies vaccine - Rabvac 3", 120, 154),
        word_at("Next due 2029-06-07", 130, 168),
    ]
    read = read_fields(words)
    assert (read.vaccinated, read.expires) == (date(2026, 6, 7), date(2029, 6, 7))
    assert read_fields(words[:-1]).vaccinated is None  # no note, no text layer: not carried


def test_one_visit_alone_is_carried_down_only_with_its_note_of_the_term_exactly() -> None:
    # a statement of one visit: no other dated line shows the way of writing, but the rabies
    # line's note says its next date, the visit's date and the term exactly (decision 0065)
    words = [
        word_at("Date", 45, 80),
        word_at("Description", 120, 80),
        word_at("2025-02-28", 45, 100),
        word_at("Office visit / exam", 120, 100),
        word_at("Rabies vaccine - Imrab 1", 120, 114),
        word_at("Tag # 42401", 130, 128),
        word_at("Provider: Dr. Mireille Duchamp", 120, 142),
    ]
    due = word_at("Next due 2026-02-28", 220, 128)
    read = read_fields([*words, due])
    assert (read.vaccinated, read.expires) == (date(2025, 2, 28), date(2026, 2, 28))
    assert read_fields(words).vaccinated is None  # no note
    # a note a day off the term: the visit may not be the shot's
    assert read_fields([*words, word_at("Next due 2026-02-27", 220, 128)]).vaccinated is None
