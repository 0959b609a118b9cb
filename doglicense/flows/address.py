"""A change of address (R19): which dog(s), the new address, the day of the move."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from doglicense.flows import questions as q
from doglicense.flows import reports
from doglicense.flows.move_date import MOVE_DATE_CHECKED, forget_check
from doglicense.flows.pieces import Answers, Context, Flow
from doglicense.law import is_in_town

MOVED_DOG = reports.which_dog("moved_dog", "Dog (tag number)", all_choice=True)
MOVE_DATE = replace(reports.event_date("move_date", "Date of the move"), fills=forget_check)


def moving_away(answers: Answers, context: Context) -> bool:
    """The new home is outside the Town: the license ends there (R17)."""
    zip_code = answers.get("address_zip")
    if zip_code is None:
        return False
    return is_in_town(zip_code, context.town) is False or answers.get("address_in_town") is False


def summary_facts(answers: Answers, context: Context) -> Mapping[str, Any]:
    return {
        **reports.deadline_facts("move_date", answers, context),
        "moving_away": moving_away(answers, context),
    }


FLOW = Flow(
    name="address",
    questions=(
        MOVED_DOG,
        q.ADDRESS_STREET,
        replace(q.ADDRESS_ZIP, stop=None),  # a move out of the Town is reported too
        replace(q.ADDRESS_IN_TOWN, stop=None),
        MOVE_DATE,
        MOVE_DATE_CHECKED,  # only when the move is dated before the license was issued
    ),
    summary_facts=summary_facts,
    dog_question=MOVED_DOG.key,
)
