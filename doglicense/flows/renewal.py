"""The renewal flow: which dog, the owner's details confirmed, rabies when needed, fee, summary."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from datetime import date
from typing import Any

from doglicense.flows import questions as q
from doglicense.flows.answers.parsers import chosen_dog, dog_choice, yes_no
from doglicense.flows.license import (
    RABIES_NEWER,
    RABIES_NEWER_EXPIRES_ON,
    SKIP_NEWER,
    rabies_expiry_of,
)
from doglicense.flows.open_requests import already_open
from doglicense.flows.pieces import (
    Answers,
    Choice,
    Context,
    DogOnFile,
    Flow,
    Input,
    Kind,
    Question,
    Refusal,
)
from doglicense.flows.rabies_questions import RABIES
from doglicense.flows.reports import GIVEN_AWAY
from doglicense.law import (
    FeeBreakdown,
    TownProfile,
    capped_expiry,
    license_fee,
    renewal_due_from,
    renewal_expiry,
)


def renewable(context: Context) -> list[DogOnFile]:
    return [d for d in context.dogs if d.status == "active" and d.license_expires_on]


def due_for_renewal(dogs: Iterable[DogOnFile], today: date, town: TownProfile) -> frozenset[str]:
    """The tags whose renewal is due: its first reminder's day has come (/status says so)."""
    return frozenset(
        d.tag_number
        for d in dogs
        if d.status == "active"
        and d.license_expires_on
        and today >= renewal_due_from(d.license_expires_on, town)
    )


def _dog_choices(_answers: Answers, context: Context) -> tuple[Choice, ...]:
    return tuple(dog_choice(d) for d in renewable(context))


def _which_dog(given: Input, _answers: Answers, context: Context) -> str:
    dog = chosen_dog(given, context)
    if dog.status == GIVEN_AWAY:  # the new owner's license takes over (R15, R18)
        raise Refusal("dog_given_away", name=dog.name)
    if dog.status != "active" or dog.license_expires_on is None:
        raise Refusal("dog_not_renewable", name=dog.name)
    return dog.tag_number


def dog_of(answers: Answers, context: Context) -> DogOnFile:
    dog = context.dog(answers["renew_dog"])
    assert dog is not None, "the tag was checked when it was answered"
    return dog


def _chosen(answers: Answers, _context: Context) -> bool:
    return "renew_dog" in answers


def _details_on_file(_answers: Answers, context: Context) -> bool:
    """An address and a phone the office already has are confirmed, not asked again."""
    return bool(context.resident.get("address") and context.resident.get("phone"))


def _details_changed(answers: Answers, context: Context) -> bool:
    if answers.get("details_still_right") is False:
        return True
    return _chosen(answers, context) and not _details_on_file(answers, context)


def _name_not_on_file(answers: Answers, context: Context) -> bool:
    return _chosen(answers, context) and not context.resident.get("owner_name")


def _not_spayed_on_file(answers: Answers, context: Context) -> bool:
    return _chosen(answers, context) and not dog_of(answers, context).spayed_neutered


def spayed_now(answers: Answers, context: Context) -> bool:
    return dog_of(answers, context).spayed_neutered or bool(answers.get("spayed_neutered"))


def new_expiry(answers: Answers, context: Context) -> date:
    old = dog_of(answers, context).license_expires_on
    assert old is not None
    return renewal_expiry(old, context.today, context.town)


def _needs_rabies(answers: Answers, context: Context) -> bool:
    """R13: a new certificate when the one on file ends too early for the new term."""
    if not _chosen(answers, context):
        return False
    on_file = dog_of(answers, context).rabies_expires_on
    if on_file is None or on_file < context.today:
        return True
    return capped_expiry(new_expiry(answers, context), on_file, context.town)[1]


def _capped_by_its_certificate(answers: Answers, context: Context) -> bool:
    """R13's policy: the certificate sent still cuts the new term short, so a newer one is
    asked for before the summary (and its fee for a short term)."""
    sent = answers.get("rabies_expires_on")
    if not _needs_rabies(answers, context) or answers.get("rabies_proof") != "certificate":
        return False
    if not isinstance(sent, str):
        return False
    return capped_expiry(new_expiry(answers, context), date.fromisoformat(sent), context.town)[1]


def _sent_newer(answers: Answers, context: Context) -> bool:
    newer = answers.get("rabies_newer")
    return _capped_by_its_certificate(answers, context) and isinstance(newer, dict)


def _when(condition: Any, question: Question) -> Question:
    return replace(question, applies=lambda a, c: condition(a, c) and question.applies(a, c))


def fee(answers: Answers, context: Context) -> FeeBreakdown:
    exempt = answers.get("exempt_type")
    return license_fee(
        context.town,
        spayed_neutered=spayed_now(answers, context),
        exempt_type=None if exempt in (None, "none") else exempt,
    )


RENEW_DOG = Question(
    "renew_dog",
    Kind.CHOICE,
    "Dog (tag number)",
    _which_dog,
    choices=_dog_choices,
    accepts_text_with_choices=True,
)
DETAILS_STILL_RIGHT = Question(
    "details_still_right",
    Kind.CHOICE,
    "Owner's address and phone unchanged",
    yes_no,
    applies=_details_on_file,
    choices=q.yes_no_choices,
)


def summary_facts(answers: Answers, context: Context) -> Mapping[str, Any]:
    dog = dog_of(answers, context)
    rabies = rabies_expiry_of(answers)  # a newer certificate's when one was sent (R13)
    expiry, capped = capped_expiry(
        new_expiry(answers, context), rabies or dog.rabies_expires_on, context.town
    )
    if answers.get("rabies_proof") == "vet_exemption":
        capped = False
    return {
        "fee": fee(answers, context),
        "expires_on": expiry,
        "capped": capped,
        "dog": dog,
        "continues": dog.license_expires_on is not None and context.today <= dog.license_expires_on,
        "paid_cents": context.paid_cents,
        "flag_rabies": capped and answers.get("rabies_newer") == SKIP_NEWER,
        "open_request": already_open("renewal", answers, context),  # warned of before paying
    }


def _prefill(context: Context, given: Mapping[str, Any]) -> Answers:
    """ "Renew now" under a reminder: the dog already chosen, when it is still the resident's."""
    tag = given.get("renew_dog")
    dog = context.dog(str(tag)) if tag else None
    if dog is None or dog not in renewable(context):
        return {}
    return {"renew_dog": dog.tag_number}


FLOW = Flow(
    name="renewal",
    questions=(
        RENEW_DOG,
        _when(_name_not_on_file, q.OWNER_NAME),
        DETAILS_STILL_RIGHT,
        *(
            _when(_details_changed, question)
            for question in (q.ADDRESS_STREET, q.ADDRESS_ZIP, q.ADDRESS_IN_TOWN, q.PHONE)
        ),
        _when(_not_spayed_on_file, q.SPAYED),
        _when(_not_spayed_on_file, q.SPAY_PROOF),
        *(_when(_needs_rabies, question) for question in RABIES),
        replace(RABIES_NEWER, applies=_capped_by_its_certificate),
        replace(RABIES_NEWER_EXPIRES_ON, applies=_sent_newer),
        q.EXEMPT_TYPE,
        q.EXEMPT_CERTIFICATE,
        q.payment_question(fee),
    ),
    summary_facts=summary_facts,
    dog_question=RENEW_DOG.key,
    prefill=_prefill,
)
