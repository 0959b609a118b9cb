"""Jinja2 templates for every word a resident or a clerk reads, and the one helper per format."""

from __future__ import annotations

from datetime import date, datetime
from functools import lru_cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape


def money(cents: int) -> str:
    """Whole cents as dollars: 1500 -> "$15.00". Never a float on the way."""
    sign = "-" if cents < 0 else ""
    dollars, rest = divmod(abs(int(cents)), 100)
    return f"{sign}${dollars:,}.{rest:02d}"


def day(value: date | str | None) -> str:
    """A date as residents write it: "March 31, 2026"."""
    if value is None:
        return ""
    if isinstance(value, str):
        value = date.fromisoformat(value)
    if isinstance(value, datetime):
        value = value.date()
    return f"{value:%B} {value.day}, {value.year}"


def moment(value: datetime | None, tz: Any = None) -> str:
    """A time stamp in the town's zone: "March 31, 2026 at 4:05 PM"."""
    if value is None:
        return ""
    if tz is not None:
        value = value.astimezone(tz)
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
    )
    env.filters["money"] = money
    env.filters["day"] = day
    env.filters["moment"] = moment
    return env


def render(name: str, **context: Any) -> str:
    return environment().get_template(name).render(**context).strip()


def macro(name: str, macro_name: str, *args: Any, **kwargs: Any) -> str:
    """Call one macro of a template file (one file holds all prompts of a channel)."""
    module = environment().get_template(name).module
    return str(getattr(module, macro_name)(*args, **kwargs)).strip()


def has_macro(name: str, macro_name: str) -> bool:
    return hasattr(environment().get_template(name).module, macro_name)
