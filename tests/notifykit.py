"""Keyword-only factories for the notification tests: residents, dogs, licenses, fast."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

import asyncpg
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import load_town
from doglicense.runtime import Services
from doglicense.storage.models import Dog, License, Resident
from doglicense.storage.office_models import OutboxMessage
from tests.conftest import FakeClock

AT = datetime(2026, 1, 1, tzinfo=UTC)


def resident(*, chat_id: int | None = None, email: str | None = None, **extra: Any) -> Resident:
    return Resident(
        telegram_user_id=chat_id,
        telegram_chat_id=chat_id,
        email=email,
        preferred_channel="telegram" if chat_id else "email",
        full_name="Jane Smith",
        created_at=AT,
        **extra,
    )


def dog(*, owner: Resident, tag: str, name: str = "Rex", status: str = "active") -> Dog:
    return Dog(
        owner=owner,
        tag_number=tag,
        name=name,
        breed="Beagle",
        colour="brown",
        sex="female",
        status=status,
        created_at=AT,
    )


def licence(
    *, of: Dog, owner: Resident, expires_on: date, rabies_expires_on: date | None = None
) -> License:
    return License(
        dog=of,
        owner_id=owner.id,
        tag_number=of.tag_number,
        issued_on=date(expires_on.year - 1, expires_on.month, 1),
        expires_on=expires_on,
        rabies_expires_on=rabies_expires_on or date(expires_on.year + 3, 1, 1),
        town_share_cents=400,
        state_surcharge_cents=100,
        enumeration_cents=0,
        spayed_neutered=True,
        created_at=AT,
    )


def stand_on(clock: FakeClock, day: date, hour: int = 9) -> None:
    clock.current = datetime(day.year, day.month, day.day, hour, tzinfo=load_town().tz).astimezone(
        UTC
    )


async def outbox(session: AsyncSession) -> list[OutboxMessage]:
    return list((await session.scalars(select(OutboxMessage).order_by(OutboxMessage.id))).all())


async def licensed_resident(
    services: Services, *, chat_id: int | None, tag: str, expires_on: date, **extra: Any
) -> tuple[int, int]:
    """One resident with one licensed dog; their ids (resident, license)."""
    async with services.db.session() as session:
        person = resident(chat_id=chat_id, **extra)
        session.add(person)
        await session.flush()
        pet = dog(owner=person, tag=tag)
        lic = licence(of=pet, owner=person, expires_on=expires_on)
        session.add_all([pet, lic])
        await session.commit()
        return person.id, lic.id


async def open_transactions(database_url: str) -> int:
    """Other connections to this database that sit inside a transaction (PostgreSQL)."""
    connection = await asyncpg.connect(
        database_url.replace("postgresql+asyncpg://", "postgresql://")
    )
    try:
        return int(
            await connection.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                " AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'"
            )
        )
    finally:
        await connection.close()
