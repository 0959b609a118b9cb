"""Issue 32, item 11: a replacement tag's first page names the dog and the $3.00 fee; the
confirmation, the e-mail and "My dogs" say how the tag reaches the resident, and an approval
says the one way the town's profile sets (mailed, or picked up at the office), not both."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import PDF, approve_in_console, licensed_dog, talk, texts_of
from tests.clerkkit import confirmed, csrf_of, make_staff, pay_at_counter, served, signed_in
from tests.conftest import FakeClock
from tests.formkit import choose, phone, submit
from tests.mailkit import one_with_subject, sent_mail
from tests.standins.telegram import FakeTelegram
from tests.test_email_kinds import parts_of
from tests.test_forms_lost import license_on_the_web
from tests.test_forms_phone_width import assert_fits
from tests.test_found_relay import unread_until
from tests.test_terminal_resident import license_lines, run

WORDS = {
    "en": {
        "first": "A new tag for Rex (tag 000001) costs $3.00. It keeps the same number.",
        "will_mail": "Once the Town Clerk has recorded it, the new tag is mailed to you.",
        "mailed": "Your tag is being mailed to you.",
        "will_pick_up": "Once the Town Clerk has recorded it, please pick up the new tag at",
        "pick_up": "Your tag is ready: please pick it up at the Town Clerk's office",
        "both": "or pick it up",
    },
    "es": {
        "first": "Una placa nueva para Rex (placa 000001) cuesta $3.00. Conserva el mismo número.",
        "will_mail": "le enviaremos la placa nueva por correo.",
        "mailed": "Le enviamos la placa por correo.",
        "will_pick_up": "recoja la placa nueva en su oficina",
        "pick_up": "Su placa está lista: recójala en la oficina",
        "both": "o puede recogerla",
    },
}


async def record_the_tag(services: Services) -> None:
    """The clerk takes the $3.00 at the counter and records the request, in the console."""
    await make_staff(services, "recorder", Role.CLERK)
    async with services.db.session() as session:
        tag = (await session.scalars(select(Record).where(Record.kind == "tag"))).one()
    async with served(services) as url, signed_in(url, "recorder") as clerk:
        await pay_at_counter(clerk, tag)
        path = f"/clerk/records/{tag.id}"
        page = (await clerk.get(path)).text
        done = await confirmed(
            clerk, await clerk.post(f"{path}/record", data={"csrf_token": csrf_of(page)})
        )
        assert done.status_code == 303, done.text


@pytest.mark.parametrize("language", ["en", "es"])
async def test_in_the_bot_the_tag_is_named_priced_and_mailed(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, language: str
) -> None:
    owner = fake.user(5421, language_code=language)
    await licensed_dog(owner, services, rabies_expires="6/1/2028")
    words = WORDS[language]
    assert await send_pending(services, bot.bot) >= 1
    approved = texts_of(await unread_until(owner, words["mailed"]))
    assert words["both"] not in approved and words["pick_up"] not in approved
    first = texts_of(await talk(owner, ["/tag"]))
    assert words["first"] in first, first
    confirmation = texts_of(
        await talk(owner, [("tap", "dog:000001"), ("tap", "counter"), ("tap", "nav:confirm")])
    )
    assert words["will_mail"] in confirmation, confirmation
    await record_the_tag(services)
    assert await send_pending(services, bot.bot) >= 1
    recorded = texts_of(await unread_until(owner, words["mailed"]))
    assert words["pick_up"] not in recorded


@pytest.mark.parametrize("language", ["en", "es"])
async def test_on_a_phone_a_town_that_hands_tags_out_says_so_and_only_so(
    services: Services, web: str, clock: FakeClock, language: str
) -> None:
    """A town profile with tags_mailed = false: the approval e-mail says to pick the tag up."""
    services.town = replace(services.town, policy=replace(services.town.policy, tags_mailed=False))
    words = WORDS[language]
    async with phone(locale="es-ES" if language == "es" else "en-US", width=375) as page:
        await license_on_the_web(page, web)
        await approve_in_console(services)
        await page.goto(f"{web}/forms/tag")
        assert words["first"] in await page.inner_text("main")
        await assert_fits(page, 375)
        await choose(page, "dog:000001")
        await choose(page, "counter")
        await submit(page, "#confirm")
        assert words["will_pick_up"] in await page.inner_text("#tag-delivery")
        await assert_fits(page, 375)
        await page.goto(f"{web}/forms/mine")
        assert words["will_pick_up"] in await page.inner_text(".tag-delivery")
        await assert_fits(page, 375)
        await record_the_tag(services)
        await page.goto(f"{web}/forms/mine")
        assert words["pick_up"] in await page.inner_text(".tag-delivery")
    mails = await sent_mail(services)
    approval, _ = parts_of(one_with_subject(mails, "Rex"))
    received = [parts_of(m)[0] for m in mails if words["will_pick_up"] in parts_of(m)[0]]
    assert received, [parts_of(m)[0] for m in mails]
    assert words["pick_up"] in approval and words["both"] not in approval, approval
    assert words["mailed"] not in approval


async def test_in_the_spanish_terminal_the_tag_is_named_priced_and_mailed(
    services: Services, clock: FakeClock, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = license_lines(certificate)
    lines[lines.index("6/1/2025")] = "2025-06-01"  # year first: one reading in Spanish
    lines[lines.index("6/1/2028")] = "2028-06-01"
    await run(services, "/language es", *lines)
    await approve_in_console(services)
    words = WORDS["es"]
    text = await run(services, "/tag", "1", "1", "1")
    assert words["mailed"] in text and words["both"] not in text  # the approval, shown once
    asked = text.split(words["first"], 1)
    assert len(asked) == 2, text
    assert words["will_mail"] in asked[1], text
