"""Queries the services use. Repositories read and add; they never commit."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from doglicense.storage.models import (
    AuditEntry,
    Dog,
    Draft,
    License,
    Payment,
    Record,
    Resident,
    TagCounter,
)


async def resident_by_telegram(session: AsyncSession, user_id: int) -> Resident | None:
    result = await session.execute(select(Resident).where(Resident.telegram_user_id == user_id))
    return result.scalar_one_or_none()


async def resident_for_telegram(
    session: AsyncSession, *, user_id: int, chat_id: int, language: str | None, now: datetime
) -> Resident:
    """The resident behind a Telegram user, created on first contact."""
    resident = await resident_by_telegram(session, user_id)
    if resident is None:
        resident = Resident(
            telegram_user_id=user_id,
            telegram_chat_id=chat_id,
            language=(language or "en")[:2],
            preferred_channel="telegram",
            created_at=now,
        )
        session.add(resident)
        await session.flush()
    elif resident.telegram_chat_id != chat_id:
        resident.telegram_chat_id = chat_id
    return resident


async def active_draft(session: AsyncSession, resident_id: int) -> Draft | None:
    result = await session.execute(
        select(Draft)
        .where(Draft.resident_id == resident_id, Draft.active.is_(True))
        .order_by(Draft.updated_at.desc())
        .limit(1)
    )
    return result.scalar_one_or_none()


async def deactivate_drafts(session: AsyncSession, resident_id: int) -> None:
    await session.execute(
        update(Draft)
        .where(Draft.resident_id == resident_id, Draft.active.is_(True))
        .values(active=False)
    )


async def dogs_of(session: AsyncSession, resident_id: int) -> Sequence[Dog]:
    result = await session.execute(
        select(Dog)
        .where(Dog.owner_id == resident_id)
        .options(selectinload(Dog.licenses))
        .order_by(Dog.id)
    )
    return result.scalars().all()


async def dog_by_tag(session: AsyncSession, tag_number: str) -> Dog | None:
    result = await session.execute(
        select(Dog).where(Dog.tag_number == tag_number).options(selectinload(Dog.licenses))
    )
    return result.scalar_one_or_none()


async def records_of(session: AsyncSession, resident_id: int, limit: int = 20) -> Sequence[Record]:
    result = await session.execute(
        select(Record)
        .where(Record.resident_id == resident_id)
        .order_by(Record.created_at.desc())
        .limit(limit)
    )
    return result.scalars().all()


async def record_by_id(session: AsyncSession, record_id: int) -> Record | None:
    return await session.get(Record, record_id)


async def queue(
    session: AsyncSession,
    statuses: Sequence[str],
    *,
    kind: str | None = None,
    queue_name: str | None = None,
    search: str | None = None,
    limit: int = 50,
    offset: int = 0,
) -> Sequence[Record]:
    """Records waiting for a decision, oldest first."""
    query = select(Record).where(Record.status.in_(statuses))
    if kind:
        query = query.where(Record.kind == kind)
    if queue_name:
        query = query.where(Record.queue == queue_name)
    if search:
        query = query.where(Record.search_text.contains(search.lower()))
    query = query.order_by(Record.submitted_at, Record.id).limit(limit).offset(offset)
    return (await session.execute(query)).scalars().all()


async def audit_of(session: AsyncSession, record_id: int) -> Sequence[AuditEntry]:
    result = await session.execute(
        select(AuditEntry).where(AuditEntry.record_id == record_id).order_by(AuditEntry.id)
    )
    return result.scalars().all()


async def payments_of(session: AsyncSession, record_id: int) -> Sequence[Payment]:
    result = await session.execute(
        select(Payment).where(Payment.record_id == record_id).order_by(Payment.id)
    )
    return result.scalars().all()


async def license_of_record(session: AsyncSession, record_id: int) -> License | None:
    result = await session.execute(select(License).where(License.record_id == record_id))
    return result.scalar_one_or_none()


async def next_tag_number(session: AsyncSession, town: str) -> int:
    """The next permanent tag number: an atomic increment, so no two dogs ever share one."""
    result = await session.execute(
        update(TagCounter)
        .where(TagCounter.town == town)
        .values(last_number=TagCounter.last_number + 1)
        .returning(TagCounter.last_number)
    )
    number = result.scalar_one_or_none()
    if number is None:
        session.add(TagCounter(town=town, last_number=1))
        await session.flush()
        return 1
    return int(number)


async def count_records(session: AsyncSession) -> int:
    return int((await session.execute(select(func.count(Record.id)))).scalar_one())
