"""A dog's death (R21): which dog and when; reminders and notices for it stop."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from doglicense.flows import reports
from doglicense.flows.pieces import Answers, Context, Flow

DEATH_DOG = reports.which_dog("death_dog", "Dog (tag number)", ("active", "lost"))
DEATH_DATE = reports.event_date("death_date", "Date of death")


def summary_facts(answers: Answers, context: Context) -> Mapping[str, Any]:
    """R21: due before or at renewal, so the license's end is the deadline."""
    [dog] = reports.chosen_dogs(answers, "death_dog", context)
    due = dog.license_expires_on
    late = max(0, (context.today - due).days) if due else 0
    return {"report": True, "deadline": due, "days_late": late}


FLOW = Flow(
    name="death",
    questions=(DEATH_DOG, DEATH_DATE),
    summary_facts=summary_facts,
    dog_question=DEATH_DOG.key,
)
