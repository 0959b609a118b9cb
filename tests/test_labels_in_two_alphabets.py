"""A bilingual form that prints each label's other language under the English, in another
alphabet (a Brooklyn practice's English and Russian certificate): the value stands under both
(decision 0065). A text layer's words, and OCR's words for the same page."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words, word_at

BOXES = (
    ("OWNER (LAST, FIRST)", "ВЛАДЕЛЕЦ", "PETRENKO, Oleg", 44, 125),
    ("ANIMAL NAME", "КЛИЧКА", "Sadie", 44, 213),
    ("BREED", "ПОРОДА", "Shih Tzu", 310, 213),
    ("PRODUCT NAME", "НАЗВАНИЕ ВАКЦИНЫ", "Defensor 3", 44, 323),
    ("DATE VACCINATED", "ДАТА ВАКЦИНАЦИИ", "3-MAR-26", 44, 363),
    ("NEXT VACCINATION DUE", "СЛЕДУЮЩАЯ ВАКЦИНАЦИЯ", "3-MAR-29", 364, 363),
    ("RABIES TAG NO.", "НОМЕР ЖЕТОНА", "46907", 44, 403),
    ("VETERINARIAN", "ВЕТЕРИНАРНЫЙ ВРАЧ", "Alla Feldman, DVM", 204, 403),
)


def test_a_text_layers_label_in_another_alphabet_is_no_value() -> None:
    page = [Text(41, 34, "Ocean Parkway Veterinary Care", 12, bold=True)]
    for english, russian, value, x, y in BOXES:
        page += [Text(x, y, english, 5), Text(x, y + 9, russian, 5), Text(x + 2, y + 22, value, 8)]
    read = read_fields(pdf_words(page, height=500))
    assert (read.vaccinated, read.expires) == (date(2026, 3, 3), date(2029, 3, 3))
    assert (read.tag, read.dog, read.veterinarian) == ("46907", "Sadie", "Alla Feldman")
    assert read.owner == "PETRENKO, Oleg"


def _scanned(caption: str, sure: float) -> list[Segment]:
    """OCR's words of the date's box: the label, the Russian under it as OCR spells it, the
    date under both."""
    return [
        word_at("DATE VACCINATED", 133, 1016, height=13),
        word_at(caption, 133, 1041, height=15, certainty=sure),
        word_at("1-FEB-25", 140, 1078, height=19, certainty=0.91),
        word_at("DURATION", 577, 1016, height=13),
        word_at("X 3 yr / 3 roga", 786, 1073, height=19),
    ]


def test_ocrs_unsure_letters_for_the_other_alphabet_are_stepped_over() -> None:
    read = read_fields(_scanned("FATA BAKUWHAUUA", 0.28))
    assert read.vaccinated == date(2025, 2, 1)


def test_a_sure_line_under_a_label_is_its_value_and_not_stepped_over() -> None:
    # read surely, the line under the label is the box's value: here no date, so none is read
    assert read_fields(_scanned("Not given", 0.96)).vaccinated is None
