"""The done page's promise is kept: "We will also send the link to you@..." sends it when the
address was given earlier (walked by hand: given for a puppy's reminder, then nothing): the
request's receipt, which carries the status link like every e-mail."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

import pytest
from sqlalchemy import select

from doglicense.mail.sender import send_pending_email
from doglicense.runtime import Services
from doglicense.storage.office_models import OutboxMessage
from tests.conftest import FakeClock
from tests.paytools import serving
from tests.standins.smtp import FakeSmtp
from tests.test_notify_email import text_of, use_smtp
from tests.webwalk import browser, to_dog_birth


@pytest.fixture
async def web(services: Services, clock: FakeClock) -> AsyncIterator[str]:
    async with serving(services) as url:
        yield url


async def test_an_address_given_for_the_puppy_reminder_gets_the_status_link(
    services: Services, web: str
) -> None:
    async with browser(web) as resident:
        await to_dog_birth(resident)
        await resident.answer("license", "1/20/2026")  # under 4 months on March 10, 2026
        await resident.post("/forms/license/remind", {"email": "jane@example.org"})
        assert "We will e-mail jane@example.org" in resident.text
        await resident.back("license")  # the birth date again: a mistake, the dog is older
        await resident.answer("license", "3 years")
        await resident.choose("license", "no")
        await resident.choose("license", "vet_exemption")
        await resident.send_file("license", "vet.pdf")
        await resident.answer("license", "3/1/2026")
        await resident.choose("license", "none")
        await resident.choose("license", "no")
        await resident.choose("license", "counter")
        await resident.choose("license", "nav:confirm")
        assert "We will also send the link to jane@example.org." in resident.text
        found = re.search(r'class="reference">([^<]+)<', resident.html)
        assert found is not None
        reference = found.group(1)
    # The request's receipt goes to that address; every e-mail carries the status link.
    async with services.db.session() as session:
        query = select(OutboxMessage).where(OutboxMessage.channel == "email")
        [message] = (await session.execute(query)).scalars().all()
    assert message.template == "request_received" and message.context["reference"] == reference
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        assert await send_pending_email(services) == 1
        [mail] = smtp.messages
    assert mail["To"] == "jane@example.org"
    assert reference in text_of(mail) and "/forms/status/" in text_of(mail)
