"""A spay/neuter certificate sent after the request: its question opened again, the record held."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.lifecycle import Action, Status, move
from doglicense.office.records.corrections import reopen_draft
from doglicense.office.records.submissions import PROOF_AWAITED
from doglicense.storage.models import Record, Resident

# Waiting in the clerk's queue: a record still awaiting its payment is paid first.
WAITING = (Status.IN_QUEUE, Status.RESUBMITTED)


async def awaiting_proof(
    session: AsyncSession, resident: Resident, reference: str | None = None
) -> Record | None:
    """The resident's newest request waiting for its certificate (that one, given its reference)."""
    query = select(Record).where(
        Record.resident_id == resident.id, Record.status.in_([str(s) for s in WAITING])
    )
    if reference is not None:
        query = query.where(Record.reference == reference)
    records = (await session.scalars(query.order_by(Record.id.desc()))).all()
    return next((r for r in records if PROOF_AWAITED in r.flags), None)


async def open_proof(
    session: AsyncSession, resident: Resident, *, now: datetime, reference: str | None = None
) -> Record | None:
    """The certificate's question made the resident's open draft again; the record is back with
    the resident (returned) until they send it and confirm, as a correction is. None when no
    request waits for one."""
    record = await awaiting_proof(session, resident, reference)
    if record is None:
        return None
    actor = f"resident:{resident.id}"
    move(session, record, Action.RETURN, actor=actor, at=now, note="sending the certificate")
    record.claimed_by = None
    await reopen_draft(session, record, ["spay_proof"], now=now)
    return record
