"""Drains the outbox to e-mail over SMTP (stdlib smtplib, in a thread), each message at least once.

Each e-mail's Message-ID is made from the outbox key, so a copy sent again after a crash (see
`office/delivery.py`) carries the same id and mail systems that deduplicate drop it.
"""

from __future__ import annotations

import asyncio
import hashlib
import html
import logging
import re
import smtplib
from collections.abc import Sequence
from email.message import EmailMessage
from email.utils import formatdate

from jinja2 import TemplateNotFound

from doglicense.law import TownProfile
from doglicense.office import delivery
from doglicense.office.crossing import status_token
from doglicense.office.outbox import message_context
from doglicense.payments.checkout import LOCAL_BASE_URL
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.models import OutboxMessage
from doglicense.templates import environment, has_macro, macro, render
from doglicense.templates.language import speaking

log = logging.getLogger(__name__)
# Web-form residents have no chat: e-mail is how they hear back.
CHANNELS = ("email", "web")
TAG = re.compile(r"<[^>]+>")


def configured(settings: Settings) -> bool:
    return bool(settings.smtp_host and settings.smtp_from)


def email_of(
    message: OutboxMessage, town: TownProfile, *, status_link: str = ""
) -> tuple[str, str]:
    """Subject and plain text: the e-mail template, or the chat template's words without markup.

    `status_link`: the resident's page of dogs and requests, where a correction is made.
    """
    context = {**message_context(message, town), "status_link": status_link}
    try:
        environment().get_template(f"email/{message.template}.txt")
        body = render(f"email/{message.template}.txt", town=town, **context)
    except TemplateNotFound:
        body = TAG.sub("", render(f"bot/messages/{message.template}.txt", town=town, **context))
    name = message.template if has_macro("email/subjects.txt", message.template) else "default"
    subject = macro("email/subjects.txt", name, {**context, "town": town})
    return html.unescape(subject).strip(), html.unescape(body) + "\n"


def _status_link(message: OutboxMessage, settings: Settings) -> str:
    base = (settings.public_base_url or LOCAL_BASE_URL).rstrip("/")
    token = status_token(settings.session_secret.get_secret_value(), message.resident_id)
    return f"{base}/forms/status/{token}"


def _message_id(message: OutboxMessage, sender: str) -> str:
    digest = hashlib.sha256(message.key.encode()).hexdigest()[:32]
    return f"<{digest}@{sender.rsplit('@', 1)[-1].strip('>')}>"


def _deliver(settings: Settings, emails: Sequence[EmailMessage]) -> None:
    assert settings.smtp_host is not None
    with smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=30) as smtp:
        if settings.smtp_starttls:
            smtp.starttls()
        if settings.smtp_username and settings.smtp_password:
            smtp.login(settings.smtp_username, settings.smtp_password.get_secret_value())
        for email in emails:
            smtp.send_message(email)


def _composed(message: OutboxMessage, address: str, services: Services) -> EmailMessage:
    settings = services.settings
    assert settings.smtp_from is not None
    subject, body = email_of(message, services.town, status_link=_status_link(message, settings))
    email = EmailMessage()
    email["From"] = settings.smtp_from
    email["To"] = address
    email["Subject"] = subject
    email["Date"] = formatdate(localtime=False)
    email["Message-ID"] = _message_id(message, settings.smtp_from)
    email.set_content(body)
    return email


class ServerDown(Exception):
    """The SMTP server, not this message, failed: the rest of the batch waits for the next run."""


async def _send_one(services: Services, item: delivery.Claimed) -> bool:
    """Try one message and settle it; True when sent. ServerDown when no message could go."""
    message, resident, settings = item.message, item.resident, services.settings
    now = services.now()
    if not resident.email or not resident.reachable:
        delivery.undeliverable(message, "no e-mail address")
        return False
    try:
        with speaking(resident.language):  # the body and subject in the resident's language
            email = _composed(message, resident.email, services)
    except Exception as error:  # a bad template or context spoils this message only
        delivery.unwritable(message, error)
        log.error("outbox message %s not written: %s", message.id, message.last_error)
        return False
    try:
        # One connection per message keeps "sent" exact: marked right after it is accepted.
        await asyncio.to_thread(_deliver, settings, [email])
    except smtplib.SMTPRecipientsRefused:
        delivery.undeliverable(message, "recipient refused")
    except smtplib.SMTPDataError as error:  # the server's answer to this message's content
        reason = f"SMTP {error.smtp_code}"
        if error.smtp_code >= 500:
            delivery.refused(message, f"{reason}: refused for good")
        else:
            delivery.failed(message, reason, now=now)
        log.warning("outbox message %s refused by the server: %s", message.id, reason)
    except (smtplib.SMTPException, OSError) as error:  # down, unreachable, or our settings
        delivery.failed(message, type(error).__name__, now=now)
        log.warning("outbox message %s not e-mailed: %s", message.id, type(error).__name__)
        raise ServerDown(settings.smtp_host) from error
    except Exception as error:  # anything else is this message's, retried a bounded number
        delivery.failed(message, type(error).__name__, now=now)
        log.warning("outbox message %s not e-mailed: %s", message.id, type(error).__name__)
    else:
        delivery.sent(message, now=now)
        return True
    return False


async def send_pending_email(services: Services, *, limit: int = 100) -> int:
    """Send one batch of e-mails; how many were sent. Nothing happens without SMTP settings.

    A message that cannot be written or is refused for good is marked and skipped; a server
    that is down fails the message it was given (retried later, backing off) and ends the batch.
    """
    if not configured(services.settings):
        return 0
    sent = 0
    async with services.db.session() as session:
        batch = await delivery.claim(
            session, CHANNELS, runner=delivery.new_runner(), now=services.now(), limit=limit
        )
        for index, item in enumerate(batch):
            try:
                sent += await _send_one(services, item)
            except ServerDown:
                for rest in batch[index + 1 :]:
                    delivery.release(rest.message)
                await session.commit()
                break
            await session.commit()
    return sent
