"""Renewals through the bot: before expiry the term continues (R14), after a lapse it restarts."""

from __future__ import annotations

from datetime import date
from typing import Any

from doglicense.runtime import Services
from tests.botchat import PNG, approve_queue, licensed_dog, talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram


async def test_a_renewal_before_expiry_continues_from_the_old_expiry(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(3001)
    first = await licensed_dog(user, services, rabies_expires="6/1/2028")
    assert first.expires_on == date(2027, 3, 31) and first.tag_number == "000001"
    clock.set("2027-03-15 10:00")
    reply = await talk(user, ["/renew"])
    assert "Which dog are you renewing?" in texts_of(reply)
    reply = await talk(user, [("tap", "dog:000001")])
    assert "4401 State Route 31" in texts_of(reply)  # the details on file, to confirm
    summary = await talk(user, [("tap", "yes"), ("tap", "none"), ("tap", "counter")])
    assert "continues from the current license" in texts_of(summary)
    assert "March 31, 2028" in texts_of(summary) and "Fee: $5.00" in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    [renewed] = await approve_queue(services)
    assert renewed.expires_on == date(2028, 3, 31)
    assert renewed.tag_number == first.tag_number and renewed.dog_id == first.dog_id


async def test_a_renewal_after_a_lapse_counts_from_the_renewal(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(3002)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    clock.set("2027-05-20 10:00")
    summary = await talk(
        user, ["/renew", "000001", ("tap", "yes"), ("tap", "none"), ("tap", "counter")]
    )
    assert "May 31, 2028" in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    [renewed] = await approve_queue(services)
    assert renewed.expires_on == date(2028, 5, 31)


async def test_a_renewal_asks_for_a_new_rabies_certificate_when_the_old_ends_too_early(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(3003)
    await licensed_dog(user, services, rabies_expires="12/1/2026")
    clock.set("2027-03-15 10:00")
    reply = await talk(user, ["/renew", ("tap", "dog:000001"), ("tap", "yes")])
    assert "proof of a rabies shot" in texts_of(reply)  # R13: the cap would cut the new term
    summary = await talk(
        user,
        [
            ("tap", "certificate"),
            ("photo", PNG),
            "3/1/2027",
            "3/1/2030",
            ("tap", "none"),
            ("tap", "counter"),
        ],
    )
    assert "March 31, 2028" in texts_of(summary)


async def test_someone_elses_tag_is_refused_kindly(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    await licensed_dog(fake.user(3004), services, rabies_expires="6/1/2028")
    stranger = fake.user(3005)
    reply = await talk(stranger, ["/renew", "000001"])
    assert "isn't licensed to you" in texts_of(reply)
    assert "type the dog's tag number" in texts_of(reply)


async def test_status_lists_dogs_and_requests(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(3006)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    reply = await talk(user, ["/status"])
    assert "Rex – tag 000001, license ends March 31, 2027" in texts_of(reply)
    assert "new license: approved" in texts_of(reply)
    assert "/renew" not in texts_of(reply)
    clock.set("2027-02-28 10:00")  # the day before the first renewal reminder (30 days before)
    assert "/renew" not in texts_of(await talk(user, ["/status"]))
    clock.set("2027-03-01 10:00")  # the first reminder's day: renewing is due from now on
    status = texts_of(await talk(user, ["/status"]))
    assert "license ends March 31, 2027 – time to renew: /renew" in status
    await talk(user, ["/language es"])
    status = texts_of(await talk(user, ["/status"]))
    assert "la licencia vence el 31 de marzo de 2027 – es hora de renovarla: /renew" in status
