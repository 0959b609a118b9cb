"""The tag look-up's one statement (storage/tags.py), on SQLite and PostgreSQL: the dog holding
a tag, no dog for a tag never issued, a tag kept by its dog for good (never reused, R15), and the
officer's search in the console going straight to the dog that holds the tag typed."""

from __future__ import annotations

from typing import Any

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.repositories import records_of, resident_by_telegram
from doglicense.storage.tags import DogOnTag, dog_on_tag
from tests.botchat import approve_queue, dog, owner, talk
from tests.clerkkit import make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps


async def look_up(services: Services, tag: str) -> DogOnTag | None:
    async with services.db.reading() as connection:
        return await dog_on_tag(connection, tag)


async def test_a_tag_answers_its_own_dog_for_good(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    jane, sam = fake.user(5101), fake.user(5102)
    await talk(jane, license_steps(owner_steps=owner(), dog_steps=dog()))
    [rex_licence] = await approve_queue(services, ("license",))
    rex = await look_up(services, "000001")
    assert rex == DogOnTag(
        dog_id=rex_licence.dog_id,
        tag_number="000001",
        name="Rex",
        owner_id=rex_licence.owner_id,
        status="active",
        spayed_neutered=True,  # the steps answer yes
        license_expires_on=rex_licence.expires_on,
    )
    assert await look_up(services, "000002") is None  # not issued yet
    assert await look_up(services, "1") is None  # a tag is matched whole, as issued

    clock.set("2026-03-20 10:00")
    await talk(jane, ["/died", ("tap", "dog:000001"), "3/15/2026", ("tap", "nav:confirm")])
    await talk(sam, license_steps(owner_steps=owner(), dog_steps=dog("Max")))
    [max_licence] = await approve_queue(services, ("license",))
    assert max_licence.tag_number == "000002"  # the next number, never Rex's
    after = await look_up(services, "000001")
    assert after is not None and rex is not None
    assert (after.dog_id, after.name, after.status) == (rex.dog_id, "Rex", "dead")
    max_ = await look_up(services, "000002")
    assert max_ is not None
    assert (max_.dog_id, max_.name, max_.owner_id) == (
        max_licence.dog_id,
        "Max",
        max_licence.owner_id,
    )


async def test_the_officer_types_a_tag_and_lands_on_its_dog(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    await talk(fake.user(5103), license_steps(owner_steps=owner(), dog_steps=dog()))
    [licence] = await approve_queue(services, ("license",))
    await make_staff(services, "officer", Role.OFFICER)
    async with served(services) as url, signed_in(url, "officer") as client:
        straight = await client.get("/clerk/dogs", params={"q": " 000001 "})
        assert straight.status_code == 303
        assert straight.headers["location"] == f"/clerk/dogs/{licence.dog_id}"
        assert "Rex" in (await client.get(straight.headers["location"])).text
        unknown = await client.get("/clerk/dogs", params={"q": "000009"})
        assert unknown.status_code == 200 and "No dog matches." in unknown.text
        by_name = await client.get("/clerk/dogs", params={"q": "rex"})
        assert by_name.status_code == 200 and "/clerk/dogs/" in by_name.text


async def test_a_found_dog_report_names_the_dog_by_its_tag(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    await talk(fake.user(5104), license_steps(owner_steps=owner(), dog_steps=dog()))
    [licence] = await approve_queue(services, ("license",))
    finder = fake.user(5105)
    found = ["/found", "000001", "Oak Road", "Safe with me", ("tap", "chat")]
    await talk(finder, [*found, ("tap", "nav:confirm")])
    async with services.db.session() as session:
        resident = await resident_by_telegram(session, 5105)
        assert resident is not None
        [record] = await records_of(session, resident.id)
    assert (record.kind, record.dog_id) == ("found", licence.dog_id)
    assert "owner_told" in record.flags
