"""The rabies questions: a certificate (read, then confirmed) or a vet's statement, with dates."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from doglicense.flows.answers import dates
from doglicense.flows.answers import parsers as p
from doglicense.flows.pieces import (
    Answers,
    Choice,
    Context,
    Input,
    InputKind,
    Kind,
    Question,
    Refusal,
)
from doglicense.flows.questions import answered
from doglicense.law import add_years

_by_date = dates.date_after("rabies_vaccinated_on", not_past=True)
# A vaccine's term typed where its expiry is asked: a clinic's invoice or a vet's letter may
# print none ("3 years", "1 año", "a three-year vaccine").
_TERM = re.compile(
    r"^(?:an?\s+)?(1|3|one|three|un|uno|tres)[\s-]*(?:years?|yrs?|años?|anos?)\b", re.I
)
_TERM_YEARS = {"1": 1, "3": 3, "one": 1, "three": 3, "un": 1, "uno": 1, "tres": 3}


def _expires_on(given: Input, answers: Answers, context: Context) -> str:
    """The expiry as a date, or as the vaccine's term counted from the vaccination date and
    then checked as a typed date is."""
    term = _TERM.match(given.text.strip()) if given.kind is InputKind.TEXT else None
    vaccinated = answers.get("rabies_vaccinated_on")
    if term is not None and vaccinated:
        years = _TERM_YEARS[term.group(1).lower()]
        given = Input.of_text(add_years(date.fromisoformat(vaccinated), years).isoformat())
    return _by_date(given, answers, context)


def rabies_choices(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return (Choice("certificate", "rabies_certificate"), Choice("vet_exemption", "vet_exemption"))


def _vet_statement_date(given: Input, answers: Answers, context: Context) -> str:
    when = date.fromisoformat(dates.past_date(given, answers, context))
    if (context.today - when).days > 365:
        raise Refusal("statement_too_old")
    return when.isoformat()


def _vaccinated_on(given: Input, answers: Answers, context: Context) -> str:
    when = dates.past_date(given, answers, context)
    birth = answers.get("dog_birth")
    if birth and when < birth["date"] and not birth.get("estimated"):
        raise Refusal("vaccinated_before_birth")
    return when


def _certificate(answers: Answers, _context: Context) -> bool:
    return answers.get("rabies_proof") == "certificate"


RABIES_PROOF = Question(
    "rabies_proof",
    Kind.CHOICE,
    "Rabies proof",
    p.choice_of("certificate", "vet_exemption"),
    choices=rabies_choices,
)


READ_DATES = ("rabies_vaccinated_on", "rabies_expires_on")


def read_dates(answers: Answers, context: Context) -> dict[str, str] | None:
    """The dates read off the certificate, when they pass the checks a typed date would: both,
    or the vaccination date alone when no expiry was read and the shot is not so old that any
    vaccine's term (three years at most) has run out."""
    certificate = answers.get("rabies_certificate")
    read = certificate.get("read") if isinstance(certificate, dict) else None
    if not _certificate(answers, context) or not read or not read.get(READ_DATES[0]):
        return None
    keys = READ_DATES if read.get(READ_DATES[1]) else READ_DATES[:1]
    given = dict(answers)
    try:
        for key, check in zip(keys, (_vaccinated_on, _expires_on), strict=False):
            given[key] = check(Input.of_text(read[key]), given, context)
    except Refusal:
        return None  # an expired certificate, a date before the dog's birth: asked as before
    longest = add_years(date.fromisoformat(given[READ_DATES[0]]), max(_TERM_YEARS.values()))
    if len(keys) == 1 and longest < context.today:
        return None  # lapsed whatever the vaccine: the typed expiry is refused as before
    return {key: given[key] for key in keys}


def _confirmed(given: Input, answers: Answers, context: Context) -> bool:
    return p.choice_of("read_right", "read_change")(given, answers, context) == "read_right"


def _fill_read_dates(confirmed: Any, answers: Answers) -> dict[str, Any]:
    """Yes fills the dates read (an expiry not read is still asked); Change asks both."""
    read = answers["rabies_certificate"].get("read", {})
    return {key: read.get(key) if confirmed else None for key in READ_DATES}


def _new_certificate(_document: Any, _answers: Answers) -> dict[str, Any]:
    """Dates confirmed off an earlier certificate no longer stand."""
    return {"rabies_read_right": None, **dict.fromkeys(READ_DATES)}


RABIES_CERTIFICATE = Question(
    "rabies_certificate",
    Kind.FILE,
    "Rabies certificate",
    p.document,
    applies=_certificate,
    fills=_new_certificate,
)


RABIES_READ_RIGHT = Question(
    "rabies_read_right",
    Kind.CHOICE,
    "Certificate read right",
    _confirmed,
    applies=lambda answers, context: read_dates(answers, context) is not None,
    choices=lambda _a, _c: (Choice("read_right", "yes"), Choice("read_change", "change_read")),
    fills=_fill_read_dates,
)


RABIES_VACCINATED_ON = Question(
    "rabies_vaccinated_on",
    Kind.DATE,
    "Rabies vaccination date",
    _vaccinated_on,
    applies=_certificate,
)


RABIES_EXPIRES_ON = Question(
    "rabies_expires_on",
    Kind.DATE,
    "Rabies vaccination expires",
    _expires_on,
    applies=_certificate,
)


VET_STATEMENT = Question(
    "vet_statement",
    Kind.FILE,
    "Veterinarian's exemption statement",
    p.document,
    applies=answered("rabies_proof", "vet_exemption"),
)


VET_STATEMENT_DATE = Question(
    "vet_statement_date",
    Kind.DATE,
    "Date of the vet's statement",
    _vet_statement_date,
    applies=answered("rabies_proof", "vet_exemption"),
)


RABIES = (
    RABIES_PROOF,
    RABIES_CERTIFICATE,
    RABIES_READ_RIGHT,
    RABIES_VACCINATED_ON,
    RABIES_EXPIRES_ON,
    VET_STATEMENT,
    VET_STATEMENT_DATE,
)
