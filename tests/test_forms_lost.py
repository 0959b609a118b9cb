"""Reports on the web form, on a phone: a lost dog reaches the officers; a finder leaves a phone."""

from __future__ import annotations

from datetime import date

import pytest
from playwright.async_api import Page
from sqlalchemy import select

from doglicense.flows import engine, found
from doglicense.flows.pieces import Ask, Context, DraftState, Input
from doglicense.law import load_town
from doglicense.runtime import Services
from doglicense.storage.models import Dog, Record
from tests.botchat import approve_queue
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, phone, submit, type_answer, upload
from tests.pdfkit import CERTIFICATE


async def accessible(page: Page) -> None:
    assert await axe_violations(page) == []


async def license_on_the_web(page: Page, web: str) -> None:
    """A license with a vet's exemption, paid at the counter: no card, no stand-in Stripe."""
    await page.goto(f"{web}/forms/license")
    await type_answer(page, "Jane Smith")
    await choose(page, "yes")
    for text in [
        "4401 State Route 31",
        "13041",
        "315-555-0100",
        "jane@example.org",
        "Rex",
        "Beagle",
        "brown",
    ]:
        await type_answer(page, text)
    await choose(page, "female")
    await type_answer(page, "3 years")
    await choose(page, "no")
    await choose(page, "vet_exemption")
    await upload(page, "vet.pdf", CERTIFICATE, "application/pdf")
    await type_answer(page, "3/1/2026")
    await choose(page, "none")
    await choose(page, "no")
    await choose(page, "counter")
    await submit(page, "#confirm")
    assert "/forms/done/L-" in page.url


async def test_a_lost_dog_reported_on_the_web_reaches_the_officers(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with phone() as page:
        await license_on_the_web(page, web)
        [issued] = await approve_queue(services)
        clock.set("2026-03-20 09:00")
        await page.goto(f"{web}/forms/lost")
        assert await page.is_visible("text=Which dog is missing?")
        await accessible(page)
        await choose(page, "dog:000001")
        await choose(page, "stolen")
        await type_answer(page, "3/19/2026")
        await type_answer(page, "Behind the library on Route 31")
        await accessible(page)  # the photo page: a file, words, or Skip
        await submit(page, "button[name=choice][value=skip]")
        assert await page.is_visible("text=Report by March 29, 2026: on time")
        assert await page.is_visible("dd:has-text('Nothing sent')")  # not "Skip" (issue 32, 5)
        await accessible(page)
        await submit(page, "#confirm")
        assert "/forms/done/" in page.url
        reference = await page.inner_text(".reference")
        await accessible(page)
    async with services.db.session() as session:
        record = (await session.execute(select(Record).where(Record.kind == "lost"))).scalar_one()
        dog = (await session.execute(select(Dog).where(Dog.id == issued.dog_id))).scalar_one()
    assert record.reference == reference
    assert (record.queue, record.status, record.channel) == ("officer", "in_queue", "web")
    assert record.answers["lost_or_stolen"] == "stolen"
    assert dog.status == "lost"


async def test_a_finder_on_the_web_types_a_phone_or_chooses_to_hear_back_by_e_mail(
    services: Services, web: str
) -> None:
    """No chat on the web: a phone number, or (issue 29, item 5) the relay by e-mail."""
    async with phone() as page:
        await page.goto(f"{web}/forms/found")
        await type_answer(page, "000123")
        await type_answer(page, "In my yard on Route 31")
        await type_answer(page, "She is safe and fed")
        assert await page.is_visible("text=How can the owner reach you? Type a phone number")
        assert await page.locator("input[name=choice]").count() == 1
        assert await page.is_visible("text=Hear back by e-mail, through the Town")
        assert await page.get_attribute("#answer", "type") == "tel"
        assert await page.inner_text("label[for=answer]") == "Or type a phone number"
        await accessible(page)
        await type_answer(page, "315-555-0199")
        await type_answer(page, "finder@example.org")  # how a web finder hears back
        await submit(page, "#confirm")
        assert "/forms/done/" in page.url
    async with services.db.session() as session:
        record = (await session.execute(select(Record).where(Record.kind == "found"))).scalar_one()
    assert record.answers["finder_contact"] == "(315) 555-0199"
    assert record.channel == "web"


@pytest.mark.parametrize(
    ("channel", "tag", "offered"),
    [("telegram", "000123", ("chat",)), ("web", "000123", ("chat",)), ("web", "no_tag", ())],
)
def test_the_found_flow_offers_the_relay_except_to_a_web_finder_of_an_untagged_dog(
    channel: str, tag: str, offered: tuple[str]
) -> None:
    """In chat, or by e-mail on the web for a tagged dog; an untagged dog is the officers',
    who call the finder back."""
    context = Context(today=date(2026, 3, 10), town=load_town(), channel=channel)
    answers = {"found_tag": tag, "found_where": "yard", "found_message": "safe"}
    if tag == "no_tag":
        answers |= {
            "found_breed": "beagle",
            "found_colour": "brown",
            "found_sex": "female",
            "found_description": "small",
            "found_place": "Route 31",
        }
        del answers["found_message"]
    ask = engine.current(found.FLOW, DraftState(answers=dict(answers)), context)
    assert isinstance(ask, Ask) and ask.key == "finder_contact"
    assert tuple(c.key for c in ask.choices) == offered
    state = DraftState(answers=dict(answers))
    taken = engine.advance(found.FLOW, state, Input.of_choice("chat"), context)
    if not offered:  # a forged "chat" choice is refused: a phone is typed
        assert isinstance(taken, Ask) and taken.refusal is not None
        assert "finder_contact" not in state.answers
    else:
        assert state.answers["finder_contact"] == "chat"
