"""What the owner of record's reports share: which dog, when it happened, the deadline (R18-R22)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from doglicense.flows.answers import dates
from doglicense.flows.answers import parsers as p
from doglicense.flows.pieces import (
    Answers,
    Choice,
    Context,
    DogOnFile,
    Input,
    InputKind,
    Kind,
    Question,
    Refusal,
)
from doglicense.law import days_late, report_deadline

ALL_DOGS = "all"
# A dog its owner gave to someone in the Town (R18): theirs to license under the same tag.
GIVEN_AWAY = "given_in_town"


def dogs_in(context: Context, statuses: Sequence[str]) -> list[DogOnFile]:
    return [d for d in context.dogs if d.status in statuses]


def which_dog(
    key: str, label: str, statuses: Sequence[str] = ("active",), *, all_choice: bool = False
) -> Question:
    """One of the resident's dogs (a button, or its tag number typed); "all" when offered."""

    def choices(_answers: Answers, context: Context) -> tuple[Choice, ...]:
        dogs = dogs_in(context, statuses)
        each = [p.dog_choice(d) for d in dogs]
        both = [Choice(ALL_DOGS, "all_dogs")] if all_choice and len(dogs) > 1 else []
        return (*each, *both)

    def parse(given: Input, _answers: Answers, context: Context) -> str:
        if given.kind is InputKind.CHOICE and given.choice == ALL_DOGS and all_choice:
            return ALL_DOGS
        dog = p.chosen_dog(given, context)
        if dog.status == GIVEN_AWAY:
            raise Refusal("dog_given_away", name=dog.name)
        if dog.status not in statuses:
            raise Refusal("dog_not_reportable", name=dog.name)
        return dog.tag_number

    return Question(key, Kind.CHOICE, label, parse, choices=choices, accepts_text_with_choices=True)


def chosen_dogs(answers: Answers, key: str, context: Context) -> list[DogOnFile]:
    value = answers.get(key)
    if value == ALL_DOGS:
        return dogs_in(context, ("active",))
    dog = context.dog(value) if isinstance(value, str) else None
    return [dog] if dog else []


def event_date(key: str, label: str) -> Question:
    return Question(key, Kind.DATE, label, dates.past_date)


def deadline_facts(event_key: str, answers: Answers, context: Context) -> dict[str, Any]:
    """The deadline of a 10-day report and how late it is: late is accepted, only marked (R22)."""
    event = date.fromisoformat(answers[event_key])
    return {
        "report": True,
        "deadline": report_deadline(event, context.town),
        "days_late": days_late(event, context.today, context.town),
    }
