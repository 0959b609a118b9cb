"""The second OCR engine (decision 0037): asked only where Tesseract left a date empty, and a
date of its reading kept only when Tesseract's words at the same place read it alike."""

from __future__ import annotations

import asyncio
from datetime import date

import pytest

from doglicense.office.documents import certificate_text, second_engine
from doglicense.office.documents.certificate_text import PageText, Segment
from doglicense.office.documents.certificates import Certificate, read_rabies_certificate
from doglicense.office.documents.images import ImageWorkers
from tests.heldout_certificates import heldout
from tests.wordpages import boxed

needs_engine = pytest.mark.skipif(
    not second_engine.available(), reason="the ocr2 extra (rapidocr-onnxruntime) is not installed"
)


# A county card as Tesseract read it: the date's figures disputed by the second reading, the
# duration's unit misread, so neither date is proposed.
TESSERACT = (
    boxed("Date", 95, 592, 233, 625),
    boxed("03/21/2026", 420, 553, 842, 630, sure=0.5),
    boxed("Good for", 125, 970, 340, 1006),
    boxed("3 yt", 415, 946, 551, 1009, sure=0.6),
    boxed("Vaccine", 124, 777, 313, 816),
    boxed("Rabvac 3", 414, 736, 762, 822, sure=0.75),
)


def _rapid(vaccinated: str, years: str) -> tuple[Segment, ...]:
    """RapidOCR's lines of the same card, sure of every one of them."""
    return (
        boxed("Date", 100, 590, 230, 628, 0.99),
        boxed(vaccinated, 425, 556, 840, 626, 0.97),
        boxed("Good for", 126, 972, 338, 1004, 0.99),
        boxed(years, 418, 950, 548, 1005, 0.95),
    )


def test_a_date_both_engines_read_alike_is_proposed() -> None:
    assert second_engine.fields_of(PageText(TESSERACT, "ocr")).vaccinated is None
    both = second_engine.fields_of(PageText(TESSERACT, "ocr", _rapid("03/21/2026", "3 yr")))
    assert (both.vaccinated, both.expires) == (date(2026, 3, 21), date(2029, 3, 21))
    assert both.dates_evidence == "two_engines"
    assert both.product is None  # only the dates are taken from the second engine


def test_a_date_the_engines_read_apart_is_not_proposed() -> None:
    # RapidOCR's year differs from Tesseract's at the same place: a sure-looking misread.
    wrong_year = second_engine.fields_of(PageText(TESSERACT, "ocr", _rapid("03/21/2025", "3 yr")))
    assert (wrong_year.vaccinated, wrong_year.expires) == (None, None)
    # Its duration differs from what Tesseract saw there: no expiry, so a bare Date stays empty.
    wrong_term = second_engine.fields_of(PageText(TESSERACT, "ocr", _rapid("03/21/2026", "1 yr")))
    assert (wrong_term.vaccinated, wrong_term.expires) == (None, None)


def test_a_date_read_elsewhere_on_the_page_is_no_agreement() -> None:
    # The same figures on another line (a reminder row) do not vouch for this one.
    moved = [boxed("Date", 95, 592, 233, 625), boxed("03/21/2026", 420, 1553, 842, 1630, sure=0.5)]
    second = second_engine.fields_of(PageText(tuple(moved), "ocr", _rapid("03/21/2026", "3 yr")))
    assert second.vaccinated is None


def test_a_reading_tesseract_completed_is_kept_as_it_was() -> None:
    sure = (
        boxed("Date", 95, 592, 233, 625),
        boxed("03/21/2026", 420, 553, 842, 630),
        boxed("Exp.", 1269, 972, 1369, 1017),
        boxed("03/21/2029", 1568, 932, 2002, 1012),
    )
    kept = second_engine.fields_of(PageText(sure, "ocr", _rapid("03/21/2026", "1 yr")))
    assert (kept.vaccinated, kept.expires) == (date(2026, 3, 21), date(2029, 3, 21))
    assert kept.dates_evidence == "two_readings"
    # Other figures in the vaccination date's box, but no date of a term before the expiry:
    # the second engine's own slip (decision 0072).
    other = second_engine.fields_of(PageText(sure, "ocr", _rapid("03/21/2025", "1 yr")))
    assert (other.vaccinated, other.expires) == (date(2026, 3, 21), date(2029, 3, 21))


@needs_engine
def test_an_upload_tesseract_leaves_empty_is_read_by_both_engines() -> None:
    made = heldout("hand_card", "pdf_image", 1)  # Tesseract reads 'Goodfor 2 YI' and no Exp.
    alone = second_engine.fields_of(
        certificate_text.read_words(made.data, made.content_type, 50_000_000)
    )
    assert alone.vaccinated is None
    workers = ImageWorkers(1, time_limit=60)
    try:
        certificate = Certificate(made.data, made.content_type, len(made.data), "card.pdf")
        reading = asyncio.run(read_rabies_certificate(certificate, workers))
    finally:
        workers.close()
    assert (reading.vaccinated, reading.expires) == (made.truth.vaccinated, made.truth.expires)
    assert reading.dates_evidence == "two_engines"
