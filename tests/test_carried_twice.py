"""A statement of account's visit date, written once on the visit's first line and carried down
to its rabies line, read as the vaccination date where both engines carry the same date
(decision 0065); its expiry only as printed or counted from a term printed."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.office.documents import second_engine
from doglicense.office.documents.certificate_text import PageText, Segment
from tests.wordpages import boxed


def _statement(rabies: str, visit: str = "2025-02-06", sure: float = 0.96) -> list[Segment]:
    """Three visits, each date on its first line only; the rabies vaccine the last visit's
    second line, its lot and tag in a note under it."""
    return [
        boxed("Date", 123, 439, 168, 456),
        boxed("Description", 334, 438, 445, 461),
        boxed("Price", 1307, 438, 1354, 455),
        boxed("2024-05-21", 123, 489, 259, 508),
        boxed("Office visit / exam", 333, 488, 533, 508),
        boxed("Lyme vaccine", 334, 524, 477, 549),
        boxed("2025-01-03", 123, 606, 263, 625),
        boxed("Office visit / exam", 333, 605, 533, 625),
        boxed("DHPP vaccine", 334, 641, 481, 661),
        boxed(visit, 123, 723, 263, 742, sure=sure),
        boxed("Office visit / exam", 334, 722, 533, 742),
        boxed(rabies, 335, 758, 709, 778),
        boxed("31.00", 1351, 758, 1416, 777),
        boxed("Lot H56136", 363, 795, 482, 811),
        boxed("Tag # 55603", 521, 795, 656, 814),
    ]


def test_a_visit_date_both_engines_carry_down_is_the_vaccination_date() -> None:
    tesseract = tuple(_statement("Rabies vaccine - Nobivac 1-Rabies"))
    assert second_engine.fields_of(PageText(tesseract, "ocr")).vaccinated is None
    second = tuple(_statement("Rabies vaccine - Nobivac 1-Rabies", sure=0.99))
    read = second_engine.fields_of(PageText(tesseract, "ocr", second))
    assert read.vaccinated == date(2025, 2, 6)
    assert read.dates_evidence == "two_engines"
    # No expiry is printed and no term: a product's "1" is not counted into one.
    assert read.expires is None


def test_a_term_printed_in_the_item_gives_the_expiry() -> None:
    tesseract = tuple(_statement("Rabies vaccine (3 yr) - Imrab 3"))
    second = tuple(_statement("Rabies vaccine (3 yr) - Imrab 3", sure=0.99))
    read = second_engine.fields_of(PageText(tesseract, "ocr", second))
    assert (read.vaccinated, read.expires) == (date(2025, 2, 6), date(2028, 2, 6))


@pytest.mark.parametrize(
    ("visit", "sure"),
    [
        ("2025-02-08", 0.99),  # the second engine carries another day: neither is right
        ("2025-02-06", 0.40),  # the second engine unsure of the visit's date
    ],
)
def test_a_visit_date_carried_otherwise_is_not_proposed(visit: str, sure: float) -> None:
    tesseract = tuple(_statement("Rabies vaccine - Nobivac 1-Rabies"))
    second = tuple(_statement("Rabies vaccine - Nobivac 1-Rabies", visit=visit, sure=sure))
    read = second_engine.fields_of(PageText(tesseract, "ocr", second))
    assert (read.vaccinated, read.expires) == (None, None)
