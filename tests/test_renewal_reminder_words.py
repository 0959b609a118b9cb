"""Issue 32, item 8: a renewal reminder gives the fee for that dog in its parts and the last day,
in the bot, by e-mail and in the terminal; the e-mail offers the Telegram chat, with its link,
only where a bot is configured."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr
from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.chores import remind
from doglicense.mail.compose import written
from doglicense.runtime import Services
from doglicense.storage.office_models import OutboxMessage
from doglicense.templates.language import speaking
from tests.botchat import PDF, approve_in_console, licensed_dog, texts_of
from tests.conftest import FakeClock
from tests.notifykit import stand_on
from tests.standins.telegram import FakeTelegram
from tests.test_found_relay import unread_until
from tests.test_terminal_resident import license_lines, run

WORDS = {
    "en": {
        "last_day": "Renew by March 31, 2027 at the latest.",
        "fee": "The fee for Rex: {} ({} license fee and {} New York State surcharge).",
        "renew": "🔁 Renew now",
        "chat": "Or renew it in our Telegram chat",
    },
    "es": {
        "last_day": "Renuévela a más tardar el 31 de marzo de 2027.",
        "fee": "La tarifa para Rex: {} ({} de licencia y {} de recargo del Estado de Nueva York).",
        "renew": "🔁 Renovar ahora",
        "chat": "O renuévela en nuestro chat de Telegram",
    },
}


SPAYED = ("$5.00", "$4.00", "$1.00")  # the bot's Rex
NOT_SPAYED = ("$15.00", "$12.00", "$3.00")  # the terminal's


async def reminder(services: Services) -> OutboxMessage:
    async with services.db.session() as session:
        query = select(OutboxMessage).where(OutboxMessage.template == "renewal_reminder")
        return (await session.scalars(query)).one()


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_reminder_gives_the_fee_for_that_dog_and_the_last_day(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, language: str
) -> None:
    owner = fake.user(5411, language_code=language)
    await licensed_dog(owner, services, rabies_expires="6/1/2028")  # not spayed, ends 2027-03-31
    stand_on(clock, date(2027, 3, 1))
    assert (await remind(services))["before_30"] == 1
    assert await send_pending(services, bot.bot) >= 1
    words = WORDS[language]
    told = texts_of(await unread_until(owner, words["last_day"]))
    assert words["fee"].format(*SPAYED) in told, told
    # The same reminder as an e-mail: the Telegram chat only where a bot is configured.
    message, settings = await reminder(services), services.settings
    settings.telegram_bot_username = "ClayDogsBot"
    with speaking(language):
        mail = written(message, message.resident_id, settings, services.town)
    assert words["last_day"] in mail.text and words["fee"].format(*SPAYED) in mail.text, mail.text
    assert f"{words['chat']}:\nhttps://t.me/ClayDogsBot" in mail.text
    assert 'href="https://t.me/ClayDogsBot"' in mail.html
    settings.telegram_bot_token = None
    with speaking(language):
        mail = written(message, message.resident_id, settings, services.town)
    assert "Telegram" not in mail.text and "t.me" not in mail.html
    settings.telegram_bot_token = SecretStr("restored")  # the bot fixture stops it afterwards


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_terminal_resident_reads_the_reminder_and_renews_from_it(
    services: Services, clock: FakeClock, tmp_path: Path, language: str
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    lines[lines.index("6/1/2025")] = "2025-06-01"  # year first: one reading in either language
    lines[lines.index("6/1/2028")] = "2028-06-01"
    await run(services, f"/language {language}", *lines)
    await approve_in_console(services)
    await run(services, "/status")  # the receipt and the approval, read
    stand_on(clock, date(2027, 3, 1))
    assert (await remind(services))["before_30"] == 1
    words = WORDS[language]
    started = await run(services, "1")
    told = started.split(words["last_day"], 1)[1]
    assert words["fee"].format(*NOT_SPAYED) in told and f"1. {words['renew']}" in told, started
    renewing = started.rsplit(f"1. {words['renew']}", 1)[1]
    assert "Jane Smith\n4401 State Route 31, 13041" in renewing  # the renewal of Rex, begun
