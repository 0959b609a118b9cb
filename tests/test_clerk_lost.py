"""Closing a lost dog's report (R20): who may, with what outcome, and what the owner hears."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.office.desk import claims, decisions
from doglicense.office.staff.staff import Refused, Role, SignedIn
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Dog, Record
from tests.botchat import licensed_dog, talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import ChatUser, FakeTelegram

OFFICER = SignedIn(id=2, username="otto", full_name="Otto", role=Role.OFFICER)
COURT = SignedIn(id=3, username="jo", full_name="Jo", role=Role.COURT)


async def reported_lost(user: ChatUser, services: Services, clock: FakeClock) -> Record:
    """Rex licensed through the bot and approved, then reported lost on the 20th."""
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    clock.set("2026-03-20 10:00")
    lost = ["/lost", ("tap", "dog:000001"), ("tap", "lost"), "2026-03-19", "Clay Park"]
    await talk(user, [*lost, ("tap", "skip"), ("tap", "nav:confirm")])
    async with services.db.session() as session:
        return (await session.execute(select(Record).where(Record.kind == "lost"))).scalar_one()


async def rex(services: Services) -> Dog:
    async with services.db.session() as session:
        return (await session.execute(select(Dog))).scalar_one()


async def test_an_officer_closes_a_lost_report_with_the_dog_home(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(6201)
    record = await reported_lost(user, services, clock)
    assert (record.queue, (await rex(services)).status) == ("officer", "lost")
    async with services.db.session() as session:
        with pytest.raises(Refused):  # the court has no part in it
            await decisions.close_lost_report(
                session, record.id, person=COURT, services=services, outcome="found_home"
            )
    async with services.db.session() as session:
        with pytest.raises(ValueError):  # no such outcome
            await decisions.close_lost_report(
                session, record.id, person=OFFICER, services=services, outcome="approve"
            )
    async with services.db.session() as session:
        closed = await decisions.close_lost_report(
            session,
            record.id,
            person=OFFICER,
            services=services,
            outcome="found_home",
            note="Picked up on Route 31.",
        )
    assert (closed.status, closed.decision_note) == ("closed", "Picked up on Route 31.")
    assert "lost_found_home" in closed.flags
    dog = await rex(services)
    assert dog.status == "active" and str(dog.status_since) == "2026-03-20"
    async with services.db.session() as session:
        entries = (await session.execute(select(AuditEntry).order_by(AuditEntry.id))).scalars()
        last = list(entries)[-1]
    assert (last.actor, last.action, last.from_status, last.to_status) == (
        "staff:2",
        "found_home",
        "in_queue",
        "closed",
    )
    async with services.db.session() as session:
        with pytest.raises(claims.AlreadyDecided):  # closed once, never again
            await decisions.close_lost_report(
                session, record.id, person=OFFICER, services=services, outcome="still_missing"
            )
    assert await send_pending(services, bot.bot) == 3  # the counter receipt, the license, this
    await user.reply()
    await user.reply()
    told = texts_of(await user.reply())
    assert record.reference in told and "Rex is found and back home" in told
    assert "Picked up on Route 31." in told


async def test_only_a_lost_report_is_closed_with_an_outcome(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(6202)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    clock.set("2026-03-20 10:00")
    await talk(user, ["/died", ("tap", "dog:000001"), "2026-03-19", ("tap", "nav:confirm")])
    clerk = SignedIn(id=1, username="ann", full_name="Ann", role=Role.CLERK)
    async with services.db.session() as session:
        death = (await session.execute(select(Record).where(Record.kind == "death"))).scalar_one()
        with pytest.raises(Refused):
            await decisions.close_lost_report(
                session, death.id, person=clerk, services=services, outcome="found_home"
            )
    assert (await rex(services)).status == "dead"  # a dead dog never comes back as active
