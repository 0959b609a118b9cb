"""A replacement tag (R8): which dog, the fee, how to pay; the tag number stays the same (R15)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from doglicense.flows import questions as q
from doglicense.flows import reports
from doglicense.flows.pieces import Answers, Context, Flow
from doglicense.law import replacement_tag_fee

TAG_DOG = reports.which_dog("tag_dog", "Dog (tag number)")


@dataclass(frozen=True)
class TagFee:
    """What a replacement tag costs [69-14]."""

    replacement_tag_cents: int

    @property
    def total_cents(self) -> int:
        return self.replacement_tag_cents


def fee(_answers: Answers, context: Context) -> TagFee:
    return TagFee(replacement_tag_fee(context.town))


def summary_facts(answers: Answers, context: Context) -> Mapping[str, Any]:
    return {"report": True, "deadline": None, "days_late": 0, "tag_fee": fee(answers, context)}


FLOW = Flow(
    name="tag",
    questions=(TAG_DOG, q.payment_question(fee)),
    summary_facts=summary_facts,
    dog_question=TAG_DOG.key,
)
