"""Mail on a fresh clone: without SMTP_HOST, outside production, each e-mail is an .eml file.

The files are in var/mail/, named by the outbox key, and listed at /dev/mail (web/mailpages.py)
so a person trying the service can read them and click their links.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import parsedate_to_datetime
from pathlib import Path

from doglicense.settings import Settings

SENDER = "Town Clerk <clerk@localhost>"
UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
NAME = re.compile(r"[A-Za-z0-9._-]+\.eml")


def in_use(settings: Settings) -> bool:
    """No SMTP server named, and not production: there a message on disk is a message lost."""
    return not settings.smtp_host and settings.environment != "production"


def directory(settings: Settings) -> Path:
    return settings.var_dir / "mail"


def file_name(key: str) -> str:
    return UNSAFE.sub("-", key).strip("-.")[:180] + ".eml"


def write(settings: Settings, key: str, email: EmailMessage) -> Path:
    """The message as var/mail/<key>.eml; written whole or not at all."""
    folder = directory(settings)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file_name(key)
    partial = path.with_suffix(".part")
    partial.write_bytes(email.as_bytes())
    os.replace(partial, path)
    return path


@dataclass(frozen=True)
class Kept:
    """One e-mail in the folder, as the local page lists it."""

    name: str
    subject: str
    to: str
    sent_at: datetime
    text: str
    html: str


def read(path: Path) -> Kept:
    email = BytesParser(policy=policy.default).parsebytes(path.read_bytes())
    assert isinstance(email, EmailMessage)
    text, page = email.get_body(("plain",)), email.get_body(("html",))
    date = email["Date"]
    return Kept(
        name=path.name,
        subject=str(email["Subject"] or ""),
        to=str(email["To"] or ""),
        sent_at=parsedate_to_datetime(date) if date else datetime.fromtimestamp(0, UTC),
        text=text.get_content() if text is not None else "",
        html=page.get_content() if page is not None else "",
    )


def kept(settings: Settings) -> list[Kept]:
    """Every e-mail in the folder, newest first."""
    folder = directory(settings)
    paths = folder.glob("*.eml") if folder.is_dir() else []
    return sorted((read(p) for p in paths), key=lambda k: (k.sent_at, k.name), reverse=True)


def one(settings: Settings, name: str) -> Kept | None:
    """One e-mail by its file name; None for any name that is not a file of the folder."""
    if not NAME.fullmatch(name):
        return None
    path = directory(settings) / name
    return read(path) if path.is_file() else None
