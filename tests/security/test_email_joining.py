"""One resident per e-mail address once it is proven, and no one signed in to an address they typed.

Two browsers license a dog each with the same address (issue 32 item 6): when the address is
proven by a sign-in link, the dogs are one resident's. The browser that only typed the address
is not signed in to them: it might be anyone's (decision 0049).
"""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from doglicense.runtime import Services
from doglicense.storage.models import Resident
from tests.botchat import approve_in_console
from tests.formkit import license_rex, phone
from tests.test_web_signin import ADDRESS, WORDS, sign_in_by_email

ENDED = {
    "en": "You are no longer signed in on this phone or computer.",
    "es": "Este teléfono o computadora ya no tiene acceso.",
}


async def residents(services: Services) -> int:
    async with services.db.session() as session:
        return await session.scalar(select(func.count()).select_from(Resident)) or 0


@pytest.mark.parametrize("language", ["en", "es"])
async def test_two_browsers_with_one_address_become_one_resident_when_it_is_proven(
    services: Services, web: str, language: str
) -> None:
    words = WORDS[language]
    async with phone(words["locale"]) as typed_only, phone(words["locale"]) as owner:
        await license_rex(typed_only, web, email=ADDRESS)  # anyone may type an address
        await license_rex(owner, web, email=ADDRESS.title())
        await approve_in_console(services)
        assert await residents(services) == 2  # nothing is joined on a typed address

        await sign_in_by_email(owner, web, services, words)
        mine = await owner.inner_text("main")
        assert "000001" in mine and "000002" in mine  # both dogs, on the browser that proved it
        assert await residents(services) == 1

        await typed_only.goto(f"{web}/forms/mine")  # the other browser sees none of it
        theirs = await typed_only.inner_text("main")
        assert "000001" not in theirs and "000002" not in theirs and "Rex" not in theirs
        assert await typed_only.is_visible("main a[href^='/forms/signin']")  # offered instead
        assert ENDED[language] in theirs  # told why the dog is gone from here, not "no dogs yet"

        await sign_in_by_email(typed_only, web, services, words)  # it too, once it proves it
        again = await typed_only.inner_text("main")
        assert "000001" in again and "000002" in again
    assert await residents(services) == 1
