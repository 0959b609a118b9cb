"""The month a dog was born, asked when its birth was given as a year alone ("2019")."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from doglicense.flows.answers.dates import MONTHS, born_in_year, without_accents
from doglicense.flows.answers.parsers import text_of
from doglicense.flows.pieces import Answers, Context, Input, Kind, Question, Refusal

NOT_KNOWN = ("don't know", "dont know", "do not know", "not sure", "unknown", "no se", "no lo se")


def _year_alone(answers: Answers, _context: Context) -> bool:
    birth = answers.get("dog_birth")
    return isinstance(birth, dict) and "year" in birth


def birth_month(given: Input, answers: Answers, context: Context) -> dict[str, Any]:
    """May, mayo, 5, or "don't know": the birth date then reads the 1st of that month (or
    stays the year's guess), estimated either way."""
    year = answers["dog_birth"]["year"]
    text = without_accents(text_of(given).strip().lower()).strip(" .!?¿¡'\"“”")
    if text.replace("’", "'") in NOT_KNOWN:
        guess = born_in_year(year, context.today)["date"]
        return {"date": guess, "estimated": True, "month": None}
    month = MONTHS.get(text) or (int(text) if text.isdigit() and 1 <= int(text) <= 12 else 0)
    if not month:
        raise Refusal("not_a_month")
    born = date(year, month, 1)
    if born > context.today:
        raise Refusal("birth_in_future")
    return {"date": born.isoformat(), "estimated": True, "month": month}


def _fills_birth(value: Any, answers: Answers) -> Mapping[str, Any]:
    """The date of birth every later reader uses, with its year kept (Back asks again)."""
    year = answers["dog_birth"]["year"]
    return {"dog_birth": {"date": value["date"], "estimated": True, "year": year}}


DOG_BIRTH_MONTH = Question(
    "dog_birth_month",
    Kind.TEXT,
    "Month of birth",
    birth_month,
    applies=_year_alone,
    fills=_fills_birth,
)
