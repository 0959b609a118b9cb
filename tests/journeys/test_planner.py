"""The planner's promise, on the pure engine alone: every question asked, every option taken."""

from __future__ import annotations

from datetime import date

import pytest

from doglicense.flows.registry import FLOWS
from doglicense.law import load_town
from tests.journeys.answers import options
from tests.journeys.kennel import planning_context
from tests.journeys.planner import plan_flow

# A month end, a leap day and an ordinary day: the law's boundaries move with the calendar.
DAYS = [date(2026, 11, 30), date(2028, 2, 29), date(2026, 3, 10)]


@pytest.mark.parametrize("day", DAYS, ids=str)
@pytest.mark.parametrize("channel", ["telegram", "web"])
@pytest.mark.parametrize("name", sorted(FLOWS))
def test_every_question_and_every_option_is_walked(name: str, channel: str, day: date) -> None:
    flow, context = FLOWS[name], planning_context(name, load_town(), day, channel)
    plan = plan_flow(flow, context)
    assert not plan.problems
    assert not plan.unreached
    taken = {(s.key, s.answer.label()) for j in plan.journeys for s in j.steps}
    for journey in plan.journeys:
        assert journey.ends == "finished" or journey.ends.startswith("stop:"), journey.name
    first = plan.journeys[0]
    for step in first.steps:  # the ordinary journey's questions offer nothing left untaken
        question = flow.question(step.key)
        offered = options(question, {}, context) if question.choices is None else []
        assert all((step.key, o.label()) in taken for o in offered), step.key


def test_the_law_s_boundaries_are_among_the_journeys() -> None:
    context = planning_context("license", load_town(), DAYS[0], "telegram")
    plan = plan_flow(FLOWS["license"], context)
    ends = {j.ends for j in plan.journeys}
    taken = {s.answer.label() for j in plan.journeys for s in j.steps}
    assert {"stop:puppy_too_young", "stop:minor_owner", "stop:outside_town", "finished"} <= ends
    assert {
        "puppy exactly 4 months",
        "puppy under 4 months",
        "rabies ends before the term",
    } <= taken
    exempt = {f"exempt_type={key}" for key, _label in context.town.exempt_types}
    assert exempt <= taken
