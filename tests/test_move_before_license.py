"""A move dated before the dog's license was issued is asked about again, kindly: kept when
right, typed again when not; in the bot, the terminal and the web, in English and Spanish
(issue 32, item 2)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from doglicense.runtime import Services
from tests.botchat import PDF, approve_in_console, button_data, talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import licensed, record_of
from tests.test_terminal_resident import license_lines, run
from tests.webwalk import browser, license_to_done

ASKED = {
    "en": "You gave March 5, 2026 as the day of the move, but Rex's license was issued after that, "
    "on March 10, 2026",
    "es": "Nos indicó el 5 de marzo de 2026 como día de la mudanza, pero la licencia de Rex se "
    "emitió después, el 10 de marzo de 2026",
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_bot_asks_again_and_takes_a_new_date_or_keeps_the_first(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, language: str
) -> None:
    user = fake.user(5201)
    await licensed(user, services, clock)
    if language == "es":
        await talk(user, ["/language es"])
    moved = "2026-03-05"  # year first: one reading in both languages
    asked = await talk(user, ["/moved", ("tap", "dog:000001"), "12 Elm Street", "13041", moved])
    assert ASKED[language] in texts_of(asked)
    assert {"c:move_kept", "c:move_change"} <= set(button_data(asked))
    again = await talk(user, [("tap", "move_change")])
    assert "2026" in texts_of(again) and ASKED[language] not in texts_of(again)  # the date again
    summary = await talk(user, ["2026-03-15"])
    assert ASKED[language] not in texts_of(summary) and "c:move_kept" not in button_data(summary)
    await talk(user, [("tap", "change:move_date"), moved, ("tap", "move_kept")])
    await talk(user, [("tap", "nav:confirm")])
    record = await record_of(services, "address")
    assert record.answers["move_date"] == moved and record.answers["move_date_checked"] is True


async def test_a_move_after_the_license_is_not_asked_about(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5202)
    await licensed(user, services, clock)
    summary = await talk(user, ["/moved", "000001", "12 Elm Street", "13041", "2026-03-12"])
    assert "c:move_kept" not in button_data(summary) and "c:nav:confirm" in button_data(summary)


async def test_the_terminal_asks_again_with_numbered_choices(
    services: Services, clock: FakeClock, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    await run(services, *license_lines(certificate))
    await approve_in_console(services)
    clock.set("2026-03-20 10:00")
    said = await run(services, "/moved", "1", "12 Elm Street", "13041", "2026-03-05", "2")
    assert ASKED["en"] in said and "Yes, we moved on March 5, 2026" in said
    assert said.count("On what date did you move?") == 2  # asked again after "change"


async def test_the_web_form_asks_again_in_spanish(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with browser(web, "es") as resident:
        await license_to_done(resident)
        await approve_in_console(services)
        clock.set("2026-03-20 10:00")
        await resident.open("/forms/address?tag=000001")
        await resident.answer("address", "12 Elm Street")
        await resident.answer("address", "13041")
        await resident.answer("address", "3/5/2026")
        assert ASKED["es"].replace("Rex", "Luna") in resident.text
        assert "Sí, nos mudamos el 5 de marzo de 2026" in resident.text
        await resident.choose("address", "move_kept")
        assert 'value="nav:confirm"' in resident.html or "Confirmar" in resident.text
