"""A town that ran the first release upgrades in place: its own rows (tests/firstrelease.py),
`db upgrade`, then the clerk and the resident carry on as people would, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import re
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, text

from doglicense.bot.sender import send_pending
from doglicense.runtime import Services
from doglicense.storage.migrate import head_revision, upgrade
from doglicense.storage.models import Document, License, Record
from doglicense.storage.office_models import OutboxMessage
from tests.botchat import approve_in_console, talk, texts_of
from tests.clerkkit import signed_in
from tests.conftest import FakeClock
from tests.dbkit import empty_postgres
from tests.firstrelease import first_release_database
from tests.mailkit import link_in, sent_mail
from tests.paytools import serving
from tests.standins.telegram import FakeTelegram
from tests.test_backup import doglicense, register
from tests.webwalk import browser

JANE = 9001  # Rex, tag 000001, licensed and approved on 2026-03-10 by the first release


@pytest.fixture
async def database_url(backend: str, tmp_path: Path) -> str:
    """The first release's database (its schema and rows), upgraded by today's code."""
    if backend == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path / 'doglicense.db'}"
    else:
        url = await empty_postgres()
    await first_release_database(url, tmp_path / "var")  # the `settings` fixture's folder
    await asyncio.to_thread(upgrade, url)
    return url


async def renew_in_chat(fake: FakeTelegram) -> None:
    jane = fake.user(JANE)
    reply = await talk(jane, ["/renew"])
    assert "Which dog are you renewing?" in texts_of(reply)
    reply = await talk(jane, [("tap", "dog:000001")])
    assert "4401 State Route 31" in texts_of(reply)  # the first release's address, on file
    summary = await talk(jane, [("tap", "yes"), ("tap", "none"), ("tap", "counter")])
    assert "March 31, 2028" in texts_of(summary) and "Rex" in texts_of(summary)
    await talk(jane, [("tap", "nav:confirm")])


async def renew_on_the_web(services: Services, fake: FakeTelegram, web: str) -> None:
    """Jane gives her address in chat (/email), signs in by the link sent, renews on the form."""
    await talk(fake.user(JANE), ["/email jane@example.org"])
    [mail] = await sent_mail(services)
    link = link_in(mail, "/forms/link/")
    async with browser(web) as jane:
        await jane.open(link.removeprefix(web))
        assert "Confirm jane@example.org" in jane.text, jane.text
        token = re.search(r'name="signin_token" value="([^"]+)"', jane.html)
        assert token is not None  # its one button, bound to this browser (decision 0027)
        jane.page = await jane.client.post(
            link.removeprefix(web), data={"signin_token": token.group(1)}
        )
        await jane.open("/forms/mine")
        assert "Rex" in jane.text and "000001" in jane.text, jane.text
        await jane.open("/forms/renewal?tag=000001")
        assert "4401 State Route 31" in jane.text, jane.text
        await jane.choose("renewal", "yes")
        await jane.choose("renewal", "none")
        await jane.choose("renewal", "counter")
        assert "March 31, 2028" in jane.text and "Rex" in jane.text, jane.text
        await jane.choose("renewal", "nav:confirm")
        assert "/forms/done/R-" in jane.url, jane.text


@pytest.mark.parametrize("channel", ["chat", "web"])
async def test_the_first_release_register_carries_on_after_the_upgrade(
    services: Services,
    fake: FakeTelegram,
    bot: Any,
    clock: FakeClock,
    backend: str,
    tmp_path: Path,
    channel: str,
) -> None:
    async with services.db.engine.connect() as connection:
        revision = (await connection.execute(text("SELECT version_num FROM alembic_version"))).one()
    assert revision == (head_revision(),)
    async with services.db.session() as session:  # 0002's data step: the old records' hashes
        rex = await session.get(Record, 1)
        certificate = await session.get(Document, 2)
    assert rex is not None and certificate is not None
    assert rex.answers["rabies_certificate"]["document_id"] == 2
    assert rex.certificate_sha256 == certificate.sha256

    async with serving(services) as web:
        services.settings.public_base_url = web
        # The clerk of the first release signs in with the password set then.
        async with signed_in(web, "ann") as clerk:
            queue = (await clerk.get("/clerk/")).text
            assert "L-2603-00004" in queue  # Bella's license, sent and waiting
            assert "Bella" in (await clerk.get("/clerk/records/4")).text
            assert "Clay Park" in (await clerk.get("/clerk/records/3")).text  # Max, lost
            # 0004's data step: the first release's owners and dogs are found by the one search.
            found = (await clerk.get("/clerk/search", params={"q": "JANE smith"})).text
            assert 'href="/clerk/records/1"' in found and ">Rex</a>" in found, found

        clock.set("2027-03-15 10:00")  # Rex's license ends on March 31
        if channel == "chat":
            await renew_in_chat(fake)
        else:
            await renew_on_the_web(services, fake, web)

    # The clerk approves Bella's license and Rex's renewal in the console, over HTTP.
    bella, renewed = await approve_in_console(services)
    assert renewed.tag_number == "000001" and renewed.expires_on == date(2028, 3, 31)
    assert bella.tag_number == "000003"  # after the first release's 000001 and 000002

    # The outbox drains: the first release's message to Jane, and today's.
    await send_pending(services, bot.bot)
    said = " ".join(str(m.get("text", "")) for m in fake.sent(JANE))
    assert "March 31, 2027" in said and "March 31, 2028" in said, said
    async with services.db.session() as session:
        waiting = select(OutboxMessage).where(
            OutboxMessage.sent_at.is_(None), OutboxMessage.channel == "telegram"
        )
        assert list(await session.scalars(waiting)) == []

    # Backup and restore round-trip the upgraded register and its certificates.
    before = await register(services)
    assert sorted(before[0]) == ["000001", "000001", "000002", "000003"] and before[1]
    target = tmp_path / "backups" / "clay.tar"
    made = await doglicense(services.settings, "backup", str(target))
    assert made.returncode == 0, made.stderr
    await services.db.dispose()
    put_back = await doglicense(services.settings, "restore", "--replace", str(target))
    assert put_back.returncode == 0, put_back.stderr
    assert await register(services) == before
    async with services.db.session() as session:
        kinds = list(await session.scalars(select(Record.kind).order_by(Record.id)))
        licences = len(list(await session.scalars(select(License))))
    assert kinds == ["license", "license", "lost", "license", "renewal"] and licences == 4
