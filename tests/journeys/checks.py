"""What must never be in anything a resident reads, and the log watch; failures are collected.

A check returns the problems it sees as sentences; the runner files them as Findings under the
journey and step, and the explorer fails at the end with the whole list, never at the first.
"""

from __future__ import annotations

import html
import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from babel.messages.pofile import read_po

ENTITY = re.compile(r"&(#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos|nbsp);")
UNRENDERED = re.compile(r"\{\{|\}\}|\{%|%\}")
NONE_WORD = re.compile(r"\bNone\b")
OBJECT_REPR = re.compile(r"<[\w.]+ object at 0x[0-9a-fA-F]+>")
RAW_KEY = re.compile(r"(?<![\w/.@:-])[a-z]+_[a-z_]+(?![\w/.@-])")  # moved_away, in_queue
URL = re.compile(r"https?://\S+")
# Two sentences run together: a line break a template's block tag ate ("dog?The dog").
RUN_ON = re.compile(r"[a-záéíóúñ0-9][.?!][A-ZÁÉÍÓÚÑ¿¡]")
CRASH_WORDS = ("Traceback (most recent call last)", "Internal Server Error", "UndefinedError")
CATALOGUE = Path(__file__).parents[2] / "doglicense/locale/es/LC_MESSAGES/messages.po"
WORD = re.compile(r"[A-Za-zÁÉÍÓÚÑáéíóúñü']+")
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|%[sd]|\{\{[^}]*\}\}|<[^>]+>")


@dataclass(frozen=True)
class Finding:
    """One thing found wrong: where (channel, language, journey, step) and what."""

    where: str
    what: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}"


@dataclass
class Findings:
    """Every finding of a run, in order; the same problem at the same place is kept once."""

    items: list[Finding] = field(default_factory=list)

    def add(self, where: str, problems: Iterable[str]) -> None:
        for what in problems:
            finding = Finding(where, what)
            if finding not in self.items:
                self.items.append(finding)

    def __len__(self) -> int:
        return len(self.items)


def plain_problems(text: str) -> list[str]:
    """Problems of text as the resident sees it (a chat message, a button, a page's words)."""
    shown = URL.sub("", text)
    problems = []
    if found := ENTITY.search(shown):
        problems.append(f"raw HTML entity {found.group(0)!r} in {_near(shown, found.start())}")
    if found := UNRENDERED.search(shown):
        problems.append(f"unrendered template mark in {_near(shown, found.start())}")
    if found := NONE_WORD.search(shown):
        problems.append(f"'None' shown in {_near(shown, found.start())}")
    if found := OBJECT_REPR.search(shown):
        problems.append(f"object repr {found.group(0)!r} shown")
    if found := RAW_KEY.search(shown):
        problems.append(f"raw key {found.group(0)!r} shown in {_near(shown, found.start())}")
    if found := RUN_ON.search(shown):
        problems.append(f"sentences run together in {_near(shown, found.start())}")
    problems += [f"{word!r} shown to the resident" for word in CRASH_WORDS if word in shown]
    return problems


# A button is tapped in Telegram only: the web chooses it, the terminal types its number (and
# says so in every message the office sends it: any tap there is a finding).
TAPPING = re.compile(r"\bTap it\b|\bTóquelo\b")
TERMINAL_TAPPING = re.compile(r"\b(?:tap|taps|tapping|toque|tóquelo|pulse)\b", re.IGNORECASE)


def channel_problems(channel: str, text: str) -> list[str]:
    """Words of another channel: "Tap it" on a web page, any tap in the terminal."""
    pattern = TERMINAL_TAPPING if channel == "terminal" else TAPPING
    if channel == "telegram" or not (found := pattern.search(text)):
        return []
    return [f"{found.group(0)!r} on the {channel} in {_near(text, found.start())}"]


def _near(text: str, at: int) -> str:
    return repr(" ".join(text[max(0, at - 40) : at + 40].split()))


@lru_cache(maxsize=1)
def english_sentences() -> tuple[str, ...]:
    """Pieces of the catalogue's English (msgids) long enough to be a sentence of their own."""
    with CATALOGUE.open("rb") as source:
        catalogue = read_po(source)
    pieces = set()
    for message in catalogue:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for msgid in ids:
            for piece in PLACEHOLDER.split(msgid or ""):
                piece = " ".join(piece.split()).strip(" .,:;")
                if len(piece) >= 18 and len(piece.split()) >= 4:
                    pieces.add(piece)
    return tuple(sorted(pieces, key=len, reverse=True))


def spanish_problems(text: str, english: str = "", keep: Iterable[str] = ()) -> list[str]:
    """English left in Spanish text: a catalogue sentence, or a sentence of the English
    rendering of the same step (`english`); `keep` are the resident's own words and names."""
    shown = " ".join(text.split())
    for kept in keep:  # as typed, and as shown when escaped once too often (reported apart)
        for variant in (kept, html.escape(kept)):
            shown = shown.replace(" ".join(variant.split()), " ")
    problems = [
        f"English left in Spanish: {piece!r}" for piece in english_sentences() if piece in shown
    ]
    if english:
        problems += [f"English left in Spanish: {run!r}" for run in shared_runs(shown, english)]
    return problems


def shared_runs(text: str, english: str, size: int = 4) -> list[str]:
    """Runs of `size` or more words that `text` shares with the English rendering `english`
    (office hours from the town's file, a sentence no one marked for translation)."""
    words = WORD.findall(text)
    english_words = WORD.findall(english)
    grams = {tuple(english_words[i : i + size]) for i in range(len(english_words) - size + 1)}
    runs, start, end = [], None, 0
    for i in range(len(words) - size + 1):
        gram = tuple(words[i : i + size])
        if gram in grams and sum(len(w) >= 4 for w in gram) >= 2:
            start = i if start is None else start
            end = i + size
        elif start is not None:
            runs.append(" ".join(words[start:end]))
            start = None
    if start is not None:
        runs.append(" ".join(words[start:end]))
    return runs


def visible_html(page: str) -> str:
    """The words of an HTML page a reader sees: tags dropped, entities decoded once."""
    page = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", page)
    page = re.sub(r"(?s)<!--.*?-->", " ", page)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


WATCHED_LOGGERS = ("", "uvicorn.error")  # the root, and uvicorn's own (it does not propagate)
# Channels run side by side: an error goes to the walker of the channel whose code logged it.
CHANNEL_OF_LOGGER = {
    "doglicense.bot": "telegram",
    "telegram": "telegram",
    "doglicense.web": "web",
    "uvicorn.error": "web",
}


class LogWatch(logging.Handler):
    """Collects every error logged by the service (a traceback, a failed update)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def take(self, channel: str) -> list[str]:
        """The errors logged since, by the channel's own code (or by no channel's)."""
        taken = [r for r in self.records if _channel_of(r.name) in (None, channel)]
        self.records = [r for r in self.records if r not in taken]
        return [f"service log: {_described(record)}" for record in taken]

    def __enter__(self) -> LogWatch:
        for name in WATCHED_LOGGERS:
            logging.getLogger(name).addHandler(self)
        return self

    def __exit__(self, *_exc: object) -> None:
        for name in WATCHED_LOGGERS:
            logging.getLogger(name).removeHandler(self)


def _channel_of(logger: str) -> str | None:
    for prefix, channel in CHANNEL_OF_LOGGER.items():
        if logger == prefix or logger.startswith(prefix + "."):
            return channel
    return None


def _described(record: logging.LogRecord) -> str:
    text = f"{record.levelname} {record.name}: {record.getMessage()}"
    if record.exc_info and record.exc_info[1] is not None:
        error = record.exc_info[1]
        text += f" [{type(error).__name__}: {str(error)[:160]}]"
    return text
