"""An airline's pet travel booklet and pages like it (decision 0079): a page whose own dates
show they are written day first is read day first; under a "Date given" heading, an older shot
above a later one is not the shot in force; "Nobivac 3-Rabies CA" is read whole. The words are
Tesseract's reading of a booklet of the twenty-fourth set photographed on a car seat."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import product_in
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import word_at

BOOKLET = [
    ("Northstar Air PetPass", 99, 84, 0.93),
    ("RABIES VACCINATION", 1209, 90, 0.96),
    ("Date given", 1215, 228, 0.97),
    ("Vaccine / lot", 1458, 226, 0.93),
    ("Valid until", 1789, 226, 0.93),
    ("Pet's name", 99, 269, 0.97),
    ("RABVAC 1", 1464, 301, 0.87),
    ("INDIGO", 117, 330, 0.96),
    ("8/4/2025", 1219, 317, 0.85),
    ("8/4/2026", 1791, 315, 0.85),
    ("Breed", 99, 401, 0.97),
    ("RABVAC 1", 1464, 524, 0.81),
    ("Date of birth", 99, 534, 0.96),
    ("24/3/2026", 1221, 535, 0.85),
    ("24/3/2027", 1792, 544, 0.87),
    ("Owner", 98, 799, 0.97),
    ("VALENTINA HENNESSEY", 120, 860, 0.91),
    ("Rabies tag no.", 99, 1196, 0.96),
    ("86-8997", 120, 1258, 0.96),
]


def _words(lines: Sequence[tuple[str, float, float, float]]) -> list[Segment]:
    return [word_at(text, x, y, height=28, certainty=sure) for text, x, y, sure in lines]


def test_an_older_shot_under_the_heading_is_not_proposed_for_the_later_one() -> None:
    read = read_fields(_words(BOOKLET))
    assert read.vaccinated in (None, date(2026, 3, 24)), read.vaccinated  # never 8 April 2025
    assert read.expires in (None, date(2027, 3, 24)), read.expires
    assert read.tag == "86-8997"


def _a_card(birth_certainty: float = 0.9) -> list[tuple[str, float, float, float]]:
    """A card whose shot's dates could be either way round, its birth date only day first."""
    return [
        ("Date of vaccination:", 60, 100, 0.96),
        ("8/4/2025", 400, 100, 0.9),
        ("Valid until:", 60, 140, 0.96),
        ("8/4/2026", 400, 140, 0.9),
        ("Date of birth:", 60, 180, 0.96),
        ("25/12/2020", 400, 180, birth_certainty),
    ]


def test_a_page_whose_dates_show_they_are_day_first_is_read_day_first() -> None:
    read = read_fields(_words(_a_card()))
    assert (read.vaccinated, read.expires) == (date(2025, 4, 8), date(2026, 4, 8))


def test_a_page_with_a_date_only_month_first_keeps_its_dates_as_printed() -> None:
    page = [*_a_card(), ("Printed:", 60, 220, 0.96), ("11/30/2026", 400, 220, 0.9)]
    read = read_fields(_words(page))
    assert (read.vaccinated, read.expires) == (date(2025, 8, 4), date(2026, 8, 4))


def test_an_unsure_day_first_date_is_no_evidence() -> None:
    read = read_fields(_words(_a_card(birth_certainty=0.5)))
    assert (read.vaccinated, read.expires) == (date(2025, 8, 4), date(2026, 8, 4))


def test_nobivac_3_rabies_ca_is_read_whole() -> None:
    assert product_in("Vaccine: NOBIVAC 3-RABIES CA  Lot 352X271") == "Nobivac 3-Rabies CA"
    assert product_in("Nobivac 3-Rabies Canine") == "Nobivac 3-Rabies"
    assert product_in("Nobivac 1-Rabies") == "Nobivac 1-Rabies"
    assert product_in("Rabvac 3 TF") == "Rabvac 3 TF"
