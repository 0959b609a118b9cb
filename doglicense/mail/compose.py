"""An outbox message written as an e-mail: subject, a plain-text and an HTML part, headers.

Each kind has one template, templates/email/<kind>.txt, rendered twice through a shared layout
(email/layout.txt, email/layout.html); it writes with `m`, whose pieces (a paragraph, facts, a
link, a chat message's words) come out as plain text or as HTML.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formatdate
from typing import Any

from jinja2 import TemplateNotFound
from markupsafe import Markup, escape

from doglicense.law import TownProfile
from doglicense.mail.links import base_url, links_for, one_time_link, reply_link
from doglicense.office.outbox import message_context
from doglicense.office.reports.transfers import code_for
from doglicense.settings import Settings
from doglicense.storage.office_models import OutboxMessage
from doglicense.templates import environment, has_macro, macro, render
from doglicense.templates.language import spoken

FROM_CHAT = "email/from_chat.txt"  # a kind without e-mail wording: its chat words
REMINDERS = frozenset({"renewal_reminder", "rabies_reminder", "puppy_reminder"})
TAG = re.compile(r"<[^>]+>")
BLANK_LINES = re.compile(r"\n{3,}")


class TextParts:
    """The pieces of a kind's template as plain text (escaped here, unescaped once at the end)."""

    def para(self, words: str) -> Markup:
        return escape(words) + Markup("\n\n")

    def facts(self, rows: Sequence[tuple[str, Any]]) -> Markup:
        lines = [escape(label) + Markup(": ") + escape(value) for label, value in rows if value]
        return Markup("\n").join(lines) + Markup("\n\n")

    def link(self, label: str, url: str) -> Markup:
        return escape(label) + Markup(":\n") + escape(url) + Markup("\n\n")

    def quote(self, words: str) -> Markup:
        return Markup('"') + escape(words) + Markup('"\n\n')

    def chat(self, caller: Callable[[], Markup]) -> Markup:
        """A chat message's words (Telegram's HTML) without their markup."""
        words = TAG.sub("", caller()).strip()
        return Markup(words) + Markup("\n\n")  # noqa: S704 - our template's escaped output, tags cut


class HtmlParts:
    """The same pieces as HTML."""

    def para(self, words: str) -> Markup:
        return Markup("<p>%s</p>\n") % words

    def facts(self, rows: Sequence[tuple[str, Any]]) -> Markup:
        cells = [
            Markup("<tr><th scope=row>%s</th><td>%s</td></tr>") % (label, value)
            for label, value in rows
            if value
        ]
        return Markup("<table>\n%s\n</table>\n") % Markup("\n").join(cells)

    def link(self, label: str, url: str) -> Markup:
        return Markup('<p><a class=button href="%s">%s</a></p>\n') % (url, label)

    def quote(self, words: str) -> Markup:
        return Markup("<blockquote>%s</blockquote>\n") % words

    def chat(self, caller: Callable[[], Markup]) -> Markup:
        """A chat message's words: Telegram's HTML (b, i, a) is HTML; its lines kept."""
        lines = caller().strip().split("\n")  # Markup's own split: each line stays Markup
        return Markup("<p>%s</p>\n") % Markup("<br>\n").join(lines)


def _exists(name: str) -> bool:
    try:
        environment().get_template(name)
    except TemplateNotFound:
        return False
    return True


@dataclass(frozen=True)
class Written:
    subject: str
    text: str
    html: str
    reminder: bool


def written(
    message: OutboxMessage, resident_id: int, settings: Settings, town: TownProfile
) -> Written:
    """The message in the language being spoken (the sender sets the resident's)."""
    reminder = message.template in REMINDERS
    facts = message_context(message, town)
    tag = facts.get("tag")
    context = {
        **facts,
        **links_for(
            settings,
            resident_id,
            tag=tag if isinstance(tag, str) else None,
            reference=str(facts.get("reference") or ""),
        ),
        "town": town,
        "lang": spoken(),
        "reminder": reminder,
    }
    if isinstance(facts.get("reply_to"), str):
        context["reply_url"] = reply_link(settings, facts["reply_to"], resident_id)
    if isinstance(facts.get("transfer"), dict):  # to a new owner: their code, not our links
        code = code_for(settings.session_secret.get_secret_value(), **facts["transfer"])
        context["code"] = code
        context["transfer_url"] = f"{base_url(settings)}/forms/transfer/{code}"
        context["status_url"] = ""
    if isinstance(facts.get("link_id"), int):  # to an address not yet proven: no status link
        context["link_url"] = one_time_link(settings, facts["link_id"], spoken())
        context["status_url"] = ""
    name = f"email/{message.template}.txt"
    if not _exists(name):
        name, context["chat_template"] = FROM_CHAT, f"bot/messages/{message.template}.txt"
    text = render(name, layout="email/layout.txt", m=TextParts(), **context)
    page = render(name, layout="email/layout.html", m=HtmlParts(), **context)
    kind = message.template if has_macro("email/subjects.txt", message.template) else "default"
    subject = macro("email/subjects.txt", kind, context)
    return Written(
        subject=" ".join(html.unescape(subject).split()),
        text=BLANK_LINES.sub("\n\n", html.unescape(text)).strip() + "\n",
        html=page + "\n",
        reminder=reminder,
    )


def message_id(message: OutboxMessage, sender: str) -> str:
    """From the outbox key: a copy sent again after a crash carries the same id."""
    digest = hashlib.sha256(message.key.encode()).hexdigest()[:32]
    return f"<{digest}@{sender.rsplit('@', 1)[-1].strip('>')}>"


def composed(
    message: OutboxMessage,
    *,
    resident_id: int,
    address: str,
    sender: str,
    settings: Settings,
    town: TownProfile,
) -> EmailMessage:
    mail = written(message, resident_id, settings, town)
    email = EmailMessage()
    email["From"] = sender
    email["To"] = address
    email["Subject"] = mail.subject
    email["Date"] = formatdate(localtime=False)
    email["Message-ID"] = message_id(message, sender)
    if mail.reminder:  # one click in the mail program stops reminders (RFC 2369, RFC 8058)
        email["List-Unsubscribe"] = f"<{links_for(settings, resident_id)['stop_url']}>"
        email["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    email.set_content(mail.text)
    email.add_alternative(mail.html, subtype="html")
    email["Content-Language"] = spoken()  # after the parts: making them moves Content-* headers
    return email
