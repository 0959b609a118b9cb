"""The pure flow engine: given a draft's state and one input, the next question or the end.

A flow is an ordered list of questions. The next question is always the first one that applies
and has no answer yet, so "back", "change an answer" and answers that make new questions apply
all fall out of one rule. The engine does no I/O: the caller loads the context and saves the state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from typing import Any, Literal

from doglicense.law import TownProfile

SUMMARY = "summary"
BACK = "nav:back"
CONFIRM = "nav:confirm"
CHANGE_PREFIX = "change:"
READING_PREFIX = "reading:"  # a choice that is one reading of a date: "reading:2025-08-05"

Answers = dict[str, Any]


class InputKind(StrEnum):
    TEXT = "text"
    CHOICE = "choice"
    FILE = "file"
    CONTACT = "contact"
    LOCATION = "location"
    OTHER = "other"  # a sticker, a voice note: something we cannot read as an answer


@dataclass(frozen=True)
class FileRef:
    """An upload already stored by the channel: its document id and what it is."""

    document_id: int
    content_type: str
    size_bytes: int
    name: str | None = None
    refusal: Refusal | None = None  # why the channel did not keep it (not stored: id 0)
    reading: Mapping[str, str] | None = None  # what was read off a certificate (ISO dates)


@dataclass(frozen=True)
class Input:
    """What a resident sent, whatever the channel."""

    kind: InputKind
    text: str = ""
    choice: str | None = None
    file: FileRef | None = None

    @classmethod
    def of_text(cls, text: str) -> Input:
        return cls(InputKind.TEXT, text=text)

    @classmethod
    def of_choice(cls, key: str) -> Input:
        return cls(InputKind.CHOICE, choice=key)

    @classmethod
    def of_file(cls, ref: FileRef) -> Input:
        return cls(InputKind.FILE, file=ref)


@dataclass(frozen=True)
class DogOnFile:
    """What the office knows of one of the resident's dogs, for renewals and reports."""

    dog_id: int
    tag_number: str
    name: str
    breed: str
    colour: str
    sex: str
    birth_date: date | None
    spayed_neutered: bool
    status: str
    license_expires_on: date | None
    rabies_expires_on: date | None
    exempt_type: str | None
    license_issued_on: date | None = None  # a move dated before it is asked about again
    status_since: date | None = None
    stolen: bool = False  # its latest lost report said stolen: every message says so


@dataclass(frozen=True)
class OpenRequest:
    """One of the resident's license or renewal requests still open, to warn of a second one."""

    kind: str
    reference: str
    dog_name: str
    tag_number: str


@dataclass(frozen=True)
class Context:
    """Everything a step may read besides the answers: the day, the town, the resident's dogs."""

    today: date
    town: TownProfile
    dogs: tuple[DogOnFile, ...] = ()
    card_payments: bool = False
    resident: Mapping[str, Any] = field(default_factory=dict)
    channel: str = "telegram"  # "web": no "reply here in the chat" choices
    paid_cents: int = 0  # a returned request being corrected: what is paid for it already
    open_requests: tuple[OpenRequest, ...] = ()  # licenses and renewals: a second one is warned of

    def dog(self, tag_number: str) -> DogOnFile | None:
        return next((d for d in self.dogs if d.tag_number == tag_number), None)


class Refusal(Exception):
    """An answer we cannot take; `reason` names the template that says why. `choices` are
    offered with it (each reading of a date that reads two ways), before the question's own."""

    def __init__(self, reason: str, *, choices: Sequence[Choice] = (), **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.params = params
        self.choices = tuple(choices)


@dataclass(frozen=True)
class Choice:
    key: str
    label: str  # a key of templates/bot/choices; the label itself is words, kept in templates
    params: Mapping[str, Any] = field(default_factory=dict)


class Kind(StrEnum):
    TEXT = "text"
    CHOICE = "choice"
    DATE = "date"
    AGE = "age"  # an age or a date of birth, typed: "3 years", "3/1/2024"
    FILE = "file"
    PHONE = "phone"
    EMAIL = "email"


Parser = Callable[[Input, Answers, Context], Any]
Applies = Callable[[Answers, Context], bool]
ChoicesOf = Callable[[Answers, Context], Sequence[Choice]]


def always(_answers: Answers, _context: Context) -> bool:
    return True


@dataclass(frozen=True)
class Stop:
    """The flow ends here, with a message (a puppy too young, an address outside the Town)."""

    reason: str
    params: Mapping[str, Any] = field(default_factory=dict)
    offer: str | None = None  # e.g. "puppy_reminder": the channel offers it as a button


@dataclass(frozen=True)
class Question:
    """One question, defined once for every channel and for the clerk's view."""

    key: str
    kind: Kind
    label: str  # what the clerk sees beside the answer
    parse: Parser
    applies: Applies = always
    choices: ChoicesOf | None = None
    stop: Callable[[Answers, Context], Stop | None] | None = None
    shows: Callable[[Any], str] | None = None  # how the answer reads in a summary
    accepts_text_with_choices: bool = False
    # Other answers this one gives or takes back (None: taken back), e.g. dates confirmed as read.
    fills: Callable[[Any, Answers], Mapping[str, Any]] | None = None


@dataclass(frozen=True)
class Flow:
    """A conversation: its questions in order, and what its summary shows."""

    name: str
    questions: tuple[Question, ...]
    summary_facts: Callable[[Answers, Context], Mapping[str, Any]]
    prefill: Callable[[Context, Mapping[str, Any]], Answers] | None = None
    reads_dogs: bool = True  # False: a step needs no query for the resident's dogs on file
    dog_question: str | None = None  # which dog: answered by a dog's own link on "My dogs"

    def question(self, key: str) -> Question:
        for question in self.questions:
            if question.key == key:
                return question
        raise KeyError(key)


@dataclass(frozen=True)
class Ask:
    """Ask this question (again, with the refusal, when the last answer was refused)."""

    question: Question | None  # None: the summary
    refusal: Refusal | None = None
    choices: tuple[Choice, ...] = ()
    facts: Mapping[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return self.question.key if self.question else SUMMARY


@dataclass(frozen=True)
class Finished:
    """Confirmed: the answers that apply, ready to become a record."""

    answers: Answers


Outcome = Ask | Finished | Stop


@dataclass
class DraftState:
    """The JSON-able state saved after every step."""

    answers: Answers = field(default_factory=dict)
    history: list[str] = field(default_factory=list)
    earlier: Answers = field(default_factory=dict)  # answers taken back, offered again

    def to_json(self) -> dict[str, Any]:
        kept = {"answers": self.answers, "history": self.history}
        return {**kept, "earlier": self.earlier} if self.earlier else kept

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> DraftState:
        return cls(
            answers=dict(data.get("answers", {})),
            history=list(data.get("history", [])),
            earlier=dict(data.get("earlier", {})),
        )


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
            state.answers.pop(key, None)
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
