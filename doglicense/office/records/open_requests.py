"""Open license and renewal requests of a resident: the flows warn of a second one."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.pieces import OpenRequest
from doglicense.office.lifecycle import OPEN
from doglicense.office.records.duplicates import KINDS
from doglicense.storage.models import Record


async def open_requests(
    session: AsyncSession, resident_id: int, *, besides: int | None
) -> tuple[OpenRequest, ...]:
    """Open licenses and renewals of the resident, but `besides` (the request being corrected)."""
    query = select(Record).where(
        Record.resident_id == resident_id, Record.kind.in_(KINDS), Record.status.in_(list(OPEN))
    )
    if besides is not None:
        query = query.where(Record.id != besides)
    return tuple(
        OpenRequest(
            kind=record.kind,
            reference=record.reference,
            dog_name=str(record.answers.get("dog_name") or ""),
            tag_number=str(record.answers.get("renew_dog") or ""),
        )
        for record in await session.scalars(query.order_by(Record.id))
    )
