"""Jinja2 templates for every word a resident or a clerk reads, and the one helper per format."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import date, datetime
from functools import lru_cache
from typing import Any

from babel.dates import format_date, format_time
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from doglicense.law import TownProfile
from doglicense.templates.language import gettext, marked, ngettext, pgettext, speaking, spoken

log = logging.getLogger(__name__)
QUESTIONS = "bot/questions.txt"  # every channel asks in the same words


def money(cents: int) -> str:
    """Whole cents as dollars: 1500 -> "$15.00". Never a float on the way."""
    sign = "-" if cents < 0 else ""
    dollars, rest = divmod(abs(int(cents)), 100)
    return f"{sign}${dollars:,}.{rest:02d}"


def first_last(name: str) -> str:
    """A name as a form asks it, "CASTELLANOS, JONAH", said as a person is: "JONAH CASTELLANOS";
    any other name as it was read."""
    last, comma, first = name.partition(", ")
    if not comma or not first or " " in last or "," in first:
        return name
    return f"{first} {last}"


def day(value: date | str | None) -> str:
    """A date as residents write it: "March 31, 2026"."""
    if value is None:
        return ""
    if isinstance(value, str):
        value = date.fromisoformat(value)
    if isinstance(value, datetime):
        value = value.date()
    if spoken() != "en":
        return format_date(value, format="long", locale=spoken())
    return f"{value:%B} {value.day}, {value.year}"


def month_day(value: date | str) -> str:
    """A day of the year without its year: "March 1", "1 de marzo"."""
    if isinstance(value, str):
        value = date.fromisoformat(value)
    if spoken() != "en":
        return format_date(value, format="d 'de' MMMM", locale=spoken())
    return f"{value:%B} {value.day}"


def weekday(value: date | str) -> str:
    """A day of the coming week or two, by its weekday: "Friday, December 4", "viernes, 4 de
    diciembre" (a day to collect a dog, never to be taken for the last day's full date)."""
    if isinstance(value, str):
        value = date.fromisoformat(value)
    if spoken() != "en":
        return format_date(value, format="EEEE, d 'de' MMMM", locale=spoken())
    return f"{value:%A}, {value:%B} {value.day}"


def month_year(value: date | str) -> str:
    """A month of a year: "May 2019", "mayo de 2019"."""
    if isinstance(value, str):
        value = date.fromisoformat(value)
    if spoken() != "en":
        return format_date(value, format="MMMM 'de' y", locale=spoken())
    return f"{value:%B} {value.year}"


def office_hours(town: TownProfile) -> str:
    """The town clerk's office hours in the resident's language (the town's file has each)."""
    return town.office_hours(spoken())


def release_hours(town: TownProfile) -> str:
    """When a seized dog may be collected, in the resident's language: the pound's hours, or the
    clerk's office's when the town's file names no pound."""
    return town.release_hours(spoken())


def moment(value: datetime | str | None, tz: Any = None) -> str:
    """A time stamp in the town's zone: "March 31, 2026 at 4:05 PM"."""
    if value is None:
        return ""
    if isinstance(value, str):  # as kept in JSON (a ticket's facts, an outbox message)
        value = datetime.fromisoformat(value)
    if tz is not None:
        value = value.astimezone(tz)
    if spoken() != "en":  # "31 de marzo de 2026, 16:05": Babel's own words and clock
        return f"{day(value.date())}, {format_time(value, format='short', locale=spoken())}"
    return f"{day(value.date())} at {value:%-I:%M %p}"


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("doglicense", "templates"),
        autoescape=select_autoescape(
            enabled_extensions=("html", "txt", "xml"), default_for_string=True
        ),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
        extensions=["jinja2.ext.i18n"],
        # Templates ship with the code and change only with a restart: no stat() of the file
        # for every message and every button label.
        auto_reload=False,
    )
    # Words are looked up in the language of the resident being answered (templates/language.py).
    env.install_gettext_callables(gettext, ngettext, newstyle=True, pgettext=pgettext)  # type: ignore[attr-defined]
    env.filters["money"] = money
    env.filters["day"] = day
    env.filters["first_last"] = first_last
    env.filters["month_day"] = month_day
    env.filters["month_year"] = month_year
    env.filters["weekday"] = weekday
    env.filters["office_hours"] = office_hours
    env.filters["release_hours"] = release_hours
    env.filters["moment"] = moment
    env.filters["translated"] = gettext  # a word kept in Python or the town's file (a label)
    env.globals["N_"] = marked
    env.globals["in_language"] = in_language
    return env


def render(name: str, **context: Any) -> str:
    return environment().get_template(name).render(**context).strip()


def macro(name: str, macro_name: str, *args: Any, **kwargs: Any) -> str:
    """Call one macro of a template file (one file holds all prompts of a channel)."""
    module = environment().get_template(name).module
    return str(getattr(module, macro_name)(*args, **kwargs)).strip()


def in_language(code: str, name: str, macro_name: str, *args: Any, **kwargs: Any) -> Markup:
    """A macro rendered in another language than the page's (a printed ticket says how to
    answer it in each); its output was escaped as it was rendered."""
    with speaking(code):
        return Markup(macro(name, macro_name, *args, **kwargs))  # noqa: S704


CHOICES = "bot/choices.txt"  # a choice's words, one macro each, for every channel


def choice_words(label: str, params: Mapping[str, Any] | None = None) -> str:
    """A choice's words as plain text (a button shows its text as is, never as HTML)."""
    return Markup(macro(CHOICES, label, dict(params or {}))).unescape()  # noqa: S704 - unescaped


def chosen_words(label: str, params: Mapping[str, Any] | None = None) -> str:
    """A choice as an answer reads in a summary: its `<label>_chosen` words where a button's
    words would mislead ("Skip" read as the dog's description), else the button's own."""
    shown = f"{label}_chosen" if has_macro(CHOICES, f"{label}_chosen") else label
    return macro(CHOICES, shown, dict(params or {}))


def prompt(key: str, label: str, answers: Any, context: Any) -> str:
    """A question's words for every channel (answers so far, the flow's context).

    A prompt that can't be rendered is logged and the question asked by its label: a saved draft
    must never break every later step and visit of the resident's conversation.
    """
    try:
        return macro(QUESTIONS, key, answers, context)
    except Exception:
        log.exception("the prompt of %s could not be rendered", key)
        return macro(QUESTIONS, "unrenderable", label)


__all__ = [
    "day",
    "environment",
    "has_macro",
    "macro",
    "moment",
    "money",
    "prompt",
    "render",
    "speaking",
]


def has_macro(name: str, macro_name: str) -> bool:
    return hasattr(environment().get_template(name).module, macro_name)
