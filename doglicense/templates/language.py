"""The language a resident reads, for this request or update, and its Babel catalogue."""

from __future__ import annotations

import gettext as gettext_module
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from importlib.resources import files

LANGUAGES = ("en", "es")
DEFAULT = "en"
_current: ContextVar[str] = ContextVar("language", default=DEFAULT)


def supported(code: str | None) -> str:
    """One of LANGUAGES for a code like "es-MX" or "es"; English otherwise."""
    base = (code or "").strip().lower().replace("_", "-").split("-")[0]
    return base if base in LANGUAGES else DEFAULT


def spoken() -> str:
    return _current.get()


def use_language(code: str | None) -> None:
    """Set the language for the rest of this task (one update, one request)."""
    _current.set(supported(code))


@contextmanager
def speaking(code: str | None) -> Iterator[str]:
    """Render in this language inside the block, then go back to the one before."""
    token = _current.set(supported(code))
    try:
        yield _current.get()
    finally:
        _current.reset(token)


@lru_cache(maxsize=len(LANGUAGES))
def catalogue(code: str) -> gettext_module.NullTranslations:
    """The compiled catalogue doglicense/locale/<code>/LC_MESSAGES/messages.mo."""
    if code == DEFAULT:
        return gettext_module.NullTranslations()  # the templates are written in English
    localedir = str(files("doglicense").joinpath("locale"))
    return gettext_module.translation("messages", localedir, languages=[code], fallback=True)


def gettext(message: str) -> str:
    return catalogue(spoken()).gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return catalogue(spoken()).ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """A message whose Spanish depends on a context, such as the dog's sex ("Bienvenida")."""
    return catalogue(spoken()).pgettext(context, message)


def marked(message: str) -> str:
    """N_("..."): a word for the catalogue, translated where it is shown (`|translated`)."""
    return message
