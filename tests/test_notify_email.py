"""E-mail delivery through a local SMTP stand-in when SMTP_HOST is set; nothing when it is not."""

from __future__ import annotations

import asyncio
from datetime import date, timedelta
from email.header import decode_header, make_header
from email.message import Message
from typing import Any

import pytest
from pydantic import SecretStr
from sqlalchemy import select

from doglicense.chores import remind
from doglicense.mail.sender import send_pending_email
from doglicense.office.notices import delivery
from doglicense.office.outbox import queue_message
from doglicense.office.residents.crossing import read_status_token
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from doglicense.storage.office_models import OutboxMessage
from tests.conftest import FakeClock
from tests.notifykit import licensed_resident, open_transactions, resident, stand_on
from tests.standins.smtp import FakeSmtp


async def test_a_reminder_goes_out_by_email_once(services: Services, clock: FakeClock) -> None:
    await licensed_resident(
        services, chat_id=None, tag="000801", expires_on=date(2026, 4, 30), email="jane@example.org"
    )
    stand_on(clock, date(2026, 3, 31))
    assert (await remind(services))["before_30"] == 1
    with FakeSmtp() as smtp:
        settings = services.settings
        settings.smtp_host, settings.smtp_port = "127.0.0.1", smtp.port
        settings.smtp_from, settings.smtp_starttls = "Town Clerk <clerk@townofclay.test>", False
        assert await send_pending_email(services) == 1
        assert await send_pending_email(services) == 0
        [mail] = smtp.messages
    assert mail["To"] == "jane@example.org"
    assert mail["Subject"] == "Rex's dog license ends soon"
    body = text_of(mail)
    assert "ends on April 30, 2026, in 30 days" in body and "<b>" not in body
    assert mail["Message-ID"].endswith("@townofclay.test>")
    async with services.db.session() as session:
        [message] = (await session.scalars(select(OutboxMessage))).all()
    assert message.sent_at is not None and message.attempts == 1


def text_of(mail: Message) -> str:
    """The plain-text part of an e-mail, its lines as written."""
    [text] = [part for part in mail.walk() if part.get_content_type() == "text/plain"]
    return str(text.get_payload(decode=True).decode(text.get_content_charset() or "utf-8"))


def use_smtp(services: Services, port: int) -> None:
    settings = services.settings
    settings.smtp_host, settings.smtp_port = "127.0.0.1", port
    settings.smtp_from, settings.smtp_starttls = "Town Clerk <clerk@townofclay.test>", False


Mail = tuple[str, str, dict[str, Any]]


async def queue_mail(services: Services, clock: FakeClock, *mail: Mail) -> None:
    """One e-mail resident per (address, template, context), queued in that order."""
    async with services.db.session() as session:
        for n, (address, template, context) in enumerate(mail):
            person = resident(email=address)
            session.add(person)
            await session.flush()
            queue_message(
                session,
                resident_id=person.id,
                channel="email",
                template=template,
                context=context,
                key=f"test:mail:{n}",
                at=clock(),
            )
        await session.commit()


async def messages_by_address(services: Services) -> dict[str, OutboxMessage]:
    async with services.db.session() as session:
        rows = await session.execute(
            select(OutboxMessage, Resident.email).join(
                Resident, Resident.id == OutboxMessage.resident_id
            )
        )
        return {str(email): message for message, email in rows.all()}


async def test_one_bad_message_never_stops_the_others(services: Services, clock: FakeClock) -> None:
    await queue_mail(
        services,
        clock,
        ("missing@example.org", "no_such_message", {}),  # its template does not exist
        ("first@example.org", "reminders_on", {}),
        ("half@example.org", "record_closed", {}),  # its template needs a reference
        ("refused@example.org", "reminders_on", {}),
        ("busy@example.org", "reminders_on", {}),
        ("second@example.org", "reminders_on", {}),
    )
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        smtp.refuse_mail_to("refused@example.org")  # 554: refused for good
        smtp.refuse_mail_to("busy@example.org", "451 4.3.0 Try again later")
        assert await send_pending_email(services) == 2
        assert await send_pending_email(services) == 0  # nothing twice, the bad ones not again
        assert sorted(m["To"] for m in smtp.messages) == ["first@example.org", "second@example.org"]
    outbox = await messages_by_address(services)
    for address in ("missing@example.org", "half@example.org", "refused@example.org"):
        message = outbox[address]
        assert message.abandoned and message.sent_at is None and message.attempts == 1
    assert "no_such_message" in (outbox["missing@example.org"].last_error or "")
    assert "UndefinedError" in (outbox["half@example.org"].last_error or "")
    assert "554" in (outbox["refused@example.org"].last_error or "")
    busy = outbox["busy@example.org"]  # 451: a later try
    assert not busy.abandoned and busy.attempts == 1 and busy.not_before is not None
    for message in outbox.values():
        assert "correct horse" not in (message.last_error or "")


async def smtp_down(services: Services) -> None:
    """SMTP settings (with a password) pointing at a port where nothing listens any more."""
    with FakeSmtp() as smtp:
        port = smtp.port
    use_smtp(services, port)
    services.settings.smtp_username = "clerk"
    services.settings.smtp_password = SecretStr("correct horse")


async def test_smtp_down_backs_off_and_then_everything_goes_out(
    services: Services, clock: FakeClock
) -> None:
    await queue_mail(
        services,
        clock,
        ("jane@example.org", "reminders_on", {}),
        ("sam@example.org", "reminders_on", {}),
    )
    await smtp_down(services)
    delays = []
    for _ in range(3):
        assert await send_pending_email(services) == 0
        jane = (await messages_by_address(services))["jane@example.org"]
        assert jane.not_before is not None and not jane.abandoned
        delays.append(jane.not_before - clock())
        clock.current = jane.not_before
    assert delays[1] == 2 * delays[0] and delays[2] == 4 * delays[0]  # backing off
    sam = (await messages_by_address(services))["sam@example.org"]
    assert sam.attempts == 0  # the server is down, not sam's message: released untried
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        services.settings.smtp_username = services.settings.smtp_password = None
        assert await send_pending_email(services) == 2  # back up: both go out
        assert sorted(m["To"] for m in smtp.messages) == ["jane@example.org", "sam@example.org"]


async def test_a_message_that_keeps_failing_is_given_up_after_a_bounded_number_of_tries(
    services: Services, clock: FakeClock
) -> None:
    await queue_mail(services, clock, ("jane@example.org", "reminders_on", {}))
    await smtp_down(services)
    for _ in range(delivery.MAX_ATTEMPTS):
        assert await send_pending_email(services) == 0
        jane = (await messages_by_address(services))["jane@example.org"]
        clock.current = max(clock.current, jane.not_before or clock.current)
    assert jane.abandoned and jane.sent_at is None and jane.attempts == delivery.MAX_ATTEMPTS
    assert "ConnectionRefusedError" in (jane.last_error or "")
    assert "correct horse" not in (jane.last_error or "")
    clock.current += timedelta(days=1)
    assert await send_pending_email(services) == 0
    assert (await messages_by_address(services))["jane@example.org"].attempts == jane.attempts


async def test_each_email_is_written_in_its_residents_language(
    services: Services, clock: FakeClock
) -> None:
    context = {"reference": "L-2603-0001", "dog": "Luna", "outcome": "found_home", "note": None}
    async with services.db.session() as session:
        for address, language in (("ana@example.org", "es"), ("jane@example.org", "en")):
            person = resident(email=address, language=language)
            session.add(person)
            await session.flush()
            queue_message(
                session,
                resident_id=person.id,
                channel="email",
                template="lost_report_closed",
                context=context,
                key=f"test:{address}",
                at=clock(),
            )
        await session.commit()
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        assert await send_pending_email(services) == 2
        mail = {m["To"]: m for m in smtp.messages}
    spanish = text_of(mail["ana@example.org"])
    english = text_of(mail["jane@example.org"])
    assert "Luna apareció y ya está de vuelta en casa" in spanish
    subject = str(make_header(decode_header(mail["ana@example.org"]["Subject"])))
    assert subject == "Su reporte de perro perdido L-2603-0001 está cerrado"
    assert "Luna is found and back home" in english
    assert mail["jane@example.org"]["Subject"] == "Your lost dog report L-2603-0001 is closed"


async def test_a_reminder_by_email_is_in_spanish_for_a_spanish_resident(
    services: Services, clock: FakeClock
) -> None:
    await licensed_resident(
        services,
        chat_id=None,
        tag="000802",
        expires_on=date(2026, 4, 30),
        email="ana@example.org",
        language="es",
    )
    stand_on(clock, date(2026, 3, 31))
    assert (await remind(services))["before_30"] == 1
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        assert await send_pending_email(services) == 1
        [mail] = smtp.messages
    subject = str(make_header(decode_header(mail["Subject"])))
    assert subject == "La licencia de Rex vence pronto"
    body = text_of(mail)
    assert "La licencia de Rex (placa 000802) vence el 30 de abril de 2026, en 30 días." in body
    assert "Renew" not in body and "license" not in body


async def test_no_transaction_is_open_while_a_slow_server_takes_the_mail(
    services: Services, clock: FakeClock, backend: str
) -> None:
    if backend != "postgresql":
        pytest.skip("open transactions are read from PostgreSQL's pg_stat_activity")
    await queue_mail(services, clock, ("jane@example.org", "reminders_on", {}))
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        held = smtp.stall(1.5)
        sending = asyncio.create_task(send_pending_email(services))
        while not held.is_set():  # noqa: ASYNC110 - the stand-in's thread sets a plain Event
            await asyncio.sleep(0.02)
        assert await open_transactions(services.settings.resolved_database_url) == 0
        assert await sending == 1


SPANISH_MAIL: list[tuple[str, dict[str, Any], str, str]] = [
    (
        "renewal_reminder",
        {"dog": "Luna", "tag": "000802", "expires_on": "2026-04-30", "days": 7},
        "La licencia de Luna vence pronto",
        "La licencia de Luna (placa 000802) vence el 30 de abril de 2026, en 7 días.",
    ),
    (
        "license_issued",
        {
            "reference": "L-2603-0002",
            "dog": "Luna",
            "tag": "000802",
            "expires_on": "2027-03-31",
            "exempt_type": None,
            "capped": False,
            "new_tag": True,
        },
        "La licencia de Luna está aprobada",
        "¡Buenas noticias!",
    ),
    (
        "payment_receipt",
        {
            "reference": "L-2603-0002",
            "amount_cents": 500,
            "fee_cents": 500,
            "parts": [{"key": "town_share", "label": "Town license fee", "cents": 400}],
            "paid_on": "2026-03-10",
            "method": "cash",
            "receipt_number": "R-1",
        },
        "Recibo de L-2603-0002",
        "recibimos su pago de la solicitud L-2603-0002",
    ),
    (
        "record_returned",
        {"reference": "L-2603-0002", "note": "Falta la fecha.", "question": "Street address"},
        "Su solicitud L-2603-0002 necesita una corrección",
        "Responda de nuevo: Dirección.",
    ),
]


async def test_a_spanish_residents_emails_are_spanish_from_subject_to_signature(
    services: Services, clock: FakeClock
) -> None:
    """Walked by hand: the body came in Spanish under an English subject, and the renewal
    reminder, which has an e-mail template of its own, was English throughout."""
    async with services.db.session() as session:
        for n, (template, context, _subject, _line) in enumerate(SPANISH_MAIL):
            person = resident(email=f"ana{n}@example.org", language="es")
            session.add(person)
            await session.flush()
            queue_message(
                session,
                resident_id=person.id,
                channel="email",
                template=template,
                context=context,
                key=f"test:es:{n}",
                at=clock(),
            )
        await session.commit()
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        assert await send_pending_email(services) == len(SPANISH_MAIL)
        mail = {m["To"]: m for m in smtp.messages}
    for n, (template, _context, subject, line) in enumerate(SPANISH_MAIL):
        sent = mail[f"ana{n}@example.org"]
        assert str(make_header(decode_header(sent["Subject"]))) == subject, template
        body = text_of(sent)
        assert line in body, (template, body)
    reminder = text_of(mail["ana0@example.org"])
    for english in ("license", "Renew", "Town Clerk, ", "tell us"):
        assert english not in reminder, reminder
    assert "Secretaria Municipal" in reminder and "/renew" in reminder


async def test_a_returned_request_s_email_carries_the_link_to_correct_it(
    services: Services, clock: FakeClock
) -> None:
    """Walked by hand: a web resident was told by e-mail to "send your new answer here",
    with no way to reach the form; the e-mail now carries the resident's status link."""
    context = {"reference": "L-2603-0003", "note": "Falta la fecha.", "question": "Street address"}
    services.settings.public_base_url = "https://dogs.townofclay.test"
    async with services.db.session() as session:
        person = resident(email="ana@example.org", language="es")
        session.add(person)
        await session.flush()
        queue_message(
            session,
            resident_id=person.id,
            channel="web",
            template="record_returned",
            context=context,
            key="test:returned",
            at=clock(),
        )
        await session.commit()
        resident_id = person.id
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        assert await send_pending_email(services) == 1
        [mail] = smtp.messages
    body = text_of(mail)
    assert "aquí" not in body, body  # no chat to send an answer "here" in
    assert "Hacer la corrección:" in body, body
    links = {line.strip() for line in body.splitlines() if "/forms/status/" in line}
    [link] = links  # the correction's link, and the layout's footer: the same page
    assert link.startswith("https://dogs.townofclay.test/forms/status/")
    secret = services.settings.session_secret.get_secret_value()
    assert read_status_token(secret, link.rsplit("/", 1)[1]) == resident_id
