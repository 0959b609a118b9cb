"""Redeeming a seized dog (R28): which dog, its license first when it needs one, the fees, payment.

The flow stays pure: it never sees the seizure's row. The resident names the seizure (its
reference, or the tag of their dog held; a notice's button or link gives it), and the flow stops
("redeem_unchecked") until `office.online_redemption` has checked it against the database and
put the seizure's facts in the answer's place: where the dog is, the fees through the day of
release promised, the last day, and the license it holds. Paying by card, the owner chooses the
day they will collect the dog, and the fees run through it (docs/decisions/0046). A dog that
must be licensed or renewed first [69-11B], [69-11C], [69-11E] stops the redemption, with the
way to do it offered; once that request is in, the fees are payable (docs/decisions/0017).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from doglicense.flows import questions as q
from doglicense.flows.answers import parsers as p
from doglicense.flows.pieces import (
    Answers,
    Choice,
    Context,
    Flow,
    Input,
    Kind,
    Question,
    Refusal,
    Stop,
)

NAME = "redeem"
FACTS = "seizure"  # once checked, the answer is the seizure's facts (a mapping)
COLLECT_DAY = "collect_day"  # a card payment's promise: the day the owner collects the dog
NEEDS_LICENSE, NEEDS_RENEWAL = "license", "renew"
OFFERS = {NEEDS_LICENSE: "redeem_license", NEEDS_RENEWAL: "redeem_renew"}


def normal_reference(text: str) -> str | None:
    """A seizure's reference (SZ-2612-00001) or a tag number, as printed; None otherwise."""
    typed = re.sub(r"\s+", "", text).upper().lstrip("#")
    if re.fullmatch(r"SZ-?\d{4}-?\d{1,6}", typed):
        digits = re.sub(r"\D", "", typed)
        return f"SZ-{digits[:4]}-{int(digits[4:]):05d}"
    if p.looks_like_tag(p.normal_tag(typed)):
        return p.normal_tag(typed)
    return None


def _reference(given: Input, _answers: Answers, _context: Context) -> str:
    reference = normal_reference(p.text_of(given))
    if reference is None:
        raise Refusal("not_a_seizure_reference")
    return reference


def facts_of(answers: Answers) -> Mapping[str, Any]:
    """The checked seizure's facts; empty before the check."""
    facts = answers.get(FACTS)
    return facts if isinstance(facts, Mapping) else {}


def is_checked(answers: Answers) -> bool:
    return bool(facts_of(answers))


def licensing_first(answers: Answers) -> str | None:
    """ "license" or "renew" while the dog must be licensed first and no request for it is in."""
    facts = facts_of(answers)
    needed = facts.get("licensing")
    if needed in OFFERS and not facts.get("licence_reference"):
        return str(needed)
    return None


def _stop(answers: Answers, _context: Context) -> Stop | None:
    if not is_checked(answers):
        return Stop("redeem_unchecked")
    needed = licensing_first(answers)
    if needed is None:
        return None
    facts = facts_of(answers)
    params = {
        "reference": facts.get("reference"),
        "dog": facts.get("dog"),
        "tag": facts.get("tag") or "",
        "last_day": facts.get("last_day"),
    }
    return Stop(f"redeem_{needed}_first", params, offer=OFFERS[needed])


def _payable(answers: Answers, _context: Context) -> bool:
    return is_checked(answers) and licensing_first(answers) is None


def _payment(given: Input, answers: Answers, context: Context) -> str:
    keys = [c.key for c in q.payment_choices(answers, context)]
    return p.choice_of(*keys)(given, answers, context)


def _payment_choices(answers: Answers, context: Context) -> tuple[Choice, ...]:
    return q.payment_choices(answers, context)


def _by_card(answers: Answers, context: Context) -> bool:
    return _payable(answers, context) and answers.get(PAYMENT.key) == "card"


def _collect_choices(answers: Answers, _context: Context) -> tuple[Choice, ...]:
    """Each day the pound releases up to the last day, with the fees through it."""
    days = facts_of(answers).get("collect_days") or ()
    return tuple(Choice(str(d["day"]), COLLECT_DAY, dict(d)) for d in days)


def _collect_day(given: Input, answers: Answers, context: Context) -> str:
    keys = [c.key for c in _collect_choices(answers, context)]
    return p.choice_of(*keys)(given, answers, context)


SEIZURE = Question("seizure", Kind.TEXT, "Seized dog", _reference, stop=_stop)
PAYMENT = Question(
    "redeem_payment",
    Kind.CHOICE,
    "Payment",
    _payment,
    applies=_payable,
    choices=_payment_choices,
)
COLLECT = Question(
    COLLECT_DAY,
    Kind.CHOICE,
    "Day to collect the dog",
    _collect_day,
    applies=_by_card,
    choices=_collect_choices,
)


def summary_facts(answers: Answers, _context: Context) -> Mapping[str, Any]:
    return {
        "seizure": facts_of(answers),
        "payment": answers.get(PAYMENT.key),
        "collect_day": answers.get(COLLECT_DAY),
    }


def prefill(_context: Context, given: Mapping[str, Any]) -> Answers:
    """A notice's button or link names the seizure: taken as if typed, then checked."""
    reference = normal_reference(str(given.get(FACTS) or ""))
    return {FACTS: reference} if reference else {}


FLOW = Flow(
    name=NAME,
    questions=(SEIZURE, PAYMENT, COLLECT),
    summary_facts=summary_facts,
    prefill=prefill,
    reads_dogs=False,
    dog_question=SEIZURE.key,
)
