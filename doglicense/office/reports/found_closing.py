"""A found report closes with its lost report once the dog is home, and its finder is told."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.lifecycle import QUEUED, Action, move
from doglicense.office.outbox import notify
from doglicense.office.reports.found_matches import MATCHED
from doglicense.storage.models import Record, Resident


async def close_with_lost(session: AsyncSession, lost: Record, *, actor: str, at: datetime) -> None:
    """The open found reports the officer confirmed as this lost dog, closed, each finder told
    in their channel; does not commit (the lost report's close carries it)."""
    ids = [int(f.removeprefix(MATCHED)) for f in lost.flags if f.startswith(MATCHED)]
    if not ids:
        return
    found_reports = await session.scalars(
        select(Record).where(Record.id.in_(ids), Record.kind == "found", Record.status.in_(QUEUED))
    )
    for found in found_reports:
        move(session, found, Action.CLOSE, actor=actor, at=at, note=lost.reference)
        finder = await session.get(Resident, found.resident_id) if found.resident_id else None
        if finder is not None:
            facts = {"reference": found.reference}
            notify(
                session, finder, "found_dog_home", facts, key=f"found_dog_home:{found.id}", at=at
            )
