"""Every reply is in its own resident's language, however residents' updates interleave."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from pydantic import SecretStr
from telegram.ext import ApplicationBuilder, ContextTypes

from doglicense.bot import handlers
from doglicense.bot.app import add_handlers
from doglicense.runtime import Services
from tests.botchat import TOKEN, Step, send, texts_of
from tests.standins.telegram import ChatUser, FakeTelegram

SPANISH, ENGLISH = "es", "en"
# A phrase each reply must hold, in each language.
SAID = {
    "/license": {ENGLISH: "What is your full name?", SPANISH: "¿Cuál es su nombre completo?"},
    "name": {ENGLISH: "Are you 18 or older?", SPANISH: "¿Tiene 18 años o más?"},
    "yes": {ENGLISH: "street address", SPANISH: "dirección"},
    "/help": {ENGLISH: "Here is what I can do", SPANISH: "Esto es lo que puedo hacer"},
    "/status": {ENGLISH: "You have no dogs", SPANISH: "Todavía no tiene perros"},
    "/cancel": {ENGLISH: "Stopped.", SPANISH: "Detenido."},
    "step after cancel": {ENGLISH: "You have nothing in progress", SPANISH: "No tiene nada"},
}
STEPS: list[tuple[str, Step]] = [
    ("/license", "/license"),
    ("name", "Jane Smith"),
    ("yes", ("tap", "yes")),
    ("/help", "/help"),
    ("/status", "/status"),
    ("/cancel", "/cancel"),
    ("step after cancel", "hello"),
]


async def test_a_spanish_and_an_english_resident_interleaved_each_read_their_own(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    spanish = fake.user(7101, language_code="es")
    english = fake.user(7102, language_code="en")
    chose_spanish = fake.user(7103, language_code="en")  # Telegram in English, /language es
    await send(chose_spanish, "/language es")
    readers: list[tuple[ChatUser, str]] = [
        (english, ENGLISH),
        (spanish, SPANISH),
        (english, ENGLISH),
        (chose_spanish, SPANISH),
    ]
    for name, step in STEPS:  # each step taken by every resident in turn, languages alternating
        for user, language in readers:
            reply = texts_of(await send(user, step))
            other = ENGLISH if language == SPANISH else SPANISH
            expected, foreign = SAID[name][language], SAID[name][other]
            assert expected in reply, f"{name!r} for a {language} resident: {reply!r}"
            assert not foreign or foreign not in reply, f"{name!r} leaked {other}: {reply!r}"


@asynccontextmanager
async def concurrent_bot(services: Services, fake: FakeTelegram) -> AsyncIterator[None]:
    """Our handlers in PTB's concurrent update processing (as issue 15's processor will run
    them): each update in its own task, many residents' steps at once."""
    services.settings.telegram_bot_token = SecretStr(TOKEN)
    services.settings.telegram_api_base_url = fake.url
    application = (
        ApplicationBuilder()
        .token(TOKEN)
        .base_url(services.settings.telegram_bot_api_url)
        .context_types(ContextTypes(context=handlers.BotContext))
        .concurrent_updates(16)
        .build()
    )
    application.bot_data["services"] = services
    add_handlers(application)
    async with application:
        assert application.updater is not None
        await application.updater.start_polling(poll_interval=0.0, timeout=1)
        await application.start()
        try:
            yield
        finally:
            await application.updater.stop()
            await application.stop()


async def test_concurrent_updates_each_answer_in_their_residents_language(
    services: Services, fake: FakeTelegram
) -> None:
    residents = [
        (fake.user(7300 + n, language_code=language), language)
        for n, language in enumerate([SPANISH, ENGLISH] * 4)
    ]
    async with concurrent_bot(services, fake):
        for name, step in STEPS[:3]:
            for user, _language in residents:  # every resident's update queued before any reply
                if isinstance(step, str) and step.startswith("/"):
                    user.command(step)
                elif isinstance(step, str):
                    user.say(step)
                else:
                    user.tap("c:" + step[1])
            replies = await asyncio.gather(*(user.reply(timeout=20) for user, _ in residents))
            for (_user, language), reply in zip(residents, replies, strict=True):
                assert SAID[name][language] in texts_of(reply), (name, language, texts_of(reply))
