"""A change of owner in the Town (R15, R18), from a dog licensed through the flow and approved in
the console: the old owner's code or the new owner's e-mail, the new owner's license on the web,
in the bot and in the terminal, the same dog and tag, and the old owner left nothing to renew."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from doglicense.mail.compose import written
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Dog, Record, Resident
from doglicense.storage.office_models import OutboxMessage
from tests.botchat import PDF, approve_in_console, licensed_dog, talk, texts_of
from tests.clerkkit import make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.paytools import serving
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps
from tests.test_terminal_resident import run
from tests.webwalk import WebResident, browser, license_to_done

CODE = re.compile(r"\b(000001-[A-Z2-9]{5}-[A-Z2-9]{5})\b")
BEN_OWNER = ["Ben Ortiz", ("tap", "yes"), "7 Maple Drive", "13041", "315-555-0111"]


def code_in(text: str) -> str:
    found = CODE.search(text)
    assert found is not None, text
    return found[1]


async def given_on_in_chat(user: Any, *, email_choice: Any = ("tap", "no_email")) -> str:
    """The owner of record reports Rex given to Ben, in the Town: the code of the next message."""
    await talk(
        user,
        ["/newowner", ("tap", "dog:000001"), "Ben Ortiz", "315-555-0111", "3/18/2026"],
    )
    asked = await talk(user, [("tap", "yes")])
    assert "new owner's e-mail address" in texts_of(asked)
    await talk(user, [email_choice])
    receipt = await talk(user, [("tap", "nav:confirm")])
    assert "give them the code in the next message" in texts_of(receipt)
    invite = await user.reply(timeout=10)
    assert "/forms/transfer" in texts_of(invite) and "/transfer" in texts_of(invite)
    return code_in(texts_of(invite))


async def one_dog(services: Services) -> Dog:
    async with services.db.session() as session:
        assert await session.scalar(select(func.count()).select_from(Dog)) == 1
        return (await session.execute(select(Dog))).scalar_one()


async def resident_named(services: Services, name: str) -> Resident:
    async with services.db.session() as session:
        query = select(Resident).where(Resident.full_name == name)
        return (await session.execute(query)).scalar_one()


async def test_a_new_owner_in_the_chat_continues_the_tag_and_the_old_owner_has_nothing_to_renew(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    ann, ben = fake.user(6101), fake.user(6102)
    first = await licensed_dog(ann, services, rabies_expires="6/1/2028")
    clock.set("2026-03-20 10:00")
    code = await given_on_in_chat(ann)
    refused = await talk(ann, ["/renew"])
    assert "dog:000001" not in str(refused)
    typed = await talk(ann, ["000001"])
    assert "went to a new owner" in texts_of(typed) and "nothing to renew" in texts_of(typed)
    await talk(ann, ["/cancel"])
    assert "no longer valid" in texts_of(await talk(ann, [f"/transfer {code}"]))  # not Ann's
    wrong = code[:-1] + ("A" if code[-1] != "A" else "B")
    assert "no longer valid" in texts_of(await talk(ben, [f"/transfer {wrong}"]))
    asked = await talk(ben, [f"/transfer {code.lower().replace('-', ' ')}"])
    assert "What is your full name?" in texts_of(asked)  # Ben is asked only what he knows
    await talk(ben, license_steps(owner_steps=BEN_OWNER, dog_steps=[]))
    [licence] = await approve_in_console(services, ("license",))
    dog = await one_dog(services)
    ben_row = await resident_named(services, "Ben Ortiz")
    assert licence.tag_number == first.tag_number == dog.tag_number == "000001"
    assert licence.dog_id == first.dog_id == dog.id
    assert (dog.owner_id, dog.status) == (ben_row.id, "active")
    assert ben_row.address is not None and "7 Maple Drive" in ben_row.address
    status = texts_of(await talk(ann, ["/status"]))
    assert "Rex – tag 000001 – given to a new owner" in status and "license ends" not in status
    renew = await talk(ann, ["/renew", "000001"])
    assert "went to a new owner" in texts_of(renew)
    assert "no longer valid" in texts_of(await talk(fake.user(6103), [f"/transfer {code}"]))
    async with services.db.session() as session:
        report = (
            await session.execute(select(Record).where(Record.kind == "ownership"))
        ).scalar_one()
        new_license = await session.get(Record, licence.record_id)
    assert new_license is not None and new_license.answers["transfer_from"] == report.reference
    await make_staff(services, "reader", Role.CLERK)
    async with served(services) as url, signed_in(url, "reader") as client:
        page = (await client.get(f"/clerk/records/{new_license.id}")).text
        assert f'href="/clerk/records/{report.id}" class="transfer-link"' in page
        assert "certificate in the old owner" in page
        back = (await client.get(f"/clerk/records/{report.id}")).text
        assert f'href="/clerk/records/{new_license.id}" class="transfer-link"' in back
        register = (await client.get("/clerk/dogs")).text
        assert register.count("000001") == 1, register


async def test_a_new_owner_in_the_terminal_completes_it_in_spanish(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    ann = fake.user(6111)
    await licensed_dog(ann, services, rabies_expires="6/1/2028")
    clock.set("2026-03-20 10:00")
    code = await given_on_in_chat(ann)
    said = await run(services, "/language es", "/transfer", f"/transfer {code}")
    taken = said.rsplit("Envíe /transfer", 1)[-1]  # after the answer to a bare /transfer
    assert "/transfer seguido del código" in said and "no es válido" not in said
    assert "¿Cuál es su nombre completo?" in taken
    lines = ["Ben Ortiz", "1", "7 Maple Drive", "13041", "315-555-0111", "2", "1"]
    lines += [f"file:{certificate}", "2025-06-01", "2028-06-01", "1", "2", "1", "1"]
    done = await run(services, *lines)
    assert "Referencia" in done, done
    [licence] = await approve_in_console(services, ("license",))
    dog = await one_dog(services)
    assert (licence.tag_number, licence.dog_id, dog.status) == ("000001", dog.id, "active")
    async with services.db.session() as session:
        ben = await session.get(Resident, dog.owner_id)
    assert ben is not None and ben.web_key == "terminal" and ben.full_name == "Ben Ortiz"
    assert "7 Maple Drive" in (ben.address or "")


async def web_report_given_on(resident: WebResident, email: str) -> str:
    """On "My dogs", Report a new owner for Rex: in the Town, with the new owner's e-mail."""
    await resident.open("/forms/mine")
    await resident.open("/forms/ownership?tag=000001")
    await resident.answer("ownership", "Ben Ortiz")
    await resident.answer("ownership", "315-555-0111")
    await resident.answer("ownership", "3/18/2026")
    await resident.choose("ownership", "yes")
    assert "new owner's e-mail address" in resident.text
    await resident.answer("ownership", email)
    assert "you can no longer renew it" in resident.text
    await resident.choose("ownership", "nav:confirm")
    assert "/forms/done/O-" in resident.url, resident.text
    return code_in(resident.text)


async def test_a_new_owner_on_the_web_follows_the_e_mail_and_the_old_owner_sees_it_gone(
    services: Services, clock: FakeClock
) -> None:
    async with serving(services) as web, browser(web) as ann:
        services.settings.public_base_url = web
        await license_to_done(ann, email="ann@example.org")
        await approve_in_console(services)
        clock.set("2026-03-20 10:00")
        code = await web_report_given_on(ann, "ben@example.org")
        assert "We have e-mailed the code and the link to ben@example.org" in ann.text
        await ann.open("/forms/mine")
        assert "given to a new owner on March 18, 2026" in ann.text
        assert "/forms/renewal?tag=000001" not in ann.html
        refused = await ann.open("/forms/renewal?tag=000001")
        assert "went to a new owner" in ann.text, refused.status_code
        async with services.db.session() as session:
            message = (
                await session.execute(
                    select(OutboxMessage).where(OutboxMessage.template == "transfer_invite")
                )
            ).scalar_one()
            assert (message.channel, message.context["to"]) == ("email", "ben@example.org")
        mail = written(message, message.resident_id, services.settings, services.town)
        assert code in mail.text and "See your dogs" not in mail.text  # none of Ann's links
        link = re.search(r"(http\S+/forms/transfer/\S+)", mail.text)
        assert link is not None, mail.text
        async with browser(web, "es") as ben:
            await ben.open(link[1].removeprefix(web))
            assert code in ben.html and "Licenciar un perro que le dieron" in ben.text
            await ben.post("/forms/transfer", {"code": code})
            assert ben.url.endswith("/forms/license"), ben.text
            assert "nombre completo" in ben.text
            await ben.answer("license", "Ben Ortiz")
            await ben.choose("license", "yes")
            for text in ("7 Maple Drive", "13041", "315-555-0111", "ben@example.org"):
                await ben.answer("license", text)
            await ben.choose("license", "no")  # not spayed: the dog's facts came with the code
            await ben.choose("license", "vet_exemption")
            await ben.send_file("license", "vet.pdf")
            await ben.answer("license", "3/1/2026")
            await ben.choose("license", "none")
            await ben.choose("license", "no")
            await ben.choose("license", "counter")
            await ben.choose("license", "nav:confirm")
            assert "/forms/done/L-" in ben.url, ben.text
        [licence] = await approve_in_console(services, ("license",))
        assert licence.tag_number == "000001"
        dog = await one_dog(services)
        assert dog.owner_id == (await resident_named(services, "Ben Ortiz")).id
        await ann.open("/forms/mine")  # Luna is Ben's now: listed for Ann as given on
        assert "Luna – tag 000001: given to a new owner on March 18, 2026" in ann.text
        assert "/forms/renewal?tag=000001" not in ann.html and "/forms/licence/" not in ann.html
        async with browser(web) as again:
            await again.open(link[1].removeprefix(web))
            await again.post("/forms/transfer", {"code": code})
            assert "That code is not valid" in again.text  # used: the dog changed hands


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_old_owner_s_page_after_the_transfer_offers_nothing_to_print(
    services: Services, clock: FakeClock, language: str
) -> None:
    async with serving(services) as web:
        services.settings.public_base_url = web
        async with browser(web, language) as ann:
            reference = await license_to_done(ann, email="ann@example.org")
            await approve_in_console(services)
            await ann.open("/forms/mine")
            assert f"/forms/licence/{reference}" in ann.html
            clock.set("2026-03-20 10:00")
            await ann.open("/forms/ownership?tag=000001")
            for text in ("Ben Ortiz", "315-555-0111", "3/18/2026"):
                await ann.answer("ownership", text)
            await ann.choose("ownership", "yes")
            await ann.choose("ownership", "no_email")
            await ann.choose("ownership", "nav:confirm")
            code = code_in(ann.text)
            await ann.open("/forms/mine")
            assert f"/forms/licence/{reference}" not in ann.html
            gone = "given to a new owner" if language == "en" else "entregado a un nuevo dueño"
            assert gone in ann.text
            printed = await ann.open(f"/forms/licence/{reference}")
            assert printed.status_code == 404
            assert code.startswith("000001-")
