"""Dates and ages as residents type them: a date read as they meant it, an age, a birth year."""

from __future__ import annotations

import re
import unicodedata
from calendar import monthrange
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

from doglicense.flows.answers.parsers import text_of
from doglicense.flows.pieces import READING_PREFIX, Answers, Choice, Context, Input, Refusal

MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("jan", "january", "ene", "enero"),
            ("feb", "february", "febrero"),
            ("mar", "march", "marzo"),
            ("apr", "april", "abr", "abril"),
            ("may", "mayo"),
            ("jun", "june", "junio"),
            ("jul", "july", "julio"),
            ("aug", "august", "ago", "agosto"),
            ("sep", "sept", "september", "septiembre"),
            ("oct", "october", "octubre"),
            ("nov", "november", "noviembre"),
            ("dec", "december", "dic", "diciembre"),
        ],
        start=1,
    )
    for name in names
}


RELATIVE_DAYS = {"today": 0, "hoy": 0, "yesterday": 1, "ayer": 1}


def parse_date_text(text: str, *, today: date | None = None, day_first: bool = False) -> date:
    """A date as people write it: 2024-03-05, 3/5/2024, 5 March 2024, March 5, 2024, today.

    Numbers are read month first, or day first where the resident's language writes them so
    (`day_first`); a date without its year is refused with the readings it could have.
    """
    cleaned = text.strip().lower().replace(",", " ").replace(".", " ")
    if today is not None and cleaned.strip() in RELATIVE_DAYS:
        return today - timedelta(days=RELATIVE_DAYS[cleaned.strip()])
    if m := re.fullmatch(r"(\d{4})[-/ ](\d{1,2})[-/ ](\d{1,2})", cleaned):
        return _checked(int(m[1]), int(m[2]), int(m[3]))
    if m := re.fullmatch(r"(\d{1,2})[-/ ](\d{1,2})[-/ ](\d{4})", cleaned):
        month, day = _month_and_day(int(m[1]), int(m[2]), day_first)
        if day_first and month != day and month <= 12 and day <= 12:
            raise _two_ways(int(m[3]), month, day, typed=text.strip())
        return _checked(int(m[3]), month, day)
    if m := re.fullmatch(r"(\d{1,2})\s*[-/]\s*(\d{1,2})", cleaned):
        raise _without_year(int(m[1]), int(m[2]), day_first)
    words = [word for word in cleaned.split() if word != "de"]  # "5 de marzo de 2024"
    if len(words) == 3:
        if words[0] in MONTHS and words[1].isdigit() and words[2].isdigit():
            return _checked(int(words[2]), MONTHS[words[0]], int(words[1]))
        if words[1] in MONTHS and words[0].isdigit() and words[2].isdigit():
            return _checked(int(words[2]), MONTHS[words[1]], int(words[0]))
    if len(words) == 2 and {words[0] in MONTHS, words[1] in MONTHS} == {True, False}:
        month_word, day_word = words if words[0] in MONTHS else words[::-1]
        month = MONTHS[month_word]
        if day_word.isdigit() and 1 <= int(day_word) <= monthrange(2000, month)[1]:
            raise Refusal(
                "date_without_year", readings=[date(2000, month, int(day_word)).isoformat()]
            )
    raise Refusal("not_a_date")


def _month_and_day(first: int, second: int, day_first: bool) -> tuple[int, int]:
    """Which number is the month: the language's order, unless only the other order can be."""
    month, day = (second, first) if day_first else (first, second)
    if month > 12 and day <= 12:  # 15/3 in English, 3/15 in Spanish: only one reading exists
        month, day = day, month
    return month, day


def _two_ways(year: int, month: int, day: int, *, typed: str) -> Refusal:
    """08/05/2025 to a resident who writes the day first, from a US certificate printed month
    first: 8 May or 5 August. Both are offered, the resident's own order first; neither is kept."""
    readings = [_checked(year, month, day), _checked(year, day, month)]
    return Refusal(
        "date_two_ways",
        choices=[
            Choice(READING_PREFIX + d.isoformat(), "reading", {"day": d.isoformat()})
            for d in readings
        ],
        typed=typed,
    )


def _without_year(first: int, second: int, day_first: bool) -> Refusal:
    """A date with no year: the refusal names each day it could be, to ask for the whole date."""
    month, day = _month_and_day(first, second, day_first)
    readings = [(month, day), (day, month)] if month != day else [(month, day)]
    # Shown as "March 1", without a year: 2000 is only a leap year that holds February 29.
    dates = [
        date(2000, m, d).isoformat()
        for m, d in readings
        if 1 <= m <= 12 and 1 <= d <= monthrange(2000, m)[1]
    ]
    if not dates:
        return Refusal("not_a_date")
    return Refusal("date_without_year", readings=dates)


def date_in(text: str, context: Context) -> date:
    """A date typed by this resident, read as their language writes dates."""
    return parse_date_text(
        text, today=context.today, day_first=context.resident.get("language") == "es"
    )


def _checked(year: int, month: int, day: int) -> date:
    if not 1 <= month <= 12 or year < 1900 or year > 2200:
        raise Refusal("not_a_date")
    last = monthrange(year, month)[1]
    if not 1 <= day <= last:
        raise Refusal("no_such_day", day=day, month=month, last=last)
    return date(year, month, day)


def past_date(given: Input, _answers: Answers, context: Context) -> str:
    """A date on or before today."""
    when = date_in(text_of(given), context)
    if when > context.today:
        raise Refusal("date_in_future")
    return when.isoformat()


def date_after(key: str, *, not_past: bool = False) -> Callable[[Input, Answers, Context], str]:
    """A date after the answer to `key` (an expiry after its vaccination date, say)."""

    def parse(given: Input, answers: Answers, context: Context) -> str:
        when = date_in(text_of(given), context)
        earlier = answers.get(key)
        if earlier and when <= date.fromisoformat(earlier):
            raise Refusal("date_not_after", earlier=earlier)
        if not_past and when < context.today:
            raise Refusal("certificate_expired", expired=when.isoformat())
        return when.isoformat()

    return parse


AGE = re.compile(r"(\d{1,2})\s*(years?|yrs?|y|años?|months?|mos?|m|meses?|weeks?|wks?|w|semanas?)")


# An age in words, as people write it: "three years", "tres años", "a year old", "una semana".
NUMBER_WORDS = {
    word: number
    for number, words in enumerate(
        [
            (),
            ("a", "an", "one", "un", "uno", "una"),
            ("two", "dos"),
            ("three", "tres"),
            ("four", "cuatro"),
            ("five", "cinco"),
            ("six", "seis"),
            ("seven", "siete"),
            ("eight", "ocho"),
            ("nine", "nueve"),
            ("ten", "diez"),
            ("eleven", "once"),
            ("twelve", "doce"),
            ("thirteen", "trece"),
            ("fourteen", "catorce"),
            ("fifteen", "quince"),
            ("sixteen", "dieciseis"),
            ("seventeen", "diecisiete"),
            ("eighteen", "dieciocho"),
            ("nineteen", "diecinueve"),
            ("twenty", "veinte"),
        ]
    )
    for word in words
}


AGE_IN_WORDS = re.compile(r"(\w+)\s+(.+?)(?:\s+(?:old|de edad))?")


def without_accents(text: str) -> str:
    """ "dieciséis" as "dieciseis": the words as a resident may type them without accents."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _age_in_digits(text: str) -> str:
    """ "tres años" as "3 años", "a year old" as "1 year", "3 years old" as "3 years"; anything
    else as it was."""
    plain = without_accents(text).replace("ano", "año")
    m = AGE_IN_WORDS.fullmatch(plain)
    if m is None or not (m[1].isdigit() or m[1] in NUMBER_WORDS):
        return text
    return f"{NUMBER_WORDS.get(m[1], m[1])} {m[2]}"


def born_in_year(year: int, today: date) -> dict[str, Any]:
    """Born some time in `year`: 1 July until the month is given (1 January this year)."""
    if year > today.year:
        raise Refusal("birth_in_future")
    if today.year - year > 30:
        raise Refusal("too_old")
    guess = date(year, 7, 1) if date(year, 7, 1) <= today else date(year, 1, 1)
    return {"date": guess.isoformat(), "estimated": True, "year": year}


def birth_date_or_age(given: Input, _answers: Answers, context: Context) -> dict[str, Any]:
    """A date of birth, or an age ("3 years", "tres años", "10 weeks"), which gives an
    estimated birth date."""
    text = text_of(given).lower()
    if re.fullmatch(r"\d{4}", text.strip()):  # a year alone: its month is asked next
        return born_in_year(int(text), context.today)
    if m := AGE.fullmatch(_age_in_digits(text.strip())):
        amount, unit = int(m[1]), m[2][0]
        if unit in "ya":
            born = _years_before(context.today, amount)
        elif unit == "m":
            born = _months_before(context.today, amount)
        else:
            born = context.today - timedelta(weeks=amount)
        if amount == 0 and unit in "ya":
            raise Refusal("age_in_months_please")
        if (context.today - born).days > 30 * 365:
            raise Refusal("too_old")
        return {"date": born.isoformat(), "estimated": True}
    try:
        born = date_in(text, context)
    except Refusal as refusal:
        if refusal.reason == "not_a_date":
            raise Refusal("not_a_birth_date") from refusal
        raise
    if born > context.today:
        raise Refusal("birth_in_future")
    if (context.today - born).days > 30 * 365:
        raise Refusal("too_old")
    return {"date": born.isoformat(), "estimated": False}


def _years_before(day: date, years: int) -> date:
    year = day.year - years
    return date(year, day.month, min(day.day, monthrange(year, day.month)[1]))


def _months_before(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 - months
    year, month = divmod(index, 12)
    return date(year, month + 1, min(day.day, monthrange(year, month + 1)[1]))
