"""A tag number reads the same wherever it is typed; a date reads as the resident writes it."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.flows.answers.dates import birth_date_or_age, parse_date_text
from doglicense.flows.answers.parsers import normal_tag
from doglicense.flows.pieces import Context, Input, Refusal
from doglicense.flows.rabies_questions import RABIES_EXPIRES_ON
from doglicense.law import load_town
from doglicense.office.records.licensing import tag_label


@pytest.mark.parametrize(
    ("typed", "tag"),
    [("1", "000001"), ("#000001", "000001"), (" 000 042 ", "000042"), ("1234567", "1234567")],
)
def test_a_typed_tag_number_reads_as_printed(typed: str, tag: str) -> None:
    assert normal_tag(typed) == tag


def test_an_issued_tag_reads_as_a_typed_one() -> None:
    assert tag_label(1) == normal_tag("1") == "000001"


def test_words_are_left_for_the_question_to_refuse() -> None:
    assert normal_tag("Rex") == "Rex"


TODAY = date(2026, 3, 10)


@pytest.mark.parametrize(
    ("typed", "day_first", "read"),
    [
        ("today", False, date(2026, 3, 10)),
        ("Hoy", True, date(2026, 3, 10)),
        ("yesterday", False, date(2026, 3, 9)),
        ("ayer", True, date(2026, 3, 9)),
        ("3/1/2026", False, date(2026, 3, 1)),  # English: month first
        ("15/3/2026", True, date(2026, 3, 15)),  # Spanish: day first
        ("3/15/2026", True, date(2026, 3, 15)),  # a US certificate's order: one reading only
        ("15/3/2024", True, date(2024, 3, 15)),
        ("15/3/2024", False, date(2024, 3, 15)),  # only one reading exists
        ("3/15/2024", True, date(2024, 3, 15)),
        ("5 de marzo de 2024", True, date(2024, 3, 5)),
    ],
)
def test_dates_are_read_as_the_resident_writes_them(
    typed: str, day_first: bool, read: date
) -> None:
    assert parse_date_text(typed, today=TODAY, day_first=day_first) == read


@pytest.mark.parametrize(
    ("typed", "day_first", "readings"),
    [
        ("1/3", False, ["2000-01-03", "2000-03-01"]),
        ("1/3", True, ["2000-03-01", "2000-01-03"]),
        ("15/3", False, ["2000-03-15"]),
        ("4/4", False, ["2000-04-04"]),
        ("march 5", False, ["2000-03-05"]),
        ("5 de marzo", True, ["2000-03-05"]),
    ],
)
def test_a_date_without_a_year_is_refused_with_its_readings(
    typed: str, day_first: bool, readings: list[str]
) -> None:
    with pytest.raises(Refusal) as refused:
        parse_date_text(typed, today=TODAY, day_first=day_first)
    assert refused.value.reason == "date_without_year"
    assert refused.value.params["readings"] == readings


@pytest.mark.parametrize(
    ("typed", "readings"),
    [
        ("08/05/2025", ["2025-05-08", "2025-08-05"]),  # her order first: 8 May, then 5 August
        ("3/1/2026", ["2026-01-03", "2026-03-01"]),
    ],
)
def test_a_spanish_speaker_s_date_that_reads_two_ways_is_offered_both_ways(
    typed: str, readings: list[str]
) -> None:
    with pytest.raises(Refusal) as refused:
        parse_date_text(typed, today=TODAY, day_first=True)
    assert refused.value.reason == "date_two_ways"
    assert refused.value.params["typed"] == typed
    assert [c.key for c in refused.value.choices] == [f"reading:{r}" for r in readings]
    assert parse_date_text(typed, today=TODAY, day_first=False) == date.fromisoformat(readings[1])


def test_without_a_day_today_is_not_a_date() -> None:
    with pytest.raises(Refusal):
        parse_date_text("today")


@pytest.mark.parametrize(
    ("typed", "born"),
    [
        ("tres años", date(2023, 3, 10)),
        ("Tres anos", date(2023, 3, 10)),
        ("three years old", date(2023, 3, 10)),
        ("a year old", date(2025, 3, 10)),
        ("3 years old", date(2023, 3, 10)),
        ("dos años de edad", date(2024, 3, 10)),
        ("dieciséis semanas", date(2025, 11, 18)),
        ("ten weeks", date(2025, 12, 30)),
        ("una semana", date(2026, 3, 3)),
    ],
)
def test_an_age_in_words_reads_as_in_digits(typed: str, born: date) -> None:
    context = Context(today=TODAY, town=load_town())
    read = birth_date_or_age(Input.of_text(typed), {}, context)
    assert read == {"date": born.isoformat(), "estimated": True}


@pytest.mark.parametrize("typed", ["a while", "tres", "many years", "Rex"])
def test_words_that_are_no_age_are_still_refused(typed: str) -> None:
    with pytest.raises(Refusal):
        birth_date_or_age(Input.of_text(typed), {}, Context(today=TODAY, town=load_town()))


@pytest.mark.parametrize(
    ("typed", "language", "expires"),
    [
        ("3 years", "en", date(2029, 7, 11)),
        ("1 year", "en", date(2027, 7, 11)),
        ("a three-year vaccine", "en", date(2029, 7, 11)),
        ("1 año", "es", date(2027, 7, 11)),
        ("3 años", "es", date(2029, 7, 11)),
        ("7/11/2027", "en", date(2027, 7, 11)),  # a date is still a date
    ],
)
def test_an_expiry_may_be_typed_as_the_vaccines_term(
    typed: str, language: str, expires: date
) -> None:
    # An invoice or a vet's letter may print no expiry: its term is counted from the shot.
    context = Context(today=date(2026, 12, 4), town=load_town(), resident={"language": language})
    answers = {"rabies_vaccinated_on": "2026-07-11"}
    assert RABIES_EXPIRES_ON.parse(Input.of_text(typed), answers, context) == expires.isoformat()


def test_a_term_that_has_run_out_is_refused_as_an_expired_certificate() -> None:
    context = Context(today=date(2026, 12, 4), town=load_town())
    with pytest.raises(Refusal) as refused:
        RABIES_EXPIRES_ON.parse(
            Input.of_text("1 year"), {"rabies_vaccinated_on": "2024-07-11"}, context
        )
    assert refused.value.reason == "certificate_expired"
    # without a vaccination date to count from, a term is no date
    with pytest.raises(Refusal):
        RABIES_EXPIRES_ON.parse(Input.of_text("3 years"), {}, context)
