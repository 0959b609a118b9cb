"""Turns a conversation's outcome into a chat message: words from templates, buttons."""

from __future__ import annotations

from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from doglicense.flows.conversation import Turn
from doglicense.flows.engine import (
    BACK,
    Answers,
    Ask,
    Choice,
    Context,
    Finished,
    Question,
    Stop,
)
from doglicense.templates import macro, render

QUESTIONS = "bot/questions.txt"
REFUSALS = "bot/refusals.txt"
CHOICES = "bot/choices.txt"
CHOICE_PREFIX = "c:"
MENU_PREFIX = "m:"
OFFER_PREFIX = "o:"


@dataclass(frozen=True)
class Message:
    """A chat message to send: HTML text and optional inline buttons."""

    text: str
    buttons: InlineKeyboardMarkup | None = None


def choice_label(choice: Choice) -> str:
    return macro(CHOICES, choice.label, dict(choice.params))


def keyboard(rows: list[list[tuple[str, str]]]) -> InlineKeyboardMarkup | None:
    rows = [row for row in rows if row]
    if not rows:
        return None
    return InlineKeyboardMarkup(
        [[InlineKeyboardButton(text, callback_data=data) for text, data in row] for row in rows]
    )


def _choice_rows(choices: tuple[Choice, ...], *, can_go_back: bool) -> list[list[tuple[str, str]]]:
    rows = [[(choice_label(c), CHOICE_PREFIX + c.key)] for c in choices]
    if can_go_back:
        rows.append([(macro(CHOICES, "back", {}), CHOICE_PREFIX + BACK)])
    return rows


def ask_message(turn: Turn, ask: Ask) -> Message:
    answers, context = turn.state.answers, turn.context
    if ask.question is None:
        return _summary(turn, ask)
    text = macro(QUESTIONS, ask.question.key, answers, context)
    if ask.refusal is not None:
        text = macro(REFUSALS, ask.refusal.reason, ask.refusal.params) + "\n\n" + text
    rows = _choice_rows(ask.choices, can_go_back=bool(turn.state.history))
    return Message(text, keyboard(rows))


def _summary(turn: Turn, ask: Ask) -> Message:
    answers = turn.state.answers
    lines = [
        {"label": q.label, "value": _shown_answer(q, answers, turn.context)}
        for q in turn.flow.questions
        if q.key in answers and q.applies(answers, turn.context)
    ]
    text = render("bot/messages/summary.txt", lines=lines, facts=ask.facts, town=turn.context.town)
    if ask.refusal is not None:
        text = macro(REFUSALS, ask.refusal.reason, ask.refusal.params) + "\n\n" + text
    rows = [[(choice_label(c), CHOICE_PREFIX + c.key)] for c in ask.choices]
    return Message(text, keyboard(rows))


def _shown_answer(question: Question, answers: Answers, context: Context) -> str:
    """An answer as the resident gave it: a button's own label, a date as a date."""
    value = answers[question.key]
    if question.choices is not None and isinstance(value, str):
        for choice in question.choices(answers, context):
            if choice.key == value or choice.key == f"dog:{value}":
                return choice_label(choice)
    return macro("bot/messages/answer_value.txt", "show", value)


def stop_message(turn: Turn, stop: Stop) -> Message:
    text = render(
        f"bot/messages/stop_{stop.reason}.txt", params=stop.params, town=turn.context.town
    )
    rows = []
    if stop.offer:
        label = macro(CHOICES, stop.offer, {})
        rows.append([(label, f"{OFFER_PREFIX}{stop.offer}:{stop.params.get('due', '')}")])
    return Message(text, keyboard(rows))


def turn_message(turn: Turn) -> Message:
    outcome = turn.outcome
    if isinstance(outcome, Ask):
        return ask_message(turn, outcome)
    if isinstance(outcome, Stop):
        return stop_message(turn, outcome)
    assert isinstance(outcome, Finished) and turn.record is not None
    return Message(render("bot/messages/submitted.txt", record=turn.record, town=turn.context.town))


def menu() -> InlineKeyboardMarkup | None:
    entries = ("license", "renew", "status")
    return keyboard(
        [[(macro(CHOICES, f"menu_{name}", {}), MENU_PREFIX + name)] for name in entries]
    )
