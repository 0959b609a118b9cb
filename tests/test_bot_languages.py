"""Every reply is in its own resident's language, however residents' updates interleave."""

from __future__ import annotations

from typing import Any

from doglicense.runtime import Services
from tests.botchat import Step, send, texts_of
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
