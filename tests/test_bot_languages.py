"""Every reply is in its own resident's language, however residents' updates interleave."""

from __future__ import annotations

import asyncio
from typing import Any

from doglicense.runtime import Services
from tests.botchat import Step, running_bot, send, texts_of
from tests.standins.telegram import ChatUser, FakeTelegram

SPANISH, ENGLISH = "es", "en"
# A phrase each reply must hold, in each language.
SAID = {
    "/license": {ENGLISH: "What is your full name?", SPANISH: "¿Cuál es su nombre completo?"},
    "name": {ENGLISH: "Are you 18 or older?", SPANISH: "¿Tiene 18 años o más?"},
    "yes": {ENGLISH: "street address", SPANISH: "dirección"},
    "/help": {ENGLISH: "Here is what I can do", SPANISH: "Esto es lo que puedo hacer"},
    "/status": {ENGLISH: "You have no dogs", SPANISH: "Todavía no tiene perros"},
    "/cancel": {ENGLISH: "/help to see what", SPANISH: "/help para ver"},  # or nothing to stop
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


async def test_concurrent_updates_each_answer_in_their_residents_language(
    services: Services, fake: FakeTelegram
) -> None:
    residents = [
        (fake.user(7300 + n, language_code=language), language)
        for n, language in enumerate([SPANISH, ENGLISH] * 4)
    ]
    chose_spanish = [fake.user(7400 + n, language_code="en") for n in range(2)]
    async with running_bot(services, fake):  # bot/ordering.py: residents' updates at once
        for user in chose_spanish:  # Telegram in English, Spanish chosen with /language es
            await send(user, "/language es")
        residents += [(user, SPANISH) for user in chose_spanish]
        for name, step in STEPS[:5]:  # steps, /help and /status, languages alternating
            for user, _language in residents:  # every resident's update queued before any reply
                if isinstance(step, str) and step.startswith("/"):
                    user.command(step)
                elif isinstance(step, str):
                    user.say(step)
                else:
                    user.tap("c:" + step[1])
            replies = await asyncio.gather(*(user.reply(timeout=20) for user, _ in residents))
            for (_user, language), reply in zip(residents, replies, strict=True):
                other = ENGLISH if language == SPANISH else SPANISH
                said = texts_of(reply)
                assert SAID[name][language] in said, (name, language, said)
                assert SAID[name][other] not in said, (name, f"leaked {other}", said)
