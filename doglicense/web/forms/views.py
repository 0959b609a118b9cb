"""A turn of a conversation as a web page's content: the same prompts, refusals and labels."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from markupsafe import Markup

from doglicense.flows.engine import last_date_given
from doglicense.flows.pieces import CHANGE_PREFIX, CONFIRM, Answers, Ask, Context, Kind, Question
from doglicense.service.turns import Turn
from doglicense.templates import CHOICES, chosen_words, has_macro, macro
from doglicense.templates import prompt as question_prompt
from doglicense.templates.language import gettext

QUESTIONS = "bot/questions.txt"
REFUSALS = "bot/refusals.txt"
ANSWER_VALUE = "bot/messages/answer_value.txt"
WEB_REFUSALS = "web/forms/refusals.html"


@dataclass(frozen=True)
class Option:
    key: str
    label: Markup


@dataclass(frozen=True)
class QuestionView:
    """One question page: its heading, hint, how it is answered, and the refusal if any."""

    key: str
    heading: Markup
    hint: Markup | None
    widget: str  # "text", "tel", "date", "radios", "file"
    options: tuple[Option, ...]
    buttons: tuple[Option, ...]  # other ways out of a file question: "Skip", "I don't have one"
    also_text: bool
    error: Markup | None
    error_target: str
    previous: str = ""  # the answer taken back, in the box again
    previous_choice: str = ""  # or the option that was chosen
    date_boxes: tuple[str, str, str] = ("", "", "")  # Month, Day, Year as typed or taken back
    heard: date | None = None  # the date the last answer gave, repeated in words
    also_phone: bool = False  # the box beside the options takes a phone number, not a tag


@dataclass(frozen=True)
class SummaryLine:
    key: str
    label: str
    value: Markup


@dataclass(frozen=True)
class SummaryView:
    lines: tuple[SummaryLine, ...]
    facts: dict[str, Any] = field(default_factory=dict)
    error: Markup | None = None


def _lines(text: str) -> Markup:
    return Markup("<br>").join(Markup(line) for line in text.split("\n"))  # noqa: S704 - escaped by the template


def choice_label(label: str, params: dict[str, Any]) -> Markup:
    return Markup(macro(CHOICES, label, params))  # noqa: S704 - rendered with autoescape


def refusal_text(ask: Ask, *, web: bool = False) -> Markup | None:
    """Why the answer was refused; `web`: in the web's words where they differ (date boxes)."""
    if ask.refusal is None:
        return None
    reason, params = ask.refusal.reason, ask.refusal.params
    if web and has_macro(WEB_REFUSALS, reason):
        return Markup(macro(WEB_REFUSALS, reason))  # noqa: S704 - rendered with autoescape
    return _lines(macro(REFUSALS, reason, params))


def _widget(question: Question, has_options: bool) -> str:
    if question.kind is Kind.FILE:
        return "file"
    if question.kind is Kind.EMAIL:
        return "email"  # its choices ("I don't know it") are buttons under the box
    if has_options:
        return "radios"
    return {Kind.PHONE: "tel", Kind.DATE: "date", Kind.EMAIL: "email"}.get(question.kind, "text")


def _chosen_before(value: Any, options: tuple[Option, ...]) -> str:
    """The option an answer taken back came from: a Yes/No, a key, or one of the dogs."""
    if isinstance(value, bool):
        value = "yes" if value else "no"
    keys = {option.key for option in options}
    for key in (str(value), f"dog:{value}"):
        if key in keys:
            return key
    return ""


def _typed_before(value: Any) -> str:
    """An answer taken back as the resident would type it again (a date as on its page)."""
    if isinstance(value, dict) and "month" in value:  # a month of birth, as it was typed
        return str(value["month"] or "")
    if isinstance(value, dict):
        value = value.get("date", "")
    if not isinstance(value, str):
        return ""
    if len(value) == 10 and value[4] == "-" and value[7] == "-":
        return macro(ANSWER_VALUE, "typed_date", value)
    return value


def _date_boxes(earlier: Any, typed: tuple[str, str, str] | None) -> tuple[str, str, str]:
    """What the Month, Day and Year boxes hold: what was just typed (refused), or the date
    taken back, in the US order the boxes are in."""
    if typed is not None:
        return typed
    if isinstance(earlier, str):
        try:
            day = date.fromisoformat(earlier)
        except ValueError:
            return ("", "", "")
        return (str(day.month), str(day.day), str(day.year))
    return ("", "", "")


def question_view(
    turn: Turn,
    ask: Ask,
    *,
    nothing_chosen: bool = False,
    typed_date: tuple[str, str, str] | None = None,
) -> QuestionView:
    question = ask.question
    assert question is not None
    prompt = question_prompt(question.key, question.label, turn.state.answers, turn.context)
    heading, _, hint = prompt.partition("\n")
    options = tuple(Option(c.key, choice_label(c.label, dict(c.params))) for c in ask.choices)
    widget = _widget(question, bool(options))
    target = {"file": "file", "radios": "choice-0", "date": "date-month"}.get(widget, "answer")
    error = refusal_text(ask, web=widget == "date")
    if widget == "radios" and nothing_chosen and error is not None:
        error = Markup(macro(WEB_REFUSALS, "choose_one"))  # noqa: S704 - rendered with autoescape
    earlier = turn.state.earlier.get(question.key)
    chosen = _chosen_before(earlier, options) if earlier is not None and options else ""
    return QuestionView(
        key=question.key,
        heading=_lines(heading),
        hint=_lines(hint) if hint else None,
        widget=widget,
        options=options if widget == "radios" else (),
        buttons=options if widget in ("file", "email") else (),
        also_text=question.accepts_text_with_choices,
        also_phone=question.kind is Kind.PHONE,
        error=error,
        error_target=target,
        previous="" if earlier is None or chosen or widget == "file" else _typed_before(earlier),
        previous_choice=chosen,
        date_boxes=_date_boxes(earlier, typed_date) if widget == "date" else ("", "", ""),
        heard=last_date_given(turn.flow, turn.state) if ask.refusal is None else None,
    )


def shown_answer(question: Question, answers: Answers, context: Context) -> Markup:
    """An answer as the resident gave it: a choice's own label, a date as a date."""
    value = answers[question.key]
    if question.choices is not None and isinstance(value, str):
        for choice in question.choices(answers, context):
            if choice.key in (value, f"dog:{value}"):
                return Markup(chosen_words(choice.label, choice.params))  # noqa: S704 - rendered with autoescape
    return Markup(macro(ANSWER_VALUE, "show", value))  # noqa: S704 - rendered with autoescape


def summary_view(turn: Turn, ask: Ask) -> SummaryView:
    answers, context = turn.state.answers, turn.context
    changeable = {c.key.removeprefix(CHANGE_PREFIX) for c in ask.choices if c.key != CONFIRM}
    lines = tuple(
        SummaryLine(q.key, gettext(q.label), shown_answer(q, answers, context))
        for q in turn.flow.questions
        if q.key in answers and q.applies(answers, context) and q.key in changeable
    )
    return SummaryView(lines, dict(ask.facts), refusal_text(ask))
