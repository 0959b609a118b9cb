"""One person, one say: stopping reminders from the e-mail stops them for everyone who gave that
address on another device; a second request for a dog with one open is warned of on its summary,
before paying, on the bot, the terminal and the web, in English and Spanish (issue 32, item 6)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from doglicense.mail.links import stop_reminders_token
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from tests.botchat import PDF, dog, owner, talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps
from tests.test_clerk_every_kind import license_rex
from tests.test_terminal_resident import license_lines, run
from tests.webwalk import browser, license_to_done

WARNED = {
    "en": "Please note: your license request L-2603-00001 for Luna is still open.",
    "es": "Tenga en cuenta: su solicitud de licencia L-2603-00001 para Luna sigue abierta.",
}


async def test_stopping_reminders_by_e_mail_stops_them_on_both_devices(
    services: Services, web: str
) -> None:
    async with browser(web) as phone, browser(web) as laptop:
        await license_to_done(phone, email="jane@example.org")
        await license_to_done(laptop, email="jane@example.org")
    async with services.db.session() as session:
        found = select(Resident).where(Resident.email == "jane@example.org")
        first, second = (await session.scalars(found.order_by(Resident.id))).all()
    token = stop_reminders_token(services.settings, first.id)
    async with browser(web) as mail_app:
        stopped = await mail_app.client.post(f"/mail/stop/{token}")
        assert stopped.status_code == 200
    async with services.db.session() as session:
        both = (await session.scalars(found.order_by(Resident.id))).all()
        assert [r.reminders_enabled for r in both] == [False, False]
        assert (await session.get(Resident, second.id)) is not None


async def test_the_bot_warns_of_a_second_license_for_the_same_dog(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5301)
    await license_rex(user)
    steps = license_steps(owner_steps=owner(), dog_steps=dog(" rex "))  # however typed
    summary = await talk(user, steps[:-1])
    said = texts_of(summary)
    # the terminal stands on the machine's own day: the reference's month is today's
    assert re.search(r"Please note: your license request L-\d{4}-00001 for Rex is still open", said)


async def test_a_different_dog_is_not_warned_of(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5302)
    await license_rex(user)
    await license_rex(user, name="Max")
    [*_, last] = user.messages
    assert "still open" not in str(user.messages)
    assert last is not None


async def test_the_terminal_warns_of_a_second_license(
    services: Services, clock: FakeClock, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    await run(services, *license_lines(certificate))
    said = await run(services, *license_lines(certificate)[:-1])
    # the terminal stands on the machine's own day: the reference's month is today's
    assert re.search(r"Please note: your license request L-\d{4}-00001 for Rex is still open", said)


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_web_warns_of_a_second_license_on_the_same_browser(
    services: Services, web: str, language: str
) -> None:
    async with browser(web, language) as resident:
        await license_to_done(resident)
        await resident.open("/forms/license")
        await resident.answer("license", "Jane Smith")
        await resident.choose("license", "yes")
        for text in ["4401 State Route 31", "13041", "315-555-0100"]:  # its e-mail is known
            await resident.answer("license", text)
        for text in ["Luna", "Beagle", "brown"]:
            await resident.answer("license", text)
        await resident.choose("license", "female")
        await resident.answer("license", "3 years")
        await resident.choose("license", "no")
        await resident.choose("license", "vet_exemption")
        await resident.send_file("license", "vet.pdf")
        await resident.answer("license", "3/1/2026")
        await resident.choose("license", "none")
        await resident.choose("license", "no")
        await resident.choose("license", "counter")
        assert WARNED[language] in resident.text
