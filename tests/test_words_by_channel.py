"""Issue 29, item 6: each channel's own words (no "Tap it" on the web or in the terminal, no
"Dr." in Spanish), and a birth year typed alone asks for the month on every channel."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Dog
from tests.botchat import PDF, approve_in_console, dog, open_draft_answers, owner, talk, texts_of
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, tab, type_answer
from tests.standins.telegram import FakeTelegram
from tests.test_terminal_resident import license_lines, run
from tests.webwalk import browser, license_to_done, to_dog_birth


async def test_a_birth_year_alone_asks_the_month_in_chat(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(2901)
    asked = await talk(user, [*owner(), *dog(birth="2019")])
    assert "In which month of 2019 was Rex born?" in texts_of(asked)
    assert "couldn't read" not in texts_of(asked)
    spayed = await talk(user, ["May"])
    assert "Is Rex spayed?" in texts_of(spayed)
    answers = await open_draft_answers(services)
    assert answers["dog_birth"] == {"date": "2019-05-01", "estimated": True, "year": 2019}


async def test_a_birth_year_alone_on_the_web_in_spanish_and_the_dog_question_s_words(
    services: Services, web: str
) -> None:
    async with browser(web, "es") as resident:
        await to_dog_birth(resident)
        await resident.answer("license", "2019")
        assert "¿En qué mes de 2019 nació Luna?" in resident.text
        assert "Error" not in resident.text
        await resident.answer("license", "no sé")
        assert "¿Luna está esterilizada?" in resident.text, resident.text[:600]
    answers = await open_draft_answers(services)
    assert answers["dog_birth"] == {"date": "2019-07-01", "estimated": True, "year": 2019}
    async with browser(web) as resident:
        await license_to_done(resident)
        await approve_in_console(services)
        await resident.open("/forms/renewal")
        assert "Which dog are you renewing? Choose it, or type its tag number." in resident.text
        assert "Tap" not in resident.text
    async with browser(web, "es") as resident:
        await license_to_done(resident, email="ana@example.org")
        await approve_in_console(services)
        await resident.open("/forms/lost")
        assert "¿Qué perro falta? Elíjalo, o escriba su número de placa." in resident.text
        assert "Tóquelo" not in resident.text


async def test_the_terminal_asks_the_month_and_picks_a_dog_by_its_number(
    services: Services, clock: FakeClock, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    born = lines.index("3 years")
    asked = await run(services, *lines[:born], "2019", "mayo", "/cancel")
    assert "In which month of 2019 was Rex born?" in asked
    assert "Is Rex neutered?" in asked
    await run(services, *lines)
    await approve_in_console(services)
    clock.set("2027-03-15 10:00")
    text = await run(services, "/renew")
    assert "Which dog are you renewing? Type its number in the list, or its tag number." in text
    assert "Tap it" not in text
    async with services.db.session() as session:
        assert (await session.scalars(select(Dog.birth_date))).one() is not None


async def test_the_month_question_on_a_375_px_phone_in_spanish(
    services: Services, web: str
) -> None:
    """The web's month question as a resident sees it: it fits, axe finds nothing, and the
    summary says the month in Spanish."""
    small = {"width": 375, "height": 812}
    async with tab(viewport=small, locale="es-US", is_mobile=True) as page:
        await page.goto(f"{web}/forms/license")
        await type_answer(page, "Juana Pérez")
        await choose(page, "yes")
        for text in ["4401 State Route 31", "13041", "315-555-0100", "juana@example.org"]:
            await type_answer(page, text)
        for text in ["Rex", "Beagle", "marrón"]:
            await type_answer(page, text)
        await choose(page, "male")
        await type_answer(page, "2019")
        assert "¿En qué mes de 2019 nació Rex?" in await page.inner_text("h1")
        assert await page.locator(".error-message").count() == 0
        assert await page.evaluate("document.documentElement.scrollWidth") == 375
        assert await axe_violations(page) == []
        await type_answer(page, "mayo")
        assert "¿Rex está esterilizado?" in await page.inner_text("h1")
    answers = await open_draft_answers(services)
    assert answers["dog_birth_month"] == {"date": "2019-05-01", "estimated": True, "month": 5}
