"""What the nineteenth set showed (issue 28, decision 0072): a practice's medical record heads
each visit with its date, the rabies shot in the notes of the latest visit that gave one; two
tags a record labels (this shot's and an earlier one's) give none; a date every Tesseract
reading misread alike, figures dropped, is not proposed where the second engine, reading the
date's own box, sees other figures."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from doglicense.office.documents import second_engine
from doglicense.office.documents.certificate_text import PageText, Segment
from doglicense.office.documents.rabies_fields import read_fields
from tests.wordpages import boxed, word_at


def _record(*, older_shot: bool = True, sure: float = 1.0) -> list[Segment]:
    """A record photographed: the visits under their dates, newest first, the notes indented."""
    lines = [
        ("Seneca Falls Animal Hospital", 80, 70),
        ("PATIENT MEDICAL RECORD", 900, 70),
        ("Printed Mar 3, 2026 09:12", 980, 100),
        ("Client:", 90, 150),
        ("Marisol Quintana", 194, 150),
        ("Patient:", 90, 177),
        ("Bruno", 194, 177),
        ("DOB:", 674, 177),
        ("Jun 2, 2019", 740, 177),
        ("Feb 20, 2026", 86, 260),
        ("Recheck - limping left fore", 210, 260),
        ("S: Limping after a run. Eating well.", 95, 291),
        ("P: Rest 1 week; carprofen 75 mg BID x 5 days.", 95, 315),
        ("Nov 4, 2025", 86, 380),
        ("Wellness exam - vaccines", 210, 380),
        ("S: Presented for annual exam and vaccines.", 95, 411),
        ("P: DA2PP booster 1 mL SQ LFL.", 95, 435),
        ("Rabies vaccine Imrab 3 1 mL SQ RHL, lot 44N7120", 114, 459),
        ("Rabies tag # 25-6620 (3 yr)", 114, 483),
    ]
    if older_shot:
        lines += [
            ("Oct 30, 2022", 86, 560),
            ("Wellness exam - vaccines", 210, 560),
            ("S: Presented for annual exam and vaccines.", 95, 591),
            ("Rabies vaccine Imrab 3 1 mL SQ RHL, lot 31K0048", 114, 615),
            ("Rabies tag # R-30918", 114, 639),
        ]
    return [word_at(text, x, y, 14, certainty=sure) for text, x, y in lines]


def test_a_record_s_shot_is_the_latest_visit_that_gave_one() -> None:
    # Its text layer, every word exact.
    reading = read_fields(_record())
    assert (reading.vaccinated, reading.expires) == (date(2025, 11, 4), date(2028, 11, 4))
    assert (reading.tag, reading.lot) == ("25-6620", "44N7120")
    alone = read_fields(_record(older_shot=False))
    assert (alone.vaccinated, alone.tag) == (date(2025, 11, 4), "25-6620")


def test_a_photographed_record_s_visit_needs_both_engines() -> None:
    tesseract = tuple(_record(sure=0.96))
    assert second_engine.fields_of(PageText(tesseract, "ocr")).vaccinated is None
    both = second_engine.fields_of(PageText(tesseract, "ocr", tuple(_record(sure=0.99))))
    assert (both.vaccinated, both.expires) == (date(2025, 11, 4), date(2028, 11, 4))
    assert both.dates_evidence == "two_engines"
    # The page labels two tags: the shot's visit's own notes say which is its.
    assert (both.tag, both.lot) == ("25-6620", "44N7120")
    # The second engine finds another visit latest (it lost the newer one's rabies lines).
    other = [s for s in _record(sure=0.99) if "44N7120" not in s.text and "25-6620" not in s.text]
    assert second_engine.fields_of(PageText(tesseract, "ocr", tuple(other))).vaccinated is None


def test_a_card_s_dates_beside_its_labels_are_no_visits() -> None:
    # A shelter's kennel card: the labels at the left, each date written right of its label.
    card = [
        word_at(text, x, y, 14)
        for text, x, y in (
            ("INTAKE", 66, 405),
            ("6-12-24", 270, 395),
            ("DHPP", 65, 834),
            ("6-12-24", 253, 819),
            ("BORD", 64, 918),
            ("6-12-24", 267, 900),
            ("RABIES", 64, 1001),
            ("6-20-24 Nobivac 3-Rabies", 268, 980),
        )
    ]
    card = [replace(s, certainty=(1.0,) * len(s.certainty)) for s in card]
    assert read_fields(card).vaccinated != date(2024, 6, 12)


def test_two_tags_a_record_labels_give_none() -> None:
    # Tesseract could not read this year's tag line surely; the second engine read only the
    # older one alike: which tag is the shot's, no reading says.
    first = [
        boxed("Rabies tag # 25-6620 (3 yr)", 114, 483, 400, 499, sure=0.6),
        boxed("Rabies tag # R-30918", 114, 639, 330, 655),
    ]
    second = (boxed("Rabies tag # R-30918", 114, 639, 330, 655, sure=0.99),)
    reading = second_engine.fields_of(PageText(tuple(first), "ocr", second))
    assert reading.tag is None


def _fax(second: tuple[Segment, ...]) -> PageText:
    """A vaccine history faxed to a kennel, as Tesseract read it: this year's rabies row's
    '2/12/26' and '2/12/27' both read without their 1, alike, a year apart."""
    first = (
        boxed("Vaccine", 149, 624, 241, 657),
        boxed("Date given", 461, 629, 590, 652),
        boxed("Expires", 684, 628, 772, 651),
        boxed("Rabies", 150, 685, 223, 703),
        boxed("2/2/26", 461, 684, 534, 703, sure=0.85),
        boxed("2/2/27", 684, 684, 755, 703, sure=0.87),
        boxed("Nobivac 1-Rabies / 434797C", 906, 684, 1196, 703),
    )
    return PageText(first, "ocr", second)


def test_a_date_misread_alike_twice_is_dropped_where_the_second_engine_sees_a_figure_more() -> None:
    assert second_engine.fields_of(_fax(())).vaccinated == date(2026, 2, 2)  # Tesseract alone
    seen = (boxed("2/12/26", 451, 684, 544, 703, sure=0.98), boxed("2/12/27", 674, 684, 765, 703))
    reading = second_engine.fields_of(_fax(seen))
    assert (reading.vaccinated, reading.expires) == (None, None)
    # A stop the second engine put among the same figures is no other date.
    stop = (boxed("2/2/2.6", 451, 684, 544, 703, sure=0.98),)
    assert second_engine.fields_of(_fax(stop)).vaccinated == date(2026, 2, 2)


def test_a_sentence_s_two_dates_are_each_checked_at_their_own_place() -> None:
    # A kennel's letter: the second engine read the shot's date in its box, and the expiry's
    # month misread ('Mov'): the expiry is not contradicted by the shot's date beside it.
    first = (boxed("Rabies - given 22 Nov 2025, good through 22 Nov 2028", 100, 400, 900, 430),)
    second = (
        boxed("22 Nov 2025.", 258, 400, 430, 430, sure=0.9),
        boxed("22 Mov 2028", 715, 400, 900, 430, sure=0.94),
    )
    reading = second_engine.fields_of(PageText(first, "ocr", second))
    assert (reading.vaccinated, reading.expires) == (date(2025, 11, 22), date(2028, 11, 22))


def test_a_letter_s_date_is_no_visit() -> None:
    # A practice's letter: its date alone on its line, the shot's date in the body unread.
    letter = [
        word_at(text, x, y, 14, certainty=1.0)
        for text, x, y in (
            ("October 30, 2026", 234, 302),
            ("To Whom It May Concern:", 226, 379),
            ("This letter confirms that Hazel is a patient in good standing.", 227, 456),
            ("He was vaccinated against rabies with Rabvac 3 (Elanco).", 223, 589),
        )
    ]
    assert read_fields(letter).vaccinated is None


def test_a_record_s_reminders_are_no_other_day_of_the_shot() -> None:
    # The visit's reminders box: Bordetella due in six months is a due date, not a day given.
    reminders = [
        word_at("REMINDERS", 700, 500, 14, certainty=1.0),
        word_at("Rabies due Nov 4, 2028", 700, 520, 14, certainty=1.0),
        word_at("Bordetella due May 3, 2026", 700, 540, 14, certainty=1.0),
    ]
    reading = read_fields(_record() + reminders)
    assert (reading.vaccinated, reading.expires) == (date(2025, 11, 4), date(2028, 11, 4))
    assert (reading.tag, reading.lot) == ("25-6620", "44N7120")
