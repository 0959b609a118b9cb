"""Answering an appearance ticket (R23-R27): the ticket, its answer code, admit or deny, payment.

The flow stays pure: it never sees the ticket's row. After the answer code is given the flow
stops ("ticket_unchecked") until `office.ticket_answers` has checked the code against the
database and put the ticket's facts in the code's place (``answers["answer_code"]``: the code
itself is not kept); only then are the plea, the statement and the payment asked.

The resident proves they hold the ticket with the one-time answer code printed on it, not
their last name, which anyone who saw the ticket (or knows them) could give.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

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

NAME = "ticket"
FACTS = "answer_code"  # once checked, the code's answer is the ticket's facts (a mapping)
ADMIT, DENY = "admit", "deny"
CODE_LENGTH = 8


def normal_ticket_number(text: str) -> str | None:
    """A ticket number as printed, upper case without spaces; None when it can't be one."""
    number = re.sub(r"\s+", "", text).upper().lstrip("#")
    return number if re.fullmatch(r"[A-Z0-9][A-Z0-9-]{0,31}", number) else None


def normal_answer_code(text: str) -> str | None:
    """An answer code as generated: 8 letters or digits; spaces and dashes are ignored."""
    code = re.sub(r"[\s-]+", "", text).upper()
    return code if re.fullmatch(rf"[A-Z0-9]{{{CODE_LENGTH}}}", code) else None


def _ticket_number(given: Input, _answers: Answers, _context: Context) -> str:
    number = normal_ticket_number(p.text_of(given))
    if number is None:
        raise Refusal("not_a_ticket_number")
    return number


def _answer_code(given: Input, _answers: Answers, _context: Context) -> str:
    code = normal_answer_code(p.text_of(given))
    if code is None:
        raise Refusal("not_an_answer_code")
    return code


def is_checked(answers: Answers) -> bool:
    """The code was verified by the office for the ticket number now in the answers."""
    facts = answers.get(FACTS)
    return isinstance(facts, Mapping) and facts.get("number") == answers.get("ticket_number")


def facts_of(answers: Answers) -> Mapping[str, Any]:
    """The checked ticket's facts; empty before the check."""
    facts = answers.get(FACTS)
    return facts if isinstance(facts, Mapping) else {}


def _unchecked_stop(answers: Answers, _context: Context) -> Stop | None:
    return None if is_checked(answers) else Stop("ticket_unchecked")


def _checked(answers: Answers, _context: Context) -> bool:
    return is_checked(answers)


def _denies(answers: Answers, context: Context) -> bool:
    return _checked(answers, context) and answers.get("plea") == DENY


def owed_cents(answers: Answers) -> int:
    """What is paid with the answer: the security on a denial, a fixed penalty on an admission.

    A third-tier penalty is set by the Town Justice later, so nothing is owed yet (R27).
    """
    facts = facts_of(answers)
    if answers.get("plea") == DENY:
        return int(facts.get("security_cents") or 0)
    if answers.get("plea") == ADMIT:
        return int(facts.get("penalty_cents") or 0)
    return 0


def _owes(answers: Answers, context: Context) -> bool:
    return _checked(answers, context) and owed_cents(answers) > 0


def _plea_choices(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return (Choice(ADMIT, "ticket_admit"), Choice(DENY, "ticket_deny"))


def _scope_choices(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return (Choice("all", "ticket_deny_all"), Choice("part", "ticket_deny_part"))


def _payment_choices(_answers: Answers, context: Context) -> tuple[Choice, ...]:
    card = (Choice("card", "pay_card"),) if context.card_payments else ()
    return (*card, Choice("counter", "ticket_pay_court"))


def _payment(given: Input, answers: Answers, context: Context) -> str:
    keys = [c.key for c in _payment_choices(answers, context)]
    return p.choice_of(*keys)(given, answers, context)


TICKET_NUMBER = Question("ticket_number", Kind.TEXT, "Ticket number", _ticket_number)
ANSWER_CODE = Question("answer_code", Kind.TEXT, "Answer code", _answer_code, stop=_unchecked_stop)
PLEA = Question(
    "plea",
    Kind.CHOICE,
    "Answer",
    p.choice_of(ADMIT, DENY),
    applies=_checked,
    choices=_plea_choices,
)
DENY_SCOPE = Question(
    "deny_scope",
    Kind.CHOICE,
    "Denies",
    p.choice_of("all", "part"),
    applies=_denies,
    choices=_scope_choices,
)
STATEMENT = Question("statement", Kind.TEXT, "Statement", p.plain_text(1000), applies=_denies)
PAYMENT = Question(
    "ticket_payment", Kind.CHOICE, "Payment", _payment, applies=_owes, choices=_payment_choices
)


def summary_facts(answers: Answers, _context: Context) -> Mapping[str, Any]:
    return {
        "ticket": facts_of(answers),
        "deny_scope": answers.get("deny_scope"),
        "statement": answers.get("statement"),
        "payment": answers.get("ticket_payment"),
        "plea": answers.get("plea"),
        "owed_cents": owed_cents(answers),
    }


def prefill(_context: Context, given: Mapping[str, Any]) -> Answers:
    """A deep link names the ticket: its number is taken, the code is asked first."""
    number = normal_ticket_number(str(given.get("ticket_number") or ""))
    return {"ticket_number": number} if number else {}


FLOW = Flow(
    name=NAME,
    questions=(TICKET_NUMBER, ANSWER_CODE, PLEA, DENY_SCOPE, STATEMENT, PAYMENT),
    summary_facts=summary_facts,
    prefill=prefill,
)
