"""A renewal whose rabies certificate would cut the new term short asks for a newer one first,
as R13's policy says, before the summary and its fee; without one the term ends at the cap and
the clerk sees it flagged (issue 32, item 10)."""

from __future__ import annotations

from typing import Any

from doglicense.runtime import Services
from tests.botchat import PNG, approve_in_console, licensed_dog, talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.webwalk import browser, license_to_done

ASKED = "The rabies shot on this certificate expires on March 20, 2027, so the license would"
RENEW = ["/renew", ("tap", "dog:000001"), ("tap", "yes"), ("tap", "certificate"), ("photo", PNG)]


async def test_a_short_certificate_is_followed_by_a_newer_one_and_a_whole_year(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(3101)
    await licensed_dog(user, services, rabies_expires="12/1/2026")
    clock.set("2027-03-15 10:00")
    asked = await talk(user, [*RENEW, "2026-03-01", "2027-03-20"])
    assert ASKED in texts_of(asked) and "Fee" not in texts_of(asked)
    summary = await talk(user, [("photo", PNG), "2030-03-01", ("tap", "none"), ("tap", "counter")])
    assert "March 31, 2028" in texts_of(summary) and "early" not in texts_of(summary)


async def test_going_on_without_a_newer_certificate_ends_at_the_cap(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(3102)
    await licensed_dog(user, services, rabies_expires="12/1/2026")
    clock.set("2027-03-15 10:00")
    await talk(user, [*RENEW, "2026-03-01", "2027-03-20"])
    summary = await talk(user, [("tap", "continue_without"), ("tap", "none"), ("tap", "counter")])
    said = texts_of(summary)
    assert "February 29, 2028, early, because of the rabies shot's expiry" in said, said


async def test_the_web_asks_for_a_newer_certificate_in_spanish(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with browser(web, "es") as resident:
        await license_to_done(resident)
        await approve_in_console(services)
        clock.set("2027-03-15 10:00")
        await resident.open("/forms/renewal?tag=000001")
        await resident.choose("renewal", "yes")  # the details on file
        await resident.choose("renewal", "no")  # not spayed
        await resident.choose("renewal", "certificate")
        await resident.send_file("renewal")
        await resident.answer("renewal", "3/1/2026")
        await resident.answer("renewal", "3/20/2027")
        assert "La vacuna contra la rabia de este certificado vence el 20 de marzo de 2027" in (
            resident.text
        ), resident.text
