"""What the bot says to a command it doesn't know, and to words where a tag number is wanted."""

from __future__ import annotations

from typing import Any

import pytest

from doglicense.runtime import Services
from tests.botchat import licensed_dog, send, talk, texts_of
from tests.standins.telegram import FakeTelegram

HELP = {"en": "Here is what I can do", "es": "Esto es lo que puedo hacer"}
UNKNOWN = {"en": "I don't know that command", "es": "no conozco esa orden"}
NOT_A_TAG = {"en": "doesn't look like a tag number", "es": "no parece un número de placa"}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_an_unknown_command_gets_a_kind_answer_with_the_help(
    services: Services, fake: FakeTelegram, bot: Any, language: str
) -> None:
    user = fake.user(7201 if language == "en" else 7202, language_code=language)
    for command in ["/x", "/admin", "/renew_all"]:
        reply = texts_of(await send(user, command))
        assert UNKNOWN[language] in reply and HELP[language] in reply, (command, reply)
        assert command not in reply.split("\n")[0]  # the typed words are not echoed back
    reply = texts_of(await talk(user, ["/license", "/whatever"]))  # inside a flow: kept
    assert UNKNOWN[language] in reply
    assert "Jane Smith" not in reply
    reply = texts_of(await send(user, "Jane Smith"))  # the draft goes on where it was
    assert "18" in reply


@pytest.mark.parametrize("language", ["en", "es"])
async def test_words_where_a_tag_number_is_wanted_are_not_read_as_a_tag(
    services: Services, fake: FakeTelegram, bot: Any, language: str
) -> None:
    user = fake.user(7203 if language == "en" else 7204, language_code=language)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    await send(user, "/renew")
    for typed in ["{%raw%}", "hello", "Rex", "#abc"]:
        reply = texts_of(await send(user, typed))
        assert NOT_A_TAG[language] in reply, (typed, reply)
        assert typed not in reply and "{%" not in reply
    reply = texts_of(await send(user, "999"))  # a tag number, not this resident's
    assert "000999" in reply and NOT_A_TAG[language] not in reply
    await send(user, "/lost")
    reply = texts_of(await send(user, "my dog"))
    assert NOT_A_TAG[language] in reply and "my dog" not in reply
