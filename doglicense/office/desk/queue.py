"""The clerk's "next record": the oldest unclaimed queued record, claimed without waiting."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import select, text
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.exc import StaleDataError

from doglicense.office.desk.claims import QUEUE_OF_ROLE
from doglicense.office.lifecycle import Status
from doglicense.office.staff.staff import SignedIn
from doglicense.storage.models import WAITING_SQL, Record

if TYPE_CHECKING:
    from doglicense.runtime import Services

WAITING = (Status.IN_QUEUE, Status.RESUBMITTED)  # storage/models.py WAITING_SQL says the same
ATTEMPTS = 5  # on SQLite a lost race shows as a stale version; the next record is tried


async def claim_next(
    session: AsyncSession, *, person: SignedIn, services: Services
) -> Record | None:
    """Claim the oldest waiting record of this person's queue that no one has claimed.

    On PostgreSQL `FOR UPDATE SKIP LOCKED` hands concurrent clerks different records without
    blocking; on SQLite the single writer and the record's version column do the same.
    """
    for _ in range(ATTEMPTS):
        query = (
            select(Record)
            .where(
                text(WAITING_SQL),  # as written in the index ix_records_waiting, so it is used
                Record.queue == QUEUE_OF_ROLE[person.role],
                Record.claimed_by.is_(None),
            )
            .order_by(Record.submitted_at, Record.id)
            .limit(1)
            .execution_options(populate_existing=True)
        )
        if session.get_bind().dialect.name == "postgresql":
            query = query.with_for_update(skip_locked=True)
        record = (await session.execute(query)).scalar_one_or_none()
        if record is None:
            await session.rollback()
            return None
        record.claimed_by = person.id
        record.claimed_at = services.now()
        try:
            await session.commit()
        except (StaleDataError, OperationalError):
            await session.rollback()
            continue
        return record
    return None
