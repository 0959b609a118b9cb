"""E-mail delivery through a local SMTP stand-in when SMTP_HOST is set; nothing when it is not."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select

from doglicense.chores import remind
from doglicense.mail.sender import send_pending_email
from doglicense.runtime import Services
from doglicense.storage.models import OutboxMessage
from tests.conftest import FakeClock
from tests.notifykit import licensed_resident, stand_on
from tests.standins.smtp import FakeSmtp


async def test_a_reminder_goes_out_by_email_once(services: Services, clock: FakeClock) -> None:
    await licensed_resident(
        services, chat_id=None, tag="000801", expires_on=date(2026, 4, 30), email="jane@example.org"
    )
    stand_on(clock, date(2026, 3, 31))
    assert (await remind(services))["before_30"] == 1
    assert await send_pending_email(services) == 0  # no SMTP_HOST: nothing is sent
    with FakeSmtp() as smtp:
        settings = services.settings
        settings.smtp_host, settings.smtp_port = "127.0.0.1", smtp.port
        settings.smtp_from, settings.smtp_starttls = "Town Clerk <clerk@townofclay.test>", False
        assert await send_pending_email(services) == 1
        assert await send_pending_email(services) == 0
        [mail] = smtp.messages
    assert mail["To"] == "jane@example.org"
    assert mail["Subject"] == "Rex's dog license ends soon"
    body = mail.get_payload(decode=True).decode()
    assert "ends on April 30, 2026, in 30 days" in body and "<b>" not in body
    assert mail["Message-ID"].endswith("@townofclay.test>")
    async with services.db.session() as session:
        [message] = (await session.scalars(select(OutboxMessage))).all()
    assert message.sent_at is not None and message.attempts == 1
