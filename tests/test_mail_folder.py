"""Mail on a fresh clone: no SMTP_HOST: each e-mail is a file in var/mail/, seen at /dev/mail."""

from __future__ import annotations

import re
from datetime import date
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser

import httpx

from doglicense.chores import remind
from doglicense.mail.sender import send_pending_email
from doglicense.runtime import Services
from tests.clerkkit import served
from tests.conftest import FakeClock
from tests.notifykit import licensed_resident, stand_on


async def a_reminder_is_due(services: Services, clock: FakeClock, language: str = "en") -> None:
    await licensed_resident(
        services,
        chat_id=None,
        tag="000901",
        expires_on=date(2026, 4, 30),
        email="jane@example.org",
        language=language,
    )
    stand_on(clock, date(2026, 3, 31))
    assert (await remind(services))["before_30"] == 1


async def test_without_smtp_each_email_is_a_file_named_by_its_key(
    services: Services, clock: FakeClock
) -> None:
    await a_reminder_is_due(services, clock, language="es")
    assert services.settings.smtp_host is None
    assert await send_pending_email(services) == 1
    assert await send_pending_email(services) == 0  # written once
    folder = services.settings.var_dir / "mail"
    [path] = list(folder.iterdir())
    assert re.fullmatch(r"reminder-license-\d+-before_30\.eml", path.name)
    mail = BytesParser(policy=policy.default).parsebytes(path.read_bytes())
    assert isinstance(mail, EmailMessage)
    assert mail["To"] == "jane@example.org" and mail["Subject"] == "La licencia de Rex vence pronto"
    assert mail["Message-ID"].endswith("@localhost>") and mail["Content-Language"] == "es"
    text, page = mail.get_body(("plain",)), mail.get_body(("html",))
    assert text is not None and page is not None
    assert "vence el 30 de abril de 2026" in text.get_content()
    assert '<html lang="es">' in page.get_content()
    assert "/mail/stop/" in str(mail["List-Unsubscribe"])


async def test_the_local_page_lists_the_mail_and_shows_both_parts(
    services: Services, clock: FakeClock
) -> None:
    await a_reminder_is_due(services, clock)
    assert await send_pending_email(services) == 1
    async with served(services) as url, httpx.AsyncClient(base_url=url) as client:
        listing = await client.get("/dev/mail")
        assert listing.status_code == 200
        assert (
            "jane@example.org" in listing.text and "Rex&#39;s dog license ends soon" in listing.text
        )
        [link] = re.findall(r'href="(/dev/mail/[^"]+\.eml)"', listing.text)
        one = await client.get(link)
        assert one.status_code == 200 and "ends on April 30, 2026, in 30 days" in one.text
        renew = re.search(r'<a href="([^"]+/forms/renewal)"', one.text)
        assert renew is not None  # the text part's links can be clicked
        page = await client.get(link + "/html")
        assert page.status_code == 200 and '<html lang="en">' in page.text
        assert 'href="http://127.0.0.1:8000/forms/renewal"' in page.text
        for made_up in ("/dev/mail/nothing.eml", "/dev/mail/..%2Fdoglicense.db"):
            assert (await client.get(made_up)).status_code == 404


async def test_in_production_nothing_is_written_and_there_is_no_page(
    services: Services, clock: FakeClock
) -> None:
    services.settings.environment = "production"
    await a_reminder_is_due(services, clock)
    assert await send_pending_email(services) == 0  # it waits for an SMTP server
    assert not (services.settings.var_dir / "mail").exists()
    async with served(services) as url, httpx.AsyncClient(base_url=url) as client:
        assert (await client.get("/dev/mail")).status_code == 404
