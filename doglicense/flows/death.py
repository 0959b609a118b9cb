"""A dog's death (R21): which dog and when; reminders and notices for it stop."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from doglicense.flows import reports
from doglicense.flows.pieces import Answers, Context, Flow

DEATH_DOG = reports.which_dog("death_dog", "Dog (tag number)", ("active", "lost"))
DEATH_DATE = reports.event_date("death_date", "Date of death")


def summary_facts(answers: Answers, context: Context) -> Mapping[str, Any]:
    """The dog named, and no deadline line: R21's "before or at renewal" is the office's
    (owner_reports.lateness marks it for the clerk), not words for a grieving owner."""
    [dog] = reports.chosen_dogs(answers, "death_dog", context)
    return {"report": True, "deadline": None, "days_late": 0, "died": dog.name}


FLOW = Flow(
    name="death",
    questions=(DEATH_DOG, DEATH_DATE),
    summary_facts=summary_facts,
    dog_question=DEATH_DOG.key,
)
