"""A dog reported stolen is told as stolen, never "lost": /status in the bot and the terminal,
My dogs on the web, the clerk's closing message and "welcome home", in English and Spanish
(issue 32, item 5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from doglicense.bot.sender import send_pending
from doglicense.runtime import Services
from tests.botchat import PNG, approve_in_console, talk, texts_of
from tests.clerkkit import decide_newest
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import licensed
from tests.test_terminal_resident import license_lines, run
from tests.webwalk import browser, license_to_done

STOLEN = ["/lost", ("tap", "dog:000001"), ("tap", "stolen"), "3/19/2026", "Clay Park"]


async def test_the_bot_says_stolen_in_status_and_welcome_home_in_both_languages(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5101)
    await licensed(user, services, clock)
    await talk(user, [*STOLEN, ("photo", PNG), ("tap", "nav:confirm")])
    status = texts_of(await talk(user, ["/status"]))
    assert "reported stolen" in status and "reported lost" not in status
    await talk(user, ["/language es"])
    status = texts_of(await talk(user, ["/status"]))
    assert "reportado como robado" in status and "perdido" not in status.split("Sus solicitudes")[0]
    user.tap("home:000001")
    home = texts_of(await user.reply(timeout=10))
    assert "Cerramos el reporte de robo" in home and "perdido" not in home


@pytest.mark.parametrize(
    ("language", "closed"),
    [
        ("en", "of a stolen dog is closed. Our records still show Rex as stolen"),
        ("es", "Su reporte de perro robado LS-2603-00002 está cerrado"),
    ],
)
async def test_the_clerk_s_closing_message_says_stolen(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, language: str, closed: str
) -> None:
    user = fake.user(5102)
    await licensed(user, services, clock)
    if language == "es":
        await talk(user, ["/language es"])
    await talk(user, [*STOLEN, ("photo", PNG), ("tap", "nav:confirm")])
    await decide_newest(services, "lost", "close", outcome="still_missing", note="")
    assert await send_pending(services, bot.bot) >= 1
    told = [texts_of(m) for m in user.messages]
    closing = next(t for t in told if "closed" in t or "cerrado" in t)
    assert closed in closing
    assert "lost dog report" not in closing and "perro perdido" not in closing


async def test_the_terminal_status_says_stolen(
    services: Services, clock: FakeClock, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PNG)
    await run(services, *license_lines(certificate))
    await approve_in_console(services)
    clock.set("2026-03-20 10:00")
    said = await run(
        services, "/lost", "1", "2", "3/19/2026", "Clay Park", "brown beagle", "1", "/status"
    )
    status = said.rsplit("/status", 1)[-1] if "/status" in said else said
    assert "reported stolen" in said and "reported lost" not in status


@pytest.mark.parametrize(("language", "said"), [("en", "reported stolen"), ("es", "robado")])
async def test_my_dogs_says_stolen(
    services: Services, web: str, clock: FakeClock, language: str, said: str
) -> None:
    async with browser(web, language) as resident:
        await license_to_done(resident)
        await approve_in_console(services)
        clock.set("2026-03-20 10:00")
        await resident.open("/forms/lost?tag=000001")
        await resident.choose("lost", "stolen")
        await resident.answer("lost", "3/19/2026")
        await resident.answer("lost", "Clay Park")
        await resident.answer("lost", "brown beagle")
        await resident.choose("lost", "nav:confirm")
        await resident.open("/forms/mine")
        assert said in resident.text and "reportado como perdido" not in resident.text
        assert "reported lost" not in resident.text
