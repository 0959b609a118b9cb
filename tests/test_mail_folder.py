"""Mail on a fresh clone: no SMTP_HOST: each e-mail is a file in var/mail/, seen at /dev/mail."""

from __future__ import annotations

import re
from datetime import date
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser

import httpx
from sqlalchemy import select

from doglicense.chores import remind
from doglicense.mail.sender import send_pending_email
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from tests.clerkkit import served
from tests.conftest import FakeClock
from tests.formkit import axe_violations, phone, submit
from tests.httpkit import LOCAL_TLS
from tests.notifykit import licensed_resident, stand_on
from tests.webwalk import browser, license_to_done


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
    async with served(services) as url, httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
        listing = await client.get("/dev/mail")
        assert listing.status_code == 200
        assert (
            "jane@example.org" in listing.text and "Rex&#39;s dog license ends soon" in listing.text
        )
        [link] = re.findall(r'href="(/dev/mail/[^"]+\.eml)"', listing.text)
        one = await client.get(link)
        assert one.status_code == 200 and "ends on April 30, 2026, in 30 days" in one.text
        renew = re.search(r'<a href="([^"]+/forms/renew/[^"]+)"', one.text)
        assert renew is not None  # the text part's links can be clicked
        page = await client.get(link + "/html")
        assert page.status_code == 200 and '<html lang="en">' in page.text
        assert 'href="http://127.0.0.1:8000/forms/renew/' in page.text
        for made_up in ("/dev/mail/nothing.eml", "/dev/mail/..%2Fdoglicense.db"):
            assert (await client.get(made_up)).status_code == 404


async def test_in_production_nothing_is_written_and_there_is_no_page(
    services: Services, clock: FakeClock
) -> None:
    services.settings.environment = "production"
    await a_reminder_is_due(services, clock)
    assert await send_pending_email(services) == 0  # it waits for an SMTP server
    assert not (services.settings.var_dir / "mail").exists()
    async with served(services) as url, httpx.AsyncClient(verify=LOCAL_TLS, base_url=url) as client:
        assert (await client.get("/dev/mail")).status_code == 404


async def test_a_person_trying_the_service_clicks_through_the_mail_in_chromium(
    services: Services, web: str
) -> None:
    async with browser(web, "es") as resident:
        reference = await license_to_done(resident, email="ana@example.org")
    assert await send_pending_email(services) == 1
    async with phone(locale="es-MX") as page:
        await page.goto(f"{web}/dev/mail")
        await submit(page, f"text=Recibimos su solicitud {reference}")
        assert "ana@example.org" in await page.inner_text("body")
        await submit(page, f"#text-part a[href^='{web}/forms/status/']")
        assert reference in await page.inner_text("main")  # the resident's own status page
        await page.go_back()
        await submit(page, "#html-part")
        await submit(page, "text=Mis perros y solicitudes")
        assert reference in await page.inner_text("main")


async def test_the_stop_page_reads_well_and_stops_reminders_in_chromium(
    services: Services, web: str, clock: FakeClock
) -> None:
    await a_reminder_is_due(services, clock, language="es")
    assert await send_pending_email(services) == 1
    [path] = list((services.settings.var_dir / "mail").iterdir())
    mail = BytesParser(policy=policy.default).parsebytes(path.read_bytes())
    stop = str(mail["List-Unsubscribe"]).strip().strip("<>")  # folded: a long header
    async with phone(locale="es-MX") as page:
        await page.goto(stop)
        assert await axe_violations(page) == []
        await submit(page, "main button[type=submit]")
        assert "Los recordatorios están desactivados" in await page.inner_text("main")
        assert await axe_violations(page) == []
    async with services.db.session() as session:
        assert not (await session.scalars(select(Resident))).one().reminders_enabled
