"""The explorer's two readings of a date (issue 32, item 1): in chat and in the terminal, a Spanish
speaker types a date as the US certificate prints it (08/05/2025), is offered both readings as
choices, and taps the one meant, which is kept; once per flow, on its first such date."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from doglicense.flows.engine import advance
from doglicense.flows.pieces import READING_PREFIX, Ask, DraftState, Input
from doglicense.service.turns import Turn
from tests.journeys.answers import Answer
from tests.journeys.drivers import Screen

if TYPE_CHECKING:  # the runner calls this module
    from tests.journeys.runner import Walker


def printed(answer: Answer) -> str | None:
    """The date as a US certificate prints it, when a Spanish speaker could read it two ways."""
    if answer.kind != "date":
        return None
    day = date.fromisoformat(answer.value)
    if day.day > 12 or day.day == day.month:
        return None
    return f"{day.month:02d}/{day.day:02d}/{day.year}"


async def read_two_ways(
    walker: Walker, name: str, turn: Turn, answer: Answer, keep: list[str]
) -> Screen | None:
    """The date typed as printed, then its reading tapped: the screen after, or None when this
    date is not walked so (the caller answers as ever)."""
    ask = turn.outcome
    typed = printed(answer)
    once = ("reading", turn.flow.name)
    driver = walker.driver
    in_chat = driver.channel != "web" and driver.language == "es"  # the web asks in boxes
    if typed is None or not in_chat or once in walker.fed_bad:
        return None
    assert isinstance(ask, Ask)
    walker.fed_bad.add(once)
    walker.tally.steps += 2
    where = f"{name} @{ask.key} typed {typed}"
    screen = await driver.give(Answer("text", typed, "as printed"), ask)
    asked = await walker.observe()
    walker.check(where, screen, asked, keep)
    choice = READING_PREFIX + answer.value
    # The refusal and its choices are the engine's answer to the words: the draft keeps neither.
    trial = DraftState.from_json(turn.state.to_json())
    refused = advance(turn.flow, trial, Input.of_text(typed), turn.context)
    readings = [c.key for c in refused.choices] if isinstance(refused, Ask) else []
    still = asked is not None and isinstance(asked.outcome, Ask) and asked.outcome.key == ask.key
    if not still or choice not in readings or not isinstance(refused, Ask):
        walker.findings.add(where, [f"{typed} was not offered as two dates to choose from"])
        return screen if not still else None
    if len(screen.buttons) < 2 and driver.channel == "telegram":
        walker.findings.add(where, [f"{typed}: the two readings are not buttons"])
    if asked is not None and asked.state.answers != turn.state.answers:
        walker.findings.add(where, [f"{typed} changed the answers before a reading was chosen"])
    screen = await driver.give(Answer("choice", choice, "the reading meant"), refused)
    after = await walker.observe()
    walker.check(f"{where}, read as {answer.value}", screen, after, keep)
    kept = after.state.answers.get(ask.key) if after is not None else None
    if kept != answer.value:
        walker.findings.add(where, [f"the reading {answer.value} was kept as {kept!r}"])
    return screen
