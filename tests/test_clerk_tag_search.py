"""The officer types a found dog's tag into the console's search as it is read off the tag
("1", "#1", "000 001"): straight to the dog, licensed through the bot and approved."""

from __future__ import annotations

from typing import Any

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from tests.botchat import approve_queue, dog, owner, talk
from tests.clerkkit import make_staff, served, signed_in
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps


async def test_a_tag_typed_as_read_off_the_tag_finds_the_dog(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    await talk(fake.user(5301), license_steps(owner_steps=owner(), dog_steps=dog()))
    [licence] = await approve_queue(services, ("license",))
    await make_staff(services, "officer", Role.OFFICER)
    async with served(services) as url, signed_in(url, "officer") as client:
        for typed in ("000001", "1", "#1", "000 001"):
            found = await client.get("/clerk/dogs", params={"q": typed})
            assert found.headers.get("location") == f"/clerk/dogs/{licence.dog_id}", typed
        for typed in ("9", "Rex"):  # no dog holds tag 9; a name is searched in the register
            listed = await client.get("/clerk/dogs", params={"q": typed})
            assert listed.status_code == 200, typed
        assert "Rex" in listed.text
