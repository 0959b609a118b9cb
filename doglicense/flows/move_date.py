"""A move dated before the license was issued is asked about again: kept if right, else retyped."""

from __future__ import annotations

from datetime import date
from typing import Any

from doglicense.flows import reports
from doglicense.flows.answers import parsers as p
from doglicense.flows.pieces import Answers, Choice, Context, Input, Kind, Question

MOVE_DATE_KEY = "move_date"
MOVED_DOG_KEY = "moved_dog"


def licensed_after_move(answers: Answers, context: Context) -> date | None:
    """The latest issue date of the moved dogs' licenses, when it is after the move."""
    moved = answers.get(MOVE_DATE_KEY)
    if not isinstance(moved, str):
        return None
    dogs = reports.chosen_dogs(answers, MOVED_DOG_KEY, context)
    issued = [d.license_issued_on for d in dogs if d.license_issued_on is not None]
    latest = max(issued, default=None)
    return latest if latest is not None and date.fromisoformat(moved) < latest else None


def _choices(answers: Answers, _context: Context) -> tuple[Choice, ...]:
    day = answers.get(MOVE_DATE_KEY)
    return (Choice("move_kept", "move_kept", {"day": day}), Choice("move_change", "move_change"))


def _kept(given: Input, answers: Answers, context: Context) -> bool:
    return p.choice_of("move_kept", "move_change")(given, answers, context) == "move_kept"


def _retyped(kept: Any, _answers: Answers) -> dict[str, Any]:
    """ "Change the date": the date and this answer taken back, so the date is asked again."""
    return {} if kept else {MOVE_DATE_KEY: None, MOVE_DATE_CHECKED.key: None}


MOVE_DATE_CHECKED = Question(
    "move_date_checked",
    Kind.CHOICE,
    "Move dated before the license: confirmed",
    _kept,
    applies=lambda answers, context: licensed_after_move(answers, context) is not None,
    choices=_choices,
    fills=_retyped,
)


def forget_check(_value: Any, _answers: Answers) -> dict[str, Any]:
    """A new move date is checked afresh."""
    return {MOVE_DATE_CHECKED.key: None}
