"""The Telegram command menu in each language, as the Bot API stand-in keeps it."""

from __future__ import annotations

from telegram import Bot

from doglicense.bot.app import publish_commands
from tests.botchat import TOKEN
from tests.standins.telegram import FakeTelegram


async def test_the_menu_is_set_in_english_by_default_and_in_spanish_for_spanish_users(
    fake: FakeTelegram,
) -> None:
    async with Bot(TOKEN, base_url=fake.base_url) as bot:
        await publish_commands(bot)
    english = {c["command"]: c["description"] for c in fake.commands()}
    spanish = {c["command"]: c["description"] for c in fake.commands(language_code="es")}
    assert english["renew"] == "Renew a license" and english["help"] == "Help"
    assert spanish["renew"] == "Renovar una licencia" and spanish["help"] == "Ayuda"
    assert spanish["stop_reminders"] == "No más recordatorios"
    assert list(english) == list(spanish)  # the same commands, in the same order
    assert len(english) == 21
    assert {"license", "email", "ticket", "redeem", "transfer"} <= set(english)
    languages = [call.get("language_code") for call in fake.calls_to("setMyCommands")]
    assert sorted(str(code) for code in languages) == ["None", "es"]
