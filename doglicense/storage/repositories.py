"""Queries the services use. Repositories read and add; they never commit."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Row, Table, and_, bindparam, func, select, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from doglicense.storage.folding import fold
from doglicense.storage.group_commit import Member
from doglicense.storage.models import AuditEntry, Dog, Draft, License, Record, Resident, TagCounter
from doglicense.storage.office_models import Payment


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


# A chat step's two statements, built once (building them cost more than running them).
_RESIDENT_AND_DRAFT = (
    select(Resident, Draft)
    .outerjoin(Draft, and_(Draft.resident_id == Resident.id, Draft.active.is_(True)))
    .where(Resident.telegram_user_id == bindparam("user_id"))
    .order_by(Draft.updated_at.desc())
    .limit(1)
)
_RESIDENT_AND_DRAFT_LOCKED = _RESIDENT_AND_DRAFT.with_for_update(of=Resident)
# On the table, not the entity: the ORM's bulk UPDATE machinery cost a third of the statement's
# CPU (0.12 ms a step) for an update that touches no loaded object.
_DRAFTS: Table = Draft.__table__  # type: ignore[assignment]
_SAVE_DRAFT = (
    update(_DRAFTS)
    .where(_DRAFTS.c.id == bindparam("draft_id"))
    .values(
        state=bindparam("state", type_=_DRAFTS.c.state.type),
        updated_at=bindparam("updated_at", type_=_DRAFTS.c.updated_at.type),
        channel=bindparam("channel"),
    )
)


# A step in a commit group (storage/group_commit.py): the same resident and open draft, only what
# a step reads of them, as one row, not entities (there is no session).
_STEP_ROW = _RESIDENT_AND_DRAFT.with_only_columns(
    Resident.id.label("resident_id"),
    Resident.telegram_chat_id,
    Resident.full_name,
    Resident.phone,
    Resident.email,
    Resident.address,
    Resident.language,
    Resident.replying_to,
    Draft.id.label("draft_id"),
    Draft.flow,
    Draft.state,
    Draft.record_id,
)
_STEP_ROW_LOCKED = _STEP_ROW.with_for_update(of=Resident)


async def telegram_step_row(member: Member, user_id: int) -> Row[Any] | None:
    """The resident behind a Telegram user and their open draft, read in a commit group (locked
    on PostgreSQL until the group ends, as `telegram_resident_and_draft` locks it)."""
    rows = await member.read(
        _STEP_ROW_LOCKED if member.postgresql else _STEP_ROW, {"user_id": user_id}
    )
    return rows[0] if rows else None


async def save_draft_state_in_group(
    member: Member, draft_id: int, *, state: dict[str, Any], at: datetime, channel: str
) -> None:
    """`save_draft_state` in a commit group: returns once the group has committed it."""
    await member.save(
        _SAVE_DRAFT, {"draft_id": draft_id, "state": state, "updated_at": at, "channel": channel}
    )


async def telegram_resident_and_draft(
    session: AsyncSession, *, user_id: int, chat_id: int, language: str | None, now: datetime
) -> tuple[Resident, Draft | None]:
    """The resident behind a Telegram user and their open draft, in one query (one chat step)."""
    postgresql = session.get_bind().dialect.name == "postgresql"
    # Two workers given two quick updates of one resident take turns (PostgreSQL's row lock).
    query = _RESIDENT_AND_DRAFT_LOCKED if postgresql else _RESIDENT_AND_DRAFT
    result = await session.execute(query, {"user_id": user_id})
    row = result.first()
    if row is None:
        resident = await resident_for_telegram(
            session, user_id=user_id, chat_id=chat_id, language=language, now=now
        )
        return resident, None
    resident, draft = row
    if resident.telegram_chat_id != chat_id:
        resident.telegram_chat_id = chat_id
    return resident, draft


async def active_draft(session: AsyncSession, resident_id: int) -> Draft | None:
    result = await session.execute(
        select(Draft)
        .where(Draft.resident_id == resident_id, Draft.active.is_(True))
        .order_by(Draft.updated_at.desc())
        .limit(1)
    )
    return result.scalar_one_or_none()


async def latest_draft(session: AsyncSession, resident_id: int) -> Draft | None:
    """The resident's most recently touched draft, open or not."""
    result = await session.execute(
        select(Draft)
        .where(Draft.resident_id == resident_id)
        .order_by(Draft.updated_at.desc(), Draft.id.desc())
        .limit(1)
    )
    return result.scalar_one_or_none()


async def save_draft_state(
    session: AsyncSession, draft_id: int, *, state: dict[str, Any], at: datetime, channel: str
) -> None:
    """One step's answers saved with a single UPDATE (the caller commits)."""
    await session.execute(
        _SAVE_DRAFT, {"draft_id": draft_id, "state": state, "updated_at": at, "channel": channel}
    )


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
    for word in fold(search or "").split():
        query = query.where(Record.search_text.contains(word, autoescape=True))
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
    """The next permanent tag number: an atomic increment, so no two dogs ever share one.

    One upsert, so even the town's very first numbers, taken at once by two workers, differ.
    """
    insert = postgresql_insert if session.get_bind().dialect.name == "postgresql" else sqlite_insert
    result = await session.execute(
        insert(TagCounter)
        .values(town=town, last_number=1)
        .on_conflict_do_update(
            index_elements=[TagCounter.town], set_={"last_number": TagCounter.last_number + 1}
        )
        .returning(TagCounter.last_number)
    )
    return int(result.scalar_one())


async def count_records(session: AsyncSession) -> int:
    return int((await session.execute(select(func.count(Record.id)))).scalar_one())
