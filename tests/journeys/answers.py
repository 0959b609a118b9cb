"""The answer generator: for any question of any flow, the answers worth walking, and a bad one.

Every question gets answers from its kind and its choices alone, so a new question is walked
without anyone writing for it; a few keys get the law's boundaries as extra options (a puppy a
day short of 4 months, a report on day 10 and on day 11, a ZIP code partly in the Town...).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Literal

from doglicense.flows import engine
from doglicense.flows.pieces import Answers, Context, FileRef, Input, Kind, Question, Refusal
from doglicense.law import capped_expiry, license_expiry, needs_license
from doglicense.law.dates import add_months, add_years
from tests.pdfkit import CERTIFICATE

AnswerKind = Literal["text", "date", "choice", "file"]


@dataclass(frozen=True)
class Answer:
    """One answer as a resident gives it; `name` says which option it is in a journey's name."""

    kind: AnswerKind
    value: str  # the text, an ISO date, a choice key, or "png"/"pdf"
    name: str = ""

    def typed(self, language: str) -> str:
        """The words a resident types: dates as written in the US, or ISO for Spanish speakers."""
        if self.kind != "date":
            return self.value
        day = date.fromisoformat(self.value)
        return f"{day.month}/{day.day}/{day.year}" if language == "en" else day.isoformat()

    def in_date_boxes(self, language: str) -> dict[str, str]:
        """A date read off the certificate into the web's Month, Day and Year boxes; any other
        answer typed into the Month box, as a resident who misread the page would."""
        if self.kind != "date":
            return {"date_month": self.typed(language), "date_day": "", "date_year": ""}
        day = date.fromisoformat(self.value)
        return {"date_month": str(day.month), "date_day": str(day.day), "date_year": str(day.year)}

    def label(self) -> str:
        return self.name or f"{self.kind}:{self.value}"


def png() -> bytes:
    """A small real PNG (a certificate's photo)."""
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(out, format="PNG")
    return out.getvalue()


PDF = CERTIFICATE  # a real PDF: uploads are measured before they are kept
FILES = {"png": ("certificate.png", "image/png"), "pdf": ("certificate.pdf", "application/pdf")}

# Words a resident would type, by question key; any other text question gets GENERIC_TEXT.
TEXT = {
    "owner_name": "Jane O'Neill",  # an apostrophe: it must never show as &#39;
    "address_street": "4401 State Route 31",
    "phone": "315-555-0100",
    "email": "jane.oneill@example.org",
    "dog_breed": "Beagle & Lab mix",  # an ampersand: it must never show as &amp;
    "dog_colour": "brown and white",
    "last_seen": "Behind the library on Route 31",
    "lost_description": "small brown beagle, red collar",
    "new_owner_name": "Carlos Ruiz",
    "new_owner_phone": "315-555-0199",
    "new_owner_email": "carlos.ruiz@example.org",  # the invitation; "I don't know it" walked too
    "found_where": "In my yard at 12 Maple Drive",
    "found_message": "She is safe and has water",
    "finder_contact": "315-555-0142",
    "statement": "My dog was on a leash the whole time",
    "address_zip": "13041",
    "dog_birth_month": "5",  # May, in either language
    "found_tag": "000001",  # the first tag the Clerk issues, as printed on it
    "ticket_number": "CT-1001",
    "answer_code": "ABCD-EFGH",  # the runner puts the real code of the ticket it entered
    "seizure": "SZ-2612-00001",  # the runner puts the reference of the seizure it recorded
}
GENERIC_TEXT = "Sample answer 7"
PHONE = "315-555-0100"
# Tried in order until the engine refuses one: a bad answer derived from the question itself.
BAD_CANDIDATES = ("maybe", "!!!", "2/30/2025", "12", "99/99/9999", "000000999")


def _day_in(context: Context, days: int) -> str:
    return (context.today + timedelta(days=days)).isoformat()


def _early_rabies_expiry(context: Context) -> date:
    """The latest rabies expiry that still cuts a license issued today short (R13)."""
    expiry = license_expiry(context.today, town=context.town)
    day = context.today
    while capped_expiry(expiry, day + timedelta(days=1), context.town)[1]:
        day += timedelta(days=1)
    return day


def _youngest_licensable(context: Context) -> date:
    """The latest birth date of a dog that must be licensed today: exactly 4 months old (R2)."""
    born = add_months(context.today, -context.town.policy.puppy_age_months) - timedelta(days=3)
    while needs_license(born + timedelta(days=1), context.today, context.town):
        born += timedelta(days=1)
    return born


def law_options(question: Question, answers: Answers, context: Context) -> list[Answer]:
    """The boundaries the law cares about, for the questions they belong to."""
    today, key = context.today, question.key
    if key == "address_zip":
        return [
            Answer("text", "13041", "zip in town"),
            Answer("text", "13088", "zip partly in town"),
            Answer("text", "90210", "zip outside town"),
        ]
    if key == "dog_birth":
        four_months = _youngest_licensable(context)
        return [
            Answer("text", "3 years", "age 3 years"),
            Answer("text", str(today.year - 4), "a birth year alone"),  # its month asked next
            Answer("date", add_years(today, -2).isoformat(), "born 2 years ago"),
            Answer("date", four_months.isoformat(), "puppy exactly 4 months"),
            Answer("date", (four_months + timedelta(days=1)).isoformat(), "puppy under 4 months"),
        ]
    if key == "rabies_vaccinated_on":  # never before the dog was born
        shot = today - timedelta(days=300)
        if birth := answers.get("dog_birth"):
            shot = max(shot, date.fromisoformat(birth["date"]))
        return [Answer("date", shot.isoformat(), "vaccinated after birth")]
    if key == "rabies_newer_expires_on":
        # after any first certificate the walk sends (three years on), and past the term
        return [Answer("date", add_years(today, 5).isoformat(), "newer rabies ends after the term")]
    if key == "rabies_expires_on":
        early = _early_rabies_expiry(context)
        return [
            Answer("date", add_years(today, 3).isoformat(), "rabies ends after the term"),
            Answer("date", early.isoformat(), "rabies ends before the term"),
        ]
    if key == "vet_statement_date":
        return [Answer("date", _day_in(context, -30), "statement 30 days old")]
    if key in ("move_date", "lost_date", "transfer_date"):
        days = context.town.policy.report_days
        return [
            Answer("date", _day_in(context, -days), f"reported on day {days}"),
            Answer("date", _day_in(context, -days - 1), f"reported on day {days + 1}, late"),
        ]
    if key == "death_date":
        return [Answer("date", _day_in(context, -3), "died 3 days ago")]
    return []


def options(question: Question, answers: Answers, context: Context) -> list[Answer]:
    """Every answer worth walking for this question, the first being the ordinary one."""
    found = law_options(question, answers, context)
    choices = question.choices(answers, context) if question.choices else ()
    if question.kind is Kind.FILE:
        found += [Answer("file", "png", "a PNG"), Answer("file", "pdf", "a PDF")]
    elif question.kind is Kind.DATE and not found:
        found.append(Answer("date", _day_in(context, -30), "30 days ago"))
    elif question.kind is Kind.PHONE:
        found.append(Answer("text", TEXT.get(question.key, PHONE), "a phone number"))
    elif not choices and not found:
        found.append(Answer("text", TEXT.get(question.key, GENERIC_TEXT), "typed"))
    elif question.accepts_text_with_choices and question.key in TEXT:
        found.append(Answer("text", TEXT[question.key], "typed"))
    found += [Answer("choice", c.key, f"{question.key}={c.key}") for c in choices]
    return found


def to_input(answer: Answer, *, document_id: int = 1) -> Input:
    """The answer as the engine reads it, for the planner's dry run."""
    if answer.kind == "choice":
        return Input.of_choice(answer.value)
    if answer.kind == "file":
        name, mime = FILES[answer.value]
        return Input.of_file(FileRef(document_id, mime, 100, name))
    if answer.kind == "date":
        return Input.of_text(answer.value)
    return Input.of_text(answer.value)


def refused(flow: engine.Flow, state: engine.DraftState, answer: Answer, context: Context) -> bool:
    trial = engine.DraftState.from_json(state.to_json())
    outcome = engine.advance(flow, trial, to_input(answer), context)
    return isinstance(outcome, engine.Ask) and outcome.refusal is not None


def bad_answer(flow: engine.Flow, state: engine.DraftState, context: Context) -> Answer | None:
    """A typed answer the engine refuses at this step; None when it takes every candidate."""
    for text in BAD_CANDIDATES:
        answer = Answer("text", text, f"bad: {text}")
        if refused(flow, state, answer, context):
            return answer
    return None


__all__ = ["PDF", "Answer", "Refusal", "bad_answer", "options", "png", "to_input"]
