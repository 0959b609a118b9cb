"""The pure flow engine under random use: any input at any step of any flow keeps its promises.

Hypothesis drives a resident who types anything, taps any button (or one that is not there),
sends any file, goes back, changes an answer at the summary, confirms, cancels, or comes back
later (the draft reloaded from its JSON), at random steps of random flows on random days.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from doglicense.flows import engine
from doglicense.flows.pieces import (
    BACK,
    CHANGE_PREFIX,
    CONFIRM,
    Ask,
    DraftState,
    FileRef,
    Finished,
    Input,
    InputKind,
    Stop,
)
from doglicense.flows.registry import FLOWS
from doglicense.law import load_town
from tests.journeys.answers import options, to_input
from tests.journeys.kennel import planning_context

TOWN = load_town()
CONTENT_TYPES = ("image/png", "image/jpeg", "application/pdf", "text/html", "image/svg+xml")


class ResidentAtRandom(RuleBasedStateMachine):
    """One draft of one flow, and the engine's promises checked after every input."""

    flow: engine.Flow
    context: engine.Context
    state: DraftState
    outcome: engine.Outcome

    @initialize(
        name=st.sampled_from(sorted(FLOWS)),
        day=st.dates(date(2025, 1, 1), date(2028, 12, 31)),
        channel=st.sampled_from(["telegram", "web"]),
    )
    def begin(self, name: str, day: date, channel: str) -> None:
        self.flow = FLOWS[name]
        self.context = planning_context(name, TOWN, day, channel)
        self.state, self.outcome = engine.start(self.flow, self.context)

    def give(self, given: Input) -> engine.Outcome:
        """One input; a refusal must leave the draft exactly as it was."""
        before = json.dumps(self.state.to_json(), sort_keys=True)
        outcome = engine.advance(self.flow, self.state, given, self.context)  # never raises
        if isinstance(outcome, Ask) and outcome.refusal is not None:
            assert json.dumps(self.state.to_json(), sort_keys=True) == before
        self.outcome = outcome
        return outcome

    def asking(self) -> Ask | None:
        now = engine.current(self.flow, self.state, self.context)
        return now if isinstance(now, Ask) else None

    @rule(data=st.data())
    def answers_well(self, data: st.DataObject) -> None:
        ask = self.asking()
        if ask is None or ask.question is None:
            return
        offered = options(ask.question, self.state.answers, self.context)
        self.give(to_input(data.draw(st.sampled_from(offered)), document_id=7))

    @rule(text=st.text(max_size=40))
    def types(self, text: str) -> None:
        self.give(Input.of_text(text))

    @rule(data=st.data(), stray=st.text(max_size=12))
    def taps(self, data: st.DataObject, stray: str) -> None:
        ask = self.asking()
        keys = [c.key for c in ask.choices] if ask else []
        self.give(Input.of_choice(data.draw(st.sampled_from([*keys, stray]))))

    @rule(kind=st.sampled_from(CONTENT_TYPES), size=st.integers(0, 30 * 2**20))
    def sends_a_file(self, kind: str, size: int) -> None:
        self.give(Input.of_file(FileRef(3, kind, size, "photo")))

    @rule(kind=st.sampled_from([InputKind.OTHER, InputKind.LOCATION, InputKind.CONTACT]))
    def sends_something_else(self, kind: InputKind) -> None:
        self.give(Input(kind, text="315-555-0100" if kind is InputKind.CONTACT else ""))

    @rule(data=st.data())
    def answers_then_goes_back(self, data: st.DataObject) -> None:
        """Back undoes the last answer, and only it."""
        ask = self.asking()
        if ask is None or ask.question is None:
            return
        before = dict(self.state.answers)
        offered = options(ask.question, self.state.answers, self.context)
        self.give(to_input(data.draw(st.sampled_from(offered)), document_id=8))
        if ask.question.key in self.state.answers:
            self.give(Input.of_choice(BACK))
            assert self.state.answers == before

    @rule()
    def goes_back(self) -> None:
        answered = len(self.state.answers)
        had_answers = any(k in self.state.answers for k in self.state.history)
        self.give(Input.of_choice(BACK))
        assert len(self.state.answers) == answered - (1 if had_answers else 0)

    @rule(data=st.data())
    def changes_an_answer(self, data: st.DataObject) -> None:
        ask = self.asking()
        if ask is None or ask.question is not None:
            return
        change = [c.key for c in ask.choices if c.key.startswith(CHANGE_PREFIX)]
        if not change:
            return
        choice = data.draw(st.sampled_from(change))
        self.give(Input.of_choice(choice))
        key = choice.removeprefix(CHANGE_PREFIX)
        assert key not in self.state.answers
        now = self.asking()
        assert now is not None and now.key == key, "a changed answer is asked again at once"

    @rule()
    def confirms(self) -> None:
        outcome = self.give(Input.of_choice(CONFIRM))
        if isinstance(outcome, Finished):
            applicable = engine.applicable(self.flow, outcome.answers, self.context)
            kept = {q.key for q in applicable}
            assert set(outcome.answers) == kept, "exactly the applicable answers are kept"

    @rule()
    def comes_back_later(self) -> None:
        """A restart: the draft reloaded from the JSON it was saved as, and nothing differs."""
        before = engine.current(self.flow, self.state, self.context)
        saved = json.loads(json.dumps(self.state.to_json()))
        self.state = DraftState.from_json(saved)
        after = engine.current(self.flow, self.state, self.context)
        assert _shape(after) == _shape(before)

    @rule()
    def cancels_and_starts_again(self) -> None:
        self.state, self.outcome = engine.start(self.flow, self.context)
        assert isinstance(self.outcome, Ask | Stop)

    @invariant()
    def keeps_its_promises(self) -> None:
        if not hasattr(self, "flow"):
            return
        assert DraftState.from_json(json.loads(json.dumps(self.state.to_json()))) == self.state
        keys = {q.key for q in self.flow.questions}
        assert set(self.state.history) <= keys
        now = engine.current(self.flow, self.state, self.context)
        if isinstance(now, Ask) and now.question is None:
            # Only here: a question's condition may read any earlier answer (renewal's fee
            # reads the dog chosen), so the whole list is defined once every one is given.
            applicable = engine.applicable(self.flow, self.state.answers, self.context)
            missing = [q.key for q in applicable if q.key not in self.state.answers]
            assert not missing, f"the summary before every answer: {missing}"
            shown = set(engine.kept_answers(self.flow, self.state.answers, self.context))
            assert shown <= {q.key for q in applicable}
        elif isinstance(now, Ask):
            assert now.question is not None
            assert now.question.applies(self.state.answers, self.context)
            assert now.question.key not in self.state.answers


def _shape(outcome: engine.Outcome) -> Any:
    if isinstance(outcome, Ask):
        return ("ask", outcome.key, tuple(c.key for c in outcome.choices))
    if isinstance(outcome, Stop):
        return ("stop", outcome.reason)
    return ("finished", json.dumps(outcome.answers, sort_keys=True))


ResidentAtRandom.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestEngineUnderRandomUse = ResidentAtRandom.TestCase


def test_back_after_a_stop_asks_the_question_again() -> None:
    """A resident who tapped "No" to "Are you 18 or older?" by mistake can take it back."""
    flow = FLOWS["license"]
    context = planning_context("license", TOWN, date(2026, 3, 10), "web")
    state, _ = engine.start(flow, context)
    engine.advance(flow, state, Input.of_text("Jane Smith"), context)
    stopped = engine.advance(flow, state, Input.of_choice("no"), context)
    assert isinstance(stopped, Stop) and stopped.reason == "minor_owner"
    again = engine.advance(flow, state, Input.of_choice(BACK), context)
    assert isinstance(again, Ask) and again.key == "owner_adult"
    assert state.answers == {"owner_name": "Jane Smith"}
