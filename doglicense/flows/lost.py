"""A lost or stolen dog (R20): which dog, when it was missed, where last seen, a description."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from doglicense.flows import reports
from doglicense.flows.answers import parsers as p
from doglicense.flows.pieces import Answers, Choice, Context, Flow, Input, InputKind, Kind, Question

SKIP = "skip"

LOST_DOG = reports.which_dog("lost_dog", "Dog (tag number)")


def _lost_or_stolen_choices(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return (Choice("lost", "lost"), Choice("stolen", "stolen"))


def _skip_choices(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return (Choice(SKIP, "skip"),)


def _description(given: Input, answers: Answers, context: Context) -> Any:
    """Optional: a photo, or words, or nothing."""
    if given.kind is InputKind.CHOICE and given.choice == SKIP:
        return SKIP
    if given.kind is InputKind.FILE:
        return p.document(given, answers, context)
    return p.plain_text(300)(given, answers, context)


LOST_OR_STOLEN = Question(
    "lost_or_stolen",
    Kind.CHOICE,
    "Lost or stolen",
    p.choice_of("lost", "stolen"),
    choices=_lost_or_stolen_choices,
)
LOST_DATE = reports.event_date("lost_date", "Date it was discovered")
LAST_SEEN = Question("last_seen", Kind.TEXT, "Where last seen", p.plain_text(200))
LOST_DESCRIPTION = Question(
    "lost_description",
    Kind.FILE,
    "Description or photo",
    _description,
    choices=_skip_choices,
    accepts_text_with_choices=True,
)


def summary_facts(answers: Answers, context: Context) -> Mapping[str, Any]:
    return reports.deadline_facts("lost_date", answers, context)


FLOW = Flow(
    name="lost",
    questions=(LOST_DOG, LOST_OR_STOLEN, LOST_DATE, LAST_SEEN, LOST_DESCRIPTION),
    summary_facts=summary_facts,
    dog_question=LOST_DOG.key,
)
