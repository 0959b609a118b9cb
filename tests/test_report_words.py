"""Issue 32, item 12: a change of address asks for the new address beside the one on file, and
a move out of the Town says what becomes of the fee; a death report names the dog, gives a date
example, has no deadline line, and says in kind words that the license is closed and nothing is
owed: in the bot, on a 375 px phone and in the terminal, in English and Spanish."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from doglicense.runtime import Services
from tests.botchat import PDF, approve_in_console, licensed_dog, talk, texts_of
from tests.conftest import FakeClock
from tests.formkit import choose, phone, submit, type_answer
from tests.standins.telegram import FakeTelegram
from tests.test_forms_lost import license_on_the_web
from tests.test_forms_phone_width import assert_fits
from tests.test_terminal_resident import license_lines, run

WORDS = {
    "en": {
        "new_address": "The address on file is 4401 State Route 31, 13041. "
        "What is your new street address?",
        "fee": "The fee paid for it is not refunded, and a license does not move to another town",
        "death_date": "On what date did Rex die? For example: 3/15/2026",
        "example": "For example, 8 5 2025",
        "closes": "We are sorry about Rex. This report closes Rex's license, and nothing is owed.",
        "loss": "We are sorry for your loss. The license is closed, and nothing is owed.",
        "deadline": ("on time", "Report by", "On time"),
    },
    "es": {
        "new_address": "La dirección registrada es 4401 State Route 31, 13041. "
        "¿Cuál es su nueva dirección?",
        "fee": "La tarifa pagada no se reembolsa, y una licencia no pasa a otro municipio",
        "death_date": "¿En qué fecha murió Rex? Por ejemplo: 15/3/2026",
        "example": "Por ejemplo, 8 5 2025",
        "closes": "Sentimos mucho lo de Rex. Este aviso cierra la licencia de Rex, y no se debe "
        "nada.",
        "loss": "Sentimos mucho su pérdida. La licencia queda cerrada, y no se debe nada.",
        "deadline": ("a tiempo", "Avise antes", "A tiempo"),
    },
}


def no_deadline(text: str, language: str) -> None:
    for words in WORDS[language]["deadline"]:
        assert words not in text, text


@pytest.mark.parametrize("language", ["en", "es"])
async def test_in_the_bot_a_move_away_and_a_death_say_where_they_stand(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, language: str
) -> None:
    owner = fake.user(5431, language_code=language)
    await licensed_dog(owner, services, rabies_expires="6/1/2028")
    words = WORDS[language]
    clock.set("2026-03-20 10:00")
    asked = texts_of(await talk(owner, ["/moved", ("tap", "dog:000001")]))
    assert words["new_address"] in asked, asked
    summary = texts_of(await talk(owner, ["350 Fifth Avenue", "10118", "2026-03-15"]))
    assert words["fee"] in summary, summary
    receipt = texts_of(await talk(owner, [("tap", "nav:confirm")]))
    assert words["fee"] in receipt, receipt
    # A second owner's dog dies: licensed the same way, so its address is still the Town's.
    other = fake.user(5432, language_code=language)
    await licensed_dog(other, services, rabies_expires="6/1/2028")  # Rex, tag 000002
    asked = texts_of(await talk(other, ["/died", ("tap", "dog:000002")]))
    assert words["death_date"] in asked, asked
    summary = texts_of(await talk(other, ["2026-03-15"]))
    assert words["closes"] in summary, summary
    no_deadline(summary, language)
    receipt = texts_of(await talk(other, [("tap", "nav:confirm")]))
    assert words["loss"] in receipt, receipt
    no_deadline(receipt, language)


@pytest.mark.parametrize("language", ["en", "es"])
async def test_on_a_phone_a_death_report_is_kind_and_fits(
    services: Services, web: str, clock: FakeClock, language: str
) -> None:
    words = WORDS[language]
    async with phone(locale="es-ES" if language == "es" else "en-US", width=375) as page:
        await license_on_the_web(page, web)
        await approve_in_console(services)
        clock.set("2026-03-20 10:00")
        await page.goto(f"{web}/forms/death")
        await choose(page, "dog:000001")
        asked = await page.inner_text("main")
        assert words["death_date"].split("?")[0] in asked and words["example"] in asked, asked
        await type_answer(page, "3/15/2026")  # the Month, Day and Year boxes, in that order
        main = await page.inner_text("main")
        assert words["closes"] in main, main
        assert words["closes"] in await page.inner_text("#death-closes")
        no_deadline(await page.inner_text("main"), language)
        await assert_fits(page, 375)
        await submit(page, "#confirm")
        assert words["loss"] in await page.inner_text("#death-closes")
        no_deadline(await page.inner_text("main"), language)
        await assert_fits(page, 375)


@pytest.mark.parametrize("language", ["en", "es"])
async def test_in_the_terminal_a_move_away_asks_the_new_address_and_says_what_of_the_fee(
    services: Services, clock: FakeClock, tmp_path: Path, language: str
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    lines[lines.index("6/1/2025")] = "2025-06-01"  # year first: one reading in either language
    lines[lines.index("6/1/2028")] = "2028-06-01"
    await run(services, f"/language {language}", *lines)
    await approve_in_console(services)
    clock.set("2026-03-20 10:00")
    words = WORDS[language]
    text = await run(services, "/moved", "1", "350 Fifth Avenue", "10118", "2026-03-15", "1")
    assert words["new_address"] in text, text
    summary, receipt = text.split(words["fee"], 1)[1], text.rsplit(words["fee"], 1)[1]
    assert summary != receipt  # said in the summary, and again on the receipt
