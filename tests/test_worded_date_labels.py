"""Decision 0096, each rule on a page drawn by hand: a form's own plain words for the shot's two
dates ("Dogs: date of rabies shot", "Rabies shot due", "RABIES VACCINATED") are their labels; a
product's box ("Rabies vaccine") and an earlier shot's ("Previous rabies shot date") are not; and
a row's lot is still read where its date is found by such a label."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.roles import worded_date_label
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at


def _blessing_card(shot: str = "Dogs: date of rabies shot") -> list[Segment]:
    """A parish's blessing-of-the-animals card, written by pen over captions under its lines."""
    return [
        word_at("Blessing of the Animals", 441, 78, 48),
        word_at("Scout", 744, 265, 36),
        word_at("Hector Nunez", 96, 268, 32),
        word_at("Family name", 81, 318, 18),
        word_at("Pet's name", 731, 319, 13),
        word_at("dog, Shiba Inu", 94, 369, 44),
        word_at("6/6/26", 744, 382, 32),
        word_at("Kind of animal / breed", 81, 424, 29),
        word_at(shot, 732, 429, 18),
        word_at("6/6/27", 94, 488, 35),
        word_at("Rabies shot due", 81, 540, 14),
        word_at("Rabies tag no.", 509, 540, 18),
        word_at("Given by (vet)", 870, 540, 18),
    ]


def test_a_card_s_plain_words_label_the_shot_and_its_due_date() -> None:
    reading = read_fields(_blessing_card())
    assert (reading.vaccinated, reading.expires) == (date(2026, 6, 6), date(2027, 6, 6))
    assert reading.dog == "Scout"


def test_an_earlier_shot_s_words_label_no_date_of_this_one() -> None:
    reading = read_fields(_blessing_card("Previous rabies shot date"))
    assert reading.vaccinated is None


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Dogs: date of rabies shot", "vaccinated"),
        ("Date of last rabies shot", "vaccinated"),
        ("RABIES VACCINATED", "vaccinated"),
        ("Rabies shot due", "expires"),
        ("Date of next rabies shot", "expires"),
    ],
)
def test_plain_words_that_name_the_shot_s_dates(text: str, key: str) -> None:
    other = "expires" if key == "vaccinated" else "vaccinated"
    assert worded_date_label(text, key) and not worded_date_label(text, other)


@pytest.mark.parametrize(
    "text",
    [
        "Rabies vaccine",  # the product's box
        "Rabies tag no.",
        "Previous rabies shot date",
        "Rabies certificate date",
        "Date of rabies shot 6/6/26",  # a value beside its label is read as such, not as one
        "Please bring proof of the date of the rabies shot",  # a sentence
    ],
)
def test_words_that_are_no_label_of_the_shot_s_dates(text: str) -> None:
    assert not worded_date_label(text, "vaccinated") and not worded_date_label(text, "expires")


def test_a_product_box_under_rabies_vaccine_is_no_date() -> None:
    """A microchip registry's record: "Rabies vaccine" over "1 year (Zoetis)" names the product;
    the date is under "Rabies vaccination date"."""
    words = [
        word_at("Dog", 144, 276, 19),
        word_at("Name", 143, 333, 16),
        word_at("Bella Rose", 144, 366, 26),
        word_at("Rabies vaccination date", 146, 1268, 13),
        word_at("2026-10-24", 146, 1296, 20),
        word_at("Rabies expiration", 147, 1346, 17),
        word_at("Rabies vaccine", 147, 1424, 13),
        word_at("1 year (Zoetis)", 148, 1450, 22),
    ]
    assert read_fields(words).vaccinated == date(2026, 10, 24)


def test_a_row_s_lot_under_its_vaccine_where_its_date_is_labelled() -> None:
    """A pet transport's bill: "RABIES VACCINATED" over the rabies row's date, its lot in the
    same row's vaccine cell."""
    words = [
        word_at("NAME", 149, 648, 14),
        word_at("Wrigley", 149, 684, 28),
        word_at("RABIES VACCINATED", 149, 904, 14),
        word_at("RABIES EXPIRES", 526, 904, 14),
        word_at("RABIES TAG", 902, 904, 14),
        word_at("VACCINE", 1249, 904, 14),
        word_at("none on collar", 903, 939, 22),
        word_at("Imrab 1 / lot Q7364B", 1251, 939, 25),
        word_at("Jan. 20, 2026", 148, 940, 21),
        word_at("1 yr vaccine", 527, 940, 27),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.lot) == (date(2026, 1, 20), "Q7364B")
