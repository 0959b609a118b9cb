"""Questions shared by the licensing flows: the owner, the dog, rabies, exemption, payment."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any, Protocol

from doglicense.flows import dates
from doglicense.flows import parsers as p
from doglicense.flows.birth_month import DOG_BIRTH_MONTH
from doglicense.flows.pieces import Answers, Choice, Context, Input, Kind, Question, Refusal, Stop
from doglicense.law import (
    FeeBreakdown,
    is_in_town,
    license_fee,
    license_required_from,
    needs_license,
)

YES_NO = (Choice("yes", "yes"), Choice("no", "no"))


def yes_no_choices(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return YES_NO


def answered(key: str, value: Any) -> Any:
    """A condition: the question applies when `key` was answered `value`."""
    return lambda answers, _context: answers.get(key) == value


def _adult_stop(answers: Answers, _context: Context) -> Stop | None:
    return None if answers.get("owner_adult") else Stop("minor_owner")


def _zip_stop(answers: Answers, context: Context) -> Stop | None:
    if is_in_town(answers["address_zip"], context.town) is False:
        return Stop("outside_town", {"zip": answers["address_zip"]})
    return None


def _zip_is_partly_in_town(answers: Answers, context: Context) -> bool:
    zip_code = answers.get("address_zip")
    return zip_code is not None and is_in_town(zip_code, context.town) is None


def _confirmed_in_town_stop(answers: Answers, _context: Context) -> Stop | None:
    if answers.get("address_in_town") is False:
        return Stop("outside_town", {"zip": answers.get("address_zip")})
    return None


OWNER_NAME = Question("owner_name", Kind.TEXT, "Owner's full name", p.person_name)
OWNER_ADULT = Question(
    "owner_adult",
    Kind.CHOICE,
    "Owner is 18 or older",
    p.yes_no,
    choices=yes_no_choices,
    stop=_adult_stop,
)
ADDRESS_STREET = Question("address_street", Kind.TEXT, "Street address", p.street_address)
ADDRESS_ZIP = Question("address_zip", Kind.TEXT, "ZIP code", p.zip_code, stop=_zip_stop)
ADDRESS_IN_TOWN = Question(
    "address_in_town",
    Kind.CHOICE,
    "Address confirmed in the Town",
    p.yes_no,
    applies=_zip_is_partly_in_town,
    choices=yes_no_choices,
    stop=_confirmed_in_town_stop,
)
PHONE = Question("phone", Kind.PHONE, "Telephone", p.phone_number)


def _email_wanted(_answers: Answers, context: Context) -> bool:
    """On the web, e-mail is how the resident hears back and signs in again; in chat, /email."""
    return context.channel == "web" and not context.resident.get("email")


EMAIL = Question("email", Kind.EMAIL, "E-mail", p.email_address, applies=_email_wanted)

OWNER = (OWNER_NAME, OWNER_ADULT, ADDRESS_STREET, ADDRESS_ZIP, ADDRESS_IN_TOWN, PHONE)


def _puppy_stop(answers: Answers, context: Context) -> Stop | None:
    if "year" in answers["dog_birth"] and "dog_birth_month" not in answers:
        return None  # a year alone: the month decides, once given
    born = date.fromisoformat(answers["dog_birth"]["date"])
    if needs_license(born, context.today, context.town):
        return None
    due = license_required_from(born, context.town)
    return Stop(
        "puppy_too_young",
        {"due": due.isoformat(), "dog": answers.get("dog_name")},
        offer="puppy_reminder",
    )


def sex_choices(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return (Choice("male", "male"), Choice("female", "female"))


DOG_NAME = Question("dog_name", Kind.TEXT, "Dog's name", p.plain_text(60))
DOG_BREED = Question("dog_breed", Kind.TEXT, "Breed", p.plain_text(100))
DOG_COLOUR = Question("dog_colour", Kind.TEXT, "Color and markings", p.plain_text(150))
DOG_SEX = Question(
    "dog_sex", Kind.CHOICE, "Sex", p.choice_of("male", "female"), choices=sex_choices
)
DOG_BIRTH = Question(
    "dog_birth",
    Kind.AGE,
    "Date of birth",
    dates.birth_date_or_age,
    stop=_puppy_stop,
    fills=lambda _value, _answers: {"dog_birth_month": None},  # a new birth: its month asked anew
)

DOG = (DOG_NAME, DOG_BREED, DOG_COLOUR, DOG_SEX, DOG_BIRTH, DOG_BIRTH_MONTH)

SPAYED = Question(
    "spayed_neutered", Kind.CHOICE, "Spayed or neutered", p.yes_no, choices=yes_no_choices
)
SPAY_PROOF = Question(
    "spay_proof",
    Kind.FILE,
    "Spay/neuter certificate",
    p.document_or_later,
    applies=answered("spayed_neutered", True),
    choices=lambda _answers, _context: (Choice(p.PROOF_LATER, "send_proof_later"),),
)


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
    """The dates read off the certificate, when they pass the checks a typed date would."""
    certificate = answers.get("rabies_certificate")
    read = certificate.get("read") if isinstance(certificate, dict) else None
    if not _certificate(answers, context) or not read or not all(read.get(k) for k in READ_DATES):
        return None
    given = dict(answers)
    try:
        for key, check in ((READ_DATES[0], _vaccinated_on), (READ_DATES[1], _expires_on)):
            given[key] = check(Input.of_text(read[key]), given, context)
    except Refusal:
        return None  # an expired certificate, a date before the dog's birth: asked as before
    return {key: given[key] for key in READ_DATES}


def _confirmed(given: Input, answers: Answers, context: Context) -> bool:
    return p.choice_of("read_right", "read_change")(given, answers, context) == "read_right"


def _fill_read_dates(confirmed: Any, answers: Answers) -> dict[str, Any]:
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
    "Dates as read from the certificate",
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
_expires_on = dates.date_after("rabies_vaccinated_on", not_past=True)
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


def exempt_choices(_answers: Answers, context: Context) -> tuple[Choice, ...]:
    kinds = [
        Choice(key, "exempt_type", {"type": label}) for key, label in context.town.exempt_types
    ]
    return (Choice("none", "not_exempt"), *kinds)


def _exempt(given: Input, answers: Answers, context: Context) -> str:
    keys = ["none", *(key for key, _label in context.town.exempt_types)]
    return p.choice_of(*keys)(given, answers, context)


def _is_exempt(answers: Answers, _context: Context) -> bool:
    return answers.get("exempt_type") not in (None, "none")


EXEMPT_TYPE = Question("exempt_type", Kind.CHOICE, "Fee exemption", _exempt, choices=exempt_choices)
EXEMPT_CERTIFICATE = Question(
    "exempt_certificate", Kind.FILE, "Exemption certificate", p.document, applies=_is_exempt
)
ENUMERATED = Question(
    "enumerated", Kind.CHOICE, "Found in a town dog enumeration", p.yes_no, choices=yes_no_choices
)


def fee_of(answers: Answers, context: Context) -> FeeBreakdown:
    """The fee these answers owe (R6-R9), from law/."""
    exempt = answers.get("exempt_type")
    return license_fee(
        context.town,
        spayed_neutered=bool(answers.get("spayed_neutered")),
        exempt_type=None if exempt in (None, "none") else exempt,
        enumerated=bool(answers.get("enumerated")),
    )


def payment_choices(_answers: Answers, context: Context) -> tuple[Choice, ...]:
    card = (Choice("card", "pay_card"),) if context.card_payments else ()
    return (*card, Choice("counter", "pay_counter"))


def _payment(given: Input, answers: Answers, context: Context) -> str:
    keys = [c.key for c in payment_choices(answers, context)]
    return p.choice_of(*keys)(given, answers, context)


class Owed(Protocol):
    """Anything that says what is owed: a license's FeeBreakdown, a replacement tag's fee."""

    @property
    def total_cents(self) -> int: ...


def payment_question(fee: Callable[[Answers, Context], Owed]) -> Question:
    """How the resident pays; asked only when something is owed (in a correction: more than
    was paid already)."""

    def owes(answers: Answers, context: Context) -> bool:
        return fee(answers, context).total_cents > context.paid_cents

    return Question(
        "payment", Kind.CHOICE, "Payment", _payment, applies=owes, choices=payment_choices
    )
