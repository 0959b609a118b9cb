"""What flows are made of and what passes through them: questions, inputs, choices, a draft."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from typing import Any

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
