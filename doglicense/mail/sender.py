"""Drains the outbox to e-mail over SMTP (stdlib smtplib, in a thread), each message at least once.

Without SMTP_HOST, outside production, each e-mail is written to var/mail/ instead (folder.py).

Each e-mail's Message-ID is made from the outbox key, so a copy sent again after a crash (see
`office/notices/delivery.py`) carries the same id and mail systems that deduplicate drop it.
"""

from __future__ import annotations

import asyncio
import logging
import smtplib
from collections.abc import Sequence
from email.message import EmailMessage

from doglicense.mail import folder
from doglicense.mail.compose import composed
from doglicense.office.notices import delivery
from doglicense.office.notices.leader import confirm_leading
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.models import Resident
from doglicense.storage.office_models import OutboxMessage
from doglicense.templates.language import speaking

log = logging.getLogger(__name__)
# Web-form residents have no chat: e-mail is how they hear back.
CHANNELS = ("email", "web")


def configured(settings: Settings) -> bool:
    return bool(settings.smtp_host and settings.smtp_from)


def _to_folder(settings: Settings, message: OutboxMessage, email: EmailMessage) -> None:
    folder.write(settings, message.key, email)


def _over_smtp(settings: Settings, _message: OutboxMessage, email: EmailMessage) -> None:
    _deliver(settings, [email])


def _deliver(settings: Settings, emails: Sequence[EmailMessage]) -> None:
    assert settings.smtp_host is not None
    with smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=30) as smtp:
        if settings.smtp_starttls:
            smtp.starttls()
        if settings.smtp_username and settings.smtp_password:
            smtp.login(settings.smtp_username, settings.smtp_password.get_secret_value())
        for email in emails:
            smtp.send_message(email)


def address_of(message: OutboxMessage, resident: Resident) -> str | None:
    """The resident's address; a confirmation link goes to the address being confirmed."""
    to = message.context.get("to") if isinstance(message.context, dict) else None
    return to if isinstance(to, str) and to else resident.email


def _composed(message: OutboxMessage, resident: Resident, services: Services) -> EmailMessage:
    address = address_of(message, resident)
    assert address is not None
    return composed(
        message,
        resident_id=resident.id,
        address=address,
        sender=services.settings.smtp_from or folder.SENDER,
        settings=services.settings,
        town=services.town,
    )


class ServerDown(Exception):
    """The SMTP server, not this message, failed: the rest of the batch waits for the next run."""


async def _send_one(services: Services, item: delivery.Claimed) -> bool:
    """Try one message and settle it; True when sent. ServerDown when no message could go."""
    message, resident, settings = item.message, item.resident, services.settings
    now = services.now()
    if not address_of(message, resident) or not resident.reachable:
        delivery.undeliverable(message, "no e-mail address")
        return False
    try:
        with speaking(resident.language):  # the body and subject in the resident's language
            email = _composed(message, resident, services)
    except Exception as error:  # a bad template or context spoils this message only
        delivery.unwritable(message, error)
        log.error("outbox message %s not written: %s", message.id, message.last_error)
        return False
    try:
        # One connection per message keeps "sent" exact: marked right after it is accepted.
        deliver = _over_smtp if configured(settings) else _to_folder
        await asyncio.to_thread(deliver, settings, message, email)
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
    """Send one batch of e-mails; how many were sent. Without SMTP_HOST they are written to
    var/mail/ outside production (mail/folder.py); in production nothing happens without SMTP.

    A message that cannot be written or is refused for good is marked and skipped; a server
    that is down fails the message it was given (retried later, backing off) and ends the batch.
    """
    if not configured(services.settings) and not folder.in_use(services.settings):
        return 0
    sent = 0
    async with services.db.session() as session:
        batch = await delivery.claim(
            session, CHANNELS, runner=delivery.new_runner(), now=services.now(), limit=limit
        )
        for index, item in enumerate(batch):
            await confirm_leading()  # no longer leading: the next leader has freed this batch
            try:
                sent += await _send_one(services, item)
            except ServerDown:
                for rest in batch[index + 1 :]:
                    delivery.release(rest.message)
                await session.commit()
                break
            await session.commit()
    return sent
