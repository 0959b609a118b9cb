"""The new-license flow: the applicant, the dog, rabies proof, exemptions, the fee, a summary."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from doglicense.flows import questions as q
from doglicense.flows.answers import dates
from doglicense.flows.answers import parsers as p
from doglicense.flows.open_requests import already_open
from doglicense.flows.pieces import (
    Answers,
    Choice,
    Context,
    Flow,
    Input,
    InputKind,
    Kind,
    Question,
    Refusal,
)
from doglicense.flows.rabies_questions import RABIES
from doglicense.law import capped_expiry, license_expiry

SKIP_NEWER = "continue_without"


def rabies_expiry_of(answers: Answers) -> date | None:
    """The rabies expiry that counts: a newer certificate's when one was sent (R13)."""
    newer = answers.get("rabies_newer")
    if isinstance(newer, dict) and answers.get("rabies_newer_expires_on"):
        return date.fromisoformat(answers["rabies_newer_expires_on"])
    if answers.get("rabies_expires_on"):
        return date.fromisoformat(answers["rabies_expires_on"])
    return None


def planned_expiry(
    answers: Answers,
    context: Context,
    *,
    issued: date | None = None,
    rabies_expires: date | None = None,
) -> tuple[date, bool]:
    """The expiry a license issued today would get, and whether the rabies cap cut it (R11-R13)."""
    issued = issued or context.today
    statement = answers.get("vet_statement_date")
    vet_date = date.fromisoformat(statement) if statement else None
    expiry = license_expiry(issued, vet_exemption_date=vet_date)
    if rabies_expires is None:
        rabies_expires = rabies_expiry_of(answers)
    return capped_expiry(expiry, rabies_expires, context.town)


def _capped_by_first_certificate(answers: Answers, context: Context) -> bool:
    if answers.get("rabies_proof") != "certificate" or not answers.get("rabies_expires_on"):
        return False
    first = date.fromisoformat(answers["rabies_expires_on"])
    return planned_expiry(answers, context, rabies_expires=first)[1]


def _newer_choices(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return (Choice(SKIP_NEWER, "continue_without_newer"),)


def _newer_certificate(given: Input, answers: Answers, context: Context) -> Any:
    if given.kind is InputKind.CHOICE and given.choice == SKIP_NEWER:
        return SKIP_NEWER
    return p.document(given, answers, context)


def _sent_newer(answers: Answers, context: Context) -> bool:
    return _capped_by_first_certificate(answers, context) and isinstance(
        answers.get("rabies_newer"), dict
    )


RABIES_NEWER = Question(
    "rabies_newer",
    Kind.FILE,
    "Newer rabies certificate",
    _newer_certificate,
    applies=_capped_by_first_certificate,
    choices=_newer_choices,
)
RABIES_NEWER_EXPIRES_ON = Question(
    "rabies_newer_expires_on",
    Kind.DATE,
    "Newer rabies certificate expires",
    dates.date_after("rabies_expires_on"),
    applies=_sent_newer,
)


def summary_facts(answers: Answers, context: Context) -> Mapping[str, Any]:
    fee = q.fee_of(answers, context)
    expiry, capped = planned_expiry(answers, context)
    return {
        "fee": fee,
        "expires_on": expiry,
        "capped": capped,
        "flag_rabies": capped and answers.get("rabies_newer") == SKIP_NEWER,
        "paid_cents": context.paid_cents,
        "open_request": already_open("license", answers, context),  # warned of before paying
    }


def _never_typed(_given: Input, _answers: Answers, _context: Context) -> str:
    raise Refusal("use_buttons")  # only an invitation's signed link sets it


TRANSFER_TAG = Question(
    "transfer_tag",
    Kind.TEXT,
    "Tag number (kept from the last owner)",
    _never_typed,
    applies=lambda answers, _context: "transfer_tag" in answers,
)
# The old owner's report this license continues (office/reports/transfers.py): what links the
# two owners.
TRANSFER_FROM = Question(
    "transfer_from",
    Kind.TEXT,
    "Change of owner reported in",
    _never_typed,
    applies=lambda answers, _context: "transfer_from" in answers,
)
PREFILLED = {
    "owner_name",
    "phone",
    "transfer_tag",
    "transfer_from",
    *(question.key for question in q.DOG),
}


def _prefill(context: Context, given: Mapping[str, Any]) -> Answers:
    """A new owner invited by deep link, or a known resident: what we already know."""
    return {key: value for key, value in given.items() if key in PREFILLED}


FLOW = Flow(
    name="license",
    reads_dogs=False,
    questions=(
        TRANSFER_TAG,
        TRANSFER_FROM,
        *q.OWNER,
        q.EMAIL,
        *q.DOG,
        q.SPAYED,
        q.SPAY_PROOF,
        *RABIES,
        RABIES_NEWER,
        RABIES_NEWER_EXPIRES_ON,
        q.EXEMPT_TYPE,
        q.EXEMPT_CERTIFICATE,
        q.ENUMERATED,
        q.payment_question(q.fee_of),
    ),
    summary_facts=summary_facts,
    prefill=_prefill,
)
