"""The resident confirms what was read off the rabies certificate (issue 16, item 3): Yes fills
the dates and skips their questions, Change asks them as before; in chat, on the web, in Spanish."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import PDF, PNG, dog, owner, talk, texts_of
from tests.certificate_set import sample
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, phone, submit, upload
from tests.standins.telegram import FakeTelegram
from tests.test_forms_license import to_rabies

CARD = sample("card", "phone", 0)  # a phone photo: vaccinated 2025-08-03, 3 years, tag R25699
INVOICE = sample("invoice", "phone", 5)  # rabies among other vaccines: 2025-07-13 to 2028-07-13


async def _record(services: Services) -> Record:
    async with services.db.session() as session:
        return (await session.execute(select(Record))).scalar_one()


def _photo(made: Any) -> tuple[str, Any]:
    return ("file", (made.data, made.content_type, "rabies.jpg"))


async def test_yes_in_chat_fills_the_dates_read_off_a_phone_photo(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(4101, first_name="Jane")
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    asked = await talk(user, [*before, _photo(CARD)])
    assert "We read the certificate: vaccinated August 3, 2025, valid until August 3, 2028." in (
        texts_of(asked)
    )
    assert "Tag R25699." in texts_of(asked) and "Dr. James Okafor." in texts_of(asked)
    after = await talk(user, [("tap", "read_right")])
    assert "rabies shot given" not in texts_of(after)  # no date typed
    await talk(user, [("tap", "none"), ("tap", "no"), ("tap", "counter"), ("tap", "nav:confirm")])
    record = await _record(services)
    assert record.answers["rabies_vaccinated_on"] == "2025-08-03"
    assert record.answers["rabies_expires_on"] == "2028-08-03"
    assert record.answers["rabies_read_right"] is True


async def test_change_in_chat_asks_the_dates_as_before(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(4102)
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    await talk(user, [*before, _photo(INVOICE)])
    asked = await talk(user, [("tap", "read_change")])
    assert "On what date was the rabies shot given?" in texts_of(asked)
    await talk(user, ["7/14/2025", "7/14/2028", ("tap", "none"), ("tap", "no")])
    summary = await talk(user, [("tap", "counter")])
    assert "July 14, 2025" in texts_of(summary)


async def test_a_certificate_that_cannot_be_read_asks_the_dates(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(4103)
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    asked = await talk(user, [*before, ("photo", PNG)])
    assert "On what date was the rabies shot given?" in texts_of(asked)


async def test_in_spanish_chat(services: Services, fake: FakeTelegram, bot: Any) -> None:
    user = fake.user(4104, language_code="es")
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    asked = await talk(user, [*before, _photo(CARD)])
    assert "Leímos el certificado: vacuna del 3 de agosto de 2025" in texts_of(asked)
    assert "¿Es correcto?" in texts_of(asked)
    # Issue 29, item 6: no English "Dr." (nor a guessed Dr./Dra.) before the vet's name.
    assert "Veterinario/a: James Okafor." in texts_of(asked) and "Dr." not in texts_of(asked)


async def test_yes_on_the_web_skips_the_date_questions(services: Services, web: str) -> None:
    async with phone() as page:
        await to_rabies(page, web)
        await upload(page, "rabies.jpg", CARD.data, CARD.content_type)
        text = await page.inner_text("main")
        assert "vaccinated August 3, 2025, valid until August 3, 2028" in text
        assert await axe_violations(page) == []
        await choose(page, "read_right")
        assert not await page.is_visible("text=On what date was the rabies shot given?")
        await choose(page, "none")
        await choose(page, "no")
        await choose(page, "counter")
        assert await page.is_visible("h1:has-text('Check your answers')")
        assert await page.is_visible("dd:has-text('August 3, 2028')")
        await submit(page, "#confirm")
    record = await _record(services)
    assert record.answers["rabies_expires_on"] == "2028-08-03"


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_reading_with_the_dates_alone_is_asked_about_without_tag_or_vet(language: str) -> None:
    """A certificate whose tag and veterinarian were not read with confidence: the question
    names the two dates (it once failed and fell back to 'Please answer: <label>')."""
    from datetime import date

    from doglicense.flows.pieces import Context
    from doglicense.law import load_town
    from doglicense.templates import QUESTIONS, macro
    from doglicense.templates.language import speaking

    read = {"rabies_vaccinated_on": "2025-01-27", "rabies_expires_on": "2028-01-27"}
    answers = {"rabies_certificate": {"id": 1, "read": read}}
    context = Context(today=date(2026, 12, 1), town=load_town("clay"))
    with speaking(language):
        asked = macro(QUESTIONS, "rabies_read_right", answers, context)
    assert "2028" in asked and "Dr." not in asked and ("Tag" not in asked or language == "es")


@pytest.mark.parametrize("today", ["2028-09-01 10:00", "2025-07-20 10:00"])
async def test_a_reading_that_makes_the_certificate_lapsed_or_future_is_not_proposed(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, today: str
) -> None:
    """Read right, but lapsed on 2028-09-01 or given after 2025-07-20: had the year been
    misread, proposing it would hide the mistake; the dates are asked as for a typed answer."""
    clock.set(today)
    user = fake.user(4104)
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    asked = await talk(user, [*before, _photo(CARD)])
    assert "We read the certificate" not in texts_of(asked)
    assert "On what date was the rabies shot given?" in texts_of(asked)


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_vet_read_last_name_first_is_named_as_a_person_is(language: str) -> None:
    """A form asks "VETERINARIAN (Last, First)": the resident reads "Dr. JONAH CASTELLANOS",
    never "Dr. CASTELLANOS, JONAH"."""
    from datetime import date

    from doglicense.flows.pieces import Context
    from doglicense.law import load_town
    from doglicense.templates import QUESTIONS, macro
    from doglicense.templates.language import speaking

    read = {
        "rabies_vaccinated_on": "2024-11-25",
        "rabies_expires_on": "2027-11-25",
        "veterinarian": "CASTELLANOS, JONAH",
    }
    answers = {"rabies_certificate": {"id": 1, "read": read}}
    context = Context(today=date(2026, 12, 4), town=load_town("clay"))
    with speaking(language):
        asked = macro(QUESTIONS, "rabies_read_right", answers, context)
    assert "JONAH CASTELLANOS." in asked and "CASTELLANOS, JONAH" not in asked
