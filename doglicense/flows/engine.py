"""The pure flow engine: given a draft's state and one input, the next question or the end.

A flow is an ordered list of questions. The next question is always the first one that applies
and has no answer yet, so "back", "change an answer" and answers that make new questions apply
all fall out of one rule. The engine does no I/O: the caller loads the context and saves the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any, Literal

from doglicense.flows.pieces import (
    BACK,
    CHANGE_PREFIX,
    CONFIRM,
    READING_PREFIX,
    Answers,
    Ask,
    Choice,
    Context,
    DraftState,
    Finished,
    Flow,
    Input,
    InputKind,
    Kind,
    Question,
    Refusal,
    Stop,
)

Outcome = Ask | Finished | Stop


def applicable(flow: Flow, answers: Answers, context: Context) -> list[Question]:
    return [q for q in flow.questions if q.applies(answers, context)]


def current(flow: Flow, state: DraftState, context: Context) -> Outcome:
    """What to show now: a stop, the first unanswered question, or the summary."""
    for question in flow.questions:  # lazily: a later question may read an earlier answer
        if not question.applies(state.answers, context):
            continue
        if question.key not in state.answers:
            return _ask(question, state, context)
        if question.stop is not None and (stop := question.stop(state.answers, context)):
            return stop
    return Ask(
        None,
        choices=_summary_choices(flow, state, context),
        facts=flow.summary_facts(kept_answers(flow, state.answers, context), context),
    )


def start(
    flow: Flow, context: Context, prefill: Mapping[str, Any] | None = None
) -> tuple[DraftState, Outcome]:
    state = DraftState(answers=dict(flow.prefill(context, prefill or {})) if flow.prefill else {})
    return state, current(flow, state, context)


def advance(flow: Flow, state: DraftState, given: Input, context: Context) -> Outcome:
    """Take one input; the state is changed in place only when the input is taken."""
    if given.kind is InputKind.CHOICE and given.choice == BACK:  # a stop's Back too (a slip)
        go_back(state)
        return current(flow, state, context)
    now = current(flow, state, context)
    if isinstance(now, Stop | Finished):
        return now
    if now.question is None:
        return _at_summary(flow, state, given, context, now)
    try:
        value = _parse(now.question, given, state.answers, context, now.choices)
    except Refusal as refusal:
        return Ask(now.question, refusal, (*refusal.choices, *now.choices), now.facts)
    state.answers[now.question.key] = value
    state.earlier.pop(now.question.key, None)
    for key, filled in (
        now.question.fills(value, state.answers) if now.question.fills else {}
    ).items():
        if filled is None:
            if key in state.answers:  # taken back, and kept to offer again as Back keeps it
                state.earlier[key] = state.answers.pop(key)
        else:
            state.answers[key] = filled
    state.history.append(now.question.key)
    return current(flow, state, context)


def last_date_given(flow: Flow, state: DraftState) -> date | None:
    """The date the answer just taken gave (None when it was no date): each channel repeats it
    in words on its next message, so a day and month read the wrong way round show at once."""
    key = state.history[-1] if state.history else None
    asked = next((q for q in flow.questions if q.key == key), None)
    value = state.answers.get(key) if key else None
    if asked is None or asked.kind is not Kind.DATE or not isinstance(value, str):
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def go_back(state: DraftState) -> None:
    """Take back the last answer given, so its question is asked again (kept in `earlier`)."""
    while state.history:
        key = state.history.pop()
        if key in state.answers:
            state.earlier[key] = state.answers.pop(key)
            return


def kept_answers(flow: Flow, answers: Answers, context: Context) -> Answers:
    """Only the answers to questions that still apply (a changed answer may retire others)."""
    keys = {q.key for q in applicable(flow, answers, context)}
    return {k: v for k, v in answers.items() if k in keys}


def _ask(question: Question, state: DraftState, context: Context) -> Ask:
    choices = tuple(question.choices(state.answers, context)) if question.choices else ()
    return Ask(question, None, choices)


def _parse(
    question: Question,
    given: Input,
    answers: Answers,
    context: Context,
    choices: tuple[Choice, ...],
) -> Any:
    reading = given.choice.removeprefix(READING_PREFIX) if given.choice else None
    if given.kind is InputKind.CHOICE and reading != given.choice:
        given = Input.of_text(reading or "")  # a date tapped among its readings, typed as ISO
    if given.kind is InputKind.CHOICE and choices and given.choice not in {c.key for c in choices}:
        raise Refusal("not_a_choice")
    return question.parse(given, answers, context)


def _summary_choices(flow: Flow, state: DraftState, context: Context) -> tuple[Choice, ...]:
    changeable = [
        Choice(CHANGE_PREFIX + q.key, "change", {"label": q.label})
        for q in applicable(flow, state.answers, context)
        if q.key in state.answers
    ]
    return (Choice(CONFIRM, "confirm"), *changeable)


def _at_summary(flow: Flow, state: DraftState, given: Input, context: Context, now: Ask) -> Outcome:
    choice = given.choice if given.kind is InputKind.CHOICE else None
    if choice == CONFIRM:
        return Finished(kept_answers(flow, state.answers, context))
    if choice and choice.startswith(CHANGE_PREFIX):
        key = choice.removeprefix(CHANGE_PREFIX)
        if key in state.answers and key in {q.key for q in flow.questions}:
            state.earlier[key] = state.answers.pop(key)
            return current(flow, state, context)
    return Ask(None, Refusal("use_buttons_summary"), now.choices, now.facts)


Mode = Literal["chat", "web"]
