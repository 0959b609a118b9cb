"""Reminders over a year of days: each license gets exactly its reminders, none after a death."""

from __future__ import annotations

import time
from datetime import date, timedelta

from sqlalchemy import select

from doglicense.chores import remind
from doglicense.office.notices.reminder_choices import ask_for_reminder
from doglicense.office.notices.reminders import renewal_windows
from doglicense.runtime import Services
from doglicense.storage.models import Dog, License, Resident
from doglicense.storage.office_models import OutboxMessage, ReminderSent
from tests.conftest import FakeClock
from tests.notifykit import dog, licence, licensed_resident, resident, stand_on

START = date(2026, 3, 10)
DAYS = 365
OFFSETS = {"before_30": -30, "before_7": -7, "before_0": 0, "after_14": 14}


def test_the_windows_follow_the_town_policy(services: Services) -> None:
    windows = [(w.kind, w.first, w.last) for w in renewal_windows(services.town)]
    assert windows == [
        ("before_30", -30, -8),
        ("before_7", -7, -1),
        ("before_0", 0, 13),
        ("after_14", 14, 20),
    ]


async def test_a_year_of_days_over_a_thousand_licenses(
    services: Services, clock: FakeClock
) -> None:
    deaths: dict[int, int] = {}  # license index -> day the dog is reported dead
    renewals: dict[int, int] = {}  # license index -> day a newer license is issued
    expiries: list[date] = []
    for i in range(1000):
        if i % 10 == 0:
            expiries.append(START - timedelta(days=100 + i % 40))  # long lapsed: nothing
        else:
            expiries.append(START + timedelta(days=30 + (i * 37) % 380))
        if i % 7 == 3:
            deaths[i] = (i * 13) % DAYS
        elif i % 11 == 5 and 10 <= (expiries[i] - START).days - 10 < DAYS:
            renewals[i] = (expiries[i] - START).days - 10
    async with services.db.session() as session:
        people = [resident(chat_id=10_000 + n) for n in range(250)]
        session.add_all(people)
        await session.flush()
        dogs = [dog(owner=people[i % 250], tag=f"{i + 1:06d}") for i in range(1000)]
        licenses = [
            licence(of=d, owner=people[i % 250], expires_on=e)
            for i, (d, e) in enumerate(zip(dogs, expiries, strict=True))
        ]
        session.add_all([*dogs, *licenses])
        await session.commit()
        ids = [lic.id for lic in licenses]
        dog_ids = [d.id for d in dogs]
        owner_ids = [people[i % 250].id for i in range(1000)]

    renewed_ids: dict[int, int] = {}
    started = time.monotonic()
    for day_number in range(DAYS):
        today = START + timedelta(days=day_number)
        stand_on(clock, today)
        async with services.db.session() as session:
            for i, day in deaths.items():
                if day == day_number:
                    pet = await session.get(Dog, dog_ids[i])
                    assert pet is not None
                    pet.status, pet.status_since = "dead", today
            for i, day in renewals.items():
                if day == day_number:
                    owner = await session.get(Resident, owner_ids[i])
                    pet = await session.get(Dog, dog_ids[i])
                    assert owner is not None and pet is not None
                    new = licence(of=pet, owner=owner, expires_on=expiries[i] + timedelta(days=365))
                    session.add(new)
                    await session.flush()
                    renewed_ids[i] = new.id
            await session.commit()
        await remind(services)
        if day_number % 5 == 0:
            await remind(services)  # the cron command and the daily job both ran today
    elapsed = time.monotonic() - started

    expected: set[tuple[str, str, date]] = set()
    for i, expiry in enumerate(expiries):
        for kind, offset in OFFSETS.items():
            day_number = (expiry - START).days + offset
            if not 0 <= day_number < DAYS:
                continue
            if i in deaths and deaths[i] <= day_number:
                continue  # R21: nothing after a death report
            if i in renewals and renewals[i] <= day_number:
                continue  # renewed: the old license is no longer the newest
            expected.add((f"license:{ids[i]}", kind, START + timedelta(days=day_number)))
        if i in renewed_ids:
            new_expiry = expiry + timedelta(days=365)
            for kind, offset in OFFSETS.items():
                day_number = (new_expiry - START).days + offset
                if renewals[i] <= day_number < DAYS:
                    expected.add(
                        (f"license:{renewed_ids[i]}", kind, new_expiry + (timedelta(offset)))
                    )
    async with services.db.session() as session:
        sent = (await session.execute(select(ReminderSent))).scalars().all()
        messages = (await session.execute(select(OutboxMessage))).scalars().all()
    tz = services.town.tz
    got = {(r.subject, r.kind, r.at.astimezone(tz).date()) for r in sent}
    assert len(got) == len(sent)
    assert got == expected
    assert len(messages) == len(sent)
    assert {m.template for m in messages} == {"renewal_reminder"}
    assert len(expected) > 2000 and elapsed < 120, (len(expected), elapsed)


async def test_no_reminders_when_switched_off_and_a_missed_day_is_caught_up(
    services: Services, clock: FakeClock
) -> None:
    await licensed_resident(
        services, chat_id=501, tag="000501", expires_on=date(2026, 4, 30), reminders_enabled=False
    )
    _, late_id = await licensed_resident(
        services, chat_id=502, tag="000502", expires_on=date(2026, 4, 30)
    )
    stand_on(clock, date(2026, 4, 5))  # 25 days before: the 30-day sweep was missed
    written = await remind(services)
    assert written["before_30"] == 1
    async with services.db.session() as session:
        [message] = (await session.execute(select(OutboxMessage))).scalars().all()
        assert message.key == f"reminder:license:{late_id}:before_30"
        assert message.context["days"] == 25 and message.context["renew_tag"] == "000502"


async def test_a_rabies_certificate_ending_before_the_license_and_a_puppy(
    services: Services, clock: FakeClock
) -> None:
    async with services.db.session() as session:
        person = resident(chat_id=601)
        session.add(person)
        await session.flush()
        pet = dog(owner=person, tag="000601")
        session.add_all(
            [
                pet,
                licence(
                    of=pet,
                    owner=person,
                    expires_on=date(2026, 12, 31),
                    rabies_expires_on=date(2026, 6, 20),
                ),
            ]
        )
        await session.commit()
        await ask_for_reminder(session, person, "puppy", date(2026, 5, 2), now=clock())
        await ask_for_reminder(session, person, "puppy", date(2026, 5, 2), now=clock())
    for day in (date(2026, 5, 20), date(2026, 5, 21), date(2026, 5, 2), date(2026, 5, 3)):
        stand_on(clock, day)
        await remind(services)
    async with services.db.session() as session:
        sent = {
            (r.kind, r.at.astimezone(services.town.tz).date())
            for r in (await session.execute(select(ReminderSent))).scalars()
        }
        templates = sorted(
            m.template for m in (await session.execute(select(OutboxMessage))).scalars()
        )
    assert sent == {("rabies", date(2026, 5, 21)), ("puppy", date(2026, 5, 2))}
    assert templates == ["puppy_reminder", "rabies_reminder"]


async def test_a_dog_reported_dead_through_the_model_gets_nothing(
    services: Services, clock: FakeClock
) -> None:
    _, license_id = await licensed_resident(
        services, chat_id=701, tag="000701", expires_on=date(2026, 4, 30)
    )
    async with services.db.session() as session:
        lic = await session.get(License, license_id)
        assert lic is not None
        pet = await session.get(Dog, lic.dog_id)
        assert pet is not None
        pet.status = "transferred"
        await session.commit()
    stand_on(clock, date(2026, 3, 31))
    assert sum((await remind(services)).values()) == 0
