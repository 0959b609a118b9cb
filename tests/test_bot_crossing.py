"""Moving between channels and languages from the chat: /web, /start web-<token>, /language."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Draft, Resident
from tests.botchat import owner, talk, texts_of
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, phone, type_answer
from tests.paytools import serving
from tests.standins.telegram import FakeTelegram

BOT_USERNAME = "ClayDogLicenseBot"


@pytest.fixture
async def web(services: Services, clock: FakeClock) -> AsyncIterator[str]:
    async with serving(services) as url:
        services.settings.public_base_url = url
        services.settings.telegram_bot_username = BOT_USERNAME
        yield url


async def drafts(services: Services) -> list[Draft]:
    async with services.db.session() as session:
        return list((await session.execute(select(Draft).order_by(Draft.id))).scalars())


def url_buttons(reply: dict[str, Any]) -> list[str]:
    markup = reply.get("reply_markup") or {}
    return [b.get("url", "") for row in markup.get("inline_keyboard", []) for b in row]


async def test_web_opens_the_chat_draft_in_a_browser(
    services: Services, fake: FakeTelegram, bot: Any, web: str
) -> None:
    user = fake.user(6001)
    await talk(user, [*owner(), "Rex"])
    reply = await talk(user, ["/web"])
    text = texts_of(reply)
    assert "Continue on the web" in text
    match = re.search(r"https?://\S+/forms/continue/\S+", text)
    assert match is not None
    link = match.group(0)
    assert url_buttons(reply) == [link]
    async with phone() as page:
        await page.goto(link)
        # The web hears back by e-mail: the one question the chat did not ask comes first.
        assert await page.is_visible("text=What is your e-mail address?")
        await type_answer(page, "jane@example.org")
        assert await page.is_visible("text=What breed is Rex?")
        assert await axe_violations(page) == []
        await type_answer(page, "Beagle")
        assert await page.is_visible("text=What color is Rex")
    [draft] = await drafts(services)
    assert draft.active and draft.channel == "web"
    assert draft.state["answers"]["dog_name"] == "Rex"
    assert draft.state["answers"]["dog_breed"] == "Beagle"


async def test_web_with_nothing_open_says_so(
    services: Services, fake: FakeTelegram, bot: Any, web: str
) -> None:
    reply = await talk(fake.user(6002), ["/web"])
    assert "You have nothing in progress" in texts_of(reply)


async def test_a_web_draft_goes_on_in_telegram(
    services: Services, fake: FakeTelegram, bot: Any, web: str
) -> None:
    async with phone() as page:
        await page.goto(f"{web}/forms/license")
        await type_answer(page, "Jane Smith")
        await choose(page, "yes")
        link = await page.get_attribute("a:has-text('Continue in Telegram')", "href")
    assert link is not None and link.startswith(f"https://t.me/{BOT_USERNAME}?start=web-")
    token = parse_qs(urlsplit(link).query)["start"][0]
    user = fake.user(6003)
    user.command("/start", token)
    assert "What is the street address where the dog lives?" in texts_of(await user.reply(10))
    reply = await talk(user, ["4401 State Route 31"])
    assert "ZIP code" in texts_of(reply)
    [draft] = await drafts(services)
    assert draft.channel == "telegram" and draft.state["answers"]["owner_name"] == "Jane Smith"
    async with services.db.session() as session:
        resident = await session.get(Resident, draft.resident_id)
        assert resident is not None and resident.telegram_user_id == 6003


async def test_a_forged_web_start_token_is_refused(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(6004)
    user.command("/start", "web-1_ffffffff_forged")
    assert "no longer valid" in texts_of(await user.reply(10))


async def test_language_switches_the_next_question_to_spanish(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(6005)
    await talk(user, ["/license", "Jane Smith"])
    switched = await talk(user, ["/language es"])
    assert "en español" in texts_of(switched)
    question = await talk(user, [("tap", "yes")])
    assert "¿Cuál es la dirección donde vive el perro?" in texts_of(question)
    back = await talk(user, ["/language en"])
    assert "in English" in texts_of(back)
    assert "And the ZIP code?" in texts_of(await talk(user, ["4401 State Route 31"]))


async def test_telegram_s_spanish_picks_spanish_on_first_contact(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(6006, language_code="es")
    reply = await talk(user, ["/license"])
    assert "¿Cuál es su nombre completo?" in texts_of(reply)
    async with services.db.session() as session:
        resident = (
            await session.execute(select(Resident).where(Resident.telegram_user_id == 6006))
        ).scalar_one()
    assert resident.language == "es"
