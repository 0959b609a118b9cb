"""A change of owner (R18), reported by the owner of record: who has the dog now, and since when."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from doglicense.flows import questions as q
from doglicense.flows import reports
from doglicense.flows.answers import parsers as p
from doglicense.flows.pieces import Answers, Choice, Context, Flow, Input, InputKind, Kind, Question

TRANSFER_DOG = reports.which_dog("transfer_dog", "Dog (tag number)", ("active", "lost"))
NEW_OWNER_NAME = Question("new_owner_name", Kind.TEXT, "New owner's name", p.person_name)
NEW_OWNER_PHONE = Question("new_owner_phone", Kind.PHONE, "New owner's phone", p.phone_number)
TRANSFER_DATE = reports.event_date("transfer_date", "Date of the change")
NEW_OWNER_IN_TOWN = Question(
    "new_owner_in_town",
    Kind.CHOICE,
    "New owner lives in the Town",
    p.yes_no,
    choices=q.yes_no_choices,
)

NO_EMAIL = "no_email"


def _in_town(answers: Answers, _context: Context) -> bool:
    return answers.get("new_owner_in_town") is True


def _no_email_choice(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return (Choice(NO_EMAIL, "no_email"),)


def _new_owner_email(given: Input, answers: Answers, context: Context) -> str:
    """Optional: without it the old owner hands on the printed code."""
    if given.kind is InputKind.CHOICE and given.choice == NO_EMAIL:
        return NO_EMAIL
    return p.email_address(given, answers, context)


# Where the invitation goes (R18): the code and the web link, for a new owner without Telegram.
NEW_OWNER_EMAIL = Question(
    "new_owner_email",
    Kind.EMAIL,
    "New owner's e-mail",
    _new_owner_email,
    applies=_in_town,
    choices=_no_email_choice,
    accepts_text_with_choices=True,
)


def summary_facts(answers: Answers, context: Context) -> Mapping[str, Any]:
    return {
        **reports.deadline_facts("transfer_date", answers, context),
        "leaves_town": answers.get("new_owner_in_town") is False,
        "invites": answers.get("new_owner_in_town") is True,
    }


FLOW = Flow(
    name="ownership",
    questions=(
        TRANSFER_DOG,
        NEW_OWNER_NAME,
        NEW_OWNER_PHONE,
        TRANSFER_DATE,
        NEW_OWNER_IN_TOWN,
        NEW_OWNER_EMAIL,
    ),
    summary_facts=summary_facts,
    dog_question=TRANSFER_DOG.key,
)
