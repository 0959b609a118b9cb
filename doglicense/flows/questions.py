"""Questions shared by the licensing flows: the owner, the dog, rabies, exemption, payment."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import Any, Protocol

from doglicense.flows.answers import dates
from doglicense.flows.answers import parsers as p
from doglicense.flows.birth_month import DOG_BIRTH_MONTH
from doglicense.flows.pieces import Answers, Choice, Context, Input, Kind, Question, Stop
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
# "7411 Buckley Rd, Liverpool NY 13088": a ZIP after a comma or the state ends the street typed
# whole, and is not asked again (its stop still runs). A bare number at the end may be a box's.
_ZIP_ENDS = re.compile(r"(?:,|\bN\.?\s?Y\.?|\bnew york)\s*(\d{5})(?:-\d{4})?\W*$", re.I)


def _zip_typed_with_street(street: Any, _answers: Answers) -> dict[str, Any]:
    """The street's own ZIP; a street typed again without one asks the ZIP again (the one given
    before is offered), so a ZIP never stays from a street that is gone."""
    found = _ZIP_ENDS.search(str(street))
    return {"address_zip": found.group(1) if found else None}


ADDRESS_STREET = Question(
    "address_street",
    Kind.TEXT,
    "Street address",
    p.street_address,
    fills=_zip_typed_with_street,
)
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


DOG_NAME = Question("dog_name", Kind.TEXT, "Dog's name", p.dog_name)
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


def _proof_later(answers: Answers, context: Context) -> tuple[Choice, ...]:
    """ "I'll send it later": the request waits for it, unless the dog turns out exempt (its
    license is free either way, so it does not wait: office/records/submissions)."""
    waits = not _is_exempt(answers, context)
    return (Choice(p.PROOF_LATER, "send_proof_later", {"waits": waits}),)


SPAY_PROOF = Question(
    "spay_proof",
    Kind.FILE,
    "Spay/neuter certificate",
    p.document_or_later,
    applies=answered("spayed_neutered", True),
    choices=_proof_later,
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
